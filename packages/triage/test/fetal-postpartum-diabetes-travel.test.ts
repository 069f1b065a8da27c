import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assessWithoutNet, present } from './support/protocol.ts';

/**
 * A baby who moves less, bleeding after birth, a thirsty child losing weight, fever after the tropics —
 * in everyday words of all 15 languages, through the engine and its red-flag floor with the statistical
 * safety net off:
 * - reduced fetal movements from 24 weeks → 2, the maternity unit the same day (RCOG Green-top 57; NHS);
 * - heavy bleeding after giving birth (a pad soaked in an hour, big clots, dizziness) → 1, bleeding with
 *   fever → 2 (RCOG Green-top 52; NICE NG194; NICE NG51), with the loanwords Hindi writes in Devanagari
 *   (डिलीवरी, ब्लीडिंग, पैड);
 * - thirst with passing urine often or weight loss in a child → 2, same-day referral (NICE NG18); with
 *   vomiting, fast breathing or drowsiness → 1 (diabetic ketoacidosis);
 * - fever after travel to a malaria area → 2, a same-day malaria test (UKHSA malaria guidelines), the
 *   endemic countries named in every script.
 * Look-alikes that stay below an emergency: a baby moving as usual, first movements not felt at 18 weeks,
 * lochia getting lighter, a child drinking a lot after sport in the heat, a cold after a holiday in Spain.
 * Written for this file; none comes from an evaluation set.
 */
type Case = readonly [Language, string];

const urgency = (lang: Language, text: string) => assessWithoutNet(text, lang).urgency;

const REDUCED_MOVEMENTS: readonly Case[] = [
  ['en', "I'm 32 weeks pregnant and the baby has hardly moved since yesterday, maybe once or twice"],
  ['en', "30 weeks, haven't felt the baby kick all day even after cold water and lying on my side"],
  ['is', 'ég er gengin 33 vikur og barnið hefur varla hreyft sig síðan í gær'],
  ['pl', 'jestem w 32 tygodniu ciąży i od wczoraj prawie nie czuję ruchów dziecka'],
  ['es', 'estoy de 32 semanas y desde ayer casi no siento moverse al bebé'],
  ['fr', 'enceinte de 32 semaines, je ne sens presque plus bouger le bébé depuis hier'],
  ['de', 'ich bin in der 32. Woche und spüre seit gestern kaum noch Kindsbewegungen'],
  ['it', 'sono alla 32esima settimana e da ieri sento muovere il bambino pochissimo'],
  ['pt', 'estou com 32 semanas e desde ontem quase não sinto o bebê mexer'],
  ['ru', '32 недели беременности, со вчерашнего вечера ребенок почти не шевелится'],
  [
    'tr',
    '32 haftalık hamileyim. Dün akşamdan beri neredeyse hiç hareket hissetmedim, belki bir iki kere kıpırdadı. Ağrım yok, kanama yok, su gelmedi.',
  ],
  ['tr', '30 haftalık gebeyim, bebeğim dünden beri hiç kıpırdamadı'],
  ['ar', 'انا حامل في الأسبوع 32 ومن امبارح البيبي مش بيتحرك خالص'],
  ['hi', 'main 32 hafte pregnant hoon aur kal se baby ki halchal bahut kam hai'],
  ['zh', '怀孕32周，从昨天晚上开始胎动明显减少，几乎感觉不到宝宝动'],
  ['ja', '妊娠32週です。昨日の夜から赤ちゃんがほとんど動きません'],
  ['ko', '30주 임산부인데 오늘 태동이 거의 없어요'],
];

/** Kicks, taps and movements said otherwise: 'no kicks', 'ne tape plus', 'hil nahi raha', 'шевеления слабые'. */
const KICKS_AND_MOVES: readonly Case[] = [
  ['en', '34 weeks and no kicks today at all'],
  ['is', '30 vikur og ég finn engin spörk í dag'],
  ['pl', '30 tydzień, dziecko dziś w ogóle nie kopie'],
  ['es', '30 semanas y hoy el bebé no patea nada'],
  ['fr', '30 semaines, le bébé ne tape plus depuis ce matin'],
  ['de', '30. SSW, das Baby tritt seit gestern nicht mehr'],
  ['it', '30 settimane, oggi il bambino non scalcia più'],
  ['pt', '30 semanas e o bebê não chuta desde ontem'],
  ['ru', '30 недель, шевеления стали очень слабые'],
  ['tr', '30 haftalık hamileyim, bebek tekme atmıyor bugün'],
  ['ar', 'حامل 30 أسبوع وما حسيت بحركة البيبي من امبارح'],
  ['hi', '30 hafte ki pregnancy hai, baccha aaj hil nahi raha'],
  ['zh', '怀孕30周，今天胎动少了很多'],
  ['ja', '妊娠30週、昨日から胎動が減りました'],
  ['ko', '30주인데 아기가 발차기를 안 해요'],
];

const MOVEMENTS_AS_USUAL: readonly Case[] = [
  ['en', '32 weeks pregnant, baby moving as usual, just heartburn'],
  ['ru', '34 недели, ребенок шевелится как обычно, просто изжога'],
  ['tr', '33 haftalık hamileyim bebek normal hareket ediyor, sadece sırt ağrım var'],
];
const NOT_YET_FELT: readonly Case[] = [
  ['en', "I'm 18 weeks and haven't felt the baby move yet, is that normal?"],
  ['de', '18. Woche, ich habe noch keine Kindsbewegungen gespürt, ist das normal'],
];

const BLEEDING_AFTER_BIRTH: readonly Case[] = [
  ['en', 'had my baby 10 days ago and the bleeding is suddenly really heavy, soaking a pad every hour, big clots'],
  ['en', "since the delivery 12 days ago I've been bleeding heavily and feel faint"],
  ['is', 'ég átti barn fyrir 10 dögum og blæðingin er orðin mjög mikil með stórum kekkjum, mig svimar'],
  ['pl', 'urodziłam 10 dni temu i nagle mocno krwawię, podpaska przesiąka co godzinę, duże skrzepy'],
  ['es', 'di a luz hace 10 dias y estoy sangrando muchisimo, empapo una compresa cada hora'],
  ['fr', "j'ai accouché il y a 10 jours et je saigne énormément, une serviette trempée toutes les heures"],
  ['de', 'nach der Geburt starke Blutung und Schwindel'],
  ['it', 'dopo il parto 12 giorni fa sanguino molto e mi gira la testa'],
  ['pt', 'tive bebê há 10 dias e estou sangrando muito, encharco um absorvente por hora'],
  ['ru', 'родила 10 дней назад, сильное кровотечение, прокладка промокает за час'],
  ['tr', '10 gün önce doğum yaptım, çok fazla kanamam var, her saat ped doluyor, büyük pıhtılar'],
  ['ar', 'من يوم ما ولدت والنزيف كتير ودايخة'],
  [
    'hi',
    'बहुत ब्लीडिंग हो रही है. डिलीवरी 3 दिन पहले घर पर हुई थी. हर घंटे पैड पूरा भीग जाता है, बड़े थक्के निकल रहे, चक्कर आ रहे हैं और बुखार भी है 38.8',
  ],
  ['hi', 'डिलीवरी के 12 दिन बाद बहुत ज्यादा ब्लीडिंग और चक्कर'],
  ['zh', '生孩子以后12天了还大量出血，头晕'],
  ['ja', '出産して10日ですが出血が急に多くなり、1時間でナプキンがいっぱいになり、大きな血の塊が出ます'],
  ['ko', '애 낳고 12일 됐는데 피가 많이 나고 어지러워요'],
];

/** Words for "after giving birth" that were not read before, each read as the postnatal period. */
const AFTER_BIRTH_WORDS: readonly Case[] = [
  ['en', 'since the delivery I have had a headache'],
  ['de', 'nach der Geburt habe ich Kopfschmerzen'],
  ['ar', 'عملت ديليفري من اسبوع وعندي صداع'],
  ['hi', 'डिलीवरी 3 दिन पहले घर पर हुई थी'],
  ['hi', 'delivery ke 10 din baad sir dard'],
  ['zh', '生孩子以后一直头疼'],
  ['ko', '애 낳고 나서 머리가 아파요'],
  ['ja', 'お産の後から頭が痛いです'],
];

const LOCHIA_LIGHTER: readonly Case[] = [
  ['en', 'gave birth 2 weeks ago, the bleeding is getting lighter and brownish, no smell, feel fine'],
  ['de', 'vor 2 Wochen entbunden, der Wochenfluss wird weniger und heller, sonst alles gut'],
  ['fr', "accouché il y a 2 semaines, les saignements diminuent, pas d'odeur, tout va bien"],
  ['ru', 'родила 2 недели назад, выделения становятся меньше, без запаха, самочувствие хорошее'],
];

const CHILD_DIABETES: readonly Case[] = [
  ['en', 'my 8 year old is drinking loads, peeing all the time and has started wetting the bed again'],
  ['en', "my son is always thirsty, up at night to wee and he's lost weight, really tired"],
  ['is', 'sonur minn 7 ára er alltaf þyrstur, pissar oft og hefur grennst'],
  ['pl', 'syn 8 lat ciągle pije, często siusia, nawet w nocy, i schudł'],
  ['es', 'mi hijo de 8 años toma mucha agua, hace pipí a cada rato y ha bajado de peso'],
  ['fr', 'mon fils de 8 ans boit énormément, fait pipi tout le temps et a maigri'],
  ['de', 'mein Sohn (8) hat ständig Durst, muss dauernd aufs Klo, nachts auch, und hat abgenommen'],
  ['it', 'mio figlio di 8 anni beve tantissimo, fa pipì di continuo ed è dimagrito'],
  ['pt', 'meu filho de 8 anos bebe muita água, faz xixi toda hora e emagreceu'],
  ['ru', 'сыну 8 лет, постоянно пьет воду, часто писает, даже ночью, похудел'],
  ['tr', '8 yaşındaki oğlum sürekli su içiyor, sık sık tuvalete gidiyor ve kilo verdi'],
  [
    'ar',
    'بنتي عندها ٧ سنين، بقالها ٣ أسابيع بتشرب مية كتير أوي وبتدخل الحمام كل شوية حتى بالليل، ووزنها نزل وهي بتاكل عادي، وتعبانة',
  ],
  ['ar', 'ابني عمره 8 سنين صاير يشرب مي كتير ويفوت عالحمام كل شوي وضعفان'],
  ['ar', 'binti 3atshana tol elwa2t w bt5osh el 7amam kteer w wazna nezel'],
  ['ar', 'ولدي يشرب ماي وايد ويروح الحمام وايد ونحف'],
  ['ar', 'بنتي كتشرب الما بزاف وكتمشي للطواليط بزاف ونقص ليها الوزن'],
  ['ar', 'ibni byishrab mayye ktir w byfoot 3al 7amam kel shway'],
  ['hi', 'beti ko bahut pyaas lagti hai, raat ko bhi baar baar susu jaati hai aur patli ho gayi hai'],
  ['hi', 'mera beta 8 saal ka hai, bahut paani peeta hai, baar baar peshab jata hai aur wajan kam ho gaya'],
  ['hi', 'मेरी बेटी बहुत पानी पी रही है, बार बार पेशाब जा रही है और वजन कम हो गया'],
  ['zh', '孩子8岁，最近总是口渴，喝水特别多，尿多，还瘦了'],
  ['ja', '8歳の息子が水をたくさん飲んで、トイレが近く、体重が減りました'],
  ['ko', '8살 아들이 물을 많이 마시고 소변을 자주 보고 살이 빠졌어요'],
];

const CHILD_DKA: readonly Case[] = [
  ['en', 'my 10 year old has been really thirsty and weeing a lot, now vomiting and breathing fast'],
  ['de', 'meine Tochter 9 Jahre trinkt viel, muss ständig pinkeln, jetzt erbricht sie und ist sehr schläfrig'],
  ['es', 'mi hija de 6 años tiene mucha sed, hace pipí a cada rato y ahora vomita'],
  ['ru', 'дочке 7 лет, постоянно хочет пить, часто писает, а сегодня рвота'],
  ['zh', '孩子7岁，总是口渴，尿多，今天开始呕吐'],
];

const DRINKING_AFTER_SPORT: readonly Case[] = [
  ['en', 'my son played football all afternoon in the heat and is drinking a lot of water'],
  ['es', 'mi hijo bebe mucha agua porque hace calor y jugó al fútbol'],
  ['de', 'mein Sohn hat nach dem Fußball in der Hitze viel Durst, sonst geht es ihm gut'],
];

const FEVER_AFTER_TROPICS: readonly Case[] = [
  ['en', "back from a safari in Uganda and Tanzania last week, didn't take malaria tablets, fever 39.4"],
  ['pl', 'wróciłam z Tanzanii tydzień temu, nie brałam leków przeciwmalarycznych, gorączka 39,4'],
  ['pl', 'byłem na safari w Kenii, teraz mam gorączkę 39'],
  ['es', 'volví de Mozambique hace una semana, no tomé profilaxis contra la malaria y tengo fiebre de 39'],
  ['fr', 'rentré du Cameroun il y a 8 jours, pas de traitement antipaludéen, fièvre à 39,5'],
  ['fr', "je reviens de Côte d'Ivoire et j'ai de la fièvre"],
  ['de', 'vor einer Woche aus Tansania zurück, keine Malariaprophylaxe genommen, Fieber 39,4'],
  ['it', 'tornato dal Mozambico una settimana fa, non ho fatto la profilassi antimalarica, febbre a 39'],
  ['pt', 'voltei de Angola semana passada e estou com febre de 39'],
  ['ru', 'вернулся из Танзании неделю назад, таблетки от малярии не пил, температура 39,4'],
  ['tr', "Tanzanya'dan bir hafta önce döndüm, sıtma ilacı kullanmadım, ateşim 39,4"],
  ['ar', 'رجعت من نيجيريا من اسبوع وما اخذت دوا الملاريا وعندي حرارة 39'],
  ['hi', 'मैं युगांडा से पिछले हफ्ते लौटा हूँ, बुखार 39 है'],
  ['zh', '上周从乌干达和坦桑尼亚旅游回来，没吃抗疟药，发烧39.4度'],
  [
    'ja',
    'ウガンダとタンザニアにサファリ旅行に行って、先週帰国しました。マラリアの予防薬は飲んでいません。今日39.4度の熱があります',
  ],
  ['ja', 'インドから帰国して1週間、39度の熱があります'],
  ['ko', '나이지리아 출장 다녀와서 열이 39도 나요'],
  ['ko', '인도 여행 다녀와서 열이 나요'],
  ['tr', "Sudan'dan döndüm ateşim 39"],
  ['en', "fever 39 and I didn't take malaria tablets on my trip"],
  ['de', 'Fieber 39, war in Westafrika, keine Prophylaxe'],
  ['es', 'fiebre de 39 después de un viaje al Amazonas'],
  ['fr', "fièvre depuis mon retour d'Afrique de l'Ouest"],
  ['ru', 'температура 39 после поездки на сафари'],
];

const HOLIDAY_COLD: readonly Case[] = [
  ['en', 'back from a holiday in Spain, got a cold and a temperature of 38'],
  ['es', 'volví de vacaciones en Mallorca con un resfriado y 38 de fiebre'],
];

/** Words of other meanings that must not be read as a malaria area. */
const NOT_A_PLACE: readonly Case[] = [
  ['ja', 'インドアで過ごしていて、熱があります'],
  ['ja', 'アマゾンで体温計を買いました、熱は38度'],
  ['ko', '어디 가나요? 열이 나요'],
  ['ko', '인도를 걷다가 넘어졌어요'],
  ['pl', 'mali chłopcy mają gorączkę'],
  ['es', 'no tengo ganas de comer y tengo fiebre'],
  ['fr', "c'est indépendant de la fièvre"],
  ['es', 'estoy sudando mucho y tengo fiebre de 38'],
  ['tr', 'denizde yüzdüm, sudan çıktıktan sonra ateşim çıktı 38'],
  ['ar', 'وقعت على يدي اليمنى وعندي حرارة'],
  ['ar', 'انا طالب في كلية الهندسة وعندي حرارة 38'],
  ['ja', 'インドカレーを食べてから熱が38度'],
  ['ja', 'ガーナチョコを食べたら熱が出た'],
  ['ko', '인도에서 넘어졌어요 열도 나요'],
  ['pl', 'dziecko nie chce papu i ma gorączkę'],
];

describe('reduced fetal movements (RCOG Green-top 57)', () => {
  it.each(REDUCED_MOVEMENTS)('%s: %s → 2, maternity unit now', (lang, text) => {
    expect([...present(text, lang)]).toContain('reduced_fetal_movements');
    expect(urgency(lang, text)).toBe(2);
  });
  it.each(KICKS_AND_MOVES)('%s: %s → 2', (lang, text) => {
    expect([...present(text, lang)]).toContain('reduced_fetal_movements');
    expect(urgency(lang, text)).toBe(2);
  });
  it.each(MOVEMENTS_AS_USUAL)('%s: %s — moving as usual, not reduced', (lang, text) => {
    expect([...present(text, lang)]).not.toContain('reduced_fetal_movements');
    expect(urgency(lang, text)).toBeGreaterThan(2);
  });
  it.each(NOT_YET_FELT)('%s: %s — first movements awaited at 18 weeks', (lang, text) => {
    expect([...present(text, lang)]).toContain('fetal_movements_not_yet_felt');
    expect(urgency(lang, text)).toBeGreaterThan(2);
  });
});

describe('bleeding after giving birth (RCOG Green-top 52, NICE NG194)', () => {
  it.each(BLEEDING_AFTER_BIRTH)('%s: %s → 1', (lang, text) => {
    expect([...present(text, lang)]).toContain('postpartum');
    expect(urgency(lang, text)).toBe(1);
  });
  it.each(AFTER_BIRTH_WORDS)('%s: %s reads the postnatal period', (lang, text) => {
    expect([...present(text, lang)]).toContain('postpartum');
  });
  it('reads Devanagari loanwords: ब्लीडिंग (bleeding), हर घंटे पैड (a pad every hour), बड़े थक्के (big clots)', () => {
    const p = [...present('बहुत ब्लीडिंग हो रही है, हर घंटे पैड पूरा भीग जाता है, बड़े थक्के निकल रहे', 'hi')];
    expect(p).toEqual(expect.arrayContaining(['bleeding', 'heavy_bleeding', 'soaking_pads', 'passing_clots']));
  });
  it('bleeding after birth with a fever of 38.8 is at least puerperal sepsis (NICE NG51)', () => {
    expect(urgency('hi', 'डिलीवरी 3 दिन पहले हुई थी और बुखार 38.8 है')).toBeLessThanOrEqual(2);
  });
  it.each(LOCHIA_LIGHTER)('%s: %s — lochia getting lighter stays below an emergency', (lang, text) => {
    expect(urgency(lang, text)).toBeGreaterThan(2);
  });
});

describe('type 1 diabetes in a child (NICE NG18)', () => {
  it.each(CHILD_DIABETES)('%s: %s → 2, same-day referral', (lang, text) => {
    const p = [...present(text, lang)];
    expect(p).toContain('thirst');
    expect(p.some((c) => c === 'urinary_frequency' || c === 'weight_loss')).toBe(true);
    expect(urgency(lang, text)).toBe(2);
  });
  it.each(CHILD_DKA)('%s: %s → 1, possible ketoacidosis', (lang, text) => {
    expect(urgency(lang, text)).toBe(1);
  });
  it('names the diagnosis: suspected diabetes', () => {
    const a = assessWithoutNet('my son is always thirsty, up at night to wee and he has lost weight', 'en');
    expect(a.diagnosisData.differentialDiagnoses[0]?.icd10Code).toBe('E11.9');
  });
  it.each(DRINKING_AFTER_SPORT)('%s: %s — thirst after sport in the heat is not raised', (lang, text) => {
    expect(urgency(lang, text)).toBeGreaterThan(2);
  });
  it('an adult with thirst, urine often and weight loss stays with the GP (NICE NG17 / NG28)', () => {
    expect(urgency('en', "I'm always thirsty and peeing all the time and I've lost weight")).toBe(4);
  });
  it('an adult thirsty after a salty meal is not raised', () => {
    expect(urgency('en', 'I am always thirsty after salty food, otherwise fine')).toBeGreaterThan(2);
  });
});

describe('fever after the tropics (UKHSA malaria guidelines)', () => {
  it.each(FEVER_AFTER_TROPICS)('%s: %s → 2, same-day malaria test', (lang, text) => {
    expect([...present(text, lang)]).toContain('malaria_area');
    expect(urgency(lang, text)).toBe(2);
  });
  it.each(HOLIDAY_COLD)('%s: %s — a cold after a holiday in Spain is not malaria', (lang, text) => {
    expect([...present(text, lang)]).not.toContain('malaria_area');
    expect(urgency(lang, text)).toBeGreaterThan(2);
  });
  it.each(NOT_A_PLACE)('%s: %s — not a malaria area', (lang, text) => {
    expect([...present(text, lang)]).not.toContain('malaria_area');
  });
  it('Japanese ウガンダ (Uganda) is a place, not ガン (cancer)', () => {
    const p = [...present('ウガンダから帰国して39度の熱があります', 'ja')];
    expect(p).toContain('malaria_area');
    expect(p).not.toContain('cancer_history');
    expect([...present('胃ガンの手術を受けました', 'ja')]).toContain('cancer_history');
  });
  it('travel to Africa two years ago is history, not a present exposure', () => {
    expect([...present('I was in Africa two years ago, now a fever of 38.5 and a cough', 'en')]).not.toContain(
      'malaria_area',
    );
  });
});
