/**
 * The offline engine's two costs (issues 7 and 13):
 *   npm run bench:triage
 *
 * 1. Loading the package (target ≤ 300 ms): fresh Node processes each import `@asa/triage` once,
 *    interleaved with as many processes that import an empty TypeScript module through the same
 *    loader (the baseline: starting Node and tsx). Wall and CPU time of the import alone, measured
 *    inside each process; the figure is the median of the package less the median of the baseline.
 *    The same for the package bundled as the server's container runs it (plain Node, no tsx).
 * 2. CPU time per assessment (target ≤ 5 ms p95): engine + red-flag floor + safety net on every
 *    vignette of the sets below, after a warm-up pass (which compiles the lexicons of the languages
 *    the sets use); three passes, each vignette's best pass counts, so other work on a shared
 *    machine and garbage-collection pauses count as little as possible. Every pass signs each text
 *    with its own letters-only code, so the engine reads it afresh: a text read before is answered
 *    from the reading's memo (`engine/reading.ts`), which is not the cost of an assessment. Mean per
 *    set, and the p95 over every vignette of every set.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Language } from '@asa/domain';
import type { VignetteSet } from '@asa/triage';
import { letterCode } from './lib/letter-code.ts';

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

/**
 * The package bundled as the server's container loads it (scripts/build-server.mjs: one ES module,
 * third-party packages external), written under node_modules/.cache so that they resolve; and an
 * empty module beside it, its baseline.
 */
async function bundlePackage(): Promise<{ bundle: string; empty: string }> {
  const { build } = await import('esbuild');
  const dir = new URL('../node_modules/.cache/bench-triage/', import.meta.url);
  const bundle = fileURLToPath(new URL('triage.mjs', dir));
  const empty = fileURLToPath(new URL('empty.mjs', dir));
  await build({
    entryPoints: ['packages/triage/src/index.ts'],
    absWorkingDir: ROOT,
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-packages',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) =>
            args.path.startsWith('@asa/') ? undefined : { path: args.path, external: true },
          );
        },
      },
    ],
  });
  writeFileSync(empty, 'export {};\n');
  return { bundle, empty };
}

/** One fresh process that imports `specifier` and reports how long the import took. */
function importOnce(specifier: string, loader: 'tsx' | 'node' = 'tsx'): LoadTime {
  const program = `
    const cpu = process.cpuUsage();
    const start = performance.now();
    await import(${JSON.stringify(specifier)});
    const wallMs = performance.now() - start;
    const used = process.cpuUsage(cpu);
    console.log(JSON.stringify({ wallMs, cpuMs: (used.user + used.system) / 1000 }));`;
  const flags = loader === 'tsx' ? ['--import', 'tsx'] : [];
  const out = execFileSync(process.execPath, [...flags, '--input-type=module', '-e', program], {
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

/** Median load of `target` beyond `baseline`, the two imported in alternate fresh processes. */
function compareLoad(what: string, target: string, baseline: string, loader: 'tsx' | 'node'): void {
  importOnce(baseline, loader); // the loader's transform cache is filled for both, as in any later run
  importOnce(target, loader);
  const pkg: LoadTime[] = [];
  const base: LoadTime[] = [];
  for (let i = 0; i < LOAD_PROCESSES; i++) {
    base.push(importOnce(baseline, loader));
    pkg.push(importOnce(target, loader));
  }
  const wall = (list: LoadTime[]) => median(list.map((t) => t.wallMs));
  const cpu = (list: LoadTime[]) => median(list.map((t) => t.cpuMs));
  const extraWall = wall(pkg) - wall(base);
  console.log(
    `${what.padEnd(34)} ${extraWall.toFixed(0).padStart(5)} ms wall, ${(cpu(pkg) - cpu(base)).toFixed(0).padStart(5)} ms CPU beyond the baseline ` +
      `(${wall(pkg).toFixed(0)} / ${cpu(pkg).toFixed(0)} ms against ${wall(base).toFixed(0)} / ${cpu(base).toFixed(0)} ms; ` +
      `median of ${LOAD_PROCESSES} processes; target ≤ ${LOAD_TARGET_MS} ms)${extraWall > LOAD_TARGET_MS ? '  OVER TARGET' : ''}`,
  );
}

async function measureLoad(): Promise<void> {
  compareLoad('load, sources through tsx', '@asa/triage', BASELINE_MODULE, 'tsx');
  const { bundle, empty } = await bundlePackage();
  compareLoad('load, bundled as the server ships', bundle, empty, 'node');
}

// ---------------------------------------------------------------- CPU per assessment

async function measureAssessments(): Promise<void> {
  const { applySafetyFloor, assessTranscript } = await import('@asa/triage');
  let worst = 0;
  const all: number[] = [];
  for (const file of SETS) {
    const set = JSON.parse(
      readFileSync(new URL(`../packages/triage/data/${file}`, import.meta.url), 'utf8'),
    ) as VignetteSet;
    const best = set.vignettes.map(() => Infinity);
    let signature = 0;
    const run = (record: boolean) => {
      set.vignettes.forEach((v, i) => {
        const messages = [{ role: 'user' as const, content: `${v.text} (${letterCode(signature++)})` }];
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

await measureLoad();
await measureAssessments();
