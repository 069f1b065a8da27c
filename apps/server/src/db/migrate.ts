import { type Kysely, type Migration, Migrator, PostgresAdapter, sql } from 'kysely';
import * as initial from './migrations/0001-initial.ts';
import * as chatStreaming from './migrations/0002-chat-streaming.ts';
import * as caseWorkflow from './migrations/0003-case-workflow.ts';
import * as assessmentVersion from './migrations/0005-assessment-version.ts';
import type { Database } from './schema.ts';

/** One migration set for both engines, listed in code so bundling or tsx never miss a file. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
  '0002-chat-streaming': chatStreaming,
  '0003-case-workflow': caseWorkflow,
  '0005-assessment-version': assessmentVersion,
};

async function migratorFor(db: Kysely<Database>): Promise<Migrator> {
  // Kysely looks for its own tables in every schema unless told which one: name the current schema,
  // so other databases on the same PostgreSQL server (e.g. parallel test suites) cannot confuse it.
  const schema =
    db.getExecutor().adapter instanceof PostgresAdapter
      ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
      : undefined;
  return new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
}

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = await migratorFor(db);
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}

/**
 * Migrations this code knows that the database has not applied (readiness: an instance of a newer
 * version must not take traffic before its migrations ran). Throws when the database does not answer.
 */
export async function pendingMigrations(db: Kysely<Database>): Promise<string[]> {
  const known = await (await migratorFor(db)).getMigrations();
  return known.filter((m) => m.executedAt === undefined).map((m) => m.name);
}
