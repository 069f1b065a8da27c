/** What crosses the thread boundary between the pool (pool.ts) and a worker (worker-loop.ts). */

/** A reading's answer from a worker: its value, or the engine's error message. */
export type Envelope<T> = { ok: true; value: T } | { ok: false; message: string };

/** Main → worker: readings to make, in this order (one message for all the readings of a batch). */
export interface ReadingBatch {
  readings: { id: number; name: string; input: unknown }[];
}

/** Worker → main: the answers made so far (one message for several), or that the worker is ready. */
export type WorkerMessage =
  { ready: true } | { answers: (Envelope<unknown> & { id: number })[]; batchDone: boolean };
