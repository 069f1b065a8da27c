import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, readSmsCodes, sendCode, uniquePhone, verifyCode } from './auth-support.ts';
import { buildTestApp, ORIGIN, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ RATE_OTP_PER_PHONE: '3', RATE_OTP_PER_IP: '6', RATE_VERIFY_PER_IP: '12', RATE_SIGNIN_PER_IP: '4' });
});
afterAll(() => t.close());

let ipCounter = 0;
/** Each test speaks from its own address, so per-IP limits of one test do not leak into another. */
const freshIp = () => `10.1.${Math.floor((ipCounter += 1) / 250)}.${ipCounter % 250}`;

describe('phone sign-in (spec §4, §5)', () => {
  it('sends a 6-digit code to a valid +354 number and signs up a new patient on verification', async () => {
    const ip = freshIp();
    const phone = uniquePhone();
    const sent = await sendCode(t, phone, ip);
    expect(sent.statusCode).toBe(200);
    const [code] = readSmsCodes(t, phone);
    expect(code).toMatch(/^\d{6}$/);
    const verified = await verifyCode(t, phone, code!, ip);
    expect(verified.statusCode).toBe(200);
    expect(verified.json().user).toMatchObject({ phoneNumber: phone, phoneNumberVerified: true });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: cookieOf(verified) } });
    expect(me.json().data.user).toMatchObject({ role: 'user', phoneNumber: phone, email: null });
  });

  it('stores the E.164 form whatever spacing the client sends, so one number is one account', async () => {
    const ip = freshIp();
    const digits = uniquePhone().slice(4);
    const spaced = `+354 ${digits.slice(0, 3)}-${digits.slice(3)}`;
    expect((await sendCode(t, spaced, ip)).statusCode).toBe(200);
    const code = readSmsCodes(t, `+354${digits}`).at(-1)!;
    const first = await verifyCode(t, spaced, code, ip);
    expect(first.statusCode).toBe(200);
    expect(first.json().user.phoneNumber).toBe(`+354${digits}`);
    await sendCode(t, `+354${digits}`, ip);
    const second = await verifyCode(t, `+354${digits}`, readSmsCodes(t, `+354${digits}`).at(-1)!, ip);
    expect(second.json().user.id).toBe(first.json().user.id);
  });

  it('refuses malformed numbers with 400 and sends nothing', async () => {
    const ip = freshIp();
    for (const phoneNumber of ['+354 555-123', '+354 555-12345', '+45 5551-2345', '354 555-1234', '+354 555.1234', '', 'abc']) {
      const response = await sendCode(t, phoneNumber, ip);
      expect(response.statusCode, phoneNumber).toBe(400);
      expect(response.json().error).toEqual({ code: 'bad_request', message: 'Phone number must be +354 followed by 7 digits.', details: expect.any(Array), requestId: expect.any(String) });
    }
    const missing = await t.app.inject({ method: 'POST', url: '/api/identity/phone-number/send-otp', headers: { origin: ORIGIN }, payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(readSmsCodes(t, '+354555123')).toEqual([]);
  });

  it('refuses malformed codes with 400 before checking them', async () => {
    const ip = freshIp();
    const phone = uniquePhone();
    await sendCode(t, phone, ip);
    for (const code of ['12345', '1234567', 'abcdef', '']) {
      const response = await verifyCode(t, phone, code, ip);
      expect(response.statusCode, code).toBe(400);
      expect(response.json().error.code).toBe('bad_request');
    }
    // Malformed codes did not use up the real code's attempts.
    expect((await verifyCode(t, phone, readSmsCodes(t, phone).at(-1)!, ip)).statusCode).toBe(200);
  });

  it('answers a wrong code with invalid_otp, and after 5 wrong tries a new code is needed', async () => {
    const ip = freshIp();
    const phone = uniquePhone();
    await sendCode(t, phone, ip);
    const code = readSmsCodes(t, phone).at(-1)!;
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      const response = await verifyCode(t, phone, wrong, ip);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('invalid_otp');
    }
    const locked = await verifyCode(t, phone, code, ip);
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error.code).toBe('too_many_requests');
    // A new code works.
    await sendCode(t, phone, ip);
    expect((await verifyCode(t, phone, readSmsCodes(t, phone).at(-1)!, ip)).statusCode).toBe(200);
  });

  it('answers a code for a number without a pending attempt as not found', async () => {
    const response = await verifyCode(t, uniquePhone(), '123456', freshIp());
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('otp_not_found');
  });

  it('does not offer password sign-in by phone', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign-in/phone-number',
      headers: { origin: ORIGIN },
      payload: { phoneNumber: uniquePhone(), password: 'whatever1' },
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('rate limits (429 with our error JSON)', () => {
  const tooMany = { error: { code: 'too_many_requests', message: 'Too many requests. Please try again later.', requestId: expect.any(String) } };

  it('limits code sends per phone number, whatever the address', async () => {
    const phone = uniquePhone();
    for (let i = 0; i < 3; i += 1) expect((await sendCode(t, phone, freshIp())).statusCode).toBe(200);
    const over = await sendCode(t, phone, freshIp());
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual(tooMany);
    expect(readSmsCodes(t, phone)).toHaveLength(3);
    // Another number is not affected.
    expect((await sendCode(t, uniquePhone(), freshIp())).statusCode).toBe(200);
  });

  it('limits code sends per address, whatever the number', async () => {
    const ip = freshIp();
    for (let i = 0; i < 6; i += 1) expect((await sendCode(t, uniquePhone(), ip)).statusCode).toBe(200);
    const phone = uniquePhone();
    const over = await sendCode(t, phone, ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual(tooMany);
    expect(readSmsCodes(t, phone)).toEqual([]);
  });

  it('limits code checks per address', async () => {
    const ip = freshIp();
    for (let i = 0; i < 12; i += 1) expect((await verifyCode(t, uniquePhone(), '123456', ip)).statusCode).toBe(400);
    const over = await verifyCode(t, uniquePhone(), '123456', ip);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual(tooMany);
  });

  it('limits e-mail sign-in attempts per address', async () => {
    const ip = freshIp();
    const attempt = () =>
      t.app.inject({
        method: 'POST',
        url: '/api/identity/sign-in/email',
        headers: { origin: ORIGIN },
        remoteAddress: ip,
        payload: { email: 'nobody@example.is', password: 'wrong-password' },
      });
    for (let i = 0; i < 4; i += 1) expect((await attempt()).statusCode).toBe(401);
    const over = await attempt();
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual(tooMany);
  });

  it('starts counting again in a new window', async () => {
    const short = await buildTestApp({ RATE_OTP_PER_PHONE: '1', RATE_LIMIT_WINDOW_SECONDS: '3' });
    try {
      const phone = uniquePhone();
      expect((await sendCode(short, phone)).statusCode).toBe(200);
      expect((await sendCode(short, phone)).statusCode).toBe(429);
      await new Promise((resolve) => setTimeout(resolve, 3100));
      expect((await sendCode(short, phone)).statusCode).toBe(200);
    } finally {
      await short.close();
    }
  });
});
