import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildTestApp, loginAs, type TestApp } from './helpers.ts';

const API_KEY = 'sk-test-long-lived-key-never-in-the-browser';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  body: {
    expires_after?: { anchor: string; seconds: number };
    session?: {
      type?: string;
      model?: string;
      instructions?: string;
      audio?: { input?: { transcription?: { model?: string; language?: string } }; output?: { voice?: string } };
    };
  };
}

/** A small server that speaks OpenAI's `POST /v1/realtime/client_secrets`. */
async function startClientSecretServer() {
  const received: Received[] = [];
  let mode: 'ok' | 'legacy' | 'unauthorized' | 'server-error' | 'busy' | 'garbage' = 'ok';
  let issued = 0;
  const server = http.createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    request.on('end', () => {
      received.push({
        method: request.method ?? '',
        url: request.url ?? '',
        authorization: request.headers.authorization,
        body: raw ? (JSON.parse(raw) as Received['body']) : {},
      });
      const json = (status: number, body: unknown) => {
        response.writeHead(status, { 'content-type': 'application/json' });
        response.end(JSON.stringify(body));
      };
      if (request.method !== 'POST' || request.url !== '/v1/realtime/client_secrets') {
        return json(404, { error: { message: 'unknown path' } });
      }
      if (request.headers.authorization !== `Bearer ${API_KEY}`) {
        return json(401, { error: { message: 'Incorrect API key provided', type: 'invalid_request_error' } });
      }
      issued += 1;
      const expiresAt = Math.floor(Date.now() / 1000) + 600;
      switch (mode) {
        case 'ok':
          return json(200, { value: `ek_test_${issued}`, expires_at: expiresAt, session: { type: 'realtime' } });
        case 'legacy':
          return json(200, { client_secret: { value: `ek_legacy_${issued}`, expires_at: expiresAt } });
        case 'unauthorized':
          return json(401, { error: { message: `Incorrect API key provided: ${API_KEY}` } });
        case 'server-error':
          return json(500, { error: { message: 'internal' } });
        case 'busy':
          return json(429, { error: { message: 'rate limited' } });
        case 'garbage':
          response.writeHead(200, { 'content-type': 'text/html' });
          return response.end('<html>proxy error</html>');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    received,
    setMode: (next: typeof mode) => (mode = next),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('GET /api/asa/chat/voiceChatToken with a realtime provider', () => {
  let upstream: Awaited<ReturnType<typeof startClientSecretServer>>;
  let t: TestApp;

  beforeAll(async () => {
    upstream = await startClientSecretServer();
    t = await buildTestApp({
      VOICE_PROVIDER: 'openai',
      OPENAI_API_KEY: API_KEY,
      VOICE_BASE_URL: upstream.baseUrl,
      VOICE_MODEL: 'gpt-realtime-test',
      VOICE_NAME: 'verse',
    });
  });
  afterAll(async () => {
    await t.close();
    await upstream.close();
  });
  beforeEach(() => {
    upstream.setMode('ok');
    upstream.received.length = 0;
  });

  it('returns a short-lived token and keeps the API key on the server', async () => {
    const patient = await loginAs(t, 'user');
    const response = await patient.inject({ method: 'GET', url: '/api/asa/chat/voiceChatToken?language=en' });
    expect(response.statusCode).toBe(200);
    const body = response.json<{ token: { value: string; expires_at: number } }>();
    expect(body).toEqual({ token: { value: 'ek_test_1', expires_at: expect.any(Number) } });
    expect(body.token.expires_at).toBeGreaterThan(Date.now() / 1000);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.body).not.toContain(API_KEY);

    expect(upstream.received).toHaveLength(1);
    const [sent] = upstream.received;
    expect(sent!.authorization).toBe(`Bearer ${API_KEY}`);
    expect(sent!.body.expires_after).toEqual({ anchor: 'created_at', seconds: 600 });
    expect(sent!.body.session).toMatchObject({
      type: 'realtime',
      model: 'gpt-realtime-test',
      audio: { input: { transcription: { language: 'en' } }, output: { voice: 'verse' } },
    });
    expect(sent!.body.session?.audio?.input?.transcription?.model).toEqual(expect.any(String));
    const instructions = sent!.body.session?.instructions ?? '';
    expect(instructions).toMatch(/Answer in English/);
    expect(instructions).toMatch(/112/);
    expect(instructions).toMatch(/personal diagnosis/i);
    expect(instructions).toMatch(/spoken aloud/);
  });

  it('uses the interface language asked for, else the saved one, else Icelandic', async () => {
    const patient = await loginAs(t, 'user');
    await patient.inject({ method: 'GET', url: '/api/asa/chat/voiceChatToken?language=pl' });
    await patient.inject({ method: 'GET', url: '/api/asa/chat/voiceChatToken?language=xx' });
    await patient.inject({ method: 'GET', url: '/api/asa/chat/voiceChatToken' });
    const languages = upstream.received.map((r) => r.body.session?.audio?.input?.transcription?.language);
    expect(languages).toEqual(['pl', 'is', 'is']);
    expect(upstream.received[0]!.body.session?.instructions).toMatch(/Answer in Polish/);
    expect(upstream.received[2]!.body.session?.instructions).toMatch(/Answer in Icelandic/);
  });

  it('accepts the older client_secret answer shape', async () => {
    upstream.setMode('legacy');
    const patient = await loginAs(t, 'user');
    const response = await patient.inject({ method: 'GET', url: '/api/asa/chat/voiceChatToken' });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ token: { value: string } }>().token.value).toMatch(/^ek_legacy_/);
  });

  it.each([
    ['unauthorized', 502, 'provider_error'],
    ['garbage', 502, 'provider_error'],
    ['server-error', 503, 'provider_unavailable'],
    ['busy', 503, 'provider_unavailable'],
  ] as const)('maps an upstream %s answer to a clean %i', async (mode, status, code) => {
    upstream.setMode(mode);
    const patient = await loginAs(t, 'user');
    const response = await patient.inject({ method: 'GET', url: '/api/asa/chat/voiceChatToken' });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ error: { code, message: expect.any(String), requestId: expect.any(String) } });
    expect(response.body).not.toContain(API_KEY);
    expect(response.body).not.toMatch(/Incorrect API key|internal|proxy/);
  });

  it('is for signed-in patients only', async () => {
    const signedOut = await t.app.inject({ method: 'GET', url: '/api/asa/chat/voiceChatToken' });
    expect(signedOut.statusCode).toBe(401);
    for (const role of ['nurse', 'doctor', 'admin'] as const) {
      const staff = await loginAs(t, role);
      const response = await staff.inject({ method: 'GET', url: '/api/asa/chat/voiceChatToken' });
      expect(response.statusCode).toBe(403);
    }
    expect(upstream.received).toHaveLength(0);
  });

  it('limits tokens per patient', async () => {
    const patient = await loginAs(t, 'user');
    const statuses: number[] = [];
    for (let i = 0; i < 11; i += 1) {
      statuses.push((await patient.inject({ method: 'GET', url: '/api/asa/chat/voiceChatToken' })).statusCode);
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(200));
    const limited = await patient.inject({ method: 'GET', url: '/api/asa/chat/voiceChatToken' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({ error: { code: 'too_many_requests', message: expect.any(String), requestId: expect.any(String) } });
    expect(upstream.received).toHaveLength(10);
    // Another patient has their own allowance.
    const other = await loginAs(t, 'user');
    expect((await other.inject({ method: 'GET', url: '/api/asa/chat/voiceChatToken' })).statusCode).toBe(200);
  });

  it('tells the SPA that realtime voice is available and where to send the offer', async () => {
    const patient = await loginAs(t, 'user');
    const response = await patient.inject({ method: 'GET', url: '/api/asa/chat/voice' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ available: true, provider: 'openai', callsUrl: `${upstream.baseUrl}/realtime/calls` });
    expect(response.body).not.toContain(API_KEY);
    expect((await t.app.inject({ method: 'GET', url: '/api/asa/chat/voice' })).statusCode).toBe(401);
  });
});

// One suite database at a time: the test helper's PostgreSQL schemas must not overlap.
describe('voice with an unreachable provider', () => {
  it('answers 503 when the provider cannot be reached', async () => {
    const closed = await startClientSecretServer();
    await closed.close();
    const offline = await buildTestApp({ VOICE_PROVIDER: 'openai', OPENAI_API_KEY: API_KEY, VOICE_BASE_URL: closed.baseUrl });
    try {
      const patient = await loginAs(offline, 'user');
      const response = await patient.inject({ method: 'GET', url: '/api/asa/chat/voiceChatToken' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ error: { code: 'provider_unavailable', message: expect.any(String), requestId: expect.any(String) } });
    } finally {
      await offline.close();
    }
  });

});

describe('voice without a realtime provider', () => {
  let plain: TestApp;
  beforeAll(async () => {
    plain = await buildTestApp();
  });
  afterAll(() => plain.close());

  it('answers 503 voice_unavailable for a token and reports it unavailable', async () => {
    const patient = await loginAs(plain, 'user');
    const token = await patient.inject({ method: 'GET', url: '/api/asa/chat/voiceChatToken' });
    expect(token.statusCode).toBe(503);
    expect(token.json()).toEqual({
      error: {
        code: 'voice_unavailable',
        message: expect.any(String),
        details: { available: false, provider: 'none', callsUrl: null },
        requestId: expect.any(String),
      },
    });
    const status = await patient.inject({ method: 'GET', url: '/api/asa/chat/voice' });
    expect(status.json()).toEqual({ available: false, provider: 'none', callsUrl: null });
  });
});
