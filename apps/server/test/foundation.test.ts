import { getMigrations } from 'better-auth/db/migration';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, engine, loginAs, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('foundation', () => {
  it('answers /api/health with the engine and version', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', db: engine, version: expect.any(String) });
  });

  it('answers unknown API paths with the error JSON', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: { code: 'not_found', message: expect.any(String), requestId: expect.any(String) } });
  });

  it('sends security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('has every table and column the identity library needs (one migration set)', async () => {
    const { toBeCreated, toBeAdded } = await getMigrations(t.app.auth.options);
    expect(toBeCreated).toEqual([]);
    expect(toBeAdded).toEqual([]);
  });

  it('signs staff in with e-mail and password', async () => {
    const nurse = await loginAs(t, 'nurse');
    expect(nurse.cookie).toMatch(/session_token=/);
  });
});
