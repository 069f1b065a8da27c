import { type ColumnDefinitionBuilder, type Kysely, PostgresAdapter, sql } from 'kysely';

/**
 * The identity tables mirror what better-auth (with the phoneNumber and admin plugins and our
 * additional user fields) expects; a test asserts better-auth finds nothing to add. Our own tables
 * follow. Types differ by engine only where they must (dates and booleans of the identity library).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const pg = db.getExecutor().adapter instanceof PostgresAdapter;
  const date = pg ? 'timestamptz' : 'date';
  const bool = pg ? 'boolean' : 'integer';
  const now = (col: ColumnDefinitionBuilder) =>
    pg ? col.defaultTo(sql`CURRENT_TIMESTAMP`).notNull() : col.notNull();

  await db.schema
    .createTable('company')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('slug', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('reportLanguage', 'text', (c) => c.notNull().defaultTo('en'))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('emailVerified', bool, (c) => c.notNull())
    .addColumn('image', 'text')
    .addColumn('createdAt', date, now)
    .addColumn('updatedAt', date, now)
    .addColumn('phoneNumber', 'text', (c) => c.unique())
    .addColumn('phoneNumberVerified', bool)
    .addColumn('role', 'text')
    .addColumn('banned', bool)
    .addColumn('banReason', 'text')
    .addColumn('banExpires', date)
    .addColumn('companyId', 'text', (c) => c.references('company.id').onDelete('set null'))
    .addColumn('language', 'text')
    .execute();

  await db.schema
    .createTable('session')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('expiresAt', date, (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull().unique())
    .addColumn('createdAt', date, now)
    .addColumn('updatedAt', date, (c) => c.notNull())
    .addColumn('ipAddress', 'text')
    .addColumn('userAgent', 'text')
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('impersonatedBy', 'text')
    .execute();

  await db.schema
    .createTable('account')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('accountId', 'text', (c) => c.notNull())
    .addColumn('providerId', 'text', (c) => c.notNull())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('accessToken', 'text')
    .addColumn('refreshToken', 'text')
    .addColumn('idToken', 'text')
    .addColumn('accessTokenExpiresAt', date)
    .addColumn('refreshTokenExpiresAt', date)
    .addColumn('scope', 'text')
    .addColumn('password', 'text')
    .addColumn('createdAt', date, now)
    .addColumn('updatedAt', date, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('verification')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('identifier', 'text', (c) => c.notNull())
    .addColumn('value', 'text', (c) => c.notNull())
    .addColumn('expiresAt', date, (c) => c.notNull())
    .addColumn('createdAt', date, now)
    .addColumn('updatedAt', date, now)
    .execute();

  await db.schema
    .createTable('rateLimit')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('key', 'text', (c) => c.notNull().unique())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('lastRequest', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema.createIndex('session_userId_idx').on('session').column('userId').execute();
  await db.schema.createIndex('account_userId_idx').on('account').column('userId').execute();
  await db.schema
    .createIndex('verification_identifier_idx')
    .on('verification')
    .column('identifier')
    .execute();
  await db.schema.createIndex('user_companyId_role_idx').on('user').columns(['companyId', 'role']).execute();

  const flag = (c: ColumnDefinitionBuilder) => c.notNull().defaultTo(0);
  const status = sql`CASE WHEN "assessedAt" IS NULL THEN 'draft' WHEN "dismissed" = 1 THEN 'reviewed' WHEN "forwardedToDoctor" = 1 THEN 'forwarded' ELSE 'pending' END`;

  await db.schema
    .createTable('chat')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.notNull().references('user.id').onDelete('cascade'))
    .addColumn('companyId', 'text', (c) => c.notNull().references('company.id'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('diagnosis', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('urgency', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(3)
        .check(sql`"urgency" BETWEEN 1 AND 5`),
    )
    .addColumn('diagnosisData', 'text')
    .addColumn('medicalHistory', 'text')
    .addColumn('patientLanguage', 'text')
    .addColumn('emergency', 'integer', flag)
    .addColumn('dismissed', 'integer', flag)
    .addColumn('forwardedToDoctor', 'integer', flag)
    .addColumn('forwardedBy', 'text')
    .addColumn('forwardedAt', 'bigint')
    .addColumn('reviewedBy', 'text')
    .addColumn('reviewedAt', 'bigint')
    .addColumn('assessedAt', 'bigint')
    .addColumn('status', 'text', (c) => c.generatedAlwaysAs(status).stored().notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .addColumn('updatedAt', 'bigint', (c) => c.notNull())
    .execute();

  // Staff queue (keyset pagination): newest first and urgency-then-newest, per status or across all.
  await db.schema
    .createIndex('chat_queue_status_newest_idx')
    .on('chat')
    .columns(['companyId', 'status', 'createdAt', 'id'])
    .execute();
  await db.schema
    .createIndex('chat_queue_status_urgency_idx')
    .on('chat')
    .columns(['companyId', 'status', 'urgency', 'createdAt', 'id'])
    .execute();
  await db.schema
    .createIndex('chat_queue_newest_idx')
    .on('chat')
    .columns(['companyId', 'createdAt', 'id'])
    .execute();
  await db.schema
    .createIndex('chat_queue_urgency_idx')
    .on('chat')
    .columns(['companyId', 'urgency', 'createdAt', 'id'])
    .execute();
  await db.schema.createIndex('chat_user_idx').on('chat').columns(['userId', 'updatedAt']).execute();

  await db.schema
    .createTable('message')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('chatId', 'text', (c) => c.notNull().references('chat.id').onDelete('cascade'))
    .addColumn('role', 'text', (c) => c.notNull().check(sql`"role" IN ('user', 'assistant')`))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull().defaultTo('complete'))
    .addColumn('channel', 'text', (c) => c.notNull().defaultTo('text'))
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('message_chat_idx').on('message').columns(['chatId', 'createdAt']).execute();

  await db.schema
    .createTable('feedback')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('userId', 'text', (c) => c.references('user.id').onDelete('cascade'))
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('auditEvent')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('companyId', 'text')
    .addColumn('actorId', 'text')
    .addColumn('actorRole', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('chatId', 'text')
    .addColumn('details', 'text')
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('auditEvent_chat_idx')
    .on('auditEvent')
    .columns(['chatId', 'createdAt'])
    .execute();

  await db.schema
    .createTable('caseEvent')
    .addColumn('id', pg ? 'bigserial' : 'integer', (c) =>
      pg ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('companyId', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('chatId', 'text', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('createdAt', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('caseEvent_company_idx').on('caseEvent').columns(['companyId', 'id']).execute();
}

export async function down(): Promise<void> {
  throw new Error('The initial migration cannot be reverted; restore from a backup instead.');
}
