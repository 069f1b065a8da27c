import {
  type CompanySettings,
  type CompanySummary,
  type CreateStaffResult,
  type createStaffSchema,
  isLanguage,
  type StaffMember,
} from '@asa/domain';
import type { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import { createStaffAccount } from '../../db/seed.ts';
import { notFound } from '../../http/errors.ts';
import { recordAudit } from '../audit/repo.ts';
import { findCompanyById, setReportLanguage } from '../companies/repo.ts';
import type { Company } from '../../db/schema.ts';
import { PHONE_EMAIL_DOMAIN } from '../identity/auth.ts';
import type { Identity } from '../identity/context.ts';
import { staffPasswordProblem } from '../identity/passwords.ts';
import { emailTaken, listStaff } from './repo.ts';

type Admin = Identity & { companyId: string };

/**
 * A company admin manages their own clinic only. There is no platform-wide admin role yet, so
 * every admin is scoped to their company; another company's id answers 404 (DESIGN D9).
 */
async function ownCompany(app: FastifyInstance, admin: Admin, companyId: string) {
  if (companyId !== admin.companyId) throw notFound('No such company.');
  const company = await findCompanyById(app.database.db, companyId);
  if (!company) throw notFound('No such company.');
  return company;
}

function toSummary(company: Company): CompanySummary {
  // The column is free text in the database; anything unknown reads as the default, as the assessor does.
  return { id: company.id, name: company.name, reportLanguage: isLanguage(company.reportLanguage) ? company.reportLanguage : 'en' };
}

export async function companiesFor(app: FastifyInstance, admin: Admin): Promise<CompanySummary[]> {
  const company = await findCompanyById(app.database.db, admin.companyId);
  return company ? [toSummary(company)] : [];
}

/**
 * Issue 6: the director sets the language staff read assessments in. Only their own clinic; the
 * change is audited with the old and new value, and setting the same value again records nothing
 * (as case actions that change nothing). Assessments already written keep their language.
 */
export async function updateCompanySettings(
  app: FastifyInstance,
  admin: Admin,
  settings: CompanySettings,
): Promise<CompanySummary> {
  return app.database.db.transaction().execute(async (trx) => {
    const before = await findCompanyById(trx, admin.companyId);
    if (!before) throw notFound('No such company.');
    if (before.reportLanguage === settings.reportLanguage) return toSummary(before);
    if (!(await setReportLanguage(trx, before.id, settings.reportLanguage))) throw notFound('No such company.');
    await recordAudit(trx, {
      action: 'company.reportLanguage.changed',
      actorId: admin.userId,
      actorRole: admin.role,
      companyId: before.id,
      details: { from: before.reportLanguage, to: settings.reportLanguage },
    });
    return toSummary({ ...before, reportLanguage: settings.reportLanguage });
  });
}

export async function staffDirectory(app: FastifyInstance, admin: Admin, companyId: string): Promise<StaffMember[]> {
  const company = await ownCompany(app, admin, companyId);
  return listStaff(app.database.db, company.id);
}

export class CreateStaffRefused extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
  }
}

/** Spec §2.8 / DESIGN D10: a verified staff account with a password, doctor by default or nurse. */
export async function createStaff(
  app: FastifyInstance,
  admin: Admin,
  companyId: string,
  input: z.output<typeof createStaffSchema>,
): Promise<CreateStaffResult> {
  const company = await ownCompany(app, admin, companyId);
  const email = input.email.trim().toLowerCase();
  if (await emailTaken(app.database.db, email)) {
    throw new CreateStaffRefused(409, 'A user with this e-mail already exists.');
  }
  if (email.endsWith(`@${PHONE_EMAIL_DOMAIN}`)) throw new CreateStaffRefused(400, 'This e-mail address cannot be used.');
  const problem = staffPasswordProblem(input.password, app.config, [email, input.fullname]);
  if (problem) throw new CreateStaffRefused(400, problem);
  let userId: string;
  try {
    userId = await createStaffAccount(app, {
      email,
      password: input.password,
      name: input.fullname,
      role: input.role,
      companyId: company.id,
    });
  } catch (error) {
    app.log.warn({ err: error }, 'create staff failed');
    throw new CreateStaffRefused(400, 'The account could not be created.');
  }
  await recordAudit(app.database.db, {
    action: 'staff.created',
    actorId: admin.userId,
    actorRole: admin.role,
    companyId: company.id,
    details: { userId, role: input.role },
  });
  return { success: true, message: 'User created.' };
}
