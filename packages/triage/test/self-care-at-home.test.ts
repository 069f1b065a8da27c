import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { applySafetyFloor, assessTranscript, type TranscriptMessage } from '../src/index.ts';

/**
 * Self-care and routine complaints in patients' own words (issue 13), every item reached through
 * `assessTranscript` and the red-flag floor with the statistical safety net off, as the chat does:
 * each positive in at least ten languages reaches its NICE CKS / NHS disposition, and each
 * look-alike (the danger sign stated, or another condition) stays where it belongs.
 */
type Row = readonly [Language, string];
const user = (content: string): TranscriptMessage => ({ role: 'user', content });
function floored(text: string, lang: Language) {
  const m = [user(text)];
  return applySafetyFloor(assessTranscript(m, { patientLanguage: lang }), m, { safetyNet: false }).assessment;
}
const urgencyOf = (lang: Language, text: string) => floored(text, lang).urgency;
const codesOf = (lang: Language, text: string) =>
  floored(text, lang).diagnosisData.differentialDiagnoses.map((d) => d.icd10Code);

const languages = (rows: readonly Row[]) => new Set(rows.map(([lang]) => lang)).size;

// ------------------------------------------------------------------ 1. cold sore, not shingles

/** NHS cold sores / NICE CKS herpes simplex (oral): a recurrent lip blister that tingled first → pharmacy. */
const COLD_SORES: Row[] = [
  ['en', 'got a blister on my lip again, it tingled yesterday before it came up, always happens when im run down'],
  ['en', 'my daughter has a sore on her lip that itched first, she gets them every time shes in the sun'],
  ['is', 'ég fékk blöðru á vörina aftur, það kitlaði fyrst, gerist alltaf þegar ég er þreytt'],
  ['pl', 'znowu wyskoczyło mi zimno na wardze, najpierw mrowiło'],
  ['pl', 'mam pęcherzyk na ustach, swędział wczoraj, zawsze jak jestem zmęczona'],
  ['es', 'tengo fuegos en la boca, una ampollita en el labio, me sale cuando tomo mucho sol'],
  ['fr', "j'ai un bouton de fievre sur la levre, ca picotait hier"],
  ['de', 'Bläschen an der Lippe, juckt, kommt immer wenn ich gestresst bin'],
  ['it', 'ho una bollicina sul labbro, mi viene sempre quando prendo il sole'],
  ['pt', 'tô com uma bolhinha no lábio, sempre aparece quando fico cansada'],
  ['ru', 'пузырек на губе, появляется каждый раз когда устаю'],
  ['tr', 'dudagimda kabarcik var, güneşte kalınca hep çıkıyor'],
  ['ar', 'عندي فقاعة على الشفة، بتطلع لما اكون تعبانة'],
  ['hi', 'honth pe chhala nikal aaya phir se, pehle khujli hui'],
  ['zh', '嘴唇上又上火起泡了，先是有点痒'],
  ['zh', '嘴唇長了水泡，之前有點刺刺的'],
  ['ja', '唇に水ぶくれができた、疲れるといつもできる'],
  ['ko', '입술에 물집이 잡혔어요 먼저 간질간질했어요'],
];

describe('1. a blister on the lip that tingled first is a cold sore, self-care (NHS cold sores)', () => {
  it('is written in at least ten languages', () => expect(languages(COLD_SORES)).toBeGreaterThanOrEqual(10));
  it.each(COLD_SORES)('[%s] %s → B00.1, urgency 5', (lang, text) => {
    expect(urgencyOf(lang, text)).toBe(5);
    expect(codesOf(lang, text)[0]).toBe('B00.1');
  });
});

describe('1. shingles stays shingles, and a cold sore with a risk goes to the GP', () => {
  it.each([
    ['en', 'painful blisters in a band round one side of my chest, started with burning pain'],
    ['de', 'Bläschen in einem Streifen auf der rechten Seite vom Rücken, brennt, Gürtelrose?'],
    ['fr', 'des cloques sur un côté du ventre en bande, ça brûle, zona'],
    ['es', 'me salieron ampollas en una franja en un lado del pecho, me arde'],
    ['ru', 'пузырьки полосой на одной стороне спины, жжет, опоясывающий лишай'],
    ['zh', '腰上一侧长了一条带状的水泡，很痛，是不是带状疱疹'],
    ['ko', '옆구리 한쪽에 띠 모양으로 물집이 생겼어요 대상포진인가요'],
  ] as const)('[%s] %s → shingles, not self-care (NICE CKS shingles)', (lang, text) => {
    expect(urgencyOf(lang, text)).toBeLessThanOrEqual(4);
    expect(codesOf(lang, text)[0]).toBe('B02.9');
  });
  it.each([
    ['en', 'my 6 month old baby has a blister on her lip'],
    ['en', 'cold sore on my lip for 3 weeks now that won’t heal'],
    ['en', "i have a cold sore and i'm on chemotherapy"],
  ] as const)('[%s] %s → GP, not self-care (NHS cold sores)', (lang, text) => {
    expect(urgencyOf(lang, text)).toBeLessThanOrEqual(4);
  });
  it('lips swollen after peanuts with a tight throat stay an emergency', () => {
    expect(urgencyOf('en', 'my lips swelled up after eating peanuts and my throat feels tight')).toBeLessThanOrEqual(2);
  });
  it('chapped lips, a blister denied, name no cold sore', () => {
    expect(codesOf('en', 'no blister on my lip, just chapped lips')).not.toContain('B00.1');
  });
});

// ------------------------------------------------------------------ 2. vaginal thrush, had it before

/** NICE CKS candida (female genital): a typical episode in a woman who has had it before → pharmacy. */
const THRUSH_AGAIN: Row[] = [
  ['en', 'think ive got thrush again, itchy down there and white cottage cheese discharge, doesnt smell, had it last year and canesten worked'],
  ['en', 'my girlfriend has itching and thick white discharge like cottage cheese, no smell, she had thrush before'],
  ['is', 'sveppasýking aftur held ég, kláði að neðan og hvít kekkjótt útferð, engin lykt'],
  ['pl', 'chyba znowu grzybica, swędzi w kroczu i białe serowate upławy, bez zapachu, miałam to już'],
  ['es', 'creo que tengo hongos otra vez, me pica ahí abajo y flujo blanco como requesón, no huele'],
  ['fr', "je crois que c'est encore une mycose, ça gratte en bas et pertes blanches épaisses, pas d'odeur"],
  ['de', 'glaub ich hab wieder einen Pilz, juckt untenrum, weißer krümeliger Ausfluss, riecht nicht'],
  ['it', 'credo di avere di nuovo la candida, prurito lì sotto e perdite bianche tipo ricotta, nessun odore'],
  ['pt', 'acho que é candidíase de novo, coceira lá embaixo e corrimento branco tipo nata, sem cheiro'],
  ['ru', 'кажется снова молочница, зуд внизу и белые творожистые выделения без запаха, уже было такое'],
  ['tr', 'sanırım yine mantar oldum, genital bölgede kaşıntı ve beyaz lor gibi akıntı var, kokusu yok'],
  ['ar', 'اعتقد عندي فطريات مرة ثانية، حكة تحت وافرازات بيضاء مثل الجبن بدون رائحة'],
  ['hi', 'lagta hai phir se yeast infection hai, neeche khujli aur safed gaadha discharge, badboo nahi'],
  ['zh', '好像又得了念珠菌阴道炎，下面很痒，白带像豆腐渣，没有异味，以前得过'],
  ['ja', 'またカンジダになったかも、デリケートゾーンがかゆくて白いポロポロしたおりもの、においはない'],
  ['ko', '또 칸디다 질염인 것 같아요 밑이 가렵고 하얀 치즈 같은 분비물, 냄새는 없어요'],
];

describe('2. thrush again with no smell, not pregnant → pharmacy (NICE CKS candida – female genital)', () => {
  it('is written in at least ten languages', () => expect(languages(THRUSH_AGAIN)).toBeGreaterThanOrEqual(10));
  it.each(THRUSH_AGAIN)('[%s] %s → B37.3, urgency 5', (lang, text) => {
    expect(urgencyOf(lang, text)).toBe(5);
    expect(codesOf(lang, text)[0]).toBe('B37.3');
  });
});

describe('2. thrush that is not for the pharmacy', () => {
  it.each([
    ['en', "i'm 20 weeks pregnant and think i have thrush, itchy with white discharge"],
    ['fr', "je suis enceinte de 5 mois et j'ai une mycose vaginale, ça gratte"],
    ['en', 'thrush again, this is the 5th time this year'],
    ['fr', 'encore une mycose, la cinquième fois cette année'],
    ['de', 'schon wieder Scheidenpilz, zum fünften Mal dieses Jahr'],
    ['es', 'otra vez candidiasis, ya es la cuarta vez este año'],
    ['ru', 'опять молочница, уже пятый раз за год'],
    ['pl', 'znowu grzybica pochwy, upławy śmierdzą rybą'],
    ['it', 'perdite verdastre e prurito intimo'],
    ['zh', '白带发绿而且有鱼腥味，下面痒'],
    ['ko', '질 분비물에서 비린내가 나요'],
    ['ja', 'おりものが生臭い、かゆみもある'],
    ['pt', 'corrimento com cheiro de peixe'],
    ['de', 'Ausfluss, riecht unangenehm fischig, grau'],
    ['en', 'my daughter is 14 and has thrush, itchy with white discharge'],
  ] as const)('[%s] %s → GP, not self-care', (lang, text) => {
    expect(urgencyOf(lang, text)).toBeLessThanOrEqual(4);
  });
  it.each([
    ['en', 'thrush symptoms but also fever of 38.5 and pain low in my pelvis'],
    ['de', 'Scheidenpilz, aber jetzt Fieber 38,8 und Unterleibsschmerzen'],
    ['es', 'flujo vaginal, fiebre y dolor en el bajo vientre'],
  ] as const)('[%s] %s → same day (NICE CKS pelvic inflammatory disease)', (lang, text) => {
    expect(urgencyOf(lang, text)).toBeLessThanOrEqual(3);
  });
});

// ------------------------------------------------------------------ 3. adult gastroenteritis, reassuring answers

/** NICE CKS gastroenteritis: a shared meal, drinking, passing urine, no blood, no high fever → self-care. */
const FOOD_BUG: Row[] = [
  ['en', 'been running to the loo all night with diarrhoea and threw up twice, we all had the same takeaway and my husband has it too, keeping water down and weeing fine, no blood'],
  ['en', 'got the trots since the wedding buffet, half the table has it too, drinking plenty and peeing normal, no blood'],
  ['is', 'ég er með niðurgang og ældi í nótt eftir matarboðið, fleiri urðu veikir, drekk vel og pissa eðlilega, ekkert blóð'],
  ['pl', 'mam biegunkę i wymioty od wczoraj po weselu, reszta rodziny też, piję dużo i siusiam normalnie, bez krwi'],
  ['es', 'tengo diarrea y vomité dos veces después de la cena, a mis amigos les pasa lo mismo, bebo agua y orino bien, sin sangre'],
  ['es', 'traigo chorrillo desde anoche después de los tacos, a mi compadre también le dio, tomo suero y hago pipí normal, sin sangre'],
  ['fr', "j'ai la chiasse depuis hier soir après le souper, ma blonde aussi, je bois pis je pisse normal, pas de sang"],
  ['de', 'ich hab Durchfall und hab gestern nach dem Grillen gekotzt, meine Frau auch, trinke genug und pinkle normal, kein Blut'],
  // Swiss German and Austrian
  ['de', 'ha sit geschter Dünnpfiff und ha zwöimal gchotzet, mini Kollege wo s gliche Poulet gässe händ au, trinke gnueg und bisle normal, kei Bluet'],
  ['de', "seit gestern Scheißerei und hab gspiebn, mei Mann a, nach'm Heurigen, trink eh gnua, ka Bluat"],
  ['it', 'ho la diarrea e ho vomitato dopo la cena, anche mio marito sta male, bevo e faccio pipì normalmente, niente sangue'],
  ['pt', 'tô com diarreia e vomitei depois do churrasco, meu marido também, tô bebendo água e fazendo xixi normal, sem sangue'],
  ['pt', 'to com caganeira desde ontem depois da festa, meu primo também, to bebendo soro e fazendo xixi normal, sem sangue'],
  ['ru', 'понос и рвало ночью после шашлыков, у мужа то же самое, пью нормально, в туалет по-маленькому хожу, крови нет'],
  ['tr', 'dünkü yemekten sonra ishal oldum ve kustum, eşim de aynı, su içebiliyorum, idrarım normal, kan yok'],
  ['ar', 'عندي اسهال واستفرغت بعد العزومة، زوجي كمان تعبان، بشرب مي وبعمل بول عادي، ما في دم'],
  ['hi', 'kal shaadi ke khane ke baad se dast aur ulti ho rahi hai, ghar mein sabko hua hai, paani pee raha hoon, peshab theek hai, khoon nahi'],
  ['zh', '昨晚聚餐后拉肚子还吐了两次，同桌的人也这样，能喝水，小便正常，没有血'],
  ['ja', '昨日の飲み会の後から下痢と嘔吐、一緒に食べた友達も同じ、水は飲めてるし尿も出てる、血は混じってない'],
  ['ko', '어제 회식하고 나서 설사하고 토했어요 같이 먹은 동료도 그래요 물은 마시고 소변도 잘 봐요 피는 없어요'],
];

describe('3. diarrhoea and vomiting after a shared meal, drinking and passing urine → self-care (NICE CKS gastroenteritis)', () => {
  it('is written in at least ten languages', () => expect(languages(FOOD_BUG)).toBeGreaterThanOrEqual(10));
  it.each(FOOD_BUG)('[%s] %s → A09, urgency 5', (lang, text) => {
    expect(urgencyOf(lang, text)).toBe(5);
    expect(codesOf(lang, text)[0]).toBe('A09');
  });
});

describe('3. gastroenteritis with blood, no urine, severe pain or over a week is not self-care', () => {
  it.each([
    ['en', 'diarrhoea after a takeaway, now there is blood in it'],
    ['de', 'Durchfall seit gestern, jetzt Blut im Stuhl'],
    ['es', 'tengo cagalera y ahora sale sangre en las heces'],
    ['fr', "diarrhée et vomissements, je n'ai pas uriné depuis hier"],
    ['pt', 'caganeira e vomitando, não fiz xixi desde ontem'],
  ] as const)('[%s] %s → same day or sooner', (lang, text) => {
    expect(urgencyOf(lang, text)).toBeLessThanOrEqual(3);
  });
  it.each([
    ['en', "been vomiting and diarrhoea, haven't peed since yesterday morning and feel dizzy standing"],
    ['en', 'diarrhoea and vomiting with really severe stomach pain'],
  ] as const)('[%s] %s → emergency', (lang, text) => {
    expect(urgencyOf(lang, text)).toBeLessThanOrEqual(2);
  });
  it.each([
    ['en', 'diarrhoea for 10 days now, not getting better'],
    ['de', 'Dünnpfiff seit 10 Tagen, wird nicht besser'],
  ] as const)('[%s] %s → GP', (lang, text) => {
    expect(urgencyOf(lang, text)).toBeLessThanOrEqual(4);
  });
});

describe('3. "bebendo" (drinking) is not a baby, "eau courante" is not diarrhoea', () => {
  it('pt: an adult drinking water is not an infant', () => {
    expect(urgencyOf('pt', 'tô com diarreia, meu marido também, tô bebendo água e fazendo xixi normal')).toBe(5);
  });
  it('pt: a baby of 3 months with diarrhoea and vomiting is still a baby', () => {
    expect(urgencyOf('pt', 'meu bebê de 3 meses está com diarreia e vomitando')).toBeLessThanOrEqual(3);
  });
  it('fr: running water is not diarrhoea', () => {
    expect(codesOf('fr', "de l'eau courante dans la cuisine")).not.toContain('A09');
  });
});

// ------------------------------------------------------------------ 4. acute bronchitis / chest cold

/** NICE NG120 acute cough: days to three weeks of phlegm, fever gone or none, breathing normal → self-care. */
const CHEST_COLD: Row[] = [
  ['en', "had a cold last week and now a chesty cough bringing up green phlegm, fever's gone, breathing fine, no chest pain, been 10 days"],
  ['en', 'my husband has been coughing up yellow gunk for a week and a half, no temperature now, not short of breath'],
  ['is', 'ég er með hósta með grænum slími í 10 daga, hitinn farinn, anda eðlilega, enginn brjóstverkur'],
  ['pl', 'od tygodnia mam mokry kaszel z zielonym flegmą, gorączki już nie ma, oddycham normalnie, nic nie boli w klatce'],
  ['es', 'llevo 10 días con tos y flemas verdes, ya no tengo fiebre, respiro bien, sin dolor en el pecho'],
  ['fr', 'ça fait 10 jours que je tousse avec des glaires vertes, plus de fièvre, je respire bien, pas de douleur à la poitrine'],
  ['de', 'huste seit 10 Tagen grünen Schleim ab, kein Fieber mehr, Atmung normal, keine Brustschmerzen'],
  ['it', 'tosse grassa con catarro giallo da 10 giorni, la febbre è passata, respiro bene, nessun dolore al petto'],
  ['pt', 'to com tosse com catarro verde faz 10 dias, febre já passou, respirando normal, sem dor no peito'],
  ['ru', 'кашляю уже 10 дней с зеленой мокротой, температуры нет, дышу нормально, в груди не болит'],
  ['tr', '10 gündür balgamlı öksürüğüm var, balgam yeşil, ateşim geçti, nefesim normal, göğüs ağrım yok'],
  ['ar', 'عندي كحة مع بلغم أخضر من 10 أيام، الحرارة راحت، بتنفس عادي، ما في ألم بالصدر'],
  ['hi', '10 din se khansi hai aur hara balgam aa raha hai, bukhar utar gaya, saans theek hai, seene mein dard nahi'],
  ['zh', '咳嗽十天了，有黄绿色的痰，已经不发烧了，呼吸正常，胸口不痛'],
  ['ja', '10日くらい咳と黄色い痰が続いている、熱は下がった、息苦しさはない、胸の痛みもない'],
];

describe('4. a chest cold with green phlegm, no fever, breathing normal → self-care (NICE NG120)', () => {
  it('is written in at least ten languages', () => expect(languages(CHEST_COLD)).toBeGreaterThanOrEqual(10));
  it.each(CHEST_COLD)('[%s] %s → urgency 5, acute bronchitis among the differentials', (lang, text) => {
    expect(urgencyOf(lang, text)).toBe(5);
    expect(codesOf(lang, text)).toContain('J20.9');
  });
});

describe('4. green phlegm is not green vomit; a chest infection with a danger sign stays higher', () => {
  it.each([
    ['en', 'coughing up green phlegm for a week'],
    ['en', 'been bringing up green phlegm since my cold'],
    ['en', 'coughing green stuff for 5 days, otherwise fine'],
  ] as const)('[%s] %s → not bile, not an emergency', (lang, text) => {
    expect(urgencyOf(lang, text)).toBeGreaterThan(3);
  });
  it('a baby vomiting green stuff is still bile (NICE NG1)', () => {
    expect(urgencyOf('en', 'my baby is vomiting green stuff')).toBeLessThanOrEqual(2);
  });
  it.each([
    ['en', "coughing green phlegm for a week and now i'm short of breath walking to the kitchen"],
    ['en', 'cough with green phlegm and sharp chest pain when i breathe in, fever 39'],
    ['en', 'coughing up blood with my chest infection'],
  ] as const)('[%s] %s → same day or sooner', (lang, text) => {
    expect(urgencyOf(lang, text)).toBeLessThanOrEqual(3);
  });
  it.each([
    ['en', "i'm 78 with copd, coughing green stuff for a week"],
    ['de', 'ich habe COPD und huste seit einer Woche gelben Schleim ab'],
  ] as const)('[%s] %s → GP (NICE NG120: high risk of complications)', (lang, text) => {
    expect(urgencyOf(lang, text)).toBeLessThanOrEqual(4);
  });
  it.each([
    ['zh', '胸口不痛'],
    ['ar', 'ما في ألم بالصدر'],
  ] as const)('[%s] %s → a denied chest pain is not chest pain', (lang, text) => {
    expect(codesOf(lang, text)).not.toContain('I20.9');
    expect(urgencyOf(lang, text)).toBeGreaterThan(3);
  });
});
