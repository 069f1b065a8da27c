import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { loggerOptions, serializeError } from '../src/logger.ts';
import { phoneSignIn, uniquePhone } from './auth-support.ts';
import { buildTestApp, loginAs, ORIGIN, type Session, sql, type TestApp } from './helpers.ts';

/** Issue 12: one test per finding that the authorization matrix and the fuzz test do not cover. */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const signIn = (app: TestApp, email: string, password: string, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  app.app.inject({ method: 'POST', url: '/api/identity/sign-in/email', remoteAddress, headers: { origin: ORIGIN, ...headers }, payload: { email, password } });

describe('finding 3: the phone accounts’ placeholder domain', () => {
  it('is no way in: e-mail sign-in for a phone account answers like any wrong password', async () => {
    const patient = await phoneSignIn(t);
    const placeholder = `${patient.phoneNumber.replace(/\D/g, '')}@phone.asa.invalid`;
    const response = await signIn(t, placeholder, 'anything-at-all-1');
    const unknown = await signIn(t, 'nobody@example.is', 'anything-at-all-1');
    expect(response.statusCode).toBe(401);
    // The same answer (each carries its own request id).
    expect(response.json().error).toEqual({ ...unknown.json().error, requestId: expect.any(String) });
    expect(response.json().error.code).toBe(unknown.json().error.code);
  });

  it('lets the phone’s owner sign in whatever was tried before (no squatting, no 500)', async () => {
    const phone = uniquePhone();
    const squat = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign-up/email',
      headers: { origin: ORIGIN },
      payload: { email: `${phone.replace(/\D/g, '')}@phone.asa.invalid`, password: 'lantern-harbour-quiet-7', name: 'Squatter' },
    });
    expect(squat.statusCode).toBe(404);
    const owner = await phoneSignIn(t, phone);
    expect((await owner.inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(200);
  });
});

describe('finding 4: password change follows the staff policy and is audited', () => {
  it('refuses a weak new password and accepts a strong one', async () => {
    const nurse = await loginAs(t, 'nurse');
    const change = (newPassword: string) =>
      nurse.inject({ method: 'POST', url: '/api/identity/change-password', payload: { currentPassword: 'test-password-1', newPassword } });
    for (const weak of ['123456', 'password', 'password1234', 'short-1']) {
      expect((await change(weak)).statusCode, weak).toBe(400);
    }
    const ok = await change('violet-harbour-lantern-9');
    expect(ok.statusCode).toBe(200);
    expect(ok.body).not.toMatch(/"token"/);
    const audit = await t.database.db.selectFrom('auditEvent').select('action').where('actorId', '=', nurse.userId).execute();
    expect(audit.map((a) => a.action)).toContain('account.password.changed');
    expect((await signIn(t, nurse.email, 'violet-harbour-lantern-9')).statusCode).toBe(200);
  });
});

describe('finding 5: brute force', () => {
  it('locks an account after repeated wrong passwords, from any address, then lets it in after the wait', async () => {
    const nurse = await loginAs(t, 'nurse');
    for (let i = 0; i < 5; i++) expect((await signIn(t, nurse.email, `wrong-${i}-password`, `198.51.100.${i + 1}`)).statusCode).toBe(401);
    const locked = await signIn(t, nurse.email, 'test-password-1', '198.51.100.99');
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    // Another account is not affected.
    const other = await loginAs(t, 'nurse');
    expect((await signIn(t, other.email, 'test-password-1')).statusCode).toBe(200);
    // After the wait (moved back in time here), the right password works and clears the count.
    await sql`update "rateLimit" set "lastRequest" = "lastRequest" - 3600000 where "key" like 'asa:lockout:%'`.execute(t.database.db);
    expect((await signIn(t, nurse.email, 'test-password-1')).statusCode).toBe(200);
    expect((await signIn(t, nurse.email, 'wrong-again-password')).statusCode).toBe(401);
    expect((await signIn(t, nurse.email, 'test-password-1')).statusCode).toBe(200);
  });

  it('believes only the configured proxy hop: a forged X-Forwarded-For does not escape the per-address limit', async () => {
    const proxied = await buildTestApp({ TRUST_PROXY: 'true', RATE_SIGNIN_PER_IP: '3' });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        // What the client sent, then the address our one proxy saw, appended by it.
        const response = await signIn(proxied, `nobody-${i}@example.is`, 'wrong-password-1', '10.0.0.2', {
          'x-forwarded-for': `192.0.2.${i + 10}, 203.0.113.7`,
        });
        statuses.push(response.statusCode);
      }
      expect(statuses).toEqual([401, 401, 401, 429, 429]);
    } finally {
      await proxied.close();
    }
  });
});

describe('finding 6: sessions', () => {
  async function sessionOf(userId: string) {
    return t.database.db.selectFrom('session').select(['id', 'createdAt', 'updatedAt']).where('userId', '=', userId).execute();
  }
  const iso = (ms: number) => (t.database.engine === 'postgres' ? new Date(ms) : new Date(ms).toISOString());

  it('ends a staff session after 30 idle minutes, and keeps an active one', async () => {
    const nurse = await loginAs(t, 'nurse');
    expect((await nurse.inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(200);
    await t.database.db.updateTable('session').set({ updatedAt: iso(Date.now() - 31 * 60_000) }).where('userId', '=', nurse.userId).execute();
    expect((await nurse.inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
    expect(await sessionOf(nurse.userId)).toEqual([]);
  });

  it('ends a staff session 12 hours after sign-in, however active', async () => {
    const doctor = await loginAs(t, 'doctor');
    await t.database.db.updateTable('session').set({ createdAt: iso(Date.now() - 13 * 3_600_000) }).where('userId', '=', doctor.userId).execute();
    expect((await doctor.inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(401);
  });

  it('keeps a patient’s longer session after an idle hour', async () => {
    const patient = await phoneSignIn(t);
    await t.database.db.updateTable('session').set({ updatedAt: iso(Date.now() - 60 * 60_000) }).where('userId', '=', patient.userId).execute();
    expect((await patient.inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(200);
  });

  it('ends the staff event stream when its session ends', async () => {
    const live = await buildTestApp({ STREAM_SESSION_CHECK_SECONDS: '1' });
    try {
      const base = await live.app.listen({ port: 0, host: '127.0.0.1' });
      const nurse: Session = await loginAs(live, 'nurse');
      const response = await fetch(`${base}/api/asa/doctor/events`, { headers: { cookie: nurse.cookie } });
      expect(response.status).toBe(200);
      const reader = response.body!.getReader();
      await reader.read(); // the "connected" comment
      expect((await nurse.inject({ method: 'POST', url: '/api/identity/sign-out', payload: {} })).statusCode).toBe(200);
      const ended = await Promise.race([
        (async () => {
          for (;;) if ((await reader.read()).done) return true;
        })(),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 10_000)),
      ]);
      expect(ended).toBe(true);
    } finally {
      await live.close();
    }
  }, 30_000);
});

describe('finding 7: a sign-in storm', () => {
  it('queues password hashing, refuses the overflow with 503 at once, and the health check keeps answering', async () => {
    const busy = await buildTestApp({ PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_QUEUE: '2', RATE_SIGNIN_PER_IP: '1000' });
    try {
      const nurse = await loginAs(busy, 'nurse');
      const storm = Array.from({ length: 24 }, () => signIn(busy, nurse.email, 'test-password-1'));
      const health = await busy.app.inject({ method: 'GET', url: '/api/health' });
      const answers = await Promise.all(storm);
      expect(health.statusCode).toBe(200);
      const statuses = answers.map((a) => a.statusCode);
      expect(statuses.filter((s) => s === 503).length).toBeGreaterThan(0);
      expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(0);
      expect(statuses.every((s) => s === 200 || s === 503)).toBe(true);
      expect(answers.find((a) => a.statusCode === 503)!.headers['retry-after']).toBeDefined();
    } finally {
      await busy.close();
    }
  }, 60_000);
});

describe('finding 8: NUL characters and deep nesting', () => {
  it('refuses NUL in a body field, a query and a path parameter with 400, storing nothing', async () => {
    const patient = await phoneSignIn(t);
    const created = await patient.inject({ method: 'POST', url: '/api/asa/chat/new', payload: { language: 'en' } });
    const chatId = created.json<{ chatId: string }>().chatId;
    const send = await patient.inject({ method: 'POST', url: `/api/asa/chat/${chatId}`, payload: { chat: [{ role: 'user', content: 'sore\u0000throat' }] } });
    expect(send.statusCode).toBe(400);
    expect(send.json().error.code).toBe('bad_request');
    const feedback = await patient.inject({ method: 'POST', url: '/api/feedback', payload: { feedbackMessage: 'x\u0000' } });
    expect(feedback.statusCode).toBe(400);
    const nurse = await loginAs(t, 'nurse');
    expect((await nurse.inject({ method: 'GET', url: '/api/asa/doctor/chats?search=a%00b' })).statusCode).toBe(400);
    expect((await nurse.inject({ method: 'GET', url: '/api/asa/chat/abc%00def' })).statusCode).toBe(400);
    const stored = await t.database.db.selectFrom('message').select('id').where('chatId', '=', chatId).execute();
    expect(stored).toEqual([]);
  });

  it('refuses deeply nested JSON with 400, on product and identity routes alike', async () => {
    let deep: unknown = 'x';
    for (let i = 0; i < 200; i++) deep = { a: deep };
    const patient = await phoneSignIn(t);
    expect((await patient.inject({ method: 'POST', url: '/api/feedback', payload: { feedbackMessage: 'x', deep } as object })).statusCode).toBe(400);
    const identity = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign-in/email',
      headers: { origin: ORIGIN },
      payload: { email: 'a@b.is', password: deep } as object,
    });
    expect(identity.statusCode).toBe(400);
  });

  it('refuses unknown or oversized fields on the identity endpoints it exposes', async () => {
    const oversized = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign-in/email',
      headers: { origin: ORIGIN },
      payload: { email: 'a@b.is', password: 'x'.repeat(60_000) },
    });
    expect(oversized.statusCode).toBe(400);
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign-in/email',
      headers: { origin: ORIGIN },
      payload: { email: 'a@b.is', password: 'whatever-1', image: 'javascript:alert(1)' },
    });
    expect(extra.statusCode).toBe(400);
  });
});

describe('finding 11: caching and tokens', () => {
  it('marks every API answer no-store', async () => {
    const patient = await phoneSignIn(t);
    for (const url of ['/api/auth/user', '/api/asa/chats', '/api/health', '/api/unknown-route']) {
      expect((await patient.inject({ method: 'GET', url })).headers['cache-control'], url).toBe('no-store');
    }
  });

  it('never hands the session token to JavaScript: no token in bodies, no set-auth-token header', async () => {
    const phone = uniquePhone();
    await t.app.inject({ method: 'POST', url: '/api/identity/phone-number/send-otp', headers: { origin: ORIGIN }, payload: { phoneNumber: phone } });
    const patient = await phoneSignIn(t, phone);
    const nurse = await loginAs(t, 'nurse');
    const staffSignIn = await signIn(t, nurse.email, 'test-password-1');
    expect(staffSignIn.statusCode).toBe(200);
    for (const response of [staffSignIn]) {
      expect(response.headers['set-auth-token']).toBeUndefined();
      expect(response.json()).not.toHaveProperty('token');
    }
    // The phone sign-in answer (verify) carries the user, not the token.
    expect(patient.cookie).toMatch(/session_token=/);
    expect((await t.app.inject({ method: 'GET', url: '/api/identity/get-session', headers: { cookie: patient.cookie } })).statusCode).toBe(404);
  });
});

describe('finding 12: logs', () => {
  it('drop the values database drivers attach to errors (PostgreSQL detail, where, parameters)', () => {
    const error = Object.assign(new Error('duplicate key value violates unique constraint "user_email_key"'), {
      code: '23505',
      detail: 'Key (email)=(3545551234@phone.asa.invalid) already exists.',
      where: 'SQL statement',
      parameters: ['+3545551234'],
    });
    const logged = JSON.stringify(serializeError(error));
    expect(logged).toContain('23505');
    expect(logged).not.toContain('5551234');
  });

  it('go through that serializer in production', () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const config = loadConfig({ NODE_ENV: 'production', AUTH_SECRET: 'x'.repeat(40), LOG_LEVEL: 'info' });
    const options = loggerOptions(config) as object;
    const app = Fastify({ logger: { ...options, stream } });
    app.log.error({ err: Object.assign(new Error('insert failed'), { detail: 'Key (phoneNumber)=(+3545559876)' }) }, 'request failed');
    expect(lines.join('')).toContain('insert failed');
    expect(lines.join('')).not.toContain('5559876');
  });
});
