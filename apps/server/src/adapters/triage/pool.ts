import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import Tinypool, { type Task, type TaskQueue } from 'tinypool';
import type { Envelope } from './envelope.ts';
import type * as ReadingsModule from './readings.ts';

/**
 * The triage engine's readings off the event loop (issue 16). Each reading of a turn — the red flags
 * of an incoming message in 15 languages (DESIGN D14), the offline reply, the assessment and its
 * safety floor, the stated age and sex — is a few to tens of milliseconds of CPU; made on the event
 * loop, every health check, stream chunk and next patient's send waits behind it. Here they run in
 * a small pool of worker threads (tinypool), the main thread only passing plain data across.
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
 * with workers, the main thread leaves its code, data and compiled terms (~60 MiB) to them.
 */
type Readings = Omit<typeof ReadingsModule, 'warm'>;
let loading: Promise<typeof ReadingsModule> | null = null;
function readingsHere(): Promise<typeof ReadingsModule> {
  loading ??= import('./readings.ts');
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
}

/**
 * The worker's entry beside this module: the bundle (dist/main.mjs and its siblings) has
 * dist/triage-worker.mjs; the TypeScript sources have worker-tsx.mjs, which loads tsx first.
 */
function defaultWorkerUrl(): URL {
  const here = import.meta.url;
  return here.endsWith('.ts') ? new URL('./worker-tsx.mjs', here) : new URL('./triage-worker.mjs', here);
}

async function inProcess<K extends ReadingName>(name: K, input: Input<K>): Promise<Output<K>> {
  const local: { [N in ReadingName]: (input: Input<N>) => Output<N> } = await readingsHere();
  try {
    return (local[name] as (i: Input<K>) => Output<K>)(input);
  } catch (error) {
    throw error instanceof Error ? new TriageEngineError(error.message) : error;
  }
}

const NAMES: ReadingName[] = ['redFlagsOfText', 'conversationRedFlags', 'offlineReply', 'assess', 'demographics'];

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
  };
}

/** Read after the reply's `[DONE]`: waits behind the readings a reply is waiting for. */
const AFTER_THE_REPLY: ReadonlySet<string> = new Set<ReadingName>(['assess', 'demographics']);

/** Two FIFOs in one tinypool task queue: the readings a reply waits for first. */
export class ReadingQueue implements TaskQueue {
  private readonly first: Task[] = [];
  private readonly later: Task[] = [];

  get size(): number {
    return this.first.length + this.later.length;
  }

  push(task: Task): void {
    (AFTER_THE_REPLY.has((task as Task & { name?: string }).name ?? '') ? this.later : this.first).push(task);
  }

  shift(): Task | null {
    return this.first.shift() ?? this.later.shift() ?? null;
  }

  remove(task: Task): void {
    for (const list of [this.first, this.later]) {
      const index = list.indexOf(task);
      if (index >= 0) list.splice(index, 1);
    }
  }

  cancel(): void {
    for (const task of [...this.first.splice(0), ...this.later.splice(0)]) task.cancel();
  }
}

export function createTriageReader(options: TriagePoolOptions): TriageReader {
  if (options.threads <= 0) return inProcessTriageReader();
  const workerUrl = options.workerUrl ?? defaultWorkerUrl();
  if (!fs.existsSync(fileURLToPath(workerUrl))) {
    options.log?.warn({ worker: workerUrl.href }, 'triage worker entry not found; the triage engine reads on the event loop');
    return inProcessTriageReader();
  }
  let pool: Tinypool | null = new Tinypool({
    filename: workerUrl.href,
    minThreads: options.threads,
    maxThreads: options.threads,
    // A worker waits for work for as long as the server runs (its lexicons stay compiled).
    idleTimeout: 0,
    // The bound is ours (refusable readings only, below); tinypool's queue takes every reading.
    maxQueue: Infinity,
    taskQueue: new ReadingQueue(),
  });
  // A worker failing with no reading in hand is replaced by the pool; nothing is lost.
  pool.on('error', (error: unknown) => options.log?.warn({ err: error }, 'a triage worker failed'));
  let pending = 0;

  async function inWorker<K extends ReadingName | 'warm'>(name: K, input: unknown): Promise<unknown> {
    const envelope = (await pool!.run(input, { name })) as Envelope<unknown>;
    if (!envelope.ok) throw new TriageEngineError(envelope.message);
    return envelope.value;
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
        // One per worker: the pool hands each idle worker the next task.
        await Promise.all(Array.from({ length: options.threads }, () => inWorker('warm', {})));
      } catch (error) {
        if (error instanceof TriageEngineError) throw error;
        // Workers that cannot start (a missing module, a platform without threads): read in-process.
        options.log?.warn({ err: error }, 'triage workers could not start; the triage engine reads on the event loop');
        const failed = pool;
        pool = null;
        await failed.destroy().catch(() => {});
        (await readingsHere()).warm();
      }
    },
    async close() {
      const closing = pool;
      pool = null;
      await closing?.destroy();
    },
  };
}
