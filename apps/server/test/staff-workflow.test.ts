import fs from 'node:fs';
import path from 'node:path';
import type { AccessLogEntry, CaseNote, CaseStats, StaffCase } from '@asa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storeAssessment } from '../src/modules/chat/repo.ts';
import { createCase, createCompany, createPatient } from './builders.ts';
import { messagesOf, newChat, send, waitFor } from './chat-support.ts';
import { buildTestApp, engine, loginAs, type Session, type TestApp } from './helpers.ts';

/**
 * Issue 14: the staff workflow on a case. Every action is company-scoped, role-checked, audited
 * and published live; the matrix below is nurse / doctor / admin of clinic X, staff of clinic Y,
 * a patient, and an anonymous caller.
 */
let t: TestApp;
let nurse: Session;
let nurse2: Session;
let doctor: Session;
let admin: Session;
let otherNurse: Session;
let patient: Session;
let otherCompanyId: string;

beforeAll(async () => {
  t = await buildTestApp({ CLAIM_TTL_MINUTES: '15' });
  nurse = await loginAs(t, 'nurse', { name: 'Nurse Anna' });
  nurse2 = await loginAs(t, 'nurse', { name: 'Nurse Bjorn' });
  doctor = await loginAs(t, 'doctor', { name: 'Dr Katla' });
  admin = await loginAs(t, 'admin', { name: 'Director Dora' });
  otherCompanyId = await createCompany(t);
  otherNurse = await loginAs(t, 'nurse', { companyId: otherCompanyId, name: 'Nurse Elsewhere' });
  patient = await loginAs(t, 'user', { name: 'Jón Jónsson' });
}, 60_000);
afterAll(() => t.close());

const anonymous = (options: { method: 'GET' | 'POST' | 'DELETE'; url: string; payload?: object }) =>
  t.app.inject({ ...options, headers: { origin: 'http://localhost:3000' } });

async function auditRows(chatId: string, action: string) {
  return t.database.db.selectFrom('auditEvent').selectAll().where('chatId', '=', chatId).where('action', '=', action).execute();
}

async function eventsOf(chatId: string, type: string) {
  return (await t.app.caseEvents.since(t.companyId, 0, 10_000)).filter((e) => e.chatId === chatId && e.type === type);
}

async function queueItem(session: Session, id: string): Promise<StaffCase | undefined> {
  const response = await session.inject({ method: 'GET', url: '/api/asa/doctor/chats?limit=100' });
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { chats: StaffCase[] }).chats.find((c) => c.id === id);
}

describe(`who the patient is (${engine})`, () => {
  it('names the patient, else shows the phone as +354 XXX-XXXX; phone null for Google-only patients', async () => {
    const phoneOnly = await createPatient(t, { name: '', phoneNumber: '+3545551234' });
    const named = await createPatient(t, { name: 'Sigríður Ósk', phoneNumber: '+3546661234' });
    const google = await createPatient(t, { name: 'Gmail Person' });
    await t.database.db.updateTable('user').set({ phoneNumber: null }).where('id', '=', google.id).execute();
    const a = await createCase(t, { userId: phoneOnly.id });
    const b = await createCase(t, { userId: named.id });
    const c = await createCase(t, { userId: google.id });

    expect((await queueItem(nurse, a.id))?.patient).toEqual({ name: null, phone: '+354 555-1234', language: 'en', age: null, sex: null });
    expect((await queueItem(nurse, b.id))?.patient).toEqual({ name: 'Sigríður Ósk', phone: '+354 666-1234', language: 'en', age: null, sex: null });
    expect((await queueItem(nurse, c.id))?.patient).toEqual({ name: 'Gmail Person', phone: null, language: 'en', age: null, sex: null });
  });

  it('shows age and sex when the patient stated them', async () => {
    const me = await loginAs(t, 'user');
    const chatId = await newChat(me, { language: 'en' });
    await send(me, chatId, 'I am a 45 year old woman with a sore throat for two days.');
    await t.app.chat.idle();
    expect((await queueItem(nurse, chatId))?.patient).toMatchObject({ age: 45, sex: 'female' });
  });

  it('audits opening a case as a read of that patient', async () => {
    const owner = await createPatient(t);
    const c = await createCase(t, { userId: owner.id });
    expect((await doctor.inject({ method: 'GET', url: `/api/asa/chat/${c.id}` })).statusCode).toBe(200);
    const rows = await auditRows(c.id, 'case.read');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ actorId: doctor.userId, actorRole: 'doctor', companyId: t.companyId });
    expect(JSON.parse(rows[0]!.details!)).toEqual({ patientId: owner.id });
  });
});

describe(`claim (${engine})`, () => {
  it('lets a nurse or doctor of the clinic claim; admin 403, other clinic 404, patient 403, anonymous 401', async () => {
    const c = await createCase(t);
    const url = `/api/asa/chat/${c.id}/claim`;
    expect((await anonymous({ method: 'POST', url })).statusCode).toBe(401);
    expect((await patient.inject({ method: 'POST', url })).statusCode).toBe(403);
    expect((await admin.inject({ method: 'POST', url })).statusCode).toBe(403);
    expect((await otherNurse.inject({ method: 'POST', url })).statusCode).toBe(404);
    const mine = await nurse.inject({ method: 'POST', url });
    expect(mine.statusCode, mine.body).toBe(200);
    expect(mine.json().chat).toMatchObject({ claimedBy: { id: nurse.userId, name: 'Nurse Anna' }, claimedAt: expect.any(Number) });
    // Claiming again is harmless.
    expect((await nurse.inject({ method: 'POST', url })).statusCode).toBe(200);
    const d = await createCase(t);
    expect((await doctor.inject({ method: 'POST', url: `/api/asa/chat/${d.id}/claim` })).statusCode).toBe(200);
    expect(await auditRows(c.id, 'case.claimed')).toHaveLength(1);
    expect(await eventsOf(c.id, 'case.claimed')).toHaveLength(1);
    expect((await queueItem(nurse2, c.id))?.claimedBy).toEqual({ id: nurse.userId, name: 'Nurse Anna' });
  });

  it('answers a second claim by someone else 409 with the holder', async () => {
    const c = await createCase(t);
    expect((await nurse.inject({ method: 'POST', url: `/api/asa/chat/${c.id}/claim` })).statusCode).toBe(200);
    const second = await nurse2.inject({ method: 'POST', url: `/api/asa/chat/${c.id}/claim` });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({
      error: { code: 'conflict', details: { claimedBy: { id: nurse.userId, name: 'Nurse Anna' }, status: 'pending' } },
    });
    // Two claims racing: exactly one wins.
    const race = await createCase(t);
    const answers = await Promise.all([nurse, nurse2, doctor].map((s) => s.inject({ method: 'POST', url: `/api/asa/chat/${race.id}/claim` })));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409, 409]);
  });

  it('refuses a claim on a dismissed (reviewed) case with 409', async () => {
    const c = await createCase(t, { status: 'reviewed' });
    const response = await nurse.inject({ method: 'POST', url: `/api/asa/chat/${c.id}/claim` });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.details).toMatchObject({ status: 'reviewed' });
  });

  it('releases by the holder only; a resolving action releases it; a lapsed claim is free', async () => {
    const c = await createCase(t);
    const url = `/api/asa/chat/${c.id}/claim`;
    await nurse.inject({ method: 'POST', url });
    expect((await nurse2.inject({ method: 'DELETE', url })).statusCode).toBe(409);
    const released = await nurse.inject({ method: 'DELETE', url });
    expect(released.statusCode).toBe(200);
    expect(released.json().chat.claimedBy).toBeNull();
    expect(await auditRows(c.id, 'case.released')).toHaveLength(1);
    expect(await eventsOf(c.id, 'case.released')).toHaveLength(1);

    expect((await nurse2.inject({ method: 'POST', url })).statusCode).toBe(200);
    const forwarded = await nurse2.inject({ method: 'POST', url: `/api/asa/chat/${c.id}/sendToDoctor` });
    expect(forwarded.json().chat).toMatchObject({ claimedBy: null, forwardedBy: { id: nurse2.userId, name: 'Nurse Bjorn' } });

    const lapsed = await createCase(t);
    await nurse.inject({ method: 'POST', url: `/api/asa/chat/${lapsed.id}/claim` });
    await t.database.db.updateTable('chat').set({ claimedAt: Date.now() - 16 * 60_000 }).where('id', '=', lapsed.id).execute();
    expect((await queueItem(nurse, lapsed.id))?.claimedBy).toBeNull();
    expect((await nurse2.inject({ method: 'POST', url: `/api/asa/chat/${lapsed.id}/claim` })).statusCode).toBe(200);
  });
});

describe(`urgency override (${engine})`, () => {
  it('needs a reason (≤ 500 characters) and a nurse or doctor of the clinic', async () => {
    const c = await createCase(t, { urgency: 4 });
    const url = `/api/asa/chat/${c.id}/urgency`;
    expect((await nurse.inject({ method: 'POST', url, payload: { urgency: 2 } })).statusCode).toBe(400);
    expect((await nurse.inject({ method: 'POST', url, payload: { urgency: 2, reason: '   ' } })).statusCode).toBe(400);
    expect((await nurse.inject({ method: 'POST', url, payload: { urgency: 2, reason: 'x'.repeat(501) } })).statusCode).toBe(400);
    expect((await nurse.inject({ method: 'POST', url, payload: { urgency: 7, reason: 'r' } })).statusCode).toBe(400);
    const body = { urgency: 2, reason: 'Looks pale and confused on the phone.' };
    expect((await anonymous({ method: 'POST', url, payload: body })).statusCode).toBe(401);
    expect((await patient.inject({ method: 'POST', url, payload: body })).statusCode).toBe(403);
    expect((await admin.inject({ method: 'POST', url, payload: body })).statusCode).toBe(403);
    expect((await otherNurse.inject({ method: 'POST', url, payload: body })).statusCode).toBe(404);
    const response = await doctor.inject({ method: 'POST', url, payload: body });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().chat).toMatchObject({
      urgency: 2,
      aiUrgency: 4,
      urgencyOverride: { by: { id: doctor.userId, name: 'Dr Katla' }, reason: body.reason, at: expect.any(Number) },
    });
    const audit = await auditRows(c.id, 'case.urgency');
    expect(audit).toHaveLength(1);
    expect(JSON.parse(audit[0]!.details!)).toEqual({ from: 4, to: 2, aiUrgency: 4 });
    expect((await eventsOf(c.id, 'case.urgency'))[0]?.payload).toMatchObject({ urgency: 2, previousUrgency: 4, aiUrgency: 4 });
  });

  it('sorts and counts by the staff value, and a later AI assessment never overwrites it', async () => {
    const company = await createCompany(t);
    const director = await loginAs(t, 'doctor', { companyId: company });
    const c = await createCase(t, { urgency: 5, companyId: company });
    await createCase(t, { urgency: 3, companyId: company });
    const before = (await director.inject({ method: 'GET', url: '/api/asa/doctor/stats' })).json() as CaseStats;
    expect(before.byUrgency).toMatchObject({ 1: 0, 3: 1, 5: 1 });
    await director.inject({ method: 'POST', url: `/api/asa/chat/${c.id}/urgency`, payload: { urgency: 1, reason: 'Called: chest pain now.' } });
    const after = (await director.inject({ method: 'GET', url: '/api/asa/doctor/stats' })).json() as CaseStats;
    expect(after.byUrgency).toMatchObject({ 1: 1, 3: 1, 5: 0 });
    const sorted = (await director.inject({ method: 'GET', url: '/api/asa/doctor/chats?sortBy=urgency' })).json() as { chats: StaffCase[] };
    expect(sorted.chats[0]?.id).toBe(c.id);

    await storeAssessment(t.database.db, c.id, {
      urgency: 4,
      diagnosis: 'Re-assessed',
      diagnosisData: '{}',
      medicalHistory: '{}',
      emergency: false,
      now: Date.now(),
    });
    const chat = (await director.inject({ method: 'GET', url: `/api/asa/chat/${c.id}` })).json().chat as StaffCase;
    expect(chat).toMatchObject({ urgency: 1, aiUrgency: 4 });
  });
});

describe(`notes (${engine})`, () => {
  it('keeps staff-only notes with author and time, audited and live', async () => {
    const c = await createCase(t);
    const url = `/api/asa/chat/${c.id}/notes`;
    expect((await nurse.inject({ method: 'POST', url, payload: { text: '' } })).statusCode).toBe(400);
    expect((await nurse.inject({ method: 'POST', url, payload: { text: 'x', extra: 1 } })).statusCode).toBe(400);
    const added = await nurse.inject({ method: 'POST', url, payload: { text: 'Called the patient; no answer.' } });
    expect(added.statusCode, added.body).toBe(201);
    expect((await doctor.inject({ method: 'POST', url, payload: { text: 'Will call at 14:00.' } })).statusCode).toBe(201);
    expect((await anonymous({ method: 'GET', url })).statusCode).toBe(401);
    expect((await patient.inject({ method: 'GET', url })).statusCode).toBe(403);
    expect((await patient.inject({ method: 'POST', url, payload: { text: 'hi' } })).statusCode).toBe(403);
    expect((await otherNurse.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await otherNurse.inject({ method: 'POST', url, payload: { text: 'x' } })).statusCode).toBe(404);
    const list = await admin.inject({ method: 'GET', url });
    expect(list.statusCode).toBe(200);
    const notes = list.json().notes as CaseNote[];
    expect(notes.map((n) => [n.text, n.author.name, n.author.role])).toEqual([
      ['Called the patient; no answer.', 'Nurse Anna', 'nurse'],
      ['Will call at 14:00.', 'Dr Katla', 'doctor'],
    ]);
    expect(notes[0]!.createdAt).toEqual(expect.any(Number));
    const audit = await auditRows(c.id, 'case.note.added');
    expect(audit).toHaveLength(2);
    // No note text in the audit trail.
    expect(audit.every((row) => !row.details?.includes('Called'))).toBe(true);
    expect(await auditRows(c.id, 'case.notes.read')).toHaveLength(1);
    expect(await eventsOf(c.id, 'case.note')).toHaveLength(2);
  });
});

describe(`the patient hears the clinic (${engine})`, () => {
  it('puts a clinic message in the patient chat, SMS when offline, and shows the case state', async () => {
    const phone = '+3547771234';
    await t.database.db.updateTable('user').set({ phoneNumber: phone }).where('id', '=', patient.userId).execute();
    const c = await createCase(t, { userId: patient.userId });
    const url = `/api/asa/chat/${c.id}/patient-message`;
    const state = async () => (await messagesOf(patient, c.id) as unknown as { caseState: string }).caseState;
    expect(await state()).toBe('received');

    const body = { text: 'Please come in today at 15:00.' };
    expect((await anonymous({ method: 'POST', url, payload: body })).statusCode).toBe(401);
    expect((await patient.inject({ method: 'POST', url, payload: body })).statusCode).toBe(403);
    expect((await admin.inject({ method: 'POST', url, payload: body })).statusCode).toBe(403);
    expect((await otherNurse.inject({ method: 'POST', url, payload: body })).statusCode).toBe(404);
    expect((await nurse.inject({ method: 'POST', url, payload: { text: ' ' } })).statusCode).toBe(400);

    await nurse.inject({ method: 'POST', url: `/api/asa/chat/${c.id}/claim` });
    expect(await state()).toBe('nurseLooking');
    const sent = await nurse.inject({ method: 'POST', url, payload: body });
    expect(sent.statusCode, sent.body).toBe(201);
    expect(sent.json()).toEqual({ success: true, smsSent: true });

    const view = await messagesOf(patient, c.id);
    const clinic = view.messages.find((m) => m.role === 'clinic') as unknown as { content: string; sender: unknown };
    expect(clinic).toMatchObject({ content: body.text, sender: { name: 'Nurse Anna', role: 'nurse' } });
    const outbox = fs.readFileSync(path.join(t.config.dataDir, 'outbox', 'sms.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l));
    const notice = outbox.find((entry: { to: string; text?: string }) => entry.to === phone && entry.text);
    expect(notice.text).toContain('Your clinic has replied — open Asa');
    expect(notice.text).not.toContain('15:00');

    // Staff see it in the transcript too, with the sender.
    const transcript = (await doctor.inject({ method: 'GET', url: `/api/asa/doctor/chats/${c.id}/messages` })).json();
    expect(transcript.messages.at(-1)).toMatchObject({ role: 'clinic', sender: { name: 'Nurse Anna', role: 'nurse' } });

    // Online (a live stream beat recently): no SMS.
    await t.database.db.updateTable('chat').set({ patientSeenAt: Date.now() }).where('id', '=', c.id).execute();
    expect((await doctor.inject({ method: 'POST', url, payload: { text: 'See you soon.' } })).json().smsSent).toBe(false);

    const audit = await auditRows(c.id, 'case.patientMessage');
    expect(audit).toHaveLength(2);
    expect(audit.every((row) => !row.details?.includes('15:00'))).toBe(true);
    expect(await eventsOf(c.id, 'case.clinicMessage')).toHaveLength(2);

    await nurse.inject({ method: 'POST', url: `/api/asa/chat/${c.id}/sendToDoctor` });
    expect(await state()).toBe('withDoctor');
    await doctor.inject({ method: 'POST', url: `/api/asa/chat/${c.id}/dismiss` });
    expect(await state()).toBe('reviewed');
  });

  it('streams the case state to the patient only (not to another patient)', async () => {
    const c = await createCase(t, { userId: patient.userId });
    const other = await loginAs(t, 'user');
    expect((await other.inject({ method: 'GET', url: `/api/asa/chat/${c.id}/events` })).statusCode).toBe(404);
    expect((await nurse.inject({ method: 'GET', url: `/api/asa/chat/${c.id}/events` })).statusCode).toBe(403);
  });
});

describe(`who looked at my case (${engine})`, () => {
  it('lists staff reads and actions to the owner only', async () => {
    const c = await createCase(t, { userId: patient.userId });
    await nurse.inject({ method: 'GET', url: `/api/asa/chat/${c.id}` });
    await nurse.inject({ method: 'POST', url: `/api/asa/chat/${c.id}/claim` });
    const url = `/api/asa/chat/${c.id}/access-log`;
    const response = await patient.inject({ method: 'GET', url });
    expect(response.statusCode, response.body).toBe(200);
    const entries = response.json().entries as AccessLogEntry[];
    expect(entries.map((e) => [e.action, e.role, e.name])).toEqual([
      ['case.claimed', 'nurse', 'Nurse Anna'],
      ['case.read', 'nurse', 'Nurse Anna'],
    ]);
    expect((await (await loginAs(t, 'user')).inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await nurse.inject({ method: 'GET', url })).statusCode).toBe(403);
    expect((await anonymous({ method: 'GET', url })).statusCode).toBe(401);
  });
});

describe(`escalation (${engine})`, () => {
  it('carries forwardedBy and forwardedAt, in the live event too', async () => {
    const c = await createCase(t);
    const response = await nurse.inject({ method: 'POST', url: `/api/asa/chat/${c.id}/sendToDoctor` });
    expect(response.json().chat).toMatchObject({ forwardedBy: { id: nurse.userId, name: 'Nurse Anna' }, forwardedAt: expect.any(Number) });
    const [event] = await eventsOf(c.id, 'case.forwarded');
    expect(event?.payload).toMatchObject({ forwardedBy: { id: nurse.userId, name: 'Nurse Anna' } });
    expect((await queueItem(doctor, c.id))?.forwardedBy?.name).toBe('Nurse Anna');
  });
});

describe(`the emergency at the patient's first words (${engine})`, () => {
  it('publishes case.emergency with the red flags before the reply and the assessment', async () => {
    const me = await loginAs(t, 'user');
    const chatId = await newChat(me);
    const seen: { type: string; at: number }[] = [];
    const unsubscribe = t.app.caseEvents.subscribe(t.companyId, (event) => {
      if (event.chatId === chatId) seen.push({ type: event.type, at: event.createdAt });
    });
    try {
      const { events } = await send(me, chatId, 'I have crushing chest pain and I am sweating.');
      // The card comes first, in the patient's language (issue 15).
      expect(events[0]).toEqual({ type: 'emergency', language: 'en' });
      await waitFor(async () => seen.some((e) => e.type === 'case.created'));
    } finally {
      unsubscribe();
    }
    expect(seen.map((e) => e.type)).toEqual(['case.emergency', 'case.created']);
    const [emergency] = await eventsOf(chatId, 'case.emergency');
    expect(emergency?.payload).toMatchObject({ urgency: 1, emergency: true });
    expect((emergency?.payload.redFlags as unknown[]).length).toBeGreaterThan(0);
    // A second red-flag message does not publish it again.
    await send(me, chatId, 'The chest pain is still there.');
    await t.app.chat.idle();
    expect(await eventsOf(chatId, 'case.emergency')).toHaveLength(1);
  });
});

describe(`re-triage while waiting (${engine})`, () => {
  it('marks a waiting case worsened, with the time, when the patient writes again and it becomes more urgent', async () => {
    const me = await loginAs(t, 'user');
    const chatId = await newChat(me, { language: 'en' });
    await send(me, chatId, 'I have had a sore throat and a mild fever for two days.');
    await t.app.chat.idle();
    const before = await queueItem(nurse, chatId);
    expect(before?.worsenedAt).toBeNull();
    const received: { type: string; worsened: unknown }[] = [];
    const unsubscribe = t.app.caseEvents.subscribe(t.companyId, (e) => {
      if (e.chatId === chatId) received.push({ type: e.type, worsened: e.payload.worsened });
    });
    await send(me, chatId, 'It is getting worse: now crushing chest pain spreading to my left arm, and I am sweating.');
    await t.app.chat.idle();
    unsubscribe();
    const after = await queueItem(nurse, chatId);
    expect(after?.urgency).toBeLessThan(before!.urgency);
    expect(after?.worsenedAt).toEqual(expect.any(Number));
    expect(received).toContainEqual({ type: 'case.updated', worsened: true });
  });
});
