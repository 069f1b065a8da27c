import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engine, loginAs, ORIGIN, type TestApp } from './helpers.ts';

// The session read of every product route (modules/identity/session.ts): answered without the
// identity library in the plain case, and exactly as strict as the library otherwise.
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const date = (d: Date) => (engine === 'postgres' ? d : d.toISOString());

async function patient() {
  const session = await loginAs(t, 'user');
  const signed = decodeURIComponent(session.cookie.match(/session_token=([^;]+)/)![1]!);
  const token = signed.slice(0, signed.lastIndexOf('.'));
  const row = () => t.database.db.selectFrom('session').selectAll().where('token', '=', token).executeTakeFirst();
  return { session, signed, token, row };
}

const chats = (headers: Record<string, string>) => t.app.inject({ method: 'GET', url: '/api/asa/chats', headers: { origin: ORIGIN, ...headers } });

describe('the session behind a request', () => {
  it('is read from the signed cookie or a bearer token, and a forged signature or unknown token is refused', async () => {
    const { signed, token } = await patient();
    expect((await chats({ cookie: `better-auth.session_token=${encodeURIComponent(signed)}` })).statusCode).toBe(200);
    expect((await chats({ authorization: `Bearer ${token}` })).statusCode).toBe(200);

    const forged = `${token}.${'A'.repeat(43)}=`;
    expect((await chats({ cookie: `better-auth.session_token=${encodeURIComponent(forged)}` })).statusCode).toBe(401);
    // A token without its signature is no cookie.
    expect((await chats({ cookie: `better-auth.session_token=${token}` })).statusCode).toBe(401);
    expect((await chats({ authorization: 'Bearer not-a-session-token' })).statusCode).toBe(401);
  });

  it('ends with sign-out: the deleted session is refused at once', async () => {
    const { session } = await patient();
    const out = await session.inject({ method: 'POST', url: '/api/identity/sign-out', payload: {} });
    expect(out.statusCode).toBe(200);
    expect((await session.inject({ method: 'GET', url: '/api/asa/chats' })).statusCode).toBe(401);
  });

  it('refuses an expired session and deletes it, as the identity library does', async () => {
    const { session, token, row } = await patient();
    await t.database.db
      .updateTable('session')
      .set({ expiresAt: date(new Date(Date.now() - 1000)) })
      .where('token', '=', token)
      .execute();
    expect((await session.inject({ method: 'GET', url: '/api/asa/chats' })).statusCode).toBe(401);
    expect(await row()).toBeUndefined();
  });

  it('slides a session whose refresh is due: the request passes and the session lives longer', async () => {
    const { session, token, row } = await patient();
    const dayMs = 86_400_000;
    // Issued more than a day ago (the library's updateAge): it is renewed for the full lifetime.
    const aged = new Date(Date.now() + t.config.PATIENT_SESSION_DAYS * dayMs - dayMs - 60_000);
    await t.database.db.updateTable('session').set({ expiresAt: date(aged) }).where('token', '=', token).execute();
    expect((await session.inject({ method: 'GET', url: '/api/asa/chats' })).statusCode).toBe(200);
    const renewed = new Date((await row())!.expiresAt).getTime();
    expect(renewed).toBeGreaterThan(aged.getTime() + 30_000);
  });
});
