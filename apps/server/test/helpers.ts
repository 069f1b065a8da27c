import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Role } from '@asa/domain';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { createDatabase, type Db } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { createStaffAccount } from '../src/db/seed.ts';
import { ensureCompany } from '../src/modules/companies/repo.ts';

/** Set by CI to run the server suites on PostgreSQL; unset means SQLite files. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;
export const engine = TEST_DATABASE_URL ? 'postgres' : 'sqlite';

export interface TestDatabase extends Db {
  /** Drops the suite's schema or file. */
  drop(): Promise<void>;
}

/** A fresh, migrated database for one suite: its own PostgreSQL schema, or its own SQLite file. */
export async function createTestDatabase(): Promise<TestDatabase> {
  const suffix = randomBytes(6).toString('hex');
  if (TEST_DATABASE_URL) {
    const schema = `t_${suffix}`;
    const db = createDatabase({ url: TEST_DATABASE_URL, schema });
    // Created through the suite's own pool, so its connections see it before migrating.
    await sql.raw(`CREATE SCHEMA IF NOT EXISTS ${schema}`).execute(db.db);
    await migrateToLatest(db.db);
    return {
      ...db,
      async drop() {
        await sql.raw(`DROP SCHEMA ${schema} CASCADE`).execute(db.db);
        await db.destroy();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-db-'));
  const db = createDatabase({ file: path.join(dir, 'asa.db') });
  await migrateToLatest(db.db);
  return {
    ...db,
    async drop() {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  database: TestDatabase;
  /** The default company every test user joins unless told otherwise. */
  companyId: string;
  close(): Promise<void>;
}

/** Builds the real app in-process on a fresh database; `close()` tears both down. */
export async function buildTestApp(
  env: Record<string, string> = {},
  /** Runs before the app is ready, e.g. to add a probe route. */
  beforeReady?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-data-'));
  // The triage engine reads in-process unless a suite asks for its worker threads (TRIAGE_WORKERS):
  // a suite builds several apps, and each pool would load and compile the engine once more under tsx
  // (seconds of CPU each). triage-pool.test.ts and the suites of the real server process read in
  // workers.
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000', TRIAGE_WORKERS: '0', ...env });
  const database = await createTestDatabase();
  const company = await ensureCompany(database.db, { slug: config.DEFAULT_COMPANY_SLUG, name: 'Demo Clinic' });
  const app = await buildApp({ config, database, webDist: path.join(dataDir, 'no-web-build') });
  beforeReady?.(app);
  await app.ready();
  return {
    app,
    config,
    database,
    companyId: company.id,
    async close() {
      await app.close();
      await database.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export const ORIGIN = 'http://localhost:3000';

export interface Session {
  userId: string;
  email: string;
  cookie: string;
  /** Inject with this session's cookie and the Origin a browser would send. */
  inject(options: InjectOptions): Promise<LightMyRequestResponse>;
}

let counter = 0;

/** Creates a verified e-mail user with the role (and company) and signs them in. */
export async function loginAs(
  testApp: TestApp,
  role: Role,
  options: { companyId?: string; email?: string; name?: string } = {},
): Promise<Session> {
  const { app } = testApp;
  counter += 1;
  const email = options.email ?? `${role}-${counter}-${randomBytes(3).toString('hex')}@test.clinic`;
  const password = 'test-password-1';
  const userId = await createStaffAccount(app, {
    email,
    password,
    name: options.name ?? `${role} ${counter}`,
    role,
    companyId: options.companyId ?? testApp.companyId,
  });
  const response = await app.inject({
    method: 'POST',
    url: '/api/identity/sign-in/email',
    headers: { origin: ORIGIN },
    payload: { email, password },
  });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  const cookie = response.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
  return {
    userId,
    email,
    cookie,
    inject: (opts) =>
      app.inject({ ...opts, headers: { origin: ORIGIN, ...opts.headers, cookie } } as InjectOptions),
  };
}

export { sql };
