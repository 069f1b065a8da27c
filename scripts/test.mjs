// `npm test`: every suite (unit, integration, browser), then one closing line "N passed, N failed".
//   --suite unit|server|e2e   run only that part
//   --postgres URL            also run the server suite on that PostgreSQL database, one worker, while
//                             the browser suite runs (CI: the browser suite leaves a core mostly idle)
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDependencies, ensureWebBuild, root, run } from './lib/prepare.mjs';

const suiteArg = process.argv.indexOf('--suite');
const only = suiteArg >= 0 ? process.argv[suiteArg + 1] : null;
const postgresArg = process.argv.indexOf('--postgres');
const postgresUrl = postgresArg >= 0 ? process.argv[postgresArg + 1] : null;
const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-test-'));
let passed = 0;
let failed = 0;
let crashed = false;

function vitestArgs(name, projects) {
  const outputFile = path.join(reports, `${name}.json`);
  const args = ['vitest', 'run', ...projects.flatMap((p) => ['--project', p]), '--reporter=default', '--reporter=json', `--outputFile.json=${outputFile}`];
  return { args, outputFile };
}

function countVitest(status, outputFile) {
  if (!fs.existsSync(outputFile)) {
    crashed = true;
    return;
  }
  const report = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  // A suite that fails to load counts as a failure even when it reports no failed test.
  if (status !== 0 && report.numFailedTests === 0) failed += Math.max(1, report.numFailedTestSuites);
}

function vitest(name, projects) {
  const { args, outputFile } = vitestArgs(name, projects);
  countVitest(run('npx', args), outputFile);
}

/** The server suite on PostgreSQL in the background, its output kept in a file and printed when it ends. */
function startPostgresSuite(url) {
  const { args, outputFile } = vitestArgs('server-postgres', ['server']);
  const log = path.join(reports, 'server-postgres.log');
  const out = fs.openSync(log, 'w');
  const child = spawn('npx', args, {
    cwd: root,
    stdio: ['ignore', out, out],
    env: { ...process.env, TEST_DATABASE_URL: url, SERVER_TEST_WORKERS: '1' },
  });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      fs.closeSync(out);
      console.log('\n── server suite on PostgreSQL ──');
      process.stdout.write(fs.readFileSync(log, 'utf8'));
      countVitest(code ?? 1, outputFile);
      resolve();
    });
  });
}

function playwright() {
  const outputFile = path.join(reports, 'e2e.json');
  const status = run('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: outputFile },
  });
  if (!fs.existsSync(outputFile)) {
    crashed = true;
    return;
  }
  const { stats } = JSON.parse(fs.readFileSync(outputFile, 'utf8'));
  passed += stats.expected;
  failed += stats.unexpected + stats.flaky;
  if (status !== 0 && stats.unexpected === 0) failed += 1;
}

try {
  ensureDependencies();
  if (!only || only === 'e2e') ensureWebBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  console.log('0 passed, 1 failed');
  process.exit(1);
}

if (!only || only === 'unit') vitest('unit', ['domain', 'triage', 'web']);
if (!only || only === 'server') vitest('server', ['server']);
const postgresSuite = postgresUrl ? startPostgresSuite(postgresUrl) : null;
if (!only || only === 'e2e') playwright();
if (postgresSuite) await postgresSuite;
if (crashed) failed += 1;

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
