import type { LiveCaseEvent } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { becameCritical } from './critical-alert.ts';

const event = (type: LiveCaseEvent['type'], payload: Record<string, unknown>): LiveCaseEvent => ({
  id: 1,
  type,
  chatId: 'c1',
  payload,
  createdAt: 0,
  case: null,
});

describe('becameCritical (nurse hub toast + highlight)', () => {
  it('fires for a new critical case, not for a new less urgent one', () => {
    expect(becameCritical(event('case.created', { urgency: 1, previousUrgency: null, status: 'pending' }), undefined)).toBe(true);
    expect(becameCritical(event('case.created', { urgency: 2, status: 'pending' }), undefined)).toBe(false);
  });

  it('fires when a later message raises a pending case to critical (from the event payload)', () => {
    expect(becameCritical(event('case.updated', { urgency: 1, previousUrgency: 3, status: 'pending' }), undefined)).toBe(true);
    // The screen may already have refetched the new urgency: the event still says it has just changed.
    expect(becameCritical(event('case.updated', { urgency: 1, previousUrgency: 3, status: 'pending' }), { urgency: 1, status: 'pending' })).toBe(true);
  });

  it('fires from what the screen knew when the event carries no previous urgency', () => {
    expect(becameCritical(event('case.updated', { urgency: 1, status: 'pending' }), { urgency: 4, status: 'pending' })).toBe(true);
    expect(becameCritical(event('case.updated', { urgency: 1, status: 'pending' }), { urgency: 1, status: 'pending' })).toBe(false);
  });

  it('stays quiet for a case that was critical already, is no longer pending, or is not critical', () => {
    expect(becameCritical(event('case.updated', { urgency: 1, previousUrgency: 1, status: 'pending' }), { urgency: 3, status: 'pending' })).toBe(false);
    expect(becameCritical(event('case.updated', { urgency: 1, previousUrgency: 3, status: 'forwarded' }), undefined)).toBe(false);
    expect(becameCritical(event('case.updated', { urgency: 1 }), { urgency: 3, status: 'reviewed' })).toBe(false);
    expect(becameCritical(event('case.updated', { urgency: 2, previousUrgency: 4, status: 'pending' }), undefined)).toBe(false);
    expect(becameCritical(event('case.reopened', { urgency: 1, status: 'pending' }), { urgency: 1, status: 'reviewed' })).toBe(false);
  });
});
