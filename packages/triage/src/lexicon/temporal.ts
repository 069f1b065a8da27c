import type { Language } from '@asa/domain';

/**
 * Time reference of a finding. A finding in a clause that places it in a clearly
 * resolved, remote past ("last year", "5 years ago", "as a child", "used to", "fully recovered
 * since") is history (medicalHistory.pastIllnesses / pastEpisodes), not the present complaint —
 * unless the same sentence says it is going on now ("since yesterday", "still", "again", "it is
 * back", "today", "now" other than "now fine"). Recent episodes ("this morning", "2 days ago") are
 * never history: NICE CG95 (chest pain in the last 72 h) and CG109 (recent blackout) still need
 * assessment. Patterns are whole words (see termSource), normalised like the text.
 */
export interface TemporalRules {
  /** Remote past: puts a finding in the same clause into the history. */
  remote: string[];
  /** Going on now: anywhere in the sentence, keeps every finding of the sentence current. */
  ongoing: string[];
  /** "Fine now" / "now fine": an ongoing cue inside one of these does not count. */
  settled: string[];
}

const FINE_EN =
  '(?:fine|ok|okay|well|good|great|better|gone|resolved|alright|all right|normal|healthy|recovered|clear|over)';

const NUM_EN =
  '(?:\\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|many|several|some|a few|few|a couple of|couple of)';

export const TEMPORAL: Record<Language, TemporalRules> = {
  en: {
    remote: [
      'last (?:year|summer|winter|spring|autumn|fall|decade)',
      `${NUM_EN} (?:years?|yrs?) ago`,
      'years ago',
      `(?:\\d+|six|seven|eight|nine|ten|eleven|twelve|eighteen|many|several) months ago`,
      'as a (?:child|kid|baby|toddler|teenager|teen|student)',
      'when (?:i|he|she) (?:was|were) (?:a |an |little|young|younger|small|\\d|two|three|four|five|six|in (?:school|college|university))',
      'in (?:19|20)\\d\\d',
      'back in (?:19|20)?\\d\\d',
      'in (?:my|his|her) (?:teens|twenties|thirties|forties|fifties|youth|childhood)',
      'childhood',
      'used to (?:have|get|suffer|be)',
      'at (?:the )?age (?:of )?\\d+',
      'fully recovered',
      'no problems? since',
      "(?:haven'?t|hasn'?t|have not|has not|never) had (?:it|one|any|another|a recurrence|anything like it) (?:since|again)",
      'never (?:happened|came back) again',
      'years since',
    ],
    ongoing: [
      'since (?:yesterday|last night|this|today|tonight|monday|tuesday|wednesday|thursday|friday|saturday|sunday|the weekend|\\d|a few|two|three|four|five|[a-z]+day)',
      'for the (?:past|last) (?:\\d+ |few |couple of )?(?:minutes?|hours?|days?|weeks?)',
      'for (?:\\d+|a few|two|three|several) (?:minutes|hours|days|weeks)',
      'still',
      'again',
      '(?:is|it.s|has|have|are|they.re|came|come|coming) back',
      'returned',
      'recurr\\w*',
      '(?:started|starting|began|begun|beginning)',
      'keeps?',
      'getting worse',
      'worse',
      'today',
      'tonight',
      'this (?:morning|afternoon|evening|week)',
      'right now',
      'at the moment',
      'currently',
      'ongoing',
      'at present',
      'these days',
      'lately',
      'recently',
      'now',
    ],
    settled: [
      `${FINE_EN} now`,
      `now (?:(?:i'?m|i am|it'?s|it is|he'?s|she'?s|all|everything(?:'s| is)?|feeling|feel|completely|totally|absolutely|fully|much|doing) )?${FINE_EN}`,
    ],
  },
  is: {
    remote: [
      'í fyrra',
      'fyrir (?:\\d+|einu|tveimur|þremur|fjórum|fimm|nokkrum|mörgum) (?:ári|árum)',
      'fyrir ári',
      'fyrir mörgum árum',
      'sem barn',
      'sem krakki',
      'í æsku',
      'þegar ég var (?:barn|krakki|lítil|lítill|ung|ungur|\\d)',
      'þegar (?:hann|hún) var (?:barn|lítil|lítill|ung|ungur|\\d)',
      'árið (?:19|20)\\d\\d',
      'var (?:vanur|vön) að',
      'alveg búin(?:n)? að ná mér',
      'ekkert síðan',
      'aldrei síðan',
    ],
    ongoing: [
      'síðan í (?:gær|morgun|dag|gærkvöldi|nótt)',
      'síðan (?:\\d|á )',
      'ennþá',
      'enn',
      'aftur',
      'komi(?:ð|nn|n) aftur',
      'byrja\\w*',
      'í dag',
      'í morgun',
      'í kvöld',
      'í nótt',
      'versn\\w*',
      'undanfar\\w*',
      'núna',
    ],
    settled: [
      '(?:góð|góður|gott|fín|fínn|fínt|í lagi|hress|frísk|frískur|betri|betra) núna',
      'núna (?:(?:er |líður mér |er ég |er allt )?(?:allt )?)?(?:góð|góður|gott|fín|fínn|fínt|í lagi|hress|frísk|frískur|betri|betra|horfi\\w*|farin\\w*)',
    ],
  },
  pl: {
    remote: [
      'w zeszłym roku',
      'w ubiegłym roku',
      'rok temu',
      '(?:\\d+|kilka|parę|wiele|dwa|trzy|cztery|pięć) lat(?:a)? temu',
      'lata temu',
      'w dzieciństwie',
      'jako dziecko',
      '(?:gdy|kiedy) by(?:łem|łam|ł|ła) (?:mał\\w*|dzieckiem|młod\\w*|\\d)',
      'w (?:19|20)\\d\\d',
      'kiedyś',
      'od tamtej pory (?:nic|spokój|w porządku)',
      'całkowicie (?:wyzdrowia\\w*|doszł\\w*)',
    ],
    ongoing: [
      'od (?:wczoraj|rana|dzisiaj|dziś|\\d|kilku|paru|tygodnia|wieczora|nocy)',
      'nadal',
      'wciąż',
      'ciągle',
      'znowu',
      'znów',
      'ponownie',
      'wróci\\w*',
      'zacz(?:ął|ęł)\\w*',
      'dzisiaj',
      'dziś',
      'pogarsza\\w*',
      'ostatnio',
      'teraz',
    ],
    settled: [
      'teraz (?:(?:jest |czuję się |już |wszystko (?:jest )?)?)?(?:dobrze|ok|okej|w porządku|zdrow\\w*|lepiej|minęło|przeszło)',
      '(?:dobrze|w porządku|ok) teraz',
    ],
  },
  es: {
    remote: [
      'el año pasado',
      'hace (?:\\d+|un|unos|varios|muchos|dos|tres) años?',
      'de (?:niño|niña|pequeño|pequeña)',
      'cuando era (?:niño|niña|pequeño|pequeña|joven)',
      'en (?:19|20)\\d\\d',
    ],
    ongoing: [
      'desde (?:ayer|hoy|esta|anoche|hace \\d+ (?:horas|días))',
      'todavía',
      'otra vez',
      'de nuevo',
      'volvió',
      'empezó',
      'hoy',
      'ahora',
    ],
    settled: [
      'ahora (?:(?:estoy|me siento|todo) )?(?:bien|perfect\\w*|san[oa]|mejor)',
      '(?:bien|mejor) ahora',
    ],
  },
  fr: {
    remote: [
      "l'année dernière",
      'l.an dernier',
      'il y a (?:\\d+|un|quelques|plusieurs|deux|trois) ans?',
      'quand j.étais (?:enfant|petit|petite|jeune)',
      'dans mon enfance',
      'en (?:19|20)\\d\\d',
    ],
    ongoing: [
      'depuis (?:hier|ce matin|aujourd|ce soir|\\d|quelques)',
      'encore',
      'toujours',
      'à nouveau',
      'de nouveau',
      'revenu\\w*',
      'commencé',
      "aujourd'hui",
      'maintenant',
    ],
    settled: ['maintenant (?:(?:je vais|ça va|tout va) )?(?:bien|mieux)', '(?:bien|mieux) maintenant'],
  },
  de: {
    remote: [
      'letztes jahr',
      'letzten jahr',
      'vor (?:\\d+|einigen|mehreren|vielen|zwei|drei) jahren',
      'vor einem jahr',
      'als kind',
      'als ich (?:klein|jung|ein kind)',
      'in meiner kindheit',
      '(?:19|20)\\d\\d',
    ],
    ongoing: [
      'seit (?:gestern|heute|\\d|einigen|ein paar)',
      'immer noch',
      'noch immer',
      'wieder',
      'angefangen',
      'heute',
      'jetzt',
    ],
    settled: [
      'jetzt (?:(?:geht es mir|ist (?:alles )?|bin ich) )?(?:gut|besser|in ordnung|ok|wieder gut|gesund)',
      '(?:gut|besser) jetzt',
    ],
  },
  pt: {
    remote: [
      'no ano passado',
      'ano passado',
      'há (?:\\d+|um|alguns|vários|muitos|dois|três) anos?',
      '(?:\\d+|alguns|vários|muitos) anos atrás',
      'quando (?:eu )?era (?:criança|pequeno|pequena|jovem)',
      'em (?:19|20)\\d\\d',
    ],
    ongoing: [
      'desde (?:ontem|hoje|esta|a noite)',
      'ainda',
      'de novo',
      'novamente',
      'voltou',
      'começou',
      'hoje',
      'agora',
    ],
    settled: ['agora (?:(?:estou|me sinto|está tudo) )?(?:bem|ótimo|melhor)', '(?:bem|melhor) agora'],
  },
  it: {
    remote: [
      "l'anno scorso",
      'anno scorso',
      '(?:\\d+|alcuni|molti|due|tre) anni fa',
      'un anno fa',
      'da (?:bambino|bambina|piccolo|piccola)',
      'quando ero (?:bambin\\w*|piccol\\w*|giovane)',
      'nel (?:19|20)\\d\\d',
    ],
    ongoing: [
      'da ieri',
      'da stamattina',
      'da oggi',
      'ancora',
      'di nuovo',
      'tornat\\w*',
      'iniziat\\w*',
      'oggi',
      '(?:ora|adesso)',
    ],
    settled: ['(?:ora|adesso) (?:(?:sto|mi sento|va tutto) )?(?:bene|meglio)'],
  },
  ru: {
    remote: [
      'в прошлом году',
      '(?:\\d+|несколько|много|два|три|пару) (?:лет|года|год) назад',
      'год назад',
      'в детстве',
      'когда (?:я )?был\\w* (?:ребенком|ребёнком|маленьк\\w*|молод\\w*)',
    ],
    ongoing: [
      'со вчера',
      'с утра',
      'с вечера',
      'снова',
      'опять',
      'до сих пор',
      'все еще',
      'всё ещё',
      'вернул\\w*',
      'начал\\w*',
      'сегодня',
      'сейчас',
    ],
    settled: ['сейчас (?:(?:все|всё|я) )?(?:хорошо|нормально|в порядке|здоров\\w*)'],
  },
  tr: {
    remote: [
      'geçen yıl',
      'geçen sene',
      '(?:\\d+|birkaç|iki|üç) (?:yıl|sene) önce',
      'yıllar önce',
      'çocukken',
      'küçükken',
    ],
    ongoing: ['dünden beri', 'sabahtan beri', 'hala', 'hâlâ', 'yine', 'tekrar', 'başladı', 'bugün', 'şimdi'],
    settled: ['şimdi (?:(?:çok |gayet )?)?(?:iyiyim|iyi|geçti|normal)'],
  },
  ar: {
    remote: [
      'العام الماضي',
      'السنة الماضية',
      'منذ (?:سنوات|سنة|عام|\\d+ (?:سنوات|سنة|عاما))',
      'قبل (?:سنوات|سنة|عام|\\d+ (?:سنوات|سنة|عاما))',
      'عندما كنت طفلا',
      'عندما كنت صغيرا',
      'في طفولتي',
    ],
    ongoing: [
      'منذ (?:أمس|الأمس|امس|الصباح|يوم|يومين|\\d+ (?:ساعات|أيام))',
      'مازال',
      'ما زال',
      'لا يزال',
      'مرة أخرى',
      'عاد',
      'بدأ',
      'اليوم',
      'الآن',
    ],
    settled: ['الآن (?:(?:أنا|انا) )?(?:بخير|جيد|أفضل)'],
  },
  hi: {
    remote: ['पिछले साल', 'साल पहले', 'सालों पहले', 'बचपन में', 'जब मैं छोटा था', 'जब मैं छोटी थी'],
    ongoing: ['कल से', 'सुबह से', 'अभी भी', 'फिर से', 'दोबारा', 'आज', 'शुरू'],
    settled: ['अब ठीक'],
  },
  zh: {
    remote: ['去年', '年前', '小时候', '多年前', '曾经'],
    ongoing: ['从昨天', '昨天开始', '今天开始', '还在', '还是', '又开始', '复发', '今天', '现在'],
    settled: ['现在(?:已经|都|全)?(?:好了|没事|正常|好多了|好)'],
  },
  ja: {
    remote: ['去年', '年前', '子供の頃', '子どもの頃', '幼い頃', '数年前'],
    ongoing: ['昨日から', '今朝から', 'まだ', 'また', '再発', '今日', '今も', '現在も'],
    settled: ['今は(?:大丈夫|元気|治)'],
  },
  ko: {
    remote: ['작년', '년 전', '어렸을 때', '어릴 때', '몇 년 전'],
    ongoing: ['어제부터', '아침부터', '아직', '다시', '재발', '오늘', '지금도'],
    settled: ['지금은 괜찮'],
  },
};
