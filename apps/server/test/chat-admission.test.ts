import type { AddressInfo } from 'node:net';
import { decodeReplyStream } from '@asa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, messagesOf, newChat, replyText, startFakeOpenAi, userMessage } from './chat-support.ts';
import { buildTestApp, loginAs, ORIGIN, type Session, type TestApp } from './helpers.ts';

/**
 * Issue 16 §3: a bounded number of chat turns in flight per process; beyond it a send waits
 * briefly, then gets 503 with Retry-After and the error JSON — over a real connection, with the
 * health check answering all along.
 */
async function startServer(ai: FakeOpenAi, env: Record<string, string>) {
  const t = await buildTestApp({
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: ai.baseUrl,
    AI_MODEL: 'local-test-model',
    CHAT_MAX_TURNS_IN_FLIGHT: '1',
    ...env,
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return { t, url: `http://127.0.0.1:${port}` };
}

function sendOver(url: string, patient: Session, chatId: string, content: string) {
  return fetch(`${url}/api/asa/chat/${chatId}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: patient.cookie },
    body: JSON.stringify({ chat: [userMessage(content)] }),
  });
}

/** Reads the reply stream until its first chunk arrives; the rest is read by `rest()`. */
async function firstChunk(response: Response) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let body = '';
  while (!body.includes('data: "')) {
    const { value, done } = await reader.read();
    if (done) break;
    body += value;
  }
  return {
    async rest() {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return decodeReplyStream(body);
        body += value;
      }
    },
  };
}

describe('admission: beyond the turns in flight, a short wait then 503', () => {
  let ai: FakeOpenAi;
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    ai = await startFakeOpenAi();
    ({ t, url } = await startServer(ai, { CHAT_TURN_QUEUE: '1', CHAT_TURN_QUEUE_WAIT_MS: '1000' }));
  });
  afterAll(async () => {
    await t.close();
    await ai.close();
  });

  // Three sign-ins (password hashing) and a reply paced over seconds: more than the default 30 s on a loaded machine.
  it('refuses with 503, Retry-After and the error JSON, stores nothing, and keeps /api/health answering', { timeout: 120_000 }, async () => {
    const [a, b, c] = [await loginAs(t, 'user'), await loginAs(t, 'user'), await loginAs(t, 'user')];
    const [chatA, chatB, chatC] = [await newChat(a), await newChat(b), await newChat(c)];
    // A's reply holds the one place for a while.
    ai.replies.push({ chunks: ['One ', 'two ', 'three'], delayMs: 1500 });
    const first = await sendOver(url, a, chatA, 'I have a headache');
    expect(first.status).toBe(200);
    const streaming = await firstChunk(first);

    // B waits for the place (the queue holds one); C finds the queue full and is refused at once.
    const refusedAfterWait = sendOver(url, b, chatB, 'I have a cough').then(async (r) => ({ at: performance.now(), r, body: await r.json() }));
    await new Promise((resolve) => setTimeout(resolve, 100));
    const refusedAtOnce = await sendOver(url, c, chatC, 'I have a rash');
    const refusedAtOnceAt = performance.now();
    expect(refusedAtOnce.status).toBe(503);

    const health = await fetch(`${url}/api/health`);
    expect(health.status).toBe(200);

    const waited = await refusedAfterWait;
    expect(waited.r.status).toBe(503);
    expect(waited.at).toBeGreaterThan(refusedAtOnceAt);
    expect(waited.r.headers.get('retry-after')).toBe('1');
    expect(waited.body).toMatchObject({ error: { code: 'service_unavailable', message: expect.any(String), requestId: expect.any(String) } });
    expect(refusedAtOnce.headers.get('retry-after')).toBe('1');
    expect(await refusedAtOnce.json()).toMatchObject({ error: { code: 'service_unavailable' } });

    // A's reply was never disturbed; the refused sends stored nothing and may be sent again.
    expect(replyText(await streaming.rest())).toBe('One two three');
    expect((await messagesOf(b, chatB)).messages).toEqual([]);
    expect((await messagesOf(c, chatC)).messages).toEqual([]);
    const again = await sendOver(url, b, chatB, 'I have a cough');
    expect(again.status).toBe(200);
    expect(replyText(decodeReplyStream(await again.text()))).toBe('Hello there.');
    await t.app.chat.idle();
  });
});

describe('admission: a waiting send takes the place a finished turn leaves', () => {
  let ai: FakeOpenAi;
  let t: TestApp;
  let url: string;

  beforeAll(async () => {
    ai = await startFakeOpenAi();
    ({ t, url } = await startServer(ai, { CHAT_TURN_QUEUE_WAIT_MS: '60000' }));
  });
  afterAll(async () => {
    await t.close();
    await ai.close();
  });

  it('starts the waiting turn only after the running one ended, and both complete', { timeout: 120_000 }, async () => {
    const [a, b] = [await loginAs(t, 'user'), await loginAs(t, 'user')];
    const [chatA, chatB] = [await newChat(a), await newChat(b)];
    ai.replies.push({ chunks: ['First ', 'reply'], delayMs: 600 }, { chunks: ['Second ', 'reply'] });
    const first = await sendOver(url, a, chatA, 'I have a headache');
    const streaming = await firstChunk(first);
    const waiting = sendOver(url, b, chatB, 'I have a cough');
    await new Promise((resolve) => setTimeout(resolve, 300));
    // B has not reached the provider: it waits for A's place.
    expect(ai.streamRequests()).toHaveLength(1);
    expect(replyText(await streaming.rest())).toBe('First reply');
    const second = await waiting;
    expect(second.status).toBe(200);
    expect(replyText(decodeReplyStream(await second.text()))).toBe('Second reply');
    expect(ai.streamRequests()).toHaveLength(2);
    await t.app.chat.idle();
  });
});
