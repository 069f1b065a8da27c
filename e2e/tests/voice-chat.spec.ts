import type { BrowserContext } from '@playwright/test';
import { baseURL as sharedBaseURL } from '../playwright.config.ts';
import { expect, readSmsCode, test } from './fixtures.ts';
import { type RealtimePeer, startRealtimePeer } from './support/realtime-peer.ts';
import {
  API_KEY,
  assistantSpeaks,
  chats,
  CHROMIUM_ARGS,
  patientContext,
  patientSays,
  shot,
  smsCode,
  startVoiceServer,
  type VoiceServer,
} from './support/voice-server.ts';

// A fake microphone, and the permission prompt answered "allow" (as a patient would).
test.use({ launchOptions: { executablePath: '/usr/bin/chromium', args: [...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream'] } });

test.describe('realtime voice against a local WebRTC peer', () => {

  let peer: RealtimePeer;
  let server: VoiceServer;
  let context: BrowserContext | undefined;

  test.beforeAll(async () => {
    peer = await startRealtimePeer();
    server = await startVoiceServer(peer);
  });
  test.afterAll(async () => {
    await server?.stop();
    await peer?.close();
  });
  test.afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  test('a patient talks to Asa: live transcript, stored turns, emergency card and a critical case', async ({ browser }) => {
    test.setTimeout(90_000);
    context = await patientContext(browser, server.url, '+3547790001', (phone) => smsCode(server.dataDir, phone));
    const page = await context.newPage();
    await page.goto('/chat');

    await page.getByRole('button', { name: 'Talk to Asa' }).click();
    const panel = page.getByRole('dialog', { name: 'Voice chat' });
    await expect(panel).toBeVisible();

    // The SDP offer reached the peer with the short-lived token; the API key stayed on the server.
    const call = await peer.nextCall();
    expect(peer.secretRequests.at(-1)?.authorization).toBe(`Bearer ${API_KEY}`);
    expect(peer.callAuthorizations.at(-1)).toMatch(/^Bearer ek_e2e_/);
    await expect(panel.getByRole('status')).toHaveText('Listening');

    // The fake microphone's audio flows to the provider, and the meter moves.
    await call.waitForAudio(25);
    await expect.poll(async () => Number(await panel.getByRole('meter', { name: 'Microphone level' }).getAttribute('aria-valuenow'))).toBeGreaterThan(0);

    patientSays(call, 'item_u1', 'I have had a headache since this morning.');
    await expect(panel.getByText('I have had a headache since this morning.')).toBeVisible();
    assistantSpeaks(call, 'item_a1', ['I am sorry to hear that. ', 'Do you have any other symptoms?']);
    await expect(panel.getByRole('status')).toHaveText('Asa is speaking');
    await expect(panel.getByText('I am sorry to hear that. Do you have any other symptoms?')).toBeVisible();
    call.send({ type: 'output_audio_buffer.stopped', response_id: 'resp_item_a1' });
    await expect(panel.getByRole('status')).toHaveText('Listening');

    // A red flag: the emergency card shows during the call.
    patientSays(call, 'item_u2', 'I have crushing chest pain and can’t breathe');
    await expect(panel.getByText('I have crushing chest pain and can’t breathe')).toBeVisible();
    await expect(panel.getByRole('alert').filter({ hasText: 'This may be an emergency' })).toBeVisible();
    assistantSpeaks(call, 'item_a2', ['Please call 112 right now.'], true);
    await expect(panel.getByText('Please call 112 right now.')).toBeVisible();
    call.send({ type: 'output_audio_buffer.stopped', response_id: 'resp_item_a2' });
    await shot(page, 'voice-call-1280');
    await page.setViewportSize({ width: 375, height: 812 });
    await shot(page, 'voice-call-375');

    // Mute silences the microphone; unmute brings it back.
    await panel.getByRole('button', { name: 'Mute' }).click();
    await expect(panel.getByRole('button', { name: 'Unmute' })).toHaveAttribute('aria-pressed', 'true');
    await expect.poll(async () => Number(await panel.getByRole('meter').getAttribute('aria-valuenow'))).toBe(0);
    await panel.getByRole('button', { name: 'Unmute' }).click();

    // Ending the call hangs up the peer connection.
    await panel.getByRole('button', { name: 'End call' }).click();
    await expect(panel.getByRole('status')).toHaveText('Call ended');
    await call.waitForHangUp();

    // Stored in a new chat, in spoken order, floored and assessed: a critical case.
    const request = context.request;
    await expect.poll(async () => (await chats(request)).length).toBe(1);
    const [chat] = await chats(request);
    const messages = (await (await request.get(`/api/asa/chat/${chat!.id}/messages`)).json()) as {
      messages: { role: string; content: string }[];
      emergency: boolean;
    };
    expect(messages.messages.map((m) => [m.role, m.content])).toEqual([
      ['user', 'I have had a headache since this morning.'],
      ['assistant', 'I am sorry to hear that. Do you have any other symptoms?'],
      ['user', 'I have crushing chest pain and can’t breathe'],
      ['assistant', 'Please call 112 right now.'],
    ]);
    expect(messages.emergency).toBe(true);
    await expect.poll(async () => (await chats(request))[0]?.urgency).toBe(1);

    // Back in the chat: the conversation is there, with the emergency card.
    await page.setViewportSize({ width: 1280, height: 900 });
    await panel.getByRole('button', { name: 'Back to chat' }).click();
    await expect(panel).toBeHidden();
    await expect(page).toHaveURL(new RegExp(`/chat/${chat!.id}$`));
    await expect(page.getByText('Please call 112 right now.')).toBeVisible();
    await expect(page.getByRole('alert').first()).toBeVisible();
    await shot(page, 'voice-after-call-1280');
  });

  test('start again opens a new call with a new token; leaving the screen hangs up', async ({ browser }) => {
    context = await patientContext(browser, server.url, '+3547790002', (phone) => smsCode(server.dataDir, phone));
    const page = await context.newPage();
    await page.goto('/chat');
    await page.getByRole('button', { name: 'Talk to Asa' }).click();
    const panel = page.getByRole('dialog', { name: 'Voice chat' });
    const tokensBefore = peer.secretRequests.length;
    const first = await peer.nextCall();
    await expect(panel.getByRole('status')).toHaveText('Listening');
    await panel.getByRole('button', { name: 'End call' }).click();
    await first.waitForHangUp();

    await panel.getByRole('button', { name: 'Start again' }).click();
    const second = await peer.nextCall();
    await expect(panel.getByRole('status')).toHaveText('Listening');
    expect(peer.secretRequests.length - tokensBefore).toBe(2);
    await page.goto('/terms');
    await second.waitForHangUp();
    // Nothing was said: no chat was created.
    expect(await chats(context.request)).toEqual([]);
  });

  test('the call ends cleanly when its token expires', async ({ browser }) => {
    const shortPeer = await startRealtimePeer({ tokenTtlSeconds: 12 });
    const shortServer = await startVoiceServer(shortPeer);
    try {
      context = await patientContext(browser, shortServer.url, '+3547790005', (phone) => smsCode(shortServer.dataDir, phone));
      const page = await context.newPage();
      await page.goto('/chat');
      await page.getByRole('button', { name: 'Talk to Asa' }).click();
      const panel = page.getByRole('dialog', { name: 'Voice chat' });
      const call = await shortPeer.nextCall();
      await expect(panel.getByRole('status')).toHaveText('Listening');
      await expect(panel.getByText('The voice session reached its time limit.', { exact: false })).toBeVisible({ timeout: 20_000 });
      await expect(panel.getByRole('status')).toHaveText('Call ended');
      await call.waitForHangUp();
    } finally {
      await shortServer.stop();
      await shortPeer.close();
    }
  });
});

test.describe('no realtime provider (the shared server)', () => {
  test('offers browser dictation instead of a call, and nothing where the browser has no speech services', async ({ browser }) => {
    const context = await patientContext(browser, sharedBaseURL, '+3547790004', (phone) => readSmsCode(phone));
    try {
      const status = await context.request.get('/api/asa/chat/voice');
      expect(await status.json()).toEqual({ available: false, provider: 'none', callsUrl: null });
      const token = await context.request.get('/api/asa/chat/voiceChatToken');
      expect(token.status()).toBe(503);
      expect(((await token.json()) as { error: { code: string } }).error.code).toBe('voice_unavailable');

      const page = await context.newPage();
      await page.goto('/chat');
      await expect(page.getByRole('textbox')).toBeVisible();
      const hasRecognition = await page.evaluate(() => 'webkitSpeechRecognition' in window || 'SpeechRecognition' in window);
      if (hasRecognition) await expect(page.getByRole('button', { name: 'Dictate' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Read replies aloud' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Talk to Asa' })).toHaveCount(0);

      // A browser without speech services gets no voice controls at all.
      const bare = await context.newPage();
      await bare.addInitScript(() => {
        for (const name of ['SpeechRecognition', 'webkitSpeechRecognition', 'speechSynthesis', 'SpeechSynthesisUtterance']) {
          Reflect.deleteProperty(window, name);
          Reflect.deleteProperty(Object.getPrototypeOf(window) as object, name);
        }
      });
      await bare.goto('/chat');
      await expect(bare.getByRole('textbox')).toBeVisible();
      await expect(bare.getByRole('button', { name: /Dictate|Read replies aloud|Talk to Asa/ })).toHaveCount(0);
    } finally {
      await context.close();
    }
  });
});
