import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

type LoggedError = {
  [key: string]: unknown;
  type: string;
  message: string;
  code?: string;
  stack: string;
  cause?: LoggedError;
};

/**
 * Errors are logged by name, message, code and stack only. Database drivers attach the offending
 * values to their errors (PostgreSQL's `detail` "Key (email)=(…) already exists", `where`,
 * parameters, the query), and those can be phone numbers or message text: never logged.
 */
export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: 'non-error thrown', stack: '' };
  const code = (error as { code?: unknown }).code;
  const out: LoggedError = {
    type: error.name,
    message: error.message,
    ...(typeof code === 'string' || typeof code === 'number' ? { code: String(code) } : {}),
    stack: error.stack ?? '',
  };
  if (error.cause !== undefined && depth < 3) out.cause = serializeError(error.cause, depth + 1);
  return out;
}

const serializers = {
  err: serializeError,
  error: serializeError,
  req: (req: { method: string; url: string; id: string }) => ({
    method: req.method,
    // Query strings may carry personal data; keep the path only.
    url: req.url.split('?')[0],
    id: req.id,
  }),
};

/**
 * Structured logs without health data: headers that carry credentials are redacted, request
 * bodies are never logged, errors lose the values drivers attach, and modules log ids, never
 * message text, phone numbers or codes.
 */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.NODE_ENV === 'test') {
    return { level: config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL, serializers };
  }
  return {
    level: config.LOG_LEVEL,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers,
  };
}
