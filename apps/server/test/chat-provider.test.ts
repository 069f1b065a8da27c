import type { AddressInfo } from 'node:net';
import { assessmentSchema, createReplyStreamDecoder, type ReplyStreamEvent } from '@asa/domain';
import { applySafetyFloor, assessTranscript } from '@asa/triage';
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { buildApp } from '../src/app.ts';
import { createAssessor } from '../src/modules/chat/assessor.ts';
import {
  chatRow,
  type FakeOpenAi,
  messagesOf,
  newChat,
  replyText,
  send,
  startFakeOpenAi,
  userMessage,
  validAssessment,
  waitFor,
} from './chat-support.ts';
import { buildTestApp, loginAs, ORIGIN, type Session, type TestApp } from './helpers.ts';

let ai: FakeOpenAi;
let t: TestApp;
let patient: Session;

beforeAll(async () => {
  ai = await startFakeOpenAi();
  t = await buildTestApp({
    AI_PROVIDER: 'openai-compatible',
    AI_BASE_URL: ai.baseUrl,
    AI_MODEL: 'local-test-model',
    AI_TIMEOUT_MS: '1500',
    // A reply nobody reads is cut at once here; chat-resume.test.ts covers the resumable grace time.
    REPLY_RESUME_GRACE_SECONDS: '0',
  });
  patient = await loginAs(t, 'user');
});
afterAll(async () => {
  await t.close();
  await ai.close();
});
beforeEach(async () => {
  await t.app.chat.idle();
  ai.replies.length = 0;
  ai.assessments.length = 0;
  ai.requests.length = 0;
});

describe('openai-compatible provider, end to end against a local server', () => {
  it('streams chunks with newlines and non-ASCII text exactly, in the patient’s language', async () => {
    const chunks = ['Halló!\n\n', 'Hvar er ', 'verkurinn? 🤒\n', '- já\n- nei', ' «ok» — 好的'];
    ai.replies.push({ chunks });
    const chatId = await newChat(patient, { language: 'is' });
    const { response, events } = await send(patient, chatId, 'Ég er með höfuðverk');
    expect(response.statusCode).toBe(200);
    expect(events.filter((e) => e.type === 'chunk').map((e) => (e as { text: string }).text)).toEqual(chunks);
    expect(events.at(-1)).toEqual({ type: 'done' });
    const { messages } = await messagesOf(patient, chatId);
    expect(messages[1]).toMatchObject({ role: 'assistant', content: chunks.join(''), state: 'complete' });

    const [request] = ai.streamRequests();
    expect(request!.body.model).toBe('local-test-model');
    expect(request!.body.messages[0]!.role).toBe('system');
    expect(request!.body.messages[0]!.content).toContain('Íslenska');
    expect(request!.body.messages.at(-1)).toEqual({ role: 'user', content: 'Ég er með höfuðverk' });
  });

  it('assesses with structured output (json_schema) and stores the validated result', async () => {
    ai.replies.push({ chunks: ['How long have you had it?'] });
    ai.assessments.push(validAssessment({ urgency: 4, diagnosis: 'Probable tension-type headache.' }));
    const chatId = await newChat(patient, { language: 'en' });
    await send(patient, chatId, 'I have a headache');
    await t.app.chat.idle();
    const [request] = ai.assessmentRequests();
    expect(request!.body.response_format?.type).toBe('json_schema');
    expect(request!.body.response_format?.json_schema?.schema).toMatchObject({ type: 'object' });
    const row = await chatRow(t, chatId);
    expect(Number(row.urgency)).toBe(4);
    expect(row.diagnosis).toBe('Probable tension-type headache.');
    expect(JSON.parse(row.diagnosisData!)).toMatchObject({ primaryDiagnosis: 'Tension-type headache' });
    expect(row.assessedAt).not.toBeNull();
  });

  it('retries invalid model output once, then uses the valid answer', async () => {
    ai.assessments.push('{"urgency": 9, "diagnosis": 1}');
    ai.assessments.push(validAssessment({ urgency: 3, diagnosis: 'Second try.' }));
    const chatId = await newChat(patient, { language: 'en' });
    await send(patient, chatId, 'I have a headache');
    await t.app.chat.idle();
    expect(ai.assessmentRequests()).toHaveLength(2);
    expect((await chatRow(t, chatId)).diagnosis).toBe('Second try.');
  });

  it('falls back to the offline engine after two invalid answers', async () => {
    ai.assessments.push('not json at all', validAssessment({ diagnosisData: { ...validAssessment().diagnosisData, differentialDiagnoses: [{ diagnosisName: 'X', icd10Code: 'not-a-code', confidenceLevel: 50, clinicalReasoning: '' }] } }));
    const chatId = await newChat(patient, { language: 'en' });
    const message = 'I have had a cough and a runny nose for three days.';
    const { events } = await send(patient, chatId, message);
    await t.app.chat.idle();
    expect(ai.assessmentRequests()).toHaveLength(2);
    const transcript = [
      { role: 'user' as const, content: message },
      { role: 'assistant' as const, content: replyText(events) },
    ];
    const expected = applySafetyFloor(assessTranscript(transcript, { patientLanguage: 'en', reportLanguage: 'en' }), transcript);
    const row = await chatRow(t, chatId);
    expect(Number(row.urgency)).toBe(expected.assessment.urgency);
    expect(row.diagnosis).toBe(expected.assessment.diagnosis);
    expect(JSON.parse(row.diagnosisData!)).toEqual(expected.assessment.diagnosisData);
  });

  it('applies the red-flag floor over the model: urgency is raised in several languages', async () => {
    const cases: { language: 'en' | 'is' | 'pl' | 'es' | 'de'; text: string }[] = [
      { language: 'en', text: 'I have crushing chest pain and I am sweating a lot.' },
      { language: 'is', text: 'Ég er með mikinn brjóstverk og svitna mikið.' },
      { language: 'pl', text: 'Boli mnie w klatce piersiowej, pocę się i brakuje mi tchu.' },
      { language: 'es', text: 'Tengo un dolor en el pecho muy fuerte y estoy sudando mucho.' },
      { language: 'de', text: 'Ich habe starke Brustschmerzen und schwitze stark.' },
    ];
    for (const { language, text } of cases) {
      ai.replies.push({ chunks: ['Probably nothing, rest at home.'] });
      // The model underestimates: "minimal".
      ai.assessments.push(validAssessment({ urgency: 5 }));
      const chatId = await newChat(patient, { language });
      const { events } = await send(patient, chatId, text);
      expect(events[0], language).toEqual({ type: 'emergency', language });
      await t.app.chat.idle();
      const row = await chatRow(t, chatId);
      expect(Number(row.urgency), language).toBeLessThanOrEqual(2);
      expect(Number(row.emergency), language).toBe(1);
      expect((await messagesOf(patient, chatId)).emergency, language).toBe(true);
    }
  });

  it("puts the offline engine's emergency levels under the model: a condition without a red flag is raised to 2, with no 112 call", async () => {
    ai.replies.push({ chunks: ['Sounds like a strain, rest at home.'] });
    ai.assessments.push(validAssessment({ urgency: 5 }));
    const chatId = await newChat(patient, { language: 'en' });
    const { events } = await send(
      patient,
      chatId,
      'My right calf is swollen, hot and tender since my long flight back from Bangkok three days ago. No breathing problems.',
    );
    expect(events.some((e) => e.type === 'emergency')).toBe(false);
    await t.app.chat.idle();
    const row = await chatRow(t, chatId);
    expect(Number(row.urgency)).toBe(2);
    expect(Number(row.emergency)).toBe(0);
    expect(JSON.parse(row.diagnosisData!).redFlagsAssessment.presentRedFlags).toContain('Offline triage engine: Deep vein thrombosis');
  });

  it('keeps the partial reply as incomplete when the provider fails mid-stream, and retries', async () => {
    ai.replies.push({ chunks: ['Let me ', 'think about ', 'this'], failAfter: 2 });
    const chatId = await newChat(patient, { language: 'en' });
    const { events } = await send(patient, chatId, 'My ear hurts');
    const error = events.find((e) => e.type === 'error');
    expect(error).toMatchObject({ type: 'error', error: { retryable: true } });
    expect(events.at(-1)).toEqual({ type: 'done' });
    let { messages } = await messagesOf(patient, chatId);
    expect(messages.map((m) => [m.role, m.state, m.content])).toEqual([
      ['user', 'complete', 'My ear hurts'],
      ['assistant', 'incomplete', 'Let me think about '],
    ]);

    // Retry: a new reply to the same message, which is not stored twice.
    ai.replies.push({ chunks: ['Which ear?'] });
    const retry = await send(patient, chatId, 'My ear hurts', { retry: true });
    expect(retry.response.statusCode).toBe(200);
    expect(replyText(retry.events)).toBe('Which ear?');
    ({ messages } = await messagesOf(patient, chatId));
    expect(messages.map((m) => [m.role, m.state])).toEqual([
      ['user', 'complete'],
      ['assistant', 'incomplete'],
      ['assistant', 'complete'],
    ]);
    // The cut reply is not sent to the model again.
    expect(ai.streamRequests().at(-1)!.body.messages.slice(1)).toEqual([{ role: 'user', content: 'My ear hurts' }]);
    // Nothing left to retry now.
    const again = await send(patient, chatId, 'My ear hurts', { retry: true });
    expect(again.response.statusCode).toBe(409);
  });

  it('reports an upstream HTTP error as a retryable error state', async () => {
    ai.replies.push({ chunks: [], status: 500 });
    const chatId = await newChat(patient, { language: 'en' });
    const { response, events } = await send(patient, chatId, 'Hello');
    expect(response.statusCode).toBe(200);
    expect(events.map((e) => e.type)).toEqual(['error', 'done']);
    const { messages } = await messagesOf(patient, chatId);
    expect(messages.map((m) => [m.role, m.state])).toEqual([
      ['user', 'complete'],
      ['assistant', 'incomplete'],
    ]);
  });

  it('times out a provider that stops mid-stream (AI_TIMEOUT_MS) and keeps the partial reply', async () => {
    ai.replies.push({ chunks: ['Partial ', 'answer'], hang: true });
    const chatId = await newChat(patient, { language: 'en' });
    const started = Date.now();
    const { events } = await send(patient, chatId, 'My knee is swollen');
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(events.find((e) => e.type === 'error')).toMatchObject({ error: { code: 'provider_timeout', retryable: true } });
    const { messages } = await messagesOf(patient, chatId);
    expect(messages[1]).toMatchObject({ role: 'assistant', state: 'incomplete', content: 'Partial answer' });
  });
});

describe('streams over a real connection', () => {
  let baseUrl: string;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });

  async function openStream(chatId: string, content: string, signal?: AbortSignal) {
    const response = await fetch(`${baseUrl}/api/asa/chat/${chatId}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: ORIGIN, cookie: patient.cookie },
      body: JSON.stringify({ chat: [userMessage(content)] }),
      ...(signal ? { signal } : {}),
    });
    return response;
  }

  async function readUntil(response: Response, stop: (events: ReplyStreamEvent[]) => boolean) {
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    const decoder = createReplyStreamDecoder();
    const events: ReplyStreamEvent[] = [];
    while (!stop(events)) {
      const { value, done } = await reader.read();
      if (done) break;
      events.push(...decoder.push(value));
    }
    return { events, reader };
  }

  it('stores the partial reply as incomplete when the client disconnects mid-stream', async () => {
    // Two chunks, then the provider holds the reply open until the test ends: the client has read
    // exactly those two when it disconnects, however slow the machine (a reply paced by delays let a
    // third chunk into the same read under load).
    let endReply!: () => void;
    ai.replies.push({ chunks: ['First ', 'second '], holdUntil: new Promise<void>((resolve) => (endReply = resolve)) });
    onTestFinished(() => endReply());
    const chatId = await newChat(patient, { language: 'en' });
    const abort = new AbortController();
    const response = await openStream(chatId, 'I feel dizzy', abort.signal);
    expect(response.status).toBe(200);
    const { events } = await readUntil(response, (ev) => ev.filter((e) => e.type === 'chunk').length >= 2);
    expect(replyText(events)).toBe('First second ');
    abort.abort();

    const stored = await waitFor(async () => {
      const { messages } = await messagesOf(patient, chatId);
      return messages[1]?.state === 'incomplete' ? messages : null;
    });
    expect(stored[0]).toMatchObject({ role: 'user', content: 'I feel dizzy', state: 'complete' });
    expect(stored[1]!.content.trim()).toBe('First second');
    // The provider's request was cancelled too.
    await waitFor(async () => ai.streamRequests()[0]?.closedEarly);
    await t.app.chat.idle();
  });

  it('refuses a second send while a reply streams (409), also from another server instance', async () => {
    // The reply lasts until the checks below are done, however slow the machine.
    let endReply!: () => void;
    ai.replies.push({ chunks: ['One ', 'two ', 'three'], holdUntil: new Promise<void>((resolve) => (endReply = resolve)) });
    const chatId = await newChat(patient, { language: 'en' });
    // The second process on the same database is up before the reply starts.
    const other = await buildApp({ config: t.config, database: t.database, webDist: '/nonexistent' });
    onTestFinished(() => other.close());
    const first = await openStream(chatId, 'First question');
    expect(first.status).toBe(200);
    const firstRead = readUntil(first, (ev) => ev.some((e) => e.type === 'done'));

    const second = await patient.inject({ method: 'POST', url: `/api/asa/chat/${chatId}`, payload: { chat: [userMessage('Second question')] } });
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ error: { code: 'conflict' } });

    // A second process on the same database refuses it too: the marker is in the database.
    const viaOther = await other.inject({
      method: 'POST',
      url: `/api/asa/chat/${chatId}`,
      headers: { origin: ORIGIN, cookie: patient.cookie },
      payload: { chat: [userMessage('Third question')] },
    });
    expect(viaOther.statusCode).toBe(409);
    const during = await messagesOf(patient, chatId);
    expect(during.replying).toBe(true);

    endReply();
    const { events } = await firstRead;
    expect(replyText(events)).toBe('One two three');
    const { messages, replying } = await messagesOf(patient, chatId);
    expect(replying).toBe(false);
    expect(messages.map((m) => m.content)).toEqual(['First question', 'One two three']);
    await t.app.chat.idle();
    // Once the reply has ended the chat takes messages again.
    ai.replies.push({ chunks: ['OK'] });
    expect((await send(patient, chatId, 'Follow-up')).response.statusCode).toBe(200);
  });
});

describe('assessor (as the evaluation harness calls it)', () => {
  it('returns a schema-valid assessment on the offline engine', async () => {
    const assessor = createAssessor({ ...t.config, AI_PROVIDER: 'offline' });
    const assessment = await assessor.assess(
      [{ role: 'user', content: 'I have had a sore throat for two days.' }],
      { patientLanguage: 'en', reportLanguage: 'en' },
    );
    expect(assessmentSchema.safeParse(assessment).success).toBe(true);
  });
});
