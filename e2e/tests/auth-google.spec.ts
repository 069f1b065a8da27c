import { OAuth2Server } from 'oauth2-mock-server';
import { shot } from './auth-support.ts';
import { expect, test } from './fixtures.ts';

/**
 * Google sign-in end to end: the real server is configured (playwright.config.ts) with a local
 * OpenID Connect provider on E2E_OIDC_PORT, started here. The browser really goes there and back.
 */
let oidc: OAuth2Server;
const profile = { sub: 'e2e-google-1', email: 'katrin@example.is', name: 'Katrín Google' };

test.beforeAll(async () => {
  oidc = new OAuth2Server();
  await oidc.issuer.keys.generate('RS256');
  oidc.service.on('beforeTokenSigning', (token: { payload: Record<string, unknown> }) => {
    Object.assign(token.payload, { sub: profile.sub, email: profile.email, email_verified: true, name: profile.name });
  });
  oidc.service.on('beforeUserinfo', (response: { body: Record<string, unknown> }) => {
    response.body = { sub: profile.sub, email: profile.email, email_verified: true, name: profile.name };
  });
  await oidc.start(Number(process.env.E2E_OIDC_PORT), '127.0.0.1');
});
test.afterAll(async () => {
  await oidc?.stop();
});

test.use({ viewport: { width: 1280, height: 800 } });

test('a patient signs in with Google from a clinic landing and joins that clinic', async ({ page }) => {
  await page.goto('/demo/landing?lang=en');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.getByRole('button', { name: 'Login with Google' }).click();
  await expect(page.getByText('Google login successful')).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Account created')).toBeVisible();
  await expect(page).toHaveURL(/\/chat/);
  await shot(page, 'after-google-1280');
  const me = await (await page.request.get('/api/auth/user')).json();
  expect(me.data.user).toMatchObject({ email: profile.email, fullname: profile.name, emailVerified: true, role: 'user', company: { slug: 'demo' } });
});

test('a failed Google sign-in says so and stays on landing', async ({ page }) => {
  await page.goto('/landing?lang=en&loginError=google');
  await expect(page.getByText('Google login failed')).toBeVisible();
  await expect(page).toHaveURL(/\/landing$/);
});

test('a return from Google without a session is a failure, not a success', async ({ page }) => {
  await page.goto('/landing?lang=en&signedIn=google');
  await expect(page.getByText('Google login failed')).toBeVisible();
  await expect(page.getByText('Google login successful')).toHaveCount(0);
  await expect(page).toHaveURL(/\/landing$/);
});
