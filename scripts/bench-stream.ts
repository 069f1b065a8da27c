/**
 * npm run bench:stream [-- --turns N] [--runs N] [--engine sqlite|postgres] [--json OUT] [--profile DIR]
 *
 * Issue 16 §1: the time Asa adds to a chat reply over its AI provider. A local OpenAI-compatible
 * server streams 20 chunks with no delay; in the same run, three ways to reach it, one turn at a time:
 *   - provider direct: the client asks the provider itself;
 *   - raw SSE: a bare `node:http` server relays the provider's stream (the least a server must do);
 *   - Asa: `POST /api/asa/chat/:id` on a production-mode server (a fresh chat per turn; the
 *     assessment after the reply is waited for and counted in the turn's CPU and statements).
 * Beside them, Asa with its offline engine (no provider; no pause between chunks): the whole turn
 * is then the server's own work — the reply, the assessment and the safety floor read by the
 * triage engine.
 * Per run: first chunk and `[DONE]` p50/p95, CPU per turn (the whole process: client, provider and
 * server, so the difference to the baseline is the server's), SQL statements per turn and before
 * the first chunk. Three runs by default; figures are min / median / max over the runs.
 * `--profile DIR` writes a V8 CPU profile of each run's Asa turns (provider, offline) there: the
 * whole process (client, provider and server), turns only, warm-up included.
 */
import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import type { Engine } from '../apps/server/src/db/database.ts';
import {
  argValue,
  type BenchServer,
  createPatients,
  exchange,
  fmt,
  fmtSpread,
  patientMessage,
  percentile,
  sortNumbers,
  spread,
  startBenchServer,
} from './lib/bench-server.ts';
import { FIRST_CHUNK, startChunkedLlm, startRawRelay } from './lib/chunked-llm.ts';

const TURNS = Number(argValue('--turns') ?? 150);
const RUNS = Number(argValue('--runs') ?? 3);
const WARMUP = 20;
const ENGINE = (argValue('--engine') ?? 'sqlite') as Engine;
const JSON_OUT = argValue('--json');
const PROFILE_DIR = argValue('--profile');

interface ModeRun {
  firstP50: number;
  firstP95: number;
  doneP50: number;
  doneP95: number;
  cpuMsPerTurn: number;
  statementsPerTurn?: number;
  statementsBeforeFirstChunk?: number;
}

async function timeTurns(
  turn: () => Promise<{ first: number; done: number; cpuMs: number; statements?: number; beforeFirst?: number }>,
): Promise<ModeRun> {
  for (let i = 0; i < WARMUP; i += 1) await turn();
  const first: number[] = [];
  const done: number[] = [];
  let cpu = 0;
  let statements = 0;
  let beforeFirst = 0;
  for (let i = 0; i < TURNS; i += 1) {
    const t = await turn();
    first.push(t.first);
    done.push(t.done);
    cpu += t.cpuMs;
    statements += t.statements ?? 0;
    beforeFirst += t.beforeFirst ?? 0;
  }
  const f = sortNumbers(first);
  const d = sortNumbers(done);
  return {
    firstP50: percentile(f, 0.5),
    firstP95: percentile(f, 0.95),
    doneP50: percentile(d, 0.5),
    doneP95: percentile(d, 0.95),
    cpuMsPerTurn: cpu / TURNS,
    statementsPerTurn: statements / TURNS,
    statementsBeforeFirstChunk: beforeFirst / TURNS,
  };
}

/** Runs `measure` under the V8 CPU profiler when --profile is given, writing DIR/NAME.cpuprofile. */
async function profiled<T>(name: string, measure: () => Promise<T>): Promise<T> {
  if (!PROFILE_DIR) return measure();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  try {
    return await measure();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    fs.mkdirSync(PROFILE_DIR, { recursive: true });
    fs.writeFileSync(path.join(PROFILE_DIR, `${name}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}

function cpuMsSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000;
}

async function main() {
  const provider = await startChunkedLlm(20);
  const relay = await startRawRelay(provider.port);
  const server: BenchServer = await startBenchServer(ENGINE, {
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: provider.baseUrl,
    AI_MODEL: 'bench-model',
  });
  const offline: BenchServer = await startBenchServer(ENGINE, { AI_PROVIDER: 'offline', OFFLINE_CHUNK_DELAY_MS: '0' });
  const [token] = await createPatients(server, 1);
  const auth = { authorization: `Bearer ${token!}` };
  const [offlineToken] = await createPatients(offline, 1);
  const offlineAuth = { authorization: `Bearer ${offlineToken!}` };
  const providerBody = JSON.stringify({ model: 'bench-model', stream: true, messages: [{ role: 'user', content: patientMessage(0) }] });
  let turn = 0;

  const direct = async () => {
    const cpu = process.cpuUsage();
    const r = await exchange(`${provider.baseUrl}/chat/completions`, { body: providerBody, firstMarker: FIRST_CHUNK });
    if (r.first === null) throw new Error('provider: no first chunk');
    return { first: r.first, done: r.done, cpuMs: cpuMsSince(cpu) };
  };
  const raw = async () => {
    const cpu = process.cpuUsage();
    const r = await exchange(`${relay.url}/chat`, { body: providerBody, firstMarker: FIRST_CHUNK });
    if (r.first === null) throw new Error('raw relay: no first chunk');
    return { first: r.first, done: r.done, cpuMs: cpuMsSince(cpu) };
  };
  const asaTurn = (server: BenchServer, auth: Record<string, string>, firstMarker: string) => async () => {
    const created = await exchange(`${server.url}/api/asa/chat/new`, { body: '{}', headers: auth, firstMarker: 'chatId' });
    const { chatId } = JSON.parse(created.body) as { chatId: string };
    const cpu = process.cpuUsage();
    const before = server.statements();
    let atFirst = before;
    const r = await exchange(`${server.url}/api/asa/chat/${chatId}`, {
      body: JSON.stringify({ chat: [{ role: 'user', content: patientMessage((turn += 1)) }] }),
      headers: auth,
      firstMarker,
    }).then((result) => {
      atFirst = server.statements();
      return result;
    });
    if (r.status !== 200 || r.first === null) throw new Error(`Asa: status ${r.status}, body ${r.body.slice(0, 200)}`);
    // The statements counted when the first chunk arrived include the few sent while it travelled.
    const beforeFirst = atFirst - before;
    await server.app.chat.idle();
    return { first: r.first, done: r.done, cpuMs: cpuMsSince(cpu), statements: server.statements() - before, beforeFirst };
  };
  const asa = asaTurn(server, auth, FIRST_CHUNK);
  // The offline engine's first chunk is its first word: the first data event of the reply.
  const asaOffline = asaTurn(offline, offlineAuth, 'data: "');

  const runs: { direct: ModeRun; raw: ModeRun; asa: ModeRun; offline: ModeRun }[] = [];
  try {
    for (let run = 0; run < RUNS; run += 1) {
      // Interleaved per run, so the baselines see the same machine load as Asa.
      runs.push({
        direct: await timeTurns(direct),
        raw: await timeTurns(raw),
        asa: await profiled(`asa-run${run + 1}`, () => timeTurns(asa)),
        offline: await profiled(`offline-run${run + 1}`, () => timeTurns(asaOffline)),
      });
      process.stdout.write(`run ${run + 1}/${RUNS} done\n`);
    }
  } finally {
    await server.close();
    await offline.close();
    await relay.close();
    await provider.close();
  }

  const col = (pick: (r: ModeRun) => number, mode: 'direct' | 'raw' | 'asa' | 'offline', digits = 2) =>
    fmtSpread(runs.map((r) => pick(r[mode])), digits);
  console.log(`\nbench:stream — ${TURNS} turns × ${RUNS} runs, 20-chunk provider, ${ENGINE}, Node ${process.version}`);
  console.log(
    'figure (min / median / max over runs)     provider direct             raw node:http SSE           Asa                            Asa, offline engine',
  );
  const row = (label: string, pick: (r: ModeRun) => number, digits = 2) =>
    console.log(
      `${label.padEnd(42)}${col(pick, 'direct', digits).padEnd(28)}${col(pick, 'raw', digits).padEnd(28)}${col(pick, 'asa', digits).padEnd(31)}${col(pick, 'offline', digits)}`,
    );
  row('first chunk p50', (r) => r.firstP50);
  row('first chunk p95', (r) => r.firstP95);
  row('[DONE] p50', (r) => r.doneP50);
  row('[DONE] p95', (r) => r.doneP95);
  row('CPU per turn (whole process)', (r) => r.cpuMsPerTurn);
  const added = (pick: (r: ModeRun) => number) => runs.map((r) => pick(r.asa) - pick(r.direct));
  const rawAdded = (pick: (r: ModeRun) => number) => runs.map((r) => pick(r.raw) - pick(r.direct));
  console.log('');
  console.log(`time added to the first chunk p50   Asa ${fmtSpread(added((r) => r.firstP50))}   raw SSE ${fmtSpread(rawAdded((r) => r.firstP50))}`);
  console.log(`time added to the first chunk p95   Asa ${fmtSpread(added((r) => r.firstP95))}   raw SSE ${fmtSpread(rawAdded((r) => r.firstP95))}`);
  console.log(`time added to [DONE] p50            Asa ${fmtSpread(added((r) => r.doneP50))}   raw SSE ${fmtSpread(rawAdded((r) => r.doneP50))}`);
  console.log(`server CPU per turn                 Asa ${fmtSpread(added((r) => r.cpuMsPerTurn))}   raw SSE ${fmtSpread(rawAdded((r) => r.cpuMsPerTurn))}`);
  // No provider in the offline turn: its CPU is the client's and the server's; the raw relay's turn
  // (client, relay and provider) bounds what the client costs.
  console.log(`CPU per offline turn                Asa ${fmtSpread(runs.map((r) => r.offline.cpuMsPerTurn))}   (raw SSE turn ${fmtSpread(runs.map((r) => r.raw.cpuMsPerTurn))})`);
  console.log(
    `Asa / raw SSE, first chunk p50      ${fmtSpread(
      runs.map((r) => r.asa.firstP50 / r.raw.firstP50),
      1,
      '×',
    )}`,
  );
  const statements = spread(runs.map((r) => r.asa.statementsPerTurn ?? 0));
  const beforeFirst = spread(runs.map((r) => r.asa.statementsBeforeFirstChunk ?? 0));
  console.log(`SQL statements per turn (send + assessment) ${fmt(statements.median, 1)}, before the first chunk ${fmt(beforeFirst.median, 1)}`);
  const offlineStatements = spread(runs.map((r) => r.offline.statementsPerTurn ?? 0));
  console.log(`SQL statements per offline turn ${fmt(offlineStatements.median, 1)}`);
  if (JSON_OUT) {
    fs.writeFileSync(JSON_OUT, `${JSON.stringify({ turns: TURNS, engine: ENGINE, node: process.version, runs }, null, 2)}\n`);
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
