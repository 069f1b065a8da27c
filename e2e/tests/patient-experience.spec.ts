import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, readSmsCode, test } from './fixtures.ts';

const SHOTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts/patient-experience');
const ARABIC_CHEST_PAIN = 'أشعر بألم ساحق في صدري وأتعرق ولا أستطيع التنفس';

let phoneCounter = 0;
function newPhone(): string {
  phoneCounter += 1;
  return `+3547${String((Date.now() + phoneCounter * 7919) % 1_000_000).padStart(6, '0')}`;
}

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`) });
}

/** Phone sign-in in the open sheet, in Icelandic. */
async function signInIcelandic(page: Page, phone: string) {
  const sheet = page.getByTestId('sign-in-sheet');
  await expect(sheet).toBeVisible();
  await sheet.getByLabel('Símanúmer').fill(phone.slice(4));
  await sheet.getByRole('button', { name: 'Skrá inn', exact: true }).click();
  const code = await readSmsCode(phone);
  await page.getByPlaceholder('Sláðu inn 6 stafa kóða').fill(code);
  await page.getByRole('button', { name: 'Staðfesta', exact: true }).click();
}

test('an Arabic emergency on the Icelandic landing shows the 112 card before sign-in, and the chat answers in Arabic', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/landing?lang=is');
  // The visible language picker: until hydration the prerendered page holds both layouts, one hidden by CSS.
  await expect(page.getByLabel('Tungumál').filter({ visible: true })).toHaveValue('is');
  const input = page.getByRole('textbox', { name: 'Spurningin þín' });
  await input.fill(ARABIC_CHEST_PAIN);
  await input.press('Enter');

  // The red-flag floor answered before any sign-in: the card, in Arabic first and in Icelandic.
  const card = page.getByRole('alert').filter({ hasText: '112' });
  await expect(card).toBeVisible();
  await expect(card.locator('[lang="ar"]').getByRole('heading')).toHaveText('قد تكون هذه حالة طارئة');
  await expect(card.locator('[lang="is"]').getByRole('heading')).toHaveText('Þetta gæti verið neyðartilvik');
  await expect(card.getByRole('link', { name: 'اتصل بالرقم 112' })).toHaveAttribute('href', 'tel:112');
  await expect(page.getByTestId('sign-in-sheet')).toBeHidden();
  await shot(page, 'landing-emergency-is-ar-375');

  // The text survives a cancelled sign-in and a reload.
  await page.getByRole('button', { name: 'Skráðu þig inn til að halda áfram' }).click();
  await page.getByTestId('sign-in-sheet').getByRole('button', { name: 'Hætta við' }).click();
  await expect(page.getByTestId('sign-in-sheet')).toBeHidden();
  await expect(input).toHaveValue(ARABIC_CHEST_PAIN);
  await page.reload();
  await expect(page.getByRole('textbox', { name: 'Spurningin þín' })).toHaveValue(ARABIC_CHEST_PAIN);

  // Sign in: the question is sent as the first message and answered in Arabic.
  await page.getByRole('button', { name: 'Senda' }).click();
  await page.getByRole('button', { name: 'Skráðu þig inn til að halda áfram' }).click();
  await signInIcelandic(page, newPhone());
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const transcript = page.getByRole('list', { name: 'Samtal' });
  await expect(transcript.getByText(ARABIC_CHEST_PAIN)).toBeVisible();
  const reply = transcript.locator('li').nth(1);
  await expect(reply).toContainText('اتصل بالرقم 112', { timeout: 20_000 });
  await expect(reply).not.toContainText('Hringdu');
  // Labelled by author for screen readers, in the interface language.
  await expect(transcript.locator('li').first()).toContainText('Þú:');
  await expect(reply).toContainText('Asa:');
  const chatCard = page.getByRole('alert').filter({ hasText: '112' });
  await expect(chatCard.locator('[lang="ar"]').getByRole('heading')).toHaveText('قد تكون هذه حالة طارئة');
  await expect(chatCard.locator('[lang="is"]').getByRole('heading')).toHaveText('Þetta gæti verið neyðartilvik');
  await expect(page.getByRole('log', { name: 'Samtal' })).toHaveAttribute('aria-live', 'off');
  await shot(page, 'chat-emergency-is-ar-375');

  // After a reload the card still shows both languages (the chat recorded Arabic).
  await page.reload();
  await expect(page.getByRole('alert').filter({ hasText: '112' }).locator('div[lang="ar"]')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '112' }).locator('div[lang="is"]')).toBeVisible();
});

test('a calm question waits for sign-in; the menu leads to the profile and the clinic’s doctors', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/landing?lang=is');
  const input = page.getByRole('textbox', { name: 'Spurningin þín' });
  await input.fill('Ég er með smá kvef og hálsbólgu síðan í gær.');
  await input.press('Enter');
  await expect(page.getByTestId('sign-in-sheet')).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: '112' })).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('sign-in-sheet')).toBeHidden();
  await expect(input).toHaveValue('Ég er með smá kvef og hálsbólgu síðan í gær.');
  await page.getByRole('button', { name: 'Senda' }).click();
  await signInIcelandic(page, newPhone());
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await expect(page.getByRole('list', { name: 'Samtal' }).locator('li').nth(1)).not.toBeEmpty();

  // The side menu: focus moves in, Escape closes it and focus returns to the menu button.
  const menuButton = page.getByRole('button', { name: /Opna valmynd/ });
  await menuButton.click();
  const menu = page.getByRole('navigation', { name: 'Valmynd' });
  await expect(menu.getByRole('button', { name: 'Loka valmynd' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menuButton).toBeFocused();

  await menuButton.click();
  await menu.getByRole('link', { name: 'Prófíll' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await page.getByLabel('Nafnið þitt').fill('Sigríður Jónsdóttir');
  await page.getByRole('button', { name: 'Vista' }).click();
  await expect(page.getByText('Nafn vistað')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tilkynningar' }).or(page.getByLabel(/Tilkynningar/))).toHaveCount(1);
  await shot(page, 'profile-is-1280');

  await page.goto('/chat');
  await page.getByRole('button', { name: /Opna valmynd/ }).click();
  await page.getByRole('navigation', { name: 'Valmynd' }).getByRole('link', { name: 'Þínir læknar' }).click();
  await expect(page).toHaveURL(/\/doctors$/);
  await expect(page.getByRole('listitem').filter({ hasText: 'Davíð Doctor' })).toContainText('Læknir');
  await shot(page, 'doctors-is-1280');
});
