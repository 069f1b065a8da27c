import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createDatabase, type Db } from '../src/db/database.ts';
import { createCase, createCompany } from './builders.ts';
import { buildTestApp, engine, loginAs, ORIGIN, type Session, TEST_DATABASE_URL, type TestApp } from './helpers.ts';

interface Received {
  id: number;
  event: string;
  data: { id: number; type: string; chatId: string; payload: Record<string, unknown>; case: Record<string, unknown> | null };
}

/** A real EventSource-like client over HTTP: collects frames until closed. */
function subscribe(base: string, cookie: string, lastEventId?: number) {
  const events: Received[] = [];
  let status = 0;
  let buffer = '';
  const waiters: (() => void)[] = [];
  const request = http.get(`${base}/api/asa/doctor/events`, {
    headers: { cookie, accept: 'text/event-stream', ...(lastEventId !== undefined ? { 'last-event-id': String(lastEventId) } : {}) },
  });
  const ready = new Promise<void>((resolve, reject) => {
    request.on('response', (response) => {
      status = response.statusCode ?? 0;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split('\n')
              .filter((line) => !line.startsWith(':') && line.includes(': '))
              .map((line) => [line.slice(0, line.indexOf(': ')), line.slice(line.indexOf(': ') + 2)]),
          );
          if (fields.data) events.push({ id: Number(fields.id), event: fields.event!, data: JSON.parse(fields.data) });
          waiters.splice(0).forEach((wake) => wake());
        }
      });
      // Resolves once the stream is open (the server's first comment arrives) or on an error status.
      if (status !== 200) resolve();
      else response.once('data', () => resolve());
    });
    request.on('error', reject);
  });
  return {
    events,
    ready,
    get status() {
      return status;
    },
    async waitFor(count: number, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      while (events.length < count) {
        if (Date.now() > deadline) throw new Error(`timed out with ${events.length}/${count} events`);
        await new Promise<void>((resolve) => {
          waiters.push(resolve);
          setTimeout(resolve, 100);
        });
      }
      return events;
    },
    close: () => request.destroy(),
  };
}

let t: TestApp;
let base: string;
let nurse: Session;
let doctor: Session;

beforeAll(async () => {
  t = await buildTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  nurse = await loginAs(t, 'nurse');
  doctor = await loginAs(t, 'doctor');
});
afterAll(() => t.close());

describe(`live case events (${engine})`, () => {
  it('streams the company’s events with ids, and nothing of other companies', async () => {
    const stream = subscribe(base, doctor.cookie);
    await stream.ready;
    expect(stream.status).toBe(200);
    const other = await createCompany(t);
    await t.app.caseEvents.publish({ type: 'case.created', companyId: other, chatId: 'elsewhere', payload: {} });
    const c = await createCase(t, { urgency: 1 });
    await t.app.caseEvents.publish({ type: 'case.created', companyId: t.companyId, chatId: c.id, payload: { urgency: 1 } });
    const forward = await nurse.inject({ method: 'POST', url: `/api/asa/chat/${c.id}/sendToDoctor` });
    expect(forward.statusCode).toBe(200);
    const events = await stream.waitFor(2);
    stream.close();
    expect(events.map((e) => [e.event, e.data.chatId])).toEqual([
      ['case.created', c.id],
      ['case.forwarded', c.id],
    ]);
    expect(events[0]!.id).toBeLessThan(events[1]!.id);
    expect(events[1]!.data.payload).toMatchObject({ status: 'forwarded', previousStatus: 'pending', urgency: 1 });
    // Each event carries the case as staff see it when it goes out (issue 14 §11), so screens
    // update it in place: the state after the action, with who the patient is.
    expect(events[1]!.data.case).toMatchObject({ id: c.id, status: 'forwarded', urgency: 1, forwardedToDoctor: true });
    expect(events[1]!.data.case).toHaveProperty('patient.language');
    expect(events[1]!.data.case).toHaveProperty('forwardedBy.id');
  });

  it('carries no case for a chat that is not one of the company’s cases', async () => {
    const stream = subscribe(base, nurse.cookie);
    await stream.ready;
    const other = await createCompany(t);
    const elsewhere = await createCase(t, { urgency: 2, companyId: other });
    // An event about another clinic's case, published as if it were this clinic's, finds nothing.
    await t.app.caseEvents.publish({ type: 'case.updated', companyId: t.companyId, chatId: elsewhere.id, payload: {} });
    const [event] = await stream.waitFor(1);
    stream.close();
    expect(event!.data.chatId).toBe(elsewhere.id);
    expect(event!.data.case).toBeNull();
  });

  it('replays what a client missed after Last-Event-ID, then continues live', async () => {
    const published = [];
    for (let i = 0; i < 3; i++) {
      published.push(await t.app.caseEvents.publish({ type: 'case.updated', companyId: t.companyId, chatId: `c${i}`, payload: { i } }));
    }
    const stream = subscribe(base, nurse.cookie, published[0]!.id);
    await stream.ready;
    await t.app.caseEvents.publish({ type: 'case.updated', companyId: t.companyId, chatId: 'live', payload: {} });
    const events = await stream.waitFor(3);
    stream.close();
    expect(events.map((e) => e.data.chatId)).toEqual(['c1', 'c2', 'live']);
  });

  it('refuses patients and signed-out callers, and a malformed Last-Event-ID', async () => {
    const patient = await loginAs(t, 'user');
    const forbidden = await patient.inject({ method: 'GET', url: '/api/asa/doctor/events' });
    expect(forbidden.statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/asa/doctor/events', headers: { origin: ORIGIN } })).statusCode).toBe(401);
    const bad = await nurse.inject({ method: 'GET', url: '/api/asa/doctor/events', headers: { 'last-event-id': 'abc' } });
    expect(bad.statusCode).toBe(400);
  });
});

// Fan-out across processes exists only on PostgreSQL (LISTEN/NOTIFY); the embedded SQLite default
// runs one process with the in-process bus. CI runs this suite on PostgreSQL, so the block is
// registered there rather than reported as skipped on every SQLite run.
const describeOnPostgres = engine === 'postgres' ? describe : () => undefined;

describeOnPostgres('live case events across two server processes (PostgreSQL)', () => {
  let second: FastifyInstance;
  let secondDb: Db;
  let secondBase: string;

  beforeAll(async () => {
    const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(t.database.db);
    secondDb = createDatabase({ url: TEST_DATABASE_URL, schema: rows[0]!.schema });
    second = await buildApp({ config: t.config, database: secondDb, webDist: '/nonexistent' });
    await second.listen({ port: 0, host: '127.0.0.1' });
    secondBase = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await second.close();
    await secondDb.destroy();
  });

  it('delivers an event published by one process to a subscriber of the other', async () => {
    const stream = subscribe(secondBase, doctor.cookie);
    await stream.ready;
    expect(stream.status).toBe(200);
    const c = await createCase(t, { urgency: 1 });
    // The action runs on the first process; the doctor listens on the second.
    expect((await nurse.inject({ method: 'POST', url: `/api/asa/chat/${c.id}/sendToDoctor` })).statusCode).toBe(200);
    const events = await stream.waitFor(1);
    stream.close();
    expect(events[0]).toMatchObject({ event: 'case.forwarded', data: { chatId: c.id } });
  });

  it('delivers each event once to subscribers of the publishing process too', async () => {
    const local = subscribe(base, doctor.cookie);
    await local.ready;
    const event = await second.caseEvents.publish({ type: 'case.created', companyId: t.companyId, chatId: 'from-second', payload: {} });
    await local.waitFor(1);
    await new Promise((resolve) => setTimeout(resolve, 300));
    local.close();
    expect(local.events.map((e) => e.id)).toEqual([event.id]);
  });
});
