// The worker thread's entry: tinypool calls the export a task names. Each reading answers in an
// envelope, so the pool tells the engine's own error (thrown again on the main thread, as the
// in-process call would) from a worker that failed (the reading is then made in-process). Built as
// dist/triage-worker.mjs beside the server's bundle (scripts/lib/server-bundle.mjs); under tsx the
// pool starts worker-tsx.mjs, which registers tsx's loader and imports this file.
import * as readings from './readings.ts';
import type { Envelope } from './envelope.ts';

function enveloped<I, O>(read: (input: I) => O): (input: I) => Envelope<O> {
  return (input) => {
    try {
      return { ok: true, value: read(input) };
    } catch (error) {
      return { ok: false, message: error instanceof Error ? error.message : String(error) };
    }
  };
}

export const warm = enveloped(readings.warm);
export const redFlagsOfText = enveloped(readings.redFlagsOfText);
export const conversationRedFlags = enveloped(readings.conversationRedFlags);
export const offlineReply = enveloped(readings.offlineReply);
export const assess = enveloped(readings.assess);
export const demographics = enveloped(readings.demographics);
