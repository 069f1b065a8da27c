import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * Issue 16: the prerendered landing works before the app has started (it starts at the patient's
 * first action), and what the patient does meanwhile takes effect once it has. The app's first
 * file is held back here until the patient has acted, so these actions certainly come before it.
 */
async function holdTheApp(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/start-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const appStarted = (page: Page) => page.waitForFunction(() => !('prerendered' in document.getElementById('root')!.dataset));

test('a question typed and sent before the app has started opens the sign-in with that question', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  const release = await holdTheApp(page);
  await page.goto('/landing?lang=en');
  const input = page.getByRole('textbox', { name: 'Your question' });
  await input.fill('My child has a fever');
  await input.press('Enter');
  // Enter sends (spec §5): it added no line, and nothing can open before the app is there.
  await expect(input).toHaveValue('My child has a fever');
  const sheet = page.getByRole('dialog', { name: 'Login to Asa' });
  await expect(sheet).toBeHidden();

  release();
  await expect(sheet).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('asa.pendingMessage'))).toBe('My child has a fever');
});

test('a language chosen before the app has started is taken once it has', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdTheApp(page);
  await page.goto('/landing?lang=en');
  await page.getByLabel('Language').selectOption('is');
  release();
  await appStarted(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'is');
  await expect(page.getByRole('heading', { level: 1, name: 'Hvernig get ég aðstoðað þig?' })).toBeVisible();
});

test('a press of Sign in before the app has started opens the sign-in once it has', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const release = await holdTheApp(page);
  await page.goto('/landing?lang=en');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Login to Asa' });
  await expect(sheet).toBeHidden();
  release();
  await expect(sheet).toBeVisible();
});
