/**
 * The safety net's features: hashed character n-grams (1–5, inside word boundaries) and word
 * unigrams and bigrams of a normalised text. One function, used both by the training script and at
 * inference, so the two can never disagree. No tokeniser or word list per language: a "word" is a
 * run of letters, marks and digits, which works for Latin, Cyrillic, Arabic and Devanagari words as
 * well as for CJK runs (whose character n-grams stand in for words).
 */

/** Longest text featurised (the product's message limit); the rest of a longer text is ignored. */
export const MAX_CHARS = 4000;
const MAX_NGRAM = 5;

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
// Separate hash spaces for the three kinds of feature, so a word never collides with itself as an n-gram.
const SPACE_CHARS = 0x9e3779b9;
const SPACE_WORD = 0x85ebca6b;
const SPACE_BIGRAM = 0xc2b2ae35;

/** murmur3's finaliser: spreads FNV's weak low bits over the whole word. */
function mix(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

function hashString(s: string, seed: number): number {
  let h = (FNV_OFFSET ^ seed) >>> 0;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), FNV_PRIME);
  return h;
}

/**
 * Calls `emit(bucket, sign)` for every feature of `text` (a feature seen twice is emitted twice)
 * and returns how many were emitted. Buckets are in [0, 2^bits); the sign (±1) is a second hash
 * bit, so colliding features tend to cancel rather than add up (Weinberger et al., 2009).
 */
export function forEachFeature(text: string, bits: number, emit: (bucket: number, sign: number) => void): number {
  const shift = 32 - bits;
  const put = (h: number) => {
    const m = mix(h);
    emit(m >>> shift, m & 1 ? 1 : -1);
  };
  let n = 0;
  let previous = -1;
  for (const match of normaliseForNet(text).matchAll(WORD)) {
    const word = match[0];
    const wordHash = hashString(word, SPACE_WORD);
    put(wordHash);
    n++;
    if (previous !== -1) {
      put(Math.imul(previous, FNV_PRIME) ^ wordHash ^ SPACE_BIGRAM);
      n++;
    }
    previous = wordHash;
    // Character n-grams of "<word>": the brackets mark the word's start and end (fastText's scheme).
    const padded = `<${word}>`;
    const len = padded.length;
    for (let i = 0; i < len; i++) {
      let h = (FNV_OFFSET ^ SPACE_CHARS) >>> 0;
      const end = Math.min(len, i + MAX_NGRAM);
      for (let j = i; j < end; j++) {
        h = Math.imul(h ^ padded.charCodeAt(j), FNV_PRIME);
        // A lone bracket says only that a word exists: skip it.
        if (j === i && (i === 0 || i === len - 1)) continue;
        put(h ^ (j - i + 1));
        n++;
      }
    }
  }
  return n;
}
