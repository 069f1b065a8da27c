import { readFileSync } from 'node:fs';
import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { ALL_CONCEPTS } from '../src/nlp/concept-terms.ts';
import { AnchorIndex, literalsOf } from '../src/nlp/anchors.ts';
import { compileTerms, matchAll, type TermRegex, wordStartAnchors } from '../src/nlp/matcher.ts';
import { normalize } from '../src/nlp/normalize.ts';

const GAP = '\u0000';

describe('pre-filter: what every match of a term list starts with or contains', () => {
  it('reads literal starts through groups, optional parts, small classes and runs of white space', () => {
    expect(literalsOf('(?:ab|cd)e')).toEqual({ anchors: ['abe', 'cde'] });
    expect(literalsOf('a?b')).toEqual({ anchors: ['b', 'ab'] });
    expect(literalsOf('(?:[89]|10)x')).toEqual({ anchors: ['8x', '9x', '10x'] });
    expect(literalsOf('(?<![\\p{L}])pill')).toEqual({ anchors: ['pill'] });
    expect(literalsOf('no\\s+pain')).toEqual({ anchors: [`no${GAP}pain`] });
    expect(literalsOf('ear\\s*ache')).toEqual({ anchors: ['earache', `ear${GAP}ache`] });
    // a quantifier applies to the whole character under the `u` flag
    expect(literalsOf('😀?x')).toEqual({ anchors: ['x', '😀x'] });
  });
  it('falls back to strings every match contains, or to none', () => {
    expect(literalsOf("[\\p{L}']*n't")).toEqual({ required: ["n't"] });
    expect(literalsOf('[\\p{L}]*gefallen|[\\p{L}]*gesturzt')).toEqual({ required: ['gefallen', 'gesturzt'] });
    expect(literalsOf('\\p{L}+\\s+x')).toBeNull();
    expect(literalsOf('x|')).toBeNull();
    expect(literalsOf('\\1ab')).toBeNull();
  });
});

const GLOBAL = new Map<string, RegExp>();
const globalOf = (source: string) => {
  let g = GLOBAL.get(source);
  if (!g) GLOBAL.set(source, (g = new RegExp(source, 'gu')));
  g.lastIndex = 0;
  return g;
};

/** The term matching without any pre-filter: a global search over the whole text. */
function unfiltered(t: TermRegex, text: string): { start: number; end: number; text: string }[] {
  const word = /[\p{L}\p{M}\p{N}]/u;
  const startsWord = (i: number) => i === 0 || !word.test(text[i - 1]!);
  const out: { start: number; end: number; text: string }[] = [];
  const scan = (source: string, prefix?: RegExp) => {
    const re = globalOf(source);
    for (let m = re.exec(text); m; m = re.exec(text)) {
      let start: number | undefined = m.index;
      if (m[0].length === 0) start = undefined;
      else if (t.boundary && !startsWord(m.index)) {
        let ws = m.index;
        while (ws > 0 && word.test(text[ws - 1]!)) ws--;
        start = prefix && ws < m.index && prefix.test(text.slice(ws, m.index)) ? ws : undefined;
      }
      if (start === undefined) {
        re.lastIndex = m.index + 1;
        continue;
      }
      out.push({ start, end: m.index + m[0].length, text: text.slice(start, m.index + m[0].length) });
    }
  };
  if (t.main) scan(t.main.source);
  if (t.prefixed) {
    scan(t.prefixed.source, t.prefixed.prefix);
    out.sort((a, b) => a.start - b.start || b.end - a.end);
  }
  return out;
}

describe('pre-filter: the same matches as without it', () => {
  const probes = JSON.parse(readFileSync(new URL('../data/probes.json', import.meta.url), 'utf8')) as {
    vignettes: { text: string; language?: string }[];
  };
  // English; Polish and Russian (verb prefixes); Chinese and Arabic (no word-start rule)
  const languages: Language[] = ['en', 'pl', 'ru', 'zh', 'ar'];
  const lists = new Map<Language, TermRegex[]>(
    languages.map((lang) => [
      lang,
      ALL_CONCEPTS.map((c) => compileTerms(c.terms[lang] ?? [], lang)).filter((t) => t !== null),
    ]),
  );
  it('on the probe messages, with the white space varied', () => {
    let compared = 0;
    let found = 0;
    const differ: string[] = [];
    for (const v of probes.vignettes) {
      const lang = (v.language ?? 'en') as Language;
      if (!languages.includes(lang)) continue;
      const texts = [normalize(v.text), normalize(v.text).replace(/ /g, ' \t')];
      for (const text of texts)
        for (const t of lists.get(lang)!) {
          const expected = JSON.stringify(unfiltered(t, text));
          if (JSON.stringify(matchAll(t, text)) !== expected) differ.push(`${text} / ${t.main?.source}`);
          if (expected !== '[]') found++;
          compared++;
        }
    }
    expect(differ).toEqual([]);
    expect(compared).toBeGreaterThan(20_000);
    expect(found).toBeGreaterThan(200);
    // (every list's expression is compiled twice here, and the unfiltered search runs every gap's negation look-ahead: slow on a loaded machine, hence the time limit)
  }, 180_000);
});

describe('the anchor index: which lists of a language can match a text', () => {
  const probes = JSON.parse(readFileSync(new URL('../data/probes.json', import.meta.url), 'utf8')) as {
    vignettes: { text: string; language?: string }[];
  };
  it('marks every list that finds a match, and rules out most of the others', () => {
    // English (whole words), Polish (verb-prefixed parts, never ruled out), Chinese (no word starts)
    for (const lang of ['en', 'pl', 'zh'] as Language[]) {
      const lists = ALL_CONCEPTS.map((c) => compileTerms(c.terms[lang] ?? [], lang)).filter((t) => t !== null);
      const index = new AnchorIndex();
      const always = new Uint8Array(lists.length);
      lists.forEach((t, i) => {
        const anchors = wordStartAnchors(t);
        if (anchors) index.add(i, anchors);
        else always[i] = 1;
      });
      let matching = 0;
      let tried = 0;
      const missed: string[] = [];
      for (const v of probes.vignettes.filter((x) => (x.language ?? 'en') === lang)) {
        const text = normalize(v.text);
        const marks = always.slice();
        index.mark(text, marks);
        lists.forEach((t, i) => {
          if (matchAll(t, text).length === 0) return;
          matching++;
          if (!marks[i]) missed.push(`${text} / ${t.main?.source.slice(0, 60)}`);
        });
        tried += marks.reduce((a, b) => a + b, 0);
      }
      expect(missed, lang).toEqual([]);
      expect(matching, lang).toBeGreaterThan(10);
      if (lang === 'en') expect(tried).toBeLessThan(lists.length * probes.vignettes.length * 0.5);
    }
  }, 120_000);
});
