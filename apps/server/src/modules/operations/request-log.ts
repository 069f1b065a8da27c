import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

export const REQUEST_ID_HEADER = 'x-request-id';
/** What an incoming request id may look like (a proxy's or a client's); anything else is replaced. */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._:-]{8,100}$/;

/**
 * Fastify's `genReqId`: the proxy's `x-request-id` when it is a plain token (so one id follows a
 * request through nginx and every instance), otherwise a fresh UUID. Never trusted to be unique,
 * never used for anything but correlating logs; an unsafe value (new lines, markup, huge) is dropped
 * so it cannot forge log lines or headers.
 */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  const value = Array.isArray(incoming) ? incoming[0] : incoming;
  return value !== undefined && SAFE_REQUEST_ID.test(value) ? value : randomUUID();
}

function isJson(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('application/json');
}

/**
 * Logs operators can use (issue 17): every answer carries its request id in `x-request-id`, every
 * error JSON in `error.requestId`, and each request writes one JSON line when it ends (method,
 * route pattern, path without query, status, duration) — the id a patient quotes in a support
 * ticket finds that line. Request logging of Fastify itself is off (app.ts), so it is one line, not two.
 */
const requestLogPlugin: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    void reply.header(REQUEST_ID_HEADER, request.id);
  });

  // Every error body of the API has one shape, `{"error":{…}}`, from whichever path it came (the
  // error handler, the 404 handler, the rate limiter, the identity proxy): the id is added here once.
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string' || !isJson(reply.getHeader('content-type'))) return payload;
    if (!payload.startsWith('{"error":{')) return payload;
    try {
      const body = JSON.parse(payload) as { error: Record<string, unknown> };
      if (typeof body.error !== 'object' || body.error === null || 'requestId' in body.error) return payload;
      body.error.requestId = request.id;
      return JSON.stringify(body);
    } catch {
      return payload;
    }
  });

  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode;
    const line = {
      method: request.method,
      route: request.routeOptions.url ?? null,
      path: request.url.split('?')[0],
      status,
      durationMs: Math.round(reply.elapsedTime * 10) / 10,
    };
    // 5xx as a warning: the error itself is logged by the error handler with its stack.
    if (status >= 500) request.log.warn(line, 'request');
    else request.log.info(line, 'request');
  });
};

export const requestLog = fp(requestLogPlugin, { name: 'request-log' });
