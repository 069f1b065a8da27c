// Type-checks every workspace (each has its own tsconfig: DOM for the web app, Node elsewhere).
import { spawnSync } from 'node:child_process';

const projects = ['packages/domain', 'packages/triage', 'apps/server', 'apps/web', 'e2e', 'scripts'];
let failed = false;
for (const project of projects) {
  const result = spawnSync('npx', ['tsc', '-p', project], { stdio: 'inherit' });
  if (result.status !== 0) failed = true;
}
process.exit(failed ? 1 : 0);
