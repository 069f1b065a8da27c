import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countryOf } from '../src/modules/geo/service.ts';
import { buildTestApp, type TestApp } from './helpers.ts';

// Addresses from long-standing national allocations: Síminn (Iceland) and Google DNS (USA).
const ICELAND_IP = '157.157.1.1';
const US_IP = '8.8.8.8';

describe('GET /api/geo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  const geo = (remoteAddress: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: '/api/geo', remoteAddress, headers });

  it('answers IS for an Icelandic address', async () => {
    const response = await geo(ICELAND_IP);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ country_code: 'IS' });
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('answers the country of an address elsewhere', async () => {
    expect((await geo(US_IP)).json()).toEqual({ country_code: 'US' });
    expect((await geo('81.2.69.142')).json()).toEqual({ country_code: 'GB' });
  });

  it('answers null when the lookup fails (loopback, private, IPv6)', async () => {
    for (const address of ['127.0.0.1', '10.1.2.3', '192.168.0.7', '::1', '2001:db8::1']) {
      const response = await geo(address);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ country_code: null });
    }
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY is set', async () => {
    const response = await geo('127.0.0.1', { 'x-forwarded-for': ICELAND_IP });
    expect(response.json()).toEqual({ country_code: null });
  });
});

describe('GET /api/geo behind a proxy (TRUST_PROXY)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(() => t.close());

  it('looks up the client address the proxy forwarded', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/geo',
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': ICELAND_IP },
    });
    expect(response.json()).toEqual({ country_code: 'IS' });
  });
});

describe('countryOf', () => {
  it('reads IPv4 addresses mapped into IPv6', () => {
    expect(countryOf(`::ffff:${ICELAND_IP}`)).toBe('IS');
  });

  it('returns null for missing or malformed addresses', () => {
    for (const ip of [undefined, null, '', 'not-an-ip', '300.1.1.1', '1.2.3']) expect(countryOf(ip)).toBeNull();
  });
});
