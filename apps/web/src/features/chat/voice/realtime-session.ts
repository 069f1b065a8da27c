/**
 * One realtime voice call over WebRTC (OpenAI Realtime protocol): microphone → peer connection,
 * SDP offer POSTed with the short-lived token, the provider's audio played back, and its events
 * read from the `oai-events` data channel. Framework-free; the React hook wraps it.
 */

export type CallPhase = 'starting' | 'connecting' | 'connected' | 'ended';

/** Why a call could not start or stopped by itself. */
export type CallProblem =
  | 'mic-denied'
  | 'mic-missing'
  | 'unsupported'
  | 'unavailable'
  | 'connect-failed'
  | 'connection-lost'
  | 'expired';

export interface CallToken {
  value: string;
  /** Milliseconds the token had left when it arrived. */
  lifetimeMs: number;
}

export interface RealtimeCallOptions {
  /** `{VOICE_BASE_URL}/realtime/calls`, from the server's availability answer. */
  callsUrl: string;
  getToken: () => Promise<CallToken>;
  onPhase: (phase: CallPhase, problem?: CallProblem) => void;
  onEvent: (event: unknown) => void;
  /** Microphone level 0…1, about 60 times a second while connected. */
  onLevel?: (level: number) => void;
}

export class CallError extends Error {
  constructor(readonly problem: CallProblem) {
    super(problem);
    this.name = 'CallError';
  }
}

const ICE_GATHERING_TIMEOUT_MS = 3000;

function micProblem(error: unknown): CallProblem {
  const name = error instanceof DOMException || error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError' || name === 'PermissionDeniedError') return 'mic-denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') return 'mic-missing';
  return 'connect-failed';
}

/** Waits until ICE gathering is done so the offer carries our candidates (no trickle over HTTP). */
function gatheringComplete(pc: RTCPeerConnection): Promise<void> {
  if (pc.iceGatheringState === 'complete') return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(done, ICE_GATHERING_TIMEOUT_MS);
    function done() {
      clearTimeout(timer);
      pc.removeEventListener('icegatheringstatechange', check);
      resolve();
    }
    function check() {
      if (pc.iceGatheringState === 'complete') done();
    }
    pc.addEventListener('icegatheringstatechange', check);
  });
}

export function realtimeSupported(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.RTCPeerConnection === 'function' &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  );
}

export class RealtimeCall {
  private pc: RTCPeerConnection | null = null;
  private channel: RTCDataChannel | null = null;
  private mic: MediaStream | null = null;
  private audio: HTMLAudioElement | null = null;
  private audioContext: AudioContext | null = null;
  private levelFrame = 0;
  private expiryTimer: ReturnType<typeof setTimeout> | undefined;
  private phase: CallPhase = 'starting';

  constructor(private readonly options: RealtimeCallOptions) {}

  get ended(): boolean {
    return this.phase === 'ended';
  }

  /** Resolves once the offer is answered; failures end the call with a problem and reject. */
  async start(): Promise<void> {
    try {
      await this.connect();
    } catch (error) {
      const problem = error instanceof CallError ? error.problem : 'connect-failed';
      if (!this.ended) this.end(problem);
      throw error instanceof CallError ? error : new CallError(problem);
    }
  }

  private async connect(): Promise<void> {
    if (!realtimeSupported()) throw new CallError('unsupported');
    try {
      this.mic = await navigator.mediaDevices.getUserMedia({
        audio: { echoCancellation: true, noiseSuppression: true, autoGainControl: true },
      });
    } catch (error) {
      throw new CallError(micProblem(error));
    }
    if (this.ended) return this.release();
    this.setPhase('connecting');
    this.startLevelMeter(this.mic);

    let token: CallToken;
    try {
      token = await this.options.getToken();
    } catch {
      throw new CallError('unavailable');
    }
    const expiresAt = Date.now() + token.lifetimeMs;
    if (this.ended) return;

    const pc = new RTCPeerConnection();
    this.pc = pc;
    const audio = document.createElement('audio');
    audio.autoplay = true;
    this.audio = audio;
    pc.addEventListener('track', (event) => {
      audio.srcObject = event.streams[0] ?? new MediaStream([event.track]);
      void audio.play().catch(() => undefined);
    });
    for (const track of this.mic!.getAudioTracks()) pc.addTrack(track, this.mic!);

    const channel = pc.createDataChannel('oai-events');
    this.channel = channel;
    channel.addEventListener('open', () => this.setPhase('connected'));
    channel.addEventListener('message', (message: MessageEvent) => {
      if (typeof message.data !== 'string') return;
      try {
        this.options.onEvent(JSON.parse(message.data));
      } catch {
        // not JSON: not a realtime event
      }
    });
    pc.addEventListener('connectionstatechange', () => {
      if (pc.connectionState === 'failed' || pc.connectionState === 'closed') {
        if (!this.ended) this.end(this.phase === 'connected' ? 'connection-lost' : 'connect-failed');
      }
    });

    await pc.setLocalDescription(await pc.createOffer());
    await gatheringComplete(pc);
    if (this.ended) return;
    let answer: string;
    try {
      const response = await fetch(this.options.callsUrl, {
        method: 'POST',
        body: pc.localDescription?.sdp ?? '',
        headers: { authorization: `Bearer ${token.value}`, 'content-type': 'application/sdp' },
      });
      if (!response.ok) throw new CallError('connect-failed');
      answer = await response.text();
    } catch {
      throw new CallError('connect-failed');
    }
    if (this.ended) return;
    await pc.setRemoteDescription({ type: 'answer', sdp: answer });

    // The session is granted until the token expires: end the call then, cleanly, rather than
    // let it hang (issue 8). Already past it (a slow connect): end now.
    const msLeft = expiresAt - Date.now();
    if (msLeft <= 0) return this.end('expired');
    this.expiryTimer = setTimeout(() => this.end('expired'), msLeft);
  }

  setMuted(muted: boolean): void {
    for (const track of this.mic?.getAudioTracks() ?? []) track.enabled = !muted;
  }

  /** Sends a client event on the data channel (e.g. a text turn); ignored until it is open. */
  send(event: unknown): void {
    if (this.channel?.readyState === 'open') this.channel.send(JSON.stringify(event));
  }

  /** Hangs up and releases the microphone, the peer connection and the audio graph. Idempotent. */
  end(problem?: CallProblem): void {
    if (this.ended) return;
    this.phase = 'ended';
    this.release();
    this.options.onPhase('ended', problem);
  }

  private release(): void {
    clearTimeout(this.expiryTimer);
    cancelAnimationFrame(this.levelFrame);
    try {
      this.channel?.close();
    } catch {
      // already closed
    }
    this.pc?.getSenders().forEach((sender) => sender.track?.stop());
    this.pc?.close();
    this.mic?.getTracks().forEach((track) => track.stop());
    if (this.audio) {
      this.audio.pause();
      this.audio.srcObject = null;
    }
    void this.audioContext?.close().catch(() => undefined);
    this.pc = null;
    this.channel = null;
    this.mic = null;
    this.audio = null;
    this.audioContext = null;
  }

  private setPhase(phase: CallPhase): void {
    if (this.ended || this.phase === phase) return;
    this.phase = phase;
    this.options.onPhase(phase);
  }

  /** RMS of the microphone signal through a Web Audio AnalyserNode, scaled for a meter. */
  private startLevelMeter(stream: MediaStream): void {
    const { onLevel } = this.options;
    if (!onLevel || typeof AudioContext !== 'function') return;
    const context = new AudioContext();
    this.audioContext = context;
    const analyser = context.createAnalyser();
    analyser.fftSize = 512;
    context.createMediaStreamSource(stream).connect(analyser);
    const samples = new Uint8Array(analyser.fftSize);
    // Peak hold with a slow fall, as level meters do: short sounds stay visible for a moment.
    let shown = 0;
    const tick = () => {
      analyser.getByteTimeDomainData(samples);
      let sum = 0;
      for (const sample of samples) {
        const value = (sample - 128) / 128;
        sum += value * value;
      }
      const rms = Math.sqrt(sum / samples.length);
      const muted = this.mic?.getAudioTracks().every((track) => !track.enabled) ?? true;
      shown = muted ? 0 : Math.max(Math.min(1, rms * 4), shown * 0.92);
      onLevel(shown < 0.005 ? 0 : shown);
      this.levelFrame = requestAnimationFrame(tick);
    };
    void context.resume().catch(() => undefined);
    this.levelFrame = requestAnimationFrame(tick);
  }
}
