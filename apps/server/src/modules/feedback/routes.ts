import { feedbackBodySchema, feedbackResponseSchema } from '@asa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireIdentity } from '../identity/context.ts';
import { insertFeedback } from './repo.ts';

/** POST /api/feedback (spec §7): any signed-in user ("Help us" in the patient and staff menus). */
export const feedbackRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/feedback',
    {
      schema: { body: feedbackBodySchema, response: { 201: feedbackResponseSchema } },
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const identity = await requireIdentity(request);
      await insertFeedback(app.database.db, { userId: identity.userId, message: request.body.feedbackMessage });
      request.log.info({ userId: identity.userId }, 'feedback received');
      return reply.status(201).send({ success: true as const });
    },
  );
};
