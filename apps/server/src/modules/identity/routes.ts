import { ERROR_CODES, sendCodeBodySchema, verifyCodeBodySchema } from '@asa/domain';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { createEmailSender } from '../../adapters/email/index.ts';
import { createSmsSender } from '../../adapters/sms/index.ts';
import type { Config } from '../../config.ts';
import { badRequest, errorBody, forbidden, notFound, tooManyRequests } from '../../http/errors.ts';
import { type Auth, createAuth } from './auth.ts';
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

/** better-auth endpoints we do not offer (password sign-in by phone, phone password reset). */
const BLOCKED = new Set(['/sign-in/phone-number', '/phone-number/request-password-reset', '/phone-number/reset-password']);
/** Calls counted against the sign-in limit per address. */
const SIGN_IN_PATHS = new Set([
  '/sign-in/email',
  '/sign-up/email',
  '/sign-in/social',
  '/send-verification-email',
  '/request-password-reset',
  '/reset-password',
]);

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
 * Runs before a call reaches better-auth: validates phone and code exactly as spec §5 (and stores
 * the E.164 form), and applies the rate limits of DESIGN §4.
 */
function identityGuard(config: Config, limiter: RateLimiter) {
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

  return async (request: FastifyRequest) => {
    const path = (request.url.split('?')[0] ?? '').slice('/api/identity'.length);
    if (BLOCKED.has(path)) throw notFound();
    if (request.method !== 'POST') return;
    if (path === '/phone-number/send-otp') {
      const body = parseBody(sendCodeBodySchema, request.body);
      await consume(limits.otpIp, request.ip);
      await consume(limits.otpPhone, body.phoneNumber);
      request.body = body;
    } else if (path === '/phone-number/verify') {
      const body = parseBody(verifyCodeBodySchema, request.body);
      await consume(limits.verifyIp, request.ip);
      // Only these two fields reach better-auth: no session flags, no extra user fields.
      request.body = body;
    } else if (SIGN_IN_PATHS.has(path)) {
      await consume(limits.signInIp, request.ip);
    }
  };
}

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
async function forward(auth: Auth, request: FastifyRequest, reply: FastifyReply) {
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
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}

const identityPlugin: FastifyPluginAsync = async (app) => {
  const sms = createSmsSender(app.config, app.log);
  const email = createEmailSender(app.config, app.log);
  const auth = createAuth({ config: app.config, database: app.database, sms, email, log: app.log });
  app.decorate('auth', auth);

  app.addHook('onRequest', async (request) => {
    if (isCrossSiteWrite(request, app.config)) throw forbidden('This request must come from the Asa site (Origin check).');
  });

  const guard = identityGuard(app.config, new RateLimiter(app.database.db, app.config.authSecret));
  app.route({
    method: ['GET', 'POST'],
    url: '/api/identity/*',
    preHandler: guard,
    handler: (request, reply) => forward(auth, request, reply),
  });
};

export const identityRoutes = fp(identityPlugin, { name: 'identity' });
