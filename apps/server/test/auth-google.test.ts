import { OAuth2Server } from 'oauth2-mock-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, ORIGIN, type TestApp } from './helpers.ts';

/**
 * Google sign-in end to end against a local OpenID Connect provider: discovery, authorization code
 * with PKCE and nonce, signed ID token checked against the provider's JWKS, then our session.
 */
let oidc: OAuth2Server;
let t: TestApp;
let profile = { sub: 'google-1', email: 'gudrun@example.is', name: 'Guðrún Jónsdóttir' };

beforeAll(async () => {
  oidc = new OAuth2Server();
  await oidc.issuer.keys.generate('RS256');
  await oidc.start(0, '127.0.0.1');
  oidc.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, { sub: profile.sub, email: profile.email, email_verified: true, name: profile.name });
  });
  oidc.service.on('beforeUserinfo', (response: { body: Record<string, unknown> }) => {
    response.body = { sub: profile.sub, email: profile.email, email_verified: true, name: profile.name };
  });
  t = await buildTestApp({ GOOGLE_CLIENT_ID: 'asa-test-client', GOOGLE_CLIENT_SECRET: 'asa-test-secret', GOOGLE_ISSUER: oidc.issuer.url! });
});
afterAll(async () => {
  await t?.close();
  await oidc?.stop();
});

const cookieHeader = (cookies: Array<{ name: string; value: string }>) => cookies.map((c) => `${c.name}=${c.value}`).join('; ');

/** Runs the browser's part: start at our server, follow the provider's redirect, come back with the code. */
async function googleSignIn(callbackURL = '/landing?signedIn=google') {
  const start = await t.app.inject({
    method: 'POST',
    url: '/api/identity/sign-in/social',
    headers: { origin: ORIGIN },
    payload: { provider: 'google', callbackURL, errorCallbackURL: '/landing?loginError=google' },
  });
  expect(start.statusCode).toBe(200);
  const authorizeUrl = new URL(start.json().url as string);
  expect(authorizeUrl.origin).toBe(new URL(oidc.issuer.url!).origin);
  expect(authorizeUrl.searchParams.get('code_challenge_method')).toBe('S256');
  expect(authorizeUrl.searchParams.get('scope')).toContain('openid');

  const atProvider = await fetch(authorizeUrl, { redirect: 'manual' });
  expect(atProvider.status).toBe(302);
  const back = new URL(atProvider.headers.get('location')!);
  expect(back.pathname).toBe('/api/identity/callback/google');

  const callback = await t.app.inject({
    method: 'GET',
    url: `${back.pathname}${back.search}`,
    headers: { cookie: cookieHeader(start.cookies) },
  });
  return callback;
}

describe('Google sign-in (OIDC authorization code)', () => {
  it('is announced to the SPA', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/auth/providers' })).json()).toMatchObject({ google: true });
  });

  it('creates a patient in the default company on first sign-in and signs them in', async () => {
    profile = { sub: 'google-1', email: 'gudrun@example.is', name: 'Guðrún Jónsdóttir' };
    const callback = await googleSignIn();
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toBe('/landing?signedIn=google');
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: cookieHeader(callback.cookies) } });
    expect(me.statusCode).toBe(200);
    expect(me.json().data.user).toMatchObject({
      fullname: 'Guðrún Jónsdóttir',
      email: 'gudrun@example.is',
      emailVerified: true,
      usesPassword: false,
      role: 'user',
      company: { id: t.companyId },
    });
  });

  it('signs the same Google account into the same user the next time', async () => {
    profile = { sub: 'google-2', email: 'siggi@example.is', name: 'Sigurður' };
    const first = await googleSignIn();
    const second = await googleSignIn();
    const id = async (cookies: typeof first.cookies) =>
      (await t.app.inject({ method: 'GET', url: '/api/auth/user', headers: { cookie: cookieHeader(cookies) } })).json().data.user.id;
    expect(await id(first.cookies)).toBe(await id(second.cookies));
  });

  it('sends the browser to the error callback when the state does not match', async () => {
    profile = { sub: 'google-3', email: 'x@example.is', name: 'X' };
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign-in/social',
      headers: { origin: ORIGIN },
      payload: { provider: 'google', callbackURL: '/home', errorCallbackURL: '/landing?loginError=google' },
    });
    const atProvider = await fetch(new URL(start.json().url as string), { redirect: 'manual' });
    const back = new URL(atProvider.headers.get('location')!);
    // No state cookie: another browser finishing someone else's sign-in.
    const callback = await t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` });
    expect(callback.statusCode).toBe(302);
    expect(callback.headers.location).toMatch(/^\/landing\?loginError=google/);
    expect(callback.cookies.find((c) => c.name.endsWith('session_token') && c.value)).toBeUndefined();
  });

  it('refuses callback URLs on other sites', async () => {
    const start = await t.app.inject({
      method: 'POST',
      url: '/api/identity/sign-in/social',
      headers: { origin: ORIGIN },
      payload: { provider: 'google', callbackURL: 'https://evil.example/steal' },
    });
    // Refused before the library sees it: return paths are paths on this site.
    expect(start.statusCode).toBe(400);
    expect(start.json().error.details).toEqual([expect.objectContaining({ path: 'body.callbackURL' })]);
  });
});
