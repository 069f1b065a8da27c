import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IDENTITY_ENDPOINTS } from '../src/modules/identity/routes.ts';
import { phoneSignIn } from './auth-support.ts';
import { buildTestApp, loginAs, ORIGIN, type TestApp } from './helpers.ts';

/**
 * Malformed-input fuzz (issue 12): seeded and bounded, over every registered route and the
 * identity endpoints, with wrong types, huge / NUL / unicode strings, deep nesting, broken JSON,
 * wrong content types and oversize bodies. No answer may be a server error, and a refused
 * request (4xx) must store nothing.
 */

const RUNS = 5_000;
const SEED = 20261125;

let t: TestApp;
let routes: string[];
let chatId: string;
const cookies: Record<'patient' | 'nurse', string> = { patient: '', nurse: '' };

/**
 * A 5xx that is this server's configured state, not a failure caused by the input: voice is not
 * configured here, and its token route says so (503 voice_unavailable, the web app never calls it then).
 */
const CONFIGURED_UNAVAILABLE: Record<string, string> = { 'GET /api/asa/chat/voiceChatToken': 'voice_unavailable' };

/** Calls that would end the caller's account or session, or never end (a live stream): anonymous only. */
const ANONYMOUS_ONLY = new Set(['DELETE /api/auth/delete', 'POST /api/identity/sign-out', 'GET /api/asa/doctor/events', 'GET /api/asa/chat/:id/events']);

beforeAll(async () => {
  t = await buildTestApp({ RATE_OTP_PER_IP: '100000', RATE_VERIFY_PER_IP: '100000', RATE_SIGNIN_PER_IP: '100000', CHAT_RATE_LIMIT_PER_MINUTE: '10000' });
  const patient = await phoneSignIn(t);
  cookies.patient = patient.cookie;
  cookies.nurse = (await loginAs(t, 'nurse')).cookie;
  chatId = (await patient.inject({ method: 'POST', url: '/api/asa/chat/new', payload: { language: 'en' } })).json<{ chatId: string }>().chatId;
  routes = [
    ...t.app.routeTable.filter((r) => r.split(' ')[1]!.startsWith('/api/') && !r.endsWith('/api/identity/*')),
    ...IDENTITY_ENDPOINTS.map((e) => e.replace(' /', ' /api/identity/')),
    'POST /api/identity/admin/update-user',
    'POST /api/identity/sign-up/email',
  ];
}, 60_000);
afterAll(() => t.close());

/** Lone surrogates replaced (they cannot be put in a URL at all). */
const wellFormed = (text: string) => text.replace(/[\ud800-\udfff]/g, (c, i: number, all: string) => {
  const code = c.charCodeAt(0);
  const next = all.charCodeAt(i + 1);
  const prev = all.charCodeAt(i - 1);
  const paired = code < 0xdc00 ? next >= 0xdc00 && next <= 0xdfff : prev >= 0xd800 && prev < 0xdc00;
  return paired ? c : '\ufffd';
});

async function fingerprint(): Promise<string> {
  const db = t.database.db;
  const counts = await Promise.all(
    (['user', 'chat', 'message', 'session', 'auditEvent', 'feedback', 'company'] as const).map((table) =>
      db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirst(),
    ),
  );
  const users = await db.selectFrom('user').select(['id', 'name', 'role', 'companyId', 'language', 'image']).orderBy('id').execute();
  const chats = await db.selectFrom('chat').select(['id', 'title', 'dismissed', 'forwardedToDoctor', 'patientLanguage']).orderBy('id').execute();
  return JSON.stringify({ counts: counts.map((c) => Number(c?.n)), users, chats });
}

const hostileString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('\u0000', 'a\u0000b', '\u202e\u202d', '\ud800', '%00', '../../etc/passwd', "' or 1=1 --", '<script>alert(1)</script>', 'javascript:alert(1)'),
  fc.integer({ min: 1_000, max: 70_000 }).map((n) => 'x'.repeat(n)),
);

const deepValue = fc.integer({ min: 10, max: 400 }).map((depth) => {
  let value: unknown = 'leaf';
  for (let i = 0; i < depth; i++) value = i % 2 ? [value] : { a: value };
  return value;
});

const jsonBody = fc.oneof(
  fc.jsonValue({ maxDepth: 4 }),
  fc.dictionary(fc.constantFrom('chat', 'content', 'role', 'language', 'email', 'password', 'phoneNumber', 'code', 'name', 'image', 'data', 'userId', 'reportLanguage', 'feedbackMessage', 'fullname', 'retry'), fc.oneof(hostileString, fc.jsonValue({ maxDepth: 3 }))),
  fc.record({ chat: fc.array(fc.record({ role: fc.constantFrom('user', 'assistant', 'system', 'x'), content: hostileString }), { maxLength: 3 }) }),
  deepValue,
);

/** A raw body: JSON as generated, broken JSON, or the right JSON sent with the wrong content type. */
const body = fc.oneof(
  { weight: 6, arbitrary: jsonBody.map((value) => ({ payload: JSON.stringify(value), type: 'application/json' })) },
  { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', '[1,2', 'null', '', '"\\u0000"', '{"__proto__":{"x":1}}').map((payload) => ({ payload, type: 'application/json' })) },
  { weight: 1, arbitrary: hostileString.map((payload) => ({ payload, type: 'text/plain' })) },
  { weight: 1, arbitrary: fc.constant({ payload: 'a=1&b=2', type: 'application/x-www-form-urlencoded' }) },
  { weight: 1, arbitrary: fc.integer({ min: 65_000, max: 200_000 }).map((n) => ({ payload: JSON.stringify({ feedbackMessage: 'y'.repeat(n) }), type: 'application/json' })) },
);

const paramValue = fc.oneof(fc.constant('__chat__'), fc.constant('__company__'), hostileString.filter((s) => s.length < 300));

describe('malformed-input fuzz', () => {
  it(`answers ${RUNS} generated requests without a server error, and refused ones store nothing`, async () => {
    const failures: string[] = [];
    let refused = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 10_000 }),
        fc.constantFrom('anonymous', 'patient', 'nurse'),
        paramValue,
        fc.dictionary(fc.constantFrom('search', 'status', 'urgency', 'cursor', 'limit', 'lastEventId', 'token', 'callbackURL'), hostileString.filter((s) => s.length < 500)),
        body,
        async (pick, caller, param, query, raw) => {
          const route = routes[pick % routes.length]!;
          const [method, pattern] = route.split(' ') as [InjectOptions['method'], string];
          const as = ANONYMOUS_ONLY.has(route) ? 'anonymous' : caller;
          const value = param === '__chat__' ? chatId : param === '__company__' ? t.companyId : encodeURIComponent(wellFormed(param));
          const url = pattern.replace(/:[a-zA-Z]+/g, value);
          const before = await fingerprint();
          const response = await t.app.inject({
            method,
            url,
            query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, wellFormed(v)])),
            headers: {
              origin: ORIGIN,
              ...(as === 'anonymous' ? {} : { cookie: cookies[as] }),
              ...(method === 'GET' || method === 'DELETE' ? {} : { 'content-type': raw.type }),
            },
            ...(method === 'GET' || method === 'DELETE' ? {} : { payload: raw.payload }),
          });
          const configured = CONFIGURED_UNAVAILABLE[route];
          const expected = response.statusCode === 503 && configured !== undefined && response.body.includes(`"${configured}"`);
          if (response.statusCode >= 500 && !expected) failures.push(`${route} as ${as} → ${response.statusCode}: ${response.body.slice(0, 200)}`);
          if (response.statusCode >= 400) {
            refused += 1;
            if ((await fingerprint()) !== before) failures.push(`${route} as ${as} → ${response.statusCode} changed the database`);
          }
        },
      ),
      { numRuns: RUNS, seed: SEED, endOnFailure: true },
    );
    expect(failures).toEqual([]);
    // Most of what was generated is refused: the fuzz reaches the guards, not only the happy path.
    expect(refused).toBeGreaterThan(RUNS / 2);
  }, 900_000);
});
