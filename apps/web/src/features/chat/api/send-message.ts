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

/**
 * POST /api/asa/chat/{id} and read the text/event-stream reply. The server owns the transcript,
 * so only the new message is sent. Resolves with whether the stream ended with [DONE]; rejects
 * with ApiError when the send is refused (400, 404, 409, 429) — then nothing was stored.
 */
export async function sendMessage({ chatId, content, language, retry, signal, onEvent }: SendOptions): Promise<boolean> {
  const response = await apiRequest(`/api/asa/chat/${encodeURIComponent(chatId)}`, {
    method: 'POST',
    body: { chat: [{ role: 'user', content, timestamp: Date.now() }], language, ...(retry ? { retry: true } : {}) },
    ...(signal ? { signal } : {}),
  });
  if (!response.body) throw new Error('Network response was not ok');
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  const decoder = createReplyStreamDecoder();
  let done = false;
  for (;;) {
    const { value, done: ended } = await reader.read();
    if (ended) break;
    for (const event of decoder.push(value)) {
      if (event.type === 'done') done = true;
      onEvent(event);
    }
  }
  return done;
}
