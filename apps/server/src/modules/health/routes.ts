import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ping } from '../../db/database.ts';
import { version } from '../../version.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/health',
    {
      schema: {
        response: {
          200: z.object({ status: z.literal('ok'), db: z.enum(['sqlite', 'postgres']), version: z.string() }),
          503: z.object({ status: z.literal('degraded'), db: z.string(), version: z.string() }),
        },
      },
    },
    async (_request, reply) => {
      const { engine, db } = app.database;
      if (!(await ping(db))) return reply.status(503).send({ status: 'degraded', db: 'unreachable', version });
      return { status: 'ok' as const, db: engine, version };
    },
  );
};
