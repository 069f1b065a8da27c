import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { detectRedFlags } from '../../src/index.ts';
import { assessWithoutNet, present } from './protocol.ts';

/**
 * Expectations of the everyday-words tests: one message per language, read by the engine and its
 * red-flag floor without the safety net, so that a concept's words are tested by themselves.
 */
export type Case = [Language, string];

const urgency = (text: string, lang: Language) => assessWithoutNet(text, lang).urgency;

export const expectUrgent = (cases: Case[]) => {
  for (const [lang, t] of cases) expect(urgency(t, lang), `${lang}: ${t}`).toBeLessThanOrEqual(2);
};
export const expectNotUrgent = (cases: Case[]) => {
  for (const [lang, t] of cases) expect(urgency(t, lang), `${lang}: ${t}`).toBeGreaterThan(2);
};
/** Every message's urgency between `lo` and `hi` (staff scale, inclusive). */
export const expectUrgency = (cases: readonly (readonly [Language, string])[], lo: number, hi: number) => {
  for (const [lang, t] of cases) {
    const u = urgency(t, lang);
    expect(u, `${lang}: ${t}`).toBeGreaterThanOrEqual(lo);
    expect(u, `${lang}: ${t}`).toBeLessThanOrEqual(hi);
  }
};
export const expectRead = (concept: string, cases: readonly (readonly [Language, string])[]) => {
  for (const [lang, t] of cases) expect([...present(t, lang)], `${lang}: ${t}`).toContain(concept);
};
export const expectNotRead = (concept: string, cases: readonly (readonly [Language, string])[]) => {
  for (const [lang, t] of cases) expect([...present(t, lang)], `${lang}: ${t}`).not.toContain(concept);
};

const flagsOf = (text: string, lang: Language) => detectRedFlags(text, lang).map((f) => f.id);
/** Every message raises at least one of these red flags. */
export const expectSomeFlag = (flags: readonly string[], cases: readonly (readonly [Language, string])[]) => {
  for (const [lang, t] of cases) {
    const got = flagsOf(t, lang);
    expect(
      flags.some((f) => got.includes(f)),
      `${lang}: ${t} → ${got.join(', ')}`,
    ).toBe(true);
  }
};
/** No message raises any of these red flags. */
export const expectNoFlag = (flags: readonly string[], cases: readonly (readonly [Language, string])[]) => {
  for (const [lang, t] of cases) {
    const got = flagsOf(t, lang);
    expect(
      flags.some((f) => got.includes(f)),
      `${lang}: ${t} → ${got.join(', ')}`,
    ).toBe(false);
  }
};

/** [lowest, highest] accepted urgency and the message. */
export type UrgencyRow = readonly [number, number, string];
/** One test per row: the message's urgency in `lang` lies between the row's bounds (inclusive). */
export function describeUrgencyRows(title: string, rows: readonly UrgencyRow[], lang: Language) {
  describe(title, () => {
    it.each(rows)('[%i–%i] %s', (lo, hi, text) => {
      const u = urgency(text, lang);
      expect(u).toBeGreaterThanOrEqual(lo);
      expect(u).toBeLessThanOrEqual(hi);
    });
  });
}
