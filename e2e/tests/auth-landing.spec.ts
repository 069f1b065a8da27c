import { expect, test } from './fixtures.ts';
import { openSignInFromInput, shot } from './auth-support.ts';

test.describe('landing at 375 px (mobile, dark)', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('types the title at 70 ms per character on black, and opens the sign-in sheet from the input', async ({ page }) => {
    await page.goto('/landing?lang=en');
    const title = page.getByRole('heading', { level: 1, name: 'How can I assist you?' });
    await expect(title).toBeVisible();
    // Typing takes 21 × 70 ms ≈ 1.5 s: shortly after mount only part of it is there.
    const partial = await title.locator('span').first().innerText();
    expect(partial.length).toBeLessThan('How can I assist you?'.length);
    await expect(title.locator('span').first()).toHaveText('How can I assist you?', { timeout: 5000 });
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('#root > div')!).backgroundColor)).toBe('rgb(0, 0, 0)');
    await shot(page, 'landing-375');

    await openSignInFromInput(page, 'My child has a fever');
    expect(await page.evaluate(() => sessionStorage.getItem('asa.pendingMessage'))).toBe('My child has a fever');
    const sheet = page.getByRole('dialog', { name: 'Login to Asa' });
    await expect(sheet.getByText('Use your phone number or continue with a provider')).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Login with Google' })).toBeVisible();
    await expect(sheet.getByRole('button', { name: 'Login with Facebook' })).toHaveAttribute('aria-disabled', 'true');
    await page.waitForTimeout(350);
    await shot(page, 'sign-in-sheet-375');

    // The new-chat button opens it too (only a signed-in user can create a chat).
    await page.getByTestId('sheet-backdrop').click({ position: { x: 10, y: 10 } });
    await expect(sheet).toBeHidden();
    // Issue 15: the question survives a cancelled sign-in (in the input and for after sign-in).
    expect(await page.evaluate(() => sessionStorage.getItem('asa.pendingMessage'))).toBe('My child has a fever');
    await expect(page.getByRole('textbox', { name: 'Your question' })).toHaveValue('My child has a fever');
    await page.getByRole('button', { name: 'New chat' }).click();
    await expect(sheet).toBeVisible();
  });

  test('keeps the phone in the +354 XXX-XXXX shape and refuses a short number without sending', async ({ page }) => {
    await page.goto('/landing?lang=en');
    await openSignInFromInput(page);
    const phone = page.getByLabel('Phone number');
    await phone.fill('(354) 555 12 3456789');
    await expect(phone).toHaveValue('+354 555-1234');
    await phone.fill('55512');
    await expect(phone).toHaveValue('+354 555-12');
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/phone-number/send-otp')) sent += 1;
    });
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Phone number must be +354 followed by 7 digits.' })).toBeVisible();
    await expect(page.getByText('Invalid phone number format')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Enter Verification Code' })).toBeHidden();
    expect(sent).toBe(0);
    await shot(page, 'sign-in-invalid-phone-375');
  });
});

test.describe('landing at 1280 px (desktop, light)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('shows the prompt, the input and the emergency notice on white', async ({ page }) => {
    await page.goto('/landing?lang=en');
    await expect(page.getByRole('heading', { level: 1, name: 'How can I assist you?' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Your question' })).toHaveAttribute('placeholder', 'Type your question...');
    await expect(page.getByRole('note')).toHaveText(/call 112/);
    expect(await page.evaluate(() => getComputedStyle(document.querySelector('#root > div')!).backgroundColor)).toBe('rgb(255, 255, 255)');
    await shot(page, 'landing-1280');
  });

  test('opens the terms over the sign-in sheet; the backdrop closes every sheet', async ({ page }) => {
    await page.goto('/landing?lang=en');
    await openSignInFromInput(page);
    await page.getByRole('button', { name: 'By continuing you agree to our Terms of Service' }).click();
    const terms = page.getByRole('dialog', { name: 'Terms of Service' });
    await expect(terms.getByRole('heading', { name: '6. Emergencies' })).toBeVisible();
    // The sign-in sheet stays open under the terms, hidden from assistive technology while covered.
    await expect(page.getByTestId('sign-in-sheet')).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Login to Asa' })).toHaveCount(0);
    await page.waitForTimeout(350);
    await shot(page, 'terms-sheet-1280');
    await terms.getByRole('button', { name: 'Close' }).click();
    await expect(terms).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Login to Asa' })).toBeVisible();

    await page.getByRole('button', { name: 'By continuing you agree to our Terms of Service' }).click();
    await expect(terms).toBeVisible();
    await page.getByTestId('sheet-backdrop').click({ position: { x: 10, y: 10 } });
    await expect(terms).toBeHidden();
    await expect(page.getByRole('dialog', { name: 'Login to Asa' })).toBeHidden();
  });

  test('Facebook says it is coming soon; Escape closes the sheet', async ({ page }) => {
    await page.goto('/landing?lang=en');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    // aria-disabled (shown, not offered) but still clickable. The click is dispatched on the button
    // itself: a forced click at its coordinates misses it while the sheet is still sliding in.
    await page.getByRole('button', { name: 'Login with Facebook' }).dispatchEvent('click');
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Facebook login coming soon!' });
    await expect(toast).toBeVisible();
    await expect(toast.locator('svg.lucide-construction')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Login to Asa' })).toBeHidden();
  });

  test('speaks Icelandic by default', async ({ page }) => {
    await page.goto('/landing?lang=is');
    await expect(page.getByRole('heading', { level: 1, name: 'Hvernig get ég aðstoðað þig?' })).toBeVisible();
    await page.getByRole('button', { name: 'Skrá inn', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Skráðu þig inn á Asa' })).toBeVisible();
    await page.waitForTimeout(350);
    await shot(page, 'sign-in-sheet-is-1280');
  });
});

test.describe('terms screen (spec §2.4)', () => {
  for (const [lang, heading, section] of [
    ['en', 'Terms of Service', '14. Governing law'],
    ['is', 'Notkunarskilmálar', '14. Lög og varnarþing'],
    ['pl', 'Warunki korzystania z usługi', '14. Prawo właściwe'],
  ] as const) {
    test(`shows sections 0–16 in ${lang}`, async ({ page }) => {
      await page.goto(`/terms?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2 })).toHaveCount(17);
      await expect(page.getByRole('heading', { name: section })).toBeVisible();
      await expect(page.getByText(/112/).first()).toBeVisible();
      // The attribution the geo database's licence requires.
      await expect(page.getByText('includes IP2Location LITE data available from https://lite.ip2location.com')).toBeVisible();
    });
  }

  test('shows English with a note in other languages', async ({ page }) => {
    await page.goto('/terms?lang=de');
    await expect(page.getByRole('heading', { level: 1, name: 'Terms of Service' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveCount(17);
    await page.setViewportSize({ width: 375, height: 812 });
    await shot(page, 'terms-de-375');
  });
});

test('a signed-out visitor of a staff screen is sent to landing', async ({ page }) => {
  await page.goto('/doctor-ui?lang=en');
  await expect(page).toHaveURL(/\/landing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How can I assist you?' })).toBeVisible();
});
