import { type CaseList, type CaseStats, compareCases, type StaffCase } from '@asa/domain';
import type { InfiniteData } from '@tanstack/react-query';
import type { QueueParams } from './cases.ts';

/** Whether a queue with these filters shows the case (the server's filters: status, staff urgency). */
export function queueShows(params: QueueParams, chat: StaffCase): boolean {
  if (params.status && chat.status !== params.status) return false;
  if (params.urgency && params.urgency.length > 0 && !params.urgency.includes(chat.urgency)) return false;
  return true;
}

function sortKey(chat: StaffCase) {
  return { urgency: chat.urgency, createdAt: chat.createdAt, id: chat.id, escalated: chat.status === 'forwarded' };
}

/**
 * A loaded queue with one case as it is now (issue 14 §11: live events carry the case): taken out of
 * where it was, and put back where the server's order would put it — unless it no longer matches the
 * filters, or its place lies beyond the loaded pages (the next "load more" brings it, since the
 * pages' cursors are left as they were).
 */
export function placeCase(data: InfiniteData<CaseList>, params: QueueParams, chat: StaffCase): InfiniteData<CaseList> {
  const pages = data.pages.map((page) => ({ ...page, chats: page.chats.filter((c) => c.id !== chat.id) }));
  if (queueShows(params, chat)) {
    const key = sortKey(chat);
    let placed = false;
    for (const page of pages) {
      const at = page.chats.findIndex((c) => compareCases(params.sortBy, key, sortKey(c)) < 0);
      if (at >= 0) {
        page.chats.splice(at, 0, chat);
        placed = true;
        break;
      }
    }
    const last = pages.at(-1);
    if (!placed && last && !last.nextPage) last.chats.push(chat);
  }
  return { ...data, pages };
}

type Counted = Pick<StaffCase, 'urgency' | 'status'>;

/**
 * The counts behind the tiles and chips with one case moved from what it was to what it is now
 * (the server's queueStats, issue 14 §11). `before` undefined: the case was not counted yet (a new
 * case). Nothing changes when the case was already counted as it is now, so applying the same case
 * twice (an action's answer, then its live event) counts it once.
 */
export function recount(stats: CaseStats, before: Counted | undefined, after: Counted): CaseStats {
  if (before && before.urgency === after.urgency && before.status === after.status) return stats;
  const next: CaseStats = {
    total: stats.total,
    byUrgency: { ...stats.byUrgency },
    byStatus: { ...stats.byStatus },
    pendingByUrgency: { ...stats.pendingByUrgency },
  };
  const add = (chat: Counted, n: number) => {
    next.total += n;
    next.byUrgency[chat.urgency] += n;
    next.byStatus[chat.status] += n;
    if (chat.status === 'pending') next.pendingByUrgency[chat.urgency] += n;
  };
  if (before) add(before, -1);
  add(after, 1);
  return next;
}
