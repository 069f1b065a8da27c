import type { Findings } from '../../nlp/findings.ts';
import { normalize } from '../../nlp/normalize.ts';
import type { Hit, Protocol, Terms } from '../types.ts';

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

// ------------------------------------------------------------------ concepts

const c = (id: string, label: string, terms: Terms) => ({ id, label, terms });

/** Context: a baby (not the one in the womb — see `inPregnancy` in the rules). */
const INFANT = c('infant', 'baby / infant', {
  en: [
    'bab(?:y|ies)(?! (?:aspirin|wipes|oil|shampoo|powder|lotion|monitor|teeth|tooth|shower|bump|brother|sister))',
    'newborn',
    'new-born',
    'infant',
    'neonat',
  ],
  is: ['ungabarn', 'ungbarn', 'nýbur', 'kornabarn', 'brjóstabarn', 'litla barnið'],
  pl: ['niemowl', 'noworod', 'bobas', 'maluszek', 'maleństw', 'dzidzi'],
  es: ['bebé', 'bebe$', 'recién nacid', 'lactante', 'neonato'],
  fr: ['bébé', 'nourrisson', 'nouveau-né'],
  de: ['baby', 'säugling', 'neugeboren'],
  pt: ['bebê', 'bebé', 'recém-nascid', 'neném', 'nenê', 'lactente'],
  it: ['neonat', 'lattante', 'bebè', 'il mio piccolo', 'la mia piccola'],
  ru: ['младен', 'грудничок', 'грудничк', 'грудной ребён', 'грудного ребён', 'новорождённ', 'малыш'],
  tr: ['bebek', 'bebeğ', 'yenidoğan', 'yeni doğan'],
  ar: ['رضيع', 'بيبي', 'مولود', 'المولود', 'البيبي', 'النونو'],
  hi: ['शिशु', 'नवजात', 'navjaat', 'shishu', 'chhota baccha'],
  zh: ['婴儿', '宝宝', '宝贝', '新生儿', '小宝宝'],
  ja: ['赤ちゃん', '乳児', '新生児', '赤ん坊'],
  ko: ['아기', '아가', '신생아', '영아', '갓난'],
});

/** Context: a child reported by a parent or carer (age not always stated). */
const CHILD = c('child', 'child (reported by a parent or carer)', {
  en: [
    // the child is the patient: "my son", "our toddler", "the child" — not "I have two children"
    'toddler',
    '(?:my|our|the|this) (?:\\w+ )?(?:son|daughter|boy|girl|lad|lass|child|kid|little one)$',
    'little (?:one|boy|girl|lad)',
    // an age alone is not a child: the parsed age decides ("34 year old man")
    '(?:[1-9]|1[0-5]) ?(?:yo|y/o|years? old)$',
    '\\d+ ?(?:month old|months old|mo old)$',
  ],
  is: [
    'barnið',
    'barnið mitt',
    'sonur minn',
    'syni mínum',
    'dóttir mín',
    'dóttur mína',
    'strákurinn',
    'stelpan',
    'drengurinn',
    'smábarn',
  ],
  pl: [
    'dziecko',
    'dziecka',
    'dziecku',
    'syn$',
    'syna$',
    'synek',
    'synka',
    'synowi',
    'córk',
    'córeczk',
    'maluch',
    'chłopczyk',
    'dziewczynk',
  ],
  es: ['mi hij[oa]', 'niñ[oa]s?$', 'mi pequeñ[oa]', 'el nene', 'la nena'],
  fr: ['mon fils', 'ma fille', 'mon enfant', 'enfant$', 'mon petit', 'ma petite'],
  de: [
    'mein sohn',
    'meine tochter',
    'unser sohn',
    'unsere tochter',
    'kind$',
    'kindes',
    'kleinkind',
    'der kleine',
    'die kleine',
  ],
  pt: ['meu filho', 'minha filha', 'criança', 'menin[oa]$'],
  it: ['mio figlio', 'mia figlia', 'bambin[oa]', 'bimb[oa]'],
  ru: ['ребён', 'ребен', 'сын$', 'сына$', 'сыну$', 'сынок', 'дочь', 'дочк', 'дочери'],
  tr: ['oğlum', 'kızım', 'çocuğum', 'çocuk'],
  ar: ['ابني', 'بنتي', 'ابنتي', 'طفلي', 'طفلتي', 'ولدي', 'الطفل', 'طفل'],
  hi: [
    'बेटा',
    'बेटी',
    'बेटे',
    'बच्चा',
    'बच्ची',
    'बच्चे',
    'bachcha',
    'bacha',
    'baccha',
    'bachche',
    'bachchi',
    '(?:mera|mere) beta',
    'meri beti',
    '(?:bete|beti) (?:ko|ka|ki|ke)',
  ],
  zh: ['儿子', '女儿', '孩子', '小孩', '宝宝'],
  ja: ['息子', '娘', '子供', '子ども', 'こども', '幼児'],
  ko: ['아이(?:가|는|를|의|한테)', '애가', '우리 애', '아들', '딸(?:이|은|아이|의|한테)'],
});

/** NICE NG143 red / NICE NG9: grunting on breathing. */
const GRUNTING = c('grunting', 'grunting with breathing', {
  en: [
    'grunting when breathing',
    'grunt\\w* (?:\\w+ ){0,3}(?:breath|breathing|breathes|each|every)',
    '(?:breath|breathing)\\w* (?:\\w+ ){0,3}grunt',
    'grunting (?:noise|sound)',
    "(?:he's|she's|baby's|is|keeps|been|started|making) grunting",
    'grunty breath',
  ],
  is: [
    'stynur við öndun',
    'stun\\w* (?:\\w+ ){0,3}(?:andardr|útöndun|öndun|hverj)',
    'stynur (?:\\w+ ){0,3}(?:anda|andar|öndun|andardr)',
    'andar (?:\\w+ ){0,2}með stun',
  ],
  pl: [
    'stękanie przy oddechu',
    'stęka',
    'stękani',
    'stękając',
    'postękuj',
    'pojękuj\\w* (?:\\w+ ){0,3}(?:oddech|przy)',
    'chrząk\\w* (?:\\w+ ){0,3}(?:oddech|przy każdym)',
  ],
  es: [
    'quejido al respirar',
    'quejido',
    'se queja (?:\\w+ ){0,2}(?:al respirar|con cada respiración)',
    'gruñ\\w* (?:\\w+ ){0,3}(?:respira|cada)',
    'respira (?:\\w+ ){0,2}(?:con )?quejid',
  ],
  fr: [
    'geignement expiratoire',
    'geignement',
    'geint (?:\\w+ ){0,3}(?:respir|chaque)',
    'grogne (?:\\w+ ){0,3}(?:respir|chaque)',
    'gémit (?:\\w+ ){0,3}(?:respir|à chaque)',
  ],
  de: [
    'stöhnen beim ausatmen',
    'stöhn\\w* (?:\\w+ ){0,3}(?:atem|atmen|atmung|ausatmen)',
    'grunz\\w* (?:\\w+ ){0,3}(?:atem|atmen|atmung)',
    'atmet (?:\\w+ ){0,2}(?:stöhnend|mit stöhnen|grunzend)',
  ],
  pt: [
    'gemido ao respirar',
    'gemido\\w* (?:\\w+ ){0,3}(?:respir|cada)',
    'geme (?:\\w+ ){0,3}(?:respir|cada)',
    'gemência',
    'respira (?:\\w+ ){0,2}gemendo',
  ],
  it: [
    'geme quando respira',
    'lamento (?:\\w+ ){0,3}(?:respir|ogni)',
    'geme (?:\\w+ ){0,3}(?:respir|ogni)',
    'gemito (?:\\w+ ){0,3}(?:respir|espirat|ogni)',
    'grugn\\w* (?:\\w+ ){0,3}(?:respir|ogni)',
    'respira (?:\\w+ ){0,2}(?:gemendo|con un gemito)',
  ],
  ru: [
    'кряхтит при дыхании',
    'кряхт\\w* (?:\\w+ ){0,3}(?:дыш|дых|вдох|выдох)',
    'стон\\w* (?:\\w+ ){0,3}(?:дыш|дых|выдох|вдох)',
    'дышит (?:\\w+ ){0,2}(?:со стоном|с кряхтением|кряхтя|со стонами)',
    'экспираторн\\w* стон',
  ],
  tr: [
    'nefes alırken inliyor',
    'inle\\w* (?:\\w+ ){0,3}(?:nefes|soluk)',
    'nefes (?:\\w+ ){0,3}inli',
    'her nefeste (?:\\w+ )?inli',
  ],
  ar: [
    'أنين مع التنفس',
    'أنين (?:\\S+ ){0,3}(?:التنفس|تنفس|نفس)',
    '(?:يئن|تئن|يون|تون) (?:\\S+ ){0,3}(?:التنفس|يتنفس|تتنفس|نفس)',
    '(?:يتنفس|تتنفس) (?:\\S+ ){0,2}(?:بأنين|مع أنين|ويئن|وتئن)',
  ],
  hi: [
    'सांस लेते समय कराहना',
    'कराह\\S* (?:\\S+ ){0,3}सांस',
    'सांस (?:\\S+ ){0,3}कराह',
    'saans (?:\\w+ ){0,3}karah',
    'karah\\w* (?:\\w+ ){0,3}saans',
  ],
  zh: [
    '呼吸时呻吟',
    '呻吟(?:样)?呼吸',
    '呼吸(?:时|的时候)?(?:有|伴)?(?:呻吟|哼哼|哼声|咕噜)',
    '每次呼吸都(?:哼|呻吟)',
    '呼气(?:时)?(?:哼|呻吟)',
  ],
  ja: [
    '呻吟',
    '呻吟',
    '息をするたびに(?:うな|うめ|ウン)',
    'うなり声(?:を上げ|を出し)?(?:ながら)?(?:呼吸|息)',
    '(?:呼吸|息)(?:が|の)(?:たびに)?(?:うな|うめ)',
  ],
  ko: [
    '숨 쉴 때마다 끙끙',
    '끙끙(?:거리|대|거려)?\\S* ?(?:숨|호흡)',
    '숨(?:을)? 쉴 때마다 (?:끙끙|신음)',
    '호흡(?:할 때)? ?(?:끙끙|신음)',
    '신음(?:하며|소리)? ?(?:숨|호흡)',
  ],
});

/** NICE NG143 red / NG9: chest recession (indrawing) — the skin sucking in between or under the ribs. */
const RECESSION = c('chest_recession', 'chest recession (skin sucking in between or under the ribs)', {
  en: [
    '(?:skin|tummy|belly|chest|ribs?|neck|throat) (?:\\w+ ){0,3}(?:suck|pull|cave|sink|draw)\\w* in',
    'suck\\w* in (?:\\w+ ){0,3}(?:ribs|between|under|below)',
    '(?:between|under|below|beneath) (?:his |her |the |their |my )?ribs (?:\\w+ ){0,3}(?:suck|pull|sink|cav|going in|goes in)',
    '(?:chest|intercostal|subcostal|sternal|rib) (?:recession|retraction|indrawing|in-drawing)s?',
    'recession (?:\\w+ ){0,2}(?:ribs|chest|breathing)',
    'tracheal tug',
    '(?:see|seeing|showing) (?:\\w+ ){0,2}ribs (?:\\w+ ){0,3}(?:breath|breathes|breathing)',
  ],
  is: [
    'inndrátt\\w*',
    '(?:sogast|dregst|dragast) inn (?:\\w+ ){0,3}(?:rifj|milli|undir)',
    '(?:milli|undir) rifjanna (?:\\w+ ){0,3}(?:sogast|dregst|dragast)',
    'húðin (?:\\w+ ){0,3}(?:sogast|dregst) inn',
  ],
  pl: [
    'wciąga (?:\\w+ ){0,3}(?:skór|międzyżebr|żebr|przepon|dołek|brzuch)',
    'wciągani\\w* (?:\\w+ ){0,3}(?:międzyżebr|przestrzeni|żebr|dołka)',
    'zapada\\w* (?:\\w+ ){0,3}(?:międzyżebr|między żebr|pod żebr|dołek)',
    '(?:między|pod) żebrami (?:\\w+ ){0,3}(?:wciąga|zapada)',
    'widać (?:\\w+ ){0,2}żebra (?:\\w+ ){0,3}(?:oddech|oddycha)',
  ],
  es: [
    'tiraje',
    'se (?:le )?(?:hunde|mete|marca)\\w* (?:\\w+ ){0,3}(?:costillas|pecho|cuello)',
    '(?:hundimiento|retracción|retracciones) (?:\\w+ ){0,2}(?:costal|intercostal|subcostal|costillas)',
    'costillas & (?:se (?:le )?hunde|se (?:le )?marcan|se (?:le )?meten)',
  ],
  fr: [
    'tirage (?:intercostal|sous-costal|sus-sternal|sus-claviculaire|respiratoire)',
    'fait du tirage',
    '(?:se creuse|creuse|rentre) (?:\\w+ ){0,3}(?:côtes|sternum|cou|sous les côtes)',
    '(?:entre|sous) les côtes (?:\\w+ ){0,3}(?:se creuse|rentre|creuse)',
  ],
  de: [
    'einziehungen (?:\\w+ ){0,2}(?:zwischen|unter|am|an den|der|beim) (?:\\w+ )?(?:rippen|brust|hals|brustbein|atmen)',
    '(?:interkostale|jugulare|sternale|subkostale) einziehung',
    'zieht (?:\\w+ ){0,3}(?:zwischen|unter) den rippen (?:\\w+ ){0,2}ein',
    '(?:haut|bauch|brustkorb) (?:\\w+ ){0,4}(?:zieht sich|wird) (?:\\w+ ){0,2}(?:ein|eingezogen)',
  ],
  pt: [
    'tiragem',
    'retração (?:\\w+ ){0,2}(?:intercostal|subcostal|costal|das costelas)',
    '(?:afunda|afundando|repuxa|repuxando) (?:\\w+ ){0,3}(?:costelas|peito|barriga|pescoço)',
    'costelas & (?:aparecendo|afundando|afunda|marcando)',
  ],
  it: [
    'rientr\\w* (?:\\w+ ){0,3}(?:costole|intercostal|giugul|sterno)',
    '(?:gli |le )?si vedono (?:\\w+ )?(?:le )?costole',
    'tiraggio',
    'infossament\\w* (?:\\w+ ){0,2}(?:costal|intercostal|giugul)',
    'si vedono le costole (?:\\w+ ){0,2}(?:quando respira|respirando)',
    'la pelle (?:\\w+ ){0,3}(?:rientra|si infossa) (?:\\w+ ){0,3}costole',
  ],
  ru: [
    'втяжени\\w* (?:\\w+ ){0,2}(?:межреб|грудн|яремн|уступчив)',
    'втягива\\w* (?:\\w+ ){0,3}(?:межреб|между ребер|под ребр|кож|ямк)',
    'западает (?:\\w+ ){0,3}(?:между ребер|под ребр|ямка|грудь)',
    'между ребрами (?:\\w+ ){0,2}(?:втягива|западает)',
  ],
  tr: [
    '(?:göğüs|kaburga|interkostal|subkostal) (?:\\w+ )?çekilme',
    'kaburga\\w* (?:\\w+ ){0,3}(?:çekil|çök|içeri)',
    'göğsü (?:\\w+ ){0,2}(?:çekiliyor|içeri çöküyor|içe çekiliyor)',
  ],
  ar: [
    'سحب (?:\\S+ ){0,2}(?:بين|تحت) (?:الضلوع|الأضلاع)',
    '(?:بين|تحت) (?:الضلوع|الأضلاع|ضلوعه|ضلوعها) (?:\\S+ ){0,2}(?:يدخل|ينسحب|يغوص|تدخل|تنسحب|تغوص|ينشد)',
    '(?:صدره|صدرها|بطنه|بطنها) (?:\\S+ ){0,2}(?:ينسحب|يدخل|يغوص) (?:\\S+ )?(?:تحت|بين)',
    '(?:ضلوعه|ضلوعها) (?:\\S+ )?(?:بتبان|تبان|باينة|طالعة) (?:\\S+ )?(?:مع|لما) (?:التنفس|يتنفس|تتنفس|النفس)',
    'انسحاب (?:\\S+ )?(?:بين )?الضلوع',
  ],
  hi: ['पसलि\\S* (?:\\S+ ){0,3}(?:धंस|अंदर|चल)', 'पसली चल', 'pasli\\w* (?:\\w+ ){0,2}(?:chal|dhans|andar)'],
  zh: [
    '三凹征',
    '吸气(?:时)?(?:肋骨|胸口|锁骨上|胸骨)?(?:凹陷|往里陷|内陷)',
    '肋骨(?:之间|中间|下面|下方)?(?:往里|向内)?(?:凹|陷)',
    '胸口(?:一吸气就)?(?:往里)?(?:凹|陷)下去',
  ],
  ja: [
    '陥没呼吸',
    '肋骨(?:の間|の下)?が(?:へこ|凹|ペコ)',
    '胸が(?:ペコペコ|へこ|凹)',
    'みぞおちが(?:へこ|凹)',
    '(?:喉|のど)(?:元)?が(?:へこ|凹)',
  ],
  ko: [
    '함몰 ?호흡',
    '갈비뼈 (?:사이|아래|밑)(?:가|이)? ?(?:쑥쑥 |쑥 )?(?:들어가|움푹|꺼져)',
    '흉곽 함몰',
    '가슴(?:이)? (?:쑥쑥 |쑥 )?(?:들어가|함몰|꺼져)',
    '숨 쉴 때(?:마다)? (?:갈비뼈|가슴|배)(?:가|이)? (?:쑥 )?들어가',
  ],
});

/** NICE NG143 amber: nasal flaring. */
const NASAL_FLARING = c('nasal_flaring', 'nasal flaring', {
  en: [
    'nostrils? (?:\\w+ ){0,3}flar',
    'nasal flaring',
    'flaring (?:\\w+ ){0,2}nostrils?',
    'nose (?:\\w+ ){0,2}flaring',
  ],
  is: ['nasavæng\\w*', 'nasir (?:\\w+ ){0,2}(?:þenjast|blakta|flökta|víkka)'],
  pl: [
    'skrzydełka nosa',
    'skrzydełek nosa',
    'nozdrza (?:\\w+ ){0,2}(?:rozszerzają|poruszają|falują|pracują)',
  ],
  es: [
    'aleteo nasal',
    'aletea (?:\\w+ ){0,2}nariz',
    'aletas de la nariz',
    'fosas nasales (?:\\w+ ){0,2}(?:se abren|se mueven)',
  ],
  fr: [
    'battement\\w* (?:des ailes )?du nez',
    'ailes du nez',
    'narines (?:\\w+ ){0,2}(?:battent|se dilatent|bougent)',
  ],
  de: ['nasenflügel\\w*', 'nasenlöcher (?:\\w+ ){0,2}(?:blähen|weiten|bewegen) sich'],
  pt: [
    'batimento\\w* (?:de |das )?asas? (?:do )?nariz',
    'asas do nariz',
    'narinas (?:\\w+ ){0,2}(?:abrindo|batendo|dilatando|mexendo)',
  ],
  it: ['alitamento', 'pinne nasali', 'narici (?:\\w+ ){0,2}(?:si allargano|si dilatano|si muovono)'],
  ru: [
    'раздувани\\w* (?:\\w+ )?(?:крыльев носа|ноздрей)',
    'раздува\\w* (?:\\w+ )?(?:крылья носа|ноздри)',
    'крылья носа (?:\\w+ )?(?:раздува|ходят)',
  ],
  tr: ['burun kanad\\w*', 'burun delikleri (?:\\w+ )?(?:açılıp|genişliyor|oynuyor)'],
  ar: [
    'رفرفة (?:\\S+ )?(?:الأنف|الانف|فتحتي|أجنحة)',
    'توسع فتحتي الأنف',
    '(?:مناخيره|مناخيرها|منخاره|خشمه) (?:\\S+ )?(?:تفتح|بتفتح|تتحرك|يتحرك|ترفرف)',
  ],
  hi: [
    'नथुने (?:\\S+ ){0,2}(?:फूल|फड़क|फैल)',
    'nathune (?:\\w+ ){0,2}(?:phool|phadak|phail)',
    'naak (?:\\w+ ){0,2}(?:phool|phadak) (?:\\w+ )?(?:rahi|raha|rahe)',
  ],
  zh: ['鼻翼扇动', '鼻翼煽动', '鼻孔(?:一张一合|扇动)', '鼻翼(?:一张一合|扇动|煽动)'],
  ja: [
    '鼻翼呼吸',
    '小鼻(?:が|を)(?:ピクピク|ひくひく|膨らま|動かし)',
    '鼻の穴(?:が|を)(?:ピクピク|ひくひく|広げ)',
  ],
  ko: ['콧구멍(?:이)? ?(?:벌렁|벌름)', '코를 (?:벌렁|벌름)', '비익 ?호흡', '콧방울(?:이)? ?(?:벌렁|움직)'],
});

/** NICE NG143 red: floppy, limp, hard to rouse; Japanese ぐったり and Korean 축 처지다 are the parents' words for it. */
const FLOPPY = c('floppy', 'floppy or limp (child)', {
  en: [
    'gone floppy',
    "(?:is|gone|went|seems|looks|feels|become|becomes|becoming|getting|very|really|so|quite|bit|all|he's|she's|baby's) floppy",
    'floppy (?:and|baby|child|toddler|like)',
    'like a rag ?doll',
    '(?:gone|went|is|seems|feels|all|very|really) limp(?! (?:wrist|handshake))',
    'limp and (?:pale|floppy|unresponsive|sleepy|lifeless|quiet)',
    'no muscle tone',
  ],
  is: [
    'eins og tuska',
    'máttlaus (?:og|eins|alveg)',
    'alveg máttlaus',
    'tuskudúkk\\w*',
    'eins og tuska',
    'barnið er (?:\\w+ )?(?:máttlaust|lint|slappt og)',
  ],
  pl: [
    'wiotki',
    'wiotk\\w*',
    'przelewa się (?:\\w+ ){0,2}przez ręce',
    'jak szmaciana lalka',
    'bezwładn\\w*',
    'zwiotczał\\w*',
  ],
  es: [
    'como un trapo',
    'flojit[oa]',
    'como un trapo',
    'muñeca de trapo',
    'hipotónic[oa]',
    'blandit[oa]',
    'desmadejad[oa]',
  ],
  fr: [
    'tout mou',
    'poupée de chiffon',
    'tout mou',
    'toute molle',
    'hypoton\\w*',
    'est (?:très |tout |toute )?(?:mou|molle)$',
    'ramolli',
  ],
  de: [
    'ganz schlaff',
    'schlaff wie',
    'ganz schlaff',
    'ist (?:\\w+ )?schlaff',
    'wirkt (?:\\w+ )?schlaff',
    'wie eine stoffpuppe',
    'hängt (?:\\w+ )?schlaff',
  ],
  pt: [
    'molinho',
    'molinh[oa]',
    'mole como',
    'todo mole',
    'toda mole',
    'está (?:muito )?mole',
    'largad[oa]',
    'hipotônic[oa]',
    'prostrad[oa]',
  ],
  it: [
    'floscio',
    'molle come',
    'floscio',
    'flaccid[oa]',
    'ipotonic[oa]',
    'è (?:tutto |tutta |molto )?moll[ei]$',
    'come uno straccio',
  ],
  ru: [
    'обмяк',
    'обмяк\\w*',
    'как тряпичн\\w*',
    'как тряпочк\\w*',
    'безвольн\\w*',
    'вялый как',
    'не держит (?:\\w+ )?голову',
  ],
  tr: [
    'bez bebek gibi',
    'bez bebek gibi',
    'vücudu (?:\\w+ )?gevşek',
    'gevşek gevşek',
    'pelte gibi',
    'kolları (?:\\w+ )?sarkıyor',
    'yumuşacık (?:oldu|kaldı)',
  ],
  ar: [
    'مرتخي',
    'مرتخي',
    'مرتخية',
    'رخو',
    'زي الخرقة',
    'مثل الخرقة',
    '(?:جسمه|جسمها) (?:\\S+ )?(?:مرتخي|رخو|سايب|مفكوك)',
    'ما يقدر يشيل راسه',
  ],
  hi: [
    'निढाल',
    'ढीला पड़',
    'ढीली पड़',
    'शरीर (?:\\S+ ){0,2}ढीला',
    'निढाल',
    'dheela pad',
    'dheeli pad',
    'sharir (?:\\w+ ){0,2}dheela',
    'nidhaal',
  ],
  zh: ['软绵绵', '软绵绵', '浑身(?:发)?软', '全身(?:发)?软', '软塌塌', '瘫软', '肌张力(?:低|下降)'],
  ja: [
    'ぐったり',
    'ぐったり',
    'ぐにゃぐにゃ',
    'だらん(?:と)?(?:して|となっ)',
    'ふにゃふにゃ',
    '力が入(?:らない|っていない|りません)',
  ],
  ko: [
    '축 처져',
    '축 ?(?:처져|처지|처졌|늘어져|늘어지|늘어졌)',
    '(?:몸이|아기가|아이가) (?:\\S+ )?늘어져',
    '흐느적',
  ],
});

/** NICE NG143 red: weak, high-pitched or continuous cry. */
const ABNORMAL_CRY = c('abnormal_cry', 'weak or high-pitched cry', {
  en: [
    'high-pitched cry',
    'high[- ]pitched (?:\\w+ ){0,2}(?:cry|crying|scream|screaming|wail)',
    '(?:cry|crying|scream|screaming) (?:\\w+ ){0,3}high[- ]pitched',
    'weak (?:little )?(?:cry|crying)',
    'crying weakly',
    'cry (?:\\w+ ){0,2}(?:sounds|is) (?:weak|different|strange|funny|odd|like a cat)',
    'shrill (?:cry|scream)',
  ],
  is: [
    'veikur grátur',
    'skræk\\w* (?:\\w+ )?grát',
    'grætur (?:\\w+ ){0,2}(?:skrækum|skrækt|veiklulega|veikt|öðruvísi)',
    'veikur grátur',
    'grátur\\w* (?:\\w+ ){0,2}(?:skrækur|veikur|veiklulegur|öðruvísi)',
  ],
  pl: [
    'słaby płacz',
    'piskliw\\w* (?:\\w+ )?płacz',
    'płacz\\w* (?:\\w+ ){0,2}(?:piskliw|wysokim głosem|słab|cichutko|jak kot)',
    'słaby płacz',
    'płacze (?:bardzo )?słabo',
  ],
  es: [
    'llanto agudo',
    'llanto (?:\\w+ ){0,2}(?:agudo|débil|raro|extraño|quejumbroso|flojito)',
    'llora (?:\\w+ ){0,2}(?:muy )?(?:agudo|débil|flojito|bajito|raro)',
    'grito agudo',
  ],
  fr: [
    'cri aigu',
    'cri (?:\\w+ ){0,2}(?:aigu|faible|strident|bizarre)',
    'pleure (?:\\w+ ){0,2}(?:faiblement|bizarrement)',
    'pleurs (?:\\w+ ){0,2}(?:aigus|faibles)',
  ],
  de: [
    'schrilles schreien',
    'schrill\\w* (?:\\w+ )?(?:schreien|weinen|schrei)',
    'schreit (?:\\w+ ){0,2}(?:schrill|komisch hoch)',
    'weint (?:\\w+ ){0,2}(?:schwach|kläglich|wimmernd)',
    'schwaches (?:weinen|schreien)',
    'wimmert',
  ],
  pt: [
    'choro fraco',
    'choro (?:\\w+ ){0,2}(?:agudo|fraco|estridente|diferente|estranho|gemente)',
    'chora (?:\\w+ ){0,2}(?:fraquinho|fraco|agudo|gemendo)',
    'grito agudo',
  ],
  it: [
    'pianto acuto',
    'pianto (?:\\w+ ){0,2}(?:acuto|debole|flebile|strano|stridulo)',
    'piange (?:\\w+ ){0,2}(?:debolmente|flebile|in modo strano)',
    'grido acuto',
  ],
  ru: [
    'слабый плач',
    'пронзительн\\w* (?:\\w+ )?(?:крик|плач)',
    'плач (?:\\w+ ){0,2}(?:слабый|высокий|пронзительный|странный)',
    'плачет (?:\\w+ ){0,2}(?:слабо|пронзительно)',
    'слабый плач',
    'мозговой крик',
  ],
  tr: [
    'tiz ağlama',
    'tiz (?:\\w+ )?(?:ağlama|ağlıyor|çığlık)',
    'ağlaması (?:\\w+ )?(?:zayıf|cılız|tiz|farklı)',
    'cılız (?:\\w+ )?ağl',
    'zayıf (?:\\w+ )?ağl',
  ],
  ar: [
    'صراخ حاد',
    'بكاء (?:\\S+ ){0,2}(?:ضعيف|حاد|عالي النبرة|غريب)',
    '(?:يبكي|تبكي|يصيح|تصيح) (?:\\S+ ){0,2}(?:بصوت (?:ضعيف|حاد|رفيع)|بضعف)',
    'صراخ حاد',
    'صوت (?:بكاه|بكاها|بكائه) (?:\\S+ )?(?:ضعيف|رفيع|حاد)',
  ],
  hi: [
    'कमज़ोर रोना',
    'कमज़ोर (?:\\S+ )?(?:आवाज़ में )?रो',
    'कमजोर (?:\\S+ )?(?:आवाज में )?रो',
    'तीखी (?:\\S+ )?(?:आवाज़|आवाज) (?:\\S+ )?(?:में )?रो',
    'kamzor (?:\\w+ )?(?:awaaz mein )?ro (?:raha|rahi)',
    'patli awaaz (?:\\w+ )?(?:mein )?ro',
  ],
  zh: [
    '哭声微弱',
    '哭声(?:很|特别|非常)?(?:微弱|弱|尖|尖锐|尖利|奇怪|异常)',
    '尖叫(?:样)?(?:的)?哭',
    '哭得(?:很|特别)?(?:弱|没力气|尖)',
    '脑性尖叫',
  ],
  ja: [
    '甲高い泣き声',
    '(?:泣き声|鳴き声)が(?:弱|か細|甲高|かん高|いつもと違)',
    '甲高い(?:声で)?泣',
    '弱々しく泣',
    '力なく泣',
    'かん高い泣き声',
  ],
  ko: [
    '울음소리가 약해요',
    '울음소리(?:가)? ?(?:약하|날카롭|높|이상하|가늘)',
    '(?:힘없이|약하게|날카롭게) 울',
    '울음(?:이)? ?(?:약해|힘이 없)',
  ],
});

/** NICE NG143 red / NICE NG240: bulging fontanelle. */
const BULGING_FONTANELLE = c('bulging_fontanelle', 'bulging fontanelle (soft spot)', {
  en: [
    'bulging fontanelle',
    '(?:soft spot|fontanelle|fontanel) (?:\\w+ ){0,5}(?:bulg|swollen|raised|tense|tight|puffed|sticking out|domed|pushing out|full|swelling)',
    '(?:bulging|swollen|tense|raised) (?:\\w+ ){0,2}(?:soft spot|fontanelle|fontanel)',
  ],
  is: [
    'hausamótin bunga út',
    'hausamót\\w* (?:\\w+ ){0,3}(?:bung|bólgin|útstæð|spennt|þanin|upphleypt)',
    'mjúki bletturinn (?:\\w+ ){0,3}(?:bung|bólgin|útstæð|spennt)',
  ],
  pl: [
    'uwypuklone ciemiączko',
    'ciemiączk\\w* (?:\\w+ ){0,3}(?:uwypuk|napięt|wybrzusz|twarde|wysklepi|wypukł)',
    '(?:uwypuklon|wybrzuszon|napięt|tętniąc)\\w* ciemiączk',
  ],
  es: [
    'fontanela abombada',
    '(?:fontanela|mollera) (?:\\w+ ){0,3}(?:abombada|hinchada|tensa|abultada|levantada|saltada)',
  ],
  fr: ['fontanelle bombée', 'fontanelle (?:\\w+ ){0,3}(?:bombée|gonflée|tendue|bombe)'],
  de: [
    'vorgewölbte fontanelle',
    'fontanelle (?:\\w+ ){0,3}(?:vorgewölbt|gewölbt|gespannt|prall|wölbt|geschwollen)',
    '(?:vorgewölbte|gespannte|pralle) fontanelle',
  ],
  pt: [
    'moleira estufada',
    '(?:moleira|fontanela) (?:\\w+ ){0,3}(?:abaulada|inchada|estufada|tensa|alta|saltada)',
  ],
  it: ['fontanella bombata', 'fontanella (?:\\w+ ){0,3}(?:bombata|gonfia|tesa|rigonfia|sporgente)'],
  ru: [
    'выпуклый родничок',
    'родничок (?:\\w+ ){0,3}(?:выбуха|набух|напряж|выпира|вздут|выпукл)',
    'выбухани\\w* (?:\\w+ )?родничк',
    '(?:выпуклый|напряженный|выбухающий) родничок',
  ],
  tr: [
    'bıngıldak şişti',
    'bıngıldak (?:\\w+ ){0,3}(?:şiş|kabar|gergin|dışarı|tümsek)',
    'fontanel (?:\\w+ ){0,3}(?:şiş|kabar|gergin)',
  ],
  ar: [
    'اليافوخ منتفخ',
    '(?:اليافوخ|النافوخ|اليافوخة) (?:\\S+ ){0,3}(?:منتفخ|بارز|مشدود|منفوخ|طالع)',
    'انتفاخ (?:\\S+ )?(?:اليافوخ|النافوخ)',
  ],
  hi: [
    'तालू उभर आया',
    'तालू (?:\\S+ ){0,3}(?:उभर|फूल|सूज|ऊपर उठ)',
    '(?:taalu|talu) (?:\\w+ ){0,3}(?:ubhar|phool|sooj)',
  ],
  zh: ['囟门鼓起', '囟门(?:鼓|隆起|膨隆|凸|突出|饱满|鼓起)', '前囟(?:鼓|隆起|膨隆|凸|饱满)'],
  ja: ['大泉門が膨らんで', '(?:大)?泉門(?:が)?(?:膨|ふく|腫|盛り上|張)'],
  ko: ['숨구멍이 볼록', '(?:숨구멍|대천문|천문)(?:이)? ?(?:볼록|부풀|팽팽|솟|튀어나)'],
});

/** Dehydration in an infant: a sunken fontanelle (NICE CG84). */
const SUNKEN_FONTANELLE = c('sunken_fontanelle', 'sunken fontanelle (soft spot)', {
  en: [
    '(?:soft spot|fontanelle|fontanel) (?:\\w+ ){0,5}(?:sunken|sunk|sinking|sinks|dipped|dipping|hollow|caved|sucked in|dented)',
    'sunken (?:\\w+ ){0,2}(?:soft spot|fontanelle|fontanel)',
  ],
  is: [
    'hausamót\\w* (?:\\w+ ){0,3}(?:sokkin|niðurgrafin|dæld|fallin|innfallin)',
    '(?:sokkin|innfallin)\\w* hausamót',
  ],
  pl: ['ciemiączk\\w* (?:\\w+ ){0,3}(?:zapadnięt|zapada|wklęsł|zapadł)', 'zapadnięt\\w* ciemiączk'],
  es: ['(?:fontanela|mollera) (?:\\w+ ){0,3}(?:hundida|caída|sumida)'],
  fr: ['fontanelle (?:\\w+ ){0,3}(?:creusée|creuse|déprimée|enfoncée)'],
  de: ['fontanelle (?:\\w+ ){0,3}(?:eingesunken|eingefallen|eingesackt)', 'eingesunkene fontanelle'],
  pt: ['(?:moleira|fontanela) (?:\\w+ ){0,3}(?:funda|afundada|deprimida|caída)'],
  it: ['fontanella (?:\\w+ ){0,3}(?:infossata|incavata|depressa|avvallata)'],
  ru: ['родничок (?:\\w+ ){0,3}(?:запал|впал|западает|ввалился)', '(?:запавший|впавший) родничок'],
  tr: ['bıngıldak (?:\\w+ ){0,3}(?:çökük|çökmüş|göçmüş|batık)', 'çökük bıngıldak'],
  ar: ['(?:اليافوخ|النافوخ) (?:\\S+ ){0,3}(?:غاير|غائر|منخفض|هابط|نازل)'],
  hi: ['तालू (?:\\S+ ){0,3}(?:धंस|बैठ|अंदर)', '(?:taalu|talu) (?:\\w+ ){0,3}(?:dhans|baith|andar)'],
  zh: ['囟门(?:凹陷|塌陷|下陷|凹)', '前囟(?:凹陷|塌陷|下陷)'],
  ja: ['(?:大)?泉門(?:が)?(?:へこ|凹|陥没|落ちくぼ)'],
  ko: ['(?:숨구멍|대천문|천문)(?:이)? ?(?:움푹|꺼져|들어가|함몰)'],
});

/** Dehydration: sunken eyes, crying without tears (NICE CG84, NHS dehydration). */
const SUNKEN_EYES = c('sunken_eyes', 'sunken eyes or crying without tears', {
  en: [
    'sunken eyes',
    'eyes (?:\\w+ ){0,3}(?:sunken|sunk|hollow|sinking)',
    'no tears (?:when|while) (?:\\w+ )?(?:cries|crying)',
    'cries? (?:\\w+ ){0,2}(?:without|with no) tears',
  ],
  is: [
    'sokkin augu',
    'augun (?:\\w+ ){0,2}(?:sokkin|innfallin|niðurfallin)',
    'grætur (?:\\w+ ){0,2}(?:án tára|engin tár)',
  ],
  pl: ['zapadnięte oczy', 'oczy (?:\\w+ ){0,2}(?:zapadnięte|zapadły|zapadają)', 'płacze bez łez'],
  es: ['ojos (?:\\w+ ){0,2}hundidos', 'llora sin lágrimas'],
  fr: ['yeux (?:\\w+ ){0,2}(?:creusés|creux|enfoncés)', 'pleure sans larmes'],
  de: [
    'eingesunkene augen',
    'augen (?:\\w+ ){0,2}(?:eingesunken|eingefallen|tief liegend)',
    'weint ohne tränen',
  ],
  pt: ['olhos (?:\\w+ ){0,2}(?:fundos|afundados|encovados)', 'chora sem lágrimas'],
  it: ['occhi (?:\\w+ ){0,2}(?:infossati|incavati|scavati)', 'piange senza lacrime'],
  ru: ['(?:запавшие|впалые) глаза', 'глаза (?:\\w+ ){0,2}(?:запали|ввалились|впали)', 'плачет без слез'],
  tr: [
    'göz\\w* (?:\\w+ ){0,2}(?:çökük|çökmüş|içeri kaçmış|batmış)',
    'çökük gözler',
    'gözyaşı(?:sız)? (?:\\w+ )?ağlı',
    'göz yaşı (?:\\w+ )?(?:gelmiyor|yok)',
  ],
  ar: [
    '(?:عيون|عيونه|عيونها|عيناه|عيناها) (?:\\S+ ){0,2}(?:غايرة|غائرة|غارقة|داخلة)',
    '(?:يبكي|تبكي) (?:\\S+ )?(?:بدون|بلا|من غير) دموع',
  ],
  hi: [
    '(?:आंखें|आँखें) (?:\\S+ ){0,2}(?:धंस|अंदर)',
    'बिना आंसू के',
    'aankhen (?:\\w+ ){0,2}(?:dhans|andar)',
    'bina aansu',
  ],
  zh: ['眼窝凹陷', '眼(?:睛|窝)(?:深)?(?:凹|陷)', '哭(?:的时候|时)?没(?:有)?(?:眼泪|泪)'],
  ja: ['目が(?:くぼ|落ちくぼ|窪)', '眼(?:が|の)?(?:くぼ|落ちくぼ|窪)', '涙が出(?:ない|ていない|ません)'],
  ko: ['눈(?:이)? ?(?:푹 )?(?:꺼져|움푹)', '눈물(?:이)? ?(?:안 나|없이|나오지 않)'],
});

/** NICE NG143 amber (reduced urine output) / CG84: dry nappies, no wee. */
const DRY_NAPPIES = c('dry_nappies', 'dry nappies / not weeing (child)', {
  en: [
    'dry nappies',
    '(?:no|not (?:had )?(?:a|any)|fewer|hardly any) wet (?:nappy|nappies|diaper|diapers)',
    '(?:nappy|nappies|diaper|diapers) (?:\\w+ ){0,4}(?:dry|bone dry)',
    "(?:nappy|nappies|diaper|diapers) (?:\\w+ ){0,3}(?:not|n't) (?:been )?wet",
    'dry (?:nappy|nappies|diaper|diapers)',
    "(?:hasn'?t|has not|not|hasnt|hardly) (?:\\w+ ){0,2}(?:weed|wee'd|had a wee|done a wee|wet (?:a |her |his |the )?(?:nappy|diaper))",
    'not (?:weeing|peeing) (?:much|as much|at all)',
    '(?:only|just) (?:one|1|a couple of|two|2) wet (?:nappy|nappies|diaper|diapers)',
  ],
  is: [
    'þurr bleyja',
    'þurr\\w* bleyj\\w*',
    'bleyj\\w* (?:\\w+ ){0,3}(?:þurr|þurrar)',
    'engin blaut bleyja',
    'ekki pissað (?:\\w+ ){0,3}(?:bleyj|síðan)',
  ],
  pl: [
    'sucha pielucha',
    'such\\w* pieluch\\w*',
    'pieluch\\w* (?:\\w+ ){0,3}(?:sucha|suche|such)',
    'pieluszk\\w* (?:\\w+ ){0,3}(?:sucha|suche)',
    'mokrej pieluchy',
    'nie (?:\\w+ ){0,2}(?:siusia|siusiał|moczy pieluch|zsiusiał)',
    'mniej mokrych pieluch',
  ],
  es: [
    'pañal seco',
    'pañal\\w* (?:\\w+ ){0,3}sec[oa]s?',
    'no (?:\\w+ ){0,2}(?:moja|ha mojado) (?:\\w+ )?pañal',
    'no (?:ha )?hecho pis',
    'no hace pis',
    'no hace pipí',
    'menos pañales mojados',
  ],
  fr: [
    'couche sèche',
    'couche\\w* (?:\\w+ ){0,3}sèche',
    "n'a pas fait pipi",
    'ne fait (?:plus|pas) pipi',
    'moins de couches mouillées',
  ],
  de: [
    'trockene windel',
    'windel\\w* (?:\\w+ ){0,3}trocken',
    'trockene windel',
    'keine nasse windel',
    'kein pipi',
    'nicht (?:\\w+ )?pipi gemacht',
    'weniger nasse windeln',
  ],
  pt: [
    'fralda seca',
    'fralda\\w* (?:\\w+ ){0,3}sec[ao]',
    'não (?:\\w+ )?fez xixi',
    'não (?:\\w+ )?faz xixi',
    'não (?:\\w+ ){0,2}molha (?:\\w+ )?fralda',
    'menos fraldas molhadas',
  ],
  it: [
    'pannolino asciutto',
    'pannolin\\w* (?:\\w+ ){0,3}asciutt',
    'non (?:\\w+ )?fa pipì',
    'non (?:\\w+ )?ha fatto pipì',
    'meno pannolini bagnati',
  ],
  ru: [
    'сухой подгузник',
    'сух\\w* подгузник',
    '(?:подгузник|памперс)\\w* (?:\\w+ ){0,3}сух',
    'не писает',
    'не пописал',
    'не писал\\w* (?:\\w+ ){0,2}(?:с утра|с ночи|весь день|целый день|уже|\\d+ час)',
  ],
  tr: [
    'kuru bez',
    'bez\\w* (?:\\w+ ){0,3}kuru',
    'kuru bez',
    'çiş (?:\\w+ )?yapmıyor',
    'çişini yapmadı',
    'çiş yapmadı',
    'bezini ıslatmadı',
    'bezi ıslanmıyor',
    'çişi azaldı',
  ],
  ar: [
    'الحفاض ناشف',
    '(?:الحفاض|الحفاضة|الحفاظ|الحفاظة|البامبرز|حفاضه|حفاضها) (?:\\S+ ){0,3}(?:ناشف|ناشفة|جاف|جافة|نشفان)',
    'ما (?:\\S+ )?(?:عمل|سوى|سوت|عملت) (?:بيبي|حمام|شخة)',
    'ما بلل (?:\\S+ )?(?:الحفاض|الحفاظ|البامبرز)',
  ],
  hi: [
    'डायपर सूखा',
    'डायपर (?:\\S+ ){0,3}(?:सूखा|गीला नहीं)',
    'नैपी (?:\\S+ ){0,3}(?:सूखी|गीली नहीं)',
    'सुसु नहीं',
    'सू-सू नहीं',
    'susu nahi',
    'su-su nahi',
    'diaper (?:\\w+ ){0,3}(?:sukha|sookha|geela nahi)',
  ],
  zh: [
    '尿布干',
    '(?:尿布|尿不湿|纸尿裤)(?:一直|一整天|整天|一天|都|还|全|是){0,3}干',
    '(?:一天|半天|一上午|一下午|好几个小时|\\d+个?小时)(?:都)?没(?:有)?(?:尿|小便|尿尿|撒尿)',
  ],
  ja: [
    'おむつが乾いて',
    '(?:おむつ|オムツ)が(?:ずっと|一日中|全然)?(?:乾い|濡れてい(?:ない|ません)|濡れな)',
    'おしっこ(?:が)?(?:出ていない|出てない|出ません|少な|の量が少な|の回数が減)',
  ],
  ko: [
    '기저귀가 말라',
    '기저귀(?:가)? (?:\\S+ ){0,2}(?:말라|뽀송|젖지 않|안 젖)',
    '(?:소변|쉬)(?:를|을)? (?:\\S+ )?(?:안 (?:봐|봤|해|했|싸|쌌)|못 (?:봤|쌌)|거의 안)',
  ],
});

/** NICE NG143 amber / NICE NG9: not feeding, drinking much less. */
const POOR_FEEDING = c('poor_feeding', 'not feeding / drinking much less (child)', {
  en: [
    "(?:won'?t|will not|doesn'?t|does not|isn'?t|is not|not|refus\\w*|stopped|hasn'?t|has not) (?:\\w+ ){0,2}(?:feed|feeding|feeds|latch|latching|breastfeed|breastfeeding|(?:take|taking|drink|drinking) (?:\\w+ )?(?:bottle|bottles|feeds?|breast|milk|formula))",
    '(?:off|gone off) (?:\\w+ )?(?:feeds|milk|bottle|bottles|food and drink)',
    'poor feeding',
    'feeding (?:\\w+ ){0,2}(?:poorly|badly|less)',
    '(?:taking|drinking|feeding) (?:\\w+ ){0,2}(?:less|half|much less) (?:\\w+ ){0,2}(?:milk|feeds?|bottle|usual|than)',
    'not interested in (?:\\w+ )?(?:milk|feeds|bottle|bottles|the breast)',
  ],
  is: [
    'vill ekki (?:\\w+ ){0,2}(?:drekka|pela|brjóst|mjólk|borða)',
    'drekkur (?:\\w+ ){0,2}(?:minna|lítið|ekkert|ekki)',
    'hætt\\w* að drekka',
    '(?:neitar|tekur ekki) (?:\\w+ ){0,2}(?:pela|brjóst)',
  ],
  pl: [
    'nie chce (?:\\w+ ){0,2}(?:jeść|pić|ssać|butelk|piersi|mleka)',
    'odmawia (?:\\w+ ){0,2}(?:jedzenia|picia|butelki|piersi|karmienia|mleka)',
    'nie (?:chce )?(?:\\w+ )?ssie',
    'nie (?:\\w+ )?pije (?:\\w+ )?(?:mleka|z butelki|z piersi|mleczka)',
    '(?:pije|je|ssie) (?:\\w+ ){0,2}(?:mniej|mało|słabo)',
    'nie bierze (?:\\w+ ){0,2}(?:butelki|piersi|mleka)',
  ],
  es: [
    'no (?:\\w+ )?quiere (?:\\w+ ){0,2}(?:el biberón|el pecho|la leche|comer|mamar|tomar|beber)',
    'rechaza (?:\\w+ ){0,2}(?:el biberón|el pecho|las tomas|la leche)',
    'no (?:\\w+ )?(?:mama|toma el biberón|toma el pecho|se agarra al pecho)',
    '(?:toma|come|bebe|mama) (?:\\w+ ){0,2}(?:menos|poco|muy poco)',
  ],
  fr: [
    'ne (?:\\w+ )?(?:veut|prend) (?:plus|pas) (?:\\w+ ){0,2}(?:biberon|sein|lait|boire|manger|téter)',
    'ne (?:boit|mange|tète) (?:plus|pas|rien)',
    'refuse (?:\\w+ ){0,2}(?:le biberon|le sein|les biberons|de boire|de manger|de téter)',
    '(?:boit|mange|tète) (?:\\w+ ){0,2}(?:moins|peu|mal)',
  ],
  de: [
    'trinkt (?:\\w+ ){0,2}(?:nicht|kaum|wenig|schlecht|weniger|nichts)',
    'will (?:\\w+ ){0,2}(?:nicht|nichts) (?:\\w+ ){0,2}(?:trinken|essen|fläschchen|flasche|brust|stillen)',
    'verweigert (?:\\w+ ){0,2}(?:die flasche|das fläschchen|die brust|das trinken|das essen)',
    'isst (?:\\w+ ){0,2}(?:nicht|kaum|nichts)',
  ],
  pt: [
    'não (?:\\w+ )?(?:quer|aceita|pega) (?:\\w+ ){0,2}(?:mamar|mamadeira|peito|leite|comer|beber)',
    'recusa (?:\\w+ ){0,2}(?:mamadeira|peito|leite|mamar|comer)',
    '(?:mama|come|bebe) (?:\\w+ ){0,2}(?:pouco|menos|mal)',
    'não (?:\\w+ )?(?:mama|come|bebe)$',
  ],
  it: [
    'non (?:\\w+ )?(?:vuole|prende|accetta) (?:\\w+ ){0,2}(?:il biberon|il seno|la poppata|il latte|mangiare|bere|poppare)',
    'rifiuta (?:\\w+ ){0,2}(?:il biberon|il seno|le poppate|il latte|di mangiare|di bere)',
    '(?:mangia|beve|poppa) (?:\\w+ ){0,2}(?:poco|meno|niente)',
    'non (?:mangia|beve|poppa)$',
  ],
  ru: [
    'не (?:\\w+ )?(?:ест|пьет|сосет|кушает|берет грудь|берет бутылочку)',
    'отказывается (?:\\w+ ){0,2}(?:от еды|от груди|от бутылочки|от смеси|есть|пить|от питья|кушать)',
    'плохо (?:\\w+ )?(?:ест|пьет|сосет|кушает)',
  ],
  tr: [
    'emmiyor',
    'emmek istemiyor',
    '(?:mama|süt|biberon|meme)\\w* (?:\\w+ )?(?:almıyor|istemiyor|reddediyor|içmiyor|yemiyor)',
    'hiçbir şey (?:yemiyor|içmiyor)',
    'az (?:\\w+ )?(?:emiyor|içiyor)',
  ],
  ar: [
    '(?:ما|مو|لا|مش) (?:\\S+ )?(?:يرضع|ترضع|يرضعش|ترضعش)',
    '(?:رافض|رافضة|يرفض|ترفض) (?:\\S+ )?(?:الرضاعة|الرضاعه|الببرونة|الرضعة|الحليب|الأكل|الشرب)',
    'قلة الرضاعة',
    '(?:رضاعته|رضاعتها) (?:\\S+ )?(?:قليلة|قلت|خفيفة)',
    '(?:ما|مو|لا|مش) (?:\\S+ )?(?:ياكل|تاكل|يأكل|تأكل) (?:\\S+ )?(?:ولا|و لا) (?:\\S+ )?(?:يشرب|تشرب)',
  ],
  hi: [
    'दूध (?:\\S+ ){0,2}नहीं (?:पी|ले)',
    'दूध (?:\\S+ )?कम (?:पी|ले)',
    'doodh (?:\\w+ ){0,2}nahi (?:pi|pee|le)',
    'doodh (?:\\w+ )?kam (?:pi|pee|le)',
    'feed nahi le',
  ],
  zh: [
    '不(?:肯)?(?:吃奶|喝奶|吃东西|进食)',
    '吃奶(?:很|特别)?(?:少|差|不好)',
    '奶量(?:明显)?(?:减少|下降|少了)',
    '拒奶',
    '拒食',
    '(?:不肯|不愿意?)(?:吃|喝)',
  ],
  ja: [
    '(?:ミルク|母乳|おっぱい)を(?:飲まな|飲みませ|嫌が|拒|吸わな)',
    '哺乳(?:量|力)?(?:が)?(?:低下|減|悪)',
    '(?:ミルク|母乳|おっぱい)の(?:飲み|量)が(?:悪|少な|減)',
    '飲みが悪',
  ],
  ko: [
    '(?:분유|우유|젖|모유|젖병)(?:를|을)? ?(?:\\S+ )?(?:안 먹|못 먹|거부|잘 안 먹|먹지 않|안 빨|빨지 않)',
    '수유(?:를)? ?(?:거부|못|안)',
    '먹는 양이 (?:줄|적)',
  ],
});

/** NICE NG143 amber: decreased activity, not responding normally; CG84: lethargy. */
const LETHARGIC = c('lethargic', 'less active than usual / lethargic (child)', {
  en: [
    'lethargic',
    'listless',
    'not (?:himself|herself|themselves)',
    'not (?:\\w+ )?(?:playing|smiling)',
    'not interested in (?:\\w+ )?(?:toys|playing|anything)',
    'just (?:lying|lies|lay) (?:there|around|on (?:the|my) (?:sofa|couch|lap))',
  ],
  is: ['sinnulaus', 'dauf\\w* (?:og|í dag)', 'leikur sér ekki', 'ekki lík\\w* sjálf', 'liggur bara'],
  pl: ['apatyczn\\w*', 'osowiał\\w*', 'nie bawi się', 'leży (?:tylko|cały dzień|bez ruchu)', 'nie jest sobą'],
  es: ['decaíd[oa]', 'apátic[oa]', 'aletargad[oa]', 'no juega', 'sin ganas de jugar', 'muy caíd[oa]'],
  fr: ['abattu', 'apathique', 'léthargique', 'ne joue (?:plus|pas)', 'amorphe'],
  de: [
    'apathisch',
    'lethargisch',
    'teilnahmslos',
    'spielt (?:\\w+ )?nicht',
    'liegt nur (?:\\w+ )?(?:herum|rum|da)',
    'will nicht spielen',
  ],
  pt: [
    'abatid[oa]',
    'apátic[oa]',
    'letárgic[oa]',
    'não (?:\\w+ )?brinca',
    'sem vontade de brincar',
    'caidinh[oa]',
    'jogadinh[oa]',
  ],
  it: ['abbattut[oa]', 'apatic[oa]', 'letargic[oa]', 'non gioca', 'spossat[oa]'],
  ru: [
    'вял\\w*',
    'апатичн\\w*',
    'не играет',
    'лежит (?:\\w+ )?(?:пластом|весь день)',
    'сам не свой',
    'квел\\w*',
  ],
  tr: ['halsiz', 'bitkin', 'durgun', 'uyuşuk', 'oyun oynamıyor', 'oynamıyor', 'keyifsiz'],
  ar: [
    'خامل',
    'خاملة',
    'خمول',
    '(?:مو|مش|غير) نشيط',
    '(?:ما|مش) (?:\\S+ )?(?:يلعب|تلعب)',
    '(?:مو|مش) على (?:بعضه|بعضها)',
    'ذبلان',
    'ذبلانة',
  ],
  hi: ['सुस्त', 'खेल नहीं (?:रहा|रही)', 'khel nahi (?:raha|rahi)', 'sust (?:hai|ho|pad|lag)', 'susti'],
  zh: ['没精神', '没有精神', '精神(?:很|特别)?(?:差|不好|萎靡)', '蔫', '无精打采', '不(?:爱|想)玩', '打蔫'],
  ja: ['元気がな', '元気がありません', '活気がな', '遊ばな', '反応が(?:鈍|弱|悪)'],
  ko: ['기운이 없', '힘이 없', '처져', '놀지 않', '안 놀', '멍하'],
});

/** NICE CKS croup: barking ("seal-like") cough. */
const BARKING_COUGH = c('barking_cough', 'barking (croupy) cough', {
  en: [
    'bark\\w* cough',
    'cough\\w* (?:\\w+ ){0,3}(?:bark|like a (?:seal|dog))',
    'seal[- ]like cough',
    'sounds like a seal',
    'croup',
  ],
  is: [
    'geltandi hóst',
    'hóst\\w* (?:\\w+ ){0,3}(?:eins og )?(?:selur|hundur|gelt)',
    'geltir',
    'sýndarbarnaveiki',
    'barkabólg',
  ],
  pl: [
    'szczekając\\w* kasz',
    'kaszl\\w* (?:\\w+ ){0,3}jak (?:foka|pies)',
    'kaszel (?:\\w+ ){0,2}jak (?:foka|pies|szczekanie)',
    'krup$',
    'podgłośniow\\w* zapaleni\\w* krtani',
  ],
  es: ['tos (?:\\w+ ){0,2}(?:perruna|de perro|de foca|como (?:un )?(?:perro|foca|ladrido))', 'crup$'],
  fr: [
    'toux (?:\\w+ ){0,2}(?:aboyante|de phoque|comme un (?:chien|phoque))',
    'laryngite (?:striduleuse|sous-glottique)',
    'faux croup',
  ],
  de: [
    'bellend\\w* husten',
    'husten (?:\\w+ ){0,2}(?:bellend|wie ein (?:hund|seehund))',
    'pseudokrupp',
    'krupp',
  ],
  pt: ['tosse (?:\\w+ ){0,2}(?:de cachorro|de foca|ladrante|como (?:um )?(?:cachorro|latido|foca))', 'crupe'],
  it: [
    'tosse (?:\\w+ ){0,2}(?:abbaiante|come (?:un )?(?:cane|foca)|da foca|di cane)',
    'croup',
    'laringite ipoglottica',
  ],
  ru: [
    'лающ\\w* кашел',
    'кашель (?:\\w+ ){0,2}(?:лающий|как у собаки|как будто лает)',
    'кашляет (?:\\w+ ){0,2}как (?:будто )?(?:лает|собака|тюлень)',
    'ложный круп',
    'круп$',
  ],
  tr: [
    'havla\\w* (?:\\w+ )?öksür',
    'köpek (?:\\w+ )?gibi öksür',
    'fok (?:\\w+ )?gibi öksür',
    'krup$',
    'öksürüğü (?:\\w+ ){0,2}(?:havlama|köpek|fok)',
  ],
  ar: [
    '(?:كحة|كحته|كحتها|سعال) (?:\\S+ )?(?:زي|مثل|كأنها|كأنه) (?:نباح|الكلب|كلب)',
    'سعال (?:\\S+ )?نباحي',
    'كحة (?:\\S+ )?نباحية',
    'الخانوق',
    'خانوق',
  ],
  hi: [
    'कुत्ते (?:\\S+ )?(?:जैसी|की तरह) (?:\\S+ )?खांसी',
    'भौंकने (?:\\S+ )?(?:जैसी|वाली) खांसी',
    'kutte (?:\\w+ )?(?:jaisi|ki tarah) (?:\\w+ )?khansi',
    'bhaunkne (?:\\w+ )?(?:jaisi|wali) khansi',
  ],
  zh: ['犬吠样咳', '咳(?:嗽)?(?:声)?(?:像|跟)(?:狗叫|小狗叫|犬吠|海豹)', '哮吼', '急性喉炎'],
  ja: [
    '犬吠様咳',
    '犬の(?:遠吠え|鳴き声)のような咳',
    'ケンケン(?:という|した)?咳',
    'オットセイ(?:の鳴き声)?のような咳',
    'クループ',
  ],
  ko: [
    '개 짖는 (?:듯한 |것 같은 )?(?:소리|기침)',
    '컹컹(?:거리는)? ?기침',
    '물개 (?:소리|울음) ?(?:같은)? ?기침',
    '크룹',
  ],
});

/** NICE CKS croup: stridor — a harsh, high-pitched noise on breathing in. */
const STRIDOR = c('stridor', 'stridor (noisy, high-pitched breathing in)', {
  en: [
    'stridor',
    'stridor',
    '(?:noisy|whistling|squeaky|squeaking|rasping|harsh|crowing|high-pitched|wheezy|whistly) (?:\\w+ ){0,2}(?:breathing in|breath in|when (?:he|she|they) breathes? in|on breathing in|in-breath|intake)',
    '(?:noise|sound|squeak|whistle|whistling|wheeze|wheezing) (?:\\w+ ){0,3}(?:breathes? in|breathing in|breath in|in-breath)',
    'crowing (?:noise|sound)',
  ],
  is: [
    'innöndunarhljóð',
    'hvæs\\w* (?:\\w+ ){0,3}(?:innöndun|anda að sér|andar inn|dregur andann)',
    'innöndunarhljóð',
    'hljóð (?:\\w+ ){0,2}(?:við|í) innöndun',
  ],
  pl: [
    'świst przy wdechu',
    'świszcz\\w* (?:\\w+ ){0,3}(?:przy wdechu|na wdechu|wdech)',
    'świst\\w* (?:\\w+ ){0,2}(?:przy|na) wdechu',
    'stridor',
    'świst krtaniowy',
    'głośny wdech',
    '(?:piszczy|charczy|rzęzi) (?:\\w+ ){0,2}(?:przy|na) wdechu',
  ],
  es: [
    'estridor',
    'estridor',
    '(?:ruido|pitido|silbido) (?:\\w+ ){0,2}al (?:inspirar|coger aire|tomar aire|meter aire)',
    'silba (?:\\w+ ){0,2}al (?:inspirar|coger aire|tomar aire)',
  ],
  fr: [
    'stridor',
    'stridor',
    'bruit (?:\\w+ ){0,3}(?:en inspirant|à l.inspiration|quand (?:il|elle) inspire)',
    'siffle (?:\\w+ ){0,2}(?:en inspirant|à l.inspiration)',
    'cornage',
    'inspiration bruyante',
  ],
  de: [
    'stridor',
    'stridor',
    '(?:pfeif|zieh|giem)\\w* (?:\\w+ ){0,2}(?:beim )?einatmen',
    'geräusch (?:\\w+ ){0,2}beim einatmen',
    'pfeift (?:\\w+ ){0,2}beim einatmen',
    'ziehende atmung',
  ],
  pt: [
    'estridor',
    'estridor',
    '(?:chiado|barulho|assobio) (?:\\w+ ){0,2}(?:ao inspirar|quando puxa o ar|ao puxar o ar)',
    'chia (?:\\w+ ){0,2}(?:ao inspirar|quando puxa o ar)',
  ],
  it: [
    'stridore',
    'stridore',
    '(?:sibilo|rumore|fischio) (?:\\w+ ){0,2}(?:inspiratorio|quando inspira|inspirando|nell.inspirazione)',
    'fischia (?:\\w+ ){0,2}(?:quando inspira|inspirando)',
  ],
  ru: [
    'стридор',
    'стридор',
    'шумн\\w* (?:\\w+ )?вдох',
    '(?:свист|хрип|сип)\\w* (?:\\w+ ){0,2}(?:на вдохе|при вдохе)',
    'на вдохе (?:\\w+ ){0,2}(?:свист|хрип|шум|сип)',
  ],
  tr: ['stridor', 'stridor', '(?:nefes|soluk) alırken (?:\\w+ ){0,2}(?:ıslık|hırıltı|ses|öt)'],
  ar: [
    'صرير',
    'صرير',
    '(?:صوت|صفير) (?:\\S+ ){0,2}(?:مع|عند|لما) (?:الشهيق|يتنفس|تتنفس|ياخذ نفس|تاخذ نفس)',
    'شهيق (?:\\S+ )?(?:عالي|مسموع|مع صوت)',
  ],
  hi: [
    'सांस लेते समय सीटी जैसी आवाज़',
    'सांस (?:\\S+ ){0,2}(?:लेते|खींचते) (?:\\S+ ){0,2}(?:सीटी|आवाज़|आवाज)',
    'saans (?:\\w+ ){0,2}(?:lete|kheenchte) (?:\\w+ ){0,2}(?:seeti|awaaz|aawaz)',
  ],
  zh: ['喉鸣', '喉鸣', '吸气(?:时|的时候)?(?:有)?(?:声音|喉鸣|哨音|鸡鸣|尖声|响声)', '吸气性喉鸣'],
  ja: [
    '吸気性喘鳴',
    '吸気性喘鳴',
    '息を吸う(?:時|とき)に(?:ヒューヒュー|ゼーゼー|ゼイゼイ|音)',
    'ストライダー',
  ],
  ko: [
    '흡기 천명',
    '흡기 ?(?:시 )?(?:천명|협착음|소리)',
    '숨(?:을)? 들이쉴 때 (?:쌕쌕|그렁|휘파람|소리|쇳소리)',
  ],
});

/** NICE CKS croup: stridor AT REST (moderate croup) — "even when calm / asleep / lying still". */
const AT_REST = c('at_rest', 'at rest / even when calm or asleep', {
  en: [
    'at rest',
    'even (?:\\w+ ){0,2}(?:when|while) (?:\\w+ ){0,2}(?:calm|resting|asleep|sleeping|still|quiet|settled|relaxed|lying|sitting)',
    "(?:while|when) (?:he is|she is|he's|she's|they're|it's) (?:calm|resting|asleep|settled|quiet|lying still)",
    'all the time',
    "even (?:when |while )?(?:he's |she's |he is |she is |they're )?(?:just )?(?:sitting|lying|resting|asleep|sleeping|calm|quiet|settled|still)",
  ],
  is: [
    'í hvíld',
    'jafnvel (?:\\w+ ){0,2}(?:þegar|í) (?:\\w+ ){0,2}(?:hvíl|sef|sof|róleg|liggur)',
    'líka (?:\\w+ ){0,2}þegar (?:\\w+ ){0,2}(?:sefur|er róleg|liggur)',
    'allan tímann',
  ],
  pl: [
    'w spoczynku',
    'nawet (?:\\w+ ){0,2}(?:jak|gdy|kiedy|w) (?:\\w+ ){0,2}(?:leży|śpi|spokojn|odpoczywa|siedzi)',
    'cały czas',
    'nawet przez sen',
  ],
  es: [
    'en reposo',
    '(?:incluso|aun|hasta) (?:cuando está )?(?:durmiendo|dormid\\w*|acostad\\w*|quiet\\w*|tranquil\\w*)',
    'incluso (?:\\w+ ){0,2}(?:cuando|en) (?:\\w+ ){0,2}(?:tranquil|duerme|dormid|reposo|quiet|calmad|acostad)',
    'todo el tiempo',
    'aun (?:\\w+ )?(?:tranquil|dormid|en reposo)',
  ],
  fr: [
    'au repos',
    'même (?:\\w+ ){0,2}(?:quand|au) (?:\\w+ ){0,2}(?:calme|dort|repos|allongé|tranquille)',
    'tout le temps',
    'même en dormant',
  ],
  de: [
    'in ruhe',
    'selbst (?:\\w+ ){0,2}(?:wenn|im) (?:\\w+ ){0,2}(?:ruhig|schläft|schlaf|liegt)',
    'auch (?:\\w+ ){0,2}im (?:schlaf|liegen)',
    'sogar (?:\\w+ ){0,2}(?:im schlaf|in ruhe|wenn (?:\\w+ )?ruhig)',
    'die ganze zeit',
  ],
  pt: [
    'em repouso',
    '(?:mesmo|até|inclusive) (?:quando está )?(?:dormindo|deitad\\w*|parad\\w*|quiet\\w*|calm\\w*)',
    'mesmo (?:\\w+ ){0,2}(?:quando|em) (?:\\w+ ){0,2}(?:calm|dorm|repouso|quiet|deitad|tranquil)',
    'o tempo todo',
    'até dormindo',
  ],
  it: [
    'a riposo',
    'anche (?:mentre |quando )?(?:dorme|dormendo|sta fermo|sta ferma|è tranquill\\w*)',
    'anche (?:\\w+ ){0,2}(?:quando|a) (?:\\w+ ){0,2}(?:calm|dorme|riposo|tranquill|sdraiat|ferm)',
    'tutto il tempo',
    'anche da fermo',
  ],
  ru: [
    'в покое',
    'даже (?:\\w+ ){0,2}(?:когда|в|во) (?:\\w+ ){0,2}(?:спокоен|спокойн|спит|сне|лежит|покое)',
    'все время',
    'даже во сне',
  ],
  tr: [
    'istirahatte',
    'dinlenirken',
    'sakinken',
    'uyurken (?:bile)?',
    'yatarken bile',
    'dururken bile',
    'hareketsizken',
  ],
  ar: [
    'أثناء الراحة',
    '(?:وهو|وهي) (?:\\S+ )?(?:هادي|هادئ|هادية|هادئة|نايم|نائم|نايمة|نائمة|مرتاح|مرتاحة|ساكت|ساكتة)',
    'حتى (?:\\S+ ){0,2}(?:لما|عند) (?:\\S+ )?(?:يهدأ|تهدأ|ينام|تنام|يرتاح|ترتاح|الراحة)',
    '(?:في|أثناء) الراحة',
    'طول الوقت',
  ],
  hi: [
    'आराम करते समय भी',
    'आराम (?:\\S+ ){0,2}भी',
    'सोते (?:\\S+ )?(?:हुए|समय) (?:\\S+ )?भी',
    'शांत (?:\\S+ ){0,2}भी',
    'aaram (?:\\w+ ){0,2}bhi',
    'sote (?:\\w+ )?(?:hue|waqt|samay) (?:\\w+ )?bhi',
    'har waqt',
  ],
  zh: [
    '安静时也',
    '安静(?:的)?(?:时候|时)(?:也|都)',
    '(?:睡觉|睡着)(?:的)?(?:时候|时)(?:也|都)',
    '休息(?:的)?(?:时候|时)(?:也|都)',
    '静息',
  ],
  ja: [
    '安静時',
    '(?:じっと|静かに|おとなしく)して(?:いる|る)(?:時|とき)(?:も|でも)',
    '寝て(?:いる|る)(?:時|とき|間)(?:も|でも)',
    '落ち着いて(?:いる|る)(?:時|とき)(?:も|でも)',
  ],
  ko: [
    '가만히 있어도',
    '가만히 (?:\\S+ ){0,2}(?:있을 때도|있어도|누워 있어도)',
    '자(?:고 있을|는) (?:때|동안)(?:에)?도',
    '쉴 때(?:에)?도',
    '안정 ?시(?:에도)?',
  ],
});

/** NICE NG126 / CKS ectopic pregnancy: shoulder-tip pain (blood under the diaphragm). */
const SHOULDER_TIP = c('shoulder_tip_pain', 'shoulder-tip pain', {
  en: [
    'shoulder[- ]tip',
    'tip of (?:my |her |the )?(?:left |right )?shoulder',
    '(?:top|point) of (?:my |her |the )?(?:left |right )?shoulder (?:\\w+ ){0,2}(?:pain|hurts|ache)',
  ],
  is: ['axlarbrodd\\w*', 'efst í öxl\\w*', 'upp í (?:\\w+ )?öxl\\w*'],
  pl: [
    '(?:czubk\\w*|szczyt\\w*) (?:\\w+ )?(?:barku|ramienia)',
    '(?:promieniuje|promieniujący|idzie|przechodzi|rozchodzi się) (?:\\w+ ){0,2}do (?:\\w+ )?(?:barku|ramienia)',
  ],
  es: ['punta del hombro', '(?:se me va|sube|irradia|corre) (?:\\w+ ){0,2}(?:al|hasta el) hombro'],
  fr: [
    "(?:pointe|bout|haut) de l'épaule",
    "(?:remonte|irradie|va) (?:\\w+ ){0,2}(?:dans|vers|jusqu'à) l'épaule",
  ],
  de: [
    'schulterspitze',
    'zieht (?:\\w+ ){0,3}(?:in die|bis in die) schulter',
    'strahlt (?:\\w+ ){0,3}(?:in die|zur) schulter',
  ],
  pt: ['ponta do ombro', '(?:irradia|sobe|vai) (?:\\w+ ){0,2}(?:para|até) o ombro'],
  it: [
    'punta della spalla',
    'apice della spalla',
    '(?:si irradia|sale|va) (?:\\w+ ){0,2}(?:alla|fino alla|verso la) spalla',
  ],
  ru: [
    'надплеч\\w*',
    'отда(?:ет|ёт) (?:\\w+ ){0,2}в плечо',
    'иррадиир\\w* (?:\\w+ ){0,2}в плечо',
    'кончик\\w* плеча',
  ],
  tr: ['omuz ucu', 'omzumun ucu', '(?:omzuma|omuza) (?:\\w+ )?(?:vuruyor|yayılıyor|yayıldı)'],
  ar: [
    '(?:طرف|رأس|راس) (?:الكتف|كتفي)',
    '(?:يمتد|يوصل|يروح|ينتقل|يطلع) (?:\\S+ ){0,2}(?:للكتف|إلى الكتف|لكتفي)',
  ],
  hi: [
    'कंधे के (?:\\S+ )?(?:सिरे|ऊपर)',
    'दर्द (?:\\S+ ){0,2}कंधे (?:\\S+ )?(?:तक|में) (?:जा|फैल)',
    'kandhe ke (?:\\w+ )?(?:sire|upar)',
    'dard (?:\\w+ ){0,2}kandhe (?:\\w+ )?(?:tak|mein) (?:ja|phail)',
  ],
  zh: ['肩(?:膀)?(?:尖|顶)(?:部)?(?:痛|疼)', '(?:痛|疼)(?:放射|牵涉|传)?到(?:了)?肩(?:膀)?'],
  ja: ['肩の先(?:が|の)?痛', '肩先(?:が|の)?痛', '肩(?:まで|に)(?:痛みが)?(?:放散|響|広が)'],
  ko: ['어깨 끝(?:이|쪽이)? ?(?:아파|아프|통증)', '어깨(?:까지|로) (?:\\S+ )?(?:아파|뻗|퍼지)'],
});

/** One-sided lower abdominal (pelvic) pain: with a missed period, ectopic pregnancy (NICE CKS). */
const ONE_SIDED_PELVIC = c('one_sided_pelvic_pain', 'one-sided lower abdominal pain', {
  en: [
    'low down on (?:the |my )?(?:left|right|one side)',
    '(?:lower|low|bottom) (?:left|right) (?:\\w+ ){0,2}(?:side|tummy|belly|abdomen|stomach|pelvis)',
    '(?:left|right|one) side of (?:my |her |the )?(?:lower )?(?:tummy|belly|abdomen|stomach|pelvis)',
    'one[- ]sided (?:\\w+ ){0,2}(?:pain|cramp)',
    '(?:one|left|right) side (?:\\w+ ){0,2}low down',
    'pain (?:\\w+ ){0,2}in (?:my |her |the )?(?:lower )?(?:left|right) side',
    'left iliac',
  ],
  is: [
    'neðarlega (?:\\w+ )?(?:vinstra|hægra) megin',
    '(?:vinstra|hægra) megin (?:\\w+ ){0,2}(?:neðarlega|í kviðnum|í kvið)',
    'öðrum megin (?:\\w+ ){0,2}(?:kvið|neðarlega)',
  ],
  pl: [
    '(?:lewym|prawym) podbrzuszu',
    '(?:lewe|prawe) podbrzusze',
    'podbrzusz\\w* (?:\\w+ ){0,2}po (?:lewej|prawej)',
    'po (?:lewej|prawej) stronie (?:\\w+ ){0,2}podbrzusza',
    'lew\\w* dol\\w* brzucha',
    'jednostronn\\w* ból',
  ],
  es: [
    '(?:abajo|bajo vientre|parte baja) (?:\\w+ ){0,2}a la (?:izquierda|derecha)',
    'a la (?:derecha|izquierda) (?:por )?abajo',
    '(?:de|en) un (?:solo )?lado (?:\\w+ ){0,2}(?:del vientre|de la barriga|abajo)',
    'lado (?:izquierdo|derecho) (?:\\w+ ){0,2}(?:bajo vientre|abajo|de la barriga|del vientre)',
    'fosa ilíaca (?:izquierda|derecha)',
  ],
  fr: [
    'bas (?:du )?ventre (?:\\w+ ){0,2}(?:à gauche|à droite|d.un côté)',
    'à (?:droite|gauche) en bas',
    "d'un (?:seul )?côté (?:\\w+ ){0,2}(?:du ventre|en bas)",
    '(?:en bas|bas) à (?:gauche|droite)',
    'fosse iliaque (?:gauche|droite)',
    'côté (?:gauche|droit) (?:\\w+ ){0,2}(?:du bas ventre|en bas)',
  ],
  de: [
    '(?:links|rechts) unten',
    'unten (?:links|rechts)',
    'einseitig\\w* (?:\\w+ )?(?:schmerz\\w*|bauchschmerz\\w*)',
    '(?:linken|rechten) unterbauch',
    'unterbauch (?:\\w+ )?(?:links|rechts)',
    'einseitig\\w* unterbauch',
  ],
  pt: [
    '(?:baixo|pé) da barriga (?:\\w+ )?(?:do lado )?(?:esquerdo|direito)',
    '(?:de|em) um lado só',
    'dor (?:\\w+ ){0,2}de um lado (?:só|da barriga)',
    'lado (?:esquerdo|direito) (?:\\w+ ){0,2}(?:embaixo|do pé da barriga|do baixo ventre)',
    'fossa ilíaca (?:esquerda|direita)',
    'baixo ventre (?:\\w+ )?(?:do lado )?(?:esquerdo|direito)',
  ],
  it: [
    'in basso a (?:sinistra|destra)',
    'a (?:destra|sinistra) in basso',
    '(?:dolore|male) (?:\\w+ ){0,2}(?:da un lato|su un lato) (?:\\w+ )?(?:della pancia|del basso ventre|in basso)',
    'basso ventre (?:\\w+ ){0,2}(?:a sinistra|a destra|da un lato)',
    'fossa iliaca (?:sinistra|destra)',
  ],
  ru: [
    '(?:справа|слева) внизу',
    'внизу (?:\\w+ )?(?:справа|слева)',
    'низ\\w* живота (?:\\w+ ){0,2}(?:справа|слева|с одной стороны)',
    '(?:левой|правой) подвздошной',
    '(?:левом|правом) боку внизу',
  ],
  tr: [
    '(?:sağ|sol) alt (?:karın|karn|taraf)\\w*',
    'karnımın (?:sağ|sol) alt',
    'kasığımın (?:sağ|sol)',
    '(?:sağ|sol) kası\\w*',
  ],
  ar: [
    '(?:أسفل|تحت) (?:\\S+ )?(?:اليمين|اليسار|يمين البطن|يسار البطن|الجهة اليمنى|الجهة اليسرى)',
    '(?:أسفل|تحت) البطن (?:\\S+ ){0,2}(?:اليسار|اليمين|يسار|يمين|الأيسر|الأيمن)',
    '(?:الجانب|الجنب) (?:الأيمن|الأيسر) (?:\\S+ )?(?:تحت|من البطن|السفلي)',
  ],
  hi: [
    'पेट के (?:दाहिने|बाएं|बाईं|दाईं|दाएं) (?:\\S+ )?(?:निचले|नीचे)',
    '(?:दाईं|बाईं|दाहिनी|बायीं) (?:तरफ|ओर) (?:\\S+ )?नीचे',
    'pet ke (?:daayen|baayen|dahine|bayein|left|right) (?:\\w+ )?(?:neeche|nichle)',
  ],
  zh: ['(?:右|左)下腹', '(?:小腹|下腹)(?:的)?(?:一侧|左边|右边|左侧|右侧)', '肚子(?:左|右)下'],
  ja: ['(?:右|左)下腹', 'お腹の(?:右|左)下', '下腹部の(?:右|左|片側)', '片側の下腹'],
  ko: ['(?:오른쪽|왼쪽) 아랫배', '아랫배 (?:\\S+ )?(?:오른쪽|왼쪽|한쪽)', '(?:좌|우)하복부', '한쪽 아랫배'],
});

/** RCOG GTG 63: placental abruption — the bump / womb hard, tight and painful, a contraction that does not ease. */
const UTERINE_HARD = c('uterine_hard', 'pregnant bump (womb) hard, tight or in constant contraction', {
  en: [
    'my bump is rock hard',
    '(?:my|her) (?:baby )?bump (?:\\w+ ){0,2}(?:rock hard|hard as (?:a )?(?:rock|board|stone)|(?:really |very |so |all )?(?:hard|tight|rigid|solid)|tense)',
    '(?:womb|uterus) (?:\\w+ ){0,3}(?:rock hard|hard|tight|rigid|tense|won.t relax|doesn.t relax)',
    '(?:constant|continuous|non-stop) (?:\\w+ ){0,2}(?:contraction|tightening)',
    "(?:pain|ache) (?:\\w+ ){0,6}(?:doesn't|does not|won't|never|not) (?:go off|go away|ease|stop|let up) between contractions",
    '(?:contraction|tightening) (?:\\w+ ){0,3}(?:won.t|doesn.t|didn.t|isn.t|not) (?:stop|go away|ease|relax|letting up|going away)',
  ],
  is: [
    'bumban er grjóthörð',
    '(?:bumban|bumbuna|óléttukúl\\w*) (?:\\w+ ){0,3}(?:grjóthörð|hörð|spennt|stíf)',
    'legið (?:\\w+ ){0,3}(?:hart|grjóthart|spennt|slakar ekki)',
    'samdrátt\\w* (?:\\w+ ){0,3}(?:hættir ekki|gengur ekki niður|slakar ekki)',
    'stöðug\\w* samdrátt',
  ],
  pl: [
    'twarda macica',
    'macic\\w* (?:\\w+ ){0,3}(?:twarda|napięta|kamienna|nie rozluźnia)',
    'twarda macica',
    'ciągły skurcz',
    'skurcz (?:\\w+ ){0,3}nie (?:puszcza|mija|ustępuje)',
    'brzuch ciążowy (?:\\w+ ){0,3}(?:twardy|napięty|kamienny)',
  ],
  es: [
    'útero duro',
    'útero (?:\\w+ ){0,3}(?:duro|tenso|como una piedra)',
    'contracción (?:\\w+ ){0,3}no (?:se )?(?:quita|pasa|afloja|para)',
    'contracción continua',
  ],
  fr: [
    'utérus dur',
    'utérus (?:\\w+ ){0,3}(?:dur|tendu|de bois|en bois)',
    'contraction (?:\\w+ ){0,3}ne (?:s.arrête|passe|part) pas',
    'contraction (?:continue|permanente)',
    'ventre de bois',
    'hypertonie utérine',
  ],
  de: [
    'gebärmutter steinhart',
    'gebärmutter (?:\\w+ ){0,3}(?:hart|bretthart|steinhart|verhärtet)',
    'dauerkontraktion',
    'wehe (?:\\w+ ){0,3}(?:hört nicht auf|geht nicht weg|lässt nicht nach)',
    'babybauch (?:\\w+ ){0,3}(?:hart|steinhart|bretthart|verhärtet)',
  ],
  pt: [
    'útero duro',
    'útero (?:\\w+ ){0,3}(?:duro|rígido|como pedra)',
    'contração (?:\\w+ ){0,3}não (?:passa|para|alivia)',
    'contração contínua',
    'barrigão (?:\\w+ ){0,3}(?:duro|dura|rígido|rígida)',
  ],
  it: [
    'pancione duro',
    'utero (?:\\w+ ){0,3}(?:duro|rigido|legnoso|teso)',
    'contrazione (?:\\w+ ){0,3}non (?:passa|smette|si ferma|molla)',
    'contrazione continua',
    'pancione (?:\\w+ ){0,3}(?:duro|durissimo|rigido|teso)',
  ],
  ru: [
    'тонус матки',
    'матк\\w* (?:\\w+ ){0,3}(?:тверд|каменн|в тонусе|напряжен)',
    'тонус матки',
    'схватк\\w* (?:\\w+ ){0,3}не (?:проходит|прекращается|отпускает)',
  ],
  tr: [
    'sürekli kasılma',
    'rahim (?:\\w+ ){0,3}(?:taş gibi|sert|kasılı)',
    'kasılma (?:\\w+ ){0,3}(?:geçmiyor|durmuyor|bitmiyor)',
    'sürekli kasılma',
  ],
  ar: [
    'تحجر الرحم',
    '(?:الرحم|رحمي) (?:\\S+ ){0,3}(?:قاسي|ناشف|متحجر|مشدود|صلب)',
    '(?:طلق|انقباض) (?:\\S+ ){0,2}(?:مستمر|ما يروح|ما يوقف|ما يخف|لا يتوقف)',
    'تحجر الرحم',
  ],
  hi: [
    'गर्भाशय सख्त',
    'गर्भाशय (?:\\S+ ){0,3}(?:सख्त|कड़ा|पत्थर)',
    'संकुचन (?:\\S+ ){0,3}(?:बंद नहीं|रुक नहीं)',
    'garbhashay (?:\\w+ ){0,3}(?:sakht|kada|patthar)',
  ],
  zh: [
    '子宫发硬',
    '子宫(?:发)?(?:硬|变硬|很硬|像石头)',
    '宫缩(?:不停|一直不停|不缓解|持续不断|一直不放松)',
    '持续(?:性)?宫缩',
    '孕肚(?:发)?硬',
  ],
  ja: [
    '子宮が硬い',
    '子宮が(?:硬|かた|板のよう)',
    '(?:お腹|おなか)の張りが(?:治まらな|おさまらな|取れな|ずっと)',
    '張りが(?:治まらな|おさまらな|ずっと続)',
  ],
  ko: [
    '자궁이 딱딱해요',
    '배뭉침(?:이)? ?(?:\\S+ )?(?:안 풀|계속|심)',
    '배(?:가)? (?:계속 )?뭉(?:치|쳐)(?:고|서|면서)? (?:\\S+ )?(?:안 풀|아파)',
    '자궁(?:이)? ?(?:딱딱|단단|돌처럼)',
    '수축(?:이)? ?(?:\\S+ )?(?:안 멈|계속|안 풀)',
  ],
});

/** NICE NG126 / CKS: light spotting in early pregnancy (pink or brown, a few drops). */
const LIGHT_SPOTTING = c('light_spotting', 'light spotting (pink or brown)', {
  en: [
    '(?:light|slight|little|bit of|some|brown|pink|pinkish|brownish|small (?:amount of )?)(?: \\w+)? spotting',
    '(?:brown|pink|pinkish|brownish|blood[- ]tinged) (?:\\w+ )?(?:discharge|stain|spots? of blood)',
    '(?:a )?(?:few|couple of) (?:\\w+ )?drops of blood',
    'spots? of blood',
    'blood (?:\\w+ ){0,2}when I wipe',
  ],
  is: [
    'smá blæðing',
    'brún\\w* útferð',
    'bleik\\w* útferð',
    'blóðlitað\\w* útferð',
    'smá blóð',
    'blettablæð\\w*',
  ],
  pl: [
    'plamieni',
    '(?:brązow|różow)\\w* (?:\\w+ )?(?:upławy|wydzielin|plamieni)',
    'kilka kropli krwi',
    'lekkie krwawienie',
    'trochę krwi (?:\\w+ ){0,2}(?:na papierze|przy podcieraniu|na bieliźnie)',
  ],
  es: [
    'manchado',
    'manchitas? (?:\\w+ )?(?:marrón|marrones|rosad|de sangre)',
    'flujo (?:\\w+ )?(?:marrón|rosado|con sangre)',
    'unas gotas de sangre',
    'sangrado (?:muy )?(?:leve|escaso)',
  ],
  fr: [
    'quelques gouttes de sang',
    'pertes (?:\\w+ )?(?:marron|brunes|rosées|rosés|brunâtres)',
    'léger saignement',
    'petits saignements',
    'spotting',
  ],
  de: [
    'schmierblutung',
    'leichte blutung',
    'bräunlich\\w* (?:\\w+ )?(?:ausfluss|schmier)',
    'rosa (?:\\w+ )?ausfluss',
    'ein paar tropfen blut',
  ],
  pt: [
    'escape',
    'sangramento leve',
    'manchinha\\w* de sangue',
    'corrimento (?:\\w+ )?(?:marrom|rosado|amarronzado)',
    'umas gotas de sangue',
  ],
  it: [
    'perdite (?:\\w+ )?(?:marroni|rosate|brunastre)',
    'spotting',
    'qualche goccia di sangue',
    'leggero sanguinamento',
    'perdite di sangue leggere',
  ],
  ru: [
    'мажущ\\w* (?:\\w+ )?выделени',
    '(?:коричнев|розов)\\w* (?:\\w+ )?выделени',
    'мазня',
    'несколько капель крови',
  ],
  tr: ['lekelenme', '(?:kahverengi|pembe) (?:\\w+ )?akıntı', 'hafif kanama', 'birkaç damla kan'],
  ar: [
    'تنقيط',
    'نقط (?:\\S+ )?دم',
    '(?:إفرازات|افرازات) (?:\\S+ )?(?:بنية|بني|وردية|زهرية)',
    'نزيف (?:\\S+ )?خفيف',
    'قطرات دم',
  ],
  hi: [
    'हल्का (?:\\S+ )?खून',
    'थोड़ा (?:\\S+ )?खून',
    'भूरा (?:\\S+ )?(?:स्राव|डिस्चार्ज)',
    'खून के (?:\\S+ )?धब्बे',
    'halka (?:\\w+ )?khoon',
    'thoda (?:\\w+ )?khoon',
    'khoon ke (?:\\w+ )?dhabbe',
  ],
  zh: [
    '少量(?:阴道)?出血',
    '点滴出血',
    '(?:褐色|咖啡色|粉色|粉红色)(?:的)?分泌物',
    '少量见红',
    '一点(?:点)?血',
  ],
  ja: ['少量の出血', '(?:茶色|ピンク)(?:っぽい|色)?(?:の)?(?:おりもの|出血)', '少し(?:だけ)?出血'],
  ko: [
    '(?:약간|조금|소량)(?:의)? ?(?:출혈|피)',
    '갈색 ?(?:냉|분비물|피)',
    '분홍색 ?(?:냉|분비물)',
    '피(?:가)? (?:살짝|조금) (?:비쳐|묻어|나와)',
    '착상혈',
  ],
});

/** NICE NG133: severe pain just below the ribs / epigastric pain (pre-eclampsia, HELLP). */
const EPIGASTRIC = c('epigastric_pain', 'pain just below the ribs / upper abdomen', {
  en: [
    'pain (?:\\w+ ){0,3}(?:just )?(?:below|under|beneath) (?:my |her |the )?ribs',
    '(?:below|under) (?:my |her |the )?ribs (?:\\w+ ){0,3}(?:pain|hurts|ache|aching|sore|agony)',
    'upper (?:right )?(?:tummy|belly|abdomen|abdominal|stomach) (?:pain|ache)',
    'pain (?:\\w+ ){0,2}(?:top|upper part) of (?:my |her |the )?(?:tummy|belly|stomach|bump)',
    'epigastr',
  ],
  is: [
    'verk\\w* (?:\\w+ ){0,3}(?:undir|neðan við) (?:\\w+ )?rifbein',
    'verk\\w* (?:\\w+ ){0,2}ofarlega í (?:kvið|maga)',
    'bringspal\\w*',
  ],
  pl: [
    'ból\\w* (?:\\w+ ){0,3}pod (?:\\w+ )?żebrami',
    'ból\\w* (?:\\w+ )?w nadbrzuszu',
    'pod żebrami (?:\\w+ ){0,3}(?:boli|ból)',
    'ból (?:\\w+ )?w dołku',
  ],
  es: [
    'dolor (?:\\w+ ){0,3}(?:debajo de|bajo) las costillas',
    'dolor (?:\\w+ ){0,2}en la boca del estómago',
    'dolor epigástrico',
    'dolor en la parte (?:alta|de arriba) (?:de la barriga|del abdomen)',
  ],
  fr: [
    'douleur (?:\\w+ ){0,3}sous les côtes',
    'barre (?:\\w+ )?(?:à l.estomac|épigastrique)',
    'douleur épigastrique',
    'mal (?:\\w+ ){0,2}(?:au creux de l.estomac|sous les côtes)',
  ],
  de: [
    'schmerz\\w* (?:\\w+ ){0,3}unter den rippen',
    'oberbauchschmerz\\w*',
    'schmerz\\w* (?:\\w+ ){0,2}im oberbauch',
  ],
  pt: [
    'dor (?:\\w+ ){0,3}(?:embaixo|abaixo|debaixo) das costelas',
    'dor (?:\\w+ ){0,2}na boca do estômago',
    'dor epigástrica',
    'dor (?:\\w+ ){0,2}(?:na parte de cima|no alto) da barriga',
  ],
  it: [
    'dolore (?:\\w+ ){0,3}sotto le costole',
    'dolore (?:\\w+ ){0,2}(?:alla bocca dello stomaco|epigastric)',
    'dolore (?:\\w+ ){0,2}(?:nella parte alta|in alto) (?:della pancia|dell.addome)',
  ],
  ru: [
    'бол\\w* (?:\\w+ ){0,3}под ребрами',
    'бол\\w* (?:\\w+ ){0,2}(?:в эпигастрии|под ложечкой|в верхней части живота)',
    'под ложечкой (?:\\w+ )?бол',
  ],
  tr: [
    'kaburgaların (?:\\w+ )?altında (?:\\w+ )?ağrı',
    'kaburga altı ağrı',
    'mide ağzı\\w* (?:\\w+ )?ağrı',
    'üst karın ağrı',
  ],
  ar: [
    '(?:ألم|وجع) (?:\\S+ ){0,3}(?:تحت|أسفل) (?:الضلوع|الأضلاع|القفص الصدري)',
    '(?:ألم|وجع) (?:\\S+ ){0,2}(?:في )?(?:أعلى البطن|فم المعدة|فوق البطن)',
  ],
  hi: [
    'पसलियों के (?:\\S+ )?नीचे (?:\\S+ )?दर्द',
    'पेट के ऊपरी (?:\\S+ )?(?:हिस्से )?(?:में )?दर्द',
    'pasliyon ke (?:\\w+ )?neeche (?:\\w+ )?dard',
    'pet ke upar(?:i)? (?:\\w+ )?(?:hisse )?(?:mein )?dard',
  ],
  zh: ['上腹(?:部)?(?:痛|疼)', '心窝(?:痛|疼)', '肋骨下(?:面|方)?(?:痛|疼)', '右上腹(?:痛|疼)'],
  ja: ['(?:みぞおち|心窩部|上腹部)(?:が|の)?(?:痛|激痛)', '肋骨の下(?:が|の)?痛'],
  ko: [
    '명치(?:가|쪽이)? ?(?:너무 )?(?:아파|아프|통증)',
    '윗배(?:가)? ?(?:아파|아프|통증)',
    '갈비뼈 (?:아래|밑)(?:가|이)? ?(?:아파|아프|통증)',
    '상복부 ?통증',
  ],
});

/** Passing blood clots: with a pregnancy, bleeding (NICE NG126 / NHS miscarriage). */
const CLOTS = c('passing_clots', 'passing blood clots', {
  en: [
    'passing (?:\\w+ ){0,2}clots',
    '(?:blood )?clots (?:\\w+ ){0,3}(?:coming out|came out|passed|in (?:my|the) pad)',
    'clots (?:\\w+ ){0,2}the size of',
  ],
  is: ['blóðkökk\\w*', 'blóðlifr\\w*'],
  pl: ['skrzep\\w*'],
  es: [
    '(?:expulso|expulsé|echo|eché|salen|salieron|sale) (?:\\w+ ){0,2}coágulos',
    'coágulos (?:\\w+ ){0,2}(?:grandes|enormes)',
  ],
  fr: ['caillots'],
  de: ['(?:blut)?koagel', 'blutklumpen', 'gerinnsel (?:\\w+ ){0,2}(?:abgegangen|kommen)'],
  pt: [
    '(?:saindo|saiu|saem|sai|expeli) (?:\\w+ ){0,2}coágulos',
    'coágulos (?:\\w+ ){0,2}(?:grandes|enormes)',
  ],
  it: ['coaguli', 'grumi di sangue'],
  ru: ['сгустк\\w* (?:\\w+ ){0,2}(?:крови|выходят|вышли)', 'сгустками'],
  tr: ['pıhtı\\w* (?:\\w+ ){0,2}(?:geliyor|geldi|düşüyor|atıyorum)', 'pıhtılı kanama'],
  ar: [
    '(?:تجلطات|جلطات|قطع) (?:\\S+ )?(?:دم|دموية) (?:\\S+ )?(?:نازلة|تنزل|نزلت)',
    'ينزل (?:\\S+ )?(?:قطع|كتل) دم',
  ],
  hi: ['खून के थक्के', 'khoon ke thakke'],
  zh: ['(?:流出|排出|有)(?:了)?血块', '血块'],
  ja: ['血の(?:塊|かたまり)', 'レバー状の(?:塊|出血)'],
  ko: ['핏덩(?:어리|이)', '피떡'],
});

// ------------------------------------------------------------------ additions to existing concepts

const ADDITIONS: Record<string, Terms> = {
  // NICE NG143 / NG240: the glass (tumbler) test in the words parents use — "spots that don't fade under a glass"
  nonblanching_rash: {
    en: [
      "(?:spots|marks|dots|blotches|rash|pinpricks|freckles) (?:\\w+ ){0,5}(?:don'?t|do not|doesn'?t|does not|won'?t|didn'?t|did not) (?:fade|go away|disappear|blanch|go white|go pale)",
      "glass & (?:still see|still there|n'?t fade|not fad|n'?t go|n'?t disappear|still visible)",
      'pin ?prick (?:\\w+ )?(?:spots|rash|marks|dots)',
      'non blanching',
    ],
    is: [
      'glas\\w* & (?:hverf\\w* ekki|dofn\\w* ekki|fölna ekki|sjást enn)',
      '(?:blett|dopp|útbrot)\\w* & (?:dofna ekki|fölna ekki|hverfa ekki)',
    ],
    pl: [
      'szklank\\w* & nie (?:bledn|znik|blakn)\\w*',
      '(?:plam|kropk|wybroczyn|krost|wysypk|punkcik)\\w* & nie (?:bledn|znik|blakn)\\w*',
      'nie bledn\\w* (?:\\w+ ){0,2}pod (?:\\w+ )?szklank',
    ],
    es: [
      'vaso & no (?:se )?(?:quitan|quita|desaparecen|desaparece|borran|van|va|blanquean|aclaran)',
      '(?:puntitos|manchitas|puntos) (?:rojos|morados|rojas|moradas)',
      '(?:manchitas|puntitos|puntos) & no (?:se )?(?:quitan|desaparecen|borran|van|blanquean)',
    ],
    fr: [
      "verre & (?:ne (?:s'efface|disparai|part|pâli)\\w*|toujours visible)",
      '(?:petites taches|points) (?:rouges|violets|violettes) & (?:ne|pas)',
      'ne (?:s.efface|disparai|pâli)\\w* pas (?:\\w+ ){0,3}(?:verre|pression|appuie)',
    ],
    de: [
      'glas & (?:nicht weg|nicht verschwind|verschwind\\w* nicht|bleib\\w* sichtbar|nicht verblass|verblass\\w* nicht)',
      '(?:flecken|punkte|pünktchen|ausschlag) & (?:nicht wegdrückbar|lassen sich nicht wegdrücken|verblassen nicht)',
      'nicht wegdrückbar',
      'lassen sich nicht wegdrücken',
    ],
    pt: [
      'copo & não (?:some|desaparece|clareia|sai)\\w*',
      '(?:manchas|pintinhas|pontinhos|bolinhas) & não (?:some|desaparece|clareia|sai)\\w*',
      'pintinhas (?:roxas|vermelhas)',
    ],
    it: [
      'bicchiere & non (?:scompai|spari|sbianc|va via)\\w*',
      '(?:macchie|macchioline|puntini|puntolini) & non (?:scompai|spari|sbianc)\\w*',
    ],
    ru: [
      'стакан\\w* & не (?:исчеза|бледне|проход|пропада)\\w*',
      '(?:пятн|точк|сыпь|сыпи|высыпани)\\w* & не (?:исчеза|бледне|пропада)\\w*',
      'звездчат\\w* сып',
    ],
    tr: [
      'bardak & (?:solmuyor|kaybolmuyor|geçmiyor|gitmiyor)',
      '(?:leke|nokta|döküntü)\\w* & (?:solmuyor|kaybolmuyor|geçmiyor)',
      '(?:solmayan|kaybolmayan|geçmeyen) (?:\\w+ )?(?:leke|döküntü|nokta)',
      'mor noktalar',
    ],
    ar: [
      '(?:الكاس|الكأس|كاسة|كوب) (?:\\S+ ){0,4}(?:ما تختفي|ما يختفي|لا تختفي|لا يختفي|ما راحت|ما تروح|باقية|ظاهرة)',
      '(?:بقع|نقط|حبوب) (?:\\S+ ){0,4}(?:ما تختفي|لا تختفي|ما تروح|ما راحت) (?:\\S+ ){0,2}(?:بالضغط|لما اضغط|عند الضغط|تحت الكاس)',
    ],
    hi: [
      'गिलास (?:\\S+ ){0,4}(?:नहीं मिट|नहीं जा|नहीं हट|दिखते रहे)',
      'दबाने पर (?:\\S+ ){0,2}नहीं (?:मिट|जा|हट)',
      'glass (?:\\w+ ){0,4}(?:nahi mit|nahi ja|nahi hat)',
      'dabane par (?:\\w+ ){0,2}nahi (?:mit|ja|hat)',
    ],
    zh: [
      '(?:玻璃杯|杯子|玻璃)(?:压|按)(?:上去|在上面)?(?:也|还|都)?(?:不(?:褪|消|退)|还能看到|看得见)',
      '压(?:了)?(?:也|都)?不(?:褪色|消失|退)',
      '(?:红点|紫点|小红点|出血点)(?:按|压)(?:了)?(?:也|都)?不(?:褪|消|退)',
    ],
    ja: [
      '(?:コップ|グラス|ガラス)(?:を|で)?(?:押し(?:当て|つけ)|当て)(?:ても|て)[^、。]{0,4}(?:消えな|色が消えな|見え)',
      '押しても(?:色が)?(?:消えな|薄くならな|白くならな)',
    ],
    ko: [
      '(?:유리)?컵(?:으로)? (?:\\S+ ){0,2}눌러(?:도|봐도) ?(?:\\S+ )?(?:안 없어|없어지지 않|사라지지 않|그대로|안 사라)',
      '눌러도 (?:\\S+ )?(?:색이 )?(?:안 빠|안 없어|그대로|사라지지 않)',
    ],
  },
  // NICE CKS ectopic pregnancy: a missed or late period (the existing lexicon had it in en/is/pl only)
  late_period: {
    en: [
      "period(?:'s)? (?:\\w+ ){0,3}(?:late|overdue)",
      "(?:haven'?t|hasn'?t|not|didn'?t) (?:had|got|come on|started) (?:\\w+ ){0,2}period",
      'missed (?:\\w+ ){0,2}periods?',
      'no period (?:for|since)',
      "period (?:hasn'?t|has not|didn'?t|did not) (?:come|started|arrived|shown)",
      'late period',
    ],
    is: [
      'blæðing\\w* (?:\\w+ ){0,3}(?:seinar|ekki komi|látið bíða)',
      'hef ekki (?:\\w+ ){0,2}(?:byrjað á túr|farið á túr|fengið blæðingar)',
      'túrinn (?:\\w+ ){0,2}(?:seinn|ekki komi|kemur ekki)',
    ],
    pl: [
      'okres (?:\\w+ ){0,3}(?:spóźnia|nie przyszedł|nie przychodzi)',
      'spóźnia mi się okres',
      'nie (?:\\w+ ){0,2}(?:miałam|dostałam) (?:\\w+ )?okresu',
      'spóźnion\\w* (?:okres|miesiączk)',
      'miesiączk\\w* (?:\\w+ ){0,2}(?:się spóźnia|nie przyszła)',
    ],
    es: [
      'retraso (?:\\w+ ){0,2}(?:de la regla|menstrual|de la menstruación|del periodo|del período)',
      'no me (?:ha )?(?:bajado|baja|viene|llega|ha venido|ha llegado) la regla',
      'la regla (?:\\w+ ){0,2}(?:no me ha venido|no me baja|se me ha retrasado|retrasada)',
      'tengo (?:un )?retraso',
    ],
    fr: [
      'retard de (?:\\w+ )?règles',
      'règles (?:\\w+ ){0,3}(?:en retard|pas venues|ne sont pas arrivées)',
      "(?:pas eu|n'ai pas eu) (?:\\w+ ){0,2}règles",
    ],
    de: [
      '(?:periode|regel|tage|menstruation|blutung) (?:\\w+ ){0,4}(?:ausgeblieben|überfällig|bleibt aus|verspätet|nicht gekommen)',
      'ausgebliebene (?:periode|regel|blutung|menstruation)',
    ],
    pt: [
      'menstruação (?:\\w+ ){0,3}(?:atrasada|não (?:desceu|veio))',
      'atraso (?:\\w+ ){0,2}(?:menstrual|da menstruação)',
      'menstruação atrasada',
    ],
    it: [
      'ciclo (?:\\w+ ){0,3}(?:in ritardo|non (?:è )?arrivato|saltato)',
      'ritardo (?:del|di) ciclo',
      'mestruazioni (?:\\w+ ){0,2}(?:in ritardo|non (?:sono )?arrivate)',
      'non mi (?:è|sono) (?:venut|arrivat)\\w* (?:il ciclo|le mestruazioni)',
    ],
    ru: [
      'задержк\\w* (?:\\w+ ){0,2}(?:месячных|менструаци|цикла)',
      'месячн\\w* (?:\\w+ ){0,2}(?:не пришли|не начались|задерживаются)',
      '(?:нет|не было) месячных',
    ],
    tr: [
      'adet\\w* (?:\\w+ ){0,2}(?:gecikti|gecikmiş|gecikme)',
      'adet olmadım',
      'regl (?:\\w+ ){0,2}(?:olmadım|olamadım|gecikti)',
    ],
    ar: [
      '(?:تأخر|تأخرت|متأخرة) (?:\\S+ ){0,2}(?:الدورة|دورتي|العادة)',
      '(?:الدورة|دورتي|العادة) (?:\\S+ ){0,2}(?:متأخرة|تأخرت|ما نزلت|ما جت|ما اجت|لم تأت|لم تنزل)',
      'انقطاع الدورة',
    ],
    hi: [
      'पीरियड\\S* (?:\\S+ ){0,3}(?:लेट|नहीं आ|देर से|मिस)',
      '(?:माहवारी|मासिक धर्म) (?:\\S+ ){0,3}(?:नहीं आ|देर|लेट|रुक)',
      'period (?:\\w+ ){0,3}(?:nahi aa|miss ho)',
      'mahwari (?:\\w+ ){0,3}(?:nahi aa|late|ruk)',
    ],
    zh: ['(?:月经|大姨妈|例假)(?:推迟|晚了|没来|迟迟没来|过期|延迟|还没来)', '停经'],
    ja: ['(?:生理|月経)が[^、。]{0,6}(?:来な|遅れ|こな|止ま)', '生理(?:の)?遅れ', '無月経'],
    ko: ['(?:생리|월경)(?:가|를|이)? ?(?:\\S+ )?(?:늦어|안 (?:해|나와|와|했)|없어|지연|미뤄)', '무월경'],
  },
  // pregnancy in the words the lexicon lacked (declined Russian forms, "my bump", trimesters, Hindi idiom)
  pregnant: {
    en: [
      '(?:my|her) (?:baby )?bump',
      'baby bump',
      '(?:first|second|third|1st|2nd|3rd) trimester',
      'between contractions',
      'contractions (?:\\w+ ){0,3}(?:apart|every|minutes|started|coming)',
      '(?:labour|labor) (?:pains|contractions)',
      'waters (?:have |just |might have )?(?:broken|broke|gone)',
    ],
    is: ['á meðgöngu', 'meðgöngu'],
    pl: ['ciężarn\\w*', 'trymestr'],
    es: ['estoy de \\d+ semanas'],
    fr: ['je suis à \\d+ semaines'],
    de: ['\\d+\\.? ssw', 'wehen'],
    pt: ['gestação'],
    it: ['sono alla \\d+\\w* settimana'],
    ru: ['беременн\\w*', 'схватки'],
    tr: ['gebelik', 'hamilelik'],
    ar: ['حبلى', 'حوامل'],
    hi: ['गर्भावस्था', 'उम्मीद से (?:हूं|हूँ|है|हैं)', 'garbhvati', 'garbhavastha', 'ummeed se (?:hoon|hu|hai)'],
    zh: ['怀上', '宫缩'],
    ja: ['身ごも', '陣痛'],
    ko: ['임산부'],
  },
  // RCOG GTG 57: reduced fetal movements in more everyday words and in every language
  reduced_fetal_movements: {
    en: [
      "(?:baby|bump) (?:\\w+ ){0,2}(?:hasn'?t|has not|hardly|barely) (?:\\w+ ){0,2}(?:kicked|moved)",
      "(?:not|haven'?t) (?:\\w+ ){0,2}felt (?:\\w+ ){0,2}(?:kick|kicks|kicking|movement)",
      '(?:fewer|less|not as many|hardly any) (?:\\w+ )?(?:kicks|movements)',
    ],
    pl: [
      'nie czuję (?:\\w+ ){0,2}(?:ruchów|kopnięć|kopania)',
      'dziecko (?:\\w+ ){0,3}(?:nie rusza|mniej rusza|mniej kopie|nie kopie)',
      'mniej (?:\\w+ )?kopie',
    ],
    es: [
      'no (?:noto|siento) (?:\\w+ ){0,2}(?:al bebé|moverse|patadas|los movimientos|que se mueva)',
      'el bebé (?:\\w+ ){0,2}no se ha movido',
      '(?:se mueve|patea) (?:mucho )?menos',
    ],
    fr: [
      'ne (?:le |la )?sens (?:plus|pas) (?:\\w+ ){0,2}bouger',
      'bébé (?:\\w+ ){0,2}(?:bouge|remue) (?:beaucoup )?moins',
      'bébé ne bouge plus',
      'moins de mouvements',
    ],
    de: [
      'spüre (?:\\w+ ){0,3}(?:nicht mehr|kaum noch|keine) (?:\\w+ )?(?:bewegung|tritte|strampeln)',
      'kind bewegt sich (?:\\w+ )?(?:kaum|weniger|nicht)',
      'weniger kindsbewegungen',
      'tritte (?:\\w+ ){0,2}(?:weniger|schwächer|seltener)',
    ],
    pt: [
      'não (?:\\w+ ){0,2}(?:sinto|senti) (?:\\w+ ){0,2}(?:mexer|chutar|movimentos)',
      'bebê (?:\\w+ ){0,2}(?:parou de mexer|mexendo menos|mexe menos|quietinho|quieto)',
    ],
    it: [
      'non (?:lo |la )?sento (?:più )?(?:muovere|scalciare)',
      '(?:bambino|bimbo|bimba|bambina) (?:\\w+ ){0,2}(?:si muove meno|non si muove|calcia meno|scalcia meno)',
      'meno movimenti',
    ],
    ru: [
      'ребен\\w* (?:\\w+ ){0,2}(?:стал меньше|почти не|не) (?:\\w+ )?(?:шевелится|толкается)',
      'не чувствую (?:\\w+ ){0,2}(?:шевелений|толчков|движений)',
      'меньше (?:\\w+ )?(?:шевелится|толкается)',
    ],
    tr: [
      'bebek (?:\\w+ ){0,2}(?:az|daha az|hiç) (?:\\w+ )?(?:tekmeliyor|kıpırdıyor|hareket)',
      'bebeğ\\w* hareketleri (?:\\w+ )?azal',
      'bebeğimi (?:\\w+ )?hissetmiyorum',
      'tekme (?:\\w+ )?(?:atmıyor|azaldı)',
    ],
    ar: [
      'الجنين (?:\\S+ ){0,2}(?:ما يتحرك|ما عاد يتحرك|حركته قلت|قلت حركته|ما يرفس|لا يتحرك)',
      'ما (?:\\S+ )?(?:أحس|احس) (?:\\S+ ){0,2}(?:بحركة|بحركته|بالجنين|برفس|برفسات)',
      'حركة (?:البيبي|الجنين) (?:\\S+ )?(?:قلت|خفت|قليلة)',
    ],
    hi: [
      'बच्चा (?:\\S+ ){0,2}(?:कम|नहीं) (?:\\S+ )?(?:हिल|हलचल|लात)',
      'हलचल (?:\\S+ )?(?:कम|बंद|महसूस नहीं)',
      'halchal (?:\\w+ )?(?:band|mehsoos nahi)',
      'pet mein (?:\\w+ )?baby (?:\\w+ ){0,2}(?:hil nahi|kam hil)',
    ],
    zh: [
      '胎动(?:明显)?(?:减少|少了|变少|不明显|没了|停了)',
      '(?:宝宝|胎儿)(?:今天)?(?:一直)?(?:不怎么|没怎么|很少|不)(?:动|踢)',
      '感觉不到(?:宝宝|胎儿)(?:在)?动',
    ],
    ja: [
      '胎動(?:が)?(?:少な|減|弱|感じ(?:られ)?な|ない)',
      '(?:赤ちゃん|お腹の子)が(?:あまり)?(?:動かな|動いていな|蹴らな)',
    ],
    ko: [
      '태동(?:이)? ?(?:\\S+ )?(?:줄|없|약|느껴지지 않|안 느껴)',
      '(?:뱃속 )?아기(?:가)? (?:\\S+ )?(?:안 움직|움직이지 않|덜 움직|발차기를 안)',
    ],
  },
  // NICE NG133: blurred vision (pre-eclampsia) in the languages the vision-change lexicon lacked; flashing
  // lights and spots are a concept of their own (visual_aura), since in migraine they are the usual aura
  vision_change: {
    pl: ['rozmazany obraz', 'widzę (?:\\w+ )?(?:niewyraźnie|rozmazan)'],
    es: ['visión borrosa', 'veo (?:\\w+ )?borroso'],
    fr: ['vision (?:\\w+ )?floue', 'vois (?:\\w+ )?flou'],
    de: ['(?:sehe|sieht) (?:\\w+ )?(?:verschwommen|unscharf)', 'verschwommen\\w* sehen'],
    pt: ['visão (?:\\w+ )?(?:turva|embaçada|borrada)', 'vejo (?:\\w+ )?(?:embaçado|turvo)'],
    it: ['vista (?:\\w+ )?(?:offuscata|annebbiata|sfocata)', 'vedo (?:\\w+ )?(?:sfocato|annebbiato)'],
    ru: ['пелена (?:\\w+ )?перед глазами', '(?:размыто|расплывчато|нечетко) вижу'],
    tr: ['bulanık görme'],
    ar: ['غباش', 'تشوش (?:في )?الرؤية'],
    hi: ['dhundhla dikh'],
    zh: ['视物模糊'],
    ja: ['目の前が(?:ぼやけ|かすむ)'],
    ko: ['시야가 (?:뿌옇|흐릿)'],
  },
  // RCOG pre-eclampsia: "a headache that does not go away with painkillers" — the Icelandic "fer ekki" (does
  // not go) belongs to the finding and must not negate what follows it
  no_relief: {
    is: ['fer ekki (?:\\w+ )?(?:með|við|af|þó|þrátt)', 'slær ekki á', 'lagast ekki'],
  },
  // NICE NG143 red: "really sleepy" is a child who does not stay awake (the lexicon had "very sleepy")
  drowsy: {
    en: ['(?:really|so|extremely|abnormally) sleepy'],
    ru: ['(?:все время|всё время|постоянно|целый день|весь день) спит'],
    it: ['dorme (?:sempre|tutto il giorno|di continuo)'],
    es: ['duerme (?:todo el rato|todo el día|todo el tiempo)'],
    pt: ['dorme o tempo todo', 'só dorme'],
  },
  // NICE CG84: a baby who brings up every feed is not keeping fluids down
  cant_keep_fluids: {
    en: [
      'vomit(?:s|ed|ing)? (?:up )?(?:all|every|each) (?:of )?(?:his |her |their |the )?(?:feeds?|bottles?|milk|drinks?)',
    ],
  },
  // fever in Arabic with a possessive ("حرارته" — his temperature)
  fever: { ar: ['حرارته', 'حرارتها', 'سخونته', 'سخونتها'], ru: ['с температурой', 'температурит'] },
  // fainting and dizziness in ectopic pregnancy, in words the lexicons lacked
  dizziness: {
    it: ['mi gira la testa', 'gira la testa', '(?:sentit[oa]|sento|sto per) svenire'],
    tr: ['bayılacak gibi', 'başım döndü'],
    hi: ['chakkar (?:aa|aaye|aate|aane)', 'sar ghoom'],
  },
  // "painful" in Arabic; a pregnant belly "hard as a rock" in Polish and Chinese (NICE CKS acute abdomen)
  complaint_unspecified: { ar: ['مؤلم', 'مؤلمة'] },
  // "and some blood" / "losing blood": with a pregnancy and no other site, vaginal bleeding (NICE NG126)
  bleeding: {
    en: ['(?:and|with|there.s|there is) (?:some|a bit of|a little|a lot of) blood$', 'losing blood'],
  },
  peritonism: {
    pl: ['brzuch (?:\\w+ ){0,3}twardy jak (?:kamień|deska|skała)'],
    zh: ['肚子(?:一直|特别|很)?硬邦邦'],
  },
  // diarrhoea and vomiting in romanised Hindi (the Hindi lexicon had Devanagari only)
  diarrhoea: {
    hi: [
      'dast (?:\\w+ ){0,2}(?:ho|lag|kar|aa|ja|lage)',
      'loose motion',
      'patle dast',
      'pet chal (?:raha|rahi)',
    ],
  },
  vomiting: { hi: ['ulti', 'ultiyan', 'ultiyaan'] },
  // NICE NG143 / NG9: "breathing very fast" in the languages whose breathlessness lexicon lacked it
  dyspnoea: {
    ko: ['헐떡'],
    tr: ['hızlı hızlı nefes', 'hızlı nefes al', 'sık sık nefes al', 'nefes\\w* (?:\\w+ )?hızlan'],
    ar: ['(?:يتنفس|تتنفس) (?:\\S+ )?(?:بسرعة|بسرعه|سريع)', '(?:نفسه|نفسها) (?:\\S+ )?سريع', 'تنفس سريع'],
    hi: ['तेज़? (?:तेज़? )?सांस', 'सांस (?:\\S+ )?तेज़?', 'jaldi jaldi saans'],
  },
};

/** NICE NG133: flashing lights or spots before the eyes (from 20 weeks of pregnancy, a pre-eclampsia symptom). */
const VISUAL_AURA = c('visual_aura', 'flashing lights or spots before the eyes', {
  en: [
    'flashing lights',
    'seeing (?:\\w+ )?(?:spots|stars|sparkles|zigzags|flashes)',
    'spots (?:in front of|before) (?:my |her )?eyes',
  ],
  is: ['ljósblossa', 'sé (?:\\w+ )?(?:stjörnur|ljósglampa|ljósblikk)', 'flökt\\w* (?:\\w+ )?fyrir augum'],
  pl: [
    'mroczki (?:\\w+ )?przed oczami',
    'błyski (?:\\w+ )?(?:przed oczami|światła)',
    'widzę (?:\\w+ )?(?:gwiazdki|plamki|błyski)',
  ],
  es: ['destellos', 'lucecitas', 'veo (?:\\w+ )?(?:lucecitas|destellos|estrellitas|manchas)'],
  fr: [
    'éclairs lumineux',
    'mouches (?:\\w+ )?devant les yeux',
    'vois (?:\\w+ )?(?:des étoiles|des points lumineux|des éclairs|des mouches)',
  ],
  de: [
    'augenflimmern',
    'lichtblitze',
    'flimmern vor den augen',
    '(?:sehe|sieht) (?:\\w+ )?(?:sterne|sternchen|blitze|flimmern)',
  ],
  pt: ['estrelinhas', 'pontos (?:brilhantes|de luz)', 'vejo (?:\\w+ )?(?:estrelinhas|pontos|luzes|flashes)'],
  it: ['lampi di luce', 'lucine', 'vedo (?:\\w+ )?(?:lucine|puntini luminosi|lampi|stelline)'],
  ru: ['мушки перед глазами', 'вспышки (?:\\w+ )?(?:света|перед глазами)', 'мелькание перед глазами'],
  tr: ['ışık çakması', 'gözlerimin önünde (?:\\w+ )?(?:ışık|yıldız|sinek|parlama|çakma)'],
  ar: ['ومضات (?:\\S+ )?(?:ضوء|ضوئية)', '(?:أشوف|اشوف|أرى) (?:\\S+ )?(?:نجوم|أضواء|اضواء|ومضات|نقط|لمعة)'],
  hi: [
    '(?:आंखों|आँखों) के (?:सामने|आगे) (?:\\S+ )?(?:चमक|तारे|धब्बे)',
    'aankhon ke (?:saamne|aage) (?:\\w+ )?(?:chamak|taare|dhabbe)',
  ],
  zh: ['眼前(?:有)?(?:闪光|冒金星|有黑点|闪烁)', '看东西(?:有)?闪光', '眼冒金星'],
  ja: ['目の前が(?:チカチカ|ちかちか)', '光が(?:チカチカ|ちかちか)', '閃輝暗点', '目がチカチカ'],
  ko: ['눈앞이 ?(?:번쩍|깜빡)', '눈앞에 (?:\\S+ )?(?:별|빛|번쩍|점)'],
});

/** Small feeds brought back up (posseting / reflux) is not the vomiting of gastroenteritis (NHS reflux in babies). */
const POSSETING = c('posseting', 'baby bringing up small amounts of milk (posseting)', {
  en: [
    'posset',
    'spit\\w* up',
    'spits? (?:up )?(?:a (?:little|bit of) )?milk',
    'bring\\w* up (?:a (?:little|bit of) )?(?:milk|feed)',
    'reflux',
  ],
  is: ['gubbar (?:\\w+ )?(?:smá|aðeins)', 'ælir smá mjólk', 'bakflæði'],
  pl: ['ulewa', 'ulewani', 'ulał'],
  es: ['regurgit', 'bocanadas'],
  fr: ['régurgit', 'rejette (?:\\w+ )?(?:un peu de )?lait', 'reflux'],
  de: ['spuckt (?:\\w+ )?(?:milch|etwas|ein bisschen)', 'speikind', 'reflux'],
  pt: ['regurgit', 'golfa', 'golfando', 'refluxo'],
  it: ['rigurgit', 'reflusso'],
  ru: ['срыгива', 'срыгнул', 'срыгивани'],
  tr: ['süt çıkar', 'reflü'],
  ar: ['(?:يرجع|ترجع) (?:\\S+ )?(?:شوية )?حليب', 'ارتجاع'],
  hi: ['दूध (?:\\S+ )?(?:उलट|निकाल)', 'doodh (?:\\w+ )?(?:ulat|nikal)'],
  zh: ['吐奶', '溢奶', '漾奶'],
  ja: ['吐き戻し', 'ミルクを(?:少し)?吐', '溢乳'],
  ko: ['게워', '분유를 (?:조금 )?토'],
});

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
  concepts: [
    INFANT,
    CHILD,
    GRUNTING,
    RECESSION,
    NASAL_FLARING,
    FLOPPY,
    ABNORMAL_CRY,
    BULGING_FONTANELLE,
    SUNKEN_FONTANELLE,
    SUNKEN_EYES,
    DRY_NAPPIES,
    POOR_FEEDING,
    LETHARGIC,
    BARKING_COUGH,
    STRIDOR,
    AT_REST,
    SHOULDER_TIP,
    ONE_SIDED_PELVIC,
    UTERINE_HARD,
    LIGHT_SPOTTING,
    EPIGASTRIC,
    CLOTS,
    VISUAL_AURA,
    POSSETING,
  ],
  additions: ADDITIONS,
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
  redFlags: [
    // NICE NG143 red / NICE NG9 bronchiolitis / NHS: grunting, or the skin or tummy sucking in under the ribs → 999
    {
      id: 'child_respiratory_distress',
      label: 'Grunting or chest recession (severe respiratory distress)',
      urgency: 1,
      all: [['grunting', 'chest_recession']],
    },
    // NICE CKS croup: stridor at rest (moderate or severe croup) → emergency admission
    {
      id: 'stridor_at_rest',
      label: 'Stridor at rest (noisy breathing in even when calm)',
      urgency: 2,
      all: [['stridor'], ['at_rest']],
    },
    // NICE NG143 red: floppy, not responding normally
    { id: 'floppy_child', label: 'Floppy or limp child', urgency: 2, all: [['floppy']] },
    // NICE NG143 red: weak, high-pitched or continuous cry
    { id: 'abnormal_cry', label: 'Weak or high-pitched cry', urgency: 2, all: [['abnormal_cry']] },
    // NICE NG143 red / NG240: bulging fontanelle
    { id: 'bulging_fontanelle', label: 'Bulging fontanelle', urgency: 2, all: [['bulging_fontanelle']] },
    // NICE CG84: dehydration (dry nappies, sunken fontanelle) with red-flag signs (lethargy, floppiness, sunken eyes, mottling)
    {
      id: 'infant_dehydration',
      label:
        'Diarrhoea, vomiting or not feeding with dry nappies or a sunken fontanelle and lethargy or sunken eyes (dehydration with red flags)',
      urgency: 2,
      all: [
        ['diarrhoea', 'vomiting', 'poor_feeding'],
        ['dry_nappies', 'sunken_fontanelle'],
        [
          'drowsy',
          'floppy',
          'lethargic',
          'sunken_fontanelle',
          'sunken_eyes',
          'mottled_skin',
          'cyanosis',
          'unconscious',
        ],
      ],
    },
    // NICE NG126 / CKS ectopic pregnancy: missed period or pregnancy + (one-sided) lower abdominal pain + fainting, dizziness or shoulder-tip pain
    {
      id: 'ectopic_signs',
      label:
        'Missed period or pregnancy with lower abdominal pain and fainting, dizziness or shoulder-tip pain (possible ectopic pregnancy)',
      urgency: 2,
      all: [
        ['pregnant', 'late_period'],
        ['abdominal_pain', 'rlq', 'one_sided_pelvic_pain', 'shoulder_tip_pain'],
        ['fainting', 'dizziness', 'shoulder_tip_pain'],
      ],
    },
    // RCOG GTG 63: a hard, tender uterus with pain or bleeding = placental abruption until proven otherwise
    {
      id: 'placental_abruption',
      label: 'Pregnant with a hard, painful bump or bleeding (possible placental abruption)',
      urgency: 2,
      all: [
        ['pregnant'],
        ['uterine_hard', 'peritonism'],
        ['abdominal_pain', 'complaint_unspecified', 'severe', 'vaginal_bleeding', 'bleeding'],
      ],
    },
  ],
  conditions: [
    {
      id: 'bronchiolitis',
      name: 'Bronchiolitis / respiratory distress in an infant',
      icd10: 'J21.9',
      area: 'resp',
      base: 0.2,
      key: ['grunting', 'chest_recession', 'nasal_flaring'],
      cues: {
        cough: 0.5,
        runny_nose: 0.5,
        wheeze: 0.3,
        poor_feeding: 0.5,
        infant: 0.5,
        fever: 0.2,
        barking_cough: -1,
        stridor: -0.5,
      },
      urgency: 3,
      redFlags: ['child_respiratory_distress', 'cyanosis'],
      questions: ['breathing', 'fluids', 'fever'],
      advice: 'general',
      watch: [
        'pauses in breathing, blue lips or a floppy baby: call 112',
        'feeding less than half the usual amount or no wet nappy for 12 hours',
      ],
    },
    {
      id: 'croup',
      name: 'Croup (laryngotracheobronchitis)',
      icd10: 'J05.0',
      area: 'resp',
      base: 0.2,
      key: ['barking_cough', 'stridor'],
      cues: {
        barking_cough: 1,
        stridor: 1,
        at_rest: 0.5,
        chest_recession: 0.5,
        fever: 0.2,
        runny_nose: 0.2,
        child: 0.3,
      },
      urgency: 3,
      redFlags: ['stridor_at_rest', 'child_respiratory_distress'],
      questions: ['breathing', 'onset', 'fever'],
      advice: 'general',
      watch: [
        'noisy breathing in even when calm, the skin pulling in between the ribs, drowsiness or blue lips: call 112',
      ],
    },
    {
      id: 'child_dehydration',
      name: 'Dehydration in a child with diarrhoea or vomiting',
      icd10: 'E86.0',
      area: 'gi',
      base: 0.2,
      key: ['dry_nappies', 'sunken_fontanelle', 'sunken_eyes'],
      requires: [['diarrhoea', 'vomiting', 'poor_feeding', 'fever']],
      cues: {
        diarrhoea: 0.5,
        vomiting: 0.5,
        poor_feeding: 0.3,
        drowsy: 0.3,
        floppy: 0.3,
        lethargic: 0.3,
        infant: 0.3,
      },
      urgency: 3,
      redFlags: ['infant_dehydration', 'severe_dehydration'],
      questions: ['fluids', 'onset', 'fever'],
      advice: 'gastro',
      watch: ['no wet nappy for 12 hours, sunken eyes or soft spot, or a drowsy or floppy child: call 112'],
    },
    {
      id: 'seriously_ill_child',
      name: 'Seriously unwell child (NICE NG143 red features)',
      icd10: 'R68.8',
      area: 'general',
      base: 0.1,
      key: ['floppy', 'abnormal_cry', 'bulging_fontanelle'],
      cues: { fever: 0.5, drowsy: 0.5, poor_feeding: 0.3, mottled_skin: 0.5, vomiting: 0.2, infant: 0.3 },
      urgency: 2,
      redFlags: ['floppy_child', 'abnormal_cry', 'bulging_fontanelle', 'purpuric_rash'],
      questions: ['fever', 'fluids', 'onset'],
      advice: 'general',
      watch: ['not responding, a rash that does not fade under a glass or breathing difficulty: call 112'],
    },
    {
      id: 'placental_abruption',
      name: 'Placental abruption',
      icd10: 'O45.9',
      area: 'obs',
      gestationWeeks: { min: 20 },
      base: 0.1,
      key: ['uterine_hard'],
      // a painless tightening that comes and goes is a Braxton Hicks contraction, not an abruption
      requires: [
        ['abdominal_pain', 'complaint_unspecified', 'severe', 'vaginal_bleeding', 'bleeding', 'peritonism'],
      ],
      cues: { pregnant: 0.3, vaginal_bleeding: 0.5, abdominal_pain: 0.5, severe: 0.3, peritonism: 0.5 },
      urgency: 2,
      redFlags: ['placental_abruption', 'pregnancy_emergency', 'reduced_fetal_movements'],
      questions: ['onset', 'severity', 'associated'],
      advice: 'general',
      watch: [
        'go to the maternity unit or call 112 now; tell them about any bleeding or fewer baby movements',
      ],
    },
    {
      id: 'threatened_miscarriage',
      name: 'Threatened miscarriage (light bleeding in early pregnancy)',
      icd10: 'O20.0',
      area: 'obs',
      gestationWeeks: { max: 23 },
      base: 0.2,
      key: ['light_spotting'],
      requires: [['pregnant']],
      cues: {
        pregnant: 0.5,
        vaginal_bleeding: 0.3,
        abdominal_pain: -0.5,
        fainting: -1,
        shoulder_tip_pain: -1,
      },
      urgency: 3,
      redFlags: ['pregnancy_emergency', 'ectopic_signs'],
      questions: ['pregnancy', 'onset', 'associated'],
      advice: 'general',
      watch: ['tummy pain, heavier bleeding, shoulder-tip pain or feeling faint: emergency now'],
    },
  ],
  patterns: {
    child_respiratory_distress: 'bronchiolitis', // NICE NG9
    stridor_at_rest: 'croup', // NICE CKS croup
    croup: 'croup', // NICE CKS croup
    stridor: 'croup', // NICE CKS croup
    floppy_child: 'seriously_ill_child', // NICE NG143
    abnormal_cry: 'seriously_ill_child', // NICE NG143
    child_red_features: 'seriously_ill_child', // NICE NG143
    febrile_child_red: 'sepsis', // NICE NG51: high-risk criteria in a child with fever
    bulging_fontanelle: 'meningitis', // NICE NG240: bulging fontanelle in an infant
    infant_dehydration: 'child_dehydration', // NICE CG84
    child_dehydration_red: 'child_dehydration', // NICE CG84
    child_dehydration: 'child_dehydration', // NICE CG84
    infant_diarrhoea_vomiting: 'gastroenteritis', // NHS diarrhoea and vomiting
    ectopic_signs: 'ectopic', // NICE NG126
    placental_abruption: 'placental_abruption', // RCOG GTG 63
    antepartum_haemorrhage: 'antepartum_haemorrhage', // RCOG GTG 63
    early_pregnancy_bleeding: 'threatened_miscarriage', // NICE NG126
    pre_eclampsia_symptom: 'pre_eclampsia', // NICE NG133
  },
  ruleTexts: {
    febrile_child_red:
      'Child with fever who is floppy, drowsy, mottled or has a weak or high-pitched cry: possible sepsis, emergency assessment (NICE NG51, NG143)',
    young_infant_fever:
      'Baby under 3 months with a temperature of 38 °C or more, or 3 to 6 months with 39 °C or more: NICE NG143 red feature, emergency assessment',
    child_red_features:
      'Child who is mottled, or drowsy and hard to wake with an illness: NICE NG143 red feature, emergency assessment',
    child_dehydration_red:
      'Child with diarrhoea or vomiting, signs of dehydration and lethargy or drowsiness: red-flag dehydration, emergency assessment (NICE CG84)',
    child_dehydration:
      'Child under 5 with diarrhoea or vomiting and signs of dehydration (dry nappies, sunken eyes, not drinking): same-day assessment (NICE CG84, NHS)',
    infant_diarrhoea_vomiting:
      'Baby under 1 year with diarrhoea or vomiting: same-day GP or NHS 111 assessment (NHS diarrhoea and vomiting, NICE CG84)',
    child_amber_features:
      'Child with an amber feature (not feeding, dry nappies, nasal flaring, reduced activity or pallor): same-day face-to-face assessment (NICE NG143)',
    croup:
      'Barking cough in a child (croup): same-day GP assessment; emergency if stridor at rest (NICE CKS croup)',
    stridor:
      'Stridor (noisy breathing in) only when upset or active: same-day assessment; emergency if present at rest or with recession (NICE CKS croup)',
    missed_period_pain:
      'Missed period with lower abdominal pain: pregnancy test and same-day assessment to exclude ectopic pregnancy (NICE CKS ectopic pregnancy)',
    early_pregnancy_bleeding:
      'Light bleeding in early pregnancy without pain or faintness: early pregnancy unit or GP, not an emergency (NICE NG126)',
    pre_eclampsia_symptom:
      'From 20 weeks: severe headache or one not relieved by painkillers, visual disturbance, pain below the ribs or sudden swelling of the face: same-day maternity assessment for pre-eclampsia (NICE NG133, RCOG)',
    antepartum_haemorrhage:
      'Bleeding from 20 weeks of pregnancy: maternity unit now (antepartum haemorrhage, RCOG GTG 63)',
  },
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
