// What the server's bundles share (scripts/build-server.mjs, bench:load): third-party packages stay
// external, our workspaces are bundled; and the triage engine's data file, which the safety net reads
// relative to its own source (packages/triage/data/safety-net/model.bin), is copied beside the bundle
// and read from there: from apps/server/dist the source's relative path points nowhere. So is the
// language detector's n-gram database (apps/server/src/modules/chat/language-ngrams.json), read
// beside its module, which in the bundle is the bundle itself: the same relative path.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const MODEL_SOURCE = path.join(ROOT, 'packages/triage/data/safety-net/model.bin');
const MODEL_REFERENCE = "new URL('../../data/safety-net/model.bin', import.meta.url)";
const NGRAMS_SOURCE = path.join(ROOT, 'apps/server/src/modules/chat/language-ngrams.json');
const NGRAMS_REFERENCE = "new URL('./language-ngrams.json', import.meta.url)";

/**
 * The triage engine's worker thread (apps/server/src/adapters/triage/pool.ts): a bundle of its own,
 * named TRIAGE_WORKER_BUNDLE beside the server's bundle, where the pool looks for it.
 */
export const TRIAGE_WORKER_ENTRY = path.join(ROOT, 'apps/server/src/adapters/triage/worker.ts');
export const TRIAGE_WORKER_BUNDLE = 'triage-worker.mjs';

/** esbuild plugins for a server bundle written to `outdir`. */
export function serverBundlePlugins(outdir) {
  return [
    {
      name: 'external-packages',
      setup(b) {
        // Bare imports are packages: keep them external, except our own workspaces (TypeScript sources).
        b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@asa/') ? undefined : { path: args.path, external: true }));
      },
    },
    {
      name: 'triage-data',
      setup(b) {
        b.onLoad({ filter: /packages[\\/]triage[\\/]src[\\/]safety-net[\\/]net\.ts$/ }, async (args) => {
          const source = await fs.promises.readFile(args.path, 'utf8');
          if (!source.includes(MODEL_REFERENCE)) throw new Error(`${args.path} no longer reads its model as ${MODEL_REFERENCE}: update scripts/lib/server-bundle.mjs`);
          fs.mkdirSync(path.join(outdir, 'safety-net'), { recursive: true });
          fs.copyFileSync(MODEL_SOURCE, path.join(outdir, 'safety-net/model.bin'));
          return { contents: source.replace(MODEL_REFERENCE, "new URL('./safety-net/model.bin', import.meta.url)"), loader: 'ts' };
        });
      },
    },
    {
      name: 'language-ngrams',
      setup(b) {
        b.onLoad({ filter: /apps[\\/]server[\\/]src[\\/]modules[\\/]chat[\\/]language\.ts$/ }, async (args) => {
          const source = await fs.promises.readFile(args.path, 'utf8');
          if (!source.includes(NGRAMS_REFERENCE)) throw new Error(`${args.path} no longer reads its n-grams as ${NGRAMS_REFERENCE}: update scripts/lib/server-bundle.mjs`);
          fs.mkdirSync(outdir, { recursive: true });
          fs.copyFileSync(NGRAMS_SOURCE, path.join(outdir, 'language-ngrams.json'));
          return { contents: source, loader: 'ts' };
        });
      },
    },
  ];
}
