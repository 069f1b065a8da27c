import { newPhone, shot, signInByPhone, staffSignIn } from './auth-support.ts';
import { DEMO_PASSWORD, expect, test } from './fixtures.ts';

test.describe('staff e-mail sign-in lands each role on its screen (spec §2.2)', () => {
  for (const [email, path] of [
    ['nurse@demo.clinic', '/view-urgent-chats'],
    ['doctor@demo.clinic', '/doctor-ui'],
    ['admin@demo.clinic', '/doctor-list'],
  ] as const) {
    test(`${email} → ${path}`, async ({ page }) => {
      await page.goto('/landing?lang=en');
      await staffSignIn(page, email, DEMO_PASSWORD);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      // Landing and / send a signed-in user on to the same screen.
      await page.goto('/landing');
      await expect(page).toHaveURL(new RegExp(`${path}$`));
    });
  }

  test('a wrong password is refused without saying which part was wrong', async ({ page }) => {
    await page.goto('/landing?lang=en');
    await staffSignIn(page, 'nurse@demo.clinic', 'not-the-password');
    await expect(page.getByRole('alert').filter({ hasText: 'Wrong e-mail or password.' })).toBeVisible();
    await page.waitForTimeout(350);
    await shot(page, 'staff-sheet-error-1280');
    // An unknown address gets the same answer.
    const sheet = page.getByRole('dialog', { name: 'Staff sign-in' });
    await sheet.getByLabel('E-mail').fill('nobody@demo.clinic');
    await sheet.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(sheet.getByRole('alert')).toHaveText('Wrong e-mail or password.');
    await expect(page).toHaveURL(/\/landing$/);
  });
});

test.describe('role guards', () => {
  test('a nurse opening the director screen is sent home to the hub', async ({ page }) => {
    await page.goto('/landing?lang=en');
    await staffSignIn(page, 'nurse@demo.clinic', DEMO_PASSWORD);
    await expect(page).toHaveURL(/\/view-urgent-chats$/);
    await page.goto('/doctor-list');
    await expect(page).toHaveURL(/\/view-urgent-chats$/);
  });

  test('a patient opening a staff screen is sent home to the chat', async ({ page }) => {
    await page.goto('/landing?lang=en');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await signInByPhone(page, newPhone());
    await expect(page).toHaveURL(/\/chat/);
    await page.goto('/doctor-ui');
    await expect(page).toHaveURL(/\/chat/);
    expect((await page.request.get('/api/asa/doctor/chats')).status()).toBe(403);
  });
});

test('staff sign-in offers no sign-up: staff accounts come from their director (DESIGN D11)', async ({ page }) => {
  await page.goto('/landing?lang=en');
  await page.getByRole('button', { name: 'Staff sign-in' }).click();
  const sheet = page.getByRole('dialog', { name: 'Staff sign-in' });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('button', { name: /create/i })).toHaveCount(0);
  await expect(sheet.getByLabel('Full name')).toHaveCount(0);
  const signUp = await page.request.post('/api/identity/sign-up/email', {
    data: { email: `patient-${Date.now()}@example.is`, password: 'lantern-harbour-quiet-7', name: 'Anna' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(signUp.status()).toBe(404);
});
