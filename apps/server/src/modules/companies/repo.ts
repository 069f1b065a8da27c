import type { Kysely, Transaction } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Company, Database } from '../../db/schema.ts';

export function findCompanyBySlug(db: Kysely<Database>, slug: string): Promise<Company | undefined> {
  return db.selectFrom('company').selectAll().where('slug', '=', slug).executeTakeFirst();
}

export function findCompanyById(db: Kysely<Database> | Transaction<Database>, id: string): Promise<Company | undefined> {
  return db.selectFrom('company').selectAll().where('id', '=', id).executeTakeFirst();
}

export function listCompanies(db: Kysely<Database>): Promise<Company[]> {
  return db.selectFrom('company').selectAll().orderBy('name').execute();
}

/** Creates the company, or returns the existing one with that slug. */
export async function ensureCompany(db: Kysely<Database>, input: { slug: string; name: string }): Promise<Company> {
  const existing = await findCompanyBySlug(db, input.slug);
  if (existing) return existing;
  const company = { id: newId(), slug: input.slug, name: input.name, createdAt: Date.now() };
  await db.insertInto('company').values(company).onConflict((oc) => oc.column('slug').doNothing()).execute();
  return (await findCompanyBySlug(db, input.slug))!;
}

/** Sets the language staff read assessments in; false when there is no such company. */
export async function setReportLanguage(
  db: Kysely<Database> | Transaction<Database>,
  id: string,
  reportLanguage: string,
): Promise<boolean> {
  const result = await db.updateTable('company').set({ reportLanguage }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}
