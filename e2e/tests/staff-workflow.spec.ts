import { baseURL } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { patientSays, patientStartsChat, staffContext } from './staff-support.ts';

/**
 * Issue 14: a nurse claims a case, changes its urgency with a reason, writes a note, messages the
 * patient and escalates it; the doctor sees the escalation arrive live and reviews it; the patient
 * sees each state change (and the clinic's message) in their own chat, live.
 */
test('nurse claims, overrides, notes, messages and escalates; the doctor sees it live; the patient follows', async ({ browser }) => {
  const phone = '+3547771401';
  const patient = await browser.newContext({ baseURL });
  await patient.addInitScript(() => localStorage.setItem('asa.language', 'en'));
  const chatId = await patientStartsChat(patient.request, phone);
  await patientSays(patient.request, chatId, 'I have had a sore throat and a mild fever for two days.');
  const patientPage = await patient.newPage();
  await patientPage.goto(`/chat/${chatId}`);
  const state = patientPage.getByTestId('case-state');
  await expect(state).toHaveText('Your clinic has received your case.');

  const doctor = await staffContext(browser, 'doctor@demo.clinic');
  await doctor.page.goto('/doctor-ui');
  await expect(doctor.page.getByRole('button', { name: /^Escalated cases: \d+$/ })).toBeVisible();

  const nurse = await staffContext(browser, 'nurse@demo.clinic');
  await nurse.page.goto('/view-urgent-chats');
  // A phone sign-up has no name: the hub shows the number in the display format.
  const card = nurse.page.locator(`article[data-case-id="${chatId}"]`);
  await expect(card.getByRole('heading', { name: '+354 777-1401' })).toBeVisible();
  await card.getByRole('button').first().click();
  const modal = nurse.page.getByRole('dialog');
  await expect(modal.getByRole('heading', { name: '+354 777-1401' })).toBeVisible();
  await expect(modal.getByRole('link', { name: /Call/ })).toHaveAttribute('href', 'tel:+3547771401');

  // Claim: the nurse holds it, the patient hears a nurse is looking.
  await modal.getByRole('button', { name: 'Claim case' }).click();
  await expect(modal.getByText('You are handling this')).toBeVisible();
  await expect(state).toHaveText('A nurse is looking at your case.');
  const held = (await (await doctor.context.request.post(`/api/asa/chat/${chatId}/claim`, { headers: { origin: baseURL } })).json()) as {
    error: { details: { claimedBy: { name: string } } };
  };
  expect(held.error.details.claimedBy.name).toBe('Nína Nurse');

  // Override the AI's urgency with a reason; both are shown.
  await modal.getByRole('tab', { name: 'Actions' }).click();
  await modal.getByLabel('Staff urgency').selectOption('2');
  await modal.getByLabel('Reason (required)').fill('Sounds breathless on the phone.');
  await modal.getByRole('button', { name: 'Save urgency' }).click();
  await expect(modal.getByTestId('urgency-pair').first()).toContainText('Set by Nína Nurse');
  await expect(modal.getByText('Changed by Nína Nurse: “Sounds breathless on the phone.”')).toBeVisible();

  // A note, written and sent by keyboard.
  const note = modal.getByPlaceholder('Write a note for colleagues…');
  await note.fill('Called once, no answer.');
  await note.press('Tab');
  await nurse.page.keyboard.press('Enter');
  await expect(modal.getByRole('list', { name: 'Internal notes' }).getByText('Called once, no answer.')).toBeVisible();

  // A message to the patient: it appears in their chat, from the clinic, with the sender.
  await modal.getByLabel('Message the patient').fill('Please come in today at 15:00.');
  await modal.getByRole('button', { name: 'Send to patient' }).click();
  const fromClinic = patientPage.getByTestId('clinic-message');
  await expect(fromClinic).toContainText('Please come in today at 15:00.');
  await expect(fromClinic).toContainText('Nína Nurse, nurse at your clinic');

  // Escalate: the doctor's open dashboard gets a toast and a badge, live.
  await modal.getByRole('button', { name: 'Send to Doctor' }).click();
  await nurse.page.getByRole('alertdialog').getByRole('button', { name: 'Send to Doctor' }).click();
  await expect(doctor.page.getByText('New escalated case')).toBeVisible();
  await expect(doctor.page.getByTestId('escalated-new')).toHaveText('New: 1');
  await expect(state).toHaveText('Your case has been sent to a doctor.');

  await doctor.page.getByRole('button', { name: /^Escalated\s*\d*$/ }).click();
  const doctorCard = doctor.page.locator(`article[data-case-id="${chatId}"]`);
  await expect(doctorCard.getByTestId('escalated-badge')).toContainText('Escalated by Nína Nurse');
  await expect(doctorCard.getByRole('heading', { name: '+354 777-1401' })).toBeVisible();
  await doctorCard.getByRole('button', { name: 'Mark Reviewed' }).click();
  await expect(state).toHaveText('Your case has been reviewed.');

  // The patient can see who looked at the case.
  await patientPage.getByRole('button', { name: /menu/i }).first().click();
  await patientPage.getByRole('button', { name: 'Who looked at my case' }).click();
  const log = patientPage.getByRole('list', { name: 'Who looked at my case' });
  await expect(log.getByText('Nína Nurse · nurse').first()).toBeVisible();
  await expect(log.getByText(/Took on your case/)).toBeVisible();

  await Promise.all([patient.close(), nurse.context.close(), doctor.context.close()]);
});

test('the case modal works at 375 px: claim and notes within the screen', async ({ browser }) => {
  const patient = await browser.newContext({ baseURL });
  const chatId = await patientStartsChat(patient.request, '+3547771402');
  await patientSays(patient.request, chatId, 'I have had a cough for three days.');
  await patient.close();

  const nurse = await staffContext(browser, 'nurse@demo.clinic');
  await nurse.page.setViewportSize({ width: 375, height: 740 });
  await nurse.page.goto('/view-urgent-chats');
  await nurse.page.locator(`article[data-case-id="${chatId}"]`).getByRole('button').first().click();
  const modal = nurse.page.getByRole('dialog');
  const claim = modal.getByRole('button', { name: 'Claim case' });
  await expect(claim).toBeInViewport();
  await claim.click();
  await expect(modal.getByText('You are handling this')).toBeVisible();
  await modal.getByRole('tab', { name: 'Actions' }).click();
  const add = modal.getByRole('button', { name: 'Add note' });
  await add.scrollIntoViewIfNeeded();
  await expect(add).toBeInViewport();
  const overflow = await nurse.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await nurse.context.close();
});
