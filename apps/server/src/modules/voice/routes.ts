import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  chatIdParamsSchema,
  voiceAvailabilitySchema,
  voiceTokenQuerySchema,
  voiceTokenResponseSchema,
  voiceTurnBodySchema,
  voiceTurnResultSchema,
} from '@asa/domain';
import { createVoiceProvider } from '../../adapters/voice/index.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import { currentIdentity, requireRole } from '../identity/context.ts';
import { appendVoiceTurn, availability, issueToken } from './service.ts';

/** Tokens per patient per minute: a session needs one; a few retries are fine; a loop is not. */
export const TOKEN_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

// Per patient when signed in, per address otherwise (those get 401 anyway).
async function limitKey(request: FastifyRequest): Promise<string> {
  const identity = await currentIdentity(request);
  return identity ? `voice-token:${identity.userId}` : `voice-token-ip:${request.ip}`;
}

/** Voice turns per patient per minute: a lively call stores a few a minute. */
export const TURN_RATE_LIMIT = { max: 120, timeWindow: '1 minute' } as const;

async function turnKey(request: FastifyRequest): Promise<string> {
  const identity = await currentIdentity(request);
  return identity ? `voice-turn:${identity.userId}` : `voice-turn-ip:${request.ip}`;
}

const voicePlugin: FastifyPluginAsyncZod = async (app) => {
  const provider = createVoiceProvider(app.config, app.log);

  /** Whether realtime voice is configured, and where the browser sends its offer. */
  app.get('/api/asa/chat/voice', { schema: { response: { 200: voiceAvailabilitySchema } } }, async (request) => {
    await requireRole(request, ['user']);
    return availability(provider);
  });

  /** Spec §7: a short-lived client secret for the realtime session; the API key stays here. */
  app.get(
    '/api/asa/chat/voiceChatToken',
    {
      schema: { querystring: voiceTokenQuerySchema, response: { 200: voiceTokenResponseSchema } },
      config: { rateLimit: { ...TOKEN_RATE_LIMIT, keyGenerator: limitKey } },
    },
    async (request, reply) => {
      const identity = await requireRole(request, ['user']);
      const token = await issueToken(provider, identity, request.query.language);
      request.log.info({ userId: identity.userId }, 'voice token issued');
      reply.header('cache-control', 'no-store');
      return { token };
    },
  );

  /**
   * Appends one spoken turn to the caller's chat (voice never streams a reply here: the provider
   * speaks it). Stored as channel=voice, floored and assessed like text (issue 8 §3).
   */
  app.post(
    '/api/asa/chat/:id/voice-turns',
    {
      schema: { params: chatIdParamsSchema, body: voiceTurnBodySchema, response: { 201: voiceTurnResultSchema } },
      config: { rateLimit: { ...TURN_RATE_LIMIT, keyGenerator: turnKey } },
    },
    async (request, reply) => {
      const identity = await requireRole(request, ['user']);
      // Spoken turns come from the realtime voice provider's session only (DESIGN D15): with voice
      // off there is no such session, and a client could only be forging transcript lines.
      if (app.config.VOICE_PROVIDER === 'none') throw notFound('Voice chat is not enabled.');
      // The chat module decorates the app; voice uses its assessment rather than a copy of it.
      if (!app.hasDecorator('chat')) throw new HttpError(503, 'chat_unavailable', 'Chat is not available.');
      const result = await appendVoiceTurn(
        { db: app.database.db, chat: app.chat, triage: app.triage },
        identity,
        request.params.id,
        request.body,
      );
      return reply.status(201).send(result);
    },
  );
};

export const voiceRoutes = fp(voicePlugin, { name: 'voice', dependencies: ['identity'] });
