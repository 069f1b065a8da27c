// Shared by `npm start` and `npm test`: only Node built-ins here, since this runs before any install.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

function mtime(file) {
  try {
    return fs.statSync(file).mtimeMs;
  } catch {
    return 0;
  }
}

/** Newest modification time of any file below the given paths. */
function newest(paths) {
  let latest = 0;
  const visit = (entry) => {
    const stat = fs.statSync(entry, { throwIfNoEntry: false });
    if (!stat) return;
    if (stat.isDirectory()) {
      for (const child of fs.readdirSync(entry)) if (child !== 'node_modules' && child !== 'dist') visit(path.join(entry, child));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  for (const p of paths) visit(path.join(root, p));
  return latest;
}

/** Installs dependencies when node_modules is missing or older than the lockfile. */
export function ensureDependencies() {
  const installed = mtime(path.join(root, 'node_modules/.package-lock.json'));
  if (installed && installed >= mtime(path.join(root, 'package-lock.json'))) return;
  console.log('Installing dependencies (first run compiles the SQLite driver: about a minute)…');
  const status = run('npm', ['ci', '--no-audit', '--no-fund']);
  if (status !== 0) throw new Error('npm ci failed');
}

/** Builds the web app when its build is missing or older than its sources. */
export function ensureWebBuild() {
  const built = mtime(path.join(root, 'apps/web/dist/index.html'));
  const sources = newest(['apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public', 'packages/domain/src', 'packages/triage/src']);
  if (built && built >= sources) return;
  console.log('Building the web app…');
  const status = run('npm', ['run', 'build', '-w', '@asa/web']);
  if (status !== 0) throw new Error('The web build failed');
}
