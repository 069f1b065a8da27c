import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type ResourceLimits, Worker } from 'node:worker_threads';
import type { ReadingBatch, WorkerMessage } from './envelope.ts';
import type * as ReadingsModule from './readings.ts';

/** The worker's bundle beside the server's (scripts/lib/server-bundle.mjs: TRIAGE_WORKER_BUNDLE). */
const WORKER_BUNDLE = 'triage-worker.mjs';

/**
 * The triage engine's readings off the event loop (issue 16). Each reading of a turn — the red flags
 * of an incoming message in 15 languages (DESIGN D14), the offline reply, the assessment and its
 * safety floor, the stated age and sex — is a few to tens of milliseconds of CPU; made on the event
 * loop, every health check, stream chunk and next patient's send waits behind it. Here they run in
 * a small pool of worker threads (node:worker_threads, below), the main thread only passing plain data across.
 *
 * - Size 0 reads in-process (and so does a pool whose workers cannot start).
 * - A worker that fails (crashes, is terminated) is replaced by the pool; the reading it was making
 *   is then made in-process, so the turn gets its answer. The engine's own error is thrown as the
 *   in-process call would throw it.
 * - Readings a reply waits for (the send's red flags, the offline reply, the landing's check) are
 *   handed to a worker before those made after `[DONE]` (the assessment, age and sex), so a burst
 *   of finished replies does not hold back the next patients' first words.
 * - Bounded: beyond `maxQueue` readings waiting or running, a reading that starts a patient's turn
 *   (`refusable`) is refused with TriageBusyError before anything is stored — the HTTP layer answers
 *   503 with Retry-After, as admission does; the readings of turns already taken on are never refused.
 */

/**
 * The engine itself is loaded on the main thread only when it reads there (size 0, a failed worker):
 * with workers, the main thread leaves its code, data and compiled terms to them. In the bundle the
 * engine is not even part of the server's own file: it is loaded from the worker's bundle beside it
 * (which serves readings only in a worker thread), so the main thread does not hold the engine's
 * source text either (≈ 13 MiB of heap: V8 keeps a script's source, two bytes a character here).
 */
type Readings = Omit<typeof ReadingsModule, 'warm'>;
let loading: Promise<typeof ReadingsModule> | null = null;
/** A specifier esbuild does not follow, so the bundle does not inline the engine. */
const READINGS_SOURCE = './readings.ts';
function readingsHere(): Promise<typeof ReadingsModule> {
  loading ??= (import.meta.url.endsWith('.ts') ? import(READINGS_SOURCE) : import(new URL(`./${WORKER_BUNDLE}`, import.meta.url).href)) as Promise<
    typeof ReadingsModule
  >;
  return loading;
}
export type ReadingName = keyof Readings;
type Input<K extends ReadingName> = Parameters<Readings[K]>[0];
type Output<K extends ReadingName> = ReturnType<Readings[K]>;

export interface ReadOptions {
  /** May be refused when the pool's queue is full (a new turn's first reading, nothing stored yet). */
  refusable?: boolean;
}

export type TriageReader = {
  [K in ReadingName]: (input: Input<K>, options?: ReadOptions) => Promise<Output<K>>;
} & {
  /** Worker threads reading; 0 when the readings are made in-process. */
  readonly threads: number;
  /** Compiles the engine's terms where the readings are made (before the first patient). */
  warm(): Promise<void>;
  /** Terminates the workers; readings asked for afterwards are made in-process. */
  close(): Promise<void>;
  /** Messages sent to the workers and the readings they carried, since the start (0 in-process). */
  sent(): { messages: number; readings: number };
};

/** A new turn's reading refused: the pool's queue is full. */
export class TriageBusyError extends Error {
  constructor() {
    super('The triage engine has too many readings waiting.');
    this.name = 'TriageBusyError';
  }
}

/** The engine threw (in a worker or in-process): the same error the in-process call gives. */
export class TriageEngineError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TriageEngineError';
  }
}

interface Logger {
  warn(object: object, message: string): void;
}

export interface TriagePoolOptions {
  /** Worker threads; 0 = in-process. */
  threads: number;
  /** Readings waiting or running in the pool beyond which a refusable reading is refused. */
  maxQueue: number;
  log?: Logger;
  /** The worker's module (tests); default: the bundle's or the sources' entry, whichever this is. */
  workerUrl?: URL;
  /** Heap limits of each worker thread (V8's defaults when absent). */
  resourceLimits?: ResourceLimits;
}

/**
 * The worker's entry beside this module: the bundle (dist/main.mjs and its siblings) has
 * dist/triage-worker.mjs; the TypeScript sources have worker-tsx.mjs, which loads tsx first.
 */
function defaultWorkerUrl(): URL {
  const here = import.meta.url;
  return here.endsWith('.ts') ? new URL('./worker-tsx.mjs', here) : new URL(`./${WORKER_BUNDLE}`, here);
}

async function inProcess<K extends ReadingName>(name: K, input: Input<K>): Promise<Output<K>> {
  const local: { [N in ReadingName]: (input: Input<N>) => Output<N> } = await readingsHere();
  try {
    return (local[name] as (i: Input<K>) => Output<K>)(input);
  } catch (error) {
    throw error instanceof Error ? new TriageEngineError(error.message) : error;
  }
}

const NAMES: ReadingName[] = ['redFlagsOfText', 'conversationRedFlags', 'redFlagsAndReply', 'offlineReply', 'assess', 'demographics'];

function readerOf(read: <K extends ReadingName>(name: K, input: Input<K>, options?: ReadOptions) => Promise<Output<K>>) {
  return Object.fromEntries(NAMES.map((name) => [name, (input: never, options?: ReadOptions) => read(name, input, options)])) as {
    [K in ReadingName]: (input: Input<K>, options?: ReadOptions) => Promise<Output<K>>;
  };
}

/** Readings made on the event loop (size 0, and what a failed worker falls back to). */
export function inProcessTriageReader(): TriageReader {
  return {
    ...readerOf(inProcess),
    threads: 0,
    async warm() {
      (await readingsHere()).warm();
    },
    async close() {},
    sent: () => ({ messages: 0, readings: 0 }),
  };
}

/** Read after the reply's `[DONE]`: waits behind the readings a reply is waiting for. */
const AFTER_THE_REPLY: ReadonlySet<string> = new Set<ReadingName>(['assess', 'demographics']);

/** A reading waiting for a worker or being made by one. */
interface Pending {
  id: number;
  name: ReadingName | 'warm';
  input: unknown;
  resolve(value: unknown): void;
  reject(error: unknown): void;
}

/** Two FIFOs: the readings a reply waits for first, those made after `[DONE]` next. */
export class ReadingQueue {
  private readonly first: Pending[] = [];
  private readonly later: Pending[] = [];

  get size(): number {
    return this.first.length + this.later.length;
  }

  push(reading: Pending): void {
    (AFTER_THE_REPLY.has(reading.name) ? this.later : this.first).push(reading);
  }

  /** Up to `max` readings, in the order a worker should make them. */
  take(max: number): Pending[] {
    const taken = this.first.splice(0, max);
    if (taken.length < max) taken.push(...this.later.splice(0, max - taken.length));
    return taken;
  }

  drain(): Pending[] {
    return [...this.first.splice(0), ...this.later.splice(0)];
  }
}

/** The worker died with these readings in hand (they are then made in-process). */
class WorkerGoneError extends Error {
  constructor(cause: unknown) {
    super('The triage worker stopped.', { cause });
    this.name = 'WorkerGoneError';
  }
}

/**
 * At most this many readings in one message to a worker, and at most this many such messages
 * handed to one worker ahead of its answers: enough that a worker finds its next batch waiting
 * when it finishes one (the main thread may be busy), few enough that a reading a reply waits for,
 * asked for meanwhile, is not queued behind many made after `[DONE]`.
 */
const BATCH_MAX = 8;
const BATCHES_AHEAD = 2;

interface Slot {
  worker: Worker;
  /** Readings sent to this worker and not answered yet. */
  inHand: Map<number, Pending>;
  batches: number;
  ready: boolean;
}

/**
 * A pool of worker threads on node:worker_threads (issue 16): readings asked for in the same turn of
 * the event loop go to a worker in one message, its answers come back several to a message; no
 * per-reading bookkeeping beyond a map entry. (tinypool, used before, sent every reading as a
 * message of its own, woke the thread for each, and read the worker's memory usage after each.)
 */
class WorkerPool {
  private readonly slots = new Set<Slot>();
  private readonly queue = new ReadingQueue();
  private nextId = 1;
  private dispatching = false;
  readonly sent = { messages: 0, readings: 0 };
  private closed = false;

  constructor(
    private readonly url: URL,
    private readonly size: number,
    private readonly log: Logger | undefined,
    private readonly limits: ResourceLimits | undefined,
  ) {
    for (let i = 0; i < size; i += 1) this.spawn();
  }

  get threads(): number {
    return this.slots.size;
  }

  run(name: ReadingName | 'warm', input: unknown): Promise<unknown> {
    if (this.closed) return Promise.reject(new WorkerGoneError('the pool is closed'));
    return new Promise((resolve, reject) => {
      this.queue.push({ id: this.nextId++, name, input, resolve, reject });
      if (!this.dispatching) {
        // Every reading asked for in this turn of the event loop leaves in the same message.
        this.dispatching = true;
        setImmediate(() => {
          this.dispatching = false;
          this.dispatch();
        });
      }
    });
  }

  /** Warms every worker once: each gets its own `warm` reading. */
  warmAll(): Promise<unknown[]> {
    return Promise.all(
      [...this.slots].map(
        (slot) =>
          new Promise((resolve, reject) => {
            const reading: Pending = { id: this.nextId++, name: 'warm', input: {}, resolve, reject };
            this.send(slot, [reading]);
          }),
      ),
    );
  }

  async close(): Promise<void> {
    this.closed = true;
    const slots = [...this.slots];
    this.slots.clear();
    const gone = new WorkerGoneError('the pool is closed');
    // Readings waiting or in a worker's hands are made in-process by their callers (read, below).
    for (const reading of this.queue.drain()) reading.reject(gone);
    for (const slot of slots) for (const reading of slot.inHand.values()) reading.reject(gone);
    await Promise.all(slots.map((slot) => slot.worker.terminate()));
  }

  private spawn(): void {
    const worker = new Worker(this.url, { workerData: { triageWorker: true }, ...(this.limits ? { resourceLimits: this.limits } : {}) });
    const slot: Slot = { worker, inHand: new Map(), batches: 0, ready: false };
    this.slots.add(slot);
    // Idle workers do not keep the process alive; one with readings in hand does (see send).
    worker.unref();
    worker.on('message', (message: WorkerMessage) => {
      if ('ready' in message) {
        slot.ready = true;
        return;
      }
      for (const answer of message.answers) {
        const reading = slot.inHand.get(answer.id);
        if (!reading) continue;
        slot.inHand.delete(answer.id);
        if (answer.ok) reading.resolve(answer.value);
        else reading.reject(new TriageEngineError(answer.message));
      }
      if (message.batchDone) slot.batches -= 1;
      if (slot.inHand.size === 0) worker.unref();
      this.dispatch();
    });
    worker.on('error', (error) => this.log?.warn({ err: error }, 'a triage worker failed'));
    worker.on('exit', (code) => {
      if (!this.slots.delete(slot)) return; // closed
      const gone = new WorkerGoneError(new Error(`exit code ${code}`));
      for (const reading of slot.inHand.values()) reading.reject(gone);
      // A worker that had started is replaced; one that never did (its module cannot load) is not,
      // so a broken entry cannot loop — the readings are then made in-process.
      if (slot.ready && !this.closed) this.spawn();
      if (this.slots.size === 0) for (const reading of this.queue.drain()) reading.reject(gone);
      else this.dispatch();
    });
  }

  private send(slot: Slot, readings: Pending[]): void {
    for (const reading of readings) slot.inHand.set(reading.id, reading);
    slot.batches += 1;
    slot.worker.ref();
    const batch: ReadingBatch = { readings: readings.map(({ id, name, input }) => ({ id, name, input })) };
    try {
      slot.worker.postMessage(batch);
      this.sent.messages += 1;
      this.sent.readings += readings.length;
    } catch (error) {
      // An input that cannot be cloned: those readings fail here, as a worker's failure would.
      slot.batches -= 1;
      for (const reading of readings) {
        slot.inHand.delete(reading.id);
        reading.reject(new WorkerGoneError(error));
      }
    }
  }

  private dispatch(): void {
    while (this.queue.size > 0) {
      let idlest: Slot | null = null;
      for (const slot of this.slots) if (slot.batches < BATCHES_AHEAD && (!idlest || slot.batches < idlest.batches)) idlest = slot;
      if (!idlest) return;
      this.send(idlest, this.queue.take(BATCH_MAX));
    }
  }
}

export function createTriageReader(options: TriagePoolOptions): TriageReader {
  if (options.threads <= 0) return inProcessTriageReader();
  const workerUrl = options.workerUrl ?? defaultWorkerUrl();
  if (!fs.existsSync(fileURLToPath(workerUrl))) {
    options.log?.warn({ worker: workerUrl.href }, 'triage worker entry not found; the triage engine reads on the event loop');
    return inProcessTriageReader();
  }
  let pool: WorkerPool | null = new WorkerPool(workerUrl, options.threads, options.log, options.resourceLimits);
  const sent = pool.sent;
  let pending = 0;

  async function inWorker(name: ReadingName | 'warm', input: unknown): Promise<unknown> {
    return pool!.run(name, input);
  }

  async function read<K extends ReadingName>(name: K, input: Input<K>, readOptions: ReadOptions = {}): Promise<Output<K>> {
    if (!pool) return inProcess(name, input);
    if (readOptions.refusable && pending >= options.maxQueue) throw new TriageBusyError();
    pending += 1;
    try {
      return (await inWorker(name, input)) as Output<K>;
    } catch (error) {
      if (error instanceof TriageEngineError) throw error;
      // The worker failed (crashed, was terminated) or the pool is closing: read here instead.
      options.log?.warn({ err: error, reading: name }, 'a triage worker failed; the reading is made in-process');
      return inProcess(name, input);
    } finally {
      pending -= 1;
    }
  }

  return {
    ...readerOf(read),
    threads: options.threads,
    async warm() {
      if (!pool) {
        (await readingsHere()).warm();
        return;
      }
      try {
        await pool.warmAll();
      } catch (error) {
        if (error instanceof TriageEngineError) throw error;
        // Workers that cannot start (a missing module, a platform without threads): read in-process.
        options.log?.warn({ err: error }, 'triage workers could not start; the triage engine reads on the event loop');
        const failed = pool;
        pool = null;
        await failed.close().catch(() => {});
        (await readingsHere()).warm();
      }
    },
    async close() {
      const closing = pool;
      pool = null;
      await closing?.close();
    },
    sent: () => ({ ...sent }),
  };
}
