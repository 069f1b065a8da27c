import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { parseText } from '../src/nlp/parser.ts';
import { assessWithoutNet, flags } from './support/protocol.ts';

/**
 * Pregnancy, after birth and women's emergencies (issue 13): ectopic pregnancy (NICE NG126), reduced
 * fetal movements (RCOG Green-top 57), pre-eclampsia in pregnancy and up to 6 weeks after birth (NICE
 * NG133), postpartum haemorrhage (RCOG Green-top 52) with romanised Arabic (Arabizi), and ovarian
 * torsion (NICE CKS). Positives in the patients' and relatives' own words, written for this file from
 * clinical knowledge; urgency through the engine and its red-flag floor alone (statistical safety net
 * off), as `concept-recall-everyday.test.ts` does. Each look-alike must stay below what it is not.
 */
type Row = readonly [Language, string];

const ECTOPIC: Row[] = [
  ['en', 'positive test last week, I should be about 7 weeks, now sharp pain low down on the right side and a bit of brown blood'],
  ['en', "my girlfriend had a positive pregnancy test, she's got pain on one side low in her tummy and feels dizzy"],
  ['en', 'period is 2 weeks late, stabbing pain low on my left side and spotting'],
  ['is', 'jákvætt próf fyrir viku, ætti að vera komin 7 vikur, verkur hægra megin neðst í maganum og smá brúnt blóð'],
  ['pl', 'pozytywny test, powinnam być w 7 tygodniu, boli mnie nisko z prawej strony brzucha i plamię na brązowo'],
  ['es', 'me salio positiva la prueba, deberia estar de 7 semanas, tengo dolor abajo del lado derecho de la panza y manchado cafe'],
  ['fr', "test positif, je devrais etre a 7 semaines, j'ai mal en bas du ventre a droite et des petites pertes marron"],
  ['de', 'test positiv, müsste in der 7. woche sein, schmerzen unten rechts im bauch und braune schmierblutung'],
  ['it', 'test positivo, dovrei essere di 7 settimane, ho dolore in basso a destra della pancia e perdite marroni'],
  ['pt', 'deu positivo o teste, devo estar com 7 semanas, dor do lado direito embaixo da barriga e um sangramento marrom'],
  ['ru', 'тест положительный, срок примерно 7 недель, болит внизу живота справа и мажет коричневым'],
  ['tr', 'test pozitif çıktı, 7 haftalık olmalıyım, karnımın sağ alt tarafında ağrı var ve kahverengi lekelenme'],
  ['ar', 'التحليل طلع ايجابي، المفروض اني في الاسبوع السابع، عندي وجع تحت البطن على الجهة اليمين ونقطة دم بني'],
  ['hi', 'test positive aaya, 7 hafte ki pregnancy honi chahiye, pet ke neeche right side mein dard aur thoda bhura khoon'],
  ['hi', 'टेस्ट पॉजिटिव आया, 7 हफ्ते की प्रेग्नेंसी है, पेट के नीचे दाईं तरफ दर्द और हल्का भूरा खून'],
  ['zh', '验孕棒两条杠，应该怀孕7周了，右下腹一侧疼，还有点褐色出血'],
  ['zh', '驗孕棒兩條線，應該懷孕7週了，右下腹疼，有點咖啡色分泌物'],
  ['ja', '妊娠検査薬が陽性で、7週くらいのはずです。下腹部の右側が痛くて、茶色い出血が少しあります'],
  ['ko', '임신 테스트기 두 줄이고 7주쯤 됐어요. 아랫배 오른쪽이 아프고 갈색 피가 조금 비쳐요'],
];
const ECTOPIC_COLLAPSE: Row[] = [
  ['en', 'positive pregnancy test on Monday, now pain low on the left side and I passed out in the shower'],
  ['de', 'test positiv, müsste in der 6. woche sein, schmerzen unten links und ich bin umgekippt'],
  ['es', 'deberia estar de 6 semanas, dolor abajo del lado izquierdo y me desmayé en el baño'],
  ['ar', 'ana 7amla w 3andi nazif w waja3 fi batni w oghmi 3alayi'],
];
const ECTOPIC_LOOK_ALIKES: Row[] = [
  ['en', 'period pains again, did a test and it was negative'],
  ['es', 'tengo dolor de regla como siempre, la prueba de embarazo salio negativa'],
  ['de', 'regelschmerzen wie jeden monat, schwangerschaftstest negativ'],
  ['pl', 'bóle miesiączkowe jak co miesiąc, test ciążowy negatywny'],
];
const EARLY_SPOTTING_WITHOUT_PAIN: Row[] = [
  ['en', '7 weeks pregnant, a little brown spotting this morning, no pain at all'],
  ['fr', 'enceinte de 7 semaines, quelques pertes marron ce matin, aucune douleur'],
  ['de', 'schwanger in der 7. woche, leichte bräunliche schmierblutung, keine schmerzen'],
];

const REDUCED_MOVEMENTS: Row[] = [
  ['en', "I'm 34 weeks and the baby is moving much less since yesterday"],
  ['en', "30 weeks pregnant, baby hasn't kicked like usual since this morning"],
  ['is', 'ég er gengin 32 vikur og barnið hreyfir sig miklu minna síðan í gær'],
  ['pl', 'jestem w 33 tygodniu ciąży i dziecko od wczoraj prawie się nie rusza'],
  ['es', 'estoy de 32 semanas y el bebe se mueve mucho menos desde ayer'],
  ['fr', 'enceinte de 34 semaines, le bébé bouge beaucoup moins depuis hier'],
  ['de', 'ich bin in der 32. ssw und das baby bewegt sich seit gestern kaum noch'],
  ['it', 'sono alla 33esima settimana e il bambino si muove molto meno da ieri'],
  ['pt', 'estou com 32 semanas e o bebê está mexendo bem menos desde ontem'],
  ['ru', '32 недели беременности, ребенок со вчерашнего дня почти не шевелится'],
  ['tr', '32 haftalık hamileyim, bebek dünden beri çok az hareket ediyor'],
  ['ar', 'انا حامل في الشهر الثامن والبيبي ما عم يتحرك متل العادة من مبارح'],
  ['hi', '32 hafte ki pregnancy hai, kal se baby bahut kam hil raha hai'],
  ['hi', '32 हफ्ते की प्रेग्नेंसी है, कल से बच्चा बहुत कम हिल रहा है'],
  ['zh', '怀孕32周，从昨天开始胎动明显减少了'],
  ['zh', '懷孕32週，從昨天開始寶寶幾乎不動了'],
  ['ja', '妊娠32週ですが、昨日から胎動がかなり少ないです'],
  ['ko', '임신 32주인데 어제부터 태동이 거의 없어요'],
  ['en', "24 weeks and I haven't felt the baby move yet, worried"],
];
const FIRST_MOVEMENTS_AWAITED: Row[] = [
  ['en', "16 weeks pregnant with my first, haven't felt the baby move yet, is that normal"],
  ['pl', '16 tydzień ciąży, jeszcze nie czuję ruchów dziecka'],
  ['es', 'estoy de 17 semanas, primer embarazo, todavía no siento al bebé moverse'],
  ['de', 'ich bin in der 17. ssw, erstes kind, ich spüre noch keine kindsbewegungen'],
];

const PRE_ECLAMPSIA: Row[] = [
  ['en', '34 weeks pregnant, really bad headache since this morning and I keep seeing sparkles'],
  ['en', "my wife is in her 8th month, her face and hands puffed up overnight and her ring won't come off, now a headache"],
  ['en', "third trimester, pain under my ribs on the right and I've been sick twice, headache"],
  ['is', 'ég er komin 8 mánuði á leið, hausverkur og þokusýn'],
  ['pl', 'jestem w 8 miesiącu ciąży, strasznie boli mnie głowa i mam mroczki przed oczami'],
  ['pl', '34 tydzień ciąży, ból głowy, spuchnięte dłonie i twarz, obrączka nie schodzi'],
  ['es', 'estoy de 8 meses, me duele mucho la cabeza y veo lucecitas'],
  ['fr', 'enceinte de 34 semaines, mal à la tête et vision floue, mains gonflées'],
  ['de', 'ich bin im 8. monat schwanger, starke kopfschmerzen und ich sehe flimmern vor den augen'],
  ['it', "sono all'ottavo mese, ho un mal di testa fortissimo e vedo lucine"],
  ['pt', 'estou com 8 meses de gravidez, dor de cabeça forte e vendo pontinhos brilhantes'],
  ['ru', 'третий триместр, сильно болит голова и мушки перед глазами'],
  ['tr', '34 haftalık hamileyim, başım ağrıyor ve bulanık görüyorum'],
  ['ar', 'انا حامل بالشهر الثامن وعندي صداع قوي وزغللة بعيوني'],
  ['ar', 'ana 7amil fi al shahr al tamen w 3andi soda3 w zaghlala'],
  ['hi', 'aathvaan mahina chal raha hai, sar mein tez dard aur aankhon ke aage chamak'],
  ['hi', '32 hafte ki pregnant hoon, sir dard aur dhundhla dikh raha hai'],
  ['hi', 'आठवां महीना चल रहा है, तेज सिर दर्द और आंखों के आगे धुंधला दिख रहा है'],
  ['zh', '懷孕34週，頭痛得厲害，眼前冒金星'],
  ['ja', '妊娠34週、頭痛と目のかすみがあります'],
  ['ko', '임신 8개월인데 두통이 심하고 눈앞이 번쩍거려요'],
];
const POSTPARTUM_PRE_ECLAMPSIA: Row[] = [
  ['en', 'had the baby 10 days ago, pounding headache and blurry vision'],
  ['de', 'vor 10 tagen entbunden, kopfschmerzen und verschwommenes sehen'],
  ['es', 'di a luz hace 2 semanas, dolor de cabeza y vision borrosa'],
];
const ECLAMPSIA: Row[] = [
  ['en', "my wife is 36 weeks pregnant and she's having a seizure"],
  ['fr', "ma femme est enceinte de 35 semaines et elle fait une crise d'épilepsie"],
];
const PRE_ECLAMPSIA_LOOK_ALIKES: Row[] = [
  ['en', '12 weeks pregnant, mild headache, paracetamol helped'],
  ['en', '34 weeks, a bit of ankle swelling in the evenings, no headache, vision fine'],
  ['de', 'ich habe seit gestern kopfschmerzen und schnupfen, nicht schwanger'],
];

const POSTPARTUM_HAEMORRHAGE: Row[] = [
  ['en', 'gave birth 3 days ago, soaking through a pad every hour and I feel really dizzy'],
  ['en', "my wife had the baby yesterday, she's bleeding loads, passing clots the size of a fist and she's gone grey"],
  ['en', 'had my baby last week, changed 4 pads in the last hour and I nearly fainted in the bathroom'],
  ['is', 'ég átti barn fyrir 4 dögum og blæðingin er mikil, gegnbleyti dömubindi á klukkutíma og svimar'],
  ['pl', 'urodziłam 5 dni temu, krwawię bardzo mocno, podpaska przesiąka co godzinę i kręci mi się w głowie'],
  ['es', 'di a luz hace 4 dias, estoy sangrando mucho, empapo una compresa cada hora y estoy mareada'],
  ['fr', "j'ai accouché il y a 5 jours, je saigne beaucoup, une serviette toutes les heures et j'ai la tête qui tourne"],
  ['de', 'ich habe vor 5 tagen entbunden, blute stark, jede stunde eine vorlage durch und mir ist schwindelig'],
  ['it', 'ho partorito 4 giorni fa, perdo tantissimo sangue, un assorbente ogni ora e mi gira la testa'],
  ['pt', 'tive bebê há 5 dias, estou sangrando muito, encharco um absorvente por hora e estou tonta'],
  ['ru', 'родила 5 дней назад, сильное кровотечение, прокладка промокает за час, кружится голова'],
  ['tr', '5 gün önce doğum yaptım, çok kanamam var, saatte bir ped değiştiriyorum ve başım dönüyor'],
  ['ar', 'ولدت من ٤ ايام وعندي نزيف قوي، بغير الفوطة كل ساعة وعندي دوخة'],
  ['hi', 'delivery 5 din pehle hui, bahut zyada khoon aa raha hai, har ghante pad badalna pad raha hai aur chakkar aa rahe hain'],
  ['zh', '生完孩子4天，出血很多，一小时湿透一片卫生巾，头晕'],
  ['ja', '出産して5日ですが、出血が多く1時間でナプキンがいっぱいになり、めまいがします'],
  ['ko', '출산한 지 5일인데 피가 많이 나고 한 시간마다 패드를 갈아요, 어지러워요'],
];
/** Romanised Arabic (Levantine, Egyptian, Gulf), digits for letters: 3 = ع, 7 = ح, 2 = ء, 5 = خ. */
const POSTPARTUM_HAEMORRHAGE_ARABIZI: string[] = [
  'wildat mn 4 ayam w 3andi nazif kteer w dawkha',
  'marti wildet mbare7 w 3am tinzif kteer w wejha asfar w oghmi 3alayha',
  'ana wallad mn usbu3 w nazf gamed w rasi 3am ydoor',
  'ba3d el wilada nazif 2awi w 7asa b dawkha',
];
const POSTPARTUM_LOOK_ALIKES: Row[] = [
  ['en', 'had my baby 10 days ago, light brown bleeding still, feeling fine'],
  ['en', 'my period is heavy this month, soaking a pad every couple of hours, no dizziness'],
];

const TORSION: Row[] = [
  ['en', "my 15 year old daughter suddenly got a terrible pain low on her right side, she's been sick twice and can't stand up straight"],
  ['en', 'sudden severe pain in my lower left tummy, came on out of nowhere an hour ago, vomiting, doubled over'],
  ['is', 'dóttir mín fékk skyndilega hræðilegan verk neðarlega hægra megin, hún hefur kastað upp og getur ekki staðið upprétt'],
  ['pl', 'nagle bardzo silny ból w lewym podbrzuszu, wymiotuję i nie mogę się wyprostować'],
  ['es', 'de repente un dolor horrible abajo a la derecha, vomité dos veces y no me puedo poner derecha'],
  ['fr', "d'un coup une douleur atroce en bas à droite du ventre, j'ai vomi et je suis pliée en deux"],
  ['de', 'plötzlich extreme schmerzen unten links im bauch, ich habe erbrochen und kann nicht gerade stehen'],
  ['it', "all'improvviso un dolore fortissimo in basso a sinistra, ho vomitato e sono piegata in due"],
  ['pt', 'do nada uma dor muito forte no lado esquerdo do pé da barriga, vomitei e não consigo ficar reta'],
  ['ru', 'внезапно резкая сильная боль внизу живота справа, рвота, не могу разогнуться'],
  ['tr', 'aniden karnımın sağ alt tarafında çok şiddetli ağrı başladı, kustum ve dik duramıyorum'],
  ['ar', 'فجأة صار عندي وجع قوي كتير تحت البطن على الجهة اليسار واستفرغت وما بقدر اوقف مستقيمة'],
  ['hi', 'achanak pet ke neeche left side mein bahut tez dard, ulti hui aur seedhi khadi nahi ho pa rahi'],
  ['zh', '突然右下腹剧痛，吐了两次，疼得直不起腰'],
  ['ja', '急に右下腹部に激痛があり、吐いてしまい、まっすぐ立てません'],
  ['ko', '갑자기 왼쪽 아랫배가 너무 심하게 아프고 토했어요, 허리를 못 펴겠어요'],
];
const PERIOD_AND_OVULATION_PAIN: Row[] = [
  ['en', 'period pains as usual on day 1, a bit crampy, hot water bottle helps'],
  ['en', 'mid-cycle, a dull twinge on my left side low down for a few hours like every month, no vomiting'],
  ['de', 'mitte des zyklus, leichtes ziehen links unten, wie jeden monat'],
  ['es', 'a mitad del ciclo tengo un dolorcito en el lado izquierdo abajo, como cada mes'],
  ['pl', 'w połowie cyklu lekki ból w lewym podbrzuszu, jak co miesiąc'],
];

describe('ectopic pregnancy: a positive test or a late period with one-sided pain or spotting (NICE NG126)', () => {
  it.each(ECTOPIC)('[%s] %s → 2', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
  });
  it.each(ECTOPIC_COLLAPSE)('[%s] %s → 1 (collapse: possible rupture)', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBe(1);
  });
  it.each(ECTOPIC_LOOK_ALIKES)('[%s] period pain with a negative test: %s → not an emergency', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThanOrEqual(4);
  });
  it.each([
    ['is', 'ég er á leið í vinnuna og er með hausverk'],
    ['tr', 'covid test pozitif çıktı, ateşim var'],
    ['ru', 'тест на ковид положительный, температура'],
    ['ar', 'تحليل كورونا طلع ايجابي وعندي حرارة'],
    ['hi', 'कोविड टेस्ट पॉजिटिव आया, बुखार है'],
  ] as const)('[%s] a positive test that is not a pregnancy test, "on the way": %s → not pregnant', (lang, text) => {
    expect(parseText(text, lang).present.has('pregnant')).toBe(false);
  });
  it.each(EARLY_SPOTTING_WITHOUT_PAIN)('[%s] spotting without pain in early pregnancy: %s → 3', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBe(3);
  });
});

describe('reduced fetal movements from 24 weeks (RCOG Green-top 57)', () => {
  it.each(REDUCED_MOVEMENTS)('[%s] %s → 2', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
  });
  it.each(FIRST_MOVEMENTS_AWAITED)('[%s] first movements not yet felt before 24 weeks: %s → 4–5', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThanOrEqual(4);
  });
  it('a normal change of pattern late in pregnancy, still moving often, is not reduced movements', () => {
    expect(
      assessWithoutNet("37 weeks, baby's movements feel different now, more rolling than kicking, but still moving lots")
        .urgency,
    ).toBeGreaterThanOrEqual(3);
  });
});

describe('pre-eclampsia from 20 weeks and up to 6 weeks after birth (NICE NG133)', () => {
  it.each(PRE_ECLAMPSIA)('[%s] %s → 2', (lang, text) => {
    const a = assessWithoutNet(text, lang);
    expect(a.urgency).toBeLessThanOrEqual(2);
    expect(a.diagnosisData?.primaryDiagnosis).toMatch(/pre-eclampsia/i);
  });
  it.each(POSTPARTUM_PRE_ECLAMPSIA)('[%s] after birth: %s → 2', (lang, text) => {
    const a = assessWithoutNet(text, lang);
    expect(a.urgency).toBeLessThanOrEqual(2);
    expect(a.diagnosisData?.primaryDiagnosis).toMatch(/pre-eclampsia/i);
  });
  it.each(ECLAMPSIA)('[%s] a fit in pregnancy: %s → 1', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBe(1);
  });
  it.each(PRE_ECLAMPSIA_LOOK_ALIKES)('[%s] %s → not an emergency', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThan(2);
  });
  it.each([
    ['en', 'my wife is in her 8th month, headache', 33],
    ['hi', 'aathvaan mahina chal raha hai, sir dard', 33],
    ['hi', 'आठवां महीना चल रहा है, सिर दर्द', 33],
    ['hi', '32 hafte ki pregnant hoon', 32],
    ['ru', 'третий триместр, болит голова', 28],
    ['it', "sono all'ottavo mese", 33],
    ['de', 'im 8. monat schwanger', 33],
    ['pl', 'jestem w 8 miesiącu ciąży', 33],
    ['ar', 'انا حامل بالشهر الثامن', 33],
  ] as const)('[%s] weeks of pregnancy read from "%s" → %i', (lang, text, weeks) => {
    const f = parseText(text, lang);
    expect(f.present.has('pregnant')).toBe(true);
    expect(f.pregnancyWeeks).toBe(weeks);
  });
  it("a baby's age in months is not a month of pregnancy", () => {
    expect(parseText('pregnant and my son is 8 months old', 'en').pregnancyWeeks).toBeUndefined();
  });
});

describe('postpartum haemorrhage: heavy bleeding after birth, or bleeding with faintness (RCOG Green-top 52)', () => {
  it.each(POSTPARTUM_HAEMORRHAGE)('[%s] %s → 1', (lang, text) => {
    const a = assessWithoutNet(text, lang);
    expect(a.urgency).toBe(1);
    expect(a.diagnosisData?.primaryDiagnosis).toMatch(/postpartum haemorrhage/i);
  });
  it.each(POSTPARTUM_HAEMORRHAGE_ARABIZI)('[ar, Arabizi] %s → 1', (text) => {
    expect(assessWithoutNet(text, 'ar').urgency).toBe(1);
  });
  it.each(POSTPARTUM_HAEMORRHAGE_ARABIZI)('[Arabizi on the red-flag floor, any interface language] %s', (text) => {
    expect(assessWithoutNet(text, 'en').urgency).toBe(1);
    expect(flags(text)).toContain('postpartum_haemorrhage');
  });
  it.each(POSTPARTUM_LOOK_ALIKES)('[%s] %s → not an emergency', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThan(2);
  });
});

describe('Arabizi: the core emergency words in romanised Arabic reach the red-flag floor', () => {
  it.each([
    ['mish 2adra atnaffas', 'severe_breathing'],
    ['ana 7amla w 3andi nazif w waja3 fi batni', 'pregnancy_emergency'],
    ['3andi waja3 fi sadri w 3ara2 w dawkha', 'cardiac_chest_pain'],
  ])('%s → %s', (text, id) => {
    expect(flags(text)).toContain(id);
  });
  it('ordinals and times in English are not Arabizi, and a denied sign is not read', () => {
    expect(flags('3rd trimester check-up booked for 7am, feeling well')).toEqual([]);
    expect(flags('ana 7amla, ma fi nazif')).not.toContain('pregnancy_emergency');
  });
});

describe('sudden severe one-sided lower abdominal pain: ovarian torsion until excluded (NICE CKS)', () => {
  it.each(TORSION)('[%s] %s → 2, ovarian torsion among the differentials', (lang, text) => {
    const a = assessWithoutNet(text, lang);
    expect(a.urgency).toBeLessThanOrEqual(2);
    // right-sided: appendicitis may be named first; ovarian torsion (N83.5) is always considered
    expect(a.diagnosisData?.differentialDiagnoses.map((d) => d.icd10Code)).toContain('N83.5');
    expect(a.diagnosisData?.primaryDiagnosis).toMatch(/ovarian torsion|appendicitis/i);
  });
  it('a boy with the same pain is urgent too, and not an ovarian torsion', () => {
    const a = assessWithoutNet(
      "my 15 year old son suddenly got a terrible pain low on his right side, he's been sick twice and can't stand up straight",
    );
    expect(a.urgency).toBeLessThanOrEqual(2);
    expect(a.diagnosisData?.primaryDiagnosis).not.toMatch(/ovarian/i);
  });
  it.each(PERIOD_AND_OVULATION_PAIN)('[%s] period or mid-cycle pain: %s → 4–5', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThanOrEqual(4);
  });
});
