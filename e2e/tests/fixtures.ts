import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';

export const dataDir = process.env.E2E_DATA_DIR!;

/** The newest SMS code the console adapter wrote for this number (the real outbox file). */
export async function readSmsCode(phoneE164: string, timeoutMs = 10_000): Promise<string> {
  const file = path.join(dataDir, 'outbox', 'sms.jsonl');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (fs.existsSync(file)) {
      const entries = fs
        .readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { to: string; code: string });
      const match = entries.reverse().find((entry) => entry.to === phoneE164 && entry.code);
      if (match) return match.code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no SMS for ${phoneE164} in ${file}`);
}

export const DEMO_PASSWORD = 'demo1234';

/** The operator's `npm run disable-account`, run against this run's server database. */
export function disableAccount(phoneE164: string): void {
  execFileSync('npm', ['run', '--silent', 'disable-account', '--', '--phone', phoneE164], {
    cwd: path.resolve(import.meta.dirname, '../..'),
    env: { ...process.env, NODE_ENV: 'development', DATA_DIR: dataDir, DATABASE_URL: '' },
    stdio: 'pipe',
  });
}

export const test = base;
export { expect };
