import fs from 'node:fs';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { ORIGIN, type TestApp } from './helpers.ts';

/** Shared steps of the auth suites: phone sign-in through the real endpoints, reading the SMS outbox. */
let phoneCounter = 0;

/** A fresh valid Icelandic number per call (7 digits after +354). */
export function uniquePhone(): string {
  phoneCounter += 1;
  const digits = String((process.pid * 97 + Date.now() + phoneCounter * 7919) % 10_000_000).padStart(7, '6');
  return `+354${digits}`;
}

export function readSmsCodes(t: TestApp, to: string): string[] {
  const file = path.join(t.config.dataDir, 'outbox', 'sms.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { to: string; code: string })
    .filter((entry) => entry.to === to)
    .map((entry) => entry.code);
}

export function readEmails(t: TestApp): Array<{ to: string; subject: string; text: string }> {
  const file = path.join(t.config.dataDir, 'outbox', 'email.jsonl');
  if (!fs.existsSync(file)) return [];
  return fs
    .readFileSync(file, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { to: string; subject: string; text: string });
}

export function sendCode(t: TestApp, phoneNumber: string, ip = '10.0.0.1'): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/identity/phone-number/send-otp',
    headers: { origin: ORIGIN },
    remoteAddress: ip,
    payload: { phoneNumber },
  });
}

export function verifyCode(t: TestApp, phoneNumber: string, code: string, ip = '10.0.0.1'): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method: 'POST',
    url: '/api/identity/phone-number/verify',
    headers: { origin: ORIGIN },
    remoteAddress: ip,
    payload: { phoneNumber, code },
  });
}

export function cookieOf(response: LightMyRequestResponse): string {
  return response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** Signs a patient in by phone (code from the outbox) and returns their session cookie. */
export async function phoneSignIn(t: TestApp, phoneNumber = uniquePhone(), ip?: string) {
  const sent = await sendCode(t, phoneNumber, ip);
  if (sent.statusCode !== 200) throw new Error(`send-otp: ${sent.statusCode} ${sent.body}`);
  const code = readSmsCodes(t, phoneNumber).at(-1)!;
  const verified = await verifyCode(t, phoneNumber, code, ip);
  if (verified.statusCode !== 200) throw new Error(`verify: ${verified.statusCode} ${verified.body}`);
  const cookie = cookieOf(verified);
  const userId = (verified.json() as { user: { id: string } }).user.id;
  return {
    phoneNumber,
    userId,
    cookie,
    inject: (opts: InjectOptions): Promise<LightMyRequestResponse> =>
      t.app.inject({ ...opts, headers: { origin: ORIGIN, ...opts.headers, cookie } } as InjectOptions),
  };
}
