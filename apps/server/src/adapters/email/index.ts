import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../../config.ts';
import { appendToOutbox } from '../outbox.ts';

export interface Email {
  to: string;
  subject: string;
  text: string;
}

export interface EmailSender {
  send(email: Email): Promise<void>;
}

/** Offline default: e-mails go to $DATA_DIR/outbox/email.jsonl (read by tests and developers). */
export function outboxEmail(config: Config, log: FastifyBaseLogger): EmailSender {
  return {
    async send(email) {
      log.info({ subject: email.subject }, 'e-mail written to the outbox');
      await appendToOutbox(config.dataDir, 'email.jsonl', { ...email, at: new Date().toISOString() });
    },
  };
}

/** SMTP through nodemailer; SMTP_URL is e.g. smtp://user:pass@host:587 (smtps:// for implicit TLS). */
export function smtpEmail(options: { url: string; from: string }, log: FastifyBaseLogger): EmailSender {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(email) {
      try {
        await transport.sendMail({ from: options.from, to: email.to, subject: email.subject, text: email.text });
      } catch (error) {
        log.error({ err: error instanceof Error ? error.message : String(error) }, 'SMTP delivery failed');
        throw error;
      }
    },
  };
}

export function createEmailSender(config: Config, log: FastifyBaseLogger): EmailSender {
  switch (config.EMAIL_PROVIDER) {
    case 'outbox':
      return outboxEmail(config, log);
    case 'smtp':
      return smtpEmail({ url: config.SMTP_URL!, from: config.EMAIL_FROM }, log);
  }
}

/** The verification e-mail (spec §4); the link signs the user in and opens /home. */
export function verificationEmail(to: string, url: string): Email {
  return {
    to,
    subject: 'Staðfestu netfangið þitt / Verify your e-mail – Asa',
    text: [
      'Smelltu á tengilinn til að staðfesta netfangið þitt:',
      'Open this link to verify your e-mail address:',
      '',
      url,
      '',
      'Ef þú stofnaðir ekki aðgang hjá Asa geturðu hunsað þennan póst.',
      'If you did not create an Asa account, you can ignore this e-mail.',
    ].join('\n'),
  };
}
