import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { storeAssessment } from '../src/modules/chat/repo.ts';
import { chatRow, newChat, send } from './chat-support.ts';
import { buildTestApp, loginAs, type TestApp } from './helpers.ts';

/**
 * Several instances, one truth (issue 17): two app instances on one database (a PostgreSQL schema
 * with TEST_DATABASE_URL, else one SQLite file) share the chat send limit, and an assessment of an
 * older transcript is never stored over a newer one.
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

describe('assessments', () => {
  it('an assessment of an older transcript never overwrites a newer one, even stored at the same moment', async () => {
    const patient = await loginAs(a, 'user');
    const chatId = await newChat(patient);
    expect((await send(patient, chatId, 'I have had a mild headache since this morning')).response.statusCode).toBe(200);
    await a.app.chat.idle();
    const assessed = await chatRow(a, chatId);
    expect(assessed.assessedThrough).toBeGreaterThan(0);
    const base = Number(assessed.assessedThrough);
    const values = (diagnosis: string, urgency: number, through: number) => ({
      urgency,
      diagnosis,
      diagnosisData: '{}',
      medicalHistory: '{}',
      emergency: false,
      now: Date.now(),
      through,
    });

    // A slow instance finishing an assessment of the transcript before the last message: dropped.
    expect(await storeAssessment(b.database.db, chatId, values('stale', 5, base - 1))).toBeNull();
    expect(await chatRow(a, chatId)).toMatchObject({ diagnosis: assessed.diagnosis, assessedThrough: base });

    // Two instances storing at once, the newer transcript wins whichever commits last.
    for (let round = 1; round <= 5; round += 1) {
      const newer = base + round * 10;
      const results = await Promise.all(
        round % 2 === 0
          ? [storeAssessment(a.database.db, chatId, values(`newer ${round}`, 2, newer)), storeAssessment(b.database.db, chatId, values(`older ${round}`, 4, newer - 1))]
          : [storeAssessment(b.database.db, chatId, values(`older ${round}`, 4, newer - 1)), storeAssessment(a.database.db, chatId, values(`newer ${round}`, 2, newer))],
      );
      expect(results.some((r) => r !== null)).toBe(true);
      expect(await chatRow(a, chatId)).toMatchObject({ diagnosis: `newer ${round}`, urgency: 2, assessedThrough: newer });
    }
  });
});
