import { expect, test } from './fixtures.ts';

test('serves the API health and the SPA on unknown paths', async ({ page, request }) => {
  const health = await request.get('/api/health');
  expect(health.status()).toBe(200);
  expect(await health.json()).toMatchObject({ status: 'ok', db: 'sqlite' });

  const api404 = await request.get('/api/does-not-exist');
  expect(api404.status()).toBe(404);

  await page.goto('/some/unknown/page');
  await expect(page.locator('#root')).not.toBeEmpty();
});
