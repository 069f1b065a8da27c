import { type CaseAction, caseIdParamsSchema, queueFilterSchema } from '@asa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole, requireStaff } from '../identity/context.ts';
import { actOnCase, caseAudit, caseStats, listCases, readCase, readTranscript, type StaffIdentity } from './service.ts';

/**
 * Staff queue and case actions (issue 5, spec §7). Every route: nurse, doctor or admin of a
 * company (patients 403); cases of other companies do not exist for the caller (404).
 */
const casesPlugin: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/asa/doctor/chats', { schema: { querystring: queueFilterSchema } }, async (request) => {
    const staff = await requireStaff(request);
    return listCases(app, staff, request.query);
  });

  app.get('/api/asa/doctor/stats', async (request) => {
    const staff = await requireStaff(request);
    return caseStats(app, staff);
  });

  app.get('/api/asa/doctor/chats/:id/messages', { schema: { params: caseIdParamsSchema } }, async (request) => {
    const staff = await requireStaff(request);
    return { messages: await readTranscript(app, staff, request.params.id) };
  });

  app.get('/api/asa/chat/:id', { schema: { params: caseIdParamsSchema } }, async (request) => {
    const staff = await requireStaff(request);
    return { chat: await readCase(app, staff, request.params.id) };
  });

  app.get('/api/asa/chat/:id/audit', { schema: { params: caseIdParamsSchema } }, async (request) => {
    await requireRole(request, ['admin']);
    const staff = await requireStaff(request);
    return { events: await caseAudit(app, staff, request.params.id) };
  });

  const actions: Record<string, CaseAction> = {
    sendToDoctor: 'sendToDoctor',
    dismiss: 'dismiss',
    // DESIGN D10: the list dashboard's "Mark as read" is dismiss under its spec name.
    read: 'dismiss',
    reopen: 'reopen',
  };
  for (const [path, action] of Object.entries(actions)) {
    app.post(`/api/asa/chat/:id/${path}`, { schema: { params: caseIdParamsSchema } }, async (request) => {
      const staff: StaffIdentity = await requireStaff(request);
      return { success: true as const, chat: await actOnCase(app, staff, request.params.id, action) };
    });
  }
};

export const caseRoutes = casesPlugin;
