// @ts-expect-error -- opencc-js ships no type declarations for its dictionary modules (one string, "繁 简|…")
import TS_CHARACTERS from 'opencc-js/dict/TSCharacters';

/**
 * Text normalisation shared by the lexicon compiler and the parser: both sides of every match go
 * through the same function, so patients who type without diacritics ("bol glowy", "hofudverkur")
 * still match. Only Latin/Cyrillic/Greek combining marks and Arabic vowel marks are removed;
 * Devanagari and CJK marks carry meaning and are kept; Traditional Chinese characters are folded
 * to Simplified (see foldHan).
 */
export function normalize(text: string): string {
  const out = foldLetters(
    text
      .normalize('NFKC')
      .toLowerCase()
      .normalize('NFD')
      .replace(/[\u0300-\u036f\u064b-\u0655\u0670]/g, '')
      .normalize('NFC'),
  )
    .replace(/[’‘`´]/g, "'")
    .replace(/[“”„«»]/g, '"')
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/\u3000/g, ' ');
  return oneByte(KANA.test(out) ? out : foldHan(out));
}

/**
 * The same characters, held one byte each when they all fit. A text that had diacritics stays a
 * two-byte string in V8 after they are removed ("não tá" → "nao ta"), and V8 compiles and runs a
 * regular expression separately for two-byte texts, where each `\p{…}` class of the lexicon's
 * expressions covers all of Unicode instead of 256 characters. Read as one-byte strings, the
 * messages of the evaluation sets and a quarter of the corpus cost 6.1 ms of CPU an assessment
 * instead of 8.6, with the same assessments.
 */
function oneByte(text: string): string {
  for (let i = 0; i < text.length; i++) if (text.charCodeAt(i) > 0xff) return text;
  let out = '';
  for (let i = 0; i < text.length; i += 8192) {
    const chunk: number[] = [];
    for (let k = i; k < Math.min(text.length, i + 8192); k++) chunk.push(text.charCodeAt(k));
    out += String.fromCharCode(...chunk);
  }
  return out;
}

/**
 * Letters that Unicode does not decompose into base + mark, folded to what people type on a
 * keyboard without them: Polish ł, Icelandic ð þ æ, Nordic ø, German ß, Turkish dotless ı,
 * French œ; and the Arabic letters of spoken sounds, folded to the standard letter. Applied to
 * texts and to lexicon patterns alike (accent-insensitive matching), so "blaedir", "zlapac tchu"
 * and "nefes alamiyorum" match "blæðir", "złapać tchu", "alamıyorum".
 */
const FOLD: Record<string, string> = {
  // Iraqi, Gulf and Moroccan Arabic write the spoken g of ق with گ or ڭ ("زرگة" blue, "گاعد" sitting),
  // and some writers use the Persian letters ڤ and پ for v and p
  گ: 'ق',
  ڭ: 'ق',
  ڤ: 'ف',
  پ: 'ب',
  ł: 'l',
  ð: 'd',
  þ: 'th',
  æ: 'ae',
  ø: 'o',
  ß: 'ss',
  ı: 'i',
  œ: 'oe',
  đ: 'd',
};
const FOLD_RE = /[łðþæøßıœđگڭڤپ]/g;
export function foldLetters(text: string): string {
  return text.replace(FOLD_RE, (c) => FOLD[c]!);
}

/**
 * Chinese is written in Traditional characters in Hong Kong, Taiwan and by many families abroad
 * ("喉嚨痛", "沒發燒") and in Simplified ones on the mainland ("喉咙痛", "没发烧"); the Chinese
 * lexicon is written mostly in Simplified. In a text without kana (so not Japanese, whose kanji
 * are often the Traditional forms: 飲, 錠, 藥) every Traditional character is folded to its
 * Simplified form, one character for one (OpenCC's character table, so spans keep their offsets),
 * and so are the Chinese lexicon's terms (nlp/matcher.ts termSource).
 */
const KANA = /[\u3040-\u30ff]/u;
let HAN_FOLD: Map<string, string> | undefined;
const HAN = /[\u3400-\u9fff\uf900-\ufaff]/u;
const HAN_ALL = /[\u3400-\u9fff\uf900-\ufaff]/gu;
function hanFold(): Map<string, string> {
  if (HAN_FOLD) return HAN_FOLD;
  HAN_FOLD = new Map();
  for (const entry of (TS_CHARACTERS as string).split('|')) {
    const [from, to] = entry.split(' ');
    // One UTF-16 unit on each side: the fold never changes a text's length.
    if (from?.length === 1 && to?.length === 1 && HAN.test(to)) HAN_FOLD.set(from, to);
  }
  return HAN_FOLD;
}
export function foldHan(text: string): string {
  if (!HAN.test(text)) return text;
  const fold = hanFold();
  return text
    .replace(HAN_ALL, (c) => fold.get(c) ?? c)
    .replace(CANTONESE, (c) => CANTONESE_FOLD[c] ?? c)
    .replace(DURATIVE_ZHE, '着');
}

/**
 * Traditional Chinese writes the durative particle 着 as 著 ("活著沒意思", "躺著", "等著"), which the
 * character table keeps, since 著 is also a Simplified character (to write: 著作, 显著, 名著). After a
 * character, and before none of the words it makes with its other sense, it is the particle.
 */
const DURATIVE_ZHE = /(?<=[\u3400-\u9fff])(?<![显顯卓昭编編原名论論专專巨土遗遺])著(?![作名者称稱述录錄书書有])/gu;

/**
 * Written Cantonese (Hong Kong, Macau, the families abroad) puts its own grammar words around the
 * same nouns: 唔 not, 冇 have not, 咗 the perfective, 嘅 of, 佢 he / she, 睇 look, 喺 at, 啲 some
 * ("佢暈咗，叫極都唔醒", "冇發燒", "睇唔到嘢"). Each is folded to its Mandarin word, one character for
 * one, so the Chinese lexicon and its negation cues read them. "唔該" (please, thanks) is no "不該",
 * and a 唔 before no character is the Mandarin "mm" of assent.
 */
const CANTONESE_FOLD: Record<string, string> = {
  唔该: '谢谢',
  唔: '不',
  冇: '没',
  咗: '了',
  嘅: '的',
  佢: '他',
  睇: '看',
  喺: '在',
  啲: '些',
};
const CANTONESE = /唔该|唔(?=[\u3400-\u9fff])(?![唔嗯])|[冇咗嘅佢睇喺啲]/gu;

export interface Span {
  start: number;
  end: number;
}

/** Sentence spans of a normalised text (a full stop between digits, as in 38.5, is not an end). */
export function sentenceSpans(text: string): Span[] {
  const spans: Span[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    let end = false;
    if (
      c === '\n' ||
      c === '!' ||
      c === '?' ||
      c === ';' ||
      c === '。' ||
      c === '！' ||
      c === '？' ||
      c === '؟' ||
      c === '।'
    )
      end = true;
    else if (c === '.') {
      const prev = text[i - 1] ?? '';
      const next = text[i + 1] ?? '';
      end = !(/[0-9]/.test(prev) && /[0-9]/.test(next));
    }
    if (end) {
      if (i > start) spans.push({ start, end: i });
      start = i + 1;
    }
  }
  if (start < text.length) spans.push({ start, end: text.length });
  return spans;
}

/** Scripts without spaces between words (and Arabic, whose prefixes attach to words). */
export const NO_WORD_BOUNDARY = new Set(['zh', 'ja', 'ko', 'ar']);
