/**
 * The offline engine's two costs (issues 7 and 13):
 *   npm run bench:triage
 *
 * 1. Loading the package (target ≤ 300 ms): fresh Node processes each import `@asa/triage` once,
 *    interleaved with as many processes that import an empty TypeScript module through the same
 *    loader (the baseline: starting Node and tsx). Wall and CPU time of the import alone, measured
 *    inside each process; the figure is the median of the package less the median of the baseline.
 * 2. CPU time per assessment (target ≤ 5 ms p95): engine + red-flag floor + safety net on every
 *    vignette of the sets below, after a warm-up pass (which compiles the lexicons of the languages
 *    the sets use); three passes, each vignette's best pass counts, so other work on a shared
 *    machine and garbage-collection pauses count as little as possible. Mean per set, and the p95
 *    over every vignette of every set.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Language } from '@asa/domain';

const SETS = [
  'semigran-2015.json',
  'patient-voice.json',
  'probes.json',
  'blind-v3.json',
  'blind-v4.json',
  'blind-v5.json',
];
const TARGET_MS = 5;
const LOAD_TARGET_MS = 300;
const LOAD_PROCESSES = 5;

// ---------------------------------------------------------------- loading the package

interface LoadTime {
  wallMs: number;
  cpuMs: number;
}

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BASELINE_MODULE = fileURLToPath(new URL('./lib/empty-module.ts', import.meta.url));

/** One fresh process that imports `specifier` and reports how long the import took. */
function importOnce(specifier: string): LoadTime {
  const program = `
    const cpu = process.cpuUsage();
    const start = performance.now();
    await import(${JSON.stringify(specifier)});
    const wallMs = performance.now() - start;
    const used = process.cpuUsage(cpu);
    console.log(JSON.stringify({ wallMs, cpuMs: (used.user + used.system) / 1000 }));`;
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', program], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  return JSON.parse(out.trim().split('\n').at(-1)!) as LoadTime;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = s.length >> 1;
  return s.length % 2 === 1 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

function measureLoad(): void {
  importOnce(BASELINE_MODULE); // the loader's transform cache is filled for both, as in any later run
  importOnce('@asa/triage');
  const pkg: LoadTime[] = [];
  const base: LoadTime[] = [];
  for (let i = 0; i < LOAD_PROCESSES; i++) {
    base.push(importOnce(BASELINE_MODULE));
    pkg.push(importOnce('@asa/triage'));
  }
  const line = (label: string, list: LoadTime[]) =>
    `${label.padEnd(22)} wall ${median(list.map((t) => t.wallMs))
      .toFixed(0)
      .padStart(5)} ms, CPU ${median(list.map((t) => t.cpuMs))
      .toFixed(0)
      .padStart(5)} ms  (median of ${list.length} processes)`;
  console.log(line('import @asa/triage', pkg));
  console.log(line('import empty module', base));
  const wall = median(pkg.map((t) => t.wallMs)) - median(base.map((t) => t.wallMs));
  const cpu = median(pkg.map((t) => t.cpuMs)) - median(base.map((t) => t.cpuMs));
  console.log(
    `load: ${wall.toFixed(0)} ms wall, ${cpu.toFixed(0)} ms CPU beyond the baseline (target ≤ ${LOAD_TARGET_MS} ms)${wall > LOAD_TARGET_MS ? '  OVER TARGET' : ''}`,
  );
}

// ---------------------------------------------------------------- CPU per assessment

async function measureAssessments(): Promise<void> {
  const { applySafetyFloor, assessTranscript } = await import('@asa/triage');
  type VignetteSet = import('@asa/triage').VignetteSet;
  let worst = 0;
  const all: number[] = [];
  for (const file of SETS) {
    const set = JSON.parse(
      readFileSync(new URL(`../packages/triage/data/${file}`, import.meta.url), 'utf8'),
    ) as VignetteSet;
    const best = set.vignettes.map(() => Infinity);
    const run = (record: boolean) => {
      set.vignettes.forEach((v, i) => {
        const messages = [{ role: 'user' as const, content: v.text }];
        const start = process.cpuUsage();
        applySafetyFloor(
          assessTranscript(messages, { patientLanguage: (v.language ?? 'en') as Language }),
          messages,
        );
        const cpu = process.cpuUsage(start);
        if (record) best[i] = Math.min(best[i]!, (cpu.user + cpu.system) / 1000);
      });
    };
    run(false); // warm-up: lexicons are compiled and regular expressions optimised on first use
    for (let pass = 0; pass < 3; pass++) run(true);
    const mean = best.reduce((a, b) => a + b, 0) / best.length;
    worst = Math.max(worst, mean);
    all.push(...best);
    console.log(
      `${file.padEnd(22)} ${mean.toFixed(2).padStart(6)} ms CPU per assessment (n=${set.vignettes.length})`,
    );
  }
  const sorted = [...all].sort((a, b) => a - b);
  const p95 = sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!;
  console.log(`worst set (mean): ${worst.toFixed(2)} ms`);
  console.log(
    `p95 over ${sorted.length} assessments: ${p95.toFixed(2)} ms CPU (target ≤ ${TARGET_MS} ms)${p95 > TARGET_MS ? '  OVER TARGET' : ''}`,
  );
}

measureLoad();
await measureAssessments();
