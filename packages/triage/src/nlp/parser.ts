import { LANGUAGES, type Language } from '@asa/domain';
import {
  childAgeReading,
  detectGlucose,
  detectQuantityOverdose,
  detectParacetamolExcess,
  parseAge,
  parseDuration,
  parseGestation,
  parsePainScore,
  parseVitals,
  pregnancyWeeks,
  statedPotassium,
  statedTemperatureC,
} from './quantities.ts';
import { PROTOCOL_IMPLIES } from '../protocols/index.ts';
import { ALL_CONCEPTS } from './concept-terms.ts';
import type { ConceptDef } from './concept-terms.ts';
import { COMPOSITIONS, NOT_IF_FOLLOWED_BY } from '../concepts/compositions.ts';
import { composeFindings, type ComposedMention } from './composition.ts';
import {
  AnalysedText,
  compileTerms,
  matchAll,
  prepareCues,
  prepareTermList,
  type Polarity,
  type TermRegex,
  wordStartAnchors,
} from './matcher.ts';
import { AnchorIndex } from './anchors.ts';
import type { Findings, Mention } from './findings.ts';
import { NO_WORD_BOUNDARY, normalize } from './normalize.ts';
import { ARABIZI, looksArabizi, transliterate, foldArabicTerm, type Transliteration } from './arabizi.ts';
import { foldRussianTerm, looksRussianLatin, transliterateRussian } from './russian-latin.ts';
import { normalizePattern, nre } from './matcher.ts';
import {
  ANSWERING_CONCEPTS,
  AWAKE_CUES,
  PERSON_CONCEPTS,
  INFANT_FEEDING_WORDS,
  PREGNANCY_CONTEXT_WORDS,
} from './cues.ts';

const LETTER = /[\p{L}\p{M}]/u;
/** Fewer letters than this, a stem of another language than the patient's must end a word (readText). */
const SHORT_FOREIGN_STEM = 5;

const NOT_FOLLOWED: Record<string, RegExp> = Object.fromEntries(
  Object.entries(NOT_IF_FOLLOWED_BY).map(([id, re]) => [id, new RegExp(normalizePattern(re), 'u')]),
);

export type { Findings, Mention, Vitals } from './findings.ts';
export { ARABIZI };

// ---------------------------------------------------------------- language detection

/**
 * Whole words in any Latin spelling: a `\b` is ASCII-only in JavaScript, so "cabeça" and "chão" held a
 * word "a" and "o" after their accented letter (and "bateu a cabeça no chão" counted as English).
 */
function wordsOf(re: RegExp): RegExp {
  const source = re.source
    .replace(/^\\b\(/, '(?<![\\p{L}\\p{M}\\p{N}])(')
    .replace(/\)\\b(?=\||$)/, ')(?![\\p{L}\\p{M}\\p{N}])');
  return new RegExp(source, 'gu');
}

const STOPWORD_LISTS: Partial<Record<Language, RegExp>> = {
  en: /\b(the|and|i|my|have|has|with|is|it|for|of|pain|since|a)\b/g,
  is: /\b(og|ég|er|með|mér|mig|í|á|ekki|hef|verið|síðan|það|sem)\b|[þðæ]/g,
  pl: /\b(i|mam|się|sie|mnie|nie|od|jest|na|w|z|mi|boli|że|ze|bardzo|moge|mogę)\b|[łąęśźżćń]/g,
  es: /\b(el|la|que|de|y|tengo|me|con|dolor|desde|muy|sin|pero|tiene|hace)\b|ñ/g,
  fr: /\b(le|la|je|et|de|j'ai|une|mal|depuis|avec|très|pas|mon|mes|est|suis|elle|rien)\b/g,
  de: /\b(ich|und|habe|der|die|das|mit|seit|nicht|schmerzen|kein|keine|keinen|meine|meinem|meinen|meiner|mir|hat|ist|bin|auch|aber|schon|tut|weh|isch|het|hät|nöd|mis|mini|gsi|hüt|scho|öppis|tuet|tuat|hob|bissl)\b|ß/g,
  pt: /\b(o|a|eu|e|de|tenho|com|dor|desde|muito|não|sem|meu|minha|está)\b|[ãõ]/g,
  it: /\b(il|la|ho|e|di|con|dolore|da|molto|mi|non|niente|mio|mia|sono|sto)\b/g,
  // Turkish and Polish typed without their letters ("cok agri var", "boli mnie glowa, nie moge") too
  tr: /\b(ve|bir|çok|cok|var|yok|ağrı|agri|ben|gün|gun|biraz|gibi|ama|sonra|beri|için|icin|gündür|gundur)\b|[ğış]/g,
  // romanised Hindi ("Hinglish"): the Hindi lexicon has Latin-script terms too
  hi: /\b(hai|hain|mein|mera|meri|mere|nahi|nahin|aur|raha|rahi|rahe|ko|se|ka|ki|ke|ho|bahut)\b/g,
  // romanised Arabic (Arabizi): function words and words with a digit for a letter
  ar: /\b(3andi|3ndi|3am|ma3|2awi|kteer|ktir|mish|msh|mafi|mafish|ya3ni|kaman|ba3d|shwaya|wallah|mbare7|mabare7|hala2|halla2|3ala|3alay\w*)\b/g,
};

const STOPWORDS: Partial<Record<Language, RegExp>> = Object.fromEntries(
  Object.entries(STOPWORD_LISTS).map(([lang, re]) => [lang, wordsOf(re)]),
);

/** Languages the text looks written in (scripts, stop words). */
export function detectLanguages(text: string): Language[] {
  const set = new Set<Language>();
  if (/[\u0400-\u04ff]/.test(text)) set.add('ru');
  if (/[\u0600-\u06ff]/.test(text) || looksArabizi(text)) set.add('ar');
  if (/[\u0900-\u097f]/.test(text)) set.add('hi');
  if (/[\uac00-\ud7af]/.test(text)) set.add('ko');
  if (/[\u3040-\u30ff]/.test(text)) set.add('ja');
  if (/[\u4e00-\u9fff]/.test(text)) {
    set.add(/[\u3040-\u30ff]/.test(text) ? 'ja' : 'zh');
  }
  const lower = text.toLowerCase();
  let best: Language | undefined;
  let bestScore = 0;
  for (const [lang, re] of Object.entries(STOPWORDS) as [Language, RegExp][]) {
    const n = lower.match(re)?.length ?? 0;
    if (n > bestScore) {
      best = lang;
      bestScore = n;
    }
  }
  if (best && bestScore >= 2) set.add(best);
  const en = lower.match(STOPWORDS.en!)?.length ?? 0;
  if (en >= 2) set.add('en');
  return LANGUAGES.filter((l) => set.has(l));
}

/** Languages whose lexicon is applied: the patient's, English, and any the text looks like. */
export function activeLanguages(text: string, patientLanguage: Language): Language[] {
  const set = new Set<Language>([patientLanguage, 'en', ...detectLanguages(text)]);
  // Arabizi in the Maghreb and Lebanon carries French words ("3ndha 6 semaines", "mal au ventre")
  if (set.has('ar') && looksArabizi(text)) set.add('fr');
  return LANGUAGES.filter((l) => set.has(l));
}

/** Languages whose negation cues apply: the detected ones, else the patient's. */
function cueLanguages(text: string, patientLanguage: Language | undefined): Language[] {
  const d = detectLanguages(text);
  if (patientLanguage && !d.includes(patientLanguage) && d.length === 0) d.push(patientLanguage);
  if (d.length === 0) d.push('en');
  return d;
}

// ---------------------------------------------------------------- concepts

/**
 * A concept's terms and "absent" phrases in one language. Compiled on first use of that concept in
 * that language and kept (compiling all 15 languages' terms at load took seconds, and most texts
 * need two or three languages; the red-flag floor needs only the red-flag concepts).
 */
interface CompiledTerms {
  terms: TermRegex | null;
  absent: TermRegex | null;
}

/** The concepts in the registry's order (the order they are matched in). */
let CONCEPT_SOURCE: readonly ConceptDef[] = ALL_CONCEPTS;
/**
 * The lexicon a reading uses: a language's own terms, or the terms folded for the native writing of
 * a text typed in Latin letters — the Arabic ones for Arabizi ('ar-latin': its Arabic-script terms
 * only, see nlp/arabizi.ts), the Russian ones for Russian in Latin letters ('ru-latin': its Cyrillic
 * terms only, see nlp/russian-latin.ts).
 */
type Romanised = 'ar-latin' | 'ru-latin';
type LexiconKey = Language | Romanised;
/** Per lexicon, per concept index: undefined until first used. */
const COMPILED = new Map<LexiconKey, (CompiledTerms | undefined)[]>();

const ARABIC_LETTERS = /[\u0600-\u06ff]/u;
const CYRILLIC_LETTERS = /[\u0400-\u04ff]/u;
function termsOf(list: readonly string[] | undefined, key: LexiconKey): readonly string[] {
  if (key === 'ar-latin') return (list ?? []).filter((t) => ARABIC_LETTERS.test(t)).map(foldArabicTerm);
  if (key === 'ru-latin') return (list ?? []).filter((t) => CYRILLIC_LETTERS.test(t)).map(foldRussianTerm);
  return list ?? [];
}

function compiledTerms(index: number, key: LexiconKey): CompiledTerms {
  let list = COMPILED.get(key);
  if (!list) COMPILED.set(key, (list = new Array<CompiledTerms | undefined>(CONCEPT_SOURCE.length)));
  let c = list[index];
  if (!c) {
    const def = CONCEPT_SOURCE[index]!;
    const lang = key === 'ar-latin' ? 'ar' : key === 'ru-latin' ? 'ru' : key;
    c = list[index] = {
      terms: compileTerms(termsOf(def.terms[lang], key), lang),
      absent: compileTerms(termsOf(def.absent?.[lang], key), lang),
    };
  }
  return c;
}

/**
 * Per language, which concepts' lists can match a text. A text is read with some 350 lists a
 * language and most find nothing; asking each list for its places cost more than the matching
 * (issue 16). The index of the lists' anchor keys reads the text's word starts once and marks the
 * lists worth trying: list 2i is concept i's terms, 2i + 1 its "absent" phrases; `always` marks
 * the lists the index cannot rule out (see `wordStartAnchors`).
 */
interface ListIndex {
  index: AnchorIndex;
  always: Uint8Array;
}
const LIST_INDEX = new Map<LexiconKey, ListIndex>();
function listIndex(lang: LexiconKey): ListIndex {
  let x = LIST_INDEX.get(lang);
  if (!x) {
    const index = new AnchorIndex();
    const always = new Uint8Array(2 * CONCEPT_SOURCE.length);
    for (let i = 0; i < CONCEPT_SOURCE.length; i++) {
      const { terms, absent } = compiledTerms(i, lang);
      for (const [list, t] of [
        [2 * i, terms],
        [2 * i + 1, absent],
      ] as const) {
        if (!t) continue;
        const anchors = wordStartAnchors(t);
        if (anchors) index.add(list, anchors);
        else always[list] = 1;
      }
    }
    LIST_INDEX.set(lang, (x = { index, always }));
  }
  return x;
}

/** The lists of a language worth trying on a text (see `listIndex`). */
function listsToTry(lang: LexiconKey, text: string): Uint8Array {
  const { index, always } = listIndex(lang);
  const marks = always.slice();
  index.mark(text, marks);
  return marks;
}

/**
 * Every concept's terms and the negation and time cues of the given languages compiled, and their
 * pre-filters read, now rather than on first use: what loading the package did before, for a
 * process that would rather pay it up front (the test set-up, so that no test's time limit
 * includes it).
 */
export function compileLexicon(languages: readonly Language[] = LANGUAGES): void {
  for (const lang of languages)
    for (let i = 0; i < CONCEPT_SOURCE.length; i++) {
      const { terms, absent } = compiledTerms(i, lang);
      prepareTermList(terms);
      prepareTermList(absent);
    }
  prepareCues(languages);
}

/** A lexicon entry: one term of one concept in one language. */
export type TermFilter = (concept: string, language: Language, term: string) => boolean;

/**
 * For measurement tools only (scripts/triage-term-provenance.ts): keep only the lexicon entries the
 * filter accepts, or all of them again without a filter. The engine itself never calls this.
 */
export function restrictLexicon(keep?: TermFilter): void {
  CONCEPT_SOURCE = keep
    ? ALL_CONCEPTS.map((c) => ({
        ...c,
        terms: Object.fromEntries(
          (Object.entries(c.terms) as [Language, string[]][]).map(([l, ts]) => [
            l,
            ts.filter((t) => keep(c.id, l, t)),
          ]),
        ),
      }))
    : ALL_CONCEPTS;
  COMPILED.clear();
  LIST_INDEX.clear();
}

/**
 * Sex of the patient, only from explicit statements (spec §3: nothing invented). A pronoun, "on" or
 * "period" on its own says nothing. Accepted: a first-person statement ("I'm a woman", "34F",
 * "jestem kobietą", "ég er karl"), pregnancy (the pregnant person is female), and a report about a
 * named third person ("my husband", "mój syn", "dóttir mín"), where the sex is the patient's, not
 * the reporter's; "he"/"she" count only in a report about a sexless third party ("my friend …
 * he"). Polish first-person past tense (-łam / -łem) is an explicit grammatical statement of the
 * speaker's sex and counts when nobody else is the subject of the report.
 */
const SEX_FIRST_PERSON: [RegExp, 'female' | 'male'][] = (
  [
    [
      /\b(?:i'?m|i am|im)\s+(?:a\s+)?(?:\d{1,3}[\s-]*(?:years?|yrs?)[\s-]*old\s+|\d{1,3}\s*(?:yo|y\/o)\s+)?(?:woman|female|lady|girl|mum|mom|mother)\b/u,
      'female',
    ],
    [
      /\b(?:i'?m|i am|im)\s+(?:a\s+)?(?:\d{1,3}[\s-]*(?:years?|yrs?)[\s-]*old\s+|\d{1,3}\s*(?:yo|y\/o)\s+)?(?:man|male|guy|boy|dad|father|gentleman)\b/u,
      'male',
    ],
    [
      /^\s*(?:a|an)\s+\d{1,3}[\s-]*(?:years?|yrs?|months?)[\s-]*old\s+(?:woman|female|lady|girl)\b/u,
      'female',
    ],
    [/^\s*(?:a|an)\s+\d{1,3}[\s-]*(?:years?|yrs?|months?)[\s-]*old\s+(?:man|male|boy|gentleman)\b/u, 'male'],
    [/(?:^|[\s,(])\d{1,3}\s*(?:f|yo\s*f|y\/o\s*f|female)\b/u, 'female'],
    [
      /(?:^|[\s,(])\d{1,3}\s*(?:m|yo\s*m|y\/o\s*m|male)\b(?!\s*(?:of|from|away|apart|high|tall|long|deep))/u,
      'male',
    ],
    [/^\s*(?:female|woman),?\s*\d{1,3}\b/u, 'female'],
    [/^\s*(?:male|man),?\s*\d{1,3}\b/u, 'male'],
    [/\beg er\s+(?:\d{1,3}\s*ara\s+)?(?:kona|stelpa|stulka|mamma|modir)\b/u, 'female'],
    [/\beg er\s+(?:\d{1,3}\s*ara\s+)?(?:karl\w*|madur|strakur|drengur|pabbi|fadir)\b/u, 'male'],
    [/\bjestem\s+(?:\d{1,3}[\s-]*letni\w*\s+)?(?:kobiet\w*|dziewczyn\w*|mam\w*|matk\w*)\b/u, 'female'],
    [/\bjestem\s+(?:\d{1,3}[\s-]*letni\w*\s+)?(?:mezczyzn\w*|facet\w*|chlopak\w*|tat\w*|ojc\w*)\b/u, 'male'],
    [
      /\bsoy (?:una )?mujer|je suis une femme|ich bin (?:eine )?frau|sou (?:uma )?mulher|sono una donna|я женщина|kadinim|ben (?:bir )?kadin/u,
      'female',
    ],
    [
      /\bsoy (?:un )?hombre|je suis un homme|ich bin (?:ein )?mann|sou (?:um )?homem|sono un uomo|я мужчина|erkegim|ben (?:bir )?erkek/u,
      'male',
    ],
  ] as [RegExp, 'female' | 'male'][]
).map(([re, s]) => [nre(re), s]);

const SEX_THIRD_PARTY: [RegExp, 'female' | 'male'][] = (
  [
    [
      /\b(?:my|our|his|her)\s+(?:\d{1,3}[\s-]*(?:years?|yrs?|months?|weeks?)[\s-]*old\s+)?(?:wife|daughter|mother|mum|mom|mam|sister|girlfriend|grandmother|gran|granny|nan|grandma|granddaughter|aunt|niece|baby girl|fiancee)\b/u,
      'female',
    ],
    [
      /\b(?:my|our|his|her)\s+(?:\d{1,3}[\s-]*(?:years?|yrs?|months?|weeks?)[\s-]*old\s+)?(?:husband|son|father|dad|brother|boyfriend|grandfather|grandad|granddad|grandpa|grandson|uncle|nephew|baby boy|fiance)\b/u,
      'male',
    ],
    [
      /\b(?:konan|dottir|mamma|modir|systir|amma|kaerasta|eiginkona)\s+min\b|\b(?:konunni|dottur|mommu|systur|ommu)\s+minni\b/u,
      'female',
    ],
    [
      /\b(?:madurinn|sonur|pabbi|fadir|brodir|afi|kaerasti|eiginmadur)\s+minn\b|\b(?:manninum|syni|pabba|brodur|afa)\s+minum\b/u,
      'male',
    ],
    [
      /\b(?:moja|mojej|moja)\s+(?:\d{1,3}[\s-]*letni\w*\s+)?(?:zon\w*|cork\w*|mam\w*|matk\w*|siostr\w*|babci\w*|dziewczyn\w*|wnuczk\w*)\b/u,
      'female',
    ],
    [
      /\b(?:moj|mojego|mojemu)\s+(?:\d{1,3}[\s-]*letni\w*\s+)?(?:maz\w*|meza|syn\w*|tat\w*|ojc\w*|ojciec|brat\w*|dziadek|dziadk\w*|chlopak\w*|wnuk\w*)\b/u,
      'male',
    ],
    [
      /\b(?:mi|mis)\s+(?:esposa|hija|madre|mama|hermana|abuela|novia)\b|\b(?:ma|mon)\s+(?:femme|fille|mere|soeur|grand-mere|copine)\b|\b(?:meine)\s+(?:frau|tochter|mutter|mama|schwester|oma|freundin)\b/u,
      'female',
    ],
    [
      /\b(?:mi|mis)\s+(?:esposo|marido|hijo|padre|papa|hermano|abuelo|novio)\b|\bmon\s+(?:mari|fils|pere|frere|grand-pere|copain)\b|\bmein\s+(?:mann|sohn|vater|papa|bruder|opa|freund)\b/u,
      'male',
    ],
    [/\b(?:a|the)\s+(?:woman|lady|girl)\b/u, 'female'],
    [/\b(?:a|the)\s+(?:man|gentleman|boy)\b/u, 'male'],
  ] as [RegExp, 'female' | 'male'][]
).map(([re, s]) => [nre(re), s]);

const SEXLESS_THIRD_PARTY = nre(
  /\b(?:my|our|a|the)\s+(?:\d{1,3}[\s-]*(?:years?|yrs?|months?|weeks?)[\s-]*old\s+)?(?:friend|neighbou?r|colleague|child|kid|toddler|baby|partner|flatmate|roommate|patient|student|teenager|relative|cousin|coworker|co-worker)\b/u,
);

function parseSex(t: string, pregnant: boolean): 'female' | 'male' | undefined {
  const votes = (list: [RegExp, 'female' | 'male'][]) => {
    let f = 0;
    let m = 0;
    for (const [re, s] of list) {
      if (!re.test(t)) continue;
      if (s === 'female') f++;
      else m++;
    }
    return f > m ? 'female' : m > f ? 'male' : undefined;
  };
  const third = votes(SEX_THIRD_PARTY);
  if (third) return third;
  const first = votes(SEX_FIRST_PERSON);
  if (first) return first;
  if (pregnant) return 'female';
  if (SEXLESS_THIRD_PARTY.test(t)) {
    const she = (t.match(/\b(?:she|her|herself)\b/gu) ?? []).length;
    const he = (t.match(/\b(?:he|him|his|himself)\b/gu) ?? []).length;
    if (she > he) return 'female';
    if (he > she) return 'male';
    return undefined;
  }
  // Polish first-person past tense: zjadłam / zjadłem (ł is folded to l in the normalised text)
  const fem = (t.match(/\b[a-z]{2,}lam\b/gu) ?? []).filter(
    (w) => !/^(?:zlam|plam|klam|reklam|skalam)/.test(w),
  ).length;
  const masc = (t.match(/\b[a-z]{2,}lem\b/gu) ?? []).filter(
    (w) => !/^(?:prob|problem|emblem|dylem|mlem)/.test(w) && !w.endsWith('blem'),
  ).length;
  if (/[a-z](?:lam|lem)\b/u.test(t) && /\b(?:mam|jestem|mnie|mi|sie|nie|boli)\b/u.test(t)) {
    if (fem > masc) return 'female';
    if (masc > fem) return 'male';
  }
  return undefined;
}

/**
 * Concepts that imply broader ones (is-a): a patient who "cannot breathe" is breathless, a
 * thunderclap headache is a sudden severe headache, vomiting blood is vomiting. The broader concept
 * then takes part in the differential and the disposition rules as well.
 */
export const IMPLIES: Record<string, string[]> = {
  severe_dyspnoea: ['dyspnoea'],
  thunderclap_headache: ['headache', 'severe', 'sudden_onset'],
  vomiting_blood: ['vomiting'],
  suicide_plan: ['suicidal'],
  // not breathing = arrest: unresponsive and severe breathing difficulty (Resuscitation Council UK)
  respiratory_arrest: ['severe_dyspnoea', 'unconscious'],
  // a named method of suicide is a plan (NICE NG225: ask about plans and means)
  suicide_method: ['suicide_plan'],
  hypoglycaemia: ['diabetes'],
  hyperglycaemia: ['diabetes'],
  nonblanching_rash: ['rash'],
  cardiac_quality: [],
  ...PROTOCOL_IMPLIES,
};

/** Concepts that name where a bleed comes from (then "bleeding" is that bleed, not vaginal). */
export const SITE_OF_BLEEDING = [
  'wound',
  'injury',
  'head_injury',
  'haemoptysis',
  'vomiting_blood',
  'blood_in_stool',
  'black_stool',
];
const OTHER_BLEEDING_SITE = nre(
  /\b(?:nose|nosebleed|gums?|ear|mouth|lip|finger|thumb|hand|arm|leg|knee|foot|toe|head|face|cut|nef|nefinu|tannhold|fingri|hendi|nos|nosa|dziasl|palec|palca|reka|reki|noga|nogi|glowa|glowy|nariz|encias|nez|gencives|nase|zahnfleisch|naso|gengive)\b/u,
);
/** What the colour and cold words of a chilblains reading are not (see the chilblains step below). */
const CHILBLAIN_MISREADINGS = [
  'cyanosis',
  'raynaud',
  'foot_necrosis',
  'cold_pale_limb',
  'skin_dusky',
  'mottled_skin',
];
/** Concepts the parser needs beyond the red-flag concepts to infer red-flag concepts in context. */
export const CONTEXT_CONCEPTS = [
  'bleeding',
  'pregnant',
  'respiratory_arrest',
  ...SITE_OF_BLEEDING,
  'snoring',
  'breathing_pauses',
  'child',
  'infant',
  'raynaud',
  'memory_loss',
  'sudden_onset',
  'poor_feeding',
  'feeding_under_half',
  'dry_nappies',
];

/** Concepts of a baby's or young child's feeding and nappies. */
const BABY_ONLY = ['poor_feeding', 'feeding_under_half', 'dry_nappies'];
/** One pattern of a cue list's words in every language (normalised), for a reading that does not depend on the text's language. */
function anyLanguage(words: Record<Language, string>): RegExp {
  return new RegExp(normalizePattern(LANGUAGES.map((l) => words[l]).join('|')), 'u');
}

/** Words of a baby's feeding or nappies in every language: such a mention keeps its reading. */
const BABY_WORD = anyLanguage(INFANT_FEEDING_WORDS);

/** Words of a pregnancy's context in every language (midwife, bump, due date, kicks). */
const PREGNANCY_CONTEXT = anyLanguage(PREGNANCY_CONTEXT_WORDS);

/** The text with a baby's stated age ("6 weeks old", "ему 3 недели") blanked out: it is no duration and no pregnancy. */
function withoutChildAge(text: string, c: ReturnType<typeof childAgeReading>): string {
  return c ? text.slice(0, c.start) + ' '.repeat(c.end - c.start) + text.slice(c.end) : text;
}

/** Short-lived findings that an earlier-episode marker ("last month") puts into the history. */
const EPISODIC = new Set([
  'lip_face_swelling',
  'throat_swelling',
  'hives',
  'swelling_local',
  'allergen_exposure',
  'food_allergen_eaten',
]);

/**
 * A person's usual ability, reassuring when said of today ("walking normally", "drinking well", "the
 * inhaler helped"): said of what usually happens ("usually I can walk to the shop, but now …") it is the
 * comparison, not today's state.
 */
const USUAL_ABILITY = [
  'walks_normally',
  'playing_normally',
  'drinking_normally',
  'weeing_normally',
  'reliever_helped',
];

/** What makes a stop in breathing an emergency whatever the snoring: a blue colour, unresponsiveness, choking, a fit. */
const APNOEA_DANGER = ['cyanosis', 'unconscious', 'choking', 'seizure', 'chest_pain', 'anaphylaxis'];
/** Words saying the breathing stops while awake, in every language (then it is no sleep apnoea). */
const AWAKE = anyLanguage(AWAKE_CUES);

// ---------------------------------------------------------------- entry point

export function parseText(
  raw: string,
  patientLanguage: Language,
  forceLanguages?: readonly Language[],
  onlyConcepts?: ReadonlySet<string>,
  /** With forced languages (the red-flag floor): the patient's language, when known, whose cues then apply too. */
  cueLanguage?: Language,
): Findings {
  const f = readText(raw, patientLanguage, forceLanguages, onlyConcepts, cueLanguage);
  const writer = forceLanguages ? cueLanguage : patientLanguage;
  // Arabizi: its Arabic writing read with the folded Arabic lexicon and the Arabic cues, joined to
  // what the text as typed found
  if (f.languages.includes('ar') && looksArabizi(raw, writer)) {
    const written = transliterate(f.text);
    return joinTransliterated(f, readText(written.text, 'ar', ['ar'], onlyConcepts, 'ar', 'ar-latin'), written);
  }
  // Russian in Latin letters: its Cyrillic writing, the same way
  if (f.languages.includes('ru') && looksRussianLatin(raw, writer)) {
    const written = transliterateRussian(f.text);
    return joinTransliterated(f, readText(written.text, 'ru', ['ru'], onlyConcepts, 'ru', 'ru-latin'), written);
  }
  return f;
}

/**
 * What the native writing of a text typed in Latin letters found (Arabizi, Russian), joined to the
 * reading of the text as typed: its mentions placed on the words typed, its present, negated and
 * past concepts added. A present mention on words the text as typed read as negated or past (its
 * Latin negation and time cues: "ma 3ndich skhana" is no fever) is left out, and so is a concept
 * whose every mention is.
 */
function joinTransliterated(f: Findings, a: Findings, written: Transliteration): Findings {
  if (a.text.length !== written.text.length) return f;
  const dropped = new Set<string>();
  const kept = new Set<string>();
  for (const m of a.mentions) {
    if (m.end <= m.start) continue;
    const start = written.from[m.start]!;
    const end = written.to[m.end - 1]!;
    if (
      m.polarity === 'present' &&
      f.mentions.some((x) => x.concept === m.concept && x.polarity !== 'present' && x.start < end && start < x.end)
    ) {
      dropped.add(m.concept);
      continue;
    }
    if (m.polarity === 'present') kept.add(m.concept);
    if (!f.mentions.some((x) => x.concept === m.concept && x.start === start && x.end === end && x.polarity === m.polarity))
      f.mentions.push({ ...m, start, end, text: f.text.slice(start, end) });
  }
  for (const c of a.present) {
    if (dropped.has(c) && !kept.has(c)) continue;
    f.present.add(c);
  }
  for (const c of a.negated) if (!f.present.has(c)) f.negated.add(c);
  for (const c of a.past) if (!f.present.has(c)) f.past.add(c);
  // what the numbers say in words of that language ("dochke 2 mesyaca": a baby of two months)
  for (const key of STATED_QUANTITIES) if (f[key] === undefined && a[key] !== undefined) Object.assign(f, { [key]: a[key] });
  return f;
}

/** The quantities a reading states, which the native writing of a romanised text may tell where the text as typed did not. */
const STATED_QUANTITIES = [
  'ageYears',
  'sex',
  'durationDays',
  'painScore',
  'gestationWeeks',
  'childAgeMonths',
  'statedTemperatureC',
  'potassiumMmolL',
  'pregnancyWeeks',
] as const satisfies readonly (keyof Findings)[];

function readText(
  raw: string,
  patientLanguage: Language,
  forceLanguages: readonly Language[] | undefined,
  onlyConcepts: ReadonlySet<string> | undefined,
  cueLanguage: Language | undefined,
  /** The native writing of a text typed in Latin letters: read with that language's folded terms. */
  romanised?: Romanised,
): Findings {
  const languages = forceLanguages ? [...forceLanguages] : activeLanguages(raw, patientLanguage);
  const lexiconOf = (lang: Language): LexiconKey => (romanised && romanised.startsWith(lang) ? romanised : lang);
  const cueSet =
    forceLanguages && !cueLanguage
      ? cueLanguages(raw, undefined)
      : [...new Set([...cueLanguages(raw, cueLanguage ?? patientLanguage), cueLanguage ?? patientLanguage])];
  const at = new AnalysedText(raw, cueSet, languages);
  const mentions: Mention[] = [];
  const present = new Set<string>();
  const negated = new Set<string>();
  const past = new Set<string>();
  const absentExplicit = new Set<string>();
  // where a finding is said to be absent ("열은 없어요", "no fever"): a finding of its own, which a
  // post-posed negation does not reach past (see AnalysedText.polarity)
  const absentSpans: { concept: string; start: number; end: number }[] = [];
  const matched: { concept: string; start: number; end: number; text: string }[] = [];
  const toTry = languages.map((lang) => listsToTry(lexiconOf(lang), at.termText));
  // A term is a stem in spaced scripts ("surg" reads Icelandic "surgar", "surgið"). Read with another
  // language's lexicon (the safety floor reads every language), a short stem that stops inside a
  // longer word is seldom that language's word: Icelandic "surg" (a wheeze) inside English "surgery",
  // "píp" inside Italian "pipì" called 112 for an allergy. So there a match of fewer than five
  // letters must end where a word ends; longer stems still reach into a mixed-in word's endings
  // ("vomit" in "vomiting", "brustschmerz" in "Brustschmerzen" in a Turkish-German message). Scripts
  // without spaces, and the romanised readings (Arabizi, Russian in Latin letters), keep their stems.
  // (The floor without a known patient language reads every language as the patient's.)
  const own = forceLanguages ? cueLanguage : patientLanguage;
  const ownStems = languages.map(
    (lang) => own === undefined || lang === own || NO_WORD_BOUNDARY.has(lang) || lexiconOf(lang) !== lang,
  );
  /** The languages whose terms found something (their not-the-patient cues then apply: AnalysedText.readIn). */
  const readIn = new Set<Language>();
  for (let i = 0; i < CONCEPT_SOURCE.length; i++) {
    const id = CONCEPT_SOURCE[i]!.id;
    if (onlyConcepts && !onlyConcepts.has(id)) continue;
    for (let j = 0; j < languages.length; j++) {
      const lists = toTry[j]!;
      if (!lists[2 * i] && !lists[2 * i + 1]) continue;
      const { terms, absent } = compiledTerms(i, lexiconOf(languages[j]!));
      const stemsReachIn = ownStems[j]!;
      if (lists[2 * i])
        for (const m of matchAll(terms, at.termText)) {
          if (!stemsReachIn && m.end - m.start < SHORT_FOREIGN_STEM && LETTER.test(at.termText[m.end] ?? ''))
            continue;
          matched.push({ concept: id, ...m });
          readIn.add(languages[j]!);
        }
      if (!lists[2 * i + 1]) continue;
      const denied = matchAll(absent, at.termText);
      if (denied.length > 0) absentExplicit.add(id);
      for (const m of denied) absentSpans.push({ concept: id, start: m.start, end: m.end });
    }
  }
  // A qualifier right after a phrase that makes it something else ("can't breathe through my nose").
  for (let i = matched.length - 1; i >= 0; i--) {
    const q = NOT_FOLLOWED[matched[i]!.concept];
    if (q?.test(at.text.slice(matched[i]!.end, matched[i]!.end + 40))) matched.splice(i, 1);
  }
  // Concepts composed from parts in one clause (blood + vomit, blue + lips, can't + breathe).
  const composed: ComposedMention[] = composeFindings(at.termText, languages, onlyConcepts);
  at.readIn(readIn);
  // The time reference needs every finding's position (a later "now …" clause with a finding of its
  // own does not keep an earlier remote-past finding current), and so does a post-posed negation (it
  // denies only the finding right before it); the red-flag-only reading of the safety floor gets them
  // too, but only when the text has a remote-past marker or a post-posed negation at all.
  if (onlyConcepts && at.needsAllFindings) {
    const spans: { start: number; end: number }[] = [...matched, ...composed, ...absentSpans];
    for (let i = 0; i < CONCEPT_SOURCE.length; i++) {
      if (onlyConcepts.has(CONCEPT_SOURCE[i]!.id)) continue;
      for (let j = 0; j < languages.length; j++) {
        const lists = toTry[j]!;
        const { terms, absent } = compiledTerms(i, lexiconOf(languages[j]!));
        if (lists[2 * i]) for (const m of matchAll(terms, at.termText)) spans.push(m);
        if (lists[2 * i + 1]) for (const m of matchAll(absent, at.termText)) spans.push(m);
      }
    }
    at.setFindingSpans(spans);
  } else at.setFindingSpans([...matched, ...composed, ...absentSpans]);
  for (const m of matched) {
    const polarity = at.polarity(
      m.start,
      m.end,
      ANSWERING_CONCEPTS.has(m.concept),
      PERSON_CONCEPTS.has(m.concept),
    );
    mentions.push({ ...m, polarity });
    if (polarity === 'present') present.add(m.concept);
    else if (polarity === 'past') past.add(m.concept);
    else if (polarity !== 'other') negated.add(m.concept);
  }
  const byRule = new Map(COMPOSITIONS.map((r) => [r.id, r]));
  for (const c of composed) {
    const mode = byRule.get(c.rule)?.polarity ?? 'parts';
    let polarity: Polarity = 'present';
    const answering = c.concepts.some((x) => ANSWERING_CONCEPTS.has(x));
    if (mode === 'span') polarity = at.polarity(c.start, c.end, answering);
    else
      for (const p of c.parts) {
        const q = at.polarity(p.start, p.end, answering);
        if (q !== 'present') {
          polarity = q;
          break;
        }
      }
    for (const concept of c.concepts) {
      if (onlyConcepts && !onlyConcepts.has(concept)) continue;
      mentions.push({ concept, start: c.start, end: c.end, text: c.text, polarity });
      if (polarity === 'present') present.add(concept);
      else if (polarity === 'past') past.add(concept);
      else if (polarity !== 'other' && !present.has(concept)) negated.add(concept);
    }
  }
  // An allergic swelling or hives in an earlier episode ("my lips swelled up last month", "上个月嘴唇肿过")
  // with nothing in the sentence saying it goes on now is history (NICE CKS angio-oedema and
  // anaphylaxis, food allergy: a past reaction → GP / allergy clinic), not a swelling now.
  for (const m of mentions) {
    if (m.polarity !== 'present' || !EPISODIC.has(m.concept) || !at.isEarlierEpisode(m.start, m.end))
      continue;
    m.polarity = 'past';
  }
  for (const c of EPISODIC) {
    if (!present.has(c)) continue;
    const own = mentions.filter((m) => m.concept === c);
    if (own.length > 0 && own.every((m) => m.polarity === 'past')) {
      present.delete(c);
      past.add(c);
    }
  }
  // NICE CG103 delirium: in a person with known dementia, confusion said to be the usual state ("muddled
  // every evening as usual", "sundowning", "wie immer abends verwirrt") is the long-standing confusion
  // of the dementia, not a new delirium; new, sudden or worse confusion stays (a change word anywhere).
  // The red-flag floor reads with the cues of the languages it detects; here every language whose words
  // were read counts (its change words too: any of them keeps the confusion).
  if (
    present.has('confusion') &&
    present.has('memory_loss') &&
    !present.has('sudden_onset') &&
    (languages.every((l) => at.languages.includes(l)) ? at : new AnalysedText(raw, languages)).saysUsualState
  )
    present.delete('confusion');
  // The usual state told as a comparison ("normally she kicks all the time but today …", "usually I can walk
  // to the shop but now …"): a reassuring ability in that clause is not today's (ConText, Harkema 2009:
  // a finding's time is its own clause's).
  for (const c of USUAL_ABILITY) {
    if (!present.has(c)) continue;
    const own = mentions.filter((m) => m.concept === c && m.polarity === 'present');
    if (own.length > 0 && own.every((m) => at.inUsualClause(m.start, m.end))) present.delete(c);
  }
  // NICE CKS Raynaud's phenomenon: fingers or toes that turn white, then blue or purple, in the cold
  // and recover when warm. The colour, cold and warmth words inside that reading are Raynaud's, not
  // central cyanosis, a cold pale limb or a fever ("hita"); a blue lip or face elsewhere still is.
  // NICE CKS chilblains: itchy, swollen red-purple toes or fingers after the cold. The colour and cold
  // words that overlap that reading are chilblains — not central cyanosis, Raynaud's colour changes, a
  // cold pale limb or dead tissue ("purple toes"); a blue lip or face elsewhere still is.
  const chilblains = mentions.filter((m) => m.concept === 'chilblains' && m.polarity === 'present');
  if (chilblains.length > 0) {
    const overlaps = (m: Mention) => chilblains.some((r) => m.start < r.end && r.start < m.end);
    for (const c of CHILBLAIN_MISREADINGS) {
      if (!present.has(c)) continue;
      const own = mentions.filter((m) => m.concept === c && m.polarity === 'present');
      if (own.length > 0 && own.every(overlaps)) present.delete(c);
    }
  }
  // A threat to kill from someone else ("he said he is going to kill me", "disse que vai me matar",
  // "sagðist ætla að drepa mig"; NICE PH50, domestic abuse) is a danger to the patient, not the patient's
  // own suicidal thoughts or plan: those words inside the threat are the threat's.
  const threats = mentions.filter((m) => m.concept === 'threat_to_kill' && m.polarity === 'present');
  if (threats.length > 0) {
    const overlaps = (m: Mention) => threats.some((r) => m.start < r.end && r.start < m.end);
    for (const c of ['suicidal', 'suicide_plan']) {
      if (!present.has(c)) continue;
      const own = mentions.filter((m) => m.concept === c && m.polarity === 'present');
      if (own.length > 0 && own.every(overlaps)) present.delete(c);
    }
  }
  const raynaud = mentions.filter(
    (m) => m.concept === 'raynaud' && m.polarity === 'present' && present.has('raynaud'),
  );
  if (raynaud.length > 0) {
    const inside = (m: Mention) => raynaud.some((r) => m.start >= r.start && m.start < r.end);
    for (const c of [...present]) {
      if (c === 'raynaud') continue;
      const own = mentions.filter((m) => m.concept === c && m.polarity === 'present');
      if (own.length > 0 && own.every(inside)) present.delete(c);
    }
  }
  // Feeding and wet nappies are a baby's or young child's (NICE NG143, NG9): an adult's "I'm hardly
  // eating" ("je ne mange presque rien", "几乎不吃东西") or "not wet" is none of them. Without a child in
  // the text, a mention that names no feed, bottle, breast, milk or nappy is dropped.
  if (
    BABY_ONLY.some((c) => present.has(c)) &&
    !present.has('child') &&
    !present.has('infant') &&
    childAgeReading(at.text) === undefined &&
    !((parseAge(at.text) ?? 99) < 16)
  ) {
    for (const c of BABY_ONLY) {
      const own = mentions.filter((m) => m.concept === c && m.polarity === 'present');
      if (own.length > 0 && own.every((m) => !BABY_WORD.test(m.text))) present.delete(c);
    }
  }
  for (const id of absentExplicit) {
    present.delete(id);
    negated.add(id);
  }
  // Structured findings that a word list cannot express: a number of tablets taken at once
  // (quantity + medicine = overdose) and a stated blood glucose value.
  const structured = (id: string) => !onlyConcepts || onlyConcepts.has(id);
  if (structured('overdose') || structured('overdose_large')) {
    for (const m of detectQuantityOverdose(at.text)) {
      if (!structured(m.concept)) continue;
      const polarity = at.polarity(m.start, m.end);
      mentions.push({ ...m, polarity });
      if (polarity === 'present') present.add(m.concept);
    }
  }
  if (structured('paracetamol_excess')) {
    for (const m of detectParacetamolExcess(at.text)) {
      const polarity = at.polarity(m.start, m.end);
      mentions.push({ ...m, polarity });
      if (polarity === 'present') present.add(m.concept);
    }
  }
  if (structured('hypoglycaemia') || structured('hyperglycaemia')) {
    for (const m of detectGlucose(at.text)) {
      if (!structured(m.concept)) continue;
      const polarity = at.polarity(m.start, m.end);
      mentions.push({ ...m, polarity });
      if (polarity === 'present') present.add(m.concept);
    }
  }
  let potassium: number | undefined;
  if (structured('hyperkalaemia')) {
    const k = statedPotassium(at.text);
    if (k) {
      const polarity = at.polarity(k.start, k.end);
      mentions.push({
        concept: 'hyperkalaemia',
        start: k.start,
        end: k.end,
        text: at.text.slice(k.start, k.end),
        polarity,
      });
      if (polarity === 'present') {
        present.add('hyperkalaemia');
        potassium = k.value;
      }
    }
  }
  // Resus Council UK: someone who has lost consciousness and is snoring or gurgling now is unresponsive
  // with a noisy airway, not a faint they came round from — both said in one sentence ("mum passed out
  // and is snoring strangely", "straciła przytomność i dziwnie chrapie").
  if (present.has('fainting') && present.has('snoring') && (!onlyConcepts || onlyConcepts.has('unconscious'))) {
    const own = (c: string) => mentions.filter((m) => m.concept === c && m.polarity === 'present');
    const together = own('fainting').some((f) =>
      own('snoring').some((s) => !/[.!?。！？\n]/u.test(at.text.slice(Math.min(f.end, s.end), Math.max(f.start, s.start)))),
    );
    if (together) present.add('unconscious');
  }
  // NICE CKS obstructive sleep apnoea: an adult who snores and stops breathing (pauses, gasps) in
  // sleep has OSA, a GP appointment; "stops breathing" there is no respiratory arrest nor severe
  // breathlessness. A child (NICE NG9: any apnoea is an emergency), a stop while awake, a blue
  // colour or unresponsiveness keep the emergency reading.
  if (
    present.has('snoring') &&
    (present.has('severe_dyspnoea') || present.has('respiratory_arrest')) &&
    !present.has('child') &&
    !present.has('infant') &&
    !(childAgeReading(at.text) !== undefined) &&
    !((parseAge(at.text) ?? 99) < 16) &&
    !APNOEA_DANGER.some((c) => present.has(c)) &&
    !AWAKE.test(at.text)
  ) {
    present.delete('severe_dyspnoea');
    present.delete('respiratory_arrest');
    if (!onlyConcepts || onlyConcepts.has('breathing_pauses')) present.add('breathing_pauses');
  }
  const childAge = childAgeReading(at.text);
  const textWithoutChildAge = withoutChildAge(at.text, childAge);
  // NICE CG62 (antenatal care): a pregnancy stated only by its weeks ("at 34 weeks", "34 SSW", "34주")
  // with its context (the midwife, the bump, the due date, the baby kicking) is a pregnancy, so the
  // pregnancy rules apply; a baby's age ("6 weeks old") or a duration ("a cough for 3 weeks") is not one.
  if (
    !present.has('pregnant') &&
    (!onlyConcepts || onlyConcepts.has('pregnant')) &&
    PREGNANCY_CONTEXT.test(at.text) &&
    pregnancyWeeks({ text: textWithoutChildAge }) !== undefined
  )
    present.add('pregnant');
  // is-a implications, transitively (suicide method → plan → suicidal thoughts)
  const queue = [...present];
  while (queue.length > 0) {
    const id = queue.pop()!;
    for (const implied of IMPLIES[id] ?? []) {
      if ((!onlyConcepts || onlyConcepts.has(implied)) && !present.has(implied)) {
        present.add(implied);
        queue.push(implied);
      }
    }
  }
  // Bleeding with no stated site in a pregnant patient is vaginal bleeding (NICE NG126 / CKS
  // "bleeding in pregnancy"); anywhere else the site is not guessed.
  if (
    present.has('bleeding') &&
    present.has('pregnant') &&
    !present.has('vaginal_bleeding') &&
    !SITE_OF_BLEEDING.some((c) => present.has(c)) &&
    !OTHER_BLEEDING_SITE.test(at.text)
  ) {
    if (!onlyConcepts || onlyConcepts.has('vaginal_bleeding')) present.add('vaginal_bleeding');
  }
  const { vitals, lowGrade } = parseVitals(at);
  const findings: Findings = {
    languages,
    text: at.text,
    present,
    negated,
    past,
    mentions,
    vitals,
    lowGradeFever: lowGrade,
  };
  const age = parseAge(at.text);
  if (age !== undefined) findings.ageYears = age;
  // an age under 12 told of the person the message is about ("mój 3 latek", "he is 6") is a child,
  // whether or not a child word stands with it
  if (age !== undefined && age >= 1 && age < 12 && !present.has('infant') && !negated.has('child'))
    present.add('child');
  const sex = parseSex(at.text, present.has('pregnant'));
  if (sex) findings.sex = sex;
  // a baby's age ("ему 3 недели", "6주 된 아기") is not how long the complaint has lasted
  const dur = parseDuration(textWithoutChildAge);
  if (dur !== undefined) findings.durationDays = dur;
  const pain = parsePainScore(at.text);
  if (pain !== undefined) findings.painScore = pain;
  const weeks = parseGestation(at.text, present.has('pregnant'));
  if (weeks !== undefined) findings.gestationWeeks = weeks;
  if (childAge !== undefined) findings.childAgeMonths = childAge.months;
  if (potassium !== undefined) findings.potassiumMmolL = potassium;
  const stated = statedTemperatureC(findings);
  if (stated !== undefined) findings.statedTemperatureC = stated;
  const pregnancy = pregnancyWeeks({ ...findings, text: textWithoutChildAge });
  if (pregnancy !== undefined) findings.pregnancyWeeks = pregnancy;
  if (vitals.temperatureC !== undefined) {
    if (vitals.temperatureC >= 38) {
      present.add('fever');
      negated.delete('fever');
    } else if (vitals.temperatureC < 37.5 && !present.has('fever')) negated.add('fever');
  }
  return findings;
}

export { normalize };
