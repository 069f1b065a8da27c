import type { Language } from '@asa/domain';
import { LEXICON } from './concept-terms.ts';
import { NEGATION, TEMPORAL } from './cues.ts';

/**
 * Arabizi: Arabic typed in Latin letters, with digits for the letters Latin lacks ("baba 3ndo 70 3am",
 * "mish 2adra atnaffas", "ibni s5oun"). The Arabic lexicon already knows the words in Arabic script;
 * listing every Latin spelling of each cannot keep up with the ways people spell them. So an Arabizi
 * text is also written out in Arabic letters (`transliterate`) and read with the Arabic lexicon, both
 * folded alike (`foldArabicTerm`, `foldArabicWord`) so that vowel spelling never decides a match: Arabic script
 * does not write short vowels, and a writer of Arabizi writes some of them, differently in each
 * dialect. The parser reads both, the text as typed and its Arabic writing, and joins what they find
 * (nlp/parser.ts parseText).
 *
 * French and English words inside Arabizi ("3ndha la tension", "mal au ventre", "remote") stay Latin:
 * they are read as now by the Latin reading, and are not turned into Arabic letters that could match
 * an Arabic term by chance.
 */

/**
 * A word with a digit standing for an Arabic letter inside or at its end (3 = ع, 7 = ح, 2 = ء, 5 = خ:
 * "3andi", "7amil", "2adra", "waja3"; in Moroccan and Gulf writing also 9 = ق or ص and 6 = ط: "l9lb",
 * "kan9ad", "ba6ni"), not an ordinal or a unit ("3rd", "2nd", "5mg", "7am", "9pm").
 */
export const ARABIZI =
  /(?<![\p{L}\d])(?:[a-z]*[235679](?!(?:st|nd|rd|th|am|pm|mg|ml|kg|cm|mm|km|hr|hrs|min|mins|h|x|d)(?![\p{L}]))[a-z]{2,}|[a-z]{2,}[235679](?![\p{L}\d]))/iu;

/**
 * Arabizi words that name the text's language on their own: function words and everyday words of
 * the dialects that no English or French text holds (nor Icelandic: "benti", pointed, is not here) (Maghrebi "bzaf", "dyal", "wach"; Egyptian "awi",
 * "keda"; Levantine "kteer", "shi", "hek"; Gulf "wayed", "shlon"; Iraqi "kulish", "hwaya").
 */
const FUNCTION_WORDS =
  /(?<![\p{L}\d])(?:3andi|3ndi|3am|ma3|2awi|kteer|ktir|ktiir|mish|msh|mesh|mech|mch|mafi|mafish|mafeesh|ya3ni|kaman|ba3d|shwaya|chwiya|chwia|wallah|mbare7|mabare7|hala2|halla2|3ala|3la|bzaf|bzzaf|dyal|diyal|wach|kayn|kayen|kayna|ghir|keda|kida|delwa2ti|dlw2ti|3ashan|3shan|heik|hayda|hayde|wayed|wayid|shlon|chlon|shlonak|kulish|kolish|hwaya|shaku|ibni|ebni|bnti|binti|mrati|rajli|jouzi|ommi|yemma|sitti|jeddi|nefsi|kerchi|kirshi|batni|sdri|sadri|galbi|wjhi|wejhi|rijli|rejli|rjli|ktafo|kitfi)(?![\p{L}\d])/iu;

/** Arabic letters in a text: an Arabic-script text needs no Arabizi reading. */
const ARABIC_SCRIPT = /[\u0600-\u06ff]/u;

/**
 * Whether a text is Arabizi: a word with a digit for a letter, or a function word of the dialects;
 * for a patient who writes Arabic, any text in Latin letters (no digit: "nefsi amoot", "ebni bytnafas
 * b ktafo"), whose English and French words stay Latin anyway.
 */
export function looksArabizi(text: string, patientLanguage?: Language): boolean {
  if (ARABIC_SCRIPT.test(text) || !/[a-z]/iu.test(text)) return false;
  return patientLanguage === 'ar' || ARABIZI.test(text) || FUNCTION_WORDS.test(text);
}

// ---------------------------------------------------------------- words that stay Latin

/**
 * Arabizi words that are also English or French words, or that the letter rules would write wrongly:
 * their Arabic writing. Negation and "there is (no)" above all, whose Arabic forms the negation cues
 * know ("ma 3ndich" → ما عنديش, "mafi" → ما في, "machi" → مش in Maghrebi, "bla" → بدون).
 */
const WORDS: Record<string, string> = {
  ma: 'ما',
  la: 'لا',
  lla: 'لا',
  mish: 'مش',
  mich: 'مش',
  mech: 'مش',
  mush: 'مش',
  mosh: 'مش',
  machi: 'مش',
  mashi: 'مش',
  mo: 'مو',
  mu: 'مو',
  mou: 'مو',
  mob: 'مب',
  mafi: 'ما في',
  mafish: 'مفيش',
  mafeesh: 'مفيش',
  mafesh: 'مفيش',
  mafich: 'ما فيش',
  bla: 'بدون',
  bidoun: 'بدون',
  bidun: 'بدون',
  bdoun: 'بدون',
  bdoon: 'بدون',
  bidoon: 'بدون',
  walo: 'والو',
  // the Maghrebi possessive ("l9alb dyali", my heart): folded it read as ضال, stray
  dyal: 'ديال',
  dyali: 'ديالي',
  dial: 'ديال',
  diali: 'ديالي',
  dyalo: 'ديالو',
  dyalha: 'ديالها',
  ta3: 'تاع',
  ta3i: 'تاعي',
  mta3: 'متاع',
  mta3i: 'متاعي',
  w: 'و',
  wa: 'و',
  we: 'و',
  ou: 'و',
  f: 'في',
  fi: 'في',
  fe: 'في',
  fel: 'في ال',
  fil: 'في ال',
  b: 'ب',
  bi: 'ب',
  l: 'ل',
  li: 'ل',
  el: 'ال',
  al: 'ال',
  il: 'ال',
  men: 'من',
  min: 'من',
  mn: 'من',
  ana: 'انا',
  ena: 'انا',
  howa: 'هو',
  huwa: 'هو',
  houwa: 'هو',
  hwa: 'هو',
  hiya: 'هي',
  heya: 'هي',
  hya: 'هي',
  bas: 'بس',
  eza: 'اذا',
  iza: 'اذا',
  law: 'لو',
  ila: 'الى',
  ela: 'الى',
};

/**
 * Short French and English words of a mixed message ("3ndi mal au ventre", "j'ai 3 jours"); longer
 * ones are the words of the French and English lexicons (`latinWords`).
 */
const SHORT_LATIN = new Set(
  (
    "a à au aux de du des le les un une et en ou je j' j'ai il elle on tu me ma mon ta ton sa son se ce ca ça pas est ai as a " +
    'y ne qui que par pour sur sous dans avec the an and of to in on at is it my he she i we you be do so no not or if as by up'
  )
    .split(' ')
    .filter((w) => w && !(w in WORDS)),
);

let LATIN_WORDS: Set<string> | undefined;
/**
 * The words of the English and French lexicons (three letters or more): a word an English or French
 * term knows stays Latin (an Arabizi word that is also one, "bas", "men", is in `WORDS`).
 */
function latinWords(): Set<string> {
  if (LATIN_WORDS) return LATIN_WORDS;
  const words = new Set<string>();
  const wordsOf = (term: string) => term.toLowerCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '').match(/[a-z]{3,}/g) ?? [];
  for (const lang of ['en', 'fr'] as const)
    for (const terms of Object.values(LEXICON[lang])) for (const t of terms ?? []) for (const w of wordsOf(t)) words.add(w);
  for (const w of Object.keys(WORDS)) words.delete(w);
  return (LATIN_WORDS = words);
}

function staysLatin(word: string): boolean {
  if (/\d/.test(word)) return false;
  if (word in WORDS) return false;
  const plain = word.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
  if (plain !== word) return true; // é, è, ç: French
  return word.length <= 2 || word.includes("'") ? SHORT_LATIN.has(word) || SHORT_LATIN.has(word.split("'")[0] + "'") : latinWords().has(word);
}

// ---------------------------------------------------------------- letters

/**
 * Latin letters and digits to Arabic letters, longest first. The digits every Arabizi writer uses (2
 * ء, 3 ع, 3' and 8 غ, 5 and 7' خ, 6 ط, 7 ح, 9 ق); the digraphs (sh and ch ش, kh خ, gh غ, th ث, dh
 * ذ). Letters that stand for more than one Arabic letter are written with a letter of their own: g (ق
 * in the Maghreb, the Gulf and Iraq, ج in Egypt) as ڨ, which a folded term's ق and ج both accept
 * (`foldArabicTerm`), and 9 (ق in the Maghreb and the Levant, ص in the Gulf) as ٯ, read as ق, or as ص
 * in a text with a Gulf word (`transliterate`).
 */
const CONSONANTS: [string, string][] = [
  ["3'", 'غ'],
  ["7'", 'خ'],
  ['sh', 'ش'],
  ['ch', 'ش'],
  ['kh', 'خ'],
  ['gh', 'غ'],
  ['th', 'ث'],
  ['dh', 'ذ'],
  ['2', 'ء'],
  ['3', 'ع'],
  ['8', 'غ'],
  ['5', 'خ'],
  ['6', 'ط'],
  ['7', 'ح'],
  ['9', 'ٯ'],
  ['b', 'ب'],
  ['p', 'ب'],
  ['t', 'ت'],
  ['j', 'ج'],
  ['g', 'ڨ'],
  ['d', 'د'],
  ['r', 'ر'],
  ['z', 'ز'],
  ['s', 'س'],
  ['f', 'ف'],
  ['v', 'ف'],
  ['q', 'ق'],
  ['k', 'ك'],
  ['c', 'ك'],
  ['x', 'كس'],
  ['l', 'ل'],
  ['m', 'م'],
  ['n', 'ن'],
  ['h', 'ه'],
  ['w', 'و'],
  ['y', 'ي'],
];

/**
 * The vowel policy. Arabic script writes long vowels and leaves short ones out; a writer of Arabizi
 * writes both alike, so a written vowel is kept as the letter it most often stands for, and the fold
 * of both sides (`foldArabicWord`) drops the vowel letters of a long word: a (and e) inside a word is
 * nothing ("sdr", "sadr" → سدر), a doubled aa is ا, i, ee, ay and ei are ي, o, u, ou, oo and aw are و; at a word's start any
 * vowel is ا (an alef carrying it: "omi" امي, "ibni" ابني), at its end a is ا and e is ة (a feminine
 * ending, Levantine "sokhne"; both fold to ة, see `foldArabicWord`).
 */
const VOWELS: [string, string, string, string][] = [
  // [spelling, at the start, inside, at the end]
  ['aa', 'ا', 'ا', 'ا'],
  ['ee', 'اي', 'ي', 'ي'],
  ['ii', 'اي', 'ي', 'ي'],
  ['ou', 'او', 'و', 'و'],
  ['oo', 'او', 'و', 'و'],
  ['uu', 'او', 'و', 'و'],
  ['ay', 'اي', 'ي', 'ي'],
  ['ai', 'اي', 'ي', 'ي'],
  ['ei', 'اي', 'ي', 'ي'],
  ['ey', 'اي', 'ي', 'ي'],
  ['aw', 'او', 'و', 'و'],
  ['au', 'او', 'و', 'و'],
  ['a', 'ا', '', 'ا'],
  ['e', 'ا', '', 'ة'],
  ['i', 'ا', 'ي', 'ي'],
  ['o', 'ا', 'و', 'و'],
  ['u', 'ا', 'و', 'و'],
];

/** One Arabizi word in Arabic letters (the word is lower-case; a doubled letter is written once). */
export function transliterateWord(word: string): string {
  const known = WORDS[word];
  if (known !== undefined) return known;
  let out = '';
  let i = 0;
  /** Where the last consonant's spelling ended: a doubled letter is one only right after it. */
  let consonantEnd = -1;
  const short = (word.replace(/sh|ch|kh|gh|th|dh|3'|7'/g, 'c').match(/[^aeiou']/g) ?? []).length <= 2;
  outer: while (i < word.length) {
    for (const [spelling, start, inside, end] of VOWELS) {
      if (!word.startsWith(spelling, i)) continue;
      // "ay" before a vowel is a + consonant y ("3ayan" عيان is kept as ع ي ا ن by the rules below)
      if (spelling.length === 2 && /[yw]/.test(spelling[1]!) && /[aeiou]/.test(word[i + 2] ?? '')) continue;
      const j = i + spelling.length;
      // a short word's a is written: "ras" راس, "3am" عام (a short word of a term keeps its alef too)
      const written = spelling === 'a' && i > 0 && j < word.length && short ? 'ا' : inside;
      out += i === 0 ? start : j >= word.length ? end : written;
      i = j;
      continue outer;
    }
    for (const [spelling, letter] of CONSONANTS) {
      if (!word.startsWith(spelling, i)) continue;
      // a doubled letter (the shadda) is written once: "atnaffas" اتنفس, "kteer" كتير
      if (!(consonantEnd === i && out.endsWith(letter))) out += letter;
      i += spelling.length;
      consonantEnd = i;
      continue outer;
    }
    out += word[i]; // an apostrophe or a letter of no rule
    i += 1;
  }
  return out;
}

/** A text's Arabic writing and, for each of its characters, the span of the source it was written from. */
export interface Transliteration {
  text: string;
  /** For each character of `text`: the source span's start and end. */
  from: Int32Array;
  to: Int32Array;
}

let CUE_WORDS: Set<string> | undefined;
/**
 * A word of the Arabic negation and time cues, or one that starts with one ("عنديش" after ما: "I
 * don't have"): kept as transliterated, so the cues read it.
 */
function isCueWord(word: string): boolean {
  if (!CUE_WORDS) {
    CUE_WORDS = new Set();
    const collect = (x: unknown): void => {
      if (typeof x === 'string') for (const w of x.match(/[\u0621-\u064a]{2,}/gu) ?? []) CUE_WORDS!.add(w);
      else if (Array.isArray(x)) x.forEach(collect);
      else if (x && typeof x === 'object') Object.values(x).forEach(collect);
    };
    collect(NEGATION.ar);
    collect(TEMPORAL.ar);
  }
  if (CUE_WORDS.has(word)) return true;
  for (let n = word.length - 1; n >= 3; n--) if (CUE_WORDS.has(word.slice(0, n))) return true;
  return false;
}

const TOKEN = /[a-z0-9\u00c0-\u024f']+/giu;
/** 9 stands for ص in Gulf writing: texts with a Gulf word ("wayed", "shlon", "zain", "ab(i)") read it so. */
const GULF = /(?<![\p{L}\d])(?:wayed|wayid|waayed|shlon|shlonak|shlonich|zain|zein|abi|aby|alhin|al7een|el7een|hal7een|ya6|6ayeb)(?![\p{L}\d])/iu;

/**
 * The Arabic writing of an Arabizi text: Arabizi words in Arabic letters, numbers, punctuation,
 * French and English words as they were. The text given is already normalised (lower case, no
 * diacritics), so a span maps to the same offsets of the parser's text.
 */
export function transliterate(text: string): Transliteration {
  const gulf = GULF.test(text);
  const tokens = [...text.matchAll(TOKEN)].map((m) => ({ word: m[0], start: m.index }));
  const arabizi = tokens.map((t) => /[a-z]/.test(t.word) && !staysLatin(t.word));
  let out = '';
  const from: number[] = [];
  const to: number[] = [];
  const emit = (s: string, start: number, end: number) => {
    out += s;
    for (let k = 0; k < s.length; k++) {
      from.push(start);
      to.push(end);
    }
  };
  let at = 0;
  tokens.forEach((t, k) => {
    for (; at < t.start; at++) emit(text[at]!, at, at + 1);
    const end = t.start + t.word.length;
    // "la" before a French word is its article ("3ndha la tension"), not the Arabic "no"
    const isArabizi = arabizi[k]! && !(t.word === 'la' && tokens[k + 1] && !arabizi[k + 1]);
    // the Maghrebi and Egyptian negation written onto its verb, ما … ش ("makaynach" ما كاينش, "mabghach")
    const joined = isArabizi && !(t.word in WORDS) ? /^ma(?=[^aeiou2-9])([a-z0-9']{2,}(?:ch|sh))$/.exec(t.word) : null;
    let written = !isArabizi ? t.word : joined ? `ما ${transliterateWord(joined[1]!)}` : transliterateWord(t.word);
    if (isArabizi && gulf) written = written.replace(/ٯ/g, 'ص');
    // function words are written as the cues and terms know them, not folded
    if (isArabizi && !(t.word in WORDS))
      written = written
        .split(' ')
        .map((w, n) => (isCueWord(w) || (joined && n === 0) ? w : foldArabicWord(w)))
        .join(' ');
    emit(written, t.start, end);
    at = end;
  });
  for (; at < text.length; at++) emit(text[at]!, at, at + 1);
  return { text: out, from: Int32Array.from(from), to: Int32Array.from(to) };
}

// ---------------------------------------------------------------- the fold of both sides

/**
 * The fold that lets vowel spelling not decide a match, applied to BOTH the Arabic lexicon's terms
 * (`foldArabicTerm`) and an Arabizi text's Arabic writing (`transliterate`), word by word:
 * - letters that an Arabizi writer writes one way stand for one letter: ص س, ض ظ ذ د, ث ت ("sadri"
 *   سدري for صدري, "mrid" for مريض, "kteer" for كثير), and the Gulf 9 (ص) as س. ط and ح keep their
 *   digits (6, 7): read as ت and ه they made "tffa7" (apple) a rash (طفح) and "7amra" (red) Humira;
 * - in a word of three letters or more besides its vowels, alef, hamza and alef maqsura are dropped
 *   (not a first alef but the article's: "ibni" ابني is no بني, brown; "l9alb" لقلب is القلب), and so
 *   are و and ي inside the word (where they stand for vowels: "s5ouna" سخنة, "skhana" سخنة for
 *   سخونة; "kbir", "kbeer", "kbr" كبر for كبير); its last ا ى or ة (a feminine ending) is ة, its last
 *   ه or و ("his" of the Maghreb and the Levant: "3ndo" عنده) is ه;
 * - a shorter word keeps its letters (dropping them leaves too little to tell words apart: عين and عن),
 *   but in a term its vowel letters accept any vowel letter or none ("ras" رس and "raas" راس for راس);
 * - ق accepts ء at a word's start (Levantine and Egyptian "2alb" for قلب; inside a word 2 is mostly
 *   a hamza: "bt2lmni" بتألمني is no "heaviness", تقل) and the g that stands for ق in the Maghreb,
 *   the Gulf and Iraq and for ج in Egypt (written ڨ), and ج accepts ڨ.
 * The words of the Arabic negation and time cues are not folded in the text, so the cues read them
 * ("ma 3ndich" ما عنديش, "mafi" ما في).
 */
const LETTER_FOLD: Record<string, string> = {
  ص: 'س',
  ض: 'د',
  ظ: 'د',
  ذ: 'د',
  ث: 'ت',
};
const VOWEL_LETTER = /[اىءأإآؤئ]/u;
const ARABIC_LETTER = /[\u0621-\u064a\u066f\u06a8]/u;
const ARABIC_RUN = /[\u0621-\u064a\u066f\u06a8]+/gu;
/**
 * Letters of a word's skeleton: every letter but alef, hamza, alef maqsura, و and ي inside the word,
 * and a last ة (a feminine ending: صوبة, a stove, is a short word).
 */
function skeleton(word: string): number {
  let n = 0;
  for (let i = 0; i < word.length; i++) {
    const c = word[i]!;
    if (VOWEL_LETTER.test(c)) continue;
    if (c === 'ة' && i === word.length - 1 && i > 0) continue;
    if ((c === 'و' || c === 'ي') && i > 0 && i < word.length - 1) continue;
    n++;
  }
  return n;
}

/** One Arabic word folded (the text side; `foldArabicTerm` is the same on a term's words). */
export function foldArabicWord(word: string): string {
  const long = skeleton(word) >= 3;
  let out = '';
  for (let i = 0; i < word.length; i++) {
    let c = word[i]!;
    if (c === 'ٯ') c = 'ق';
    // a word's first 2 is kept: the ق that Levantine and Egyptian say as a hamza ("2albi" ءلبي for قلبي)
    if (c === 'ء' && i === 0 && word.length > 1) {
      out += c;
      continue;
    }
    // a long word's ending: ا ى ة (feminine, "skhana" for سخونة) are one, ه و (his: "3ndo" for عنده) another
    if (long && i === word.length - 1 && /[اىةهو]/u.test(c)) {
      out += /[اىة]/u.test(c) ? 'ة' : 'ه';
      continue;
    }
    // a long word's first alef is kept ("ibni" ابني, my son, is no بني, brown), but the article's
    // goes ("l9alb" لقلب for القلب)
    if (long && c === 'ا' && i === 0 && word[1] !== 'ل') {
      out += c;
      continue;
    }
    if (long && (VOWEL_LETTER.test(c) || ((c === 'و' || c === 'ي') && i > 0 && i < word.length - 1))) continue;
    out += LETTER_FOLD[c] ?? c;
  }
  return out;
}

/** A vowel letter that a short word of a term accepts for its own, or none. */
const V = '[اويىء]';

/**
 * An Arabic lexicon term folded like an Arabizi text's Arabic writing (see above). The term's syntax
 * (classes, groups, look-arounds, escapes) is kept: only its words outside a character class are
 * rewritten, each a run of Arabic letters. A short word of the term is a whole word, with a proclitic
 * (و ف ب ل ال) and a suffix of two letters at most: "دوار" (dizzy) is not inside "كيضرني" (it hurts me).
 */
export function foldArabicTerm(term: string): string {
  // `A & B` (both parts in one clause, either order) and a closing `$` are the term syntax's own
  // (nlp/matcher.ts termSource): each part is folded and kept in its place
  if (term.includes(' & ')) return term.split(' & ').map(foldArabicTerm).join(' & ');
  if (term.endsWith('$') && !term.endsWith('\\$')) return `${foldArabicTerm(term.slice(0, -1))}$`;
  let out = '';
  let i = 0;
  while (i < term.length) {
    const c = term[i]!;
    if (c === '\\') {
      // an escape and, for \p{…}, its braces
      const m = /^\\[pP]\{[^}]*\}/.exec(term.slice(i));
      const esc = m ? m[0] : term.slice(i, i + 2);
      out += esc;
      i += esc.length;
      continue;
    }
    if (c === '[') {
      // a character class: its letters folded, the ones they stand for kept too
      let j = i + 1;
      while (j < term.length && term[j] !== ']') j += term[j] === '\\' ? 2 : 1;
      const body = term.slice(i + 1, j);
      const extra = [...new Set([...body].map((x) => LETTER_FOLD[x]).filter((x): x is string => !!x && !body.includes(x)))].join('');
      out += `[${body}${extra}]`;
      i = j + 1;
      continue;
    }
    if (!ARABIC_LETTER.test(c)) {
      out += c;
      i += 1;
      continue;
    }
    ARABIC_RUN.lastIndex = i;
    const word = ARABIC_RUN.exec(term)![0];
    out += termWord(word, term[i + word.length] ?? '');
    i += word.length;
  }
  // a leading look-behind would keep the regular-expression engine from scanning for the term's first
  // letters (nlp/matcher.ts compileTerms): only a term that starts with a short word (two letters of
  // a word before it at most), or with one of three letters once folded (one letter before it at most:
  // "عيني", my eye, folded عني, is not inside "بيوجعني", it hurts me) has one
  const first = /[\u0621-\u064a]+/u.exec(term)?.[0];
  if (!first) return out;
  if (skeleton(first) < 3) return `(?<!${AL}{3})(?:${out})`;
  return foldArabicWord(first).length <= 3 ? `(?<!${AL}{2})(?:${out})` : out;
}

/** One word of a term folded (`foldArabicWord`), as a pattern; `next` is the term's character after it. */
function termWord(word: string, next: string): string {
  // a quantifier after the word applies to its last letter: that letter is kept apart
  const quantified = /^[?*+{]/.test(next);
  const size = skeleton(word);
  const letters = size >= 3 ? foldArabicWord(word) : word;
  const vowels = [...word].filter((c, i) => VOWEL_LETTER.test(c) || ((c === 'و' || c === 'ي') && i > 0 && i < word.length - 1)).length;
  let out = '';
  for (let i = 0; i < letters.length; i++) {
    const c = letters[i]!;
    const last = i === letters.length - 1;
    const vowel = VOWEL_LETTER.test(c) || ((c === 'و' || c === 'ي') && i > 0 && !last);
    let p: string;
    // a two-letter word's one alef inside it may be left out ("ras" رس for راس); other vowel letters
    // of a short word stay, any vowel letter for any other ("9i2" قيء; دوار is not "dr", عوائم not "3am")
    if (size < 3 && vowel) p = size === 2 && i > 0 && !last && c === 'ا' && vowels === 1 ? `${V}?` : V;
    else if (c === 'ق') p = '[قڨء]';
    // a short word's feminine ending is written a ("sokhna"), its ه an h ("sobh", morning, is no صوبة)
    else if (c === 'ة') p = '[ةا]';
    else if (c === 'ج') p = '[جڨ]';
    else p = size >= 3 ? c : (LETTER_FOLD[c] ?? c);
    out += last && quantified && p.length > 1 && !p.startsWith('[') ? `(?:${p})` : p;
  }
  // a short word is a whole word, with a two-letter suffix at most ("rasi" راسي, "rasha" راسها)
  if (size < 3 && !quantified && /^(?:$|[ |)])/.test(next)) out += `(?!${AL}{3})`;
  return out;
}
/** An Arabic letter (a small class: `\p{L}` in a two-byte text costs the whole of Unicode in each term). */
const AL = '[\\u0621-\\u064a\\u066f\\u06a8]';
