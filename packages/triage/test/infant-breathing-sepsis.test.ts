import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { detectRedFlags } from '../src/index.ts';
import { parseText } from '../src/nlp/parser.ts';
import { expectNotRead, expectRead, expectUrgency } from './support/everyday.ts';

/**
 * Babies' breathing, babies' ages, severe pneumonia from the numbers and the words, a local infection
 * turning into sepsis, and carbon monoxide, in the 15 languages as parents and patients write them
 * (no diacritics, dialect, romanised Hindi and Arabic, Eastern Arabic and Devanagari digits). Every
 * message was written for this file from the guidance (NICE NG9, NG143, NG138, NG141, NG51, NICE CKS
 * cellulitis, BTS/SIGN asthma, UKHSA carbon monoxide), not taken from any evaluation set; each urgency
 * is reached by the engine and its red-flag floor with the statistical safety net off.
 */
type Case = readonly [Language, string];
const flagsOf = (text: string, lang: Language) => detectRedFlags(text, lang).map((f) => f.id);

// ---------------------------------------------------------------- 1. respiratory distress in babies

const DISTRESS_APNOEA: Case[] = [
  ['en', 'my baby keeps stopping breathing for a few seconds, pauses in her breathing'],
  ['is', 'barnið hættir að anda í nokkrar sekúndur'],
  ['pl', 'corka ma bezdechy, przestaje oddychac na kilka sekund'],
  ['es', 'mi bebe hace pausas en la respiracion, deja de respirar unos segundos'],
  ['fr', 'mon bebe fait des pauses respiratoires, il arrete de respirer quelques secondes'],
  ['de', 'mein Baby hat Atempausen, hört für ein paar Sekunden auf zu atmen'],
  ['it', 'il neonato fa delle pause nel respiro, smette di respirare per qualche secondo'],
  ['pt', 'minha bebe faz pausas na respiracao, para de respirar uns segundos'],
  ['ru', 'у ребенка остановки дыхания на несколько секунд'],
  ['tr', 'bebegim 4 aylik nefes arasinda duraklama var, birkac saniye nefes almiyor'],
  ['zh', '宝宝呼吸会停几秒'],
  ['ja', '赤ちゃんの呼吸が数秒止まる'],
  ['ko', '아기가 숨을 몇 초씩 멈춰요'],
  ['ar', 'الرضيع بيوقف نفسه كام ثانية'],
  ['hi', 'bachche ki saans beech beech mein ruk jaati hai'],
];
const DISTRESS: Case[] = [
  ['en', 'my 4 month old, the skin under his ribs sucks in with every breath and his nostrils are flaring'],
  ['en', 'baby is grunting with each breath and her head is bobbing'],
  ['en', 'my 3 month old is too breathless to feed, only taking half her bottles'],
  [
    'is',
    'barnið mitt 5 mánaða, húðin undir rifbeinunum sogast inn við hvern andardrátt og nasavængirnir þenjast út',
  ],
  ['pl', 'dziecko 4 miesiace, skora pod zebrami zapada sie przy kazdym oddechu, skrzydelka nosa sie ruszaja'],
  ['pl', 'maluch steka przy kazdym oddechu i kiwa glowka'],
  [
    'es',
    'mi bebe de 4 meses, se le hunde la piel debajo de las costillas cada vez que respira y le aletea la nariz',
  ],
  ['es', 'el bebe hace como un quejido con cada respiracion'],
  ['fr', 'mon bebe de 4 mois, la peau sous les cotes se creuse a chaque respiration et ses narines battent'],
  ['fr', 'bébé geint à chaque respiration et sa tête bouge avec chaque respiration'],
  [
    'de',
    'mein Baby 4 Monate, die Haut unter den Rippen zieht sich bei jedem Atemzug ein und die Nasenflügel blähen sich',
  ],
  ['de', 'das Baby stöhnt bei jeder Ausatmung'],
  [
    'it',
    'il mio bimbo di 4 mesi, la pelle sotto le costole si ritira ad ogni respiro e le narici si allargano',
  ],
  ['it', 'la bambina geme ad ogni respiro'],
  ['pt', 'meu bebe de 4 meses, a pele embaixo das costelas afunda a cada respiracao e o nariz fica abrindo'],
  ['pt', 'o bebe esta gemendo a cada respiracao'],
  ['ru', 'ребенку 4 месяца, кожа под ребрами западает при каждом вдохе, крылья носа раздуваются'],
  ['ru', 'малыш кряхтит на каждом выдохе'],
  ['tr', 'bebegim 4 aylik, gogsunun alti her nefeste iceri cokuyor, burun kanatlari acilip kapaniyor'],
  ['tr', 'bebek her nefeste inliyor'],
  ['zh', '宝宝4个月，每次呼吸肋骨下面都凹进去，鼻翼一张一张的'],
  ['zh', '宝宝呼吸的时候一直哼哼'],
  ['ja', '生後4ヶ月の赤ちゃん、息をするたびに肋骨の下がへこむ、小鼻がピクピクしている'],
  ['ja', '赤ちゃんが呼吸のたびにうなっている'],
  ['ko', '4개월 아기가 숨쉴 때마다 갈비뼈 아래가 쑥 들어가고 콧구멍이 벌렁거려요'],
  ['ko', '아기가 숨쉴 때마다 끙끙 소리를 내요'],
  ['ar', 'بنتي عمرها ٤ شهور، جلدها تحت الضلوع بيدخل مع كل نفس ومناخيرها بتفتح وتقفل'],
  ['ar', 'البيبي بيطلع صوت أنين مع كل نفس'],
  ['ar', 'el baby 3omro 4 shohour, gildo taht el dlou3 byedkhol ma3 kol nafas'],
  ['hi', 'मेरा 4 महीने का बच्चा, हर सांस में पसलियों के नीचे की चमड़ी अंदर धंसती है, नाक फूलती है'],
  ['hi', 'bachcha har saans mein kraah raha hai'],
  [
    'hi',
    'mera 4 mahine ka baccha, pasliyon ke neeche andar dhans raha hai har saans mein, naak phool rahi hai',
  ],
];

describe('a baby in respiratory distress (NICE NG9, NG143; NHS: 999)', () => {
  it('pauses in breathing are an emergency, 1', () => expectUrgency(DISTRESS_APNOEA, 1, 1));
  it('recession, grunting, nostrils flaring or head bobbing are 1 or 2', () => expectUrgency(DISTRESS, 1, 2));
  it('the skin sucked in under the ribs is read as chest recession', () =>
    expectRead('chest_recession', [
      ['tr', 'bebegim 4 aylik, gogsunun alti her nefeste iceri cokuyor'],
      ['de', 'die Haut unter den Rippen zieht sich bei jedem Atemzug ein'],
      ['it', 'la pelle sotto le costole si ritira ad ogni respiro'],
      ['ru', 'кожа под ребрами западает при каждом вдохе'],
      ['zh', '每次呼吸肋骨下面都凹进去'],
      ['ar', 'gildo taht el dlou3 byedkhol ma3 kol nafas'],
      ['pl', 'skora pod zebrami zapada sie przy kazdym oddechu'],
      ['es', 'se le hunde la piel debajo de las costillas cada vez que respira'],
      ['ko', '숨쉴 때마다 갈비뼈 아래가 쑥 들어가요'],
      ['hi', 'pasliyon ke neeche andar dhans raha hai har saans mein'],
    ]));
  it('a well baby with a cold is not in distress', () => {
    const well: Case[] = [
      ['en', 'my 6 month old has a runny nose, feeding well and breathing normally'],
      ['de', 'mein Baby ist 6 Monate alt, hat Schnupfen, trinkt gut und atmet normal'],
      ['fr', 'mon bébé de 6 mois a le nez qui coule, il boit bien et respire normalement'],
      ['es', 'mi bebe de 6 meses tiene mocos, come bien y respira normal'],
      ['tr', '6 aylık bebeğimin burnu akıyor, iyi emiyor, nefesi normal'],
      ['it', 'il mio bimbo di 6 mesi ha il raffreddore, mangia bene e respira normalmente'],
    ];
    expectUrgency(well, 4, 5);
    expectNotRead('chest_recession', well);
    expectNotRead('grunting', well);
  });
  it('recession and grunting denied are not read', () => {
    expectNotRead('chest_recession', [
      ['en', 'no sucking in under his ribs'],
      ['de', 'keine Einziehungen unter den Rippen'],
    ]);
    expectNotRead('grunting', [
      ['en', 'she is not grunting'],
      ['es', 'no hace quejido al respirar'],
    ]);
  });
});

const TOO_BREATHLESS_TO_FEED: Case[] = [
  ['en', 'my 3 month old is too breathless to feed and only takes half his bottle, coughing'],
  ['de', 'mein 3 Monate altes Baby hustet und trinkt nur noch die Hälfte, ist zu kurzatmig zum Trinken'],
  ['fr', 'bébé de 3 mois qui tousse, il ne prend que la moitié de ses biberons, trop essoufflé pour boire'],
  ['es', 'mi bebe de 3 meses tose y solo toma la mitad del biberon porque se ahoga'],
  ['tr', '3 aylik bebegim oksuruyor, mamasinin yarisini bile icmiyor, emerken nefes nefese kaliyor'],
  ['pl', '3-miesieczne dziecko kaszle, wypija tylko polowe butelki, meczy sie przy jedzeniu'],
  ['it', 'il bimbo di 3 mesi tossisce e prende solo metà del biberon, si affatica a mangiare'],
  ['pt', 'bebe de 3 meses com tosse, só mama metade, cansa pra mamar'],
  ['ru', 'ребенку 3 месяца, кашляет, съедает только половину бутылочки, задыхается при кормлении'],
  ['zh', '宝宝3个月咳嗽，喝奶只喝一半，喝奶的时候喘'],
  ['ja', '生後3ヶ月の赤ちゃんが咳をしていて、ミルクを半分しか飲まない、飲むと苦しそう'],
  ['ko', '3개월 아기가 기침하고 분유를 반밖에 못 먹어요, 먹을 때 숨차해요'],
  ['ar', 'البيبي عنده ٣ شهور بيكح ومش بيرضع غير نص الرضعة'],
  ['hi', '3 mahine ka baccha khaansi, aadha doodh bhi nahi pee raha, peete waqt saans phoolti hai'],
];
const GONE_BLUE: Case[] = [
  ['en', "baby's lips have gone blue while coughing"],
  ['de', 'die Lippen vom Baby sind ganz blau'],
  ['tr', 'bebegin dudaklari morardi'],
  ['es', 'al bebe se le pusieron los labios morados'],
  ['ar', 'شفايف البيبي زرقا'],
  ['hi', 'bachche ke honth neele pad gaye'],
  ['zh', '宝宝嘴唇发紫'],
  ['ko', '아기 입술이 파래졌어요'],
  ['ja', '赤ちゃんの唇が紫色になった'],
  ['ru', 'у малыша посинели губы'],
];

describe('a baby too breathless to feed or gone blue (NICE NG9 1.3.1, 1.3.4)', () => {
  it('taking less than half the feeds with a cough or breathlessness is 1 or 2', () =>
    expectUrgency(TOO_BREATHLESS_TO_FEED, 1, 2));
  it('blue lips are an emergency, 1', () => expectUrgency(GONE_BLUE, 1, 1));
  it('reads "not more than half" in Egyptian Arabic as under half, not denied', () =>
    expectRead('feeding_under_half', [['ar', 'البيبي عنده ٣ شهور بيكح ومش بيرضع غير نص الرضعة']]));
  it('"عنده ٣ شهور" after a child word is an age, "عنده كحة من ٣ شهور" a duration', () => {
    expect(parseText('البيبي عنده ٦ أسابيع وحرارته ٣٨٫٥', 'ar').childAgeMonths).toBeCloseTo(1.38, 1);
    expect(parseText('ابني عنده كحة من ٣ شهور', 'ar').childAgeMonths).toBeUndefined();
  });
});

// ---------------------------------------------------------------- 2. ages in months and weeks

const YOUNG_FEBRILE: Case[] = [
  ['en', 'my baby is 8 weeks old and has a temperature of 38.2'],
  ['en', "she's 2 months old, temp 38.5"],
  ['is', 'barnið er 2 mánaða og með 38,4 stiga hita'],
  ['pl', 'synek ma 2 mies. i goraczke 38,3'],
  ['pl', 'corka 6 tygodni, temperatura 38,5'],
  ['es', 'mi bebe tiene 2 meses y tiene 38.3 de fiebre'],
  ['es', 'bebe de 7 semanas con fiebre de 38,4'],
  ['fr', 'mon bébé a 2 mois et il a 38,3 de fièvre'],
  ['fr', 'bebe de 6 semaines, 38.5 de temperature'],
  ['de', 'unser Baby ist 2 Monate alt und hat 38,3 Fieber'],
  ['de', 'meine Tochter ist 7 Wochen alt, Temperatur 38,4'],
  ['it', 'il mio bimbo ha 2 mesi e ha la febbre a 38,3'],
  ['pt', 'meu bebe tem 2 meses e esta com febre de 38,3'],
  ['ru', 'ребенку 2 месяца, температура 38,3'],
  ['ru', 'сыну 6 недель, температура 38.4'],
  ['tr', 'bebegim 2 aylik atesi 38.3'],
  ['tr', '3 haftalik bebegim 38,2 ates var'],
  ['zh', '宝宝2个月，发烧38.3度'],
  ['zh', '孩子才6周，体温38.5'],
  ['ja', '2ヶ月の赤ちゃんが38.3度の熱'],
  ['ja', '生後2か月の娘、熱が38.4度あります'],
  ['ko', '2개월 아기가 열이 38.3도예요'],
  ['ko', '생후 7주 된 아기 열 38.5'],
  ['ar', 'ابني عمره شهرين وحرارته ٣٨٫٣'],
  ['ar', 'بنتي عمرها ٦ أسابيع وحرارتها 38.4'],
  ['ar', 'ebni 3omro shahrein w 7ararto 38.5'],
  ['hi', 'मेरा बच्चा 2 महीने का है, बुखार 38.3'],
  ['hi', 'beta 2 mahine ka hai, bukhar 38.4 hai'],
];
const ages = (text: string, lang: Language) => parseText(text, lang).childAgeMonths;

describe('a baby under 3 months with a temperature of 38 °C or more (NICE NG143 red: 2)', () => {
  it('reads the age in months or weeks and the fever in every language', () =>
    expectUrgency(YOUNG_FEBRILE, 2, 2));
  it('reads the age itself', () => {
    expect(ages('bebegim 2 aylik atesi 38.3', 'tr')).toBe(2);
    expect(ages('synek ma 2 mies. i goraczke 38,3', 'pl')).toBe(2);
    expect(ages('ebni 3omro shahrein w 7ararto 38.5', 'ar')).toBe(2);
    expect(ages('el baby 3omro 4 shohour', 'ar')).toBe(4);
  });
  it('a two-year-old with 38.3 who plays is not an emergency', () =>
    expectUrgency(
      [
        ['en', 'my 2 year old has 38.3 but is playing and drinking fine'],
        ['de', 'mein Sohn ist 2 Jahre alt, 38,3 Fieber, spielt aber ganz normal'],
        ['tr', 'oglum 2 yasinda atesi 38.3 ama oynuyor'],
      ],
      3,
      5,
    ));
  it('"2 months ago" is a time, not an age', () => {
    for (const [lang, t] of [
      ['en', 'I had a cold 2 months ago, now a sore throat since yesterday'],
      ['fr', "il y a 2 mois j'ai eu un rhume, maintenant mal de gorge depuis hier"],
      ['tr', '2 ay önce grip oldum, şimdi boğazım ağrıyor'],
      ['es', 'hace 2 meses tuve fiebre de 38.3, ahora me duele la garganta'],
      ['de', 'vor 2 Monaten hatte ich Fieber, jetzt Halsweh'],
    ] as const)
      expect(ages(t, lang), `${lang}: ${t}`).toBeUndefined();
    expectUrgency(
      [
        ['en', 'I had a cold 2 months ago, now a sore throat since yesterday'],
        ['fr', "il y a 2 mois j'ai eu un rhume, maintenant mal de gorge depuis hier"],
        ['es', 'hace 2 meses tuve fiebre de 38.3, ahora me duele la garganta'],
      ],
      3,
      5,
    );
  });
  it('a two-month cough in the genitive stays a duration', () =>
    expect(ages('bebeğimin 2 aylık öksürüğü var', 'tr')).toBeUndefined());
});

// ---------------------------------------------------------------- 3. severe pneumonia, respiratory failure

const VITALS_FAILING: Case[] = [
  ['en', "chest infection, my oxygen on the home monitor is 90% and pulse 125, I can't finish a sentence"],
  ['en', 'sats 91 on my pulse oximeter, heart rate 128'],
  ['is', 'súrefnismettun 90 og púls 125'],
  ['pl', 'saturacja 90, tetno 125, zapalenie pluc'],
  ['es', 'la saturacion me da 90 y el pulso 125'],
  ['fr', 'saturation à 90 et pouls à 125'],
  ['de', 'Sauerstoffsättigung 90, Puls 125'],
  ['it', 'saturazione 90 e battito 125'],
  ['pt', 'saturação 90 e pulso 125'],
  ['ru', 'сатурация 90, пульс 125'],
  ['tr', 'oksijen 90, nabiz 125'],
  ['zh', '血氧90，心率125'],
  ['ja', '酸素飽和度90、脈拍125'],
  ['ko', '산소포화도 90, 맥박 125'],
  ['ar', 'الأكسجين في الجهاز طلع ٩٠، والنبض ١٢٥'],
  ['ar', 'نسبة الاكسجين ۹۰ و النبض ۱۲۵'],
  ['hi', 'ऑक्सीजन ९० है और पल्स १२५'],
];
const SENTENCES: Case[] = [
  ['en', "I can't talk in full sentences, so breathless even sitting still"],
  ['is', 'ég get ekki klárað setningu, svo móð'],
  ['pl', 'nie moge dokonczyc zdania, tak mi brakuje tchu'],
  ['es', 'no puedo terminar una frase sin ahogarme'],
  ['fr', "je n'arrive pas à finir mes phrases tellement je suis essoufflé"],
  ['de', 'ich kann keinen ganzen Satz sprechen, so kurzatmig'],
  ['it', 'non riesco a finire una frase, mi manca il fiato'],
  ['pt', 'nao consigo terminar uma frase de tanta falta de ar'],
  ['ru', 'не могу договорить предложение, задыхаюсь'],
  ['tr', 'cumleyi bitiremiyorum nefesim yetmiyor'],
  ['zh', '喘得一句话说不完'],
  ['ja', '息が苦しくて文章を最後まで話せない'],
  ['ko', '숨이 차서 문장을 끝까지 말을 못해요'],
  ['ar', 'مش قادر أكمل جملة من ضيق النفس'],
  ['ar', 'mish 2ader akammel gomla'],
  ['hi', 'saans itni phool rahi hai ki pura vakya nahi bol pa raha'],
  ['hi', 'बोलते बोलते सांस फूल जाती है, पूरा वाक्य नहीं बोल पाता'],
];

describe('respiratory failure from the numbers and the words (BTS/SIGN asthma, NICE NG138)', () => {
  it('SpO2 ≤ 92% with a pulse ≥ 125 or unable to finish a sentence is 1, in every script’s digits', () =>
    expectUrgency(VITALS_FAILING, 1, 1));
  it('too breathless to finish a sentence is severe breathlessness, 1 or 2', () => {
    expectUrgency(SENTENCES, 1, 2);
    expectRead('severe_dyspnoea', SENTENCES);
  });
  it('reads saturation and pulse in Eastern Arabic, Persian and Devanagari digits', () => {
    expect(parseText('الأكسجين في الجهاز طلع ٩٠، والنبض ١٢٥', 'ar').vitals).toMatchObject({
      spo2: 90,
      heartRate: 125,
    });
    expect(parseText('نسبة الاكسجين ۹۰ و النبض ۱۲۵', 'ar').vitals).toMatchObject({
      spo2: 90,
      heartRate: 125,
    });
    expect(parseText('ऑक्सीजन ९० है और पल्स १२५', 'hi').vitals).toMatchObject({ spo2: 90, heartRate: 125 });
    expect(parseText('酸素飽和度90、脈拍125', 'ja').vitals).toMatchObject({ spo2: 90, heartRate: 125 });
    expect(parseText('oksijen 90, nabiz 125', 'tr').vitals).toMatchObject({ spo2: 90, heartRate: 125 });
  });
  it('oxygen 97 and a pulse of 80 with a mild cough is no emergency', () =>
    expectUrgency(
      [
        ['en', 'pulse oximeter says oxygen 97 and pulse 80, just a mild cough'],
        ['de', 'Sättigung 97, Puls 80, nur leichter Husten'],
        ['ar', 'الأكسجين ٩٧ والنبض ٨٠ وعندي كحة خفيفة'],
      ],
      4,
      5,
    ));
  it('a number after "sat" as a verb or a minute count is no saturation', () => {
    expect(parseText('I sat for 90 minutes in the waiting room', 'en').vitals.spo2).toBeUndefined();
  });
});

// ---------------------------------------------------------------- 4. a local infection turning into sepsis

const SPREADING_SEPSIS: Case[] = [
  [
    'en',
    'crushed my finger in a door 2 days ago, now a red line is spreading up my arm, fever 39.4, shivering, heart racing and dizzy',
  ],
  ['en', 'cut on my leg is infected, red streak going up towards the groin, temp 38.6 and shaking'],
  ['is', 'klemmdi fingurinn, nú er rauð rák upp handlegginn, 39 stiga hiti og skjálfti'],
  ['pl', 'przytrzasnalem palec, teraz czerwona prega idzie w gore reki, goraczka 39, dreszcze, serce wali'],
  ['es', 'me aplaste el dedo y ahora tengo una linea roja que sube por el brazo, fiebre de 39 y escalofrios'],
  [
    'fr',
    'je me suis écrasé le doigt, maintenant une trainée rouge remonte le long du bras, 39 de fièvre, frissons et le coeur qui bat vite',
  ],
  ['de', 'Finger eingeklemmt, jetzt zieht ein roter Strich den Arm hoch, 39 Fieber und Schüttelfrost'],
  ['it', 'mi sono schiacciato il dito, adesso una striscia rossa sale lungo il braccio, febbre 39 e brividi'],
  ['pt', 'machuquei o dedo e agora tem uma linha vermelha subindo pelo braço, febre de 39 e calafrios'],
  ['ru', 'прищемил палец, теперь красная полоса идет вверх по руке, температура 39, озноб, сердце колотится'],
  [
    'tr',
    'parmagimi kapiya sikistirdim, simdi kolumdan yukari kirmizi bir cizgi cikiyor, ates 39, titreme var',
  ],
  ['zh', '手指被门夹了，现在有一条红线顺着胳膊往上走，发烧39度，发抖'],
  ['ja', '指を挟んでから腕に赤い線が上に伸びてきて、熱が39度、寒気で震える'],
  ['ko', '손가락을 문에 찧었는데 팔에 빨간 줄이 위로 올라가고 있어요, 열 39도, 오한'],
  ['ar', 'صباعي اتفعص في الباب ودلوقتي في خط احمر طالع في دراعي وحرارتي ٣٩ وبترعش'],
  [
    'hi',
    'ungli kuchal gayi thi, ab laal rang ki lakeer ki tarah haath mein upar chadh raha hai, 39.4 bukhar, kaanp raha hoon, dil bahut tez dhadak raha hai, chakkar aa raha hai',
  ],
  ['hi', 'उंगली कुचल गई, अब हाथ में ऊपर की ओर लाल लकीर बढ़ रही है, बुखार 39, कंपकंपी'],
];

describe('a red line spreading up a limb from a wound with fever or shivering (NICE CKS cellulitis, NG141, NG51: 2)', () => {
  it('is 2 in every language', () => expectUrgency(SPREADING_SEPSIS, 2, 2));
  it('reads the red line as lymphangitis', () => expectRead('red_streak', SPREADING_SEPSIS));
  it('a red line without fever is same-day, not an emergency', () =>
    expectUrgency(
      [
        ['en', 'a red streak is going up my arm from the cut on my hand'],
        ['de', 'von der Wunde am Finger zieht ein roter Strich den Arm hoch'],
        ['es', 'tengo una linea roja que sube por el brazo desde la herida'],
      ],
      3,
      3,
    ));
  it('a grazed knee, a bit red around it, no fever is self-care', () => {
    const graze: Case[] = [
      ['en', 'grazed my knee yesterday, it is a bit red around the edges, no fever'],
      ['de', 'Knie aufgeschürft, ein bisschen rot drumherum, kein Fieber'],
      ['es', 'me raspe la rodilla, un poco roja alrededor, sin fiebre'],
      ['tr', 'dizimi sıyırdım, etrafı biraz kızardı, ateş yok'],
    ];
    expectUrgency(graze, 4, 5);
    expectNotRead('red_streak', graze);
  });
  it('a red line denied is not read', () =>
    expectNotRead('red_streak', [
      ['en', 'no red lines going up the arm'],
      ['de', 'keine roten Streifen am Arm'],
      ['fr', 'pas de traînée rouge sur le bras'],
    ]));
});

// ---------------------------------------------------------------- 5. carbon monoxide

const CO: Case[] = [
  [
    'en',
    'we slept in the tent with the charcoal bbq inside, now both of us have headaches, vomiting and dizzy, a bit confused',
  ],
  ['en', 'gas heater in the caravan all night, whole family has a headache and feels sick'],
  ['is', 'vorum með grill inni í tjaldinu, nú erum við bæði með höfuðverk og ælum'],
  ['pl', 'spalismy w namiocie z grillem w srodku, oboje boli nas glowa, wymiotujemy, zawroty glowy'],
  [
    'es',
    'dormimos en la tienda de campaña con el carbon encendido, los dos con dolor de cabeza, vomitos y mareo',
  ],
  [
    'fr',
    'on a dormi dans la tente avec le barbecue allumé, on a tous les deux mal à la tête, on vomit et on a des vertiges',
  ],
  [
    'de',
    'wir haben mit dem Grill im Zelt geschlafen, jetzt haben wir beide Kopfschmerzen, erbrechen und Schwindel',
  ],
  ['it', 'abbiamo dormito in tenda con il braciere acceso, tutti e due mal di testa, vomito e vertigini'],
  ['pt', 'dormimos na barraca com a churrasqueira acesa, os dois com dor de cabeça, vomitando e tontos'],
  ['ru', 'спали в палатке с мангалом, у обоих болит голова, рвота и кружится голова'],
  ['tr', 'cadirda mangal yakip uyuduk, ikimizin de basi agriyor, kusuyoruz, bas donmesi var'],
  ['zh', '在帐篷里烧炭睡觉，两个人都头疼、呕吐、头晕'],
  ['ja', 'テントの中で炭火をたいて寝たら、二人とも頭痛と吐き気、めまいがする'],
  ['ko', '캠핑 텐트 안에서 숯불 피워놓고 잤어요. 친구도 머리 아프고 토하고 어지럽대요, 둘 다 좀 멍해요'],
  ['ar', 'نمنا في الخيمة والفحم والع، الاتنين عندنا صداع وترجيع ودوخة'],
  ['hi', 'tent ke andar angithi jala ke soye the, dono ko sir dard, ulti aur chakkar aa rahe hain'],
  ['hi', 'बंद कमरे में अंगीठी जलाकर सोए थे, सबको सिर दर्द और उल्टी हो रही है'],
];

describe('carbon monoxide from a fire in a tent, caravan or closed room (UKHSA, NHS: 999)', () => {
  it('is 1 when several people (or a pet) have the symptoms', () => expectUrgency(CO, 1, 1));
  it('names carbon monoxide', () => {
    for (const [lang, t] of CO)
      expect(
        flagsOf(t, lang).some((f) => f.startsWith('carbon_monoxide')),
        `${lang}: ${t} → ${flagsOf(t, lang).join(', ')}`,
      ).toBe(true);
  });
  it('a barbecue outdoors and a headache from the sun is not carbon monoxide', () => {
    const outdoors: Case[] = [
      ['en', 'we had a bbq outside in the garden all afternoon, now I have a headache from the sun'],
      ['de', 'wir haben draußen im Garten gegrillt, jetzt habe ich Kopfschmerzen von der Sonne'],
      ['tr', 'bahcede mangal yaptik, gunesten basim agriyor'],
      ['ko', '야외에서 바베큐 했는데 햇볕 때문에 머리가 아파요'],
      ['en', 'both of us went to the beach and now have a headache from the sun'],
    ];
    expectUrgency(outdoors, 2, 5);
    for (const [lang, t] of outdoors)
      expect(flagsOf(t, lang), `${lang}: ${t}`).not.toContain('carbon_monoxide_several');
  });
});
