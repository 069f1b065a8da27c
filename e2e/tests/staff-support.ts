import type { APIRequestContext, Browser, BrowserContext, Page, PlaywrightWorkerArgs } from '@playwright/test';
import { baseURL } from '../playwright.config.ts';
import { DEMO_PASSWORD, expect, readSmsCode } from './fixtures.ts';

/** Steps shared by the staff-*.spec.ts files. */

/** A staff member's own browser: English interface, signed in by e-mail and password. */
export async function staffContext(browser: Browser, email: string, password = DEMO_PASSWORD): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL });
  await context.addInitScript(() => localStorage.setItem('asa.language', 'en'));
  const signIn = await context.request.post('/api/identity/sign-in/email', {
    data: { email, password },
    headers: { origin: baseURL },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  return { context, page: await context.newPage() };
}

/** A patient signed in by phone (SMS code from the outbox), with a new English chat; returns its id. */
export async function patientStartsChat(request: APIRequestContext, phone: string): Promise<string> {
  const headers = { origin: baseURL };
  expect((await request.post('/api/identity/phone-number/send-otp', { data: { phoneNumber: phone }, headers })).status()).toBe(200);
  const code = await readSmsCode(phone);
  expect((await request.post('/api/identity/phone-number/verify', { data: { phoneNumber: phone, code }, headers })).status()).toBe(200);
  const created = await request.post('/api/asa/chat/new', { data: { language: 'en' }, headers });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { chatId: string }).chatId;
}

/** The patient's next message, with the streamed reply read to its end. */
export async function patientSays(request: APIRequestContext, chatId: string, content: string): Promise<void> {
  const sent = await request.post(`/api/asa/chat/${chatId}`, { data: { chat: [{ role: 'user', content }] }, headers: { origin: baseURL } });
  expect(sent.status()).toBe(200);
  await sent.body();
}

/** A patient describing a red-flag emergency in a new chat. */
export async function patientReportsEmergency(request: APIRequestContext, phone: string): Promise<string> {
  const chatId = await patientStartsChat(request, phone);
  await patientSays(request, chatId, 'I have crushing chest pain spreading to my left arm and I am sweating.');
  return chatId;
}

/** A patient's new case from one message, through their own short-lived API session. */
export async function newPatientCase(playwright: PlaywrightWorkerArgs['playwright'], phone: string, content: string): Promise<string> {
  const patient = await playwright.request.newContext({ baseURL });
  try {
    const chatId = await patientStartsChat(patient, phone);
    await patientSays(patient, chatId, content);
    return chatId;
  } finally {
    await patient.dispose();
  }
}
