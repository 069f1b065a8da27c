import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { newChat, send } from './chat-support.ts';
import { buildTestApp, loginAs, type TestApp } from './helpers.ts';

/**
 * Several instances, one truth (issue 17): two app instances on one database (a PostgreSQL schema
 * with TEST_DATABASE_URL, else one SQLite file) share the chat send limit.
 */
let a: TestApp;
let b: TestApp;

beforeAll(async () => {
  a = await buildTestApp({ CHAT_RATE_LIMIT_PER_MINUTE: '3' });
  const app = await buildApp({ config: a.config, database: a.database, webDist: '/nonexistent' });
  await app.ready();
  b = { ...a, app };
});
afterAll(async () => {
  await b.app.close();
  await a.close();
});

describe('chat send limit', () => {
  it('is counted across instances, per patient', async () => {
    const patient = await loginAs(a, 'user');
    // The same session on the other instance (sessions live in the shared database).
    const sameOnB = { ...patient, inject: (opts: Parameters<typeof patient.inject>[0]) => b.app.inject({ ...opts, headers: { origin: 'http://localhost:3000', ...opts.headers, cookie: patient.cookie } }) };
    const chatId = await newChat(patient);
    expect((await send(patient, chatId, 'one')).response.statusCode).toBe(200);
    await a.app.chat.idle();
    expect((await send(sameOnB, chatId, 'two')).response.statusCode).toBe(200);
    await b.app.chat.idle();
    expect((await send(patient, chatId, 'three')).response.statusCode).toBe(200);
    await a.app.chat.idle();
    // Three sends in the minute, one limit: the fourth is refused on either instance.
    const onB = await send(sameOnB, chatId, 'four');
    expect(onB.response.statusCode).toBe(429);
    expect(onB.response.json()).toMatchObject({ error: { code: 'too_many_requests', requestId: expect.any(String) } });
    expect((await send(patient, chatId, 'five')).response.statusCode).toBe(429);
    // Another patient is not affected.
    const other = await loginAs(a, 'user');
    const otherOnB = { ...other, inject: (opts: Parameters<typeof other.inject>[0]) => b.app.inject({ ...opts, headers: { origin: 'http://localhost:3000', ...opts.headers, cookie: other.cookie } }) };
    expect((await send(otherOnB, await newChat(otherOnB), 'hello')).response.statusCode).toBe(200);
    await b.app.chat.idle();
  });
});
