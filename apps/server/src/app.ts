import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { createTriageReader } from './adapters/triage/pool.ts';
import type { Config } from './config.ts';
import { createDatabase, type Db } from './db/database.ts';
import { migrateToLatest } from './db/migrate.ts';
import { errorBody, registerErrorHandling } from './http/errors.ts';
import { guardInput } from './http/input-guard.ts';
import { encodePage, isLandingPath, loadPrerenderedLanding } from './http/prerendered-landing.ts';
import { loggerOptions } from './logger.ts';
import { modules } from './modules/index.ts';
import { apiDocs } from './modules/operations/api-docs.ts';
import { lifecycle } from './modules/operations/lifecycle.ts';
import { metricsRoutes } from './modules/operations/metrics.ts';
import { openapi } from './modules/operations/openapi.ts';
import { requestIdFor, requestLog } from './modules/operations/request-log.ts';
import './types.ts';

export const BODY_LIMIT = 64 * 1024;

/** TRUST_PROXY as Fastify takes it: a hop count believes only that many proxies in front of us. */
function trustedProxies(setting: Config['TRUST_PROXY']): boolean | string | ((address: string, hop: number) => boolean) {
  if (typeof setting === 'number') return (_address, hop) => hop < setting;
  return setting;
}
const WEB_DIST = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web/dist');

/**
 * Vite names every file under dist/assets by its content hash, so a browser may keep them for a
 * year without asking; anything else (index.html, favicon) is revalidated on every visit so a new
 * build is picked up at once.
 */
export function webCacheControl(webDist: string, file: string): string {
  const relative = path.relative(webDist, file).split(path.sep).join('/');
  return relative.startsWith('assets/') ? 'public, max-age=31536000, immutable' : 'no-cache';
}

export interface BuildAppOptions {
  config: Config;
  /** An open database (tests share one per suite); otherwise one is opened from the config. */
  database?: Db;
  /** Directory of the built SPA; defaults to apps/web/dist. */
  webDist?: string;
}

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: loggerOptions(config),
    bodyLimit: BODY_LIMIT,
    trustProxy: trustedProxies(config.TRUST_PROXY),
    // One log line per request, written by modules/operations/request-log.ts with its request id.
    genReqId: requestIdFor,
    requestIdHeader: false,
    logController: new LogController({ disableRequestLogging: true }),
  }).withTypeProvider<ZodTypeProvider>();

  const routeTable: string[] = [];
  app.decorate('routeTable', routeTable);
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) if (method !== 'HEAD') routeTable.push(`${method} ${route.url}`);
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const ownsDatabase = !options.database;
  const database =
    options.database ??
    createDatabase({
      url: config.DATABASE_URL,
      file: path.join(config.dataDir, 'asa.db'),
      onConnectionError: (error) => app.log.warn({ err: error }, 'a database connection was lost'),
    });
  if (ownsDatabase) await migrateToLatest(database.db);
  app.decorate('config', config);
  app.decorate('database', database);
  if (ownsDatabase) app.addHook('onClose', async () => database.destroy());
  // The triage engine's worker threads; closed after the modules that read with them (onClose hooks
  // run in reverse order of registration), so the assessments still running finish first.
  const triage = createTriageReader({ threads: config.TRIAGE_WORKERS, maxQueue: config.TRIAGE_QUEUE, log: app.log });
  app.decorate('triage', triage);
  app.addHook('onClose', async () => triage.close());

  registerErrorHandling(app);
  await app.register(requestLog);
  app.addHook('preValidation', guardInput);
  // Answers of the API carry health data and sessions: no cache (browser or proxy) may keep them.
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control')) void reply.header('cache-control', 'no-store');
  });

  const webDist = options.webDist ?? WEB_DIST;
  const hasSpa = fs.existsSync(path.join(webDist, 'index.html'));
  const landing = loadPrerenderedLanding(webDist);

  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // The prerendered landing's one inline script, allowed by its hash (http/prerendered-landing.ts).
        scriptSrc: ["'self'", ...landing.scriptHashes],
        // sonner and vaul inject their styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
        mediaSrc: ["'self'", 'blob:'],
        connectSrc: ["'self'", ...(config.VOICE_PROVIDER === 'openai' ? [new URL(config.VOICE_BASE_URL).origin] : [])],
        fontSrc: ["'self'", 'data:'],
        frameAncestors: ["'none'"],
        formAction: ["'self'", ...(config.googleEnabled ? [new URL(config.GOOGLE_ISSUER).origin] : [])],
        upgradeInsecureRequests: config.isProduction ? [] : null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  // Every text answer is sent with Brotli or gzip when the client takes it. The SPA's files are
  // compressed once at build (served by @fastify/static below); this covers JSON and the rest, at a
  // Brotli quality cheap enough for a per-request answer. Server-Sent Events (`text/event-stream`)
  // are left alone by the plugin's default types: a compressor would hold chunks back.
  await app.register(compress, {
    global: true,
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  await app.register(cookie);
  // Limits are declared per route (OTP, sign-in, chat); nothing is limited globally.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) => ({
      statusCode: context.statusCode,
      ...errorBody('too_many_requests', 'Too many requests. Please try again later.'),
    }),
  });

  await app.register(lifecycle);
  await app.register(metricsRoutes);
  await app.register(openapi);
  for (const module of modules) await app.register(module);
  await app.register(apiDocs);

  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: false,
      index: false,
      // dist holds .br and .gz beside each text file (apps/web/vite.config.ts).
      preCompressed: true,
      cacheControl: false,
      setHeaders: (reply, file) => void reply.header('cache-control', webCacheControl(webDist, file)),
    });
  }
  // Unknown API paths answer 404 JSON; any other page serves the SPA, which shows landing (spec §2.1).
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isApi = pathname === '/api' || pathname.startsWith('/api/');
    if (hasSpa && !isApi && (request.method === 'GET' || request.method === 'HEAD')) {
      // The landing, prerendered in the visitor's language: it depends on who asks, so no shared cache.
      const page = isLandingPath(pathname) ? landing.pageFor(request) : null;
      if (page) {
        const { body, encoding } = encodePage(page, request.headers['accept-encoding']);
        if (encoding) void reply.header('content-encoding', encoding);
        return reply
          .type('text/html; charset=utf-8')
          .header('cache-control', 'private, no-cache')
          .header('vary', 'accept-encoding')
          .send(body);
      }
      return reply.type('text/html').sendFile('index.html');
    }
    return reply.status(404).send(errorBody('not_found', `No route for ${request.method} ${pathname}.`));
  });

  return app;
}
