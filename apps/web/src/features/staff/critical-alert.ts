import type { LiveCaseEvent, StaffCase } from '@asa/domain';

/**
 * Whether a live event means that a pending case has just become critical (urgency 1): a new
 * critical case, or one a later message raised to critical (the patient's second message revealed
 * a red flag). Issue 5: the nurse hub raises a toast and a highlight for either.
 *
 * What the case was before comes from the event (`previousUrgency`, sent with case.updated by the
 * chat module) and, for events without it, from the case as this screen last loaded it. The event
 * wins: a refetch caused by another event may already show the new urgency.
 */
export function becameCritical(event: LiveCaseEvent, known: Pick<StaffCase, 'urgency' | 'status'> | undefined): boolean {
  if (event.type !== 'case.created' && event.type !== 'case.updated') return false;
  if (Number(event.payload.urgency) !== 1) return false;
  const status = typeof event.payload.status === 'string' ? event.payload.status : known?.status;
  if (status !== undefined && status !== 'pending') return false;
  if (event.type === 'case.created') return true;
  const previous = event.payload.previousUrgency;
  if (previous !== undefined && previous !== null) return Number(previous) !== 1;
  return known?.urgency !== 1;
}
