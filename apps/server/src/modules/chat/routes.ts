import { PassThrough } from 'node:stream';
import {
  chatIdParamsSchema,
  chatListResponseSchema,
  chatMessagesResponseSchema,
  newChatBodySchema,
  newChatResponseSchema,
  sendChatBodySchema,
} from '@asa/domain';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createAiProvider } from '../../adapters/ai/index.ts';
import { tooManyRequests } from '../../http/errors.ts';
import { currentIdentity, requireRole } from '../identity/context.ts';
import { RateLimiter } from '../identity/rate-limit.ts';
import { instrumentAssessor, instrumentProvider } from '../operations/metrics.ts';
import { createAssessor } from './assessor.ts';
import { type ChatService, createChatService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The patient chat (issue 4); tests use `chat.idle()` to wait for assessments. */
    chat: ChatService;
  }
}

/** Chats are the patients' own (spec §6: role user); another user's chat answers 404. */
const PATIENT = ['user'] as const;

/** Chat sends are limited per signed-in user (per address for anonymous callers, who get 401). */
async function senderKey(request: FastifyRequest): Promise<string> {
  const identity = await currentIdentity(request).catch(() => null);
  return identity ? `chat:${identity.userId}` : `chat-ip:${request.ip}`;
}

const chatPlugin: FastifyPluginAsyncZod = async (app) => {
  const provider = instrumentProvider(createAiProvider(app.config));
  const service = createChatService({
    db: app.database.db,
    config: app.config,
    provider,
    assessor: instrumentAssessor(createAssessor(app.config), provider.name),
    events: app.caseEvents,
    log: app.log.child({ module: 'chat' }),
  });
  app.decorate('chat', service);
  const sendLimiter = new RateLimiter(app.database.db, app.config.authSecret);
  const sendLimit = { name: 'chat-send', max: app.config.CHAT_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 };
  app.addHook('onClose', () => service.close());

  app.post(
    '/api/asa/chat/new',
    { schema: { body: newChatBodySchema.nullish(), response: { 201: newChatResponseSchema } } },
    async (request, reply) => {
      const identity = await requireRole(request, PATIENT);
      const chatId = await service.createChat(identity, request.body?.language);
      return reply.status(201).send({ chatId });
    },
  );

  app.get('/api/asa/chats', { schema: { response: { 200: chatListResponseSchema } } }, async (request) => {
    const identity = await requireRole(request, PATIENT);
    return { chats: await service.listChats(identity) };
  });

  app.get(
    '/api/asa/chat/:id/messages',
    { schema: { params: chatIdParamsSchema, response: { 200: chatMessagesResponseSchema } } },
    async (request) => {
      const identity = await requireRole(request, PATIENT);
      return service.messages(identity, request.params.id);
    },
  );

  /**
   * The reply streams as text/event-stream; see the framing in packages/domain/src/chat.ts
   * (`data: "<JSON string chunk>"`, `event: emergency`, `event: error`, `data: [DONE]`).
   */
  app.post(
    '/api/asa/chat/:id',
    {
      schema: { params: chatIdParamsSchema, body: sendChatBodySchema },
      // Counted in the database, so the limit holds across every instance (issue 17).
      onRequest: async (request) => {
        if (!(await sendLimiter.consume(sendLimit, await senderKey(request)))) throw tooManyRequests();
      },
    },
    async (request, reply) => {
      const identity = await requireRole(request, PATIENT);
      const turn = await service.beginTurn(identity, request.params.id, request.body);

      const stream = new PassThrough();
      stream.on('error', () => {});
      const clientGone = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) clientGone.abort();
      });
      const open = () => !stream.destroyed && !stream.writableEnded && !clientGone.signal.aborted;
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no');
      void service
        .runTurn(turn, {
          write: (frame) => {
            if (open()) stream.write(frame);
          },
          end: () => {
            if (!stream.writableEnded) stream.end();
          },
          // Also cut at the end of the shutdown grace time (modules/operations/lifecycle.ts).
          signal: AbortSignal.any([clientGone.signal, app.lifecycle.replySignal]),
        })
        .catch((error: unknown) => {
          request.log.error({ err: error, chatId: turn.chatId }, 'chat turn failed');
          if (!stream.writableEnded) stream.end();
        });
      return reply.send(stream);
    },
  );
};

export const chatRoutes = fp(chatPlugin, { name: 'chat', dependencies: ['identity', 'case-events', 'lifecycle'] });
