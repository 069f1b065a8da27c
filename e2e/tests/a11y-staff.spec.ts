import { baseURL } from '../playwright.config.ts';
import { DEMO_PASSWORD, expect, test } from './fixtures.ts';
import { type Finding, LANGUAGES, scan, tr, WIDTHS } from './support/a11y.ts';

/**
 * WCAG 2.1 AA sweep of the staff screens (issue 15 item 4): the staff sign-in with its error, the
 * hub, the case modal with each tab, the doctor dashboard, the list dashboard, the director and
 * create staff — in Icelandic, English and Arabic at 375 and 1280 px, as the clinic director (who
 * may open all of them), on the demo clinic's cases (pending, sent to a doctor and reviewed).
 * One page load per screen; a serious or critical violation fails the run.
 */

for (const language of LANGUAGES) {
  for (const width of WIDTHS) {
    test(`staff screens pass axe in ${language} at ${width} px`, async ({ browser }) => {
      test.setTimeout(300_000);
      const findings: Finding[] = [];
      const at = (screen: string) => `staff-${language}-${width}-${screen}`;
      const context = await browser.newContext({ baseURL, viewport: { width, height: width < 768 ? 812 : 800 } });
      await context.addInitScript((lang) => localStorage.setItem('asa.language', lang), language);
      const page = await context.newPage();

      // The staff sign-in with a refused password: the error text must be readable too.
      await page.goto(`/landing?lang=${language}`);
      await page.getByRole('button', { name: tr(language, 'auth', 'landing.staffSignIn') }).click();
      const sheet = page.getByRole('dialog', { name: tr(language, 'auth', 'landing.staffSignIn') });
      await sheet.getByLabel(tr(language, 'auth', 'staff.email')).fill('admin@demo.clinic');
      await sheet.getByLabel(tr(language, 'auth', 'staff.password'), { exact: true }).fill('not the password');
      await sheet.getByRole('button', { name: tr(language, 'auth', 'staff.submit'), exact: true }).click();
      await expect(sheet.getByRole('alert')).toHaveText(tr(language, 'auth', 'errors.invalidCredentials'));
      await scan(page, at('sign-in-error'), findings);

      const signIn = await context.request.post('/api/identity/sign-in/email', {
        data: { email: 'admin@demo.clinic', password: DEMO_PASSWORD },
        headers: { origin: baseURL },
      });
      expect(signIn.status()).toBe(200);

      await page.goto('/view-urgent-chats');
      await expect(page.getByRole('heading', { level: 1, name: tr(language, 'staff', 'hub.title') })).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      await scan(page, at('hub'), findings);

      await page.getByRole('article').first().getByRole('button').first().click();
      const modal = page.getByRole('dialog');
      for (const tab of ['overview', 'clinical', 'actions'] as const) {
        const tabButton = modal.getByRole('tab', { name: tr(language, 'staff', `modal.tabs.${tab}`) });
        await tabButton.click();
        await expect(tabButton).toHaveAttribute('aria-selected', 'true');
        await scan(page, at(`case-${tab}`), findings);
      }
      await page.keyboard.press('Escape');
      await expect(modal).toBeHidden();

      await page.goto('/doctor-ui');
      await expect(page.getByRole('heading', { level: 1, name: tr(language, 'staff', 'doctor.title') })).toBeVisible();
      await expect(page.getByRole('article').first()).toBeVisible();
      await scan(page, at('doctor-dashboard'), findings);

      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: tr(language, 'staff', 'list.title') })).toBeVisible();
      await expect(page.locator('li[data-case-id]').first()).toBeVisible();
      await scan(page, at('list-dashboard'), findings);

      await page.goto('/doctor-list');
      await expect(page.getByRole('heading', { level: 1, name: tr(language, 'staff', 'director.title') })).toBeVisible();
      await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
      await scan(page, at('director'), findings);

      await page.goto('/create-doctor');
      await expect(page.getByRole('heading', { level: 1, name: tr(language, 'staff', 'create.title') })).toBeVisible();
      await scan(page, at('create-staff'), findings);

      await context.close();
      expect(findings, JSON.stringify(findings, null, 2)).toEqual([]);
    });
  }
}
