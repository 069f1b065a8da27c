import { LANGUAGES, type Language } from '@asa/domain';
import { detectGlucose, detectQuantityOverdose } from './quantities.ts';
import { PROTOCOL_IMPLIES } from '../protocols/index.ts';
import { ALL_CONCEPTS } from './concept-terms.ts';
import type { ConceptDef } from './concept-terms.ts';
import { COMPOSITIONS, NOT_IF_FOLLOWED_BY } from '../lexicon/compositions.ts';
import { composeFindings, type ComposedMention } from './composition.ts';
import { AnalysedText, compileTerms, matchAll, type Polarity, type TermRegex } from './matcher.ts';
import type { Findings, Mention, Vitals } from './findings.ts';
import { normalize } from './normalize.ts';
import { normalizePattern } from './matcher.ts';

/** A regular expression over normalised text, written with normal spelling. */
const NRE_CACHE = new Map<string, RegExp>();
function nre(re: RegExp): RegExp {
  const key = `${re.flags}/${re.source}`;
  let out = NRE_CACHE.get(key);
  if (!out) {
    out = new RegExp(normalizePattern(re.source), re.flags);
    NRE_CACHE.set(key, out);
  }
  return out;
}

const NOT_FOLLOWED: Record<string, RegExp> = Object.fromEntries(
  Object.entries(NOT_IF_FOLLOWED_BY).map(([id, re]) => [id, new RegExp(normalizePattern(re), 'u')]),
);

export type { Findings, Mention, Vitals } from './findings.ts';

// ---------------------------------------------------------------- language detection

const STOPWORDS: Partial<Record<Language, RegExp>> = {
  en: /\b(the|and|i|my|have|has|with|is|it|for|of|pain|since|a)\b/g,
  is: /\b(og|ég|er|með|mér|mig|í|á|ekki|hef|verið|síðan|það|sem)\b|[þðæ]/g,
  pl: /\b(i|mam|się|mnie|nie|od|jest|na|w|z|mi|boli|że)\b|[łąęśźżćń]/g,
  es: /\b(el|la|que|de|y|tengo|me|con|dolor|desde|muy)\b|ñ/g,
  fr: /\b(le|la|je|et|de|j'ai|une|mal|depuis|avec|très)\b/g,
  de: /\b(ich|und|habe|der|die|das|mit|seit|nicht|schmerzen)\b|ß/g,
  pt: /\b(o|a|eu|e|de|tenho|com|dor|desde|muito|não)\b|[ãõ]/g,
  it: /\b(il|la|ho|e|di|con|dolore|da|molto|mi|non)\b/g,
  tr: /\b(ve|bir|çok|var|yok|ağrı|ben|gün)\b|[ğış]/g,
  // romanised Hindi ("Hinglish"): the Hindi lexicon has Latin-script terms too
  hi: /\b(hai|hain|mein|mera|meri|mere|nahi|nahin|aur|raha|rahi|rahe|ko|se|ka|ki|ke|ho|bahut)\b/g,
};

/** Languages the text looks written in (scripts, stop words). */
export function detectLanguages(text: string): Language[] {
  const set = new Set<Language>();
  if (/[\u0400-\u04ff]/.test(text)) set.add('ru');
  if (/[\u0600-\u06ff]/.test(text)) set.add('ar');
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

/** Every concept's terms (and "absent" phrases), compiled once at module load, per language. */
interface CompiledConcept {
  id: string;
  terms: Partial<Record<Language, TermRegex>>;
  absent: Partial<Record<Language, TermRegex>>;
}

function compileConcept(c: ConceptDef): CompiledConcept {
  const out: CompiledConcept = { id: c.id, terms: {}, absent: {} };
  for (const lang of LANGUAGES) {
    const t = compileTerms(c.terms[lang] ?? [], lang);
    if (t) out.terms[lang] = t;
    const a = compileTerms(c.absent?.[lang] ?? [], lang);
    if (a) out.absent[lang] = a;
  }
  return out;
}

let COMPILED: CompiledConcept[] = ALL_CONCEPTS.map(compileConcept);

/** A lexicon entry: one term of one concept in one language. */
export type TermFilter = (concept: string, language: Language, term: string) => boolean;

/**
 * For measurement tools only (scripts/triage-term-provenance.ts): recompile the lexicon keeping
 * only the entries the filter accepts, or all of them again without a filter. The engine itself
 * never calls this.
 */
export function restrictLexicon(keep?: TermFilter): void {
  COMPILED = ALL_CONCEPTS.map((c) =>
    compileConcept(
      keep
        ? {
            ...c,
            terms: Object.fromEntries(
              (Object.entries(c.terms) as [Language, string[]][]).map(([l, ts]) => [
                l,
                ts.filter((t) => keep(c.id, l, t)),
              ]),
            ),
          }
        : c,
    ),
  );
}

// ---------------------------------------------------------------- numbers

const TEMP_WORDS =
  '(?:temp\\w*|thermometer\\w*|termometr\\w*|hitamæl\\w*|hitamael\\w*|termómetro|thermomètre|thermometre|termômetro|termometro|термометр\\w*|градусник\\w*|体温计|体温計|체온계|fever\\w*|febrile|pyrexi\\w*|hita\\w*|hiti|gorączk\\w*|goraczk\\w*|temperatur\\w*|fiebre|fièvre|fievre|fieber|febre|febbre|температур\\w*|ateş\\w*|ates\\w*|حرارة|حمى|बुखार|体温|发烧|熱|체온|열)';

function toC(v: number): number | undefined {
  if (v >= 34 && v <= 43.5) return v;
  if (v >= 93 && v <= 110) return Math.round((((v - 32) * 5) / 9) * 10) / 10;
  return undefined;
}

function num(s: string): number {
  return Number(s.replace(',', '.'));
}

const WORD_NUMBERS: Record<string, number> = {
  a: 1,
  an: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  several: 3,
  few: 3,
  couple: 2,
  einn: 1,
  eina: 1,
  tvo: 2,
  tvær: 2,
  tvaer: 2,
  þrjá: 3,
  thrja: 3,
  fjóra: 4,
  fjora: 4,
  jeden: 1,
  dwa: 2,
  dwóch: 2,
  dwoch: 2,
  trzy: 3,
  cztery: 4,
  pięć: 5,
  piec: 5,
  kilka: 3,
  // round 4: the other Latin-script languages and romanised Hindi ("do hafte", "iki aydır", "un mes")
  un: 1,
  una: 1,
  uno: 1,
  une: 1,
  ein: 1,
  eine: 1,
  einen: 1,
  einem: 1,
  um: 1,
  uma: 1,
  dos: 2,
  deux: 2,
  zwei: 2,
  dois: 2,
  duas: 2,
  due: 2,
  tres: 3,
  trois: 3,
  drei: 3,
  três: 3,
  tre: 3,
  bir: 1,
  iki: 2,
  üç: 3,
  uc: 3,
  ek: 1,
  do: 2,
  teen: 3,
  char: 4,
  þrjár: 3,
  thrjar: 3,
  fjórar: 4,
  fjorar: 4,
  fimm: 5,
  sex: 6,
  sjö: 7,
  sjo: 7,
  tíu: 10,
  tiu: 10,
  pięciu: 5,
  sześć: 6,
  szesc: 6,
};

const WORD_NUMBERS_N: Record<string, number> = Object.fromEntries(
  Object.entries(WORD_NUMBERS).map(([k, v]) => [normalizePattern(k), v]),
);

const UNIT_DAYS: [RegExp, number][] = (
  [
    [/^(?:min|minut|minút|мин|dakika|دقيق|मिनट|分)/, 1 / 1440],
    [/^(?:hour|hr|h$|godzin|klukkut|tím|stund|hora|heure|stunde|ora|час|saat|ساع|घंट|小时|時間|시간)/, 1 / 24],
    [/^(?:day|dag|dög|dni|dzień|dnia|día|dia|jour|tag|giorn|дн|день|gün|يوم|أيام|दिन|din$|dino|天|日|일)/, 1],
    [
      /^(?:week|wk|vik|tydz|tygod|semana|semaine|woche|settiman|недел|hafta|hafte|haft[eo]n?$|أسبوع|हफ्त|सप्ताह|周|週|주)/,
      7,
    ],
    [
      /^(?:month|mánuð|manud|mánað|miesi|mes|mois|monat|mese|месяц|ay$|ayd[ıi]r|aydan|mahin|شهر|महीन|个月|月|개월|달)/,
      30,
    ],
    [/^(?:year|yr|ár$|ára|lat|rok|año|ano|an$|ans|jahr|ann|год|лет|yıl|سنة|साल|saal|年|년)/, 365],
  ] as [RegExp, number][]
).map(([re, d]) => [nre(re), d]);

function unitDays(unit: string): number | undefined {
  for (const [re, d] of UNIT_DAYS) if (re.test(unit)) return d;
  return undefined;
}

function parseDuration(t: string): number | undefined {
  let max: number | undefined;
  const consider = (d: number | undefined) => {
    if (d !== undefined && d > 0 && (max === undefined || d > max)) max = d;
  };
  const re = nre(
    /(\d+(?:[.,]\d+)?|\b(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|several|few|couple|einn|eina|tvo|tvær|þrjá|fjóra|jeden|dwa|dwóch|trzy|cztery|pięć|kilka|un|una|uno|une|ein|eine|einen|einem|um|uma|dos|deux|zwei|dois|duas|due|tres|trois|drei|três|tre|bir|iki|üç|ek|do|teen|char|þrjár|fjórar|fimm|sex|sjö|tíu|pięciu|sześć)(?![\p{L}]))(?:\s+of)?[\s-]*([\p{L}]+)/gu,
  );
  for (const m of t.matchAll(re)) {
    const n = /\d/.test(m[1]!) ? num(m[1]!) : (WORD_NUMBERS[m[1]!] ?? WORD_NUMBERS_N[m[1]!]);
    const unit = m[2]!;
    const days = unitDays(unit);
    if (n === undefined || days === undefined) continue;
    const after = t.slice(m.index! + m[0].length, m.index! + m[0].length + 14);
    const before = t.slice(Math.max(0, m.index! - 10), m.index!);
    if (/^[\s-]*(?:old|pregnant|gestation|ciąży|ciazy)/.test(after)) continue;
    if (/(?:gengin|w)\s*$/.test(before) && /^\.?\s*(?:tygodniu|vik)/.test(unit + after)) continue;
    if (/(?:gengin)\s*$/.test(before)) continue;
    if (
      /^(?:ára|ara|lat|lata|ans|años|anos|anni|jahre|лет|года|yaşında)$/.test(unit) &&
      !/(?:od|for|í|since)\s*$/.test(before)
    )
      continue;
    if (days === 365 && /(?:year|yr)/.test(unit) && /^[\s-]*old/.test(after)) continue;
    if (days === 365 && !/^[\s-]*history/.test(after)) continue;
    consider(n * days);
  }
  // Chinese numerals ("两个月", "一个星期", "三天") and a bare unit after "already / a whole" ("уже месяц")
  const ZH_NUM: Record<string, number> = {
    一: 1,
    二: 2,
    两: 2,
    三: 3,
    四: 4,
    五: 5,
    六: 6,
    七: 7,
    八: 8,
    九: 9,
    十: 10,
    半: 0.5,
  };
  for (const m of t.matchAll(/([一二两三四五六七八九十半])\s*个?\s*(天|周|星期|礼拜|月|年)/gu)) {
    const d = m[2] === '天' ? 1 : m[2] === '月' ? 30 : m[2] === '年' ? 365 : 7;
    consider((ZH_NUM[m[1]!] ?? 0) * d);
  }
  if (/(?:уже|целый|почти)\s+(?:месяц|месяца)/u.test(t)) consider(30);
  // bare plural units ("for weeks", "desde hace meses", "depuis des mois", "seit Wochen", "od miesięcy"): at least two of them
  if (
    nre(
      /(?:for|since|desde hace|hace|depuis des|seit|od|da|há|uz|по)\s+(?:several\s+|many\s+|some\s+)?(?:weeks|semanas|semaines|wochen|tygodni|settimane|недел)/u,
    ).test(t)
  )
    consider(14);
  if (
    nre(
      /(?:for|since|desde hace|hace|depuis des|seit|od|da|há)\s+(?:several\s+|many\s+|some\s+)?(?:months|meses|mois|monaten|miesięcy|mesi)/u,
    ).test(t)
  )
    consider(60);
  // Arabic dual forms: يومين (two days), أسبوعين (two weeks), شهرين (two months)
  if (/يومين/u.test(t)) consider(2);
  if (/[اأ]سبوعين/u.test(t)) consider(14);
  if (/شهرين/u.test(t)) consider(60);
  if (/(?:уже|целую|почти)\s+неделю/u.test(t)) consider(7);
  if (
    nre(
      /(?:since yesterday|yesterday|last night|síðan í gær|í gær|od wczoraj|wczoraj|since last night|síðan í gærkvöldi|od wczoraj wieczorem)/u,
    ).test(t)
  )
    consider(1);
  if (/\b(?:(?:last|past|over the last|for a) month)\b/u.test(t)) consider(30);
  if (
    nre(
      /(?:this morning|today|tonight|this afternoon|an hour ago|í morgun|í dag|síðan eftir hádegi|od rana|dzisiaj|dziś|od popołudnia)/u,
    ).test(t)
  )
    consider(0.3);
  return max;
}

function parseAge(t: string): number | undefined {
  const pats: [RegExp, number][] = [
    [/(\d{1,3})[\s-]*(?:year|yr)s?[\s-]*old/, 1],
    [/(\d{1,2})[\s-]*months?[\s-]*old/, 1 / 12],
    [/(\d{1,2})[\s-]*(?:weeks?)[\s-]*old/, 1 / 52],
    // round 4: infants' ages in months / weeks in the other languages (NICE NG143 thresholds are by age in months)
    [
      /(?:bebe|bebé|bébé|baby|bambin\w*|neonat\w*|nene|nenê|neném|niemowl\w*|dzieck\w*|corek|coreczk\w*|synek|synk\w*|ребен\w*|ребён\w*|малыш\w*|сын\w*|доч\w*|bebeg\w*|bebeğ\w*|oglum|kizim|طفل\w*|رضيع\w*|ولدي|بنتي|बच्च\w*|बेटा|बेटी|bacch\w*|beta|beti|barn\w*|sonur|dottir|hijo|hija|fils|fille|sohn|tochter|filho|filha|figli\w*)\D{0,20}?(\d{1,2})\s*(?:meses|mes\b|mois|monate?n?\b|mesi|месяц\w*|ay\w*|أشهر|شهور|شهر|महीन\w*|mahin\w*|manada|manudi|mánaða|mánuð\w*|miesi\w*)/,
      1 / 12,
    ],
    [
      /(\d{1,2})\s*(?:aylık|aylik|-?miesięczn\w*|-?miesieczn\w*|mánaða gam\w*|manada gam\w*|monate alt|mois\b(?= ?$)|个月大|ヶ月|か月|カ月|개월 된|개월된)/,
      1 / 12,
    ],
    [
      /(?:bebe|bebé|bébé|baby|neonat\w*|niemowl\w*|ребен\w*|ребён\w*|bebeğ\w*|bebeg\w*|رضيع\w*|बच्च\w*|barn\w*)\D{0,20}?(\d{1,2})\s*(?:semanas|semaines|wochen|settimane|недел\w*|hafta\w*|أسابيع|हफ्त\w*|vikna|tygodn\w*)/,
      1 / 52,
    ],
    [/\baged?\s*(\d{1,3})\b/, 1],
    [
      /\b(?:i'?m|i am|he'?s|she'?s|he is|she is|is)\s+(\d{2})\b(?!\s*(?:weeks|kg|%|cm|minutes|hours|days|\/))/,
      1,
    ],
    [/\b(\d{2,3})\s*(?:yo|y\/o|y\.o\.|m\b|f\b)/, 1],
    [/(\d{1,3})\s*ára/, 1],
    [/(?:mam|ma|lat)\s*(\d{1,3})\s*(?:lat|lata)/, 1],
    [/(\d{1,3})\s*(?:lat|lata)\b/, 1],
    [/(\d{1,3})[\s-]*letni/, 1],
    [/(\d{1,3})\s*(?:años|anos|ans|jahre|anni|лет|года|год|yaşında|yasinda|साल|वर्ष|سنة|عاما|عامًا)/, 1],
    [/(\d{1,3})\s*(?:岁|歳|살|세)/, 1],
  ];
  for (const [re0, f] of pats) {
    const m = nre(re0).exec(t);
    if (m) {
      const v = Number(m[1]) * f;
      if (v > 0 && v < 120) return Math.round(v * 100) / 100;
    }
  }
  return undefined;
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

function parseVitals(at: AnalysedText): { vitals: Vitals; lowGrade: boolean } {
  const t = at.text;
  const v: Vitals = {};
  const lowGrade = nre(
    /\b(?:low[- ]grade|slight (?:fever|temperature)|mild fever|intermittent (?:\w+ ){0,2}fevers?|smá hita|lekką gorączkę|lekka gorączka|stan podgorączkowy)\b/u,
  ).test(t);
  const ok = (start: number, end: number) => at.polarity(start, end) === 'present';
  for (const m of t.matchAll(/(?<![\d/.])(\d{2,3})\s*\/\s*(\d{2,3})(?![\d/])/g)) {
    const s = Number(m[1]);
    const d = Number(m[2]);
    if (s >= 60 && s <= 260 && d >= 30 && d <= 160 && s > d) {
      if (v.systolic === undefined || s < v.systolic) {
        v.systolic = s;
        v.diastolic = d;
      }
    }
  }
  const tempRe = new RegExp(
    `${TEMP_WORDS}[^\\d\\n.;]{0,30}?(\\d{2,3}(?:[.,]\\d{1,2})?)(?!\\s*\\/)|(\\d{2,3}(?:[.,]\\d{1,2})?)\\s*(?:°|º|degrees?|stig\\w*|stopn\\w*)\\s*(?:c\\b|f\\b|celsius|fahrenheit)?`,
    'gu',
  );
  for (const m of t.matchAll(tempRe)) {
    const raw = m[1] ?? m[2];
    if (!raw) continue;
    const c = toC(num(raw));
    if (c === undefined) continue;
    if (!ok(m.index!, m.index! + m[0].length)) continue;
    if (v.temperatureC === undefined || c > v.temperatureC) v.temperatureC = c;
  }
  for (const m of t.matchAll(
    /(?:heart rate|pulse|hr|púls|puls|tętno|tetno|pulso|пульс|nabız)\D{0,15}?(\d{2,3})|(\d{2,3})\s*(?:bpm|beats)/gu,
  )) {
    const n = Number(m[1] ?? m[2]);
    if (n >= 25 && n <= 250) v.heartRate = n;
  }
  for (const m of t.matchAll(
    /(?:respiratory rate|resp(?:iratory)? rate|breathing rate|öndunartíðni|oddechów)\D{0,15}?(\d{1,2})|(\d{1,2})\s*(?:breaths|oddech\w* na minut)/gu,
  )) {
    const n = Number(m[1] ?? m[2]);
    if (n >= 4 && n <= 70) v.respiratoryRate = n;
  }
  for (const m of t.matchAll(
    /(?:spo2|sp02|sats?|saturation|oxygen saturation|o2 sat\w*|súrefnismettun\w*|mettun|saturacj\w*|saturación|сатурац\w*)\D{0,25}?(\d{2,3})\s*%?|(\d{2,3})\s*%\s*(?:on room air|room air|ra\b|spo2|sat|oxygen|o2)/gu,
  )) {
    const n = Number(m[1] ?? m[2]);
    if (n >= 50 && n <= 100) v.spo2 = n;
  }
  return { vitals: v, lowGrade };
}

function parsePainScore(t: string): number | undefined {
  const m = /(?<![\d/])(\d{1,2})\s*(?:\/|out of|af|na|z)\s*10(?!\d)/.exec(t);
  if (!m) return undefined;
  const n = Number(m[1]);
  return n <= 10 ? n : undefined;
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
/** Concepts the parser needs beyond the red-flag concepts to infer red-flag concepts in context. */
export const CONTEXT_CONCEPTS = ['bleeding', 'pregnant', 'respiratory_arrest', ...SITE_OF_BLEEDING];

const GESTATION_RES: RegExp[] = [
  /(\d{1,2})\s*(?:weeks?|wks?)\s*(?:\+\s*\d\s*(?:days?)?\s*)?(?:pregnant|gestation|along|into (?:my |the |her )?pregnancy)/u,
  /pregnan\w*[^.!?\n]{0,25}?(\d{1,2})\s*(?:weeks?|wks?)/u,
  /gengin\w*\s*(\d{1,2})\s*vik/u,
  /(?:i|a)\s*(\d{1,2})\s*viku\s*(?:medgongu|thungunar)/u,
  /(\d{1,2})\.?\s*(?:tydzien|tygodni\w*)\s*ciazy/u,
  /ciazy\s*(?:\w+\s*){0,2}?(\d{1,2})\s*tyg/u,
  /w\s*(\d{1,2})\.?\s*tygodniu/u,
  /(\d{1,2})\s*(?:semanas|semaines|settimane|wochen|недел\w*|hafta\w*)/u,
  /(\d{1,2})\.?\s*ssw/u,
];

/** Weeks of pregnancy, when the text states them next to a pregnancy word. */
function parseGestation(t: string, pregnant: boolean): number | undefined {
  if (!pregnant) return undefined;
  for (const re of GESTATION_RES) {
    const m = re.exec(t);
    if (m) {
      const w = Number(m[1]);
      if (w >= 1 && w <= 43) return w;
    }
  }
  return undefined;
}

// ---------------------------------------------------------------- entry point

export function parseText(
  raw: string,
  patientLanguage: Language,
  forceLanguages?: readonly Language[],
  onlyConcepts?: ReadonlySet<string>,
): Findings {
  const languages = forceLanguages ? [...forceLanguages] : activeLanguages(raw, patientLanguage);
  const at = new AnalysedText(
    raw,
    forceLanguages
      ? cueLanguages(raw, undefined)
      : [...new Set([...cueLanguages(raw, patientLanguage), patientLanguage])],
  );
  const mentions: Mention[] = [];
  const present = new Set<string>();
  const negated = new Set<string>();
  const past = new Set<string>();
  const absentExplicit = new Set<string>();
  const matched: { concept: string; start: number; end: number; text: string }[] = [];
  for (const concept of COMPILED) {
    if (onlyConcepts && !onlyConcepts.has(concept.id)) continue;
    for (const lang of languages) {
      const terms = concept.terms[lang];
      if (terms) for (const m of matchAll(terms, at.text)) matched.push({ concept: concept.id, ...m });
      const absent = concept.absent[lang];
      if (absent && matchAll(absent, at.text).length > 0) absentExplicit.add(concept.id);
    }
  }
  // A qualifier right after a phrase that makes it something else ("can't breathe through my nose").
  for (let i = matched.length - 1; i >= 0; i--) {
    const q = NOT_FOLLOWED[matched[i]!.concept];
    if (q?.test(at.text.slice(matched[i]!.end, matched[i]!.end + 40))) matched.splice(i, 1);
  }
  // Concepts composed from parts in one clause (blood + vomit, blue + lips, can't + breathe).
  const composed: ComposedMention[] = composeFindings(at.text, languages, onlyConcepts);
  // The time reference needs every finding's position (a later "now …" clause with a finding of its
  // own does not keep an earlier remote-past finding current); the red-flag-only reading of the
  // safety floor gets them too, but only when the text has a remote-past marker at all.
  if (onlyConcepts && at.hasRemotePast) {
    const spans: { start: number; end: number }[] = [...matched, ...composed];
    for (const concept of COMPILED) {
      if (onlyConcepts.has(concept.id)) continue;
      for (const lang of languages) {
        const terms = concept.terms[lang];
        if (terms) for (const m of matchAll(terms, at.text)) spans.push(m);
      }
    }
    at.setFindingSpans(spans);
  } else at.setFindingSpans([...matched, ...composed]);
  for (const m of matched) {
    const polarity = at.polarity(m.start, m.end);
    mentions.push({ ...m, polarity });
    if (polarity === 'present') present.add(m.concept);
    else if (polarity === 'past') past.add(m.concept);
    else negated.add(m.concept);
  }
  const byRule = new Map(COMPOSITIONS.map((r) => [r.id, r]));
  for (const c of composed) {
    const mode = byRule.get(c.rule)?.polarity ?? 'parts';
    let polarity: Polarity = 'present';
    if (mode === 'span') polarity = at.polarity(c.start, c.end);
    else
      for (const p of c.parts) {
        const q = at.polarity(p.start, p.end);
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
      else if (!present.has(concept)) negated.add(concept);
    }
  }
  for (const id of absentExplicit) {
    present.delete(id);
    negated.add(id);
  }
  // Structured findings that a word list cannot express: a number of tablets taken at once
  // (quantity + medicine = overdose) and a stated blood glucose value.
  const structured = (id: string) => !onlyConcepts || onlyConcepts.has(id);
  if (structured('overdose')) {
    for (const m of detectQuantityOverdose(at.text)) {
      const polarity = at.polarity(m.start, m.end);
      mentions.push({ ...m, polarity });
      if (polarity === 'present') present.add('overdose');
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
  const sex = parseSex(at.text, present.has('pregnant'));
  if (sex) findings.sex = sex;
  const dur = parseDuration(at.text);
  if (dur !== undefined) findings.durationDays = dur;
  const pain = parsePainScore(at.text);
  if (pain !== undefined) findings.painScore = pain;
  const weeks = parseGestation(at.text, present.has('pregnant'));
  if (weeks !== undefined) findings.gestationWeeks = weeks;
  if (vitals.temperatureC !== undefined) {
    if (vitals.temperatureC >= 38) {
      present.add('fever');
      negated.delete('fever');
    } else if (vitals.temperatureC < 37.5 && !present.has('fever')) negated.add('fever');
  }
  return findings;
}

export { normalize };
