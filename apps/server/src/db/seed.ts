import type { FastifyInstance } from 'fastify';
import { ensureCompany } from '../modules/companies/repo.ts';

export const DEMO_COMPANY = { slug: 'demo', name: 'Demo Clinic' };
export const DEMO_STAFF = [
  { email: 'admin@demo.clinic', name: 'Anna Director', role: 'admin' },
  { email: 'nurse@demo.clinic', name: 'Nína Nurse', role: 'nurse' },
  { email: 'doctor@demo.clinic', name: 'Davíð Doctor', role: 'doctor' },
] as const;

/** The default company exists on every installation: patients without a clinic slug join it. */
export async function ensureDefaultCompany(app: FastifyInstance) {
  const slug = app.config.DEFAULT_COMPANY_SLUG;
  return ensureCompany(app.database.db, { slug, name: slug === DEMO_COMPANY.slug ? DEMO_COMPANY.name : slug });
}

/** Creates a verified staff account with a password (used by the demo seed and create-admin). */
export async function createStaffAccount(
  app: FastifyInstance,
  input: { email: string; password: string; name: string; role: string; companyId: string },
): Promise<string> {
  const { user } = await app.auth.api.signUpEmail({
    body: { email: input.email, password: input.password, name: input.name },
  });
  await app.database.db
    .updateTable('user')
    .set({
      role: input.role,
      companyId: input.companyId,
      emailVerified: app.database.engine === 'postgres' ? true : 1,
    })
    .where('id', '=', user.id)
    .execute();
  // The library signs a new account in; nobody holds that session, so it is not left lying about.
  await app.database.db.deleteFrom('session').where('userId', '=', user.id).execute();
  return user.id;
}

/** Demo clinic, its staff and sample cases; runs once (skipped when the demo admin exists). */
export async function seedDemo(app: FastifyInstance): Promise<{ seeded: boolean }> {
  const { db } = app.database;
  const company = await ensureCompany(db, DEMO_COMPANY);
  const existing = await db.selectFrom('user').select('id').where('email', '=', DEMO_STAFF[0].email).executeTakeFirst();
  if (existing) return { seeded: false };
  const staffIds: string[] = [];
  for (const staff of DEMO_STAFF) {
    staffIds.push(await createStaffAccount(app, { ...staff, password: app.config.DEMO_PASSWORD, companyId: company.id }));
  }
  // Cases (issue 2 item 5): 30 assessed conversations across all urgencies; the nurse acted on a few.
  // Read by the server's triage reader (its worker threads): the main thread does not load the engine.
  const { seedDemoCases } = await import('./demo-cases.ts');
  await seedDemoCases(db, { companyId: company.id, engine: app.database.engine, reviewerId: staffIds[1] ?? null, triage: app.triage });
  return { seeded: true };
}
