import { normalizePattern } from './matcher.ts';
import { sentenceSpans, type Span } from './normalize.ts';

/**
 * Findings that need numbers, not just words, read from normalised text in any of the 15
 * languages. All regular expressions are compiled once, at module load.
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

/** Tablets, capsules and medicines in the 15 languages (compounds allowed where languages join words). */
const MEDICINE = re(
  [
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
    'парацетамол\\p{L}*',
    'ибупрофен\\p{L}*',
    'аспирин\\p{L}*',
    'феназепам\\p{L}*',
    'снотворн\\p{L}*',
  ]
    .map((t) => `(?<![\\p{L}\\p{M}])(?:${t})(?![\\p{L}\\p{M}])`)
    .join('|'),
);
/** Counters written straight after the number in Chinese, Japanese and Korean ("30錠", "30알"). */
const COUNTER_AFTER = /^\s?(?:片|粒|颗|顆|錠|알약|알|정)/u;

/** Verbs of taking a medicine (past or perfective: what was taken, not a dosing schedule). */
const INGESTED = re(
  [
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
    .map((t) => `(?:${t})(?![\\p{L}\\p{M}])`)
    .join('|'),
  'gu',
);
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
  INGESTED.lastIndex = 0;
  for (let m = INGESTED.exec(sentence); m; m = INGESTED.exec(sentence)) {
    if (m.index === 0 || !LETTER.test(sentence[m.index - 1]!)) return true;
    INGESTED.lastIndex = m.index + 1;
  }
  return false;
}

/** A dosing schedule, not an overdose ("12 tablets a day"). */
const SCHEDULE = re(
  'a day|per day|daily|every day|each day|a week|per week|\\bmg\\b|á dag|dziennie|na dobę|al día|por día|par jour|pro tag|täglich|por dia|al giorno|в день|günde|يوميا|يومياً|रोज|每天|毎日|매일|prescri|przepisa|recept|receta|ordonnance|rezept|ricetta|рецепт|reçete',
  'u',
);

/**
 * Quantity + medicine = overdose (NHS 111 / TOXBASE: more than the stated dose taken at once needs
 * assessment now): a number of ten or more next to a tablet word or a medicine's name, in a
 * sentence that says it was taken, and that is not a dosing schedule.
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
    const meds = [...sentence.matchAll(MEDICINE)].map((m) => ({
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
      const start = s.start + Math.min(n.start, med.start);
      const end = s.start + Math.max(n.end, med.end);
      out.push({ concept: 'overdose', start, end, text: normalised.slice(start, end) });
      break;
    }
  }
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
 * more is high. A value from 20 to 70 is read both ways: 20–33 mmol/L is dangerously high and
 * 20–70 mg/dL is low, and either needs the red flags that go with it.
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
    else if (v >= 20 && v < 70) {
      hit('hypoglycaemia');
      hit('hyperglycaemia');
    } else if (v >= 250) hit('hyperglycaemia');
  }
  return out;
}

export type { Span };
