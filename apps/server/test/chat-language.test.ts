import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { clearLanguageOf, replyLanguage } from '../src/modules/chat/language.ts';
import { chatRow, type FakeOpenAi, messagesOf, newChat, replyText, send, startFakeOpenAi } from './chat-support.ts';
import { buildTestApp, loginAs, type Session, type TestApp } from './helpers.ts';

const ARABIC_CHEST_PAIN = 'أشعر بألم ساحق في صدري وأتعرق ولا أستطيع التنفس';
const ARABIC_SCRIPT = /[\u0600-\u06FF]/;

describe('the language of a patient message (DESIGN D13)', () => {
  it('recognises clear messages in the 15 languages, Icelandic with and without accents', () => {
    const samples: [string, string][] = [
      [ARABIC_CHEST_PAIN, 'ar'],
      ['Ég er með mikinn verk í brjóstinu', 'is'],
      ['Eg er med mikinn verk i brjostinu og get ekki andad', 'is'],
      ['I have had a headache since yesterday and a fever', 'en'],
      ['Mam silny ból w klatce piersiowej', 'pl'],
      ['Tengo dolor de pecho muy fuerte', 'es'],
      ["J'ai mal à la tête depuis hier soir", 'fr'],
      ['Ich habe starke Brustschmerzen', 'de'],
      ['Estou com uma dor forte no peito', 'pt'],
      ['У меня сильная боль в груди', 'ru'],
      ['Göğsümde şiddetli ağrı var', 'tr'],
      ['मेरे सीने में तेज दर्द है', 'hi'],
      ['胸がとても痛いです', 'ja'],
      ['가슴이 너무 아파요', 'ko'],
    ];
    for (const [text, language] of samples) expect(clearLanguageOf(text), text).toBe(language);
  });

  it('gives no verdict on short or mixed-up text', () => {
    for (const text of ['ok', 'já', '112', 'Paracetamol 500mg', '  ']) expect(clearLanguageOf(text), text).toBeNull();
  });

  it('keeps the interface language for a short message, and the conversation’s for a short answer', () => {
    expect(replyLanguage({ message: 'ok', earlier: [], interfaceLanguage: 'is' })).toBe('is');
    expect(replyLanguage({ message: ARABIC_CHEST_PAIN, earlier: [], interfaceLanguage: 'is' })).toBe('ar');
    expect(replyLanguage({ message: 'نعم', earlier: [ARABIC_CHEST_PAIN], interfaceLanguage: 'is' })).toBe('ar');
  });
});

describe('replies in the patient’s language on the offline engine', () => {
  let t: TestApp;
  let patient: Session;
  beforeAll(async () => {
    t = await buildTestApp();
    patient = await loginAs(t, 'user');
  });
  afterAll(() => t.close());

  it('answers an Arabic emergency on the Icelandic interface in Arabic and records the language', async () => {
    const chatId = await newChat(patient, { language: 'is' });
    const { events } = await send(patient, chatId, ARABIC_CHEST_PAIN, { language: 'is' });
    expect(events[0]).toEqual({ type: 'emergency', language: 'ar' });
    const reply = replyText(events);
    expect(reply).toMatch(ARABIC_SCRIPT);
    expect(reply).toContain('112');
    expect(reply).not.toMatch(/Hringdu/);

    const view = await messagesOf(patient, chatId);
    expect(view.emergency).toBe(true);
    expect(view.language).toBe('ar');
    expect((await chatRow(t, chatId)).patientLanguage).toBe('ar');
    await t.app.chat.idle();
  });

  it('keeps the interface language for a short message', async () => {
    const chatId = await newChat(patient, { language: 'is' });
    const { events } = await send(patient, chatId, 'hæ', { language: 'is' });
    expect(replyText(events)).not.toMatch(ARABIC_SCRIPT);
    expect((await chatRow(t, chatId)).patientLanguage).toBe('is');
    expect((await messagesOf(patient, chatId)).language).toBe('is');
    await t.app.chat.idle();
  });
});

describe('replies in the patient’s language with an LLM provider', () => {
  let ai: FakeOpenAi;
  let t: TestApp;
  let patient: Session;
  beforeAll(async () => {
    ai = await startFakeOpenAi();
    t = await buildTestApp({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: ai.baseUrl, AI_MODEL: 'local-test-model' });
    patient = await loginAs(t, 'user');
  });
  afterAll(async () => {
    await t.close();
    await ai.close();
  });
  beforeEach(() => {
    ai.requests.length = 0;
  });

  it('tells the model to write in the message’s language, not the interface’s', async () => {
    ai.replies.push({ chunks: ['اتصل بالرقم 112 الآن.'] });
    const chatId = await newChat(patient, { language: 'is' });
    const { events } = await send(patient, chatId, ARABIC_CHEST_PAIN, { language: 'is' });
    expect(events[0]).toEqual({ type: 'emergency', language: 'ar' });
    const system = ai.streamRequests()[0]!.body.messages[0]!.content;
    expect(system).toContain('language code "ar"');
    expect(system).not.toContain('language code "is"');
    await t.app.chat.idle();
    expect((await chatRow(t, chatId)).patientLanguage).toBe('ar');
  });

  it('keeps the interface language in the prompt for a short message', async () => {
    ai.replies.push({ chunks: ['Halló.'] });
    const chatId = await newChat(patient, { language: 'is' });
    await send(patient, chatId, 'ok', { language: 'is' });
    expect(ai.streamRequests()[0]!.body.messages[0]!.content).toContain('language code "is"');
    await t.app.chat.idle();
  });
});
