import type { Language } from '@asa/domain';
import { NEGATION, TEMPORAL } from './cues.ts';
import { anchoredStarts, anchorsOf, literalsOf, occurrences, type Anchors } from './anchors.ts';
import { foldHan, foldLetters, NO_WORD_BOUNDARY, normalize, sentenceSpans, type Span } from './normalize.ts';

/** Patterns are normalised like the text, but not lower-cased (escapes such as \S must survive). */
export function normalizePattern(p: string): string {
  return foldLetters(
    p
      .normalize('NFKC')
      .normalize('NFD')
      .replace(/[\u0300-\u036f\u064b-\u0655\u0670]/g, '')
      .normalize('NFC'),
  );
}

// ---------------------------------------------------------------- morphology of lexicon terms

/** English function words that are never inflected. */
const EN_NO_INFLECT = new Set([
  'the',
  'and',
  'for',
  'with',
  'from',
  'into',
  'onto',
  'out',
  'off',
  'not',
  'can',
  "can't",
  'cant',
  'cannot',
  "won't",
  "don't",
  "doesn't",
  "isn't",
  'will',
  'does',
  'did',
  'has',
  'had',
  'have',
  'was',
  'were',
  'are',
  'his',
  'her',
  'him',
  'its',
  'our',
  'your',
  'their',
  'them',
  'this',
  'that',
  'than',
  'then',
  'all',
  'any',
  'one',
  'two',
  'only',
  'very',
  'too',
  'more',
  'most',
  'like',
  'when',
  'who',
  'what',
  'where',
  'down',
  'over',
  'under',
  'left',
  'right',
  'side',
  'own',
  'been',
  'being',
  'some',
  'each',
  'few',
  'lot',
  'lots',
  'much',
]);
const VOWEL = /[aeiou]/;

/**
 * Regular English inflections of a verb or noun written in its base form: -s/-es, -ed, -ing, with
 * the spelling rules for a silent final e (breathe → breathing), final y (try → tried) and a
 * doubled final consonant (stop → stopping). Irregular forms stay in the lexicon.
 */
export function englishInflections(w: string): string {
  if (w.endsWith('ie')) return `(?:${w}|${w}s|${w}d|${w.slice(0, -2)}ying)`;
  if (w.endsWith('e') && !w.endsWith('ee')) return `(?:${w}|${w}s|${w}d|${w.slice(0, -1)}ing)`;
  if (/[^aeiou]y$/.test(w)) return `(?:${w}|${w}ing|${w.slice(0, -1)}ies|${w.slice(0, -1)}ied)`;
  const last = w[w.length - 1]!;
  const cvc = w.length <= 5 && /[^aeiou][aeiou][b-df-hj-np-tvz]$/.test(w);
  return `(?:${w}(?:s|es|ed|ing)?${cvc ? `|${w}${last}(?:ed|ing)` : ''})`;
}

/** First-person words generalised to any person, so third-party reports match ("hurt himself"). */
const PERSON: Partial<Record<Language, Record<string, string>>> = {
  en: { my: '(?:my|his|her|their|your)', myself: '(?:myself|himself|herself|themselves|themself|yourself)' },
  is: { mig: '(?:mig|sig)', mer: '(?:mer|ser)' },
};

const PLAIN_WORD = /(^|[ (|:])([a-z']+)(?=( |\)|\||$))/g;

/**
 * Irregular English verbs that occur in symptom phrases: the base form in a term also matches the
 * past tense and participle ("lips blow up" matches "lips blew up", "throw up" matches "thrown up").
 */
const EN_IRREGULAR: Record<string, string> = {
  blow: '(?:blow(?:s|ing)?|blew|blown)',
  throw: '(?:throw(?:s|ing)?|threw|thrown)',
  swell: '(?:swell(?:s|ing|ed)?|swollen)',
  take: '(?:take(?:s|n)?|taking|took)',
  eat: '(?:eat(?:s|ing|en)?|ate)',
  fall: '(?:fall(?:s|ing|en)?|fell)',
  bleed: '(?:bleed(?:s|ing)?|bled)',
  feel: '(?:feel(?:s|ing)?|felt)',
  cut: '(?:cut(?:s|ting)?)',
  get: '(?:get(?:s|ting)?|got(?:ten)?)',
  wake: '(?:wake(?:s|n)?|waking|woke(?:n)?)',
  hang: '(?:hang(?:s|ing|ed)?|hung)',
  shoot: '(?:shoot(?:s|ing)?|shot)',
  drink: '(?:drink(?:s|ing)?|drank|drunk)',
  sting: '(?:sting(?:s|ing)?|stung)',
  bite: '(?:bite(?:s)?|biting|bit(?:ten)?)',
  slit: '(?:slit(?:s|ting)?)',
  break: '(?:break(?:s|ing)?|broke(?:n)?)',
  keep: '(?:keep(?:s|ing)?|kept)',
  stop: '(?:stop(?:s|ped|ping)?)',
  lose: '(?:lose(?:s)?|losing|lost)',
  give: '(?:give(?:s|n)?|giving|gave)',
  come: '(?:come(?:s)?|coming|came)',
  swallow: '(?:swallow(?:s|ed|ing)?)',
};

/**
 * Grammatical gender and number in words inside a multi-word term, so a term written in one form
 * matches the other ("desmayado" / "desmayada", "потерял" / "потеряла", "लाइ रहा" / "रही",
 * Arabic "لا يتنفس" / "لا تتنفس"). The last word of a term already matches as a prefix.
 */
const GENDER_TOKEN = /(^|[ (|:])([\p{L}\p{M}']+)(?=( |\)|\||$))/gu;
const HI_GENDER: Record<string, string> = {
  रहा: '(?:रहा|रही|रहे)',
  रही: '(?:रहा|रही|रहे)',
  गया: '(?:गया|गई|गयी|गए|गये)',
  गई: '(?:गया|गई|गयी|गए|गये)',
  हुआ: '(?:हुआ|हुई|हुए)',
  था: '(?:था|थी|थे)',
  चाहता: '(?:चाहता|चाहती|चाहते)',
  सकता: '(?:सकता|सकती|सकते)',
  लिया: '(?:लिया|ली|लीं|लिए)',
};
/**
 * The verb of an inability in any person: a term written "he cannot" ("не может говорить", "ne peut
 * pas parler", "non riesce a parlare", "não consegue falar") also reads the patient's own "I cannot"
 * and "they could not" — an inability of the function, whoever says it (NHS 111: cannot breathe,
 * speak, swallow, pass urine, stay awake).
 */
const INABILITY_PERSON: Partial<Record<Language, Record<string, string>>> = {
  ru: Object.fromEntries(
    ['может', 'могу', 'могут', 'мог', 'могла', 'могли'].map((w) => [
      w,
      '(?:может|могу|могут|можешь|мог|могла|могли)',
    ]),
  ),
  fr: Object.fromEntries(
    ['peut', 'peux', 'peuvent', 'pouvait'].map((w) => [w, '(?:peut|peux|peuvent|pouvait|pouvais|pourra)']),
  ),
  it: Object.fromEntries(
    ['riesce', 'riesco', 'riescono', 'riusciva'].map((w) => [
      w,
      '(?:riesce|riesco|riesci|riescono|riusciva|riuscivo)',
    ]),
  ),
  pt: Object.fromEntries(
    ['consegue', 'consigo', 'conseguem', 'conseguia'].map((w) => [
      w,
      '(?:consegue|consigo|conseguem|conseguia|conseguiu)',
    ]),
  ),
};

function genderWord(word: string, lang: Language): string | undefined {
  const modal = INABILITY_PERSON[lang]?.[word];
  if (modal) return modal;
  switch (lang) {
    case 'es':
    case 'pt':
    case 'it':
      // participles and adjectives: -o / -a / -os / -as / -i / -e
      if (word.length >= 5 && /[a-z]o$/.test(word)) return `${word.slice(0, -1)}(?:o|a|os|as|i|e)`;
      return undefined;
    case 'fr':
      if (word.length >= 5 && /(?:e|i|u|t|s)$/.test(word) && !/(?:es|ee)$/.test(word))
        return `${word}(?:e|s|es)?`;
      return undefined;
    case 'pl':
      // past tense -ł / -ła / -ło / -łem / -łam (ł is folded to l); adjectives -y / -a / -e
      if (word.length >= 4 && /[aeiouy]l$/.test(word)) return `${word}(?:a|o|y|i|em|am|es|as)?`;
      if (word.length >= 6 && /[^aeiouy]y$/.test(word)) return `${word.slice(0, -1)}(?:y|a|e|i)`;
      return undefined;
    case 'ru':
      if (word.length >= 4 && /[аеиоуыяю]л$/.test(word)) return `${word}(?:а|о|и)?`;
      if (word.length >= 6 && /лся$/.test(word)) return `${word.slice(0, -3)}(?:лся|лась|лось|лись)`;
      return undefined;
    case 'hi':
      return HI_GENDER[word];
    case 'ar':
      // imperfect verbs: masculine ي- / feminine ت- after a negation ("لا يتنفس" / "لا تتنفس")
      return undefined;
    default:
      return undefined;
  }
}

/**
 * Morphological generalisation of a (normalised) term: English words inside a multi-word term take
 * their regular inflections ("kill myself" matches "killing myself"; the last word already matches
 * as a prefix); first-person pronouns match any person; the Polish reflexive "się" may stand before
 * or after its verb ("zabić się" matches "się zabić"); a French "ne" may be left out ("ne répond pas"
 * matches "répond pas").
 */
export function generaliseTerm(src: string, lang: Language): string {
  const person = PERSON[lang];
  let out = src.replace(PLAIN_WORD, (m, pre: string, word: string, next: string) => {
    if (person?.[word]) return pre + person[word];
    if (lang === 'en' && EN_IRREGULAR[word]) return pre + EN_IRREGULAR[word];
    if (
      lang === 'en' &&
      next === ' ' &&
      word.length >= 3 &&
      !word.includes("'") &&
      !EN_NO_INFLECT.has(word) &&
      VOWEL.test(word)
    )
      return pre + englishInflections(word);
    return m;
  });
  if (lang === 'pl') {
    out = out.replace(
      /(^|[ (|:])([a-z]{3,}) sie(?=( |\)|\||$))/g,
      (_m, pre: string, verb: string) => `${pre}(?:${verb} sie|sie ${verb})`,
    );
  }
  if (lang !== 'en' && lang !== 'is') {
    out = out.replace(GENDER_TOKEN, (m, pre: string, word: string) => {
      const g = genderWord(word, lang);
      return g ? pre + g : m;
    });
  }
  // Everyday written French drops the "ne" of a negation ("il répond pas", "j'arrive plus à"): a
  // term's "ne" / "n'" before its verb is optional.
  if (lang === 'fr') out = out.replace(/(^|[ (|:])(?:ne |n['.])(?=[a-z]|\(\?:[a-z])/g, "$1(?:ne |n['.])?");
  if (lang === 'fr')
    out = out.replace(FR_SPOKEN, (m, pre: string, words: string) => pre + FR_SPOKEN_FORMS[words]!);
  if (lang === 'ar') out = out.replace(/(^|[ (|:])(لا|لم|لن|ما) ي/gu, '$1$2 [يت]');
  // Everyday written Turkish drops the r of the present continuous ("nefes almıyo", "uyanmıyo",
  // "ağrıyo" for "almıyor", "uyanmıyor", "ağrıyor"): a term's -yor matches -yo as well.
  if (lang === 'tr') out = out.replace(/([a-z])yor(?=( |\)|\||$))/g, '$1yor?');
  // Korean inability takes a particle on its bound noun or nominaliser ("숨을 쉴 수가 없어요", "쉬지를
  // 못해요"): a term's "수 없" / "지 못" matches with 가/는/도/조차 between (an inability, never a
  // negation: the clause-final 없어요 belongs to 수, see lexicon/ko/cues.ts pseudo).
  if (lang === 'ko')
    out = out.replace(/ 수 없/g, ' 수(?:가|는|도|조차)? 없').replace(/지 못/g, '지(?:를|는|도)? 못');
  if (lang === 'is') out = icelandicStems(out);
  return out;
}

/**
 * Everyday written French, and Québécois above all, elides and contracts what the lexicon writes in
 * full: "mal dans l'cou" (le cou), "j'ai d'la misère à respirer" (de la, du mal à), "chu essoufflé"
 * (je suis), "y'a du sang" (il y a), "a l'a mal" (elle a), "mal à tête" (à la), "pis" (puis). A term's words take these
 * spoken forms too, so every French term reads them without a term of its own. Only words followed
 * by another word of the term are widened (a term's last word is a prefix already).
 */
const FR_SPOKEN_FORMS: Record<string, string> = {
  'il y a': "(?:il y a |il y'a ?|y'a ?|y a |ya |y'en a |y en a )",
  'je suis': "(?:je suis |j'suis |jsuis |chu |chus |chuis |ch'suis )",
  'du mal a':
    "(?:du mal a |d'la misere a |de la misere a |d' la misere a |d'la difficulte a |de la difficulte a )",
  'il a': "(?:il a |y'a ?|y a |i a )",
  'elle a': "(?:elle a |a l'a |al a |a a )",
  'a la': "(?:a la |a l' ?|a )",
  au: "(?:au |a l' ?|a l |dans l' ?|dans le |dans l )",
  le: "(?:le |l' ?|l )",
  la: "(?:la |l' ?)",
  de: "(?:de |d' ?)",
  je: "(?:je |j' ?)",
  puis: '(?:puis |pis )',
};
const FR_SPOKEN = new RegExp(`(^|[ (|:])(${Object.keys(FR_SPOKEN_FORMS).join('|')}) (?=[a-z(\\\\])`, 'g');

/**
 * Icelandic nouns and adjectives decline for case, number and definiteness ("stífur háls" /
 * "stífan háls" / "stífum hálsi", "höfuðverkur" / "höfuðverk" / "höfuðverkinn"). Every plain word
 * of five letters or more in an Icelandic term is reduced to its stem (a case / article ending
 * removed, at least four letters kept) followed by up to four letters of any ending.
 *
 * A four-letter stem is short enough to begin words of the other Latin-script languages the
 * red-flag floor reads every message in ("blán-" / "blanc", "blandita", "blanket"; "snör-" /
 * "snore"; "bull-" / "bulles", "bullying"), so it takes only an Icelandic case, article or verb
 * ending, and must end the word there.
 */
const IS_ENDING = /(?:urinn|inum|unum|inni|inn|ins|num|ur|ir|ar|um|an|ri|ra|na|id|a|i|u)$/;
const IS_INFLECTION_ENDINGS =
  'urinn|urnir|urnar|innar|inni|unni|inum|unum|anna|inu|inn|ins|ina|ana|una|num|nir|nar|nna|adi|adu|udu|' +
  'ist|ast|ust|andi|urs|ur|ir|ar|um|an|ra|ri|na|ni|nn|in|id|ud|ta|ti|tu|ja|ju|jum|a|i|u|s';
/** After a four-letter stem: a stem consonant that alternates (fingur / fingri), then an ending. */
const IS_INFLECTION = `(?:[rjv]?(?:${IS_INFLECTION_ENDINGS}))?(?![\\p{L}\\p{M}\\p{N}])`;
function icelandicStems(src: string): string {
  return src.replace(/(^|[ (|:])([a-z]{5,})(?=( |\)|\||$))/g, (m, pre: string, word: string) => {
    const stem = word.replace(IS_ENDING, '');
    if (stem.length < 4 || stem === word) return m;
    return stem.length === 4 ? `${pre}${stem}${IS_INFLECTION}` : `${pre}${stem}[a-z]{0,4}`;
  });
}

const WORD = '[\\p{L}\\p{M}\\p{N}]';
/** `\\w` in a term: a letter, digit or apostrophe (so "it's" and "don't" count as one word in gaps). */
const WORD_IN_TERM = "[\\p{L}\\p{M}\\p{N}']";
/**
 * The end of a whole word. Romanised Arabic joins a pronoun to its noun with a dot ("bat.ni" — my
 * belly, "ras.i", "2alb.ak"): a dot followed by one to three letters and a word end continues the
 * word, unless those letters are an English word that a missing space after a full stop would give
 * ("a bat.it bit me"), so the English "bat" is not read inside "bat.ni". A digit continues a word.
 */
const WORD_END = `(?!${WORD}|\\.(?!(?:i|im|it|its|is|he|she|we|my|no|the|and|but|so|now|his|her|our|yes|ok|was|in|on|at|a|an|to|of|not|got|had|has)(?!${WORD}))${WORD}{1,3}(?!${WORD}|\\.))`;

/**
 * Term syntax: a regular-expression source in plain spelling. A space matches any run of white
 * space, `~` matches a gap of up to three words ("chest~pain" matches "chest is really painful"),
 * `\w` matches any letter, a trailing `$` requires the word to end there. Terms match at the start
 * of a word (prefix match, so inflected forms match) except in scripts without word spaces.
 */
export function termSource(term: string, lang: Language, wholeWord = false): string {
  const src = normalizePattern(term);
  // Chinese texts are folded to Simplified characters (nlp/normalize.ts), and so are the Chinese
  // terms; a Japanese text is folded only when it is all kanji, so a Japanese term matches either way.
  if (lang === 'zh') return normalisedTermSource(foldHan(src), lang, wholeWord);
  if (lang === 'ja') {
    const folded = foldHan(src);
    if (folded !== src)
      return `(?:${normalisedTermSource(src, lang, wholeWord)}|${normalisedTermSource(folded, lang, wholeWord)})`;
  }
  return normalisedTermSource(src, lang, wholeWord);
}

function normalisedTermSource(normalised: string, lang: Language, wholeWord: boolean): string {
  let src = normalised;
  let endBoundary = wholeWord;
  if (src.endsWith('$')) {
    src = src.slice(0, -1);
    endBoundary = true;
  }
  // `A & B`: both parts in the same clause, in either order, at most 40 characters apart — free
  // word order ("puchnie mi język" / "język puchnie", "la lengua se hincha" / "se hincha la lengua").
  const amp = src.indexOf(' & ');
  if (amp > 0 && !wholeWord) {
    const a = partSource(src.slice(0, amp), lang);
    const b = partSource(src.slice(amp + 3), lang);
    // In spaced scripts the second part starts a new word (so "hálsbólga" is not "háls … bólga").
    const neg = GAP_NEGATION[lang];
    const between = NO_WORD_BOUNDARY.has(lang)
      ? neg
        ? `(?:(?!(?<![\\p{L}])${neg}(?![\\p{L}]))[^.!?;\\n。！？،؟]){0,40}?`
        : '[^.!?;\\n。！？،؟]{0,40}?'
      : neg
        ? `(?:(?:(?!(?<![\\p{L}])${neg}(?![\\p{L}]))[^.!?;\\n]){0,40}?\\s)`
        : '(?:[^.!?;\\n]{0,40}?\\s)';
    // The second part may carry a Slavic verb prefix ("gardło mi spuchło"); a prefix on the first
    // part is accepted by matchAll (see prefixedStart), so the pattern still starts with literals.
    const p = VERB_PREFIX[lang] ?? '';
    const both = `(?:${a})${between}${p}(?:${b})|(?:${b})${between}${p}(?:${a})`;
    if (NO_WORD_BOUNDARY.has(lang)) return lang === 'ar' && endBoundary ? `(?:${both})${WORD_END}` : `(?:${both})`;
    return `(?:${both})${endBoundary ? WORD_END : ''}`;
  }
  src = partSource(src, lang, wholeWord);
  // Arabic writes spaces between words; only their start is free (prefixes attach to them), so a
  // trailing `$` ends its word there too ("جدي$", my grandfather, is not "جديد", new)
  if (NO_WORD_BOUNDARY.has(lang)) return lang === 'ar' && endBoundary ? `(?:${src})${WORD_END}` : src;
  return `(?:${src})${endBoundary ? WORD_END : ''}`;
}

/**
 * Slavic verbs take aspect prefixes ("puchnie" / "spuchło" / "opuchnięty", "пухнет" / "распух"):
 * a stem in a free-order `A & B` term also matches after one of them.
 */
const PREFIXES: Partial<Record<Language, string[]>> = {
  pl: [
    's',
    'z',
    'za',
    'po',
    'o',
    'na',
    'roz',
    'wy',
    'u',
    'prze',
    'przy',
    'do',
    'od',
    'ob',
    'pod',
    'ze',
    'wz',
  ],
  ru: ['за', 'рас', 'раз', 'о', 'по', 'на', 'вы', 'с', 'у', 'пере', 'при', 'до', 'от', 'об', 'под', 'вз'],
};
const VERB_PREFIX: Partial<Record<Language, string>> = Object.fromEntries(
  Object.entries(PREFIXES).map(([l, ps]) => [l, `(?:${ps.join('|')})?`]),
);
const PREFIX_WORD: Partial<Record<Language, RegExp>> = Object.fromEntries(
  Object.entries(PREFIXES).map(([l, ps]) => [l, new RegExp(`^(?:${ps.join('|')})$`, 'u')]),
);

/**
 * Negation words a gap of a term (`~`, or the stretch between the parts of `A & B`) may not hold:
 * "chest~pain" does not match "chest is not painful", "kopf & weh" not "Kopf tut nicht weh" —
 * the negation belongs to the finding, which the parser's negation rules then read.
 */
const GAP_NEGATION: Partial<Record<Language, string>> = {
  // "not sure / don't know how many" is uncertainty, not a negation of the finding; "grinding with goggles
  // on, nothing got in my eye" holds its negation in the gap
  en: "(?:not|no|never|without|nothing|[a-z]*n't)(?! (?:sure|know|knowing|certain|idea))",
  is: '(?:ekki|engin\\w*|aldrei)(?! (?:viss|veit|hugmynd))',
  pl: '(?:nie|bez|ani)(?! (?:wiem|wiadomo|jestem pewn|pamietam))',
  es: '(?:no|ni|nunca|sin|ningun\\w*)(?! (?:se|sabe|sabemos|estoy segur))',
  fr: '(?:pas|jamais|sans|aucun\\w*)(?! (?:sur|certain))',
  // Swiss, Austrian and Bavarian negators too ("s Buch tuet nöd weh", "kei Fieber", "tuat net weh",
  // "ka Atemnot", "koa Fieber")
  de: '(?:nicht|kein\\w*|nie|ohne|nod|nid|ned|net|kei|keis|keini|ka|kan|kane|koa|koan|koane)(?! (?:sicher|wie viel|wieviel))',
  it: '(?:non|mai|senza|nessun\\w*)(?! (?:so|sappiamo|sicur))',
  pt: '(?:nao|nunca|sem|nem|nenhum\\w*)(?! (?:sei|sabe|sabemos|tenho certeza))',
  ru: '(?:не|нет|без|ни)(?! (?:знаю|знаем|уверен))',
  tr: '(?:degil|yok)',
  // Arabic: standard and colloquial negators ("رقبته مش متصلبة", "مو متصلبة" — the neck is not stiff)
  // with the conjunction written onto them ("مو أحمر ولا حار" — neither red nor hot)
  // and their Arabizi forms ("kerchi ma bqatch katdrrni" — my belly no longer hurts), a digit ending no word
  ar: '(?:و?(?:لا|ما|مش|مو|مب|ليس|ليست|بدون|مافي|مفيش)|(?:ma|mesh|mish|msh|mush|mosh|mafi|mafish|mafeesh|mch|machi|mab9a[a-z]*|mabqa[a-z]*|mab2a[a-z]*|bla|bidoun|bdoun)(?![0-9]))',
  // Korean: the negators written as a word before the verb ("입술은 안 부었어요" — the lips are not swollen)
  ko: '(?:안|못)',
};

/** Whether a stretch between two parts of a finding holds a negation word of the language (see GAP_NEGATION). */
export function holdsGapNegation(between: string, lang: Language): boolean {
  const neg = GAP_NEGATION[lang];
  if (!neg) return false;
  return (GAP_NEGATION_RE[lang] ??= new RegExp(`(?<![\\p{L}])${neg}(?![\\p{L}])`, 'u')).test(between);
}
const GAP_NEGATION_RE: Partial<Record<Language, RegExp>> = {};

/**
 * Conjunctions, prepositions, the article and the dialects' present-tense ب written onto the next
 * Arabic word: و / ف, then ب / ل / ك / ال / بال / لل ("وبيبص", "فالحقنة", "الابيبن").
 */
const ARABIC_PROCLITIC = '(?:[وف]?(?:ب|ل|ك|ال|بال|لل)?)';

const CJK_GAP = {
  zh: '(?:[^\\s。，、！？；：.,;:!?不没沒無无未别別]|不(?:停|断|斷|舒服|了|行))',
  ja: '[^\\s。，、！？；.,;!?]',
} as const;

function partSource(normalised: string, lang: Language, wholeWord = false): string {
  let src = wholeWord ? normalised : generaliseTerm(normalised, lang);
  // `~`: a gap of up to three words; in scripts written without spaces, up to six characters.
  const neg = GAP_NEGATION[lang];
  // Chinese: the gap holds no negation ("胸口不痛" is not chest pain) other than "不停 / 不断" (constantly).
  const gap =
    lang === 'zh'
      ? '(?:[^\\s。，、！？.,;!?不没無无]|不[停断])(?:[^\\s。，、！？.,;!?不没無无]|不[停断]){0,5}'
      : lang === 'ja'
        ? '[^\\s。，、！？.,;!?]{0,6}'
        : neg
          ? `(?:\\s+(?!${neg}(?![\\p{L}]))[^\\s.,;!?]+){0,3}\\s+`
          : '(?:\\s+[^\\s.,;!?]+){0,3}\\s+';
  // A written character gap of Chinese and Japanese terms ("膝盖\\S{0,6}肿") stays in its clause and,
  // in Chinese, holds no negation: "膝盖疼，没有肿" is no swollen knee, "胸口不痛" no chest pain. "不停 /
  // 不断 / 不舒服 / 受不了" are not negations. Japanese and Korean negate after the verb (cues.ts).
  if (lang === 'zh' || lang === 'ja') src = src.replace(/\\S\{(\d+),(\d+)\}/g, `${CJK_GAP[lang]}{$1,$2}`);
  // written word gaps, "(?:\\w+ ){0,3}" / "(?:\\S+ )?", hold no negation word either ("نزيف عادي مو كثير":
  // the bleeding is normal, not heavy)
  if (neg) src = src.replace(/\(\?:\\([wS])\+ \)(\{\d+,\d+\}|\?)/g, `(?:(?!${neg}(?![\\p{L}]))\\$1+ )$2`);
  src = src
    // a written word gap holds whole words, also where spaces are optional (Arabic, Korean): "اكل عشا دسم"
    // (ate a fatty dinner) is no "اكل … سم" (ate poison) by splitting "دسم"; the next Arabic word may
    // still carry a proclitic ("وبطلع", "الابيبن")
    .replace(/(\\[wS]\+) \)(\{\d+,\d+\}|\?)?/g, (_, word: string, times = '') =>
      `${word}\\s+)${times}${lang === 'ar' ? ARABIC_PROCLITIC : ''}`,
    )
    // "ear ?ache", "hay ?fever": an optional space (it used to become a lazy \s+?, which still needs a space)
    .replace(/ \?/g, '\\s*')
    .replace(/\\w/g, WORD_IN_TERM)
    .replace(/~/g, gap)
    .replace(/ /g, NO_WORD_BOUNDARY.has(lang) ? '\\s*' : '\\s+');
  return src;
}

/**
 * A compiled term list; `boundary` says whether matches must start at a word start. `prefixed`:
 * the free-order `A & B` terms of a language whose verbs take prefixes, compiled apart so that a
 * match may also start after a verb prefix inside a word (checked in code: a leading optional
 * prefix in the pattern would defeat the engine's scan for literal first characters).
 *
 * Pre-filters (see anchors.ts), from the literal characters of an expression: with `anchors`
 * (strings every match starts with), a sticky copy of the expression is tried only where one of
 * them begins — at the word starts of the text where matches must start a word; anywhere in
 * scripts without word spaces; at word starts and after a verb prefix inside a word for the
 * prefixed terms. With `required` (strings every match contains), the expression is run only on a
 * text that contains one of them. Without either it is always run.
 *
 * A list is kept as its expression's source: the pre-filter is read from the source on the list's
 * first use, and the regular expression (sticky or global) is made only when a text passes the
 * pre-filter. Making one costs about a millisecond per `\p{…}` class in it (the word-edge checks
 * of the terms), which for every list of every language took seconds; most lists are never tried
 * on most texts. `checkTermList` makes them all (test/term-lists.test.ts), so a faulty term fails
 * in a test and not on a patient's message.
 */
export interface TermRegex {
  main: TermExpression | undefined;
  boundary: boolean;
  prefixed: (TermExpression & { prefix: RegExp }) | undefined;
}

/** One expression of a term list: its source (flags `u`), and what is made from it on first need. */
export interface TermExpression {
  readonly source: string;
  prefilter?: Prefilter;
  /** The global expression, for a list without anchors. */
  global?: RegExp;
  /** The sticky expression, tried at the anchors' places. */
  sticky?: RegExp;
}

interface Prefilter {
  anchors: Anchors | undefined;
  required: readonly string[] | undefined;
}

/**
 * The terms' sources as one alternation, a run of terms that each end a whole word written with one
 * word-end check after the run: `(?:a|b)E` tries a, then E, then back into a, then b — the order of
 * `aE|bE`, so the same matches. The check is long (three `\p{…}` classes and the romanised-Arabic
 * pronoun rule): once per run, the whole-word lists (the negation and time cues every text is read
 * with) are several times smaller — English "but" and its kin 6,734 → 528 characters — and a sticky
 * try of one about 4× faster.
 */
function alternation(sources: readonly string[]): string {
  const out: string[] = [];
  let run: string[] = [];
  const flush = () => {
    if (run.length === 1) out.push(`${run[0]}${WORD_END}`);
    else if (run.length > 1) out.push(`(?:${run.join('|')})${WORD_END}`);
    run = [];
  };
  for (const s of sources) {
    if (s.endsWith(WORD_END)) run.push(s.slice(0, -WORD_END.length));
    else {
      flush();
      out.push(s);
    }
  }
  flush();
  return out.join('|');
}

export function compileTerms(
  terms: readonly string[],
  lang: Language,
  wholeWord = false,
  forceBoundary = false,
): TermRegex | null {
  if (terms.length === 0) return null;
  if (forceBoundary && NO_WORD_BOUNDARY.has(lang) && lang === 'ar') {
    const source = terms.map((t) => `(?:${normalizePattern(t).replace(/ /g, '\\s+')})(?!${WORD})`).join('|');
    return { main: { source }, boundary: true, prefixed: undefined };
  }
  // The word-start check is done in code (startsWord): a leading look-behind would stop the
  // regular-expression engine from scanning for the literal first characters, 50× slower.
  const boundary = !NO_WORD_BOUNDARY.has(lang);
  const prefix = PREFIX_WORD[lang];
  const free = prefix && !wholeWord ? terms.filter((t) => t.includes(' & ')) : [];
  const rest = free.length > 0 ? terms.filter((t) => !t.includes(' & ')) : terms;
  const join = (list: readonly string[]): TermExpression | undefined =>
    list.length > 0 ? { source: alternation(list.map((t) => termSource(t, lang, wholeWord))) } : undefined;
  return {
    main: join(rest),
    boundary,
    prefixed: free.length > 0 ? { ...join(free)!, prefix: prefix! } : undefined,
  };
}

/** Reads a list's pre-filters now rather than on its first use (see `compileLexicon`). */
export function prepareTermList(t: TermRegex | null): void {
  if (t?.main) prefilterOf(t.main);
  if (t?.prefixed) prefilterOf(t.prefixed);
}

/** The negation and time cues of the languages, compiled and their pre-filters read now. */
export function prepareCues(languages: readonly Language[]): void {
  for (const lang of languages) for (const t of Object.values(compiledNegation(lang))) prepareTermList(t);
}

/**
 * The anchors a list can only match at word starts of (see `matchAll`), or undefined when it may
 * match elsewhere too (no word spaces in its language, a verb-prefixed part, or no anchors).
 */
export function wordStartAnchors(t: TermRegex): Anchors | undefined {
  if (!t.boundary || t.prefixed || !t.main) return undefined;
  return prefilterOf(t.main).anchors;
}

/** Makes every regular expression of a list now (a faulty term throws here). */
export function checkTermList(t: TermRegex): void {
  for (const e of [t.main, t.prefixed]) if (e) globalOf(e);
}

function prefilterOf(e: TermExpression): Prefilter {
  if (e.prefilter) return e.prefilter;
  const literals = literalsOf(e.source);
  const anchors = (literals && 'anchors' in literals && anchorsOf(literals.anchors)) || undefined;
  const required = literals && 'required' in literals ? literals.required : undefined;
  return (e.prefilter = { anchors, required });
}

/**
 * Compiled lists are large: V8 makes 80–140 times a list's source length in machine code or
 * bytecode (a `\p{…}` class is a search tree of its ranges), so the 3.9 million characters of every
 * list of the 15 lexicons, compiled, are more than V8's code space holds: a process that reads every
 * language (the safety floor does) aborted after about 3,500 different messages. So the compiled
 * lists are kept within a budget of source characters, the least recently used given up first (V8
 * frees their code at a later collection) and compiled again when next needed. At 3 million
 * characters a stream of all 15 languages held 214–247 MiB of code and bytecode.
 */
const DEFAULT_COMPILED_BUDGET = 3_000_000;
let compiledBudget = DEFAULT_COMPILED_BUDGET;
/** The compiled lists, least recently used first, and the source characters of their expressions. */
const compiledInUse = new Map<TermExpression, number>();
let compiledChars = 0;
let compilations = 0;

function used(e: TermExpression): void {
  const weight = compiledInUse.get(e);
  if (weight !== undefined) {
    compiledInUse.delete(e);
    compiledInUse.set(e, weight);
  }
}

function compiled(e: TermExpression, form: 'sticky' | 'global'): RegExp {
  const re = new RegExp(e.source, form === 'sticky' ? 'uy' : 'gu');
  e[form] = re;
  const weight = (compiledInUse.get(e) ?? 0) + e.source.length;
  compiledInUse.delete(e);
  compiledInUse.set(e, weight);
  compiledChars += e.source.length;
  compilations++;
  giveUpCompiled();
  return re;
}

function giveUpCompiled(): void {
  for (const [oldest, weight] of compiledInUse) {
    if (compiledChars <= compiledBudget || compiledInUse.size <= 1) return;
    compiledInUse.delete(oldest);
    compiledChars -= weight;
    delete oldest.sticky;
    delete oldest.global;
  }
}

/**
 * How many lists are compiled now, the source characters they hold (see `compiledBudget`), and how
 * many compilations there have been (more than the lists means lists given up and compiled again).
 */
export function compiledListsInUse(): { lists: number; sourceChars: number; budget: number; compilations: number } {
  return { lists: compiledInUse.size, sourceChars: compiledChars, budget: compiledBudget, compilations };
}

/** Sets the budget of compiled source characters (default 3 million); returns the one before. */
export function setCompiledBudget(chars: number = DEFAULT_COMPILED_BUDGET): number {
  const before = compiledBudget;
  compiledBudget = chars;
  giveUpCompiled();
  return before;
}

function stickyOf(e: TermExpression): RegExp {
  if (e.sticky) {
    used(e);
    return e.sticky;
  }
  return compiled(e, 'sticky');
}

function globalOf(e: TermExpression): RegExp {
  if (e.global) {
    used(e);
    return e.global;
  }
  return compiled(e, 'global');
}

function containsAny(text: string, parts: readonly string[] | undefined): boolean {
  if (!parts) return true;
  for (const p of parts) if (text.includes(p)) return true;
  return false;
}

const WORD_CHAR = /[\p{L}\p{M}\p{N}]/u;
function startsWord(text: string, index: number): boolean {
  return index === 0 || !WORD_CHAR.test(text[index - 1]!);
}

/** Where the word containing `index` starts, if the letters before `index` are a verb prefix. */
function prefixedStart(text: string, index: number, prefix: RegExp): number | undefined {
  let ws = index;
  while (ws > 0 && WORD_CHAR.test(text[ws - 1]!)) ws--;
  return ws < index && prefix.test(text.slice(ws, index)) ? ws : undefined;
}

type TermMatch = { start: number; end: number; text: string };

/** The matches of one regular expression that start a word (or follow a verb prefix inside one). */
function scanMatches(out: TermMatch[], re: RegExp, text: string, boundary: boolean, prefix?: RegExp): void {
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    let start: number | undefined = m.index;
    if (m[0].length === 0) start = undefined;
    else if (boundary && !startsWord(text, m.index))
      start = prefix ? prefixedStart(text, m.index, prefix) : undefined;
    if (start === undefined) {
      re.lastIndex = m.index + 1;
      continue;
    }
    const end = m.index + m[0].length;
    out.push({ start, end, text: text.slice(start, end) });
  }
}

/**
 * The same matches as `scanMatches` when every match that it keeps begins at one of `starts` and
 * every one of `starts` is a place where it would keep a match (a word start, or with `prefix` a
 * place after a verb prefix inside a word, where the match then starts): the global search takes,
 * from where the last kept match ended, the first place the expression matches and keeps it if it
 * is such a place, so trying the candidates in order with a sticky expression finds the same ones.
 */
function stickyMatches(
  out: TermMatch[],
  sticky: RegExp,
  text: string,
  starts: readonly number[],
  prefix?: RegExp,
): void {
  let from = 0;
  for (const p of starts) {
    if (p < from) continue;
    sticky.lastIndex = p;
    const m = sticky.exec(text);
    if (!m || m[0].length === 0) continue;
    const end = p + m[0].length;
    const start = prefix && !startsWord(text, p) ? prefixedStart(text, p, prefix)! : p;
    out.push({ start, end, text: text.slice(start, end) });
    from = end;
  }
}

/** Where the text contains one of the anchors at a word start or after a verb prefix. */
function prefixedStarts(anchors: Anchors, text: string, prefix: RegExp): number[] {
  return occurrences(anchors, text).filter(
    (p) => startsWord(text, p) || prefixedStart(text, p, prefix) !== undefined,
  );
}

/** All matches of a compiled term list, honouring the word-start rule. */
export function matchAll(t: TermRegex | null, text: string): TermMatch[] {
  if (!t) return [];
  const out: TermMatch[] = [];
  const { main, prefixed } = t;
  if (main) {
    const p = prefilterOf(main);
    if (p.anchors) {
      const starts = t.boundary ? anchoredStarts(p.anchors, text) : occurrences(p.anchors, text);
      if (starts.length > 0) stickyMatches(out, stickyOf(main), text, starts);
    } else if (containsAny(text, p.required)) scanMatches(out, globalOf(main), text, t.boundary);
  }
  if (prefixed) {
    const p = prefilterOf(prefixed);
    const { prefix } = prefixed;
    if (p.anchors) {
      const starts = prefixedStarts(p.anchors, text, prefix);
      if (starts.length > 0) stickyMatches(out, stickyOf(prefixed), text, starts, prefix);
    } else if (containsAny(text, p.required)) scanMatches(out, globalOf(prefixed), text, t.boundary, prefix);
    out.sort((a, b) => a.start - b.start || b.end - a.end);
  }
  return out;
}

interface Cue extends Span {
  lang: Language;
}

interface CompiledNegation {
  pre: TermRegex | null;
  post: TermRegex | null;
  pseudo: TermRegex | null;
  gear: TermRegex | null;
  breakers: TermRegex | null;
  resolved: TermRegex | null;
  hypothetical: TermRegex | null;
  remote: TermRegex | null;
  episode: TermRegex | null;
  usual: TermRegex | null;
  change: TermRegex | null;
  ongoing: TermRegex | null;
  since: TermRegex | null;
  settled: TermRegex | null;
  baseline: TermRegex | null;
  contrast: TermRegex | null;
  otherBefore: TermRegex | null;
  otherAfter: TermRegex | null;
  otherEnd: TermRegex | null;
  answerers: TermRegex | null;
}

const negationCache = new Map<Language, CompiledNegation>();
function compiledNegation(lang: Language): CompiledNegation {
  let c = negationCache.get(lang);
  if (!c) {
    const r = NEGATION[lang];
    c = {
      pre: compileTerms(r.pre, lang, true, true),
      post: compileTerms(r.post, lang, true, true),
      pseudo: compileTerms(r.pseudo, lang, false, true),
      gear: compileTerms([r.protectiveGear], lang, false, true),
      breakers: compileTerms(r.breakers, lang, true, true),
      resolved: compileTerms(r.resolved, lang, false, true),
      hypothetical: compileTerms(r.hypothetical, lang, true, true),
      remote: compileTerms(TEMPORAL[lang].remote, lang, true, true),
      episode: compileTerms(TEMPORAL[lang].episode, lang, true, true),
      usual: compileTerms(TEMPORAL[lang].usual, lang, true, true),
      change: compileTerms(TEMPORAL[lang].change, lang, true, true),
      ongoing: compileTerms(TEMPORAL[lang].ongoing, lang, true, true),
      since: compileTerms(TEMPORAL[lang].since, lang, true, true),
      settled: compileTerms(TEMPORAL[lang].settled, lang, true, true),
      baseline: compileTerms(TEMPORAL[lang].baseline, lang, true, true),
      contrast: compileTerms(TEMPORAL[lang].contrast, lang, true, true),
      otherBefore: compileTerms(r.otherBefore, lang, true, true),
      otherAfter: compileTerms(r.otherAfter, lang, true, true),
      otherEnd: compileTerms(r.otherEnd, lang, true, true),
      answerers: compileTerms(r.answerers, lang, true, true),
    };
    negationCache.set(lang, c);
  }
  return c;
}

function allSpans(t: TermRegex | null, text: string): Span[] {
  return matchAll(t, text).map(({ start, end }) => ({ start, end }));
}

/**
 * `past`: in a clause that places it in a clearly resolved, remote past ("chest pain last year, now
 * fine") while nothing in the sentence says it is going on now — history, not the complaint.
 */
/**
 * `other`: not the patient's finding now (ConText experiencer and hypothetical, Harkema et al. 2009):
 * a relative's past event ("my dad died of a heart attack", "strokes run in the family"), something
 * dreamt or seen in a film or the news, a question about a generic person or for a course ("what should I
 * do if someone is having a stroke?"), a clinician or phone that does not answer ("la sage-femme ne
 * répond pas"). It is neither present nor denied: the finding is simply not the patient's.
 */
export type Polarity = 'present' | 'negated' | 'hypothetical' | 'resolved' | 'past' | 'other';

/** Characters between a start anchor ("since", "から") and the remote-past marker that dates its event. */
const ANCHOR_EVENT = 40;
/** Characters a not-the-patient cue reaches to the end (or from the start) of its clause. */
const OTHER_WINDOW = 90;
/** Characters between a clinician or phone line and the "does not answer" after it. */
const ANSWERER_GAP = 12;

/** Clause punctuation inside a sentence (a remote-past marker applies to its own clause only). */
const CLAUSE_MARK = /[,:，、،]/u;
/** Words that name no finding of their own ("the pain", "it hurts", "really bad"): a clause with only these refers back. */
const REFERS_BACK = new Set(['complaint_unspecified', 'severe', 'sudden_onset']);

/** "and" / "or" / "nor" words that join the items of a list after a negation, per language. */
const LIST_CONJUNCTION: Partial<Record<Language, RegExp>> = {
  en: /(?:^|\s)(?:and|or|nor)\s/u,
  is: /(?:^|\s)(?:og|eda|ne)\s/u,
  pl: /(?:^|\s)(?:i|oraz|ani|lub|albo)\s/u,
  es: /(?:^|\s)(?:y|e|ni|o|u)\s/u,
  fr: /(?:^|\s)(?:et|ni|ou)\s/u,
  de: /(?:^|\s)(?:und|noch|oder)\s/u,
  it: /(?:^|\s)(?:e|ed|ne|o|oppure)\s/u,
  pt: /(?:^|\s)(?:e|nem|ou)\s/u,
  ru: /(?:^|\s)(?:и|ни|или)\s/u,
  tr: /(?:^|\s)(?:ve|veya|ya da|ne)\s/u,
  ar: /(?:^|\s)(?:و|أو|او|ولا)/u,
  hi: /(?:^|\s)(?:और|या|aur|ya)\s/u,
  zh: /(?:和|或|也没)/u,
};

/**
 * The words that join the items of a list a post-posed negation closes, per verb-final language
 * ("吐き気とかめまいとかはない", "胸の痛みや息苦しさはない", "두통이나 구토는 없어요", "ateş veya kusma yok",
 * "bukhar ya ulti nahi"), and the particles and punctuation that may stand beside them. Noun-list
 * joiners only: a verb's "and" ("머리가 아프고", "öksürüğüm var"), or any other word, ends the list, and
 * the negation then denies only the finding right before it.
 */
const POST_LIST: Partial<Record<Language, { joiner: RegExp; filler: RegExp }>> = {
  ja: { joiner: /とか|やら|や|と|か|も/gu, filler: /[はが、，,\s]/gu },
  ko: { joiner: /이나|다거나|거나|이랑|하고|및|나|랑|과|와|도/gu, filler: /[은는이가,，\s]/gu },
  tr: {
    joiner: /(?:^|\s)(?:veya|ya da|yahut|ya|ne|ve)(?=\s|$)/gu,
    filler: /(?:^|\s)(?:da|de)(?=\s|$)|[,\s]/gu,
  },
  hi: { joiner: /(?:^|\s)(?:ya|aur|na|athva|या|और|न|अथवा)(?=\s|$)/gu, filler: /[,\s]/gu },
};

/**
 * The same for a pre-posed negation in Chinese, whose list is written with the enumeration comma and
 * "or / and" words ("没有胸痛、气短或者出汗", "没有发烧和呕吐"): a general comma ends it.
 */
const PRE_LIST: Partial<Record<Language, { joiner: RegExp; filler: RegExp }>> = {
  zh: { joiner: /或者|以及|或|和|跟|与|與|及|、/gu, filler: /[也\s]/gu },
};

/** Where the last match of `re` in `text` starts, or -1. */
function lastMatch(re: RegExp | undefined, text: string): number {
  if (!re) return -1;
  let at = -1;
  for (const m of text.matchAll(new RegExp(re.source, 'gu'))) at = m.index;
  return at;
}

/** The rest of a Turkish verb after its stem when it is negative (normalised: ı → i). */
const TR_NEGATIVE_SUFFIX =
  /^m(?:adi|edi|amis|emis|iyor|uyor|az(?![\p{L}])|ez(?![\p{L}])|ayacak|eyecek|adan|eden)/u;

/** `text` with each span's characters but white space replaced by "x", unit for unit (same length). */
function maskSpans(text: string, spans: readonly Span[]): string {
  let out = '';
  let at = 0;
  for (const sp of [...spans].sort((a, b) => a.start - b.start)) {
    if (sp.start < at) continue;
    out += text.slice(at, sp.start) + text.slice(sp.start, sp.end).replace(/\S/g, 'x');
    at = sp.end;
  }
  return out + text.slice(at);
}

/** A normalised text with its sentences and the negation cues of the languages in play. */
export class AnalysedText {
  readonly text: string;
  /**
   * The text the terms are read in: `text` with the negation words of "without goggles", "no helmet",
   * "헬멧을 안 쓰고" (NegationRules.protectiveGear) masked, so that a term's gap may hold them ("grinding
   * without goggles, a bit flew into my eye"). Same length as `text`: spans are shared.
   */
  readonly termText: string;
  readonly sentences: Span[];
  private readonly pre: Cue[] = [];
  private readonly post: Cue[] = [];
  private readonly resolved: Cue[] = [];
  private readonly hypo: Cue[] = [];
  private readonly remote: Cue[] = [];
  private readonly episode: Cue[] = [];
  private readonly usual: Cue[] = [];
  private readonly change: Cue[] = [];
  private readonly ongoing: Cue[] = [];
  private readonly since: Cue[] = [];
  private readonly baseline: Cue[] = [];
  private readonly contrast: Cue[] = [];
  private otherCues: { before: Cue[]; after: Cue[]; end: Cue[] } | undefined;
  private answererCues: Cue[] | undefined;
  private readonly breakers = new Map<Language, Span[]>();

  /**
   * `languages`: whose negation cues apply (the languages the text is written in). `termLanguages`: whose
   * terms were read (the red-flag floor reads every language's): their not-the-patient cues and
   * `answerers` apply too, for the context of a finding belongs to the finding's own language ("el médico
   * no contesta", "mi padre murió de un infarto" are Spanish even where too short to be detected as such).
   */
  constructor(
    raw: string,
    readonly languages: readonly Language[],
    private termLanguages: readonly Language[] = languages,
  ) {
    this.text = normalize(raw);
    this.sentences = sentenceSpans(this.text);
    const settledOf = new Map<Language, Span[]>();
    const masked: Span[] = [];
    for (const lang of languages) {
      const c = compiledNegation(lang);
      const pseudo = allSpans(c.pseudo, this.text);
      const inPseudo = (s: Span) => pseudo.some((p) => s.start >= p.start && s.end <= p.end);
      // the gear words are looked for only in a text with a pseudo phrase (most texts have none)
      const gear = pseudo.length > 0 ? allSpans(c.gear, this.text) : [];
      const gearPhrases = pseudo.filter((p) => gear.some((g) => g.start >= p.start && g.end <= p.end));
      for (const re of gearPhrases.length > 0 ? [c.pre, c.post] : [])
        for (const s of allSpans(re, this.text))
          if (gearPhrases.some((p) => s.start >= p.start && s.end <= p.end)) masked.push(s);
      const add = (list: Cue[], re: TermRegex | null) => {
        for (const s of allSpans(re, this.text)) if (!inPseudo(s)) list.push({ ...s, lang });
      };
      add(this.pre, c.pre);
      add(this.post, c.post);
      add(this.resolved, c.resolved);
      add(this.hypo, c.hypothetical);
      add(this.remote, c.remote);
      add(this.episode, c.episode);
      add(this.usual, c.usual);
      add(this.change, c.change);
      add(this.baseline, c.baseline);
      if (this.baseline.length > 0) add(this.contrast, c.contrast);
      const settled = allSpans(c.settled, this.text);
      settledOf.set(lang, settled);
      for (const o of allSpans(c.ongoing, this.text))
        if (!settled.some((p) => o.start >= p.start && o.end <= p.end)) this.ongoing.push({ ...o, lang });
      this.breakers.set(lang, allSpans(c.breakers, this.text));
    }
    this.termText = masked.length > 0 ? maskSpans(this.text, masked) : this.text;
    // a start anchor matters only against a remote-past marker (isPast), so it is read only then
    if (this.remote.length > 0)
      for (const lang of languages) {
        const settled = settledOf.get(lang) ?? [];
        for (const o of allSpans(compiledNegation(lang).since, this.text))
          if (!settled.some((p) => o.start >= p.start && o.end <= p.end)) this.since.push({ ...o, lang });
      }
  }

  sentenceOf(pos: number): Span {
    for (const s of this.sentences) if (pos >= s.start && pos < s.end) return s;
    return { start: 0, end: this.text.length };
  }

  private brokenBetween(lang: Language, from: number, to: number): boolean {
    const list = this.breakers.get(lang) ?? [];
    return list.some((b) => b.start >= from && b.end <= to);
  }

  /** Clause punctuation between two positions (ConText: a cue's scope ends with its clause). */
  private clauseBreakBetween(from: number, to: number): boolean {
    return from < to && CLAUSE_MARK.test(this.text.slice(from, to));
  }

  /**
   * A negation before a list goes on across its commas ("no fever, cough or rash") to the list's
   * last item, the one a conjunction joins, and no further ("ما فيه تنميل ولا ضعف، الحمام والبول
   * طبيعي، امشي عادي": the walking after the list is not denied). Otherwise a comma ends the cue's
   * clause ("não tenho febre, dor no peito forte": the chest pain is not denied).
   */
  private listAfter(c: Cue, sent: Span, start: number): boolean {
    const re = LIST_CONJUNCTION[c.lang];
    if (!re) return false;
    const segments = this.text.slice(c.end, sent.end).split(CLAUSE_MARK);
    if (segments.length < 2) return false;
    // every item before the last comma is short (a noun phrase, not a clause of its own) and a
    // conjunction joins the last items ("denies fevers, chills, weight loss, and recent infection")
    // (a clause with its own verb — "nie śpi, mówi że słyszy głosy i …" — is longer: not a list)
    const words = (t: string) => t.trim().split(/\s+/u).filter(Boolean).length;
    const joined = segments.findIndex((t, i) => i > 0 && re.test(t));
    if (joined < 0) return false;
    if (!(segments.slice(0, joined).every((t) => words(t) <= 4) && words(segments[joined]!) <= 6)) return false;
    // where the joined item ends: the segments up to it, and the clause marks between them
    const marks = [...this.text.slice(c.end, sent.end).matchAll(new RegExp(CLAUSE_MARK.source, 'gu'))];
    const listEnd = joined < marks.length ? c.end + marks[joined]!.index : sent.end;
    return start < listEnd;
  }

  /**
   * Whether the finding ending at `end` is an item of a list whose last item the post-posed cue `c`
   * denies: only list joiners, particles and punctuation between the items, at least one joiner word,
   * and the last item within the cue's reach (its lone reach: no finding lies between).
   */
  private listBefore(c: Cue, end: number): boolean {
    const list = POST_LIST[c.lang];
    if (!list) return false;
    let at = end;
    let joined = false;
    for (let items = 0; items < 8; items++) {
      let next: Span | undefined;
      for (const f of this.findingSpans) {
        if (f.start < at || f.start >= c.start) continue;
        if (!next || f.start < next.start || (f.start === next.start && f.end > next.end)) next = f;
      }
      if (!next || next.end > c.end) return false;
      const gap = this.text.slice(at, next.start);
      const rest = gap.replace(list.joiner, '');
      if (rest.replace(list.filler, '') !== '') return false;
      if (rest !== gap) joined = true;
      // the last item read by a phrase of absence that holds the cue itself ("진물이나 열은 없어요": "열은 없")
      if (next.end > c.start) return joined;
      at = next.end;
      for (const f of this.findingSpans)
        if (f.start >= next.start && f.start < at && f.end > at && f.end <= c.start) at = f.end;
      const last = !this.findingSpans.some((f) => f.start >= at && f.start < c.start);
      if (last)
        return (
          joined &&
          c.start - at <= Math.max(NEGATION[c.lang].postWindow, NEGATION[c.lang].postWindowLone ?? 0) &&
          !this.brokenBetween(c.lang, at, c.start) &&
          !this.clauseBreakBetween(at, c.start)
        );
    }
    return false;
  }

  /**
   * Whether the finding starting at `start` is an item of a list after a pre-posed cue `c` (Chinese,
   * see PRE_LIST): its first item within the cue's reach, only joiners and fillers between the items.
   */
  private listAfterCue(c: Cue, start: number): boolean {
    const list = PRE_LIST[c.lang];
    if (!list) return false;
    const first = this.findingSpans.find(
      (f) => f.start >= c.end && f.start - c.end <= NEGATION[c.lang].preWindow && f.end <= start,
    );
    if (!first || this.brokenBetween(c.lang, c.end, first.start)) return false;
    let at = first.end;
    for (let items = 0; items < 8; items++) {
      let next: Span | undefined;
      for (const f of this.findingSpans) {
        if (f.start < at || f.start > start) continue;
        if (!next || f.start < next.start) next = f;
      }
      if (!next) return false;
      const gap = this.text.slice(at, next.start);
      if (
        gap.replace(list.joiner, '').replace(list.filler, '') !== '' ||
        (gap !== '' && gap.replace(list.joiner, '') === gap)
      )
        return false;
      if (next.start === start) return true;
      at = next.end;
    }
    return false;
  }

  /**
   * A resolution cue in a later clause that names a finding of its own ("cough with green phlegm, the
   * fever has gone", "tos y flemas, ya no tengo fiebre") resolves that finding, not the clauses before it.
   */
  private ownClause(c: Cue, start: number, end: number, sent: Span): boolean {
    if (!this.clauseBreakBetween(end, c.start)) return false;
    const before = this.text.slice(end, c.start);
    let from = end;
    for (let i = before.length - 1; i >= 0; i--) {
      if (CLAUSE_MARK.test(before[i]!)) {
        from = end + i + 1;
        break;
      }
    }
    const rest = this.text.slice(c.end, sent.end);
    const mark = rest.search(CLAUSE_MARK);
    const to = mark < 0 ? sent.end : c.end + mark;
    // "the pain has settled", "it has gone": a general word of pain, or the same finding again, still refers back
    const own = this.findingSpans.find((f) => f.start <= start && f.end >= end)?.concept;
    return this.findingSpans.some(
      (f) =>
        f.start >= from &&
        f.end <= to &&
        (f.end <= c.start || f.start >= c.end) &&
        f.concept !== undefined &&
        f.concept !== own &&
        !REFERS_BACK.has(f.concept),
    );
  }

  /**
   * Whether the finding at [start, end) is not the patient's (ConText experiencer / hypothetical): a
   * cue before it in its clause ("died of", "I dreamt", "in the film", "what should I do if someone")
   * or after it ("… runs in the family", "… in my dream"), at most OTHER_WINDOW characters away with no
   * termination between ("now", "but", "woke up", "and I"), so "I woke from a dream and now I can't
   * breathe" keeps its emergency. A clinician, the practice or the phone right before a finding of not
   * answering (`answering`) is who does not answer, not an unresponsive patient.
   */
  /**
   * The languages whose terms found something in the text, once they are known and before any
   * polarity is asked: only their cues of who a finding belongs to can concern a finding (the red-flag
   * floor reads a Latin-script text with ten lexicons, most of which find nothing).
   */
  readIn(languages: Iterable<Language>): void {
    this.termLanguages = [...languages];
  }

  /** Who answers calls (clinicians, the practice, the phone), read on first need: few texts hold a finding of not answering. */
  private answerers(): Cue[] {
    if (this.answererCues) return this.answererCues;
    const out: Cue[] = [];
    for (const lang of new Set([...this.languages, ...this.termLanguages]))
      for (const s of allSpans(compiledNegation(lang).answerers, this.text)) out.push({ ...s, lang });
    return (this.answererCues = out);
  }

  /**
   * The not-the-patient cues of every language whose words are read (as with the answerers), read on
   * first need: the safety net's reading of the scopes (`scopePolarity`) never asks for them.
   */
  private others(): { before: Cue[]; after: Cue[]; end: Cue[] } {
    if (this.otherCues) return this.otherCues;
    const out = { before: [] as Cue[], after: [] as Cue[], end: [] as Cue[] };
    const langs = new Set([...this.languages, ...this.termLanguages]);
    for (const lang of langs) {
      const c = compiledNegation(lang);
      for (const s of allSpans(c.otherBefore, this.text)) out.before.push({ ...s, lang });
      for (const s of allSpans(c.otherAfter, this.text)) out.after.push({ ...s, lang });
    }
    if (out.before.length + out.after.length > 0)
      for (const lang of langs)
        for (const s of allSpans(compiledNegation(lang).otherEnd, this.text)) out.end.push({ ...s, lang });
    return (this.otherCues = out);
  }

  private notThePatient(start: number, end: number, sent: Span, answering: boolean): boolean {
    const { before, after, end: terminations } = this.others();
    if (before.length + after.length === 0 && !answering) return false;
    // a termination word of the cue's own language or of the text's (Italian "mi" is no Spanish "my")
    const ended = (c: Cue, from: number, to: number) =>
      this.clauseBreakBetween(from, to) ||
      terminations.some(
        (t) => t.start >= from && t.end <= to && (t.lang === c.lang || this.languages.includes(t.lang)),
      );
    // (a termination word that is the finding's own, "suddenly", "急に", ends the scope too)
    for (const c of before)
      if (c.end <= start && c.start >= sent.start && start - c.end <= OTHER_WINDOW && !ended(c, c.end, end))
        return true;
    // a cue after the finding may begin inside its last word (Turkish "kalp krizinden öldü")
    for (const c of after)
      if (
        c.end > end &&
        c.start >= start &&
        c.end <= sent.end &&
        c.start - end <= OTHER_WINDOW &&
        !ended(c, start, c.start)
      )
        return true;
    if (answering)
      for (const c of this.answerers())
        if (
          c.end <= start &&
          c.start >= sent.start &&
          start - c.end <= ANSWERER_GAP &&
          !this.clauseBreakBetween(c.end, start) &&
          !this.brokenBetween(c.lang, c.end, start)
        )
          return true;
    return false;
  }

  /**
   * Polarity of a finding at [start, end) under the NegEx and ConText rules of the active languages.
   * `answering`: the finding is one of not answering or responding (see ANSWERING_CONCEPTS).
   * `person`: the words name who the message is about (see PERSON_CONCEPTS): only a negation before
   * them denies them ("no children").
   */
  polarity(start: number, end: number, answering = false, person = false): Polarity {
    if (this.notThePatient(start, end, this.sentenceOf(start), answering)) return 'other';
    return this.scopePolarity(start, end, !person);
  }

  /**
   * The NegEx and time scopes alone, without who the finding belongs to: what the safety net was
   * trained on (safety-net/context.ts), so its features do not change with the not-the-patient cues.
   * Without `postCues`, a negation after the words does not deny them: for the person a message is
   * about ("मेरे बच्चे को ठीक नहीं लग रहा", "meinem Kind geht es nicht gut": the child is there, the
   * negation belongs to how it feels).
   */
  scopePolarity(start: number, end: number, postCues = true): Exclude<Polarity, 'other'> {
    const sent = this.sentenceOf(start);
    // Turkish negates a verb inside the word: a term that ends on a verb stem ("başını çarp") is
    // denied by a negative suffix after it ("çarpmadı", "çarpmamış", "çarpmıyor", "vurmadı")
    if (this.languages.includes('tr') && TR_NEGATIVE_SUFFIX.test(this.text.slice(end, end + 8)))
      return 'negated';
    for (const c of this.pre) {
      if (c.end > start || c.start < sent.start) continue;
      if (start - c.end > NEGATION[c.lang].preWindow) {
        if (this.listAfterCue(c, start)) return 'negated';
        continue;
      }
      if (this.brokenBetween(c.lang, c.end, start)) continue;
      if (this.clauseBreakBetween(c.end, start) && !this.listAfter(c, sent, start)) continue;
      // A cue's scope ends at the next negation cue: in "not moving and not breathing" /
      // "nie rusza się i nie oddycha" / "hreyfir sig ekki og andar ekki" the second clause has its
      // own negation (which may be part of the finding itself, "not breathing"), so the first cue
      // does not reach into it. Another language's cue word inside the finding's own words (English
      // "no" in Portuguese "não tem dor no peito") is not a negation of that finding.
      if (
        this.pre.some(
          (d) => d !== c && d.start >= c.end && d.start < end && !(d.lang !== c.lang && d.start > start),
        )
      )
        continue;
      // A cue that is part of an earlier finding's own words ("can't lift his arm", "no wind",
      // "getur ekki lyft hendinni") belongs to that finding and does not negate what follows it
      // ("… and his speech is slurred", "… og talar óskýrt"). A finding that is only the cue word itself
      // (a one-word term of another language) does not take it.
      if (
        this.findingSpans.some(
          (f) =>
            f.start <= c.start &&
            c.end <= f.end &&
            f.end <= start &&
            (f.start < c.start || f.end > c.end + 1),
        )
      )
        continue;
      return 'negated';
    }
    for (const c of postCues ? this.post : []) {
      if (c.start < end || c.end > sent.end) continue;
      const rules = NEGATION[c.lang];
      // a post-posed negation denies the finding right before it ("öksürüğüm var ateşim yok", "khansi hai
      // bukhar nahi", "기침이 있고 열은 없어요": the cough is there); an earlier one only as an item of the
      // same list ("두통이나 구토는 없어요": neither). A word that names no finding of its own ("боли в
      // груди сильной нет": severe) does not stand between.
      if (
        this.findingSpans.some(
          (f) =>
            f.start >= end &&
            f.start < c.start &&
            f.end <= c.end &&
            !(f.concept && REFERS_BACK.has(f.concept)),
        )
      ) {
        if (this.listBefore(c, end)) return 'negated';
        continue;
      }
      if (c.start - end > rules.postWindow) {
        const lone =
          c.start - end <= (rules.postWindowLone ?? 0) &&
          !this.findingSpans.some((f) => f.start >= end && f.start < c.start);
        if (!lone) continue;
      }
      if (this.brokenBetween(c.lang, end, c.start)) continue;
      // a post-posed negation ("температуры нет", "बुखार नहीं", "열은 없어요") does not reach back
      // across a comma into the clause before it
      if (this.clauseBreakBetween(end, c.start)) continue;
      return 'negated';
    }
    if (this.remote.length > 0 && this.isPast(start, end, sent)) return 'past';
    for (const c of this.resolved) {
      if (c.start >= end && c.end <= sent.end && c.start - end < 100 && !this.ownClause(c, start, end, sent))
        if (!this.inUsualClause(c.start, c.end)) return 'resolved';
    }
    for (const c of this.hypo) {
      if (c.end > start || c.start < sent.start) continue;
      if (start - c.end > 60) continue;
      if (this.brokenBetween(c.lang, c.end, start)) continue;
      return 'hypothetical';
    }
    return 'present';
  }

  /**
   * Where the cues can act: outside these spans every finding is `present`, so a reader that asks
   * for the polarity of each word of a text (the safety net's features) asks only inside them. Each
   * cue's window on its side (pre and hypothetical cues after them, post cues before them, resolved
   * cues up to 100 characters before them), and the whole sentence of a remote-past marker.
   */
  scopeReach(): Span[] {
    const reach: Span[] = [];
    for (const c of this.pre) reach.push({ start: c.end, end: c.end + NEGATION[c.lang].preWindow + 1 });
    for (const c of this.post) {
      const rules = NEGATION[c.lang];
      reach.push({
        start: c.start - Math.max(rules.postWindow, rules.postWindowLone ?? 0) - 1,
        end: c.start,
      });
    }
    for (const c of this.resolved) reach.push({ start: c.start - 100, end: c.start });
    for (const c of this.hypo) reach.push({ start: c.end, end: c.end + 61 });
    for (const c of this.remote) reach.push(this.sentenceOf(c.start));
    return reach;
  }

  private findingSpans: (Span & { concept?: string })[] = [];
  /**
   * Whether the reading of a finding depends on the other findings around it: a remote-past marker (a
   * later "now …" clause with a finding of its own) or a post-posed negation (which denies only the
   * finding right before it, see `polarity`).
   */
  get needsAllFindings(): boolean {
    return this.remote.length > 0 || this.post.length > 0;
  }
  /** Where findings were matched (so a "now …" clause with its own finding does not refer back). */
  setFindingSpans(spans: (Span & { concept?: string })[]): void {
    this.findingSpans = spans;
  }

  private clauseOf(start: number, end: number, sent: Span): Span {
    let cs = start;
    while (cs > sent.start && !CLAUSE_MARK.test(this.text[cs - 1]!)) cs--;
    let ce = end;
    while (ce < sent.end && !CLAUSE_MARK.test(this.text[ce]!)) ce++;
    return { start: cs, end: ce };
  }

  /**
   * Whether [start, end) lies in a clause that says what usually happens ("usually it goes away after a
   * few minutes, but …"): a `baseline` word in the same sentence with no clause mark and no `contrast`
   * word between it and the span.
   */
  inUsualClause(start: number, end: number): boolean {
    if (this.baseline.length === 0) return false;
    const sent = this.sentenceOf(start);
    return this.baseline.some((b) => {
      if (b.start < sent.start || b.end > sent.end) return false;
      const from = Math.min(b.end, start);
      const to = Math.max(b.start, end);
      if (from < to && CLAUSE_MARK.test(this.text.slice(from, to))) return false;
      return !this.contrast.some((c) => c.start >= from && c.end <= to && (c.end <= start || c.start >= end));
    });
  }

  /** The text says the findings are the usual, unchanged state, and nowhere that something changed. */
  get saysUsualState(): boolean {
    return this.usual.length > 0 && this.change.length === 0;
  }

  /**
   * An earlier episode: a marker of an earlier, shorter past ("last month", "3 weeks ago") in the
   * sentence of a short-lived finding, and no marker in that sentence saying it goes on now
   * ("again", "still", "since"). The caller decides which findings are short-lived.
   */
  isEarlierEpisode(start: number, end: number): boolean {
    if (this.episode.length === 0) return false;
    const sent = this.sentenceOf(start);
    if (!this.episode.some((c) => c.start >= sent.start && c.end <= sent.end)) return false;
    if (this.ongoing.some((o) => o.start >= sent.start && o.end <= sent.end)) return false;
    return end <= sent.end;
  }

  /**
   * A remote-past marker in the finding's clause, and nothing in the sentence saying it goes on
   * now: a "going on now" marker in the same clause, or in another clause that has no finding of
   * its own ("…, now it's back") keeps it current; "…, now she is 6 with a runny nose" does not.
   */
  /**
   * The anchor's own event, dated by a remote-past marker next to it: "since my operation last year",
   * "since I had pneumonia in 2019", "去年手術してから", "pichle saal operation ke baad se" — the operation
   * was then (history); what the clause says goes on since is the other finding.
   */
  private isAnchorEvent(o: Span, start: number, end: number, clause: Span): boolean {
    return this.remote.some(
      (r) =>
        r.start >= clause.start &&
        r.end <= clause.end &&
        ((o.start <= start && o.end <= end && r.start >= end && r.start - o.end <= ANCHOR_EVENT) ||
          (r.end <= start && end <= o.end && o.end - r.end <= ANCHOR_EVENT)),
    );
  }

  private isPast(start: number, end: number, sent: Span): boolean {
    const clause = this.clauseOf(start, end, sent);
    if (!this.remote.some((c) => c.start >= clause.start && c.end <= clause.end)) return false;
    // "a cough since last year", "over the past year", "since my operation in 2019": the anchor starts
    // the finding of its own clause, which goes on (ConText temporality, Harkema et al. 2009); after the
    // finding, an "and" between opens another clause ("a stroke in 2019 and a cough since my operation")
    for (const o of this.since) {
      if (o.start < clause.start || o.end > clause.end) continue;
      if (o.start >= end && lastMatch(LIST_CONJUNCTION[o.lang], this.text.slice(end, o.start)) >= 0) continue;
      if (this.isAnchorEvent(o, start, end, clause)) continue;
      return false;
    }
    for (const o of this.ongoing) {
      if (o.start < sent.start || o.end > sent.end) continue;
      // "a seizure 3 years ago and now a cough", "vor 3 Jahren einen Krampfanfall und hustet jetzt": an
      // "and" between the finding and the "now" opens a clause of its own
      const and = o.start >= end ? lastMatch(LIST_CONJUNCTION[o.lang], this.text.slice(end, o.start)) : -1;
      if (o.start >= clause.start && o.end <= clause.end && and < 0) return false;
      const other = and >= 0 ? { start: end + and, end: clause.end } : this.clauseOf(o.start, o.end, sent);
      const ownFinding = this.findingSpans.some(
        (f) => f.start >= other.start && f.end <= other.end && (f.end <= start || f.start >= end),
      );
      if (!ownFinding) return false;
    }
    return true;
  }
}

/** A regular expression over normalised text, written with normal spelling (`flags` in place of its own). */
const NRE_CACHE = new Map<string, RegExp>();
export function nre(re: RegExp, flags = re.flags): RegExp {
  const key = `${flags}/${re.source}`;
  let out = NRE_CACHE.get(key);
  if (!out) {
    out = new RegExp(normalizePattern(re.source), flags);
    NRE_CACHE.set(key, out);
  }
  return out;
}
