/**
 * npm run bench:events [-- --runs N] [--json OUT]
 *
 * Issue 14 §8 (DESIGN D14): how long from a patient's send of an emergency ("crushing chest pain…")
 * until `case.emergency` arrives on a nurse's open staff stream (SSE), over real HTTP. SQLite: one
 * server. PostgreSQL (when TEST_DATABASE_URL is set): two servers on one database, the patient on
 * the first and the nurse on the second, so the event crosses processes by LISTEN/NOTIFY.
 * Target: p95 ≤ 100 ms.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createDatabase, type Db } from '../apps/server/src/db/database.ts';
import { migrateToLatest } from '../apps/server/src/db/migrate.ts';
import { createStaffAccount } from '../apps/server/src/db/seed.ts';
import { ensureCompany } from '../apps/server/src/modules/companies/repo.ts';

const args = process.argv.slice(2);
const argValue = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const RUNS = Number(argValue('--runs') ?? 60);
const WARMUP = 5;
const JSON_OUT = argValue('--json');
const EMERGENCY = 'I have crushing chest pain spreading to my left arm and I am sweating.';
const PASSWORD = 'bench-password-1';

interface Server {
  app: FastifyInstance;
  url: string;
}

async function startServer(database: Db, dataDir: string, env: Record<string, string>): Promise<Server> {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    LOG_LEVEL: 'silent',
    CHAT_RATE_LIMIT_PER_MINUTE: '10000',
    RATE_SIGNIN_PER_IP: '10000',
    ...env,
  });
  const app = await buildApp({ config, database, webDist: path.join(dataDir, 'no-web-build') });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, url: `http://127.0.0.1:${port}` };
}

async function signIn(server: Server, role: 'user' | 'nurse', companyId: string): Promise<string> {
  const email = `${role}-${randomBytes(4).toString('hex')}@bench.test`;
  await createStaffAccount(server.app, { email, password: PASSWORD, name: `Bench ${role}`, role, companyId });
  const response = await fetch(`${server.url}/api/identity/sign-in/email`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    body: JSON.stringify({ email, password: PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status}`);
  return response.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
}

/** The nurse's staff stream: resolves each awaited chat id when its case.emergency frame arrives. */
async function openStaffStream(server: Server, cookie: string) {
  const waiting = new Map<string, (at: number) => void>();
  const controller = new AbortController();
  const response = await fetch(`${server.url}/api/asa/doctor/events`, { headers: { cookie }, signal: controller.signal });
  if (!response.ok || !response.body) throw new Error(`stream failed: ${response.status}`);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          if (!frame.includes('event: case.emergency')) continue;
          const data = frame.split('\n').find((line) => line.startsWith('data: '));
          const chatId = data ? (JSON.parse(data.slice(6)) as { chatId: string }).chatId : null;
          if (chatId) waiting.get(chatId)?.(performance.now());
        }
      }
    } catch {
      // aborted at the end
    }
  })();
  return {
    next: (chatId: string) => new Promise<number>((resolve) => waiting.set(chatId, resolve)),
    close: () => controller.abort(),
  };
}

async function measure(label: string, patientServer: Server, nurseServer: Server, companyId: string) {
  const patient = await signIn(patientServer, 'user', companyId);
  const nurse = await signIn(nurseServer, 'nurse', companyId);
  const stream = await openStaffStream(nurseServer, nurse);
  await new Promise((r) => setTimeout(r, 200));
  const headers = { cookie: patient, 'content-type': 'application/json', origin: 'http://localhost:3000' };
  const samples: number[] = [];
  for (let i = 0; i < RUNS + WARMUP; i++) {
    const created = await fetch(`${patientServer.url}/api/asa/chat/new`, { method: 'POST', headers, body: JSON.stringify({ language: 'en' }) });
    const { chatId } = (await created.json()) as { chatId: string };
    const arrived = stream.next(chatId);
    const sentAt = performance.now();
    const reply = await fetch(`${patientServer.url}/api/asa/chat/${chatId}`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ chat: [{ role: 'user', content: EMERGENCY }] }),
    });
    const at = await Promise.race([arrived, new Promise<number>((_, reject) => setTimeout(() => reject(new Error('no case.emergency within 5 s')), 5000))]);
    await reply.text();
    if (i >= WARMUP) samples.push(at - sentAt);
  }
  stream.close();
  samples.sort((a, b) => a - b);
  const pick = (q: number) => samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]!;
  const result = { label, runs: samples.length, p50: pick(0.5), p95: pick(0.95), max: samples[samples.length - 1]! };
  console.log(
    `${label.padEnd(34)} runs ${String(result.runs).padStart(4)}  p50 ${result.p50.toFixed(1).padStart(7)} ms  p95 ${result.p95.toFixed(1).padStart(7)} ms  max ${result.max.toFixed(1).padStart(7)} ms  ${result.p95 <= 100 ? 'ok (≤ 100 ms)' : 'OVER 100 ms'}`,
  );
  return result;
}

async function main() {
  const results = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-bench-events-'));
  try {
    {
      const database = createDatabase({ file: path.join(dataDir, 'asa.db') });
      await migrateToLatest(database.db);
      const company = await ensureCompany(database.db, { slug: 'demo', name: 'Bench Clinic' });
      const server = await startServer(database, dataDir, {});
      try {
        results.push(await measure('SQLite, one server', server, server, company.id));
      } finally {
        await server.app.close();
        await database.destroy();
      }
    }
    const url = process.env.TEST_DATABASE_URL;
    if (url) {
      const schema = `bench_${randomBytes(4).toString('hex')}`;
      const setup = createDatabase({ url, schema });
      await sql.raw(`CREATE SCHEMA ${schema}`).execute(setup.db);
      await migrateToLatest(setup.db);
      const company = await ensureCompany(setup.db, { slug: 'demo', name: 'Bench Clinic' });
      const a = createDatabase({ url, schema });
      const b = createDatabase({ url, schema });
      const first = await startServer(a, dataDir, {});
      const second = await startServer(b, dataDir, {});
      try {
        results.push(await measure('PostgreSQL, two servers', first, second, company.id));
      } finally {
        await first.app.close();
        await second.app.close();
        await a.destroy();
        await b.destroy();
        await sql.raw(`DROP SCHEMA ${schema} CASCADE`).execute(setup.db);
        await setup.destroy();
      }
    } else {
      console.log('PostgreSQL: skipped (set TEST_DATABASE_URL=postgres://… to measure two servers on PostgreSQL)');
    }
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  if (JSON_OUT) fs.writeFileSync(JSON_OUT, `${JSON.stringify(results, null, 2)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
