import type { Plugin } from 'esbuild';

/** esbuild plugins for a server bundle written to `outdir` (see server-bundle.mjs). */
export function serverBundlePlugins(outdir: string): Plugin[];

/** The triage worker's entry (TypeScript) and the file name of its bundle beside the server's. */
export const TRIAGE_WORKER_ENTRY: string;
export const TRIAGE_WORKER_BUNDLE: string;
