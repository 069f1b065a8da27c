import type { ReplyStreamEvent } from '@asa/domain';
import { apiRequest } from '../../../lib/api.ts';
import { readReplyStream, type StreamOutcome } from './send-message.ts';

export interface ResumeOptions {
  chatId: string;
  /** The id of the last event the client has (`<message id>:<characters>`). */
  lastEventId: string;
  signal?: AbortSignal;
  onEvent: (event: ReplyStreamEvent) => void;
}

/**
 * GET /api/asa/chat/{id}/reply: the rest of a reply after the last event the client has (issue 15
 * item 5), framed like the reply itself. Rejects with ApiError (404) when the reply is not there.
 */
export async function resumeReply({ chatId, lastEventId, signal, onEvent }: ResumeOptions): Promise<StreamOutcome> {
  const response = await apiRequest(`/api/asa/chat/${encodeURIComponent(chatId)}/reply`, {
    headers: { 'last-event-id': lastEventId },
    ...(signal ? { signal } : {}),
  });
  return readReplyStream(response, onEvent, lastEventId);
}
