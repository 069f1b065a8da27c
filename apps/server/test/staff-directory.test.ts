import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCompany } from './builders.ts';
import { buildTestApp, loginAs, ORIGIN, type Session, type TestApp } from './helpers.ts';

let t: TestApp;
let admin: Session;
let otherCompanyId: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t, 'admin', { name: 'Anna Director' });
  await loginAs(t, 'nurse', { name: 'Nína Nurse' });
  await loginAs(t, 'doctor', { name: 'Davíð Doctor' });
  await loginAs(t, 'user');
  otherCompanyId = await createCompany(t);
  await loginAs(t, 'doctor', { companyId: otherCompanyId, name: 'Elsewhere' });
});
afterAll(() => t.close());

describe('GET /api/company', () => {
  it('lists the admin’s own company', async () => {
    const response = await admin.inject({ method: 'GET', url: '/api/company' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ companies: [{ id: t.companyId, name: 'Demo Clinic', reportLanguage: 'en' }] });
  });

  it.each(['user', 'nurse', 'doctor'] as const)('refuses a %s', async (role) => {
    const who = await loginAs(t, role);
    expect((await who.inject({ method: 'GET', url: '/api/company' })).statusCode).toBe(403);
  });
});

describe('GET /api/doctor/list/{companyId}', () => {
  it('lists the staff of the own company, not patients or other clinics', async () => {
    const response = await admin.inject({ method: 'GET', url: `/api/doctor/list/${t.companyId}` });
    expect(response.statusCode).toBe(200);
    const doctors = response.json().doctors as { fullname: string; role: string; email: string }[];
    expect(doctors.map((d) => [d.fullname, d.role])).toEqual(
      expect.arrayContaining([
        ['Anna Director', 'admin'],
        ['Davíð Doctor', 'doctor'],
        ['Nína Nurse', 'nurse'],
      ]),
    );
    expect(doctors.every((d) => ['nurse', 'doctor', 'admin'].includes(d.role))).toBe(true);
    expect(doctors.some((d) => d.fullname === 'Elsewhere')).toBe(false);
    expect(doctors.every((d) => d.email.includes('@'))).toBe(true);
  });

  it('answers 404 for another company and "Auth error" without a company', async () => {
    expect((await admin.inject({ method: 'GET', url: `/api/doctor/list/${otherCompanyId}` })).statusCode).toBe(404);
    const loose = await loginAs(t, 'admin');
    await t.database.db.updateTable('user').set({ companyId: null }).where('id', '=', loose.userId).execute();
    const response = await loose.inject({ method: 'GET', url: `/api/doctor/list/${t.companyId}` });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Auth error');
  });

  it('refuses patients, nurses and doctors; 401 when signed out', async () => {
    for (const role of ['user', 'nurse', 'doctor'] as const) {
      const who = await loginAs(t, role);
      expect((await who.inject({ method: 'GET', url: `/api/doctor/list/${t.companyId}` })).statusCode).toBe(403);
    }
    expect((await t.app.inject({ method: 'GET', url: `/api/doctor/list/${t.companyId}` })).statusCode).toBe(401);
  });
});

describe('POST /api/doctor/create/{companyId}', () => {
  const create = (who: Session, body: unknown, companyId = t.companyId) =>
    who.inject({ method: 'POST', url: `/api/doctor/create/${companyId}`, payload: body as object });

  it('creates a doctor who can sign in and appears in the list (audited)', async () => {
    const response = await create(admin, { email: 'New.Doctor@clinic.test', password: 'quiet-harbour-lantern-7', fullname: 'New Doctor' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, message: expect.any(String) });
    const signIn = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign-in/email',
      headers: { origin: ORIGIN },
      payload: { email: 'new.doctor@clinic.test', password: 'quiet-harbour-lantern-7' },
    });
    expect(signIn.statusCode).toBe(200);
    const list = (await admin.inject({ method: 'GET', url: `/api/doctor/list/${t.companyId}` })).json();
    expect(list.doctors).toContainEqual(expect.objectContaining({ fullname: 'New Doctor', role: 'doctor', email: 'new.doctor@clinic.test' }));
    const audit = await t.database.db.selectFrom('auditEvent').selectAll().where('action', '=', 'staff.created').execute();
    expect(audit).toHaveLength(1);
  });

  it('creates a nurse when asked', async () => {
    const response = await create(admin, { email: 'nurse2@clinic.test', password: 'quiet-harbour-lantern-7', fullname: 'Second Nurse', role: 'nurse' });
    expect(response.statusCode).toBe(200);
    const row = await t.database.db.selectFrom('user').select(['role', 'companyId']).where('email', '=', 'nurse2@clinic.test').executeTakeFirstOrThrow();
    expect(row).toEqual({ role: 'nurse', companyId: t.companyId });
  });

  it('answers success false with a message for a taken e-mail or a short password', async () => {
    const taken = await create(admin, { email: 'nurse2@clinic.test', password: 'quiet-harbour-lantern-7', fullname: 'Again' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ success: false, message: expect.any(String), error: { code: 'conflict' } });
    const short = await create(admin, { email: 'short@clinic.test', password: '123', fullname: 'Short' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ success: false, message: expect.stringContaining('password') });
  });

  it('refuses weak staff passwords: under 12 characters, common, or easy to guess (DESIGN D2)', async () => {
    for (const password of ['123456', 'password', 'short-pw-1', 'password1234', 'qwertyuiop123', 'aaaaaaaaaaaaaaaa']) {
      const email = `weak-${password.length}-${Math.random().toString(36).slice(2, 8)}@clinic.test`;
      const response = await create(admin, { email, password, fullname: 'Weak Password' });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().message, password).toMatch(/password/i);
      expect(await t.database.db.selectFrom('user').select('id').where('email', '=', email).executeTakeFirst()).toBeUndefined();
    }
  });

  it('refuses the phone accounts\' placeholder domain as a staff e-mail', async () => {
    const response = await create(admin, { email: '3545550000@phone.asa.invalid', password: 'quiet-harbour-lantern-7', fullname: 'Squatter' });
    expect(response.statusCode).toBe(400);
  });

  it('validates the body', async () => {
    for (const body of [
      {},
      { email: 'x@clinic.test', password: 'quiet-harbour-lantern-7' },
      { email: 'not-an-email', password: 'quiet-harbour-lantern-7', fullname: 'X' },
      { email: 'x@clinic.test', password: 'quiet-harbour-lantern-7', fullname: 'X', role: 'admin' },
      { email: 'x@clinic.test', password: 'quiet-harbour-lantern-7', fullname: 'X', companyId: 'other' },
    ]) {
      const response = await create(admin, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().error.code).toBe('bad_request');
    }
  });

  it('is for admins of that company only', async () => {
    const body = { email: 'y@clinic.test', password: 'quiet-harbour-lantern-7', fullname: 'Y' };
    expect((await create(admin, body, otherCompanyId)).statusCode).toBe(404);
    for (const role of ['user', 'nurse', 'doctor'] as const) {
      expect((await create(await loginAs(t, role), body)).statusCode).toBe(403);
    }
    const exists = await t.database.db.selectFrom('user').select('id').where('email', '=', 'y@clinic.test').executeTakeFirst();
    expect(exists).toBeUndefined();
  });
});
