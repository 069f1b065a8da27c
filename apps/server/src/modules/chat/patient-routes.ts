import {
  clinicDoctorsResponseSchema,
  patientNameBodySchema,
  patientNameResponseSchema,
  redFlagCheckBodySchema,
  redFlagCheckResponseSchema,
} from '@asa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TriageBusyError } from '../../adapters/triage/pool.ts';
import { sendBusy } from '../../http/errors.ts';
import { findCompanyById, findCompanyBySlug } from '../companies/repo.ts';
import { requireRole } from '../identity/context.ts';
import { clearLanguageOf } from './language.ts';
import { listClinicDoctors, setUserName } from './patient-repo.ts';

/** Anonymous red-flag checks per address and minute: enough for a person, not for a scraper. */
const RED_FLAG_CHECKS_PER_MINUTE = 30;

/**
 * What a patient needs around the chat (issue 15): the red-flag check of the landing page before
 * sign-in, their clinic's doctors, and the name staff see.
 */
export const patientRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.database.db;

  /**
   * Anonymous on purpose: an emergency must not wait behind a phone number and an SMS code. The
   * text is read by the red-flag floor and forgotten — not stored, not logged (the request log
   * carries no body).
   */
  app.post(
    '/api/asa/triage/red-flags',
    {
      schema: { body: redFlagCheckBodySchema, response: { 200: redFlagCheckResponseSchema } },
      config: { rateLimit: { max: RED_FLAG_CHECKS_PER_MINUTE, timeWindow: '1 minute' } },
    },
    async (request, reply) => {
      const { text, language: pageLanguage } = request.body;
      const language = clearLanguageOf(text);
      let findings;
      try {
        findings = await app.triage.redFlagsOfText({ text, language: language ?? pageLanguage }, { refusable: true });
      } catch (error) {
        if (!(error instanceof TriageBusyError)) throw error;
        // As a chat send is refused when too many readings wait (modules/chat/routes.ts).
        return sendBusy(reply, app.config.CHAT_TURN_QUEUE_WAIT_MS / 1000);
      }
      return {
        emergency: findings.length > 0,
        redFlags: [...new Set(findings.map((finding) => finding.id))],
        language,
      };
    },
  );

  /** Spec §2.13 "Your doctors": the doctors of the patient's clinic (the default one when none). */
  app.get('/api/asa/my/doctors', { schema: { response: { 200: clinicDoctorsResponseSchema } } }, async (request) => {
    const identity = await requireRole(request, ['user']);
    const company = identity.companyId
      ? await findCompanyById(db, identity.companyId)
      : await findCompanyBySlug(db, app.config.DEFAULT_COMPANY_SLUG);
    if (!company) return { clinic: null, doctors: [] };
    return { clinic: company.name, doctors: await listClinicDoctors(db, company.id) };
  });

  /** The patient's own name, shown to staff on their cases. */
  app.put(
    '/api/asa/my/name',
    { schema: { body: patientNameBodySchema, response: { 200: patientNameResponseSchema } } },
    async (request) => {
      const identity = await requireRole(request, ['user']);
      await setUserName(db, identity.userId, request.body.fullname);
      return { fullname: request.body.fullname };
    },
  );
};
