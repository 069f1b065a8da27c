import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pino from 'pino';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smtpEmail } from '../src/adapters/email/index.ts';
import { twilioSms } from '../src/adapters/sms/twilio.ts';
import { loadConfig } from '../src/config.ts';
import { ORIGIN, buildTestApp } from './helpers.ts';

const silent = pino({ level: 'silent' });

interface TwilioRequest {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  form: URLSearchParams;
}

/** A local server speaking Twilio's Messages API. */
function startTwilio(status = 201) {
  const requests: TwilioRequest[] = [];
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      requests.push({
        method: req.method!,
        url: req.url!,
        authorization: req.headers.authorization,
        contentType: req.headers['content-type'],
        form: new URLSearchParams(body),
      });
      res.writeHead(status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(status < 300 ? { sid: 'SM123', status: 'queued' } : { code: 21211, message: 'Invalid To' }));
    });
  });
  return new Promise<{ url: string; requests: TwilioRequest[]; close: () => Promise<void> }>((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ url: `http://127.0.0.1:${port}`, requests, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

describe('Twilio SMS adapter (real HTTP API against a local server)', () => {
  it('posts a form with basic auth to /2010-04-01/Accounts/{sid}/Messages.json', async () => {
    const twilio = await startTwilio();
    try {
      const sms = twilioSms({ accountSid: 'AC123', authToken: 'secret-token', from: '+15005550006', baseUrl: twilio.url }, silent);
      await sms.send('+3545551234', '123456');
      expect(twilio.requests).toHaveLength(1);
      const [request] = twilio.requests;
      expect(request).toMatchObject({ method: 'POST', url: '/2010-04-01/Accounts/AC123/Messages.json', contentType: 'application/x-www-form-urlencoded' });
      expect(request!.authorization).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`);
      expect(request!.form.get('To')).toBe('+3545551234');
      expect(request!.form.get('From')).toBe('+15005550006');
      expect(request!.form.get('Body')).toContain('123456');
    } finally {
      await twilio.close();
    }
  });

  it('sends from a Messaging Service when TWILIO_FROM is an MG… id', async () => {
    const twilio = await startTwilio();
    try {
      await twilioSms({ accountSid: 'AC1', authToken: 't', from: 'MG0001', baseUrl: twilio.url }, silent).send('+3545551234', '654321');
      expect(twilio.requests[0]!.form.get('MessagingServiceSid')).toBe('MG0001');
      expect(twilio.requests[0]!.form.has('From')).toBe(false);
    } finally {
      await twilio.close();
    }
  });

  it('fails when Twilio refuses, without the number or code in the error', async () => {
    const twilio = await startTwilio(400);
    try {
      const sms = twilioSms({ accountSid: 'AC1', authToken: 't', from: '+1500', baseUrl: twilio.url }, silent);
      const error = await sms.send('+3545551234', '654321').catch((e: unknown) => e as Error);
      expect(error).toBeInstanceOf(Error);
      expect(error!.message).not.toContain('5551234');
      expect(error!.message).not.toContain('654321');
    } finally {
      await twilio.close();
    }
  });

  it('is what the server uses for phone codes with SMS_PROVIDER=twilio (nothing in the outbox)', async () => {
    const twilio = await startTwilio();
    const t = await buildTestApp({ SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: 'AC9', TWILIO_AUTH_TOKEN: 'tok', TWILIO_FROM: '+15005550006', TWILIO_BASE_URL: twilio.url });
    try {
      const response = await t.app.inject({ method: 'POST', url: '/api/identity/phone-number/send-otp', headers: { origin: ORIGIN }, payload: { phoneNumber: '+354 555-1234' } });
      expect(response.statusCode).toBe(200);
      expect(twilio.requests).toHaveLength(1);
      expect(twilio.requests[0]!.form.get('To')).toBe('+3545551234');
      expect(twilio.requests[0]!.form.get('Body')).toMatch(/\d{6}/);
      expect(fs.existsSync(path.join(t.config.dataDir, 'outbox', 'sms.jsonl'))).toBe(false);
    } finally {
      await t.close();
      await twilio.close();
    }
  });
});

describe('SMTP e-mail adapter (nodemailer against smtp-server)', () => {
  let server: SMTPServer;
  let port = 0;
  const received: Array<{ from: string; to: string[]; data: string }> = [];

  beforeAll(async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString()));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            data,
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('delivers a message over SMTP', async () => {
    const email = smtpEmail({ url: `smtp://127.0.0.1:${port}`, from: 'Asa <no-reply@asa.test>' }, silent);
    await email.send({ to: 'nurse@clinic.test', subject: 'Hello', text: 'Body text' });
    const last = received.at(-1)!;
    expect(last.from).toBe('no-reply@asa.test');
    expect(last.to).toEqual(['nurse@clinic.test']);
    expect(last.data).toContain('Subject: Hello');
    expect(last.data).toContain('Body text');
  });

  it('sends the verification e-mail of an e-mail sign-up through SMTP', async () => {
    const t = await buildTestApp({ EMAIL_PROVIDER: 'smtp', SMTP_URL: `smtp://127.0.0.1:${port}`, EMAIL_FROM: 'Asa <no-reply@asa.test>' });
    try {
      const email = `smtp-${Date.now()}@example.is`;
      // The library makes the account (unverified) and sends its verification e-mail on creation.
      await t.app.auth.api.signUpEmail({ body: { email, password: 'lantern-harbour-quiet-7', name: 'Smtp User' } });
      const mail = received.find((m) => m.to.includes(email));
      expect(mail?.data).toMatch(/verify-email\?token=3D|verify-email\?token=/);
    } finally {
      await t.close();
    }
  });
});

describe('production logs', () => {
  it('carry neither phone numbers nor codes, even when the SMS provider fails', async () => {
    const twilio = await startTwilio(500);
    const lines: string[] = [];
    const write = process.stdout.write.bind(process.stdout);
    process.stdout.write = ((chunk: string | Uint8Array, ...rest: unknown[]) => {
      lines.push(String(chunk));
      return (write as (...a: unknown[]) => boolean)(chunk, ...rest);
    }) as typeof process.stdout.write;
    const t = await buildTestApp({
      NODE_ENV: 'production',
      LOG_LEVEL: 'info',
      AUTH_SECRET: 'x'.repeat(40),
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC9',
      TWILIO_AUTH_TOKEN: 'tok',
      TWILIO_FROM: '+15005550006',
      TWILIO_BASE_URL: twilio.url,
    });
    try {
      const response = await t.app.inject({ method: 'POST', url: '/api/identity/phone-number/send-otp', headers: { origin: ORIGIN }, payload: { phoneNumber: '+354 555-9876' } });
      expect(response.statusCode).toBe(500);
      const code = twilio.requests[0]!.form.get('Body')!.match(/\d{6}/)![0];
      const logged = lines.join('');
      expect(logged).toContain('Twilio refused the SMS');
      expect(logged).not.toContain('5559876');
      expect(logged).not.toContain(code);
    } finally {
      process.stdout.write = write;
      await t.close();
      await twilio.close();
    }
  });
});

describe('configuration of the adapters', () => {
  it('requires Twilio credentials and an SMTP URL when those providers are chosen', () => {
    expect(() => loadConfig({ SMS_PROVIDER: 'twilio' })).toThrow(/TWILIO_ACCOUNT_SID/);
    expect(() => loadConfig({ EMAIL_PROVIDER: 'smtp' })).toThrow(/SMTP_URL/);
  });
});
