import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import { appendToOutbox } from '../outbox.ts';

export interface SmsSender {
  send(to: string, code: string): Promise<void>;
}

/** Offline default: the code goes to the log and to $DATA_DIR/outbox/sms.jsonl, never in production. */
export function consoleSms(config: Config, log: FastifyBaseLogger): SmsSender {
  return {
    async send(to, code) {
      if (config.isProduction) throw new Error('The console SMS adapter is not available in production.');
      log.info({ to, code }, 'development SMS (console adapter)');
      await appendToOutbox(config.dataDir, 'sms.jsonl', { to, code, at: new Date().toISOString() });
    },
  };
}

export function createSmsSender(config: Config, log: FastifyBaseLogger): SmsSender {
  switch (config.SMS_PROVIDER) {
    case 'console':
      return consoleSms(config, log);
    case 'twilio':
      // Filled in by the identity module's Twilio adapter.
      throw new Error('SMS_PROVIDER=twilio is not available yet.');
  }
}
