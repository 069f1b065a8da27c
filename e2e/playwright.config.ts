import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

// Each run starts the real server on a fresh embedded database in its own data directory.
const dataDir = process.env.E2E_DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'asa-e2e-'));
process.env.E2E_DATA_DIR = dataDir;
const port = Number(process.env.E2E_PORT ?? 3000 + 100 + Math.floor(Math.random() * 800));
process.env.E2E_PORT = String(port);
export const baseURL = `http://localhost:${port}`;
// A local OpenID Connect provider stands in for Google; the auth-google spec starts it on this port.
const oidcPort = Number(process.env.E2E_OIDC_PORT ?? port + 1000);
process.env.E2E_OIDC_PORT = String(oidcPort);
export const oidcIssuer = `http://127.0.0.1:${oidcPort}`;

export default defineConfig({
  testDir: './tests',
  outputDir: './artifacts/results',
  fullyParallel: false,
  workers: 1,
  // No retries: a test that passes only on a second try is a flaky test to fix, not to hide.
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ?? 'artifacts/report.json' }]],
  use: {
    baseURL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'npx tsx apps/server/src/main.ts',
    cwd: '..',
    url: `${baseURL}/api/health`,
    timeout: 60_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      NODE_ENV: 'development',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      LOG_LEVEL: 'warn',
      GOOGLE_CLIENT_ID: 'asa-e2e-client',
      GOOGLE_CLIENT_SECRET: 'asa-e2e-secret',
      GOOGLE_ISSUER: oidcIssuer,
      // Every spec signs in from 127.0.0.1: per-address limits stay out of the way; the per-phone
      // limit keeps its default (5), which the 429 test exercises.
      RATE_OTP_PER_IP: '10000',
      RATE_VERIFY_PER_IP: '10000',
      RATE_SIGNIN_PER_IP: '10000',
    },
  },
});
