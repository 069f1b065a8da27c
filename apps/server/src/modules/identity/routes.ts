import {
  ERROR_CODES,
  identityChangePasswordBodySchema,
  identityEmptyBodySchema,
  identitySendVerificationBodySchema,
  identitySignInEmailBodySchema,
  identitySocialSignInBodySchema,
  sendCodeBodySchema,
  verifyCodeBodySchema,
} from '@asa/domain';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { createEmailSender } from '../../adapters/email/index.ts';
import { createSmsSender } from '../../adapters/sms/index.ts';
import type { Config } from '../../config.ts';
import {
  badRequest,
  errorBody,
  forbidden,
  HttpError,
  notFound,
  serviceUnavailable,
  tooManyRequests,
  unauthorized,
} from '../../http/errors.ts';
import { recordAudit } from '../audit/repo.ts';
import { type Auth, createAuth, PHONE_EMAIL_DOMAIN } from './auth.ts';
import { currentIdentity } from './context.ts';
import { AccountLockout } from './lockout.ts';
import { HashQueue, staffPasswordProblem } from './passwords.ts';
import { type Limit, RateLimiter } from './rate-limit.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=/;

/**
 * CSRF (DESIGN D3): a cookie-authenticated state change must come from our own pages, i.e. carry an
 * Origin equal to PUBLIC_URL or to the address the request was sent to. Bearer-token calls carry no
 * ambient credentials and are exempt; calls without a session cookie have nothing to forge.
 */
export function isCrossSiteWrite(request: FastifyRequest, config: Config): boolean {
  if (!STATE_CHANGING.has(request.method)) return false;
  const pathname = request.url.split('?')[0] ?? '';
  if (!pathname.startsWith('/api/')) return false;
  if (/^Bearer\s/i.test(request.headers.authorization ?? '')) return false;
  if (!SESSION_COOKIE.test(request.headers.cookie ?? '')) return false;
  const origin = request.headers.origin;
  if (!origin || origin === 'null') return true;
  const allowed = new Set([new URL(config.publicUrl).origin, `${request.protocol}://${request.host}`]);
  return !allowed.has(origin);
}

/**
 * The identity library's endpoints the product uses (DESIGN D11), by method and path under
 * /api/identity; every other path of the library answers 404. Bodies are checked here with our
 * own schemas, so only known fields of bounded size reach the library. There is no sign-up by
 * e-mail (staff are created by their director, patients arrive by phone or Google) and no user
 * administration: the library's admin API is global, not per clinic.
 */
type Endpoint = { body?: z.ZodType; countsAsSignIn?: boolean };
const ENDPOINTS = new Map<string, Endpoint>([
  ['POST /phone-number/send-otp', { body: sendCodeBodySchema }],
  ['POST /phone-number/verify', { body: verifyCodeBodySchema }],
  ['POST /sign-in/email', { body: identitySignInEmailBodySchema, countsAsSignIn: true }],
  ['POST /sign-in/social', { body: identitySocialSignInBodySchema, countsAsSignIn: true }],
  ['GET /callback/google', {}],
  ['GET /error', {}],
  ['POST /sign-out', { body: identityEmptyBodySchema }],
  ['GET /verify-email', {}],
  ['POST /send-verification-email', { body: identitySendVerificationBodySchema, countsAsSignIn: true }],
  ['POST /change-password', { body: identityChangePasswordBodySchema, countsAsSignIn: true }],
]);

/** Where a password is hashed or checked: admitted to the hash queue, or refused at once when it is full. */
const HASHING = new Set(['/sign-in/email', '/change-password']);

/** The library's own path, e.g. "/sign-in/email". */
export function identityPath(request: FastifyRequest): string {
  return (request.url.split('?')[0] ?? '').slice('/api/identity'.length);
}

/** The allowed library endpoints as "METHOD /path", for the authorization matrix test. */
export const IDENTITY_ENDPOINTS: readonly string[] = [...ENDPOINTS.keys()];

function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) {
    throw badRequest(
      parsed.error.issues[0]?.message ?? 'The request is not valid.',
      parsed.error.issues.map((issue) => ({ path: `body.${issue.path.join('.')}`, message: issue.message })),
    );
  }
  return parsed.data;
}

/**
 * Runs before a call reaches better-auth: the allow-list, the body schemas, phone and code exactly
 * as spec §5 (the E.164 form is stored), the rate limits of DESIGN §4, the per-account lockout and
 * the staff password policy.
 */
function identityGuard(app: FastifyInstance, limiter: RateLimiter, lockout: AccountLockout) {
  const { config } = app;
  const windowMs = config.RATE_LIMIT_WINDOW_SECONDS * 1000;
  const limits = {
    otpPhone: { name: 'otp-phone', max: config.RATE_OTP_PER_PHONE, windowMs },
    otpIp: { name: 'otp-ip', max: config.RATE_OTP_PER_IP, windowMs },
    verifyIp: { name: 'verify-ip', max: config.RATE_VERIFY_PER_IP, windowMs },
    signInIp: { name: 'signin-ip', max: config.RATE_SIGNIN_PER_IP, windowMs },
  } satisfies Record<string, Limit>;
  const consume = async (limit: Limit, subject: string) => {
    if (!(await limiter.consume(limit, subject))) throw tooManyRequests();
  };

  return async (request: FastifyRequest, reply: FastifyReply) => {
    const path = identityPath(request);
    const endpoint = ENDPOINTS.get(`${request.method} ${path}`);
    if (!endpoint) throw notFound(`No route for ${request.method} /api/identity${path}.`);
    if (request.method !== 'POST') return;
    const body = parseBody(endpoint.body ?? identityEmptyBodySchema, request.body) as Record<string, unknown>;
    // Only the checked fields reach better-auth: no session flags, no extra user fields.
    request.body = body;
    if (path === '/phone-number/send-otp') {
      await consume(limits.otpIp, request.ip);
      await consume(limits.otpPhone, String(body.phoneNumber));
    } else if (path === '/phone-number/verify') {
      await consume(limits.verifyIp, request.ip);
    } else if (endpoint.countsAsSignIn) {
      await consume(limits.signInIp, request.ip);
    }
    if (path === '/sign-in/email') {
      const email = String(body.email);
      // Phone accounts carry a placeholder address and no password: never a way in.
      if (email.toLowerCase().endsWith(`@${PHONE_EMAIL_DOMAIN}`)) throw invalidCredentials();
      const wait = await lockout.waitMs(email);
      if (wait > 0) {
        void reply.header('retry-after', String(Math.ceil(wait / 1000)));
        throw tooManyRequests();
      }
    }
    if (path === '/change-password') {
      const identity = await currentIdentity(request);
      if (!identity) throw unauthorized();
      const problem = staffPasswordProblem(String(body.newPassword), config, [identity.email, identity.name]);
      if (problem) throw badRequest(problem, [{ path: 'body.newPassword', message: problem }]);
    }
  };
}

const invalidCredentials = () => new HttpError(401, 'invalid_email_or_password', 'Invalid email or password');

/** better-auth's error codes that mean more than "bad request" to our clients. */
function toOurError(status: number, code: string | undefined, message: string | undefined) {
  if (code === 'TOO_MANY_ATTEMPTS') {
    return { status: 429, body: errorBody(ERROR_CODES.tooManyRequests, 'Too many wrong codes. Request a new code.') };
  }
  const fallback = status === 401 ? ERROR_CODES.unauthorized : status === 403 ? ERROR_CODES.forbidden : ERROR_CODES.badRequest;
  return {
    status,
    body: errorBody(code ? code.toLowerCase() : fallback, message || 'The request was refused.'),
  };
}

/** Forwards a Fastify request to better-auth as a Fetch Request and copies the answer back. */
async function forward(auth: Auth, lockout: AccountLockout, request: FastifyRequest, reply: FastifyReply) {
  const url = new URL(request.url, request.server.config.publicUrl);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === 'x-asa-client-ip' || key === 'content-length') continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set('x-asa-client-ip', request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  const response = await auth.handler(
    new Request(url, {
      method: request.method,
      headers,
      ...(hasBody ? { body: typeof request.body === 'string' ? request.body : JSON.stringify(request.body) } : {}),
    }),
  );
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  if (identityPath(request) === '/sign-in/email') {
    const email = String((request.body as { email: string }).email);
    if (response.status === 200) await lockout.recordSuccess(email);
    else if (response.status === 401) await lockout.recordFailure(email);
  }
  // Errors leave in our one error shape (CONVENTIONS), not better-auth's {code, message}.
  if (response.status >= 400 && response.headers.get('content-type')?.includes('application/json')) {
    let parsed: { code?: string; message?: string } = {};
    try {
      parsed = (await response.json()) as typeof parsed;
    } catch {
      // an empty or broken body keeps the fallback message
    }
    const { status, body } = toOurError(response.status, parsed.code, parsed.message);
    return reply.status(status).send(body);
  }
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (!DROPPED_HEADERS.has(key)) reply.header(key, value);
  });
  if (!response.body) return reply.send(null);
  if (response.headers.get('content-type')?.includes('application/json')) {
    return reply.send(withoutSessionToken(await response.text()));
  }
  return reply.send(Buffer.from(await response.arrayBuffer()));
}

/**
 * The web app needs only the HttpOnly cookie: the session token never reaches JavaScript, neither
 * in a body nor in the bearer plugin's header. (API clients use the cookie's value as a Bearer token.)
 */
const DROPPED_HEADERS = new Set(['set-cookie', 'content-length', 'set-auth-token', 'access-control-expose-headers']);
function withoutSessionToken(text: string): string {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed) && 'token' in parsed) {
      const { token: _token, ...rest } = parsed as Record<string, unknown>;
      return JSON.stringify(rest);
    }
  } catch {
    // not JSON after all: passed on as it is
  }
  return text;
}

const identityPlugin: FastifyPluginAsync = async (app) => {
  const sms = createSmsSender(app.config, app.log);
  const email = createEmailSender(app.config, app.log);
  const hashes = new HashQueue(app.config.PASSWORD_HASH_CONCURRENCY, app.config.PASSWORD_HASH_QUEUE);
  const auth = createAuth({ config: app.config, database: app.database, sms, email, log: app.log, hashes });
  app.decorate('auth', auth);
  const lockout = new AccountLockout(
    app.database.db,
    app.config.authSecret,
    app.config.SIGNIN_LOCKOUT_THRESHOLD,
    app.config.SIGNIN_LOCKOUT_MAX_MINUTES,
  );

  app.addHook('onRequest', async (request) => {
    if (isCrossSiteWrite(request, app.config)) throw forbidden('This request must come from the Asa site (Origin check).');
  });

  const guard = identityGuard(app, new RateLimiter(app.database.db, app.config.authSecret), lockout);
  app.route({
    method: ['GET', 'POST'],
    url: '/api/identity/*',
    preHandler: guard,
    handler: async (request, reply) => {
      const path = identityPath(request);
      const identity = path === '/change-password' ? await currentIdentity(request) : null;
      const hashing = HASHING.has(path);
      if (hashing && !hashes.admit()) {
        void reply.header('retry-after', '2');
        throw serviceUnavailable('The service is busy. Please try again in a moment.');
      }
      let answer;
      try {
        answer = await forward(auth, lockout, request, reply);
      } finally {
        if (hashing) hashes.release();
      }
      if (identity && reply.statusCode === 200) {
        await recordAudit(app.database.db, {
          action: 'account.password.changed',
          actorId: identity.userId,
          actorRole: identity.role,
          companyId: identity.companyId,
          details: { userId: identity.userId },
        });
      }
      return answer;
    },
  });
};

export const identityRoutes = fp(identityPlugin, { name: 'identity' });
