import type { Findings, Vitals } from './findings.ts';
import { type AnalysedText, normalizePattern, nre } from './matcher.ts';
import { VITAL_SIGNS, type VitalSignWords } from './cues.ts';
import { foldHan, NO_WORD_BOUNDARY, normalize, sentenceSpans, type Span } from './normalize.ts';

/**
 * The one reader of quantities: numbers, ages (adults' and children's), durations, temperatures,
 * vital signs, pain scores, weeks of pregnancy, doses and glucose values, read from normalised text
 * in any of the 15 languages. The parser calls it once per message and puts the values in the
 * findings; rules and protocols ask the findings for the value and never re-read the text. All
 * regular expressions are compiled once, at module load.
 */

export interface QuantityMention {
  concept: string;
  start: number;
  end: number;
  text: string;
}

const re = (src: string, flags = 'gu') => new RegExp(normalizePattern(src), flags);

/** Arabic-Indic, Persian and Devanagari digits read as ASCII (one character each: spans stay). */
function asciiDigits(text: string): string {
  return text.replace(/[\u0660-\u0669\u06f0-\u06f9\u0966-\u096f]/g, (d) => {
    const c = d.charCodeAt(0);
    const base = c >= 0x0966 ? 0x0966 : c >= 0x06f0 ? 0x06f0 : 0x0660;
    return String(c - base);
  });
}

// ------------------------------------------------------------------ numbers

/** Number words from ten upwards (counts of tablets that exceed any single adult dose). */
const NUMBER_WORDS: Record<string, number> = {
  ten: 10,
  eleven: 11,
  twelve: 12,
  fifteen: 15,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  hundred: 100,
  dozen: 12,
  dozens: 24,
  tiu: 10,
  tolf: 12,
  fimmtan: 15,
  tuttugu: 20,
  thrjatiu: 30,
  fjorutiu: 40,
  fimmtiu: 50,
  dziesiec: 10,
  dwanascie: 12,
  pietnascie: 15,
  dwadziescia: 20,
  trzydziesci: 30,
  czterdziesci: 40,
  piecdziesiat: 50,
  kilkanascie: 12,
  kilkadziesiat: 30,
  diez: 10,
  doce: 12,
  quince: 15,
  veinte: 20,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  dix: 10,
  douze: 12,
  vingt: 20,
  trente: 30,
  quarante: 40,
  cinquante: 50,
  zehn: 10,
  zwolf: 12,
  funfzehn: 15,
  zwanzig: 20,
  dreissig: 30,
  vierzig: 40,
  funfzig: 50,
  dez: 10,
  doze: 12,
  vinte: 20,
  trinta: 30,
  quarenta: 40,
  dieci: 10,
  dodici: 12,
  quindici: 15,
  venti: 20,
  trenta: 30,
  quaranta: 40,
  десять: 10,
  двенадцать: 12,
  пятнадцать: 15,
  двадцать: 20,
  тридцать: 30,
  сорок: 40,
  пятьдесят: 50,
  yirmi: 20,
  otuz: 30,
  kirk: 40,
  elli: 50,
  عشرة: 10,
  عشر: 10,
  عشرين: 20,
  عشرون: 20,
  ثلاثين: 30,
  ثلاثون: 30,
  أربعين: 40,
  اربعين: 40,
  خمسين: 50,
  दस: 10,
  बीस: 20,
  तीस: 30,
  चालीस: 40,
  पचास: 50,
};
const NUMBER_WORD_RE = new RegExp(
  `(?<![\\p{L}\\p{M}])(?:${Object.keys(NUMBER_WORDS)
    .sort((a, b) => b.length - a.length)
    .join('|')})(?![\\p{L}\\p{M}])`,
  'gu',
);
const DIGITS_RE = /(?<![\d.,])\d{1,4}(?:[.,]\d+)?(?![\d])/gu;
const CJK_NUM_RE = /[一二三四五六七八九十百两]+/gu;
const CJK_DIGIT: Record<string, number> = {
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
};

/** A single Chinese numeral before a unit of time ("两个月", "半年"). */
const CJK_COUNT: Record<string, number> = { ...CJK_DIGIT, 十: 10, 半: 0.5 };

/** 三十 → 30, 二十五 → 25, 十二 → 12, 百 → 100. */
export function cjkNumber(s: string): number | undefined {
  let total = 0;
  let digit = 0;
  for (const ch of s) {
    if (ch === '十') {
      total += (digit || 1) * 10;
      digit = 0;
    } else if (ch === '百') {
      total += (digit || 1) * 100;
      digit = 0;
    } else if (CJK_DIGIT[ch] !== undefined) digit = CJK_DIGIT[ch]!;
    else return undefined;
  }
  return total + digit || undefined;
}

/**
 * Chinese and Japanese numerals written as characters ("三十九度五", "一百二十", "三十八点五") as
 * ASCII digits, padded with spaces to the numeral's length so that spans stay; "度" followed by one
 * numeral is the colloquial decimal ("三十八度二" = 38.2°). A numeral whose digits would be longer
 * than its characters ("十", "一百") is left as it is: values of one character are not vital signs.
 */
const CJK_NUMERAL_RE = /[一二三四五六七八九十百两零〇]+(?:(?:[点點]|度(?=[一二三四五六七八九](?![一二三四五六七八九十百])))[一二三四五六七八九〇零])?/gu;
const CJK_ZERO = /[零〇]/gu;

function cjkDigits(text: string): string {
  if (!/[一二三四五六七八九十百两]/u.test(text)) return text;
  return text.replace(CJK_NUMERAL_RE, (run) => {
    const decimalAt = run.search(/[点點度]/u);
    const whole = cjkNumber((decimalAt < 0 ? run : run.slice(0, decimalAt)).replace(CJK_ZERO, ''));
    if (whole === undefined) return run;
    const fraction = decimalAt < 0 ? '' : String(CJK_DIGIT[run[decimalAt + 1]!] ?? 0);
    const degrees = decimalAt >= 0 && run[decimalAt] === '度';
    const digits = `${whole}${fraction ? `.${fraction}` : ''}${degrees ? '度' : ''}`;
    return digits.length > run.length ? run : digits.padEnd(run.length, ' ');
  });
}

/** Every numeral the readers of values understand as ASCII digits, one span for one span. */
function valueDigits(text: string): string {
  const t = asciiDigits(cjkDigits(text));
  // "38度5分" (Japanese and Chinese: 38 degrees and 5 tenths) is 38.5 degrees, not 38 degrees and 5 minutes
  return t.includes('度') ? t.replace(DEGREE_TENTHS, (all, w: string, d: string) => `${w}.${d}度`.padEnd(all.length, ' ')) : t;
}
const DEGREE_TENTHS = /(?<![\d.])(3[5-9]|4[0-2])\s?度\s?(\d)分?(?![\d])/gu;

interface NumberHit {
  start: number;
  end: number;
  value: number;
}

function numbersIn(text: string): NumberHit[] {
  const out: NumberHit[] = [];
  for (const m of text.matchAll(DIGITS_RE))
    out.push({ start: m.index!, end: m.index! + m[0].length, value: Number(m[0].replace(',', '.')) });
  for (const m of text.matchAll(NUMBER_WORD_RE))
    out.push({ start: m.index!, end: m.index! + m[0].length, value: NUMBER_WORDS[m[0]]! });
  for (const m of text.matchAll(CJK_NUM_RE)) {
    const v = cjkNumber(m[0]);
    if (v !== undefined) out.push({ start: m.index!, end: m.index! + m[0].length, value: v });
  }
  return out;
}

// ------------------------------------------------------------------ quantity + medicine = overdose

/**
 * Tablets, capsules and medicines in the 15 languages (compounds allowed where languages join words),
 * as one alternation between one pair of word-edge look-arounds; compiled on first use (at load it
 * cost more than the rest of this module together).
 */
let medicine: RegExp | undefined;
const MEDICINE = (): RegExp =>
  (medicine ??= re(
    `(?<![\\p{L}\\p{M}])(?:${[
      'pills?',
      'tablets?',
      'tabs',
      'capsules?',
      'caps',
      'meds',
      'painkillers?',
      'sleeping (?:pills|tablets)',
      '\\p{L}*toflu\\p{L}*',
      '\\p{L}*pillu\\p{L}*',
      'hylki\\p{L}*',
      'lyfj\\p{L}*',
      'tabletek',
      'tabletki',
      'pigułek',
      'pigułki',
      'kapsułek',
      'kapsułki',
      'leków',
      'proszków',
      'pastillas?',
      'comprimidos?',
      'cápsulas?',
      'píldoras?',
      'comprimés?',
      'cachets?',
      'gélules?',
      'pilules?',
      'médicaments?',
      '\\p{L}*tabletten',
      'pillen',
      'kapseln',
      'pílulas?',
      'remédios?',
      'pastiglie',
      'compresse',
      'pillole',
      'capsule',
      'таблет\\p{L}*',
      'капсул\\p{L}*',
      'пилюл\\p{L}*',
      'hap(?:ı|lar\\p{L}*|tan)?',
      'tablet\\p{L}*',
      'ilaç\\p{L}*',
      'حب(?:ة|ات|وب)',
      'حبوب',
      'أقراص',
      'اقراص',
      'قرص',
      'गोलि[\\p{L}\\p{M}]*',
      'गोली',
      'टैबलेट',
      // common medicines taken in overdose (generic and brand names)
      'paracetamol\\p{L}*',
      'acetaminophen',
      'tylenol',
      'panadol',
      'ibupro\\p{L}*',
      'advil',
      'nurofen',
      'aspirin\\p{L}*',
      'naproxen',
      'sertralin\\p{L}*',
      'citalopram',
      'escitalopram',
      'fluoxetin\\p{L}*',
      'paroxetin\\p{L}*',
      'venlafaxin\\p{L}*',
      'mirtazapin\\p{L}*',
      'amitriptylin\\p{L}*',
      'nortriptylin\\p{L}*',
      'quetiapin\\p{L}*',
      'olanzapin\\p{L}*',
      'risperidon\\p{L}*',
      'lithium',
      'diazepam\\p{L}*',
      'lorazepam',
      'alprazolam',
      'xanax',
      'valium',
      'clonazepam',
      'zopiclon\\p{L}*',
      'zolpidem',
      'tramadol\\p{L}*',
      'codein\\p{L}*',
      'oxycodon\\p{L}*',
      'morphin\\p{L}*',
      'methadon\\p{L}*',
      'propranolol\\p{L}*',
      'amlodipin\\p{L}*',
      'metformin\\p{L}*',
      'digoxin',
      'warfarin\\p{L}*',
      'apap',
      'ibuprom',
      'pyralgin\\p{L}*',
      'metamizol\\p{L}*',
      'doliprane',
      'efferalgan',
      'dafalgan',
      'nolotil',
      'tachipirin\\p{L}*',
      // brand names people write (UK, Nordic, French, Indian, Turkish, Russian)
      'panodil\\p{L}*',
      'solpadein\\p{L}*',
      'co-?codamol',
      'co-?dydramol',
      'panadein\\p{L}*',
      'parkodin\\p{L}*',
      'paratabs',
      'pamol',
      'paralen',
      'perdolan',
      'ben-?u-?ron',
      'codoliprane',
      'crocin',
      'calpol',
      'dolo(?: ?650)?',
      'parol',
      'stilnox',
      'imovane',
      'ambien',
      'нурофен\\p{L}*',
      'панадол\\p{L}*',
      'цитрамон\\p{L}*',
      'тайленол\\p{L}*',
      'парацетамол\\p{L}*',
      'ибупрофен\\p{L}*',
      'аспирин\\p{L}*',
      'феназепам\\p{L}*',
      'снотворн\\p{L}*',
    ]
      .map((t) => `(?:${t})`)
      .join('|')})(?![\\p{L}\\p{M}])`,
  ));
/** Counters written straight after the number in Chinese, Japanese and Korean ("30錠", "30알"). */
const COUNTER_AFTER = /^\s?(?:片|粒|颗|顆|錠|알약|알|정)/u;

/**
 * Verbs of taking a medicine (past or perfective: what was taken, not a dosing schedule), one
 * alternation before one word-end look-ahead, compiled on first use.
 */
let ingestedVerbs: RegExp | undefined;
const INGESTED = (): RegExp =>
  (ingestedVerbs ??= re(
    `(?:${[
      'took',
      'taken',
      'swallowed',
      'swallowing',
      'ate',
      'eaten',
      'downed',
      'popped',
      'overdosed',
      'tók',
      'tekið',
      'gleypti',
      'gleypt',
      'borðaði',
      'wziął\\p{L}*',
      'wzięł\\p{L}*',
      'połkn\\p{L}*',
      'łykn\\p{L}*',
      'zjadł\\p{L}*',
      'zjedl\\p{L}*',
      'zażył\\p{L}*',
      'wypił\\p{L}*',
      'tomé',
      'tomó',
      'tomado',
      'tomaste',
      'tragué',
      'tragó',
      'ingirió',
      'ingerí',
      'pris',
      'prise',
      'avalé\\p{L}*',
      'ingéré\\p{L}*',
      'genommen',
      'geschluckt',
      'eingenommen',
      'eingeworfen',
      'tomei',
      'tomou',
      'engoli\\p{L}*',
      'ingeri\\p{L}*',
      'preso',
      'presa',
      'ingoiat\\p{L}*',
      'ingerit\\p{L}*',
      'выпил\\p{L}*',
      'проглотил\\p{L}*',
      'принял\\p{L}*',
      'съел\\p{L}*',
      'наглотал\\p{L}*',
      'içtim',
      'içti',
      'yuttum',
      'yuttu',
      'aldım',
      'aldı',
    ]
      .map((t) => `(?:${t})`)
      .join('|')})(?![\\p{L}\\p{M}])`,
    'gu',
  ));
/** Scripts without word spaces: no word-start check. */
const INGESTED_CJK_AR =
  /ابتلع|تناول|أخذ|اخذ|بلع|شرب|खा ल|खा गय|खाई|खाए|खा चुक|निगल|吃了|服了|吞了|吃下|服用了|飲ん|飲みました|服用し|먹었|삼켰|복용했/u;
const LETTER = /[\p{L}\p{M}]/u;
/**
 * A verb of taking in the sentence. The word-start check is done in code: a leading look-behind on
 * every alternative stops the regular-expression engine from scanning for literal first characters.
 */
function ingested(sentence: string): boolean {
  if (INGESTED_CJK_AR.test(sentence)) return true;
  const verbs = INGESTED();
  verbs.lastIndex = 0;
  for (let m = verbs.exec(sentence); m; m = verbs.exec(sentence)) {
    if (m.index === 0 || !LETTER.test(sentence[m.index - 1]!)) return true;
    verbs.lastIndex = m.index + 1;
  }
  return false;
}

/** Small counts in words, which `numbersIn` leaves out (it reads ten and more). */
const SMALL_COUNT = re(
  '(?<![\\p{L}\\p{M}])(?:one|two|three|four|five|six|seven|eight|nine|eine|einen|zwei|drei|vier|fünf|sechs|una|dos|tres|cuatro|cinco|seis|due|tre|quattro|cinque|sei|одну|одна|две|два|три|четыре|пять|une|deux|trois|quatre|cinq|duas|dois|três)(?![\\p{L}\\p{M}])|एक|दो|तीन|चार|पांच|पाँच',
  'u',
);
/** A number between a number and the tablet word after it: that one is the count. */
const countBetween = (gap: string): boolean => /\d/.test(gap) || SMALL_COUNT.test(gap);

/** A dosing schedule, not an overdose ("12 tablets a day"). */
const SCHEDULE = re(
  'a day|per day|daily|every day|each day|a week|per week|\\bmg\\b|á dag|dziennie|na dobę|al día|por día|par jour|pro tag|täglich|por dia|al giorno|в день|günde|يوميا|يومياً|रोज|每天|毎日|매일|prescri|przepisa|recept|receta|ordonnance|rezept|ricetta|рецепт|reçete',
  'u',
);

/**
 * Quantity + medicine = overdose (NHS 111 / TOXBASE: more than the stated dose taken at once needs
 * assessment now): a number of ten or more next to a tablet word or a medicine's name, in a
 * sentence that says it was taken, and that is not a dosing schedule. Twenty or more is also a
 * large overdose (`overdose_large`).
 */
export function detectQuantityOverdose(normalised: string): QuantityMention[] {
  const text = asciiDigits(normalised);
  const out: QuantityMention[] = [];
  for (const s of sentenceSpans(text)) {
    const sentence = text.slice(s.start, s.end);
    if (!ingested(sentence) || SCHEDULE.test(sentence)) continue;
    // the numbers first: most sentences have no count in range, and MEDICINE is slow to run
    const counts = numbersIn(sentence).filter((n) => n.value >= 10 && n.value <= 2000);
    if (counts.length === 0) continue;
    const meds = [...sentence.matchAll(MEDICINE())].map((m) => ({
      start: m.index!,
      end: m.index! + m[0].length,
    }));
    for (const n of counts) {
      const counter = COUNTER_AFTER.exec(sentence.slice(n.end));
      if (counter) meds.push({ start: n.end, end: n.end + counter[0].length });
      // the medicine within 45 characters after the number ("40 of my sertraline pills", "30錠"),
      // or within 20 before it ("tabletek 20", "paracetamol x 30")
      const med = meds.find(
        (m) => (m.start >= n.end && m.start - n.end <= 45) || (m.end <= n.start && n.start - m.end <= 20),
      );
      if (!med) continue;
      // another number between this one and the tablet word after it is the count, and this one
      // the strength in a brand's name ("Thyronorm 50 की दो गोली", "Euthyrox 100, two tablets")
      if (med.start >= n.end && countBetween(sentence.slice(n.end, med.start))) continue;
      const start = s.start + Math.min(n.start, med.start);
      const end = s.start + Math.max(n.end, med.end);
      out.push({ concept: 'overdose', start, end, text: normalised.slice(start, end) });
      // TOXBASE: twenty or more tablets at once is a large overdose, whatever the medicine
      if (n.value >= 20) out.push({ concept: 'overdose_large', start, end, text: normalised.slice(start, end) });
      break;
    }
  }
  return out;
}

// ------------------------------------------------------------------ paracetamol above the daily maximum

const PARACETAMOL = re(
  '(?<![\\p{L}\\p{M}])(?:paracetamol\\p{L}*|parasetamol\\p{L}*|acetaminophen|tylenol|panadol|panodil|pamol|paratabs|doliprane|efferalgan|dafalgan|tachipirin\\p{L}*|ben-?u-?ron|perdolan|crocin|dolo|calpol|parol|apap|парацетамол\\p{L}*)|扑热息痛|撲熱息痛|对乙酰氨基酚|對乙醯胺基酚|泰诺|泰諾|カロナール|タイレノール|アセトアミノフェン|타이레놀|아세트아미노펜|بنادول|باراسيتامول|باراسيتمول|पेरासिटामोल|पैरासिटामोल|पैरासीटामोल',
  'u',
);
/** Per day, in the 15 languages (a daily amount, not one taken at once). */
const PER_DAY = re(
  'a day|per day|daily|every day|each day|on dag|á dag|a dag|dziennie|na dobę|na dzien|al día|por día|al dia|por dia|diarios?|par jour|chaque jour|pro tag|am tag|täglich|taeglich|al giorno|ogni giorno|в день|в сутки|ежедневно|günde|gunde|her gün|يوميا|يومياً|في اليوم|باليوم|रोज|प्रतिदिन|दिन में|roz|din mein|每天|每日|一天|毎日|1日|一日|하루|매일',
  'u',
);
/** An amount in grams (or milligrams) written after its number. */
const GRAMS_AFTER =
  /^\s*(?:(?:(g|gr|grams?|gramm[eio]?s?|gramos?|gramas?|грамм\p{L}*|гр|г|gram|grama|غرام|جرام|غ|ग्राम)|(mg|milligrams?|миллиграмм\p{L}*|мг|ملغ|मिलीग्राम))(?![\p{L}\p{M}])|(克|グラム|그램)|(毫克|ミリグラム|밀리그램))/u;

/**
 * Cold-and-flu and combination products that contain paracetamol (NHS, MHRA: do not take them with
 * paracetamol; TOXBASE: two paracetamol products at once is a common therapeutic-excess overdose).
 */
const PARACETAMOL_COMBINATION = re(
  '(?<![\\p{L}\\p{M}])(?:lemsip|beechams?|night ?nurse|day ?nurse|co-?codamol|solpadeine|tramacet|cold (?:and|&|n) flu|theraflu|nyquil|dayquil|coldrex|fervex|grippostad|wick medinait|medinait|frenadol|cimegripe|benegrip|gripex|gripin|a-?ferin|humex|zerinol|panadol (?:cold|extra|night)|tylenol (?:cold|pm|sinus)|crocin (?:cold|pain)|sinarest|d-?cold|combiflam|saridon|congestal|терафлю|колдрекс|фервекс|ринза|антигриппин|пенталгин|tylol hot)(?![\\p{L}\\p{M}])|感冒灵|感冒靈|白加黑|快克|百服宁|百服咛|泰诺感冒|パブロン|ルル|ベンザ|판피린|판콜|테라플루|كولدريكس|كونجستال|بنادول (?:كولد|نايت|اكسترا|إكسترا)',
  'u',
);
/** A paracetamol name as a whole word ("dolo", not "dolor"; "parol", not "parola"). */
const PARACETAMOL_WORD = re(
  '(?<![\\p{L}\\p{M}])(?:paracetamol\\p{L}*|parasetamol\\p{L}*|paracetamolo|acetaminophen|tylenol|panadol|panodil|pamol|paratabs|doliprane|efferalgan|dafalgan|tachipirin\\p{L}*|ben-?u-?ron|perdolan|crocin|dolo(?: ?650)?|calpol|parol|apap|adol|gelocatil|termalgin|парацетамол\\p{L}*)(?![\\p{L}\\p{M}])|扑热息痛|撲熱息痛|对乙酰氨基酚|對乙醯胺基酚|泰诺|泰諾|カロナール|タイレノール|アセトアミノフェン|타이레놀|아세트아미노펜|بنادول|بانادول|باراسيتامول|باراسيتمول|أدول|ادول|पेरासिटामोल|पैरासिटामोल|पैरासीटामोल',
  'gu',
);
/** Days of taking it: "for 4 days", "3 dni", "每天", or a per-day word. */
const OVER_DAYS = re(
  '\\d+ ?(?:days?|dni|dnia|días|dias|jours|tage?n?|giorni|дн\\p{L}*|gün|gun|أيام|ايام|يوم|दिन|din|天|日|일|daga|dag)',
  'u',
);
/** Words that make a number before a tablet word not a count of tablets ("10 days paracetamol"). */
const NOT_A_COUNT = /\d|day|dni|día|dia|jour|tag|giorn|дн|gün|gun|يوم|أيام|दिन|天|日|일|hour|heur|stund|ora|час|saat|ساع|घंट|时|時|시간|times|fois|mal|volt|vez|раз|kez|مر|बार|次|回|번|week|mg|ml/u;

/** "A day" right after a number ("8 a day", "6 à 8 par jour"); Turkish "günde 8", the word first, is not read. */
const COUNT_PER_DAY = re(`^\\s*(?:${PER_DAY.source})(?![\\p{L}\\p{M}])`, 'u');
/** A tablet's strength after its name: "Doliprane 1000", "paracetamol 1 g", "Dolo 650", "Efferalgan 1g". */
const TABLET_STRENGTH = /^\s*(?:(500|650|665|1000)(?:\s*mg)?|(1)\s*(?:g|gr|gram\p{L}*|гр?|غرام|ग्राम))(?![\p{L}\p{M}\d])/u;

/** The strength of one tablet in grams: named after a paracetamol word, else the common 500 mg. */
function tabletGrams(sentence: string): number {
  for (const m of sentence.matchAll(PARACETAMOL_WORD)) {
    const strength = TABLET_STRENGTH.exec(sentence.slice(m.index + m[0].length));
    if (strength) return strength[2] ? 1 : Number(strength[1]) / 1000;
  }
  return 0.5;
}

/**
 * Paracetamol above the daily maximum (TOXBASE, NICE CKS: more than 4 g a day in an adult; a
 * staggered or therapeutic-excess overdose): a sentence with paracetamol, an amount of 5 g or more
 * (5,000 mg or more) and "a day"; or tablets a day that make 4.5 g or more — nine of 500 mg, five of
 * 1 g ("Doliprane 1000 … 6 à 8 par jour"); or paracetamol and a product that contains it (Lemsip,
 * co-codamol, Theraflu, 感冒灵 …) taken over days — not a question about taking them.
 */
export function detectParacetamolExcess(normalised: string): QuantityMention[] {
  const text = valueDigits(normalised);
  const out: QuantityMention[] = [];
  for (const s of sentenceSpans(text)) {
    const sentence = text.slice(s.start, s.end);
    if (!PARACETAMOL.test(sentence) || !PER_DAY.test(sentence)) continue;
    for (const n of numbersIn(sentence)) {
      const unit = GRAMS_AFTER.exec(sentence.slice(n.end));
      if (!unit) continue;
      const grams = unit[1] || unit[3] ? n.value : n.value / 1000;
      if (grams < 5 || grams > 40) continue;
      const start = s.start + n.start;
      const end = s.start + n.end + unit[0].length;
      out.push({ concept: 'paracetamol_excess', start, end, text: normalised.slice(start, end) });
      break;
    }
    if (out.length > 0) continue;
    const perTablet = tabletGrams(sentence);
    for (const n of numbersIn(sentence)) {
      if (n.value * perTablet < 4.5 || n.value > 60 || !Number.isInteger(n.value)) continue;
      const after = sentence.slice(n.end, n.end + 16);
      const counter = COUNTER_AFTER.exec(after) ?? COUNT_PER_DAY.exec(after);
      const med = counter ? { index: n.end, length: counter[0].length } : undefined;
      let end = med ? n.end + med.length : -1;
      if (!med) {
        const m = [...after.matchAll(MEDICINE()), ...after.matchAll(PARACETAMOL_WORD)].sort((a, b) => a.index - b.index)[0];
        if (!m || NOT_A_COUNT.test(after.slice(0, m.index))) continue;
        end = n.end + m.index + m[0].length;
      }
      out.push({ concept: 'paracetamol_excess', start: s.start + n.start, end: s.start + end, text: normalised.slice(s.start + n.start, s.start + end) });
      break;
    }
  }
  if (out.length > 0) return out;
  const combination = PARACETAMOL_COMBINATION.exec(text);
  if (!combination || !(PER_DAY.test(text) || OVER_DAYS.test(text))) return out;
  const cStart = combination.index;
  const cEnd = cStart + combination[0].length;
  const plain = [...text.matchAll(PARACETAMOL_WORD)].find(
    (m) => m.index + m[0].length <= cStart || m.index >= cEnd,
  );
  if (!plain) return out;
  if (/^[^.!。！\n]*[?？؟]/u.test(text.slice(cStart))) return out;
  out.push({ concept: 'paracetamol_excess', start: cStart, end: cEnd, text: normalised.slice(cStart, cEnd) });
  return out;
}

// ------------------------------------------------------------------ blood glucose values

const GLUCOSE_WORD = re(
  '(?<![\\p{L}\\p{M}])(?:blood sugars?|sugars?|glucose|blóðsyk\\p{L}*|sykur\\p{L}*|cukier\\p{L}*|cukr\\p{L}*|glukoz\\p{L}*|glikemi\\p{L}*|azúcar|glucosa|glucemia|glycémie|sucre|blutzucker|zucker|glukose|açúcar|glicose|glicemia|zucchero|сахар\\p{L}*|глюкоз\\p{L}*|şeker\\p{L}*|glukoz)(?![\\p{L}\\p{M}])|السكر|سكر|शुगर|血糖値?|혈당',
);
const GLUCOSE_VALUE = new RegExp(
  normalizePattern(
    '^[^\\d\\n.;!?%]{0,25}?(\\d{1,3}(?:[.,]\\d)?)(?![\\d%/])(?!\\s*(?:x|times|days?|weeks?|hours?|years?|months?|spoons?|teaspoons?|tsp|cubes?|lumps?|g\\b|kg|grams?|dni|dag\\p{L}*|daga|tage?n?|días|dias|jours|giorni|дн\\p{L}*|gün|سنة|يوم|दिन|天|日|일))\\s*(mmol|mg)?',
  ),
  'u',
);

/**
 * A stated blood glucose: below 4 mmol/L is a hypo (NHS, JBDS); 15–20 mmol/L or 250 mg/dL and
 * more is high. A value from 20 to 33 is read both ways: 20–33 mmol/L is dangerously high and
 * 20–33 mg/dL is low, and either needs the red flags that go with it. From 34 to 69 it can only be
 * mg/dL, a hypo: meters read up to 33.3 mmol/L (600 mg/dL) and show "HI" above.
 */
export function detectGlucose(normalised: string): QuantityMention[] {
  const text = asciiDigits(normalised);
  const out: QuantityMention[] = [];
  for (const w of text.matchAll(GLUCOSE_WORD)) {
    const from = w.index! + w[0].length;
    const before = text.slice(Math.max(0, w.index! - 12), w.index!);
    if (/a1c|hba/.test(before)) continue;
    const m = GLUCOSE_VALUE.exec(text.slice(from, from + 40));
    if (!m) continue;
    const v = Number(m[1]!.replace(',', '.'));
    const unit = m[2];
    const start = w.index!;
    const end = from + m.index + m[0].length;
    const hit = (concept: string) => out.push({ concept, start, end, text: normalised.slice(start, end) });
    if (unit === 'mg') {
      if (v < 70) hit('hypoglycaemia');
      else if (v >= 250) hit('hyperglycaemia');
    } else if (unit === 'mmol') {
      if (v < 4) hit('hypoglycaemia');
      else if (v >= 15) hit('hyperglycaemia');
    } else if (v < 4) hit('hypoglycaemia');
    else if (v >= 15 && v < 20) hit('hyperglycaemia');
    else if (v >= 20 && v < 34) {
      hit('hypoglycaemia');
      hit('hyperglycaemia');
    } else if (v >= 34 && v < 70) hit('hypoglycaemia');
    else if (v >= 250) hit('hyperglycaemia');
  }
  return out;
}

// ------------------------------------------------------------------ blood potassium values

const POTASSIUM_WORD = re(
  '(?<![\\p{L}\\p{M}])(?:potassium|k\\+|kalí\\p{L}*|kalium|potas|potasio|potássio|potassio|kaliémie|kaliemie|kaliämie|калий|калия|potasyum|kaliemia)(?![\\p{L}\\p{M}])|البوتاسيوم|بوتاسيوم|पोटैशियम|पोटेशियम|血钾|血鉀|钾|鉀|カリウム|칼륨',
);
const POTASSIUM_VALUE = /^[^\d\n.;!?%]{0,20}?(\d(?:[.,]\d{1,2})?)(?![\d%])/u;

/**
 * A stated blood potassium in mmol/L ("potassium 6.8", "K+ 7,0", "калий 6,9", "칼륨 7.0"), from 6.0
 * (UK Kidney Association 2020: 6.0–6.4 moderate, 6.5 and over severe); other numbers near the word
 * (doses, dates) are outside 6–9.9 or have no decimal reading of a potassium.
 */
export function statedPotassium(normalised: string): { value: number; start: number; end: number } | undefined {
  const text = asciiDigits(normalised);
  for (const w of text.matchAll(POTASSIUM_WORD)) {
    const from = w.index! + w[0].length;
    const m = POTASSIUM_VALUE.exec(text.slice(from, from + 30));
    if (!m) continue;
    const value = Number(m[1]!.replace(',', '.'));
    if (value >= 6 && value < 10) return { value, start: w.index!, end: from + m.index + m[0].length };
  }
  return undefined;
}

export type { Span };

// ---------------------------------------------------------------- numbers

const TEMP_WORDS =
  '(?:temp\\w*|thermometer\\w*|termometr\\w*|hitamæl\\w*|hitamael\\w*|termómetro|thermomètre|thermometre|termômetro|termometro|термометр\\w*|градусник\\w*|体温计|体温計|체온계|fever\\w*|febrile|pyrexi\\w*|hita\\w*|hiti|gorączk\\w*|goraczk\\w*|temperatur\\w*|fiebre|fièvre|fievre|fieber|febre|febbre|температур\\w*|ateş\\w*|ates\\w*|حرارة|حرارت|سخونية|سخونة|حمى|بخار|ميزان|बुखार|体温|发烧|熱|체온|열|7arar\\w*|hrara|sokhon\\w*|skhon\\w*|mizan|bukhar|bukhaar)';

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
  // the other Latin-script languages and romanised Hindi ("do hafte", "iki aydır", "un mes")
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
  trzech: 3,
  czterech: 4,
  kilku: 3,
  // Cyrillic, Arabic and Devanagari number words (read by NON_LATIN_COUNT: "три недели", "تلات اسابيع", "तीन हफ्ते")
  один: 1,
  одну: 1,
  одна: 1,
  два: 2,
  две: 2,
  три: 3,
  четыре: 4,
  пять: 5,
  шесть: 6,
  несколько: 3,
  пару: 2,
  واحد: 1,
  اتنين: 2,
  اثنين: 2,
  ثلاث: 3,
  ثلاثة: 3,
  تلات: 3,
  تلاتة: 3,
  تلت: 3,
  أربع: 4,
  اربع: 4,
  أربعة: 4,
  اربعة: 4,
  خمس: 5,
  خمسة: 5,
  एक: 1,
  दो: 2,
  तीन: 3,
  चार: 4,
  पांच: 5,
  पाँच: 5,
};

const WORD_NUMBERS_N: Record<string, number> = Object.fromEntries(
  Object.entries(WORD_NUMBERS).map(([k, v]) => [normalizePattern(k), v]),
);

const UNIT_DAYS: [RegExp, number][] = (
  [
    [/^(?:min|minut|minút|мин|dakika|دقيق|मिनट|分|분)/, 1 / 1440],
    [/^(?:hour|hr|h$|godzin|klukkut|tím|stund|hora|heure|stunde|ora|час|saat|ساع|घंट|小时|小時|時間|시간)/, 1 / 24],
    [/^(?:day|dag|dög|dni|dzień|dnia|día|dia|jour|tag|giorn|дн|день|gün|يوم|أيام|दिन|din$|dino|天|日|일)/, 1],
    [
      /^(?:week|wk|vik|tydz|tygod|semana|semaine|woche|settiman|недел|hafta|hafte|haft[eo]n?$|أسبوع|हफ्त|सप्ताह|周|週|星期|礼拜|禮拜|주|أسابيع|اسابيع|asabi3|asabee3)/,
      7,
    ],
    [
      /^(?:month|mánuð|manud|mánað|miesi|mes|mois|monat|mese|месяц|ay$|ayd[ıi]r|aydan|ayl[ıi]k|mahin|شهر|महीन|个月|月|개월|달|أشهر|اشهر|شهور|shhur|shohor|shuhur)/,
      30,
    ],
    [/^(?:year|yr|ár$|ára|lat|rok|año|ano|an$|ans|jahr|ann|год|лет|yıl|سنة|साल|saal|年|년)/, 365],
  ] as [RegExp, number][]
).map(([re, d]) => [nre(re), d]);

function unitDays(unit: string): number | undefined {
  for (const [re, d] of UNIT_DAYS) if (re.test(unit)) return d;
  return undefined;
}

const HALF_HOUR = nre(
  /(?:half(?:\s+an)?[\s-]*hour|hálf(?:an)?\s*tíma|hálfa klukkustund|pół\s+godziny|media\s+hora|demi[\s-]*heure|halbe[n]?\s+stunde|mezz['’\s]?ora|mezza\s+ora|meia[\s-]*hora|пол\s*часа|yarım\s+saat|نص[ف]?\s+ساع|आध[ाे]\s+घंट|aadh[ae]\s+ghant|adh[ae]\s+ghant|半\s*[个個]?\s*(?:小时|小時|钟头|鐘頭)|반\s*시간)/u,
);

/**
 * A complaint dated from a time point before now, with no number ("since last year", "depuis le mois
 * dernier", "с прошлой недели", "去年から", "지난주부터", "pichle saal se"): it has lasted about a year,
 * a month, a week or a day (ConText temporality, Harkema et al. 2009: the anchor starts something still
 * going on). A time point alone ("last year", "l'année dernière") is no duration.
 */
const SINCE_LAST: [RegExp, number][] = (
  [
    [
      /(?<![\p{L}\p{M}])(?:(?:since|from|over|during|throughout|for|in) (?:the )?(?:last|past) year|(?:síðan|frá(?: því)?) í fyrra|(?:síðan|frá) (?:á )?(?:síðasta|seinasta) ári|(?:undanfarið|síðastliðið) ár|od (?:zeszłego|ubiegłego|poprzedniego) roku|od roku|przez (?:cały )?(?:ostatni|miniony|zeszły) rok|desde (?:el )?año pasado|desde hace un año|del año pasado (?:para|pa) acá|(?:durante|en) el último año|depuis (?:l'année (?:dernière|passée)|l'an (?:dernier|passé)|un an)|seit (?:letztem|dem letzten|vorigem|dem vorigen|vergangenem|dem vergangenen|einem) jahr|dall'anno (?:scorso|passato)|da un anno|desde (?:o )?ano passado|do ano passado (?:pra|para) cá|с прошлого года|за последний год|geçen (?:yıldan|seneden) beri|(?:son )?bir (?:yıldır|senedir)|(?:منذ|من) (?:العام|السنة) (?:الماضي|الماضية|اللي فاتت|الفائت|الفائتة)|من سنة|पिछले (?:एक )?साल से|(?:pichle|pichhle|pichhley|pichla|pichhla|pichley) (?:ek )?(?:saal|sal|baras) (?:se|sey)|एक साल से|ek saal se)(?![\p{L}\p{M}])|从去年|自去年|去年(?:开始|以来|起|到现在|至今)|(?:去年|昨年)から|この1年|(?:작년|지난해)(?:부터| ?이후로?)|지난 ?(?:1|한|일) ?년(?:간| ?동안)/u,
      365,
    ],
    [
      /(?<![\p{L}\p{M}])(?:(?:since|from|over|during|throughout|for|in) (?:the )?(?:last|past) month|(?:síðan|frá) (?:í )?(?:síðasta|seinasta) mánuði|od (?:zeszłego|ubiegłego|poprzedniego) miesiąca|od miesiąca|desde el mes pasado|depuis le mois (?:dernier|passé)|depuis un mois|seit (?:letztem|dem letzten|vorigem|dem vorigen|vergangenem|dem vergangenen|einem) monat|dal mese (?:scorso|passato)|da un mese|desde o mês passado|с прошлого месяца|geçen aydan beri|(?:منذ|من) الشهر (?:الماضي|اللي فات|الفائت)|من شهر|पिछले महीने से|(?:pichle|pichhle|pichhley|pichla|pichley) (?:ek )?(?:mahine|mahina) (?:se|sey))(?![\p{L}\p{M}])|从上个?月|上个?月(?:开始|以来|起|到现在|至今)|先月から|지난 ?달(?:부터| ?이후로?)/u,
      30,
    ],
    [
      /(?<![\p{L}\p{M}])(?:since last week|from last week|síðan í (?:síðustu|seinustu) viku|od (?:zeszłego|ubiegłego|poprzedniego) tygodnia|od tygodnia|desde la semana pasada|depuis la semaine (?:dernière|passée)|seit (?:letzter|der letzten|vergangener|der vergangenen|einer) woche|dalla settimana (?:scorsa|passata)|desde a semana passada|с прошлой недели|geçen haftadan beri|(?:منذ|من) (?:الأسبوع|الاسبوع) (?:الماضي|اللي فات|الفائت)|पिछले (?:हफ्ते|हफ़्ते) से|(?:pichle|pichhle|pichhley|pichla|pichley) (?:hafte|haftey) (?:se|sey))(?![\p{L}\p{M}])|从上(?:个)?(?:周|星期|礼拜)|上(?:个)?(?:周|星期|礼拜)(?:开始|以来|起)|先週から|지난 ?주(?:부터| ?이후로?)/u,
      7,
    ],
    [
      /(?<![\p{L}\p{M}])(?:desde ayer|depuis hier|seit gestern|da ieri|desde ontem|со вчера|с вчерашнего дня|dünden beri|(?:منذ|من) (?:أمس|امس|الأمس|امبارح|مبارح|البارحة)|कल से|kal se)(?![\p{L}\p{M}])|从昨天|昨天(?:开始|以来|起)|昨日から|어제부터/u,
      1,
    ],
  ] as [RegExp, number][]
).map(([re, d]) => [nre(re), d]);

export function parseDuration(text: string): number | undefined {
  const t = valueDigits(text);
  let max: number | undefined;
  const consider = (d: number | undefined) => {
    if (d !== undefined && d > 0 && (max === undefined || d > max)) max = d;
  };
  const re = nre(
    /(\d+(?:[.,]\d+)?|\b(?:an?|one|two|three|four|five|six|seven|eight|nine|ten|several|few|couple|einn|eina|tvo|tvær|þrjá|fjóra|jeden|dwa|dwóch|trzy|cztery|pięć|kilka|un|una|uno|une|ein|eine|einen|einem|um|uma|dos|deux|zwei|dois|duas|due|tres|trois|drei|três|tre|bir|iki|üç|ek|do|teen|char|þrjár|fjórar|fimm|sex|sjö|tíu|pięciu|sześć|trzech|czterech|kilku)(?![\p{L}])|(?<![\p{L}\p{M}])(?:один|одну|одна|два|две|три|четыре|пять|шесть|несколько|пару|واحد|اتنين|اثنين|ثلاث|ثلاثة|تلات|تلاتة|تلت|أربع|اربع|أربعة|اربعة|خمس|خمسة|एक|दो|तीन|चार|पांच|पाँच)(?![\p{L}\p{M}]))(?:\s+of)?[\s-]*([\p{L}\p{M}]+)/gu,
  );
  // a time point "X ago" dates an event: the complaint's own duration told from a start ("since
  // yesterday", "depuis hier", "昨日から", "for 2 days") wins over it ("a month ago I had a cold, now
  // a sore throat since yesterday"), unless the event dated is the complaint's start ("it started 3
  // weeks ago"); with no such start told, the time ago stands ("hurt my knee 2 weeks ago, still
  // swollen today"); a year or more ago is the remote past, history rather than the complaint's start
  // ("a seizure 3 years ago and now a cough")
  let agoMax: number | undefined;
  let anchored = false;
  const considerAgo = (d: number, at: number) => {
    if (AGO_ONSET.test(t.slice(Math.max(0, at - 40), at + 40))) consider(d);
    else if (d < 365 && (agoMax === undefined || d > agoMax)) agoMax = d;
  };
  for (const m of t.matchAll(re)) {
    const n = /\d/.test(m[1]!) ? num(m[1]!) : (WORD_NUMBERS[m[1]!] ?? WORD_NUMBERS_N[m[1]!]);
    // Chinese counts a unit with a measure word: "3个星期", "5個小時"; Japanese "1か月", "2ヶ月".
    const unit = m[2]!.replace(/^[个個かヶカケヵ箇]/u, '');
    const days = unitDays(unit);
    if (n === undefined || days === undefined) continue;
    const after = t.slice(m.index! + m[0].length, m.index! + m[0].length + 14);
    const before = t.slice(Math.max(0, m.index! - 10), m.index!);
    const counted = SINCE_BEFORE_NUMBER.test(before);
    if (counted) anchored = true;
    const agoFrom = counted || AGO_FROM.test(unit + after);
    if (days >= 1 && !agoFrom && (AGO_AFTER_UNIT.test(unit.replace(/^\p{L}+?(?=前|전)/u, '')) || AGO_AFTER_UNIT.test(after) || AGO_BEFORE_NUMBER.test(before))) {
      considerAgo(n * days, m.index!);
      continue;
    }
    if (/^[\s-]*(?:old|pregnant|gestation|ciąży|ciazy)/.test(after)) continue;
    if (/(?:gengin|w)\s*$/.test(before) && /^\.?\s*(?:tygodniu|vik)/.test(unit + after)) continue;
    if (/(?:gengin)\s*$/.test(before)) continue;
    // "half an hour" is read below as half an hour, not as an hour
    if (days === 1 / 24 && /\bhalf\s*$/.test(before)) continue;
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
  for (const m of t.matchAll(/([一二两三四五六七八九十半])\s*个?\s*(天|周|星期|礼拜|月|年)/gu)) {
    const d = m[2] === '天' ? 1 : m[2] === '月' ? 30 : m[2] === '年' ? 365 : 7;
    consider((CJK_COUNT[m[1]!] ?? 0) * d);
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
  // half an hour, in every language ("pół godziny", "полчаса", "media hora", "半小时")
  if (HALF_HOUR.test(t)) consider(1 / 48);
  if (
    nre(
      /(?:since yesterday|yesterday|last night|síðan í gær|í gær|od wczoraj|wczoraj|since last night|síðan í gærkvöldi|od wczoraj wieczorem)/u,
    ).test(t)
  )
    consider(1);
  if (/\b(?:(?:last|past|over the last|for a) month)\b/u.test(t)) consider(30);
  if (
    nre(
      /(?:this morning|today|tonight|this afternoon|í morgun|í dag|síðan eftir hádegi|od rana|dzisiaj|dziś|od popołudnia)/u,
    ).test(t)
  )
    consider(0.3);
  if (/\b(?:an|one) hour ago\b/u.test(t)) consider(1 / 24);
  for (const [re, days] of SINCE_LAST)
    if (re.test(t)) {
      consider(days);
      anchored = true;
    }
  if (SINCE_YESTERDAY.test(t)) anchored = true;
  for (const [re, days] of DURATION_NO_NUMBER) if (re.test(t)) consider(days);
  // Korean counts in its native numerals ("한 달", "두 주", "세 시간") and Sino-Korean ones ("일주일", "삼 개월")
  if (/[달주년월시]/u.test(t))
    for (const m of t.matchAll(KO_DURATION)) {
      const n = KO_NUMBER[(m[1] ?? m[3])!]!;
      const unit = (m[2] ?? m[4])!;
      const d = /^(?:달|개월)/u.test(unit) ? 30 : /^주/u.test(unit) ? 7 : unit === '년' ? 365 : 1 / 24;
      if (/^\s*(?:전|前)(?!\s*(?:부터|에서부터))/u.test(t.slice(m.index + m[0].length))) considerAgo(n * d, m.index);
      else consider(n * d);
    }
  if (agoMax !== undefined && !anchored) consider(agoMax);
  return max;
}

/** A number of days, weeks … counted from a start ("for 3 days", "depuis 2 jours", "od 3 dni", "3 din se"). */
const SINCE_BEFORE_NUMBER = nre(
  /(?:^|[^\p{L}\p{M}])(?:since|for|depuis|seit|desde|desde hace|od|от|с|da|há|ha|منذ|من|لمدة|í|síðan)\s+$/u,
);
const SINCE_YESTERDAY = nre(/(?:since (?:yesterday|last night)|síðan í gær|od wczoraj)/u);

/** Words after a number and its unit, or before the number, that make it a time point ago. */
const AGO_AFTER_UNIT = nre(
  /^[\s-]*(?:ago|temu|назад|önce|once(?![\p{L}])|fa(?![\p{L}])(?!\s+male)|atrás|atras|pehle|pahle|पहले|前|전)/u,
);
/** "X ago" that starts a stretch lasting to now: "1か月前から", "한 달 전부터", "ek mahine pehle se". */
const AGO_FROM = nre(/(?:前|전|ago|pehle|pahle|पहले|temu|назад|önce|once)\s*(?:から|より|부터|以来|起|开始|開始|se|से|sey)(?![a-z])/u);
const AGO_BEFORE_NUMBER = nre(/(?:^|[^\p{L}])(?:il y a|vor|fyrir|قبل)\s+$/u);
/** The event an "ago" dates is the complaint's start ("it started 3 weeks ago", "empezó hace un mes"). */
const AGO_ONSET = nre(
  /(?:start|began|begun|comenz|empez|commenc|angefangen|begonnen|inizia|comec|começ|zaczęł|zaczel|началось|начал|başla|basla|शुरू|shuru|开始|始ま|시작|بدأ|بدا|byrja)/u,
);

/**
 * A duration told with no number, in the words of each language: Icelandic "í mánuð" (for a month),
 * "í viku", Arabic "منذ شهر", "بقالي شهر", "صارلي اسبوع", Chinese "一个多月", Korean "보름" (a fortnight).
 */
const DURATION_NO_NUMBER: [RegExp, number][] = (
  [
    [/(?<![\p{L}\p{M}])í (?:heilan |rúman |næstum |tæpan )?mánuð(?![\p{L}\p{M}])/u, 30],
    [/(?<![\p{L}\p{M}])í (?:heila |rúma |næstum |tæpa )?viku(?![\p{L}\p{M}])/u, 7],
    [/(?<![\p{L}\p{M}])í (?:nokkrar|margar) vikur(?![\p{L}\p{M}])/u, 14],
    [/(?<![\p{L}\p{M}])í (?:nokkra|marga) mánuði(?![\p{L}\p{M}])/u, 60],
    [/(?<![\p{L}\p{M}])í (?:nokkra|marga) daga(?![\p{L}\p{M}])/u, 3],
    [
      /(?<![\p{L}\p{M}])(?:منذ|من|بقالي|بقاله|بقالها|بقالو|صارلي|صارله|صارلها|صرلي|صرله|صرلها|لي|له|لها|لمدة|مدة|men|mn|min|mundhu|mndu|b2ali|sarli|sarlo)\s+(?:حوالي\s+|تقريبا\s+|3la\s+)?(?:شهر|shahr|chhar|chher)(?![\p{L}\p{M}])/u,
      30,
    ],
    [
      /(?<![\p{L}\p{M}])(?:منذ|من|بقالي|بقاله|بقالها|بقالو|صارلي|صارله|صارلها|صرلي|صرله|صرلها|لي|له|لها|لمدة|مدة|men|mn|min|mundhu|mndu|b2ali|sarli|sarlo)\s+(?:حوالي\s+|تقريبا\s+)?(?:أسبوع|اسبوع|جمعة|جمعه|osbo3|usbu3|esbu3|jem3a|jom3a|sima(?:a)?na)(?![\p{L}\p{M}])/u,
      7,
    ],
    [/(?:\d|[一两二三四五六七八九十])\s*[个個ヶかカケヵ]?\s*多\s*月/u, 30],
    [/(?:\d|[一两二三四五六七八九十])\s*[个個]?\s*多\s*(?:星期|礼拜|周)/u, 7],
    [/(?<![\p{L}])보름/u, 15],
    // "the second / third week" running ("вторую неделю", "третью неделю кашляю", "drugi tydzień")
    [/(?<![\p{L}\p{M}])(?:вторую|второй) недел\p{L}*|drugi tydzień/u, 7],
    [/(?<![\p{L}\p{M}])(?:третью|третьей) недел\p{L}*|trzeci tydzień/u, 14],
    [/(?<![\p{L}\p{M}])(?:четвертую|четвёртую) недел\p{L}*|czwarty tydzień/u, 21],
    [/(?<![\p{L}\p{M}])второй месяц|drugi miesiąc/u, 30],
    [/(?<![\p{L}\p{M}])третий месяц|trzeci miesiąc/u, 60],
  ] as [RegExp, number][]
).map(([re, d]) => [nre(re), d]);

const KO_NUMBER: Record<string, number> = {
  한: 1,
  두: 2,
  세: 3,
  네: 4,
  다섯: 5,
  여섯: 6,
  일곱: 7,
  여덟: 8,
  아홉: 9,
  일: 1,
  이: 2,
  삼: 3,
  사: 4,
  오: 5,
  육: 6,
};
/** Native numerals before 달 / 주 / 시간; Sino-Korean ones joined to 주일 / 개월 / 년 ("일주일", "삼개월"). */
const KO_DURATION =
  /(?<![\p{L}])(한|두|세|네|다섯|여섯|일곱|여덟|아홉)\s?(달|주(?:일|째|간|동안|가|나|$|\s)|시간)|(?<![\p{L}])(일|이|삼|사|오|육)\s?(주일|개월|년)/gu;

/** Family words (normalised) after which a number between commas is an age ("Opa, 80, ist gestürzt"). */
const FAMILY_WORDS =
  'dad|father|mum|mom|mother|husband|wife|grandma|grandpa|granny|nan|nana|grandad|grandfather|grandmother|partner|pabbi|mamma|amma|afi|tata|mama|babcia|dziadek|maz|zona|papa|padre|madre|abuelo|abuela|marido|esposa|pere|mere|grand-pere|grand-mere|mari|femme|vater|mutter|opa|oma|mann|frau|nonno|nonna|moglie|pai|mae|avo|papa|отец|мама|мать|бабушка|дедушка|муж|жена|babam|annem|dedem|ninem|anneannem|babaannem|kocam|esim|ابي|أبي|امي|أمي|جدي|جدتي|زوجي|زوجتي|pitaji|mummy|maa|dadi|dada|nani|पापा|माँ|मां|दादी|दादा|नानी|爸爸|妈妈|爷爷|奶奶|外公|外婆|老公|老婆|父|母|祖父|祖母|夫|妻|아버지|어머니|아빠|엄마|할머니|할아버지|남편|아내';

/**
 * Words that make a number of years a duration or a time point, not an age: "depuis 3 ans", "seit 3
 * Jahren", "hace 3 años", "od 3 lat", "уже 3 года" before it; "3 anni fa", "3 года назад", "3 साल से"
 * after it.
 */
const YEARS_AS_TIME_BEFORE = nre(
  /(?:^|[^\p{L}\p{M}])(?:for|since|over|past|last|depuis|pendant|durant|fait|y a|hace|desde|durante|por|da|per|sono|faz|seit|vor|fur|schon|uber|уже|течение|последние|за|od|przez|ponad|منذ|لمدة|مدة|من|بقالي|بقاله|بقالها|पिछले)\s+$/u,
);
/** Portuguese "há 3 anos" (3 years ago); Italian "ha 78 anni" (is 78) is an age. */
const PT_AGO = /(?:^|[^\p{L}])ha\s+$/u;
const YEARS_AS_TIME_AFTER = nre(/^\p{L}*\s*(?:ago|fa|temu|назад|से|前)(?![\p{L}\p{M}])/u);

/**
 * The first match of an age pattern whose number is an age: with a factor of years, not one dated by
 * a "since", "for" or "ago" word (`YEARS_AS_TIME_*`).
 */
function firstAge(re: RegExp, t: string, factor: number): RegExpExecArray | undefined {
  re.lastIndex = 0;
  for (let m = re.exec(t); m; m = re.exec(t)) {
    if (factor !== 1 || /old|alt|gam/u.test(m[0])) return m;
    const at = m.index + m[0].indexOf(m[1]!);
    const before = t.slice(Math.max(0, at - 16), at);
    const after = t.slice(m.index + m[0].length, m.index + m[0].length + 12);
    const ago = YEARS_AS_TIME_BEFORE.test(before) || (PT_AGO.test(before) && /anos/u.test(m[0]));
    if (!ago && !YEARS_AS_TIME_AFTER.test(after)) return m;
  }
  return undefined;
}

/** Polish nouns of a child's age: "trzylatek" (a 3-year-old), "pięciolatka", "roczniak" (a 1-year-old). */
const PL_AGE_NUMBERS: Record<string, number> = {
  roczniak: 1,
  dwu: 2,
  trzy: 3,
  cztero: 4,
  piecio: 5,
  szescio: 6,
  siedmio: 7,
  osmio: 8,
  dziewiecio: 9,
  dziesiecio: 10,
};
const PL_AGE_NOUN = /\b(?:(roczniak)|(?:(dwu|trzy|cztero|piecio|szescio|siedmio|osmio|dziewiecio|dziesiecio)lat(?:ek|ka|ki|kiem|kowi|ce)))\b/;

export function parseAge(text: string): number | undefined {
  const t = valueDigits(text);
  const pats: [RegExp, number][] = [
    [/(\d{1,3})[\s-]*(?:year|yr)s?[\s-]*old/, 1],
    [/(\d{1,2})[\s-]*months?[\s-]*old/, 1 / 12],
    [/(\d{1,2})[\s-]*(?:weeks?)[\s-]*old/, 1 / 52],
    // infants' ages in months / weeks in the other languages (NICE NG143 thresholds are by age in months)
    [
      /(?:bebe|bebé|bébé|baby|bambin\w*|neonat\w*|nene|nenê|neném|niemowl\w*|dzieck\w*|corek|coreczk\w*|synek|synk\w*|ребен\w*|ребён\w*|малыш\w*|сын\w*|доч\w*|bebeg\w*|bebeğ\w*|oglum|kizim|طفل\w*|رضيع\w*|ولدي|بنتي|ibni|ebni|binti|bnti|benti|bniti|weldi|wldi|wlidi|bent dyali|weld dyali|बच्च\w*|बेटा|बेटी|bacch\w*|beta|beti|barn\w*|sonur|dottir|hijo|hija|fils|fille|sohn|tochter|filho|filha|figli\w*)(?:\D|\d(?=[a-z])){0,20}?(\d{1,2})\s*(?:meses|mes\b|mois|monate?n?\b|mesi|месяц\w*|ay\w*|أشهر|شهور|شهر|ashhor|ashhur|shhur|shohor|shahr|chhor|chhour|chhar|shhor|महीन\w*|mahin\w*|manada|manudi|mánaða|mánuð\w*|miesi\w*)/,
      1 / 12,
    ],
    [
      /(\d{1,2})\s*(?:aylık|aylik|-?miesięczn\w*|-?miesieczn\w*|mánaða gam\w*|manada gam\w*|monate alt|mois\b(?= ?$)|个月大|(?:ヶ月|か月|カ月)(?!\s*(?:になり|になる|になっ|続|つづ|前|くらい|ぐらい|位|ほど|程|間|以上|近く|経|たっ|たち|半|も|ずっと|前から))|개월 된|개월된)/,
      1 / 12,
    ],
    [
      /(?:bebe|bebé|bébé|baby|neonat\w*|niemowl\w*|ребен\w*|ребён\w*|bebeğ\w*|bebeg\w*|رضيع\w*|बच्च\w*|barn\w*|ibni|ebni|binti|bnti|benti|bniti|weldi|wldi|wlidi|bent dyali|weld dyali)(?:\D|\d(?=[a-z])){0,20}?(\d{1,2})\s*(?:semanas|semaines|wochen|settimane|недел\w*|hafta\w*|أسابيع|asabi3|asabee3|usbu3|osbo3|हफ्त\w*|vikna|tygodn\w*)/,
      1 / 52,
    ],
    [/\baged?\s*(\d{1,3})\b/, 1],
    // an age in brackets after a person ("my dad (85)", "mama (79)", "爸爸（82）", "父（80歳）"), or
    // between commas after a family word ("Opa, 80, ist gestürzt", "my mum, 79, fell")
    [/(?<=[\p{L}\p{M}])\s*\(\s*(\d{1,3})\s*(?:y|yo|yrs?|j|a|ans|anos|anni|lat|yas|года?|лет|岁|歳|才|살|세|साल)?\s*\)/u, 1],
    [new RegExp(`(?:^|[^\\p{L}])(?:${FAMILY_WORDS})\\s*,\\s*(\\d{2,3})\\s*,`, 'u'), 1],
    [
      /\b(?:i'?m|i am|he'?s|she'?s|he is|she is|is)\s+(\d{2})\b(?!\s*(?:weeks|months?|kg|%|cm|minutes|hours|days|\/))/,
      1,
    ],
    [/\b(\d{2,3})\s*(?:yo|y\/o|y\.o\.|m\b|f\b)/, 1],
    // a whole word: not the Arabizi "7arara" (fever), whose 7 is a letter
    [/(\d{1,3})\s*ára\b/, 1],
    [/(?:mam|ma|lat)\s*(\d{1,3})\s*(?:lat|lata)/, 1],
    [/(\d{1,3})\s*(?:lat|lata)\b/, 1],
    [/(\d{1,3})[\s-]*letni/, 1],
    // Arabic "عمري 33" (my age is 33), Arabizi "3omri 25"
    [/(?:عمري|عمره|عمرها|عمرو|3omri|3omro|3omra|3omraha|3amri|omri)\s*(\d{1,3})(?!\s*(?:يوم|أيام|ايام|اسبوع|أسبوع|أسابيع|اسابيع|شهر|أشهر|اشهر|شهور|ayam|shahr|shhur|shohor|shohour|shuhour|osbo3|esbu3|usbu3|asabi3))/u, 1],
    // Polish "3 latek", "5-latka" (a 3-year-old boy, a 5-year-old girl)
    [/(?<!\d)(\d{1,2})[\s-]*(?:latek|latka|latki|latkiem|latkowi|latce)\b/, 1],
    // German "ich bin 67", "er ist 80" (a two-digit number alone after them, not a temperature)
    [/\b(?:ich bin|er ist|sie ist)\s+(\d{2})\b(?![.,]\d|\s*(?:wochen|kg|%|cm|minuten|stunden|tage|grad|°|\/))/, 1],
    [/(\d{1,3})\s*(?:años|anos|ans|jahre|anni|лет|года|год|yaşında|yasinda|साल|वर्ष|سنة|عاما|عامًا)/, 1],
    [/(\d{1,3})\s*(?:岁|歳|살|세)/, 1],
    // German "mein 3-jähriger Sohn", "die 5jährige Tochter"
    [/(?<![\d.,])(\d{1,2})[\s-]*jährig/, 1],
    // romanised Hindi "84 saal ke papa", "80 saal ki dadi" (not "2 saal ke baad", after two years)
    [/(\d{1,3})\s*(?:saal|sal)\s+(?:ka|ki|ke)\b(?!\s+(?:baad|bad|andar|pehle|se)\b)/, 1],
  ];
  const pl = nre(PL_AGE_NOUN).exec(t);
  if (pl) return PL_AGE_NUMBERS[(pl[1] ?? pl[2])!];
  for (const [re0, f] of pats) {
    const m = firstAge(nre(re0, `${re0.flags}g`), t, f);
    if (m && f === 1 / 12 && /aylik|miesieczn/u.test(m[0]) && ageAdjectiveOfAnotherNoun(t.slice(m.index + m[0].length - 1)))
      continue;
    if (m) {
      const v = Number(m[1]) * f;
      if (v > 0 && v < 120) return Math.round(v * 100) / 100;
    }
  }
  return undefined;
}

/** One alternation of a vital sign's words in every language, each word whole where the script has spaces. */
function vitalWords(kind: keyof VitalSignWords): string {
  const bounded: string[] = [];
  const unbounded: string[] = [];
  for (const [language, words] of Object.entries(VITAL_SIGNS)) {
    for (const word of words[kind]) {
      // `\w` is ASCII in a JavaScript pattern: an inflected ending in any script is letters and marks.
      const src = normalizePattern(word).replaceAll('\\w', '[\\p{L}\\p{M}]');
      (NO_WORD_BOUNDARY.has(language) ? unbounded : bounded).push(src);
      // a Japanese text written all in kanji is folded to Simplified characters (nlp/normalize.ts):
      // "酸素飽和度90、脈拍125" reads as "酸素饱和度90、脉拍125"
      if (language === 'ja' && foldHan(src) !== src) unbounded.push(foldHan(src));
    }
  }
  // One pair of word-edge checks around the whole alternation, not one per word: the same matches
  // (a word whose edge check fails backtracks into the next word either way). With a pair per word
  // (some 150 words a reader) V8 ran the readers at 1–5 ms on many normalised texts, though at
  // microseconds on the same characters typed afresh: parseVitals took 5.4 ms a call on blind-v5's
  // messages, half of an assessment's CPU, and 0.2 ms with one pair (npm run bench:triage).
  const words = [`(?<![\\p{L}\\p{M}])(?:${bounded.join('|')})(?![\\p{L}\\p{M}])`];
  if (unbounded.length > 0) words.push(...unbounded);
  return `(?:${words.join('|')})`;
}

interface VitalPatterns {
  temperature: RegExp;
  pulse: RegExp;
  breathing: RegExp;
  /**
   * A count of breaths in a minute in everyday words, one reader per pattern (one capture each);
   * `wordStart`: the match must start a word, checked in code (see `wordStartMatches`).
   */
  breathsInAMinute: { reader: RegExp; wordStart: boolean }[];
  saturation: RegExp;
}

/**
 * The matches of a global expression that start a word: the same as the expression behind
 * `(?<![\p{L}\p{M}])`, where a match that does not start a word is passed over and the search goes
 * on from the next character. Checked in code because a leading look-behind stops V8 from scanning
 * for the expression's first characters.
 */
const AFTER_LETTER = /(?<=[\p{L}\p{M}])/uy;
function* wordStartMatches(re: RegExp, text: string): Generator<RegExpExecArray> {
  re.lastIndex = 0;
  for (let m = re.exec(text); m; m = re.exec(text)) {
    AFTER_LETTER.lastIndex = m.index;
    if (AFTER_LETTER.test(text)) re.lastIndex = m.index + 1;
    else {
      if (m[0].length === 0) re.lastIndex += 1;
      yield m;
    }
  }
}

let vitalPatterns: VitalPatterns | undefined;

/**
 * The vital-sign readers, built on first use from the words of the 15 languages. A sign's word and
 * its value stay in one clause (no digit, full stop or line break between them, at most 15
 * characters apart; a comma too for saturation unless a "%" follows), and a word right after a
 * number is not a sign ("12 hr 30 min" is a duration, not a pulse of 30).
 */
function vitalReaders(): VitalPatterns {
  if (vitalPatterns) return vitalPatterns;
  const notAfterNumber = '(?<!\\d\\s?)';
  const gap = '[^\\d\\n.;!?]{0,15}?';
  // a number that is an age ("熱もない。35歳", "열 없음 35세", "no fever, 35 years old") is no temperature
  const notAnAge = `(?!\\s*(?:${YEARS_OF_AGE}|세|才)(?![\\p{L}]))`;
  vitalPatterns = {
    temperature: new RegExp(
      `${TEMP_WORDS}[^\\d\\n.;。！？!?]{0,30}?(\\d{2,3}(?:[.,]\\d{1,2})?)(?!\\s*\\/)${notAnAge}|(\\d{2,3}(?:[.,]\\d{1,2})?)\\s*(?:°|º|${vitalWords('degrees')})\\s*(?:c\\b|f\\b|celsius|fahrenheit)?`,
      'gu',
    ),
    pulse: new RegExp(`${notAfterNumber}${vitalWords('pulse')}${gap}(\\d{2,3})(?!\\d)|(\\d{2,3})\\s*${vitalWords('pulseUnits')}`, 'gu'),
    breathing: new RegExp(
      `${notAfterNumber}${vitalWords('breathing')}${gap}(\\d{1,2})(?!\\d)|(?<!\\d)(\\d{1,2})\\s*${vitalWords('breathingUnits')}`,
      'gu',
    ),
    breathsInAMinute: Object.entries(VITAL_SIGNS).flatMap(([language, words]) =>
      words.breathsInAMinute.map((word) => {
        const src = normalizePattern(word).replaceAll('\\w', '[\\p{L}\\p{M}]');
        return { reader: new RegExp(src, 'gu'), wordStart: !NO_WORD_BOUNDARY.has(language) };
      }),
    ),
    saturation: new RegExp(
      `${notAfterNumber}${vitalWords('saturation')}(?:[^\\d\\n.;!?,]{0,16}?(\\d{2,3})(?!\\d)|[^\\d\\n.;!?]{0,25}?(\\d{2,3})\\s*%)|(\\d{2,3})\\s*%\\s*(?:on room air|room air|ra\\b|spo2|sat|oxygen|o2)`,
      'gu',
    ),
  };
  return vitalPatterns;
}

const BP_SLASH = /(?<![\d/.])(\d{2,3})\s*\/\s*(\d{2,3})(?![\d/])/g;
const BP_WRITTEN =
  /(?<![\d/.])(\d{2,3})\s*(?:\/|\s(?:over|на|na|zu|sobre|con|su|por|sur|yfir|ve|على|पर)\s)\s*(\d{2,3})(?![\d/]|[.,]\d)/gu;
const BLOOD_PRESSURE_WORD =
  /(?:pressure|\bbp\b|давлени|cisnieni|druck|presion|pression|pressao|tansiyon|thrysting|ضغط|बीपी|रक्तचाप|血压|血圧|혈압)/u;

/**
 * A temperature told as a number alone, with no "fever", "temperature" or degree word ("I have 38.3",
 * "tiene 38,5", "er með 38,5", "ma 39", "у него 38,7", "38.5 var", "عنده 39", "usko 102 hai"), as
 * parents and patients write it once the thermometer has been read: a decimal 37.5–42.9 or an
 * integer 38–42 (°C), or 100–106 °F where the language is one that counts in Fahrenheit (English,
 * Hindi) or an "F" follows. Read only after a word of having or reaching it (`BARE_TEMP_HAD`: an
 * integer or a decimal), after a word of being at it (`BARE_TEMP_IS`: a decimal only, for "I'm 38" is
 * an age), or before a word that says it was had or read (`BARE_TEMP_AFTER`: "var", "あります",
 * "나와요"); and never when a unit or any other word follows the number ("38 weeks", "ma 39 lat",
 * "38 kg", "38 tablets"), only an end, a stop, a connective or a time word (`BARE_TEMP_THEN`).
 */
const BARE_TEMP_NUMBER = /(?<![\d./:٫])(?<!\d,)(\d{2,3})(?:[.,٫](\d))?(?![\d%]|[.,٫/]\d)/gu;
const BARE_TEMP_HAD = nre(
  /(?:(?:^|[^\p{L}\p{M}'])(?:have|has|had|got|gotten|having|reached|reaching|hit|hitting|running|reads?|reading|showed|shows|says|said|tiene|tengo|tenia|tuvo|tenemos|marca|marco|marcaba|llego a|subio a|ai|as|avait|avais|avons|j'ai|j'avais|monte a|monte jusqu'a|hat|habe|hab|hatte|hatten|hast|haben|ha|ho|hai|aveva|avevo|abbiamo|arrivato a|arrivata a|salito a|salita a|tem|tenho|tinha|teve|temos|com|deu|chegou a|chegou em|subiu pra|subiu para|ma|mam|miał|miała|mial|miala|mamy|doszło do|у него|у нее|у неё|у меня|у нас|у ребенка|у ребёнка|у сына|у дочки|у дочери|у малыша|у мужа|у жены|у мамы|у папы|было|была|поднялась до|með|er með|var með|upp í|upp i|عنده|عندها|عندي|عندو|عندهم|عندك|عنده حوالي|وعنده|وعندها|وعندي|وعندو|وعندهم|فيه|فيها|وصلت|وصل|طلعت|صارت|3ando|3andha|3andi|3ndo|3ndha|3ndi|3andu|3andou|ko|mujhe|muje|mujhko|use|usko|unko|isko|inko|को|मुझे|उसे|इसे|उन्हें)(?:\s+(?:already|about|around|like|almost|over|nearly|ya|casi|como|unos|deja|presque|environ|schon|fast|uber|etwa|circa|gia|quasi|quase|uns|tipo|juz|prawie|okolo|около|уже|почти|под|næstum|um|حوالي|تقريبا|lagbhag|karib|करीब|लगभग))?|烧到|烧了|发烧到|到了|达到|升到|高到|有|是)\s*$/u,
);
const BARE_TEMP_IS = nre(
  /(?:(?:^|[^\p{L}\p{M}'])(?:at|up to|con|hasta|a|jusqu'a|auf|bei|mit|com|do|до|is|was|am|now|currently|still|es|esta|estaba|esta en|estaba en|est|est a|etait a|il est a|ist|war|liegt bei|ist bei|e|era|sta a|è|e a|está|ta|tá|to|tô|estava|esta em|jest|byla|był|jest już|er|var|er kominn upp i)|'s|'m|是)\s*$/u,
);
/** A word of fever after the number ("39 de fiebre", "102 bukhar hai", "38.5 ateş"). */
const FEVER_AFTER = String.raw`\s*(?:de|di|of|ka|ki|का|की)?\s*(?:fever|fiebre|febre|febbre|fievre|fieber|gorączk|goraczk|temperatur|температур|жар|ates|hita|bukhar|bukhaar|बुखार|حرارة|حمى|سخونية|发烧|熱)`;
const BARE_TEMP_AFTER = new RegExp(
  normalizePattern(
    String.raw`^(?:${FEVER_AFTER}|\s*(?:'?(?:e|a|ye|ya)\s+(?:cikti|cikmis|yukseldi)|var(?:di|mis)?(?![\p{L}])|oldu(?![\p{L}])|olmus(?![\p{L}])|あります|ありました|ある|あった|出て|出た|でした|です|나와|나왔|넘|까지|찍|이에요|예요|였어요|이었어요))`,
  ),
  'u',
);
const BARE_TEMP_THEN = nre(
  /^(?:\s*$|\s*[.,!?;:)\n。、，！？؟،]|\s*(?:°?\s*f|fahrenheit|c|celsius)(?![\p{L}])|\s*(?:and|now|today|tonight|this|since|last|but|with|so|again|y|e|et|und|i|и|ve|ama|ahora|ya|hoy|desde|maintenant|depuis|aujourd'hui|jetzt|heute|seit|ora|oggi|agora|hoje|teraz|dzis|dzisiaj|od|сейчас|уже|сегодня|со|с|og|nuna|i dag|sidan|var|vardi|oldu|bugun|simdi|hai|he|h|tha|thi|ab|aaj|se|sey|है|था|थी|अब|आज|से|و|والان|الآن|الان|اليوم|من|daba|delwa2ti|dlw2ty)(?![\p{L}\p{M}])|\s*(?:了|度|多|あり|ある|あっ|です|でし|出|から|나와|나왔|넘|까지|찍|이에|예요|였|야|에서|부터|以上|左右))/u,
);

/** Another measure, or an age, named just before the number: "sugar is 38.5", "wiek 39", "size 40". */
const BARE_TEMP_NOT = nre(
  /(?:sugar|glucose|gluc|bm|a1c|weigh|bmi|kg|size|talla|taille|grosse|page|room|pulse|heart|bpm|pressure|sats|oxygen|spo2|crp|psa|inr|cholesterol|age|edad|âge|alter|eta|idade|wiek|возраст|yaş|yas|عمر|umar|umr|उम्र|年龄|年齢|나이|zucker|azucar|glicemia|glukoz|сахар|şeker|seker|سكر|shugar|cukier|sykur|zucchero|açúcar|acucar|sucre|血糖|혈당|शुगर)/u,
);

/**
 * A thermometer, or a fever or body temperature named anywhere in the text ("put the thermometer
 * under his arm and it came out 38.5", "7attet l mizan … w tele3 38.5", "体温计一量38.6"): a decimal
 * in the fever range is then the reading, whatever verb carries it.
 */
const TEMPERATURE_CONTEXT = nre(
  /(?:thermomet|termomet|termómetr|termometr|thermometre|thermomètre|термометр|градусник|hitamæl|hitamael|ميزان|ترمومتر|termometre|mizan|thermameter|थर्मामीटर|体温|溫度計|温度计|温度計|체온|fever|temperature|a temp\b|fiebre|febre|febbre|fievre|fièvre|fieber|temperatur|gorączk|goraczk|температур|жар|ateş|ates|hita|bukhar|bukhaar|बुखार|حرارة|حراره|حمى|سخونة|سخونية|skhana|s5ana|s5ouna|skhouna|sokhneya|sokhnya|7arara|7rara|发烧|發燒|发热|發熱|熱|열)/u,
);

/**
 * Water, a room or the weather named just before a temperature: "the bath water is 40 degrees",
 * "沖涼水40度", "気温が38度", "на улице 40 градусов" — not the body's.
 */
const NOT_BODY_TEMPERATURE = nre(
  /(?:(?<![\p{L}])(?:water|bath(?:tub)?|shower|room|outside|weather|oven|fridge|agua|baño|ducha|habitaci\p{L}*|afuera|eau|bain|douche|chambre|dehors|météo|wasser|badewasser|badewanne|dusche|zimmer|draußen|wetter|acqua|bagno|doccia|stanza|fuori|água|banho|quarto|lá fora|вод\p{L}*|ванн\p{L}*|душ|комнат\p{L}*|на улице|погод\p{L}*|suyu|banyo|duş|odanın|dışarı|hava|vatn\p{L}*|baðvatn\p{L}*|baðker\p{L}*|sturt\p{L}*|herberg\p{L}*|úti|veðr\p{L}*|woda|wody|wodę|kąpiel\p{L}*|prysznic|pokoj\p{L}*|pokój|na dworze|pogod\p{L}*|ماء|مية|المي|حمام|دوش|غرفة|برا|الجو|पानी|नहाने|कमरे|बाहर|मौसम)(?![\p{L}])|洗澡|冲凉|沖涼|热水|熱水|水温|水溫|房间|房間|天气|天氣|气温|氣溫|室温|室溫|外面|お湯|風呂|部屋|気温|물|욕조|샤워|날씨|기온|바깥)[^.!?\n。！？]{0,10}$/u,
);

/** … or just after it: "40 degrees outside", "40 Grad draußen", "40度の外". */
const NOT_BODY_TEMPERATURE_AFTER = nre(
  /^\s*(?:°\s*c?|degrees?|grad\p{L}*|grados|degrés|gradi|graus|градус\p{L}*|derece|stig|stopni|度|도)?\s*(?:outside|out there|in the shade|dehors|à l'ombre|draußen|im schatten|fuera|afuera|a la sombra|fuori|all'ombra|lá fora|à sombra|на улице|в тени|dışarıda|gölgede|úti|na zewnątrz|w cieniu|برا|بالخارج|في الخارج|बाहर|外面|外|밖)/u,
);

/** The temperature told by a number alone, in °C, or undefined (see `BARE_TEMP_NUMBER`). */
function bareTemperatureC(at: AnalysedText, t: string): number | undefined {
  if (!/\d/u.test(t)) return undefined;
  let best: number | undefined;
  for (const m of t.matchAll(BARE_TEMP_NUMBER)) {
    const whole = Number(m[1]);
    const decimal = m[2] !== undefined;
    const value = decimal ? Number(`${m[1]}.${m[2]}`) : whole;
    const end = m.index + m[0].length;
    const after = t.slice(end, end + 24);
    const before = t.slice(Math.max(0, m.index - 40), m.index);
    const fahrenheit =
      value >= 100 && value < 107 && (/^\s*°?\s*(?:f|fahrenheit)(?![\p{L}])/u.test(after) || at.languages.some((l) => l === 'en' || l === 'hi'));
    const celsius = decimal ? value >= 37.5 && value < 43 : whole >= 38 && whole <= 42;
    if (!fahrenheit && !celsius) continue;
    const had =
      BARE_TEMP_HAD.test(before) ||
      BARE_TEMP_AFTER.test(after) ||
      ((decimal || fahrenheit) && BARE_TEMP_IS.test(before)) ||
      (decimal && TEMPERATURE_CONTEXT.test(t));
    if (had && (BARE_TEMP_NOT.test(before.slice(-14)) || NOT_BODY_TEMPERATURE.test(before))) continue;
    if (!had || !(BARE_TEMP_THEN.test(after) || BARE_TEMP_AFTER.test(after))) continue;
    if (at.polarity(m.index, end) !== 'present') continue;
    const c = fahrenheit ? toC(value) : value;
    if (c !== undefined && (best === undefined || c > best)) best = c;
  }
  return best;
}

export function parseVitals(at: AnalysedText): { vitals: Vitals; lowGrade: boolean } {
  // Arabic-Indic and Devanagari digits read as ASCII, one character each, so spans stay.
  const t = valueDigits(at.text);
  const v: Vitals = {};
  const lowGrade = nre(
    /\b(?:low[- ]grade|slight (?:fever|temperature)|mild fever|intermittent (?:\w+ ){0,2}fevers?|smá hita|lekką gorączkę|lekka gorączka|stan podgorączkowy)\b/u,
  ).test(t);
  const ok = (start: number, end: number) => at.polarity(start, end) === 'present';
  // "165/95", and in words where a blood pressure is named: "165 over 95", "165 на 95", "165 zu 95"
  const pressureNamed = BLOOD_PRESSURE_WORD.test(t);
  for (const m of t.matchAll(pressureNamed ? BP_WRITTEN : BP_SLASH)) {
    const s = Number(m[1]);
    const d = Number(m[2]);
    if (s >= 60 && s <= 260 && d >= 30 && d <= 160 && s > d) {
      if (v.systolic === undefined || s < v.systolic) {
        v.systolic = s;
        v.diastolic = d;
      }
    }
  }
  const readers = vitalReaders();
  for (const m of t.matchAll(readers.temperature)) {
    const raw = m[1] ?? m[2];
    if (!raw) continue;
    const c = toC(num(raw));
    if (c === undefined) continue;
    if (!ok(m.index, m.index + m[0].length)) continue;
    const rawEnd = m.index + m[0].indexOf(raw) + raw.length;
    if (
      NOT_BODY_TEMPERATURE.test(t.slice(Math.max(0, m.index - 24), rawEnd - raw.length)) ||
      NOT_BODY_TEMPERATURE_AFTER.test(t.slice(rawEnd, rawEnd + 24))
    )
      continue;
    if (v.temperatureC === undefined || c > v.temperatureC) v.temperatureC = c;
  }
  if (v.temperatureC === undefined) {
    const bare = bareTemperatureC(at, t);
    if (bare !== undefined) v.temperatureC = bare;
  }
  for (const m of t.matchAll(readers.pulse)) {
    const n = Number(m[1] ?? m[2]);
    if (n >= 25 && n <= 250) v.heartRate = n;
  }
  for (const m of t.matchAll(readers.breathing)) {
    const n = Number(m[1] ?? m[2]);
    if (n >= 4 && n <= 70) v.respiratoryRate = n;
  }
  if (v.respiratoryRate === undefined) {
    for (const { reader, wordStart } of readers.breathsInAMinute) {
      for (const m of wordStart ? wordStartMatches(reader, t) : t.matchAll(reader)) {
        const n = Number(m[1]);
        if (n >= 4 && n <= 70 && ok(m.index, m.index + m[0].length)) v.respiratoryRate = n;
      }
    }
  }
  for (const m of t.matchAll(readers.saturation)) {
    const n = Number(m[1] ?? m[2] ?? m[3]);
    if (n >= 50 && n <= 100) v.spo2 = n;
  }
  return { vitals: v, lowGrade };
}

export function parsePainScore(t: string): number | undefined {
  const m = /(?<![\d/])(\d{1,2})\s*(?:\/|out of|af|na|z)\s*10(?!\d)/.exec(t);
  if (!m) return undefined;
  const n = Number(m[1]);
  return n <= 10 ? n : undefined;
}

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
export function parseGestation(t: string, pregnant: boolean): number | undefined {
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

// ------------------------------------------------------------------ age of a child, in months

/** Number words 1–15 (normalised like the text: lower case, Latin diacritics removed). */
const AGE_NUMBER_WORDS: Record<string, number> = {};
const addNumbers = (words: string, from = 1) =>
  words.split(' ').forEach((w, i) => {
    for (const alt of w.split('/')) AGE_NUMBER_WORDS[normalize(alt)] = from + i;
  });
addNumbers('one/a/an two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen');
addNumbers(
  'einn/eins/eina/eitt tveggja/tveir/tvo/tvær þriggja/þrír/þrjá fjögurra/fjórir/fjóra fimm sex sjö átta níu tíu ellefu tólf',
);
addNumbers(
  'jeden/jednego/jednej dwa/dwóch/dwie trzy/trzech cztery/czterech pięć/pięciu sześć/sześciu siedem/siedmiu osiem/ośmiu dziewięć/dziewięciu dziesięć/dziesięciu jedenaście dwanaście',
);
addNumbers('un/uno/una dos tres cuatro cinco seis siete ocho nueve diez once doce');
addNumbers('un/une deux trois quatre cinq six sept huit neuf dix onze douze');
addNumbers('ein/eine/einem/einen/einer zwei drei vier fünf sechs sieben acht neun zehn elf zwölf');
addNumbers('um/uma dois/duas três quatro cinco seis sete oito nove dez onze doze');
addNumbers('uno/un/una due tre quattro cinque sei sette otto nove dieci undici dodici');
addNumbers(
  'один/одного/одна два/двух/две три/трёх четыре/четырёх пять/пяти шесть/шести семь/семи восемь/восьми девять/девяти десять/десяти одиннадцать двенадцать',
);
addNumbers('bir iki üç dört beş altı yedi sekiz dokuz on');
addNumbers('ek do teen/tin char/chaar paanch/panch chhah/chhe/che saat aath nau das gyarah barah');
addNumbers('एक दो तीन चार पांच/पाँच छह/छः सात आठ नौ दस ग्यारह बारह');
addNumbers(
  'واحد اثنين/اثنان ثلاث/ثلاثة/تلات/تلت أربع/أربعة/اربع/اربعة خمس/خمسة ست/ستة سبع/سبعة ثمان/ثمانية/تمن/تمنية تسع/تسعة عشر/عشرة',
);
addNumbers('한 두 세 네 다섯 여섯 일곱 여덟 아홉 열');
const AGE_CJK_NUMBER: Record<string, number> = {
  一: 1,
  二: 2,
  两: 2,
  兩: 2,
  三: 3,
  四: 4,
  五: 5,
  六: 6,
  七: 7,
  八: 8,
  九: 9,
  十: 10,
  十一: 11,
  十二: 12,
};

const NUM = `(\\d{1,2}|[一二两兩三四五六七八九十]{1,2}|${Object.keys(AGE_NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  .join('|')})`;

/** Years as a unit of age (normalised; longer alternatives first). */
const YEARS_OF_AGE =
  'yo|y/o|years?|yrs?|ára|ara|lata|lat|roku|años|anos|ans|jahre?|anni|anno|лет|года|год|yasinda|yas|سنين|سنوات|سنة|عام|साल|saal|岁|歲|歳|살';

/** Units of age (normalised; longer alternatives first), with their length in months. */
const AGE_UNITS: [string, number][] = [
  [
    'months?|mánaða|manada|mánuð\\p{L}*|manud\\p{L}*|miesi\\p{L}*|mies(?![\\p{L}])|msc(?![\\p{L}])|meses|mes|mois|monaten|monate|monat|mesi|mese|месяц\\p{L}*|месячн\\p{L}*|aylik|ay|أشهر|اشهر|شهور|شهرين|شهر|ashhor|ashhur|shhur|shohor|shuhur|shahrein|shahr|shohour|shuhour|shhour|chhor|chhour|chhar|shhor|shhar|mahin\\p{L}*|महीन\\S*|माह|个月|個月|ヶ月|か月|カ月|ケ月|ヵ月|개월|달|mönet|monet|mönät',
    1,
  ],
  [
    'weeks?|wks?|vikna|vikur|tygodn\\p{L}*|tydzien|semanas?|semaines?|wochen?|settimane?|недел\\p{L}*|hafta\\p{L}*|أسابيع|اسابيع|أسبوع|اسبوع|asabi3|asabee3|usbu3|osbo3|esbu3|simanat|smanat|simana|smana|سيمانات|سمانات|سيمانة|سيمانه|سمانة|سمانه|isbu3|hafte|हफ्ते|हफ़्ते|सप्ताह|周|週|주|个礼拜|个星期|礼拜|星期|wuche|wuchä|wochn',
    1 / 4.345,
  ],
  [
    'days?|dniowy|dni|dias|días|jours|tagen|tage|giorni|дней|дня|дн\\p{L}*|день|сут\\p{L}*|gunluk|gun|daga|dagar|dags|dogum|dag|din|दिन|يوم|أيام|ايام|天|日|일',
    1 / 30,
  ],
  [YEARS_OF_AGE, 12],
];

/** Words naming a child (normalised). */
const CHILD_WORDS =
  'bab(?:y|ies)|infant|newborn|sons?|daughters?|boy|girl|child|kids?|toddler|little one|barn\\p{L}*|sonur\\p{L}*|syni|dottir|dottur|strak\\p{L}*|stelp\\p{L}*|dreng\\p{L}*|dzieck\\p{L}*|dzieci\\p{L}*|syn|syna|synek|synka|synkowi|synowi|cork\\p{L}*|coreczk\\p{L}*|niemowl\\p{L}*|maluch\\p{L}*|bebe\\p{L}*|hij[oa]s?|nin[oa]s?|nene|nena|enfant|fils|fille|kind|kindes|kinder|sohn|tochter|filh[oa]|crianca|menin[oa]|bambin[oa]|bimb[oa]|figli[oa]|ребен\\p{L}*|сын\\p{L}*|доч\\p{L}*|малыш\\p{L}*|младен\\p{L}*|bebek\\p{L}*|bebeg\\p{L}*|oglum\\p{L}*|kizim\\p{L}*|cocug\\p{L}*|cocuk\\p{L}*|bachch\\p{L}*|bacch\\p{L}*|bacha\\p{L}*|shishu';
const CHILD_WORD_WHOLE = new RegExp(`^(?:${CHILD_WORDS})$`, 'u');
/**
 * An age adjective ("aylık", "haftalık", "günlük", "-miesięczny", "-tygodniowy", "-месячный",
 * "-недельный") followed in the same clause by a noun that is not a child word: "3 haftalık öksürük"
 * (a cough of three weeks), where "3 haftalık bebek / oğlum" and "kızım 2 aylık, …" are ages. A
 * Turkish verb after it ("2 aylık öksürüyor") leaves the reading as an age.
 */
function ageAdjectiveOfAnotherNoun(fromUnit: string): boolean {
  const m = /^\p{L}*[\s-]+(\p{L}+)/u.exec(fromUnit);
  if (!m) return false;
  const next = m[1]!;
  return !CHILD_WORD_WHOLE.test(next) && !/^(?:ve|ama|iken|oldu\p{L}*|olan|var|\p{L}*(?:yor|yordu)\p{L}*)$/u.test(next);
}
/** Short words between a child word and its age: "baby is 6 months", "hija de 8 meses", "syn ma 2 lata". */
const GLUE =
  '(?:is|was|now|just|only|turned|of|aged|de|di|do|ma|ist|er|wird|tiene|tem|ha|a|has|hat|il|elle|est|jest|min|minn|mitt|cumple|fez|compie|исполнилось|hai|ka|ki|ke)';
const CHILD_BEFORE = new RegExp(
  `(?:^|[^\\p{L}])(?:${CHILD_WORDS})(?![\\p{L}])[\\s,(:-]*(?:${GLUE}\\s+){0,2}$`,
  'u',
);
const CHILD_AFTER = new RegExp(`^[\\s-]*(?:old\\s+)?(?:${CHILD_WORDS})(?![\\p{L}])`, 'u');
const CJK_CHILD =
  '宝宝|宝贝|孩子|婴儿|儿子|女儿|小孩|赤ちゃん|息子|娘|子供|子ども|こども|乳児|うちの子|この子|아기|아가|애기|아이|아들|딸|우리 애|애가|طفل\\S*|ابني|ابنتي|بنتي|ولدي|رضيع\\S*|بيبي|बच्च\\S*|बेटा|बेटी|शिशु';
/**
 * Arabic dialects put a possessive word between the child and the age, and write "he has" as the
 * spoken "عندو" ("البيبي ديالي عندو 6 سيمانات", "ابني تاعي عندو شهرين", "البيبي بتاعي عنده 5 اسابيع").
 */
const ARABIC_CHILD_POSSESSIVE = '(?:ديالي|ديالنا|ديالها|ديالو|تاعي|تاعنا|تاعها|بتاعي|بتاعنا|بتاعتي|تبعي|تبعنا|حقي|حقنا)';
const CJK_BEFORE = new RegExp(
  `(?:${CJK_CHILD})(?:\\s*${ARABIC_CHILD_POSSESSIVE})?(?:가|는|이|은|는요|才|刚|今年|现在|是|已经|は|が|：|:|（|\\(|,|，|、|\\s)*(?:عمره|عمرها|عمرو|عمر|عنده|عندها|عندو|عندهم)?\\s*$`,
  'u',
);
const CJK_AFTER = new RegExp(`^\\s*(?:大)?(?:的|の|된|짜리|인|का|की|के)?\\s*(?:${CJK_CHILD})`, 'u');
/** Words that make a number an age by themselves: "old", "alt", "gamall", "yaşında", "大", "된", "生後", "عمره". */
const AGE_AFTER =
  /^[\s-]*(?:(?:old|alt|alte[rns]?|gamall|gamalt|gomul|gomlu|gamla|de edad|de vida|de nacid[oa]|d'age|de vie|di vita|de idade|от роду|yasinda)(?![\p{L}])|大|된|짜리|(?:ka|ki|ke) (?:beta|beti|bach|bacch|baby|shishu|(?:hai|he|h|ho|hua|hui)(?![\p{L}]))|(?:का|की|के)\s*(?:है|हे|हो|हुआ|हुई|बच्च|बेटा|बेटी|शिशु|बाबू))/u;
const AGE_BEFORE = /(?:aged?|生後|出生|满|생후|عمره|عمرها|عمرو|3omro|3omra|3omraha|3omrha)\s*$/u;
/**
 * A baby's age said after a pronoun or a bare verb of age, the way parents write it ("she's 5
 * weeks", "hann er 6 vikna", "ona ma 6 tygodni", "elle a 5 semaines", "ему 3 недели", "нам 5
 * недель", "er ist erst 6 Wochen", "ela tem 6 semanas"): read for weeks and days up to four months
 * (months after a pronoun only where a child is named somewhere in the text, `CHILD_ANYWHERE`),
 * never in a message about a pregnancy ("she is 8 weeks pregnant") nor beyond (an unnamed "she is
 * 32 weeks" is a pregnancy).
 */
const PRONOUN_AGE_BEFORE = new RegExp(
  normalizePattern(
    "(?:^|[^\\p{L}])(?:(?:he|she)(?:'s|s| is| was)|(?:hann|hún|hun|það|thad) er|(?:on|ona) ma|(?:él|el|ella) tiene|(?:ele|ela) tem|(?:il|elle) (?:a|n'a que|na que)|(?:er|sie|es) ist|(?:lui|lei) ha|ему|ей|нам|(?:он|она)(?= \\d)|3a?ndh?a|3a?ndh?o|3a?ndh?u|3endha|3endo|3andaha)" +
      '(?:\\s+(?:only|just|now|bara|aðeins|adeins|nú|nu|dopiero|tylko|apenas|solo|sólo|só|so|seulement|juste|erst|gerade|jetzt|appena|solo|всего|только|уже))?\\s*$',
  ),
  'u',
);
/**
 * A child named anywhere in the text: in a conversation about a child, "ela tem 2 meses", "she's 5
 * months", "elle a 3 mois" said in a later turn is the child's age (months are read after a pronoun
 * only then — an adult's "she is 2 months" is a pregnancy or a duration).
 */
const CHILD_ANYWHERE = new RegExp(`(?:^|[^\\p{L}])(?:${CHILD_WORDS})(?![\\p{L}])|${CJK_CHILD}`, 'u');
/**
 * The same age with the verb alone, where the verb carries the subject ("Ma 5 tygodni", "Ha 5
 * settimane", "Tiene 6 semanas", "Tem 3 semanas", "Ist erst 5 Wochen"): only at the start of the
 * message or of a clause (after a full stop or a comma), so "kaszel ma 5 tygodni" (the cough is 5
 * weeks old) stays a duration; and only when no noun follows the unit ("ma 5 tygodni urlopu").
 */
const BARE_VERB_AGE_BEFORE = new RegExp(
  normalizePattern(
    '(?:^|[.!?,;:(]\\s*)(?:ma|ha|tiene|tem|ist|er|hat)' +
      '(?:\\s+(?:only|dopiero|tylko|apenas|solo|sólo|só|so|erst|gerade|appena|nur|bara|aðeins|adeins))?\\s*$',
  ),
  'u',
);
/** A word after the unit, other than "and": "ma 5 tygodni urlopu" is not a baby's age. */
const BARE_VERB_AGE_NOT_AFTER = /^\s*(?!(?:i|a|y|e|und|and|et|ve|og|и)(?![\p{L}]))\p{L}/u;
/**
 * Korean says a baby's age with the verb alone, as the time it has been ("애기가 열이 나요 … 6주 됐어요":
 * it has been 6 weeks, the baby is 6 weeks old): weeks or months, at the start of a clause, with a
 * child named in the text, and no "지" (since) before it ("기침한 지 3주 됐어요" is how long the cough has
 * lasted). Days are left out: "3일 됐어요" is far more often how long a fever has lasted.
 */
function koreanBareAge(text: string, n: number, per: number, unit: string, before: string, after: string, pregnancy: boolean): boolean {
  return (
    !pregnancy &&
    /^(?:주|개월|달)$/u.test(unit) &&
    n * per <= 24 &&
    /^\s*(?:됐|되었|돼|됬|밖에 안 됐)/u.test(after) &&
    /(?:^|[.!?,;\n]\s*|이제\s*|지금\s*)$/u.test(before) &&
    CHILD_ANYWHERE.test(text)
  );
}

/** After a pronoun age: a duration or a pregnancy, not a baby's age ("tiene 2 semanas con tos", "il a 3 jours de fièvre", "es ist 3 Wochen her"). */
const PRONOUN_AGE_NOT_AFTER =
  /^\s*(?:con|com|de|d'|di|her|schwanger|pregnant|gravid|enceinte|embarazad|incinta|беременн|ciaz|kashl|кашля|болеет|боле)/u;
const PREGNANCY_WORD =
  /(?:pregnan|ciaz|ciez|embarazad|enceinte|grossesse|schwanger|gravid|incinta|беременн|hamile|حامل|गर्भ|怀孕|懷孕|妊娠|임신|olett|ólétt)/u;
/** A duration, not an age: "for 2 months", "od 2 miesięcy", "desde hace", "2 aydır", "2 days ago". */
const DURATION_BEFORE =
  /(?:(?:^|[^\p{L}])(?:for|since|past|last|od|przez|desde hace|hace|durante|depuis|pendant|seit|fur|da|ha|per|в течение|уже|за|с|i|sidan|en|от|من|منذ|لمدة|पिछले|pichle)|已经|持续|这|最近|ここ|この|지난)\s*$/u;
const DURATION_AFTER =
  /^(?:\s*(?:से|se)(?![\p{L}])|[dt][iu]r|boyunca|\s*동안|째|以来|来|了|間|前|\s*전|\s+ago|\s+since)/u;

/**
 * A baby's age said as the time since birth ("born 9 days ago", "nació hace 10 días", "vor 10 Tagen
 * geboren", "10 gün önce doğdu", "出生10天", "태어난 지 10일"): the birth word and the "ago" word
 * around the number make it an age, where "ago" alone makes it a duration. "Born 6 weeks early" has
 * no "ago" word, and the mother's "gave birth" / "di a luz" / "doğum yaptım" is no birth word here.
 */
const BORN_AGO_BEFORE =
  /(?:(?:^|[^\p{L}])(?:nac(?:io|ieron|ida|ido) hace|(?:ne|nee|nes|nee?s) il y a|nasc(?:eu|eram) (?:ha|faz)|faeddi?st fyrir|faeddust fyrir|(?:ولد|ولدت|انولد|انولدت|اتولد|اتولدت)\s+(?:من|قبل))(?:\s+(?:only|just|about|solo|apenas|unos|unas|seulement|environ|so|ca))?|出生(?:才|刚|刚刚|剛|剛剛|了|后|後)?|生下来(?:才)?|生まれて(?:から|まだ)?|태어난\s*지(?:\s*이제)?|태어난\s*지\s*(?:겨우|딱))\s*$/u;
const BORN_BEFORE =
  /(?:^|[^\p{L}])(?:born|nat[oaie]|urodzil\p{L}*(?:\s+sie)?|sie\s+urodzil\p{L}*|родил\p{L}*|родивш\p{L}*)(?:\s+(?:only|just|about|solo|appena|dopiero|tylko|всего|только|около))?\s*$/u;
const AGO_AFTER = /^\s*(?:ago|fa|temu|назад)(?![\p{L}])/u;
const AGO_BORN_AFTER =
  /^(?:\s*(?:ago|temu|назад)\s+(?:sie\s+)?(?:born|urodzil|родил)|\s+once\s+(?:dogdu|dunyaya gel)|\s+(?:pehle|pahle|पहले)\s+(?:hi\s+|ही\s+)?(?:paida|पैदा)|\s*前(?:才|刚|剛)?(?:出生|生的)|\s*前に?\s*生まれ|\s*전에?\s*태어)/u;
/** German: "vor 10 Tagen geboren", "ist vor 3 Wochen auf die Welt gekommen". */
const VOR_BEFORE = /(?:^|[^\p{L}])vor\s*$/u;
const GEBOREN_AFTER = /^\p{L}*(?:\s+\p{L}+){0,2}\s+(?:geboren|auf die welt gekommen)/u;

function bornAgo(before: string, after: string): boolean {
  return (
    BORN_AGO_BEFORE.test(before) ||
    (BORN_BEFORE.test(before) && AGO_AFTER.test(after)) ||
    AGO_BORN_AFTER.test(after) ||
    (VOR_BEFORE.test(before) && GEBOREN_AFTER.test(after))
  );
}

function numberValue(s: string): number | undefined {
  if (/^\d+$/.test(s)) return Number(s);
  return AGE_CJK_NUMBER[s] ?? AGE_NUMBER_WORDS[s];
}

const AGE_RE = new RegExp(
  `(?<![\\p{Script=Latin}\\p{Script=Cyrillic}\\d])${NUM}[\\s-]*(${AGE_UNITS.map(([u]) => `(?:${u})`).join('|')})`,
  'gu',
);
const UNIT_RE: [RegExp, number][] = AGE_UNITS.map(([u, per]) => [new RegExp(`^(?:${u})$`, 'u'), per]);

/**
 * A child's age in months from the (normalised) text: a number (digits, Arabic-Indic or Devanagari
 * digits, number words in the 15 languages, Chinese numerals) with a unit of age (months, weeks,
 * days, years), read as an age when "old" / "生後" / "-miesięczny" … stands with it or a child word is
 * next to it ("baby is 6 months", "8 month baby", "10개월 아기", "ابني عمره ٤ سنين"), and never when
 * it is a duration ("for 2 months", "od 2 miesięcy", "2 aydır", "两周了").
 */
export function childAgeMonths(text: string): number | undefined {
  return childAgeReading(text)?.months;
}

/** A child's age in months and where it is said (the span of the number and its unit, in `text`). */
export function childAgeReading(text: string): { months: number; start: number; end: number } | undefined {
  const t = asciiDigits(text);
  const pregnancy = PREGNANCY_WORD.test(t);
  for (const m of t.matchAll(AGE_RE)) {
    const n = numberValue(m[1]!);
    const unit = m[2]!;
    const per = UNIT_RE.find(([re]) => re.test(unit))?.[1];
    if (n === undefined || per === undefined || n <= 0) continue;
    const start = m.index!;
    const end = start + m[0].length;
    const before = t.slice(Math.max(0, start - 40), start);
    const after = t.slice(end, end + 24);
    const pronounAge =
      ((per < 1 && n * per <= 4) || (per === 1 && n <= 24 && CHILD_ANYWHERE.test(t) && PRONOUN_AGE_BEFORE.test(before))) &&
      !pregnancy &&
      !PRONOUN_AGE_NOT_AFTER.test(after) &&
      (PRONOUN_AGE_BEFORE.test(before) ||
        (BARE_VERB_AGE_BEFORE.test(before) && !BARE_VERB_AGE_NOT_AFTER.test(after)));
    const childBefore =
      CHILD_BEFORE.test(before) || CJK_BEFORE.test(before) || pronounAge || koreanBareAge(t, n, per, unit, before, after, pregnancy);
    const reading = (months: number) => ({ months: Math.round(months * 100) / 100, start, end });
    if (bornAgo(before, after)) {
      const months = n * per;
      if (months > 0 && months < 18 * 12) return reading(months);
      continue;
    }
    // "il bimbo ha 8 mesi" is an age, "febre há 2 dias" a duration: a child word right before decides
    if ((DURATION_BEFORE.test(before) && !childBefore) || DURATION_AFTER.test(after)) continue;
    // "a / an / un / ein / bir …" are numbers only with an age word ("a month old")
    const article = /^(?:a|an|un|une|uno|una|ein|eine|einem|einen|einer|um|uma|bir|ek)$/.test(m[1]!);
    const adjective =
      /^(?:yo|y\/o)$/u.test(unit) ||
      /(?:miesieczn|месячн|недел\S*н|tygodniow|dniowy|aylik|haftalik|gunluk)/u.test(unit + after.slice(0, 8));
    // "3 haftalık öksürük", "5-tygodniowy kaszel": an adjective of age before a noun that names no
    // child is the age of the symptom (a duration), unless a child word comes before the number
    const adjectiveOfSymptom =
      adjective &&
      !childBefore &&
      /^\p{L}*\s+\p{L}/u.test(after) &&
      !CHILD_AFTER.test(after.replace(/^\p{L}*/u, '')) &&
      !CJK_AFTER.test(after.replace(/^\p{L}*/u, ''));
    // "3 haftalık öksürük", "2-miesięczny kaszel", "3-недельный кашель": an age adjective before a
    // noun that is not a child is how long that complaint has lasted, not a baby's age
    // … but "bebeğim 2 aylık, ateşi 38.3" written without the comma ("bebegim 2 aylik atesi 38.3") is
    // the baby's age: a child word in the nominative right before (not the genitive "bebeğimin 2
    // aylık öksürüğü", the baby's two-month cough)
    const nominativeChildBefore = childBefore && !/(?:in|un|nin|nun)[\s,]*$/u.test(before);
    if (adjectiveOfSymptom || (adjective && !nominativeChildBefore && ageAdjectiveOfAnotherNoun(unit + after)))
      continue;
    const explicit = adjective || AGE_AFTER.test(after) || AGE_BEFORE.test(before);
    const near = childBefore || CHILD_AFTER.test(after) || CJK_AFTER.test(after);
    if (!(explicit || (near && !article))) continue;
    const months = n * per;
    if (months > 0 && months < 18 * 12) return reading(months);
  }
  // "родился неделю назад", "urodził się tydzień temu": a week or a month since birth without a number
  const word = BORN_WORD_AGO.exec(t);
  if (word)
    return {
      months: /^(?:недел|tydz)/u.test(word[1] ?? word[2]!) ? 0.23 : 1,
      start: word.index,
      end: word.index + word[0].length,
    };
  // Arabic duals and singulars after "aged" or "born … ago" ("عمره شهرين" — two months old)
  const dual = ARABIC_AGE.exec(t);
  if (dual)
    return { months: ARABIC_AGE_MONTHS[dual[1]!]!, start: dual.index, end: dual.index + dual[0].length };
  return undefined;
}

const BORN_WORD_AGO =
  /(?:родил\p{L}*|родивш\p{L}*|urodzil\p{L}*(?:\s+sie)?)\s+(?:всего\s+|только\s+|dopiero\s+)?(неделю|месяц|tydzien|miesiac)\s+(?:назад|temu)|(неделю|месяц|tydzien|miesiac)\s+(?:назад|temu)\s+(?:sie\s+)?(?:родил|urodzil)/u;

const ARABIC_AGE_MONTHS: Record<string, number> = {
  // Arabizi duals and singulars ("3omro shahrein", "3omraha osbo3ein")
  shahrein: 2,
  shahrain: 2,
  shahreen: 2,
  shahren: 2,
  osbo3ein: 0.46,
  esbo3ein: 0.46,
  usbu3ein: 0.46,
  isbu3ein: 0.46,
  yomein: 0.07,
  shahr: 1,
  osbo3: 0.23,
  usbu3: 0.23,
  esbu3: 0.23,
  يومين: 0.07,
  أسبوع: 0.23,
  اسبوع: 0.23,
  أسبوعين: 0.46,
  اسبوعين: 0.46,
  شهر: 1,
  شهرين: 2,
  سنة: 12,
  سنتين: 24,
};
const ARABIC_AGE = new RegExp(
  `(?:عمره|عمرها|عمر|3omro|3omra|3omraha|3omrha|3omru|3umru|3amro|omro|(?:ولد|ولدت|انولد|انولدت|اتولد|اتولدت)\\s+(?:من|قبل))\\s*(${Object.keys(ARABIC_AGE_MONTHS).join('|')})(?![\\p{L}])`,
  'u',
);

/** A stated temperature in °C: the parser's reading, or a decimal value in Arabic-Indic digits ("٣٨٫٥"). */
export function statedTemperatureC(f: Pick<Findings, 'vitals' | 'text'>): number | undefined {
  if (f.vitals.temperatureC !== undefined) return f.vitals.temperatureC;
  // a full stop after the value ends the sentence ("حرارته 38.6." — the transcript ends every turn with one)
  const m = /(?<![\d.,٫])(3[5-9]|4[0-2])[.,٫](\d)(?![\d,٫]|\.\d)/u.exec(valueDigits(f.text));
  return m ? Number(`${m[1]}.${m[2]}`) : undefined;
}

// "34 SA" (semaines d'aménorrhée) and "30 SDG" (semanas de gestación) are how French and Spanish
// maternity notes, and the women who read them, write weeks of pregnancy
const WEEK_UNITS =
  'weeks?|wks?|vikur|vikna|viku|tygodni\\p{L}*|tydzien|semanas?|semaines?|wochen?|woche|settimane?|settimana|недел\\p{L}*|hafta\\p{L}*|hafte|hafton|أسابيع|اسابيع|أسبوع|اسبوع|हफ्ते|हफ़्ते|सप्ताह|周|週|주|ssw|sa(?![\\p{L}])|sdg(?![\\p{L}])';
const WEEKS_AFTER = new RegExp(
  `(?<![\\p{Script=Latin}\\p{Script=Cyrillic}\\d])(\\d{1,2})(?:\\.|-?(?:й|я|ой|th|st|nd|rd|ª|º|a|e))?\\s*(?:${WEEK_UNITS})`,
  'gu',
);
const WEEKS_BEFORE =
  /(?:الأسبوع|الاسبوع|week|tydzien|tygodniu|semana|semaine|woche|settimana|неделе|hafta)\s*(\d{1,2})(?!\d)/u;
const PREGNANCY_MONTHS =
  /(?:pregnan\p{L}*|ciaz\p{L}*|embarazada|enceinte|schwanger|gravida|incinta|беременн\p{L}*|hamile|حامل|गर्भवती|怀孕|妊娠|임신)[^.!?\n]{0,12}?(\d{1,2})\s*(?:months?|meses|mois|monate?n?|mesi|месяц\p{L}*|ay|أشهر|شهور|महीन\S*|个月|ヶ月|か月|カ月|개월)/u;

/**
 * Weeks of pregnancy: the parser's reading, or a number of weeks (any of the 15 languages, "I'm 34
 * weeks", "怀孕32周", "임신 33주", "في الأسبوع ٣٢") or months of pregnancy, in a message that says
 * the patient is pregnant. Durations ("for 2 weeks") are not weeks of pregnancy.
 */
export function pregnancyWeeks(f: Pick<Findings, 'gestationWeeks' | 'text'>): number | undefined {
  if (f.gestationWeeks !== undefined) return f.gestationWeeks;
  const t = valueDigits(f.text);
  for (const m of t.matchAll(WEEKS_AFTER)) {
    const before = t.slice(Math.max(0, m.index! - 20), m.index!);
    const after = t.slice(m.index! + m[0].length, m.index! + m[0].length + 12);
    if (DURATION_BEFORE.test(before) || DURATION_AFTER.test(after)) continue;
    const w = Number(m[1]);
    if (w >= 4 && w <= 42) return w;
  }
  const b = WEEKS_BEFORE.exec(t);
  if (b && Number(b[1]) >= 4 && Number(b[1]) <= 42) return Number(b[1]);
  const mo = PREGNANCY_MONTHS.exec(t);
  if (mo && Number(mo[1]) >= 1 && Number(mo[1]) <= 10) return Math.round(Number(mo[1]) * 4.35);
  return ordinalMonthOrTrimester(t);
}

/** Ordinal numbers 5–9 in the 15 languages' words (normalised), for "the 8th month" of a pregnancy. */
const ORDINAL_WORDS: [RegExp, number][] = (
  [
    ['fifth|fimmta|piatym|quinto|cinquieme|funften|пят\\p{L}*|besinci|الخامس|paanchvaan|panchvan|पांचवां|पाँचवाँ', 5],
    ['sixth|sjotta|szostym|sexto|sixieme|sechsten|sesto|шест\\p{L}*|altinci|السادس|chhatha|chhatvan|छठा|छठवां', 6],
    ['seventh|sjounda|siodmym|septimo|septieme|siebten|settimo|setimo|седьм\\p{L}*|yedinci|السابع|saatvaan|satvan|satvaan|सातवां|सातवाँ', 7],
    ['eighth|attunda|osmym|octavo|huitieme|achten|ottavo|oitavo|восьм\\p{L}*|sekizinci|الثامن|aathvaan|aathwan|athvan|aathva|आठवां|आठवाँ', 8],
    ['ninth|niunda|dziewiatym|noveno|neuvieme|neunten|nono|девят\\p{L}*|dokuzuncu|التاسع|nauvaan|nauvan|nauva|नौवां|नौवाँ', 9],
  ] as const
).map(([w, n]) => [new RegExp(normalizePattern(`(?<![\\p{L}])(?:${w})`), 'u'), n]);
/** "month" after an ordinal, in the 15 languages (normalised). */
const MONTH_AFTER = new RegExp(
  `^${normalizePattern('\\s*(?:month|manud|mies|mes|mois|monat|mese|месяц|ay(?![\\p{L}])|mahin|महीन)')}`,
  'u',
);
const ORDINAL_DIGIT_MONTH = new RegExp(
  normalizePattern(
    '(?<![\\d\\p{L}])(\\d)(?:st|nd|rd|th|\\.|º|°|ª|e|eme|ème|esimo|-?м|-?й|va|vaan|wan|वां|वाँ)\\s*(?:month|manud\\p{L}*|miesiac\\p{L}*|mes(?:es)?|mois|monat|mese|месяц\\p{L}*|ay(?![\\p{L}])|ayim\\p{L}*|ayinda|mahin\\p{L}*|महीन\\S*)' +
      '|(?:на|estoy de|komin|im|sono al|w)\\s*(\\d)\\.?\\s*(?:месяц|meses|manud|monat|mese|miesiac)',
  ),
  'u',
);
/** The third trimester (from 28 weeks) in the 15 languages (normalised). */
const THIRD_TRIMESTER = new RegExp(
  normalizePattern(
    '(?:third trimester|3rd trimester|last trimester|thridja thridjung|þriðja þriðjung|trzeci\\p{L}* trymestr|tercer trimestre|troisieme trimestre|3e trimestre|dritte\\p{L}* trimester|letzte\\p{L}* trimester|terzo trimestre|terceiro trimestre|трет\\p{L}* триместр|ucuncu trimester|son trimester|الثلث الأخير|الثلث الاخير|الثلث الثالث|teesri timahi|तीसरी तिमाही|孕晚期|妊娠晚期|第三孕期|妊娠後期|임신 후기|임신 3기)',
  ),
  'u',
);

/**
 * Weeks of pregnancy from "the 8th month" ("im 8. Monat", "all'ottavo mese", "aathvaan mahina",
 * "восьмой месяц"): the middle of that month, (n − ½) × 4.35 weeks; or 28 weeks for the third
 * trimester. Read only in a message whose rules already know the patient is pregnant.
 */
function ordinalMonthOrTrimester(t: string): number | undefined {
  const d = ORDINAL_DIGIT_MONTH.exec(t);
  const n = d ? Number(d[1] ?? d[2]) : 0;
  if (n >= 2 && n <= 10) return Math.round((n - 0.5) * 4.35);
  for (const [re, n] of ORDINAL_WORDS) {
    const m = re.exec(t);
    if (m && MONTH_AFTER.test(t.slice(m.index + m[0].length)))
      return Math.round((n - 0.5) * 4.35);
    // Arabic: the month before its ordinal ("الشهر الثامن")
    if (m && /(?:الشهر|بالشهر|شهر)\s*$/u.test(t.slice(Math.max(0, m.index - 8), m.index)))
      return Math.round((n - 0.5) * 4.35);
  }
  if (THIRD_TRIMESTER.test(t)) return 28;
  return undefined;
}

// ------------------------------------------------------------ time since the mother gave birth

/** Words of giving birth (normalised): the mother's delivery, not the baby's "born". */
const GAVE_BIRTH = new RegExp(
  normalizePattern(
    '(?:gave birth|given birth|had (?:the|my|our|her) baby|delivered|delivery|c-?section|c section|caesarean|cesarean|postpartum|postnatal|' +
      'di a luz|dio a luz|dado a luz|parto|cesarea|accouch|cesarienne|entbunden|entbindung|kaiserschnitt|' +
      'urodzilam|rodzilam|porod|cesar|partorito|cesareo|dei a luz|deu a luz|cesariana|родила|родов|роды|кесарев|' +
      'dogum yap|dogumdan|sezaryen|ولدت|الولادة|ولادتي|قيصرية|डिलीवरी|प्रसव|janm diya|जन्म दिया|faeddi|eignadist|keisar|' +
      '生完|生了|产后|產後|剖腹|剖宫|剖宮|顺产|順產|出産|産後|帝王切開|출산|낳은|낳았|제왕절개)',
  ),
  'gu',
);
/** "ago" after a number ("10 days ago", "10 gün önce", "2 недели назад", "10天前", "10일 전"). */
const AGO_WORD = /^\s*(?:ago|once|назад|temu|fa|pehle|पहले|前|전)(?![\p{Script=Latin}\p{Script=Cyrillic}])/u;
/** "ago" before a number ("hace 10 días", "il y a 10 jours", "vor 10 Tagen", "há 10 dias", "fyrir 10 dögum"). */
const AGO_BEFORE = /(?:^|[^\p{L}])(?:hace|il y a|vor|ha|faz|fyrir|منذ|من|قبل)\s*$/u;

/**
 * Weeks since the mother gave birth, when a time is said with her delivery ("I gave birth 10 days
 * ago", "c-section 3 months ago", "hace 2 semanas di a luz", "10 gün önce doğum yaptım", "产后10天",
 * "출산한 지 2주"). A number after the birth word counts unless it is an age ("… 30 years old"); a
 * number before it only with an "ago" word, so the mother's own age is never read as the time.
 */
export function weeksSinceBirth(f: Pick<Findings, 'text'>): number | undefined {
  const t = asciiDigits(f.text);
  const sentences = sentenceSpans(t);
  for (const b of t.matchAll(GAVE_BIRTH)) {
    const from = b.index;
    const to = from + b[0].length;
    // within the birth's own sentence: "…帝王切開で…退院しました。上の子が2歳で" is an older child's age
    const sentence = sentences.find((s) => s.start <= from && from < s.end) ?? { start: 0, end: t.length };
    const readings: number[] = [];
    for (const m of t.slice(to, Math.min(to + 32, sentence.end)).matchAll(AGE_RE)) {
      const after = t.slice(to + m.index + m[0].length, to + m.index + m[0].length + 16);
      if (AGE_AFTER.test(after)) continue;
      const w = weeksOf(m);
      if (w !== undefined) readings.push(w);
      break;
    }
    if (readings.length === 0) {
      const start = Math.max(sentence.start, from - 32);
      for (const m of t.slice(start, from).matchAll(AGE_RE)) {
        const after = t.slice(start + m.index + m[0].length, from);
        const before = t.slice(Math.max(0, start + m.index - 12), start + m.index);
        if (!AGO_WORD.test(after) && !AGO_BEFORE.test(before)) continue;
        const w = weeksOf(m);
        if (w !== undefined) readings.push(w);
      }
    }
    if (readings.length > 0) return readings[readings.length - 1];
    // "gave birth years ago", "c-section last year", "hace años", "il y a des années": long past
    if (YEARS_AGO.test(t.slice(Math.max(0, from - 24), to + 32))) return 52;
  }
  return undefined;
}

/** A birth years back, without a number. */
const YEARS_AGO = new RegExp(
  normalizePattern(
    '(?:^|[^\\p{L}])(?:years ago|last year|a year ago|hace (?:unos |muchos )?anos|el ano pasado|il y a (?:des|plusieurs) annees|l.annee derniere|vor (?:vielen |einigen )?jahren|letztes jahr|anni fa|l.anno scorso|ha (?:muitos )?anos|ano passado|lat temu|w zeszlym roku|лет назад|в прошлом году|yil once|yillar once|gecen yil|fyrir (?:mörgum )?árum|í fyrra|saal pehle|साल पहले|منذ سنوات|من سنين|السنة الماضية)(?![\\p{L}])|(?:几年前|幾年前|去年|数年前|何年も前|몇 년 전|작년)',
  ),
  'u',
);

function weeksOf(m: RegExpMatchArray): number | undefined {
  const n = numberValue(m[1]!);
  const per = UNIT_RE.find(([re]) => re.test(m[2]!))?.[1];
  if (n === undefined || per === undefined || n <= 0) return undefined;
  return Math.round(n * per * 4.345 * 10) / 10;
}
