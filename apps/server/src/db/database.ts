import fs from 'node:fs';
import path from 'node:path';
import SQLite from 'better-sqlite3';
import {
  type DatabaseConnection,
  Kysely,
  type LogEvent,
  PostgresDialect,
  SqliteDialect,
  type SqliteDialectConfig,
  SqliteDriver,
  type SqliteDatabase,
  sql,
} from 'kysely';
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
  /** Whether the database answers within `timeoutMs` (health and readiness checks). */
  ping(timeoutMs?: number): Promise<boolean>;
  destroy(): Promise<void>;
}

export interface DatabaseOptions {
  /** postgres:// URL; unset for the embedded SQLite file. */
  url?: string | undefined;
  /** SQLite file path (ignored for PostgreSQL). */
  file?: string;
  /** PostgreSQL schema to use (tests give each suite its own). */
  schema?: string;
  /** Told when an idle PostgreSQL connection breaks (the pool drops it and opens another when needed). */
  onConnectionError?: (error: Error) => void;
  /** Called once per SQL statement sent (benchmarks count statements per chat turn). */
  onQuery?: (sql: string) => void;
}

function queryLog(onQuery: DatabaseOptions['onQuery']) {
  return onQuery ? { log: (event: LogEvent) => onQuery(event.query.sql) } : {};
}

/** How many distinct SQL texts keep their compiled statement (the app has about a hundred). */
const STATEMENT_CACHE_SIZE = 1000;

/**
 * Kysely calls better-sqlite3's `prepare` for every query, which compiles the SQL each time (28% of
 * the CPU at 300 patients at once, issue 16). Queries are parameterised, so the same text comes
 * back again and again: keep its compiled statement. Reusing one is safe because Kysely runs a
 * statement to completion synchronously (`all`/`run`); nothing here iterates a statement lazily.
 */
function withStatementCache(sqlite: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => sqlite.close(),
    prepare(text) {
      let statement = statements.get(text);
      if (!statement) {
        statement = sqlite.prepare(text);
        // Oldest first out: texts that vary (a bulk insert's row count) cannot grow it without bound.
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value!);
        statements.set(text, statement);
      }
      return statement;
    },
  };
}

/**
 * Kysely's SQLite driver hands its one connection on through a lock that every waiter awaits at
 * once: each release wakes all of them, one wins and the others wait again — O(n²) wake-ups for n
 * queries queued, which is what a burst of sends makes (1,000 patients at once, issue 16). This one
 * hands the connection to the longest-waiting query, in arrival order, one wake-up per hand-over.
 */
class QueuedSqliteDriver extends SqliteDriver {
  #connection: DatabaseConnection | undefined;
  #busy = false;
  readonly #waiting: ((connection: DatabaseConnection) => void)[] = [];
  #head = 0;

  override async init(): Promise<void> {
    await super.init();
    // The parent's single connection, taken once; from here on this class decides who holds it.
    this.#connection = await super.acquireConnection();
    await super.releaseConnection();
  }

  override acquireConnection(): Promise<DatabaseConnection> {
    if (!this.#busy) {
      this.#busy = true;
      return Promise.resolve(this.#connection!);
    }
    return new Promise((resolve) => this.#waiting.push(resolve));
  }

  override async releaseConnection(): Promise<void> {
    if (this.#head < this.#waiting.length) {
      const next = this.#waiting[this.#head]!;
      this.#head += 1;
      if (this.#head === this.#waiting.length) {
        this.#waiting.length = 0;
        this.#head = 0;
      }
      next(this.#connection!);
      return;
    }
    this.#busy = false;
  }
}

class QueuedSqliteDialect extends SqliteDialect {
  readonly #config: SqliteDialectConfig;

  constructor(config: SqliteDialectConfig) {
    super(config);
    this.#config = config;
  }

  override createDriver(): SqliteDriver {
    return new QueuedSqliteDriver(this.#config);
  }
}

export function createDatabase(options: DatabaseOptions): Db {
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: 10,
      // A database that does not answer makes requests fail in seconds, not hang.
      connectionTimeoutMillis: 5_000,
      ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
    });
    // Without a listener, an idle connection dropped by the server (restart, failover, network)
    // is an unhandled 'error' event and ends the process. The pool discards that client itself;
    // requests meanwhile fail with 503 from /api/health and recover when the server is back.
    pool.on('error', (error) => options.onConnectionError?.(error));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...queryLog(options.onQuery) });
    return { db, engine: 'postgres', pool, ping: (timeoutMs) => ping(db, timeoutMs), destroy: () => db.destroy() };
  }
  const file = options.file ?? ':memory:';
  if (file !== ':memory:') fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  const db = new Kysely<Database>({ dialect: new QueuedSqliteDialect({ database: withStatementCache(sqlite) }), ...queryLog(options.onQuery) });
  // The embedded database answers on this thread: asked directly, the health check does not queue
  // behind every query of the turns in flight for the one connection (issue 16: `/api/health` was
  // blocked for seconds with 1,000 patients sending at once). A closed database throws: not healthy.
  const probe = sqlite.prepare('select 1');
  const pingSqlite = async () => {
    try {
      probe.get();
      return true;
    } catch {
      return false;
    }
  };
  return { db, engine: 'sqlite', pool: null, ping: pingSqlite, destroy: () => db.destroy() };
}

/** Whether the database answers within `timeoutMs` (the health check must answer quickly either way). */
export async function ping(db: Kysely<Database>, timeoutMs = 2_000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
    timer.unref();
  });
  try {
    return await Promise.race([sql`select 1`.execute(db).then(() => true), timeout]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
