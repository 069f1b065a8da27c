import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The web project may have no unit tests yet; scripts/test.mjs fails a run that executes none at all.
    passWithNoTests: true,
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['test/**/*.test.ts'] } },
      // whole evaluation sets run in one test: a loaded machine needs more than the default 5 s
      {
        test: {
          name: 'triage',
          root: 'packages/triage',
          // engine-wide tests in test/, each protocol's tests beside it (src/protocols/<complaint>/)
          include: ['test/**/*.test.ts', 'src/**/*.test.ts'],
          // the term lists are compiled on first use, not at load: compiled in the set-up instead
          setupFiles: ['test/setup.ts'],
          testTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
        },
      },
      {
        test: {
          name: 'server',
          root: 'apps/server',
          include: ['test/**/*.test.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          // Suites share one PostgreSQL server (each in its own schema) or their own SQLite files.
          // `npm test -- --postgres URL` runs a second server suite beside the browser suite with 1.
          maxWorkers: Number(process.env.SERVER_TEST_WORKERS ?? 2),
        },
      },
    ],
  },
});
