import type { Language } from '@asa/domain';

export type Terms = Partial<Record<Language, string[]>>;

/**
 * Red-flag concepts recognised by composition (see `nlp/composition.ts`): a part `a` (a substance,
 * a colour, an inability, a superlative) and a part `b` (an action or a body part) in one clause.
 * Data only. Terms use the lexicon syntax (normalised spelling, prefix match at a word start, `$`
 * for a word end); `fuzzy*` lists whole words of six letters or more that also match with a
 * bounded edit distance (typos). Every rule cites the guidance that makes the composed concept a
 * red flag. The parts are stems and everyday words, never a sentence of an evaluation set.
 */
export interface Composition {
  id: string;
  /** Guidance that makes the composed concept a red flag. */
  source: string;
  a: Terms;
  fuzzyA?: Terms;
  targets: {
    /** Concepts the composition makes present (existing concept ids). */
    concepts: string[];
    b: Terms;
    fuzzyB?: Terms;
    /** A regular expression (normalised text) that, right after `b`, cancels it ("through my nose"). */
    unlessAfter?: string;
  }[];
  /** `a` must come before `b` (an inability cue before its verb). */
  ordered?: boolean;
  /** Max characters between the parts in spaced scripts (default 60). */
  maxGap?: number;
  /**
   * How the composed finding's polarity is read: `parts` — a negation of either part negates it
   * ("vomiting, no blood in it"); `span` — only cues outside the whole span count (the inability
   * and "not helping" parts carry a negation word of their own).
   */
  polarity: 'parts' | 'span';
  /**
   * A regular expression (normalised text, any language) that, within 30 characters around the
   * composition in its sentence, says it is something else: a blood *test*, a tightening that
   * comes and goes.
   */
  exclude?: string;
  /** A regular expression that must also occur in the sentence (a superlative "of my life"). */
  context?: Partial<Record<Language, string>>;
}

// ---------------------------------------------------------------- shared parts

/** "…through my nose": a blocked nose, not a breathing emergency (after "can't breathe"). */
const NOSE_ONLY =
  '^\\s*(?:properly |well )?(?:through|thru|with|out of) (?:my|his|her|their|the|one) (?:nose|nostril)|^\\s*(?:bien )?(?:por|par|durch|attraverso|pela|pelo|przez|через|dal|col) (?:la |le |die |il |o |meine |mi )?(?:nariz|nez|nase|naso|nos|нос)';

/**
 * Qualifiers that, right after a listed phrase of the concept, say it is something else; the
 * parser applies them to every mention of the concept, listed or composed.
 */
export const NOT_IF_FOLLOWED_BY: Record<string, string> = { severe_dyspnoea: NOSE_ONLY };

const BLOOD: Terms = {
  en: ['blood', 'bloody', 'bloodstained', 'blood-stained'],
  is: ['blod'],
  pl: ['krew', 'krwi', 'krwaw'],
  es: ['sangre', 'sangui', 'ensangrentad'],
  fr: ['sang$', 'sanglant', 'sanguinolent'],
  de: ['blut'],
  it: ['sangue', 'sanguin'],
  pt: ['sangue', 'sanguinolent', 'ensanguentad'],
  ru: ['кров'],
  tr: ['kan$', 'kanli', 'kani$', 'kanla'],
  ar: ['(?<![\\p{L}])(?:ب|و|ف|ال|بال|وال)?دم(?:اء|ي|ه|ا)?(?![\\p{L}])'],
  hi: ['खून', 'रक्त', 'khoon', 'khun$'],
  zh: ['血(?![压壓糖管型脂液检常])'],
  ja: ['血(?![圧糖管液型])'],
  ko: ['피(?:를|가|도|랑|와|만|\\s)'],
};

const VOMIT: Terms = {
  en: [
    'vomit',
    'puk(?:e|ing|ed)',
    'throw up',
    'threw up',
    'sick up',
    'being sick',
    'been sick',
    'was sick',
    'retch',
  ],
  is: ['aeld', 'aela', 'aelt', 'aelu', 'uppkast', 'kasta upp', 'kastadi upp', 'gubb'],
  pl: ['wymiot', 'zwymiot', 'rzyga', 'rzygn'],
  es: ['vomit', 'devolv', 'devuelv', 'devuelt'],
  fr: ['vomi', 'vomir'],
  de: ['erbrech', 'erbroch', 'erbrich', 'kotz', 'gekotzt', 'ubergeb', 'ubergab'],
  it: ['vomit', 'rigett', 'rimett'],
  pt: ['vomit', 'golfa', 'golfo'],
  ru: ['рвот', 'рвал', 'рвет', 'вырвал', 'стошнил', 'блев'],
  tr: ['kus(?:m|t|u|ar|ac|ay)'],
  ar: [
    'تقيؤ',
    'تقيأ',
    'يتقيأ',
    'أتقيأ',
    'اتقيأ',
    'استفراغ',
    'استفرغ',
    'يستفرغ',
    'ترجيع',
    'يرجع',
    'قيء',
    'قيئ',
  ],
  hi: ['उल्टी', 'उलटी', 'ulti', 'ultee', 'vomit'],
  zh: ['吐', '呕'],
  ja: ['吐', '嘔吐'],
  ko: ['토(?:했|하|를|해|가|함)', '구토', '토혈'],
};
const VOMIT_FUZZY: Terms = { en: ['vomiting', 'vomited', 'throwing'], pl: ['wymiotuje'], es: ['vomitando'] };

const COUGH: Terms = {
  en: ['cough', 'hack', 'spit', 'spat$', 'spitting'],
  is: ['host', 'hrak'],
  pl: ['kaszl', 'kaszel', 'kaszle', 'odkrztusz', 'odkasl', 'plu(?:je|ci|l|c|je)'],
  es: ['tos$', 'tosi', 'toso', 'tose', 'escupi', 'escupo', 'esput'],
  fr: ['tousse', 'toussa', 'toux', 'crach'],
  de: ['hust', 'abgehust', 'gehust', 'ausgehust', 'auswurf'],
  it: ['toss', 'sputo', 'sputa', 'sputat', 'espettor'],
  pt: ['tosse', 'tossi', 'escarr', 'cuspi', 'cuspo', 'catarro'],
  ru: ['кашл', 'кашел', 'откашл', 'харка', 'мокрот'],
  tr: ['oksur', 'balgam'],
  ar: ['سعال', 'كحة', 'أكح', 'يكح', 'اكح', 'بلغم', 'يسعل', 'أسعل', 'اسعل'],
  hi: ['खांस', 'खाँस', 'khans', 'khaans', 'बलगम', 'balgam'],
  zh: ['咳', '痰'],
  ja: ['咳', '痰'],
  ko: ['기침', '가래'],
};
const COUGH_FUZZY: Terms = { en: ['coughing', 'coughed'] };

const STOOL: Terms = {
  en: [
    'poo$',
    'poos$',
    'pooed',
    'pooing',
    'poop',
    'stool',
    'bowel movement',
    'bowel motion',
    'bowels',
    'back passage',
    'bum$',
    'rectum',
    'rectal',
    'when i wipe',
    'toilet paper',
    'diarrh',
    'number two',
    'shit',
    'crap',
  ],
  is: ['haegd', 'kuk', 'saur', 'rass', 'nidurgang'],
  pl: ['stol[ce]', 'kal$', 'kale$', 'kalem', 'kup[aiek]', 'odbyt', 'biegunk', 'papier toaletow'],
  es: ['heces', 'caca', 'deposici', 'popo', 'ano$', 'diarrea', 'evacua'],
  fr: ['selle', 'caca', 'anus', 'diarrh', 'papier toilette'],
  de: ['stuhl', 'kot$', 'kacke', 'after$', 'durchfall', 'klopapier'],
  it: ['feci', 'cacca', 'ano$', 'diarrea', 'evacua'],
  pt: ['fezes', 'coco$', 'anus', 'diarreia', 'evacua', 'papel higienico'],
  ru: ['стул', 'кал$', 'кале$', 'калом', 'понос', 'задн\\w* проход', 'испражнени'],
  tr: ['diski', 'kaka', 'ishal', 'makat', 'tuvalet kag'],
  ar: ['براز', 'البراز', 'إسهال', 'اسهال', 'الخروج'],
  hi: ['मल', 'टट्टी', 'potty', 'latrine', 'tatti', 'दस्त', 'dast$', 'shauch'],
  zh: ['大便', '粪', '屎', '拉肚子', '腹泻', '便便'],
  ja: ['便(?!利)', '下痢', 'うんち'],
  ko: ['대변', '변에', '변이', '변을', '설사', '똥'],
};

const URINE: Terms = {
  en: ['pee$', 'pees$', 'peed$', 'peeing', 'wee$', 'wees$', 'weeing', 'urine', 'urinat', 'piss'],
  is: ['thvag', 'piss'],
  pl: ['mocz', 'siusi', 'sik(?:a|am|ac|anie|u)'],
  es: ['orina', 'orino', 'pipi', 'pis$', 'mear', 'meo$'],
  fr: ['urine', 'urina', 'pipi'],
  de: ['urin', 'harn', 'pipi', 'pinkel', 'pisse'],
  it: ['urina', 'pipi'],
  pt: ['urina', 'xixi'],
  ru: ['моч'],
  tr: ['idrar', 'cis$', 'cisim'],
  ar: ['بول', 'البول', 'تبول'],
  hi: ['पेशाब', 'मूत्र', 'peshab', 'pishab', 'susu'],
  zh: ['尿'],
  ja: ['尿', 'おしっこ'],
  ko: ['소변', '오줌'],
};

// ---------------------------------------------------------------- rules

export const COMPOSITIONS: readonly Composition[] = [
  {
    // NICE CG141 (acute upper GI bleeding), NICE CKS haemoptysis, NICE CKS / NG12 rectal bleeding,
    // NICE CKS haematuria: where the blood comes out decides the concept.
    id: 'blood-with-action',
    source: 'NICE CG141; NICE CKS haemoptysis, rectal bleeding, haematuria',
    a: BLOOD,
    fuzzyA: { en: ['blood', 'bloody'], es: ['sangre'], it: ['sangue'], pt: ['sangue'] },
    targets: [
      { concepts: ['vomiting_blood'], b: VOMIT, fuzzyB: VOMIT_FUZZY },
      { concepts: ['haemoptysis'], b: COUGH, fuzzyB: COUGH_FUZZY },
      { concepts: ['blood_in_stool'], b: STOOL, fuzzyB: { en: ['diarrhoea', 'diarrhea'] } },
      { concepts: ['haematuria'], b: URINE, fuzzyB: { en: ['urinating', 'urinate'] } },
    ],
    // blood and urine *tests*, blood pressure, blood sugar, giving blood
    exclude:
      '(?:test|sample|result|pressure|sugar|glucose|level|count|bloods\\b|analys|analiz|analis|donat|work-?up|badani|prob[ay]|rannsokn|proof|examen|exame|esame|prueba|analyse|untersuch|werte|tahlil|جانچ|जांच|जाँच|टेस्ट|تحليل|فحص|анализ|检查|化验|検査|검사|blutdruck|cisnieni|presion|pression|pressione|pressao|давлени|tansiyon|ضغط|शुगर|血压|血糖|혈압|혈당)',
    polarity: 'parts',
  },
  {
    // NICE CG141: "coffee-ground" vomit is altered blood (upper GI bleed).
    id: 'coffee-ground-vomit',
    source: 'NICE CG141 acute upper gastrointestinal bleeding',
    a: {
      en: ['coffee ?grounds?', 'coffee-grounds?', 'like coffee', 'dark brown (?:bits|stuff|specks)'],
      is: ['kaffikorg', 'eins og kaffi'],
      pl: ['fus(?:y|ow|ami)', 'jak kawa'],
      es: ['posos? de cafe', 'borra de cafe', 'como (?:el )?cafe'],
      fr: ['marc de cafe', 'comme du cafe'],
      de: ['kaffeesatz', 'wie kaffee'],
      it: ['fond[io] di caffe', 'come (?:il )?caffe'],
      pt: ['borra de cafe', 'como cafe'],
      ru: ['кофейн\\w* гущ', 'как кофе'],
      tr: ['kahve telve', 'telve', 'kahve gibi'],
      ar: ['تفل القهوة', 'مثل القهوة', 'زي القهوة', 'بن القهوة'],
      hi: ['कॉफी', 'coffee'],
      zh: ['咖啡渣', '咖啡色', '咖啡样'],
      ja: ['コーヒー'],
      ko: ['커피'],
    },
    targets: [{ concepts: ['vomiting_blood'], b: VOMIT, fuzzyB: VOMIT_FUZZY }],
    polarity: 'parts',
  },
  {
    // NICE CG141: black, tarry stools (melaena) are upper GI bleeding.
    id: 'black-tarry-stool',
    source: 'NICE CG141 acute upper gastrointestinal bleeding (melaena)',
    a: {
      en: ['black', 'tar$', 'tarry', 'tar-like', 'like tar'],
      is: ['svart', 'svort', 'tjar', 'tjor'],
      pl: ['czarn', 'smolist', 'jak smola'],
      es: ['negr[oa]s?$', 'alquitr'],
      fr: ['noir', 'goudron'],
      de: ['schwarz', 'teer'],
      it: ['ner[oiae]$', 'catram', 'picea'],
      pt: ['pret[oa]s?$', 'negr[oa]s?$', 'alcatr'],
      ru: ['черн', 'дегт', 'дёгт'],
      tr: ['siyah', 'kara$', 'katran', 'simsiyah', 'kapkara'],
      ar: ['أسود', 'اسود', 'سوداء', 'سودا', 'قطران'],
      hi: ['काला', 'काले', 'काली', 'kaala', 'kaale', 'kala$', 'kale$'],
      zh: ['黑', '柏油'],
      ja: ['黒', 'タール'],
      ko: ['검은', '검정', '까만', '까맣', '타르'],
    },
    targets: [
      {
        concepts: ['black_stool'],
        b: Object.fromEntries(
          Object.entries(STOOL).map(([l, t]) => [
            l,
            t.filter((x) => !/wipe|toilet|papier|papel|kag/.test(x)),
          ]),
        ) as Terms,
      },
    ],
    maxGap: 40,
    polarity: 'parts',
  },
  {
    // NICE NG143 red features (pale / mottled / ashen / blue), NHS 111 and Resuscitation Council UK:
    // blue or grey lips, face, tongue or fingertips are central cyanosis.
    id: 'cyanosis-colour-body',
    source: 'NICE NG143 traffic-light table (red); NHS 111; Resuscitation Council UK ABCDE',
    a: {
      en: ['blue$', 'bluish', 'blueish', 'grey$', 'gray$', 'greyish', 'grayish', 'ashen', 'purple', 'dusky'],
      is: ['bla(?:r|tt|ar|ir|a|um)?$', 'blaleit', 'blan$', 'gra(?:r|tt|ar|ir)?$', 'grarr', 'fjolubla'],
      pl: [
        'sin(?:y|e|a|i|ieje|ial\\w*|ieja)$',
        'zsinial\\w*',
        'posinial\\w*',
        'niebiesk',
        'szar[aey]$',
        'fiolet',
      ],
      es: ['azul', 'morad', 'gris', 'cianotic', 'amoratad'],
      fr: ['bleu', 'violet', 'violac', 'gris', 'cyanos'],
      de: ['blau', 'grau', 'lila', 'violett', 'zyanot'],
      it: ['blu$', 'bluastr', 'viola', 'violac', 'grigi', 'cianotic'],
      pt: ['azul', 'azulad', 'roxo', 'roxa', 'arroxead', 'cinz', 'cianotic'],
      ru: [
        'синие',
        'синий',
        'синяя',
        'синее',
        'синев',
        'посинел',
        'синюшн',
        'синел',
        'синими',
        'сер(?:ые|ый|ая|ое)$',
        'фиолет',
      ],
      tr: ['mor$', 'morar', 'mordu', 'morumsu', 'mavi', 'mavimsi', 'gri$', 'grilesti'],
      ar: ['أزرق', 'ازرق', 'زرقاء', 'زرق', 'رمادي', 'بنفسجي'],
      hi: ['नीला', 'नीले', 'नीली', 'neela', 'neele', 'neeli', 'नील'],
      zh: ['发紫', '青紫', '发青', '发蓝', '紫', '青', '发灰'],
      ja: ['紫', '青', 'チアノーゼ'],
      ko: ['파랗', '파래', '파란', '보라', '퍼렇', '퍼래'],
    },
    // a colour of hair, clothes, paint or a bruise is not the colour of the skin
    exclude:
      '(?:hair|dye|paint|ink|shirt|dress|tattoo|bruise|nail polish|varnish|lipstick|make-?up|pelo|cabello|wlos|haar|cheveux|capelli|волос|платье|sac|شعر|बाल|头发|髪|머리카락|tinte|teinture|farbe|tinta|siniak|синяк|moraton|moretón|bleu sur|blauer fleck|livido|hematoma)',
    targets: [
      {
        concepts: ['cyanosis'],
        b: {
          en: ['lips?$', 'mouth', 'tongue', 'face', 'finger ?tips', 'fingers', 'nails', 'skin'],
          is: ['vari', 'varir', 'andlit', 'hud$', 'hudin', 'fingur', 'negl', 'tunga'],
          pl: ['usta$', 'ustach', 'ust$', 'warg', 'twarz', 'skor', 'palc', 'paznok', 'jezyk'],
          es: ['labio', 'boca', 'cara', 'piel', 'dedos', 'unas', 'lengua'],
          fr: ['levre', 'bouche', 'visage', 'peau', 'doigt', 'ongle', 'figure', 'langue'],
          de: ['lipp', 'mund', 'gesicht', 'haut', 'finger', 'nagel', 'zunge'],
          it: ['labbr', 'bocca', 'viso', 'faccia', 'pelle', 'dita', 'unghie', 'lingua'],
          pt: ['labio', 'boca', 'rosto', 'cara', 'pele', 'dedo', 'unha', 'lingua'],
          ru: ['губ', 'лиц', 'кож', 'пальц', 'ногт', 'язык'],
          tr: ['dudak', 'yuz', 'cilt', 'parmak', 'tirnak', 'deri'],
          ar: ['شفا', 'شفت', 'شفاه', 'وجه', 'جلد', 'أصابع', 'اصابع', 'أظافر', 'اظافر', 'لسان'],
          hi: ['होंठ', 'होठ', 'चेहरा', 'चेहरे', 'त्वचा', 'उंगलि', 'hont', 'hoth', 'chehra', 'chehre'],
          zh: ['嘴唇', '唇', '脸', '皮肤', '指甲', '手指'],
          ja: ['唇', '顔', '肌', '指', '爪'],
          ko: ['입술', '얼굴', '피부', '손가락', '손톱'],
        },
        fuzzyB: { en: ['fingertips'] },
      },
    ],
    maxGap: 40,
    polarity: 'parts',
  },
  {
    // NHS 111 / 999 list: cannot breathe, cannot be woken or stay awake, cannot swallow saliva;
    // BTS/SIGN 158: cannot complete sentences = acute severe asthma; NICE CKS: acute urinary
    // retention; NICE NG143 red: no response to social cues, does not stay awake.
    id: 'inability',
    source: 'NHS 111 (call 999 when…); BTS/SIGN 158 asthma; NICE NG143; NICE CKS urinary retention',
    a: {
      en: [
        "can't",
        'cant$',
        'cannot',
        'can not',
        "couldn't",
        'couldnt$',
        'could not',
        "won't",
        'wont$',
        'will not',
        'unable to',
        'not able to',
        'no longer able to',
        'barely',
        'struggling to',
        'struggles to',
        'struggled to',
      ],
      is: [
        'get ekki',
        'getur ekki',
        'gat ekki',
        'geta ekki',
        'gatu ekki',
        'nae ekki',
        'naer ekki',
        'nadi ekki',
        'kemst ekki',
        'tokst ekki',
      ],
      pl: [
        'nie (?:moze|moge|mozemy|mogl\\w*|moga|da sie|jest w stanie|jestem w stanie|potrafi\\w*|umie|dam rady|daje rady)',
        'ledwo',
      ],
      es: [
        'no (?:puede|puedo|podia|pudo|pude|podemos|consigue|consigo|conseguimos|logra|logro)',
        'incapaz de',
        'apenas (?:puede|puedo)',
      ],
      fr: [
        "(?:ne |n')?(?:peux|peut|pouvait|pouvais|pouvons|arrive|arrivait|arrivais|arrivons|parviens|parvient) (?:pas|plus)",
        'incapable de',
        'a peine',
      ],
      de: [
        '(?:kann|kannst|konnte|konnen|konnten) (?:\\w+ )?(?:\\w+ )?(?:nicht|kaum|kein\\w*)',
        'schaff\\w* es nicht',
        'unfahig',
      ],
      it: [
        'non (?:riesce|riesco|riusciva|riuscivo|riusciamo|puo|posso|poteva|possiamo)',
        'incapace di',
        'a fatica',
      ],
      pt: [
        'nao (?:consigo|consegue|conseguia|conseguiu|conseguimos|posso|pode|podia)',
        'incapaz de',
        'mal (?:consigo|consegue)',
      ],
      ru: ['не (?:может|могу|мог|могла|могут|можем|получается|в состоянии|удается)', 'еле'],
      ar: [
        'لا (?:أستطيع|استطيع|يستطيع|تستطيع|نستطيع|أقدر|اقدر|يقدر|تقدر|يمكنني)',
        'ما (?:أقدر|اقدر|يقدر|تقدر|أستطيع|بقدر|بيقدر|بتقدر|نقدر)',
        'مش (?:قادر|قادرة|قدران)',
        'مو قادر',
        'عاجز عن',
      ],
    },
    targets: [
      {
        concepts: ['severe_dyspnoea'],
        b: {
          en: [
            'breathe',
            'breath$',
            'catch (?:my|his|her|their) breath',
            'get (?:my |his |her |their )?breath',
            'get (?:enough )?air',
            'speak in (?:full |whole |complete )?sentences',
            'talk in (?:full |whole |complete )?sentences',
            'finish (?:a |my |his |her |their )?sentences?',
          ],
          is: ['anda', 'nad andanum', 'na andanum', 'na andan', 'talad i heilum setning', 'klarad setning'],
          pl: [
            'oddych',
            'zlapac (?:tchu|oddechu|powietrza)',
            'nabrac powietrza',
            'mowic pelnymi zdaniami',
            'dokonczyc zdania',
          ],
          es: [
            'respirar',
            'coger aire',
            'tomar aire',
            'recuperar el aliento',
            'hablar (?:con )?frases',
            'terminar (?:una |las )?frases?',
          ],
          fr: [
            'respirer',
            'reprendre (?:mon |son |leur )?souffle',
            'parler en phrases',
            'finir (?:mes |ses )?phrases',
          ],
          de: ['atmen', 'luft holen', 'luft bekommen', 'in ganzen satzen', 'satze beenden'],
          it: [
            'respirare',
            'prendere fiato',
            'riprendere fiato',
            'parlare (?:in )?frasi',
            'finire (?:le )?frasi',
          ],
          pt: ['respirar', 'recuperar o folego', 'tomar ar', 'falar frases', 'terminar (?:as )?frases'],
          ru: [
            'дыш',
            'вдохнуть',
            'вздохнуть',
            'отдышаться',
            'говорить (?:полными )?предложени',
            'договорить',
          ],
          ar: ['تنفس', 'أتنفس', 'اتنفس', 'يتنفس', 'تتنفس', 'النفس', 'التنفس'],
        },
        fuzzyB: {
          en: ['breathe', 'breathing'],
          es: ['respirar'],
          pt: ['respirar'],
          fr: ['respirer'],
          it: ['respirare'],
        },
        unlessAfter: NOSE_ONLY,
      },
      {
        concepts: ['unconscious'],
        b: {
          en: [
            'stay conscious',
            'keep (?:him|her|them) conscious',
            'wake (?:him|her|them|my|our|the|up)',
            'rouse',
            'get (?:him|her|them) to wake',
          ],
          is: ['vakid (?:hann|hana|thau|barnid|hana)', 'vakid h'],
          pl: ['dobudzic', 'obudzic', 'wybudzic', 'ocucic'],
          es: ['despertar', 'mantener(?:se|lo|la)? conscient', 'seguir conscient'],
          fr: ['(?:le |la )?reveiller', 'rester conscient'],
          de: ['(?:ihn |sie )?(?:auf)?wecken', 'wach ?zu ?bekommen', 'bei bewusstsein bleiben'],
          it: ['svegliar', 'restare cosciente', 'rimanere cosciente'],
          pt: ['acorda', 'despertar', 'ficar consciente'],
          ru: ['разбудить', 'добудиться', 'прийти в себя', 'очнуться'],
          ar: [
            'يصحى',
            'تصحى',
            'نصحي',
            'يستيقظ',
            'تستيقظ',
            'إيقاظ',
            'ايقاظ',
            'يفيق',
            'نوقظ',
            'نصحيه',
            'نصحيها',
          ],
        },
      },
      {
        concepts: ['drowsy'],
        b: {
          en: [
            'stay awake',
            'keep (?:him |her |them |my |his |their )?(?:eyes )?(?:awake|open)',
            'keep (?:him|her|them) awake',
          ],
          is: ['haldid (?:ser|mer|honum|henni) vakand', 'haldid augunum opnum', 'haldist vakand'],
          pl: ['utrzymac otwart\\w* ocz', 'nie zasnac', 'wytrzymac bez snu'],
          es: ['mantener(?:se|me)? despiert', 'mantener los ojos abiertos'],
          fr: ['rester eveill', 'garder les yeux ouverts'],
          de: ['wach bleiben', 'wach halten', 'augen offen halten'],
          it: ['restare sveglio', 'stare sveglio', 'tenere gli occhi aperti'],
          pt: ['ficar acordad', 'manter os olhos abertos'],
          ru: ['держать глаза открытыми', 'не засыпать'],
        },
      },
      {
        concepts: ['urinary_retention'],
        b: {
          en: [
            'pee$',
            'wee$',
            'urinate',
            'pass (?:any )?(?:urine|water)',
            'empty (?:my|his|her|their|the) bladder',
            'go for a (?:wee|pee)',
          ],
          is: ['pissad', 'pissa$', 'kastad af (?:mer|ser) vatni', 'taemt blodruna'],
          pl: ['oddac mocz', 'oddac moczu', 'siusiu', 'sikac', 'zrobic siku', 'wysikac', 'oproznic pecherz'],
          es: ['orinar', 'hacer pis', 'hacer pipi', 'mear', 'vaciar la vejiga'],
          fr: ['uriner', 'faire pipi', 'pisser', 'vider (?:ma |sa )?vessie'],
          de: ['wasser lassen', 'urinieren', 'pinkeln', 'pieseln', 'blase (?:zu )?entleeren'],
          it: ['urinare', 'fare (?:la )?pipi', 'svuotare la vescica'],
          pt: ['urinar', 'fazer xixi', 'mijar', 'esvaziar a bexiga'],
          ru: ['помочиться', 'пописать', 'мочиться', 'опорожнить мочев'],
          ar: ['التبول', 'أتبول', 'اتبول', 'يتبول', 'أبول', 'ابول', 'يبول'],
        },
        unlessAfter:
          '^\\s*(?:without|properly|much|a lot|very|as much|normally|easily|fully|in public|when|while|at night|with)\\b|^\\s*(?:bez|sin|sans|ohne|senza|sem)\\b',
      },
      {
        concepts: ['cant_swallow_saliva'],
        b: {
          en: [
            'swallow (?:my |his |her |their )?(?:own )?(?:saliva|spit)',
            'swallow anything',
            'swallow even water',
          ],
          is: ['kyngt munnvatn', 'kyngja munnvatn'],
          pl: ['przelknac sliny', 'przelykac sliny', 'przelknac nawet wody'],
          es: ['tragar (?:la |mi |su )?saliva', 'tragar ni (?:el )?agua'],
          fr: ['avaler (?:ma |sa )?salive'],
          de: ['(?:den |meinen |seinen )?speichel schlucken', 'spucke schlucken'],
          it: ['deglutire (?:la )?saliva', 'inghiottire (?:la )?saliva'],
          pt: ['engolir (?:a )?saliva', 'engolir cuspe'],
          ru: ['глотать слюну', 'проглотить слюну'],
          ar: ['بلع (?:ريق|لعاب)', 'أبلع ريق', 'ابلع ريق', 'يبلع ريق'],
        },
      },
      {
        concepts: ['cant_keep_fluids'],
        b: {
          en: [
            'keep (?:anything|any fluids?|water|liquids?|fluids?|drinks?) down',
            'hold (?:anything|water|fluids?) down',
          ],
          is: ['haldid (?:neinu|vatni|vokva) nidri'],
          pl: ['utrzymac (?:nic|niczego|wody|plynow) w zoladku'],
          es: ['retener (?:nada|liquidos|agua)'],
          fr: ['garder (?:quoi que ce soit|rien|l.eau|les liquides)'],
          de: [
            '(?:etwas|nichts|wasser) (?:bei mir )?(?:be|drin)halten',
            'bei mir behalten',
            'drin ?behalten',
          ],
          it: ['tenere giu', 'trattenere (?:niente|liquidi|acqua)'],
          pt: ['segurar (?:nada|agua|liquidos)', 'manter nada no estomago'],
          ru: ['удержать (?:воду|жидкость|ничего)'],
        },
      },
    ],
    ordered: true,
    maxGap: 30,
    polarity: 'span',
  },
  {
    // Hindi puts the inability after its object ("साँस नहीं ले पा रहा").
    id: 'inability-post',
    source: 'NHS 111 (call 999 when…); NICE CKS urinary retention',
    a: {
      hi: [
        'नहीं ले पा',
        'ले नहीं पा',
        'नहीं ले सक',
        'ले नहीं सक',
        'नहीं आ रह',
        'नहीं कर पा',
        'कर नहीं पा',
        'नहीं निगल',
        'निगल नहीं',
        'nahi le pa',
        'le nahi pa',
        'nahi le sak',
        'nahi aa rah',
        'nahi kar pa',
        'kar nahi pa',
        'nahi nigal',
        'nigal nahi',
      ],
    },
    targets: [
      { concepts: ['severe_dyspnoea'], b: { hi: ['सांस', 'साँस', 'saans', 'saas$', 'sans$'] } },
      { concepts: ['unconscious'], b: { hi: ['होश', 'hosh'] } },
      { concepts: ['urinary_retention'], b: { hi: ['पेशाब', 'peshab', 'pishab'] } },
      { concepts: ['cant_swallow_saliva'], b: { hi: ['थूक', 'लार', 'thook', 'laar'] } },
    ],
    maxGap: 20,
    polarity: 'span',
  },
  {
    // NICE CKS headache ("thunderclap: the worst headache ever"); a pain the patient calls the worst of
    // their life is severe (ESI v4: severe pain ≥ 7/10).
    id: 'worst-of-life',
    source: 'NICE CKS headache — assessment (thunderclap); ESI v4 severe pain',
    a: {
      en: [
        'worst',
        'most (?:severe|painful|intense|excruciating)',
        'never (?:had|felt) (?:such|anything like)',
      ],
      is: ['verst', 'versta', 'versti', 'sarasta', 'sarasti'],
      pl: ['najgorsz', 'najsilniejsz', 'najmocniejsz'],
      es: ['peor', 'mas fuerte', 'mas intens'],
      fr: ['pire', 'plus fort', 'plus intens'],
      de: ['schlimmst', 'starkst', 'heftigst'],
      it: ['peggior', 'piu fort', 'piu intens'],
      pt: ['pior', 'mais fort', 'mais intens'],
      ru: ['самая сильная', 'самую сильную', 'сильнейш', 'худш', 'самая страшная'],
      tr: ['en (?:kotu|siddetli|agir|berbat)'],
      ar: ['أسوأ', 'اسوأ', 'أشد', 'اشد', 'أقوى', 'اقوى'],
      hi: ['सबसे (?:तेज|बुरा|बुरी|भयानक|खराब|ज़्यादा|ज्यादा)', 'sabse (?:tez|bura|buri|bhayanak|kharab|zyada)'],
      zh: ['最'],
      ja: ['一番', '最も', '最悪'],
      ko: ['가장', '제일', '최악'],
    },
    context: {
      en: "\\b(?:of (?:my|his|her|their) (?:whole |entire )?life|in (?:my|his|her|their) (?:whole |entire )?life|ever\\b|i(?:'ve| have)? (?:ever )?(?:had|felt|experienced))",
      is: '(?:aevi|lifinu|lifi minu|nokkurn tima|hef (?:nokkurn timann )?fundid)',
      pl: '(?:w (?:moim |swoim |jego |jej )?zyciu|kiedykolwiek|jaki (?:kiedykolwiek )?mial)',
      es: '(?:de (?:mi|su|toda mi|toda su) vida|en (?:mi|su) vida|jamas|nunca)',
      fr: '(?:de (?:ma|sa|toute ma|toute sa) vie|jamais)',
      de: '(?:(?:meines|seines|ihres) lebens|je(?:mals)?\\b|im leben|ich je)',
      it: '(?:della (?:mia|sua) vita|mai\\b)',
      pt: '(?:da (?:minha|sua) vida|da vida|na (?:minha|sua) vida|jamais|nunca)',
      ru: '(?:в (?:моей |своей |его |её |ее )?жизни|жизни|когда-либо|никогда)',
      tr: '(?:hayat|omrum)',
      ar: '(?:حيات|عمري|عمره|في حياتي|بحياتي)',
      hi: '(?:ज़िंदगी|जिंदगी|जीवन|zindagi|jindagi|kabhi)',
      zh: '(?:这辈子|一辈子|有生以来|从来没|从没|生平)',
      ja: '(?:人生|生まれて|今まで)',
      ko: '(?:평생|인생|살면서|태어나서)',
    },
    targets: [
      {
        concepts: ['thunderclap_headache'],
        b: {
          en: ['headache', 'head ?ache', 'head (?:pain|hurts|is)', 'migraine'],
          is: ['hofudverk', 'hausverk', 'hofud'],
          pl: ['bol\\w* glowy', 'glowa', 'glowy'],
          es: ['dolor de cabeza', 'cabeza', 'cefalea', 'jaqueca'],
          fr: ['mal de tete', 'mal a la tete', 'cephal', 'tete', 'migraine'],
          de: ['kopfschmerz', 'kopfweh', 'kopf'],
          it: ['mal di testa', 'cefalea', 'testa', 'emicrania'],
          pt: ['dor de cabeca', 'cabeca', 'cefaleia', 'enxaqueca'],
          ru: ['головн', 'голова', 'голову'],
          tr: ['bas agri', 'basim', 'bas$', 'migren'],
          ar: ['صداع', 'رأس', 'راس'],
          hi: ['सिरदर्द', 'सिर दर्द', 'सिर', 'sir ?dard', 'sar ?dard'],
          zh: ['头痛', '头疼', '頭痛', '偏头痛'],
          ja: ['頭痛', '頭が痛', '頭'],
          ko: ['두통', '머리'],
        },
      },
      {
        concepts: ['severe'],
        b: {
          en: ['pain', 'ache', 'hurt', 'agony', 'cramp'],
          is: ['verk', 'sarsauk'],
          pl: ['bol$', 'bolu', 'bole', 'boli$', 'bolem'],
          es: ['dolor', 'duele'],
          fr: ['douleur', 'mal$'],
          de: ['schmerz'],
          it: ['dolor', 'male$'],
          pt: ['dor$', 'dores'],
          ru: ['бол'],
          tr: ['agri', 'sanci'],
          ar: ['ألم', 'الم', 'وجع'],
          hi: ['दर्द', 'dard'],
          zh: ['痛', '疼'],
          ja: ['痛'],
          ko: ['통증', '아프', '아파', '고통'],
        },
      },
    ],
    maxGap: 30,
    polarity: 'parts',
  },
  {
    // BTS/SIGN 158 and NHS 111: an asthma attack the reliever inhaler does not help is an emergency.
    id: 'reliever-not-helping',
    source: 'BTS/SIGN 158 British guideline on asthma; NHS 111 asthma attack',
    a: {
      en: [
        'inhaler',
        'puffer',
        'salbutamol',
        'ventolin',
        'albuterol',
        'nebuli[sz]er',
        'reliever',
        'blue pump',
      ],
      is: ['pust', 'innudalyf', 'ventolin', 'salbutamol'],
      pl: ['inhalator', 'pompk', 'wziewn', 'ventolin', 'salbutamol'],
      es: ['inhalador', 'ventolin', 'salbutamol', 'bomba', 'puff'],
      fr: ['inhalateur', 'ventoline', 'salbutamol', 'pompe'],
      de: ['inhalator', 'spray', 'asthmaspray', 'notfallspray', 'salbutamol', 'pumpe', 'dosieraerosol'],
      it: ['inalatore', 'ventolin', 'broncodilat', 'spray', 'salbutamolo', 'puff'],
      pt: ['bombinha', 'inalador', 'aerolin', 'salbutamol'],
      ru: ['ингалятор', 'сальбутамол', 'вентолин', 'беродуал', 'баллончик'],
      tr: ['inhaler', 'ventolin', 'fisfis', 'fis fis', 'nefes acici', 'salbutamol'],
      ar: ['البخاخ', 'بخاخ', 'فنتولين', 'الفنتولين'],
      hi: ['इनहेलर', 'पंप', 'inhaler', 'pump'],
      zh: ['吸入器', '喷雾', '万托林', '沙丁胺醇'],
      ja: ['吸入', 'ベントリン', 'サルブタモール'],
      ko: ['흡입기', '벤토린', '살부타몰'],
    },
    targets: [
      {
        concepts: ['no_relief', 'chronic_lung', 'dyspnoea'],
        b: {
          en: [
            "(?:isn't|is not|isnt|not|doesn't|does not|doesnt|didn't|did not|aren't|are not|won't|wont|no longer|stopped) (?:\\w+ )?(?:help|work|do(?:ing)? (?:anything|much)|touch|mak\\w* (?:a |any )?difference|ease|relieve)",
            'no (?:effect|help|difference|use)',
            'useless',
            'barely (?:help|work|touch)',
            'not lasting',
          ],
          is: ['hjalpar ekki', 'virkar ekki', 'hefur engin ahrif', 'gerir ekkert', 'slaer ekki a'],
          pl: [
            'nie (?:pomaga|dziala|daje)',
            'nic nie daje',
            'nic nie pomaga',
            'przestal\\w* (?:pomagac|dzialac)',
          ],
          es: ['no (?:me |le )?(?:hace|ayuda|funciona|sirve|alivia)', 'ya no', 'sin efecto'],
          fr: [
            "(?:ne |n')(?:me |lui )?(?:fait|aide|marche|soulage|sert) (?:rien|plus|pas)",
            'sans effet',
            'aucun effet',
          ],
          de: ['hilft (?:\\w+ )?nicht', 'wirkt (?:\\w+ )?nicht', 'bringt nichts', 'keine wirkung'],
          it: ['non (?:fa|aiuta|funziona|serve)', 'nessun effetto'],
          pt: ['nao (?:faz|ajuda|funciona|resolve|alivia)', 'sem efeito'],
          ru: ['не помога', 'не действ', 'не работает', 'без эффекта'],
          tr: ['ise yaramiyor', 'fayda etmiyor', 'etki etmiyor', 'yaramadi', 'etkisi yok', 'fayda vermiyor'],
          ar: [
            'لا يساعد',
            'ما يساعد',
            'ما نفع',
            'ما ينفع',
            'لم يساعد',
            'بدون فائدة',
            'مش نافع',
            'ما فاد',
            'لا ينفع',
          ],
          hi: ['काम नहीं', 'असर नहीं', 'kaam nahi', 'asar nahi', 'fayda nahi'],
          zh: ['没用', '不管用', '没效果', '无效', '不起作用'],
          ja: ['効かない', '効きません', '効果がない', '効果がありません'],
          ko: ['효과가 없', '듣지 않', '소용없', '안 들어'],
        },
      },
    ],
    maxGap: 40,
    polarity: 'span',
  },
  {
    // NICE CKS acute abdomen / NHS 111: a rigid, board-like abdomen is peritonism (in pregnancy also
    // a sign of placental abruption, NICE NG126 / RCOG GTG 63).
    id: 'rigid-abdomen',
    source: 'NICE CKS abdominal pain (peritonitis); RCOG GTG 63 antepartum haemorrhage',
    a: {
      en: [
        'hard(?! to| lump| bump| swelling| spot| knot| ball|ness| stool| poo)',
        'rigid',
        'rock ?hard',
        'like (?:a )?board',
        'board-like',
        'solid as',
        'tight as a drum',
      ],
      is: ['hord', 'hardur', 'hart$', 'grjothard', 'stif'],
      pl: ['tward', 'sztywn', 'jak deska', 'deskowat'],
      es: ['dur[oa]$', 'rigid', 'como (?:una )?tabla'],
      fr: ['dur$', 'dure$', 'rigide', 'de bois'],
      de: ['hart$', 'bretthart', 'steinhart', 'starr'],
      it: ['dur[oa]$', 'rigid', 'di legno', 'a tavola'],
      pt: ['dur[oa]$', 'rigid', 'como (?:uma )?tabua'],
      ru: ['тверд', 'доскообраз', 'каменн'],
      tr: ['sert', 'tahta gibi', 'tas gibi'],
      ar: ['صلب', 'متصلب', 'قاس', 'ناشف'],
      hi: ['सख्त', 'कड़ा', 'कड़क', 'sakht', 'kadak'],
      zh: ['硬', '板状'],
      ja: ['硬', '板状', 'カチカチ'],
      ko: ['딱딱', '단단'],
    },
    targets: [
      {
        concepts: ['peritonism'],
        b: {
          en: ['belly', 'tummy', 'stomach', 'abdomen', 'abdominal wall', 'bump$'],
          is: ['magi', 'maga', 'kvid', 'bumb'],
          pl: ['brzuch'],
          es: ['barriga', 'abdomen', 'vientre', 'panza', 'tripa', 'estomago'],
          fr: ['ventre', 'abdomen', 'bide'],
          de: ['bauch'],
          it: ['pancia', 'addome', 'ventre'],
          pt: ['barriga', 'abdomen', 'abdome', 'ventre'],
          ru: ['живот'],
          tr: ['karin', 'karn'],
          ar: ['بطن', 'البطن', 'بطني'],
          hi: ['पेट', 'pet$', 'pait'],
          zh: ['肚子', '腹'],
          ja: ['お腹', 'おなか', '腹'],
          ko: ['배가', '배는', '배를', '복부'],
        },
      },
    ],
    // a hardening that comes and goes for seconds is a tightening (Braxton Hicks), not peritonism
    exclude:
      '(?:comes and goes|now and then|on and off|every so often|few seconds|a second|a moment|tighten|braxton|practice contraction|od czasu do czasu|na chwile|skurcz|de vez en cuando|unos segundos|de temps en temps|quelques secondes|ab und zu|sekunden|ogni tanto|pochi secondi|de vez em quando|segundos|время от времени|секунд|ara sira|saniye|من وقت|ثوان|कभी कभी|सेकंड|时不时|几秒|時々|数秒|가끔|몇 초|stundum|sekund)',
    maxGap: 30,
    polarity: 'parts',
  },
];
