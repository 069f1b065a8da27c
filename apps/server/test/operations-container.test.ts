import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_DATABASE_URL } from './helpers.ts';
import { freePort, REPO_ROOT, runFromServerBundle, type ServerProcess, startServerProcess } from './server-process.ts';

/**
 * The container's entry path (issue 17), run as the image runs it — this machine cannot build
 * images: the server bundle (scripts/build-server.mjs, as in the Dockerfile) started with the
 * Dockerfile's CMD, in production mode, on PostgreSQL, as two instances on different ports behind
 * one PUBLIC_URL and AUTH_SECRET. Both must become ready on the same database.
 */
describe('container image', () => {
  it('runs, as its CMD, the server bundle that scripts/build-server.mjs writes', () => {
    const dockerfile = fs.readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8');
    const build = fs.readFileSync(path.join(REPO_ROOT, 'scripts', 'build-server.mjs'), 'utf8');
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[];
    const outfile = /outfile: '([^']+)'/.exec(build)![1]!;
    expect(cmd.some((part) => outfile.endsWith(part.replace(/^\.\//, '')))).toBe(true);
    expect(dockerfile).toMatch(/^USER (?!root)/m);
  });

  it('bundles the triage engine with the data it reads: an assessment through the safety net runs from the bundle', async () => {
    // The safety net reads its weights on first use: from a bundle whose model was not carried
    // beside it, this assessment throws.
    const { stdout, files } = await runFromServerBundle([
      "import { applySafetyFloor, assessTranscript } from '@asa/triage';",
      "const messages = [{ role: 'user' as const, content: 'my lips have gone blue and I cannot breathe' }];",
      "const floored = applySafetyFloor(assessTranscript(messages, { patientLanguage: 'en' }), messages);",
      'console.log(JSON.stringify({ urgency: floored.assessment.urgency }));',
    ]);
    expect(JSON.parse(stdout)).toEqual({ urgency: 1 });
    expect(files).toContain('safety-net/model.bin');
  }, 120_000);
});

// Only where a PostgreSQL server is configured for the suites (CI runs them on both engines).
if (TEST_DATABASE_URL) describe('container entry command (PostgreSQL, production, two instances)', () => {
  const schema = `c_${randomBytes(6).toString('hex')}`;
  const dirs: string[] = [];
  const instances: ServerProcess[] = [];
  let admin: pg.Client;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: TEST_DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE SCHEMA ${schema}`);
    execFileSync(process.execPath, ['scripts/build-server.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
  }, 120_000);
  afterAll(async () => {
    await Promise.all(instances.map((instance) => instance.kill()));
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
    await admin.end();
    for (const dir of dirs) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('starts both instances with the Dockerfile CMD and both answer /api/ready', async () => {
    const dockerfile = fs.readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8');
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[];
    expect(cmd[0]).toBe('node');
    const url = new URL(TEST_DATABASE_URL!);
    url.searchParams.set('options', `-c search_path=${schema}`);
    const common = {
      NODE_ENV: 'production',
      DATABASE_URL: url.toString(),
      AUTH_SECRET: randomBytes(32).toString('hex'),
      PUBLIC_URL: 'https://asa.example.test',
      TRUST_PROXY: '1',
      METRICS_TOKEN: 'container-metrics-token-0123456789',
    };
    // The first migrates; the second starts against the migrated schema (an upgrade's second instance).
    for (let i = 0; i < 2; i += 1) {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-container-'));
      dirs.push(dataDir);
      instances.push(
        await startServerProcess({
          port: await freePort(),
          env: { ...common, DATA_DIR: dataDir },
          command: { file: process.execPath, args: cmd.slice(1), cwd: REPO_ROOT },
          startTimeoutMs: 120_000,
        }),
      );
    }
    for (const instance of instances) {
      const ready = await fetch(`${instance.baseUrl}/api/ready`);
      expect(ready.status, instance.output()).toBe(200);
      expect(await ready.json()).toMatchObject({ status: 'ready' });
      const health = (await (await fetch(`${instance.baseUrl}/api/health`)).json()) as { db: string };
      expect(health.db).toBe('postgres');
      // Metrics stay behind the token in production.
      expect((await fetch(`${instance.baseUrl}/metrics`)).status).toBe(401);
    }
    // One database: both instances see the same tables (no SQLite file was written).
    const { rows } = await admin.query<{ n: string }>(`select count(*) as n from ${schema}.kysely_migration`);
    expect(Number(rows[0]!.n)).toBeGreaterThan(0);
    for (const dir of dirs) expect(fs.existsSync(path.join(dir, 'asa.db'))).toBe(false);
  }, 300_000);
});
