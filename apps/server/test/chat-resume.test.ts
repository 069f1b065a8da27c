import type { AddressInfo } from 'node:net';
import { createReplyStreamDecoder, parseReplyEventId, type ReplyStreamEvent } from '@asa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type FakeOpenAi, messagesOf, newChat, replyText, startFakeOpenAi, userMessage, waitFor } from './chat-support.ts';
import { buildTestApp, loginAs, ORIGIN, type Session, type TestApp } from './helpers.ts';

/**
 * Replies that survive a refresh (issue 15 item 5): every event of a reply has an id, a client that
 * lost the stream resumes from its last id and ends with the whole reply exactly once — on the
 * instance writing the reply, after it finished, and on another instance (from the stored part).
 * Run with the offline engine and with an OpenAI-compatible provider; on SQLite and PostgreSQL.
 */

interface Read {
  events: ReplyStreamEvent[];
  ids: string[];
}

async function readStream(response: Response, stop: (read: Read) => boolean = () => false): Promise<Read> {
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  const decoder = createReplyStreamDecoder();
  const read: Read = { events: [], ids: [] };
  let pending = '';
  while (!stop(read)) {
    const { value, done } = await reader.read();
    if (done) return read;
    // One SSE frame at a time, so each event is paired with its own id: a loaded machine delivers
    // several frames in one read, and the decoder's last id is then the last frame's.
    pending += value.replace(/\r\n?/g, '\n');
    let end = pending.indexOf('\n\n');
    while (end !== -1) {
      for (const event of decoder.push(pending.slice(0, end + 2))) {
        read.events.push(event);
        read.ids.push(decoder.lastEventId() ?? '');
      }
      pending = pending.slice(end + 2);
      end = pending.indexOf('\n\n');
    }
  }
  await reader.cancel();
  return read;
}

const chunkCount = (read: Read) => read.events.filter((e) => e.type === 'chunk').length;

const engines = [
  { name: 'offline engine', env: { OFFLINE_CHUNK_DELAY_MS: '60' }, ai: false },
  { name: 'openai-compatible provider', env: { AI_PROVIDER: 'openai-compatible', AI_MODEL: 'local-test-model', AI_TIMEOUT_MS: '10000' }, ai: true },
] as const;

describe.each(engines)('resumable replies, $name', ({ env, ai: usesAi }) => {
  let ai: FakeOpenAi | null = null;
  let t: TestApp;
  let patient: Session;
  let otherPatient: Session;
  let baseUrl: string;
  const CHUNKS = ['Thank ', 'you ', 'for ', 'telling ', 'me. ', 'How ', 'long ', 'have ', 'you ', 'had ', 'the ', 'headache? ', 'Is ', 'it ', 'getting ', 'worse?'];

  beforeAll(async () => {
    if (usesAi) ai = await startFakeOpenAi({ reply: () => ({ chunks: CHUNKS, delayMs: 120 }) });
    t = await buildTestApp({ ...env, ...(ai ? { AI_BASE_URL: ai.baseUrl } : {}), REPLY_RESUME_GRACE_SECONDS: '30' });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    patient = await loginAs(t, 'user');
    otherPatient = await loginAs(t, 'user');
  });
  afterAll(async () => {
    await t.app.chat.idle();
    await t.close();
    await ai?.close();
  });

  const send = (chatId: string, content: string, signal?: AbortSignal, eventIds = true) =>
    fetch(`${baseUrl}/api/asa/chat/${chatId}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: ORIGIN,
        cookie: patient.cookie,
        ...(eventIds ? { 'x-reply-event-ids': '1' } : {}),
      },
      body: JSON.stringify({ chat: [userMessage(content)] }),
      ...(signal ? { signal } : {}),
    });
  const resume = (base: string, session: Session, chatId: string, lastEventId?: string) =>
    fetch(`${base}/api/asa/chat/${chatId}/reply`, {
      headers: { cookie: session.cookie, ...(lastEventId === undefined ? {} : { 'last-event-id': lastEventId }) },
    });
  const storedReply = async (chatId: string) => (await messagesOf(patient, chatId)).messages.find((m) => m.role === 'assistant')!;
  const complete = (chatId: string) => waitFor(async () => {
    const reply = await storedReply(chatId);
    return reply.state === 'complete' ? reply : null;
  });

  it('gives every event an id: the reply, and the characters of its text sent so far', async () => {
    const chatId = await newChat(patient, { language: 'en' });
    const read = await readStream(await send(chatId, 'I have had a headache since yesterday'));
    expect(read.events.at(-1)).toEqual({ type: 'done' });
    const stored = await complete(chatId);
    let sent = 0;
    read.events.forEach((event, index) => {
      if (event.type === 'chunk') sent += event.text.length;
      expect(parseReplyEventId(read.ids[index])).toEqual({ messageId: stored.id, offset: sent });
    });
    expect(replyText(read.events)).toBe(stored.content);
    await t.app.chat.idle();
  });

  it('keeps the spec framing for a client that did not ask for ids: every event starts with "data: "', async () => {
    const chatId = await newChat(patient, { language: 'en' });
    const body = await (await send(chatId, 'I have had a headache since yesterday', undefined, false)).text();
    const frames = body.split('\n\n').filter(Boolean);
    expect(frames.length).toBeGreaterThan(2);
    for (const frame of frames) expect(frame).toMatch(/^data: /);
    expect(body.endsWith('data: [DONE]\n\n')).toBe(true);
    await t.app.chat.idle();
  });

  it('resumes mid-reply from the last id: the reply went on, nothing twice, nothing lost', async () => {
    const chatId = await newChat(patient, { language: 'en' });
    const leave = new AbortController();
    const first = await readStream(await send(chatId, 'I have had a headache since yesterday', leave.signal), (r) => chunkCount(r) >= 3);
    leave.abort();
    const lastId = first.ids.at(-1)!;
    expect((await storedReply(chatId)).state).toBe('streaming');

    const rest = await resume(baseUrl, patient, chatId, lastId);
    expect(rest.status).toBe(200);
    expect(rest.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const second = await readStream(rest);
    expect(second.events.at(-1)).toEqual({ type: 'done' });
    expect(second.events.some((e) => e.type === 'error')).toBe(false);
    const stored = await complete(chatId);
    expect(replyText(first.events) + replyText(second.events)).toBe(stored.content);
    expect(replyText(first.events).length).toBeLessThan(stored.content.length);
    await t.app.chat.idle();
  });

  it('resumes after the reply finished: the rest from an id, only the end from the last id', async () => {
    const chatId = await newChat(patient, { language: 'en' });
    const whole = await readStream(await send(chatId, 'I have had a headache since yesterday'));
    const stored = await complete(chatId);
    const chunkIndex = whole.events.findIndex((e, i) => e.type === 'chunk' && i > 1);
    const midId = whole.ids[chunkIndex]!;
    const offset = parseReplyEventId(midId)!.offset;

    const rest = await readStream(await resume(baseUrl, patient, chatId, midId));
    expect(replyText(rest.events)).toBe(stored.content.slice(offset));
    expect(rest.events.at(-1)).toEqual({ type: 'done' });

    const end = await readStream(await resume(baseUrl, patient, chatId, whole.ids.at(-1)!));
    expect(end.events).toEqual([{ type: 'done' }]);
    // Without an id (a reload that kept nothing): the newest reply from its start.
    const all = await readStream(await resume(baseUrl, patient, chatId));
    expect(replyText(all.events)).toBe(stored.content);
    await t.app.chat.idle();
  });

  it('resumes on another instance from the stored part, then what the writing instance stores', async () => {
    const chatId = await newChat(patient, { language: 'en' });
    const leave = new AbortController();
    const first = await readStream(await send(chatId, 'I have had a headache since yesterday', leave.signal), (r) => chunkCount(r) >= 2);
    leave.abort();
    const other = await buildApp({ config: t.config, database: t.database, webDist: '/nonexistent' });
    try {
      await other.listen({ port: 0, host: '127.0.0.1' });
      const otherUrl = `http://127.0.0.1:${(other.server.address() as AddressInfo).port}`;
      const second = await readStream(await resume(otherUrl, patient, chatId, first.ids.at(-1)!));
      expect(second.events.at(-1)).toEqual({ type: 'done' });
      const stored = await complete(chatId);
      expect(replyText(first.events) + replyText(second.events)).toBe(stored.content);
    } finally {
      await other.close();
    }
    await t.app.chat.idle();
  });

  it("refuses another patient's chat and ids that are not a reply's", async () => {
    const chatId = await newChat(patient, { language: 'en' });
    const whole = await readStream(await send(chatId, 'I have had a headache since yesterday'));
    await complete(chatId);
    const lastId = whole.ids.at(-1)!;
    const foreign = await resume(baseUrl, otherPatient, chatId, lastId);
    expect(foreign.status).toBe(404);
    expect(await foreign.text()).not.toContain('headache');
    expect((await resume(baseUrl, otherPatient, chatId)).status).toBe(404);
    // The other patient's own chat does not open this reply either.
    const theirs = await newChat(otherPatient, { language: 'en' });
    expect((await resume(baseUrl, otherPatient, theirs, lastId)).status).toBe(404);
    expect((await fetch(`${baseUrl}/api/asa/chat/${chatId}/reply`, { headers: { 'last-event-id': lastId } })).status).toBe(401);
    const malformed = await resume(baseUrl, patient, chatId, 'not-an-id');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toMatchObject({ error: { code: 'bad_request' } });
    await t.app.chat.idle();
  });
});
