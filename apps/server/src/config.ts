import path from 'node:path';
import { z } from 'zod';

/**
 * Every environment variable the server reads, checked once at start (CONVENTIONS: contracts).
 * `.env.example` at the repository root documents each of them.
 */
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const flag = z
  .enum(['true', 'false', '1', '0'])
  .optional()
  .transform((v) => v === 'true' || v === '1');

const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL (leave it unset for the embedded SQLite file)')
        .optional(),
    ),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    TRUST_PROXY: flag,
    AUTH_SECRET: optionalString,
    DEMO_PASSWORD: z.string().min(6).default('demo1234'),
    DEMO: flag,
    PASSWORD_MIN_LENGTH: z.coerce.number().int().min(6).max(128).default(6),
    PASSWORD_MAX_LENGTH: z.coerce.number().int().min(8).max(256).default(128),
    REQUIRE_EMAIL_VERIFICATION: z
      .enum(['true', 'false', '1', '0'])
      .default('true')
      .transform((v) => v === 'true' || v === '1'),
    SMS_PROVIDER: z.enum(['console', 'twilio']).default('console'),
    TWILIO_ACCOUNT_SID: optionalString,
    TWILIO_AUTH_TOKEN: optionalString,
    TWILIO_FROM: optionalString,
    TWILIO_BASE_URL: z.url().default('https://api.twilio.com'),
    EMAIL_PROVIDER: z.enum(['outbox', 'smtp']).default('outbox'),
    SMTP_URL: optionalString,
    EMAIL_FROM: z.string().default('Asa <no-reply@asa.local>'),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    GOOGLE_ISSUER: z.url().default('https://accounts.google.com'),
    AI_PROVIDER: z.enum(['offline', 'openai', 'openai-compatible']).default('offline'),
    OPENAI_API_KEY: optionalString,
    AI_MODEL: optionalString,
    AI_BASE_URL: optionalUrl,
    AI_API_KEY: optionalString,
    AI_TIMEOUT_MS: z.coerce.number().int().min(1000).max(600_000).default(60_000),
    CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
    /** Issue 14: a claim on a case lapses after this many minutes. */
    CLAIM_TTL_MINUTES: z.coerce.number().int().min(1).max(24 * 60).default(15),
    VOICE_PROVIDER: z.enum(['none', 'openai']).default('none'),
    VOICE_BASE_URL: z.url().default('https://api.openai.com/v1'),
    VOICE_MODEL: z.string().default('gpt-realtime'),
    VOICE_NAME: z.string().default('alloy'),
    DEFAULT_COMPANY_SLUG: z.string().regex(/^[a-z0-9-]+$/).default('demo'),
    // Rate limits of identity calls, counted per fixed window in the database (shared by all instances).
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
    RATE_OTP_PER_PHONE: z.coerce.number().int().min(1).default(5),
    RATE_OTP_PER_IP: z.coerce.number().int().min(1).default(30),
    RATE_VERIFY_PER_IP: z.coerce.number().int().min(1).default(60),
    RATE_SIGNIN_PER_IP: z.coerce.number().int().min(1).default(30),
  })
  .superRefine((env, ctx) => {
    const need = (key: keyof typeof env, when: string) => {
      if (!env[key]) ctx.addIssue({ code: 'custom', path: [key], message: `is required ${when}` });
    };
    if (env.NODE_ENV === 'production') need('AUTH_SECRET', 'in production');
    if (env.AUTH_SECRET && env.AUTH_SECRET.length < 32)
      ctx.addIssue({ code: 'custom', path: ['AUTH_SECRET'], message: 'must be at least 32 characters' });
    if (env.SMS_PROVIDER === 'twilio') {
      need('TWILIO_ACCOUNT_SID', 'when SMS_PROVIDER=twilio');
      need('TWILIO_AUTH_TOKEN', 'when SMS_PROVIDER=twilio');
      need('TWILIO_FROM', 'when SMS_PROVIDER=twilio');
    }
    if (env.EMAIL_PROVIDER === 'smtp') need('SMTP_URL', 'when EMAIL_PROVIDER=smtp');
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET))
      ctx.addIssue({ code: 'custom', path: ['GOOGLE_CLIENT_SECRET'], message: 'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET go together' });
    if (env.AI_PROVIDER === 'openai') need('OPENAI_API_KEY', 'when AI_PROVIDER=openai');
    if (env.AI_PROVIDER === 'openai-compatible') {
      need('AI_BASE_URL', 'when AI_PROVIDER=openai-compatible');
      need('AI_MODEL', 'when AI_PROVIDER=openai-compatible');
    }
    if (env.VOICE_PROVIDER === 'openai') need('OPENAI_API_KEY', 'when VOICE_PROVIDER=openai');
  });

export type Env = z.output<typeof envSchema>;

export interface Config extends Env {
  isProduction: boolean;
  /** Absolute data directory: SQLite file and development outboxes. */
  dataDir: string;
  publicUrl: string;
  authSecret: string;
  googleEnabled: boolean;
}

export class ConfigError extends Error {
  constructor(readonly issues: string[]) {
    super(issues.join('; '));
    this.name = 'ConfigError';
  }
}

// A fixed development secret keeps sessions valid across restarts of `npm start`; production must set its own.
const DEVELOPMENT_SECRET = 'asa-development-secret-not-for-production-use-0000';

export function loadConfig(source: Record<string, string | undefined> = process.env): Config {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || 'config'} ${issue.message}`),
    );
  }
  const env = parsed.data;
  return {
    ...env,
    isProduction: env.NODE_ENV === 'production',
    dataDir: path.resolve(env.DATA_DIR),
    publicUrl: env.PUBLIC_URL ?? `http://localhost:${env.PORT}`,
    authSecret: env.AUTH_SECRET ?? DEVELOPMENT_SECRET,
    googleEnabled: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
  };
}
