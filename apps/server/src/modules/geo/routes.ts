import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { countryOf, preloadGeoDatabase } from './service.ts';

const geoAnswer = z.object({ country_code: z.string().length(2).nullable() });

/**
 * GET /api/geo → {country_code} of the caller (spec §4 language detection). Public: it only
 * tells callers about their own address. `request.ip` honours TRUST_PROXY (X-Forwarded-For).
 */
export const geoRoutes: FastifyPluginAsyncZod = async (app) => {
  preloadGeoDatabase();
  app.get(
    '/api/geo',
    { schema: { response: { 200: geoAnswer } } },
    async (request, reply) => {
      // The answer depends on who asks: no shared cache may keep it.
      void reply.header('cache-control', 'private, no-store');
      return { country_code: countryOf(request.ip) };
    },
  );
};
