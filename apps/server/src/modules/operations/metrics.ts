import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type pg from 'pg';
import { Counter, Gauge, Histogram, Registry } from 'prom-client';
import { type AiProvider, AiProviderError } from '../../adapters/ai/index.ts';
import type { Assessor } from '../chat/assessor.ts';

/**
 * Prometheus metrics (issue 17). One registry per process: an instance is one process, and the
 * helpers below are called where providers and assessors are made. Names and meanings are listed in
 * the README ("Metrics"); keep both in step.
 */
export const registry = new Registry();

const SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60];

export const metrics = {
  httpDuration: new Histogram({
    name: 'asa_http_request_duration_seconds',
    help: 'Time to answer an HTTP request, by method, route pattern and status (streams: until the headers and body are sent).',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: SECONDS,
    registers: [registry],
  }),
  sseOpen: new Gauge({
    name: 'asa_sse_streams_open',
    help: 'Server-Sent Event streams open now: kind=chat (reply streams), kind=staff (live case events).',
    labelNames: ['kind'] as const,
    registers: [registry],
  }),
  replies: new Counter({
    name: 'asa_chat_replies_total',
    help: 'Assistant replies that ended, by outcome: complete, incomplete (provider failed, timed out or gave nothing) or client_gone (the patient left or the server shut down).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  }),
  firstChunk: new Histogram({
    name: 'asa_chat_reply_first_chunk_seconds',
    help: 'Time from asking the AI provider for a reply to its first text chunk.',
    buckets: SECONDS,
    registers: [registry],
  }),
  providerCalls: new Counter({
    name: 'asa_ai_provider_calls_total',
    help: 'Calls to the AI provider, by kind (reply, assessment) and provider name.',
    labelNames: ['kind', 'provider'] as const,
    registers: [registry],
  }),
  providerErrors: new Counter({
    name: 'asa_ai_provider_errors_total',
    help: 'Failed reply calls to the AI provider, by code: provider_error, empty_reply (time-outs are counted apart).',
    labelNames: ['code'] as const,
    registers: [registry],
  }),
  providerTimeouts: new Counter({
    name: 'asa_ai_provider_timeouts_total',
    help: 'Reply calls to the AI provider that did not finish within AI_TIMEOUT_MS.',
    registers: [registry],
  }),
  assessments: new Counter({
    name: 'asa_assessments_total',
    help: 'Assessments of a chat, by source: offline (engine), llm, llm-fallback (the model failed twice, the offline engine stood in), error.',
    labelNames: ['source'] as const,
    registers: [registry],
  }),
  assessmentDuration: new Histogram({
    name: 'asa_assessment_duration_seconds',
    help: 'Time to assess a chat (model calls, retries and the red-flag floor).',
    buckets: SECONDS,
    registers: [registry],
  }),
  eventLag: new Histogram({
    name: 'asa_live_event_lag_seconds',
    help: 'Time from a case event being stored to it being written to a staff event stream (across instances on PostgreSQL).',
    buckets: [0.001, 0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  }),
};

/** PostgreSQL pools of this process (one per app), read when Prometheus scrapes. */
const pools = new Set<pg.Pool>();
const poolGauge = (name: string, help: string, read: (pool: pg.Pool) => number) =>
  new Gauge({
    name,
    help,
    registers: [registry],
    collect() {
      let total = 0;
      for (const pool of pools) total += read(pool);
      this.set(total);
    },
  });
poolGauge('asa_db_pool_connections', 'PostgreSQL connections the pool holds (busy and idle); 0 on SQLite.', (p) => p.totalCount);
poolGauge('asa_db_pool_idle', 'PostgreSQL connections idle in the pool.', (p) => p.idleCount);
poolGauge('asa_db_pool_waiting', 'Queries waiting for a PostgreSQL connection (the pool is exhausted when this stays above 0).', (p) => p.waitingCount);

/** The provider, counting calls, time to first chunk, errors, time-outs and how replies ended. */
export function instrumentProvider(provider: AiProvider): AiProvider {
  return {
    name: provider.name,
    model: provider.model,
    async *streamReply(request) {
      const started = performance.now();
      if (provider.name !== 'offline') metrics.providerCalls.inc({ kind: 'reply', provider: provider.name });
      let first = true;
      let text = false;
      try {
        for await (const chunk of provider.streamReply(request)) {
          if (first) metrics.firstChunk.observe((performance.now() - started) / 1000);
          first = false;
          text ||= chunk.trim() !== '';
          yield chunk;
        }
      } catch (error) {
        const code = error instanceof AiProviderError ? error.code : 'provider_error';
        if (code === 'client_gone') metrics.replies.inc({ outcome: 'client_gone' });
        else {
          if (code === 'provider_timeout') metrics.providerTimeouts.inc();
          else metrics.providerErrors.inc({ code });
          metrics.replies.inc({ outcome: 'incomplete' });
        }
        throw error;
      }
      if (!text) {
        metrics.providerErrors.inc({ code: 'empty_reply' });
        metrics.replies.inc({ outcome: 'incomplete' });
      } else metrics.replies.inc({ outcome: 'complete' });
    },
  };
}

/** The assessor, counting assessments by source and timing them. */
export function instrumentAssessor(assessor: Assessor, providerName: string): Assessor {
  const assessDetailed: Assessor['assessDetailed'] = async (messages, options) => {
    const stop = metrics.assessmentDuration.startTimer();
    if (providerName !== 'offline') metrics.providerCalls.inc({ kind: 'assessment', provider: providerName });
    try {
      const result = await assessor.assessDetailed(messages, options);
      metrics.assessments.inc({ source: result.source });
      return result;
    } catch (error) {
      metrics.assessments.inc({ source: 'error' });
      throw error;
    } finally {
      stop();
    }
  };
  return { assessDetailed, assess: async (messages, options) => (await assessDetailed(messages, options)).assessment };
}

function bearerMatches(header: string | undefined, token: string): boolean {
  const given = Buffer.from(header?.startsWith('Bearer ') ? header.slice(7) : '');
  const expected = Buffer.from(token);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function isEventStream(contentType: unknown): boolean {
  return typeof contentType === 'string' && contentType.startsWith('text/event-stream');
}

/**
 * GET /metrics in Prometheus text, only with `Authorization: Bearer $METRICS_TOKEN`; without a
 * token configured the route does not exist (404 like any unknown path). Not under /api: it is for
 * the scraper, not for product clients, and the proxy need not expose it.
 */
const metricsPlugin: FastifyPluginAsync = async (app) => {
  const { pool } = app.database;
  if (pool) {
    pools.add(pool);
    app.addHook('onClose', async () => {
      pools.delete(pool);
    });
  }

  app.addHook('onResponse', async (request, reply) => {
    metrics.httpDuration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (isEventStream(reply.getHeader('content-type')) && !reply.raw.writableEnded) {
      metrics.sseOpen.inc({ kind: 'chat' });
      reply.raw.once('close', () => metrics.sseOpen.dec({ kind: 'chat' }));
    }
    return payload;
  });

  const token = app.config.METRICS_TOKEN;
  if (!token) return;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!bearerMatches(request.headers.authorization, token)) {
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: { code: 'unauthorized', message: 'A valid metrics token is required.' } });
    }
    return reply.header('content-type', registry.contentType).header('cache-control', 'no-store').send(await registry.metrics());
  });
};

export const metricsRoutes = fp(metricsPlugin, { name: 'metrics' });
