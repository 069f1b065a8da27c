import type { FastifyBaseLogger } from 'fastify';
import { codeMessage, type SmsSender } from './sender.ts';

export interface TwilioOptions {
  accountSid: string;
  authToken: string;
  /** A sender number (+…) or a Messaging Service SID (MG…). */
  from: string;
  baseUrl: string;
  timeoutMs?: number;
}

/**
 * Twilio's Messages API: POST /2010-04-01/Accounts/{sid}/Messages.json with basic auth and a form
 * body. Logs carry the status and Twilio's error code only, never the number or the code.
 */
export function twilioSms(options: TwilioOptions, log: FastifyBaseLogger): SmsSender {
  const url = `${options.baseUrl.replace(/\/+$/, '')}/2010-04-01/Accounts/${encodeURIComponent(options.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${options.accountSid}:${options.authToken}`).toString('base64')}`;
  async function post(to: string, body: string): Promise<void> {
    const form = new URLSearchParams({ To: to, Body: body });
    form.set(options.from.startsWith('MG') ? 'MessagingServiceSid' : 'From', options.from);
    const response = await fetch(url, {
      method: 'POST',
      headers: { authorization, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: form,
      signal: AbortSignal.timeout(options.timeoutMs ?? 15_000),
    });
    if (!response.ok) {
      let twilioCode: unknown;
      try {
        twilioCode = ((await response.json()) as { code?: unknown }).code;
      } catch {
        twilioCode = undefined;
      }
      log.error({ status: response.status, twilioCode }, 'Twilio refused the SMS');
      throw new Error(`Twilio answered ${response.status}`);
    }
  }
  return {
    send: (to, code) => post(to, codeMessage(code)),
    notify: (to, text) => post(to, text),
  };
}
