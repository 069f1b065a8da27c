import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|webmanifest)$/;

/**
 * Writes `file.br` and `file.gz` beside every text file of the build, at the strongest settings,
 * once: the server (`@fastify/static` with `preCompressed`) sends them as they are.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'asa:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const entry of fs.readdirSync(outDir, { recursive: true, withFileTypes: true })) {
        if (!entry.isFile() || !COMPRESSIBLE.test(entry.name)) continue;
        const file = path.join(entry.parentPath, entry.name);
        const raw = fs.readFileSync(file);
        const brotli = zlib.brotliCompressSync(raw, {
          params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length },
        });
        const gzip = zlib.gzipSync(raw, { level: 9 });
        // A compressed copy that is not smaller is not worth a lookup.
        if (brotli.length < raw.length) fs.writeFileSync(`${file}.br`, brotli);
        if (gzip.length < raw.length) fs.writeFileSync(`${file}.gz`, gzip);
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), precompress()],
  // The manifest tells `npm run bench:web` which files each route loads before its first paint.
  build: { outDir: 'dist', emptyOutDir: true, sourcemap: true, manifest: true },
  server: { proxy: { '/api': 'http://localhost:3000' } },
});
