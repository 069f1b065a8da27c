import type { Browser } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { staffContext } from './staff-support.ts';

/** Issue 6: the clinic director sets the language staff read case summaries in. */

const HELP = 'Case summaries for staff are written in this language, whatever language the patient uses.';

/** The specs of a run share one server and its demo clinic: put its report language back. */
async function restoreEnglish(browser: Browser) {
  const admin = await browser.newContext({ baseURL });
  const signIn = await admin.request.post('/api/identity/sign-in/email', {
    data: { email: 'admin@demo.clinic', password: 'demo1234' },
    headers: { origin: baseURL },
  });
  expect(signIn.status()).toBe(200);
  const restored = await admin.request.patch('/api/company', { data: { reportLanguage: 'en' }, headers: { origin: baseURL } });
  expect(restored.status()).toBe(200);
  await admin.close();
}

test('the director changes the report language with the keyboard and it is kept after a reload', async ({ browser }) => {
  const { context, page } = await staffContext(browser, 'admin@demo.clinic');
  try {
    await page.goto('/doctor-list');
    const region = page.getByRole('region', { name: 'Report language' });
    await expect(region.getByText(HELP)).toBeVisible();
    const select = region.getByRole('combobox', { name: 'Report language' });
    await expect(select).toHaveValue('en');
    // Every language, named in its own language.
    await expect(select.locator('option')).toHaveText([
      'English', 'Íslenska', 'Polski', 'Español', 'Français', 'Deutsch', '简体中文', '日本語',
      'Português', 'Русский', 'العربية', 'हिन्दी', 'Italiano', '한국어', 'Türkçe',
    ]);
    const save = region.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();

    // Keyboard only: focus the select, move to the next language (Íslenska), tab to Save, press Enter.
    await select.focus();
    await page.keyboard.press('ArrowDown');
    await expect(select).toHaveValue('is');
    await page.keyboard.press('Tab');
    await expect(save).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Report language set to Íslenska.')).toBeVisible();
    await expect(save).toBeDisabled();

    await page.reload();
    await expect(page.getByRole('combobox', { name: 'Report language' })).toHaveValue('is');
    // Other screens of the director see the stored value as well.
    const company = await context.request.get('/api/company');
    expect((await company.json()).companies[0].reportLanguage).toBe('is');

    // Phone width: the setting fits without sideways scrolling and Save stays in view.
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByRole('button', { name: 'Save' })).toBeInViewport();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  } finally {
    await context.close();
    await restoreEnglish(browser);
  }
});

test('a save that fails says so, and the stored language stays', async ({ browser }) => {
  const { context, page } = await staffContext(browser, 'admin@demo.clinic');
  await page.goto('/doctor-list');
  const select = page.getByRole('combobox', { name: 'Report language' });
  await expect(select).toHaveValue('en');
  await select.selectOption('de');
  // The connection drops just as the director saves.
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Save' }).click();
  const message = 'The report language could not be saved. Please try again.';
  await expect(page.getByRole('region', { name: 'Report language' }).getByRole('alert')).toHaveText(message);
  await expect(page.getByText(message)).toHaveCount(2); // the toast and the note under the setting
  await expect(select).toHaveValue('de');
  await expect(page.getByRole('button', { name: 'Save' })).toBeEnabled();

  await context.setOffline(false);
  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Report language' })).toHaveValue('en');
  await context.close();
});
