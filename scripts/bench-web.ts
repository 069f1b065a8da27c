/**
 * npm run bench:web [-- --runs N] [--json OUT] [--no-build] [--reports DIR]
 *
 * Issue 16: what the web app costs before its first paint, against a baseline built in the same run
 * (a bare React page from the same React and Vite versions, served by the same server).
 * 1. Bytes of the initial JS and CSS per route (raw, gzip, brotli), read from the Vite manifest:
 *    the entry's static graph plus the route's own chunk graph (landing, chat, staff hub).
 * 2. Lighthouse (npm `lighthouse`, mobile profile, simulated throttling) on the landing page with
 *    Debian's Chromium, N runs each (default 3), Asa and baseline interleaved: performance score,
 *    LCP, FCP, TBT, CLS, bytes transferred (all, and JS alone), accessibility score, min / median / max.
 * Both pages are served by the real server (`buildApp`) in production mode on a fresh SQLite file.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import type { FastifyInstance } from 'fastify';
import { build } from 'vite';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';

const run = promisify(execFile);
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const WEB = path.join(ROOT, 'apps/web');
const DIST = path.join(WEB, 'dist');
const CHROME = process.env.CHROME_PATH ?? '/usr/bin/chromium';

const args = process.argv.slice(2);
const argValue = (name: string) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};
const RUNS = Number(argValue('--runs') ?? 3);
const JSON_OUT = argValue('--json');
const BUILD = !args.includes('--no-build');
/** Keeps each Lighthouse report (JSON) in this directory, for a look at where the time goes. */
const REPORTS = argValue('--reports');

// ---------------------------------------------------------------------------------------------
// Bytes per route, from the Vite manifest

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface Sizes {
  files: number;
  raw: number;
  gzip: number;
  brotli: number;
}

/**
 * What each route loads before its first paint: the entry's graph plus these chunks' graphs. The
 * prerendered landing paints from its HTML and loads the entry alone; the app (`app/start.tsx`)
 * starts at the patient's first action there, and at once on every other page.
 */
const APP = 'src/app/start.tsx';
const ROUTES: Record<string, string[]> = {
  landing: [],
  'landing, app started': [APP], // at the first action; the landing itself is in the app's graph
  chat: [APP, 'src/app/chat-route.tsx'],
  'staff hub': [APP, 'src/features/staff/nurse-hub-page.tsx'],
};

function staticGraph(manifest: Manifest, key: string, into = new Set<string>()): Set<string> {
  if (into.has(key)) return into;
  const chunk = manifest[key];
  if (!chunk) throw new Error(`${key} is not in the Vite manifest`);
  into.add(key);
  for (const imported of chunk.imports ?? []) staticGraph(manifest, imported, into);
  return into;
}

function measure(dist: string, files: Iterable<string>): Sizes {
  const sizes: Sizes = { files: 0, raw: 0, gzip: 0, brotli: 0 };
  for (const file of files) {
    const raw = fs.readFileSync(path.join(dist, file));
    sizes.files += 1;
    sizes.raw += raw.length;
    sizes.gzip += zlib.gzipSync(raw, { level: 9 }).length;
    sizes.brotli += zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  }
  return sizes;
}

function initialFiles(dist: string, routes: Record<string, string[]>): Record<string, { js: Sizes; css: Sizes }> {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  const entry = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entry) throw new Error('the Vite manifest has no entry');
  const result: Record<string, { js: Sizes; css: Sizes }> = {};
  for (const [route, chunk] of Object.entries(routes)) {
    const keys = staticGraph(manifest, entry);
    for (const key of chunk) staticGraph(manifest, key, keys);
    const js = new Set<string>();
    const css = new Set<string>();
    for (const key of keys) {
      js.add(manifest[key]!.file);
      for (const sheet of manifest[key]!.css ?? []) css.add(sheet);
    }
    result[route] = { js: measure(dist, js), css: measure(dist, css) };
  }
  return result;
}

// ---------------------------------------------------------------------------------------------
// The baseline: one React page, built here with the repository's React, Vite and React plugin

const BASELINE_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="A bare React page: the baseline of npm run bench:web." />
    <title>Baseline</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/main.jsx"></script>
  </body>
</html>
`;

const BASELINE_MAIN = `import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';

function Page() {
  const [text, setText] = useState('');
  return (
    <main style={{ fontFamily: 'system-ui, sans-serif', maxWidth: 640, margin: '0 auto', padding: 24 }}>
      <h1>How can we help you today?</h1>
      <label htmlFor="question">Your question</label>
      <input id="question" value={text} onChange={(event) => setText(event.target.value)} style={{ display: 'block', width: '100%' }} />
      <p>In an emergency, call 112.</p>
    </main>
  );
}

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <Page />
  </StrictMode>,
);
`;

function precompress(dist: string): void {
  for (const entry of fs.readdirSync(dist, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.(?:js|css|html)$/.test(entry.name)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const raw = fs.readFileSync(file);
    fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }));
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(raw, { level: 9 }));
  }
}

async function buildBaseline(): Promise<string> {
  // Inside the repository so that react and react-dom resolve to the app's own copies.
  const root = path.join(ROOT, 'node_modules/.cache/asa-bench-web');
  fs.rmSync(root, { recursive: true, force: true });
  fs.mkdirSync(root, { recursive: true });
  fs.writeFileSync(path.join(root, 'index.html'), BASELINE_HTML);
  fs.writeFileSync(path.join(root, 'main.jsx'), BASELINE_MAIN);
  const outDir = path.join(root, 'dist');
  await build({
    root,
    configFile: false,
    logLevel: 'warn',
    plugins: [react()],
    build: { outDir, emptyOutDir: true, manifest: true },
  });
  precompress(outDir);
  return outDir;
}

// ---------------------------------------------------------------------------------------------
// Servers and Lighthouse

async function serve(webDist: string): Promise<{ app: FastifyInstance; url: string; dataDir: string }> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-bench-web-'));
  const config = loadConfig({
    NODE_ENV: 'production',
    AUTH_SECRET: randomBytes(32).toString('hex'),
    DATA_DIR: dataDir,
    PORT: '0',
    PUBLIC_URL: 'http://127.0.0.1',
    LOG_LEVEL: 'silent',
  });
  const app = await buildApp({ config, webDist });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { app, url: `http://127.0.0.1:${port}`, dataDir };
}

interface LighthouseRun {
  performance: number;
  accessibility: number;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  transferredBytes: number;
  scriptBytes: number;
}

interface NetworkRequest {
  resourceType?: string;
  transferSize?: number;
}

async function lighthouse(url: string, name: string): Promise<LighthouseRun> {
  const out = path.join(os.tmpdir(), `asa-lighthouse-${randomBytes(4).toString('hex')}.json`);
  await run(
    path.join(ROOT, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility',
      '--chrome-flags=--headless --no-sandbox --disable-gpu',
    ],
    { env: { ...process.env, CHROME_PATH: CHROME }, maxBuffer: 64 * 1024 * 1024 },
  );
  const report = JSON.parse(fs.readFileSync(out, 'utf8')) as {
    categories: Record<string, { score: number | null }>;
    audits: Record<string, { numericValue?: number; details?: { items?: NetworkRequest[] } }>;
    runtimeError?: { message: string };
  };
  if (REPORTS) {
    fs.mkdirSync(REPORTS, { recursive: true });
    fs.copyFileSync(out, path.join(REPORTS, `${name}.json`));
  }
  fs.rmSync(out, { force: true });
  if (report.runtimeError) throw new Error(`Lighthouse: ${report.runtimeError.message}`);
  const requests = report.audits['network-requests']?.details?.items ?? [];
  return {
    performance: Math.round((report.categories.performance?.score ?? 0) * 100),
    accessibility: Math.round((report.categories.accessibility?.score ?? 0) * 100),
    lcpMs: report.audits['largest-contentful-paint']?.numericValue ?? NaN,
    fcpMs: report.audits['first-contentful-paint']?.numericValue ?? NaN,
    tbtMs: report.audits['total-blocking-time']?.numericValue ?? NaN,
    cls: report.audits['cumulative-layout-shift']?.numericValue ?? NaN,
    transferredBytes: report.audits['total-byte-weight']?.numericValue ?? NaN,
    scriptBytes: requests.filter((r) => r.resourceType === 'Script').reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
  };
}

interface Spread {
  min: number;
  median: number;
  max: number;
}

function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0]!, median: sorted[Math.floor(sorted.length / 2)]!, max: sorted[sorted.length - 1]! };
}

function summarise(runs: LighthouseRun[]): Record<keyof LighthouseRun, Spread> {
  const keys = Object.keys(runs[0]!) as (keyof LighthouseRun)[];
  return Object.fromEntries(keys.map((key) => [key, spread(runs.map((r) => r[key]))])) as Record<keyof LighthouseRun, Spread>;
}

// ---------------------------------------------------------------------------------------------

const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const fmt = (s: Spread, unit: (n: number) => string) => `${unit(s.min)} / ${unit(s.median)} / ${unit(s.max)}`;
const ms = (n: number) => `${Math.round(n)} ms`;
const plain = (n: number) => String(n);

async function main() {
  if (!fs.existsSync(CHROME)) throw new Error(`no Chromium at ${CHROME} (set CHROME_PATH)`);
  if (BUILD) {
    console.log('building apps/web …');
    await run('npx', ['vite', 'build'], { cwd: WEB, maxBuffer: 64 * 1024 * 1024 });
  }
  console.log('building the baseline (one React page) …');
  const baselineDist = await buildBaseline();

  const bytes = { asa: initialFiles(DIST, ROUTES), baseline: initialFiles(baselineDist, { landing: [] }) };
  console.log('\nInitial JS and CSS before first paint (from the Vite manifest): raw / gzip / brotli');
  const line = (name: string, s: Sizes) =>
    `  ${name.padEnd(22)} ${String(s.files).padStart(2)} files  ${kB(s.raw).padStart(9)} / ${kB(s.gzip).padStart(8)} / ${kB(s.brotli).padStart(8)}`;
  const baselineJs = bytes.baseline.landing!.js;
  for (const [route, sizes] of Object.entries(bytes.asa)) {
    console.log(line(`${route} JS`, sizes.js) + `   ×${(sizes.js.brotli / baselineJs.brotli).toFixed(2)} baseline (brotli)`);
    console.log(line(`${route} CSS`, sizes.css));
  }
  console.log(line('baseline JS', baselineJs));

  const asa = await serve(DIST);
  const baseline = await serve(baselineDist);
  const runs: { asa: LighthouseRun[]; baseline: LighthouseRun[] } = { asa: [], baseline: [] };
  try {
    for (let i = 0; i < RUNS; i += 1) {
      // Interleaved, so that a busy moment of the machine touches both alike.
      runs.asa.push(await lighthouse(`${asa.url}/landing`, `asa-${i + 1}`));
      runs.baseline.push(await lighthouse(`${baseline.url}/`, `baseline-${i + 1}`));
      console.log(`lighthouse run ${i + 1}/${RUNS}: Asa ${runs.asa[i]!.performance}, baseline ${runs.baseline[i]!.performance}`);
    }
  } finally {
    for (const server of [asa, baseline]) {
      await server.app.close();
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  }

  const summary = { asa: summarise(runs.asa), baseline: summarise(runs.baseline) };
  console.log(`\nLighthouse, mobile profile, landing page, ${RUNS} runs, min / median / max (Chromium ${CHROME})`);
  const rows: [string, keyof LighthouseRun, (n: number) => string][] = [
    ['performance score', 'performance', plain],
    ['accessibility score', 'accessibility', plain],
    ['LCP', 'lcpMs', ms],
    ['FCP', 'fcpMs', ms],
    ['TBT', 'tbtMs', ms],
    ['CLS', 'cls', (n) => n.toFixed(3)],
    ['bytes transferred', 'transferredBytes', kB],
    ['of which JS', 'scriptBytes', kB],
  ];
  for (const [label, key, unit] of rows) {
    const ratio = summary.baseline[key].median ? ` (×${(summary.asa[key].median / summary.baseline[key].median).toFixed(2)})` : '';
    console.log(`  ${label.padEnd(20)} Asa ${fmt(summary.asa[key], unit).padEnd(30)} baseline ${fmt(summary.baseline[key], unit)}${ratio}`);
  }
  const goals = {
    performanceAtLeast95: summary.asa.performance.median >= 95,
    initialJsAtMost130kB: bytes.asa.landing!.js.brotli <= 130_000,
  };
  console.log(`\ngoals: performance ≥ 95 ${goals.performanceAtLeast95 ? 'met' : 'NOT met'}; initial JS ≤ 130 kB brotli ${goals.initialJsAtMost130kB ? 'met' : 'NOT met'}`);

  if (JSON_OUT) {
    fs.writeFileSync(
      JSON_OUT,
      `${JSON.stringify({ machine: { cpus: os.cpus().length, node: process.version, chrome: CHROME }, runs: RUNS, bytes, lighthouse: { runs, summary }, goals }, null, 2)}\n`,
    );
    console.log(`wrote ${JSON_OUT}`);
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
