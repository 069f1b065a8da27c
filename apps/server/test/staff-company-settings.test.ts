import { applySafetyFloor, assessTranscript } from '@asa/triage';
import type { Language } from '@asa/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCompany } from './builders.ts';
import { chatRow, newChat, replyText, send } from './chat-support.ts';
import { buildTestApp, loginAs, type Session, type TestApp } from './helpers.ts';

/** Issue 6: the director sets the language staff read the structured assessment in. */

let t: TestApp;
let admin: Session;
let otherCompanyId: string;

beforeAll(async () => {
  t = await buildTestApp();
  admin = await loginAs(t, 'admin');
  otherCompanyId = await createCompany(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.chat.idle();
  await t.database.db.updateTable('company').set({ reportLanguage: 'en' }).execute();
  await t.database.db.deleteFrom('auditEvent').execute();
});

const patch = (who: Session, body: unknown) => who.inject({ method: 'PATCH', url: '/api/company', payload: body as object });
const reportLanguageOf = async (companyId: string) =>
  (await t.database.db.selectFrom('company').select('reportLanguage').where('id', '=', companyId).executeTakeFirstOrThrow()).reportLanguage;
const auditRows = () => t.database.db.selectFrom('auditEvent').selectAll().where('action', '=', 'company.reportLanguage.changed').execute();

describe('GET /api/company', () => {
  it('includes the report language', async () => {
    await t.database.db.updateTable('company').set({ reportLanguage: 'pl' }).where('id', '=', t.companyId).execute();
    const response = await admin.inject({ method: 'GET', url: '/api/company' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ companies: [{ id: t.companyId, name: 'Demo Clinic', reportLanguage: 'pl' }] });
  });
});

describe('PATCH /api/company', () => {
  it('lets the director change the report language of their clinic, audited with the old and new value', async () => {
    const response = await patch(admin, { reportLanguage: 'is' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ company: { id: t.companyId, name: 'Demo Clinic', reportLanguage: 'is' } });
    expect(await reportLanguageOf(t.companyId)).toBe('is');
    expect(await reportLanguageOf(otherCompanyId)).toBe('en');
    expect((await admin.inject({ method: 'GET', url: '/api/company' })).json().companies[0].reportLanguage).toBe('is');

    const audit = await auditRows();
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ actorId: admin.userId, actorRole: 'admin', companyId: t.companyId, chatId: null });
    expect(JSON.parse(audit[0]!.details!)).toEqual({ from: 'en', to: 'is' });
  });

  it('records nothing when the value does not change', async () => {
    expect((await patch(admin, { reportLanguage: 'en' })).statusCode).toBe(200);
    expect(await auditRows()).toHaveLength(0);
  });

  it('changes only the director’s own clinic', async () => {
    const elsewhere = await loginAs(t, 'admin', { companyId: otherCompanyId });
    expect((await patch(elsewhere, { reportLanguage: 'de' })).statusCode).toBe(200);
    expect(await reportLanguageOf(otherCompanyId)).toBe('de');
    expect(await reportLanguageOf(t.companyId)).toBe('en');
    // No way to name another company: the body is the settings and nothing else.
    const response = await patch(admin, { reportLanguage: 'fr', companyId: otherCompanyId });
    expect(response.statusCode).toBe(400);
    expect(await reportLanguageOf(otherCompanyId)).toBe('de');
    expect(await reportLanguageOf(t.companyId)).toBe('en');
  });

  it.each([
    ['an unknown language', { reportLanguage: 'xx' }],
    ['a region tag', { reportLanguage: 'en-GB' }],
    ['upper case', { reportLanguage: 'IS' }],
    ['no value', {}],
    ['null', { reportLanguage: null }],
    ['a number', { reportLanguage: 1 }],
    ['an unknown key', { reportLanguage: 'is', extra: true }],
  ])('answers 400 in the one error shape for %s and changes nothing', async (_label, body) => {
    const response = await patch(admin, body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: { code: 'bad_request', message: expect.any(String), details: expect.any(Array) } });
    expect(await reportLanguageOf(t.companyId)).toBe('en');
    expect(await auditRows()).toHaveLength(0);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const response = await admin.inject({ method: 'PATCH', url: '/api/company', headers: { 'content-type': 'application/json' }, payload: '{"reportLanguage":' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('bad_request');
    expect(await reportLanguageOf(t.companyId)).toBe('en');
  });

  it.each(['user', 'nurse', 'doctor'] as const)('refuses a %s with 403 and changes nothing', async (role) => {
    const who = await loginAs(t, role);
    const response = await patch(who, { reportLanguage: 'is' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.code).toBe('forbidden');
    expect(await reportLanguageOf(t.companyId)).toBe('en');
    expect(await auditRows()).toHaveLength(0);
  });

  it('answers 401 when signed out and "Auth error" for an admin without a company', async () => {
    expect((await t.app.inject({ method: 'PATCH', url: '/api/company', payload: { reportLanguage: 'is' } })).statusCode).toBe(401);
    const loose = await loginAs(t, 'admin');
    await t.database.db.updateTable('user').set({ companyId: null }).where('id', '=', loose.userId).execute();
    const response = await patch(loose, { reportLanguage: 'is' });
    expect(response.statusCode).toBe(403);
    expect(response.json().error.message).toBe('Auth error');
    expect(await reportLanguageOf(t.companyId)).toBe('en');
  });

  it('refuses a cookie-authenticated change from another site (Origin check)', async () => {
    for (const origin of ['https://evil.example', undefined]) {
      const forged = await t.app.inject({
        method: 'PATCH',
        url: '/api/company',
        headers: { cookie: admin.cookie, ...(origin ? { origin } : {}) },
        payload: { reportLanguage: 'is' },
      });
      expect(forged.statusCode).toBe(403);
    }
    expect(await reportLanguageOf(t.companyId)).toBe('en');
  });
});

describe('a new assessment is written in the clinic’s report language', () => {
  const MESSAGE = 'I have had a cough and a runny nose for three days.';

  /** What the offline engine writes for this transcript in that report language (as the assessor does). */
  function offlineAssessment(transcript: { role: 'user' | 'assistant'; content: string }[], reportLanguage: Language) {
    return applySafetyFloor(assessTranscript(transcript, { patientLanguage: 'en', reportLanguage }), transcript, { reportLanguage }).assessment;
  }

  async function englishPatientCase(patient: Session) {
    const chatId = await newChat(patient, { language: 'en' });
    const { response, events } = await send(patient, chatId, MESSAGE);
    expect(response.statusCode).toBe(200);
    await t.app.chat.idle();
    const row = await chatRow(t, chatId);
    expect(row.assessedAt).not.toBeNull();
    const transcript = [
      { role: 'user' as const, content: MESSAGE },
      { role: 'assistant' as const, content: replyText(events) },
    ];
    return { diagnosisData: JSON.parse(row.diagnosisData!) as { primaryDiagnosis: string }, transcript };
  }

  it('after the director changes it, an English-speaking patient’s case reads in Icelandic for staff', async () => {
    const patient = await loginAs(t, 'user');
    const before = await englishPatientCase(patient);
    expect(before.diagnosisData.primaryDiagnosis).toBe(offlineAssessment(before.transcript, 'en').diagnosisData.primaryDiagnosis);

    expect((await patch(admin, { reportLanguage: 'is' })).statusCode).toBe(200);

    const after = await englishPatientCase(patient);
    const icelandic = offlineAssessment(after.transcript, 'is').diagnosisData;
    expect(after.diagnosisData).toEqual(icelandic);
    expect(after.diagnosisData.primaryDiagnosis).not.toBe(before.diagnosisData.primaryDiagnosis);
    expect(after.diagnosisData.primaryDiagnosis).not.toBe(offlineAssessment(after.transcript, 'en').diagnosisData.primaryDiagnosis);

    // Staff read it so through the case API too.
    const nurse = await loginAs(t, 'nurse');
    const cases = (await nurse.inject({ method: 'GET', url: '/api/asa/doctor/chats' })).json().chats as {
      diagnosisData: { primaryDiagnosis: string } | null;
      patientLanguage: string | null;
    }[];
    expect(cases.map((c) => c.diagnosisData?.primaryDiagnosis)).toContain(icelandic.primaryDiagnosis);
    expect(cases.every((c) => c.patientLanguage === 'en')).toBe(true);
  });
});
