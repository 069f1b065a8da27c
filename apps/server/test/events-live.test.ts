import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createDatabase, type Db } from '../src/db/database.ts';
import type { StaffCase } from '@asa/domain';
import { createCase, createCompany } from './builders.ts';
import { newChat, send } from './chat-support.ts';
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

  it('carries on every case event the case exactly as each recipient’s queue shows it (nurse, doctor, director alike)', async () => {
    const director = await loginAs(t, 'admin');
    const elsewhere = await loginAs(t, 'nurse', { companyId: await createCompany(t) });
    const streams = { nurse: subscribe(base, nurse.cookie), doctor: subscribe(base, doctor.cookie), director: subscribe(base, director.cookie) };
    const outsider = subscribe(base, elsewhere.cookie);
    await Promise.all([...Object.values(streams), outsider].map((s) => s.ready));
    const sessions = { nurse, doctor, director };
    const patient = await loginAs(t, 'user');
    const chatId = await newChat(patient, { language: 'en' });
    const seen: string[] = [];

    /** Waits for the event on every stream, then compares its case with what each role's GET /api/asa/doctor/chats answers now. */
    const expectCase = async (type: string): Promise<StaffCase> => {
      const cases: unknown[] = [];
      for (const [role, stream] of Object.entries(streams)) {
        const deadline = Date.now() + 10_000;
        let event: Received | undefined;
        while (!(event = stream.events.find((e) => e.data.chatId === chatId && e.event === type && !seen.includes(`${role}:${e.id}`)))) {
          if (Date.now() > deadline) throw new Error(`${role}: no ${type}`);
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        seen.push(`${role}:${event.id}`);
        // Nothing but the event's own fields and the queue's item.
        expect(Object.keys(event.data).sort()).toEqual(['case', 'chatId', 'createdAt', 'id', 'payload', 'type']);
        const response = await sessions[role as keyof typeof sessions].inject({ method: 'GET', url: '/api/asa/doctor/chats?limit=100' });
        const item = (response.json() as { chats: StaffCase[] }).chats.find((c) => c.id === chatId);
        expect(item, `${role} ${type}`).toBeDefined();
        expect(event.data.case, `${role} ${type}`).toEqual(item);
        cases.push(event.data.case);
      }
      // The same case for every role: they all read the queue through one serializer.
      expect(cases[1]).toEqual(cases[0]);
      expect(cases[2]).toEqual(cases[0]);
      return cases[0] as StaffCase;
    };
    const act = async (session: Session, method: 'POST' | 'DELETE', action: string, payload?: object) => {
      const response = await session.inject({ method, url: `/api/asa/chat/${chatId}/${action}`, ...(payload ? { payload } : {}) });
      expect(response.statusCode, response.body).toBeLessThan(300);
    };

    try {
      await send(patient, chatId, 'I have had a sore throat and a mild fever for two days.');
      await t.app.chat.idle();
      expect((await expectCase('case.created')).status).toBe('pending');
      // The patient writes again, with red flags: the emergency at their words, then the re-assessment.
      await send(patient, chatId, 'It is getting worse: now crushing chest pain spreading to my left arm, and I am sweating.');
      await t.app.chat.idle();
      const emergency = streams.nurse.events.find((e) => e.data.chatId === chatId && e.event === 'case.emergency');
      expect(emergency?.data.case).toMatchObject({ id: chatId, status: 'pending' });
      expect((await expectCase('case.updated')).worsenedAt).toEqual(expect.any(Number));
      await act(nurse, 'POST', 'claim');
      expect((await expectCase('case.claimed')).claimedBy?.id).toBe(nurse.userId);
      await act(nurse, 'DELETE', 'claim');
      expect((await expectCase('case.released')).claimedBy).toBeNull();
      await act(nurse, 'POST', 'urgency', { urgency: 2, reason: 'Pain settled with rest; GP today.' });
      expect((await expectCase('case.urgency')).urgency).toBe(2);
      await act(nurse, 'POST', 'notes', { text: 'Called, no answer.' });
      await expectCase('case.note');
      await act(nurse, 'POST', 'patient-message', { text: 'Please call the clinic.' });
      await expectCase('case.clinicMessage');
      await act(nurse, 'POST', 'sendToDoctor');
      expect((await expectCase('case.forwarded')).forwardedBy?.id).toBe(nurse.userId);
      await act(doctor, 'POST', 'dismiss');
      expect((await expectCase('case.dismissed')).status).toBe('reviewed');
      await act(doctor, 'POST', 'reopen');
      expect((await expectCase('case.reopened')).status).toBe('pending');
      // Another clinic's staff heard none of it.
      expect(outsider.events.filter((e) => e.data.chatId === chatId)).toEqual([]);
    } finally {
      for (const stream of [...Object.values(streams), outsider]) stream.close();
    }
  });

  it('carries no case with an emergency at a patient’s first words (no case yet), then the case when it is one', async () => {
    const stream = subscribe(base, nurse.cookie);
    await stream.ready;
    const patient = await loginAs(t, 'user');
    const chatId = await newChat(patient, { language: 'en' });
    await send(patient, chatId, 'I have crushing chest pain spreading to my left arm and I am sweating.');
    await t.app.chat.idle();
    const deadline = Date.now() + 10_000;
    while (!stream.events.some((e) => e.data.chatId === chatId && e.event === 'case.created')) {
      if (Date.now() > deadline) throw new Error('no case.created');
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    stream.close();
    const [emergency, created] = stream.events.filter((e) => e.data.chatId === chatId);
    expect(emergency).toMatchObject({ event: 'case.emergency', data: { case: null, payload: { urgency: 1, emergency: true } } });
    const queue = (await nurse.inject({ method: 'GET', url: '/api/asa/doctor/chats?limit=100' })).json() as { chats: StaffCase[] };
    expect(created!.data.case).toEqual(queue.chats.find((chat) => chat.id === chatId));
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
    // The second process read the case for its own subscribers: as the doctor's queue shows it.
    const queue = (await doctor.inject({ method: 'GET', url: '/api/asa/doctor/chats?limit=100' })).json() as { chats: StaffCase[] };
    expect(events[0]!.data.case).toEqual(queue.chats.find((chat) => chat.id === c.id));
  });

  it('reads an event too large for a notification by its id in the other process', async () => {
    const stream = subscribe(base, doctor.cookie);
    await stream.ready;
    const big = 'x'.repeat(10_000);
    const event = await second.caseEvents.publish({ type: 'case.updated', companyId: t.companyId, chatId: 'large', payload: { big } });
    const [received] = await stream.waitFor(1);
    stream.close();
    expect(received).toMatchObject({ id: event.id, data: { chatId: 'large', payload: { big }, case: null } });
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
