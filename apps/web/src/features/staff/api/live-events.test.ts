import type { CaseList, CaseStats, LiveCaseEvent, StaffCase } from '@asa/domain';
import { type InfiniteData, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyCase, applyLiveEvent, caseKey, casesKey, type QueueParams, statsKey } from './cases.ts';
import { staffCase } from './fixtures.ts';
import { recount } from './live-queue.ts';

function statsOf(cases: StaffCase[]): CaseStats {
  return cases.reduce<CaseStats>((stats, chat) => recount(stats, undefined, chat), {
    total: 0,
    byUrgency: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
    byStatus: { pending: 0, forwarded: 0, reviewed: 0 },
    pendingByUrgency: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 },
  });
}

const all: QueueParams = { sortBy: 'newest' };
const pendingOnly: QueueParams = { sortBy: 'urgency', status: 'pending' };

/** A screen's cache as a staff screen leaves it after loading: two queues, the counts, maybe an open case. */
function screen(cases: StaffCase[]) {
  const client = new QueryClient();
  const page = (params: QueueParams) => ({
    pages: [{ chats: cases.filter((c) => !params.status || c.status === params.status), nextPage: null }],
    pageParams: [null],
  });
  client.setQueryData([...casesKey, all], page(all));
  client.setQueryData([...casesKey, pendingOnly], page(pendingOnly));
  client.setQueryData(statsKey, statsOf(cases));
  const ids = (params: QueueParams) =>
    client.getQueryData<InfiniteData<CaseList>>([...casesKey, params])!.pages.flatMap((p) => p.chats.map((c) => c.id));
  const invalidated = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;
  return { client, ids, invalidated, stats: () => client.getQueryData<CaseStats>(statsKey)! };
}

function event(id: number, type: LiveCaseEvent['type'], chatId: string, chat: StaffCase | null): LiveCaseEvent {
  return { id, type, chatId, payload: {}, createdAt: 0, case: chat };
}

describe('recount (the counts with one case changed)', () => {
  it('moves a case between buckets, adds a new one, and counts the same state once', () => {
    const before = staffCase('a', 3, 1);
    const stats = statsOf([before, staffCase('b', 1, 2)]);
    const escalated = recount(stats, before, staffCase('a', 2, 1, 'forwarded'));
    expect(escalated).toEqual(statsOf([staffCase('a', 2, 1, 'forwarded'), staffCase('b', 1, 2)]));
    expect(recount(stats, undefined, staffCase('c', 5, 3)).total).toBe(3);
    expect(recount(escalated, staffCase('a', 2, 1, 'forwarded'), staffCase('a', 2, 1, 'forwarded'))).toBe(escalated);
  });
});

describe('applyLiveEvent (issue 14 §11: screens update in place)', () => {
  it('inserts a new case into the queues that show it and counts it, with nothing refetched', () => {
    const s = screen([staffCase('a', 3, 100)]);
    applyLiveEvent(s.client, event(1, 'case.created', 'n', staffCase('n', 1, 200)), new Map());
    expect(s.ids(all)).toEqual(['n', 'a']);
    expect(s.ids(pendingOnly)).toEqual(['n', 'a']);
    expect(s.stats()).toMatchObject({ total: 2, pendingByUrgency: { 1: 1, 3: 1 } });
    expect(s.invalidated([...casesKey, all]) || s.invalidated(statsKey)).toBe(false);
  });

  it('moves, takes out and recounts a changed case, and writes it into the open case', () => {
    const s = screen([staffCase('a', 3, 100), staffCase('b', 2, 50)]);
    s.client.setQueryData(caseKey('a'), staffCase('a', 3, 100));
    const applied = new Map<string, number>();
    applyLiveEvent(s.client, event(1, 'case.urgency', 'a', staffCase('a', 1, 100)), applied);
    expect(s.ids(pendingOnly)).toEqual(['a', 'b']);
    applyLiveEvent(s.client, event(2, 'case.forwarded', 'a', staffCase('a', 1, 100, 'forwarded')), applied);
    expect(s.ids(all)).toEqual(['a', 'b']);
    expect(s.ids(pendingOnly)).toEqual(['b']);
    expect(s.client.getQueryData<StaffCase>(caseKey('a'))?.status).toBe('forwarded');
    expect(s.stats()).toEqual(statsOf([staffCase('a', 1, 100, 'forwarded'), staffCase('b', 2, 50)]));
    expect(s.invalidated([...casesKey, all]) || s.invalidated(statsKey) || s.invalidated(caseKey('a'))).toBe(false);
  });

  it('counts an action’s answer and then its live event once', () => {
    const s = screen([staffCase('a', 2, 100)]);
    const reviewed = staffCase('a', 2, 100, 'reviewed');
    applyCase(s.client, reviewed);
    applyLiveEvent(s.client, event(5, 'case.dismissed', 'a', reviewed), new Map());
    expect(s.stats()).toMatchObject({ total: 1, byStatus: { pending: 0, reviewed: 1 } });
  });

  it('refetches when an older event of a case arrives after a newer one, and ignores a repeat', () => {
    const s = screen([staffCase('a', 3, 100)]);
    const applied = new Map<string, number>();
    applyLiveEvent(s.client, event(9, 'case.claimed', 'a', staffCase('a', 2, 100)), applied);
    applyLiveEvent(s.client, event(9, 'case.claimed', 'a', staffCase('a', 2, 100)), applied);
    expect(s.invalidated([...casesKey, all])).toBe(false);
    applyLiveEvent(s.client, event(8, 'case.urgency', 'a', staffCase('a', 3, 100)), applied);
    // The older snapshot is not written over the newer one; the queue and counts are read again.
    expect(s.client.getQueryData<InfiniteData<CaseList>>([...casesKey, all])!.pages[0]!.chats[0]!.urgency).toBe(2);
    expect(s.invalidated([...casesKey, all])).toBe(true);
    expect(s.invalidated(statsKey)).toBe(true);
  });

  it('refetches the counts only for a changed case the screen did not have', () => {
    const s = screen([staffCase('a', 3, 100)]);
    applyLiveEvent(s.client, event(1, 'case.updated', 'elsewhere', staffCase('elsewhere', 4, 10, 'reviewed')), new Map());
    expect(s.invalidated(statsKey)).toBe(true);
    expect(s.invalidated([...casesKey, all])).toBe(false);
  });

  it('refetches for an event without its case, except an emergency on a chat that is no case yet', () => {
    const s = screen([staffCase('a', 3, 100)]);
    applyLiveEvent(s.client, event(1, 'case.emergency', 'draft', null), new Map());
    expect(s.invalidated([...casesKey, all])).toBe(false);
    applyLiveEvent(s.client, event(2, 'case.updated', 'a', null), new Map());
    expect(s.invalidated([...casesKey, all])).toBe(true);
    expect(s.invalidated(statsKey)).toBe(true);
  });
});
