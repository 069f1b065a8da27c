import { PassThrough } from 'node:stream';
import { setTimeout as sleep } from 'node:timers/promises';
import { chatIdParamsSchema, encodeChunkEvent, encodeDoneEvent, encodeErrorEvent, parseReplyEventId } from '@asa/domain';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest, notFound } from '../../http/errors.ts';
import { requireRole } from '../identity/context.ts';
import { createReplyStreams, type ReplyListener, type ReplyStreams, withId } from './reply-streams.ts';
import { findLatestReply, findOwnedChat, findReply } from './repo.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Replies being written on this instance, kept for clients that resume them (issue 15). */
    replyStreams: ReplyStreams;
  }
}

/** How often a reply written by another instance is read again from the database. */
const STORE_POLL_MS = 500;

/**
 * GET /api/asa/chat/{id}/reply: the rest of a reply after `Last-Event-ID` (the framing of
 * POST /api/asa/chat/{id}, see packages/domain/src/chat.ts). Without an id, the chat's newest reply
 * from its start. The buffer of this instance is followed when it has the reply; otherwise the
 * stored text stands in — the part beyond the id at once, then what the writing instance stores.
 */
const resumePlugin: FastifyPluginAsyncZod = async (app) => {
  const { db } = app.database;
  const { config } = app;
  const streams = createReplyStreams({ graceMs: config.REPLY_RESUME_GRACE_SECONDS * 1000 });
  app.decorate('replyStreams', streams);

  /** Sends the stored reply beyond `offset`, following it while another instance writes it. */
  async function fromStore(chatId: string, messageId: string, offset: number, out: ReplyListener, signal: AbortSignal) {
    const deadline = Date.now() + config.AI_TIMEOUT_MS + 30_000;
    let sent = offset;
    for (;;) {
      const message = await findReply(db, chatId, messageId);
      if (!message) break;
      if (message.content.length > sent) {
        out.write(withId(messageId, message.content.length, encodeChunkEvent(message.content.slice(sent))));
        sent = message.content.length;
      }
      if (message.state !== 'streaming' || signal.aborted || Date.now() > deadline) {
        if (message.state !== 'complete') {
          const error = { code: 'provider_error', message: 'The assistant could not finish its answer. Please try again.', retryable: true };
          out.write(withId(messageId, sent, encodeErrorEvent(error)));
        }
        break;
      }
      await sleep(STORE_POLL_MS, undefined, { signal }).catch(() => {});
    }
    out.write(withId(messageId, sent, encodeDoneEvent()));
    out.end();
  }

  app.get(
    '/api/asa/chat/:id/reply',
    { schema: { params: chatIdParamsSchema } },
    async (request, reply) => {
      const identity = await requireRole(request, ['user']);
      const chatId = request.params.id;
      if (!(await findOwnedChat(db, chatId, identity.userId))) throw notFound('Chat not found.');
      const header = request.headers['last-event-id'];
      const lastEventId = Array.isArray(header) ? header[0] : header;
      const position = lastEventId === undefined ? null : parseReplyEventId(lastEventId);
      if (lastEventId !== undefined && !position) throw badRequest('Last-Event-ID is not an event id of a reply.');
      const message = position ? await findReply(db, chatId, position.messageId) : await findLatestReply(db, chatId);
      if (position && !message) throw notFound('Reply not found.');

      const stream = new PassThrough();
      stream.on('error', () => {});
      const gone = new AbortController();
      reply.raw.on('close', () => gone.abort());
      const out: ReplyListener = {
        write: (frame) => {
          if (!stream.writableEnded && !gone.signal.aborted) stream.write(frame);
        },
        end: () => {
          if (!stream.writableEnded) stream.end();
        },
      };
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no');
      if (!message) {
        out.write(encodeDoneEvent());
        out.end();
        return reply.send(stream);
      }
      const offset = position?.offset ?? 0;
      const stop = streams.follow(message.id, offset, out);
      if (stop) {
        gone.signal.addEventListener('abort', stop, { once: true });
      } else {
        const signal = AbortSignal.any([gone.signal, app.lifecycle.replySignal]);
        fromStore(chatId, message.id, offset, out, signal).catch((error: unknown) => {
          request.log.warn({ err: error, chatId }, 'resuming a reply from the store failed');
          out.end();
        });
      }
      return reply.send(stream);
    },
  );
};

export const replyResumeRoutes = fp(resumePlugin, { name: 'reply-streams', dependencies: ['identity', 'lifecycle'] });
