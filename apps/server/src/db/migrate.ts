import { type Kysely, type Migration, Migrator } from 'kysely';
import * as initial from './migrations/0001-initial.ts';
import type { Database } from './schema.ts';

/** One migration set for both engines, listed in code so bundling or tsx never miss a file. */
const migrations: Record<string, Migration> = {
  '0001-initial': initial,
};

export async function migrateToLatest(db: Kysely<Database>): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? 'unknown error');
    throw new Error(`Database migration ${failed?.migrationName ?? ''} failed: ${reason}`);
  }
}
