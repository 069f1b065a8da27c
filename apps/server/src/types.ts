import type { Config } from './config.ts';
import type { Db } from './db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Db;
    /** Every route registered, as "METHOD /path" (the authorization matrix test reads it). */
    routeTable: string[];
  }
}
