import { type ChatSummary, chatListResponseSchema } from '@asa/domain';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';

export const chatsQueryKey = ['chat', 'list'] as const;

/** GET /api/asa/chats: the patient's chats, most recently active first. */
export async function getChats(): Promise<ChatSummary[]> {
  return chatListResponseSchema.parse(await apiFetch('/api/asa/chats')).chats;
}

export function useChats(enabled = true) {
  return useQuery({ queryKey: chatsQueryKey, queryFn: getChats, enabled });
}
