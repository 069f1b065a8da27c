import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { phoneSignIn } from './auth-support.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('CSRF: cookie-authenticated state changes need our Origin (DESIGN D3)', () => {
  const language = (cookie: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'POST', url: '/api/auth/language', headers: { cookie, ...headers }, payload: { language: 'en' } });

  it('refuses a foreign Origin with 403 and changes nothing', async () => {
    const patient = await phoneSignIn(t);
    const response = await language(patient.cookie, { origin: 'https://evil.example' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
    const user = (await patient.inject({ method: 'GET', url: '/api/auth/user' })).json().data.user;
    expect(user.language).toBeNull();
  });

  it('refuses a missing or "null" Origin', async () => {
    const patient = await phoneSignIn(t);
    expect((await language(patient.cookie, {})).statusCode).toBe(403);
    expect((await language(patient.cookie, { origin: 'null' })).statusCode).toBe(403);
  });

  it('refuses account deletion from another site', async () => {
    const patient = await phoneSignIn(t);
    const response = await t.app.inject({ method: 'DELETE', url: '/api/auth/delete', headers: { cookie: patient.cookie, origin: 'http://localhost:3000.evil.example' } });
    expect(response.statusCode).toBe(403);
    expect((await patient.inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(200);
  });

  it('accepts PUBLIC_URL and the request’s own host as Origin', async () => {
    const patient = await phoneSignIn(t);
    expect((await language(patient.cookie, { origin: 'http://localhost:3000' })).statusCode).toBe(200);
    expect((await language(patient.cookie, { origin: 'http://asa.internal:8080', host: 'asa.internal:8080' })).statusCode).toBe(200);
  });

  it('lets reads through without an Origin', async () => {
    const patient = await phoneSignIn(t);
    const response = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: patient.cookie } });
    expect(response.statusCode).toBe(200);
  });

  it('exempts bearer-token calls (no ambient credentials)', async () => {
    const patient = await phoneSignIn(t);
    const token = decodeURIComponent(patient.cookie.match(/session_token=([^;]+)/)![1]!);
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/language', headers: { authorization: `Bearer ${token}` }, payload: { language: 'is' } });
    expect(response.statusCode).toBe(200);
  });

  it('also guards the identity routes (e.g. sign-out)', async () => {
    const patient = await phoneSignIn(t);
    const response = await t.app.inject({ method: 'POST', url: '/api/identity/sign-out', headers: { cookie: patient.cookie, origin: 'https://evil.example' }, payload: {} });
    expect(response.statusCode).toBe(403);
    expect((await patient.inject({ method: 'GET', url: '/api/auth/user' })).statusCode).toBe(200);
  });

  it('lets calls without a session cookie through (nothing to forge)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/language', payload: { language: 'en' } });
    expect(response.statusCode).toBe(401);
  });
});
