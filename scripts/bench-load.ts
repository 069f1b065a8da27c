/**
 * npm run bench:load [-- --concurrency 100,300,1000] [--runs N] [--engines sqlite,postgres] [--json OUT] [--profile DIR]
 *
 * Issue 16 §1: many patients sending at once. For each concurrency C, C distinct signed-in patients
 * (each with a fresh chat) send one message at the same moment to a production-mode Asa server with
 * the offline engine; measured: first chunk and `[DONE]` p50/p99, errors (non-200, reset
 * connections, a stream without `[DONE]`; `503` refusals counted apart), the server's peak RSS, and
 * how long `/api/health` is blocked (the slowest health answer while the burst runs, polled every
 * 25 ms). Baseline in the same run: a bare `node:http` SSE server sending the same number of chunks
 * with the same pause, at the same concurrency. The server under test runs in its own process
 * (scripts/lib/load-target.ts), bundled by esbuild as the production server is (no tsx in the
 * process), fresh for every measurement; so is the baseline (scripts/lib/raw-sse-server.ts).
 *
 * Defaults are kept short for a shared 2-core machine: concurrency 100,300, three runs, SQLite, and
 * PostgreSQL too when TEST_DATABASE_URL is set. `--concurrency 100,300,1000` is the full figure.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { serverBundlePlugins, TRIAGE_WORKER_BUNDLE, TRIAGE_WORKER_ENTRY } from './lib/server-bundle.mjs';
import { argValue, exchange, fmt, fmtSpread, patientMessage, percentile, sortNumbers, spread } from './lib/bench-server.ts';

const HERE = path.dirname(fileURLToPath(import.meta.url));
/** Beside the production bundle (apps/server/dist), so paths relative to it hold as they do there. */
const BUNDLES = path.resolve(HERE, '../apps/server/dist');

async function bundle(entry: string, name: string): Promise<string> {
  const outfile = path.join(BUNDLES, name);
  await build({
    entryPoints: [path.join(HERE, entry)],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: serverBundlePlugins(BUNDLES),
  });
  return outfile;
}
let ASA_BUNDLE = '';
let RAW_BUNDLE = '';
const LEVELS = (argValue('--concurrency') ?? '100,300').split(',').map(Number);
const RUNS = Number(argValue('--runs') ?? 3);
const ENGINES = (argValue('--engines') ?? (process.env.TEST_DATABASE_URL ? 'sqlite,postgres' : 'sqlite')).split(',');
const JSON_OUT = argValue('--json');
/** `--profile DIR`: the Asa process writes a V8 CPU profile there (node --cpu-prof). */
const PROFILE_DIR = argValue('--profile');
/** The offline engine's pause before each chunk (adapters/ai/offline.ts). */
const CHUNK_DELAY_MS = 12;

interface Target {
  child: ChildProcess;
  port: number;
  stop(): Promise<void>;
}

async function startTarget(file: string, args: string[]): Promise<Target> {
  const profile = PROFILE_DIR && file === ASA_BUNDLE ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(PROFILE_DIR)}`] : [];
  const child = spawn(process.execPath, [...profile, file, ...args], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout!.setEncoding('utf8');
    child.stdout!.on('data', (part: string) => {
      out += part;
      const line = out.split('\n').find((l) => l.startsWith('{"port"'));
      if (line) resolve((JSON.parse(line) as { port: number }).port);
    });
    child.once('exit', (code) => reject(new Error(`load target exited with ${code}`)));
  });
  return {
    child,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** Peak resident set of a process so far (Linux VmHWM), MiB. */
function peakRssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return kb / 1024;
}

interface Measurement {
  firstP50: number;
  firstP99: number;
  doneP50: number;
  doneP99: number;
  errors: number;
  refused: number;
  healthMaxMs: number;
  peakRssMiB: number;
}

async function burst(target: Target, requests: { path: string; headers: Record<string, string> }[]): Promise<Measurement> {
  const url = `http://127.0.0.1:${target.port}`;
  let burstOver = false;
  const health: number[] = [];
  const prober = (async () => {
    while (!burstOver) {
      const r = await exchange(`${url}/api/health`, { method: 'GET', firstMarker: '{', keepAlive: false }).catch(() => null);
      if (r) health.push(r.done);
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  })();
  const first: number[] = [];
  const done: number[] = [];
  let errors = 0;
  let refused = 0;
  await Promise.all(
    requests.map(async (request, i) => {
      try {
        const r = await exchange(`${url}${request.path}`, {
          body: JSON.stringify({ chat: [{ role: 'user', content: patientMessage(i + 1) }] }),
          headers: request.headers,
          firstMarker: 'data: "',
          keepAlive: false,
        });
        if (r.status === 503) refused += 1;
        else if (r.status !== 200 || r.first === null || !r.body.includes('[DONE]') || r.body.includes('event: error')) errors += 1;
        else {
          first.push(r.first);
          done.push(r.done);
        }
      } catch {
        errors += 1;
      }
    }),
  );
  burstOver = true;
  await prober;
  const f = sortNumbers(first);
  const d = sortNumbers(done);
  return {
    firstP50: percentile(f, 0.5),
    firstP99: percentile(f, 0.99),
    doneP50: percentile(d, 0.5),
    doneP99: percentile(d, 0.99),
    errors,
    refused,
    healthMaxMs: Math.max(0, ...health),
    peakRssMiB: peakRssMiB(target.child.pid!),
  };
}

async function measureAsa(engine: string, concurrency: number, chunksSeen: { n: number }): Promise<Measurement> {
  const tokensFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'asa-load-')), 'tokens');
  // One patient more than the burst: its turn, first and alone, tells how many chunks the offline
  // reply has, so the baseline streams as many.
  const target = await startTarget(ASA_BUNDLE, [engine, String(concurrency + 1), tokensFile]);
  try {
    const lines = fs.readFileSync(tokensFile, 'utf8').trim().split('\n');
    const requests = lines.map((line) => {
      const [token, chatId] = line.split(' ');
      return { path: `/api/asa/chat/${chatId!}`, headers: { authorization: `Bearer ${token!}` } };
    });
    const probe = requests.pop()!;
    const sample = await exchange(`http://127.0.0.1:${target.port}${probe.path}`, {
      body: JSON.stringify({ chat: [{ role: 'user', content: patientMessage(0) }] }),
      headers: probe.headers,
      firstMarker: 'data: "',
    });
    chunksSeen.n = (sample.body.match(/^data: "/gm) ?? []).length;
    return await burst(target, requests);
  } finally {
    await target.stop();
    fs.rmSync(path.dirname(tokensFile), { recursive: true, force: true });
  }
}

async function measureRaw(concurrency: number, chunks: number): Promise<Measurement> {
  const target = await startTarget(RAW_BUNDLE, [String(chunks), String(CHUNK_DELAY_MS)]);
  try {
    return await burst(target, Array.from({ length: concurrency }, () => ({ path: '/chat', headers: {} })));
  } finally {
    await target.stop();
  }
}

async function main() {
  ASA_BUNDLE = await bundle('lib/load-target.ts', 'bench-load-target.mjs');
  RAW_BUNDLE = await bundle('lib/raw-sse-server.ts', 'bench-raw-sse.mjs');
  // The triage worker beside the server's bundle, as scripts/build-server.mjs writes it.
  await bundle(path.relative(HERE, TRIAGE_WORKER_ENTRY), TRIAGE_WORKER_BUNDLE);
  const results: { engine: string; concurrency: number; asa: Measurement[]; raw: Measurement[]; chunks: number }[] = [];
  for (const engine of ENGINES) {
    for (const concurrency of LEVELS) {
      const asa: Measurement[] = [];
      const raw: Measurement[] = [];
      const chunks = { n: 0 };
      for (let run = 0; run < RUNS; run += 1) {
        asa.push(await measureAsa(engine, concurrency, chunks));
        raw.push(await measureRaw(concurrency, chunks.n));
        process.stdout.write(`${engine} ×${concurrency} run ${run + 1}/${RUNS} done\n`);
      }
      results.push({ engine, concurrency, asa, raw, chunks: chunks.n });
    }
  }

  console.log(`\nbench:load — offline engine, ${RUNS} runs, min / median / max over runs, Node ${process.version}, ${os.cpus().length} cores`);
  for (const r of results) {
    const s = (pick: (m: Measurement) => number, which: Measurement[], digits = 0, unit = 'ms') => fmtSpread(which.map(pick), digits, unit);
    console.log(`\n${r.engine}, ${r.concurrency} patients at once (reply of ${r.chunks} chunks)`);
    console.log(`  first chunk p50   Asa ${s((m) => m.firstP50, r.asa).padEnd(26)} raw SSE ${s((m) => m.firstP50, r.raw)}`);
    console.log(`  first chunk p99   Asa ${s((m) => m.firstP99, r.asa).padEnd(26)} raw SSE ${s((m) => m.firstP99, r.raw)}`);
    console.log(`  [DONE] p50        Asa ${s((m) => m.doneP50, r.asa).padEnd(26)} raw SSE ${s((m) => m.doneP50, r.raw)}`);
    console.log(`  [DONE] p99        Asa ${s((m) => m.doneP99, r.asa).padEnd(26)} raw SSE ${s((m) => m.doneP99, r.raw)}`);
    console.log(`  errors            Asa ${s((m) => m.errors, r.asa, 0, '').padEnd(26)} raw SSE ${s((m) => m.errors, r.raw, 0, '')}`);
    console.log(`  refused (503)     Asa ${s((m) => m.refused, r.asa, 0, '')}`);
    console.log(`  /api/health max   Asa ${s((m) => m.healthMaxMs, r.asa).padEnd(26)} raw SSE ${s((m) => m.healthMaxMs, r.raw)}`);
    console.log(`  peak RSS          Asa ${s((m) => m.peakRssMiB, r.asa, 0, 'MiB').padEnd(26)} raw SSE ${s((m) => m.peakRssMiB, r.raw, 0, 'MiB')}`);
    const ratio = (pick: (m: Measurement) => number) => r.asa.map((m, i) => pick(m) / pick(r.raw[i]!));
    const p50 = spread(ratio((m) => m.firstP50));
    const p99 = spread(ratio((m) => m.firstP99));
    console.log(`  Asa / raw, first chunk p50 ${fmt(p50.median, 1)}× (${fmt(p50.min, 1)}–${fmt(p50.max, 1)}), p99 ${fmt(p99.median, 1)}× (${fmt(p99.min, 1)}–${fmt(p99.max, 1)})`);
  }
  if (JSON_OUT) fs.writeFileSync(JSON_OUT, `${JSON.stringify({ node: process.version, results }, null, 2)}\n`);
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
