import { compareCases, type StaffCase, type Urgency } from '@asa/domain';
import { CompiledQuery, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/db/ids.ts';
import { listQueue, type QueueQuery, queuePlan } from '../src/modules/cases/repo.ts';
import { createCase, createCompany, createPatient } from './builders.ts';
import { buildTestApp, engine, loginAs, type Session, type TestApp } from './helpers.ts';

let t: TestApp;
let nurse: Session;
let otherCompanyId: string;
const mine: { id: string; urgency: Urgency; createdAt: number; status: string }[] = [];
const base = Date.UTC(2025, 0, 10, 12);
const statuses = ['pending', 'pending', 'forwarded', 'reviewed'] as const;

beforeAll(async () => {
  t = await buildTestApp();
  nurse = await loginAs(t, 'nurse');
  otherCompanyId = await createCompany(t);
  const patient = await createPatient(t);
  for (let i = 0; i < 40; i++) {
    const urgency = ((i * 7) % 5) + 1 as Urgency;
    const status = statuses[i % 4]!;
    // Pairs share a timestamp so the id tie-break is exercised.
    const createdAt = base + Math.floor(i / 2) * 60_000;
    const c = await createCase(t, { urgency, status, createdAt, userId: patient.id });
    mine.push({ id: c.id, urgency, createdAt, status });
  }
  await createCase(t, { urgency: 1, status: 'draft', createdAt: base + 999_999_999, userId: patient.id });
  for (let i = 0; i < 5; i++) await createCase(t, { urgency: 1, companyId: otherCompanyId, createdAt: base + i });
});
afterAll(() => t.close());

async function list(query: string): Promise<{ chats: StaffCase[]; nextPage: string | null }> {
  const response = await nurse.inject({ method: 'GET', url: `/api/asa/doctor/chats${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function all(query: string, limit: number): Promise<StaffCase[]> {
  const seen: StaffCase[] = [];
  let cursor: string | null = null;
  for (let guard = 0; guard < 100; guard++) {
    const sep = query ? '&' : '';
    const page = await list(`?${query}${sep}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`);
    expect(page.chats.length).toBeLessThanOrEqual(limit);
    seen.push(...page.chats);
    if (!page.nextPage) break;
    cursor = page.nextPage;
  }
  return seen;
}

const expected = (filter: (c: (typeof mine)[number]) => boolean, sortBy: 'newest' | 'urgency') =>
  mine
    .filter(filter)
    .sort((a, b) => compareCases(sortBy, { ...a, escalated: a.status === 'forwarded' }, { ...b, escalated: b.status === 'forwarded' }))
    .map((c) => c.id);

describe('GET /api/asa/doctor/chats', () => {
  it('answers the spec §3 case shape, newest first, 20 by default, without drafts or other companies', async () => {
    const page = await list('');
    expect(page.chats).toHaveLength(20);
    expect(page.nextPage).toEqual(expect.any(String));
    expect(page.chats.map((c) => c.id)).toEqual(expected(() => true, 'newest').slice(0, 20));
    const first = page.chats[0]!;
    expect(first).toMatchObject({
      id: expect.any(String),
      user: { fullname: expect.any(String) },
      diagnosis: expect.any(String),
      urgency: expect.any(Number),
      dismissed: expect.any(Boolean),
      forwardedToDoctor: expect.any(Boolean),
      diagnosisData: { primaryDiagnosis: expect.any(String) },
      medicalHistory: { historyOfPresentIllness: expect.any(Object) },
    });
    // unix seconds
    expect(first.createdAt).toBe(Math.floor(mine.find((c) => c.id === first.id)!.createdAt / 1000));
  });

  it.each([
    ['newest', ''],
    ['urgency', 'sortBy=urgency'],
  ] as const)('pages through every case exactly once in %s order', async (sortBy, query) => {
    const ids = (await all(query, 7)).map((c) => c.id);
    expect(ids).toEqual(expected(() => true, sortBy));
  });

  it.each([
    ['urgency=1', (c: (typeof mine)[number]) => c.urgency === 1],
    ['urgency=1,2', (c: (typeof mine)[number]) => c.urgency <= 2],
    ['urgency=2&urgency=4', (c: (typeof mine)[number]) => c.urgency === 2 || c.urgency === 4],
    ['status=pending', (c: (typeof mine)[number]) => c.status === 'pending'],
    ['status=forwarded', (c: (typeof mine)[number]) => c.status === 'forwarded'],
    ['status=reviewed', (c: (typeof mine)[number]) => c.status === 'reviewed'],
    ['status=pending&urgency=1,2', (c: (typeof mine)[number]) => c.status === 'pending' && c.urgency <= 2],
  ])('filters %s in both orders', async (query, filter) => {
    expect((await all(query, 4)).map((c) => c.id)).toEqual(expected(filter, 'newest'));
    expect((await all(`${query}&sortBy=urgency`, 4)).map((c) => c.id)).toEqual(expected(filter, 'urgency'));
  });

  it('keeps pages stable while new cases arrive between them', async () => {
    for (const sortBy of ['newest', 'urgency'] as const) {
      const before = expected(() => true, sortBy);
      const seen: string[] = [];
      let cursor: string | null = null;
      do {
        const page = await list(`?sortBy=${sortBy}&limit=6${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...page.chats.map((c) => c.id));
        cursor = page.nextPage;
        // A new, most urgent and newest case lands while the nurse reads page after page.
        const fresh = await createCase(t, { urgency: 1, createdAt: Date.now() });
        mine.push({ id: fresh.id, urgency: 1, createdAt: fresh.createdAt, status: 'pending' });
      } while (cursor);
      expect(new Set(seen).size).toBe(seen.length);
      expect(seen.filter((id) => before.includes(id))).toEqual(before);
    }
  });

  it('rejects malformed filters with 400', async () => {
    for (const query of ['sortBy=oldest', 'urgency=0', 'urgency=6', 'urgency=a', 'status=draft', 'limit=0', 'limit=101', 'limit=x', 'cursor=nonsense', 'page=2']) {
      const response = await nurse.inject({ method: 'GET', url: `/api/asa/doctor/chats?${query}` });
      expect(response.statusCode, query).toBe(400);
      expect(response.json().error.code).toBe('bad_request');
    }
  });

  it('allows at most 100 per page', async () => {
    const page = await list('?limit=100');
    expect(page.chats.length).toBe(Math.min(100, mine.length));
  });
});

describe('GET /api/asa/doctor/stats', () => {
  it('counts the whole company queue by urgency and status', async () => {
    const response = await nurse.inject({ method: 'GET', url: '/api/asa/doctor/stats' });
    expect(response.statusCode).toBe(200);
    const stats = response.json();
    const count = (f: (c: (typeof mine)[number]) => boolean) => mine.filter(f).length;
    expect(stats.total).toBe(mine.length);
    for (const u of [1, 2, 3, 4, 5] as const) {
      expect(stats.byUrgency[u]).toBe(count((c) => c.urgency === u));
      expect(stats.pendingByUrgency[u]).toBe(count((c) => c.urgency === u && c.status === 'pending'));
    }
    expect(stats.byStatus).toEqual({
      pending: count((c) => c.status === 'pending'),
      forwarded: count((c) => c.status === 'forwarded'),
      reviewed: count((c) => c.status === 'reviewed'),
    });
  });

  it('counts another company separately', async () => {
    const director = await loginAs(t, 'admin', { companyId: otherCompanyId });
    const stats = (await director.inject({ method: 'GET', url: '/api/asa/doctor/stats' })).json();
    expect(stats.total).toBe(5);
    expect(stats.byUrgency[1]).toBe(5);
    const page = (await director.inject({ method: 'GET', url: '/api/asa/doctor/chats' })).json();
    expect(page.chats).toHaveLength(5);
    expect(page.chats.every((c: StaffCase) => !mine.some((m) => m.id === c.id))).toBe(true);
  });
});

describe(`queue query plan (${engine})`, () => {
  let companyId: string;
  beforeAll(async () => {
    // Enough rows, in two companies, for the planner to prefer an index over a scan.
    companyId = await createCompany(t);
    const patient = await createPatient(t, { companyId });
    const rows = Array.from({ length: 4000 }, (_, i) => {
      const status = i % 50 === 0 ? 'draft' : (['pending', 'forwarded', 'reviewed'] as const)[i % 3];
      return {
        id: newId(),
        userId: patient.id,
        companyId: i % 4 === 0 ? t.companyId : companyId,
        title: 't',
        diagnosis: 'd',
        urgency: (i % 5) + 1,
        dismissed: status === 'reviewed' ? 1 : 0,
        forwardedToDoctor: status === 'forwarded' ? 1 : 0,
        assessedAt: status === 'draft' ? null : base,
        createdAt: base - i * 1000,
        updatedAt: base,
      };
    });
    for (let i = 0; i < rows.length; i += 500) await t.database.db.insertInto('chat').values(rows.slice(i, i + 500)).execute();
    await sql`ANALYZE`.execute(t.database.db);
  });

  const cursor = { urgency: 3, createdAt: base - 100_000, id: 'ffffffff' };
  // Each request the API answers, with the number of queries the repository runs for it.
  const cases: [string, Omit<QueueQuery, 'companyId' | 'limit'>, number][] = [
    ['newest', { sortBy: 'newest' }, 1],
    ['newest, deep', { sortBy: 'newest', after: cursor }, 1],
    ['newest, pending', { sortBy: 'newest', status: 'pending' }, 1],
    ['newest, reviewed, deep', { sortBy: 'newest', status: 'reviewed', after: cursor }, 1],
    ['newest, urgency 1', { sortBy: 'newest', urgency: [1] }, 1],
    ['newest, urgency 1–2', { sortBy: 'newest', urgency: [1, 2] }, 2],
    ['newest, urgency 2 and 4, pending, deep', { sortBy: 'newest', urgency: [4, 2], status: 'pending', after: cursor }, 2],
    // Escalated (forwarded) first within a level: two parts per level without a status filter.
    ['urgency', { sortBy: 'urgency' }, 10],
    ['urgency, deep', { sortBy: 'urgency', after: cursor }, 5],
    ['urgency, deep in the escalated part', { sortBy: 'urgency', after: { ...cursor, escalated: true } }, 6],
    ['urgency, pending, deep', { sortBy: 'urgency', status: 'pending', after: cursor }, 3],
    ['urgency 1–2, reviewed', { sortBy: 'urgency', urgency: [1, 2], status: 'reviewed' }, 2],
  ];

  async function plan(sqlText: string, parameters: readonly unknown[]): Promise<string> {
    const explain = <R,>(prefix: string) => t.database.db.executeQuery<R>(CompiledQuery.raw(`${prefix} ${sqlText}`, [...parameters]));
    if (engine === 'sqlite') return (await explain<{ detail: string }>('EXPLAIN QUERY PLAN')).rows.map((r) => r.detail).join('\n');
    return (await explain<{ 'QUERY PLAN': string }>('EXPLAIN')).rows.map((r) => r['QUERY PLAN']).join('\n');
  }

  it.each(cases)('%s: every query the repository runs uses a queue index without sorting', async (_name, options, count) => {
    const { segments } = queuePlan(t.database.db, { companyId, limit: 21, ...options });
    expect(segments).toHaveLength(count);
    for (const segment of segments) {
      const compiled = segment(21).compile();
      // One level per query: an `IN (…)` over levels is what made deep pages sort.
      expect(compiled.sql).not.toMatch(/\bin\s*\(/i);
      const text = await plan(compiled.sql, compiled.parameters);
      if (engine === 'sqlite') {
        expect(text).toMatch(/SEARCH chat USING (COVERING )?INDEX chat_queue_\w+ \(companyId=/);
        expect(text).not.toMatch(/TEMP B-TREE|SCAN chat/);
      } else {
        expect(text).toMatch(/Index (Only )?Scan( Backward)? using chat_queue_\w+ on chat/);
        expect(text).not.toMatch(/Seq Scan on chat|Sort\b/);
      }
    }
  });

  it('the merged per-level queries answer what one plain query would', async () => {
    const query: QueueQuery = { companyId, sortBy: 'newest', urgency: [1, 2], status: 'pending', after: null, limit: 30 };
    const oracle = await t.database.db
      .selectFrom('chat')
      .select('id')
      .where('companyId', '=', companyId)
      .where('status', '=', 'pending')
      .where('urgency', 'in', [1, 2])
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(30)
      .execute();
    expect(oracle).toHaveLength(30);
    expect((await listQueue(t.database.db, query)).map((r) => r.id)).toEqual(oracle.map((r) => r.id));
  });
});
