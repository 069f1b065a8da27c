// `npm test`: every suite (unit, integration, browser), then one closing line "N passed, N failed".
//   --suite unit|server|e2e   run only that part
//   --postgres URL            also run the server suite on that PostgreSQL database
//   --checks                  also run `npm run typecheck` and `npm run lint`, each counted as one test
// The browser suite runs one test at a time and leaves a core mostly idle, so the other suites and the
// checks start beside it at once, one after another (the server suites with one worker each); once the
// browser suite has finished, two of them run at a time.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureDependencies, ensureWebBuild, root, run } from './lib/prepare.mjs';

const suiteArg = process.argv.indexOf('--suite');
const only = suiteArg >= 0 ? process.argv[suiteArg + 1] : null;
const postgresArg = process.argv.indexOf('--postgres');
const postgresUrl = postgresArg >= 0 ? process.argv[postgresArg + 1] : null;
const withChecks = process.argv.includes('--checks');
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

/** Runs a command with its output kept in a file, printed under a heading when it ends; resolves to its exit status. */
function runQuietly(name, command, args, env = {}) {
  const log = path.join(reports, `${name}.log`);
  const out = fs.openSync(log, 'w');
  const child = spawn(command, args, { cwd: root, stdio: ['ignore', out, out], env: { ...process.env, ...env } });
  return new Promise((resolve) => {
    child.on('close', (code) => {
      fs.closeSync(out);
      console.log(`\n── ${name} ──`);
      process.stdout.write(fs.readFileSync(log, 'utf8'));
      resolve(code ?? 1);
    });
  });
}

/** A server suite in the background lane: one worker, so that it shares the machine with the browser suite. */
async function serverSuiteQuietly(name, env) {
  const { args, outputFile } = vitestArgs(name, ['server']);
  countVitest(await runQuietly(`server suite on ${name}`, 'npx', args, { ...env, SERVER_TEST_WORKERS: '1' }), outputFile);
}

/** The unit suites in the background lane. */
async function unitSuiteQuietly() {
  const { args, outputFile } = vitestArgs('unit', ['domain', 'triage', 'web']);
  countVitest(await runQuietly('unit suites', 'npx', args), outputFile);
}

/** A static check (typecheck, lint) counted as one test. */
async function checkQuietly(script) {
  if ((await runQuietly(`npm run ${script}`, 'npm', ['run', script])) === 0) passed += 1;
  else failed += 1;
}

/** The browser suite, its output live; asynchronous so that the background lane moves on meanwhile. */
async function playwright() {
  const outputFile = path.join(reports, 'e2e.json');
  const child = spawn('npx', ['playwright', 'test', '-c', 'e2e/playwright.config.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: outputFile },
  });
  const status = await new Promise((resolve) => child.on('close', (code) => resolve(code ?? 1)));
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

if (only === 'unit') vitest('unit', ['domain', 'triage', 'web']);
if (only === 'server') {
  vitest('server', ['server']);
  if (postgresUrl) await serverSuiteQuietly('PostgreSQL', { TEST_DATABASE_URL: postgresUrl });
}
if (!only) {
  // The rest, longest first: one at a time beside the browser suite (a second one would starve it of
  // the machine's second core), two at a time once it has finished.
  const jobs = [];
  if (postgresUrl) jobs.push(() => serverSuiteQuietly('PostgreSQL', { TEST_DATABASE_URL: postgresUrl }));
  jobs.push(() => serverSuiteQuietly('SQLite', {}), unitSuiteQuietly);
  if (withChecks) jobs.push(() => checkQuietly('typecheck'), () => checkQuietly('lint'));
  const lane = async () => {
    while (jobs.length > 0) await jobs.shift()();
  };
  const browser = playwright();
  await Promise.all([browser, lane(), browser.then(lane)]);
}
if (only === 'e2e') await playwright();
if (crashed) failed += 1;

console.log(`${passed} passed, ${failed} failed`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
