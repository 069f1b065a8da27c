import { describe, expect, it } from 'vitest';
import { assessWithoutNet, flags } from './support/protocol.ts';
import { expectNotRead, expectNotUrgent, expectRead, expectUrgent, type Case } from './support/everyday.ts';

/**
 * Emergencies written the way people type them: Arabic in Latin letters with digits (Arabizi —
 * Egyptian, Levantine, Gulf and Moroccan), informal and Québécois French with its elisions, and
 * Polish and Turkish without diacritics. Written for this file in the voice of patients and
 * relatives from NICE NG51 (sepsis), NICE CKS cellulitis, NICE NG41 (spinal injury), NICE CKS
 * sciatica (cauda equina) and NHS 111; none comes from an evaluation set. The red-flag floor decides
 * (statistical safety net off).
 */
const urgency = (t: string, lang: Case[0]) => assessWithoutNet(t, lang).urgency;

describe('Arabizi: digits for letters, four dialects', () => {
  it('reads a spreading hand infection with rigors, racing heart and near-fainting as urgent', () => {
    const t =
      "yddi kamla tnfkhat w wlat 7amra w skhouna, l'khet l7mer tal3 mn yddi 7ta l dra3, f lil bdit kanrj7f bzaf, " +
      "l'thermomètre 39.5, l9lb kaydreb bzzerba, mnin kan9ad kandokh 7ta t9ribt ntay7";
    expect(urgency(t, 'ar')).toBeLessThanOrEqual(2);
    expectRead('spreading', [['ar', t]]);
    expectRead('chills', [['ar', t]]);
    expectRead('palpitations', [['ar', t]]);
  });

  const concepts: [string, Case[]][] = [
    [
      'fever',
      [
        ['ar', '3andi sokhneya men embare7'],
        ['ar', 'ibni 3ando 7omma'],
        ['ar', 'mse5en kteer'],
        ['ar', 'fiya s5ana w 7rara'],
      ],
    ],
    [
      'chills',
      [
        ['ar', 'jatni ra3sha kbira'],
        ['ar', 'kanrjef mn lbard w skhana'],
        ['ar', '3am yertejef kello'],
        ['ar', 'ghash3arira mn el sob7'],
      ],
    ],
    [
      'palpitations',
      [
        ['ar', '2albi bydo2 bsor3a'],
        ['ar', 'l9lb kaydreb bzzerba'],
        ['ar', 'galbi ydig sari3'],
        ['ar', 'albi 3am ykhabbet'],
      ],
    ],
    [
      'dizziness',
      [
        ['ar', 'kandokh bzaf'],
        ['ar', 'eddenya btelef fiyi'],
        ['ar', 'rasi kaydour'],
        ['ar', 'dawkhatni'],
      ],
    ],
    [
      'fainting',
      [
        ['ar', 't9ribt ntay7 mnin n9ad'],
        ['ar', 'sakhfat lyoum'],
        ['ar', 'kont hayoghma 3alaya'],
      ],
    ],
    [
      'dyspnoea',
      [
        ['ar', '3ndi di9a f nnfs'],
        ['ar', 'nafasi dayeg'],
        ['ar', 'ana makhno2 mn embare7'],
      ],
    ],
    [
      'severe_dyspnoea',
      [
        ['ar', 'ma kan9derch ntnfs'],
        ['ar', 'ma agdar atnaffas'],
        ['ar', 'mesh 2ader atnafas'],
      ],
    ],
    [
      'chest_pain',
      [
        ['ar', 'sadri yoj3ni'],
        ['ar', '9ersa f sdri'],
        ['ar', 'waja3 fi sadri'],
      ],
    ],
    [
      'swelling_local',
      [
        ['ar', 'yddi tnfkhat'],
        ['ar', 'rejli mwarrame'],
        ['ar', '2eedi manfou5a'],
      ],
    ],
    [
      'skin_red_hot',
      [
        ['ar', 'rejlo 7amra w sokhna'],
        ['ar', 'l7mura w skhana f yddi'],
        ['ar', 'ideh 7amra w 7arra'],
      ],
    ],
    [
      'spreading',
      [
        ['ar', 'khet 7mer tal3 f dra3i'],
        ['ar', 'el 7mar 3am ytwassa3'],
        ['ar', 'l7mura kaytnachar'],
      ],
    ],
    [
      'bleeding',
      [
        ['ar', 'kaynzef bzaf'],
        ['ar', 'el dam ma wa9fch'],
        ['ar', 'ddem kayssil'],
      ],
    ],
    [
      'vomiting_blood',
      [
        ['ar', 'kant9ayya ddem'],
        ['ar', 'rag3et dam'],
        ['ar', 'bitraja3 dam'],
      ],
    ],
    [
      'vision_loss',
      [
        ['ar', 'ma b9itsh nchouf b 3ini'],
        ['ar', 'ma kanchouf walo'],
        ['ar', '3ini ma 3adt tshouf'],
      ],
    ],
    [
      'eye_pain',
      [
        ['ar', '3ini katdrrni'],
        ['ar', 'waja3 f 3ini'],
        ['ar', '3eni btewja3ni'],
      ],
    ],
    [
      'paralysis',
      [
        ['ar', 'ma 9adrach n7rrk rjliya'],
        ['ar', 'mish 2ader a7arrek rejli'],
        ['ar', 'ma kan7ess b rejli'],
        ['ar', 'mchloul'],
      ],
    ],
    [
      'confusion',
      [
        ['ar', 'baba mshawash'],
        ['ar', 'bikharbet bil kalam'],
        ['ar', 'ma 3arafni'],
      ],
    ],
    [
      'unconscious',
      [
        ['ar', 'ma bghach yfi9'],
        ['ar', 'fa9ed lwa3i'],
        ['ar', 'ghayeb 3an el wa3i'],
      ],
    ],
    [
      'severe',
      [
        ['ar', 'ma 2ader at7ammal el waja3'],
        ['ar', 'wje3 khayb bzaf'],
        ['ar', 'waja3 shdeed'],
      ],
    ],
    [
      'infant',
      [
        ['ar', 'radi3 3ando 7omma'],
        ['ar', 'el baby sokhn'],
      ],
    ],
    [
      'child',
      [
        ['ar', 'weldi 3ando 7omma'],
        ['ar', 'binti sokhna'],
        ['ar', 'drari mrad'],
      ],
    ],
    [
      'pregnant',
      [
        ['ar', 'ana 7bla'],
        ['ar', 'ana 7amla f sh7ar 7'],
        ['ar', 'mrati hamla'],
      ],
    ],
  ];
  it.each(concepts)('reads %s in Arabizi spellings', (concept, cases) => {
    expectRead(concept, cases);
  });

  it('does not read Arabizi in English or French words', () => {
    const english: Case[] = [
      ['en', 'i bought 3 mp3 players and an ipv6 router, the madam said the album was red hot'],
      ['en', 'my 2 kids watched the dam burst on tv, then my tefl class in albi'],
      ['fr', "mon bebe de 3 mois tousse un peu, y'a pas de fièvre"],
      ['en', 'the hamlet had a 24h shop with 3 bentley cars'],
    ];
    for (const c of [
      'spreading',
      'chills',
      'palpitations',
      'child',
      'pregnant',
      'bleeding',
      'confusion',
      'fever',
    ])
      expectNotRead(c, english);
  });

  it('reads denied or unrelated Arabizi as no emergency', () => {
    expectNotUrgent([
      ['ar', 'ibni kan fih 7omma l3am lli fat, daba mzyan w kayl3ab'],
      ['ar', 'weldi 3ando ka7 khfif, ma 3andouch skhana'],
    ]);
    expectNotRead('fever', [
      ['ar', 'weldi 3ando ka7 khfif, ma 3andouch skhana'],
      ['ar', 'binti ma fihach s5ana'],
    ]);
    expectNotRead('bleeding', [['ar', 'ma kaynch ddem, ghir jr7 sghir']]);
  });
});

describe('informal and Québécois French reaches the concepts of standard French', () => {
  it('reads a neck injury on a snowmobile with tingling arms as a spinal cord emergency', () => {
    const t =
      "mon chum a planté en skidoo … y'a mal dans l'cou, y dit que ses deux bras picotent pis sont engourdis";
    expect(urgency(t, 'fr')).toBe(1);
    expect(flags(t)).toContain('spinal_cord_signs');
  });

  it.each([
    ['dyspnoea', "j'ai d'la misère à respirer"],
    ['dyspnoea', 'chu essoufflée depuis à matin'],
    ['neck_pain', "mal dans l'cou"],
    ['back_pain', "j'ai mal dans l'dos depuis hier"],
    ['headache', "a l'a mal à tête pis a vomit"],
    ['vomiting_blood', "y'a du sang dans ses vomissements"],
  ])('reads %s in "%s"', (concept, text) => {
    expectRead(concept, [['fr', text]]);
  });

  it('reads "y\'a pas mal" as no pain and "pas mal de" as a lot', () => {
    expectNotRead('neck_pain', [['fr', "y'a pas mal dans l'cou, juste fatigué"]]);
    expectNotUrgent([
      ['fr', "y'a pas mal de monde à l'urgence icitte"],
      ['fr', "j'ai pas mal de travail, chu fatigué pis j'ai mal dans l'dos depuis hier"],
    ]);
  });
});

describe('a crash on a snowmobile or quad is a dangerous mechanism', () => {
  const CRASH: Case[] = [
    ['en', 'he crashed his quad bike in the woods'],
    ['is', 'hann velti vélsleðanum'],
    ['pl', 'miał wypadek na quadzie'],
    ['es', 'tuvo un accidente de cuatrimoto'],
    ['fr', 'mon chum a planté en skidoo'],
    ['fr', 'accident de motoneige'],
    ['de', 'Quadunfall im Wald'],
    ['it', 'si è ribaltato con la motoslitta'],
    ['pt', 'acidente de quadriciclo'],
    ['ru', 'перевернулся на квадроцикле'],
    ['tr', 'atv kazası geçirdi'],
    ['zh', '开沙滩车翻了'],
    ['ja', 'バギーで横転した'],
    ['ko', '사륜오토바이 사고가 났어요'],
    ['ar', 'انقلب فيه الدباب'],
    ['hi', 'quad bike se gir gaya'],
  ];
  it('in fifteen languages', () => {
    expectRead('dangerous_mechanism', CRASH);
  });
  it('a neck hurt and tingling arms after one is urgent', () => {
    expectUrgent([
      ['en', 'he crashed his quad bike, his neck hurts and both arms are tingling'],
      ['fr', "a l'a capoté en quatre-roues, a l'a mal dans l'cou pis ses bras picotent"],
      ['es', 'tuvo un accidente de cuatrimoto, le duele el cuello y tiene hormigueo en los brazos'],
      ['de', 'Quadunfall, Nacken tut weh und beide Arme kribbeln'],
    ]);
  });
  it('planting tomatoes or a crashed computer is no mechanism', () => {
    expectNotRead('dangerous_mechanism', [
      ['fr', "j'ai planté des tomates pis j'ai mal dans l'dos"],
      ['fr', "l'ordi a planté encore"],
      ['en', 'my computer crashed again'],
    ]);
  });
});

describe('a red line going up a limb is an infection spreading', () => {
  const RED_LINE: Case[] = [
    ['en', 'a red line is going up my arm from the cut'],
    ['is', 'það er rauð rák upp handlegginn'],
    ['pl', 'czerwona pręga idzie w górę ręki'],
    ['es', 'una línea roja me sube por el brazo'],
    ['fr', 'une ligne rouge monte dans le bras'],
    ['de', 'ein roter Strich zieht den Arm hoch'],
    ['it', 'una striscia rossa sale sul braccio'],
    ['pt', 'uma linha vermelha subindo pelo braço'],
    ['ru', 'красная полоса идет вверх по руке'],
    ['tr', 'kırmızı bir çizgi koluma doğru yayılıyor'],
    ['zh', '一条红线往胳膊上走'],
    ['ja', '赤い線が腕に上がってきている'],
    ['ko', '빨간 줄이 팔로 올라가고 있어요'],
    ['ar', 'في خط احمر طالع على دراعي'],
    ['ar', "l'khet l7mer tal3 mn yddi 7ta l dra3"],
    ['hi', 'ek laal lakeer baazu ki taraf badh rahi hai'],
  ];
  it('in fifteen languages', () => {
    expectRead('spreading', RED_LINE);
  });
  it('not a red line on a map, a metro line or a limit', () => {
    expectNotRead('spreading', [
      ['en', 'the red line on the map is the bus route'],
      ['it', 'prendo la linea rossa della metro per andare in ospedale'],
      ['fr', 'il a franchi la ligne rouge avec moi'],
      ['pt', 'peguei a linha vermelha e tinha muito trânsito'],
    ]);
  });
});

describe('pain going down the legs, in everyday words', () => {
  const DOWN: Case[] = [
    ['en', 'back pain shooting down both legs'],
    ['pl', 'ból schodzi do obu nóg'],
    ['pl', 'bol schodzi do obu nog'],
    ['es', 'el dolor me baja por las dos piernas'],
    ['fr', 'la douleur descend dans les deux jambes'],
    ['de', 'der Schmerz zieht in beide Beine'],
    ['it', 'il dolore scende nelle gambe'],
    ['pt', 'a dor desce pelas pernas'],
    ['ru', 'боль отдает в обе ноги'],
    ['tr', 'agri iki bacagima vuruyor'],
    ['zh', '腰疼放射到两条腿'],
    ['ja', '腰の痛みが足に響く'],
    ['ko', '허리 통증이 다리까지 뻗쳐요'],
    ['ar', 'الألم نازل لرجلي'],
    ['hi', 'dard kamar se dono pairon tak ja raha hai'],
  ];
  it('is read in fifteen languages', () => {
    expectRead('radiating_leg', DOWN);
  });
});

describe('cauda equina in Polish and Turkish typed without diacritics', () => {
  it('reads the Polish message as an emergency', () => {
    const t =
      'strzelilo mi w krzyzu, bol schodzi do obu nog, nie czulem papieru tam na dole, jakby znieczulone miedzy nogami, dziwnie mi sie sika, musze sie napierac';
    expect(urgency(t, 'pl')).toBe(2);
    expect(flags(t).some((f) => f.startsWith('cauda_equina'))).toBe(true);
  });

  it('reads each sign with back pain as urgent', () => {
    expectUrgent([
      ['pl', 'strzelilo mi w krzyzu, nie czulem papieru tam na dole'],
      ['pl', 'zablokowalo mnie w krzyzu i jakby znieczulone miedzy nogami'],
      ['pl', 'strzelilo mi w krzyzu, musze sie napierac zeby sie wysikac'],
      ['tr', 'belim tutuldu, agri iki bacagima vuruyor, tuvalet kagidini hissetmiyorum'],
      ['tr', 'belim agriyor, cis yaparken ikinmam gerekiyor'],
      ['tr', 'belim agriyor ve bacak aramda uyusukluk var'],
    ]);
  });

  it('a sore back after lifting with legs and bladder fine stays non-urgent', () => {
    expectNotUrgent([
      [
        'pl',
        'dzwigalem wczoraj meble i strzelilo mi w krzyzu, boli jak sie schylam, nogi w porzadku, sikam normalnie',
      ],
      ['pl', 'zlapalo mnie w krzyzu po kopaniu w ogrodzie'],
      ['tr', 'dun esya tasidim, belim tutuldu, bacaklarim iyi'],
    ]);
  });

  it('reads Polish dizziness without diacritics', () => {
    expectRead('dizziness', [
      ['pl', 'zakrecilo mi sie w glowie'],
      ['pl', 'zakręciło mi się w głowie jak wstałam'],
      ['tr', 'basim donuyor'],
    ]);
  });
});
