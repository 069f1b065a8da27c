// Bundles the server (and the workspace packages it imports) into apps/server/dist/main.mjs for the
// container: Node 20 cannot run TypeScript, and the image carries production dependencies only (no tsx).
// Third-party packages stay external and come from `npm ci --omit=dev`. The bundle sits at the same
// depth as src/, so paths relative to it (the root package.json, apps/web/dist) hold.
import { build } from 'esbuild';
import { serverBundlePlugins, TRIAGE_WORKER_BUNDLE, TRIAGE_WORKER_ENTRY } from './lib/server-bundle.mjs';

const options = {
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: serverBundlePlugins('apps/server/dist'),
};
await build({ ...options, entryPoints: ['apps/server/src/main.ts'], outfile: 'apps/server/dist/main.mjs' });
// The triage engine's worker thread, started by the server from beside its bundle (adapters/triage/pool.ts).
await build({ ...options, entryPoints: [TRIAGE_WORKER_ENTRY], outfile: `apps/server/dist/${TRIAGE_WORKER_BUNDLE}` });
