import {
  CASE_EVENT_TYPES,
  type CaseAction,
  type CaseList,
  type CaseMessage,
  type CaseStats,
  type LiveCaseEvent,
  type SortOrder,
  type StaffCase,
  type Urgency,
} from '@asa/domain';
import { type InfiniteData, type QueryClient, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiFetch } from '../../../lib/api.ts';
import { placeCase } from './live-queue.ts';

/** What a staff screen asks the queue for; the server validates it (packages/domain queueFilterSchema). */
export interface QueueParams {
  sortBy: SortOrder;
  urgency?: readonly Urgency[];
  status?: 'pending' | 'reviewed' | 'forwarded';
}

export const casesKey = ['staff', 'cases'] as const;
export const statsKey = ['staff', 'stats'] as const;
/** One case as its modal shows it (GET /api/asa/chat/{id}). */
export const caseKey = (id: string) => ['staff', 'case', id] as const;

function queueUrl(params: QueueParams, cursor: string | null): string {
  const search = new URLSearchParams({ sortBy: params.sortBy });
  if (params.urgency && params.urgency.length > 0) search.set('urgency', params.urgency.join(','));
  if (params.status) search.set('status', params.status);
  if (cursor) search.set('cursor', cursor);
  return `/api/asa/doctor/chats?${search.toString()}`;
}

/** GET /api/asa/doctor/chats, page after page ("load more"). */
export function useCaseQueue(params: QueueParams) {
  return useInfiniteQuery({
    queryKey: [...casesKey, params],
    queryFn: ({ pageParam, signal }) => apiFetch<CaseList>(queueUrl(params, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextPage,
  });
}

export function useCaseStats() {
  return useQuery({ queryKey: statsKey, queryFn: ({ signal }) => apiFetch<CaseStats>('/api/asa/doctor/stats', { signal }) });
}

export function useCaseMessages(id: string | null) {
  return useQuery({
    queryKey: ['staff', 'messages', id],
    enabled: Boolean(id),
    queryFn: ({ signal }) => apiFetch<{ messages: CaseMessage[] }>(`/api/asa/doctor/chats/${id}/messages`, { signal }),
  });
}

/** POST /api/asa/chat/{id}/{sendToDoctor|dismiss|reopen}. */
export async function runCaseAction(id: string, action: CaseAction): Promise<StaffCase> {
  const { chat } = await apiFetch<{ success: true; chat: StaffCase }>(`/api/asa/chat/${id}/${action}`, { method: 'POST' });
  return chat;
}

/** Writes a changed case into every loaded page, so the screen updates before the refetch. */
export function usePatchCase() {
  const client = useQueryClient();
  return (chat: StaffCase) => {
    client.setQueriesData<InfiniteData<CaseList>>({ queryKey: casesKey }, (data) =>
      data
        ? { ...data, pages: data.pages.map((page) => ({ ...page, chats: page.chats.map((c) => (c.id === chat.id ? chat : c)) })) }
        : data,
    );
  };
}

/** A case as the screen last loaded it (any filter, any page), or undefined. */
export function findLoadedCase(client: QueryClient, id: string): StaffCase | undefined {
  for (const [, data] of client.getQueriesData<InfiniteData<CaseList>>({ queryKey: casesKey })) {
    const found = data?.pages.flatMap((page) => page.chats).find((chat) => chat.id === id);
    if (found) return found;
  }
  return undefined;
}

/**
 * A live event's case into every loaded queue (each with its own filters and order) and into the
 * open case, without refetching them; the counts are refetched (one small query).
 */
function applyLiveCase(client: QueryClient, chat: StaffCase) {
  for (const [key, data] of client.getQueriesData<InfiniteData<CaseList>>({ queryKey: casesKey })) {
    const params = key[2] as QueueParams | undefined;
    if (data && params) client.setQueryData(key, placeCase(data, params, chat));
  }
  if (client.getQueryData(caseKey(chat.id))) client.setQueryData(caseKey(chat.id), chat);
}

/**
 * DESIGN D7: live case events over SSE. The browser's EventSource resends Last-Event-ID itself
 * when it reconnects. Each event is handed to the screen first (it compares with the case as it was
 * loaded), then its case is written in place (issue 14 §11) — or, for an event without one, the queue
 * is refetched — and the counts, the open case's notes and transcript follow.
 */
export function useCaseEvents(onEvent?: (event: LiveCaseEvent) => void) {
  const client = useQueryClient();
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    const source = new EventSource('/api/asa/doctor/events', { withCredentials: true });
    const listener = (message: MessageEvent<string>) => {
      let event: LiveCaseEvent;
      try {
        event = JSON.parse(message.data) as LiveCaseEvent;
      } catch {
        return; // not one of ours
      }
      handler.current?.(event);
      if (event.case) {
        applyLiveCase(client, event.case);
      } else {
        void client.invalidateQueries({ queryKey: casesKey });
        void client.invalidateQueries({ queryKey: caseKey(event.chatId) });
      }
      void client.invalidateQueries({ queryKey: statsKey });
      void client.invalidateQueries({ queryKey: ['staff', 'notes', event.chatId] });
      void client.invalidateQueries({ queryKey: ['staff', 'messages', event.chatId] });
    };
    for (const type of CASE_EVENT_TYPES) source.addEventListener(type, listener);
    return () => source.close();
  }, [client]);
}
