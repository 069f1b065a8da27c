import { type Kysely, sql, type Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Conn = Kysely<Database> | Transaction<Database>;

export function findUserWithCompany(db: Conn, userId: string) {
  return db
    .selectFrom('user')
    .leftJoin('company', 'company.id', 'user.companyId')
    .select([
      'user.id',
      'user.name',
      'user.email',
      'user.emailVerified',
      'user.image',
      'user.phoneNumber',
      'user.role',
      'user.language',
      'company.id as companyId',
      'company.name as companyName',
      'company.slug as companySlug',
    ])
    .where('user.id', '=', userId)
    .executeTakeFirst();
}

export async function hasPasswordAccount(db: Conn, userId: string): Promise<boolean> {
  const row = await db
    .selectFrom('account')
    .select('id')
    .where('userId', '=', userId)
    .where('providerId', '=', 'credential')
    .executeTakeFirst();
  return Boolean(row);
}

export async function updateUser(
  db: Conn,
  userId: string,
  changes: { companyId?: string; name?: string; language?: string },
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .updateTable('user')
    .set({ ...changes, updatedAt: new Date().toISOString() })
    .where('id', '=', userId)
    .execute();
}

/**
 * Removes the account and everything that is the user's: feedback, messages, chats, sessions,
 * linked accounts, pending codes, then the user row (foreign keys also cascade from it).
 * Returns how many chats went, for the audit record.
 */
export async function deleteUserData(trx: Transaction<Database>, userId: string, phoneNumber: string | null) {
  const chats = await trx.selectFrom('chat').select('id').where('userId', '=', userId).execute();
  await trx.deleteFrom('feedback').where('userId', '=', userId).execute();
  if (chats.length > 0) {
    const chatIds = chats.map((c) => c.id);
    await trx.deleteFrom('message').where('chatId', 'in', chatIds).execute();
    await trx.deleteFrom('chat').where('id', 'in', chatIds).execute();
  }
  await trx.deleteFrom('session').where('userId', '=', userId).execute();
  await trx.deleteFrom('account').where('userId', '=', userId).execute();
  if (phoneNumber) {
    // Pending SMS codes are keyed by the number.
    await sql`delete from "verification" where "identifier" like ${`%${phoneNumber}%`}`.execute(trx);
  }
  const deleted = await trx.deleteFrom('user').where('id', '=', userId).executeTakeFirst();
  return { chats: chats.length, deleted: Number(deleted.numDeletedRows) > 0 };
}
