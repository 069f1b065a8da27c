import type { Role } from '@asa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../src/db/ids.ts';
import { type CaseStatusInput, createCase, createCompany, createPatient } from './builders.ts';
import { buildTestApp, loginAs, ORIGIN, type Session, type TestApp } from './helpers.ts';

let t: TestApp;
const staff = {} as Record<'nurse' | 'doctor' | 'admin', Session>;
let patient: Session;
let outsider: Session; // admin of another company

beforeAll(async () => {
  t = await buildTestApp();
  staff.nurse = await loginAs(t, 'nurse');
  staff.doctor = await loginAs(t, 'doctor');
  staff.admin = await loginAs(t, 'admin');
  patient = await loginAs(t, 'user');
  outsider = await loginAs(t, 'admin', { companyId: await createCompany(t) });
});
afterAll(() => t.close());

const auditOf = (chatId: string) =>
  t.database.db.selectFrom('auditEvent').selectAll().where('chatId', '=', chatId).orderBy('createdAt').execute();
const eventsOf = (chatId: string) =>
  t.database.db.selectFrom('caseEvent').selectAll().where('chatId', '=', chatId).orderBy('id').execute();
const post = (who: Session, id: string, action: string) =>
  who.inject({ method: 'POST', url: `/api/asa/chat/${id}/${action}` });

type Outcome = { to: 'pending' | 'forwarded' | 'reviewed'; changed: boolean } | 409 | 403;
const S = (to: 'pending' | 'forwarded' | 'reviewed', changed = true): Outcome => ({ to, changed });

/** Issue 5: every action × state × role. */
const matrix: Record<string, Record<'pending' | 'forwarded' | 'reviewed', Record<'nurse' | 'doctor' | 'admin', Outcome>>> = {
  sendToDoctor: {
    pending: { nurse: S('forwarded'), doctor: 403, admin: S('forwarded') },
    forwarded: { nurse: S('forwarded', false), doctor: 403, admin: S('forwarded', false) },
    reviewed: { nurse: 409, doctor: 403, admin: 409 },
  },
  dismiss: {
    pending: { nurse: S('reviewed'), doctor: S('reviewed'), admin: S('reviewed') },
    forwarded: { nurse: 409, doctor: S('reviewed'), admin: S('reviewed') },
    reviewed: { nurse: S('reviewed', false), doctor: S('reviewed', false), admin: S('reviewed', false) },
  },
  read: {
    pending: { nurse: S('reviewed'), doctor: S('reviewed'), admin: S('reviewed') },
    forwarded: { nurse: 409, doctor: S('reviewed'), admin: S('reviewed') },
    reviewed: { nurse: S('reviewed', false), doctor: S('reviewed', false), admin: S('reviewed', false) },
  },
  reopen: {
    pending: { nurse: S('pending', false), doctor: S('pending', false), admin: S('pending', false) },
    forwarded: { nurse: 409, doctor: 409, admin: 409 },
    reviewed: { nurse: S('pending'), doctor: S('pending'), admin: S('pending') },
  },
};
const auditAction: Record<string, string> = {
  sendToDoctor: 'case.forwarded',
  dismiss: 'case.dismissed',
  read: 'case.dismissed',
  reopen: 'case.reopened',
};

const rows = Object.entries(matrix).flatMap(([action, byState]) =>
  Object.entries(byState).flatMap(([state, byRole]) =>
    Object.entries(byRole).map(([role, outcome]) => [action, state, role, outcome] as const),
  ),
);

describe('case actions', () => {
  it.each(rows)('%s from %s by %s', async (action, state, role, outcome) => {
    const c = await createCase(t, { status: state as CaseStatusInput, urgency: 2 });
    const response = await post(staff[role as 'nurse'], c.id, action);
    const audit = await auditOf(c.id);
    const events = await eventsOf(c.id);
    if (outcome === 403) {
      expect(response.statusCode).toBe(403);
      expect(audit).toHaveLength(0);
      return;
    }
    if (outcome === 409) {
      expect(response.statusCode).toBe(409);
      expect(response.json().error).toMatchObject({ code: 'conflict', details: { status: state } });
      expect(audit).toHaveLength(0);
      expect(events).toHaveLength(0);
      return;
    }
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json();
    expect(body.success).toBe(true);
    expect(body.chat.status).toBe(outcome.to);
    expect(body.chat.dismissed).toBe(outcome.to === 'reviewed');
    expect(body.chat.forwardedToDoctor).toBe(outcome.to === 'forwarded' || (outcome.to === 'reviewed' && state === 'forwarded'));
    if (outcome.changed) {
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({ action: auditAction[action], actorRole: role, companyId: t.companyId });
      expect(JSON.parse(audit[0]!.details!)).toEqual({ from: state, to: outcome.to });
      expect(events.map((e) => e.type)).toEqual([auditAction[action]]);
    } else {
      expect(audit).toHaveLength(0);
      expect(events).toHaveLength(0);
    }
  });

  it('is idempotent when repeated, and concurrent repeats change the case once', async () => {
    const c = await createCase(t, { urgency: 1 });
    const answers = await Promise.all([post(staff.nurse, c.id, 'sendToDoctor'), post(staff.nurse, c.id, 'sendToDoctor')]);
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await auditOf(c.id)).toHaveLength(1);
    const again = await post(staff.nurse, c.id, 'sendToDoctor');
    expect(again.statusCode).toBe(200);
    expect(await auditOf(c.id)).toHaveLength(1);
  });

  it('runs the doctor path: forwarded → reviewed → reopened → pending', async () => {
    const c = await createCase(t, { urgency: 1 });
    expect((await post(staff.nurse, c.id, 'sendToDoctor')).json().chat.status).toBe('forwarded');
    expect((await post(staff.doctor, c.id, 'dismiss')).json().chat.status).toBe('reviewed');
    const reopened = (await post(staff.nurse, c.id, 'reopen')).json().chat;
    expect(reopened).toMatchObject({ status: 'pending', dismissed: false, forwardedToDoctor: false });
    expect((await auditOf(c.id)).map((a) => a.action)).toEqual(['case.forwarded', 'case.dismissed', 'case.reopened']);
  });
});

describe('company isolation and access', () => {
  const endpoints = (id: string) =>
    [
      ['GET', '/api/asa/doctor/chats'],
      ['GET', '/api/asa/doctor/stats'],
      ['GET', `/api/asa/chat/${id}`],
      ['GET', `/api/asa/doctor/chats/${id}/messages`],
      ['GET', `/api/asa/chat/${id}/audit`],
      ['POST', `/api/asa/chat/${id}/sendToDoctor`],
      ['POST', `/api/asa/chat/${id}/dismiss`],
      ['POST', `/api/asa/chat/${id}/read`],
      ['POST', `/api/asa/chat/${id}/reopen`],
      ['GET', '/api/asa/doctor/events'],
    ] as const;

  it('refuses patients (403) and signed-out callers (401) on every staff endpoint', async () => {
    const c = await createCase(t, { userId: patient.userId });
    for (const [method, url] of endpoints(c.id)) {
      expect((await patient.inject({ method, url })).statusCode, `${method} ${url}`).toBe(403);
      expect((await t.app.inject({ method, url, headers: { origin: ORIGIN } })).statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('answers 404 for another company’s case, a draft and an unknown id, and changes nothing', async () => {
    const mine = await createCase(t, { urgency: 1 });
    const draft = await createCase(t, { status: 'draft' });
    for (const [who, id] of [[outsider, mine.id], [staff.admin, draft.id], [staff.admin, newId()]] as const) {
      for (const [method, url] of endpoints(id).filter(([, u]) => u.includes(id))) {
        const response = await who.inject({ method, url });
        expect(response.statusCode, `${method} ${url}`).toBe(404);
        expect(response.json().error.code).toBe('not_found');
      }
    }
    expect((await auditOf(mine.id)).length).toBe(0);
    const list = (await outsider.inject({ method: 'GET', url: '/api/asa/doctor/chats?limit=100' })).json();
    expect(list.chats.some((c: { id: string }) => c.id === mine.id)).toBe(false);
  });

  it.each(['nurse', 'doctor', 'admin'] as Role[])('lets a %s read the queue and case detail (audited)', async (role) => {
    const c = await createCase(t, { urgency: 2 });
    const who = staff[role as 'nurse'];
    expect((await who.inject({ method: 'GET', url: '/api/asa/doctor/chats' })).statusCode).toBe(200);
    const detail = await who.inject({ method: 'GET', url: `/api/asa/chat/${c.id}` });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().chat).toMatchObject({ id: c.id, urgency: 2, status: 'pending' });
    expect((await auditOf(c.id)).map((a) => [a.action, a.actorId])).toEqual([['case.read', who.userId]]);
  });

  it('gives staff the transcript and admins the audit trail', async () => {
    const owner = await createPatient(t);
    const c = await createCase(t, { userId: owner.id });
    const now = Date.now();
    await t.database.db
      .insertInto('message')
      .values([
        { id: newId(), chatId: c.id, role: 'user', content: 'I have a cough.', createdAt: now },
        { id: newId(), chatId: c.id, role: 'assistant', content: 'How long?', createdAt: now + 1000 },
      ])
      .execute();
    const transcript = await staff.doctor.inject({ method: 'GET', url: `/api/asa/doctor/chats/${c.id}/messages` });
    expect(transcript.statusCode).toBe(200);
    expect(transcript.json().messages).toEqual([
      { role: 'user', content: 'I have a cough.', timestamp: Math.floor(now / 1000), channel: 'text' },
      { role: 'assistant', content: 'How long?', timestamp: Math.floor((now + 1000) / 1000), channel: 'text' },
    ]);
    await post(staff.nurse, c.id, 'dismiss');
    for (const role of ['nurse', 'doctor'] as const) {
      expect((await staff[role].inject({ method: 'GET', url: `/api/asa/chat/${c.id}/audit` })).statusCode).toBe(403);
    }
    const audit = await staff.admin.inject({ method: 'GET', url: `/api/asa/chat/${c.id}/audit` });
    expect(audit.statusCode).toBe(200);
    expect(audit.json().events.map((e: { action: string; actorRole: string }) => [e.action, e.actorRole])).toEqual([
      ['case.transcript.read', 'doctor'],
      ['case.dismissed', 'nurse'],
    ]);
  });

  it('refuses staff without a company with "Auth error"', async () => {
    const loose = await loginAs(t, 'nurse');
    await t.database.db.updateTable('user').set({ companyId: null }).where('id', '=', loose.userId).execute();
    const response = await loose.inject({ method: 'GET', url: '/api/asa/doctor/chats' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Auth error');
  });
});
