import {
  CASE_EVENT_TYPES,
  type CaseAction,
  type CaseEventType,
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
import { placeCase, recount } from './live-queue.ts';

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

/** A case as the screen last loaded it (any filter, any page), or undefined. */
export function findLoadedCase(client: QueryClient, id: string): StaffCase | undefined {
  for (const [, data] of client.getQueriesData<InfiniteData<CaseList>>({ queryKey: casesKey })) {
    const found = data?.pages.flatMap((page) => page.chats).find((chat) => chat.id === id);
    if (found) return found;
  }
  return undefined;
}

/** The case as this screen has it: any loaded queue, else the open case; undefined when it has neither. */
function knownCase(client: QueryClient, id: string): StaffCase | undefined {
  return findLoadedCase(client, id) ?? client.getQueryData<StaffCase>(caseKey(id));
}

/**
 * A case as it is now (a live event's, or an action's answer) into every loaded queue (each with
 * its own filters and order: inserted, moved or taken out), into the open case and into the counts
 * — without refetching any of them (issue 14 §11). The counts are refetched only when this screen
 * did not have the case and it is not a new one: what it was before, and so what to take off, is
 * then unknown.
 */
export function applyCase(client: QueryClient, chat: StaffCase, options: { isNew?: boolean } = {}) {
  const before = knownCase(client, chat.id);
  for (const [key, data] of client.getQueriesData<InfiniteData<CaseList>>({ queryKey: casesKey })) {
    const params = key[2] as QueueParams | undefined;
    if (data && params) client.setQueryData(key, placeCase(data, params, chat));
  }
  if (client.getQueryData(caseKey(chat.id))) client.setQueryData(caseKey(chat.id), chat);
  const stats = client.getQueryData<CaseStats>(statsKey);
  if (!stats) return;
  if (before || options.isNew) client.setQueryData(statsKey, recount(stats, before, chat));
  else void client.invalidateQueries({ queryKey: statsKey });
}

/** The hook form of applyCase, for screens and mutations. */
export function useApplyCase() {
  const client = useQueryClient();
  return (chat: StaffCase) => applyCase(client, chat);
}

/** Refetches what a live event touched, for an event that cannot be applied in place. */
function refetchAfter(client: QueryClient, chatId: string) {
  void client.invalidateQueries({ queryKey: casesKey });
  void client.invalidateQueries({ queryKey: caseKey(chatId) });
  void client.invalidateQueries({ queryKey: statsKey });
}

/** Events after which the open case's transcript has something new (the patient or the clinic wrote). */
const TRANSCRIPT_EVENTS: ReadonlySet<CaseEventType> = new Set(['case.created', 'case.updated', 'case.emergency', 'case.clinicMessage']);

/**
 * What a screen does with one live event (issue 14 §11). The event's case goes in place; the queue
 * is refetched only when the event cannot be trusted to be the newest state of its case — it
 * arrived after a later event of the same case (on PostgreSQL, events of other server processes can
 * arrive slightly out of id order), or it came without a case although the screen knows the case (its
 * read failed on the server). An emergency on a chat that is not a case yet (the patient's first
 * words, DESIGN D14) has nothing to refetch: no queue lists drafts, and case.created follows.
 * `applied` holds, per case, the id of the last event applied.
 */
export function applyLiveEvent(client: QueryClient, event: LiveCaseEvent, applied: Map<string, number>) {
  const last = applied.get(event.chatId);
  if (last !== undefined && event.id <= last) {
    if (event.id < last) refetchAfter(client, event.chatId);
  } else {
    applied.set(event.chatId, event.id);
    if (event.case) applyCase(client, event.case, { isNew: event.type === 'case.created' });
    else if (event.type !== 'case.emergency' || knownCase(client, event.chatId)) refetchAfter(client, event.chatId);
  }
  if (event.type === 'case.note') void client.invalidateQueries({ queryKey: ['staff', 'notes', event.chatId] });
  if (TRANSCRIPT_EVENTS.has(event.type)) void client.invalidateQueries({ queryKey: ['staff', 'messages', event.chatId] });
}

/**
 * DESIGN D7: live case events over SSE. The browser's EventSource resends Last-Event-ID itself
 * when it reconnects. Each event is handed to the screen first (it compares with the case as it was
 * loaded), then applied (applyLiveEvent).
 */
export function useCaseEvents(onEvent?: (event: LiveCaseEvent) => void) {
  const client = useQueryClient();
  const handler = useRef(onEvent);
  useEffect(() => {
    handler.current = onEvent;
  });
  useEffect(() => {
    const applied = new Map<string, number>();
    const source = new EventSource('/api/asa/doctor/events', { withCredentials: true });
    const listener = (message: MessageEvent<string>) => {
      let event: LiveCaseEvent;
      try {
        event = JSON.parse(message.data) as LiveCaseEvent;
      } catch {
        return; // not one of ours
      }
      handler.current?.(event);
      applyLiveEvent(client, event, applied);
    };
    for (const type of CASE_EVENT_TYPES) source.addEventListener(type, listener);
    return () => source.close();
  }, [client]);
}
