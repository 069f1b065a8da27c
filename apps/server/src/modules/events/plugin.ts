import fp from 'fastify-plugin';
import { type CaseEventBus, createLocalBus } from './bus.ts';
import { createPgBus } from './pg-bus.ts';

/**
 * Decorates the app with the case event bus every module publishes to: in-process on SQLite,
 * LISTEN/NOTIFY on PostgreSQL so that every server process sees every event (DESIGN D7).
 */
export const caseEventsPlugin = fp(
  async (app) => {
    const { engine, pool, db } = app.database;
    const bus: CaseEventBus =
      engine === 'postgres' && pool ? await createPgBus(db, pool, app.log) : createLocalBus(db);
    app.decorate('caseEvents', bus);
    app.addHook('onClose', () => bus.close());
  },
  { name: 'case-events' },
);
