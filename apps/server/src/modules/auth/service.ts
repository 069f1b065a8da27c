import { isLanguage, isRole, type Language, type RegisterBody, type SessionUserData } from '@asa/domain';
import type { FastifyInstance } from 'fastify';
import { badRequest, forbidden, unauthorized } from '../../http/errors.ts';
import { recordAudit } from '../audit/repo.ts';
import { findCompanyBySlug } from '../companies/repo.ts';
import { PHONE_EMAIL_DOMAIN } from '../identity/auth.ts';
import type { Identity } from '../identity/context.ts';
import { deleteUserData, findUserWithCompany, hasPasswordAccount, updateUser } from './repo.ts';

/** The user as the SPA's session holds it (spec §3). The phone placeholder e-mail never leaves the server. */
export async function sessionUser(app: FastifyInstance, userId: string): Promise<SessionUserData> {
  const { db } = app.database;
  const row = await findUserWithCompany(db, userId);
  if (!row) throw unauthorized();
  const usesPassword = await hasPasswordAccount(db, userId);
  const email = row.email.endsWith(`@${PHONE_EMAIL_DOMAIN}`) ? null : row.email;
  return {
    id: row.id,
    fullname: row.name,
    email,
    phoneNumber: row.phoneNumber,
    photoURL: row.image,
    role: isRole(row.role) ? row.role : 'user',
    language: isLanguage(row.language) ? row.language : null,
    // With verification switched off by configuration, nobody is held at /verify-email.
    emailVerified: Boolean(row.emailVerified) || !app.config.REQUIRE_EMAIL_VERIFICATION,
    usesPassword,
    company:
      row.companyId && row.companyName && row.companySlug
        ? { id: row.companyId, name: row.companyName, slug: row.companySlug }
        : null,
  };
}

/**
 * Spec §4 first-login registration. The session says who registers; a slug attaches the patient to
 * that clinic (they may call again with another slug to join it). Staff stay in their own clinic.
 */
export async function register(app: FastifyInstance, identity: Identity, body: RegisterBody) {
  if (body.uid && body.uid !== identity.userId) throw forbidden('You can only register yourself.');
  const changes: { companyId?: string; name?: string } = {};
  if (body.companySlug) {
    const company = await findCompanyBySlug(app.database.db, body.companySlug);
    if (!company) throw badRequest(`No clinic has the slug "${body.companySlug}".`, [{ path: 'body.companySlug', message: 'unknown company' }]);
    if (company.id !== identity.companyId) {
      if (identity.role !== 'user') throw forbidden('Staff accounts belong to their clinic.');
      changes.companyId = company.id;
    }
  }
  const fullname = body.fullname?.trim();
  if (fullname && !identity.name) changes.name = fullname;
  await updateUser(app.database.db, identity.userId, changes);
  return { success: true, message: 'User registered' };
}

export async function setLanguage(app: FastifyInstance, identity: Identity, language: Language) {
  await updateUser(app.database.db, identity.userId, { language });
  return { success: true, message: 'Language saved' };
}

/** Really deletes the account (DESIGN D10) in one transaction and keeps a record without personal data. */
export async function deleteAccount(app: FastifyInstance, identity: Identity) {
  await app.database.db.transaction().execute(async (trx) => {
    const { chats } = await deleteUserData(trx, identity.userId, identity.phoneNumber);
    await recordAudit(trx, {
      action: 'account.deleted',
      actorId: identity.userId,
      actorRole: identity.role,
      companyId: identity.companyId,
      details: { chats },
    });
  });
  return { success: true, message: 'User deleted successfully' };
}
