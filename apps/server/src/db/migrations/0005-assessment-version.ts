import { type Kysely, sql } from 'kysely';

/**
 * Assessments of one chat never overwrite a newer one (issue 17): the chat remembers the time of
 * the newest message its stored assessment covered, and a store for an older transcript (a slower
 * instance, a retried job) is dropped by compare-and-set on it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE "chat" ADD COLUMN "assessedThrough" bigint`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE "chat" DROP COLUMN "assessedThrough"`.execute(db);
}
