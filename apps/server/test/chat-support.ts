import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { type Assessment, decodeReplyStream, emptyMedicalHistory, type ReplyStreamEvent } from '@asa/domain';
import { expect } from 'vitest';
import type { Session, TestApp } from './helpers.ts';

/** How the fake model answers one streaming chat-completions request. */
export interface ReplyScript {
  chunks: string[];
  /** Pause before each chunk. */
  delayMs?: number;
  /** Cut the connection after this many chunks (a provider failing mid-stream). */
  failAfter?: number;
  /** Stop sending after the chunks without ending (a provider that hangs). */
  hang?: boolean;
  /** End the stream only once this settles (a reply that lasts as long as the test needs, whatever the machine's load). */
  holdUntil?: Promise<void>;
  /** Answer with this HTTP error status instead of a stream. */
  status?: number;
}

export interface RecordedRequest {
  body: {
    model: string;
    stream?: boolean;
    messages: { role: string; content: string }[];
    response_format?: { type: string; json_schema?: { name?: string; schema: unknown; strict?: boolean } };
  };
  /** Set when the caller closed the connection before the answer ended. */
  closedEarly: boolean;
}

/**
 * A small HTTP server speaking the OpenAI chat-completions protocol: streaming replies (SSE of
 * chat.completion.chunk objects) and structured output (`response_format: json_schema`), as
 * Ollama, vLLM, llama.cpp server and LM Studio do. Each test scripts what it answers.
 */
export async function startFakeOpenAi(
  options: {
    /** Answers assessments that were not queued (default: validAssessment()). */
    assess?: (body: RecordedRequest['body']) => unknown;
    /** Scripts replies that were not queued (default: "Hello there."). */
    reply?: (body: RecordedRequest['body']) => ReplyScript;
  } = {},
) {
  const replies: ReplyScript[] = [];
  const assessments: unknown[] = [];
  const requests: RecordedRequest[] = [];
  const sockets = new Set<Socket>();

  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (part: string) => (raw += part));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      const record: RecordedRequest = { body: JSON.parse(raw) as RecordedRequest['body'], closedEarly: false };
      requests.push(record);
      res.on('close', () => {
        if (!res.writableFinished) record.closedEarly = true;
      });
      const base = { id: `chatcmpl-${requests.length}`, created: Math.floor(Date.now() / 1000), model: record.body.model };
      if (!record.body.stream) {
        const next = assessments.length > 0 ? assessments.shift() : (options.assess?.(record.body) ?? validAssessment());
        const content = typeof next === 'string' ? next : JSON.stringify(next);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            ...base,
            object: 'chat.completion',
            choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
            usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 },
          }),
        );
        return;
      }
      const script = replies.shift() ?? options.reply?.(record.body) ?? { chunks: ['Hello', ' there.'] };
      if (script.status) {
        res.writeHead(script.status, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: 'upstream exploded', type: 'server_error', code: null } }));
        return;
      }
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      const frame = (delta: object, finish: string | null = null) =>
        `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      void (async () => {
        res.write(frame({ role: 'assistant', content: '' }));
        for (const [index, chunk] of script.chunks.entries()) {
          if (script.failAfter !== undefined && index >= script.failAfter) {
            // Let what was written reach the client, then drop the connection.
            await new Promise((r) => setTimeout(r, 50));
            res.socket?.destroy();
            return;
          }
          if (script.delayMs) await new Promise((r) => setTimeout(r, script.delayMs));
          if (res.destroyed) return;
          res.write(frame({ content: chunk }));
        }
        if (script.failAfter !== undefined && script.failAfter >= script.chunks.length) {
          res.socket?.destroy();
          return;
        }
        if (script.hang) return;
        if (script.holdUntil) await script.holdUntil;
        if (res.destroyed) return;
        res.write(frame({}, 'stop'));
        res.end('data: [DONE]\n\n');
      })();
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    replies,
    assessments,
    requests,
    streamRequests: () => requests.filter((r) => r.body.stream),
    assessmentRequests: () => requests.filter((r) => !r.body.stream),
    async close() {
      for (const socket of sockets) socket.destroy();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
export type FakeOpenAi = Awaited<ReturnType<typeof startFakeOpenAi>>;

export function validAssessment(overrides: Partial<Assessment> = {}): Assessment {
  return {
    urgency: 4,
    diagnosis: 'Probable tension-type headache.',
    diagnosisData: {
      patientSummary: 'Adult with two days of headache.',
      primaryDiagnosis: 'Tension-type headache',
      soap: { subjective: 'Headache for two days.', objective: 'Not examined.', assessment: 'Likely tension-type headache.', plan: 'Self-care; see a doctor if worse.' },
      differentialDiagnoses: [
        { diagnosisName: 'Tension-type headache', icd10Code: 'G44.2', confidenceLevel: 70, clinicalReasoning: 'Band-like, no red flags.' },
        { diagnosisName: 'Migraine', icd10Code: 'G43.9', confidenceLevel: 20, clinicalReasoning: 'Possible.' },
      ],
      redFlagsAssessment: { presentRedFlags: [], absentRedFlags: ['Fever'], unknownRedFlags: [], warningSignsToMonitor: ['Sudden severe headache'] },
    },
    medicalHistory: emptyMedicalHistory(),
    ...overrides,
  };
}

export async function newChat(session: Session, body?: object): Promise<string> {
  const response = await session.inject({ method: 'POST', url: '/api/asa/chat/new', ...(body ? { payload: body } : {}) });
  expect(response.statusCode).toBe(201);
  return (response.json() as { chatId: string }).chatId;
}

export function userMessage(content: string) {
  return { role: 'user' as const, content, timestamp: Date.now() };
}

export async function send(session: Session, chatId: string, content: string, extra: object = {}) {
  const response = await session.inject({
    method: 'POST',
    url: `/api/asa/chat/${chatId}`,
    payload: { chat: [userMessage(content)], ...extra },
  });
  return { response, events: response.statusCode === 200 ? decodeReplyStream(response.body) : [] };
}

export function replyText(events: ReplyStreamEvent[]): string {
  return events.map((e) => (e.type === 'chunk' ? e.text : '')).join('');
}

export async function messagesOf(session: Session, chatId: string) {
  const response = await session.inject({ method: 'GET', url: `/api/asa/chat/${chatId}/messages` });
  expect(response.statusCode).toBe(200);
  return response.json() as {
    chat: { urgency: number; diagnosis: string; title: string; emergency: boolean };
    messages: { id: string; role: string; content: string; state: string; timestamp: number; channel: string }[];
    emergency: boolean;
    language: string;
    replying: boolean;
  };
}

export async function chatRow(t: TestApp, chatId: string) {
  return t.database.db.selectFrom('chat').selectAll().where('id', '=', chatId).executeTakeFirstOrThrow();
}

export async function waitFor<T>(probe: () => Promise<T | undefined | null | false>, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('waitFor timed out');
    await new Promise((r) => setTimeout(r, 25));
  }
}
