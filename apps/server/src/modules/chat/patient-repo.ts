import type { ClinicDoctor } from '@asa/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** The clinic's doctors as a patient may see them: names and roles, nothing else. */
export async function listClinicDoctors(db: Db, companyId: string): Promise<ClinicDoctor[]> {
  const rows = await db
    .selectFrom('user')
    .select(['name', 'banned'])
    .where('companyId', '=', companyId)
    .where('role', '=', 'doctor')
    .orderBy('name')
    .execute();
  // A disabled account is no one's doctor (boolean on PostgreSQL, 0/1 on SQLite: compared here).
  return rows.filter((row) => !row.banned).map((row) => ({ name: row.name, role: 'doctor' as const }));
}

export async function setUserName(db: Db, userId: string, name: string): Promise<void> {
  await db.updateTable('user').set({ name, updatedAt: new Date().toISOString() }).where('id', '=', userId).execute();
}
