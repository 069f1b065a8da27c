import { z } from 'zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from './helpers.ts';

let t: TestApp;
beforeAll(async () => {
  // Probe routes registered the way every module registers its routes.
  t = await buildTestApp({}, (app) => {
    app.post('/api/test-echo', { schema: { body: z.object({ text: z.string().max(10) }).strict() } }, async (request) => request.body);
    app.get('/api/test-crash', async () => {
      throw new Error('SELECT secret FROM somewhere failed');
    });
  });
});
afterAll(() => t.close());

describe('API conventions', () => {
  it('answers invalid bodies with 400 and the error JSON with details', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/test-echo', payload: { text: 'x'.repeat(11) } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      error: { code: 'bad_request', message: 'The request is not valid.', details: [expect.objectContaining({ path: 'body.text' })], requestId: expect.any(String) },
    });
  });

  it('rejects unknown properties', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/test-echo', payload: { text: 'ok', extra: 1 } });
    expect(response.statusCode).toBe(400);
  });

  it('answers malformed JSON with 400', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"text": ',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe('bad_request');
  });

  it('refuses bodies over 64 KiB with 413', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/test-echo',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ text: 'x'.repeat(70 * 1024) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json().error.code).toBe('payload_too_large');
  });

  it('hides the details of internal errors', async () => {
    t.app.log.level = 'silent';
    const response = await t.app.inject({ method: 'GET', url: '/api/test-crash' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({
      error: { code: 'internal_error', message: 'Something went wrong on our side. Please try again.', requestId: expect.any(String) },
    });
    expect(response.body).not.toContain('SELECT');
  });
});
