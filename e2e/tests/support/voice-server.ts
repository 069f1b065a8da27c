import fs from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { expect } from '../fixtures.ts';
import { type OwnServer, startOwnServer } from './own-server.ts';
import type { PeerCall, RealtimePeer } from './realtime-peer.ts';

export const API_KEY = 'sk-e2e-long-lived-key';
export const SHOTS = process.env.VOICE_SCREENSHOTS;

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A fake microphone (a beeping tone) instead of real hardware.
  '--use-fake-device-for-media-stream',
];

/** A server of our own with realtime voice configured against the local peer (the shared one has none). */
export type VoiceServer = OwnServer;

export function startVoiceServer(peer: RealtimePeer): Promise<VoiceServer> {
  return startOwnServer({ VOICE_PROVIDER: 'openai', OPENAI_API_KEY: API_KEY, VOICE_BASE_URL: peer.baseUrl });
}

/** The newest SMS code our own server wrote for this number. */
export async function smsCode(dataDir: string, phone: string): Promise<string> {
  const file = path.join(dataDir, 'outbox', 'sms.jsonl');
  for (let i = 0; i < 100; i += 1) {
    if (fs.existsSync(file)) {
      const match = fs
        .readFileSync(file, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as { to: string; code: string })
        .reverse()
        .find((entry) => entry.to === phone);
      if (match) return match.code;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no SMS for ${phone}`);
}

/** A patient's browser on `url`, signed in by phone, English interface. */
export async function patientContext(browser: Browser, url: string, phone: string, readCode: (phone: string) => Promise<string>) {
  const context = await browser.newContext({ baseURL: url });
  await context.addInitScript(() => localStorage.setItem('asa.language', 'en'));
  const headers = { origin: url };
  const request = context.request;
  expect((await request.post('/api/identity/phone-number/send-otp', { data: { phoneNumber: phone }, headers })).status()).toBe(200);
  const code = await readCode(phone);
  const verified = await request.post('/api/identity/phone-number/verify', { data: { phoneNumber: phone, code }, headers });
  expect(verified.status(), await verified.text()).toBe(200);
  return context;
}

export async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

export interface ChatSummary {
  id: string;
  urgency: number;
  emergency: boolean;
}

export async function chats(request: APIRequestContext): Promise<ChatSummary[]> {
  return ((await (await request.get('/api/asa/chats')).json()) as { chats: ChatSummary[] }).chats;
}

/** The provider hearing the patient: speech detected, then the transcription of what was said. */
export function patientSays(call: PeerCall, itemId: string, transcript: string) {
  call.send({ type: 'input_audio_buffer.speech_started', item_id: itemId, audio_start_ms: 0 });
  call.send({ type: 'input_audio_buffer.speech_stopped', item_id: itemId, audio_end_ms: 1200 });
  call.send({ type: 'input_audio_buffer.committed', item_id: itemId, previous_item_id: null });
  call.send({ type: 'conversation.item.input_audio_transcription.completed', item_id: itemId, content_index: 0, transcript });
}

/** The provider answering: audio starts, the transcript streams in pieces, then it is done. */
export function assistantSpeaks(call: PeerCall, itemId: string, pieces: string[], legacy = false) {
  const prefix = legacy ? 'response.audio_transcript' : 'response.output_audio_transcript';
  call.send({ type: 'output_audio_buffer.started', response_id: `resp_${itemId}` });
  for (const delta of pieces) {
    call.send({ type: `${prefix}.delta`, response_id: `resp_${itemId}`, item_id: itemId, output_index: 0, content_index: 0, delta });
  }
  call.send({ type: `${prefix}.done`, response_id: `resp_${itemId}`, item_id: itemId, output_index: 0, content_index: 0, transcript: pieces.join('') });
}

