import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { expect, readSmsCode, test } from './fixtures.ts';
import { type Finding, LANGUAGES, scan, tr, WIDTHS } from './support/a11y.ts';

/**
 * WCAG 2.1 AA sweep of the patient screens (issue 15 item 4): axe on every screen, in Icelandic,
 * English and Arabic, at 375 and 1280 px; a serious or critical violation fails the run.
 */

const EMERGENCY = 'I have crushing chest pain, I am sweating and I cannot breathe properly.';

let phoneCounter = 0;
function newPhone(): string {
  phoneCounter += 1;
  return `+3548${String((Date.now() + phoneCounter * 104_729) % 1_000_000).padStart(6, '0')}`;
}

async function signInByApi(page: Page, phone: string) {
  const headers = { origin: baseURL };
  expect((await page.request.post('/api/identity/phone-number/send-otp', { data: { phoneNumber: phone }, headers })).status()).toBe(200);
  const code = await readSmsCode(phone);
  const verified = await page.request.post('/api/identity/phone-number/verify', { data: { phoneNumber: phone, code }, headers });
  expect(verified.status()).toBe(200);
  expect((await page.request.post('/api/auth/register', { data: {}, headers })).status()).toBeLessThan(300);
}

for (const language of LANGUAGES) {
  for (const width of WIDTHS) {
    test(`patient screens pass axe in ${language} at ${width} px`, async ({ page }) => {
      test.setTimeout(420_000);
      const findings: Finding[] = [];
      const at = (screen: string) => `${language}-${width}-${screen}`;
      await page.setViewportSize({ width, height: width < 768 ? 812 : 800 });

      // Landing and its sheets, signed out.
      await page.goto(`/landing?lang=${language}`);
      const question = page.getByRole('textbox', { name: tr(language, 'auth', 'landing.inputLabel') });
      await expect(question).toBeVisible();
      await scan(page, at('landing'), findings);

      await question.fill('I have had a mild sore throat since yesterday.');
      await question.press('Enter');
      const signIn = page.getByTestId('sign-in-sheet');
      await expect(signIn).toBeVisible();
      await scan(page, at('sign-in-sheet'), findings);
      await signIn.getByText(tr(language, 'auth', 'signIn.agreement')).click();
      await expect(page.getByTestId('terms-sheet')).toBeVisible();
      await scan(page, at('terms-sheet'), findings);
      await page.getByTestId('sheet-backdrop').click({ position: { x: 10, y: 10 } });
      await expect(signIn).toBeHidden();

      await page.getByRole('button', { name: tr(language, 'auth', 'landing.staffSignIn') }).click();
      await expect(page.getByRole('dialog', { name: tr(language, 'auth', 'landing.staffSignIn') })).toBeVisible();
      await scan(page, at('staff-sign-in'), findings);
      await page.getByTestId('sheet-backdrop').click({ position: { x: 10, y: 10 } });
      await expect(page.getByRole('dialog', { name: tr(language, 'auth', 'landing.staffSignIn') })).toBeHidden();

      await question.fill(EMERGENCY);
      await question.press('Enter');
      await expect(page.getByRole('alert').filter({ hasText: '112' })).toBeVisible();
      await scan(page, at('landing-emergency'), findings);

      await page.goto(`/terms?lang=${language}`);
      await scan(page, at('terms'), findings);

      // Signed in: the chat with a reply, with the emergency card, the side menu, profile, doctors.
      await page.evaluate(() => sessionStorage.clear());
      await signInByApi(page, newPhone());
      await page.goto(`/chat?lang=${language}`);
      const input = page.getByRole('textbox', { name: tr(language, 'chat', 'input.label') });
      await input.fill('I have had a mild sore throat since yesterday.');
      await input.press('Enter');
      const transcript = page.getByRole('list', { name: tr(language, 'chat', 'transcript') });
      await expect(transcript.locator('li')).toHaveCount(2, { timeout: 20_000 });
      await expect(page.getByRole('button', { name: tr(language, 'chat', 'input.send') })).toBeDisabled();
      await expect(input).toBeEditable();
      await expect(transcript).toHaveAttribute('aria-busy', 'false'); // the reply has finished streaming
      await scan(page, at('chat-reply'), findings);

      await input.fill(EMERGENCY);
      await input.press('Enter');
      await expect(page.getByRole('alert').filter({ hasText: '112' })).toBeVisible({ timeout: 20_000 });
      await expect(transcript).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
      await scan(page, at('chat-emergency'), findings);

      await page.getByRole('button', { name: new RegExp(tr(language, 'chat', 'menu.open')) }).click();
      await expect(page.getByRole('navigation', { name: tr(language, 'chat', 'menu.title') })).toBeVisible();
      await scan(page, at('side-menu'), findings);
      await page.keyboard.press('Escape');

      await page.goto('/profile');
      await expect(page.getByRole('heading', { name: tr(language, 'auth', 'profile.title') })).toBeVisible();
      await scan(page, at('profile'), findings);
      await page.goto('/doctors');
      await expect(page.getByRole('heading', { name: tr(language, 'auth', 'doctors.listTitle') })).toBeVisible();
      await scan(page, at('doctors'), findings);

      expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
    });
  }
}
