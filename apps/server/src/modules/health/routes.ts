import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pendingMigrations } from '../../db/migrate.ts';
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
      const { engine } = app.database;
      if (!(await app.database.ping())) return reply.status(503).send({ status: 'degraded', db: 'unreachable', version });
      return { status: 'ok' as const, db: engine, version };
    },
  );

  /**
   * Readiness (issue 17): take traffic only when the database answers, every migration of this
   * version is applied, and the instance is not shutting down. /api/health stays liveness.
   */
  app.get(
    '/api/ready',
    {
      schema: {
        response: {
          200: z.object({ status: z.literal('ready'), version: z.string() }),
          503: z.object({
            status: z.literal('not_ready'),
            reason: z.enum(['database_unreachable', 'migrations_pending', 'shutting_down']),
            pending: z.array(z.string()).optional(),
            version: z.string(),
          }),
        },
      },
    },
    async (_request, reply) => {
      if (app.lifecycle.draining) return reply.status(503).send({ status: 'not_ready', reason: 'shutting_down', version });
      if (!(await app.database.ping())) return reply.status(503).send({ status: 'not_ready', reason: 'database_unreachable', version });
      const { db } = app.database;
      let pending: string[];
      try {
        pending = await pendingMigrations(db);
      } catch {
        return reply.status(503).send({ status: 'not_ready', reason: 'database_unreachable', version });
      }
      if (pending.length > 0) return reply.status(503).send({ status: 'not_ready', reason: 'migrations_pending', pending, version });
      return { status: 'ready' as const, version };
    },
  );
};
