import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createReplyStreamDecoder, type ReplyStreamEvent } from '@asa/domain';
import SQLite from 'better-sqlite3';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, startFakeOpenAi, userMessage } from './chat-support.ts';
import { freePort, phoneSignInOverHttp, type ServerProcess, startServerProcess } from './server-process.ts';

/**
 * Graceful shutdown of the real process (issue 17): SIGTERM mid-reply lets the reply go on for
 * SHUTDOWN_GRACE_SECONDS, then stores what was said as `incomplete`, ends staff event streams with a
 * retry hint and exits in time. Runs `src/main.ts` on its own SQLite file against a slow local
 * OpenAI-compatible server.
 */
const GRACE_SECONDS = 2;
/** main.ts exits by force this long after the grace time; a clean exit comes before. */
const SHUTDOWN_MARGIN_SECONDS = 8;
const STAFF_PASSWORD = 'Grace-period-7431-quill';

let ai: FakeOpenAi;
let server: ServerProcess | undefined;
let dataDir: string;

beforeAll(async () => {
  ai = await startFakeOpenAi();
});
afterAll(async () => {
  await ai.close();
});
afterEach(async () => {
  await server?.kill();
  server = undefined;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(extraEnv: Record<string, string> = {}) {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-shutdown-'));
  const port = await freePort();
  server = await startServerProcess({
    port,
    env: {
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      AI_PROVIDER: 'openai-compatible',
      AI_BASE_URL: ai.baseUrl,
      AI_MODEL: 'slow-model',
      AI_TIMEOUT_MS: '60000',
      SHUTDOWN_GRACE_SECONDS: String(GRACE_SECONDS),
      DEMO_PASSWORD: STAFF_PASSWORD,
      ...extraEnv,
    },
    // tsx compiles the server on start: slow on a loaded machine.
    startTimeoutMs: 150_000,
  });
  const phone = `+3546${String(Date.now() % 1_000_000).padStart(6, '0')}`;
  const cookie = await phoneSignInOverHttp(server.baseUrl, dataDir, phone);
  const headers = { 'content-type': 'application/json', origin: server.baseUrl, cookie };
  const created = await fetch(`${server.baseUrl}/api/asa/chat/new`, { method: 'POST', headers, body: '{}' });
  expect(created.status).toBe(201);
  const { chatId } = (await created.json()) as { chatId: string };
  return { server, headers, chatId };
}

/** Reads reply events until the stream ends, calling `onEvent` for each. */
async function readReply(response: Response, onEvent: (events: ReplyStreamEvent[]) => void) {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const decoder = createReplyStreamDecoder();
  const events: ReplyStreamEvent[] = [];
  for (;;) {
    let chunk;
    try {
      chunk = await reader.read();
    } catch {
      break; // connection cut
    }
    if (chunk.done) break;
    events.push(...decoder.push(chunk.value));
    onEvent(events);
  }
  return events;
}

function storedReply(chatId: string) {
  const db = new SQLite(path.join(dataDir, 'asa.db'), { readonly: true });
  try {
    return db
      .prepare(`select content, state from message where "chatId" = ? and role = 'assistant'`)
      .get(chatId) as { content: string; state: string };
  } finally {
    db.close();
  }
}

const textOf = (events: ReplyStreamEvent[]) => events.map((e) => (e.type === 'chunk' ? e.text : '')).join('');

describe('SIGTERM', () => {
  it('mid-reply: the reply goes on for the grace time, is then stored incomplete with its text, and the process exits in time', async () => {
    // 200 chunks, one every 150 ms: half a minute, far longer than the grace time.
    const chunks = Array.from({ length: 200 }, (_, i) => `word${i} `);
    ai.replies.push({ chunks, delayMs: 150 });
    const { server: proc, headers, chatId } = await start();
    expect((await fetch(`${proc.baseUrl}/api/ready`)).status).toBe(200);

    // A staff member's live event stream is open too.
    const signIn = await fetch(`${proc.baseUrl}/api/identity/sign-in/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: proc.baseUrl },
      body: JSON.stringify({ email: 'nurse@demo.clinic', password: STAFF_PASSWORD }),
    });
    expect(signIn.status).toBe(200);
    const staffCookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const staffStream = await fetch(`${proc.baseUrl}/api/asa/doctor/events`, { headers: { cookie: staffCookie } });
    expect(staffStream.status).toBe(200);
    const staffText = staffStream.text();

    const response = await fetch(`${proc.baseUrl}/api/asa/chat/${chatId}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ chat: [userMessage('I have a headache')] }),
    });
    expect(response.status).toBe(200);
    let signalledAt = 0;
    let chunksAtSignal = 0;
    const events = await readReply(response, (so) => {
      const count = so.filter((e) => e.type === 'chunk').length;
      if (!signalledAt && count >= 3) {
        signalledAt = Date.now();
        chunksAtSignal = count;
        proc.child.kill('SIGTERM');
      }
    });
    const code = await proc.exited;
    const tookMs = Date.now() - signalledAt;

    expect(signalledAt).toBeGreaterThan(0);
    expect(code).toBe(0);
    // The reply kept streaming during the grace time (a chunk every 150 ms)…
    expect(events.filter((e) => e.type === 'chunk').length).toBeGreaterThan(chunksAtSignal + 5);
    // …and the process was gone within the deadline (grace plus a few seconds to store and close).
    expect(tookMs).toBeGreaterThanOrEqual(GRACE_SECONDS * 1000 - 200);
    expect(tookMs).toBeLessThan((GRACE_SECONDS + SHUTDOWN_MARGIN_SECONDS) * 1000);

    const stored = storedReply(chatId);
    expect(stored.state).toBe('incomplete');
    // Nothing the patient saw is lost: the stored text is what streamed, and less than the whole reply.
    expect(stored.content).toBe(textOf(events));
    expect(stored.content.length).toBeGreaterThan(0);
    expect(stored.content).not.toBe(chunks.join(''));

    // The staff stream ended with a retry hint (it reconnects to another instance and resumes).
    expect(await staffText).toMatch(/retry: \d+\n: server restarting\n\n$/);
    expect(proc.output()).not.toContain('shutdown did not finish in time');
  }, 240_000);

  it('a reply that ends within the grace time is stored complete', async () => {
    const chunks = ['One ', 'two ', 'three ', 'four ', 'five.'];
    ai.replies.push({ chunks, delayMs: 150 });
    const { server: proc, headers, chatId } = await start({ LOG_LEVEL: 'debug' });

    // Logs operators can use: the id in an error answer leads to one JSON line for that request.
    const missing = await fetch(`${proc.baseUrl}/api/missing-thing?phone=%2B3546000000`, { headers: { 'x-request-id': 'ticket-8841-abcdef' } });
    expect(((await missing.json()) as { error: { requestId: string } }).error.requestId).toBe('ticket-8841-abcdef');

    const response = await fetch(`${proc.baseUrl}/api/asa/chat/${chatId}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ chat: [userMessage('I have a headache')] }),
    });
    let signalled = false;
    const events = await readReply(response, (so) => {
      if (!signalled && so.some((e) => e.type === 'chunk')) {
        signalled = true;
        proc.child.kill('SIGTERM');
      }
    });
    expect(await proc.exited).toBe(0);
    expect(textOf(events)).toBe(chunks.join(''));
    expect(events.at(-1)).toEqual({ type: 'done' });
    expect(storedReply(chatId)).toEqual({ content: chunks.join(''), state: 'complete' });

    const lines = proc
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    const ticket = lines.filter((line) => line.reqId === 'ticket-8841-abcdef');
    expect(ticket).toEqual([expect.objectContaining({ msg: 'request', method: 'GET', path: '/api/missing-thing', status: 404 })]);
    const chatLine = lines.find((line) => line.msg === 'request' && line.route === '/api/asa/chat/:id');
    expect(chatLine).toMatchObject({ method: 'POST', status: 200 });
    expect(typeof chatLine!.reqId).toBe('string');
    // No query strings (they may carry personal data) and no message text in the logs.
    expect(proc.output()).not.toContain('3546000000');
    expect(proc.output()).not.toContain('I have a headache');
  }, 240_000);
});
