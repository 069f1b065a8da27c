import { ERROR_CODES, type ErrorCode } from '@asa/domain';
import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';

/** An error whose message is safe to show the caller; the one error shape of CONVENTIONS. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode | string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, details?: unknown) =>
  new HttpError(400, ERROR_CODES.badRequest, message, details);
export const unauthorized = (message = 'Sign in to continue.') =>
  new HttpError(401, ERROR_CODES.unauthorized, message);
export const forbidden = (message = 'You may not do this.') => new HttpError(403, ERROR_CODES.forbidden, message);
export const notFound = (message = 'Not found.') => new HttpError(404, ERROR_CODES.notFound, message);
export const conflict = (message: string, details?: unknown) =>
  new HttpError(409, ERROR_CODES.conflict, message, details);
export const tooManyRequests = () =>
  new HttpError(429, ERROR_CODES.tooManyRequests, 'Too many requests. Please try again later.');
export const serviceUnavailable = (message = 'The service is busy. Please try again in a moment.') =>
  new HttpError(503, ERROR_CODES.serviceUnavailable, message);

/**
 * 503 with Retry-After when the process is too busy to take a request on (chat admission, the triage
 * engine's queue): answered before anything is stored, so the client may simply send again.
 */
export function sendBusy(reply: FastifyReply, retryAfterSeconds: number): FastifyReply {
  return reply
    .status(503)
    .header('retry-after', String(Math.max(1, Math.ceil(retryAfterSeconds))))
    .send(errorBody(ERROR_CODES.serviceUnavailable, 'Asa is busy. Please try again in a moment.'));
}

export function errorBody(code: string, message: string, details?: unknown) {
  return { error: { code, message, ...(details === undefined ? {} : { details }) } };
}

/** Connection-level codes (Node, PostgreSQL classes 08 and 57P, SQLite busy): the request may be tried again. */
const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', '57P01', '57P02', '57P03', 'SQLITE_BUSY']);
const UNAVAILABLE_MESSAGES = /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;

/** The database is down or unreachable, as opposed to a bug: the caller gets 503 and may retry. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e instanceof Error && depth < 4; e = e.cause, depth++) {
    const code = String((e as { code?: unknown }).code ?? '');
    if (UNAVAILABLE_CODES.has(code) || code.startsWith('08') || UNAVAILABLE_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** One status mapping and one handler: 4xx messages are shown, 5xx details are logged and hidden. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.status(error.statusCode).send(errorBody(error.code, error.message, error.details));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const details = error.validation.map((issue) => ({
        path: `${error.validationContext ?? 'body'}${issue.instancePath.replace(/\//g, '.')}`,
        message: issue.message,
      }));
      return reply.status(400).send(errorBody(ERROR_CODES.badRequest, 'The request is not valid.', details));
    }
    const status = error.statusCode ?? 500;
    if (status === 413) {
      return reply.status(413).send(errorBody(ERROR_CODES.payloadTooLarge, 'The request body is too large.'));
    }
    if (status === 429) {
      return reply.status(429).send(errorBody(ERROR_CODES.tooManyRequests, 'Too many requests. Please try again later.'));
    }
    if (status >= 400 && status < 500) {
      const message = error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
        ? 'Send the body as JSON.'
        : error.code?.startsWith('FST_ERR_CTP') || error.name === 'SyntaxError'
          ? 'The request body is not valid JSON.'
          : 'The request is not valid.';
      return reply.status(status).send(errorBody(status === 404 ? ERROR_CODES.notFound : ERROR_CODES.badRequest, message));
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', '5')
        .send(errorBody(ERROR_CODES.serviceUnavailable, 'The service cannot reach its database. Please try again in a moment.'));
    }
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send(errorBody(ERROR_CODES.internal, 'Something went wrong on our side. Please try again.'));
  });
}
