import type { Plugin } from 'esbuild';

/** esbuild plugins for a server bundle written to `outdir` (see server-bundle.mjs). */
export function serverBundlePlugins(outdir: string): Plugin[];
