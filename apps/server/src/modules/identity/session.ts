import { createHmac, timingSafeEqual } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { fromNodeHeaders } from 'better-auth/node';
import type { FastifyInstance } from 'fastify';
import type { Selectable } from 'kysely';
import type { UserTable } from '../../db/schema.ts';

/** A session and its user, as the identity library's `getSession` returns them. */
export interface SessionRead {
  session: { id: string; token: string; userId: string; expiresAt: Date; createdAt: Date; updatedAt: Date };
  user: Selectable<UserTable>;
}

interface SessionSettings {
  cookieName: string;
  secret: string;
  expiresInMs: number;
  updateAgeMs: number;
}

const settingsOf = new WeakMap<object, Promise<SessionSettings>>();

function sessionSettings(server: FastifyInstance): Promise<SessionSettings> {
  let settings = settingsOf.get(server.auth);
  if (!settings) {
    settings = server.auth.$context.then((context) => ({
      cookieName: context.authCookies.sessionToken.name,
      secret: context.secret,
      expiresInMs: context.sessionConfig.expiresIn * 1000,
      updateAgeMs: context.sessionConfig.updateAge * 1000,
    }));
    settingsOf.set(server.auth, settings);
  }
  return settings;
}

function tryDecode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** One cookie of a `Cookie` header, parsed as the library parses them (better-call `parseCookies`: the first one of a name wins). */
export function cookieValue(header: string, name: string): string | null {
  let index = 0;
  while (index < header.length) {
    const eqIdx = header.indexOf('=', index);
    if (eqIdx === -1) break;
    let endIdx = header.indexOf(';', index);
    if (endIdx === -1) endIdx = header.length;
    else if (endIdx < eqIdx) {
      index = header.lastIndexOf(';', eqIdx - 1) + 1;
      continue;
    }
    if (header.slice(index, eqIdx).trim() === name) {
      let value = header.slice(eqIdx + 1, endIdx).trim();
      if (value.codePointAt(0) === 34) value = value.slice(1, -1);
      return tryDecode(value);
    }
    index = endIdx + 1;
  }
  return null;
}

/** `token.signature` with the library's signature (HMAC-SHA256 of the token, standard base64): the token, else null. */
export function verifiedToken(value: string, secret: string): string | null {
  const dot = value.lastIndexOf('.');
  if (dot < 1) return null;
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1));
  const expected = Buffer.from(createHmac('sha256', secret).update(token).digest('base64'));
  return given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

const UNSIGNED_BEARER = /^[A-Za-z0-9_-]+$/;

/**
 * The session token a request presents, or `undefined` when only the library can tell (a form it
 * reads in ways not repeated here). Mirrors the library: a bearer token (its `bearer` plugin) wins
 * over the cookie; an unsigned one is taken as it is, a signed one is left to the library.
 */
function presentedToken(headers: IncomingHttpHeaders, settings: SessionSettings): string | null | undefined {
  const authorization = headers.authorization;
  if (authorization && authorization.slice(0, 7).toLowerCase() === 'bearer ') {
    const bearer = authorization.slice(7).trim();
    if (bearer) return UNSIGNED_BEARER.test(bearer) ? bearer : undefined;
  }
  const cookie = headers.cookie;
  const value = cookie ? cookieValue(cookie, settings.cookieName) : null;
  if (value === null) return null;
  // A signature that does not match byte for byte goes to the library, which decides (and refuses).
  return verifiedToken(value, settings.secret) ?? undefined;
}

/**
 * The session behind a request's cookie or bearer token: what `auth.api.getSession` answers, without
 * its cost on every request (issue 16: it imported the HMAC key with WebCrypto two or three times per
 * request, ran the library's endpoint machinery and read the session and the user in two
 * statements). Here the signature is checked with node:crypto and the session and its user are
 * read in one statement. Only the plain case is answered here — a valid signature, a session that
 * exists, has not expired and needs no sliding refresh; everything else (an expired session, which
 * the library deletes; a refresh due, which it writes; a signed bearer token; a signature that is
 * not byte for byte ours) is passed to the library, so no session is accepted that it would refuse.
 */
export async function readSession(server: FastifyInstance, headers: IncomingHttpHeaders): Promise<SessionRead | null> {
  const settings = await sessionSettings(server);
  const token = presentedToken(headers, settings);
  if (token === null) return null;
  if (token !== undefined) {
    const row = await server.database.db
      .selectFrom('session')
      .innerJoin('user', 'user.id', 'session.userId')
      .selectAll('user')
      .select([
        'session.id as sessionId',
        'session.token as sessionToken',
        'session.expiresAt as sessionExpiresAt',
        'session.createdAt as sessionCreatedAt',
        'session.updatedAt as sessionUpdatedAt',
      ])
      .where('session.token', '=', token)
      .executeTakeFirst();
    // No such session (signed out, revoked, never issued): the library answers null too.
    if (!row) return null;
    const now = Date.now();
    const expiresAt = new Date(row.sessionExpiresAt);
    const due = expiresAt.getTime() - settings.expiresInMs + settings.updateAgeMs <= now;
    if (expiresAt.getTime() >= now && !due) {
      const { sessionId, sessionToken, sessionExpiresAt: _expires, sessionCreatedAt, sessionUpdatedAt, ...user } = row;
      return {
        session: {
          id: sessionId,
          token: sessionToken,
          userId: user.id,
          expiresAt,
          createdAt: new Date(sessionCreatedAt),
          updatedAt: new Date(sessionUpdatedAt),
        },
        user,
      };
    }
  }
  const session = await server.auth.api.getSession({ headers: fromNodeHeaders(headers) });
  return session as SessionRead | null;
}
