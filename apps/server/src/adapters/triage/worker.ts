// The worker thread's entry: serves the triage engine's readings (readings.ts) to the pool (pool.ts)
// through worker-loop.ts. Built as dist/triage-worker.mjs beside the server's bundle
// (scripts/lib/server-bundle.mjs); under tsx the pool starts worker-tsx.mjs, which registers tsx's
// loader and imports this file.
import * as readings from './readings.ts';
import { serve } from './worker-loop.ts';

serve(readings);
