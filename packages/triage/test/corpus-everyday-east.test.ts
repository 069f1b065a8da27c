import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assessWithoutNet, present } from './support/protocol.ts';

/**
 * Everyday words of Arabic, Hindi, Chinese (Mandarin, Cantonese, traditional script), Japanese
 * and Korean writers that the engine did not read, beside the same findings in other languages.
 * Written for this file from clinical guidance; none comes from a corpus or an evaluation set.
 */
type Case = readonly [Language, string];

// Vomiting said with how often or how much (一直吐, 吃什么吐什么, 吐く, 토하고, ترجيع), and fast or
// deep breathing (呼吸又深又快, 息が速い, 숨이 빨라요): with known diabetes, JBDS DKA guidance —
// vomiting with deep/fast breathing is DKA until proven otherwise → urgency 2.
const DIABETES_VOMITING_FAST_BREATHING: readonly Case[] = [
  ['zh', '我女儿有一型糖尿病，从早上开始一直吐，现在呼吸很急'],
  ['zh', '老爸有糖尿病，吃什么吐什么，呼吸又快又深'],
  ['zh', '個仔有糖尿病，今日吐咗好多次，氣促'],
  ['ja', '糖尿病の娘が朝から何回も吐く、呼吸も早い'],
  ['ja', '１型糖尿病の息子が吐きました。息がハアハアしている'],
  ['ko', '당뇨 있는 딸이 아침부터 토하고 숨이 너무 빨라요'],
  ['ko', '아버지가 당뇨인데 토해요. 숨을 몰아 쉬어요'],
  ['ar', 'بنتي عندها سكري، ترجع كل الأكل ونفسها سريع'],
  ['ar', 'ابني مريض سكري، عنده ترجيع وضيق تنفس'],
  ['hi', 'बेटे को शुगर है, बार बार उल्टी हो रही है और सांस फूल रही है'],
  ['en', 'my son has type 1 diabetes, keeps vomiting and is breathing fast and deep'],
  ['es', 'mi hija es diabética, no para de vomitar y respira muy rápido'],
  ['fr', 'mon fils est diabétique, il vomit sans arrêt et il est essoufflé'],
  ['de', 'meine Tochter hat Diabetes, muss sich ständig übergeben und ist kurzatmig'],
  ['ru', 'у сына диабет, его постоянно рвёт и у него одышка'],
];

// The same words read as vomiting, on their own (a finding, no emergency by itself).
const EVERYDAY_VOMITING: readonly Case[] = [
  ['zh', '孩子昨晚开始一直吐'],
  ['zh', '全家人都上吐下泻'],
  ['zh', '喝水也吐'],
  ['zh', '阿仔嘔咗兩次'],
  ['ja', '子どもが夜中に３回吐きました'],
  ['ja', '水を飲んでも吐く'],
  ['ja', 'ミルクを全部もどした'],
  ['ko', '아이가 밤새 토해요'],
  ['ko', '어머니가 두 번 토하셨어요'],
  ['ko', '분유를 다 게워요'],
  ['ar', 'عنده ترجيع من الصبح'],
  ['ar', 'الطفل يرجع كل الحليب'],
];

// Not vomiting: nausea only, breathing out, spitting, coming back home, said as not having vomited.
const NOT_VOMITING: readonly Case[] = [
  ['zh', '有点恶心，但是没吐'],
  ['zh', '吐口水的时候喉咙痛'],
  ['zh', '他想吐槽一下医院'],
  ['ja', '息を吐くと胸が少し痛い'],
  ['ja', '吐き気はあるけど吐いてはいない'],
  ['ja', '吐きそうな感じがする'],
  ['ko', '속이 안 좋아서 토할 것 같아요'],
  ['ko', '토하지는 않았어요'],
  ['ar', 'رجعت من الشغل تعبان'],
  ['ar', 'رجع من السفر امبارح'],
];

// Known diabetes and vomiting but breathing is normal, or nothing of it is present: not the DKA flag.
const DIABETES_NO_DKA: readonly Case[] = [
  ['zh', '我有糖尿病，今天有点恶心，没有吐，呼吸正常'],
  ['ja', '糖尿病があります。吐き気はあるけど吐いてはいない、呼吸は普通'],
  ['ko', '당뇨가 있는데 토할 것 같아요, 숨은 괜찮아요'],
  ['ar', 'عندي سكري ورجعت من السفر، نفسي طبيعي'],
];

describe('diabetes with everyday vomiting and fast or deep breathing → urgency ≤ 2 (possible DKA)', () => {
  it.each(DIABETES_VOMITING_FAST_BREATHING)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
  });
});

describe('vomiting in everyday forms is read as vomiting', () => {
  it.each(EVERYDAY_VOMITING)('[%s] %s', (lang, text) => {
    expect(present(text, lang).has('vomiting')).toBe(true);
  });
});

describe('nausea, breathing out, spitting, coming back, not having vomited: no vomiting read', () => {
  it.each(NOT_VOMITING)('[%s] %s', (lang, text) => {
    expect(present(text, lang).has('vomiting')).toBe(false);
  });
});

describe('diabetes without vomiting or fast breathing is no DKA emergency', () => {
  it.each(DIABETES_NO_DKA)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThan(2);
  });
});

// Ketone breath in everyday words (a smell of fruit or rotten apples on the breath) with vomiting:
// JBDS DKA guidance — high sugar or ketones with vomiting → urgency 2.
const KETONE_BREATH_VOMITING: readonly Case[] = [
  ['hi', 'बेटे की सांस से फल जैसी महक आ रही है और उल्टी हो रही है'],
  ['hi', 'beti ke munh se fruity smell aa rahi hai, do baar ulti hui'],
  ['hi', 'bhai ko sugar hai, gehri gehri saans le raha hai aur ulti'],
  ['ar', 'ابني ريحة فمه زي التفاح وعم يستفرغ'],
  ['zh', '孩子嘴里有一股烂苹果的味道，还一直吐'],
  ['zh', '佢口氣有陣爛蘋果味，仲嘔咗兩次'],
  ['ja', '息子の息から甘酸っぱいにおいがして、何回も吐いてる'],
  ['ko', '딸 입에서 과일 냄새가 나고 계속 토해요'],
  ['en', 'he has fruity breath and keeps vomiting'],
  ['es', 'tiene cetonas altas y está vomitando'],
  ['fr', 'ma fille a des cétones élevées et elle vomit'],
  ['de', 'mein Sohn hat Ketone im Urin und muss sich übergeben'],
];

// Shaking with a fever said the everyday way (kaanp kaanp ke bukhaar, kaapkaapi) is read as chills.
const HINDI_RIGORS: readonly Case[] = [
  ['hi', 'kal raat se kaanp kaanp ke bukhaar aa raha hai'],
  ['hi', 'papa ko tez bukhar aur kaapkaapi ho rahi hai'],
  ['hi', 'दादी बुखार में काँप रही हैं'],
];

// Collapsed and not answering or not waking (쓰러지셨는데 대답을 못 하세요, 쓰러져서 안 깨요):
// Resus Council UK — unresponsive after a collapse → urgency 1.
const COLLAPSED_NOT_ANSWERING: readonly Case[] = [
  ['ko', '할머니가 화장실에서 쓰러지셨는데 대답을 못 하세요'],
  ['ko', '친구가 쓰러져서 안 깨요'],
  ['ko', '아빠가 쓰러져 있는데 불러도 대답이 없어요'],
];

// Look-alikes: a deep breath taken on purpose, not having fainted, a meter, a fruit smell of food.
const NOT_AN_EMERGENCY: readonly Case[] = [
  ['ko', '심호흡을 깊게 하면 마음이 편해져요'],
  ['ko', '어제 어지러웠지만 쓰러지지는 않았어요'],
  ['hi', 'मुझे ठंड नहीं लग रही, कांप नहीं रही'],
  ['zh', '我有糖尿病，今天血糖正常，没有吐'],
  ['ja', '糖尿病だけど吐き気もないし、呼吸も普通です'],
];

describe('ketone breath in everyday words with vomiting → urgency ≤ 2 (possible DKA)', () => {
  it.each(KETONE_BREATH_VOMITING)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
  });
});

describe('Hindi shaking with a fever is read as chills', () => {
  it.each(HINDI_RIGORS)('[%s] %s', (lang, text) => {
    expect(present(text, lang).has('chills')).toBe(true);
  });
});

describe('Korean: collapsed and not answering or not waking → urgency 1', () => {
  it.each(COLLAPSED_NOT_ANSWERING)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBe(1);
  });
});

describe('a deliberate deep breath, no faint, no shaking, normal sugar: no emergency', () => {
  it.each(NOT_AN_EMERGENCY)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThan(2);
  });
});

// Arabic رجّع (Gulf, Levantine, Egyptian) said with how often or what came up is vomiting; with a
// head injury NICE NG232 sends to the emergency department (more than one vomit → urgency ≤ 2); blood
// brought up is haematemesis (NICE CKS / NG141 → urgency ≤ 2).
const ARABIC_VOMITING_AFTER_HEAD_INJURY: readonly Case[] = [
  ['ar', 'ابني ضرب راسه بالطاولة ورجّع تلات مرات'],
  ['ar', 'بنتي انضربت على راسها وبعدين رجعت مرتين'],
  ['ar', 'أبوي ضرب راسه بالأرض وبيرجع كتير'],
  ['en', 'my son hit his head and has vomited twice'],
  ['zh', '孩子撞到头以后一直吐'],
  ['ja', '子どもが頭を打って、何回も吐いた'],
  ['ko', '아이가 머리를 부딪히고 계속 토해요'],
  ['hi', 'बेटे के सिर में चोट लगी और दो बार उल्टी हुई'],
  ['es', 'mi hijo se golpeó la cabeza y ha vomitado dos veces'],
  ['fr', 'ma fille s\'est cogné la tête et a vomi deux fois'],
  ['it', 'mio figlio ha battuto la testa e ha vomitato due volte'],
  ['pt', 'meu filho bateu a cabeça e vomitou duas vezes'],
];

const ARABIC_BLOOD_VOMITED: readonly Case[] = [
  ['ar', 'جوزي رجّع دم الصبح'],
  ['ar', 'أمي عم تستفرغ دم'],
  ['ar', 'خالي رجع دم كتير وهو دايخ'],
];

// A fall said the everyday way (وقعت على إيدي, بعد ما وقع, we2e3 men) with a limb that looks bent
// (معووج, ma3wouj): NICE NG38 — a deformed limb after an injury → urgency 2.
const ARABIC_FALL_BENT_LIMB: readonly Case[] = [
  ['ar', 'وقعت على ايدي والرسغ صار معووج'],
  ['ar', 'ابني وقع من الدراجة ودراعه معووج'],
  ['ar', 'رجلي معووجة بعد ما وقعت عالدرج'],
  ['ar', 'ebni we2e3 men el sellom w id el yamin ma3wouje'],
];

// Not vomiting, not a fall: coming back, things going back to normal, signing, a problem.
const ARABIC_NOT_VOMITING_NOR_FALL: readonly Case[] = [
  ['ar', 'رجعت مرة تانية عالبيت'],
  ['ar', 'رجع كل شي طبيعي الحمد لله'],
  ['ar', 'رجعت المية بعد ما انقطعت'],
  ['ar', 'وقعت في مشكلة بالشغل'],
  ['ar', 'وقعت الورقة على الأرض'],
];

describe('Arabic رجّع with a count after a knock to the head → urgency ≤ 2', () => {
  it.each(ARABIC_VOMITING_AFTER_HEAD_INJURY)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
  });
});

describe('Arabic: blood brought up → urgency ≤ 2 (vomiting blood)', () => {
  it.each(ARABIC_BLOOD_VOMITED)('[%s] %s', (lang, text) => {
    expect(present(text, lang).has('vomiting_blood')).toBe(true);
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
  });
});

describe('Arabic: a fall with a bent limb → urgency ≤ 2', () => {
  it.each(ARABIC_FALL_BENT_LIMB)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
  });
});

describe('Arabic: coming back, going back to normal, signing, a problem: no vomiting, no fall', () => {
  it.each(ARABIC_NOT_VOMITING_NOR_FALL)('[%s] %s', (lang, text) => {
    const p = present(text, lang);
    expect(p.has('vomiting')).toBe(false);
    expect(p.has('injury')).toBe(false);
  });
});

// Chinese 没有呼吸困难 ('no difficulty breathing') denies a symptom; it is not 没有呼吸 ('not breathing').
const ZH_NO_BREATHING_DIFFICULTY: readonly Case[] = [
  ['zh', '孩子咳嗽，没有呼吸困难'],
  ['zh', '我没有呼吸困难，就是喉咙痛'],
  ['zh', '他不呼吸急促，精神也好'],
];

describe('Chinese: "no breathing difficulty" is no arrest and no emergency', () => {
  it.each(ZH_NO_BREATHING_DIFFICULTY)('[%s] %s', (lang, text) => {
    expect(present(text, lang).has('respiratory_arrest')).toBe(false);
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThan(2);
  });
});

// Bloating after a big meal (肚子胀, pet phool gaya, お腹が張る, 배가 빵빵해요) is bloating, not the
// visibly swollen belly of a bowel obstruction: NHS / NICE CKS dyspepsia — self-care at home.
const BLOATING_AFTER_A_MEAL: readonly Case[] = [
  ['zh', '晚饭吃太多了，肚子胀，打嗝'],
  ['zh', '喝完奶茶肚子胀胀的'],
  ['hi', 'chhole bhature ke baad pet phool gaya hai, dard nahi'],
  ['hi', 'शादी में ज़्यादा खा लिया, पेट फूला हुआ है'],
  ['ja', '焼肉を食べすぎてお腹が張る'],
  ['ko', '추석 음식을 많이 먹어서 배가 빵빵해요'],
  ['en', 'I ate too much at dinner and feel bloated'],
  ['es', 'comí demasiado y tengo muchos gases'],
  ['fr', 'j\'ai trop mangé, je suis ballonné'],
  ['de', 'ich habe zu viel gegessen und bin aufgebläht'],
];

// With no stool or wind, or a belly swollen like a balloon, it stays urgent (NICE CKS / NHS 111:
// possible bowel obstruction → urgency 2).
const OBSTRUCTION_SIGNS: readonly Case[] = [
  ['zh', '三天没大便也不放屁，肚子胀'],
  ['zh', '肚子胀得像气球一样，越来越大，还吐了'],
  ['hi', 'teen din se potty nahi hui, gas bhi nahi nikal rahi, pet phool gaya hai'],
  ['ja', '３日便もおならも出なくて、お腹が張っている'],
  ['ko', '사흘째 대변도 방귀도 안 나오고 배가 빵빵해요'],
  ['en', 'I have not passed wind for two days and my tummy is bloated'],
];

describe('bloating after a meal is no bowel obstruction → urgency ≥ 4', () => {
  it.each(BLOATING_AFTER_A_MEAL)('[%s] %s', (lang, text) => {
    expect(present(text, lang).has('distension')).toBe(false);
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThanOrEqual(4);
  });
});

describe('no stool or wind with a bloated belly, or a belly swelling like a balloon → urgency ≤ 2', () => {
  it.each(OBSTRUCTION_SIGNS)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
  });
});
