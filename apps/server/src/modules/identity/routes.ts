import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { createSmsSender } from '../../adapters/sms/index.ts';
import { type Auth, createAuth } from './auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    auth: Auth;
  }
}

/** Forwards a Fastify request to better-auth as a Fetch Request and copies the answer back. */
async function forward(auth: Auth, request: FastifyRequest, reply: FastifyReply) {
  const url = new URL(request.url, request.server.config.publicUrl);
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined || key === 'x-asa-client-ip') continue;
    headers.set(key, Array.isArray(value) ? value.join(', ') : value);
  }
  headers.set('x-asa-client-ip', request.ip);
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD' && request.body !== undefined;
  const response = await auth.handler(
    new Request(url, {
      method: request.method,
      headers,
      ...(hasBody ? { body: typeof request.body === 'string' ? request.body : JSON.stringify(request.body) } : {}),
    }),
  );
  reply.status(response.status);
  response.headers.forEach((value, key) => {
    if (key !== 'set-cookie' && key !== 'content-length') reply.header(key, value);
  });
  const cookies = response.headers.getSetCookie();
  if (cookies.length > 0) reply.header('set-cookie', cookies);
  return reply.send(response.body ? Buffer.from(await response.arrayBuffer()) : null);
}

const identityPlugin: FastifyPluginAsync = async (app) => {
  const sms = createSmsSender(app.config, app.log);
  const auth = createAuth({ config: app.config, database: app.database, sms, log: app.log });
  app.decorate('auth', auth);

  app.route({
    method: ['GET', 'POST'],
    url: '/api/identity/*',
    handler: (request, reply) => forward(auth, request, reply),
  });
};

export const identityRoutes = fp(identityPlugin, { name: 'identity' });
