/**
 * The engine's ConText scopes, read for the safety net: which words of a text fall inside a span
 * that the NLP's cues (nlp/matcher.ts: AnalysedText) scope as negated ("no chest pain"),
 * hypothetical ("worried it could be meningitis"), resolved ("the bleeding has stopped") or remote
 * past ("had a stroke five years ago"). The net hashes those words apart (features.ts), so that
 * "no blood in the vomit" does not read like "blood in the vomit". The cues are the engine's own,
 * in all 15 languages; the languages are the ones the text looks written in (as the parser reads
 * the cues), so training and inference agree without knowing the patient's language.
 */
import { AnalysedText, type Polarity } from '../nlp/matcher.ts';
import { detectLanguages } from '../nlp/parser.ts';

/** A word (or, in scripts without spaces, a run of characters) inside a ConText scope. */
export interface ScopedWord {
  /** In the NLP's normalisation (nlp/normalize.ts). */
  word: string;
  /** The NegEx and time scopes the net was trained on (not who a finding belongs to: AnalysedText.scopePolarity). */
  polarity: Exclude<Polarity, 'present' | 'other'>;
}

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
/** Han, kana and Hangul: no spaces between words, so the scope is read character by character. */
const UNSPACED = /[\u3040-\u30ff\u3400-\u4dbf\u4e00-\u9fff\uf900-\ufaff\uac00-\ud7af]/u;

/** The words of `text` that its ConText cues scope as anything but present, in text order. */
export function scopedWords(text: string): ScopedWord[] {
  const languages = detectLanguages(text);
  if (languages.length === 0) languages.push('en');
  const at = new AnalysedText(text, languages);
  const out: ScopedWord[] = [];
  // Outside the cues' reach every word is present: ask only inside it (a long text has few cues).
  const reach = at.scopeReach();
  if (reach.length === 0) return out;
  const inReach = (start: number, end: number) => reach.some((r) => start < r.end && end > r.start);
  for (const m of at.text.matchAll(WORD)) {
    const word = m[0];
    const start = m.index;
    if (!inReach(start, start + word.length)) continue;
    if (!UNSPACED.test(word)) {
      const p = at.scopePolarity(start, start + word.length);
      if (p !== 'present') out.push({ word, polarity: p });
      continue;
    }
    // A run of CJK characters: the scoped stretches inside it, each as one "word".
    let from = -1;
    let current: ScopedWord['polarity'] | 'present' = 'present';
    for (let i = 0; i <= word.length; i++) {
      const p = i < word.length && inReach(start + i, start + i + 1) ? at.scopePolarity(start + i, start + i + 1) : 'present';
      if (p === current) continue;
      if (current !== 'present' && from >= 0) out.push({ word: word.slice(from, i), polarity: current });
      current = p;
      from = i;
    }
  }
  return out;
}
