import { baseURL } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { newPatientCase, patientSays, patientStartsChat, staffContext } from './staff-support.ts';

const MILD = 'I have had a sore throat and a mild fever for two days.';

test('a reviewed case is reopened from the nurse hub case detail and returns to pending', async ({ browser, playwright }) => {
  const chatId = await newPatientCase(playwright, '+3547771301', MILD);

  const nurse = await staffContext(browser, 'nurse@demo.clinic');
  await nurse.page.goto('/view-urgent-chats');
  const card = nurse.page.locator(`article[data-case-id="${chatId}"]`);
  await expect(card.getByText('Just now', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Mark Reviewed' }).click();
  await nurse.page.getByRole('alertdialog').getByRole('button', { name: 'Mark Reviewed' }).click();
  await expect(card.getByText('Reviewed', { exact: true })).toBeVisible();

  await card.getByRole('button').first().click();
  const modal = nurse.page.getByRole('dialog');
  await expect(modal.getByRole('button', { name: 'Mark as Reviewed' })).toHaveCount(0);
  // Hold the request a moment so the busy state can be seen.
  await nurse.page.route(`**/api/asa/chat/${chatId}/reopen`, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await modal.getByRole('button', { name: 'Reopen case' }).click();
  const confirm = nurse.page.getByRole('alertdialog');
  await expect(confirm.getByText('Reopen this case?')).toBeVisible();
  await expect(confirm.getByText('The case returns to the queue as pending.')).toBeVisible();
  await confirm.getByRole('button', { name: 'Reopen case' }).click();
  await expect(confirm.getByRole('button', { name: 'Processing...' })).toBeDisabled();
  await expect(confirm).toHaveCount(0);

  // Pending again: the modal offers the pending actions, the card loses its "Reviewed" mark.
  await expect(modal.getByRole('button', { name: 'Mark as Reviewed' })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Send to Doctor' })).toBeVisible();
  await expect(modal.getByRole('button', { name: 'Reopen case' })).toHaveCount(0);
  await modal.getByRole('button', { name: 'Close' }).last().click();
  await expect(card.getByRole('button', { name: 'Mark Reviewed' })).toBeVisible();
  await expect(card.getByText('Reviewed', { exact: true })).toHaveCount(0);
  const stored = (await (await nurse.context.request.get(`/api/asa/chat/${chatId}`)).json()) as { chat: { status: string; dismissed: boolean } };
  expect(stored.chat).toMatchObject({ status: 'pending', dismissed: false });
  await nurse.context.close();
});

test('a chat marked as read is reopened from the list dashboard', async ({ browser, playwright }) => {
  const chatId = await newPatientCase(playwright, '+3547771302', MILD);

  const nurse = await staffContext(browser, 'nurse@demo.clinic');
  expect((await nurse.context.request.post(`/api/asa/chat/${chatId}/read`, { headers: { origin: baseURL } })).status()).toBe(200);
  await nurse.page.goto('/dashboard');
  const row = nurse.page.locator(`li[data-case-id="${chatId}"]`);
  await expect(row.getByText('Read', { exact: true })).toBeVisible();
  // Created and updated today: "Today HH:MM" (spec §9).
  await expect(row.getByText(/^Today \d{2}:\d{2}$/)).toHaveCount(2);
  await row.getByRole('button', { name: 'Reopen' }).click();
  const confirm = nurse.page.getByRole('alertdialog');
  await expect(confirm.getByText('Are you sure you want to reopen this chat?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Reopen' }).click();
  await expect(row.getByRole('button', { name: 'Mark as read' })).toBeVisible();
  await expect(row.getByText('Read', { exact: true })).toHaveCount(0);
  await nurse.context.close();
});

test('a pending case a later message makes critical raises the toast and highlight in the open hub', async ({ browser, playwright }) => {
  const nurse = await staffContext(browser, 'nurse@demo.clinic');
  await nurse.page.goto('/view-urgent-chats');
  await expect(nurse.page.getByRole('heading', { name: 'Hub' })).toBeVisible();

  const patient = await playwright.request.newContext({ baseURL });
  const chatId = await patientStartsChat(patient, '+3547771303');
  await patientSays(patient, chatId, MILD);
  const card = nurse.page.locator(`article[data-case-id="${chatId}"]`);
  await expect(card).toBeVisible();
  await expect(card).not.toHaveAttribute('data-urgency', '1');
  await expect(card.getByText('New', { exact: true })).toHaveCount(0);
  await expect(nurse.page.getByText('New critical case', { exact: true })).toHaveCount(0);

  // The second message reveals a red flag: case.updated raises the case to critical.
  await patientSays(patient, chatId, 'Now I have crushing chest pain spreading to my left arm and I am sweating.');
  await patient.dispose();
  await expect(nurse.page.getByText('New critical case', { exact: true })).toBeVisible();
  await expect(nurse.page.getByText('A case in the queue has just become critical.')).toBeVisible();
  await expect(card).toHaveAttribute('data-urgency', '1');
  await expect(card.getByText('New', { exact: true })).toBeVisible();
  await nurse.context.close();
});
