import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeOpenAi, newChat, send, startFakeOpenAi } from './chat-support.ts';
import { buildTestApp, engine, loginAs, type TestApp } from './helpers.ts';

/** Readiness, request ids and Prometheus metrics (issue 17), on the app in-process. */
const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

let ai: FakeOpenAi;
let t: TestApp;

beforeAll(async () => {
  ai = await startFakeOpenAi();
  t = await buildTestApp({
    METRICS_TOKEN,
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: ai.baseUrl,
    AI_MODEL: 'local-test-model',
    AI_TIMEOUT_MS: '5000',
  });
});
afterAll(async () => {
  await t.close();
  await ai.close();
});

describe('/api/ready', () => {
  it('answers 200 when the database answers and every migration is applied', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ready' });
  });

  it('answers 503 while a migration of this version is not applied (liveness stays 200)', async () => {
    const { db } = t.database;
    const row = await sql<{ name: string; timestamp: string }>`select name, timestamp from kysely_migration order by name desc limit 1`.execute(db);
    const last = row.rows[0]!;
    await sql`delete from kysely_migration where name = ${last.name}`.execute(db);
    try {
      const response = await t.app.inject({ method: 'GET', url: '/api/ready' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 'not_ready', reason: 'migrations_pending', pending: [last.name] });
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await sql`insert into kysely_migration (name, timestamp) values (${last.name}, ${last.timestamp})`.execute(db);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });
});

describe('request ids', () => {
  it('answers every request with an x-request-id, and the same id in the error JSON', async () => {
    const ok = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);

    const missing = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.requestId).toBe(missing.headers['x-request-id']);

    // A body that is not JSON: answered by the central error handler.
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/asa/chat/new',
      headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
      payload: '{',
    });
    expect(invalid.statusCode).toBeGreaterThanOrEqual(400);
    expect(invalid.json().error).toMatchObject({ requestId: invalid.headers['x-request-id'] });
    expect(invalid.json().error.code).toBeTruthy();

    const two = await Promise.all([1, 2].map(() => t.app.inject({ method: 'GET', url: '/api/health' })));
    expect(two[0]!.headers['x-request-id']).not.toBe(two[1]!.headers['x-request-id']);
  });

  it('keeps a proxy’s plain request id and replaces one that could forge log lines', async () => {
    const kept = await t.app.inject({ method: 'GET', url: '/api/nope', headers: { 'x-request-id': 'nginx-4f2a9c1e7b' } });
    expect(kept.headers['x-request-id']).toBe('nginx-4f2a9c1e7b');
    expect(kept.json().error.requestId).toBe('nginx-4f2a9c1e7b');

    for (const unsafe of ['abc\n{"level":50}', '<script>alert(1)</script>', 'x'.repeat(300), 'short']) {
      const replaced = await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': unsafe } });
      expect(replaced.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});

/** The value of one sample in Prometheus text, 0 when absent. */
function sample(text: string, name: string, labels: Record<string, string> = {}): number {
  for (const line of text.split('\n')) {
    if (line.startsWith('#')) continue;
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const have = Object.fromEntries([...(match[2] ?? '').matchAll(/(\w+)="([^"]*)"/g)].map((m) => [m[1], m[2]]));
    if (Object.entries(labels).every(([k, v]) => have[k] === v)) return Number(match[3]);
  }
  return 0;
}

async function scrape(): Promise<string> {
  const response = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toContain('text/plain');
  return response.body;
}

describe('/metrics', () => {
  it('answers only with the bearer token', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const wrong = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}x` } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).not.toContain('asa_');
    const basic = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Basic ${METRICS_TOKEN}` } });
    expect(basic.statusCode).toBe(401);
  });

  it('does not exist when METRICS_TOKEN is unset', async () => {
    const other = await buildTestApp();
    try {
      const response = await other.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
      expect(response.statusCode).toBe(404);
    } finally {
      await other.close();
    }
  });

  it('times requests by route pattern and status, never by raw URL', async () => {
    await t.app.inject({ method: 'GET', url: '/api/health' });
    await t.app.inject({ method: 'GET', url: '/api/asa/chat/some-secret-id/messages' });
    const text = await scrape();
    expect(sample(text, 'asa_http_request_duration_seconds_count', { method: 'GET', route: '/api/health', status: '200' })).toBeGreaterThan(0);
    expect(sample(text, 'asa_http_request_duration_seconds_count', { route: '/api/asa/chat/:id/messages', status: '401' })).toBeGreaterThan(0);
    expect(text).not.toContain('some-secret-id');
  });

  it('a chat turn moves the reply, first-chunk, provider and assessment counters', async () => {
    const before = await scrape();
    const patient = await loginAs(t, 'user');
    ai.replies.push({ chunks: ['Rest ', 'and drink water.'] });
    const chatId = await newChat(patient);
    const { response } = await send(patient, chatId, 'I have a mild headache');
    expect(response.statusCode).toBe(200);
    await t.app.chat.idle();
    const after = await scrape();
    const delta = (name: string, labels?: Record<string, string>) => sample(after, name, labels) - sample(before, name, labels);
    expect(delta('asa_chat_replies_total', { outcome: 'complete' })).toBe(1);
    expect(delta('asa_chat_reply_first_chunk_seconds_count')).toBe(1);
    expect(delta('asa_ai_provider_calls_total', { kind: 'reply', provider: 'openai-compatible' })).toBe(1);
    expect(delta('asa_assessments_total', { source: 'llm' })).toBe(1);
    expect(delta('asa_assessment_duration_seconds_count')).toBe(1);
    expect(sample(after, 'asa_sse_streams_open', { kind: 'chat' })).toBe(0);

    // A provider failure counts as an error and an incomplete reply.
    ai.replies.push({ chunks: [], status: 500 });
    const failed = await send(patient, chatId, 'Still there?');
    expect(failed.response.statusCode).toBe(200);
    await t.app.chat.idle();
    const last = await scrape();
    expect(sample(last, 'asa_chat_replies_total', { outcome: 'incomplete' }) - sample(after, 'asa_chat_replies_total', { outcome: 'incomplete' })).toBe(1);
    expect(sample(last, 'asa_ai_provider_errors_total', { code: 'provider_error' }) - sample(after, 'asa_ai_provider_errors_total', { code: 'provider_error' })).toBe(1);
   }, 90_000);

  it('reports the PostgreSQL pool', async () => {
    const text = await scrape();
    expect(text).toContain('asa_db_pool_connections');
    expect(text).toContain('asa_db_pool_waiting');
    if (engine === 'postgres') expect(sample(text, 'asa_db_pool_connections')).toBeGreaterThan(0);
  });
});
