import { LANGUAGES } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { COMPOSITIONS } from '../src/concepts/compositions.ts';
import { NEGATION, TEMPORAL } from '../src/nlp/cues.ts';
import { ALL_CONCEPTS } from '../src/nlp/concept-terms.ts';
import { checkTermList, compileTerms, matchAll } from '../src/nlp/matcher.ts';
import { normalize } from '../src/nlp/normalize.ts';

/**
 * The engine makes a term list's regular expression only when a text passes its pre-filter (on a
 * patient's message, possibly the first to contain its words): every list of every language is made
 * here, so a faulty term fails this test instead of an assessment.
 */
describe('term lists', () => {
  it('every list of every language is a valid regular expression', () => {
    const faulty: string[] = [];
    let lists = 0;
    const tryList = (what: string, list: ReturnType<typeof compileTerms>) => {
      if (!list) return;
      lists++;
      try {
        checkTermList(list);
      } catch (error) {
        faulty.push(`${what}: ${(error as Error).message}`);
      }
    };
    for (const lang of LANGUAGES) {
      for (const c of ALL_CONCEPTS) {
        tryList(`${c.id} (${lang})`, compileTerms(c.terms[lang] ?? [], lang));
        tryList(`${c.id} absent (${lang})`, compileTerms(c.absent?.[lang] ?? [], lang));
      }
      const n = NEGATION[lang];
      const t = TEMPORAL[lang];
      for (const [what, terms, wholeWord] of [
        ['pre', n.pre, true],
        ['post', n.post, true],
        ['pseudo', n.pseudo, false],
        ['breakers', n.breakers, true],
        ['resolved', n.resolved, false],
        ['hypothetical', n.hypothetical, true],
        ['remote', t.remote, true],
        ['ongoing', t.ongoing, true],
        ['settled', t.settled, true],
      ] as const)
        tryList(`${what} cues (${lang})`, compileTerms(terms, lang, wholeWord, true));
      for (const rule of COMPOSITIONS) {
        tryList(`${rule.id} part A (${lang})`, compileTerms(rule.a[lang] ?? [], lang));
        for (const target of rule.targets)
          tryList(`${rule.id} part B (${lang})`, compileTerms(target.b[lang] ?? [], lang));
      }
    }
    expect(faulty).toEqual([]);
    expect(lists).toBeGreaterThan(3000);
  }, 120_000);

  it('a faulty term is found by the check', () => {
    const list = compileTerms(['chest pain', 'broken (term'], 'en')!;
    expect(() => checkTermList(list)).toThrow(SyntaxError);
  });

  it("a list's expression is made only when a text may match it", () => {
    const list = compileTerms(['chest pain', 'pain in (?:my|the) chest'], 'en')!;
    expect(matchAll(list, normalize('my knee hurts'))).toEqual([]);
    expect(list.main!.sticky).toBeUndefined();
    expect(matchAll(list, normalize('I have had chest pain since noon')).map((m) => m.text)).toEqual([
      'chest pain',
    ]);
    expect(list.main!.sticky).toBeInstanceOf(RegExp);
  });
});
