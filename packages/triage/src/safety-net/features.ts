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
/** Enough room for every feature of MAX_CHARS characters (≤ 5 n-grams per character, 2 per word, padding). */
export const MAX_FEATURES = MAX_CHARS * (MAX_NGRAM + 4) + 16;

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
 * Writes the features of `text` into `out` and returns how many there are (a feature seen twice is
 * written twice). A feature is its bucket in [0, 2^bits), or `~bucket` (negative) when its sign is
 * −1: the sign is a second hash bit, so colliding features tend to cancel rather than add up
 * (Weinberger et al., 2009). `out` needs MAX_FEATURES entries.
 */
export function featuresOf(text: string, bits: number, out: Int32Array): number {
  const shift = 32 - bits;
  let n = 0;
  let previous = -1;
  for (const match of normaliseForNet(text).matchAll(WORD)) {
    const word = match[0];
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
  return n;
}
