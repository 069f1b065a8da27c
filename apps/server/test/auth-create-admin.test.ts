import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';

/** `npm run create-admin` as an operator runs it, on its own SQLite data directory. */
// Each test starts child processes that load the whole application: a guard against a hang, generous
// enough for a machine whose cores are shared with other suites (not a timing).
const CHILD_PROCESS_TIMEOUT_MS = 120_000;
const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-create-admin-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

function createAdmin(...args: string[]) {
  return run(process.execPath, ['--import', 'tsx', 'apps/server/src/scripts/create-admin.ts', ...args], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
  }).then(
    (r) => ({ code: 0, stdout: r.stdout, stderr: r.stderr }),
    (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, stdout: e.stdout, stderr: e.stderr }),
  );
}

describe('npm run create-admin', () => {
  it('creates the company and its first admin, who can sign in with e-mail and password', async () => {
    const result = await createAdmin(
      '--email', 'Director@North.is', '--password', 'harbour-lantern-north-7', '--company', 'North Clinic', '--slug', 'north',
      '--report-language', 'is',
    );
    expect(result.code, result.stderr).toBe(0);
    expect(result.stdout).toContain('/north/landing');

    const app = await buildApp({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), webDist: path.join(dataDir, 'none') });
    try {
      const signIn = await app.inject({
        method: 'POST',
        url: '/api/identity/sign-in/email',
        headers: { origin: 'http://localhost:3000' },
        payload: { email: 'director@north.is', password: 'harbour-lantern-north-7' },
      });
      expect(signIn.statusCode).toBe(200);
      const cookie = signIn.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
      const user = (await app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie } })).json().data.user;
      expect(user).toMatchObject({ role: 'admin', emailVerified: true, company: { name: 'North Clinic', slug: 'north' } });
      const company = await app.database.db.selectFrom('company').select('reportLanguage').where('slug', '=', 'north').executeTakeFirst();
      expect(company?.reportLanguage).toBe('is');
    } finally {
      await app.close();
    }
  }, CHILD_PROCESS_TIMEOUT_MS);

  it('refuses bad arguments and an e-mail that exists, naming the problem', async () => {
    const bad = await createAdmin('--email', 'nope', '--password', '123', '--slug', 'Bad Slug', '--report-language', 'xx');
    expect(bad.code).toBe(1);
    expect(bad.stderr).toMatch(/--email/);
    expect(bad.stderr).toMatch(/--password/);
    expect(bad.stderr).toMatch(/--company/);
    expect(bad.stderr).toMatch(/--slug/);
    expect(bad.stderr).toMatch(/--report-language must be one of en, is/);
    const again = await createAdmin('--email', 'director@north.is', '--password', 'harbour-lantern-north-7', '--company', 'North Clinic', '--slug', 'north');
    expect(again.code).toBe(1);
    expect(again.stderr).toMatch(/exists already/);
  }, CHILD_PROCESS_TIMEOUT_MS);
});
