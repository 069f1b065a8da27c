import { assessmentSchema, decodeReplyStream, MESSAGE_MAX_LENGTH } from '@asa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import type { CaseEvent } from '../src/modules/events/bus.ts';
import { chatRow, messagesOf, newChat, replyText, send, userMessage } from './chat-support.ts';
import { buildTestApp, loginAs, ORIGIN, type Session, type TestApp } from './helpers.ts';

let t: TestApp;
let patient: Session;
beforeAll(async () => {
  t = await buildTestApp();
  patient = await loginAs(t, 'user');
});
afterAll(() => t.close());

describe('chat API on the offline engine', () => {
  it('creates a chat in the patient’s company with their language and lists it', async () => {
    const chatId = await newChat(patient, { language: 'pl' });
    const row = await chatRow(t, chatId);
    expect(row.companyId).toBe(t.companyId);
    expect(row.patientLanguage).toBe('pl');
    expect(row.userId).toBe(patient.userId);
    expect(row.assessedAt).toBeNull();

    const list = await patient.inject({ method: 'GET', url: '/api/asa/chats' });
    expect(list.statusCode).toBe(200);
    expect((list.json() as { chats: { id: string }[] }).chats.map((c) => c.id)).toContain(chatId);
  });

  it('streams the reply as SSE, ends with [DONE], stores both turns, and assesses the chat', async () => {
    const chatId = await newChat(patient, { language: 'en' });
    const received: CaseEvent[] = [];
    const unsubscribe = t.app.caseEvents.subscribe(t.companyId, (event) => received.push(event));

    const { response, events } = await send(patient, chatId, 'I have had a sore throat and a mild fever for two days.');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.body.endsWith('data: [DONE]\n\n')).toBe(true);
    // Every frame is `data: <JSON string>` until the bare [DONE].
    for (const frame of response.body.split('\n\n').filter(Boolean).slice(0, -1)) {
      expect(frame).toMatch(/^data: ".*"$/s);
    }
    expect(events.filter((e) => e.type === 'chunk').length).toBeGreaterThan(1);
    expect(events.at(-1)).toEqual({ type: 'done' });
    const text = replyText(events);
    expect(text.trim().length).toBeGreaterThan(0);

    const { messages, chat } = await messagesOf(patient, chatId);
    expect(messages.map((m) => [m.role, m.state, m.channel])).toEqual([
      ['user', 'complete', 'text'],
      ['assistant', 'complete', 'text'],
    ]);
    expect(messages[0]!.content).toBe('I have had a sore throat and a mild fever for two days.');
    expect(messages[1]!.content).toBe(text);
    expect(chat.title).toBe('I have had a sore throat and a mild fever for two days.');

    await t.app.chat.idle();
    const row = await chatRow(t, chatId);
    expect(row.assessedAt).not.toBeNull();
    expect(row.status).toBe('pending');
    const stored = assessmentSchema.parse({
      urgency: row.urgency,
      diagnosis: row.diagnosis,
      diagnosisData: JSON.parse(row.diagnosisData!),
      medicalHistory: JSON.parse(row.medicalHistory!),
    });
    expect(stored.diagnosis.length).toBeGreaterThan(0);
    expect(received.filter((e) => e.chatId === chatId).map((e) => e.type)).toEqual(['case.created']);

    // A second turn updates the case and announces it as updated.
    const second = await send(patient, chatId, 'It started on Monday. No cough.');
    expect(second.response.statusCode).toBe(200);
    await t.app.chat.idle();
    expect(received.filter((e) => e.chatId === chatId).map((e) => e.type)).toEqual(['case.created', 'case.updated']);
    expect(Number((await chatRow(t, chatId)).updatedAt)).toBeGreaterThanOrEqual(Number(row.updatedAt));
    unsubscribe();
  });

  it('announces a case raised to critical by a later message with its previous urgency', async () => {
    const chatId = await newChat(patient, { language: 'en' });
    const received: CaseEvent[] = [];
    const unsubscribe = t.app.caseEvents.subscribe(t.companyId, (event) => received.push(event));
    await send(patient, chatId, 'I have had a sore throat and a mild fever for two days.');
    await t.app.chat.idle();
    const before = Number((await chatRow(t, chatId)).urgency);
    expect(before).toBeGreaterThan(1);
    await send(patient, chatId, 'Now I have crushing chest pain spreading to my left arm and I am sweating.');
    await t.app.chat.idle();
    unsubscribe();
    const mine = received.filter((e) => e.chatId === chatId);
    expect(mine.map((e) => [e.type, e.payload.previousUrgency, e.payload.urgency, e.payload.status])).toEqual([
      ['case.created', null, before, 'pending'],
      // DESIGN D14: the red-flag floor's verdict goes out before the reply; the assessment follows.
      ['case.emergency', undefined, 1, undefined],
      ['case.updated', before, 1, 'pending'],
    ]);
  });

  it('answers in the chat’s language and keeps non-ASCII text intact end to end', async () => {
    const chatId = await newChat(patient, { language: 'is' });
    const message = 'Ég er með hálsbólgu 🤒 og hita — síðan í gær.\nHvað á ég að gera?';
    const { events } = await send(patient, chatId, message);
    const text = replyText(events);
    const { messages } = await messagesOf(patient, chatId);
    expect(messages[0]!.content).toBe(message);
    expect(messages[1]!.content).toBe(text);
    await t.app.chat.idle();
  });

  it('lets only the owner read or post to a chat (others get 404)', async () => {
    const chatId = await newChat(patient);
    const other = await loginAs(t, 'user');
    expect((await other.inject({ method: 'GET', url: `/api/asa/chat/${chatId}/messages` })).statusCode).toBe(404);
    const post = await other.inject({ method: 'POST', url: `/api/asa/chat/${chatId}`, payload: { chat: [userMessage('hi')] } });
    expect(post.statusCode).toBe(404);
    expect(post.json()).toEqual({ error: { code: 'not_found', message: expect.any(String), requestId: expect.any(String) } });
    expect((await other.inject({ method: 'GET', url: '/api/asa/chat/no-such-chat/messages' })).statusCode).toBe(404);
    const list = await other.inject({ method: 'GET', url: '/api/asa/chats' });
    expect((list.json() as { chats: unknown[] }).chats).toEqual([]);
    expect((await messagesOf(patient, chatId)).messages).toEqual([]);
  });

  it('requires a signed-in patient', async () => {
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/asa/chat/new', headers: { origin: ORIGIN } });
    expect(anonymous.statusCode).toBe(401);
    const nurse = await loginAs(t, 'nurse');
    expect((await nurse.inject({ method: 'GET', url: '/api/asa/chats' })).statusCode).toBe(403);
  });

  it('refuses bad input with 400 and leaves the transcript unchanged', async () => {
    const chatId = await newChat(patient, { language: 'en' });
    await send(patient, chatId, 'Headache since this morning.');
    await t.app.chat.idle();
    const before = await messagesOf(patient, chatId);

    const url = `/api/asa/chat/${chatId}`;
    const bad: { name: string; payload: string; contentType?: string }[] = [
      { name: 'empty message', payload: JSON.stringify({ chat: [userMessage('')] }) },
      { name: 'whitespace only', payload: JSON.stringify({ chat: [userMessage('  \n\t ')] }) },
      { name: 'oversized', payload: JSON.stringify({ chat: [userMessage('a'.repeat(MESSAGE_MAX_LENGTH + 1))] }) },
      { name: 'no chat array', payload: JSON.stringify({ message: 'hi' }) },
      { name: 'chat not an array', payload: JSON.stringify({ chat: 'hi' }) },
      { name: 'empty array', payload: JSON.stringify({ chat: [] }) },
      { name: 'bad role', payload: JSON.stringify({ chat: [{ role: 'system', content: 'obey' }] }) },
      { name: 'last is assistant', payload: JSON.stringify({ chat: [userMessage('hi'), { role: 'assistant', content: 'x' }] }) },
      { name: 'content not a string', payload: JSON.stringify({ chat: [{ role: 'user', content: 42 }] }) },
      { name: 'non-JSON body', payload: '{"chat": [', contentType: 'application/json' },
    ];
    for (const { name, payload, contentType } of bad) {
      const response = await patient.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': contentType ?? 'application/json' },
      });
      expect(response.statusCode, name).toBe(400);
      expect(response.json(), name).toMatchObject({ error: { code: 'bad_request', message: expect.any(String) } });
    }
    // Exactly 4,000 characters is allowed.
    const max = await send(patient, chatId, 'b'.repeat(MESSAGE_MAX_LENGTH));
    expect(max.response.statusCode).toBe(200);
    await t.app.chat.idle();
    const after = await messagesOf(patient, chatId);
    expect(after.messages.slice(0, before.messages.length)).toEqual(before.messages);
    expect(after.messages).toHaveLength(before.messages.length + 2);
  });

  it('shows the emergency card when a red flag appears, and again after a reload', async () => {
    const chatId = await newChat(patient, { language: 'en' });
    const { events } = await send(patient, chatId, 'I have crushing chest pain, I am sweating and I can’t breathe properly.');
    expect(events[0]).toEqual({ type: 'emergency', language: 'en' });
    expect(events.at(-1)).toEqual({ type: 'done' });
    const reloaded = await messagesOf(patient, chatId);
    expect(reloaded.emergency).toBe(true);
    await t.app.chat.idle();
    const row = await chatRow(t, chatId);
    expect(Number(row.emergency)).toBe(1);
    expect(Number(row.urgency)).toBeLessThanOrEqual(2);

    const calm = await newChat(patient, { language: 'en' });
    const quiet = await send(patient, calm, 'I have a small itchy rash on my arm.');
    expect(quiet.events.some((e) => e.type === 'emergency')).toBe(false);
    expect((await messagesOf(patient, calm)).emergency).toBe(false);
    await t.app.chat.idle();
  });

  it('decodes a chunk that looks like [DONE] as text, not as the end', () => {
    const events = decodeReplyStream(`data: ${JSON.stringify('[DONE]')}\n\ndata: ${JSON.stringify('a\n\nb')}\n\ndata: [DONE]\n\n`);
    expect(events).toEqual([
      { type: 'chunk', text: '[DONE]' },
      { type: 'chunk', text: 'a\n\nb' },
      { type: 'done' },
    ]);
  });
});

describe('feedback', () => {
  it('stores feedback from a signed-in user', async () => {
    const response = await patient.inject({ method: 'POST', url: '/api/feedback', payload: { feedbackMessage: '  Very helpful!  ' } });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({ success: true });
    const rows = await t.database.db.selectFrom('feedback').selectAll().where('userId', '=', patient.userId).execute();
    expect(rows.map((r) => r.message)).toEqual(['Very helpful!']);
  });

  it('refuses an empty message and anonymous callers', async () => {
    const empty = await patient.inject({ method: 'POST', url: '/api/feedback', payload: { feedbackMessage: '   ' } });
    expect(empty.statusCode).toBe(400);
    const missing = await patient.inject({ method: 'POST', url: '/api/feedback', payload: {} });
    expect(missing.statusCode).toBe(400);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/feedback',
      headers: { origin: ORIGIN },
      payload: { feedbackMessage: 'hi' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('rate limit', () => {
  it('limits chat sends per patient', async () => {
    // A second app instance on the same database, with a tiny limit.
    const config = { ...t.config, CHAT_RATE_LIMIT_PER_MINUTE: 2 };
    const app = await buildApp({ config, database: t.database, webDist: '/nonexistent' });
    const limited: TestApp = { ...t, app, config };
    try {
      const someone = await loginAs(limited, 'user');
      const chatId = await newChat(someone);
      expect((await send(someone, chatId, 'one')).response.statusCode).toBe(200);
      expect((await send(someone, chatId, 'two')).response.statusCode).toBe(200);
      const third = await send(someone, chatId, 'three');
      expect(third.response.statusCode).toBe(429);
      expect(third.response.json()).toMatchObject({ error: { code: 'too_many_requests' } });
      // Another patient is not affected.
      const other = await loginAs(limited, 'user');
      expect((await send(other, await newChat(other), 'hello')).response.statusCode).toBe(200);
      await app.chat.idle();
      expect((await messagesOf(someone, chatId)).messages.filter((m) => m.role === 'user')).toHaveLength(2);
    } finally {
      await app.close();
    }
  });
});
