import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../src/config.ts';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function issuesOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.issues;
    throw error;
  }
  return [];
}

describe('config', () => {
  it('starts with no variables at all (embedded database, offline AI)', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, AI_PROVIDER: 'offline', SMS_PROVIDER: 'console', isProduction: false });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(path.isAbsolute(config.dataDir)).toBe(true);
  });

  it('names the variable and what is wrong', () => {
    expect(issuesOf({ PORT: 'abc' })).toEqual([expect.stringMatching(/^PORT /)]);
    expect(issuesOf({ DATABASE_URL: 'mysql://x' })).toEqual([expect.stringMatching(/^DATABASE_URL must be a postgres:\/\/ URL/)]);
    expect(issuesOf({ AI_PROVIDER: 'openai-compatible' })).toEqual([
      'AI_BASE_URL is required when AI_PROVIDER=openai-compatible',
      'AI_MODEL is required when AI_PROVIDER=openai-compatible',
    ]);
    expect(issuesOf({ NODE_ENV: 'production' })).toEqual(['AUTH_SECRET is required in production']);
    expect(issuesOf({ AUTH_SECRET: 'short' })).toEqual(['AUTH_SECRET must be at least 32 characters']);
    expect(issuesOf({ GOOGLE_CLIENT_ID: 'id' })).toEqual([expect.stringMatching(/^GOOGLE_CLIENT_SECRET /)]);
  });

  it('stops the server with one line naming the variable', () => {
    const result = spawnSync('npx', ['tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: { ...process.env, PORT: 'abc', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.split('\n').filter((line) => line.startsWith('Invalid configuration'));
    expect(lines).toEqual([expect.stringMatching(/^Invalid configuration: PORT /)]);
  });
});
