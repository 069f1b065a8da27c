/**
 * What bench:stream and bench:load share: an Asa server on a fresh database (SQLite file or a
 * PostgreSQL schema of its own), signed-in patients, a raw `node:http` SSE client, and the figures.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/config.ts';
import { createDatabase, type Db, type Engine } from '../../apps/server/src/db/database.ts';
import { newId } from '../../apps/server/src/db/ids.ts';
import { migrateToLatest } from '../../apps/server/src/db/migrate.ts';
import { createStaffAccount } from '../../apps/server/src/db/seed.ts';
import { ensureCompany } from '../../apps/server/src/modules/companies/repo.ts';
import { letterCode } from './letter-code.ts';

export const ORIGIN = 'http://localhost:3000';

/**
 * The patient's message of turn `n`: the same complaint each time, signed with a letters-only code
 * that is no word in any lexicon, so each turn's text is new and no reading memoised by text (the
 * triage engine's) is reused from an earlier turn or another patient: the figures are those of a
 * patient writing something new.
 */
export function patientMessage(n: number): string {
  return `I have had a sore throat and a runny nose for two days. (${letterCode(n)})`;
}

export function argValue(name: string): string | undefined {
  const args = process.argv.slice(2);
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
}

export interface BenchServer {
  app: FastifyInstance;
  url: string;
  port: number;
  engine: Engine;
  companyId: string;
  /** SQL statements sent since the server started (both engines, through Kysely). */
  statements: () => number;
  close(): Promise<void>;
}

/** A production-mode server (NODE_ENV=production) on an ephemeral port, its own fresh database. */
export async function startBenchServer(engine: Engine, env: Record<string, string> = {}): Promise<BenchServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-bench-'));
  let statements = 0;
  const onQuery = () => {
    statements += 1;
  };
  const url = process.env.TEST_DATABASE_URL;
  if (engine === 'postgres' && !url) throw new Error('PostgreSQL needs TEST_DATABASE_URL');
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  let database: Db;
  if (engine === 'postgres') {
    const setup = createDatabase({ url: url!, schema });
    await sql.raw(`CREATE SCHEMA ${schema}`).execute(setup.db);
    await setup.destroy();
    database = createDatabase({ url: url!, schema, onQuery });
  } else {
    database = createDatabase({ file: path.join(dataDir, 'asa.db'), onQuery });
  }
  await migrateToLatest(database.db);
  const company = await ensureCompany(database.db, { slug: 'demo', name: 'Bench Clinic' });
  const config = loadConfig({
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(24).toString('hex'),
    DATA_DIR: dataDir,
    PUBLIC_URL: ORIGIN,
    LOG_LEVEL: 'silent',
    CHAT_RATE_LIMIT_PER_MINUTE: '10000',
    RATE_SIGNIN_PER_IP: '10000',
    ...env,
  });
  const app = await buildApp({ config, database, webDist: path.join(dataDir, 'no-web-build') });
  await app.listen({ port: 0, host: '127.0.0.1', backlog: config.LISTEN_BACKLOG });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    app,
    url: `http://127.0.0.1:${port}`,
    port,
    engine,
    companyId: company.id,
    statements: () => statements,
    async close() {
      await app.close();
      if (engine === 'postgres') {
        await sql.raw(`DROP SCHEMA ${schema} CASCADE`).execute(database.db);
      }
      await database.destroy();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * `count` distinct signed-in patients, as bearer tokens. The first signs up through the identity
 * library; the rest are copies of its user row with their own session rows (hashing a password per
 * patient would make setting up a thousand of them the slowest part of the benchmark).
 */
export async function createPatients(server: BenchServer, count: number): Promise<string[]> {
  const { db } = server.app.database;
  const userId = await createStaffAccount(server.app, {
    email: `patient-${randomBytes(4).toString('hex')}@bench.test`,
    password: 'bench-password-1',
    name: 'Bench patient',
    role: 'user',
    companyId: server.companyId,
  });
  const template = await db.selectFrom('user').selectAll().where('id', '=', userId).executeTakeFirstOrThrow();
  const postgres = server.engine === 'postgres';
  const now = new Date();
  const expires = new Date(Date.now() + 86_400_000);
  const date = (d: Date) => (postgres ? d : d.toISOString());
  const tokens: string[] = [];
  const users = [];
  const sessions = [];
  for (let i = 0; i < count; i += 1) {
    const id = i === 0 ? userId : newId();
    if (i > 0) users.push({ ...template, id, email: `patient-${id}@bench.test` });
    const token = randomBytes(24).toString('base64url');
    tokens.push(token);
    sessions.push({
      id: newId(),
      token,
      userId: id,
      expiresAt: date(expires),
      createdAt: date(now),
      updatedAt: date(now),
      ipAddress: '',
      userAgent: 'bench',
      impersonatedBy: null,
    });
  }
  for (let i = 0; i < users.length; i += 200) await db.insertInto('user').values(users.slice(i, i + 200)).execute();
  for (let i = 0; i < sessions.length; i += 200) await db.insertInto('session').values(sessions.slice(i, i + 200)).execute();
  return tokens;
}

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });

export interface Exchange {
  status: number;
  /** ms from the request until the body's first frame containing `firstMarker`. */
  first: number | null;
  /** ms from the request until `data: [DONE]` (or the end of the body when there is none). */
  done: number;
  body: string;
  retryAfter: string | undefined;
}

/** One request over a raw socket (keep-alive), timing the first marked chunk and `[DONE]`. */
export function exchange(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; firstMarker: string; keepAlive?: boolean },
): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let first: number | null = null;
    let done: number | null = null;
    let body = '';
    const req = http.request(
      url,
      {
        method: options.method ?? 'POST',
        headers: { 'content-type': 'application/json', origin: ORIGIN, ...options.headers },
        agent: options.keepAlive === false ? false : agent,
      },
      (res) => {
        res.setEncoding('utf8');
        res.on('data', (part: string) => {
          body += part;
          if (first === null && body.includes(options.firstMarker)) first = performance.now() - start;
          if (done === null && body.includes('[DONE]')) done = performance.now() - start;
        });
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            first,
            done: done ?? performance.now() - start,
            body,
            retryAfter: res.headers['retry-after'] as string | undefined,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    req.end(options.body);
  });
}

export function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

export function sortNumbers(values: number[]): number[] {
  return [...values].sort((a, b) => a - b);
}

/** min / median / max of one figure over the runs. */
export function spread(values: number[]): { min: number; median: number; max: number } {
  const s = sortNumbers(values);
  return { min: s[0]!, median: s[Math.floor((s.length - 1) / 2)]!, max: s[s.length - 1]! };
}

export function fmt(value: number, digits = 2): string {
  return Number.isFinite(value) ? value.toFixed(digits) : '—';
}

export function fmtSpread(values: number[], digits = 2, unit = 'ms'): string {
  const { min, median, max } = spread(values);
  return `${fmt(min, digits)} / ${fmt(median, digits)} / ${fmt(max, digits)} ${unit}`;
}
