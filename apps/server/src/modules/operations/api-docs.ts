import { createHash } from 'node:crypto';
import scalar from '@scalar/fastify-api-reference';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';

export const DOCS_PREFIX = '/api/docs';

/** The `'sha256-…'` CSP sources of the inline scripts of an HTML page. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1] ?? '').digest('base64')}'`,
  );
}

/**
 * The API reference UI at /api/docs (Scalar, served from the package itself: no CDN). Its page
 * starts the viewer with one inline script, which the app's CSP (`script-src 'self'`) forbids; this
 * page alone gets a CSP that allows that exact script by its hash, nothing else inline.
 */
const apiDocsPlugin: FastifyPluginAsync = async (app) => {
  await app.register(scalar, {
    routePrefix: DOCS_PREFIX,
    configuration: { url: '/api/openapi.json', withDefaultFonts: false, title: 'Asa API' },
    hooks: {
      // The package's own JSON copy of the document fails to convert ours (a 500); the one
      // document of the API is /api/openapi.json, so its copy points there.
      onRequest: async (request, reply) => {
        if ((request.url.split('?')[0] ?? '') === `${DOCS_PREFIX}/openapi.json`) return reply.redirect('/api/openapi.json', 301);
      },
    },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    const path = request.url.split('?')[0] ?? '';
    if ((path !== DOCS_PREFIX && path !== `${DOCS_PREFIX}/`) || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return payload;
    void reply.header(
      'content-security-policy',
      [
        "default-src 'self'",
        `script-src 'self' ${inlineScriptHashes(payload).join(' ')}`,
        "style-src 'self' 'unsafe-inline'",
        "img-src 'self' data:",
        "font-src 'self' data:",
        "connect-src 'self'",
        "frame-ancestors 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ].join('; '),
    );
    return payload;
  });
};

export const apiDocs = fp(apiDocsPlugin, { name: 'api-docs', dependencies: ['openapi'] });
