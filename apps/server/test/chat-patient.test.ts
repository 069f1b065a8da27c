import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCase, createCompany } from './builders.ts';
import { buildTestApp, loginAs, ORIGIN, type Session, type TestApp } from './helpers.ts';

let t: TestApp;
let patient: Session;
beforeAll(async () => {
  t = await buildTestApp();
  patient = await loginAs(t, 'user');
});
afterAll(() => t.close());

const check = (text: string, ip = '10.0.0.1', language?: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/asa/triage/red-flags',
    headers: { origin: ORIGIN },
    payload: { text, ...(language ? { language } : {}) },
    remoteAddress: ip,
  });

describe('the red-flag check before sign-in', () => {
  it('finds an emergency without a session, in several languages, and nothing in a calm message', async () => {
    const english = await check('I have crushing chest pain and I am sweating');
    expect(english.statusCode).toBe(200);
    expect(english.json()).toMatchObject({ emergency: true, language: 'en' });
    expect((english.json() as { redFlags: string[] }).redFlags.length).toBeGreaterThan(0);

    const arabic = await check('أشعر بألم ساحق في صدري وأتعرق ولا أستطيع التنفس');
    expect(arabic.json()).toMatchObject({ emergency: true, language: 'ar' });

    const icelandic = await check('Ég er með mikinn brjóstverk og svitna mikið');
    expect(icelandic.json()).toMatchObject({ emergency: true, language: 'is' });

    const calm = await check('I have a small itchy rash on my arm.');
    expect(calm.json()).toEqual({ emergency: false, redFlags: [], language: 'en' });
  });

  it("reads a past event as history with the text's language, or the page's when the text's is unclear", async () => {
    // Polish is clear from the words: a heart attack long ago is history, not an emergency.
    expect((await check('zawał dawno temu', '10.0.0.4')).json()).toMatchObject({ emergency: false, language: 'pl' });
    // "AVC há anos" (a stroke years ago) is no clear language on its own; the page is Portuguese.
    expect((await check('AVC há anos', '10.0.0.4')).json()).toMatchObject({ emergency: true, language: null });
    expect((await check('AVC há anos', '10.0.0.4', 'pt')).json()).toMatchObject({ emergency: false, language: null });
    // The page's language never hides a present emergency.
    expect((await check('I have crushing chest pain and I am sweating', '10.0.0.4', 'pt')).json()).toMatchObject({ emergency: true });
    expect((await check('chest pain', '10.0.0.4', 'xx')).statusCode).toBe(400);
  });

  it('validates the text and answers nothing but the verdict', async () => {
    expect((await check('   ')).statusCode).toBe(400);
    expect((await check('a'.repeat(4001))).statusCode).toBe(400);
    const extra = await t.app.inject({
      method: 'POST',
      url: '/api/asa/triage/red-flags',
      headers: { origin: ORIGIN },
      payload: { text: 'chest pain', userId: 'x' },
      remoteAddress: '10.0.0.2',
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json()).toMatchObject({ error: { code: 'bad_request' } });
    const ok = await check('Sæunn here: crushing chest pain', '10.0.0.2');
    expect(Object.keys(ok.json() as object).sort()).toEqual(['emergency', 'language', 'redFlags']);
    expect(ok.body).not.toContain('Sæunn');
  });

  it('is rate-limited per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 32; i += 1) statuses.push((await check('my head hurts', '10.0.0.3')).statusCode);
    expect(statuses.slice(0, 30).every((s) => s === 200)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // Another address is not held back.
    expect((await check('my head hurts', '10.0.0.4')).statusCode).toBe(200);
  });
});

describe('your doctors and your name', () => {
  it('lists the doctors of the patient’s own clinic by name and role only', async () => {
    const other = await createCompany(t);
    await loginAs(t, 'doctor', { name: 'Dr. Anna Jónsdóttir' });
    await loginAs(t, 'nurse', { name: 'Nurse Not A Doctor' });
    await loginAs(t, 'doctor', { name: 'Dr. Elsewhere', companyId: other });
    const response = await patient.inject({ method: 'GET', url: '/api/asa/my/doctors' });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { clinic: string | null; doctors: { name: string; role: string }[] };
    expect(body.clinic).toEqual(expect.any(String));
    expect(body.doctors).toContainEqual({ name: 'Dr. Anna Jónsdóttir', role: 'doctor' });
    expect(body.doctors.map((d) => d.name)).not.toContain('Nurse Not A Doctor');
    expect(body.doctors.map((d) => d.name)).not.toContain('Dr. Elsewhere');
    for (const doctor of body.doctors) expect(Object.keys(doctor).sort()).toEqual(['name', 'role']);
  });

  it('is for signed-in patients only', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/asa/my/doctors' })).statusCode).toBe(401);
    const nurse = await loginAs(t, 'nurse');
    expect((await nurse.inject({ method: 'GET', url: '/api/asa/my/doctors' })).statusCode).toBe(403);
    expect((await nurse.inject({ method: 'PUT', url: '/api/asa/my/name', payload: { fullname: 'X' } })).statusCode).toBe(403);
  });

  it('lets the patient set their name, which staff then see on the case', async () => {
    const response = await patient.inject({ method: 'PUT', url: '/api/asa/my/name', payload: { fullname: '  Sigga Jóns  ' } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ fullname: 'Sigga Jóns' });
    const me = await patient.inject({ method: 'GET', url: '/api/auth/user' });
    expect(JSON.stringify(me.json())).toContain('Sigga Jóns');

    const { id: chatId } = await createCase(t, { userId: patient.userId, status: 'pending' });
    const nurse = await loginAs(t, 'nurse');
    const queue = await nurse.inject({ method: 'GET', url: '/api/asa/doctor/chats' });
    expect(queue.statusCode).toBe(200);
    const chats = (queue.json() as { chats: { id: string; user: { fullname: string } }[] }).chats;
    expect(chats.find((c) => c.id === chatId)?.user.fullname).toBe('Sigga Jóns');

    for (const fullname of ['', '   ', 'x'.repeat(101), 'bad\u0007name']) {
      const bad = await patient.inject({ method: 'PUT', url: '/api/asa/my/name', payload: { fullname } });
      expect(bad.statusCode, JSON.stringify(fullname)).toBe(400);
    }
  });
});
