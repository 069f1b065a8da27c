import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { appendToOutbox } from '../outbox.ts';
import type { SmsSender } from './sender.ts';
import { twilioSms } from './twilio.ts';

export type { SmsSender } from './sender.ts';

/** Offline default: the code goes to the log and to $DATA_DIR/outbox/sms.jsonl, never in production. */
export function consoleSms(config: Config, log: FastifyBaseLogger): SmsSender {
  return {
    async send(to, code) {
      if (config.isProduction) throw new Error('The console SMS adapter is not available in production.');
      log.info({ to, code }, 'development SMS (console adapter)');
      await appendToOutbox(config.dataDir, 'sms.jsonl', { to, code, at: new Date().toISOString() });
    },
    async notify(to, text) {
      if (config.isProduction) throw new Error('The console SMS adapter is not available in production.');
      log.info({ to }, 'development SMS notice (console adapter)');
      await appendToOutbox(config.dataDir, 'sms.jsonl', { to, text, at: new Date().toISOString() });
    },
  };
}

export function createSmsSender(config: Config, log: FastifyBaseLogger): SmsSender {
  switch (config.SMS_PROVIDER) {
    case 'console':
      return consoleSms(config, log);
    case 'twilio':
      return twilioSms(
        {
          accountSid: config.TWILIO_ACCOUNT_SID!,
          authToken: config.TWILIO_AUTH_TOKEN!,
          from: config.TWILIO_FROM!,
          baseUrl: config.TWILIO_BASE_URL,
        },
        log,
      );
  }
}
