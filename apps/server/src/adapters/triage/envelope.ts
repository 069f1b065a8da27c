/** A reading's answer from a worker: its value, or the engine's error message. */
export type Envelope<T> = { ok: true; value: T } | { ok: false; message: string };
