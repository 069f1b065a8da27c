import type { Page } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { patientReportsEmergency, staffContext } from './staff-support.ts';

const SHOTS = process.env.STAFF_SCREENSHOTS;

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: false });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** The first card's case detail: its tabs, the clinical one, and closing it. */
async function openFirstCaseModal(page: Page) {
  await page.getByRole('article').first().getByRole('button').first().click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByRole('tab', { name: 'Clinical Details' })).toBeVisible();
  await shot(page, 'modal-overview');
  await modal.getByRole('tab', { name: 'Clinical Details' }).click();
  await expect(modal.getByText('Differential Diagnoses')).toBeVisible();
  await shot(page, 'modal-clinical');
  await modal.getByRole('button', { name: 'Close' }).last().click();
}

test('a new critical case reaches the open nurse hub live; the nurse escalates; the doctor reviews it', async ({ browser, playwright }) => {
  const nurse = await staffContext(browser, 'nurse@demo.clinic');
  await nurse.page.goto('/view-urgent-chats');
  await expect(nurse.page.getByRole('heading', { name: 'Hub' })).toBeVisible();
  await expect(nurse.page.getByText('Real-time patient triage system')).toBeVisible();
  await expect(nurse.page.getByRole('button', { name: /Total Cases/ })).toBeVisible();
  await shot(nurse.page, 'hub');

  const patient = await playwright.request.newContext({ baseURL });
  const chatId = await patientReportsEmergency(patient, '+3547771234');
  await patient.dispose();

  // Without a reload: the toast and a highlighted card marked "New".
  await expect(nurse.page.getByText('New critical case', { exact: true })).toBeVisible();
  const card = nurse.page.locator(`article[data-case-id="${chatId}"]`);
  await expect(card).toBeVisible();
  await expect(card.getByText('New', { exact: true })).toBeVisible();

  await card.getByRole('button', { name: 'Send to Doctor' }).click();
  const dialog = nurse.page.getByRole('alertdialog');
  await expect(dialog.getByText('Escalate this case to a doctor?')).toBeVisible();
  await expect(dialog.getByText('This will notify available doctors immediately.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Send to Doctor' }).click();
  await expect(card.getByText('Sent to doctor')).toBeVisible();
  // Spec §4: the sent case leaves the nurse list after 500 ms.
  await expect(card).toHaveCount(0);

  const doctor = await staffContext(browser, 'doctor@demo.clinic');
  await doctor.page.goto('/doctor-ui');
  await expect(doctor.page.getByRole('heading', { name: 'Doctor Dashboard' })).toBeVisible();
  const patientCard = doctor.page.locator(`article[data-case-id="${chatId}"]`);
  await expect(patientCard).toBeVisible();
  await shot(doctor.page, 'doctor');
  await patientCard.getByRole('button', { name: 'Mark Reviewed' }).click();
  await expect(patientCard.getByText('Marked reviewed')).toBeVisible();
  await expect(patientCard.getByText('Reviewed', { exact: true })).toBeVisible({ timeout: 5000 });

  // The case modal (from the nurse hub) with its three tabs.
  await openFirstCaseModal(nurse.page);

  await nurse.page.goto('/dashboard');
  await expect(nurse.page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  await expect(nurse.page.getByRole('heading', { name: 'Urgency scale' })).toBeVisible();
  await shot(nurse.page, 'list');

  await nurse.context.close();
  await doctor.context.close();
});

test('staff screens with the demo cases (screenshots at 1280 and 375 px)', async ({ browser }) => {
  const nurse = await staffContext(browser, 'nurse@demo.clinic');
  await nurse.page.goto('/view-urgent-chats');
  await expect(nurse.page.getByRole('article').first()).toBeVisible();
  await shot(nurse.page, 'hub');
  await nurse.page.getByRole('button', { name: /^Critical/ }).first().click();
  await expect(nurse.page.getByRole('article').first()).toHaveAttribute('data-urgency', '1');
  await openFirstCaseModal(nurse.page);
  await nurse.page.goto('/dashboard');
  await expect(nurse.page.getByRole('heading', { name: 'Urgency scale' })).toBeVisible();
  // Each level with its disposition from the urgency table (issue 18).
  await expect(nurse.page.getByRole('cell', { name: 'See a doctor within 24 hours' })).toBeVisible();
  await expect(nurse.page.getByRole('cell', { name: 'See a doctor within days to weeks' })).toBeVisible();
  await shot(nurse.page, 'list');
  await nurse.context.close();
  const doctor = await staffContext(browser, 'doctor@demo.clinic');
  await doctor.page.goto('/doctor-ui');
  await expect(doctor.page.getByRole('article').first()).toBeVisible();
  await expect(doctor.page.getByRole('button', { name: /^Critical \+ High \(urgency 1–2\)/ })).toBeVisible();
  await shot(doctor.page, 'doctor');
  await doctor.context.close();
});

test('an admin creates a doctor who can then sign in', async ({ browser }) => {
  const admin = await staffContext(browser, 'admin@demo.clinic');
  await admin.page.goto('/doctor-list');
  await expect(admin.page.getByRole('heading', { name: 'Doctors' })).toBeVisible();
  await expect(admin.page.getByText('doctor@demo.clinic')).toBeVisible();
  await shot(admin.page, 'director');

  await admin.page.getByRole('link', { name: 'Create doctor' }).click();
  await expect(admin.page.getByRole('heading', { name: 'Create doctor' })).toBeVisible();
  await admin.page.getByLabel('Full name').fill('Dr. Elín Test');
  await admin.page.getByLabel('Email').fill('elin.test@demo.clinic');
  await admin.page.getByLabel('Password').fill('secret-pass-1');
  await admin.page.getByRole('button', { name: 'Create' }).click();
  await expect(admin.page.getByText('Please select a company.')).toBeVisible();
  await admin.page.getByLabel('Company').selectOption({ label: 'Demo Clinic' });
  // Staff read health data: a common password is refused by the server, with its reason.
  await admin.page.getByLabel('Password').fill('password1234');
  await admin.page.getByRole('button', { name: 'Create' }).click();
  await expect(admin.page.getByText(/common passwords|too easy to guess/)).toBeVisible();
  await admin.page.getByLabel('Password').fill('elin-harbour-lantern-7');
  await shot(admin.page, 'create');
  await admin.page.getByRole('button', { name: 'Create' }).click();
  await expect(admin.page.getByText('User created')).toBeVisible();
  await expect(admin.page).toHaveURL(/\/doctor-list$/);
  await expect(admin.page.getByText('elin.test@demo.clinic')).toBeVisible();
  await admin.context.close();

  const created = await staffContext(browser, 'elin.test@demo.clinic', 'elin-harbour-lantern-7');
  await created.page.goto('/doctor-ui');
  await expect(created.page.getByRole('heading', { name: 'Doctor Dashboard' })).toBeVisible();
  await created.context.close();
});
