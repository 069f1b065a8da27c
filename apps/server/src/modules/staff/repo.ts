import type { StaffMember } from '@asa/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Staff accounts of one company (nurses, doctors, admins), by role then name. */
export async function listStaff(db: Kysely<Database>, companyId: string): Promise<StaffMember[]> {
  const rows = await db
    .selectFrom('user')
    .select(['id', 'name', 'email', 'role'])
    .where('companyId', '=', companyId)
    .where('role', 'in', ['nurse', 'doctor', 'admin'])
    .orderBy('role')
    .orderBy('name')
    .execute();
  return rows.map((row) => ({ id: row.id, fullname: row.name, email: row.email, role: row.role as StaffMember['role'] }));
}

export async function emailTaken(db: Kysely<Database>, email: string): Promise<boolean> {
  const row = await db.selectFrom('user').select('id').where('email', '=', email.toLowerCase()).executeTakeFirst();
  return Boolean(row);
}
