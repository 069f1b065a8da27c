import type { ServerResponse } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** Shutdown state shared by the routes that stream (issue 17). */
    lifecycle: Lifecycle;
  }
}

export interface Lifecycle {
  /** True from the moment the instance starts to shut down: /api/ready answers 503. */
  readonly draining: boolean;
  /**
   * Aborts when the shutdown grace time is over: a streaming reply still running then stops and is
   * stored as `incomplete` with what it had said (the chat service's own client-gone path).
   */
  readonly replySignal: AbortSignal;
  /** Streaming replies (SSE sent through `reply.send`) that have not ended. */
  readonly openReplies: number;
}

/** After the cut, how long the cut replies get to store themselves before their sockets are dropped. */
const STORE_AFTER_CUT_MS = 5_000;

function isEventStream(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('text/event-stream');
}

/**
 * Graceful shutdown (issue 17): `app.close()` (SIGTERM in main.ts) stops listening, lets streaming
 * replies finish for up to SHUTDOWN_GRACE_SECONDS, then cuts them through `replySignal`, waits until
 * they are stored, and only then lets Fastify close the database. Staff event streams end in their
 * own preClose hook (modules/events/routes.ts) with a retry hint.
 */
const lifecyclePlugin: FastifyPluginAsync = async (app) => {
  const replies = new Set<ServerResponse>();
  const cut = new AbortController();
  let draining = false;
  const idleWaiters = new Set<() => void>();

  const forget = (response: ServerResponse) => {
    replies.delete(response);
    if (replies.size === 0) for (const wake of idleWaiters) wake();
  };
  /** Resolves when no reply streams or after `ms`, whichever comes first. */
  const repliesEnded = (ms: number) =>
    new Promise<void>((resolve) => {
      if (replies.size === 0) return resolve();
      const done = () => {
        clearTimeout(timer);
        idleWaiters.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      idleWaiters.add(done);
    });

  app.decorate('lifecycle', {
    get draining() {
      return draining;
    },
    replySignal: cut.signal,
    get openReplies() {
      return replies.size;
    },
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    if (isEventStream(reply.getHeader('content-type')) && !reply.raw.writableEnded) {
      const response = reply.raw;
      replies.add(response);
      response.once('close', () => forget(response));
    }
    return payload;
  });

  app.addHook('preClose', async () => {
    draining = true;
    // Stop accepting: the proxy sends new connections to the other instances from now on.
    if (app.server.listening) app.server.close(() => {});
    app.server.closeIdleConnections();
    const graceMs = app.config.SHUTDOWN_GRACE_SECONDS * 1000;
    if (replies.size > 0) app.log.info({ replies: replies.size, graceMs }, 'shutdown: waiting for streaming replies');
    await repliesEnded(graceMs);
    if (replies.size === 0) return;
    app.log.warn({ replies: replies.size }, 'shutdown: grace time over, storing open replies as incomplete');
    cut.abort();
    await repliesEnded(STORE_AFTER_CUT_MS);
    for (const response of replies) response.destroy();
  });
};

export const lifecycle = fp(lifecyclePlugin, { name: 'lifecycle' });
