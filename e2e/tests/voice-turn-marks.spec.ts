import { DEMO_PASSWORD, expect, test } from './fixtures.ts';
import { type RealtimePeer, startRealtimePeer } from './support/realtime-peer.ts';
import { patientContext, smsCode, startVoiceServer, type VoiceServer } from './support/voice-server.ts';

const TYPED = 'I twisted my ankle yesterday.';
const SPOKEN = 'It is swollen now and it hurts when I walk.';
const REPLY = 'Can you put any weight on it?';
const MARK = { name: 'Spoken in voice chat' };
// The assistant's spoken lines come as the patient's browser heard them (DESIGN D15).
const REPORTED = { name: "Voice transcript reported by the patient's device" };

// Spoken turns exist only where realtime voice is configured: a server of our own with it.
let peer: RealtimePeer;
let server: VoiceServer;
test.beforeAll(async () => {
  peer = await startRealtimePeer();
  server = await startVoiceServer(peer);
});
test.afterAll(async () => {
  await server?.stop();
  await peer?.close();
});

test('voice turns carry a microphone mark in the patient chat and in the staff transcript', async ({ browser }) => {
  const patient = await patientContext(browser, server.url, '+3547771304', (phone) => smsCode(server.dataDir, phone));
  const headers = { origin: server.url };
  const created = await patient.request.post('/api/asa/chat/new', { data: { language: 'en' }, headers });
  const chatId = ((await created.json()) as { chatId: string }).chatId;
  const typed = await patient.request.post(`/api/asa/chat/${chatId}`, { data: { chat: [{ role: 'user', content: TYPED }] }, headers });
  expect(typed.status()).toBe(200);
  await typed.body();
  for (const turn of [
    { role: 'user', content: SPOKEN },
    { role: 'assistant', content: REPLY },
  ]) {
    const stored = await patient.request.post(`/api/asa/chat/${chatId}/voice-turns`, { data: { ...turn, language: 'en' }, headers });
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

  const nurse = await browser.newContext({ baseURL: server.url });
  await nurse.addInitScript(() => localStorage.setItem('asa.language', 'en'));
  const signIn = await nurse.request.post('/api/identity/sign-in/email', { data: { email: 'nurse@demo.clinic', password: DEMO_PASSWORD }, headers });
  expect(signIn.status()).toBe(200);
  const nursePage = await nurse.newPage();
  await nursePage.goto('/view-urgent-chats');
  await nursePage.locator(`article[data-case-id="${chatId}"]`).getByRole('button').first().click();
  const modal = nursePage.getByRole('dialog');
  const line = (text: string) => modal.getByRole('listitem').filter({ hasText: text });
  await expect(line(SPOKEN).getByRole('img', MARK)).toBeVisible();
  await expect(line(REPLY).getByRole('img', REPORTED)).toBeVisible();
  await expect(line(REPLY).getByText(REPORTED.name)).toBeVisible();
  await expect(line(TYPED).getByRole('img', MARK)).toHaveCount(0);
  await nurse.close();
});
