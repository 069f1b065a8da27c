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
  en: ['vomit', 'puk(?:e|ing|ed)', 'throw up', 'threw up', 'sick up', 'being sick', 'been sick', 'was sick', 'retch'],
  is: ['aeld', 'aela', 'aelt', 'aelu', 'uppkast', 'kasta upp', 'kastadi upp', 'gubb'],
  pl: ['wymiot', 'zwymiot', 'rzyga', 'rzygn'],
  es: ['vomit', 'devolv', 'devuelv', 'devuelt'],
  fr: ['vomi', 'vomir'],
  de: ['erbrech', 'erbroch', 'erbrich', 'kotz', 'gekotzt', 'ubergeb', 'ubergab'],
  it: ['vomit', 'rigett', 'rimett'],
  pt: ['vomit', 'golfa', 'golfo'],
  ru: ['рвот', 'рвал', 'рвет', 'вырвал', 'стошнил', 'блев'],
  tr: ['kus(?:m|t|u|ar|ac|ay)'],
  ar: ['تقيؤ', 'تقيأ', 'يتقيأ', 'أتقيأ', 'اتقيأ', 'استفراغ', 'استفرغ', 'يستفرغ', 'ترجيع', 'يرجع', 'قيء', 'قيئ'],
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

/** A verb or noun of bleeding ("bled a lot", "sangró", "geblutet", "kanama"). */
const BLEED: Terms = {
      en: ['bleed', 'bled$', 'losing blood', 'lost (?:a lot of |lots of )?blood', 'passed (?:\\w+ ){0,4}blood'],
      is: ['blaed', 'blæð', 'missti (?:\\w+ )?blod', 'missti (?:\\w+ )?blóð'],
      pl: ['krwawi', 'krwawienie', 'krwotok', 'leci krew', 'stracil\\w* (?:\\w+ )?krwi'],
      es: ['sangr(?:a|o|ó|ando|ado|e)$', 'sangrado', 'hemorragia', 'perdi\\w* (?:\\w+ )?sangre'],
      fr: ['saign', 'hemorragie', 'perdu (?:\\w+ )?(?:de )?sang'],
      de: ['blute', 'blutet', 'geblutet', 'blutung'],
      it: ['sanguin', 'emorragia', 'perso (?:\\w+ )?sangue', 'perde (?:\\w+ )?sangue'],
      pt: ['sangr', 'hemorragia', 'perdeu (?:\\w+ )?sangue', 'perdi (?:\\w+ )?sangue'],
      ru: ['кровотеч', 'кровит', 'кровоточ', 'потерял\\w* (?:\\w+ )?кров'],
      tr: ['kanama', 'kaniyor', 'kan kaybet', 'kan geldi', 'kan geliyor'],
      ar: ['نزف', 'نزيف', 'ينزف', 'نزل (?:\\S+ ){0,2}دم'],
      hi: ['खून (?:\\S+ ){0,2}(?:निकल|गिर|आ)', 'khoon (?:\\S+ ){0,2}(?:nikal|gir|aa)', 'bleeding'],
      zh: ['出血', '流血', '出.{0,4}血'],
      ja: ['出血', '血が出'],
      ko: ['출혈', '피가 나', '피가 나오', '피가 많이'],
    };

/** Two part lists joined, language by language. */
function joinTerms(x: Terms, y: Terms): Terms {
  const out: Terms = { ...x };
  for (const [lang, list] of Object.entries(y) as [keyof Terms, string[]][]) out[lang] = [...(out[lang] ?? []), ...list];
  return out;
}

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
          Object.entries(STOOL).map(([l, t]) => [l, t.filter((x) => !/wipe|toilet|papier|papel|kag/.test(x))]),
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
      pl: ['sin(?:y|e|a|i|ieje|ial\\w*|ieja)$', 'zsinial\\w*', 'posinial\\w*', 'niebiesk', 'szar[aey]$', 'fiolet'],
      es: ['azul', 'morad', 'gris', 'cianotic', 'amoratad'],
      fr: ['bleu', 'violet', 'violac', 'gris', 'cyanos'],
      de: ['blau', 'grau', 'lila', 'violett', 'zyanot'],
      it: ['blu$', 'bluastr', 'viola', 'violac', 'grigi', 'cianotic'],
      pt: ['azul', 'azulad', 'roxo', 'roxa', 'arroxead', 'cinz', 'cianotic'],
      ru: ['синие', 'синий', 'синяя', 'синее', 'синев', 'посинел', 'синюшн', 'синел', 'синими', 'сер(?:ые|ый|ая|ое)$', 'фиолет'],
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
      is: ['get ekki', 'getur ekki', 'gat ekki', 'geta ekki', 'gatu ekki', 'nae ekki', 'naer ekki', 'nadi ekki', 'kemst ekki', 'tokst ekki'],
      pl: ['nie (?:moze|moge|mozemy|mogl\\w*|moga|da sie|jest w stanie|jestem w stanie|potrafi\\w*|umie|dam rady|daje rady)', 'ledwo'],
      es: ['no (?:puede|puedo|podia|pudo|pude|podemos|consigue|consigo|conseguimos|logra|logro)', 'incapaz de', 'apenas (?:puede|puedo)'],
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
      it: ['non (?:riesce|riesco|riusciva|riuscivo|riusciamo|puo|posso|poteva|possiamo)', 'incapace di', 'a fatica'],
      pt: ['nao (?:consigo|consegue|conseguia|conseguiu|conseguimos|posso|pode|podia)', 'incapaz de', 'mal (?:consigo|consegue)'],
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
          pl: ['oddych', 'zlapac (?:tchu|oddechu|powietrza)', 'nabrac powietrza', 'mowic pelnymi zdaniami', 'dokonczyc zdania'],
          es: ['respirar', 'coger aire', 'tomar aire', 'recuperar el aliento', 'hablar (?:con )?frases', 'terminar (?:una |las )?frases?'],
          fr: ['respirer', 'reprendre (?:mon |son |leur )?souffle', 'parler en phrases', 'finir (?:mes |ses )?phrases'],
          de: ['atmen', 'luft holen', 'luft bekommen', 'in ganzen satzen', 'satze beenden'],
          it: ['respirare', 'prendere fiato', 'riprendere fiato', 'parlare (?:in )?frasi', 'finire (?:le )?frasi'],
          pt: ['respirar', 'recuperar o folego', 'tomar ar', 'falar frases', 'terminar (?:as )?frases'],
          ru: ['дыш', 'вдохнуть', 'вздохнуть', 'отдышаться', 'говорить (?:полными )?предложени', 'договорить'],
          ar: ['تنفس', 'أتنفس', 'اتنفس', 'يتنفس', 'تتنفس', 'النفس', 'التنفس'],
        },
        fuzzyB: { en: ['breathe', 'breathing'], es: ['respirar'], pt: ['respirar'], fr: ['respirer'], it: ['respirare'] },
        unlessAfter: NOSE_ONLY,
      },
      {
        concepts: ['unconscious'],
        b: {
          en: ['stay conscious', 'keep (?:him|her|them) conscious', 'wake (?:him|her|them|my|our|the|up)', 'rouse', 'get (?:him|her|them) to wake'],
          is: ['vakid (?:hann|hana|thau|barnid|hana)', 'vakid h'],
          pl: ['dobudzic', 'obudzic', 'wybudzic', 'ocucic'],
          es: ['despertar', 'mantener(?:se|lo|la)? conscient', 'seguir conscient'],
          fr: ['(?:le |la )?reveiller', 'rester conscient'],
          de: ['(?:ihn |sie )?(?:auf)?wecken', 'wach ?zu ?bekommen', 'bei bewusstsein bleiben'],
          it: ['svegliar', 'restare cosciente', 'rimanere cosciente'],
          pt: ['acorda', 'despertar', 'ficar consciente'],
          ru: ['разбудить', 'добудиться', 'прийти в себя', 'очнуться'],
          ar: ['يصحى', 'تصحى', 'نصحي', 'يستيقظ', 'تستيقظ', 'إيقاظ', 'ايقاظ', 'يفيق', 'نوقظ', 'نصحيه', 'نصحيها'],
        },
      },
      {
        concepts: ['drowsy'],
        b: {
          en: ['stay awake', 'keep (?:him |her |them |my |his |their )?(?:eyes )?(?:awake|open)', 'keep (?:him|her|them) awake'],
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
          en: ['pee$', 'wee$', 'urinate', 'pass (?:any )?(?:urine|water)', 'empty (?:my|his|her|their|the) bladder', 'go for a (?:wee|pee)'],
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
          en: ['swallow (?:my |his |her |their )?(?:own )?(?:saliva|spit)', 'swallow anything', 'swallow even water'],
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
          en: ['keep (?:anything|any fluids?|water|liquids?|fluids?|drinks?) down', 'hold (?:anything|water|fluids?) down'],
          is: ['haldid (?:neinu|vatni|vokva) nidri'],
          pl: ['utrzymac (?:nic|niczego|wody|plynow) w zoladku'],
          es: ['retener (?:nada|liquidos|agua)'],
          fr: ['garder (?:quoi que ce soit|rien|l.eau|les liquides)'],
          de: ['(?:etwas|nichts|wasser) (?:bei mir )?(?:be|drin)halten', 'bei mir behalten', 'drin ?behalten'],
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
      en: ['worst', 'most (?:severe|painful|intense|excruciating)', 'never (?:had|felt) (?:such|anything like)'],
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
      en: '\\b(?:of (?:my|his|her|their) (?:whole |entire )?life|in (?:my|his|her|their) (?:whole |entire )?life|ever\\b|i(?:\'ve| have)? (?:ever )?(?:had|felt|experienced))',
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
      en: ['inhaler', 'puffer', 'salbutamol', 'ventolin', 'albuterol', 'nebuli[sz]er', 'reliever', 'blue pump'],
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
          pl: ['nie (?:pomaga|dziala|daje)', 'nic nie daje', 'nic nie pomaga', 'przestal\\w* (?:pomagac|dzialac)'],
          es: ['no (?:me |le )?(?:hace|ayuda|funciona|sirve|alivia)', 'ya no', 'sin efecto'],
          fr: ["(?:ne |n')(?:me |lui )?(?:fait|aide|marche|soulage|sert) (?:rien|plus|pas)", 'sans effet', 'aucun effet'],
          de: ['hilft (?:\\w+ )?nicht', 'wirkt (?:\\w+ )?nicht', 'bringt nichts', 'keine wirkung'],
          it: ['non (?:fa|aiuta|funziona|serve)', 'nessun effetto'],
          pt: ['nao (?:faz|ajuda|funciona|resolve|alivia)', 'sem efeito'],
          ru: ['не помога', 'не действ', 'не работает', 'без эффекта'],
          tr: ['ise yaramiyor', 'fayda etmiyor', 'etki etmiyor', 'yaramadi', 'etkisi yok', 'fayda vermiyor'],
          ar: ['لا يساعد', 'ما يساعد', 'ما نفع', 'ما ينفع', 'لم يساعد', 'بدون فائدة', 'مش نافع', 'ما فاد', 'لا ينفع'],
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
      en: ['hard(?! to| lump| bump| swelling| spot| knot| ball|ness| stool| poo)', 'rigid', 'rock ?hard', 'like (?:a )?board', 'board-like', 'solid as', 'tight as a drum'],
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
  {
    // NICE NG240 (meningism): a neck that will not bend forward, chin to chest — by the neck and the
    // inability to bend it, in any person ("can't bend my neck", "boynumu eğemiyorum", "首を曲げられず").
    id: 'neck-will-not-bend',
    source: 'NICE NG240 bacterial meningitis and meningococcal disease (neck stiffness)',
    a: {
      en: ['neck', 'chin (?:to|on|onto|down to) (?:my|his|her|their|the) chest'],
      is: ['hals', 'hnakk'],
      pl: ['szyj', 'szyi', 'kark'],
      es: ['cuello', 'nuca'],
      fr: ['cou$', 'nuque', 'tete'],
      de: ['nacken', 'hals$', 'genick', 'kopf'],
      it: ['collo', 'nuca', 'testa'],
      pt: ['pescoc', 'nuca', 'cabeca'],
      ru: ['ше[яюи]', 'затыл', 'голов'],
      tr: ['boyn', 'boyun', 'ense', 'kafa', 'basim'],
      ar: ['رقب', 'عنق', 'راس', 'رأس'],
      hi: ['गर्दन', 'gardan', 'gardhan', 'garden'],
      zh: ['脖子', '颈', '头'],
      ja: ['首', '頭'],
      ko: ['목을', '목이', '목도', '목은', '고개'],
    },
    targets: [
      {
        concepts: ['neck_stiffness'],
        b: {
          en: ["(?:can't|cannot|can not|couldn't|could not|unable to|won't|wont) (?:\\w+ )?(?:bend|flex|lower|tilt|bring|get|put|touch)"],
          is: ['(?:get|getur|gat|geta) ekki (?:beygt|hreyft|hallad|lutt)'],
          pl: ['nie (?:moge|moze|mogl\\w*|da sie) (?:\\w+ )?(?:zgiac|pochylic|schylic|opuscic|ruszac|ruszyc)', ],
          es: ['no (?:puedo|puede|podia|pudo|consigo|consigue) (?:\\w+ )?(?:doblar|bajar|flexionar|agachar|inclinar|mover)'],
          fr: ["(?:ne |n')?(?:peux|peut|pouvait|pouvais|arrive|arrivait) (?:pas|plus) (?:a )?(?:plier|baisser|pencher|flechir|bouger)"],
          de: ['(?:kann|kannst|konnte|konnen) (?:\\w+ ){0,3}(?:nicht|kaum) (?:\\w+ ){0,2}(?:beugen|senken|neigen|bewegen)'],
          it: ['non (?:riesco|riesce|posso|puo|riusciva) (?:a )?(?:piegare|abbassare|flettere|chinare|muovere)'],
          pt: ['nao (?:consigo|consegue|posso|pode|conseguia) (?:\\w+ )?(?:dobrar|abaixar|flexionar|inclinar|curvar|mexer)'],
          ru: ['не (?:могу|может|мог|могла|получается) (?:\\w+ )?(?:наклонить|согнуть|опустить|прижать|пошевелить)', 'не (?:гн[её]тся|сгибается|наклоняется)'],
          tr: ['egemiy', 'egemedi', 'bukemiy', 'bukemedi', 'indiremiy', 'oynatamiy', 'kipirdatamiy'],
          ar: ['(?:ما|لا|مش) (?:أقدر|اقدر|يقدر|تقدر|أستطيع|استطيع|يستطيع|تستطيع|قادر) (?:\\S+ )?(?:أثني|اثني|يثني|تثني|ثني|أحني|احني|يحني|حني|أنزل|انزل|ينزل|أحرك|احرك|يحرك|تحريك)'],
          hi: ['नहीं झुका', 'झुका नहीं', 'नहीं मोड़', 'मोड़ नहीं', 'jhuka nahi', 'nahi jhuka', 'mod nahi', 'nahi mod'],
          zh: ['不能(?:往前|向前|往下)?弯', '弯不下', '低不下', '低不了', '不能低头', '弯不了'],
          ja: ['曲げられな[いく]', '曲げられず', '曲げられません', '曲がらな[いく]', '曲がりません', '下を向けな[いく]', '曲げることができな[いく]', '曲げることができません'],
          ko: ['숙일 수가 없', '숙일 수 없', '못 숙이', '숙이지 못', '숙이지를 못', '안 숙여'],
        },
      },
    ],
    maxGap: 30,
    polarity: 'span',
  },
  {
    // NICE NG240: a stiff or rigid neck, told as the neck and a word for stiffness in either order.
    id: 'neck-stiff',
    source: 'NICE NG240 bacterial meningitis and meningococcal disease (neck stiffness)',
    a: {
      en: ['neck'],
      is: ['hals', 'hnakk'],
      pl: ['szyj', 'szyi', 'kark'],
      es: ['cuello', 'nuca'],
      fr: ['cou$', 'nuque'],
      de: ['nacken', 'hals$', 'genick'],
      it: ['collo', 'nuca'],
      pt: ['pescoc', 'nuca'],
      ru: ['ше[яюи]', 'затыл'],
      tr: ['boyn', 'boyun', 'ense'],
      ar: ['رقب', 'عنق'],
      hi: ['गर्दन', 'gardan', 'gardhan'],
      zh: ['脖子', '颈'],
      ja: ['首'],
      ko: ['목을', '목이', '목도', '목은'],
    },
    targets: [
      {
        concepts: ['neck_stiffness'],
        b: {
          en: ['stiff', 'rigid', 'locked'],
          is: ['stif', 'stird', 'stirð'],
          pl: ['sztywn', 'zesztywnial'],
          es: ['rigid', 'tieso', 'tiesa', 'agarrotad'],
          fr: ['raide', 'rigide', 'bloque'],
          de: ['steif', 'starr'],
          it: ['rigid', 'bloccat'],
          pt: ['dur[oa]$', 'rigid', 'travad', 'endurecid'],
          ru: ['скован', 'ригидн', 'одеревен', 'каменн'],
          tr: ['kaskati', 'kaskatı', 'tutuldu', 'tutulmus', 'sertlesti', 'kasildi', 'katilasti'],
          ar: ['متيبس', 'متصلب', 'ناشف', 'مشدود', 'يابس', 'متخشب'],
          hi: ['अकड़', 'अकड', 'जकड़', 'जकड', 'akad', 'akkad', 'jakad', 'stiff'],
          zh: ['僵硬', '发硬', '僵'],
          ja: ['硬', 'こわば', '固ま'],
          ko: ['뻣뻣', '굳었', '굳어'],
        },
      },
    ],
    maxGap: 25,
    polarity: 'parts',
  },
  {
    // NICE CKS rectal bleeding / NICE CG141: bleeding from the back passage, told with a verb of
    // bleeding and the place ("bled a lot from his bottom", "sangró por el ano", "aus dem Darm geblutet").
    id: 'bleeding-from-back-passage',
    source: 'NICE CKS gastrointestinal tract (lower) cancers — rectal bleeding; NICE CG141',
    a: joinTerms(BLOOD, BLEED),
    targets: [
      {
        concepts: ['blood_in_stool'],
        b: {
          en: ['back passage', 'bottom', 'bum$', 'rectum', 'rectal', 'anus', 'back ?side'],
          is: ['endathar', 'endaþarm', 'rass'],
          pl: ['odbyt', 'tylek', 'pupy', 'pupa'],
          es: ['ano$', 'recto$', 'por detras', 'trasero', 'culo'],
          fr: ['anus', 'rectum', 'derriere', 'fesses'],
          de: ['after$', 'darm', 'po$', 'hintern', 'enddarm'],
          it: ['ano$', 'retto$', 'sedere', 'dietro'],
          pt: ['anus', 'reto$', 'bumbum', 'traseiro', 'por tras'],
          ru: ['задн\\w* проход', 'прям\\w* кишк', 'попы', 'попа', 'заднего'],
          tr: ['makat', 'anus', 'poposu', 'kalin bagirsak'],
          ar: ['الشرج', 'شرج', 'من الخلف', 'المستقيم', 'من ورا'],
          hi: ['गुदा', 'मलद्वार', 'पीछे से', 'latrine', 'potty', 'peeche se', 'piche se'],
          zh: ['肛门', '屁股', '直肠'],
          ja: ['肛門', 'お尻', 'おしり'],
          ko: ['항문', '엉덩이'],
        },
      },
    ],
    maxGap: 40,
    polarity: 'parts',
  },
  {
    // Resuscitation Council UK / RLSS UK: anyone pulled from the water after going under needs
    // hospital assessment — the water and the rescue ("we got him out of the pool").
    id: 'pulled-from-water',
    source: 'Resuscitation Council UK (drowning); RLSS UK',
    a: {
      en: ['pool', 'lake', 'river', 'sea$', 'pond', 'bath$', 'bathtub', 'water'],
      is: ['sundlaug', 'laugin', 'vatni', 'vatnin', 'sjonum', 'sjónum', 'sjoinn', 'sjóinn', 'badinu', 'baðinu'],
      pl: ['basen', 'jezior', 'rzek', 'morz', 'wod[yz]'],
      es: ['piscina', 'lago', 'rio$', 'mar$', 'agua'],
      fr: ['piscine', 'lac$', 'riviere', 'mer$', 'eau$'],
      de: ['pool', 'schwimmbad', 'becken', 'see$', 'fluss', 'meer', 'wasser'],
      it: ['piscina', 'lago', 'fiume', 'mare$', 'acqua'],
      pt: ['piscina', 'lago', 'rio$', 'mar$', 'agua'],
      ru: ['бассейн', 'озер', 'рек[иуе]', 'мор[яе]', 'вод[ыу]'],
      tr: ['havuz', 'gol$', 'golde', 'golden', 'nehir', 'deniz', 'sudan', 'sular'],
      ar: ['مسبح', 'المسبح', 'البحر', 'بحر', 'النهر', 'الماء', 'المية'],
      hi: ['पूल', 'तालाब', 'नदी', 'समुद्र', 'पानी', 'pool', 'talab', 'nadi', 'paani', 'pani'],
      zh: ['泳池', '游泳池', '水里', '水中', '河里', '海里', '池'],
      ja: ['プール', '水', '川', '海'],
      ko: ['수영장', '물에서', '물속', '바다', '강에서'],
    },
    targets: [
      {
        concepts: ['drowning'],
        b: {
          en: ['pulled (?:\\w+ ){0,3}out', 'dragged (?:\\w+ ){0,3}out', 'fished (?:\\w+ ){0,3}out', 'found (?:\\w+ ){0,2}(?:face down|floating|under)', 'went under', 'under (?:the )?water'],
          is: ['drogum', 'drógum', 'dreginn', 'dregin', 'fiskud', 'fiskuð'],
          pl: ['wyciagn', 'wyciągn', 'wylowi', 'pod wod'],
          es: ['sacamos', 'sacaron', 'saque', 'saqué', 'sacado', 'rescat', 'bajo el agua', 'se hundio', 'se hundió'],
          fr: ['sorti$', 'sortie$', 'sortis$', 'repech', 'sous l.eau'],
          de: ['gezogen', 'rausgezogen', 'herausgezogen', 'rausgeholt', 'geborgen', 'unter wasser', 'untergegangen'],
          it: ['tirato fuori', 'tirata fuori', 'tirat\\w* fuori', 'ripescat', 'estratt', 'sott.acqua'],
          pt: ['tiramos', 'tiraram', 'tirei', 'tirado', 'tirada', 'resgat', 'debaixo d.agua', 'afundou'],
          ru: ['вытащил', 'вытащили', 'достал\\w*', 'под водой', 'ушел под воду', 'ушёл под воду'],
          tr: ['cikardik', 'cikardim', 'cikardilar', 'cikarildi', 'su altinda', 'batti$'],
          ar: ['طلعنا', 'طلعناه', 'طلعناها', 'أخرجنا', 'اخرجنا', 'انتشل', 'سحبنا', 'تحت الماء', 'تحت المية'],
          hi: ['निकाला', 'निकाली', 'बाहर निकाल', 'nikala', 'nikali', 'bahar nikal', 'doob', 'डूब'],
          zh: ['拉出来', '捞出来', '救上来', '拉上来', '救出来', '沉下去', '沉到'],
          ja: ['引き上げ', '引き揚げ', '助け出', '沈ん', '溺れ'],
          ko: ['건졌', '건져', '구했', '가라앉'],
        },
      },
    ],
    // a rescue, not a swim: the sentence tells of distress (cough, breathing, colour, consciousness)
    context: {
      en: '(?:cough|breath|blue|grey|gray|pale|limp|floppy|unconscious|not moving|floating|face ?down|under ?water|swallowed (?:\\w+ ){0,3}water|vomit|drown|went under)',
      is: '(?:host|hóst|and|bla|blá|gra|grá|fol|föl|medvit|meðvit|hreyf|fljot|fljót|kaf|drukkn)',
      pl: '(?:kaszl|oddych|sin|szar|blad|blad|wiotk|nieprzytom|pod wod|nie rusza|topil|utop|zachlysn)',
      es: '(?:\\btos|tose|respir|azul|morad|gris|palid|inconscient|flotando|bajo el agua|ahog|trago agua)',
      fr: '(?:touss|respir|bleu|gris|pale|inconscient|flott|sous l.eau|noy|bu la tasse|avale de l.eau)',
      de: '(?:hust|atm|blau|grau|blass|bewusstlos|schlaff|unter wasser|trieb|ertr|wasser geschluckt)',
      it: '(?:tossi|respir|\\bblu|grigi|pallid|incoscient|galleggi|sott.acqua|annega|bevuto acqua)',
      pt: '(?:tossi|respir|azul|roxo|cinz|palid|inconscient|boiando|debaixo d.agua|afog|engoliu agua)',
      ru: '(?:кашл|дыш|син|сер|бледн|без сознания|под водой|тонул|захлеб|наглотал)',
      tr: '(?:oksur|nefes|\\bmor|gri|soluk|bilinc|su altinda|bogul|su yut)',
      ar: '(?:يكح|سعال|يتنفس|تنفس|أزرق|ازرق|رمادي|شاحب|فاقد الوعي|تحت الماء|غرق|بلع ماء)',
      hi: '(?:खांस|सांस|साँस|नीला|सलेटी|पीला|बेहोश|डूब|khans|saans|neela|behosh|doob)',
      zh: '.',
      ja: '.',
      ko: '.',
    },
    exclude: '(?:water ?birth|waters? (?:broke|break)|swimming lesson|hot water bottle|drink\\w* water|bebe agua|beber agua|boire|trinken|bere acqua|пить вод|su iç|يشرب|पानी पी|喝水|水を飲|물을 마)',
    maxGap: 40,
    polarity: 'parts',
  },
  {
    // NICE NG128 / BE-FAST: sudden double vision is a stroke sign of the back of the brain — "seeing"
    // and "double" in either order and any person.
    id: 'double-vision',
    source: 'NICE NG128 stroke and TIA (posterior circulation: diplopia, ataxia)',
    a: {
      en: ['double', 'two of everything', 'two of (?:\\w+ )?things'],
      is: ['tvofalt', 'tvöfalt', 'tvennt'],
      pl: ['podwojn', 'podwójn'],
      es: ['doble'],
      fr: ['double', 'en double'],
      de: ['doppelt', 'doppel'],
      it: ['doppio', 'doppia'],
      pt: ['dobrado', 'duplo', 'duplicad', 'em dobro'],
      ru: ['двойн', 'вдвойне'],
      tr: ['cift', 'çift'],
      ar: ['مزدوج', 'اثنين', 'اثنتين', 'شيئين'],
      hi: ['डबल', 'दो-दो', 'दो दो', 'double', 'do do'],
      zh: ['重影', '两个', '双影'],
      ja: ['二重', 'ダブって'],
      ko: ['두 개로', '겹쳐', '이중으로', '두 개씩'],
    },
    targets: [
      {
        concepts: ['diplopia'],
        b: {
          en: ['see', 'saw$', 'seeing', 'vision', 'sees'],
          is: ['se$', 'sé$', 'ser$', 'sér$', 'sa$', 'sá$', 'sjon', 'sjón'],
          pl: ['widz', 'widze', 'widzenie', 'widzial'],
          es: ['ve$', 'veo$', 'ven$', 'viendo', 'vision', 'visión', 'vista'],
          fr: ['vois', 'voit', 'voyait', 'vision', 'vue$'],
          de: ['sehe', 'sieht', 'sehen', 'sicht', 'gesehen'],
          it: ['vedo', 'vede', 'vedere', 'vista', 'visione'],
          pt: ['vendo', 've$', 'vê$', 'vejo', 'visao', 'visão', 'enxerg'],
          ru: ['вижу', 'видит', 'видеть', 'зрени', 'в глазах'],
          tr: ['gor', 'gör'],
          ar: ['أشوف', 'اشوف', 'يشوف', 'تشوف', 'أرى', 'ارى', 'يرى', 'ترى', 'الرؤية', 'رؤية', 'نظر'],
          hi: ['दिख', 'dikh', 'nazar'],
          zh: ['看', '视'],
          ja: ['見え', '見る', '視'],
          ko: ['보여', '보인', '보이', '보여요'],
        },
      },
    ],
    maxGap: 30,
    polarity: 'parts',
  },
  {
    // NICE CG95 / ESC: crushing, squeezing or heavy chest pain ("like someone sitting on my chest",
    // "an elephant on my chest") — a pressing image with the chest, in either order.
    id: 'weight-on-chest',
    source: 'NICE CG95 recent-onset chest pain of suspected cardiac origin',
    a: {
      en: ['sitting on', 'sat on', 'standing on', 'elephant', 'weight on', 'crush', 'squeez', 'pressing (?:down )?on', 'in a vice', 'vice-like', 'clamp'],
      is: ['sitji á', 'situr á', 'fíll', 'farg', 'kremj', 'þrýst'],
      pl: ['usiadl', 'usiadł', 'siedzi na', 'slon', 'słoń', 'ciezar', 'ciężar', 'gniot', 'gniecie', 'sciska', 'ściska', 'przygniat', 'miazdz', 'miażdż'],
      es: ['sentado (?:sobre|encima|en)', 'sentada (?:sobre|encima|en)', 'elefante', 'peso (?:sobre|encima|en)', 'aplast', 'opresi', 'aprieta', 'apretando', 'estruj'],
      fr: ['assis sur', 'assise sur', 'elephant', 'poids sur', 'ecras', 'serre', 'etau', 'oppress', 'comprim'],
      de: ['sitzt (?:\\w+ )?auf', 'sa(?:ss|ß)e (?:\\w+ )?auf', 'elefant', 'druck auf', 'gewicht auf', 'zerquetsch', 'zusammengedruckt', 'zusammengedrückt', 'schraubstock', 'zusammenschnur'],
      it: ['seduto (?:sul|sopra|su)', 'seduta (?:sul|sopra|su)', 'elefante', 'peso (?:sul|sopra|su)', 'schiacci', 'oppressi', 'stringe', 'morsa', 'macigno'],
      pt: ['sentado (?:no|em cima|sobre)', 'sentada (?:no|em cima|sobre)', 'elefante', 'peso (?:no|em cima|sobre)', 'esmag', 'aperto', 'apertando', 'opress'],
      ru: ['сел (?:мне )?на', 'села (?:мне )?на', 'сидит на', 'слон', 'давит', 'давящ', 'сжима', 'сдавл', 'тяжест', 'плита', 'тиски'],
      tr: ['ustune biri', 'üstüne biri', 'oturmus gibi', 'oturmuş gibi', 'fil ', 'baski', 'baskı', 'sikis', 'sıkış', 'ezil', 'mengene', 'agirlik', 'ağırlık'],
      ar: ['قاعد على', 'جالس على', 'فيل', 'ضغط على', 'يعصر', 'عصر', 'ثقل', 'كاتم', 'حجر على', 'ضغط'],
      hi: ['बैठा', 'बैठ गया', 'हाथी', 'दबाव', 'दबा रहा', 'भारीपन', 'भारी', 'भींच', 'baitha', 'dabav', 'dabaav', 'bhaari', 'bhari', 'bhaaripan'],
      zh: ['坐在', '大象', '压着', '压迫', '压榨', '紧缩', '石头压', '重物', '压'],
      ja: ['座って', '象が', '締め付け', '締めつけ', '圧迫', '押しつぶ', '重い', '重苦し'],
      ko: ['앉아 있는', '앉은 것', '코끼리', '짓누르', '누르는', '조이는', '압박', '무거운', '짓눌'],
    },
    targets: [
      {
        concepts: ['cardiac_quality'],
        b: {
          en: ['chest'],
          is: ['bringu', 'bringa', 'bringan', 'brjost', 'brjóst'],
          pl: ['klatk', 'piers', 'mostk'],
          es: ['pecho', 'torax', 'tórax'],
          fr: ['poitrine', 'thorax'],
          de: ['brust'],
          it: ['petto', 'torace', 'sterno'],
          pt: ['peito', 'torax', 'tórax'],
          ru: ['груд'],
          tr: ['gogs', 'göğs', 'gogus', 'göğüs'],
          ar: ['صدر'],
          hi: ['छाती', 'सीने', 'सीना', 'seene', 'seena', 'seeney', 'chhati', 'chhaati', 'chest'],
          zh: ['胸'],
          ja: ['胸'],
          ko: ['가슴'],
        },
      },
    ],
    // a tight chest with a cold, a chest infection or anxiety is not the pressing of angina
    exclude: '(?:cough|phlegm|cold\\b|wheez|asthm|infection|anxi|panic|kaszel|flema|\\btos\\b|toux|husten|tosse|кашел|кашля|oksur|سعال|खांसी|咳|咳嗽|기침)',
    maxGap: 30,
    polarity: 'parts',
  },
  {
    // NICE NG225 (self-harm): a supply of tablets gathered for an overdose is a plan with means,
    // told by the hoarding and the medicine in either order ("saving up my tablets", "haplarımı biriktirdim").
    id: 'tablets-gathered',
    source: 'NICE NG225 self-harm: assessment (plans, means, preparations)',
    a: {
      en: ['sav(?:e|ed|ing) up', 'stockpil', 'hoard', 'stash', 'squirrel(?:l?ed|l?ing) away', 'built up a supply', 'been saving'],
      is: ['safnad', 'safnað', 'safna', 'sankad', 'sankað'],
      pl: ['zbieral', 'zbierał', 'zbieram', 'odkladal', 'odkładał', 'odkladam', 'gromadz', 'uzbiera', 'nazbiera', 'chomikuj'],
      es: ['(?:ido|voy|va|estado|vengo|viene) guardando', 'juntado', 'juntando', 'acumul', 'ahorrando', 'reuniendo'],
      fr: ['mis de cote', 'mis de côté', 'met de cote', 'accumul', 'stocke', 'amasse', 'garde de cote'],
      de: ['gesammelt', 'sammle', 'sammelt', 'gehortet', 'hortet', 'horte', 'gebunkert', 'aufgespart', 'zuruckgelegt', 'zurückgelegt'],
      it: ['messo da parte', 'mettendo da parte', 'messe da parte', 'accumul', 'raccolto', 'conservato'],
      pt: ['juntando', 'juntei', 'juntou', '(?:venho|vinha|fui|foi|tenho|tem|estou|esta) guardando', 'tenho guardado', 'acumul', 'estocando'],
      ru: ['копил', 'накопил', 'собрал', 'собирал', 'запасл', 'припас', 'накопл'],
      tr: ['biriktir'],
      ar: ['جمعت', 'مجمع', 'يجمع', 'جمع', 'خزنت', 'مخزن', 'حوشت', 'محوش'],
      hi: ['जमा', 'इकट्ठा', 'इकठ्ठा', 'बचा कर', 'बचाकर', 'jama', 'ikattha', 'ikhatta', 'ikatha'],
      zh: ['攒', '囤', '存了', '积攒', '收集了'],
      ja: ['ためて', 'ため込', 'ためこ', '貯め', '溜め', '集めて'],
      ko: ['모아', '모았', '모으', '쌓아'],
    },
    targets: [
      {
        concepts: ['suicide_method'],
        b: {
          en: ['pills', 'tablets', 'meds$', 'medication', 'medicines', 'painkillers', 'sleeping pills', 'paracetamol', 'insulin'],
          is: ['toflu', 'töflu', 'toflur', 'töflur', 'pillu', 'pillur', 'lyf'],
          pl: ['tablet', 'leki', 'lekow', 'leków', 'pigul', 'proszk'],
          es: ['pastillas', 'medicamentos', 'pildoras', 'píldoras', 'comprimidos', 'medicinas'],
          fr: ['comprim', 'cachet', 'medicament', 'médicament', 'pilule'],
          de: ['tablett', 'pillen', 'medikament', 'schlafmittel'],
          it: ['pastigl', 'pillol', 'compress', 'farmac', 'medicin'],
          pt: ['comprimid', 'remedio', 'remédio', 'pilula', 'pílula', 'medicament'],
          ru: ['таблет', 'лекарств', 'снотворн'],
          tr: ['hap', 'ilac', 'ilaç'],
          ar: ['حبوب', 'دواء', 'أدوية', 'ادوية', 'الحبوب', 'حبوبي'],
          hi: ['गोलि', 'गोली', 'दवा', 'goli', 'dawa', 'dawai', 'pills', 'tablet'],
          zh: ['药'],
          ja: ['薬'],
          ko: ['약을', '약이', '약도', '수면제', '진통제'],
        },
      },
    ],
    maxGap: 30,
    polarity: 'parts',
  },
  {
    // RCOG Green-top 57: in pregnancy, a baby that has stopped moving or moves less — the movement
    // and its absence or stop, in a sentence about the pregnancy or the baby in the womb.
    id: 'fetal-movements-stopped',
    source: 'RCOG Green-top Guideline 57 reduced fetal movements',
    a: {
      en: ["(?:haven|hasn|isn|didn|don|doesn|wasn|hadn)'?t", 'not', 'no longer', 'stopped', 'hardly', 'barely', 'less', 'fewer', 'no (?:movements?|kicks?)'],
      is: ['ekki', 'haett', 'hætt', 'haetti', 'hætti', 'minna'],
      pl: ['nie czuj', 'nie rusza', 'przestal', 'przestał', 'mniej', 'brak'],
      es: ['no (?:noto|siento|se mueve|nota|siente|la noto|lo noto)', 'ya no', 'dejo de', 'dejó de', 'dejado de', 'menos'],
      fr: ['ne (?:sens|sent|bouge|donne) (?:plus|pas)', 'plus de', 'arrete de', 'arrêté de', 'moins'],
      de: ['nicht mehr', 'nicht', 'kaum', 'weniger', 'aufgehort', 'aufgehört', 'keine'],
      it: ['non', 'smesso', 'meno'],
      pt: ['nao', 'não', 'parou de', 'deixou de', 'menos'],
      ru: ['не (?:чувствую|чувствует|шевел|двига|пина|толка)', 'перестал', 'нет', 'меньше'],
      tr: ['hissetmiy', 'kipirdamiy', 'hareket etmiy', 'tekmelemiy', 'artik', 'artık', 'azald', 'durdu', 'yok$'],
      ar: ['ما (?:حسيت|أحس|احس|يتحرك|تتحرك|عاد)', 'لا (?:أشعر|اشعر|يتحرك|تتحرك)', 'لم (?:أشعر|اشعر|يتحرك)', 'توقف', 'قلت', 'قلّت'],
      hi: ['नहीं', 'बंद', 'कम', 'nahi', 'band (?:kar|ho)', 'kam (?:ho|kar|hai|hain)'],
      zh: ['感觉不到', '不动', '没有', '没', '不', '停了', '少了', '减少'],
      ja: ['ない', 'ません', 'なくな', '減', '止ま'],
      ko: ['안 ', '않', '없', '못 느', '줄었', '멈'],
    },
    targets: [
      {
        concepts: ['reduced_fetal_movements'],
        b: {
          en: ['mov', 'kick', 'wriggl'],
          is: ['hreyf', 'spark'],
          pl: ['ruch', 'rusz', 'kopa', 'kopn'],
          es: ['mueve', 'mover', 'movimiento', 'patea', 'patada', 'pataditas'],
          fr: ['bouge', 'bouger', 'mouvement', 'coups'],
          de: ['beweg', 'tritt', 'treten', 'spure', 'spüre', 'spurt', 'spürt'],
          it: ['muove', 'muover', 'movimento', 'movimenti', 'scalci', 'calci'],
          pt: ['mexe', 'mexer', 'movimento', 'chut'],
          ru: ['шевел', 'двига', 'пина', 'толка'],
          tr: ['hareket', 'tekme', 'kipirda'],
          ar: ['حركة', 'يتحرك', 'تتحرك', 'حركته', 'حركتها', 'يرفس', 'ركل'],
          hi: ['हलचल', 'हिल', 'लात', 'kick', 'halchal', 'hil', 'movement'],
          zh: ['胎动', '动', '踢'],
          ja: ['胎動', '動', '蹴'],
          ko: ['태동', '움직', '차지', '발로 차'],
        },
      },
    ],
    context: {
      en: '(?:pregnan|\\d+ ?(?:weeks|wks)|womb|bump|midwife|f(?:o)?etal|kicks?\\b)',
      is: '(?:olett|ólétt|\\d+ ?vik|medgong|meðgöng|ljosm|ljósm)',
      pl: '(?:ciaz|ciąż|\\d+\\.? ?tydz|\\d+\\.? ?tygod|w tygodniu|kopa|kopn)',
      es: '(?:embaraz|\\d+ ?semanas|patea|patada)',
      fr: '(?:enceinte|grossesse|\\d+ ?semaines|sa\\b|coups)',
      de: '(?:schwanger|\\d+\\.? ?(?:woche|ssw)|ssw|tritt|baby|im bauch)',
      it: '(?:incinta|gravidanza|\\d+.? ?settiman|scalci)',
      pt: '(?:gravid|grávid|gesta|\\d+ ?semanas|chut)',
      ru: '(?:беремен|\\d+ ?недел|на \\d+|шевелен|пина)',
      tr: '(?:hamile|gebe|\\d+ ?hafta|tekme)',
      ar: '(?:حامل|الحمل|الجنين|جنين|الأسبوع|اسبوع|أسبوع|الشهر|يرفس)',
      hi: '(?:गर्भ|प्रेग्नेंट|हफ्ते|सप्ताह|pregnant|week|garbh|kick)',
      zh: '(?:怀孕|孕|胎|周)',
      ja: '(?:妊娠|胎|週|臨月)',
      ko: '(?:임신|태동|태아|\\d+ ?주)',
    },
    maxGap: 30,
    polarity: 'span',
  },
  {
    // NICE NG232 head injury: a blow to the head told as the head and a verb of striking
    // ("bumped her head", "se golpeó la cabeza", "başını çarptı").
    id: 'head-struck',
    source: 'NICE NG232 head injury: assessment and early management',
    a: {
      en: ['head'],
      is: ['hofud', 'höfuð', 'haus'],
      pl: ['glow', 'głow'],
      es: ['cabeza'],
      fr: ['tete', 'tête'],
      de: ['kopf'],
      it: ['testa'],
      pt: ['cabeca', 'cabeça'],
      ru: ['голов'],
      tr: ['basini', 'başını', 'basimi', 'başımı', 'kafasini', 'kafasını', 'kafami', 'kafamı', 'basina', 'başına', 'kafasina'],
      ar: ['راس', 'رأس'],
      hi: ['सिर', 'sir$', 'sar$'],
      zh: ['头'],
      ja: ['頭'],
      ko: ['머리'],
    },
    targets: [
      {
        concepts: ['head_injury'],
        b: {
          en: ['bump', 'bang', 'hit', 'knock', 'struck', 'smack', 'whack', 'crack'],
          is: ['rak', 'rakst', 'hogg', 'högg', 'skall'],
          pl: ['uderz', 'walnal', 'walnęł', 'rabnal', 'rąbnął', 'stuknal'],
          es: ['golpe', 'pego', 'pegó', 'dio con', 'choco', 'chocó'],
          fr: ['cogn', 'tape', 'tapé', 'heurt', 'choc'],
          de: ['gestossen', 'gestoßen', 'stieß', 'stiess', 'aufgeschlagen', 'angeschlagen', 'geknallt', 'schlag'],
          it: ['battut', 'sbattut', 'batte', 'sbatte', 'colpo', 'urtat'],
          pt: ['bateu', 'bati$', 'batido', 'pancada', 'batida'],
          ru: ['удар'],
          tr: ['carpti', 'çarptı', 'carpmis', 'çarpmış', 'vurdu', 'carpt', 'çarpt'],
          ar: ['ضرب', 'انضرب', 'خبط', 'اصطدم', 'ارتطم'],
          hi: ['टकरा', 'चोट', 'takra', 'chot', 'lag gayi'],
          zh: ['撞', '磕', '碰', '摔'],
          ja: ['ぶつけ', '打っ', '打ち'],
          ko: ['부딪', '박았', '찧', '다쳤'],
        },
      },
    ],
    maxGap: 25,
    polarity: 'parts',
  },
];

/**
 * Everyday forms added to concepts' own terms: phrasal verbs in their base form (the lexicon
 * inflects them: "pass out" matches "keeps passing out") and inabilities that Turkish, Chinese,
 * Japanese and Korean express inside one word or a fixed verb form (NHS 111 999 list; NICE NG143).
 */
export const COMPOSITION_ADDITIONS: Record<string, Terms> = {
  // near-drowning told with "almost" in each language (Resuscitation Council UK)
  drowning: {
    it: ['annega', 'rischiato di annegare', 'quasi annegat'],
    ru: ['чуть не утонул', 'едва не утонул', 'тонул', 'тонула', 'захлебнул'],
    tr: ['neredeyse bogul', 'az kalsin bogul', 'boguluyordu', 'bogulacakti', 'suda bogul'],
    ar: ['كادت (?:أن )?تغرق', 'كاد (?:أن )?يغرق', 'غرق', 'تغرق', 'يغرق'],
    hi: ['डूबने', 'डूब गया', 'डूब गई', 'doobne', 'doob gaya', 'doob gayi', 'dubne'],
    de: ['fast ertrunken', 'beinahe ertrunken'],
    zh: ['淹死', '溺水', '呛水'],
    ja: ['溺れ'],
    ko: ['물에 빠', '익사', '빠질 뻔'],
  },
  // collapse in everyday words (NHS 111)
  fainting: {
    en: ['pass out', 'black out', 'keel over', 'flake out', 'zone out and (?:fall|drop)'],
    de: ['umgekippt', 'zusammengebrochen', 'kollabiert', 'zusammengesackt'],
    zh: ['晕过去', '昏过去了', '晕了过去'],
    ja: ['倒れ', '気絶'],
    es: ['se desplom'],
    it: ['e svenut', 'è svenut', 'crollat'],
  },
  // disorientation told in plain words (NICE CKS delirium)
  confusion: {
    is: ['ruglar', 'ruglaður', 'rugluð', 'veit ekki hvar (?:hann|hún|hun|ég|eg) er'],
    fr: ['ne sait (?:plus|pas) (?:ou|où) (?:il|elle) est', 'ne sais (?:plus|pas) (?:ou|où) je suis'],
    ru: ['не понимает,? где (?:он|она|находится)', 'не понимаю,? где я', 'не узнает', 'не узнаёт'],
  },
  // "wants to end it" (NICE NG225: suicidal intent)
  suicidal: {
    fr: ['(?:veut|veux|vais|va|voulait) en finir', 'en finir avec (?:la vie|tout)'],
  },
  // melaena / rectal bleeding as one word (NICE CG141)
  blood_in_stool: {
    ja: ['下血'],
  },
  // anticoagulants in lay words (NICE NG232)
  blood_thinner: {
    pl: ['rozrzedz\\w* krew', 'na rozrzedzenie krwi'],
  },
  // the face drawn to one side (FAST)
  face_droop: {
    is: ['andlit\\w* (?:\\w+ ){0,2}hangir', 'andlit\\w* (?:\\w+ ){0,2}sigur', 'munnvik\\w* sigur'],
    ar: ['وجه\\S* (?:\\S+ ){0,2}(?:مايل|معوج|ملتوي|نازل|مايل من جهة)', 'فم\\S* (?:\\S+ ){0,2}(?:مايل|معوج)'],
  },
  // dysarthria in everyday words (FAST: speech)
  slurred_speech: {
    es: ['arrastrando las palabras', 'arrastra las palabras'],
    fr: ['du mal a articuler', 'mal à articuler', 'n.arrive (?:pas|plus) a articuler'],
    de: ['sprache (?:ist )?verwaschen', 'spricht verwaschen', 'lallt'],
    it: ['biascic', 'farfuglia'],
    pt: ['fala enrolada', 'fala arrastada', 'enrolando a lingua'],
    ru: ['речь невнятная', 'невнятная речь', 'заплетается язык', 'язык заплетается'],
    tr: ['peltekles', 'peltekleş', 'dili dolan', 'konusmasi bozul', 'konuşması bozul'],
    ar: ['لساني ثقيل', 'لسانه ثقيل', 'لسانها ثقيل', 'كلامه مش مفهوم', 'كلامه غير مفهوم'],
    hi: ['ज़ुबान लड़खड़ा', 'जुबान लड़खड़ा', 'zuban ladkhada', 'zubaan ladkhada', 'bolne mein dikkat'],
    zh: ['说话含糊', '口齿不清', '说话不清'],
    ja: ['ろれつが回ら', 'ろれつが回りません'],
    ko: ['발음이 꼬', '말이 어눌', '혀가 꼬'],
  },
  unconscious: {
    en: [
      'unresponsive',
      "(?:won't|wont|doesn't|does not|didn't|isn't|is not|not|stopped) respond\\w* to (?:me|us|anyone|anything|voices?|touch|(?:his|her|their) name)",
      "(?:isn't|is not|not) waking up",
    ],
    tr: ['uyandiram', 'uyanmiyor', 'kendine gelmiyor', 'tepki vermiyor'],
    zh: ['叫不醒', '喊不醒', '醒不过来', '没有反应', '没反应'],
    ja: ['起きない', '目を覚まさない', '反応しない', '反応がない'],
    ko: ['깨워도 안 일어나', '깨워도 안 깨', '반응이 없', '의식이 없'],
  },
  severe_dyspnoea: {
    tr: ['nefes alam', 'nefes alamiyor', 'soluk alam'],
    zh: ['喘不过气', '呼吸不了', '无法呼吸', '不能呼吸', '喘不上气'],
    ja: ['息ができない', '呼吸ができない', '息が吸えない', '息ができません'],
    ko: ['숨을 못 쉬', '숨을 쉴 수 없', '숨이 안 쉬어', '숨을 쉬지 못'],
  },
  urinary_retention: {
    tr: ['iseyemiyor', 'idrar yapam', 'cis yapam', 'idrarimi yapam'],
    zh: ['尿不出', '排不出尿', '解不出小便'],
    ja: ['尿が出ない', 'おしっこが出ない', '尿が出ません'],
    ko: ['소변이 안 나와', '소변을 못 보', '오줌이 안 나와', '소변을 볼 수 없'],
  },
  cant_swallow_saliva: {
    tr: ['tukurugumu yutam', 'tukuruk yutam', 'tukurugunu yutam'],
    zh: ['咽不下口水', '吞不下口水'],
    ja: ['唾を飲み込めない', 'つばが飲み込めない', 'つばを飲み込めない'],
    ko: ['침을 못 삼키', '침도 못 삼키', '침을 삼킬 수 없'],
  },
};
