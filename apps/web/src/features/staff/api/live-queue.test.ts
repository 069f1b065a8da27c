import type { CaseList, StaffCase } from '@asa/domain';
import type { InfiniteData } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import type { QueueParams } from './cases.ts';
import { staffCase } from './fixtures.ts';
import { placeCase } from './live-queue.ts';

function loaded(pages: StaffCase[][], more = false): InfiniteData<CaseList> {
  return {
    pages: pages.map((chats, i) => ({ chats, nextPage: i < pages.length - 1 || more ? `cursor-${i}` : null })),
    pageParams: pages.map((_, i) => (i === 0 ? null : `cursor-${i - 1}`)),
  };
}

const ids = (data: InfiniteData<CaseList>) => data.pages.map((page) => page.chats.map((c) => c.id));

describe('placeCase (a live event’s case into a loaded queue)', () => {
  const newest: QueueParams = { sortBy: 'newest' };
  const byUrgency: QueueParams = { sortBy: 'urgency' };

  it('puts a new case first in newest order and updates a known one where it is', () => {
    const data = loaded([[staffCase('b', 3, 200), staffCase('a', 4, 100)]]);
    expect(ids(placeCase(data, newest, staffCase('c', 5, 300)))).toEqual([['c', 'b', 'a']]);
    const updated = placeCase(data, newest, { ...staffCase('a', 1, 100), diagnosis: 'now' });
    expect(ids(updated)).toEqual([['b', 'a']]);
    expect(updated.pages[0]!.chats[1]!.diagnosis).toBe('now');
  });

  it('moves a case whose urgency rose up the urgency order, escalated cases first within a level', () => {
    const data = loaded([[staffCase('x', 1, 50), staffCase('y', 2, 400), staffCase('z', 4, 300)]]);
    expect(ids(placeCase(data, byUrgency, staffCase('z', 2, 300)))).toEqual([['x', 'y', 'z']]);
    expect(ids(placeCase(data, byUrgency, staffCase('z', 2, 300, 'forwarded')))).toEqual([['x', 'z', 'y']]);
    expect(ids(placeCase(data, byUrgency, staffCase('z', 1, 300)))).toEqual([['z', 'x', 'y']]);
  });

  it('takes a case out of a queue whose filters it no longer matches', () => {
    const data = loaded([[staffCase('a', 2, 200), staffCase('b', 3, 100)]]);
    expect(ids(placeCase(data, { sortBy: 'newest', status: 'pending' }, staffCase('a', 2, 200, 'reviewed')))).toEqual([['b']]);
    expect(ids(placeCase(data, { sortBy: 'newest', urgency: [2] }, staffCase('a', 4, 200)))).toEqual([['b']]);
    expect(ids(placeCase(loaded([[]]), { sortBy: 'newest', urgency: [1, 2] }, staffCase('n', 1, 500)))).toEqual([['n']]);
  });

  it('leaves a case whose place lies beyond the loaded pages to the next "load more"', () => {
    const data = loaded([[staffCase('a', 3, 300)], [staffCase('b', 3, 200)]], true);
    expect(ids(placeCase(data, newest, staffCase('old', 3, 100)))).toEqual([['a'], ['b']]);
    const complete = loaded([[staffCase('a', 3, 300)], [staffCase('b', 3, 200)]]);
    expect(ids(placeCase(complete, newest, staffCase('old', 3, 100)))).toEqual([['a'], ['b', 'old']]);
    // Moving from a loaded page to past them takes it out.
    expect(ids(placeCase(data, byUrgency, staffCase('a', 5, 300)))).toEqual([[], ['b']]);
  });
});
