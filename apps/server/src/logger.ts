import type { FastifyServerOptions } from 'fastify';
import type { Config } from './config.ts';

/**
 * Structured logs without health data: headers that carry credentials are redacted, request
 * bodies are never logged, and modules log ids, never message text, phone numbers or codes.
 */
export function loggerOptions(config: Config): FastifyServerOptions['logger'] {
  if (config.NODE_ENV === 'test') return { level: config.LOG_LEVEL === 'info' ? 'warn' : config.LOG_LEVEL };
  return {
    level: config.LOG_LEVEL,
    redact: {
      paths: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      censor: '[redacted]',
    },
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({
        method: req.method,
        // Query strings may carry personal data; keep the path only.
        url: req.url.split('?')[0],
        id: req.id,
      }),
    },
  };
}
