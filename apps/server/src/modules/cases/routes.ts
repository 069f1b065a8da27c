import {
  type CaseAction,
  caseIdParamsSchema,
  caseNoteBodySchema,
  patientMessageBodySchema,
  queueFilterSchema,
  urgencyOverrideBodySchema,
} from '@asa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createSmsSender } from '../../adapters/sms/index.ts';
import { requireRole, requireStaff } from '../identity/context.ts';
import { exportFhir } from './service.ts';
import { accessLog, addNote, claimCase, messagePatient, overrideUrgency, readNotes, releaseCase } from './workflow.ts';
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

  /* Issue 14: the staff workflow on a case. */
  const params = { params: caseIdParamsSchema };
  app.post('/api/asa/chat/:id/claim', { schema: params }, async (request) => {
    const staff = await requireStaff(request);
    return { success: true as const, chat: await claimCase(app, staff, request.params.id) };
  });
  app.delete('/api/asa/chat/:id/claim', { schema: params }, async (request) => {
    const staff = await requireStaff(request);
    return { success: true as const, chat: await releaseCase(app, staff, request.params.id) };
  });
  app.post('/api/asa/chat/:id/urgency', { schema: { ...params, body: urgencyOverrideBodySchema } }, async (request) => {
    const staff = await requireStaff(request);
    return { success: true as const, chat: await overrideUrgency(app, staff, request.params.id, request.body) };
  });
  app.get('/api/asa/chat/:id/notes', { schema: params }, async (request) => {
    const staff = await requireStaff(request);
    return { notes: await readNotes(app, staff, request.params.id) };
  });
  app.post('/api/asa/chat/:id/notes', { schema: { ...params, body: caseNoteBodySchema } }, async (request, reply) => {
    const staff = await requireStaff(request);
    return reply.status(201).send({ note: await addNote(app, staff, request.params.id, request.body.text) });
  });
  const sms = createSmsSender(app.config, app.log);
  app.post('/api/asa/chat/:id/patient-message', { schema: { ...params, body: patientMessageBodySchema } }, async (request, reply) => {
    const staff = await requireStaff(request);
    const { smsSent } = await messagePatient(app, sms, staff, request.params.id, request.body.text);
    return reply.status(201).send({ success: true as const, smsSent });
  });
  // FHIR R4 export (issue 14 §10): a Bundle of the case; audited as an export of the patient's data.
  app.get('/api/asa/doctor/chats/:id/fhir', { schema: params }, async (request, reply) => {
    const staff = await requireStaff(request);
    const bundle = await exportFhir(app, staff, request.params.id);
    return reply
      .header('content-type', 'application/fhir+json; charset=utf-8')
      .header('content-disposition', `attachment; filename="case-${request.params.id}.fhir.json"`)
      .send(JSON.stringify(bundle));
  });
  // GDPR Art. 15 "who looked at my case": the patient's own chat only.
  app.get('/api/asa/chat/:id/access-log', { schema: params }, async (request) => {
    const patient = await requireRole(request, ['user']);
    return { entries: await accessLog(app, patient.userId, request.params.id) };
  });
};

export const caseRoutes = casesPlugin;
