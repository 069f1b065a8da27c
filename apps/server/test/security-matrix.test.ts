import { randomBytes } from 'node:crypto';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_ENDPOINTS } from '../src/modules/identity/routes.ts';
import { phoneSignIn, uniquePhone } from './auth-support.ts';
import { createCompany } from './builders.ts';
import { buildTestApp, loginAs, ORIGIN, sql, type TestApp } from './helpers.ts';

/**
 * Authorization matrix (issue 12): every registered route — read from the route table, so a new
 * route cannot be forgotten — and every identity-library endpoint, called by each kind of caller.
 * A caller outside a route's allowed set must be refused (401/403/404) without seeing patient A's
 * data and without changing anything; an allowed caller must not be refused for who they are.
 */

const CALLERS = ['anonymous', 'patientA', 'patientB', 'nurseX', 'doctorX', 'adminX', 'adminY', 'nurseY'] as const;
type Caller = (typeof CALLERS)[number];

const ALL: readonly Caller[] = CALLERS;
const SIGNED_IN: readonly Caller[] = CALLERS.filter((c) => c !== 'anonymous');
const PATIENTS: readonly Caller[] = ['patientA', 'patientB'];
const OWNER: readonly Caller[] = ['patientA'];
const STAFF_X: readonly Caller[] = ['nurseX', 'doctorX', 'adminX'];
const STAFF_ANY: readonly Caller[] = ['nurseX', 'doctorX', 'adminX', 'adminY', 'nurseY'];
const ADMIN_X: readonly Caller[] = ['adminX'];
const ADMIN_ANY: readonly Caller[] = ['adminX', 'adminY'];
const NOBODY: readonly Caller[] = [];

/** Who may see patient A's conversation at all. */
const SEES_A: readonly Caller[] = ['patientA', ...STAFF_X];

interface Policy {
  allowed: readonly Caller[];
  body?: () => unknown;
  /** The call ends the caller's session or account: allowed callers use a fresh account of their kind. */
  spendsSession?: boolean;
  /** A Server-Sent Events stream: allowed callers are checked over HTTP (the stream never ends). */
  stream?: boolean;
  /** Answers an allowed caller may legitimately get that would otherwise read as a refusal. */
  alsoAnswers?: readonly number[];
}

const unique = () => randomBytes(4).toString('hex');

/** Product routes, keyed as the route table names them. */
const POLICIES: Record<string, Policy> = {
  'GET /api/health': { allowed: ALL },
  'GET /api/geo': { allowed: ALL },
  'GET /api/auth/providers': { allowed: ALL },
  'GET /api/auth/user': { allowed: SIGNED_IN },
  'POST /api/auth/register': { allowed: SIGNED_IN, body: () => ({}) },
  'POST /api/auth/language': { allowed: SIGNED_IN, body: () => ({ language: 'en' }) },
  'DELETE /api/auth/delete': { allowed: SIGNED_IN, spendsSession: true },
  'POST /api/feedback': { allowed: SIGNED_IN, body: () => ({ feedbackMessage: 'matrix feedback' }) },
  'GET /api/asa/chat/voice': { allowed: PATIENTS },
  // 503 "voice is not configured" in this setup: a clear answer, not a failure.
  'GET /api/asa/chat/voiceChatToken': { allowed: PATIENTS, alsoAnswers: [503] },
  'POST /api/asa/chat/:id/voice-turns': { allowed: OWNER, body: () => ({ role: 'user', content: 'hello', language: 'en' }) },
  'POST /api/asa/chat/new': { allowed: PATIENTS, body: () => ({ language: 'en' }) },
  'GET /api/asa/chats': { allowed: PATIENTS },
  'GET /api/asa/chat/:id/messages': { allowed: OWNER },
  'POST /api/asa/chat/:id': { allowed: OWNER, body: () => ({ chat: [{ role: 'user', content: 'I have a mild cold.' }] }) },
  'GET /api/asa/doctor/chats': { allowed: STAFF_ANY },
  'GET /api/asa/doctor/stats': { allowed: STAFF_ANY },
  'GET /api/asa/doctor/events': { allowed: STAFF_ANY, stream: true },
  'GET /api/asa/doctor/chats/:id/messages': { allowed: STAFF_X },
  'GET /api/asa/chat/:id': { allowed: STAFF_X },
  'GET /api/asa/chat/:id/audit': { allowed: ADMIN_X },
  // DESIGN D10: doctors have no "Send to Doctor".
  'POST /api/asa/chat/:id/sendToDoctor': { allowed: ['nurseX', 'adminX'] },
  'POST /api/asa/chat/:id/dismiss': { allowed: STAFF_X },
  'POST /api/asa/chat/:id/read': { allowed: STAFF_X },
  'POST /api/asa/chat/:id/reopen': { allowed: STAFF_X },
  // Case workflow (issue 14): nurses and doctors claim, override and message; staff note.
  'POST /api/asa/chat/:id/claim': { allowed: ['nurseX', 'doctorX'] },
  'DELETE /api/asa/chat/:id/claim': { allowed: ['nurseX', 'doctorX'] },
  'POST /api/asa/chat/:id/urgency': { allowed: ['nurseX', 'doctorX'], body: () => ({ urgency: 2, reason: 'Matrix check' }) },
  'GET /api/asa/chat/:id/notes': { allowed: STAFF_X },
  'POST /api/asa/chat/:id/notes': { allowed: STAFF_X, body: () => ({ text: 'Matrix note' }) },
  'POST /api/asa/chat/:id/patient-message': { allowed: ['nurseX', 'doctorX'], body: () => ({ text: 'Your clinic read your message.' }) },
  'GET /api/asa/doctor/chats/:id/fhir': { allowed: STAFF_X },
  'GET /api/asa/chat/:id/access-log': { allowed: OWNER },
  'GET /api/asa/chat/:id/events': { allowed: OWNER, stream: true },
  'GET /api/asa/chat/:id/reply': { allowed: OWNER },
  // Patients (issue 15): the red-flag check before sign-in, their clinic's doctors, their name.
  'POST /api/asa/triage/red-flags': { allowed: ALL, body: () => ({ text: 'my chest feels tight and heavy' }) },
  'GET /api/asa/my/doctors': { allowed: PATIENTS },
  'PUT /api/asa/my/name': { allowed: PATIENTS, body: () => ({ fullname: 'Anna' }) },
  // Operations (issue 17): readiness and the API contract are public.
  'GET /api/ready': { allowed: ALL },
  'GET /api/openapi.json': { allowed: ALL },
  'GET /api/docs': { allowed: ALL },
  'GET /api/docs/': { allowed: ALL },
  'GET /api/docs/openapi.json': { allowed: ALL },
  'GET /api/docs/openapi.yaml': { allowed: ALL },
  'GET /api/docs/js/scalar.js': { allowed: ALL },
  'GET /api/company': { allowed: ADMIN_ANY },
  'PATCH /api/company': { allowed: ADMIN_ANY, body: () => ({ reportLanguage: 'en' }) },
  'GET /api/doctor/list/:companyId': { allowed: ADMIN_X },
  'POST /api/doctor/create/:companyId': {
    allowed: ADMIN_X,
    body: () => ({ email: `matrix-${unique()}@clinic.test`, password: 'quiet-harbour-lantern-7', fullname: 'Matrix Doctor' }),
  },
};

/** The identity library's endpoints we expose (routes.ts) and their callers. */
const IDENTITY_POLICIES: Record<string, Policy> = {
  'POST /api/identity/phone-number/send-otp': { allowed: ALL, body: () => ({ phoneNumber: uniquePhone() }) },
  'POST /api/identity/phone-number/verify': { allowed: ALL, body: () => ({ phoneNumber: uniquePhone(), code: '000000' }) },
  'POST /api/identity/sign-in/email': {
    allowed: ALL,
    body: () => ({ email: `nobody-${unique()}@clinic.test`, password: 'wrong-password-1' }),
    alsoAnswers: [401], // wrong credentials
  },
  'POST /api/identity/sign-in/social': { allowed: ALL, body: () => ({ provider: 'google', callbackURL: '/landing', disableRedirect: true }) },
  'GET /api/identity/callback/google': { allowed: ALL },
  'GET /api/identity/error': { allowed: ALL },
  'POST /api/identity/sign-out': { allowed: ALL, body: () => ({}), spendsSession: true },
  'GET /api/identity/verify-email': { allowed: ALL },
  'POST /api/identity/send-verification-email': { allowed: ALL, body: () => ({ email: `nobody-${unique()}@clinic.test` }) },
  'POST /api/identity/change-password': {
    allowed: SIGNED_IN,
    body: () => ({ currentPassword: 'not-the-password-1', newPassword: 'lantern-harbour-quiet-8' }),
  },
};

/**
 * Library endpoints that must not exist for anyone (issue 12, finding 1 and 3): the global admin
 * API, e-mail sign-up, and account calls that bypass our audited, company-scoped routes.
 */
const CLOSED_LIBRARY_ENDPOINTS = [
  'GET /api/identity/admin/list-users',
  'GET /api/identity/admin/get-user',
  'POST /api/identity/admin/impersonate-user',
  'POST /api/identity/admin/stop-impersonating',
  'POST /api/identity/admin/create-user',
  'POST /api/identity/admin/update-user',
  'POST /api/identity/admin/set-role',
  'POST /api/identity/admin/set-user-password',
  'POST /api/identity/admin/ban-user',
  'POST /api/identity/admin/unban-user',
  'POST /api/identity/admin/remove-user',
  'POST /api/identity/admin/list-user-sessions',
  'POST /api/identity/admin/revoke-user-session',
  'POST /api/identity/admin/revoke-user-sessions',
  'POST /api/identity/admin/has-permission',
  'POST /api/identity/sign-up/email',
  'POST /api/identity/update-user',
  'POST /api/identity/delete-user',
  'POST /api/identity/change-email',
  'GET /api/identity/get-session',
  'GET /api/identity/list-sessions',
  'POST /api/identity/revoke-session',
  'POST /api/identity/revoke-sessions',
  'POST /api/identity/revoke-other-sessions',
  'GET /api/identity/list-accounts',
  'POST /api/identity/link-social',
  'POST /api/identity/unlink-account',
  'POST /api/identity/request-password-reset',
  'POST /api/identity/reset-password',
  'POST /api/identity/sign-in/phone-number',
  'POST /api/identity/phone-number/request-password-reset',
  'POST /api/identity/phone-number/reset-password',
  'POST /api/identity/update-session',
  'GET /api/identity/ok',
];

let t: TestApp;
let companyX: string;
let companyY: string;
let chatA: string;
let sentinel: string;
let phoneA: string;
const sessions = new Map<Caller, string>();

async function session(caller: Caller, fresh = false): Promise<string | null> {
  if (caller === 'anonymous') return null;
  if (!fresh && sessions.has(caller)) return sessions.get(caller)!;
  let cookie: string;
  if (caller === 'patientA' && !fresh) {
    cookie = (await phoneSignIn(t, phoneA)).cookie;
  } else if (caller === 'patientA' || caller === 'patientB') {
    cookie = (await phoneSignIn(t)).cookie;
  } else {
    const role = caller.startsWith('nurse') ? 'nurse' : caller.startsWith('doctor') ? 'doctor' : 'admin';
    cookie = (await loginAs(t, role, { companyId: caller.endsWith('X') ? companyX : companyY })).cookie;
  }
  if (!fresh) sessions.set(caller, cookie);
  return cookie;
}

function concreteUrl(pattern: string): string {
  return pattern.replace(':companyId', companyX).replace(':id', chatA);
}

async function call(route: string, caller: Caller, policy: Policy, fresh: boolean): Promise<LightMyRequestResponse> {
  const [method, pattern] = route.split(' ') as [InjectOptions['method'], string];
  const cookie = await session(caller, fresh);
  const body = policy.body?.();
  return t.app.inject({
    method,
    url: concreteUrl(pattern),
    headers: { origin: ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(body !== undefined ? { payload: body as object } : {}),
  });
}

/** What a refused call must leave as it was: accounts, roles, sessions, chats, messages, audit. */
async function fingerprint(): Promise<string> {
  const db = t.database.db;
  const [users, chats, messages, sessionCount, audit, companies] = await Promise.all([
    db.selectFrom('user').select(['id', 'role', 'companyId', 'banned', 'name', 'email']).orderBy('id').execute(),
    db.selectFrom('chat').select(['id', 'urgency', 'dismissed', 'forwardedToDoctor', 'companyId', 'userId']).orderBy('id').execute(),
    db.selectFrom('message').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    db.selectFrom('session').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    db.selectFrom('auditEvent').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    db.selectFrom('company').select(['id', 'reportLanguage']).orderBy('id').execute(),
  ]);
  return JSON.stringify({ users, chats, messages: Number(messages?.n), sessions: Number(sessionCount?.n), audit: Number(audit?.n), companies });
}

const violations: string[] = [];

async function checkCell(route: string, caller: Caller, policy: Policy) {
  const allowed = policy.allowed.includes(caller);
  if (allowed && policy.stream) {
    const status = await streamStatus(route, caller);
    if (status !== 200) violations.push(`${route} as ${caller}: stream answered ${status}`);
    return;
  }
  const before = allowed ? null : await fingerprint();
  const response = await call(route, caller, policy, allowed && Boolean(policy.spendsSession));
  const where = `${route} as ${caller} → ${response.statusCode}`;
  const expected = allowed && policy.alsoAnswers?.includes(response.statusCode);
  if (response.statusCode >= 500 && !expected) violations.push(`${where}: server error`);
  if (allowed) {
    if (!expected && (response.statusCode === 401 || response.statusCode === 403)) violations.push(`${where}: refused an allowed caller`);
  } else {
    if (![401, 403, 404].includes(response.statusCode)) violations.push(`${where}: not refused`);
    if (caller === 'anonymous' && !route.includes('/api/identity/') && response.statusCode !== 401) {
      violations.push(`${where}: anonymous should get 401`);
    }
    if ((await fingerprint()) !== before) violations.push(`${where}: a refused call changed the database`);
  }
  if (!SEES_A.includes(caller) && (response.body.includes(sentinel) || response.body.includes(phoneA.slice(4)))) {
    violations.push(`${where}: leaked patient A's data`);
  }
}

let baseUrl: string;
async function streamStatus(route: string, caller: Caller): Promise<number> {
  const [, pattern] = route.split(' ') as [string, string];
  const cookie = await session(caller);
  const controller = new AbortController();
  try {
    const response = await fetch(`${baseUrl}${concreteUrl(pattern)}`, { headers: { cookie: cookie ?? '' }, signal: controller.signal });
    return response.status;
  } finally {
    controller.abort();
  }
}

beforeAll(async () => {
  t = await buildTestApp({ RATE_OTP_PER_IP: '10000', RATE_VERIFY_PER_IP: '10000', RATE_SIGNIN_PER_IP: '10000' });
  companyX = t.companyId;
  companyY = await createCompany(t);
  sentinel = `matrix-sentinel-${unique()}`;
  phoneA = uniquePhone();
  const cookieA = await session('patientA');
  const created = await t.app.inject({ method: 'POST', url: '/api/asa/chat/new', headers: { origin: ORIGIN, cookie: cookieA! }, payload: { language: 'en' } });
  chatA = created.json<{ chatId: string }>().chatId;
  const sent = await t.app.inject({
    method: 'POST',
    url: `/api/asa/chat/${chatA}`,
    headers: { origin: ORIGIN, cookie: cookieA! },
    payload: { chat: [{ role: 'user', content: `I have had a sore throat for two days ${sentinel}` }] },
  });
  expect(sent.statusCode).toBe(200);
  await t.app.chat.idle();
  for (const caller of CALLERS) await session(caller);
  baseUrl = await t.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);

afterAll(() => t.close());

describe('authorization matrix', () => {
  it('has a policy for every registered route (a new route cannot be forgotten)', () => {
    const registered = t.app.routeTable.filter((route) => route.split(' ')[1]!.startsWith('/api/') && !route.endsWith('/api/identity/*'));
    const missing = registered.filter((route) => !(route in POLICIES));
    expect(missing).toEqual([]);
    expect(Object.keys(IDENTITY_POLICIES).sort()).toEqual(IDENTITY_ENDPOINTS.map((e) => e.replace(' /', ' /api/identity/')).sort());
  });

  it('refuses, hides and preserves as it should across every route × caller', async () => {
    const routes = { ...POLICIES, ...IDENTITY_POLICIES };
    for (const [route, policy] of Object.entries(routes)) {
      for (const caller of CALLERS) await checkCell(route, caller, policy);
    }
    for (const route of CLOSED_LIBRARY_ENDPOINTS) {
      for (const caller of CALLERS) {
        await checkCell(route, caller, { allowed: NOBODY, body: () => ({ userId: 'x', role: 'admin', data: { companyId: companyX } }) });
      }
    }
    expect(violations).toEqual([]);
    // Patient A's conversation is still there, whole.
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from "message" where "chatId" = ${chatA}`.execute(t.database.db);
    expect(Number(rows[0]?.n)).toBeGreaterThanOrEqual(2);
  }, 300_000);
});
