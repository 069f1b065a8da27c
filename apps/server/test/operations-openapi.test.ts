import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCS_PREFIX, inlineScriptHashes } from '../src/modules/operations/api-docs.ts';
import { ROUTE_ACCESS } from '../src/modules/operations/openapi.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

/** The API contract (issue 17): OpenAPI 3.1 generated from the routes' zod schemas. */
let t: TestApp;
let document: {
  openapi: string;
  paths: Record<string, Record<string, { 'x-roles'?: string[]; description?: string; requestBody?: unknown; responses?: Record<string, unknown> }>>;
};

beforeAll(async () => {
  t = await buildTestApp();
  const response = await t.app.inject({ method: 'GET', url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  document = response.json();
});
afterAll(() => t.close());

/** Fastify's `/a/:id` as OpenAPI's `/a/{id}`. */
const openapiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}').replace(/\*$/, '{*}');

describe('/api/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(validator.version).toBe('3.1');
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('documents every registered /api route, each with who may call it', () => {
    // The reference UI's own page and script are not part of the API.
    const apiRoutes = t.app.registeredRoutes.filter(
      (r) => r.url.startsWith('/api/') && !r.url.startsWith(DOCS_PREFIX) && r.method !== 'HEAD' && r.method !== 'OPTIONS',
    );
    expect(apiRoutes.length).toBeGreaterThan(25);
    const missing = apiRoutes.filter((r) => !document.paths[openapiPath(r.url)]?.[r.method.toLowerCase()]);
    expect(missing).toEqual([]);
    const withoutAccess = apiRoutes.map((r) => `${r.method} ${openapiPath(r.url)}`).filter((key) => !ROUTE_ACCESS[key]);
    expect(withoutAccess).toEqual([]);
    for (const route of apiRoutes) {
      const operation = document.paths[openapiPath(route.url)]![route.method.toLowerCase()]!;
      expect(operation['x-roles'], `${route.method} ${route.url}`).toBeDefined();
      expect(operation.description).toMatch(/^\*\*Who may call:\*\*/);
      expect(operation.responses).toHaveProperty('default');
    }
    // Nothing but the API: no SPA files, no /metrics.
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/'))).toBe(true);
  });

  it('carries the request and response shapes of the zod schemas the routes validate with', () => {
    const send = document.paths['/api/asa/chat/{id}']!.post!;
    expect(send['x-roles']).toEqual(['user']);
    expect(JSON.stringify(send.requestBody)).toContain('"maxItems":500');
    expect(Object.keys(send.responses!)).toContain('200');
    const audit = document.paths['/api/asa/chat/{id}/audit']!.get!;
    expect(audit['x-roles']).toEqual(['admin']);
    const health = document.paths['/api/health']!.get!;
    expect(JSON.stringify(health.responses)).toContain('"degraded"');
  });
});

describe('/api/docs', () => {
  it('serves the reference UI from the package, its one inline script allowed by hash on this page only', async () => {
    const entry = await t.app.inject({ method: 'GET', url: '/api/docs' });
    const page = entry.statusCode === 301 ? await t.app.inject({ method: 'GET', url: String(entry.headers.location) }) : entry;
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('/api/openapi.json');
    expect(page.body).not.toContain('cdn.jsdelivr.net');
    const csp = String(page.headers['content-security-policy']);
    const hashes = inlineScriptHashes(page.body);
    expect(hashes.length).toBeGreaterThan(0);
    for (const hash of hashes) expect(csp).toContain(hash);
    expect(csp).not.toContain("'unsafe-inline' ;");
    expect(csp).toMatch(/script-src 'self' 'sha256-[^']+'(?: 'sha256-[^']+')*;/);

    const script = page.body.match(/<script src="([^"]+)"/)?.[1];
    expect(script).toBeTruthy();
    const js = await t.app.inject({ method: 'GET', url: script!.startsWith('/') ? script! : `/api/docs/${script}` });
    expect(js.statusCode).toBe(200);

    // Elsewhere the app's strict CSP stands.
    const other = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(String(other.headers['content-security-policy'])).toContain("script-src 'self';");
  });
});
