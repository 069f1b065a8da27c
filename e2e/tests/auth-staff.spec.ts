import { newPhone, readVerificationLink, shot, signInByPhone, staffSignIn } from './auth-support.ts';
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

test('e-mail registration: verification e-mail, /verify-email until the link is opened, then home', async ({ page }) => {
  const email = `patient-${Date.now()}@example.is`;
  await page.goto('/landing?lang=en');
  await page.getByRole('button', { name: 'Staff sign-in' }).click();
  await page.getByRole('button', { name: 'No account? Create one' }).click();
  const sheet = page.getByRole('dialog', { name: 'Create an account' });
  await sheet.getByLabel('Full name').fill('Anna Jónsdóttir');
  await sheet.getByLabel('E-mail').fill(email);
  await sheet.getByLabel('Password').fill('12345');
  await sheet.getByRole('button', { name: 'Create account' }).click();
  await expect(sheet.getByRole('alert')).toHaveText('The password needs at least 6 characters.');
  await sheet.getByLabel('Password').fill('secret-123');
  await sheet.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/verify-email$/);
  await expect(page.getByRole('heading', { name: 'Verify your e-mail' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await shot(page, 'verify-email-1280');
  // Guarded screens wait for the verification.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/verify-email$/);

  await page.goto(await readVerificationLink(email));
  await expect(page).toHaveURL(/\/chat/);
  const me = await (await page.request.get('/api/auth/user')).json();
  expect(me.data.user).toMatchObject({ email, emailVerified: true, usesPassword: true, fullname: 'Anna Jónsdóttir' });
});
