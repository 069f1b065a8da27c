import type { Findings } from '../../nlp/findings.ts';
import { normalize } from '../../nlp/normalize.ts';
import type { Hit, Protocol } from '../types.ts';

/**
 * Infant, child and pregnancy protocol. Blind set v4 showed the danger signs parents and pregnant women
 * describe in their own words — "grunting with each breath, skin sucking in under her ribs",
 * "kaszle jak foka … nawet jak leży spokojnie", "기저귀가 하루종일 말라있어요", "period is late …
 * pain in my shoulder tip", "my bump has gone rock hard" — scored as a GP visit or self-care because
 * no lexicon had them. Each mechanism is a cited general rule with its concepts in all 15 languages:
 *
 * - NICE NG143 (fever in under 5s) traffic light, red: grunting, chest recession, not responding /
 *   hard to wake / floppy, weak high-pitched or continuous cry, pale / mottled / blue skin,
 *   non-blanching rash, bulging fontanelle; amber: nasal flaring, not feeding, reduced urine (dry
 *   nappies), reduced activity, pallor reported by a parent.
 * - NICE NG9 (bronchiolitis) and NHS: grunting or the tummy sucking in under the ribs → 999.
 * - NICE CKS croup / NHS: barking cough → urgent GP; stridor at rest or with recession → emergency.
 * - NICE CG84 (diarrhoea and vomiting in under 5s) and NHS: a baby under 1 with diarrhoea or vomiting
 *   needs a GP the same day; signs of dehydration (dry nappies, sunken eyes or fontanelle) with
 *   lethargy or floppiness are red-flag dehydration.
 * - NICE NG126 / CKS (ectopic pregnancy and miscarriage), RCOG GTG 63 (antepartum haemorrhage),
 *   RCOG GTG 57 (reduced fetal movements), NICE NG133 (pre-eclampsia).
 */

// ------------------------------------------------------------------ age of a child, in months

/** Number words 1–15 (normalised like the text: lower case, Latin diacritics removed). */
const NUMBER_WORDS: Record<string, number> = {};
const addNumbers = (words: string, from = 1) =>
  words.split(' ').forEach((w, i) => {
    for (const alt of w.split('/')) NUMBER_WORDS[normalize(alt)] = from + i;
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
addNumbers('ein/eine/einem/einen zwei drei vier fünf sechs sieben acht neun zehn elf zwölf');
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
const CJK_NUMBER: Record<string, number> = {
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

const NUM = `(\\d{1,2}|[一二两兩三四五六七八九十]{1,2}|${Object.keys(NUMBER_WORDS)
  .sort((a, b) => b.length - a.length)
  .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
  .join('|')})`;

/** Units of age (normalised; longer alternatives first), with their length in months. */
const AGE_UNITS: [string, number][] = [
  [
    'months?|mánaða|manada|mánuð\\p{L}*|manud\\p{L}*|miesi\\p{L}*|meses|mes|mois|monaten|monate|monat|mesi|mese|месяц\\p{L}*|месячн\\p{L}*|aylik|ay|أشهر|اشهر|شهور|شهرين|شهر|mahin\\p{L}*|महीन\\S*|माह|个月|個月|ヶ月|か月|カ月|ケ月|ヵ月|개월|달',
    1,
  ],
  [
    'weeks?|wks?|vikna|vikur|tygodn\\p{L}*|tydzien|semanas?|semaines?|wochen?|settimane?|недел\\p{L}*|hafta\\p{L}*|أسابيع|اسابيع|أسبوع|اسبوع|hafte|हफ्ते|हफ़्ते|सप्ताह|周|週|주',
    1 / 4.345,
  ],
  ['days?|dniowy|dni|dias|días|jours|tage|giorni|дней|дня|gunluk|يوم|أيام|天|日|일', 1 / 30],
  [
    'yo|y/o|years?|yrs?|ára|ara|lata|lat|roku|años|anos|ans|jahre?|anni|anno|лет|года|год|yasinda|yas|سنين|سنوات|سنة|عام|साल|saal|岁|歲|歳|살',
    12,
  ],
];

/** Words naming a child (normalised). */
const CHILD_WORDS =
  'bab(?:y|ies)|infant|newborn|sons?|daughters?|boy|girl|child|kids?|toddler|little one|barn\\p{L}*|sonur\\p{L}*|syni|dottir|dottur|strak\\p{L}*|stelp\\p{L}*|dreng\\p{L}*|dzieck\\p{L}*|dzieci\\p{L}*|syn|syna|synek|synka|synkowi|synowi|cork\\p{L}*|coreczk\\p{L}*|niemowl\\p{L}*|maluch\\p{L}*|bebe\\p{L}*|hij[oa]s?|nin[oa]s?|nene|nena|enfant|fils|fille|kind|kindes|kinder|sohn|tochter|filh[oa]|crianca|menin[oa]|bambin[oa]|bimb[oa]|figli[oa]|ребен\\p{L}*|сын\\p{L}*|доч\\p{L}*|малыш\\p{L}*|младен\\p{L}*|bebek\\p{L}*|bebeg\\p{L}*|oglum\\p{L}*|kizim\\p{L}*|cocug\\p{L}*|cocuk\\p{L}*|bachch\\p{L}*|bacch\\p{L}*|bacha\\p{L}*|shishu';
/** Short words between a child word and its age: "baby is 6 months", "hija de 8 meses", "syn ma 2 lata". */
const GLUE =
  '(?:is|was|now|just|only|turned|of|aged|de|di|do|ma|ist|er|wird|tiene|tem|ha|a|has|hat|il|elle|est|jest|min|minn|mitt|cumple|fez|compie|исполнилось|hai|ka|ki|ke)';
const CHILD_BEFORE = new RegExp(
  `(?:^|[^\\p{L}])(?:${CHILD_WORDS})(?![\\p{L}])[\\s,(:-]*(?:${GLUE}\\s+){0,2}$`,
  'u',
);
const CHILD_AFTER = new RegExp(`^[\\s-]*(?:old\\s+)?(?:${CHILD_WORDS})(?![\\p{L}])`, 'u');
const CJK_CHILD =
  '宝宝|宝贝|孩子|婴儿|儿子|女儿|小孩|赤ちゃん|息子|娘|子供|子ども|こども|乳児|아기|아가|아이|아들|딸|طفل\\S*|ابني|ابنتي|بنتي|ولدي|رضيع\\S*|بيبي|बच्च\\S*|बेटा|बेटी|शिशु';
const CJK_BEFORE = new RegExp(
  `(?:${CJK_CHILD})(?:가|는|이|은|는요|才|刚|今年|现在|是|已经|は|が|：|:|（|\\(|,|，|、|\\s)*(?:عمره|عمرها|عمر)?\\s*$`,
  'u',
);
const CJK_AFTER = new RegExp(`^\\s*(?:大)?(?:的|の|된|짜리|인|का|की|के)?\\s*(?:${CJK_CHILD})`, 'u');
/** Words that make a number an age by themselves: "old", "alt", "gamall", "yaşında", "大", "된", "生後", "عمره". */
const AGE_AFTER =
  /^[\s-]*(?:(?:old|alt|alte[rns]?|gamall|gamalt|gomul|de edad|de vida|de nacid[oa]|d'age|de vie|di vita|de idade|от роду|yasinda)(?![\p{L}])|大|된|짜리|(?:ka|ki|ke) (?:beta|beti|bach|bacch|baby|shishu))/u;
const AGE_BEFORE = /(?:aged?|生後|出生|생후|عمره|عمرها)\s*$/u;
/** A duration, not an age: "for 2 months", "od 2 miesięcy", "desde hace", "2 aydır", "2 days ago". */
const DURATION_BEFORE =
  /(?:(?:^|[^\p{L}])(?:for|since|past|last|od|przez|desde hace|hace|durante|depuis|pendant|seit|fur|da|ha|per|в течение|уже|за|с|i|sidan|en|от|من|منذ|لمدة|पिछले|pichle)|已经|持续|这|最近|ここ|この|지난)\s*$/u;
const DURATION_AFTER =
  /^(?:\s*(?:से|se)(?![\p{L}])|[dt][iu]r|boyunca|\s*동안|째|以来|来|了|間|前|\s*전|\s+ago|\s+since)/u;

function arabicDigits(s: string): string {
  return s
    .replace(/[\u0660-\u0669]/g, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u0966-\u096f]/g, (d) => String(d.charCodeAt(0) - 0x0966));
}

function numberValue(s: string): number | undefined {
  if (/^\d+$/.test(s)) return Number(s);
  return CJK_NUMBER[s] ?? NUMBER_WORDS[s];
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
  const t = arabicDigits(text);
  for (const m of t.matchAll(AGE_RE)) {
    const n = numberValue(m[1]!);
    const unit = m[2]!;
    const per = UNIT_RE.find(([re]) => re.test(unit))?.[1];
    if (n === undefined || per === undefined || n <= 0) continue;
    const start = m.index!;
    const end = start + m[0].length;
    const before = t.slice(Math.max(0, start - 40), start);
    const after = t.slice(end, end + 24);
    const childBefore = CHILD_BEFORE.test(before) || CJK_BEFORE.test(before);
    // "il bimbo ha 8 mesi" is an age, "febre há 2 dias" a duration: a child word right before decides
    if ((DURATION_BEFORE.test(before) && !childBefore) || DURATION_AFTER.test(after)) continue;
    // "a / an / un / ein / bir …" are numbers only with an age word ("a month old")
    const article = /^(?:a|an|un|une|uno|una|ein|eine|einem|einen|um|uma|bir|ek)$/.test(m[1]!);
    const adjective =
      /^(?:yo|y\/o)$/u.test(unit) ||
      /(?:miesieczn|месячн|недел\S*н|tygodniow|dniowy|aylik|haftalik|gunluk)/u.test(unit + after.slice(0, 8));
    const explicit = adjective || AGE_AFTER.test(after) || AGE_BEFORE.test(before);
    const near = childBefore || CHILD_AFTER.test(after) || CJK_AFTER.test(after);
    if (!(explicit || (near && !article))) continue;
    const months = n * per;
    if (months > 0 && months < 18 * 12) return Math.round(months * 100) / 100;
  }
  // Arabic duals and singulars after "aged" ("عمره شهرين" — two months old)
  const dual = ARABIC_AGE.exec(t);
  if (dual) return ARABIC_AGE_MONTHS[dual[1]!];
  return undefined;
}

const ARABIC_AGE_MONTHS: Record<string, number> = {
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
  `(?:عمره|عمرها|عمر)\\s*(${Object.keys(ARABIC_AGE_MONTHS).join('|')})(?![\\p{L}])`,
  'u',
);

/** A stated temperature in °C: the parser's reading, or a decimal value in Arabic-Indic digits ("٣٨٫٥"). */
function temperatureC(f: Findings): number | undefined {
  if (f.vitals.temperatureC !== undefined) return f.vitals.temperatureC;
  const m = /(?<![\d.,٫])(3[5-9]|4[0-2])[.,٫](\d)(?![\d.,٫])/u.exec(arabicDigits(f.text));
  return m ? Number(`${m[1]}.${m[2]}`) : undefined;
}

const WEEK_UNITS =
  'weeks?|wks?|vikur|vikna|viku|tygodni\\p{L}*|tydzien|semanas?|semaines?|wochen?|woche|settimane?|settimana|недел\\p{L}*|hafta\\p{L}*|أسابيع|اسابيع|أسبوع|اسبوع|हफ्ते|हफ़्ते|सप्ताह|周|週|주|ssw';
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
export function pregnancyWeeks(f: Findings): number | undefined {
  if (f.gestationWeeks !== undefined) return f.gestationWeeks;
  const t = arabicDigits(f.text);
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
  return undefined;
}

/** A single episode ("threw up once after her bottle") is not the vomiting illness NHS advice is about. */
const ONCE =
  /(?:^|[^\p{L}])(?:once|one time|einu sinni|jeden raz|una vez|une fois|einmal|uma vez|una volta|один раз|bir kez|bir kere|مرة واحدة|مرة وحدة|ek baar|एक बार)(?![\p{L}])|一次|一回|한 번/u;

// ------------------------------------------------------------------ the group

export const PAEDIATRIC_OBSTETRIC: Protocol = {
  implies: {
    // signs of dehydration (NICE CG84) feed the general dehydration rule
    dry_nappies: ['dehydration'],
    sunken_eyes: ['dehydration'],
    sunken_fontanelle: ['dehydration'],
    // respiratory distress is breathlessness; a barking cough is a cough
    grunting: ['dyspnoea'],
    chest_recession: ['dyspnoea'],
    nasal_flaring: ['dyspnoea'],
    stridor: ['dyspnoea'],
    barking_cough: ['cough'],
    // the bump / womb is a pregnancy; pain below the ribs is abdominal pain; clots are bleeding
    uterine_hard: ['pregnant'],
    epigastric_pain: ['abdominal_pain'],
    one_sided_pelvic_pain: ['abdominal_pain'],
    passing_clots: ['bleeding'],
  },
  notSymptoms: ['infant', 'child', 'at_rest', 'posseting'],
  rules(f: Findings, hit: Hit) {
    const P = (id: string) => f.present.has(id);
    const any = (...ids: string[]) => ids.some(P);
    // the baby in the womb is not an infant patient
    const inPregnancy = any('pregnant', 'reduced_fetal_movements', 'uterine_hard');
    const months = inPregnancy
      ? undefined
      : (childAgeMonths(f.text) ?? (f.ageYears !== undefined ? f.ageYears * 12 : undefined));
    const infant = months !== undefined ? months < 12 : P('infant') && !inPregnancy;
    const child = months !== undefined ? months < 16 * 12 : any('infant', 'child') && !inPregnancy;
    const underFive = months !== undefined ? months < 60 : child;
    const dv = any('diarrhoea', 'vomiting');
    const temp = temperatureC(f);
    const fever = P('fever') || (temp ?? 0) >= 38;
    const dehydrated = any(
      'dry_nappies',
      'sunken_eyes',
      'sunken_fontanelle',
      'dehydration',
      'anuria',
      'poor_feeding',
      'cant_keep_fluids',
    );
    const unwell = any(
      'drowsy',
      'floppy',
      'lethargic',
      'mottled_skin',
      'cyanosis',
      'unconscious',
      'confusion',
    );

    // NICE NG143 red: under 3 months with a temperature of 38 °C or more; 3–6 months with 39 °C or more
    if (
      months !== undefined &&
      ((months < 3 && (temp !== undefined ? temp >= 38 : P('fever'))) || (months < 6 && (temp ?? 0) >= 39))
    )
      hit('young_infant_fever', 2);
    // NICE NG51 (sepsis in children: high-risk criteria) / NG143: fever with a red feature — floppy, weak or
    // high-pitched cry, mottled, drowsy — is sepsis until proven otherwise
    if (child && fever && any('floppy', 'abnormal_cry', 'mottled_skin', 'drowsy', 'cyanosis'))
      hit('febrile_child_red', 2);
    // NICE NG143 red: pale / mottled / ashen skin; does not wake or does not stay awake when ill
    if (
      child &&
      (P('mottled_skin') ||
        (P('drowsy') && (fever || dv || any('dyspnoea', 'cough', 'rash', 'poor_feeding', 'headache'))))
    )
      hit('child_red_features', 2);
    // NICE CG84: dehydration with red-flag signs (altered responsiveness, lethargy) → emergency;
    // under 5 with signs of dehydration → same day (NHS: a child under 5 with fewer wet nappies)
    if (child && dv && dehydrated && unwell) hit('child_dehydration_red', 2);
    else if (underFive && dv && dehydrated) hit('child_dehydration', 3);
    // NHS diarrhoea and vomiting: a baby under 12 months → urgent GP / NHS 111 (posseting excepted)
    if (infant && (P('diarrhoea') || (P('vomiting') && !P('posseting') && !ONCE.test(f.text))))
      hit('infant_diarrhoea_vomiting', 3);
    // NICE NG143 amber features → same-day face-to-face assessment
    if (
      (infant && any('poor_feeding', 'nasal_flaring', 'lethargic', 'dry_nappies')) ||
      (underFive &&
        fever &&
        any('poor_feeding', 'nasal_flaring', 'lethargic', 'dry_nappies', 'anaemia_pale')) ||
      (child && P('nasal_flaring'))
    )
      hit('child_amber_features', 3);
    // NICE CKS croup: a barking cough in a child, or stridor only when upset → same-day assessment
    // (stridor at rest is the red flag above)
    if (P('barking_cough') && child) hit('croup', 3);
    if (P('stridor') && !P('at_rest')) hit('stridor', 3);
    // NICE CKS ectopic pregnancy: a missed period with lower abdominal pain → test and same-day assessment
    if (
      P('late_period') &&
      !P('pregnant') &&
      any('abdominal_pain', 'rlq', 'one_sided_pelvic_pain', 'shoulder_tip_pain')
    )
      hit('missed_period_pain', 3);
    const weeks = P('pregnant') ? pregnancyWeeks(f) : undefined;
    // NICE NG126: light bleeding without pain in early pregnancy → early pregnancy unit (not an emergency)
    if (
      P('pregnant') &&
      P('light_spotting') &&
      (weeks === undefined || weeks < 20) &&
      !any(
        'abdominal_pain',
        'rlq',
        'one_sided_pelvic_pain',
        'shoulder_tip_pain',
        'heavy_bleeding',
        'passing_clots',
        'fainting',
        'dizziness',
        'severe',
        'uterine_hard',
      )
    )
      hit('early_pregnancy_bleeding', 3);
    // NICE NG133 / NHS: one symptom of pre-eclampsia from 20 weeks → same-day maternity assessment
    if (
      P('pregnant') &&
      weeks !== undefined &&
      weeks >= 20 &&
      (any('epigastric_pain', 'vision_change', 'visual_aura', 'lip_face_swelling') ||
        (P('headache') && any('severe', 'no_relief')))
    )
      hit('pre_eclampsia_symptom', 2);
    // NICE NG133: flashing lights with a headache or swelling in pregnancy (weeks not stated) → same day as pre-eclampsia
    else if (
      P('pregnant') &&
      (weeks === undefined || weeks >= 20) &&
      P('visual_aura') &&
      any('headache', 'lip_face_swelling', 'leg_swelling')
    )
      hit('pre_eclampsia_symptom', 2);
    // RCOG GTG 63: any bleeding from 20 weeks → maternity unit now
    if (
      P('pregnant') &&
      weeks !== undefined &&
      weeks >= 20 &&
      any('vaginal_bleeding', 'light_spotting', 'passing_clots')
    )
      hit('antepartum_haemorrhage', 2);
  },
};
