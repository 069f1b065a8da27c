import { isValidPhone } from '@asa/domain';
import { betterAuth } from 'better-auth';
import { APIError } from 'better-auth/api';
import { bearer, genericOAuth, phoneNumber } from 'better-auth/plugins';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { type EmailSender, verificationEmail } from '../../adapters/email/index.ts';
import type { SmsSender } from '../../adapters/sms/index.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import type { Database } from '../../db/schema.ts';
import type { HashQueue } from './passwords.ts';

export interface AuthDependencies {
  config: Config;
  database: Db;
  sms: SmsSender;
  email: EmailSender;
  log: FastifyBaseLogger;
  hashes: HashQueue;
}

/** Phone sign-ups get a placeholder e-mail (better-auth needs one); it is never shown or mailed. */
export const PHONE_EMAIL_DOMAIN = 'phone.asa.invalid';

async function defaultCompanyId(db: Kysely<Database>, slug: string): Promise<string | null> {
  const company = await db.selectFrom('company').select('id').where('slug', '=', slug).executeTakeFirst();
  return company?.id ?? null;
}

/** Google sign-in as an OIDC provider found by discovery, so tests can point it at a local issuer. */
function googleProvider(config: Config) {
  if (!config.googleEnabled) return [];
  return [
    genericOAuth({
      config: [
        {
          providerId: 'google',
          name: 'Google',
          clientId: config.GOOGLE_CLIENT_ID!,
          clientSecret: config.GOOGLE_CLIENT_SECRET!,
          discoveryUrl: `${config.GOOGLE_ISSUER.replace(/\/+$/, '')}/.well-known/openid-configuration`,
          scopes: ['openid', 'email', 'profile'],
          pkce: true,
          prompt: 'select_account',
        },
      ],
    }),
  ];
}

/**
 * The identity library, configured once (DESIGN D2): phone OTP, Google, e-mail + password, bearer
 * tokens. Its admin plugin is not used (DESIGN D11): its user API is global, not per clinic, so
 * role and the disabled flag are plain fields here and every identity change a director may make
 * goes through our own company-scoped, audited routes.
 */
export function createAuth({ config, database, sms, email, hashes }: AuthDependencies) {
  return betterAuth({
    appName: 'Asa',
    baseURL: config.publicUrl,
    basePath: '/api/identity',
    secret: config.authSecret,
    database: { db: database.db, type: database.engine },
    trustedOrigins: [config.publicUrl],
    emailAndPassword: {
      enabled: true,
      // The library's own floor. Every path that sets a staff password (create staff, create-admin,
      // change password) applies our stricter policy first (passwords.ts); only the demo accounts
      // of `npm start` are seeded below it (DEMO_PASSWORD, never in production without --demo).
      minPasswordLength: 8,
      maxPasswordLength: config.PASSWORD_MAX_LENGTH,
      // Unverified users are signed in and sent to /verify-email (spec §2.2); product routes refuse them.
      requireEmailVerification: false,
      // Hashing is queued (a bounded number at once) so a sign-in storm cannot starve the server.
      password: { hash: hashes.hash, verify: hashes.verify },
    },
    session: {
      // Patients keep a long sliding session; staff sessions are cut shorter in context.ts
      // (idle time-out and absolute lifetime, STAFF_SESSION_*).
      expiresIn: config.PATIENT_SESSION_DAYS * 86_400,
      updateAge: 86_400,
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 24 * 3600,
      sendVerificationEmail: async ({ user, url }) => {
        if (user.email.endsWith(`@${PHONE_EMAIL_DOMAIN}`)) return;
        await email.send(verificationEmail(user.email, url));
      },
    },
    user: {
      additionalFields: {
        companyId: { type: 'string', required: false, input: false },
        language: { type: 'string', required: false, input: false },
        role: { type: 'string', required: false, input: false, defaultValue: 'user' },
        banned: { type: 'boolean', required: false, input: false, defaultValue: false },
      },
    },
    databaseHooks: {
      user: {
        create: {
          // Every account belongs to a clinic: the default one until the patient joins another (D9).
          before: async (user) => ({
            data: {
              ...user,
              companyId: (user as { companyId?: string | null }).companyId ?? (await defaultCompanyId(database.db, config.DEFAULT_COMPANY_SLUG)),
            },
          }),
        },
      },
      session: {
        create: {
          // A disabled account gets no new session (spec §8), whichever way it signs in.
          before: async (session) => {
            const user = await database.db.selectFrom('user').select('banned').where('id', '=', session.userId).executeTakeFirst();
            if (user && Number(user.banned) === 1) {
              throw APIError.from('FORBIDDEN', { message: 'This account is disabled.', code: 'BANNED_USER' });
            }
          },
        },
      },
    },
    advanced: {
      useSecureCookies: config.isProduction,
      // better-auth skips its origin and callback-URL checks under NODE_ENV=test; tests run what production runs.
      disableOriginCheck: false,
      // Fastify resolves the client address (honouring TRUST_PROXY) and forwards it in this header.
      ipAddress: { ipAddressHeaders: ['x-asa-client-ip'] },
    },
    rateLimit: { enabled: false },
    plugins: [
      phoneNumber({
        otpLength: 6,
        expiresIn: 300,
        allowedAttempts: 5,
        phoneNumberValidator: (phone) => isValidPhone(phone),
        sendOTP: ({ phoneNumber: to, code }) => sms.send(to, code),
        signUpOnVerification: {
          getTempEmail: (phone) => `${phone.replace(/\D/g, '')}@${PHONE_EMAIL_DOMAIN}`,
          getTempName: () => '',
        },
      }),
      bearer(),
      ...googleProvider(config),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
