import { isRole, type Role } from '@asa/domain';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyRequest } from 'fastify';
import { forbidden, unauthorized } from '../../http/errors.ts';
import { hasPasswordAccount } from '../auth/repo.ts';
import { PHONE_EMAIL_DOMAIN } from './auth.ts';

/** Who is calling, as every product route sees it. */
export interface Identity {
  userId: string;
  name: string;
  email: string;
  emailVerified: boolean;
  phoneNumber: string | null;
  role: Role;
  companyId: string | null;
  language: string | null;
  image: string | null;
  /** E-mail/password account whose address is not verified yet (spec §2.2: sent to /verify-email). */
  needsEmailVerification: boolean;
}

const cache = new WeakMap<FastifyRequest, Promise<Identity | null>>();

async function resolve(request: FastifyRequest): Promise<Identity | null> {
  const session = await request.server.auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
  if (!session) return null;
  const user = session.user as typeof session.user & {
    role?: string | null;
    companyId?: string | null;
    language?: string | null;
    phoneNumber?: string | null;
    banned?: boolean | null;
  };
  // A disabled account is signed out (spec §8); the admin plugin also refuses its sign-ins.
  if (user.banned) return null;
  const emailVerified = Boolean(user.emailVerified);
  return {
    userId: user.id,
    name: user.name,
    email: user.email,
    emailVerified,
    phoneNumber: user.phoneNumber ?? null,
    role: isRole(user.role) ? user.role : 'user',
    companyId: user.companyId ?? null,
    language: user.language ?? null,
    image: user.image ?? null,
    needsEmailVerification:
      !emailVerified &&
      request.server.config.REQUIRE_EMAIL_VERIFICATION &&
      !user.email.endsWith(`@${PHONE_EMAIL_DOMAIN}`) &&
      (await hasPasswordAccount(request.server.database.db, user.id)),
  };
}

/** The caller's identity, or null when signed out (looked up once per request). */
export function currentIdentity(request: FastifyRequest): Promise<Identity | null> {
  let pending = cache.get(request);
  if (!pending) {
    pending = resolve(request);
    cache.set(request, pending);
  }
  return pending;
}

/** Signed in, whether or not the e-mail is verified (the auth calls themselves). */
export async function requireSignedIn(request: FastifyRequest): Promise<Identity> {
  const identity = await currentIdentity(request);
  if (!identity) throw unauthorized();
  return identity;
}

/** Signed in with a verified e-mail where one is required: what every product route needs. */
export async function requireIdentity(request: FastifyRequest): Promise<Identity> {
  const identity = await requireSignedIn(request);
  if (identity.needsEmailVerification) throw forbidden('Verify your e-mail address first.');
  return identity;
}

/** 401 when signed out, 403 when the role may not call this route. */
export async function requireRole(request: FastifyRequest, roles: readonly Role[]): Promise<Identity> {
  const identity = await requireIdentity(request);
  if (!roles.includes(identity.role)) throw forbidden();
  return identity;
}

/** Staff act on their own company's cases only (DESIGN D9). */
export async function requireStaff(request: FastifyRequest): Promise<Identity & { companyId: string }> {
  const identity = await requireRole(request, ['nurse', 'doctor', 'admin']);
  if (!identity.companyId) throw forbidden('Auth error');
  return identity as Identity & { companyId: string };
}
