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

test.describe('signed-out visitor of the chat area (spec §2.5)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('sees the dark landing chat screen, even on a desktop', async ({ page }) => {
    await page.goto('/chat?lang=en');
    await expect(page).toHaveURL(/\/chat$/);
    await expect(page.getByRole('heading', { level: 1, name: 'How can I assist you?' })).toBeVisible();
    expect(
      await page.evaluate(() => getComputedStyle(document.querySelector('#root > div')!).backgroundColor),
    ).toBe('rgb(0, 0, 0)');
    await page.getByRole('button', { name: 'New chat' }).click();
    await expect(page.getByRole('dialog', { name: 'Login to Asa' })).toBeVisible();
  });
});
