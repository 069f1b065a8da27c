import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { type RTCDataChannel, RTCPeerConnection, useOPUS } from 'werift';

/**
 * A local stand-in for the OpenAI Realtime API, speaking its real protocols: `POST
 * /v1/realtime/client_secrets` (what our server calls for a token) and `POST /v1/realtime/calls`
 * (the browser's SDP offer, answered by a real WebRTC peer built with werift) with the
 * `oai-events` data channel, on which the test plays the provider's events.
 */
export interface RealtimePeer {
  /** VOICE_BASE_URL for the server under test. */
  baseUrl: string;
  /** Authorization headers of client-secret requests (the server's API key). */
  secretRequests: { authorization: string | undefined; body: unknown }[];
  /** Authorization headers of SDP offers (the browser's short-lived token). */
  callAuthorizations: string[];
  /** Resolves with the next call once its data channel is open. */
  nextCall(timeoutMs?: number): Promise<PeerCall>;
  close(): Promise<void>;
}

export interface PeerCall {
  /** RTP packets of the browser's microphone received so far. */
  audioPackets(): number;
  waitForAudio(minPackets: number, timeoutMs?: number): Promise<void>;
  /** Sends one realtime server event on the data channel. */
  send(event: Record<string, unknown>): void;
  /** Client events the browser sent on the data channel. */
  received: unknown[];
  /** Resolves when the browser hangs up (data channel or peer connection closed). */
  closed: Promise<void>;
  /** `closed`, or a clear error after the time-out. */
  waitForHangUp(timeoutMs?: number): Promise<void>;
  close(): Promise<void>;
}

const TOKEN_PREFIX = 'ek_e2e_';

async function readBody(request: http.IncomingMessage): Promise<string> {
  let body = '';
  for await (const chunk of request) body += (chunk as Buffer).toString('utf8');
  return body;
}

async function waitFor(check: () => boolean, timeoutMs: number, what: string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export async function startRealtimePeer(options: { tokenTtlSeconds?: number } = {}): Promise<RealtimePeer> {
  const secretRequests: RealtimePeer['secretRequests'] = [];
  const callAuthorizations: string[] = [];
  const issued = new Set<string>();
  const waiting: ((call: PeerCall) => void)[] = [];
  const ready: PeerCall[] = [];
  const peers = new Set<RTCPeerConnection>();

  const deliver = (call: PeerCall) => {
    const waiter = waiting.shift();
    if (waiter) waiter(call);
    else ready.push(call);
  };

  async function answer(offer: string): Promise<string> {
    const pc = new RTCPeerConnection({ codecs: { audio: [useOPUS()], video: [] } });
    peers.add(pc);
    let packets = 0;
    const received: unknown[] = [];
    let channel: RTCDataChannel | null = null;
    let resolveClosed!: () => void;
    const closed = new Promise<void>((resolve) => (resolveClosed = resolve));
    pc.connectionStateChange.subscribe((state) => {
      if (state === 'closed' || state === 'failed' || state === 'disconnected') resolveClosed();
    });
    pc.onTrack.subscribe((track) => {
      track.onReceiveRtp.subscribe(() => {
        packets += 1;
      });
    });
    const call: PeerCall = {
      audioPackets: () => packets,
      waitForAudio: (min, timeoutMs = 15_000) => waitFor(() => packets >= min, timeoutMs, `${min} audio packets`),
      send: (event) => {
        if (!channel || channel.readyState !== 'open') throw new Error('data channel is not open');
        channel.send(JSON.stringify({ event_id: `event_${Math.random().toString(36).slice(2)}`, ...event }));
      },
      received,
      closed,
      waitForHangUp: (timeoutMs = 15_000) =>
        Promise.race([
          closed,
          new Promise<void>((_, reject) =>
            setTimeout(() => reject(new Error('the browser did not hang up')), timeoutMs).unref(),
          ),
        ]),
      close: async () => {
        await pc.close();
        peers.delete(pc);
      },
    };
    pc.onDataChannel.subscribe((dc) => {
      if (dc.label !== 'oai-events') return;
      channel = dc;
      // A browser that hangs up closes the channel first (SCTP stream reset), then the connection.
      dc.stateChanged.subscribe((state) => {
        if (state === 'closed') resolveClosed();
      });
      dc.onMessage.subscribe((data) => {
        try {
          received.push(JSON.parse(data.toString()));
        } catch {
          received.push(data.toString());
        }
      });
      const opened = () => {
        call.send({ type: 'session.created', session: { type: 'realtime', object: 'realtime.session' } });
        deliver(call);
      };
      if (dc.readyState === 'open') opened();
      else {
        const subscription = dc.stateChanged.subscribe((state) => {
          if (state === 'open') {
            subscription.unSubscribe();
            opened();
          }
        });
      }
    });
    await pc.setRemoteDescription({ type: 'offer', sdp: offer });
    await pc.setLocalDescription(await pc.createAnswer());
    await waitFor(() => pc.iceGatheringState === 'complete', 5000, 'ICE gathering');
    return pc.localDescription!.sdp;
  }

  const server = http.createServer((request, response) => {
    // The browser calls /realtime/calls cross-origin, like api.openai.com.
    response.setHeader('access-control-allow-origin', '*');
    response.setHeader('access-control-allow-headers', 'authorization, content-type');
    response.setHeader('access-control-allow-methods', 'POST, OPTIONS');
    if (request.method === 'OPTIONS') {
      response.writeHead(204).end();
      return;
    }
    void (async () => {
      const body = await readBody(request);
      if (request.method === 'POST' && request.url === '/v1/realtime/client_secrets') {
        secretRequests.push({ authorization: request.headers.authorization, body: JSON.parse(body) as unknown });
        const value = `${TOKEN_PREFIX}${Math.random().toString(36).slice(2)}`;
        issued.add(value);
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          JSON.stringify({
            value,
            expires_at: Math.floor(Date.now() / 1000) + (options.tokenTtlSeconds ?? 600),
            session: { type: 'realtime' },
          }),
        );
        return;
      }
      if (request.method === 'POST' && request.url?.startsWith('/v1/realtime/calls')) {
        const authorization = request.headers.authorization ?? '';
        callAuthorizations.push(authorization);
        if (!issued.has(authorization.replace(/^Bearer /, ''))) {
          response.writeHead(401, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { message: 'invalid ephemeral key' } }));
          return;
        }
        if (request.headers['content-type'] !== 'application/sdp' || !body.startsWith('v=0')) {
          response.writeHead(400, { 'content-type': 'application/json' });
          response.end(JSON.stringify({ error: { message: 'expected an SDP offer' } }));
          return;
        }
        const sdp = await answer(body);
        response.writeHead(201, { 'content-type': 'application/sdp', location: '/v1/realtime/calls/rtc_e2e' });
        response.end(sdp);
        return;
      }
      response.writeHead(404, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'not found' } }));
    })().catch((error: unknown) => {
      response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    secretRequests,
    callAuthorizations,
    nextCall: (timeoutMs = 20_000) => {
      const queued = ready.shift();
      if (queued) return Promise.resolve(queued);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error('no realtime call arrived')), timeoutMs);
        waiting.push((call) => {
          clearTimeout(timer);
          resolve(call);
        });
      });
    },
    close: async () => {
      await Promise.all([...peers].map((pc) => pc.close()));
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
