import type { Locator, Page } from '@playwright/test';
import { newPhone } from './auth-support.ts';
import { expect, readSmsCode, test } from './fixtures.ts';
import { newPatientCase, staffContext } from './staff-support.ts';

/**
 * Issue 15 item 3, by keyboard only (Tab, Shift+Tab, Enter, Space, Escape, arrows — no clicks, no
 * fill): a patient signs in by phone and SMS code, sends a message and opens and closes the side
 * menu; a nurse opens a case, moves through its tabs and closes it. At each step the focused
 * element is checked: in the sheet or dialog when it opens, kept there by Tab and Shift+Tab, back
 * on the opener when it closes.
 */

const WIDTHS = [375, 1280] as const;

/** Whether the focused element is inside the element with this test id. */
async function focusIsIn(page: Page, testId: string): Promise<boolean> {
  return page.evaluate((id) => Boolean(document.activeElement?.closest(`[data-testid="${id}"]`)), testId);
}

/** Presses Tab until `target` has focus (a keyboard user moving through the page). */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<void> {
  for (let step = 0; step < limit; step += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

/** Tab and Shift+Tab, many times over, never leave the open sheet or dialog. */
async function expectFocusTrapped(page: Page, testId: string, presses = 14): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab'] as const) {
    for (let step = 0; step < presses; step += 1) {
      await page.keyboard.press(key);
      expect(await focusIsIn(page, testId), `${key} #${step + 1} left ${testId}`).toBe(true);
    }
  }
}

for (const width of WIDTHS) {
  test.describe(`keyboard only at ${width} px`, () => {
    test.use({ viewport: { width, height: width < 768 ? 812 : 800 } });

    test('a patient signs in by phone and SMS code, sends a message, opens and closes the side menu', async ({ page }) => {
      test.setTimeout(120_000);
      const phone = newPhone();
      await page.goto('/landing?lang=en');
      const question = page.getByRole('textbox', { name: 'Your question' });
      await expect(question).toBeVisible();

      // The question, then Enter: the sign-in sheet opens with focus on the phone number.
      await tabTo(page, question);
      await page.keyboard.type('I have had a sore throat for two days');
      await page.keyboard.press('Enter');
      const signIn = page.getByRole('dialog', { name: 'Login to Asa' });
      await expect(signIn).toBeVisible();
      await expect(signIn.getByLabel('Phone number')).toBeFocused();
      await expectFocusTrapped(page, 'sign-in-sheet');

      // Escape closes it, focus is back on the question, and the question is still there.
      await page.keyboard.press('Escape');
      await expect(signIn).toBeHidden();
      await expect(question).toBeFocused();
      await expect(question).toHaveValue('I have had a sore throat for two days');

      // Again, and this time through: phone number, Enter, the code sheet takes focus, code, Enter.
      await page.keyboard.press('Enter');
      await expect(signIn).toBeVisible();
      const phoneField = signIn.getByLabel('Phone number');
      await expect(phoneField).toBeFocused();
      await page.keyboard.type(phone.slice(4));
      await expect(phoneField).toHaveValue(`+354 ${phone.slice(4, 7)}-${phone.slice(7)}`);
      await page.keyboard.press('Enter');
      const codeSheet = page.getByRole('dialog', { name: 'Enter Verification Code' });
      await expect(codeSheet).toBeVisible();
      await expect(codeSheet.getByPlaceholder('Enter 6-digit code')).toBeFocused();
      await expectFocusTrapped(page, 'code-sheet');
      await tabTo(page, codeSheet.getByPlaceholder('Enter 6-digit code'), 10);
      await page.keyboard.type(await readSmsCode(phone));
      await page.keyboard.press('Enter');

      // The chat: the landing question was sent on arrival and answered.
      await expect(page).toHaveURL(/\/chat/);
      const transcript = page.getByRole('list', { name: 'Conversation' });
      await expect(transcript.getByText('I have had a sore throat for two days')).toBeVisible({ timeout: 20_000 });
      const input = page.getByRole('textbox', { name: 'Message' });
      await expect(input).toBeEditable({ timeout: 20_000 });

      // A message of its own, typed and sent with Enter.
      await tabTo(page, input);
      await page.keyboard.type('It hurts when I swallow');
      // Enter sends only once the first reply has finished streaming (the Send button says when):
      // the reply's text can be on screen a moment before its stream ends.
      await expect(page.getByRole('button', { name: 'Send' })).toBeEnabled({ timeout: 20_000 });
      await page.keyboard.press('Enter');
      await expect(transcript.getByText('It hurts when I swallow')).toBeVisible();
      await expect(transcript.locator('li')).toHaveCount(4, { timeout: 20_000 });

      // The side menu: Enter opens it with focus on its close button; Tab stays inside; Escape
      // closes it and focus is back on the menu button. Space opens it again; Enter on close closes.
      const menuButton = page.getByRole('button', { name: /Open menu/ });
      await tabTo(page, menuButton);
      await page.keyboard.press('Enter');
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
      await expectFocusTrapped(page, 'side-menu');
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(menuButton).toBeFocused();

      await page.keyboard.press('Space');
      await expect(menu).toBeVisible();
      await expect(menu.getByRole('button', { name: 'Close menu' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(menu).toBeHidden();
      await expect(menuButton).toBeFocused();
    });

    test('a nurse opens a case, moves through its tabs and closes it', async ({ browser, playwright }) => {
      test.setTimeout(120_000);
      await newPatientCase(playwright, newPhone(), 'I have crushing chest pain spreading to my left arm and I am sweating.');
      const { context, page } = await staffContext(browser, 'nurse@demo.clinic');
      try {
        await page.setViewportSize({ width, height: width < 768 ? 812 : 800 });
        await page.goto('/view-urgent-chats');
        const opener = page.getByRole('article').first().getByRole('button').first();
        await expect(opener).toBeVisible();

        await tabTo(page, opener, 80);
        await page.keyboard.press('Enter');
        const modal = page.getByTestId('case-modal');
        await expect(modal).toBeVisible();
        await expect(modal).toHaveAttribute('role', 'dialog');
        expect(await focusIsIn(page, 'case-modal')).toBe(true);
        await expectFocusTrapped(page, 'case-modal', 20);

        // The tabs: one tab stop; arrows move and select, wrapping; Home and End.
        const tab = (name: string) => modal.getByRole('tab', { name });
        await tabTo(page, tab('Overview'), 30);
        await expect(tab('Overview')).toHaveAttribute('aria-selected', 'true');
        for (const [key, name] of [
          ['ArrowRight', 'Clinical Details'],
          ['ArrowRight', 'Actions'],
          ['ArrowRight', 'Overview'],
          ['ArrowLeft', 'Actions'],
          ['Home', 'Overview'],
          ['End', 'Actions'],
        ] as const) {
          await page.keyboard.press(key);
          await expect(tab(name)).toBeFocused();
          await expect(tab(name)).toHaveAttribute('aria-selected', 'true');
        }
        // Tab leaves the tab list for the panel it controls.
        await page.keyboard.press('Tab');
        await expect(modal.getByRole('tabpanel', { name: 'Actions' })).toBeFocused();

        await page.keyboard.press('Escape');
        await expect(modal).toBeHidden();
        await expect(opener).toBeFocused();
      } finally {
        await context.close();
      }
    });
  });
}
