import fp from 'fastify-plugin';
import { createLocalBus } from './bus.ts';

/** Decorates the app with the case event bus every module publishes to. */
export const caseEventsPlugin = fp(
  async (app) => {
    const bus = createLocalBus(app.database.db);
    app.decorate('caseEvents', bus);
    app.addHook('onClose', () => bus.close());
  },
  { name: 'case-events' },
);
