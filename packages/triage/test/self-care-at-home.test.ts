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

// ------------------------------------------------------------------ 5. minor injuries that stay at home

/** NHS broken toe / NICE CKS: a stubbed little toe, bruised and swollen, walking → self-care. */
const STUBBED_TOE: Row[] = [
  ['en', "stubbed my little toe on the bed last night, it's bruised purple and swollen, might be broken but i can walk on it"],
  ['pl', 'uderzyłam małym palcem u nogi o szafkę, jest siny i spuchnięty, ale chodzę normalnie'],
  ['es', 'me di con el dedo pequeño del pie en la pata de la cama, está morado e hinchado pero puedo caminar'],
  ['fr', 'je me suis cogné le petit orteil contre le lit, il est violet et gonflé, je marche quand même'],
  ['de', 'hab mir den kleinen Zeh am Bettpfosten angestoßen, er ist lila und geschwollen, kann aber laufen'],
  ['it', 'ho sbattuto il mignolo del piede contro il letto, è viola e gonfio ma cammino'],
  ['ru', 'ударился мизинцем на ноге об кровать, синяк фиолетовый и опух, но хожу нормально'],
  ['tr', 'küçük parmağımı yatağa çarptım, mor ve şiş ama yürüyebiliyorum'],
  ['zh', '小脚趾撞到床脚了，紫色的，有点肿，但是能走路'],
  ['ja', '足の小指をベッドにぶつけた、紫色になって腫れているけど歩ける'],
  ['ko', '새끼발가락을 침대에 찧었어요 멍이 들고 부었는데 걸을 수는 있어요'],
  ['ar', 'خبطت اصبع رجلي الصغير في السرير، لونه بنفسجي ومتورم بس بقدر امشي'],
];

describe('5. a stubbed little toe, bruised and swollen, walking → self-care (NHS broken toe)', () => {
  it('is written in at least ten languages', () => expect(languages(STUBBED_TOE)).toBeGreaterThanOrEqual(10));
  it.each(STUBBED_TOE)('[%s] %s → urgency 5', (lang, text) => {
    expect(urgencyOf(lang, text)).toBe(5);
  });
});

/** NHS insect bites and stings: a large local reaction without breathing, throat, faintness or a spreading rash → self-care. */
const LOCAL_STING: Row[] = [
  ['en', "got stung by a wasp on my hand yesterday, it's swollen and red right up to my wrist, no trouble breathing, no rash anywhere else"],
  ['fr', "piqué par une guêpe à la main, c'est rouge et gonflé jusqu'au poignet, je respire bien, pas de boutons ailleurs"],
  ['es', 'me picó una abeja en la mano, está hinchada y roja hasta la muñeca, respiro bien, sin ronchas en el cuerpo'],
  ['de', 'von einer Wespe in die Hand gestochen, rot und geschwollen bis zum Handgelenk, Atmung ok, kein Ausschlag sonst'],
  ['pl', 'użądliła mnie osa w rękę, spuchnięta i czerwona aż do nadgarstka, oddycham normalnie'],
  ['it', 'punto da una vespa sulla mano, gonfio e rosso fino al polso, respiro bene'],
  ['pt', 'uma abelha me picou na mão, tá inchada e vermelha até o pulso, respirando normal'],
  ['ru', 'ужалила оса в руку, опухла и покраснела до запястья, дышу нормально'],
  ['tr', 'elimi arı soktu, bileğime kadar şişti ve kızardı, nefes almakta sorun yok'],
  ['zh', '手被马蜂蜇了，肿到手腕，红红的，呼吸正常'],
  ['ja', '手をハチに刺されて手首まで腫れて赤い、息は苦しくない'],
  ['ko', '손을 벌에 쏘였는데 손목까지 붓고 빨개요 숨쉬는 건 괜찮아요'],
];

describe('5. a local reaction to a bee or wasp sting → self-care (NHS insect bites and stings)', () => {
  it('is written in at least ten languages', () => expect(languages(LOCAL_STING)).toBeGreaterThanOrEqual(10));
  it.each(LOCAL_STING)('[%s] %s → urgency 5', (lang, text) => {
    expect(urgencyOf(lang, text)).toBe(5);
  });
});

describe('5. the colour of a bruise after a knock is not cyanosis', () => {
  it.each([
    ['fr', "je me suis cogné la cuisse, c'est tout violet"],
    ['de', 'hab mich am Tisch gestoßen, jetzt ist das Bein ganz lila und blau'],
    ['ru', 'ударилась ногой, синяк фиолетовый'],
    ['tr', 'kolumu çarptım, mor oldu'],
    ['ja', '腕をぶつけて紫色になった'],
    ['ko', '팔을 부딪혀서 멍이 들었어요 보라색이에요'],
    ['es', 'me golpeé la rodilla y está morada'],
    ['pl', 'uderzyłam się w udo, mam fioletowego siniaka'],
    ['is', 'ég rak mig í og er með fjólubláan marblett á lærinu'],
    ['ar', 'خبطت ايدي وصارت زرقا'],
    ['pt', 'bati a perna na mesa e ficou roxo'],
    ['zh', '腿撞了一下，紫色的一大块'],
  ] as const)('[%s] %s → not an emergency', (lang, text) => {
    expect(urgencyOf(lang, text)).toBeGreaterThanOrEqual(4);
  });
  it('Korean "부딪혀" (knocked) is not a swollen tongue; a swollen tongue after a sting still is', () => {
    expect(urgencyOf('ko', '팔을 부딪혀서 멍이 들었어요')).toBeGreaterThanOrEqual(4);
    expect(urgencyOf('ko', '벌에 쏘이고 혀가 부었어요')).toBeLessThanOrEqual(2);
  });
  it.each([
    ['en', 'stung by a bee and now my throat feels tight and i feel faint'],
    ['en', "my lips are purple and he's struggling to breathe"],
  ] as const)('[%s] %s → emergency', (lang, text) => {
    expect(urgencyOf(lang, text)).toBeLessThanOrEqual(2);
  });
  it('an older adult who slipped, bruised, did not hit her head and walks normally stays at home or GP', () => {
    const text =
      "my mum is 79, she slipped in the kitchen yesterday, bruised her hip and arm, didn't hit her head, walking normally, not on blood thinners";
    expect(urgencyOf('en', text)).toBeGreaterThanOrEqual(4);
  });
});

// ------------------------------------------------------------------ 6. routine complaints that must not be raised

/** NICE CKS carpal tunnel syndrome: night-time numbness of the first three fingers, shaking helps → GP, not an emergency. */
const CARPAL_TUNNEL: Row[] = [
  ['en', 'my hand goes numb and tingly at night, mainly thumb and first two fingers, shaking it helps, no weakness'],
  ['de', 'nachts schläft mir die Hand ein, Daumen Zeige- und Mittelfinger kribbeln, Schütteln hilft'],
  ['fr', "la nuit j'ai des fourmis dans le pouce, l'index et le majeur, je secoue la main et ça passe"],
  ['es', 'por la noche se me duermen el pulgar, el índice y el medio, sacudo la mano y se me pasa'],
  ['pl', 'w nocy drętwieje mi kciuk, wskazujący i środkowy palec, jak potrząsam ręką to przechodzi'],
  ['it', 'di notte mi si addormentano pollice indice e medio, scuoto la mano e passa'],
  ['pt', 'à noite formiga o polegar, indicador e médio, sacudo a mão e melhora'],
  ['ru', 'ночью немеют большой, указательный и средний пальцы, трясу рукой и проходит'],
  ['tr', 'geceleri başparmak, işaret ve orta parmağım uyuşuyor, elimi sallayınca geçiyor'],
  ['zh', '晚上大拇指、食指和中指发麻，甩甩手就好了'],
  ['ja', '夜になると親指と人差し指と中指がしびれる、手を振ると治まる'],
  ['ko', '밤에 엄지 검지 중지가 저려요 손을 털면 괜찮아져요'],
];

/** NICE CKS scabies: itch between the fingers, worse at night, a partner itchy too → GP or pharmacist. */
const SCABIES: Row[] = [
  ['en', 'really itchy between my fingers and on my wrists, worse at night, tiny spots, my boyfriend is itchy too'],
  ['es', 'me pica muchísimo entre los dedos por la noche, tengo puntitos, a mi pareja también le pica'],
  ['fr', 'ça me gratte entre les doigts surtout la nuit, des petits boutons, mon copain aussi'],
  ['de', 'juckt total zwischen den Fingern, nachts schlimmer, kleine Pünktchen, mein Freund kratzt sich auch'],
  ['pl', 'swędzi mnie między palcami w nocy, małe kropki, partner też się drapie'],
  ['it', 'prurito tra le dita di notte, puntini piccoli, anche il mio ragazzo si gratta'],
  ['pt', 'coceira entre os dedos à noite, bolinhas pequenas, meu namorado também'],
  ['ru', 'чешется между пальцами ночью, мелкие точки, у мужа тоже'],
  ['tr', 'geceleri parmak aralarım kaşınıyor, küçük noktalar var, eşim de kaşınıyor'],
  ['zh', '手指缝晚上特别痒，有小红点，老公也痒'],
  ['ko', '밤에 손가락 사이가 너무 가렵고 작은 점들이 있어요 남편도 가려워해요'],
  ['ja', '夜になると指の間がすごくかゆい、小さいブツブツ、夫もかゆがってる'],
];

describe('6. carpal tunnel and scabies are routine, never an emergency (NICE CKS)', () => {
  it('are written in at least ten languages', () => {
    expect(languages(CARPAL_TUNNEL)).toBeGreaterThanOrEqual(10);
    expect(languages(SCABIES)).toBeGreaterThanOrEqual(10);
  });
  it.each(CARPAL_TUNNEL)('carpal tunnel [%s] %s → urgency 4', (lang, text) => {
    expect(urgencyOf(lang, text)).toBe(4);
  });
  it.each(SCABIES)('scabies [%s] %s → urgency 4', (lang, text) => {
    expect(urgencyOf(lang, text)).toBe(4);
  });
});

/** A pregnant woman with mild diarrhoea, drinking, no bleeding, no pain, baby moving → same day, not an emergency. */
const PREGNANT_DIARRHOEA: Row[] = [
  ['en', "i'm 24 weeks pregnant with mild diarrhoea since yesterday, drinking fine, no bleeding nor pain, baby moving normally"],
  ['pl', 'jestem w 24 tygodniu ciąży, lekka biegunka od wczoraj, piję normalnie, nie krwawię ani nie boli mnie brzuch, dziecko się rusza'],
  ['es', 'embarazada de 24 semanas, diarrea leve desde ayer, bebo bien, no sangro ni tengo dolor, el bebé se mueve'],
  ['fr', 'enceinte de 24 semaines, diarrhée légère depuis hier, je bois bien, ni saignement ni douleur, bébé bouge bien'],
  ['de', 'schwanger in der 24. Woche, leichter Durchfall seit gestern, trinke gut, keine Blutung oder Schmerzen, Baby bewegt sich'],
  ['ru', 'беременность 24 недели, легкий понос со вчера, пью нормально, кровотечения нет и не болит, малыш шевелится'],
  ['it', "incinta di 24 settimane, un po' di diarrea da ieri, bevo, né perdite di sangue né dolori, il bambino si muove"],
  ['pt', 'grávida de 24 semanas, diarreia leve desde ontem, bebendo bem, sem sangramento nem dor, o bebê mexe normal'],
  ['tr', '24 haftalık hamileyim, dünden beri hafif ishal, su içiyorum, kanama yok, ağrı yok, bebek hareket ediyor'],
  ['zh', '怀孕24周，从昨天开始有点拉肚子，能喝水，没有出血也不痛，宝宝胎动正常'],
];

describe('6. mild diarrhoea in pregnancy with every danger sign denied → same day (NHS 111), not an emergency', () => {
  it('is written in at least ten languages', () => expect(languages(PREGNANT_DIARRHOEA)).toBeGreaterThanOrEqual(10));
  it.each(PREGNANT_DIARRHOEA)('[%s] %s → urgency 3', (lang, text) => {
    expect(urgencyOf(lang, text)).toBe(3);
  });
  it.each([
    ['it', 'incinta di 24 settimane, diarrea e perdite di sangue'],
    ['en', "i'm 24 weeks pregnant with diarrhoea and now bleeding and cramping"],
  ] as const)('[%s] %s → bleeding in pregnancy stays an emergency', (lang, text) => {
    expect(urgencyOf(lang, text)).toBeLessThanOrEqual(2);
  });
  it('an Italian "né … né" list denies both findings', () => {
    expect(urgencyOf('it', 'né febbre né tosse, solo un po’ stanco')).toBeGreaterThanOrEqual(4);
  });
});

/** NICE CKS knee pain / NHS: pain around the kneecap from running, no swelling or injury → self-care. */
const RUNNERS_KNEE: Row[] = [
  ['en', 'knee pain at the front around the kneecap since i started running, no swelling, no injury'],
  ['de', 'seit ich jogge tut mir das Knie vorne an der Kniescheibe weh, nicht geschwollen, kein Unfall'],
  ['fr', 'douleur devant le genou depuis que je cours, pas de gonflement, pas de chute'],
  ['es', 'me duele la rodilla por delante desde que empecé a correr, no está hinchada, no me caí'],
  ['it', 'da quando corro mi fa male la rotula, non è gonfio, nessuna caduta'],
  ['pt', 'dói em volta da patela desde que comecei a correr, sem inchaço, não caí'],
  ['pl', 'od kiedy biegam boli mnie wokół rzepki, kolano nie jest spuchnięte, nie miałam urazu'],
  ['ru', 'с тех пор как начала бегать болит под коленной чашечкой, отека нет, не падала'],
  ['tr', 'koşmaya başladığımdan beri diz kapağım ağrıyor, şişlik yok, düşmedim'],
  ['ja', 'ランニングを始めてから膝のお皿のまわりが痛い、腫れはない、ケガもしていない'],
  ['ko', '달리기 시작하고 무릎 앞쪽이 아파요 붓지는 않았고 다친 적도 없어요'],
];

describe("6. runner's knee with no swelling or injury → self-care (NICE CKS knee pain)", () => {
  it('is written in at least ten languages', () => expect(languages(RUNNERS_KNEE)).toBeGreaterThanOrEqual(10));
  it.each(RUNNERS_KNEE)('[%s] %s → M22.2, urgency 5', (lang, text) => {
    expect(urgencyOf(lang, text)).toBe(5);
    expect(codesOf(lang, text)[0]).toBe('M22.2');
  });
  it('a hot swollen knee with fever is not runner’s knee', () => {
    expect(urgencyOf('en', 'pain around my kneecap, the knee is hot and swollen and i have a fever')).toBeLessThanOrEqual(3);
  });
});
