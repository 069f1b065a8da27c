import swagger from '@fastify/swagger';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { version } from '../../version.ts';
import { IDENTITY_ENDPOINTS } from '../identity/routes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Every route registered after the OpenAPI plugin (method and URL pattern). */
    registeredRoutes: readonly { method: string; url: string }[];
  }
}

/**
 * Who may call each /api route, as the route's guard enforces it (requireRole / requireStaff /
 * requireIdentity in modules/identity/context.ts). The OpenAPI document states it per operation
 * (`x-roles` and the description); test/operations-openapi.test.ts fails for a route missing here.
 */
export type Access = 'public' | 'signed-in' | 'user' | 'staff' | 'clinician' | 'admin';

const ACCESS_TEXT: Record<Access, string> = {
  public: 'No sign-in needed.',
  'signed-in': 'Any signed-in account (patient or staff).',
  user: 'Patients (role `user`), on their own chats only; another user’s chat answers 404.',
  staff: 'Staff of a clinic (roles `nurse`, `doctor`, `admin`), on their own company’s cases only.',
  clinician: 'Nurses and doctors of a clinic (roles `nurse`, `doctor`), on their own company’s cases only.',
  admin: 'Clinic directors (role `admin`), within their own company.',
};
const ROLES: Record<Access, string[]> = {
  public: [],
  'signed-in': ['user', 'nurse', 'doctor', 'admin'],
  user: ['user'],
  staff: ['nurse', 'doctor', 'admin'],
  clinician: ['nurse', 'doctor'],
  admin: ['admin'],
};

export const ROUTE_ACCESS: Record<string, Access> = {
  'GET /api/health': 'public',
  'GET /api/ready': 'public',
  'GET /api/openapi.json': 'public',
  'GET /api/docs': 'public',
  'GET /api/geo': 'public',
  'GET /api/auth/providers': 'public',
  // The identity library behind its allow-list (sign-in by phone, Google, staff e-mail; session; sign-out).
  'GET /api/identity/{*}': 'public',
  'POST /api/identity/{*}': 'public',
  'GET /api/auth/user': 'signed-in',
  'POST /api/auth/register': 'signed-in',
  'POST /api/auth/language': 'signed-in',
  'DELETE /api/auth/delete': 'signed-in',
  'POST /api/feedback': 'signed-in',
  'POST /api/asa/chat/new': 'user',
  'GET /api/asa/chats': 'user',
  'GET /api/asa/chat/{id}/messages': 'user',
  'POST /api/asa/chat/{id}': 'user',
  'GET /api/asa/chat/voice': 'user',
  'GET /api/asa/chat/voiceChatToken': 'user',
  'POST /api/asa/chat/{id}/voice-turns': 'user',
  'GET /api/asa/doctor/chats': 'staff',
  'GET /api/asa/doctor/stats': 'staff',
  'GET /api/asa/doctor/chats/{id}/messages': 'staff',
  'GET /api/asa/doctor/events': 'staff',
  'GET /api/asa/chat/{id}': 'staff',
  'POST /api/asa/chat/{id}/sendToDoctor': 'staff',
  'POST /api/asa/chat/{id}/dismiss': 'staff',
  'POST /api/asa/chat/{id}/read': 'staff',
  'POST /api/asa/chat/{id}/reopen': 'staff',
  'GET /api/asa/chat/{id}/audit': 'admin',
  // Case workflow (issue 14).
  'POST /api/asa/chat/{id}/claim': 'clinician',
  'DELETE /api/asa/chat/{id}/claim': 'clinician',
  'POST /api/asa/chat/{id}/urgency': 'clinician',
  'GET /api/asa/chat/{id}/notes': 'staff',
  'POST /api/asa/chat/{id}/notes': 'staff',
  'POST /api/asa/chat/{id}/patient-message': 'clinician',
  'GET /api/asa/doctor/chats/{id}/fhir': 'staff',
  'GET /api/asa/chat/{id}/access-log': 'user',
  'GET /api/asa/chat/{id}/events': 'user',
  'GET /api/asa/chat/{id}/reply': 'user',
  // Patients (issue 15): the red-flag check before sign-in is anonymous and rate-limited.
  'POST /api/asa/triage/red-flags': 'public',
  'GET /api/asa/my/doctors': 'user',
  'PUT /api/asa/my/name': 'user',
  'GET /api/company': 'admin',
  'PATCH /api/company': 'admin',
  'GET /api/doctor/list/{companyId}': 'admin',
  'POST /api/doctor/create/{companyId}': 'admin',
};

/** Routes that answer Server-Sent Events (framing in the README, "Chat replies"). */
const STREAMS: Record<string, string> = {
  'POST /api/asa/chat/{id}': 'The reply as text/event-stream: `data: "<JSON string chunk>"`, `event: emergency`, `event: error`, `data: [DONE]`.',
  'GET /api/asa/chat/{id}/reply': 'The rest of a reply after its `Last-Event-ID` (`<message id>:<characters sent>`), framed as the reply itself; without an id, the newest reply from its start.',
  'GET /api/asa/doctor/events': 'Live case events of the caller’s company as text/event-stream, resumable with Last-Event-ID.',
};

const ERROR_SCHEMA = {
  type: 'object',
  required: ['error'],
  properties: {
    error: {
      type: 'object',
      required: ['code', 'message'],
      properties: {
        code: { type: 'string', description: 'Stable machine-readable code, e.g. bad_request, unauthorized, not_found.' },
        message: { type: 'string', description: 'Safe to show; 5xx messages never carry details.' },
        details: { description: 'For 400: the fields that failed validation ({path, message}[]).' },
        requestId: { type: 'string', description: 'The x-request-id of the request; quote it to support.' },
      },
    },
  },
} as const;

type Operation = { description?: string; responses?: Record<string, unknown>; security?: unknown; 'x-roles'?: string[]; 'x-access'?: Access };
type Document = { paths?: Record<string, Record<string, Operation>>; components?: Record<string, Record<string, unknown>> };
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

/** The generated document with each operation's access, error shape and security stated. */
export function decorateDocument(source: unknown): Document {
  const document = structuredClone(source) as Document;
  document.components = {
    ...document.components,
    schemas: { ...document.components?.schemas, Error: ERROR_SCHEMA },
    securitySchemes: {
      ...document.components?.securitySchemes,
      session: { type: 'apiKey', in: 'cookie', name: 'better-auth.session_token', description: 'Session cookie of the web app (state-changing calls also need a matching Origin).' },
      bearer: { type: 'http', scheme: 'bearer', description: 'The session token as a bearer token (API clients).' },
    },
  };
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const access = ROUTE_ACCESS[`${method.toUpperCase()} ${path}`];
      if (!access) continue; // the test lists routes without an access entry
      operation['x-access'] = access;
      operation['x-roles'] = ROLES[access];
      const identity = path === '/api/identity/{*}'
        ? `The identity library (better-auth) behind an allow-list; only these endpoints answer, others 404: ${IDENTITY_ENDPOINTS.filter((e) => e.startsWith(`${method.toUpperCase()} `)).map((e) => `\`${e}\``).join(', ')}.`
        : undefined;
      operation.description = [`**Who may call:** ${ACCESS_TEXT[access]}`, identity, operation.description].filter(Boolean).join('\n\n');
      if (access !== 'public') operation.security = [{ session: [] }, { bearer: [] }];
      const stream = STREAMS[`${method.toUpperCase()} ${path}`];
      operation.responses = {
        ...operation.responses,
        ...(stream ? { 200: { description: stream, content: { 'text/event-stream': { schema: { type: 'string' } } } } } : {}),
        default: { description: 'Error (4xx/5xx) in the one error shape.', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
      };
    }
  }
  return document;
}

/**
 * OpenAPI 3.1 from the zod schemas the routes validate with (issue 17): @fastify/swagger collects
 * every route registered after it; the zod type provider's transform turns their schemas into JSON
 * Schema. Served at /api/openapi.json; only /api routes are documented (not the SPA's files).
 */
const openapiPlugin: FastifyPluginAsync = async (app) => {
  // Every route as registered, whether documented or not: the test compares it with the document.
  const registered: { method: string; url: string }[] = [];
  app.decorate('registeredRoutes', registered);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) registered.push({ method, url: route.url });
  });
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Asa API',
        version,
        description:
          'Health-triage assistant for clinics. Errors share one shape, `{"error":{"code","message","details","requestId"}}`. Chat replies stream as Server-Sent Events (see the README, "Chat replies").',
      },
    },
    transform: (input) => {
      const transformed = jsonSchemaTransform(input);
      if (!input.url.startsWith('/api/')) return { ...transformed, schema: { ...transformed.schema, hide: true } };
      return transformed;
    },
    transformObject: jsonSchemaTransformObject,
  });

  let cached: Document | undefined;
  app.get('/api/openapi.json', { schema: { description: 'This document (OpenAPI 3.1).' } }, async () => {
    cached ??= decorateDocument(app.swagger());
    return cached;
  });
};

export const openapi = fp(openapiPlugin, { name: 'openapi' });
