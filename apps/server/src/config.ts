import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

/** Triage worker threads: one on a machine of 2 cores or fewer (the event loop keeps the other), else one per core but one. */
export function defaultTriageWorkers(cores = os.availableParallelism()): number {
  return cores <= 2 ? 1 : Math.min(cores - 1, 8);
}

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
    // Which proxies' X-Forwarded-For to believe: false (none), true or a number (that many hops in
    // front of us), or a comma-separated list of proxy addresses/CIDRs. `true` means one hop, never
    // "everyone": a client could otherwise forge its address and escape every per-address limit.
    TRUST_PROXY: z
      .string()
      .optional()
      .transform((v, ctx): boolean | number | string => {
        const value = (v ?? '').trim();
        if (value === '' || value === 'false' || value === '0') return false;
        if (value === 'true') return 1;
        if (/^\d{1,2}$/.test(value)) return Number(value);
        if (/^[0-9a-fA-F:.,/\s]+$/.test(value)) return value;
        ctx.addIssue({ code: 'custom', message: 'must be false, true, a hop count or a list of proxy addresses' });
        return false;
      }),
    AUTH_SECRET: optionalString,
    DEMO_PASSWORD: z.string().min(8).default('demo1234'),
    DEMO: flag,
    // Staff passwords (the only passwords): at least 12 characters (DESIGN D2), not common.
    PASSWORD_MIN_LENGTH: z.coerce.number().int().min(12).max(128).default(12),
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
    // Issue 15: a reply goes on this long after its client left, so a reload can resume it; then it is cut.
    REPLY_RESUME_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(30),
    // The offline engine's pause between streamed words (ms); unset, the engine's own default.
    OFFLINE_CHUNK_DELAY_MS: z.coerce.number().int().min(0).max(5_000).optional(),
    CHAT_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).max(10_000).default(20),
    // Admission (issue 16): chat turns in flight per process (from the send until [DONE]); a send
    // beyond it waits up to CHAT_TURN_QUEUE_WAIT_MS (at most CHAT_TURN_QUEUE more waiting), then gets
    // 503 with Retry-After. Assessments after the reply: at most this many at once per process.
    CHAT_MAX_TURNS_IN_FLIGHT: z.coerce.number().int().min(1).max(100_000).default(64),
    CHAT_TURN_QUEUE: z.coerce.number().int().min(0).max(100_000).default(2000),
    CHAT_TURN_QUEUE_WAIT_MS: z.coerce.number().int().min(0).max(120_000).default(10_000),
    ASSESSMENT_CONCURRENCY: z.coerce.number().int().min(1).max(1000).default(8),
    // The triage engine's readings run in this many worker threads (0: on the event loop); default 1
    // on a machine of two cores or fewer, else one per core but one. Beyond TRIAGE_QUEUE readings
    // waiting, a new send is refused with 503 and Retry-After before anything is stored.
    TRIAGE_WORKERS: z.coerce.number().int().min(0).max(64).default(defaultTriageWorkers()),
    TRIAGE_QUEUE: z.coerce.number().int().min(1).max(100_000).default(256),
    // The listen socket's backlog (connections the kernel holds before the server accepts them).
    LISTEN_BACKLOG: z.coerce.number().int().min(1).max(65_535).default(511),
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
    // Per account: after this many wrong passwords in a row, sign-in waits 2^(n - threshold) minutes
    // (up to SIGNIN_LOCKOUT_MAX_MINUTES) whatever address the attempts come from.
    SIGNIN_LOCKOUT_THRESHOLD: z.coerce.number().int().min(1).max(100).default(5),
    SIGNIN_LOCKOUT_MAX_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
    // Sessions: patients keep a sliding one; staff, who read health data, an idle time-out and a cap.
    PATIENT_SESSION_DAYS: z.coerce.number().int().min(1).max(90).default(7),
    STAFF_SESSION_IDLE_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
    STAFF_SESSION_MAX_HOURS: z.coerce.number().int().min(1).max(168).default(12),
    // How often an open staff event stream checks that its session still holds.
    STREAM_SESSION_CHECK_SECONDS: z.coerce.number().int().min(1).max(300).default(10),
    // Password hashing (scrypt) at most this many at once, with this many waiting; the rest get 503.
    PASSWORD_HASH_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(2),
    PASSWORD_HASH_QUEUE: z.coerce.number().int().min(0).max(10_000).default(64),
    // On SIGTERM: how long open chat replies may go on before they are cut and stored as incomplete.
    SHUTDOWN_GRACE_SECONDS: z.coerce.number().int().min(0).max(600).default(20),
    // Bearer token of GET /metrics (Prometheus); unset, the route does not exist.
    METRICS_TOKEN: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(16, 'must be at least 16 characters').optional()),
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
