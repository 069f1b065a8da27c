import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type APIRequestContext, type Page, request as playwrightRequest } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { DEMO_PASSWORD, expect, readSmsCode, test } from './fixtures.ts';

const SHOTS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../artifacts/chat');

let phoneCounter = 0;
/** A fresh Icelandic mobile number per test (+354 6xx-xxxx). */
function newPhone(): string {
  phoneCounter += 1;
  return `+3546${String((Date.now() + phoneCounter) % 1_000_000).padStart(6, '0')}`;
}

async function shot(page: Page, name: string) {
  fs.mkdirSync(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS_DIR, `${name}.png`) });
}

/** Landing → question → sign-in sheet → phone → SMS code (from the outbox) → the chat. */
async function askFromLanding(page: Page, question: string, phone: string) {
  await page.goto('/landing?lang=en');
  const input = page.getByRole('textbox', { name: 'Your question' });
  await input.fill(question);
  await input.press('Enter');
  await page.getByLabel('Phone number').fill(phone.slice(4));
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  const code = await readSmsCode(phone);
  await page.getByPlaceholder('Enter 6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}

async function staffApi(): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const signIn = await api.post('/api/identity/sign-in/email', { data: { email: 'nurse@demo.clinic', password: DEMO_PASSWORD } });
  expect(signIn.ok()).toBe(true);
  return api;
}

const transcript = (page: Page) => page.getByRole('list', { name: 'Conversation' });
const chatInput = (page: Page) => page.getByRole('textbox', { name: 'Your message' });

test('a patient asks from the landing screen, chats, reloads, and staff see the assessed case', async ({ page }) => {
  const phone = newPhone();
  const question = 'I have had a sore throat and a fever of 38.5 for two days.';
  await askFromLanding(page, question, phone);

  // The landing's question is sent once: the chat gets an id in the URL and the reply streams in.
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  const chatId = page.url().split('/').pop()!;
  await expect(transcript(page).getByText(question)).toBeVisible();
  const firstReply = transcript(page).locator('li').nth(1);
  await expect(firstReply).not.toBeEmpty();
  await expect(page.getByRole('button', { name: 'Send' })).toBeDisabled(); // nothing typed yet
  await expect(chatInput(page)).toHaveAttribute('placeholder', 'Type your question...');

  // Second turn from the chat input: Shift+Enter adds a line, Enter sends.
  await chatInput(page).fill('It started on Monday.');
  await chatInput(page).press('Shift+Enter');
  await chatInput(page).pressSequentially('No cough.');
  await expect(chatInput(page)).toHaveValue('It started on Monday.\nNo cough.');
  await expect(page.getByText('31 / 4000')).toBeVisible();
  await chatInput(page).press('Enter');
  await expect(chatInput(page)).toHaveValue('');
  await expect(transcript(page).locator('li')).toHaveCount(4, { timeout: 20_000 });
  await expect(transcript(page)).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  const before = await transcript(page).locator('li').allInnerTexts();

  // Reload: the whole transcript comes back from the server.
  await page.reload();
  await expect(transcript(page).locator('li')).toHaveCount(4);
  expect(await transcript(page).locator('li').allInnerTexts()).toEqual(before);
  expect(await page.evaluate(() => sessionStorage.getItem('asa.pendingMessage'))).toBeNull();

  // The case is stored with its assessment and visible to staff of the clinic.
  const api = await staffApi();
  await expect
    .poll(async () => {
      const response = await api.get('/api/asa/doctor/chats');
      if (!response.ok()) return null;
      const body = (await response.json()) as { chats: { id: string; urgency: number; diagnosis: string }[] };
      return body.chats.find((c) => c.id === chatId) ?? null;
    }, { timeout: 15_000 })
    .toMatchObject({ id: chatId, urgency: expect.any(Number), diagnosis: expect.stringMatching(/\S/) });
  await api.dispose();

  // Wide screen too.
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'conversation-1280');
  await page.setViewportSize({ width: 375, height: 740 });
  await shot(page, 'conversation-375');
});

test('a red flag shows the emergency card at once and after a reload; menu, sheets and new chat work', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await askFromLanding(page, 'Hello', newPhone());
  await expect(page).toHaveURL(/\/chat\/[0-9a-f-]{36}$/, { timeout: 20_000 });
  await expect(transcript(page)).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  await expect(page.getByRole('alert').filter({ hasText: 'This may be an emergency' })).toHaveCount(0);

  await chatInput(page).fill('I have crushing chest pain and I am sweating and short of breath.');
  await chatInput(page).press('Enter');
  const card = page.getByRole('alert').filter({ hasText: 'This may be an emergency' });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
  await expect(transcript(page)).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  await shot(page, 'emergency-375');
  await page.reload();
  await expect(card).toBeVisible();

  // Side menu: 270 px from the right, with the chat list; outside click closes it.
  await page.getByRole('button', { name: /Open menu/ }).click();
  const menu = page.getByRole('navigation', { name: 'Menu' });
  await expect(menu).toBeVisible();
  // 270 px wide (spec §2.5); vaul slides it with a transform, which leaves a sub-pixel remainder.
  expect((await menu.boundingBox())!.width).toBeCloseTo(270, 1);
  await expect(menu.getByRole('button', { name: /crushing chest pain|Hello/ }).first()).toBeVisible();
  await shot(page, 'menu-375');

  // Feedback: empty is refused, then sent.
  await menu.getByRole('button', { name: 'Help us' }).click();
  await expect(menu).toBeHidden();
  const feedback = page.getByRole('dialog', { name: 'Help us' });
  await feedback.getByRole('button', { name: 'Send' }).click();
  await expect(feedback.getByText('Please enter a message.')).toBeVisible();
  await feedback.getByLabel('Your message').fill('Clear and quick, thank you.');
  await feedback.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Message sent!')).toBeVisible();
  await expect(feedback).toBeHidden();

  // Language sheet: Icelandic, the toast, and the chat texts follow.
  await page.getByRole('button', { name: /Open menu/ }).click();
  await menu.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('dialog', { name: 'Language' }).getByRole('button', { name: 'Íslenska' }).click();
  await expect(page.getByText('Íslenska valið')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Skilaboðin þín' })).toHaveAttribute('placeholder', 'Skrifaðu spurninguna þína...');
  expect(await page.evaluate(() => localStorage.getItem('asa.language'))).toBe('is');
  await shot(page, 'emergency-375-is');

  // New chat: empty state at /chat/create.
  await page.getByRole('button', { name: 'Nýtt spjall' }).click();
  await expect(page).toHaveURL(/\/chat\/create$/);
  await expect(page.getByRole('heading', { name: 'Hvernig get ég aðstoðað þig?' })).toBeVisible();
  await shot(page, 'empty-375-is');
  await page.setViewportSize({ width: 1280, height: 800 });
  await shot(page, 'empty-1280-is');

  // Logout with confirmation.
  await page.getByRole('button', { name: /Opna valmynd/ }).click();
  await page.getByRole('navigation', { name: 'Valmynd' }).getByRole('button', { name: 'Skrá út' }).click();
  const confirm = page.getByRole('dialog', { name: 'Skrá út' });
  await expect(confirm.getByText('Ertu viss um að þú viljir skrá þig út?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Skrá út' }).click();
  await expect(page.getByText('Útskráning tókst')).toBeVisible();
  await expect(page).toHaveURL(/\/landing/);
  // Signed out, the chat area shows the dark landing screen (spec §2.5).
  await page.goto('/chat');
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Hvernig get ég aðstoðað þig?' })).toBeVisible();
});
