import { type Kysely, sql } from 'kysely';

/**
 * At most one assistant reply streams per chat at a time (DESIGN D4): the reply's placeholder row
 * is inserted with state 'streaming', so a second send hits this index and is answered 409 — across
 * requests and server processes. Partial unique indexes work the same on SQLite and PostgreSQL.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`CREATE UNIQUE INDEX "message_one_streaming_idx" ON "message" ("chatId") WHERE "state" = 'streaming'`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP INDEX "message_one_streaming_idx"`.execute(db);
}
