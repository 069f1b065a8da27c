import { createReplyStreamDecoder, type Language, type ReplyStreamEvent } from '@asa/domain';
import { apiRequest } from '../../../lib/api.ts';

export interface SendOptions {
  chatId: string;
  content: string;
  language: Language;
  /** A new reply to the last message after an incomplete one (the message is not stored again). */
  retry?: boolean;
  signal?: AbortSignal;
  onEvent: (event: ReplyStreamEvent) => void;
}

/** How a reply stream ended: with [DONE] or not, and the id of the last event read (to resume). */
export interface StreamOutcome {
  done: boolean;
  lastEventId: string | null;
}

/** Reads a text/event-stream reply to its end (or until the connection breaks). */
export async function readReplyStream(response: Response, onEvent: (event: ReplyStreamEvent) => void, lastEventId: string | null = null): Promise<StreamOutcome> {
  if (!response.body) throw new Error('Network response was not ok');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const decoder = createReplyStreamDecoder();
  const outcome: StreamOutcome = { done: false, lastEventId };
  try {
    for (;;) {
      const { value, done: ended } = await reader.read();
      if (ended) break;
      for (const event of decoder.push(value)) {
        outcome.lastEventId = decoder.lastEventId() ?? outcome.lastEventId;
        if (event.type === 'done') outcome.done = true;
        onEvent(event);
      }
    }
  } catch (error) {
    // The connection broke mid-reply: what was read counts, the caller resumes from its last id.
    if (outcome.lastEventId === null) throw error;
    console.error(error);
  }
  return outcome;
}

/**
 * POST /api/asa/chat/{id} and read the text/event-stream reply. The server owns the transcript,
 * so only the new message is sent. Resolves with how the stream ended; rejects with ApiError when
 * the send is refused (400, 404, 409, 429) — then nothing was stored.
 */
export async function sendMessage({ chatId, content, language, retry, signal, onEvent }: SendOptions): Promise<StreamOutcome> {
  const response = await apiRequest(`/api/asa/chat/${encodeURIComponent(chatId)}`, {
    method: 'POST',
    // Event ids let the reply be resumed after a reload or a lost connection (GET …/reply).
    headers: { 'x-reply-event-ids': '1' },
    body: { chat: [{ role: 'user', content, timestamp: Date.now() }], language, ...(retry ? { retry: true } : {}) },
    ...(signal ? { signal } : {}),
  });
  return readReplyStream(response, onEvent);
}
