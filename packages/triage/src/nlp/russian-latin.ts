import type { Language } from '@asa/domain';
import type { Transliteration } from './arabizi.ts';

/**
 * Russian typed in Latin letters ("translit": "rebenok proglotil batareyku", "u menya silno bolit
 * grud", "ne mogu dyshat"), as people write it on a phone without a Cyrillic keyboard or abroad. The
 * Russian lexicon knows the words in Cyrillic; listing every Latin spelling of each cannot keep up.
 * So a Russian text in Latin letters is also written out in Cyrillic (`transliterateRussian`) and read
 * with the Russian lexicon, both folded alike (`foldRussianTerm`): a Latin spelling does not say
 * where a soft or hard sign goes, nor ё from е, э from е, й from и, so the terms forget those too.
 * The parser reads both, the text as typed and its Cyrillic writing, and joins what they find
 * (nlp/parser.ts parseText), as it does for Arabizi.
 */

/** Everyday Russian words as written in Latin letters: pronouns, negation, family, time, the body. */
const MARKERS =
  /(?<![\p{L}\d])(?:ne|net|netu|menya|mne|u nego|u nee|ochen|ochen'|chto|shto|4to|eto|kak|uzhe|uje|seychas|sejchas|sei4as|pomogite|bolit|bolyat|bolit'|rebenok|rebyonok|rebenka|syn|sin|doch'|dochka|muzh|zhena|vchera|segodnya|sevodnya|utrom|vecherom|nochyu|noch'yu|potom|mozhno|nado|nuzhno|skoruyu|skoraya|vrach|vracha|golova|zhivot|grud'|serdce|serdtse|dyshat'?|dyshit|krov'?|rvota|toshnit|kashel'?|davlenie|ploho|silno|sil'no|posle|chem|chtoby|vsyo|vse|tozhe|esli|pochemu|kogda)(?![\p{L}\d])/giu;

/** Markers that could be another language's words ("net", "sin", "vse" in Czech, "ne" in French): not enough alone. */
const WEAK = new Set(['ne', 'net', 'sin', 'vse', 'kak', 'eto', 'chem']);

const CYRILLIC = /[\u0400-\u04ff]/u;

/**
 * English function words that are no Russian word in Latin letters (not "i", "a", "no", "to", "on":
 * и, а, но, то, он). A Russian-speaking patient may write in English; such a text has them.
 */
const ENGLISH =
  /(?<![\p{L}\d])(?:the|and|is|are|was|my|have|has|had|with|of|it|its|since|for|me|he|she|you|your|this|that|not|but|from|at|an|his|her|our|can|do|does|don't|i'm|been|feel|pain|very)(?![\p{L}\d])/giu;

/**
 * Whether a text is Russian in Latin letters: Latin letters and no Cyrillic, and Russian words. For
 * a patient who writes Russian, any such text with more Russian words than English function words
 * ("podvernul nogu, hozhu normalno" has neither: it is Russian); for anyone else, three Russian
 * words that are no other language's word.
 */
export function looksRussianLatin(text: string, patientLanguage?: Language): boolean {
  if (CYRILLIC.test(text) || !/[a-z]/iu.test(text)) return false;
  const russian = text.match(MARKERS) ?? [];
  if (patientLanguage === 'ru') return russian.length >= (text.match(ENGLISH) ?? []).length;
  return new Set(russian.map((w) => w.toLowerCase()).filter((w) => !WEAK.has(w))).size >= 3;
}

// ---------------------------------------------------------------- the letters

/**
 * Latin spellings and their Cyrillic letters, longest first. ё, э, й, ь and ъ are never written:
 * the fold (`foldRussianTerm`) writes ё and э as е and й as и, and drops the signs, on both sides.
 * "ts" is ц ("serdtse", "tsvet"), but a verb's reflexive "-tsya" is -тся ("kazhetsya").
 */
const SPELLINGS: readonly (readonly [string, string])[] = [
  ['shch', 'щ'],
  ['sch', 'щ'],
  ['tsya', 'тся'],
  ['zh', 'ж'],
  ['kh', 'х'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['ts', 'ц'],
  ['tz', 'ц'],
  ['ck', 'к'],
  ['yo', 'е'],
  ['jo', 'е'],
  ['yu', 'ю'],
  ['ju', 'ю'],
  ['ya', 'я'],
  ['ja', 'я'],
  ['ye', 'е'],
  ['je', 'е'],
  ['a', 'а'],
  ['b', 'б'],
  ['v', 'в'],
  ['w', 'в'],
  ['g', 'г'],
  ['d', 'д'],
  ['e', 'е'],
  ['z', 'з'],
  ['i', 'и'],
  ['k', 'к'],
  ['q', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['f', 'ф'],
  ['h', 'х'],
  ['x', 'х'],
  ['c', 'ц'],
  // chat spellings: 4 for ч ("4to", "pe4en'"), the apostrophe for the soft sign ("bol'")
  ['4', 'ч'],
  ["'", ''],
];
const VOWELS = /[aeiouy]/;

const TOKEN = /[a-z0-9']+/gu;

/** One word in Cyrillic, folded; `spans` gets each Cyrillic letter's source span within the word. */
function transliterateWord(word: string, spans: [number, number][]): string {
  // a number stays a number ("39", "1.5"), and so does a word with no letter
  if (!/[a-z]/.test(word)) {
    for (let i = 0; i < word.length; i++) spans.push([i, i + 1]);
    return word;
  }
  // "y" alone is у, the Cyrillic letter it looks like ("y menya", у меня)
  if (word === 'y') {
    spans.push([0, 1]);
    return 'у';
  }
  let out = '';
  let i = 0;
  outer: while (i < word.length) {
    const c = word[i]!;
    // y and j: и (й) after a vowel ("moy", "boley"), ы after a consonant ("dyshit", "bolnye"), ж for a
    // j before a consonant or at the start ("jivot"); "ya", "yu", "yo", "ye" are handled below
    if ((c === 'y' || c === 'j') && !/[aeou]/.test(word[i + 1] ?? '')) {
      const afterVowel = i > 0 && VOWELS.test(word[i - 1]!);
      const letter = afterVowel ? 'и' : c === 'y' ? (i === 0 ? 'и' : 'ы') : 'ж';
      out += letter;
      spans.push([i, i + 1]);
      i++;
      continue;
    }
    for (const [spelling, letters] of SPELLINGS) {
      if (!word.startsWith(spelling, i)) continue;
      // "-tsya" only at a word's end
      if (spelling === 'tsya' && i + 4 !== word.length) continue;
      for (let k = 0; k < letters.length; k++) spans.push([i, i + spelling.length]);
      out += letters;
      i += spelling.length;
      continue outer;
    }
    out += c;
    spans.push([i, i + 1]);
    i++;
  }
  return out;
}

/**
 * The Cyrillic writing of a Russian text typed in Latin letters, folded (`foldRussianTerm`): its
 * words in Cyrillic, numbers and punctuation as they were. The text given is already normalised
 * (lower case), so a span maps to the same offsets of the parser's text.
 */
export function transliterateRussian(text: string): Transliteration {
  let out = '';
  const from: number[] = [];
  const to: number[] = [];
  let at = 0;
  for (const m of text.matchAll(TOKEN)) {
    for (; at < m.index; at++) {
      out += text[at]!;
      from.push(at);
      to.push(at + 1);
    }
    const spans: [number, number][] = [];
    const written = transliterateWord(m[0], spans);
    out += written;
    for (const [s, e] of spans) {
      from.push(m.index + s);
      to.push(m.index + e);
    }
    at = m.index + m[0].length;
  }
  for (; at < text.length; at++) {
    out += text[at]!;
    from.push(at);
    to.push(at + 1);
  }
  return { text: out, from: Int32Array.from(from), to: Int32Array.from(to) };
}

/**
 * A Russian term as the Cyrillic writing of a Latin text can hold it: without soft and hard signs
 * (an optional one too: "болит[ьъ]?" is "болит"), ё and э as е, й as и. Applied to the terms of the
 * Russian lexicon for that reading only; the Russian text in Cyrillic is read with the terms as written.
 */
export function foldRussianTerm(term: string): string {
  return term
    .replace(/\[[ьъ]{1,2}\][?*]?/gu, '')
    .replace(/[ьъ][?*]?/gu, '')
    .replace(/[ёэ]/gu, 'е')
    .replace(/й/gu, 'и');
}
