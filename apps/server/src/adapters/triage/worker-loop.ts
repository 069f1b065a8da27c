import { isMainThread, parentPort } from 'node:worker_threads';
import type { Envelope, ReadingBatch, WorkerMessage } from './envelope.ts';

/**
 * A triage worker thread's loop (issue 16): it takes a batch of readings in one message, makes them
 * in order, and sends their answers back — several in one message, but never holding a finished
 * answer for more than FLUSH_MS, so batching adds at most that to a reading's wait. Nothing else
 * runs per reading (tinypool's worker called `process.memoryUsage()` after every task, a system
 * call that was up to 12% of the worker's profile under load).
 *
 * The engine's own error is answered in an envelope, so the pool throws it on the main thread as the
 * in-process call would; a worker that dies (an uncaught error, out of memory) is the pool's to
 * notice and replace.
 */
const FLUSH_MS = 2;

type Handler = (input: never) => unknown;

function isThenable(value: unknown): value is PromiseLike<unknown> {
  return (
    typeof value === 'object' && value !== null && typeof (value as { then?: unknown }).then === 'function'
  );
}

export function serve(handlers: Record<string, Handler>): void {
  if (isMainThread || !parentPort) throw new Error('serve() runs in a worker thread');
  const port = parentPort;
  // Batches arrive while one is being made (the pool keeps a worker fed): made one after another.
  let chain: Promise<void> = Promise.resolve();

  async function make(batch: ReadingBatch): Promise<void> {
    let answers: WorkerMessage & { answers: unknown[] } = { answers: [], batchDone: false };
    let since = performance.now();
    for (const [index, { id, name, input }] of batch.readings.entries()) {
      let answer: Envelope<unknown>;
      try {
        const handler = handlers[name];
        if (!handler) throw new Error(`No triage reading named "${name}".`);
        let value = handler(input as never);
        if (isThenable(value)) value = await value;
        answer = { ok: true, value };
      } catch (error) {
        answer = { ok: false, message: error instanceof Error ? error.message : String(error) };
      }
      answers.answers.push({ ...answer, id });
      const last = index === batch.readings.length - 1;
      const now = performance.now();
      if (last || now - since >= FLUSH_MS) {
        answers.batchDone = last;
        port.postMessage(answers);
        answers = { answers: [], batchDone: false };
        since = now;
      }
    }
  }

  port.on('message', (batch: ReadingBatch) => {
    chain = chain.then(() => make(batch));
  });
  port.postMessage({ ready: true } satisfies WorkerMessage);
}
