import { Validator } from '@seriousme/openapi-schema-validator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
    const apiRoutes = t.app.registeredRoutes.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && r.method !== 'OPTIONS');
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
