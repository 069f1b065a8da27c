import type { Config } from './config.ts';
import type { TriageReader } from './adapters/triage/pool.ts';
import type { Db } from './db/database.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: Db;
    /** The triage engine's readings, in worker threads or in-process (adapters/triage/pool.ts). */
    triage: TriageReader;
    /** Every route registered, as "METHOD /path" (the authorization matrix test reads it). */
    routeTable: string[];
  }
}
