import type { Findings } from '../../nlp/findings.ts';
import type { Hit, Protocol } from '../types.ts';

/**
 * General protocol (any complaint): what a message says about pain and how ill the patient is, read the
 * same way whatever the complaint (the blind sets showed emergencies phrased with words the
 * complaint lexicons lack — "dolore alla pancia fortissimo iniziato all'improvviso" — scored as
 * self-care because nothing was recognised).
 */

/** Sites whose sudden, severe pain is an emergency until proven otherwise (NHS 111, ESI v4 level 2). */
const SUDDEN_SEVERE_SITES = [
  'chest_pain',
  'abdominal_pain',
  'back_pain',
  'eye_pain',
  'testicular_pain',
  'flank',
  'limb_pain',
  'complaint_unspecified',
];
/** Pain a patient can call severe that is usually self-limiting (pharmacy / self-care first). */
const USUALLY_MINOR_PAIN = ['toothache', 'sore_throat', 'ear_pain', 'period_pain', 'headache', 'joint_pain'];
/** A stated cause that explains a sudden severe pain as a strain or a minor injury. */
const EXPLAINED_PAIN = ['strain', 'awkward_posture', 'injury', 'recurrent_known', 'relieved', 'period_pain'];

function painPresent(f: Findings, sites: readonly string[]): boolean {
  return sites.some((c) => f.present.has(c)) || (f.painScore !== undefined && f.painScore >= 1);
}

export const GENERAL: Protocol = {
  concepts: [
    {
      // Generic words of pain and illness: with nothing more specific recognised, the message is an
      // unread complaint — a clinician should see it (NHS 111: symptoms not covered → speak to a GP),
      // it is never reassured as self-care.
      id: 'complaint_unspecified',
      label: 'pain or feeling unwell (site or kind not recognised)',
      terms: {
        en: [
          'pain',
          'painful',
          'hurts?',
          'hurting',
          'aches?',
          'aching',
          'agony',
          'unwell',
          'poorly',
          'feel(?:ing)? (?:really |very |so |quite )?(?:ill|awful|terrible|rough|dreadful|horrible)',
          'not (?:feeling )?(?:right|well)',
          "something(?:'s| is) (?:really )?wrong",
          'killing me',
        ],
        is: [
          'verk\\w*',
          'verkj\\w*',
          'illt',
          'sárt',
          'vont',
          'líður (?:\\w+ )?illa',
          'lasin\\w*',
          'slæm\\w* (?:í|af)',
          'kvalir',
          'kvöl\\w*',
        ],
        pl: [
          'ból\\w*',
          'boli\\w*',
          'bolą',
          'bolało',
          'źle się czuj\\w*',
          'czuj\\w* się (?:\\w+ )?źle',
          'dolegliwoś\\w*',
          'cierpi\\w*',
        ],
        es: ['dolor\\w*', 'duele\\w*', 'me encuentro mal', 'me siento (?:muy )?mal', 'malestar'],
        fr: ['douleur\\w*', 'mal (?:à|au|aux)', "j'ai mal", 'fait mal', 'me sens (?:très )?mal', 'pas bien'],
        de: [
          'schmerz\\w*',
          'weh',
          'tut (?:\\w+ ){0,3}weh',
          'geht (?:es )?(?:mir|ihm|ihr) (?:\\w+ )?schlecht',
          'fühle mich (?:\\w+ )?(?:schlecht|krank)',
        ],
        pt: ['dor$', 'dores', 'dói', 'doendo', 'doi muito', 'mal-estar', 'sinto-me mal', 'me sinto mal'],
        it: [
          'dolor\\w*',
          'fa (?:\\w+ )?male',
          'fa malissimo',
          'male (?:a|al|alla|allo|ai|agli|alle)$',
          'sto male',
          'mi sento male',
        ],
        ru: [
          'боль$',
          'боли$',
          'болью',
          'болит',
          'болят',
          'болел\\w*',
          'больно',
          'болезненн\\w*',
          'плохо себя',
          'мне плохо',
          'недомогани\\w*',
        ],
        tr: ['ağrı\\w*', 'acı\\w*', 'sızı\\w*', 'kötü hissediyor\\w*', 'iyi değil\\w*', 'rahatsız\\w*'],
        ar: [
          'ألم',
          'الم',
          'آلام',
          'وجع',
          'يوجع\\w*',
          'توجع\\w*',
          'يؤلم\\w*',
          'تؤلم\\w*',
          'تعبان\\w*',
          'تعبانة',
        ],
        hi: ['दर्द', 'पीड़ा', 'तबीयत (?:\\w+ )?खराब', 'dard', 'pida', 'tabiyat (?:\\w+ )?kharab', 'takleef'],
        zh: ['痛', '疼', '不舒服', '难受', '難受'],
        ja: ['痛', '具合が悪', '気分が悪', '調子が悪', 'つらい', '辛い'],
        ko: ['아파', '아프', '아픈', '통증', '불편해'],
      },
    },
    {
      // Pain in an arm or leg (for the sudden-severe-pain rule and acute limb ischaemia).
      id: 'limb_pain',
      label: 'pain in an arm or leg',
      terms: {
        en: [
          'leg pain',
          '(?:leg|arm|calf|thigh|foot|hand) (?:\\w+ ){0,2}(?:pain|hurts?|hurting|agony|killing)',
          '(?:pain|agony) in (?:my |his |her |the )?(?:\\w+ )?(?:leg|arm|calf|thigh|foot|hand)',
        ],
        is: [
          'verkur í fæti',
          'verk\\w* í (?:\\w+ )?(?:fæti|fótlegg|handlegg|hendi|kálfa|læri)',
          '(?:fótur|fóturinn|handleggur\\w*) (?:\\w+ )?(?:verkjar|er aum)',
        ],
        pl: [
          'ból nogi',
          'ból\\w* (?:\\w+ )?(?:nogi|nodze|ręki|ręce|łydki|uda|stopy)',
          '(?:noga|ręka|łydka|stopa) (?:\\w+ ){0,2}boli',
        ],
        es: [
          'dolor en la pierna',
          'dolor\\w* (?:\\w+ ){0,2}(?:pierna|brazo|pantorrilla|muslo|pie|mano)',
          'me duele (?:\\w+ )?(?:la pierna|el brazo|el pie|la mano)',
        ],
        fr: [
          'douleur à la jambe',
          'douleur\\w* (?:\\w+ ){0,2}(?:jambe|bras|mollet|cuisse|pied|main)',
          "mal (?:à|au) (?:la |l')?(?:jambe|bras|mollet|pied|main)",
        ],
        de: [
          'beinschmerzen',
          '(?:bein|arm|wade|oberschenkel|fuß|hand)\\w* (?:\\w+ ){0,3}(?:schmerz\\w*|weh)',
          'schmerz\\w* (?:\\w+ ){0,2}(?:bein|arm|wade|fuß|hand)',
        ],
        pt: [
          'dor na perna',
          'dor\\w* (?:\\w+ ){0,2}(?:perna|braço|panturrilha|coxa|pé|mão)',
          '(?:perna|braço|pé|mão) (?:\\w+ )?(?:dói|doendo)',
        ],
        it: [
          'dolore alla gamba',
          'dolor\\w* (?:\\w+ ){0,2}(?:gamba|braccio|polpaccio|coscia|piede|mano)',
          '(?:gamba|braccio|piede|mano) (?:\\w+ )?fa male',
        ],
        ru: [
          'боль в ноге',
          'бол\\w* (?:\\w+ ){0,2}(?:ног\\w*|рук\\w*|икр\\w*|бедр\\w*|стоп\\w*)',
          '(?:нога|рука|икра|стопа) (?:\\w+ )?бол\\w*',
        ],
        tr: ['bacak ağrısı', '(?:bacağ|bacak|kol|baldır|ayağ|ayak|el)\\w* (?:\\w+ )?(?:ağrı\\w*|acı\\w*)'],
        ar: [
          'ألم في الساق',
          'ألم (?:في )?(?:الساق|الرجل|رجلي|ساقي|الذراع|ذراعي|يدي)',
          '(?:رجلي|ساقي|ذراعي|يدي) (?:\\w+ )?(?:توجعني|تؤلمني)',
        ],
        hi: [
          'पैर में दर्द',
          '(?:पैर|टांग|हाथ|बांह) (?:\\w+ ){0,2}(?:में )?दर्द',
          '(?:pair|taang|haath|baanh) (?:\\w+ ){0,2}(?:mein )?dard',
        ],
        zh: ['腿痛', '(?:腿|胳膊|手臂|小腿|脚|手)(?:很|非常|特别)?(?:痛|疼)'],
        ja: ['足が痛い', '(?:足|脚|腕|ふくらはぎ|太もも|手)が(?:すごく|とても)?痛'],
        ko: ['다리 통증', '(?:다리|팔|종아리|허벅지|발|손)(?:이|가)? (?:너무 |많이 )?(?:아파|아프)'],
      },
    },
    {
      // Halos or rainbows around lights: with a red or painful eye, acute angle-closure glaucoma.
      id: 'halos',
      label: 'halos or rainbows around lights',
      terms: {
        en: [
          'halos around lights',
          'halos?',
          'rainbows? (?:\\w+ ){0,2}(?:lights?|around)',
          'rings? around (?:the )?lights',
        ],
        is: ['baugar kringum ljós', 'baug\\w* (?:\\w+ ){0,2}ljós', 'hring\\w* (?:\\w+ ){0,2}ljós'],
        pl: [
          'aureole wokół świateł',
          'aureol\\w*',
          'tęcz\\w* (?:\\w+ ){0,2}świat',
          'koł\\w* (?:\\w+ ){0,2}świat',
        ],
        es: ['halos alrededor de las luces', 'halos?', 'arco ?iris (?:\\w+ ){0,2}luces'],
        fr: ['halos autour des lumières', 'halos?', 'arc-en-ciel (?:\\w+ ){0,2}lumi'],
        de: [
          'halos um lichter',
          'halos?',
          'lichthöfe',
          'regenbogen\\w* (?:\\w+ ){0,2}licht',
          'ringe um (?:die )?licht',
        ],
        pt: ['halos em volta das luzes', 'halos?', 'arco-íris (?:\\w+ ){0,2}luz'],
        it: ['aloni intorno alle luci', 'alon\\w*', 'arcobalen\\w* (?:\\w+ ){0,2}luci'],
        ru: [
          'ореолы вокруг огней',
          'ореол\\w*',
          'радужн\\w* круг\\w*',
          'круги вокруг (?:\\w+ )?(?:свет|ламп)',
        ],
        tr: ['ışıkların etrafında halkalar', 'hale\\w*', 'ışıkların etrafında (?:\\w+ )?(?:halka|gökkuşağı)'],
        ar: [
          'هالات حول الأضواء',
          'هالات?',
          'هالة حول (?:\\w+ )?(?:الضوء|الأضواء)',
          'دوائر (?:\\w+ )?حول (?:الضوء|الأضواء)',
        ],
        hi: [
          'रोशनी के चारों ओर घेरे',
          'रोशनी के (?:चारों ओर|आसपास) (?:\\w+ )?(?:घेरा|घेरे|छल्ले)',
          'roshni ke (?:charon or|aaspaas) (?:\\w+ )?(?:ghera|ghere|chhalle)',
        ],
        zh: ['灯光周围有光晕', '光晕', '虹视', '彩虹圈', '灯(?:光)?周围(?:有)?(?:圈|光环)'],
        ja: ['光の周りに虹', '光輪', '虹視', '光の(?:周り|まわり)に(?:虹|輪)'],
        ko: [
          '불빛 주위에 무지개',
          '빛 번짐',
          '무지개(?:가|빛)? (?:\\w+ )?(?:불빛|빛)',
          '불빛 주위(?:에)? (?:무지개|링|원)',
        ],
      },
    },
    {
      // The 6 Ps of acute limb ischaemia: a limb that has gone cold, pale/white or blue, and numb.
      id: 'cold_pale_limb',
      label: 'cold, pale or numb limb',
      terms: {
        en: [
          'cold white leg',
          '(?:leg|arm|foot|hand) (?:\\w+ ){0,3}(?:cold|white|pale|blue) (?:\\w+ ){0,3}(?:numb|dead|no pulse)',
          '(?:leg|arm|foot|hand) (?:\\w+ ){0,3}(?:gone|turned|is|went) (?:cold|white|pale|blue)',
          'cold,? (?:white|pale) (?:and numb )?(?:leg|arm|foot|hand)',
        ],
        is: [
          'fóturinn er kaldur og hvítur',
          '(?:fótur|fóturinn|höndin|handleggur\\w*) (?:\\w+ ){0,3}(?:kald\\w*|hvít\\w*|föl\\w*)',
          'kald\\w* og (?:hvít\\w*|föl\\w*) (?:fót|hend)',
        ],
        pl: [
          'zimna biała noga',
          '(?:noga|ręka|stopa|dłoń) (?:\\w+ ){0,3}(?:zimn\\w*|biał\\w*|blad\\w*|sin\\w*)',
          'zimn\\w* (?:i )?(?:biał\\w*|blad\\w*) (?:noga|ręka|stopa)',
        ],
        es: [
          'pierna fría y blanca',
          '(?:pierna|brazo|pie|mano) (?:\\w+ ){0,3}(?:fría|frío|blanca|blanco|pálida|pálido)',
        ],
        fr: [
          'jambe froide et blanche',
          '(?:jambe|bras|pied|main) (?:\\w+ ){0,3}(?:froide?|blanche|blanc|pâle)',
        ],
        de: ['kaltes weißes bein', '(?:bein|arm|fuß|hand) (?:\\w+ ){0,4}(?:kalt|weiß|weiss|blass|bleich)'],
        pt: [
          'perna fria e branca',
          '(?:perna|braço|pé|mão) (?:\\w+ ){0,3}(?:fria|frio|branca|branco|pálida|pálido)',
        ],
        it: [
          'gamba fredda e bianca',
          '(?:gamba|braccio|piede|mano) (?:\\w+ ){0,3}(?:fredd[ao]|bianc[ao]|pallid[ao])',
        ],
        ru: [
          'холодная белая нога',
          '(?:нога|рука|стопа|кисть) (?:\\w+ ){0,3}(?:холодн\\w*|бел\\w*|бледн\\w*)',
        ],
        tr: [
          'bacağım soğuk ve beyaz',
          '(?:bacağ|bacak|kol|ayağ|ayak|el)\\w* (?:\\w+ ){0,3}(?:soğuk|bembeyaz|beyaz|soluk)',
        ],
        ar: ['رجلي باردة وبيضاء', '(?:رجلي|ساقي|ذراعي|يدي|قدمي) (?:\\w+ ){0,3}(?:باردة|بيضاء|شاحبة)'],
        hi: [
          'पैर ठंडा और सफेद',
          '(?:पैर|हाथ) (?:\\w+ ){0,3}(?:ठंडा|सफेद|पीला) (?:\\w+ )?(?:पड़|हो)',
          '(?:pair|haath) (?:\\w+ ){0,3}(?:thanda|safed) (?:\\w+ )?(?:pad|ho)',
        ],
        zh: ['腿发凉发白', '(?:腿|脚|手|胳膊)(?:突然)?(?:发凉|冰凉|发白|苍白)'],
        ja: ['足が冷たく白い', '(?:足|脚|手|腕)が(?:冷たく|白く|青白く)'],
        ko: ['다리가 차갑고 하얗다', '(?:다리|발|손|팔)(?:이|가)? (?:차갑|하얗|창백)'],
      },
    },
    {
      // Pain on breathing in (pleuritic): with breathlessness after surgery or travel, PE (NICE NG158).
      id: 'pleuritic',
      label: 'pain on breathing in (pleuritic)',
      terms: {
        en: [
          '(?:hurts|pain|painful|sharp|stabbing) (?:\\w+ ){0,4}(?:breathe in|breathing in|deep breath|take a breath|inhal)',
          'pleuritic',
        ],
        is: ['(?:verk\\w*|vont|sárt|stingur) (?:\\w+ ){0,4}(?:anda að mér|dreg andann|anda djúpt|innöndun)'],
        pl: ['(?:ból\\w*|boli|kłuje) (?:\\w+ ){0,4}(?:przy wdechu|przy oddychaniu|wdycham|głębokim oddechu)'],
        es: ['(?:dolor\\w*|duele|pinchazo) (?:\\w+ ){0,4}(?:al respirar|al inspirar|respiro hondo)'],
        fr: [
          "(?:douleur\\w*|mal|point) (?:\\w+ ){0,4}(?:en respirant|quand je respire|à l'inspiration|inspire)",
        ],
        de: [
          '(?:schmerz\\w*|sticht|stechen\\w*|tut weh) (?:\\w+ ){0,4}(?:beim einatmen|beim atmen|tief einatme)',
          'atemabhängig\\w*',
        ],
        pt: ['(?:dor\\w*|dói|pontada) (?:\\w+ ){0,4}(?:ao respirar|quando respiro|ao inspirar)'],
        it: ['(?:dolor\\w*|fa male|fitta) (?:\\w+ ){0,4}(?:quando respiro|respirando|inspir\\w*)'],
        ru: ['(?:бол\\w*|колет) (?:\\w+ ){0,4}(?:при вдохе|на вдохе|когда дышу|глубоком вдохе)'],
        tr: ['nefes (?:\\w+ ){0,2}(?:alırken|alınca) (?:\\w+ ){0,2}(?:ağrı\\w*|acı\\w*|batıyor)'],
        ar: ['(?:ألم|وجع|يوجع\\w*) (?:\\w+ ){0,4}(?:مع التنفس|لما أتنفس|عند الشهيق|عند التنفس)'],
        hi: [
          'सांस (?:\\w+ ){0,2}(?:लेने|लेते) (?:\\w+ ){0,2}दर्द',
          'saans (?:\\w+ ){0,2}(?:lene|lete) (?:\\w+ ){0,2}dard',
        ],
        zh: ['(?:吸气|呼吸)(?:时|的时候)(?:胸口)?(?:痛|疼)'],
        ja: ['(?:息を吸う|呼吸する)と(?:胸が)?痛'],
        ko: ['숨(?:을)? (?:쉴 때|들이쉴 때|쉬면) (?:\\w+ )?(?:아파|아프|통증)'],
      },
    },
    {
      // Period pain: usually self-care (NHS period pain) unless severe and new.
      id: 'period_pain',
      label: 'period pain',
      terms: {
        en: [
          'period pains?',
          'period cramps?',
          'menstrual (?:pain|cramps?)',
          'dysmenorrh',
          'cramps? (?:\\w+ ){0,3}(?:on|during|with) (?:my )?period',
          '(?:on|during) (?:my )?period',
        ],
        is: ['túrverk\\w*', 'tíðaverk\\w*', 'á blæðingum', 'á túr'],
        pl: [
          'bol\\w* menstruac\\w*',
          'przy okresie',
          'podczas okresu',
          'bolesne miesiączk\\w*',
          'ból\\w* (?:\\w+ ){0,2}okres\\w*',
        ],
        es: [
          'dolor\\w* (?:de|de la) regla',
          'dolor\\w* menstrual\\w*',
          'cólicos menstruales',
          'con la regla',
        ],
        fr: ['règles douloureuses', 'douleurs? de règles', 'pendant (?:mes|les) règles', 'dysménorrh'],
        de: [
          'regelschmerz\\w*',
          'menstruationsschmerz\\w*',
          'periodenschmerz\\w*',
          'während (?:der|meiner) (?:periode|regel|tage)',
        ],
        pt: ['cólica menstrual', 'cólicas menstruais', 'dor\\w* menstrua\\w*', 'durante a menstruação'],
        it: ['dolor\\w* mestrual\\w*', 'crampi mestruali', 'durante il ciclo', 'con il ciclo'],
        ru: ['болезненн\\w* месячн\\w*', 'бол\\w* (?:при|во время) месячн\\w*', 'менструальн\\w* бол\\w*'],
        tr: ['adet sancı\\w*', 'regl sancı\\w*', 'adet (?:döneminde|sırasında)'],
        ar: ['ألم الدورة', 'آلام الدورة', 'وجع الدورة', 'مغص الدورة'],
        hi: ['माहवारी (?:\\w+ )?(?:में )?दर्द', 'पीरियड्स? (?:\\w+ )?(?:में )?दर्द', 'period (?:mein )?dard'],
        zh: ['痛经', '经期(?:腹)?痛', '来月经(?:时)?(?:肚子)?(?:痛|疼)'],
        ja: ['生理痛', '月経痛'],
        ko: ['생리통', '생리(?:할 때| 중에?) (?:\\w+ )?(?:아파|아프)'],
      },
    },
  ],
  additions: {
    // Relief by a painkiller / pharmacy remedy in the words the round-4 lexicon lacked (NHS pharmacy first).
    relieved: {
      en: [
        '(?:paracetamol|ibuprofen|painkillers?|tablets?) (?:\\w+ ){0,2}(?:took the edge off|did the trick|helped|helps)',
      ],
      tr: [
        '(?:ağrı kesici|parol|aspirin|ilaç)\\w* (?:\\w+ ){0,2}(?:iyi geliyor|iyi geldi|işe yarıyor|geçiriyor|rahatlatıyor)',
        'ilaçla (?:\\w+ )?geçiyor',
      ],
      ru: [
        '(?:обезболивающ\\w*|парацетамол|ибупрофен|таблетк\\w*) (?:\\w+ ){0,2}(?:помога\\w*|помог\\w*|снима\\w*)',
        'после (?:\\w+ )?(?:таблетки|обезболивающего) (?:\\w+ )?(?:проходит|легче)',
      ],
      ar: [
        '(?:المسكن|البنادول|الدواء|حبة) (?:\\w+ ){0,2}(?:يريحني|ريحني|نفع|ينفع|يخففه|خففه)',
        'يروح (?:\\w+ )?(?:بالمسكن|بالبنادول)',
      ],
      hi: [
        '(?:दर्द निवारक|पेनकिलर|गोली|दवा) (?:\\w+ ){0,2}(?:से )?(?:आराम|ठीक)',
        '(?:painkiller|goli|dawa|dawai) (?:\\w+ ){0,2}(?:se )?(?:aaram|theek)',
      ],
      zh: [
        '(?:吃了)?(?:止痛药|布洛芬|扑热息痛|对乙酰氨基酚|药)(?:后|以后)?(?:就)?(?:好了|好多了|缓解|管用|有用)',
      ],
      ja: [
        '(?:痛み止め|鎮痛剤|薬|ロキソニン|カロナール|イブ)(?:を飲むと|で)(?:\\w*)?(?:楽に|治ま|良くな|効)',
      ],
      ko: ['(?:진통제|타이레놀|약)(?:을|를)? (?:먹으면|먹고) (?:\\w+ )?(?:괜찮|나아|좋아)'],
    },
    // Peritonism in lay words ("hard as a board", "rock hard"), NICE CKS acute abdomen.
    peritonism: {
      en: ['(?:belly|tummy|stomach|abdomen) (?:\\w+ ){0,3}(?:hard as a board|rock hard|rigid|like a board)'],
      es: [
        '(?:vientre|barriga|abdomen|tripa) (?:\\w+ ){0,3}(?:dur[ao] como una tabla|rígid[ao]|como una piedra)',
        'abdomen en tabla',
      ],
      fr: [
        'ventre (?:\\w+ ){0,3}(?:dur comme du bois|rigide|en bois|dur comme une planche)',
        'défense abdominale',
      ],
      de: [
        'bauch (?:\\w+ ){0,3}(?:bretthart|steinhart|hart wie ein brett)',
        'brettharter bauch',
        'abwehrspannung',
      ],
      pt: ['barriga (?:\\w+ ){0,3}(?:dura como (?:uma )?tábua|rígida|dura como pedra)', 'abdome em tábua'],
      it: [
        'pancia (?:\\w+ ){0,3}(?:dura come (?:una )?tavola|rigida|dura come (?:un )?sasso)',
        'addome a tavola',
      ],
      ru: [
        'живот (?:\\w+ ){0,3}(?:как доска|доскообразн\\w*|каменн\\w*|твёрд\\w* как)',
        'доскообразный живот',
      ],
      tr: ['karn\\w* (?:\\w+ ){0,3}(?:tahta gibi|taş gibi)', 'karın tahta gibi'],
      ar: ['(?:بطنه|بطنها|بطني|البطن) (?:\\w+ ){0,2}(?:ناشف|قاسي|متخشب|زي الخشبة|مثل الخشب)'],
      hi: ['पेट (?:\\w+ ){0,3}(?:पत्थर जैसा|तख्ते जैसा|सख्त)', 'pet (?:\\w+ ){0,3}(?:patthar jaisa|sakht)'],
      zh: ['肚子(?:硬得像|硬邦邦|像木板)', '板状腹'],
      ja: ['お腹が(?:板のように)?(?:硬|かた)い', '板状硬'],
      ko: ['배가 (?:돌처럼 |판자처럼 )?딱딱'],
    },
    // Pain worse on walking, coughing or bumps: peritoneal irritation (NICE CKS appendicitis).
    worse_moving: {
      en: [
        '(?:walk|walking|cough|coughing|moving|bumps?) (?:\\w+ ){0,3}(?:makes it|make it) worse',
        'hurts (?:\\w+ ){0,2}when i (?:walk|cough|move)',
        'every bump',
      ],
      es: [
        '(?:peor|más) (?:\\w+ ){0,2}(?:al caminar|al toser|al moverme|cuando camino|cuando toso)',
        'duele al (?:caminar|toser|moverme)',
      ],
      fr: [
        '(?:pire|plus mal) (?:\\w+ ){0,2}(?:en marchant|quand je marche|quand je tousse|en toussant)',
        'mal (?:\\w+ )?(?:en marchant|quand je tousse)',
      ],
      de: [
        '(?:schlimmer|stärker) (?:\\w+ ){0,3}(?:beim gehen|beim husten|beim laufen|wenn ich (?:gehe|huste|laufe))',
      ],
      pt: ['(?:pior|dói mais) (?:\\w+ ){0,2}(?:ao andar|quando ando|ao tossir|quando tusso)'],
      it: ['(?:peggio|più male) (?:\\w+ ){0,2}(?:quando cammino|camminando|quando tossisco|tossendo)'],
      ru: ['(?:сильнее|хуже|больнее) (?:\\w+ ){0,2}(?:при ходьбе|когда хожу|при кашле|когда кашляю)'],
      tr: ['(?:yürürken|öksürünce|öksürürken|hareket edince) (?:\\w+ ){0,2}(?:artıyor|daha çok)'],
      ar: ['(?:يزيد|يشتد|أسوأ) (?:\\w+ ){0,2}(?:مع المشي|لما أمشي|عند المشي|مع الكحة|عند السعال)'],
      hi: [
        '(?:चलने|खांसने) (?:\\w+ ){0,2}(?:पर|से) (?:\\w+ )?(?:बढ़|ज्यादा)',
        '(?:chalne|khansne) (?:\\w+ ){0,2}(?:par|se) (?:\\w+ )?(?:badh|zyada)',
      ],
      zh: ['(?:走路|咳嗽|活动)(?:时|的时候)?(?:更|加重|更痛|更疼)'],
      ja: ['(?:歩く|咳をする|動く)と(?:ひどく|強く|痛みが強)'],
      ko: ['(?:걸으면|기침하면|움직이면) (?:더 )?(?:아파|심해)'],
    },
    rlq: {
      en: ['(?:bottom|low(?:er)? down on the) right', 'right (?:side )?(?:\\w+ ){0,2}(?:low down|bottom)'],
      es: [
        '(?:abajo|parte baja) a la derecha',
        'lado derecho (?:\\w+ ){0,2}(?:abajo|de la barriga|del abdomen)',
        'fosa ilíaca derecha',
      ],
      fr: [
        '(?:en bas|bas) à droite',
        'fosse iliaque droite',
        'côté droit (?:\\w+ ){0,2}(?:du ventre|en bas)',
      ],
      de: ['rechts unten', 'rechten unterbauch', 'unterbauch rechts'],
      pt: [
        '(?:embaixo|parte de baixo) (?:do lado )?direit[ao]',
        'fossa ilíaca direita',
        'lado direito (?:\\w+ ){0,2}(?:da barriga|embaixo)',
      ],
      it: ['in basso a destra', 'fossa iliaca destra', 'lato destro (?:\\w+ ){0,2}(?:della pancia|in basso)'],
      ru: ['(?:справа внизу|внизу справа)', 'правой подвздошной', 'правом боку внизу'],
      tr: ['sağ alt (?:karın|taraf)\\w*', 'karnımın sağ alt'],
      ar: [
        '(?:أسفل|تحت) (?:\\w+ )?(?:اليمين|يمين البطن|الجهة اليمنى)',
        'الجانب الأيمن (?:\\w+ )?(?:تحت|من البطن)',
      ],
      hi: [
        'पेट के दाहिने (?:\\w+ )?(?:निचले|नीचे)',
        'दाईं (?:तरफ|ओर) (?:\\w+ )?नीचे',
        'right side (?:\\w+ ){0,2}neeche',
      ],
      zh: ['右下腹', '肚子右下'],
      ja: ['右下腹', 'お腹の右下'],
      ko: ['오른쪽 아랫배', '우하복부'],
    },
    // Painless sudden loss of vision in plain words (NICE CKS sudden loss of vision).
    vision_loss: {
      en: [
        '(?:vision|sight) (?:\\w+ ){0,4}(?:just )?(?:went|gone|disappeared|blacked out)',
        '(?:blind|curtain|shade|shadow|veil) (?:\\w+ ){0,2}(?:came|coming|come) down',
        "can(?:'t|not) see (?:anything )?(?:out of|with|from) (?:my |his |her |the )?(?:left |right )?eye",
      ],
      es: [
        '(?:perdí|he perdido|perdió) la (?:vista|visión)',
        'no veo (?:nada )?(?:con|por) el ojo',
        'como una cortina (?:\\w+ ){0,2}ojo',
      ],
      fr: [
        '(?:perdu|perte de) la vue',
        "je ne vois plus (?:rien )?(?:de|avec) (?:l'|mon )?œil",
        'comme un rideau',
      ],
      de: [
        '(?:sehe|sieht) (?:\\w+ )?(?:nichts mehr|plötzlich nichts) (?:\\w+ ){0,2}auge',
        'wie ein vorhang',
        'auf einem auge (?:\\w+ )?blind',
      ],
      pt: ['perdi a (?:vista|visão)', 'não (?:vejo|enxergo) (?:nada )?(?:do|com o) olho', 'como uma cortina'],
      it: [
        '(?:perso|perdita del)la vista',
        "non vedo (?:più )?(?:niente )?(?:dall'|con l')occhio",
        'come una tenda',
      ],
      ru: [
        '(?:пропало|потерял\\w*) зрение',
        'не вижу (?:ничего )?(?:\\w+ )?глаз\\w*',
        'как (?:будто )?штор\\w*',
      ],
      tr: [
        '(?:gözüm|gözü) (?:\\w+ ){0,2}(?:görmüyor|kararmış|karardı)',
        'görmem (?:\\w+ )?gitti',
        'perde (?:\\w+ )?ind\\w*',
      ],
      ar: ['(?:فقدت|راح) (?:النظر|البصر|نظري)', 'ما (?:أشوف|اشوف) (?:\\w+ )?(?:بعيني|بعين)', 'زي ستارة'],
      hi: [
        '(?:आंख|आँख) से (?:\\w+ )?(?:दिखना बंद|कुछ नहीं दिख)',
        '(?:aankh|ankh) se (?:\\w+ )?(?:dikhna band|kuch nahi dikh)',
      ],
      zh: ['(?:突然)?(?:看不见|看不到|失明)', '眼前(?:一黑|像(?:拉)?(?:了)?(?:一道)?帘子)'],
      ja: ['(?:急に)?(?:見えなく|目が見えな)', 'カーテンが(?:下り|降り)'],
      ko: ['(?:갑자기 )?(?:안 보여|안보여|보이지 않)', '커튼이 (?:\\w+ )?(?:내려|쳐)'],
    },
    // Sudden hearing loss in lay words (NICE CKS hearing loss: sudden sensorineural loss).
    hearing_change: {
      en: [
        "(?:can(?:'t|not)|barely) hear (?:\\w+ ){0,3}(?:out of|in|with) (?:my |his |her |the )?(?:left |right )?ear",
        'ear (?:\\w+ ){0,2}(?:muffled|blocked and ringing|gone deaf)',
        'gone deaf',
      ],
      es: [
        'no oigo (?:\\w+ ){0,2}(?:por|del|con el) oído',
        'oído (?:\\w+ ){0,2}(?:tapado|sordo)',
        'perdí (?:la )?audición',
      ],
      fr: [
        "n'entends (?:plus|rien) (?:\\w+ ){0,2}oreille",
        'oreille (?:\\w+ ){0,2}(?:bouchée|sourde)',
        "perte (?:brutale )?(?:d'|de l')audition",
      ],
      de: [
        'höre (?:\\w+ ){0,2}(?:nichts|kaum|schlecht) (?:\\w+ ){0,3}ohr',
        'hörsturz',
        'ohr (?:\\w+ ){0,2}(?:taub|dumpf)',
      ],
      pt: [
        'não (?:ouço|escuto) (?:\\w+ ){0,2}(?:do|com o) ouvido',
        'ouvido (?:\\w+ ){0,2}(?:tapado|surdo)',
        'perdi a audição',
      ],
      it: [
        "non sento (?:\\w+ ){0,2}(?:dall'|con l')orecchio",
        'orecchio (?:\\w+ ){0,2}(?:tappato|sordo|ovattato)',
        "perso l'udito",
      ],
      ru: ['не слышу (?:\\w+ ){0,2}(?:ухом|на ухо)', 'оглох\\w*', 'заложило ухо', 'потеря слуха'],
      tr: ['(?:kulağım|kulağı) (?:\\w+ ){0,2}(?:duymuyor|tıkandı|sağır)', 'işitme kayb\\w*'],
      ar: ['ما (?:أسمع|اسمع) (?:\\w+ ){0,2}(?:بأذني|من أذني)', 'فقدت السمع', 'أذني (?:\\w+ )?مسدودة'],
      hi: ['कान से (?:\\w+ )?(?:सुनाई नहीं|कम सुनाई)', 'kaan se (?:\\w+ )?(?:sunai nahi|kam sunai)'],
      zh: ['(?:耳朵|一只耳朵)(?:突然)?(?:听不见|听不到|聋了)', '突发性耳聋'],
      ja: ['(?:耳が|片耳が)(?:急に)?(?:聞こえな|聴こえな)', '突発性難聴'],
      ko: ['(?:귀가|한쪽 귀가) (?:갑자기 )?(?:안 들|잘 안 들|먹먹)', '돌발성 난청'],
    },
    // Recent surgery, plaster cast, long journeys (NICE NG158 VTE risk factors).
    vte_risk: {
      en: [
        '(?:knee|hip) (?:was )?replaced',
        'had (?:an |my )?(?:\\w+ )?(?:op|operation|surgery) (?:\\w+ ){0,3}(?:ago|last)',
        'after (?:my |an |the )?(?:\\w+ )?(?:op|operation|surgery)',
        '(?:in|out of) (?:a )?(?:cast|plaster)',
      ],
      es: [
        'operad[ao]',
        'operación',
        'cirugía',
        'prótesis de (?:rodilla|cadera)',
        'vuelo largo',
        'escayola',
        'yeso',
      ],
      fr: ['opéré', 'opération', 'chirurgie', 'prothèse (?:de|du) (?:genou|hanche)', 'long vol', 'plâtre'],
      de: [
        'operiert',
        'operation',
        'knie-?(?:tep|prothese|op)',
        'hüft-?(?:tep|prothese|op)',
        'langstreckenflug',
        'gips',
      ],
      pt: [
        'operad[ao]',
        'operação',
        'cirurgia',
        'prótese (?:do|de) (?:joelho|quadril|anca)',
        'voo longo',
        'gesso',
      ],
      it: [
        'operat[ao]',
        'operazione',
        'intervento',
        'protesi (?:al|di) (?:ginocchio|anca)',
        'volo lungo',
        'gesso',
      ],
      ru: ['операци\\w*', 'прооперир\\w*', 'эндопротез\\w*', 'долгий перел\\w*', 'гипс\\w*'],
      tr: ['ameliyat\\w*', 'protez\\w*', 'uzun (?:\\w+ )?uçuş', 'alçı\\w*'],
      ar: ['عملية', 'جراحة', 'مفصل صناعي', 'رحلة طويلة', 'جبس'],
      hi: ['ऑपरेशन', 'सर्जरी', 'लंबी (?:\\w+ )?उड़ान', 'प्लास्टर', 'operation', 'surgery'],
      zh: ['(?:做了|刚做完)?手术', '(?:膝|髋)关节置换', '长途飞行', '打石膏'],
      ja: ['手術', '人工(?:膝|股)関節', '長時間のフライト', 'ギプス'],
      ko: ['수술', '인공(?:관절|슬관절|고관절)', '장거리 비행', '깁스'],
    },
    // Meningism in lay words: cannot bend the head forward / touch chin to chest (NICE NG240).
    neck_stiffness: {
      en: [
        "can(?:'t|not) (?:\\w+ ){0,2}(?:bend|put|touch|move) (?:\\w+ ){0,3}(?:chin|head) (?:\\w+ ){0,2}(?:chest|forward)",
      ],
      es: [
        'no puede (?:\\w+ ){0,2}(?:doblar|bajar|mover) (?:\\w+ ){0,2}(?:cuello|cabeza)',
        'cuello (?:\\w+ ){0,2}(?:rígido|tieso)',
      ],
      fr: [
        "(?:ne peut|n'arrive) (?:\\w+ ){0,2}(?:pencher|baisser|plier) (?:\\w+ ){0,2}(?:tête|nuque|cou)",
        'nuque raide',
        'cou raide',
      ],
      de: [
        '(?:kann|konnte) (?:\\w+ ){0,3}(?:kopf|kinn) (?:\\w+ ){0,3}(?:nicht )?(?:nach vorne|zur brust) (?:\\w+ )?(?:beugen|neigen)?',
        'nackensteif\\w*',
        'steife\\w* nacken',
      ],
      pt: [
        'não (?:consegue|consigo) (?:\\w+ ){0,2}(?:dobrar|baixar|mexer) (?:\\w+ ){0,2}(?:pescoço|cabeça)',
        'pescoço (?:\\w+ )?(?:rígido|duro)',
      ],
      it: [
        'non riesce (?:\\w+ ){0,2}(?:piegare|abbassare) (?:\\w+ ){0,2}(?:testa|collo)',
        'collo (?:\\w+ )?(?:rigido|duro)',
        'rigidità nucale',
      ],
      ru: [
        'не (?:может|могу) (?:\\w+ ){0,2}(?:наклонить|опустить|согнуть) (?:\\w+ ){0,2}(?:голову|шею)',
        'ригидн\\w* (?:\\w+ )?(?:затыл|шеи)',
        'шея (?:\\w+ )?(?:не гнётся|не гнется|окамене\\w*)',
      ],
      tr: [
        '(?:boynunu|başını) (?:\\w+ ){0,2}(?:eğemiyor|bükemiyor|oynatamıyor)',
        'ense sertliği',
        'boyun (?:\\w+ )?(?:tutulması|sertliği)',
      ],
      ar: [
        '(?:ما يقدر|لا يستطيع|ما تقدر) (?:\\w+ ){0,2}(?:يحني|تحني|ينزل) (?:\\w+ ){0,2}(?:رقبته|رقبتها|راسه|راسها|رأسه)',
        'تيبس (?:في )?الرقبة',
        'رقبته (?:\\w+ )?(?:متصلبة|ناشفة)',
      ],
      hi: ['गर्दन (?:\\w+ ){0,2}(?:अकड़|नहीं मुड़)', 'gardan (?:\\w+ ){0,2}(?:akad|nahi mud)'],
      zh: ['脖子(?:很)?(?:僵硬|发硬|弯不下去|不能弯)', '颈项强直', '低不了头'],
      ja: ['首が(?:硬|かた|曲がらな|前に曲げられな)', '項部硬直'],
      ko: ['목이 (?:뻣뻣|굳어|안 숙여)', '고개를 (?:못 숙|숙이지 못)'],
    },
    // New confusion or drowsiness in lay words and languages the lexicon lacked (ESI level 2).
    confusion: {
      en: [
        'muddled',
        'mixed up',
        'not making (?:any )?sense',
        'talking (?:nonsense|gibberish|rubbish)',
        "doesn(?:'t| not) know where (?:he|she|they) (?:is|are)",
        'away with the fairies',
      ],
      es: ['confundid[ao]', 'desorientad[ao]', 'no dice (?:\\w+ )?cosas con sentido', 'habla incoherente'],
      fr: ['confus(?:e)?$', 'désorienté\\w*', "dit n'importe quoi", 'incohérent\\w*'],
      de: ['verwirrt', 'desorientiert', 'redet (?:\\w+ )?wirr', 'durcheinander'],
      pt: ['confus[ao]', 'desorientad[ao]', 'falando coisas sem sentido'],
      it: ['confus[ao]', 'disorientat[ao]', 'dice cose senza senso', 'parla a vanvera'],
      ru: [
        'спутанн\\w*',
        'дезориентир\\w*',
        'несёт (?:\\w+ )?(?:бред|чушь)',
        'заговаривается',
        'не соображает',
      ],
      tr: [
        'bilinci (?:\\w+ )?(?:bulanık|bulanik|kapalı|yerinde değil)',
        'saçmalıyor',
        'konfüze',
        'şuuru (?:\\w+ )?bulanık',
        'kafası karışık',
      ],
      ar: [
        'مخربط (?:\\w+ )?(?:بالكلام|في الكلام)',
        'يخربط',
        'تخربط',
        'مشوش\\w*',
        'ما يعرف وين',
        'يهذي',
        'تهذي',
        'مو واعي',
        'غير واعي',
      ],
      hi: [
        'उलझन',
        'बहकी बहकी बातें',
        'होश (?:\\w+ )?ठीक नहीं',
        'behki behki baatein',
        'ulti seedhi baatein',
        'confuse',
      ],
      zh: ['神志不清', '意识模糊', '糊涂', '说胡话', '胡言乱语'],
      ja: ['意識がもうろう', '意識が朦朧', '話がおかしい', '混乱して', 'ぼーっとして'],
      ko: ['의식이 (?:흐려|흐릿|없)', '횡설수설', '헛소리', '정신이 (?:없|오락가락)'],
    },
  },
  redFlags: [
    // NICE CKS red eye: acute angle-closure glaucoma (red painful eye, haloes, headache/vomiting) → same-day emergency.
    {
      id: 'acute_glaucoma',
      label: 'Painful red eye with haloes or vomiting (possible acute angle-closure glaucoma)',
      urgency: 2,
      all: [
        ['halos', 'vomiting', 'nausea'],
        ['eye_pain', 'eye_red'],
        ['halos', 'vision_change', 'vision_loss'],
      ],
    },
    // ESVS 2020 / NICE CKS: acute limb ischaemia (pain, pallor, perishing cold, paraesthesia) → emergency.
    {
      id: 'limb_ischaemia',
      label: 'Cold, pale, numb or painful limb (possible acute limb ischaemia)',
      urgency: 2,
      all: [['cold_pale_limb'], ['limb_pain', 'numbness', 'severe', 'complaint_unspecified']],
    },
  ],
  conditions: [
    {
      id: 'acute_glaucoma',
      name: 'Acute angle-closure glaucoma',
      icd10: 'H40.2',
      area: 'eye',
      base: 0.05,
      key: ['halos'],
      cues: { eye_pain: 1, red_eye: 1, vomiting: 0.5, headache: 0.5, vision_change: 0.5 },
      urgency: 2,
      redFlags: ['acute_glaucoma'],
      questions: ['vision', 'onset'],
      advice: 'general',
      watch: ['worsening pain or loss of vision'],
    },
    {
      id: 'limb_ischaemia',
      name: 'Acute limb ischaemia',
      icd10: 'I74.3',
      area: 'cardio',
      base: 0.05,
      key: ['cold_pale_limb'],
      cues: { limb_pain: 1, numbness: 1, severe: 0.5, sudden_onset: 0.5 },
      urgency: 2,
      redFlags: ['limb_ischaemia'],
      questions: ['onset', 'history'],
      advice: 'general',
      watch: ['the limb becoming colder, paler or weaker'],
    },
    {
      id: 'sudden_hearing_loss',
      name: 'Sudden sensorineural hearing loss',
      icd10: 'H91.2',
      area: 'ent',
      base: 0.1,
      key: ['hearing_change'],
      cues: { sudden_onset: 1, ear_pain: -1, ear_discharge: -1, runny_nose: -0.5 },
      urgency: 3,
      redFlags: ['stroke'],
      questions: ['onset', 'associated'],
      advice: 'general',
      watch: ['dizziness, weakness or numbness of the face'],
    },
  ],
  patterns: {
    atypical_acs_risk: 'acs',
    acute_glaucoma: 'acute_glaucoma',
    limb_ischaemia: 'limb_ischaemia',
    peritoneal_irritation: 'appendicitis',
  },
  ruleTexts: {
    sudden_severe_pain:
      'Sudden, severe pain: emergency assessment (NHS 111; ESI level 2: severe pain or distress)',
    severe_pain: 'Severe pain: same-day assessment (NHS 111; ESI: pain ≥7/10)',
    peritoneal_irritation:
      'Abdominal pain worse on walking or coughing with fever or vomiting: peritoneal irritation, possible appendicitis (NICE CKS appendicitis)',
    sudden_hearing_loss: 'Sudden hearing loss: urgent ENT assessment within 24 hours (NICE CKS hearing loss)',
    atypical_acs_risk:
      'Jaw, arm or indigestion-like pain with nausea, vomiting or exhaustion at 50 or over or with diabetes: possible atypical acute coronary syndrome (NICE CG95)',
    post_operative_breathless:
      'Sudden breathlessness or pleuritic chest pain after surgery, a cast or a long journey: possible pulmonary embolism (NICE NG158)',
  },
  rules(f: Findings, hit: Hit) {
    const P = (c: string) => f.present.has(c);
    const any = (...cs: string[]) => cs.some(P);
    // NICE CG95: ACS presents atypically in older people and people with diabetes — jaw/arm pain or
    // "indigestion" with nausea, vomiting or exhaustion is ACS until proven otherwise.
    if (
      any('jaw_arm_pain', 'radiation') &&
      any('nausea', 'vomiting', 'fatigue', 'heartburn') &&
      ((f.ageYears ?? 0) >= 50 || P('diabetes')) &&
      !any('injury', 'toothache', 'strain')
    )
      hit('atypical_acs_risk', 2);
    const explained = any(...EXPLAINED_PAIN);
    const minor =
      USUALLY_MINOR_PAIN.some(P) && !SUDDEN_SEVERE_SITES.some((c) => c !== 'complaint_unspecified' && P(c));
    // NHS 111 / ESI v4: sudden, severe pain (chest, abdomen, back, eye, testis, limb) → emergency department.
    if (P('sudden_onset') && P('severe') && painPresent(f, SUDDEN_SEVERE_SITES) && !explained && !minor)
      hit('sudden_severe_pain', 2);
    // ESI v4 / NHS 111: severe pain (stated, or ≥ 8/10) that is not a usually minor pain → same day.
    else if (
      (P('severe') || (f.painScore ?? 0) >= 8) &&
      painPresent(f, SUDDEN_SEVERE_SITES) &&
      !explained &&
      !minor
    )
      hit('severe_pain', 3);
    // NICE CKS appendicitis: abdominal pain made worse by walking / coughing (peritoneal irritation) with fever or vomiting.
    const fever = P('fever') || (f.vitals.temperatureC ?? 0) >= 37.8;
    if (P('abdominal_pain') && P('worse_moving') && (fever || P('vomiting'))) hit('peritoneal_irritation', 2);
    // NICE CKS: sudden sensorineural hearing loss (no pain, discharge or cold) → ENT within 24 hours.
    if (
      P('hearing_change') &&
      (P('sudden_onset') || (f.durationDays !== undefined && f.durationDays <= 3)) &&
      !any('ear_pain', 'ear_discharge', 'runny_nose', 'recurrent_known')
    )
      hit('sudden_hearing_loss', 3);
    // NICE NG158: VTE risk (surgery, cast, long journey) with sudden breathlessness or pleuritic pain → PE until proven otherwise.
    if (
      P('vte_risk') &&
      (P('severe_dyspnoea') ||
        (P('dyspnoea') && (P('sudden_onset') || P('pleuritic') || P('chest_pain'))) ||
        (P('chest_pain') && P('pleuritic')))
    )
      hit('post_operative_breathless', 2);
  },
};
