/**
 * npm run bench:queue [-- --json OUT] [--cases N]
 *
 * Issue 5 performance: seeds 100,000 cases in one company (and 10,000 in another), then measures
 * the staff queue (the server's own service and SQL) for each filter: p50/p99 of the first page
 * and of a page 2,000 rows deep. SQLite always; PostgreSQL too when TEST_DATABASE_URL is set.
 * Target on a 2-core machine: p99 ≤ 25 ms for both pages, the deep page within 1.3× of the first.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { encodeCursor, queueFilterSchema, type QueueFilter } from '@asa/domain';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import pg from 'pg';
import { createDatabase, type Db } from '../apps/server/src/db/database.ts';
import { newId } from '../apps/server/src/db/ids.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { listQueue } from '../apps/server/src/modules/cases/repo.ts';
import { listCases, type StaffIdentity } from '../apps/server/src/modules/cases/service.ts';

const args = process.argv.slice(2);
const argValue = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const CASES = Number(argValue('--cases') ?? 100_000);
const OTHER_CASES = Math.round(CASES / 10);
const JSON_OUT = argValue('--json');
const RUNS = Number(argValue('--runs') ?? 200);
const WARMUP = 20;
const DEEP = 2000;

const FILTERS: Record<string, Record<string, string>> = {
  'newest (nurse hub)': { sortBy: 'newest' },
  'urgency (doctor dashboard)': { sortBy: 'urgency' },
  'critical (urgency=1)': { urgency: '1' },
  'high priority (urgency=1,2)': { urgency: '1,2' },
  'pending': { status: 'pending' },
  'reviewed': { status: 'reviewed' },
  'forwarded, urgency order': { status: 'forwarded', sortBy: 'urgency' },
  'pending, urgency order': { status: 'pending', sortBy: 'urgency' },
  'critical pending': { status: 'pending', urgency: '1' },
};

const diagnosisData = JSON.stringify({
  patientSummary: 'Adult with three days of productive cough, mild fever and fatigue; no chest pain or breathlessness at rest.',
  primaryDiagnosis: 'Acute bronchitis',
  soap: {
    subjective: 'Cough with yellow sputum for three days, temperature up to 38.2 °C.',
    objective: 'Reported by the patient in chat; no examination.',
    assessment: 'Most likely acute bronchitis; pneumonia less likely.',
    plan: 'Fluids, rest, paracetamol; seek care if breathless or fever lasts beyond five days.',
  },
  differentialDiagnoses: [
    { diagnosisName: 'Acute bronchitis', icd10Code: 'J20.9', confidenceLevel: 78, clinicalReasoning: 'Typical course.' },
    { diagnosisName: 'Community-acquired pneumonia', icd10Code: 'J18.9', confidenceLevel: 30, clinicalReasoning: 'Fever.' },
  ],
  redFlagsAssessment: { presentRedFlags: [], absentRedFlags: ['Chest pain'], unknownRedFlags: [], warningSignsToMonitor: ['Breathlessness'] },
});

function pick<T>(weighted: [T, number][]): T {
  let r = Math.random();
  for (const [value, weight] of weighted) {
    if ((r -= weight) < 0) return value;
  }
  return weighted[weighted.length - 1]![0];
}

async function seed(db: Db, companyId: string, count: number) {
  const now = Date.now();
  const patients = Array.from({ length: Math.max(10, Math.round(count / 100)) }, (_, i) => ({
    id: newId(),
    name: `Bench patient ${i}`,
    email: `bench-${companyId.slice(0, 8)}-${i}@bench.test`,
    emailVerified: db.engine === 'postgres' ? false : 0,
    createdAt: new Date(now).toISOString(),
    updatedAt: new Date(now).toISOString(),
    role: 'user',
    companyId,
    image: null,
    phoneNumber: null,
    phoneNumberVerified: null,
    banned: null,
    banReason: null,
    banExpires: null,
    language: 'en',
  }));
  for (let i = 0; i < patients.length; i += 500) await db.db.insertInto('user').values(patients.slice(i, i + 500)).execute();
  const batch = 400;
  for (let start = 0; start < count; start += batch) {
    const rows = Array.from({ length: Math.min(batch, count - start) }, () => {
      const status = pick<string>([['draft', 0.02], ['pending', 0.5], ['forwarded', 0.15], ['reviewed', 0.33]]);
      const createdAt = now - Math.floor(Math.random() * 90 * 24 * 3600 * 1000);
      return {
        id: newId(),
        userId: patients[Math.floor(Math.random() * patients.length)]!.id,
        companyId,
        title: 'Chat',
        diagnosis: 'Acute bronchitis. Three days of cough with mild fever.',
        urgency: pick<number>([[1, 0.08], [2, 0.17], [3, 0.35], [4, 0.25], [5, 0.15]]),
        diagnosisData,
        medicalHistory: '{}',
        patientLanguage: 'en',
        dismissed: status === 'reviewed' ? 1 : 0,
        forwardedToDoctor: status === 'forwarded' ? 1 : 0,
        assessedAt: status === 'draft' ? null : createdAt,
        createdAt,
        updatedAt: createdAt,
      };
    });
    await db.db.insertInto('chat').values(rows).execute();
  }
}

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round(sorted[Math.max(0, index)]! * 100) / 100;
}

async function time(fn: () => Promise<unknown>): Promise<{ p50: number; p99: number }> {
  for (let i = 0; i < WARMUP; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = process.hrtime.bigint();
    await fn();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return { p50: percentile(samples, 50), p99: percentile(samples, 99) };
}

interface Result {
  engine: string;
  cases: number;
  filter: string;
  p50_first_ms: number;
  p99_first_ms: number;
  p50_deep_ms: number;
  p99_deep_ms: number;
}

async function bench(db: Db, engineLabel: string): Promise<Result[]> {
  // The migrator can trip over another schema's lock table on a shared PostgreSQL; retry once.
  await migrateToLatest(db.db).catch(() => migrateToLatest(db.db));
  const company = { id: newId(), slug: `bench-${randomBytes(3).toString('hex')}`, name: 'Bench clinic', createdAt: Date.now() };
  const other = { id: newId(), slug: `bench-${randomBytes(3).toString('hex')}`, name: 'Other clinic', createdAt: Date.now() };
  await db.db.insertInto('company').values([company, other]).execute();
  const seedStart = Date.now();
  await seed(db, company.id, CASES);
  await seed(db, other.id, OTHER_CASES);
  await sql`ANALYZE`.execute(db.db);
  console.log(`${engineLabel}: seeded ${CASES} + ${OTHER_CASES} cases in ${((Date.now() - seedStart) / 1000).toFixed(1)} s`);

  // The real service, as the route calls it (it needs only the database from the app).
  const app = { database: db } as unknown as FastifyInstance;
  const staff = { companyId: company.id, role: 'nurse', userId: 'bench' } as StaffIdentity;
  const results: Result[] = [];
  for (const [name, query] of Object.entries(FILTERS)) {
    const filter: QueueFilter = queueFilterSchema.parse(query);
    // The cursor after 2,000 rows of this filter.
    const rows = await listQueue(db.db, { companyId: company.id, sortBy: filter.sortBy, status: filter.status, urgency: filter.urgency, limit: DEEP });
    const last = rows.at(-1)!;
    const cursor = encodeCursor({ urgency: Number(last.urgency), createdAt: Number(last.createdAt), id: last.id });
    const first = await time(() => listCases(app, staff, filter));
    const deep = await time(() => listCases(app, staff, { ...filter, cursor }));
    const result = {
      engine: engineLabel,
      cases: CASES,
      filter: name,
      p50_first_ms: first.p50,
      p99_first_ms: first.p99,
      p50_deep_ms: deep.p50,
      p99_deep_ms: deep.p99,
    };
    results.push(result);
    const ok = result.p99_first_ms <= 25 && result.p99_deep_ms <= 25 && result.p50_deep_ms <= 1.3 * result.p50_first_ms;
    console.log(
      `${engineLabel.padEnd(8)} ${name.padEnd(30)} first p50 ${String(first.p50).padStart(6)} p99 ${String(first.p99).padStart(6)} | deep p50 ${String(deep.p50).padStart(6)} p99 ${String(deep.p99).padStart(6)} ms ${ok ? '' : '  (over target)'}`,
    );
  }
  return results;
}

async function main() {
  const results: Result[] = [];
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-bench-'));
  const sqlite = createDatabase({ file: path.join(dir, 'bench.db') });
  try {
    results.push(...(await bench(sqlite, 'sqlite')));
  } finally {
    await sqlite.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    const schema = `bench_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    const postgres = createDatabase({ url, schema });
    try {
      results.push(...(await bench(postgres, 'postgres')));
    } finally {
      await postgres.destroy();
      await admin.query(`DROP SCHEMA ${schema} CASCADE`);
      await admin.end();
    }
  } else {
    console.log('postgres: skipped (set TEST_DATABASE_URL to include it)');
  }
  if (JSON_OUT) {
    fs.writeFileSync(JSON_OUT, `${JSON.stringify(results, null, 2)}\n`);
    console.log(`wrote ${JSON_OUT}`);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
