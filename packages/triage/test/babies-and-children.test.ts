import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { applySafetyFloor, assessTranscript, type TranscriptMessage } from '../src/index.ts';
import { parseText } from '../src/nlp/parser.ts';

/**
 * Babies and children, in the words parents write (issue 13): a baby's age said in weeks or days,
 * read as the age and never as how long the complaint has lasted, and the fever thresholds of
 * NICE NG143 that depend on it. Urgencies are reached through the assessment and the red-flag
 * floor alone (statistical safety net off), so each case tests the engine's own reading.
 */
type Case = readonly [Language, string];
const user = (content: string): TranscriptMessage => ({ role: 'user', content });
function urgency(lang: Language, text: string): number {
  const m = [user(text)];
  return applySafetyFloor(assessTranscript(m, { patientLanguage: lang }), m, { safetyNet: false }).assessment
    .urgency;
}

describe("a baby's age in weeks or days, in the 15 languages, is an age and not a duration", () => {
  it.each([
    ['en', "she's 5 weeks and has a fever of 38.1", 5 / 4.345],
    ['en', 'he is only 3 weeks old, temp 38', 3 / 4.345],
    ['is', 'hann er 6 vikna og með 38,4 stiga hita', 6 / 4.345],
    ['is', 'hún er bara 5 vikna og er með hita', 5 / 4.345],
    ['pl', 'ona ma 6 tygodni i ma gorączkę 38,2', 6 / 4.345],
    ['es', 'ella tiene 6 semanas, fiebre de 38', 6 / 4.345],
    ['fr', 'elle a 5 semaines et elle a 38,3 de fièvre', 5 / 4.345],
    ['de', 'sie ist 5 Wochen und hat Fieber', 5 / 4.345],
    ['it', 'lei ha 6 settimane e ha la febbre a 38', 6 / 4.345],
    ['pt', 'ela tem 5 semanas e está com febre de 38,2', 5 / 4.345],
    ['ru', 'ему 3 недели, температура 38,1', 3 / 4.345],
    ['ru', 'нам 5 недель, температура 38 и 2', 5 / 4.345],
    ['tr', '5 haftalık oğlumun ateşi 38,3', 5 / 4.345],
    ['ar', 'بنتي عمرها 5 أسابيع وعندها حرارة', 5 / 4.345],
    ['hi', 'मेरा बच्चा 6 हफ्ते का है, बुखार 38.2', 6 / 4.345],
    ['hi', 'beta 5 hafte ka hai aur bukhar hai 38', 5 / 4.345],
    ['zh', '宝宝刚满6周，发烧38.2度', 6 / 4.345],
    ['zh', '我兒子才5週大，發燒38度', 5 / 4.345],
    ['ja', 'うちの子は5週で、熱が38.2度', 5 / 4.345],
    ['ko', '우리 애 5주인데 열이 38도예요', 5 / 4.345],
    ['ko', '아기가 6주 됐어요 열이 38.5도예요', 6 / 4.345],
    ['en', 'my son is 4 months, fever 38.3 for 2 days', 4],
  ] as const)('[%s] %s', (lang, text, months) => {
    const f = parseText(text, lang);
    expect(f.childAgeMonths).toBeCloseTo(months, 1);
    // the age is not how long the illness has lasted (a fever of 5 days or more is amber)
    expect(f.durationDays ?? 0).toBeLessThan(5);
  });

  it.each([
    ['en', "I've had a fever for 2 weeks", 14],
    ['es', 'tengo fiebre hace 2 semanas', 14],
    ['es', 'tiene 2 semanas con tos y fiebre de 38', 14],
    ['fr', 'il a 3 jours de fièvre à 38,5', 3],
    ['de', 'es ist 3 Wochen her, dass sie Fieber hatte', 21],
    ['it', 'ho la febbre da 2 settimane', 14],
    ['pt', 'estou com febre há 2 semanas', 14],
    ['ru', 'она 3 недели кашляет', 21],
    ['ru', 'у меня температура уже 2 недели', 14],
    ['tr', 'iki haftadır ateşim var', 14],
    ['hi', 'मुझे 2 हफ्ते से बुखार है', 14],
    ['zh', '我发烧两周了', 14],
    ['ko', '2주 동안 열이 나요', 14],
  ] as const)('[%s] %s → a duration, no baby', (lang, text, days) => {
    const f = parseText(text, lang);
    expect(f.childAgeMonths).toBeUndefined();
    expect(f.durationDays).toBe(days);
  });

  it("weeks of a pregnancy are not a baby's age", () => {
    expect(parseText('she is 8 weeks pregnant and has a fever of 38.2', 'en').childAgeMonths).toBeUndefined();
    expect(parseText('ona ma 8 tygodni ciąży i gorączkę', 'pl').childAgeMonths).toBeUndefined();
    expect(parseText('sie ist 7 Wochen schwanger und hat Fieber', 'de').childAgeMonths).toBeUndefined();
    // an unnamed "she is 32 weeks" is a pregnancy, never a baby
    expect(parseText('she is 32 weeks and feels hot', 'en').childAgeMonths).toBeUndefined();
  });
});

describe('NICE NG143: fever in a baby whose age is said in weeks or days', () => {
  it.each([
    ['en', "she's 5 weeks and has a fever of 38.1"],
    ['is', 'hann er 6 vikna og með 38,4 stiga hita'],
    ['is', 'hún er bara 5 vikna og er með hita'],
    ['pl', 'ona ma 6 tygodni i ma gorączkę 38,2'],
    ['es', 'ella tiene 6 semanas, fiebre de 38'],
    ['fr', 'elle a 5 semaines et elle a 38,3 de fièvre'],
    ['de', 'sie ist 5 Wochen und hat Fieber'],
    ['it', 'lei ha 6 settimane e ha la febbre a 38'],
    ['pt', 'ela tem 5 semanas e está com febre de 38,2'],
    ['ru', 'ему 3 недели, температура 38,1'],
    ['ru', 'нам 5 недель, температура 38 и 2'],
    ['hi', 'beta 5 hafte ka hai aur bukhar hai 38'],
    ['zh', '宝宝刚满6周，发烧38.2度'],
    ['ja', 'うちの子は5週で、熱が38.2度'],
    ['ko', '우리 애 5주인데 열이 38도예요'],
  ] as Case[])('[%s] %s → under 3 months with fever: emergency (red)', (lang, text) => {
    expect(urgency(lang, text)).toBeLessThanOrEqual(2);
  });

  it.each([
    ['en', 'my 4 month old has a fever of 39.3'],
    ['fr', 'ma fille a 4 mois et 39,4 de fièvre'],
  ] as Case[])('[%s] %s → 3–6 months with 39 °C or more: amber at least', (lang, text) => {
    expect(urgency(lang, text)).toBeLessThanOrEqual(3);
  });

  it.each([
    // a normal temperature in a young baby
    ['en', "she's 5 weeks old, temperature 37.1, feeding well, just a bit snuffly"],
    ['ru', 'ему 3 недели, температура 36,8, ест хорошо'],
    ['pt', 'ela tem 6 semanas, temperatura 36,9, mamando bem'],
    // an adult's fever of two weeks is a duration, not a baby
    ['en', "I've had a fever for 2 weeks"],
    ['ru', 'у меня температура уже 2 недели'],
    ['zh', '我发烧两周了'],
    ['ko', '2주 동안 열이 나요'],
    // a pregnancy in weeks
    ['en', 'she is 8 weeks pregnant and has a fever of 38.2'],
    // a fever of three days, said with "il a"
    ['fr', 'il a 3 jours de fièvre à 38,5'],
  ] as Case[])('[%s] %s → not an emergency', (lang, text) => {
    expect(urgency(lang, text)).toBeGreaterThan(2);
  });
});

describe('NICE NG9 bronchiolitis: the work of breathing, feeding and pauses of a baby or toddler', () => {
  it.each([
    ['en', 'my 3 month old has a cold and is only taking half her usual bottles'],
    ['en', '5 month old with bronchiolitis, feeding less than half of normal'],
    ['fr', 'mon bébé a un rhume et ne boit que la moitié de ses biberons'],
    ['es', 'mi bebé de 4 meses tiene tos y mocos y solo se toma la mitad del biberón'],
    ['de', 'unser Baby (5 Monate) ist erkältet und trinkt nur noch die Hälfte seiner Flasche'],
    ['it', 'la mia bimba di 3 mesi ha la tosse e beve meno della metà del solito'],
    ['pt', 'meu bebê de 2 meses está gripado, tosse e mama menos da metade'],
    ['ru', 'малышу 4 месяца, кашель и сопли, съедает меньше половины бутылочки'],
    ['pl', 'córeczka ma 6 miesięcy, katar i kaszel, wypija tylko połowę butelki'],
    ['tr', '5 aylık bebeğim öksürüyor, mamasının yarısını bile içmiyor'],
    ['zh', '宝宝5个月，咳嗽流鼻涕，奶量只有平时的一半'],
    ['ja', '生後4ヶ月の娘が鼻水と咳で、ミルクをいつもの半分しか飲まない'],
    ['ko', '4개월 아기가 기침하고 콧물 나는데 분유를 평소의 반도 안 먹어요'],
    ['ar', 'بنتي عمرها ٣ شهور عندها كحة ورشح وبترضع أقل من النص'],
    ['hi', 'मेरा बच्चा 4 महीने का है, खांसी जुकाम है और आधा दूध भी नहीं पी रहा'],
    ['is', 'barnið er 5 mánaða með kvef og hósta og drekkur bara helming af pelanum'],
  ] as Case[])('[%s] %s → feeding under half with a respiratory illness: emergency (2)', (lang, text) => {
    expect(urgency(lang, text)).toBe(2);
  });

  it.each([
    ['en', "she's got a cold and her head is bobbing with every breath"],
    ['fr', 'bébé enrhumé, sa tête dodeline à chaque respiration'],
    ['es', 'mi hijo de 1 año tiene tos y la cabeza le sube y baja cuando respira'],
    ['de', 'mein Baby hat Husten und der Kopf nickt bei jedem Atemzug mit'],
    ['ru', 'у ребенка кашель, и голова кивает при каждом вдохе'],
    ['pt', 'meu filho de 8 meses com tosse, a cabeça balança quando ele respira'],
    ['it', 'il bimbo ha la tosse e la testa ciondola a ogni respiro'],
    ['tr', 'bebeğim öksürüyor, nefes alırken başı sallanıyor'],
    ['zh', '宝宝咳嗽，呼吸的时候头一点一点的'],
    ['ko', '아기가 기침하는데 숨쉴 때마다 머리가 까딱거려요'],
    ['ja', '赤ちゃんが咳をしていて、息をするたびに頭が上下に動く'],
  ] as Case[])('[%s] %s → head bobbing: emergency', (lang, text) => {
    expect(urgency(lang, text)).toBeLessThanOrEqual(2);
  });

  it.each([
    ['en', 'his tummy is going in and out really fast and he has a snotty nose, he is 4 months'],
    ['ko', '8개월 아기가 기침하는데 숨쉴 때 갈비뼈 아래가 쏙 들어가요'],
    ['hi', 'बच्चे को खांसी है और सांस लेते समय पसलियों के नीचे गड्ढा पड़ता है'],
    ['ru', 'у малыша 8 месяцев кашель, и втягивается под рёбрами когда дышит'],
    ['fr', 'bébé de 4 mois, bronchiolite, tirage, ça creuse sous les côtes'],
    ['it', 'il mio bimbo di 5 mesi ha la tosse e rientra sotto le costole quando respira'],
    ['es', 'mi bebé de 6 meses tiene mocos y se le hunden las costillas al respirar'],
    ['pt', 'meu bebê tem 7 meses, está resfriado e está afundando as costelas quando respira'],
    ['pl', 'synek ma 9 miesięcy, kaszel i wciąga mu się pod żebrami'],
    ['tr', '6 aylık bebeğim öksürüyor, nefes alırken kaburgaları içeri çekiliyor'],
    ['zh', '宝宝8个月咳嗽，呼吸的时候肋骨下面凹进去'],
    ['ja', '生後7ヶ月の赤ちゃん、咳をしていて息をするたびに肋骨の下がへこむ'],
  ] as Case[])('[%s] %s → chest recession: emergency', (lang, text) => {
    expect(urgency(lang, text)).toBeLessThanOrEqual(2);
  });

  it.each([
    ['en', 'baby with a cold keeps pausing her breathing for a few seconds'],
    ['fr', 'mon bébé de 2 mois a des pauses respiratoires, il a la bronchiolite'],
    ['es', 'mi bebé de 6 semanas deja de respirar unos segundos, tiene mocos'],
    ['de', 'unser Baby hat Atempausen und ist erkältet'],
    ['it', 'la mia bimba di 2 mesi smette di respirare per qualche secondo'],
    ['pt', 'meu bebê de 1 mês para de respirar por alguns segundos'],
    ['ru', 'у малыша 2 месяца паузы в дыхании, кашляет'],
    ['pl', 'niemowlę ma przerwy w oddychaniu, jest przeziębione'],
    ['tr', 'bebeğimin nefesi birkaç saniye duruyor, öksürüğü var'],
    ['zh', '宝宝两个月，咳嗽，呼吸会暂停几秒'],
    ['ko', '아기가 기침하다가 숨을 몇 초 멈춰요'],
    ['ja', '赤ちゃんの呼吸が時々止まる、咳もある'],
  ] as Case[])('[%s] %s → pauses in breathing: call now (1)', (lang, text) => {
    expect(urgency(lang, text)).toBe(1);
  });

  it.each([
    // a child who snores with pauses at night: obstructive sleep apnoea, an ENT referral
    ['en', 'my 4 year old snores and his dad says there are pauses in his breathing at night'],
    // a baby with a cold who feeds normally
    ['en', 'my 6 month old has a cold but is feeding normally, taking all her bottles'],
    ['fr', 'mon bébé a un rhume mais boit bien tous ses biberons'],
    ['de', 'unser Baby ist erkältet, trinkt aber normal und ist fröhlich'],
    ['ko', '아기가 감기 걸렸는데 분유는 잘 먹어요'],
    ['zh', '宝宝感冒了，但是吃奶正常'],
    // poor feeding last week, checked by the GP, feeding well now
    ['en', "last week she only took half her bottles with a cold, GP checked her and she's feeding fine now"],
    // an adult eating half his meals with a cold
    ['en', 'he is 30 and has had a cold, only eating half his usual meals'],
    // the head nodding to music
    ['en', 'my toddler nods his head to the music while breathing heavily after running'],
    // a relative's sleep apnoea
    ['ru', 'моему мужу поставили сонное апноэ'],
  ] as Case[])('[%s] %s → not an emergency', (lang, text) => {
    expect(urgency(lang, text)).toBeGreaterThan(2);
  });
});

describe('food allergy in a child (Resuscitation Council UK, NICE CG116)', () => {
  it.each([
    ['en', "my son had peanut butter for the first time and his lips are swelling up, he's breathing fine"],
    ['en', 'my 2 year old ate a cashew and his face puffed up, no trouble breathing'],
    ['en', 'toddler tried hummus and now has big red welts all over his body'],
    [
      'en',
      "gave my daughter scrambled egg for the first time and 20 minutes later she's covered in hives all over",
    ],
    ['fr', 'mon fils a mangé des cacahuètes pour la première fois, ses lèvres gonflent, il respire bien'],
    ['fr', "ma fille de 1 an a goûté de l'oeuf et elle a de l'urticaire partout"],
    ['es', 'le di huevo por primera vez a mi hija y se le hincharon los labios'],
    ['es', 'mi hijo comió cacahuetes y le salió urticaria por todo el cuerpo'],
    ['de', 'mein Sohn hat Erdnüsse gegessen und jetzt sind seine Lippen dick geschwollen'],
    ['de', 'unser Kind hat zum ersten Mal Rührei gegessen und hat jetzt überall Quaddeln'],
    ['it', 'la bimba ha assaggiato il pesce ed è piena di ponfi su tutto il corpo'],
    ['pt', 'meu filho comeu amendoim pela primeira vez e a boca dele inchou'],
    ['pt', 'meu filho comeu camarão e ficou cheio de urticária no corpo todo'],
    ['ru', 'сын первый раз попробовал арахис, губы распухли, дышит нормально'],
    ['ru', 'дочка съела яйцо и вся покрылась крапивницей'],
    ['pl', 'córka zjadła orzechy i spuchła jej buzia'],
    ['pl', 'synek zjadł jajko i ma pokrzywkę na całym ciele'],
    ['tr', 'oğlum ilk defa fıstık ezmesi yedi, dudakları şişti'],
    ['tr', 'kızım yumurta yedi, tüm vücudunda kurdeşen çıktı'],
    ['ar', 'ابني أكل فول سوداني لأول مرة وشفايفه انتفخت'],
    ['ar', 'بنتي أكلت بيض مسلوق وطلع عندها شرى بكل جسمها'],
    ['hi', 'बेटे ने पहली बार मूंगफली खाई और उसके होंठ सूज गए'],
    ['hi', 'बेटी ने अंडा खाया और पूरे शरीर पर पित्ती निकल आई'],
    ['zh', '孩子第一次吃花生，嘴唇肿起来了'],
    ['zh', '孩子吃了鸡蛋以后全身起荨麻疹'],
    ['ja', '息子が初めて卵を食べたら、顔じゅうにじんましんが出た'],
    ['ko', '아이가 땅콩을 처음 먹었는데 입술이 부었어요'],
    ['ko', '아이가 계란을 먹고 온몸에 두드러기가 났어요'],
    ['is', 'strákurinn borðaði hnetusmjör í fyrsta sinn og varirnar bólgnuðu upp'],
    ['is', 'dóttir mín borðaði egg og fékk ofsakláða um allan líkamann'],
  ] as Case[])(
    '[%s] %s → swelling or widespread hives after a food: emergency (2) even breathing normally',
    (lang, text) => {
      expect(urgency(lang, text)).toBe(2);
    },
  );

  it.each([
    ['en', 'my son ate peanuts and now his lips are swollen and his voice sounds hoarse'],
    ['en', "my son ate a cashew, his lips are swelling and now he's gone floppy"],
    ['en', 'my son ate peanut butter and his throat feels tight and he is wheezing'],
    ['fr', 'mon fils a mangé des cacahuètes, ses lèvres ont gonflé et il est tout mou'],
    ['de', 'mein Sohn hat Erdnüsse gegessen, die Lippen sind geschwollen und er kann nicht mehr schlucken'],
    ['es', 'mi hija comió huevo, tiene los labios hinchados y no puede tragar'],
  ] as Case[])(
    '[%s] %s → with a voice, swallowing, breathing or floppiness sign: anaphylaxis (1)',
    (lang, text) => {
      expect(urgency(lang, text)).toBe(1);
    },
  );

  it.each([
    // an allergy long over
    ['en', 'my son had a peanut allergy as a baby, he had a reaction 3 years ago, fine now'],
    // a benign look-alike: chapped lips, a few spots around the mouth from fruit
    ['en', 'her lips are chapped and a bit swollen from the cold wind'],
    ['en', 'he ate strawberries and has a few red spots around his mouth, no swelling'],
    // someone else's allergy
    ['en', "my daughter's friend is allergic to peanuts"],
    // the signs denied
    [
      'en',
      "my son ate peanut butter yesterday, no swelling, no rash, he's fine, just checking if he can have more",
    ],
  ] as Case[])('[%s] %s → not an emergency', (lang, text) => {
    expect(urgency(lang, text)).toBeGreaterThan(2);
  });
});

describe('a child who drank or may have drunk a liquid medicine (TOXBASE / NHS 111: A&E now even if well)', () => {
  it.each([
    ['en', "my toddler drank some of the calpol, the bottle was half full and now it's empty"],
    ['en', 'my 3 year old got hold of the iron syrup and drank it, he seems fine'],
    [
      'en',
      "found my son with the cough syrup bottle, he'd knocked it over and was licking it, not sure how much he had",
    ],
    ['en', "my daughter drank her grandad's liquid morphine, only a little bit"],
    [
      'fr',
      'mon fils a bu le sirop de doliprane, la bouteille était à moitié pleine et maintenant elle est vide',
    ],
    ['es', 'mi hijo se tomó el jarabe para la tos, el bote estaba medio lleno y ahora está vacío'],
    ['de', 'mein Sohn hat den Fiebersaft ausgetrunken, die Flasche war halb voll'],
    ['it', 'mio figlio ha bevuto lo sciroppo di tachipirina, la bottiglia è vuota'],
    ['pt', 'meu filho bebeu o xarope de ferro, o frasco estava pela metade e agora está vazio'],
    ['ru', 'сын выпил целый флакон сиропа от кашля, пока я была в душе'],
    ['pl', 'córka wypiła syrop z żelazem, nie wiem ile'],
    ['tr', 'oğlum öksürük şurubunu içmiş, şişe yarıya kadar doluydu şimdi boş'],
    ['ar', 'ابني شرب شراب الكحة كله، القزازة كانت نصها مليانة'],
    ['hi', 'बेटे ने खांसी की सिरप की पूरी बोतल पी ली'],
    ['zh', '孩子把退烧药水喝了，瓶子本来有半瓶，现在空了'],
    ['ko', '아이가 해열제 시럽을 다 마셨어요, 병이 반쯤 차 있었는데 비었어요'],
    ['is', 'sonur minn drakk hóstasaftina, flaskan var hálffull og er nú tóm'],
  ] as Case[])('[%s] %s → emergency (2)', (lang, text) => {
    expect(urgency(lang, text)).toBe(2);
  });

  it.each([
    // a dose given by the parent, as the label says
    ['en', "I gave my son 5ml of calpol for his fever as the bottle says, he's fine"],
    ['en', 'my son takes iron syrup from the GP every morning, 5ml as prescribed'],
    ['fr', "j'ai donné 5 ml de doliprane sirop à mon fils pour la fièvre"],
    ['es', 'le di a mi hijo su dosis de jarabe para la tos'],
    ['de', 'ich habe meinem Sohn Fiebersaft nach Packungsbeilage gegeben'],
    ['ru', 'я дал сыну сироп от кашля по инструкции'],
    ['pl', 'dałam córce syrop na kaszel zgodnie z ulotką'],
    ['zh', '我给孩子喂了退烧药水，按说明书的量'],
    ['ko', '아이한테 해열제 시럽을 정량대로 먹였어요'],
    ['tr', 'oğluma doktorun dediği kadar öksürük şurubu verdim'],
    // iron as a medicine darkens the stool: not an ingestion, not a bleed
    ['en', 'my son is on iron syrup from the GP, his poo has gone dark'],
    // an adult's own cough syrup; a child's drink spilled
    ['en', 'I drank some cough syrup for my cold'],
    ['en', 'my son drank a glass of milk and then spilled his juice'],
  ] as Case[])('[%s] %s → not an emergency', (lang, text) => {
    expect(urgency(lang, text)).toBeGreaterThan(2);
  });
});

describe('NICE NG143 green, NICE NG91: a feverish child who is playing, drinking and weeing stays at home', () => {
  const GREEN: readonly Case[] = [
    [
      'en',
      "my 2 year old has a cold and a temperature of 38.3, but he's playing, drinking fine, peeing normally and no rash",
    ],
    [
      'en',
      "my 4 year old has had a fever since last night with a runny nose, she's running around playing, drinking well, weeing normally, no rash, breathing fine",
    ],
    [
      'en',
      'my 3 year old has ear ache and a temperature of 38, still playing and drinking, wet nappies as usual, no rash',
    ],
    [
      'fr',
      'mon fils de 2 ans a 38,5 de fièvre avec un rhume, mais il joue, il boit bien, fait pipi normalement, pas de boutons',
    ],
    [
      'es',
      'mi hija de 3 años tiene fiebre de 38,2 y tos, pero juega, bebe bien, hace pis normal y no tiene manchas',
    ],
    [
      'de',
      'unser Sohn (2) hat 38,4 Fieber und Schnupfen, spielt aber, trinkt gut, pinkelt normal, kein Ausschlag',
    ],
    [
      'it',
      'il mio bimbo di 2 anni ha 38 di febbre e il raffreddore, ma gioca, beve bene, fa pipì normalmente, niente macchie',
    ],
    [
      'pt',
      'meu filho de 3 anos está com febre de 38,3 e tosse, mas está brincando, bebendo bem, fazendo xixi normal, sem manchas',
    ],
    ['ru', 'сыну 2 года, температура 38,2 и насморк, но играет, пьёт хорошо, писает нормально, сыпи нет'],
    [
      'pl',
      'synek ma 3 lata, gorączka 38,3 i katar, ale bawi się, pije dobrze, siusia normalnie, bez wysypki',
    ],
    [
      'tr',
      '2 yaşındaki oğlumun 38,3 ateşi ve nezlesi var ama oynuyor, iyi içiyor, normal çiş yapıyor, döküntü yok',
    ],
    ['ar', 'ابني عمره سنتين عنده حرارة ٣٨٫٣ ورشح بس بيلعب وبيشرب كويس وبيعمل بيبي عادي وما في طفح'],
    [
      'hi',
      'मेरे 3 साल के बेटे को 38.2 बुखार और जुकाम है, पर वो खेल रहा है, ठीक से पी रहा है, पेशाब normal है, कोई दाने नहीं',
    ],
    ['zh', '孩子3岁，发烧38.3度，流鼻涕，但是在玩，喝水正常，尿尿正常，没有皮疹'],
    ['ja', '3歳の息子が鼻水と38.2度の熱、でも遊んでいて、水分もとれていて、おしっこも普通、発疹なし'],
    ['ko', '3살 아들이 38.2도 열이 있고 콧물이 나는데 잘 놀고 잘 마시고 소변도 잘 보고 발진은 없어요'],
    [
      'is',
      'sonur minn 3 ára er með 38,3 stiga hita og kvef en leikur sér, drekkur vel, pissar eðlilega og engin útbrot',
    ],
  ];
  it.each(GREEN)('[%s] %s → self-care (5)', (lang, text) => {
    expect(urgency(lang, text)).toBe(5);
  });

  it.each([
    // the reassuring answers read in every language
    ['en', "he's playing, drinking fine and peeing normally"],
    ['fr', 'il joue, il boit bien, fait pipi normalement'],
    ['es', 'juega, bebe bien, hace pis normal'],
    ['de', 'spielt, trinkt gut, pinkelt normal'],
    ['it', 'gioca, beve bene, fa pipì normalmente'],
    ['pt', 'está brincando, bebendo bem, fazendo xixi normal'],
    ['ru', 'играет, пьёт хорошо, писает нормально'],
    ['pl', 'bawi się, pije dobrze, siusia normalnie'],
    ['tr', 'oynuyor, iyi içiyor, normal çiş yapıyor'],
    ['ar', 'بيلعب وبيشرب كويس وبيعمل بيبي عادي'],
    ['hi', 'वो खेल रहा है, ठीक से पी रहा है, पेशाब normal है'],
    ['zh', '在玩，喝水正常，尿尿正常'],
    ['ja', '遊んでいて、水分もとれていて、おしっこも普通'],
    ['ko', '잘 놀고 잘 마시고 소변도 잘 봐요'],
    ['is', 'leikur sér, drekkur vel, pissar eðlilega'],
  ] as Case[])('[%s] %s → playing, drinking and weeing as usual', (lang, text) => {
    const f = parseText(text, lang);
    expect([...f.present]).toEqual(
      expect.arrayContaining(['playing_normally', 'drinking_normally', 'weeing_normally']),
    );
  });

  it.each([
    // an amber sign: not drinking, dry nappies
    [
      'en',
      'my 2 year old has a cold and 38.5 fever, playing but not drinking much and no wet nappy since this morning',
    ],
    // breathing fast
    ['en', 'my 2 year old has a fever and a cold, playing, drinking fine, but breathing really fast'],
    // under 3 months: red whatever the baby does
    ['en', 'my 2 month old has a cold and a temperature of 38.2 but is feeding fine and no rash'],
    // 3 to 6 months with 39 °C or more
    ['en', 'my 4 month old has a cold and a temperature of 39.2, but is playing and feeding fine'],
    // a rash that does not fade
    ['en', "my 3 year old has a fever and a rash that doesn't fade under a glass, still playing"],
    // a fever of five days
    ['en', 'my 3 year old has had a fever and a cough for 6 days, still playing and drinking fine'],
  ] as Case[])('[%s] %s → stays above self-care', (lang, text) => {
    expect(urgency(lang, text)).toBeLessThanOrEqual(3);
  });
});

describe("a child's asthma attack relieved by the reliever (BTS/SIGN asthma)", () => {
  it.each([
    [
      'en',
      "my 8 year old got wheezy after football, took 4 puffs of his blue inhaler and now he's talking normally and playing again",
    ],
    [
      'en',
      'my son had an asthma attack at school, 6 puffs of ventolin helped, he is fine now, breathing normally',
    ],
    [
      'fr',
      "mon fils de 9 ans a eu une crise d'asthme après le sport, 4 bouffées de ventoline, maintenant il parle normalement et joue",
    ],
    [
      'es',
      'mi hijo de 7 años tuvo una crisis de asma después del fútbol, le di 4 puffs del salbutamol y ya habla normal y juega',
    ],
    [
      'de',
      'mein Sohn (8) hatte nach dem Sport einen Asthmaanfall, 4 Hübe vom Notfallspray, jetzt spricht er normal und spielt wieder',
    ],
    [
      'it',
      "mio figlio di 8 anni ha avuto una crisi d'asma dopo il calcio, 4 spruzzi di ventolin, ora parla normalmente e gioca",
    ],
    [
      'pt',
      'meu filho de 8 anos teve crise de asma depois do futebol, 4 jatos da bombinha, agora está falando normal e brincando',
    ],
    [
      'ru',
      'у сына 8 лет приступ астмы после физкультуры, 4 вдоха сальбутамола, теперь говорит нормально и играет',
    ],
    ['pl', 'syn 8 lat miał atak astmy po wf, 4 wdechy z inhalatora, teraz mówi normalnie i się bawi'],
    [
      'tr',
      '8 yaşındaki oğlum futboldan sonra astım krizi geçirdi, fısfısından 4 puf aldı, şimdi normal konuşuyor ve oynuyor',
    ],
    ['ar', 'ابني عمره ٨ سنين جاته نوبة ربو بعد الرياضة، أخذ ٤ بخات من البخاخ الأزرق، هلق بيحكي عادي وبيلعب'],
    [
      'hi',
      'मेरे 8 साल के बेटे को खेल के बाद अस्थमा का अटैक आया, इनहेलर के 4 पफ लिए, अब वो आराम से बात कर रहा है और खेल रहा है',
    ],
    ['zh', '孩子8岁，踢球后哮喘发作，用了4喷沙丁胺醇，现在说话正常，也在玩了'],
    ['ja', '8歳の息子がサッカーの後に喘息発作、吸入薬を4回吸って、今は普通に話せて遊んでいる'],
    ['ko', '8살 아들이 축구 후에 천식 발작이 왔는데 흡입기 4번 하고 지금은 말도 잘하고 놀고 있어요'],
    [
      'is',
      'sonur minn 8 ára fékk astmakast eftir fótbolta, tók 4 púst af bláa pústinu og talar nú eðlilega og leikur sér',
    ],
  ] as Case[])('[%s] %s → review with the asthma plan (4), not an emergency', (lang, text) => {
    expect(urgency(lang, text)).toBe(4);
  });

  it.each([
    ['en', 'my daughter needed her inhaler again after 2 hours, still wheezy'],
    ['fr', 'mon fils a besoin de la ventoline à nouveau au bout de 2 heures, il siffle encore'],
    ['es', 'mi hija necesitó el inhalador otra vez a las 2 horas, sigue con pitos'],
    ['de', 'meine Tochter braucht das Notfallspray schon wieder nach 2 Stunden, sie pfeift noch'],
    ['ru', 'сыну нужен ингалятор снова через 2 часа, всё ещё свистит'],
    ['pl', 'córka potrzebuje inhalatora znowu po 2 godzinach, dalej świszczy'],
    ['it', 'mio figlio ha bisogno del ventolin di nuovo dopo 2 ore, fischia ancora'],
    ['pt', 'minha filha precisou da bombinha de novo depois de 2 horas, ainda chiando'],
    ['zh', '孩子哮喘，两个小时后又要喷药，还是喘'],
    ['ko', '아이가 천식인데 2시간 만에 또 흡입기를 해야 해요'],
    [
      'en',
      "my son's asthma attack isn't getting better, 10 puffs of his blue inhaler and he still can't talk in full sentences",
    ],
    ['en', "my son's asthma attack, 10 puffs of ventolin didn't help, he can't finish a sentence"],
    ['fr', "crise d'asthme, la ventoline n'a pas aidé, il n'arrive plus à parler"],
    ['en', 'asthma attack, too breathless to talk, lips going blue'],
  ] as Case[])(
    '[%s] %s → needed again within 4 hours, not relieved or too breathless: emergency',
    (lang, text) => {
      expect(urgency(lang, text)).toBeLessThanOrEqual(2);
    },
  );

  it.each([
    // the reliever before sport, as the plan says
    ['en', 'my son uses his blue inhaler before football as the asthma nurse said, no wheeze today'],
    // an attack long ago
    ['en', 'I had an asthma attack 5 years ago, fine since, just need a repeat prescription'],
  ] as Case[])('[%s] %s → not an emergency', (lang, text) => {
    expect(urgency(lang, text)).toBeGreaterThan(2);
  });
});
