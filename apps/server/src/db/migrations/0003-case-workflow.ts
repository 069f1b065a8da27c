import { type Kysely, sql } from 'kysely';

/**
 * Staff workflow on a case (issue 14): the AI's urgency kept beside the staff one (`urgency` stays
 * the value the queue sorts and counts by, so its indexes serve both), a claim, the override's
 * author and reason, when the patient was last seen online, when a re-assessment made it worse, internal notes, and the clinic's
 * messages to the patient. Clinic messages get a table of their own rather than a third role in
 * `message`: that table's CHECK cannot be altered on SQLite, and the AI must not read them as turns.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const add = (column: string, type: 'text' | 'bigint' | 'integer') =>
    db.schema.alterTable('chat').addColumn(column, type).execute();
  await add('aiUrgency', 'integer');
  await add('urgencySetBy', 'text');
  await add('urgencySetAt', 'bigint');
  await add('urgencyReason', 'text');
  await add('claimedBy', 'text');
  await add('claimedAt', 'bigint');
  await add('patientSeenAt', 'bigint');
  await add('worsenedAt', 'bigint');
  await add('patientAge', 'integer');
  await add('patientSex', 'text');
  await sql`UPDATE "chat" SET "aiUrgency" = "urgency"`.execute(db);

  await db.schema
    .createTable('caseNote')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('chatId', 'text', (c) => c.notNull().references('chat.id').onDelete('cascade'))
    .addColumn('companyId', 'text', (c) => c.notNull())
    .addColumn('authorId', 'text')
    .addColumn('authorName', 'text', (c) => c.notNull())
    .addColumn('authorRole', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('caseNote_chat_idx').on('caseNote').columns(['chatId', 'createdAt']).execute();

  await db.schema
    .createTable('clinicMessage')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('chatId', 'text', (c) => c.notNull().references('chat.id').onDelete('cascade'))
    .addColumn('companyId', 'text', (c) => c.notNull())
    .addColumn('senderId', 'text')
    .addColumn('senderName', 'text', (c) => c.notNull())
    .addColumn('senderRole', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('clinicMessage_chat_idx').on('clinicMessage').columns(['chatId', 'createdAt']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('clinicMessage').execute();
  await db.schema.dropTable('caseNote').execute();
  for (const column of ['patientSex', 'patientAge', 'worsenedAt', 'patientSeenAt', 'claimedAt', 'claimedBy', 'urgencyReason', 'urgencySetAt', 'urgencySetBy', 'aiUrgency']) {
    await db.schema.alterTable('chat').dropColumn(column).execute();
  }
}
