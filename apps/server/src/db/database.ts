import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

// int8 (bigint) columns hold epoch milliseconds and counts: well inside Number's exact range.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));

export type Engine = 'sqlite' | 'postgres';

export interface Db {
  db: Kysely<Database>;
  engine: Engine;
  /** The PostgreSQL pool, for LISTEN/NOTIFY; null on SQLite. */
  pool: pg.Pool | null;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; unset for the embedded SQLite file. */
  url?: string | undefined;
  /** SQLite file path (ignored for PostgreSQL). */
  file?: string;
  /** PostgreSQL schema to use (tests give each suite its own). */
  schema?: string;
}

export function createDatabase(options: DatabaseOptions): Db {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return { db, engine: 'postgres', pool, destroy: () => db.destroy() };
  }
  const file = options.file ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
  return { db, engine: 'sqlite', pool: null, destroy: () => db.destroy() };
}

export async function ping(db: Kysely<Database>): Promise<boolean> {
  try {
    await sql`select 1`.execute(db);
    return true;
  } catch {
    return false;
  }
}
