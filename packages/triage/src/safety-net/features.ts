/**
 * The safety net's features: hashed character n-grams (1–5, inside word boundaries) and word
 * unigrams and bigrams of a normalised text, each counted once (present or absent, not how often).
 * One function, used both by the training script and at inference, so the two can never disagree.
 * No tokeniser or word list per language: a "word" is a run of letters, marks and digits, which
 * works for Latin, Cyrillic, Arabic and Devanagari words as well as for CJK runs (whose character
 * n-grams stand in for words). The text's main script is read on the way, because a message says as
 * much in fewer features in some scripts (a Chinese message has about a third of the features of
 * the same message in Latin letters) and the model's length floor is set per script.
 * With `context`, each word that the engine's ConText cues scope as negated, hypothetical, resolved
 * or remote past (context.ts) is also a feature of its own, hashed in a space per polarity, and so is
 * each pair of consecutive scoped words: "no blood in the vomit" then carries "blood" and "negated:
 * blood", which the model can weigh apart.
 */
import { scopedWords } from './context.ts';

/** Longest text featurised (the product's message limit); the rest of a longer text is ignored. */
export const MAX_CHARS = 4000;
const MAX_NGRAM = 5;
/**
 * Enough room for every feature of MAX_CHARS characters (≤ 5 n-grams per character, 2 per word,
 * padding, and two per word in a ConText scope).
 */
export const MAX_FEATURES = MAX_CHARS * (MAX_NGRAM + 6) + 16;

const WORD = /[\p{L}\p{M}\p{N}]+/gu;
const APOSTROPHES = /['’ʼ`´]/g;
const LATIN_DIACRITICS = /[\u0300-\u036f]/g;

/**
 * Lower case, compatibility forms folded (full-width digits, ligatures), Latin diacritics dropped
 * (people type "nao consigo respirar" as often as "não") and apostrophes removed ("can't" = "cant").
 * Only the combining marks U+0300–U+036F go: Devanagari vowel signs, Hangul and kana survive the
 * decompose/recompose round trip.
 */
export function normaliseForNet(text: string): string {
  return text
    .slice(0, MAX_CHARS)
    .toLowerCase()
    .normalize('NFKD')
    .replace(LATIN_DIACRITICS, '')
    .normalize('NFC')
    .replace(APOSTROPHES, '');
}

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 16777619;
// Separate hash spaces for the kinds of feature, so a word never collides with itself as an n-gram.
const SPACE_CHARS = (FNV_OFFSET ^ 0x9e3779b9) >>> 0;
const SPACE_WORD = (FNV_OFFSET ^ 0x85ebca6b) >>> 0;
const SPACE_BIGRAM = 0xc2b2ae35;
const SPACE_SCOPED_BIGRAM = 0x2545f491;
const SPACE_SCOPED = { negated: 0x27d4eb2f, hypothetical: 0x165667b1, resolved: 0xd3a2646c, past: 0xfd7046c5 } as const;

/** murmur3's finaliser: spreads FNV's weak low bits over the whole word. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h;
}

/**
 * The scripts whose messages get a length floor of their own (see SafetyNetModel.lengthFloors):
 * 0 Latin, Cyrillic and anything else; 1 Arabic; 2 Devanagari; 3 Han and kana; 4 Hangul.
 */
export const SCRIPTS = ['latin', 'arabic', 'devanagari', 'han', 'hangul'] as const;
export type ScriptIndex = 0 | 1 | 2 | 3 | 4;

function scriptOfCode(c: number): ScriptIndex {
  if (c < 0x0600) return 0;
  if (c <= 0x06ff || (c >= 0x0750 && c <= 0x077f) || (c >= 0x08a0 && c <= 0x08ff) || (c >= 0xfb50 && c <= 0xfdff) || (c >= 0xfe70 && c <= 0xfeff)) return 1;
  if (c >= 0x0900 && c <= 0x097f) return 2;
  if ((c >= 0x1100 && c <= 0x11ff) || (c >= 0x3130 && c <= 0x318f) || (c >= 0xac00 && c <= 0xd7af)) return 4;
  if ((c >= 0x3040 && c <= 0x30ff) || (c >= 0x31f0 && c <= 0x31ff) || (c >= 0x3400 && c <= 0x4dbf) || (c >= 0x4e00 && c <= 0x9fff) || (c >= 0xf900 && c <= 0xfaff)) return 3;
  return 0;
}

let seen = new Uint8Array(0);
let seenBits = -1;
let generation = 0;

/** What featuresOf read: how many features, and the script most of the text's letters are in. */
export interface Reading {
  n: number;
  script: ScriptIndex;
}

/**
 * Writes the distinct features of `text` into `out` and says how many there are and which
 * script the text is mostly written in. A feature is its bucket in [0, 2^bits), or `~bucket`
 * (negative) when its sign is −1: the sign is a second hash bit, so colliding features tend to
 * cancel rather than add up (Weinberger et al., 2009). A feature seen twice counts once: out of
 * author, presence generalises better than counts (a writer who repeats a word is not more urgent).
 * `out` needs MAX_FEATURES entries.
 */
export function readFeatures(text: string, bits: number, out: Int32Array, context = false): Reading {
  const shift = 32 - bits;
  let n = 0;
  if (context) {
    // The same cut and normalisation as the words below, so a scoped word is spelt as they are.
    let previousScoped = -1;
    for (const { word, polarity } of scopedWords(text.slice(0, MAX_CHARS))) {
      const spelt = normaliseForNet(word);
      let h: number = SPACE_SCOPED[polarity];
      for (let i = 0; i < spelt.length; i++) h = Math.imul(h ^ spelt.charCodeAt(i), FNV_PRIME);
      let m = mix(h);
      out[n++] = m & 1 ? m >>> shift : ~(m >>> shift);
      // and each scoped word with the scoped word before it ("negated: chest pain")
      if (previousScoped !== -1) {
        m = mix(Math.imul(previousScoped, FNV_PRIME) ^ h ^ SPACE_SCOPED_BIGRAM);
        out[n++] = m & 1 ? m >>> shift : ~(m >>> shift);
      }
      previousScoped = h;
    }
  }
  let previous = -1;
  const letters = [0, 0, 0, 0, 0];
  for (const match of normaliseForNet(text).matchAll(WORD)) {
    const word = match[0];
    letters[scriptOfCode(word.charCodeAt(0))]! += word.length;
    let wordHash = SPACE_WORD;
    for (let i = 0; i < word.length; i++) wordHash = Math.imul(wordHash ^ word.charCodeAt(i), FNV_PRIME);
    let m = mix(wordHash);
    out[n++] = m & 1 ? m >>> shift : ~(m >>> shift);
    if (previous !== -1) {
      m = mix(Math.imul(previous, FNV_PRIME) ^ wordHash ^ SPACE_BIGRAM);
      out[n++] = m & 1 ? m >>> shift : ~(m >>> shift);
    }
    previous = wordHash;
    // Character n-grams of "<word>": the brackets mark the word's start and end (fastText's scheme);
    // a lone bracket says only that a word exists and is skipped.
    const len = word.length + 2;
    for (let i = 0; i < len; i++) {
      let h = SPACE_CHARS;
      const end = Math.min(len, i + MAX_NGRAM);
      for (let j = i; j < end; j++) {
        const c = j === 0 ? 60 : j === len - 1 ? 62 : word.charCodeAt(j - 1);
        h = Math.imul(h ^ c, FNV_PRIME);
        if (j === i && (i === 0 || i === len - 1)) continue;
        m = mix(h ^ (j - i + 1));
        out[n++] = m & 1 ? m >>> shift : ~(m >>> shift);
      }
    }
  }
  // Keep the first of each distinct feature (in linear time: a stamp per bucket and sign).
  if (seenBits !== bits) {
    seen = new Uint8Array(2 ** (bits + 1));
    seenBits = bits;
    generation = 0;
  }
  if (++generation === 256) {
    seen.fill(0);
    generation = 1;
  }
  let distinct = 0;
  for (let k = 0; k < n; k++) {
    const f = out[k]!;
    const slot = f >= 0 ? 2 * f : 2 * ~f + 1;
    if (seen[slot] === generation) continue;
    seen[slot] = generation;
    out[distinct++] = f;
  }
  let script: ScriptIndex = 0;
  for (let k = 1 as ScriptIndex; k < 5; k++) if (letters[k]! > letters[script]!) script = k as ScriptIndex;
  return { n: distinct, script };
}

/** The number of distinct features of `text` (readFeatures without the script). */
export function featuresOf(text: string, bits: number, out: Int32Array): number {
  return readFeatures(text, bits, out).n;
}
