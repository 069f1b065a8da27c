import { baseURL } from '../playwright.config.ts';
import { expect, test } from './fixtures.ts';
import { patientSays, patientStartsChat, staffContext } from './staff-support.ts';

const TYPED = 'I twisted my ankle yesterday.';
const SPOKEN = 'It is swollen now and it hurts when I walk.';
const REPLY = 'Can you put any weight on it?';
const MARK = { name: 'Spoken in voice chat' };

test('voice turns carry a microphone mark in the patient chat and in the staff transcript', async ({ browser }) => {
  const patient = await browser.newContext({ baseURL });
  await patient.addInitScript(() => localStorage.setItem('asa.language', 'en'));
  const chatId = await patientStartsChat(patient.request, '+3547771304');
  await patientSays(patient.request, chatId, TYPED);
  for (const turn of [
    { role: 'user', content: SPOKEN },
    { role: 'assistant', content: REPLY },
  ]) {
    const stored = await patient.request.post(`/api/asa/chat/${chatId}/voice-turns`, { data: { ...turn, language: 'en' }, headers: { origin: baseURL } });
    expect(stored.status()).toBe(201);
  }

  const page = await patient.newPage();
  await page.goto(`/chat/${chatId}`);
  const transcript = page.getByRole('list', { name: 'Conversation' });
  const turn = (text: string) => transcript.getByRole('listitem').filter({ has: page.getByText(text, { exact: true }) });
  await expect(turn(SPOKEN)).toBeVisible();
  await expect(turn(SPOKEN).getByRole('img', MARK)).toBeVisible();
  await expect(turn(REPLY).getByRole('img', MARK)).toBeVisible();
  await expect(turn(TYPED).getByRole('img', MARK)).toHaveCount(0);
  await expect(transcript.getByRole('img', MARK)).toHaveCount(2);
  await patient.close();

  const nurse = await staffContext(browser, 'nurse@demo.clinic');
  await nurse.page.goto('/view-urgent-chats');
  await nurse.page.locator(`article[data-case-id="${chatId}"]`).getByRole('button').first().click();
  const modal = nurse.page.getByRole('dialog');
  const line = (text: string) => modal.getByRole('listitem').filter({ hasText: text });
  await expect(line(SPOKEN).getByRole('img', MARK)).toBeVisible();
  await expect(line(REPLY).getByRole('img', MARK)).toBeVisible();
  await expect(line(TYPED).getByRole('img', MARK)).toHaveCount(0);
  await nurse.context.close();
});
