// The worker thread's entry: serves the triage engine's readings (readings.ts) to the pool (pool.ts)
// through worker-loop.ts. Built as dist/triage-worker.mjs beside the server's bundle
// (scripts/lib/server-bundle.mjs); under tsx the pool starts worker-tsx.mjs, which registers tsx's
// loader and imports this file. Imported on the main thread (the bundle's in-process readings, see
// pool.ts) it only exports them.
import { workerData } from 'node:worker_threads';
import * as readings from './readings.ts';
import { serve } from './worker-loop.ts';

export * from './readings.ts';

// Only in a thread the pool started (it marks it), not wherever this module is imported.
if ((workerData as { triageWorker?: boolean } | null)?.triageWorker === true) serve(readings);
