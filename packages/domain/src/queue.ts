import { z } from 'zod';
import { URGENCY_LEVELS, type Urgency } from './urgency.ts';

/** Case flags (spec §4): pending = neither dismissed nor forwarded. */
export const CASE_STATUSES = ['pending', 'forwarded', 'reviewed'] as const;
export type CaseStatus = (typeof CASE_STATUSES)[number];

export function caseStatus(flags: { dismissed: boolean; forwardedToDoctor: boolean }): CaseStatus {
  if (flags.dismissed) return 'reviewed';
  if (flags.forwardedToDoctor) return 'forwarded';
  return 'pending';
}

/** Spec §9: nurse hub newest first; doctor dashboard urgency ascending, then newest. */
export const SORT_ORDERS = ['newest', 'urgency'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const QUEUE_PAGE_SIZE = 20;
export const QUEUE_PAGE_MAX = 100;

const urgencyList = z
  .union([z.string(), z.array(z.string())])
  .transform((value, ctx) => {
    const levels: Urgency[] = [];
    for (const part of (Array.isArray(value) ? value : value.split(',')).filter(Boolean)) {
      const n = Number(part);
      if (!(URGENCY_LEVELS as readonly number[]).includes(n)) {
        ctx.addIssue({ code: 'custom', message: 'urgency must be a list of levels 1–5' });
        return z.NEVER;
      }
      levels.push(n as Urgency);
    }
    return levels;
  });

export const queueFilterSchema = z
  .object({
    sortBy: z.enum(SORT_ORDERS).default('newest'),
    urgency: urgencyList.optional(),
    status: z.enum(CASE_STATUSES).optional(),
    cursor: z.string().max(200).optional(),
    limit: z.coerce.number().int().min(1).max(QUEUE_PAGE_MAX).default(QUEUE_PAGE_SIZE),
  })
  .strict();
export type QueueFilter = z.output<typeof queueFilterSchema>;

/** Position after the last row of a page; which fields matter depends on the sort order. */
export interface QueueCursor {
  urgency: number;
  createdAt: number; // epoch ms
  id: string;
  /** Urgency order: the row was in its level's escalated (forwarded) part, which comes first. */
  escalated?: boolean;
}

const cursorSchema = z.object({
  u: z.number().int(),
  c: z.number().int(),
  i: z.string().min(1).max(64),
  f: z.literal(1).optional(),
});

export function encodeCursor(cursor: QueueCursor): string {
  const json = JSON.stringify({ u: cursor.urgency, c: cursor.createdAt, i: cursor.id, ...(cursor.escalated ? { f: 1 } : {}) });
  return btoa(json).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Returns null for anything that is not a cursor this server issued. */
export function decodeCursor(raw: string): QueueCursor | null {
  try {
    const json = atob(raw.replace(/-/g, '+').replace(/_/g, '/'));
    const parsed = cursorSchema.safeParse(JSON.parse(json));
    if (!parsed.success) return null;
    return { urgency: parsed.data.u, createdAt: parsed.data.c, id: parsed.data.i, ...(parsed.data.f ? { escalated: true } : {}) };
  } catch {
    return null;
  }
}

/**
 * Comparator with the exact order of the SQL (used by tests and by live updates on the client). In
 * urgency order, escalated (forwarded) cases come first within a level (issue 14 §2).
 */
export function compareCases(
  sortBy: SortOrder,
  a: { urgency: number; createdAt: number; id: string; escalated?: boolean },
  b: { urgency: number; createdAt: number; id: string; escalated?: boolean },
): number {
  if (sortBy === 'urgency' && a.urgency !== b.urgency) return a.urgency - b.urgency;
  if (sortBy === 'urgency' && Boolean(a.escalated) !== Boolean(b.escalated)) return a.escalated ? -1 : 1;
  if (a.createdAt !== b.createdAt) return b.createdAt - a.createdAt;
  return a.id < b.id ? 1 : a.id > b.id ? -1 : 0;
}
