import type { ServerResponse } from 'node:http';
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
import { TriageBusyError } from '../../adapters/triage/pool.ts';
import { sendBusy, tooManyRequests } from '../../http/errors.ts';
import { currentIdentity, requireRole } from '../identity/context.ts';
import { RateLimiter } from '../identity/rate-limit.ts';
import { instrumentAssessor, instrumentProvider } from '../operations/metrics.ts';
import { TurnAdmission } from './admission.ts';
import { createAssessor } from './assessor.ts';
import { findChat, findOwnedChat, markPatientSeen } from './repo.ts';
import { patientRoutes } from './patient-routes.ts';
import { caseStateOf, type ChatService, createChatService, type Turn } from './service.ts';
import { notFound } from '../../http/errors.ts';

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
  const provider = instrumentProvider(createAiProvider(app.config, { triage: app.triage }));
  const service = createChatService({
    db: app.database.db,
    config: app.config,
    provider,
    assessor: instrumentAssessor(createAssessor(app.config, { triage: app.triage }), provider.name),
    triage: app.triage,
    events: app.caseEvents,
    log: app.log.child({ module: 'chat' }),
  });
  app.decorate('chat', service);
  const sendLimiter = new RateLimiter(app.database.db, app.config.authSecret);
  const sendLimit = { name: 'chat-send', max: app.config.CHAT_RATE_LIMIT_PER_MINUTE, windowMs: 60_000 };
  const admission = new TurnAdmission({
    maxInFlight: app.config.CHAT_MAX_TURNS_IN_FLIGHT,
    maxWaiting: app.config.CHAT_TURN_QUEUE,
    waitMs: app.config.CHAT_TURN_QUEUE_WAIT_MS,
  });
  const retryAfterSeconds = app.config.CHAT_TURN_QUEUE_WAIT_MS / 1000;
  app.addHook('onClose', () => service.close());
  await app.register(patientRoutes);

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
      const clientGone = new AbortController();
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) clientGone.abort();
      });
      // Admission (issue 16): beyond the turns in flight a send waits briefly, then is refused.
      if (!(await admission.acquire(clientGone.signal))) return sendBusy(reply, retryAfterSeconds);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        admission.release();
      };
      let turn: Turn;
      try {
        turn = await service.beginTurn(identity, request.params.id, request.body);
      } catch (error) {
        release();
        // Too many of the triage engine's readings waiting: refused like admission, nothing stored.
        if (error instanceof TriageBusyError) return sendBusy(reply, retryAfterSeconds);
        throw error;
      }

      const stream = new PassThrough();
      stream.on('error', () => {});
      const open = () => !stream.destroyed && !stream.writableEnded && !clientGone.signal.aborted;
      reply
        .header('content-type', 'text/event-stream; charset=utf-8')
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no');
      void service
        // Issue 15: each event gets an id and is kept for a client that resumes (reply-streams.ts).
        .runTurn(turn, app.replyStreams.record(turn, {
          write: (frame) => {
            if (open()) stream.write(frame);
          },
          end: () => {
            if (!stream.writableEnded) stream.end();
          },
          clientGone: clientGone.signal,
          eventIds: request.headers['x-reply-event-ids'] === '1',
          // Also cut at the end of the shutdown grace time (modules/operations/lifecycle.ts).
          stop: app.lifecycle.replySignal,
        }))
        .catch((error: unknown) => {
          request.log.error({ err: error, chatId: turn.chatId }, 'chat turn failed');
          if (!stream.writableEnded) stream.end();
        })
        .finally(release);
      return reply.send(stream);
    },
  );
};

/** The patient stream beats this often; each beat marks the patient online (no SMS for clinic replies). */
const PATIENT_HEARTBEAT_MS = 15_000;

/**
 * GET /api/asa/chat/{id}/events (issue 14 §6): the patient's own live stream. It carries only the
 * case state the patient may see (received → a nurse is looking → sent to a doctor → reviewed) and
 * "the clinic wrote", never staff names, notes or urgencies.
 */
const patientStreamPlugin: FastifyPluginAsyncZod = async (app) => {
  const open = new Set<ServerResponse>();
  app.addHook('preClose', async () => {
    for (const response of open) response.end();
    open.clear();
  });
  const { db } = app.database;
  const ttl = app.config.CLAIM_TTL_MINUTES * 60_000;

  app.get('/api/asa/chat/:id/events', { schema: { params: chatIdParamsSchema } }, async (request, reply) => {
    const identity = await requireRole(request, PATIENT);
    const chatId = request.params.id;
    const chat = await findOwnedChat(db, chatId, identity.userId);
    if (!chat) throw notFound('Chat not found.');

    reply.hijack();
    const res = reply.raw;
    res.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    res.write('retry: 3000\n: connected\n\n');
    open.add(res);
    const send = async (message: boolean) => {
      const current = await findChat(db, chatId);
      if (!current || res.writableEnded) return;
      res.write(`data: ${JSON.stringify({ state: caseStateOf(current, ttl), message })}\n\n`);
    };
    const fail = (error: unknown) => request.log.warn({ err: error, chatId }, 'patient stream update failed');
    const unsubscribe = app.caseEvents.subscribe(chat.companyId, (event) => {
      if (event.chatId === chatId) send(event.type === 'case.clinicMessage').catch(fail);
    });
    const heartbeat = setInterval(() => {
      res.write(': heartbeat\n\n');
      markPatientSeen(db, chatId, Date.now()).catch(fail);
    }, PATIENT_HEARTBEAT_MS);
    heartbeat.unref();
    res.on('close', () => {
      clearInterval(heartbeat);
      unsubscribe();
      open.delete(res);
      markPatientSeen(db, chatId, null).catch(fail);
    });
    await markPatientSeen(db, chatId, Date.now()).catch(fail);
    await send(false).catch(fail);
  });
};

export const patientStreamRoutes = fp(patientStreamPlugin, { name: 'patient-stream', dependencies: ['identity', 'case-events'] });

export const chatRoutes = fp(chatPlugin, { name: 'chat', dependencies: ['identity', 'case-events', 'lifecycle', 'reply-streams'] });
