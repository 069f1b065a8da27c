import type { Language } from '@asa/domain';
import { COMPOSITIONS, type Composition, type Terms } from '../concepts/compositions.ts';
import { compileTerms, holdsGapNegation, matchAll, normalizePattern, type TermRegex } from './matcher.ts';
import { NO_WORD_BOUNDARY, type Span } from './normalize.ts';

/**
 * Recognition by composition: a red-flag concept is a substance or sign combined with an action or
 * a body part in the same clause ("blood" + any form of "vomit" = haematemesis, "blue" + "lips" =
 * cyanosis, "can't" + "stay awake" = reduced consciousness), not a listed phrase. Each part is a
 * short list of stems per language that takes the lexicon's morphology (inflections, gender, Slavic
 * verb prefixes) and, in Latin script, a bounded edit distance for longer words (typos:
 * "vommiting", "unconcious"). The two parts must be in one clause — no clause punctuation or
 * contrastive conjunction between them — and, when several actions could go with one substance,
 * the nearest one wins ("a cough and blood in my pee" is haematuria, not haemoptysis). The
 * composed finding's polarity is decided by the caller (ConText: negation, time, experiencer).
 */

export interface ComposedMention extends Span {
  concepts: readonly string[];
  text: string;
  /** The spans of the two parts (a negation of either part negates the composition). */
  parts: readonly [Span, Span];
  /** The rule that composed it (its id cites a source in the data file). */
  rule: string;
}

interface CompiledPart {
  re: TermRegex | null;
  fuzzy: readonly string[];
}

interface CompiledRule {
  rule: Composition;
  a: Partial<Record<Language, CompiledPart>>;
  targets: {
    concepts: readonly string[];
    b: Partial<Record<Language, CompiledPart>>;
    unlessAfter?: RegExp;
    exclude?: RegExp;
  }[];
  context: Partial<Record<Language, RegExp>>;
  exclude: RegExp | undefined;
}

function compilePart(
  terms: Terms | undefined,
  fuzzy: Terms | undefined,
): Partial<Record<Language, CompiledPart>> {
  const out: Partial<Record<Language, CompiledPart>> = {};
  const langs = new Set([...Object.keys(terms ?? {}), ...Object.keys(fuzzy ?? {})] as Language[]);
  for (const lang of langs)
    out[lang] = { re: compileTerms(terms?.[lang] ?? [], lang), fuzzy: fuzzy?.[lang] ?? [] };
  return out;
}

let compiled: CompiledRule[] | undefined;
function rules(): CompiledRule[] {
  return (compiled ??= COMPOSITIONS.map((rule) => ({
    rule,
    a: compilePart(rule.a, rule.fuzzyA),
    targets: rule.targets.map((t) => ({
      concepts: t.concepts,
      b: compilePart(t.b, t.fuzzyB),
      ...(t.unlessAfter ? { unlessAfter: new RegExp(normalizePattern(t.unlessAfter), 'u') } : {}),
      ...(t.exclude ? { exclude: new RegExp(normalizePattern(t.exclude), 'u') } : {}),
    })),
    exclude: rule.exclude ? new RegExp(normalizePattern(rule.exclude), 'u') : undefined,
    context: Object.fromEntries(
      Object.entries(rule.context ?? {}).map(([l, re]) => [l, new RegExp(normalizePattern(re), 'u')]),
    ),
  })));
}

/** Every concept a composition can produce (the safety floor reads only red-flag concepts). */
export function composedConcepts(): ReadonlySet<string> {
  return new Set(COMPOSITIONS.flatMap((r) => r.targets.flatMap((t) => t.concepts)));
}

// ---------------------------------------------------------------- typo tolerance

/** Optimal-string-alignment distance (Damerau–Levenshtein with adjacent transpositions), capped. */
export function editDistance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const d: number[][] = [];
  for (let i = 0; i <= a.length; i++) d.push([i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 0; j <= b.length; j++) d[0]![j] = j;
  for (let i = 1; i <= a.length; i++) {
    let rowMin = Infinity;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let v = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        v = Math.min(v, d[i - 2]![j - 2]! + 1);
      d[i]![j] = v;
      rowMin = Math.min(rowMin, v);
    }
    if (rowMin > cap) return cap + 1;
  }
  return d[a.length]![b.length]!;
}

/**
 * Whether a typed word is a misspelling of a lexicon word (both normalised): same first letter and
 * one edit (two from nine letters). A lexicon word of six letters or more is a stem, so the typed
 * word may go on ("vommitting" is "vomiting" + an ending); a five-letter word is compared whole
 * ("bloood" is "blood", "blond" too — which is why a composition needs its second part).
 */
export function fuzzyWordMatch(word: string, stem: string): boolean {
  if (stem.length < 5 || word.length < 5 || word[0] !== stem[0]) return false;
  if (stem.length === 5) return word.length <= 7 && editDistance(word, stem, 1) <= 1;
  const cap = stem.length >= 9 ? 2 : 1;
  for (let extra = -cap; extra <= cap; extra++) {
    const n = stem.length + extra;
    if (n < 5 || n > word.length) continue;
    if (editDistance(word.slice(0, n), stem, cap) <= cap) return true;
  }
  return false;
}

const WORD_RE = /[\p{L}\p{M}']+/gu;

function partMatches(part: CompiledPart | undefined, text: string, lang: Language): Span[] {
  if (!part) return [];
  const out: Span[] = matchAll(part.re, text).map(({ start, end }) => ({ start, end }));
  if (part.fuzzy.length > 0 && !NO_WORD_BOUNDARY.has(lang)) {
    for (const m of text.matchAll(WORD_RE)) {
      const start = m.index;
      const end = start + m[0].length;
      if (out.some((s) => s.start <= start && s.end >= end)) continue;
      if (part.fuzzy.some((w) => fuzzyWordMatch(m[0], w))) out.push({ start, end });
    }
  }
  return out;
}

// ---------------------------------------------------------------- clauses

/** Clause punctuation and contrastive conjunctions that end a clause, per language. */
const CLAUSE_PUNCT = /[.!?;:,\n。！？，、،؟।]/u;
const CLAUSE_WORDS: Partial<Record<Language, RegExp>> = {
  en: /\b(?:but|however|although|though|whereas|except)\b/u,
  is: /\b(?:en|nema|samt)\b/u,
  pl: /\b(?:ale|lecz|jednak|natomiast|oprocz)\b/u,
  es: /\b(?:pero|aunque|sino|excepto)\b/u,
  fr: /\b(?:mais|cependant|sauf)\b/u,
  de: /\b(?:aber|jedoch|sondern|ausser)\b/u,
  pt: /\b(?:mas|porem|exceto)\b/u,
  it: /\b(?:ma|pero|tranne)\b/u,
  ru: /(?:^|\s)(?:но|однако|кроме)(?=\s|$)/u,
  tr: /\b(?:ama|fakat|ancak)\b/u,
  ar: /(?:لكن|ولكن)/u,
  hi: /(?:लेकिन|मगर|\blekin\b|\bmagar\b)/u,
  zh: /(?:但是|但|可是)/u,
  ja: /(?:けど|しかし)/u,
  ko: /(?:지만|하지만|그런데)/u,
};

/** A preposition right after a substance, tying it to the place it is in ("blood in my stool"). */
const LINK =
  /^\s*(?:in|on|from|when|while|with|w|we|z|ze|przy|i|a|vid|en|de|del|al|con|dans|du|avec|a la|im|in der|beim|mit|nel|nella|nelle|nei|con|no|na|nas|nos|com|в|при|с)\s/u;

/**
 * The rest of the first part's word, one comma and at most three words: the second part in apposition
 * to the first (CompositionRule.apposition).
 */
const APPOSITION = /^[\p{L}\p{M}]*\s*[,，、]\s*(?:[\p{L}\p{M}'’]+\s+){0,3}$/u;

/** Whether the text between two parts keeps them in one clause. */
function sameClause(between: string, langs: readonly Language[]): boolean {
  if (CLAUSE_PUNCT.test(between)) return false;
  for (const l of langs) if (CLAUSE_WORDS[l]?.test(between)) return false;
  return true;
}

/** The sentence that holds [start, end), or at most `margin` characters of it on either side. */
function sentenceAround(text: string, start: number, end: number, margin = Infinity): string {
  let s = start;
  while (s > 0 && start - s < margin && !/[.!?;\n。！？؟।]/u.test(text[s - 1]!)) s--;
  let e = end;
  while (e < text.length && e - end < margin && !/[.!?;\n。！？؟।]/u.test(text[e]!)) e++;
  return text.slice(s, e);
}

// ---------------------------------------------------------------- entry point

/** Findings composed from parts, in the given languages, over normalised text. */
export function composeFindings(
  text: string,
  languages: readonly Language[],
  wanted?: ReadonlySet<string>,
): ComposedMention[] {
  const out: ComposedMention[] = [];
  for (const r of rules()) {
    const targets = wanted ? r.targets.filter((t) => t.concepts.some((c) => wanted.has(c))) : r.targets;
    if (targets.length === 0) continue;
    const maxGap = r.rule.maxGap ?? 60;
    for (const lang of languages) {
      const context = r.context[lang];
      if (r.rule.context && !context) continue;
      const as = partMatches(r.a[lang], text, lang);
      if (as.length === 0) continue;
      const bs: { span: Span; t: number }[] = [];
      targets.forEach((t, i) => {
        for (const span of partMatches(t.b[lang], text, lang)) {
          // a qualifier after the word the part begins ("breath" in "breathe through my nose")
          let wordEnd = span.end;
          if (!NO_WORD_BOUNDARY.has(lang))
            while (wordEnd < text.length && /[\p{L}\p{M}]/u.test(text[wordEnd]!)) wordEnd++;
          const after = text.slice(wordEnd, wordEnd + 40);
          if (t.unlessAfter?.test(after)) continue;
          bs.push({ span, t: i });
        }
      });
      if (bs.length === 0) continue;
      const gapOf = (a: Span, b: Span) =>
        a.end <= b.start ? b.start - a.end : a.start >= b.end ? a.start - b.end : 0;
      for (const a of as) {
        let best: { span: Span; t: number } | undefined;
        let bestGap = Infinity;
        for (const b of bs) {
          if (b.span.start < a.end && b.span.end > a.start) continue; // overlapping parts are one word
          if (r.rule.ordered === true && b.span.start < a.end) continue;
          if (r.rule.ordered === 'b-first' && a.start < b.span.end) continue;
          const gap = gapOf(a, b.span);
          if (gap > (NO_WORD_BOUNDARY.has(lang) && lang !== 'ko' && lang !== 'ar' ? 12 : maxGap)) continue;
          const [from, to] = a.end <= b.span.start ? [a.end, b.span.start] : [b.span.end, a.start];
          const between = text.slice(from, to);
          // an apposition holds its own context ("…, the worst of my life"; not "…, the worst part is")
          const appositive =
            r.rule.apposition === true &&
            b.span.end <= a.start &&
            APPOSITION.test(between) &&
            (!context || context.test(text.slice(a.start, a.end + 40)));
          if (!sameClause(between, [lang]) && !appositive) continue;
          // "نزيف عادي مو كثير" (bleeding normal, not heavy): a negation between the parts belongs to the
          // second, which the negation rules then read on its own
          if (holdsGapNegation(between, lang)) continue;
          // "blood in my pee", "krew w moczu": a preposition ties the substance to where it is
          const tied = a.end <= b.span.start && LINK.test(between) ? 20 : 0;
          if (gap - tied < bestGap) {
            best = b;
            bestGap = gap - tied;
          }
        }
        if (!best) continue;
        const start = Math.min(a.start, best.span.start);
        const end = Math.max(a.end, best.span.end);
        if (context && !context.test(r.rule.contextIn === 'text' ? text : sentenceAround(text, start, end)))
          continue;
        const around = r.exclude || targets[best.t]!.exclude ? sentenceAround(text, start, end, 30) : '';
        if (r.exclude?.test(around) || targets[best.t]!.exclude?.test(around)) continue;
        out.push({
          start,
          end,
          text: text.slice(start, end),
          concepts: targets[best.t]!.concepts,
          parts: [a, best.span],
          rule: r.rule.id,
        });
      }
    }
  }
  return out;
}
