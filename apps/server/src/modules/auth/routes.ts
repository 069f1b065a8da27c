import {
  languageBodySchema,
  providersResponseSchema,
  registerBodySchema,
  successResponseSchema,
  userResponseSchema,
} from '@asa/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireSignedIn } from '../identity/context.ts';
import { deleteAccount, register, sessionUser, setLanguage } from './service.ts';

/**
 * The product's auth calls of spec §7 (DESIGN D2 keeps their paths). Any signed-in user may call
 * them for themselves, verified e-mail or not: the SPA needs them to show /verify-email and to let
 * someone leave.
 */
export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/auth/providers', { schema: { response: { 200: providersResponseSchema } } }, async () => ({
    google: app.config.googleEnabled,
    password: { minLength: app.config.PASSWORD_MIN_LENGTH, maxLength: app.config.PASSWORD_MAX_LENGTH },
  }));

  app.get('/api/auth/user', { schema: { response: { 200: userResponseSchema } } }, async (request) => {
    const identity = await requireSignedIn(request);
    return { data: { user: await sessionUser(app, identity.userId) } };
  });

  app.post(
    '/api/auth/register',
    { schema: { body: registerBodySchema, response: { 200: successResponseSchema } } },
    async (request) => register(app, await requireSignedIn(request), request.body),
  );

  app.post(
    '/api/auth/language',
    { schema: { body: languageBodySchema, response: { 200: successResponseSchema } } },
    async (request) => setLanguage(app, await requireSignedIn(request), request.body.language),
  );

  app.delete('/api/auth/delete', { schema: { response: { 200: successResponseSchema } } }, async (request, reply) => {
    const result = await deleteAccount(app, await requireSignedIn(request));
    // The session row is gone; clear the browser's cookie too.
    for (const name of ['better-auth.session_token', 'better-auth.session_data', 'better-auth.dont_remember']) {
      reply.clearCookie(name, { path: '/' });
      if (app.config.isProduction) reply.clearCookie(`__Secure-${name}`, { path: '/', secure: true });
    }
    return result;
  });
};
