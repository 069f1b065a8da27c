import { companyIdParamsSchema, companySettingsSchema, createStaffSchema, ERROR_CODES } from '@asa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireRole, requireStaff } from '../identity/context.ts';
import { companiesFor, CreateStaffRefused, createStaff, staffDirectory, updateCompanySettings } from './service.ts';

/** Clinic director calls (spec §2.7, §2.8, §7): admins of a company; without a company "Auth error". */
const staffPlugin: FastifyPluginAsyncZod = async (app) => {
  const requireAdmin = async (request: Parameters<typeof requireStaff>[0]) => {
    await requireRole(request, ['admin']);
    return requireStaff(request);
  };

  app.get('/api/company', async (request) => {
    const admin = await requireAdmin(request);
    return { companies: await companiesFor(app, admin) };
  });

  // Issue 6: the caller's own clinic only (there is no id to point elsewhere); unknown keys are 400.
  app.patch('/api/company', { schema: { body: companySettingsSchema } }, async (request) => {
    const admin = await requireAdmin(request);
    return { company: await updateCompanySettings(app, admin, request.body) };
  });

  app.get('/api/doctor/list/:companyId', { schema: { params: companyIdParamsSchema } }, async (request) => {
    const admin = await requireAdmin(request);
    return { doctors: await staffDirectory(app, admin, request.params.companyId) };
  });

  app.post(
    '/api/doctor/create/:companyId',
    { schema: { params: companyIdParamsSchema, body: createStaffSchema } },
    async (request, reply) => {
      const admin = await requireAdmin(request);
      try {
        return await createStaff(app, admin, request.params.companyId, request.body);
      } catch (error) {
        if (!(error instanceof CreateStaffRefused)) throw error;
        // Spec §7/§8 answer {success, message}; the one error shape rides along for API clients.
        const code = error.statusCode === 409 ? ERROR_CODES.conflict : ERROR_CODES.badRequest;
        return reply
          .status(error.statusCode)
          .send({ success: false, message: error.message, error: { code, message: error.message } });
      }
    },
  );
};

export const staffRoutes = staffPlugin;
