// `npm start`: install if needed, build the SPA if stale, then run the server (it migrates and seeds).
import { ensureDependencies, ensureWebBuild, run } from './lib/prepare.mjs';

try {
  ensureDependencies();
  ensureWebBuild();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
process.exit(run('npx', ['tsx', 'apps/server/src/main.ts', ...process.argv.slice(2)]));
