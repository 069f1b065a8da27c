import { describe, expect, it } from 'vitest';
import {
  cardSummary,
  cleanPhone,
  compareCases,
  confidenceBand,
  decodeCursor,
  emailLocalPart,
  encodeCursor,
  formatPhoneInput,
  homePathFor,
  hubDateLabel,
  isValidPhone,
  normalisePhone,
  queueFilterSchema,
  relativeTime,
  roleFlags,
  triageLevel,
  truncateSummary,
  urgencyLabels,
} from '../src/index.ts';

describe('phone (spec §5)', () => {
  it('keeps the input in the shape +354 XXX-XXXX, forcing the prefix', () => {
    expect(formatPhoneInput('')).toBe('+354 ');
    expect(formatPhoneInput('5')).toBe('+354 5');
    expect(formatPhoneInput('555')).toBe('+354 555');
    expect(formatPhoneInput('5551')).toBe('+354 555-1');
    expect(formatPhoneInput('5551234')).toBe('+354 555-1234');
    expect(formatPhoneInput('+354 555-12345678')).toBe('+354 555-1234');
    expect(formatPhoneInput('(354) 555 12 34')).toBe('+354 555-1234');
    expect(formatPhoneInput('abc')).toBe('+354 ');
  });

  it('accepts exactly +354 and 7 digits after removing spaces and hyphens (11 characters)', () => {
    expect(cleanPhone('+354 555-1234')).toBe('+3545551234');
    expect(isValidPhone('+354 555-1234')).toBe(true);
    expect(normalisePhone('+354 555-1234')).toBe('+3545551234');
    expect(isValidPhone('+354 555-123')).toBe(false);
    expect(isValidPhone('+354 555-12345')).toBe(false);
    expect(isValidPhone('+45 5551-2345')).toBe(false);
    expect(isValidPhone('354 555-1234')).toBe(false);
    expect(isValidPhone('+354 555.1234')).toBe(false);
    expect(normalisePhone('5551234')).toBeNull();
  });
});

describe('urgency scales (spec §3, DESIGN D1)', () => {
  it('derives both labelings from the stored staff value', () => {
    expect(urgencyLabels(1)).toEqual({ urgency: 1, staffKey: 'critical', patientLevel: 5, patientKey: 'critical' });
    expect(urgencyLabels(2)).toMatchObject({ staffKey: 'high', patientLevel: 4, patientKey: 'veryHigh' });
    expect(urgencyLabels(3)).toMatchObject({ staffKey: 'moderate', patientLevel: 3, patientKey: 'high' });
    expect(urgencyLabels(4)).toMatchObject({ staffKey: 'low', patientLevel: 2, patientKey: 'moderate' });
    expect(urgencyLabels(5)).toMatchObject({ staffKey: 'minimal', patientLevel: 1, patientKey: 'low' });
  });

  it('treats unknown values as 3', () => {
    expect(urgencyLabels(0).urgency).toBe(3);
    expect(urgencyLabels('x').urgency).toBe(3);
    expect(urgencyLabels(undefined).urgency).toBe(3);
  });

  it('maps urgency onto the three evaluation levels', () => {
    expect([1, 2, 3, 4, 5].map((u) => triageLevel(u as 1))).toEqual([
      'emergency',
      'emergency',
      'non-emergency',
      'non-emergency',
      'self-care',
    ]);
  });
});

describe('confidence bands (spec §5)', () => {
  it('colours 80+ green, 60+ yellow, 40+ orange, below red', () => {
    expect([100, 80, 79, 60, 59, 40, 39, 0].map(confidenceBand)).toEqual([
      'green',
      'green',
      'yellow',
      'yellow',
      'orange',
      'orange',
      'red',
      'red',
    ]);
  });
});

describe('summary truncation (spec §5)', () => {
  it('cuts list summaries at 200 characters', () => {
    const long = 'a'.repeat(250);
    expect(truncateSummary(long)).toEqual({ text: `${'a'.repeat(200)}…`, truncated: true });
    expect(truncateSummary('short')).toEqual({ text: 'short', truncated: false });
    expect(truncateSummary('b'.repeat(200)).truncated).toBe(false);
  });

  it('takes the first sentence without a leading "Diagnosis:", capped at 120', () => {
    expect(cardSummary('Diagnosis: Viral pharyngitis. Urgency: 4')).toBe('Viral pharyngitis.');
    expect(cardSummary('Migraine without aura! Rest advised.')).toBe('Migraine without aura!');
    expect(cardSummary('No full stop here')).toBe('No full stop here');
    expect(cardSummary('Blood pressure 120.5 is fine. Next.')).toBe('Blood pressure 120.5 is fine.');
    const capped = cardSummary(`${'x'.repeat(150)}.`);
    expect(capped.length).toBe(120);
    expect(capped.endsWith('…')).toBe(true);
  });
});

describe('relative time and hub dates (spec §9)', () => {
  const now = new Date(2026, 10, 21, 14, 30).getTime();
  it('says just now under 60 s, then minutes, hours and days', () => {
    expect(relativeTime(now - 59_000, now)).toEqual({ unit: 'now' });
    expect(relativeTime(now - 60_000, now)).toEqual({ unit: 'minute', value: 1 });
    expect(relativeTime(now - 59 * 60_000, now)).toEqual({ unit: 'minute', value: 59 });
    expect(relativeTime(now - 3 * 3_600_000, now)).toEqual({ unit: 'hour', value: 3 });
    expect(relativeTime(now - 49 * 3_600_000, now)).toEqual({ unit: 'day', value: 2 });
  });

  it('labels today and yesterday with HH:MM, otherwise d/m/yyyy', () => {
    expect(hubDateLabel(new Date(2026, 10, 21, 8, 5).getTime(), now)).toEqual({ kind: 'today', time: '08:05' });
    expect(hubDateLabel(new Date(2026, 10, 20, 23, 59).getTime(), now)).toEqual({ kind: 'yesterday', time: '23:59' });
    expect(hubDateLabel(new Date(2026, 10, 19, 12, 0).getTime(), now)).toEqual({ kind: 'date', date: '19/11/2026' });
  });
});

describe('queue (spec §4, §9)', () => {
  it('validates filters and rejects unknown keys', () => {
    expect(queueFilterSchema.parse({})).toEqual({ sortBy: 'newest', limit: 20 });
    expect(queueFilterSchema.parse({ urgency: '1,2', status: 'pending', limit: '50' })).toMatchObject({
      urgency: [1, 2],
      status: 'pending',
      limit: 50,
    });
    expect(queueFilterSchema.safeParse({ urgency: '6' }).success).toBe(false);
    expect(queueFilterSchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(queueFilterSchema.safeParse({ sortBy: 'oldest' }).success).toBe(false);
    expect(queueFilterSchema.safeParse({ drop: 'table' }).success).toBe(false);
  });

  it('round-trips cursors and refuses forged ones', () => {
    const cursor = { urgency: 2, createdAt: 1_795_000_000_000, id: 'abc-123' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    expect(decodeCursor('not-a-cursor')).toBeNull();
    expect(decodeCursor(btoa('{"u":"x"}'))).toBeNull();
  });

  it('sorts newest first, or by urgency then newest', () => {
    const a = { urgency: 3, createdAt: 3, id: 'a' };
    const b = { urgency: 1, createdAt: 1, id: 'b' };
    const c = { urgency: 1, createdAt: 2, id: 'c' };
    expect([a, b, c].sort((x, y) => compareCases('newest', x, y)).map((x) => x.id)).toEqual(['a', 'c', 'b']);
    expect([a, b, c].sort((x, y) => compareCases('urgency', x, y)).map((x) => x.id)).toEqual(['c', 'b', 'a']);
  });
});

describe('roles (spec §2.2, §3)', () => {
  it('sends each role to its screen and derives the flags', () => {
    expect(homePathFor('user')).toBe('/chat');
    expect(homePathFor('nurse')).toBe('/view-urgent-chats');
    expect(homePathFor('doctor')).toBe('/doctor-ui');
    expect(homePathFor('admin')).toBe('/doctor-list');
    expect(roleFlags('admin')).toEqual({ isAdmin: true, isDoctor: true, isStaff: true });
    expect(roleFlags('user')).toEqual({ isAdmin: false, isDoctor: false, isStaff: false });
  });

  it('names the nurse by the e-mail local part', () => {
    expect(emailLocalPart('nina@demo.clinic')).toBe('nina');
    expect(emailLocalPart(null)).toBeNull();
  });
});
