import type { Kysely } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';

export async function insertFeedback(db: Kysely<Database>, input: { userId: string; message: string }): Promise<string> {
  const id = newId();
  await db.insertInto('feedback').values({ id, userId: input.userId, message: input.message, createdAt: Date.now() }).execute();
  return id;
}
