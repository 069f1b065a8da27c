import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { createVoiceProvider } from '../../adapters/voice/index.ts';
import { currentIdentity, requireRole } from '../identity/context.ts';
import { availability, issueToken } from './service.ts';

/** Tokens per patient per minute: a session needs one; a few retries are fine; a loop is not. */
export const TOKEN_RATE_LIMIT = { max: 10, timeWindow: '1 minute' } as const;

// Per patient when signed in, per address otherwise (those get 401 anyway).
async function limitKey(request: FastifyRequest): Promise<string> {
  const identity = await currentIdentity(request);
  return identity ? `voice-token:${identity.userId}` : `voice-token-ip:${request.ip}`;
}

// Voice schemas live here rather than in packages/domain until that package's owner takes them.
const tokenQuery = z.object({ language: z.string().max(16).optional() });

const voicePlugin: FastifyPluginAsyncZod = async (app) => {
  const provider = createVoiceProvider(app.config, app.log);

  /** Whether realtime voice is configured, and where the browser sends its offer. */
  app.get('/api/asa/chat/voice', async (request) => {
    await requireRole(request, ['user']);
    return availability(provider);
  });

  /** Spec §7: a short-lived client secret for the realtime session; the API key stays here. */
  app.get(
    '/api/asa/chat/voiceChatToken',
    {
      schema: { querystring: tokenQuery },
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
};

export const voiceRoutes = fp(voicePlugin, { name: 'voice', dependencies: ['identity'] });
