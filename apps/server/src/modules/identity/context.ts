import { isRole, type Role } from '@asa/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { IncomingHttpHeaders } from 'node:http';
import { forbidden, unauthorized } from '../../http/errors.ts';
import { hasPasswordAccount } from '../auth/repo.ts';
import { PHONE_EMAIL_DOMAIN } from './auth.ts';
import { readSession } from './session.ts';

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

const STAFF_ROLES: readonly string[] = ['nurse', 'doctor', 'admin'];
/** Last-activity stamps are written at most this often (one write a minute per active staff session). */
const ACTIVITY_WRITE_MS = 60_000;

/**
 * Staff sessions end after STAFF_SESSION_IDLE_MINUTES without a request and STAFF_SESSION_MAX_HOURS
 * after sign-in, whatever the library's own (patient) lifetime; the session row is deleted then.
 * Activity is the session's `updatedAt`, refreshed here.
 */
async function staffSessionAlive(
  server: FastifyInstance,
  session: { id: string; createdAt: Date; updatedAt: Date },
  touch: boolean,
  now = Date.now(),
): Promise<boolean> {
  const { config, database } = server;
  const idleMs = config.STAFF_SESSION_IDLE_MINUTES * 60_000;
  const maxMs = config.STAFF_SESSION_MAX_HOURS * 3_600_000;
  const created = new Date(session.createdAt).getTime();
  const active = new Date(session.updatedAt).getTime();
  if (now - created > maxMs || now - active > idleMs) {
    await database.db.deleteFrom('session').where('id', '=', session.id).execute();
    return false;
  }
  if (touch && now - active > ACTIVITY_WRITE_MS) {
    await database.db
      .updateTable('session')
      // The library stores dates as ISO text on SQLite and as timestamptz on PostgreSQL.
      .set({ updatedAt: database.engine === 'postgres' ? new Date(now) : new Date(now).toISOString() })
      .where('id', '=', session.id)
      .execute();
  }
  return true;
}

/**
 * The identity behind a request's cookie or bearer token, with the session rules applied; null
 * when none. `touch: false` checks without counting as activity (a live stream re-checking its
 * session is not someone at the screen).
 */
export async function identityFromHeaders(
  server: FastifyInstance,
  headers: IncomingHttpHeaders,
  { touch = true }: { touch?: boolean } = {},
): Promise<Identity | null> {
  const session = await readSession(server, headers);
  if (!session) return null;
  const { user } = session;
  // A disabled account is signed out (spec §8); it also gets no new session (auth.ts).
  if (Number(user.banned) === 1 || user.banned === true) return null;
  if (STAFF_ROLES.includes(user.role ?? '') && !(await staffSessionAlive(server, session.session, touch))) return null;
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
      server.config.REQUIRE_EMAIL_VERIFICATION &&
      !user.email.endsWith(`@${PHONE_EMAIL_DOMAIN}`) &&
      (await hasPasswordAccount(server.database.db, user.id)),
  };
}

/** The caller's identity, or null when signed out (looked up once per request). */
export function currentIdentity(request: FastifyRequest): Promise<Identity | null> {
  let pending = cache.get(request);
  if (!pending) {
    pending = identityFromHeaders(request.server, request.headers);
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
