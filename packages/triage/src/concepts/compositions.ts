import type { Language } from '@asa/domain';
import * as en from '../lexicon/en/compositions.ts';
import * as is from '../lexicon/is/compositions.ts';
import * as pl from '../lexicon/pl/compositions.ts';
import * as es from '../lexicon/es/compositions.ts';
import * as fr from '../lexicon/fr/compositions.ts';
import * as de from '../lexicon/de/compositions.ts';
import * as pt from '../lexicon/pt/compositions.ts';
import * as it from '../lexicon/it/compositions.ts';
import * as ru from '../lexicon/ru/compositions.ts';
import * as tr from '../lexicon/tr/compositions.ts';
import * as ar from '../lexicon/ar/compositions.ts';
import * as hi from '../lexicon/hi/compositions.ts';
import * as zh from '../lexicon/zh/compositions.ts';
import * as ja from '../lexicon/ja/compositions.ts';
import * as ko from '../lexicon/ko/compositions.ts';

export type Terms = Partial<Record<Language, string[]>>;

/** Each language's words of the compositions (lexicon/<language>/compositions.ts). */
const WORDS = { en, is, pl, es, fr, de, pt, it, ru, tr, ar, hi, zh, ja, ko };

/** The words of one part in every language that has them. */
function partsOf(name: string): Terms {
  const out: Terms = {};
  for (const lang of Object.keys(WORDS) as Language[]) {
    const list = WORDS[lang].PARTS[name];
    if (list) out[lang] = [...list];
  }
  return out;
}

/** A rule's context expression in every language that has one. */
function contextsOf(name: string): Partial<Record<Language, string>> {
  const out: Partial<Record<Language, string>> = {};
  for (const lang of Object.keys(WORDS) as Language[]) {
    const re = WORDS[lang].CONTEXTS[name];
    if (re !== undefined) out[lang] = re;
  }
  return out;
}

/**
 * Red-flag concepts recognised by composition (see `nlp/composition.ts`): a part `a` (a substance,
 * a colour, an inability, a superlative) and a part `b` (an action or a body part) in one clause.
 * The rules are here; their words, by part, in lexicon/<language>/compositions.ts. Terms use the
 * lexicon syntax (normalised spelling, prefix match at a word start, `$` for a word end); `fuzzy*`
 * lists whole words of six letters or more that also match with a bounded edit distance (typos). Every rule cites the guidance that makes the composed concept a
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
    /** Like the rule's `exclude`, for this target only (the tablets of a hard swallow). */
    exclude?: string;
  }[];
  /** `a` must come before `b` (an inability cue before its verb); `b-first`: after it. */
  ordered?: boolean | 'b-first';
  /**
   * `a` may follow `b` across one comma as its apposition — "dolor de cabeza, el peor de mi vida",
   * "Kopfschmerzen, die schlimmsten meines Lebens": a noun, a comma, up to three words, the qualifier.
   */
  apposition?: boolean;
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
  /**
   * Where the context may occur: the sentence (default), or anywhere in what the patient wrote,
   * for a subject named once and then referred to ("34 weeks pregnant. He has hardly moved today").
   */
  contextIn?: 'sentence' | 'text';
}

// ---------------------------------------------------------------- shared parts

/** "…through my nose": a blocked nose, not a breathing emergency (after "can't breathe"). */
const NOSE_ONLY =
  '^\\s*(?:properly |well )?(?:through|thru|with|out of) (?:my|his|her|their|the|one) (?:nose|nostril)|^\\s*(?:bien )?(?:por|par|durch|attraverso|pela|pelo|przez|через|dal|col) (?:la |le |die |il |o |meine |mi )?(?:nariz|nez|nase|naso|nos|нос)|^\\S*\\s+(?:нормально |свободно )?носом(?!,? (?:и|ни|или) ртом)|^\\S*\\s+(?:normalnie |swobodnie )?nosem(?!,? (?:i|ani|lub) ust)|^\\S*\\s+(?:almennilega |vel )?(?:með|gegnum|í gegnum) nef(?!\\S* (?:né|og|eða) munn)';

/**
 * Tablets, pills and capsules: a hard swallow of a big tablet is the tablet's size, not dysphagia
 * (also applied after a listed phrase: "hard to swallow the big tablets").
 */
const TABLETS =
  '(?:tablet|pill|capsule|caplet|pastill|comprim|compresse|tablett|kapsel|pillol|capsul|pigul|tabletk|kapsulk|tafl|toflu|hylki|таблет|капсул|пилюл|\\bhap(?:lar|lari|i|ı)?\\b|kapsul|حبة|حبوب|اقراص|قرص|كبسول|गोली|goli|golia|दवा|药片|药丸|胶囊|錠剤|錠|カプセル|薬を|알약|캡슐|약을)';
/**
 * A nose named before the breathing ("burnumdan nefes almakta zorlanıyorum", "鼻子不通气呼吸困难",
 * "नाक से साँस लेने में दिक्कत"): a blocked nose, not breathlessness.
 */
const NOSE_BEFORE =
  '(?:burn(?:um|u|un)?(?:dan|tan)|burnum tikal|鼻子|鼻塞|鼻で|鼻が詰|鼻づまり|코로|코가 막|코막힘|नाक से|नाक बंद|naak se|nak se|naak band|من (?:ال)?[اأ]نف|ب(?:ال)?[اأ]نف|[اأ]نفي مسدود)';
/**
 * Around a difficulty speaking, what makes it something other than the speech of a stroke: a sore
 * throat or a lost voice (NICE CKS sore throat, hoarseness), a stammer, a toddler's late talking.
 */
const SPEECH_NOT_STROKE =
  '(?:throat|voice|hoarse|laryng|tonsil|ulcer|tooth|teeth|dentist|brace|stammer|stutter|lisp|delay|speech therap|late talker|toddler|shy\\b|garga|gardl|gardel|garganta|gorge|hals|gola|gorl|горл|bogaz|boğaz|حلق|زور|गला|गले|gala|gale|喉|のど|목이 아|목소리|\\bvoz\\b|voix|stimm|glos|głos|голос|\\bses\\b|صوت|आवाज|awaaz|awaz|声|jakan|zajak|stotter|tartamud|begai|bégai|balbuz|gagu|заика|kekele|تأتأ|هكل|हकला|结巴|口吃|どもり|말더듬|rodd|hæs|haes|很难说话|难说话|feeling|sentim|gefuhl|gefühl|uczuc|uczuć|чувств|duygu|مشاعر|भावना|感受|気持ち|감정|o tym|об этом|darüber|daruber)';
/** Exercise, a workout, a long walk or run: muscle ache after it, not a limb that cannot bear weight. */
const EXERCISE =
  '(?:\\bgym\\b|workout|work out|exercis|training|leg day|squats|marathon|\\bran\\b|\\brun\\b|running|hike|hiking|football|siłowni|silowni|trening|cwiczen|ćwiczeń|gimnasio|entrenamiento|ejercicio|salle de sport|entrainement|entraînement|muscu|fitness|sport|palestra|allenamento|academia|treino|спортзал|тренировк|зал[ае]? |spor salon|antrenman|egzersiz|ræktin|raektin|æfing|aefing|الجيم|الجم|النادي|التمرين|تمارين|جيم|जिम|कसरत|व्यायाम|kasrat|vyayam|健身|锻炼|运动|跑步|ジム|筋トレ|運動|トレーニング|헬스|운동)';

/**
 * After "can't speak / talk", who or what the talking is with or about ("can't talk to my mum about
 * it", "je ne peux pas en parler à ma mère", "не могу говорить об этом с мужем"): a conversation that
 * is hard to have, not the loss of speech of a stroke (NHS stroke: FAST).
 */
const CONVERSATION =
  '^\\s*(?:about|to (?:him|her|them|you|anyone|anybody|someone|people|my|his|her|their|the)\\b|with (?:him|her|them|you|anyone|anybody|someone|people|my|his|their)\\b|de (?:ca|cela|ce|ces|lui|elle|eux|tout|mes|mon|ma|mi|su|eso|esto|ello|isso|questo|questa|lui|lei)\\b|d.en\\b|(?:a|au|aux|avec) (?:ma|mon|mes|sa|son|ses|lui|elle|eux|personne|quelqu)|sobre|disso|nisso|con (?:el|ella|ellos|mi|mis|nadie|lui|lei|loro|mio|mia|nessuno)\\b|com (?:ele|ela|eles|meu|minha|ninguem)\\b|di (?:questo|lui|lei|cio|quello)\\b|daruber|uber |mit (?:ihm|ihr|ihnen|meine|meinem|meiner|jemandem|niemandem)\\b|o tym|o (?:nim|niej|nich)\\b|z (?:nim|nia|nimi|mezem|zona|mama|nikim)\\b|об |о (?:том|нем|ней|них|своих)(?![\\p{L}])|с (?:ним|ней|ними|мужем|женой|мамой|людьми|кем)(?![\\p{L}])|عن |مع )';

/**
 * Qualifiers that, right after a listed phrase of the concept, say it is something else; the
 * parser applies them to every mention of the concept, listed or composed.
 */
export const NOT_IF_FOLLOWED_BY: Record<string, string> = {
  severe_dyspnoea: NOSE_ONLY,
  dyspnoea: NOSE_ONLY,
  // "hard to swallow the big tablets", "difficulty swallowing these capsules": the tablet's size
  dysphagia: `^\\s*(?:[\\p{L}']+ ){0,3}${TABLETS}`,
  slurred_speech: CONVERSATION,
  // "collapsed on the sofa", "collapsed into bed", "s'est effondrée en larmes", "desabou a chorar":
  // exhaustion or tears, not a collapse
  collapse:
    '^[\\p{L}\\p{M}]*\\s*(?:(?:on|onto|into|in) (?:the |my |a |his |her )?(?:sofa|couch|bed|chair)|in(?:to)? (?:tears|sobs)|crying|laughing|with (?:exhaustion|tiredness|laughter)|from (?:exhaustion|tiredness)|exhausted|en (?:larmes|pleurs|sanglots)|de (?:fatigue|rire|sommeil)|sur (?:le |mon |son |un )?(?:canape|lit|fauteuil)|a chorar|em (?:lagrimas|prantos)|chorando|no (?:sofa|sofá)|na cama|en (?:el )?(?:sofa|sillon|la cama)|llorando|de cansancio|dal sonno|dalla stanchezza|sul (?:divano|letto)|a letto|piangendo|auf (?:das|dem|die|der|s) (?:sofa|couch|bett)|ins bett|in tranen|vor mudigkeit|weinend|на (?:диван|кровать|кровати)|от усталости|в слезах|na (?:kanape|lozko|łóżko|kanapę|kanape)|ze zmeczenia|ze zmęczenia|z płaczem|z placzem)',
};

const BLOOD: Terms = partsOf('BLOOD');

const VOMIT: Terms = partsOf('VOMIT');
const VOMIT_FUZZY: Terms = partsOf('VOMIT_FUZZY');

const COUGH: Terms = partsOf('COUGH');
const COUGH_FUZZY: Terms = partsOf('COUGH_FUZZY');

const STOOL: Terms = partsOf('STOOL');

const URINE: Terms = partsOf('URINE');

/** A verb or noun of bleeding ("bled a lot", "sangró", "geblutet", "kanama"). */
const BLEED: Terms = partsOf('BLEED');

/** Two part lists joined, language by language. */
function joinTerms(x: Terms, y: Terms): Terms {
  const out: Terms = { ...x };
  for (const [lang, list] of Object.entries(y) as [keyof Terms, string[]][])
    out[lang] = [...(out[lang] ?? []), ...list];
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
    fuzzyA: partsOf('blood-with-action fuzzyA'),
    targets: [
      { concepts: ['vomiting_blood'], b: VOMIT, fuzzyB: VOMIT_FUZZY },
      { concepts: ['haemoptysis'], b: COUGH, fuzzyB: COUGH_FUZZY },
      { concepts: ['blood_in_stool'], b: STOOL, fuzzyB: partsOf('blood-with-action fuzzyB 3') },
      { concepts: ['haematuria'], b: URINE, fuzzyB: partsOf('blood-with-action fuzzyB 4') },
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
    a: partsOf('coffee-ground-vomit a'),
    targets: [{ concepts: ['vomiting_blood'], b: VOMIT, fuzzyB: VOMIT_FUZZY }],
    polarity: 'parts',
  },
  {
    // NICE CG141: black, tarry stools (melaena) are upper GI bleeding.
    id: 'black-tarry-stool',
    source: 'NICE CG141 acute upper gastrointestinal bleeding (melaena)',
    a: partsOf('black-tarry-stool a'),
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
    a: partsOf('cyanosis-colour-body a'),
    // a colour of hair, clothes, paint or a bruise is not the colour of the skin
    exclude:
      '(?:hair|dye|paint|ink|shirt|dress|tattoo|bruise|nail polish|varnish|lipstick|make-?up|pelo|cabello|wlos|haar|cheveux|capelli|волос|платье|sac|شعر|बाल|头发|髪|머리카락|tinte|teinture|farbe|tinta|siniak|синяк|moraton|moretón|bleu sur|blauer fleck|livido|hematoma)',
    targets: [
      {
        concepts: ['cyanosis'],
        b: partsOf('cyanosis-colour-body b 1'),
        fuzzyB: partsOf('cyanosis-colour-body fuzzyB 1'),
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
    a: partsOf('inability a'),
    targets: [
      {
        concepts: ['severe_dyspnoea'],
        b: partsOf('inability b 1'),
        fuzzyB: partsOf('inability fuzzyB 1'),
        unlessAfter: NOSE_ONLY,
      },
      {
        concepts: ['unconscious'],
        b: partsOf('inability b 2'),
      },
      {
        concepts: ['drowsy'],
        b: partsOf('inability b 3'),
      },
      {
        concepts: ['urinary_retention'],
        b: partsOf('inability b 4'),
        unlessAfter:
          '^\\s*(?:without|properly|much|a lot|very|as much|normally|easily|fully|in public|when|while|at night|with)\\b|^\\s*(?:bez|sin|sans|ohne|senza|sem)\\b',
      },
      {
        concepts: ['cant_swallow_saliva'],
        b: partsOf('inability b 5'),
      },
      {
        concepts: ['cant_keep_fluids'],
        b: partsOf('inability b 6'),
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
    a: partsOf('inability-post a'),
    targets: [
      { concepts: ['severe_dyspnoea'], b: partsOf('inability-post b 1') },
      { concepts: ['unconscious'], b: partsOf('inability-post b 2') },
      { concepts: ['urinary_retention'], b: partsOf('inability-post b 3') },
      { concepts: ['cant_swallow_saliva'], b: partsOf('inability-post b 4') },
    ],
    maxGap: 20,
    polarity: 'span',
  },
  {
    // A difficulty is not an inability: "hard to breathe" is breathlessness (NICE CKS breathlessness),
    // "hard to swallow" dysphagia (NICE NG12 / CKS dysphagia), "hard to walk" a limb that does not
    // fully bear weight (Ottawa ankle and knee rules), "trouble peeing" a poor stream (NICE CG97
    // LUTS), "hard to see" a change in vision (NICE CKS / RCOphth). A DIFFICULTY word with a
    // FUNCTION, in either order ("yutkunmakta zorlanıyorum"), gives the plain concept of the
    // function, never its severe form ("can't breathe" is the inability rule's).
    id: 'difficulty',
    source:
      'NICE CKS breathlessness; NICE NG12 / CKS dysphagia; Ottawa ankle and knee rules; NICE CG97 LUTS; NICE CKS visual loss',
    a: partsOf('difficulty a'),
    targets: [
      {
        concepts: ['dyspnoea'],
        b: partsOf('FUNCTION breathe'),
        unlessAfter: NOSE_ONLY,
        exclude: NOSE_BEFORE,
      },
      { concepts: ['dysphagia'], b: partsOf('FUNCTION swallow'), exclude: TABLETS },
      { concepts: ['limited_weight_bearing'], b: partsOf('FUNCTION walk'), exclude: EXERCISE },
      { concepts: ['urinary_hesitancy'], b: partsOf('FUNCTION urinate') },
      {
        concepts: ['vision_change'],
        b: partsOf('FUNCTION see'),
        // "hard to see if it fades", "difficile de voir si…": whether, not eyesight; "hard to see a GP",
        // "hard to see him like this": an appointment or a feeling
        unlessAfter:
          '^\\s*,?\\s*(?:if|whether|what|how|where|which|him|her|them|the (?:rash|spots?|marks?|bite|wound|lump|bruise)|(?:a|the|my|any|our) (?:doctor|gp|nurse|dentist|specialist|consultant)|si|ob|was|wie|wo|czy|co|jak|gdzie|se|cosa|come|como|comment|ce que|o que|ли|что|как|где|(?:al|a un|un|el|le|au|einen|den|il|o|um) (?:medic[oa]|medecin|arzt|doctor|dottore?)|lekarza|врача|doktor\\w*)(?![\\p{L}])',
        exclude: '(?:^|\\s)a ver(?![\\p{L}])',
      },
      {
        // NHS stroke (FAST): speech problems; the engine's slurred_speech holds "difficulty speaking"
        concepts: ['slurred_speech'],
        b: partsOf('FUNCTION speak'),
        // "hard to talk about it", "hard to talk to him": a conversation, not speech
        unlessAfter:
          '^\\s*(?:about|to (?:him|her|them|you|people|anyone|someone|strangers|my|the|a)|with|in front|on the phone|english|sobre|con |avec|de |des |du |di |del |della |ai |alla |al |ao |a (?:ma|mon|mes|sa|son|ses|la|le|les|mi|su|nadie|ninguem|alguem)\\s|über|uber|mit |com |о |об |с ним|с ней|с людьми|hakkinda|ile |um |o tym|o swoich|z nim|z nia|z ludzmi|عن|مع|से बात|के बारे)',
        // a sore throat or a lost voice, a stammer, a toddler's late talking: not a stroke
        exclude: SPEECH_NOT_STROKE,
      },
      {
        // NICE CKS sore throat: trismus (a mouth that will hardly open) with a sore throat suggests quinsy
        concepts: ['upper_airway_signs'],
        b: partsOf('FUNCTION open mouth'),
      },
      {
        // NICE NG240: a neck that is hard to move or turn is a stiff neck (meningism only with fever,
        // headache or a rash, and not when posture explains it: the meningitis red flag)
        concepts: ['neck_stiffness'],
        b: partsOf('FUNCTION move neck'),
      },
    ],
    maxGap: 30,
    polarity: 'parts',
  },
  {
    // A pain on doing it: a pain on passing urine is dysuria (NICE CKS UTI), on breathing in
    // pleuritic pain (NICE CKS chest pain, PE), on walking a pain worse on movement — never an
    // inability. A pain on swallowing is left to the sore throat it usually is (NICE CKS sore
    // throat: self-care), not made dysphagia here.
    id: 'pain-on-function',
    source: 'NICE CKS urinary tract infection (lower); NICE CKS chest pain; NICE NG158 PE',
    a: partsOf('pain-on-function a'),
    targets: [
      {
        concepts: ['pleuritic'],
        b: partsOf('FUNCTION breathe'),
        unlessAfter: NOSE_ONLY,
        exclude: NOSE_BEFORE,
      },
      { concepts: ['worse_moving'], b: partsOf('FUNCTION walk') },
      { concepts: ['dysuria'], b: partsOf('FUNCTION urinate') },
      { concepts: ['neck_pain'], b: partsOf('FUNCTION move neck') },
    ],
    maxGap: 30,
    polarity: 'parts',
  },
  {
    // Where the pain word is not tied to its function by a preposition (hi "पेशाब करने में जलन", tr
    // "idrar yaparken yanma", zh "小便的时候疼", ja "歩くと痛い", ko "걸을 때 아파요"), it counts only
    // right after the function: "कमर में दर्द और पेशाब में दिक्कत" is a back pain and a difficulty.
    id: 'pain-after-function',
    source: 'NICE CKS urinary tract infection (lower); NICE CKS chest pain',
    a: partsOf('pain-after-function a'),
    targets: [
      { concepts: ['pleuritic'], b: partsOf('FUNCTION breathe'), exclude: NOSE_BEFORE },
      { concepts: ['worse_moving'], b: partsOf('FUNCTION walk') },
      { concepts: ['dysuria'], b: partsOf('FUNCTION urinate') },
      { concepts: ['neck_pain'], b: partsOf('FUNCTION move neck') },
    ],
    ordered: 'b-first',
    maxGap: 15,
    polarity: 'parts',
  },
  {
    // NICE CKS headache ("thunderclap: the worst headache ever"); a pain the patient calls the worst of
    // their life is severe (ESI v4: severe pain ≥ 7/10).
    id: 'worst-of-life',
    source: 'NICE CKS headache — assessment (thunderclap); ESI v4 severe pain',
    a: partsOf('worst-of-life a'),
    context: contextsOf('worst-of-life context'),
    targets: [
      {
        concepts: ['thunderclap_headache'],
        b: partsOf('worst-of-life b 1'),
      },
      {
        concepts: ['severe'],
        b: partsOf('worst-of-life b 2'),
      },
    ],
    apposition: true,
    maxGap: 30,
    polarity: 'parts',
  },
  {
    // BTS/SIGN 158 and NHS 111: an asthma attack the reliever inhaler does not help is an emergency.
    id: 'reliever-not-helping',
    source: 'BTS/SIGN 158 British guideline on asthma; NHS 111 asthma attack',
    a: partsOf('reliever-not-helping a'),
    targets: [
      {
        concepts: ['no_relief', 'chronic_lung', 'dyspnoea'],
        b: partsOf('reliever-not-helping b 1'),
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
    a: partsOf('rigid-abdomen a'),
    targets: [
      {
        concepts: ['peritonism'],
        b: partsOf('rigid-abdomen b 1'),
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
    a: partsOf('neck-will-not-bend a'),
    targets: [
      {
        concepts: ['neck_stiffness'],
        b: partsOf('neck-will-not-bend b 1'),
      },
    ],
    maxGap: 30,
    polarity: 'span',
  },
  {
    // NICE NG240: a stiff or rigid neck, told as the neck and a word for stiffness in either order.
    id: 'neck-stiff',
    source: 'NICE NG240 bacterial meningitis and meningococcal disease (neck stiffness)',
    a: partsOf('neck-stiff a'),
    targets: [
      {
        concepts: ['neck_stiffness'],
        b: partsOf('neck-stiff b 1'),
      },
    ],
    maxGap: 25,
    polarity: 'parts',
  },
  {
    // Resuscitation Council UK / NHS first aid (severe bleeding): bleeding told with a word of amount
    // or of not stopping, in either order ("ça pisse le sang", "perde un sacco di sangue", "blutet wie
    // verrückt", "khoon ruk hi nahi raha") — the amount is the patient's, no listed phrase needed.
    id: 'bleeding-heavily',
    source: 'Resuscitation Council UK first aid; NHS: severe bleeding → 999',
    a: joinTerms(BLOOD, BLEED),
    targets: [{ concepts: ['heavy_bleeding'], b: partsOf('bleeding-heavily b 1') }],
    // a period, the gums or the nose (their own advice), a blood test, pressure, sugar, clots or
    // thinners, a donation: not a bleed told
    exclude:
      '(?:gum|encia|gencive|zahnfleisch|gengiv|gengiv|десн|dziasl|dis eti|لثة|मसूड|牙龈|歯茎|歯ぐき|잇몸|nose|nez|nariz|nase|naso|носа|носом|z nosa|burun|أنف|नाक|鼻|코피|코에서|period|regle|regla|menstru|periode|ciclo|mestruazion|месячн|miesiaczk|okres|adet|الدورة|पीरियड|माहवारी|月经|例假|生理|생리|test|sample|result|pressure|sugar|glucose|level|count|donat|clot|thinn|analys|analiz|analis|prueba|examen|exame|esame|untersuch|blutdruck|zucker|cisnieni|presion|pression|pressione|pressao|давлени|сахар|анализ|tansiyon|seker|ضغط|سكر|تحليل|शुगर|जांच|血压|血糖|检查|化验|検査|혈압|혈당|검사)',
    maxGap: 30,
    // "won't stop", "no para" carry their own negation: only cues outside the span count
    polarity: 'span',
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
        b: partsOf('bleeding-from-back-passage b 1'),
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
    a: partsOf('pulled-from-water a'),
    targets: [
      {
        concepts: ['drowning'],
        b: partsOf('pulled-from-water b 1'),
      },
    ],
    // a rescue, not a swim: the sentence tells of distress (cough, breathing, colour, consciousness)
    context: contextsOf('pulled-from-water context'),
    exclude:
      '(?:water ?birth|waters? (?:broke|break)|swimming lesson|hot water bottle|drink\\w* water|bebe agua|beber agua|boire|trinken|bere acqua|пить вод|su iç|يشرب|पानी पी|喝水|水を飲|물을 마)',
    maxGap: 40,
    polarity: 'parts',
  },
  {
    // NICE NG128 / BE-FAST: sudden double vision is a stroke sign of the back of the brain — "seeing"
    // and "double" in either order and any person.
    id: 'double-vision',
    source: 'NICE NG128 stroke and TIA (posterior circulation: diplopia, ataxia)',
    a: partsOf('double-vision a'),
    targets: [
      {
        concepts: ['diplopia'],
        b: partsOf('double-vision b 1'),
      },
    ],
    maxGap: 30,
    polarity: 'parts',
  },
  {
    // NICE CKS red eye: a red eye that is painful (not only gritty or itchy) may be keratitis, iritis,
    // scleritis or acute glaucoma — same-day assessment. The eye and a word of pain in one clause, in
    // either order ("my eye is red and painful", "l'œil me fait mal", "目が赤くて痛い"); an eyelid or a
    // stye, a pain behind the eyes or a headache is that complaint's own.
    id: 'eye-pain',
    source: 'NICE CKS red eye',
    a: partsOf('eye-pain a'),
    targets: [{ concepts: ['eye_pain'], b: partsOf('eye-pain b 1') }],
    maxGap: 25,
    polarity: 'parts',
    exclude:
      '(?:\\blids?\\b|eyelid|stye|chalaz|behind|paupi|orgelet|derriere|parpad|orzuel|palpebr|orzaiol|powiek|jeczm|hinter|gerstenkorn|веко|веки|ячмен|за глаз|kapag|arpac|جفن|شحاذ|पलक|बिलनी|眼皮|眼睑|麦粒肿|针眼|まぶた|瞼|ものもらい|눈꺼풀|다래끼|augnlok|vogris|headache|head ache|migraine|kopfschmerz|mal de tete|mal a la tete|dolor de cabeza|mal di testa|dor de cabeca|головн|bol glowy|bas agri|hausverk|صداع|सिर दर्द|sir dard|头痛|頭痛|두통)',
  },
  {
    // NHS exercise advice (delayed-onset muscle soreness): muscles, thighs, arms or legs that ache after
    // unaccustomed exercise told anywhere in the message ("first time at the gym yesterday … today my
    // thighs hurt"). The calves are left out, so that a calf pain keeps its deep vein thrombosis rules.
    id: 'exercise-ache',
    source: 'NHS: delayed-onset muscle soreness after exercise',
    a: partsOf('exercise-ache a'),
    targets: [{ concepts: ['muscle_soreness'], b: partsOf('exercise-ache b 1') }],
    context: Object.fromEntries(
      (
        ['en', 'is', 'pl', 'es', 'fr', 'de', 'it', 'pt', 'ru', 'tr', 'zh', 'ja', 'ko', 'ar', 'hi'] as const
      ).map((l) => [l, EXERCISE]),
    ),
    contextIn: 'text',
    maxGap: 30,
    polarity: 'parts',
  },
  {
    // NICE CG95 / ESC: crushing, squeezing or heavy chest pain ("like someone sitting on my chest",
    // "an elephant on my chest") — a pressing image with the chest, in either order.
    id: 'weight-on-chest',
    source: 'NICE CG95 recent-onset chest pain of suspected cardiac origin',
    a: partsOf('weight-on-chest a'),
    targets: [
      {
        concepts: ['cardiac_quality'],
        b: partsOf('weight-on-chest b 1'),
      },
    ],
    // a tight chest with a cold, a chest infection or anxiety is not the pressing of angina
    exclude:
      '(?:cough|phlegm|cold\\b|wheez|asthm|infection|anxi|panic|kaszel|flema|\\btos\\b|toux|husten|tosse|кашел|кашля|oksur|سعال|खांसी|咳|咳嗽|기침)',
    maxGap: 30,
    polarity: 'parts',
  },
  {
    // NICE NG225 (self-harm): a supply of tablets gathered for an overdose is a plan with means,
    // told by the hoarding and the medicine in either order ("saving up my tablets", "haplarımı biriktirdim").
    id: 'tablets-gathered',
    source: 'NICE NG225 self-harm: assessment (plans, means, preparations)',
    a: partsOf('tablets-gathered a'),
    targets: [
      {
        concepts: ['suicide_method'],
        b: partsOf('tablets-gathered b 1'),
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
    a: partsOf('fetal-movements-stopped a'),
    targets: [
      {
        concepts: ['reduced_fetal_movements'],
        b: partsOf('fetal-movements-stopped b 1'),
        // Turkish: the light verb in the first person is the mother's own movement ("az hareket
        // ediyorum", "hareket etmedim"), not the baby's
        unlessAfter: '^\\s*(?:ediyorum|ediyom|ettim|etmiyorum|etmiyom|etmedim|edemiyorum|edemedim|ederim|etmem$)',
      },
    ],
    context: contextsOf('fetal-movements-stopped context'),
    // the pregnancy is often said once, and the baby is "he" / "il" / "er" in the next sentence
    contextIn: 'text',
    maxGap: 30,
    polarity: 'span',
  },
  {
    // NICE NG232 head injury: a blow to the head told as the head and a verb of striking
    // ("bumped her head", "se golpeó la cabeza", "başını çarptı").
    id: 'head-struck',
    source: 'NICE NG232 head injury: assessment and early management',
    a: partsOf('head-struck a'),
    targets: [
      {
        concepts: ['head_injury'],
        b: partsOf('head-struck b 1'),
      },
    ],
    maxGap: 25,
    polarity: 'parts',
  },
  {
    // NHS burns and scalds / British Burn Association: a burn that leaves the skin white, leathery or
    // charred, or takes it off in sheets, is deep or extensive, whatever its size → A&E. The skin and
    // its state in one clause ("the skin is peeling off", "кожа слезает", "Haut weiß und lederartig"),
    // told of a burn or a scald in the sentence; a sunburn's peel is something else.
    id: 'burn-skin-deep',
    source: 'NHS burns and scalds; British Burn Association referral criteria',
    a: partsOf('burn-skin-deep a'),
    targets: [
      {
        concepts: ['large_burn'],
        b: partsOf('burn-skin-deep b 1'),
      },
    ],
    context: contextsOf('burn-skin-deep context'),
    maxGap: 30,
    polarity: 'parts',
    exclude:
      '(?:\\bsun\\b|sunburn|sunbath|sunbed|sonne|slonc|opalen|солнц|загар|solbrun|\\bsol(?:inni|inn|ar)?\\b|tongue|mouth|язык|во рту|zunge|\\bmund\\b|język|ustach|\\btung|\\bmunn)',
  },
];
