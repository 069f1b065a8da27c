import { type ChatMessage, chatMessagesResponseSchema, formatReplyEventId, type Language, type PatientCaseState, patientChatEventSchema, type StreamErrorInfo } from '@asa/domain';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from '../../../lib/api.ts';

/** What the chat screen shows: the stored transcript plus the reply streaming in right now. */
export interface ChatView {
  messages: ChatMessage[];
  /** The red-flag floor fired in this chat: the emergency card shows (also after a reload). */
  emergency: boolean;
  /** The patient's language as the server detected it (DESIGN D13); the emergency card shows it. */
  language: Language | null;
  /** idle, waiting for the first chunk (spinner), or streaming. */
  phase: 'idle' | 'waiting' | 'streaming';
  /** A reply is being written elsewhere (another tab, or before a reload): poll until it ends. */
  replyingElsewhere: boolean;
  /**
   * A reply still being written when the transcript was read (a reload mid-reply): the event id to
   * resume it from — the stored part is shown, the rest follows (issue 15 item 5).
   */
  resumeFrom?: string | null;
  /** The reply's stream broke and is being resumed: "reconnecting" shows. */
  reconnecting?: boolean;
  /** The last reply was cut; it can be retried. */
  error: StreamErrorInfo | null;
  /** Where the case is at the clinic (issue 14 §6); null before the first assessment. */
  caseState?: PatientCaseState | null;
}

export const EMPTY_VIEW: ChatView = { messages: [], emergency: false, language: null, phase: 'idle', replyingElsewhere: false, error: null, caseState: null };

export const chatViewKey = (chatId: string | null) => ['chat', 'view', chatId ?? 'draft'] as const;

/** GET /api/asa/chat/{id}/messages. */
export async function getChatMessages(chatId: string): Promise<ChatView> {
  const data = chatMessagesResponseSchema.parse(await apiFetch(`/api/asa/chat/${encodeURIComponent(chatId)}/messages`));
  const last = data.messages[data.messages.length - 1];
  return {
    messages: data.messages.filter((m) => m.state !== 'streaming' || m.content !== ''),
    emergency: data.emergency,
    language: data.language,
    phase: 'idle',
    replyingElsewhere: data.replying,
    resumeFrom: last?.role === 'assistant' && last.state === 'streaming' ? formatReplyEventId({ messageId: last.id, offset: last.content.length }) : null,
    caseState: data.caseState,
    error:
      last?.role === 'assistant' && last.state === 'incomplete'
        ? { code: 'provider_error', message: '', retryable: true }
        : null,
  };
}

export function useChatView(chatId: string | null) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: chatViewKey(chatId),
    queryFn: async () => {
      // While this tab streams a reply, the cache is the truth; a refetch would cut it short.
      const current = queryClient.getQueryData<ChatView>(chatViewKey(chatId));
      if (!chatId || (current && current.phase !== 'idle')) return current ?? EMPTY_VIEW;
      return getChatMessages(chatId);
    },
    enabled: chatId !== null,
    refetchInterval: (query) => (query.state.data?.replyingElsewhere ? 1500 : false),
  });
}

/**
 * The patient's live stream of their case (issue 14 §6): the state as the clinic moves it, and a
 * ping when the clinic writes, which refetches the transcript (unless a reply is streaming).
 */
export function useClinicUpdates(chatId: string | null) {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!chatId) return;
    const source = new EventSource(`/api/asa/chat/${encodeURIComponent(chatId)}/events`, { withCredentials: true });
    source.onmessage = (message: MessageEvent<string>) => {
      let update;
      try {
        update = patientChatEventSchema.parse(JSON.parse(message.data));
      } catch {
        return;
      }
      queryClient.setQueryData<ChatView>(chatViewKey(chatId), (view) => (view ? { ...view, caseState: update.state } : view));
      if (update.message) void queryClient.invalidateQueries({ queryKey: chatViewKey(chatId) });
    };
    return () => source.close();
  }, [chatId, queryClient]);
}
