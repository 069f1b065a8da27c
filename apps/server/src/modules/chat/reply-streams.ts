import { decodeReplyStream, encodeChunkEvent, formatReplyEventId } from '@asa/domain';
import type { ReplySink } from './service.ts';

/**
 * Replies that survive a refresh (issue 15 item 5). Each reply being written on this instance keeps
 * its events in a buffer keyed by the assistant message, each event with the id
 * `<message id>:<characters of reply text sent so far>`. A client that lost the stream follows the
 * buffer from its last id; on another instance (or once the buffer is gone) the stored partial text
 * stands in (see resume-routes.ts). The buffers are bounded in number and in lifetime.
 */

/** One event of a reply as it was sent: a text chunk spans [start, end) of the reply text. */
interface BufferedEvent {
  frame: string;
  start: number;
  end: number;
  /** The chunk's text; null for emergency, error and done. */
  text: string | null;
}

/** Someone reading a reply: the original response or a resumed one. */
export interface ReplyListener {
  write(frame: string): void;
  end(): void;
}

interface ReplyBuffer {
  messageId: string;
  events: BufferedEvent[];
  finishedAt: number | null;
  listeners: Set<ReplyListener>;
  /** Called when the number of readers changes (arms or clears the abandon timer). */
  readersChanged(): void;
}

export interface ReplyStreamOptions {
  /** How long a reply goes on with nobody reading it, waiting for a resume (0: cut at once). */
  graceMs: number;
  /** Buffers kept at most; the oldest finished ones go first. */
  maxReplies?: number;
  /** How long a finished reply's buffer is kept for a late resume. */
  keepFinishedMs?: number;
}

/** Where a turn's frames go; the original client and the shutdown signal are given apart. */
export interface RecordedSink {
  write(frame: string): void;
  end(): void;
  /** Aborts when the client that sent the message disconnects. */
  clientGone: AbortSignal;
  /** Aborts when the reply must stop whoever reads it (shutdown). */
  stop: AbortSignal;
  /**
   * The client that sent the message asked for event ids (`X-Reply-Event-Ids: 1`, as the web app
   * does); without it the reply has exactly the spec's framing, every event starting with "data: ".
   * Resumed streams always carry them.
   */
  eventIds: boolean;
}

export function withId(messageId: string, offset: number, frame: string): string {
  return `id: ${formatReplyEventId({ messageId, offset })}\n${frame}`;
}

export function createReplyStreams(options: ReplyStreamOptions) {
  const maxReplies = options.maxReplies ?? 500;
  const keepFinishedMs = options.keepFinishedMs ?? 120_000;
  /** Insertion order is age order. */
  const buffers = new Map<string, ReplyBuffer>();

  function prune(now: number): void {
    for (const [id, buffer] of buffers) {
      if (buffer.finishedAt !== null && now - buffer.finishedAt > keepFinishedMs) buffers.delete(id);
    }
    if (buffers.size <= maxReplies) return;
    for (const [id, buffer] of buffers) {
      if (buffers.size <= maxReplies) return;
      if (buffer.finishedAt !== null) buffers.delete(id);
    }
    // Still over: the oldest replies being written lose their buffer (a resume reads the database).
    for (const id of buffers.keys()) {
      if (buffers.size <= maxReplies) return;
      buffers.delete(id);
    }
  }

  return {
    /**
     * Wraps a turn's sink: every frame gets its event id and is kept for resumes. The returned
     * sink's signal aborts on shutdown, or once nobody has read the reply for the grace time.
     */
    record(turn: { assistantId: string }, sink: RecordedSink): ReplySink {
      const messageId = turn.assistantId;
      const abandoned = new AbortController();
      let timer: NodeJS.Timeout | null = null;
      const original: ReplyListener = { write: (frame) => sink.write(frame), end: () => sink.end() };
      const buffer: ReplyBuffer = {
        messageId,
        events: [],
        finishedAt: null,
        listeners: new Set([original]),
        readersChanged() {
          if (buffer.finishedAt !== null) return;
          if (buffer.listeners.size > 0) {
            if (timer) clearTimeout(timer);
            timer = null;
          } else if (!timer && !abandoned.signal.aborted) {
            if (options.graceMs === 0) abandoned.abort();
            else {
              timer = setTimeout(() => abandoned.abort(), options.graceMs);
              timer.unref();
            }
          }
        },
      };
      buffers.set(messageId, buffer);
      prune(Date.now());
      const leave = () => {
        buffer.listeners.delete(original);
        buffer.readersChanged();
      };
      if (sink.clientGone.aborted) leave();
      else sink.clientGone.addEventListener('abort', leave, { once: true });

      let offset = 0;
      return {
        write(frame) {
          const start = offset;
          let text: string | null = null;
          for (const event of decodeReplyStream(frame)) {
            if (event.type === 'chunk') text = (text ?? '') + event.text;
          }
          offset += text?.length ?? 0;
          const framed = withId(messageId, offset, frame);
          buffer.events.push({ frame: framed, start, end: offset, text });
          for (const listener of buffer.listeners) listener.write(listener === original && !sink.eventIds ? frame : framed);
        },
        end() {
          buffer.finishedAt = Date.now();
          if (timer) clearTimeout(timer);
          timer = null;
          for (const listener of buffer.listeners) if (listener !== original) listener.end();
          buffer.listeners.clear();
          sink.end();
        },
        signal: AbortSignal.any([sink.stop, abandoned.signal]),
      };
    },

    /**
     * Sends what follows `offset` of the reply to the listener, then the rest as it is written.
     * Returns a function that stops following, or null when the reply is not buffered here.
     */
    follow(messageId: string, offset: number, listener: ReplyListener): (() => void) | null {
      const buffer = buffers.get(messageId);
      if (!buffer) return null;
      for (const event of buffer.events) {
        if (event.text === null) {
          if (event.end >= offset) listener.write(event.frame);
        } else if (event.end > offset) {
          // A position inside a chunk (a client's own count): only the part not yet seen.
          listener.write(event.start >= offset ? event.frame : withId(messageId, event.end, encodeChunkEvent(event.text.slice(offset - event.start))));
        }
      }
      if (buffer.finishedAt !== null) {
        listener.end();
        return () => {};
      }
      buffer.listeners.add(listener);
      buffer.readersChanged();
      return () => {
        if (buffer.listeners.delete(listener)) buffer.readersChanged();
      };
    },

    /** Replies buffered on this instance (metrics, tests). */
    size: () => buffers.size,
  };
}

export type ReplyStreams = ReturnType<typeof createReplyStreams>;
