import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assessWithoutNet, present } from './support/protocol.ts';

/**
 * Self-care that stays self-care: the messages people write to a pharmacist (NHS Pharmacy First,
 * NICE CKS self-care) — long or short, for a child or a parent, asking what to buy, with the
 * reassuring facts a pharmacist would want, and often a word that looks alarming but is not. Each
 * reaches urgency 5 through `assessTranscript` and the red-flag floor (statistical net off, as the
 * other self-care tests), and each complaint touched has its look-alike in the other direction: the
 * same complaint with its red flag stays at its urgency.
 */
type Row = readonly [Language, string];
const urgencyOf = (lang: Language, text: string) => assessWithoutNet(text, lang).urgency;
const languages = (rows: readonly Row[]) => new Set(rows.map(([lang]) => lang)).size;

// ------------------------------------------------------------------ a chest sore from coughing

/**
 * NICE CKS cough (acute): a chest made sore by the coughing itself, with a cold, the fever denied and
 * no cardiac, embolic or distress feature, is the chest wall — self-care with the cough.
 */
const SORE_FROM_COUGHING: Row[] = [
  ['en', 'my chest is sore from coughing, had a cold for a week, no fever and breathing fine, getting better'],
  ['en', 'my ribs ache from all the coughing, no temperature, breathing ok, got a cold'],
  ['is', 'ég er með verk í brjóstinu af hóstanum, kvef, enginn hiti'],
  ['pl', 'klatka piersiowa boli mnie od kaszlu, przeziębienie, bez gorączki'],
  ['pl', 'od kaszlu bolą mnie żebra, katar, nie mam gorączki'],
  ['es', 'me duele el pecho de tanto toser, estoy resfriada, sin fiebre'],
  ['fr', "j'ai mal à la poitrine a force de tousser, rhume, pas de fievre"],
  ['de', 'die Brust tut weh vom vielen Husten, Erkältung, kein Fieber'],
  ['it', 'mi fa male il petto a forza di tossire, raffreddore, niente febbre'],
  ['pt', 'peito doendo de tanto tossir, resfriado, sem febre'],
  ['ru', 'грудь болит от кашля, простуда, температуры нет'],
  ['tr', 'öksürmekten göğsüm ağrıyor, soğuk algınlığı, ateşim yok'],
  ['zh', '感冒咳得胸口疼，不发烧'],
  ['ja', '風邪で咳のしすぎで胸が痛い、熱はない'],
  ['ko', '감기로 기침을 많이 해서 가슴이 아파요, 열은 없어요'],
  ['ar', 'صدري بيوجعني من الكحة، عندي زكام، ما في حرارة'],
  ['hi', 'khansi se seene me dard hai, zukam hai, bukhar nahi'],
  ['hi', 'खांसी की वजह से सीने में दर्द है, जुकाम है, बुखार नहीं'],
];

describe('a chest sore from the coughing, with a cold and no fever, is self-care (NICE CKS cough)', () => {
  it('is written in at least ten languages', () => expect(languages(SORE_FROM_COUGHING)).toBeGreaterThanOrEqual(10));
  it.each(SORE_FROM_COUGHING)('[%s] %s → 5', (lang, text) => {
    expect(present(text, lang)).toContain('cough_strain');
    expect(urgencyOf(lang, text)).toBe(5);
  });
});

describe('chest pain with a cough and a danger sign stays a same-day or emergency review', () => {
  it.each([
    ['en', 'chest sore from coughing, had a cold, fever of 39 and short of breath'],
    ['en', 'chest sore from coughing for a week, no fever, I am 72'],
    ['en', 'chest sore from coughing, cold, no fever, coughing up blood'],
    ['en', 'chest hurts when I cough, cold, no fever mentioned'],
    ['de', 'die Brust tut weh vom Husten, hohes Fieber und Atemnot'],
    ['es', 'me duele el pecho de tanto toser, tengo fiebre de 39'],
    ['ru', 'грудь болит от кашля, температура 39, тяжело дышать'],
    ['zh', '咳得胸口疼，发烧39度，喘不上气'],
    ['ar', 'صدري بيوجعني من الكحة وعندي حرارة عالية'],
  ] as const)('[%s] %s → 3 or more urgent', (lang, text) => {
    expect(urgencyOf(lang, text)).toBeLessThanOrEqual(3);
  });
  it('crushing chest pain with sweating after coughing stays an emergency', () => {
    expect(urgencyOf('en', 'crushing chest pain going down my left arm and sweating, sore from coughing, no fever')).toBeLessThanOrEqual(2);
  });
});

// ------------------------------------------------------------------ blood when blowing the nose

/**
 * NHS nosebleeds / NICE CKS epistaxis: a streak of blood when blowing the nose with a cold, or a
 * short nosebleed that stopped, is self-care — not blood on the toilet paper (rectal bleeding).
 */
const BLOWING_NOSE: Row[] = [
  ['en', 'bit of blood on the tissue when I blow my nose, it stopped straight away, had a cold'],
  ['en', 'my son gets blood in his snot when he blows his nose, has a cold, no fever, otherwise fine'],
  ['is', 'smá blóð þegar ég snýt mér, kvef, enginn hiti'],
  ['pl', 'trochę krwi przy wydmuchiwaniu nosa, mam katar, bez gorączki'],
  ['es', 'me sale un poco de sangre al sonarme la nariz, estoy resfriado, sin fiebre'],
  ['es', 'mocos con sangre, resfriado desde hace 4 dias, sin fiebre'],
  ['fr', 'un peu de sang en me mouchant, je suis enrhumé, pas de fievre'],
  ['de', 'etwas Blut beim Naseputzen, bin erkältet, kein Fieber'],
  ['it', 'un po di sangue quando mi soffio il naso, raffreddore, niente febbre'],
  ['pt', 'sai um pouco de sangue ao assoar o nariz, estou resfriada, sem febre'],
  ['pt', 'sangrou o nariz hoje de manhã, parou em 5 minutos'],
  ['ru', 'сопли с кровью при насморке, температуры нет'],
  ['tr', 'sümkürünce biraz kan geliyor, nezleyim, ateşim yok'],
  ['zh', '感冒了，擤鼻涕有点血，不发烧'],
  ['ja', '風邪で鼻をかむと少し血が出る、熱はない'],
  ['ko', '감기 걸렸는데 코를 풀면 피가 조금 나와요, 열은 없어요'],
  ['ar', 'نزف من انفي الصبح، وقف بعد ٥ دقايق'],
  ['hi', 'zukaam hai, naak saaf karte waqt thoda khoon aata hai, bukhar nahi'],
];

describe('blood when blowing the nose, or a nosebleed that stopped, is self-care (NHS nosebleeds)', () => {
  it('is written in at least ten languages', () => expect(languages(BLOWING_NOSE)).toBeGreaterThanOrEqual(10));
  it.each(BLOWING_NOSE)('[%s] %s → nosebleed, 5', (lang, text) => {
    const p = present(text, lang);
    expect(p).toContain('nosebleed');
    expect(p).not.toContain('blood_in_stool');
    expect(urgencyOf(lang, text)).toBe(5);
  });
});

describe('a nosebleed with its red flag, and blood on the toilet paper, stay where they belong', () => {
  it.each([
    ['en', 'nosebleed for 25 minutes and it wont stop, i take warfarin'],
    ['de', 'Nasenbluten seit 30 Minuten, hört nicht auf, ich nehme Marcumar'],
    ['fr', 'saignement de nez depuis 30 minutes qui ne s arrete pas, je prends un anticoagulant'],
    ['es', 'me sangra la nariz desde hace 30 minutos y no para, tomo sintrom'],
  ] as const)('[%s] %s → 2 or more urgent (NICE CKS epistaxis)', (lang, text) => {
    expect(urgencyOf(lang, text)).toBeLessThanOrEqual(2);
  });
  it.each([
    ['en', 'bit of blood on the toilet paper after a poo'],
    ['en', 'blood on the tissue when I wipe'],
  ] as const)('[%s] %s → rectal bleeding, not a nosebleed', (lang, text) => {
    const p = present(text, lang);
    expect(p).toContain('blood_in_stool');
    expect(p).not.toContain('nosebleed');
    expect(urgencyOf(lang, text)).toBeLessThanOrEqual(4);
  });
  it('coughing up blood is not a nosebleed', () => {
    expect(present('coughing up blood with my cold', 'en')).not.toContain('nosebleed');
    expect(urgencyOf('en', 'coughing up blood with my cold')).toBeLessThanOrEqual(3);
  });
});

// ------------------------------------------------------------------ Arabic written without hamza

/**
 * People type Arabic without the hamza seat (الم for ألم, اصابع for أصابع, انفي for أنفي): the
 * alef forms fold like any diacritic, in the text and the terms alike.
 */
describe('Arabic written without the hamza reads as with it', () => {
  it.each([
    ['الم الدورة زي كل مرة، شو اخذ', 'period_pain'],
    ['فطريات بين اصابع رجلي، بتحكني', 'fungal_foot'],
    ['الم في بطني من امبارح', 'abdominal_pain'],
  ] as const)('%s → %s', (text, concept) => {
    expect(present(text, 'ar')).toContain(concept);
  });
  it.each(['الم الدورة زي كل مرة، شو اخذ', 'فطريات بين اصابع رجلي، بتحكني'])('%s → 5', (text) => {
    expect(urgencyOf('ar', text)).toBe(5);
  });
  it('a sudden worst headache written without hamza stays an emergency', () => {
    expect(urgencyOf('ar', 'اسوا صداع في حياتي فجأة مع استفراغ')).toBeLessThanOrEqual(2);
  });
});

// ------------------------------------------------------------------ Japanese 熱はなく

describe('Japanese "熱はなく" / "熱もなく" deny the fever', () => {
  it.each(['風邪のあと一週間咳が続いています、熱はなく、呼吸も普通です', '熱もなく元気です、鼻水だけ'])('%s → 5', (text) => {
    expect(urgencyOf('ja', text)).toBe(5);
  });
  it('a fever stated stays a fever', () => {
    expect(present('熱が39度あって、咳もひどい', 'ja')).toContain('fever');
  });
});

// ------------------------------------------------------------------ a sticky eye

/**
 * NICE CKS conjunctivitis (infective): an adult's or older child's sticky eye, lashes stuck or crusted
 * in the morning, not painful, vision normal, no contact lenses → self-care (pharmacy) even when the
 * redness is not mentioned. A sticky eye in the first 28 days, with pain, blurred vision or contact
 * lenses stays a same-day review.
 */
const STICKY_EYE: Row[] = [
  ['en', 'woke up with a sticky eye, crusty lashes, not painful and my vision is fine'],
  ['is', 'augað er klístrað á morgnana, ekki sárt, sé vel'],
  ['pl', 'oko mi się skleja rano, ropa na rzęsach, nie boli, widzę dobrze'],
  ['es', 'tengo el ojo pegado con legañas por la mañana, no me duele, veo bien'],
  ['fr', 'j\'ai l\'oeil collé le matin avec des croutes, pas de douleur, je vois bien'],
  ['de', 'Auge morgens verklebt, verkrustete Wimpern, tut nicht weh, sehe normal'],
  ['it', 'ho l\'occhio appiccicoso la mattina con cispe, non fa male, vedo bene'],
  ['pt', 'olho grudado de manhã com remela, não dói, enxergo bem'],
  ['ru', 'глаз слипается по утрам, гной на ресницах, не болит, вижу нормально'],
  ['tr', 'sabahlari gozum yapisik, capak var, agrimiyor, gormem normal'],
  ['zh', '早上眼睛被眼屎糊住了，不疼，看东西正常'],
  ['ja', '朝、目やにで目がくっついている、痛くない、見え方は普通'],
  ['ko', '아침에 눈곱이 껴서 눈이 붙어요, 아프지 않고 잘 보여요'],
  ['ar', 'عيني بتلزق الصبح من العماص، ما بتوجعني وبشوف منيح'],
  ['hi', 'subah aankh chipak jaati hai, keechad aata hai, dard nahi, dikh theek raha hai'],
];

describe('a sticky eye, not painful, vision normal, is conjunctivitis for the pharmacy (NICE CKS)', () => {
  it('is written in at least ten languages', () => expect(languages(STICKY_EYE)).toBeGreaterThanOrEqual(10));
  it.each(STICKY_EYE)('[%s] %s → H10.9, 5', (lang, text) => {
    expect(present(text, lang)).toContain('sticky_eye');
    const a = assessWithoutNet(text, lang);
    expect(a.urgency).toBe(5);
    expect(a.diagnosisData.differentialDiagnoses[0]?.icd10Code).toBe('H10.9');
  });
});

describe('a sticky eye that is not for the pharmacy, and stickiness that is not an eye', () => {
  it.each([
    ['en', 'my 2 week old baby has a sticky eye'],
    ['de', 'unser Baby ist 10 Tage alt und hat ein verklebtes Auge'],
    ['en', 'sticky eye and I wear contact lenses'],
    ['en', 'sticky eye, really painful and my vision is blurred'],
    ['es', 'tengo el ojo pegado con legañas, me duele mucho y veo borroso'],
    ['fr', "oeil collé, je porte des lentilles de contact"],
  ] as const)('[%s] %s → 3 or more urgent (NICE CKS conjunctivitis, red eye)', (lang, text) => {
    expect(urgencyOf(lang, text)).toBeLessThanOrEqual(3);
  });
  it('a baby of an age not told with a sticky eye sees the GP', () => {
    expect(urgencyOf('en', 'my baby has a sticky eye')).toBeLessThanOrEqual(4);
  });
  it.each([
    ['en', 'my poo has been black and sticky like tar'],
    ['en', 'my kid has impetigo round his nose, honey coloured crusts'],
    ['en', 'my eczema is weeping and crusty'],
  ] as const)('[%s] %s → no sticky eye', (lang, text) => {
    expect(present(text, lang)).not.toContain('sticky_eye');
  });
  it('black tarry stool stays an emergency', () => {
    expect(urgencyOf('en', 'my poo has been black and sticky like tar')).toBeLessThanOrEqual(2);
  });
});

// ------------------------------------------------------------------ swelling after a sprain

/**
 * NICE CKS sprains and strains: a twisted ankle, a bit swollen, walking on it → self-care (RICE).
 * "Swollen" was read in English, Icelandic and Polish only; the local swelling words now read in
 * every language, so a sprained foot is no longer a swollen leg (heart failure) in Hindi. Unable to
 * bear weight stays the Ottawa ankle rule (X-ray, same day); a swollen calf after a flight a DVT.
 */
const SPRAIN: Row[] = [
  ['en', 'twisted my ankle playing football, a bit swollen but I can walk on it'],
  ['is', 'ég sneri mig á ökkla, smá bólginn en get gengið'],
  ['pl', 'skręciłem kostkę, trochę spuchnięta, ale mogę chodzić'],
  ['es', 'me torcí el tobillo ayer, algo hinchado pero puedo caminar'],
  ['fr', 'je me suis tordu la cheville, un peu gonflée mais je marche dessus'],
  ['de', 'Knöchel umgeknickt, etwas geschwollen, kann aber laufen'],
  ['it', 'ho preso una storta alla caviglia, un po gonfia ma cammino'],
  ['pt', 'torci o tornozelo, meio inchado mas consigo andar'],
  ['ru', 'подвернула ногу, немного опухла, но хожу нормально'],
  ['tr', 'ayagim burkuldu, biraz sisti ama yuruyebiliyorum'],
  ['zh', '崴脚了，有点肿，但能走路'],
  ['ja', '足首をひねった、少し腫れているけど歩ける'],
  ['ko', '발목을 삐었어요, 조금 부었지만 걸을 수 있어요'],
  ['ar', 'لويت كاحلي، شوية متورم بس بقدر امشي'],
  ['hi', 'pair mud gaya, thoda sujan hai par chal pa raha hu'],
];

describe('a twisted ankle, a bit swollen, walking on it, is self-care (NICE CKS sprains)', () => {
  it('is written in at least ten languages', () => expect(languages(SPRAIN)).toBeGreaterThanOrEqual(10));
  it.each(SPRAIN)('[%s] %s → swelling, 5', (lang, text) => {
    expect(present(text, lang)).toContain('swelling_local');
    expect(urgencyOf(lang, text)).toBe(5);
  });
});

describe('a swelling with its danger sign stays where it belongs', () => {
  it.each([
    ['en', 'twisted my ankle, swollen and I cannot put any weight on it at all'],
    ['en', 'twisted my ankle and cannot weight bear'],
    ['de', 'Knöchel umgeknickt, stark geschwollen, kann gar nicht auftreten'],
    ['es', 'me torcí el tobillo, muy hinchado y no puedo apoyar el pie'],
    ['fr', 'je me suis tordu la cheville, très gonflée, je ne peux pas poser le pied'],
    ['zh', '崴脚了，肿得很厉害，完全不能走路'],
  ] as const)('[%s] %s → 3 or more urgent (Ottawa ankle rules)', (lang, text) => {
    expect(urgencyOf(lang, text)).toBeLessThanOrEqual(3);
  });
  it.each([
    ['en', 'my calf is swollen and painful after a long flight'],
    ['de', 'meine Wade ist geschwollen und tut weh nach dem langen Flug'],
    ['es', 'tengo la pantorrilla hinchada y dolorosa después de un vuelo largo'],
    ['ko', '장거리 비행 후에 종아리가 부었고 아파요'],
  ] as const)('[%s] %s → 2 (NICE NG158 DVT)', (lang, text) => {
    expect(urgencyOf(lang, text)).toBeLessThanOrEqual(2);
  });
  it.each([
    ['en', 'toothache and my face is swollen'],
    ['es', 'dolor de muelas y tengo la cara hinchada'],
    ['fr', 'mal aux dents et la joue gonflée'],
    ['de', 'Zahnschmerzen und die Backe ist geschwollen'],
  ] as const)('[%s] %s → 3 (NICE CKS dental abscess)', (lang, text) => {
    expect(urgencyOf(lang, text)).toBeLessThanOrEqual(3);
  });
  it.each([
    ['tr', 'biraz şişmanım, kilo vermek istiyorum'],
    ['zh', '医生说是肿瘤吗，我很担心'],
  ] as const)('[%s] %s → no local swelling (şişman is fat, 肿瘤 a tumour)', (lang, text) => {
    expect(present(text, lang)).not.toContain('swelling_local');
  });
});

// ------------------------------------------------------------------ a few nights of poor sleep

/** NICE CKS insomnia: a few nights of poor sleep with stress → self-care, sleep hygiene. */
const POOR_SLEEP: Row[] = [
  ['en', 'can\'t get to sleep the last few nights, worried about exams, anything I can buy'],
  ['is', 'ég hef sofið illa síðustu nætur, stress í vinnunni'],
  ['pl', 'od kilku nocy nie mogę zasnąć, stres w pracy, co kupić bez recepty'],
  ['es', 'no consigo dormir desde hace unas noches, estrés del trabajo, algo natural?'],
  ['fr', 'j\'ai du mal à m\'endormir depuis quelques nuits, stress au boulot'],
  ['de', 'kann seit ein paar Nächten nicht schlafen, Stress bei der Arbeit'],
  ['it', 'non riesco a dormire da qualche notte, stress al lavoro'],
  ['pt', 'não tô conseguindo dormir faz umas noites, estresse no trabalho'],
  ['ru', 'несколько ночей не могу заснуть, стресс на работе'],
  ['tr', 'birkaç gecedir uyuyamıyorum, iş stresi'],
  ['zh', '这几天晚上睡不好，工作压力大'],
  ['ja', 'ここ数日寝つけない、仕事のストレス'],
  ['ko', '며칠째 잠이 안 와요, 회사 스트레스 때문에'],
  ['ar', 'ما بقدر نام من كم ليلة، ضغط شغل'],
  ['hi', 'kuch raaton se neend nahi aa rahi, kaam ka tension'],
];

describe('a few nights of poor sleep with stress is self-care (NICE CKS insomnia)', () => {
  it('is written in at least ten languages', () => expect(languages(POOR_SLEEP)).toBeGreaterThanOrEqual(10));
  it.each(POOR_SLEEP)('[%s] %s → insomnia, 5', (lang, text) => {
    expect(present(text, lang)).toContain('insomnia');
    expect(urgencyOf(lang, text)).toBe(5);
  });
  it.each([
    ['en', "can't sleep, I keep thinking about ending my life"],
    ['de', 'kann nicht schlafen, denke daran mir das Leben zu nehmen'],
    ['es', 'no puedo dormir y pienso en quitarme la vida'],
    ['en', "can't sleep because I get breathless when I lie flat, ankles swollen"],
  ] as const)('[%s] %s → 2 or more urgent', (lang, text) => {
    expect(urgencyOf(lang, text)).toBeLessThanOrEqual(2);
  });
  it('French "du mal à m\'endormir" (trouble getting to sleep) is not drowning', () => {
    expect(present("j'ai du mal à m'endormir depuis quelques nuits", 'fr')).not.toContain('drowning');
  });
});

// ------------------------------------------------------------------ a stye and other everyday words

describe('a stye is a lump on the eyelid, not a new lump for the GP (NICE CKS stye)', () => {
  it.each([
    ['en', 'got a stye on my lower eyelid, little red lump, eye itself is fine'],
    ['de', 'Gerstenkorn am Augenlid, kleiner roter Knubbel, Auge sonst ok'],
    ['es', 'tengo un orzuelo en el párpado, un bultito rojo, el ojo bien'],
    ['fr', "un orgelet sur la paupière, une petite boule rouge, l'oeil va bien"],
    ['ru', 'ячмень на веке, маленькая красная шишка, глаз в порядке'],
    ['hi', 'aankh ki palak par gudheri ho gayi hai'],
  ] as const)('[%s] %s → 5', (lang, text) => {
    expect(urgencyOf(lang, text)).toBe(5);
  });
  it('a lump in the neck for three weeks still sees the GP', () => {
    expect(urgencyOf('en', 'lump in my neck for 3 weeks')).toBeLessThanOrEqual(4);
  });
  it('a swollen red eyelid with a fever stays periorbital cellulitis', () => {
    expect(urgencyOf('en', 'swollen red eyelid and a fever of 39')).toBeLessThanOrEqual(2);
  });
});

describe('everyday words of self-care complaints that were not read', () => {
  it.each([
    ['es', 'mi bebe tiene el culito rozado del pañal, 9 meses, por lo demas contento', 'nappy_rash'],
    ['it', 'soffro il mal d auto, cosa posso prendere per il viaggio', 'motion_sickness'],
    ['pl', 'ból krzyża po przenoszeniu mebli, bez drętwienia, powoli przechodzi', 'back_pain'],
    ['hi', 'पैरों की उंगलियों के बीच फंगल इन्फेक्शन, खुजली', 'fungal_foot'],
    ['hi', 'periods me dard hai hamesha ki tarah, kya lu', 'period_pain'],
  ] as const)('[%s] %s → %s, 5', (lang, text, concept) => {
    expect(present(text, lang)).toContain(concept);
    expect(urgencyOf(lang, text)).toBe(5);
  });
});

// ------------------------------------------------------------------ a red eye in a contact lens wearer

/**
 * NICE CKS red eye: a red or sticky eye in a contact lens wearer may be microbial keratitis — same-day
 * assessment, never the pharmacy. "Contact lens" was read in English, Icelandic and Polish only.
 */
const LENS_RED_EYE: Row[] = [
  ['es', 'tengo el ojo rojo y llevo lentillas'],
  ['fr', 'j\'ai l\'oeil rouge, je porte des lentilles'],
  ['de', 'rotes Auge, ich trage Kontaktlinsen'],
  ['it', 'ho l\'occhio rosso e porto le lenti a contatto'],
  ['pt', 'olho vermelho, uso lente de contato'],
  ['ru', 'покраснел глаз, ношу контактные линзы'],
  ['tr', 'gözüm kırmızı, lens kullanıyorum'],
  ['zh', '眼睛红，我戴隐形眼镜'],
  ['ja', '目が赤い、コンタクトをしています'],
  ['ko', '눈이 빨개요, 콘택트렌즈 껴요'],
  ['ar', 'عيني حمرا وبلبس عدسات لاصقة'],
  ['hi', 'aankh laal hai, main contact lens pehenta hoon'],
];

describe('a red eye in a contact lens wearer is a same-day review in every language (NICE CKS red eye)', () => {
  it('is written in at least ten languages', () => expect(languages(LENS_RED_EYE)).toBeGreaterThanOrEqual(10));
  it.each(LENS_RED_EYE)('[%s] %s → 3', (lang, text) => {
    expect(present(text, lang)).toContain('contact_lens');
    expect(urgencyOf(lang, text)).toBeLessThanOrEqual(3);
  });
  it.each([
    ['fr', "j'ai mangé des lentilles hier soir, un peu de ballonnements"],
    ['ru', 'у меня новые очки, линзы для близи'],
  ] as const)('[%s] %s → no contact lens (lentils, spectacle lenses)', (lang, text) => {
    expect(present(text, lang)).not.toContain('contact_lens');
  });
});

// ------------------------------------------------------------------ a fungal nail

/**
 * NICE CKS fungal nail infection: a thick, yellow nail is for the pharmacy (amorolfine) or no
 * treatment; with diabetes, a weakened immune system or a red, swollen, infected nail fold → GP.
 * The complaint had no concept: every such message went unread to the GP.
 */
const FUNGAL_NAIL: Row[] = [
  ['en', 'I\'ve got a fungal nail on my big toe, it\'s yellow and thick, can I get something from the pharmacy'],
  ['de', 'Nagelpilz am großen Zeh, gelb und dick, was gibt es in der Apotheke'],
  ['es', 'tengo hongos en la uña del pie, amarilla y gruesa'],
  ['it', 'ho un\'unghia del piede con il fungo, gialla e spessa'],
  ['pt', 'micose na unha do pé, amarela e grossa'],
  ['pl', 'grzybica paznokcia u stopy, żółty i gruby'],
  ['ru', 'грибок ногтя на большом пальце ноги, желтый и толстый'],
  ['tr', 'ayak tırnağımda mantar var, sarı ve kalın'],
  ['zh', '脚指甲有灰指甲，黄黄的很厚'],
  ['ja', '足の爪が水虫で黄色く厚くなっている'],
  ['ko', '발톱 무좀이 있어요, 노랗고 두꺼워요'],
  ['ar', 'عندي فطريات في ظفر رجلي، اصفر وسميك'],
  ['hi', 'पैर के नाखून में फंगस है, पीला और मोटा'],
  ['is', 'sveppur í tánögl, gul og þykk'],
];

describe('a fungal nail is read in every language and is self-care (NICE CKS fungal nail infection)', () => {
  it('is written in at least ten languages', () => expect(languages(FUNGAL_NAIL)).toBeGreaterThanOrEqual(10));
  it.each(FUNGAL_NAIL)('[%s] %s → B35.1, 5', (lang, text) => {
    expect(present(text, lang)).toContain('fungal_nail');
    const a = assessWithoutNet(text, lang);
    expect(a.urgency).toBe(5);
    expect(a.diagnosisData.differentialDiagnoses[0]?.icd10Code).toBe('B35.1');
  });
  it.each([
    ['en', "fungal nail on my big toe and I'm diabetic"],
    ['de', 'Nagelpilz am Zeh, ich habe Diabetes'],
    ['en', 'fungal nail, the skin around it is red, swollen and full of pus'],
  ] as const)('[%s] %s → GP or sooner', (lang, text) => {
    expect(urgencyOf(lang, text)).toBeLessThanOrEqual(4);
  });
  it('a nail torn off in an accident is not a fungal nail', () => {
    expect(present('my toenail got ripped off when I dropped a weight on it', 'en')).not.toContain('fungal_nail');
  });
});

// ------------------------------------------------------------------ reassurances read as the denial

describe('the reassuring answer to the danger question is read as the denial', () => {
  it.each([
    ['pl', 'mój mąż ma ból głowy od 2 dni, dużo pracy, sztywności karku brak, gorączki brak, paracetamol trochę pomaga'],
    ['ar', 'زوجي عنده صداع من يومين، شغل كتير، رقبته مش متصلبة، ما عنده حرارة، البنادول بيريحه شوي'],
    ['ar', 'صداع من امبارح، رقبتي مو متصلبة وما في حرارة'],
    ['pl', 'skaleczyłam się nożem w palec, już nie krwawi, jaki plaster'],
    ['ru', 'порезала палец ножом, уже не кровит, какой пластырь'],
    ['tr', 'bıçakla parmağımı kestim, artık kanamıyor, hangi yara bandı'],
  ] as const)('[%s] %s → 5', (lang, text) => {
    expect(urgencyOf(lang, text)).toBe(5);
  });
  it.each([
    ['pl', 'ból głowy, sztywny kark i gorączka 39'],
    ['ar', 'صداع شديد ورقبته متصلبة وحرارة'],
    ['ar', 'امي مش قادرة تحكي وجهها مايل'],
    ['ar', 'مش قادر اتنفس'],
  ] as const)('[%s] %s → an emergency still (NICE NG240, stroke, breathing)', (lang, text) => {
    expect(urgencyOf(lang, text)).toBeLessThanOrEqual(1);
  });
  it('Polish "brak" closing a clause denies; "brak apetytu" in a list is not a denial of the headache', () => {
    expect(present('ból głowy brak apetytu', 'pl')).toContain('headache');
    expect(present('gorączki brak, ból gardła', 'pl')).not.toContain('fever');
  });
});

describe('an insect bite is not an animal bite', () => {
  it.each([
    ['en', "my 2 year old has been bitten by something in the garden, a few red itchy bumps on her legs, no swelling of her face, she's running around fine"],
    ['is', 'dóttir mín var bitin af mýflugum, rauð kláðabólur á fótunum'],
  ] as const)('[%s] %s → sting or bite, 5', (lang, text) => {
    expect(present(text, lang)).not.toContain('animal_bite');
    expect(urgencyOf(lang, text)).toBe(5);
  });
  it.each([
    ['is', 'hann var bitinn af hundi í höndina'],
    ['en', 'bitten by a dog on my hand'],
  ] as const)('[%s] %s → animal bite, 2 (NICE CKS bites)', (lang, text) => {
    expect(present(text, lang)).toContain('animal_bite');
    expect(urgencyOf(lang, text)).toBeLessThanOrEqual(2);
  });
});

// ------------------------------------------------------------------ the development set

/**
 * The development set of this work: messages to a pharmacist for the self-limiting complaints of NHS
 * Pharmacy First and NICE CKS self-care, in all 15 languages (a development figure, not a measure).
 * Every one is at self-care; the one left open is listed below it.
 */
const PHARMACY_DEV: Row[] = [
  ['en', 'blocked nose and sneezing for 3 days, no fever, what can i buy for it'],
  ['en', 'sore throat since yesterday, no temperature, eating and drinking fine, can I get some lozenges'],
  ['en', 'my chest is sore from coughing, had a cold for a week, no fever and breathing fine, getting better'],
  ['en', 'hay fever is awful this year, itchy eyes and runny nose, what antihistamine is best'],
  ['en', 'bit of blood on the tissue when I blow my nose, it stopped straight away, had a cold'],
  ['en', 'my baby is teething, 8 months, dribbling loads and chewing everything, no fever, feeding fine'],
  ['en', 'got a verruca on the bottom of my foot, what can i buy to get rid of it'],
  ['en', 'headache since this afternoon, been staring at the screen all day, paracetamol usually sorts it'],
  ['en', 'hangover from hell, headache and feel sick, what should i take'],
  ['en', 'my son has threadworms, itchy bum at night, can i get the treatment for the whole family'],
  ['en', 'heartburn after big meals for a couple of weeks, gaviscon helps'],
  ['is', 'stíflað nef og hnerri í 3 daga, enginn hiti, hvað get ég keypt'],
  ['is', 'hálsbólga síðan í gær, enginn hiti, borða og drekk vel'],
  ['is', 'barnið mitt er að taka tennur, 7 mánaða, slefar mikið, enginn hiti'],
  ['is', 'ég er með frunsu á vörinni aftur, fæ hana oft'],
  ['is', 'fótsveppur milli tánna, klæjar, hvað er best að kaupa'],
  ['is', 'flasa í hárinu, hvaða sjampó er gott'],
  ['is', 'brjóstsviði eftir mat, magnýl ekki, en samarin hjálpar'],
  ['is', 'ég sneri mig á ökkla, get gengið á honum, smá bólginn'],
  ['is', 'hægðatregða í nokkra daga, annars hress'],
  ['is', 'túrverkir eins og alltaf, hvað get ég tekið'],
  ['pl', 'katar i zatkany nos od 3 dni, bez gorączki, co mogę kupić w aptece'],
  ['pl', 'boli mnie gardło od wczoraj, nie mam gorączki, jem i piję normalnie'],
  ['pl', 'kaszel od tygodnia po przeziębieniu, bez gorączki, oddycham normalnie, już lepiej'],
  ['pl', 'zgaga po jedzeniu, co polecacie'],
  ['pl', 'zaparcie od kilku dni, co mogę wziąć'],
  ['pl', 'ząbkowanie, synek 8 miesięcy, ślini się, bez gorączki'],
  ['pl', 'odparzenia na pupie u dziecka, pieluszkowe zapalenie skóry, co kupić'],
  ['pl', 'grzybica stóp, swędzi między palcami'],
  ['pl', 'afta w buzi, boli przy jedzeniu'],
  ['pl', 'bolesne miesiączki jak zwykle, jaki lek przeciwbólowy'],
  ['pl', 'pogryzły mnie komary, bąble swędzą'],
  ['es', 'tengo la nariz tapada y mocos desde hace 3 dias, sin fiebre, que puedo comprar en la farmacia'],
  ['es', 'me duele la garganta desde ayer, no tengo fiebre, como y bebo bien'],
  ['es', 'tengo tos desde hace una semana por un resfriado, sin fiebre, respiro bien'],
  ['es', 'alergia primaveral, me pican los ojos y estornudo mucho, que antihistaminico'],
  ['es', 'ardor de estomago despues de comer, el almax me va bien'],
  ['es', 'estreñimiento desde hace unos dias, por lo demas bien'],
  ['es', 'a mi hija le han salido piojos otra vez, que champu compro'],
  ['es', 'me quemé con el sol en la playa, la piel roja y me escuece'],
  ['es', 'tengo una verruga en el dedo, que puedo comprar'],
  ['es', 'dolor de regla como siempre, que me tomo'],
  ['es', 'una llaga en la boca que me molesta al comer'],
  ['fr', 'j\'ai le nez bouché et je me mouche sans arrêt depuis 3 jours, pas de fievre, qu\'est ce que je peux prendre'],
  ['fr', 'mal a la gorge depuis hier, pas de fievre, je mange et bois normalement'],
  ['fr', 'je tousse depuis une semaine apres un rhume, pas de fievre, je respire bien'],
  ['fr', 'rhume des foins, les yeux qui grattent et le nez qui coule'],
  ['fr', 'brulures d\'estomac apres les repas, le gaviscon me soulage'],
  ['fr', 'mon bebe fait ses dents, 9 mois, il bave beaucoup, pas de fievre'],
  ['fr', 'mon fils a des oxyures, ca le gratte la nuit'],
  ['fr', 'une petite brulure au doigt avec la casserole, petite cloque'],
  ['fr', 'mal de tete depuis ce matin, fatigué, le doliprane marche d\'habitude'],
  ['fr', 'je dors mal depuis quelques nuits, stress au boulot, quelque chose de naturel?'],
  ['fr', 'aphte dans la bouche qui fait mal'],
  ['de', 'verstopfte Nase und Schnupfen seit 3 Tagen, kein Fieber, was kann ich in der Apotheke kaufen'],
  ['de', 'Halsschmerzen seit gestern, kein Fieber, esse und trinke normal'],
  ['de', 'Husten seit einer Woche nach Erkältung, kein Fieber, Atmung normal, wird besser'],
  ['de', 'Heuschnupfen, juckende Augen und Niesen, welches Antihistaminikum'],
  ['de', 'Sodbrennen nach dem Essen, Rennie hilft'],
  ['de', 'Verstopfung seit ein paar Tagen, sonst gehts mir gut'],
  ['de', 'mein Baby zahnt, 7 Monate, sabbert viel, kein Fieber'],
  ['de', 'Fußpilz zwischen den Zehen, juckt'],
  ['de', 'Sonnenbrand vom Wochenende, Haut rot und spannt'],
  ['de', 'Kater nach der Party gestern, Kopfschmerzen und übel'],
  ['de', 'Lippenherpes schon wieder, was hilft'],
  ['it', 'naso chiuso e raffreddore da 3 giorni, niente febbre, cosa posso prendere in farmacia'],
  ['it', 'mal di gola da ieri, niente febbre, mangio e bevo normalmente'],
  ['it', 'tosse da una settimana dopo il raffreddore, senza febbre, respiro bene'],
  ['it', 'allergia ai pollini, occhi che prudono e starnuti'],
  ['it', 'bruciore di stomaco dopo mangiato, il maalox mi aiuta'],
  ['it', 'stitichezza da qualche giorno, per il resto sto bene'],
  ['it', 'mio figlio ha i vermi, prurito al sederino la notte, ossiuri'],
  ['it', 'mi sono scottata col sole, pelle rossa'],
  ['it', 'dolori mestruali come sempre, cosa prendo'],
  ['it', 'afta in bocca, fa male quando mangio'],
  ['it', 'forfora, che shampoo mi consigliate'],
  ['pt', 'nariz entupido e coriza faz 3 dias, sem febre, o que posso comprar na farmacia'],
  ['pt', 'dor de garganta desde ontem, sem febre, comendo e bebendo normal'],
  ['pt', 'tosse faz uma semana depois de um resfriado, sem febre, respirando bem'],
  ['pt', 'rinite alergica, olhos coçando e espirrando muito'],
  ['pt', 'azia depois de comer, o sal de fruta ajuda'],
  ['pt', 'prisão de ventre faz uns dias, fora isso estou bem'],
  ['pt', 'meu bebe ta nascendo os dentes, 8 meses, babando muito, sem febre'],
  ['pt', 'assadura no bumbum do bebe, o que passar'],
  ['pt', 'frieira no pé, coça entre os dedos'],
  ['pt', 'queimei o braço no sol, ta vermelho e ardendo'],
  ['pt', 'cólica menstrual como sempre, qual remedio'],
  ['ru', 'заложен нос и насморк 3 дня, температуры нет, что купить в аптеке'],
  ['ru', 'болит горло со вчера, температуры нет, ем и пью нормально'],
  ['ru', 'кашель неделю после простуды, без температуры, дышу нормально, уже лучше'],
  ['ru', 'аллергия на цветение, чешутся глаза и чихаю'],
  ['ru', 'изжога после еды, ренни помогает'],
  ['ru', 'запор несколько дней, в остальном все хорошо'],
  ['ru', 'у ребенка режутся зубки, 8 месяцев, слюни текут, температуры нет'],
  ['ru', 'грибок на ногах между пальцами, чешется'],
  ['ru', 'сгорела на солнце, кожа красная'],
  ['ru', 'болезненные месячные как обычно, что выпить'],
  ['ru', 'перхоть, какой шампунь посоветуете'],
  ['tr', 'burnum tikali ve akiyor 3 gundur, ates yok, eczaneden ne alabilirim'],
  ['tr', 'dunden beri bogazim agriyor, atesim yok, yiyip iciyorum'],
  ['tr', 'bir haftadir oksuruyorum soguk alginligindan sonra, ates yok, nefesim normal'],
  ['tr', 'bahar alerjisi, gozlerim kasiniyor ve hapsiriyorum'],
  ['tr', 'yemekten sonra mide yanmasi, rennie iyi geliyor'],
  ['tr', 'birkac gundur kabizim, onun disinda iyiyim'],
  ['tr', 'bebegim dis cikariyor, 8 aylik, cok salya akiyor, atesi yok'],
  ['tr', 'ayak mantari, parmak aralari kasiniyor'],
  ['tr', 'gunes yanigi, cildim kizardi'],
  ['tr', 'adet sancisi her zamanki gibi, ne icebilirim'],
  ['tr', 'agzimda aft var, yerken aciyor'],
  ['ar', 'عندي انسداد في الانف ورشح من ٣ ايام، ما في حرارة، شو ممكن اشتري من الصيدلية'],
  ['ar', 'عندي التهاب في الحلق من امبارح، ما عندي حرارة، باكل واشرب عادي'],
  ['ar', 'كحة من اسبوع بعد الزكام، بدون حرارة، بتنفس كويس'],
  ['ar', 'حساسية الربيع، عيوني بتحكني وبعطس كتير'],
  ['ar', 'حرقة في المعدة بعد الاكل'],
  ['ar', 'عندي امساك من كام يوم'],
  ['ar', 'ابني بيسنن، ٨ شهور، بيريل كتير، ما عنده حرارة'],
  ['ar', 'فطريات بين اصابع رجلي، بتحكني'],
  ['ar', 'حروق شمس من البحر، جلدي احمر'],
  ['ar', 'الم الدورة زي كل مرة، شو اخذ'],
  ['ar', 'عندي قشرة في الشعر'],
  ['hi', 'naak band hai aur zukaam 3 din se, bukhar nahi hai, kya dawai lu'],
  ['hi', 'kal se gala dard hai, bukhar nahi, khana peena theek hai'],
  ['hi', 'ek hafte se khansi hai sardi ke baad, bukhar nahi, saans theek hai'],
  ['hi', 'पेट में जलन खाने के बाद, एसिडिटी'],
  ['hi', 'कब्ज है कुछ दिनों से'],
  ['hi', 'बच्चे के दांत निकल रहे हैं, 8 महीने का, लार बहुत गिर रही है, बुखार नहीं'],
  ['hi', 'पैरों की उंगलियों के बीच फंगल इन्फेक्शन, खुजली'],
  ['hi', 'periods me dard hai hamesha ki tarah, kya lu'],
  ['hi', 'sir me rusi ho gayi hai, kaunsa shampoo'],
  ['hi', 'मुंह में छाले हो गए हैं'],
  ['hi', 'मुझे जुकाम और छींक आ रही है, बुखार नहीं है'],
  ['zh', '鼻塞流鼻涕三天了，没有发烧，药店可以买什么药'],
  ['zh', '嗓子疼从昨天开始，没发烧，吃喝都正常'],
  ['zh', '感冒后咳嗽一个星期了，不发烧，呼吸正常，好多了'],
  ['zh', '花粉过敏，眼睛痒，老打喷嚏'],
  ['zh', '吃完饭烧心反酸'],
  ['zh', '便秘好几天了，其他都还好'],
  ['zh', '宝宝八个月在长牙，流口水，不发烧'],
  ['zh', '脚气，脚趾缝很痒'],
  ['zh', '晒伤了，皮肤发红'],
  ['zh', '痛经，跟以前一样，吃什么药'],
  ['zh', '嘴里长了口腔溃疡，吃饭疼'],
  ['ja', '鼻づまりと鼻水が3日続いています、熱はありません、薬局で何を買えばいいですか'],
  ['ja', '昨日から喉が痛い、熱はない、食事も普通にとれています'],
  ['ja', '風邪のあと一週間咳が続いています、熱はなく、呼吸も普通です'],
  ['ja', '花粉症で目がかゆくてくしゃみが止まらない'],
  ['ja', '食後に胸焼けがします'],
  ['ja', '数日便秘です、他は元気です'],
  ['ja', '赤ちゃんの歯が生えてきてよだれがすごい、8ヶ月、熱はない'],
  ['ja', '水虫で足の指の間がかゆい'],
  ['ja', '日焼けして肌が赤くなった'],
  ['ja', '生理痛がいつも通りひどい、何を飲めばいい'],
  ['ja', '口内炎ができて食べると痛い'],
  ['ko', '코막힘이랑 콧물이 3일째예요, 열은 없어요, 약국에서 뭘 사면 될까요'],
  ['ko', '어제부터 목이 아파요, 열은 없고 잘 먹고 마셔요'],
  ['ko', '감기 후에 일주일째 기침해요, 열 없고 숨쉬는 건 괜찮아요'],
  ['ko', '꽃가루 알레르기 때문에 눈이 가렵고 재채기가 나요'],
  ['ko', '밥 먹고 나면 속쓰림이 있어요'],
  ['ko', '며칠째 변비예요, 다른 건 괜찮아요'],
  ['ko', '아기가 이가 나고 있어요, 8개월, 침을 많이 흘려요, 열은 없어요'],
  ['ko', '무좀이 있어서 발가락 사이가 가려워요'],
  ['ko', '햇볕에 타서 피부가 빨개졌어요'],
  ['ko', '생리통이 평소처럼 심해요, 뭐 먹으면 돼요'],
  ['ko', '입안에 구내염이 생겨서 먹을 때 아파요'],
  ['en', 'Hi, my 4 year old has chickenpox, spots all over his tummy and back, he\'s itchy but playing and eating normally, temp was 37.8 yesterday but fine today. What can I put on the spots?'],
  ['en', 'My mum (72) keeps getting chilblains on her toes every winter, red itchy and a bit swollen, no cuts, diabetic no. Is there a cream?'],
  ['en', 'twisted my ankle playing football yesterday, bit swollen and bruised but I can walk on it ok, should I just ice it?'],
  ['en', 'lower back pain after moving furniture at the weekend, no numbness, peeing normally, slowly easing, what painkiller is best'],
  ['en', 'woke up with a sticky eye, crusty lashes, it\'s not painful and my vision is fine, no contact lenses'],
  ['en', 'ears feel blocked, think it\'s wax, had it before, no pain or discharge, can I use olive oil drops'],
  ['en', 'my daughter has nappy rash, red bum, she is 10 months, otherwise happy and feeding well'],
  ['en', 'burnt my hand on the oven tray, small red patch smaller than a coin, no blister, ran it under cold water'],
  ['en', 'got a stye on my lower eyelid, little red lump, eye itself is fine'],
  ['en', 'cut my finger chopping onions, small cut, bleeding stopped after pressing, what plaster should i use'],
  ['en', 'can\'t sleep the last few nights, worried about exams, any sleep aid I can buy'],
  ['en', 'hives on my arms since this morning, itchy, no swelling of lips or tongue, breathing fine'],
  ['en', 'nosebleed this morning, lasted about 5 minutes and stopped when i pinched it, I am fine now'],
  ['en', 'my son always gets car sick on long journeys, we are driving to Scotland next week, what can he take'],
  ['is', 'strákurinn minn er með hlaupabólu, 5 ára, klæjar en leikur sér og borðar eðlilega'],
  ['is', 'ég er með frostbólgu á tánum, kláði og roði'],
  ['is', 'bakverkur eftir að hafa flutt húsgögn, enginn dofi, lagast hægt'],
  ['is', 'lítið brunasár á fingri eftir pönnuna, engin blaðra'],
  ['is', 'blóðnasir í morgun, hætti eftir 5 mínútur, líður vel'],
  ['is', 'ég get ekki sofið síðustu nætur, stress'],
  ['is', 'bleyjuútbrot hjá dóttur minni, 9 mánaða, annars hress'],
  ['is', 'vörtur á fingrinum, hvað get ég keypt'],
  ['pl', 'córka ma ospę, 4 lata, swędzi ją, ale bawi się i je normalnie'],
  ['pl', 'skręciłem kostkę, trochę spuchnięta, ale mogę chodzić'],
  ['pl', 'ból krzyża po przenoszeniu mebli, bez drętwienia, powoli przechodzi'],
  ['pl', 'oparzyłam się w palec o garnek, mały pęcherz'],
  ['pl', 'krew z nosa rano, przestała po 5 minutach, czuję się dobrze'],
  ['pl', 'jęczmień na powiece, oko w porządku'],
  ['pl', 'kurzajka na palcu, co kupić w aptece'],
  ['pl', 'od kilku nocy nie mogę spać, stres w pracy'],
  ['es', 'mi hijo de 5 años tiene varicela, le pica mucho pero juega y come bien, sin fiebre'],
  ['es', 'me torcí el tobillo ayer jugando al futbol, algo hinchado pero puedo caminar'],
  ['es', 'dolor de espalda baja después de mover muebles, sin hormigueo, va mejorando'],
  ['es', 'me sangró la nariz esta mañana, paró en 5 minutos, ya estoy bien'],
  ['es', 'tengo un orzuelo en el párpado, el ojo bien'],
  ['es', 'mi bebe tiene el culito rozado del pañal, 9 meses, por lo demas contento'],
  ['es', 'me mareo en el coche siempre, vamos de viaje, que puedo tomar'],
  ['es', 'resaca de anoche, dolor de cabeza y nauseas'],
  ['fr', 'ma fille de 3 ans a la varicelle, des boutons partout, elle joue et mange bien, pas de fievre'],
  ['fr', 'je me suis tordu la cheville, un peu gonflée mais je marche dessus'],
  ['fr', 'mal au dos apres avoir porté des cartons, pas de fourmillements, ça va mieux'],
  ['fr', 'saignement de nez ce matin, ça s\'est arrêté au bout de 5 minutes'],
  ['fr', 'un orgelet sur la paupière, l\'oeil va bien'],
  ['fr', 'mon bebe a les fesses rouges, erytheme fessier, sinon il va bien'],
  ['fr', 'des verrues plantaires, qu\'est ce que je peux acheter'],
  ['fr', 'gueule de bois, mal a la tete et nausée'],
  ['de', 'meine Tochter hat Windpocken, 4 Jahre, juckt, spielt und isst aber normal, kein Fieber'],
  ['de', 'Knöchel umgeknickt, etwas geschwollen, kann aber laufen'],
  ['de', 'Rückenschmerzen nach dem Umzug, kein Taubheitsgefühl, wird langsam besser'],
  ['de', 'Nasenbluten heute morgen, hörte nach 5 Minuten auf, geht mir gut'],
  ['de', 'Gerstenkorn am Augenlid, Auge sonst ok'],
  ['de', 'mein Baby hat einen wunden Po, Windeldermatitis, sonst fit'],
  ['de', 'Warze am Finger, was kann ich kaufen'],
  ['de', 'kann seit ein paar Nächten nicht schlafen, Stress'],
  ['it', 'mia figlia ha la varicella, 4 anni, prurito ma gioca e mangia, niente febbre'],
  ['it', 'ho preso una storta alla caviglia, un po gonfia ma cammino'],
  ['it', 'mal di schiena dopo aver spostato i mobili, niente formicolii, sta migliorando'],
  ['it', 'sangue dal naso stamattina, si è fermato dopo 5 minuti'],
  ['it', 'ho un orzaiolo sulla palpebra, l\'occhio sta bene'],
  ['it', 'il mio bimbo ha il sederino arrossato dal pannolino, per il resto sta bene'],
  ['it', 'soffro il mal d auto, cosa posso prendere per il viaggio'],
  ['it', 'dormo male da qualche notte, stress'],
  ['pt', 'meu filho está com catapora, 5 anos, coçando mas brincando e comendo, sem febre'],
  ['pt', 'torci o tornozelo, meio inchado mas consigo andar'],
  ['pt', 'dor nas costas depois de carregar peso, sem formigamento, melhorando'],
  ['pt', 'sangrou o nariz hoje de manhã, parou em 5 minutos'],
  ['pt', 'terçol na pálpebra, o olho tá bom'],
  ['pt', 'verruga no dedo, o que comprar'],
  ['pt', 'ressaca, dor de cabeça e enjoo'],
  ['pt', 'caspa no cabelo, qual shampoo'],
  ['ru', 'у сына ветрянка, 5 лет, чешется, но играет и ест, температуры нет'],
  ['ru', 'подвернула ногу, немного опухла, но хожу нормально'],
  ['ru', 'болит поясница после переезда, онемения нет, становится лучше'],
  ['ru', 'кровь из носа утром, остановилась через 5 минут'],
  ['ru', 'ячмень на веке, глаз в порядке'],
  ['ru', 'у малыша опрелости в паху от подгузника'],
  ['ru', 'бородавка на пальце, что купить'],
  ['ru', 'похмелье, болит голова и тошнит'],
  ['tr', 'oglumda su cicegi var, 5 yasinda, kasiniyor ama oynuyor ve yiyor, atesi yok'],
  ['tr', 'ayagim burkuldu, biraz sisti ama yuruyebiliyorum'],
  ['tr', 'esya tasidiktan sonra bel agrisi, uyusma yok, iyilesiyor'],
  ['tr', 'sabah burnum kanadi, 5 dakikada durdu'],
  ['tr', 'goz kapagimda arpacik cikti'],
  ['tr', 'bebegimde pisik var, poposu kizarmis'],
  ['tr', 'parmagimda sigil var, ne alabilirim'],
  ['tr', 'birkac gecedir uyuyamiyorum, stres'],
  ['ar', 'ابني عنده جدري الماء، ٥ سنين، بيحك بس بيلعب وبياكل عادي، ما عنده حرارة'],
  ['ar', 'لويت كاحلي، شوية منفوخ بس بقدر امشي'],
  ['ar', 'وجع ظهر بعد ما شلت اغراض تقيلة، ما في تنميل، عم يتحسن'],
  ['ar', 'نزف من انفي الصبح، وقف بعد ٥ دقايق'],
  ['ar', 'عندي شحاذ العين على الجفن'],
  ['ar', 'بنتي عندها تسلخات الحفاض'],
  ['ar', 'عندي ثؤلول في اصبعي'],
  ['ar', 'ما بقدر انام من كم ليلة، توتر'],
  ['hi', 'बेटे को चिकनपॉक्स है, 5 साल, खुजली है पर खेल रहा है और खा रहा है, बुखार नहीं'],
  ['hi', 'pair mud gaya, thoda sujan hai par chal pa raha hu'],
  ['hi', 'kamar dard hai saman uthane ke baad, sunnpan nahi, thik ho raha hai'],
  ['hi', 'subah naak se khoon aaya, 5 minute me ruk gaya'],
  ['hi', 'aankh ki palak par gudheri ho gayi hai'],
  ['hi', 'बच्चे को डायपर रैश है'],
  ['hi', 'ungli par massa ho gaya hai'],
  ['hi', 'kuch raaton se neend nahi aa rahi, tension hai'],
  ['zh', '孩子出水痘了，五岁，很痒，但能玩能吃，没发烧'],
  ['zh', '崴脚了，有点肿，但能走路'],
  ['zh', '搬家后腰疼，没有麻木，慢慢好转'],
  ['zh', '早上流鼻血，五分钟就止住了'],
  ['zh', '眼皮上长了麦粒肿'],
  ['zh', '宝宝红屁股，尿布疹'],
  ['zh', '手指上长了个瘊子'],
  ['zh', '这几天晚上睡不着，压力大'],
  ['ja', '子供が水ぼうそうになりました、5歳、かゆがっているけど遊んで食べています、熱はありません'],
  ['ja', '足首をひねった、少し腫れているけど歩ける'],
  ['ja', '引っ越しの後から腰痛、しびれはない、少しずつ良くなっている'],
  ['ja', '朝鼻血が出たけど5分で止まった'],
  ['ja', 'まぶたにものもらいができた'],
  ['ja', '赤ちゃんのおむつかぶれ'],
  ['ja', '指にいぼができた'],
  ['ja', 'ここ数日眠れない、ストレス'],
  ['ko', '아이가 수두에 걸렸어요, 5살, 가려워하지만 잘 놀고 잘 먹어요, 열은 없어요'],
  ['ko', '발목을 삐었어요, 조금 부었지만 걸을 수 있어요'],
  ['ko', '이사하고 허리가 아파요, 저림은 없고 점점 나아지고 있어요'],
  ['ko', '아침에 코피가 났는데 5분만에 멈췄어요'],
  ['ko', '눈꺼풀에 다래끼가 났어요'],
  ['ko', '아기 기저귀 발진이 있어요'],
  ['ko', '손가락에 사마귀가 생겼어요'],
  ['ko', '며칠째 잠을 못 자요, 스트레스 때문에'],
  ['en', 'Hi there, my husband has had a headache on and off for 2 days, he\'s been working late, no stiff neck, no rash, no sickness, paracetamol takes the edge off. Is there anything stronger he can buy?'],
  ['en', 'my 2 year old has been bitten by something in the garden, a few red itchy bumps on her legs, no swelling of her face, she\'s running around fine'],
  ['en', 'I keep getting mouth ulcers when I\'m stressed, got two at the moment, they hurt when I eat, had them loads of times before'],
  ['en', 'ive got itchy red patches on my elbows, eczema flared up again, i\'ve had it since i was a kid, which cream is good'],
  ['en', 'small cut on my thumb from a knife, cleaned it, bleeding stopped, just want to know what plaster'],
  ['en', 'mild diarrhoea since yesterday, drinking plenty of water, no blood, no fever, what can I take'],
  ['en', 'my teenage son has acne on his face and back, what\'s the best face wash to buy'],
  ['en', 'I\'ve got a fungal nail on my big toe, it\'s yellow and thick, can I get something from the pharmacy'],
  ['en', 'woke up with hives on my tummy and arms, really itchy, no swelling in my mouth, breathing fine, antihistamine?'],
  ['en', 'got stung by a wasp on my arm, its red and swollen around the sting, no trouble breathing'],
  ['fr', 'Bonjour, mon mari a mal à la tête depuis 2 jours, il travaille tard, pas de raideur de la nuque, pas de fièvre, le doliprane le soulage un peu'],
  ['fr', 'ma fille de 6 ans a des poux, j\'ai trouvé des lentes, quel shampoing acheter'],
  ['fr', 'j\'ai des boutons d\'acné sur le visage, quelle crème'],
  ['fr', 'petite coupure au doigt avec un couteau, ça a arrêté de saigner, quel pansement'],
  ['fr', 'j\'ai de l\'eczéma qui revient sur les bras, ça gratte, comme d\'habitude'],
  ['de', 'Hallo, mein Mann hat seit 2 Tagen Kopfschmerzen, viel Arbeit, kein steifer Nacken, kein Fieber, Paracetamol hilft etwas'],
  ['de', 'meine Tochter wurde von Mücken gestochen, rote juckende Quaddeln an den Beinen, sonst gehts ihr gut'],
  ['de', 'Nagelpilz am großen Zeh, gelb und dick, was gibt es in der Apotheke'],
  ['de', 'leichter Durchfall seit gestern, trinke viel, kein Blut, kein Fieber'],
  ['de', 'Schnittwunde am Finger vom Messer, blutet nicht mehr, welches Pflaster'],
  ['es', 'Hola, mi marido tiene dolor de cabeza desde hace 2 días, mucho trabajo, sin rigidez de nuca, sin fiebre, el paracetamol le alivia un poco'],
  ['es', 'me picaron los mosquitos, ronchas rojas que pican en las piernas'],
  ['es', 'tengo hongos en la uña del pie, amarilla y gruesa'],
  ['es', 'diarrea leve desde ayer, bebo mucha agua, sin sangre, sin fiebre'],
  ['es', 'mi hijo adolescente tiene acné en la cara, que jabón le compro'],
  ['it', 'ciao, mio marito ha mal di testa da 2 giorni, lavora tanto, niente rigidità al collo, niente febbre, la tachipirina lo aiuta'],
  ['it', 'mia figlia è stata punta dalle zanzare, pomfi rossi che prudono sulle gambe'],
  ['it', 'ho un\'unghia del piede con il fungo, gialla e spessa'],
  ['it', 'diarrea leggera da ieri, bevo tanto, niente sangue, niente febbre'],
  ['it', 'mi sono tagliato il dito col coltello, non sanguina più, che cerotto'],
  ['pt', 'oi, meu marido tá com dor de cabeça faz 2 dias, trabalhando muito, sem rigidez no pescoço, sem febre, o paracetamol alivia'],
  ['pt', 'minha filha foi picada por mosquito, bolinhas vermelhas que coçam nas pernas'],
  ['pt', 'micose na unha do pé, amarela e grossa'],
  ['pt', 'diarreia leve desde ontem, bebendo bastante água, sem sangue, sem febre'],
  ['pt', 'cortei o dedo com a faca, já parou de sangrar, qual curativo'],
  ['pl', 'mój mąż ma ból głowy od 2 dni, dużo pracy, sztywności karku brak, gorączki brak, paracetamol trochę pomaga'],
  ['pl', 'córkę pogryzły komary, czerwone swędzące bąble na nogach'],
  ['pl', 'grzybica paznokcia u stopy, żółty i gruby'],
  ['pl', 'lekka biegunka od wczoraj, piję dużo, bez krwi, bez gorączki'],
  ['pl', 'skaleczyłam się nożem w palec, już nie krwawi, jaki plaster'],
  ['ru', 'у мужа 2 дня болит голова, много работы, шея не болит, температуры нет, парацетамол немного помогает'],
  ['ru', 'дочку покусали комары, красные зудящие волдыри на ногах'],
  ['ru', 'грибок ногтя на большом пальце ноги, желтый и толстый'],
  ['ru', 'легкий понос со вчера, пью много воды, крови нет, температуры нет'],
  ['ru', 'порезала палец ножом, кровь уже остановилась, какой пластырь'],
  ['tr', 'kocamın 2 gündür başı ağrıyor, çok çalışıyor, ense sertliği yok, ateşi yok, parol biraz iyi geliyor'],
  ['tr', 'kızımı sivrisinek ısırdı, bacaklarında kaşıntılı kırmızı kabarıklar var'],
  ['tr', 'ayak tırnağımda mantar var, sarı ve kalın'],
  ['tr', 'dünden beri hafif ishal, bol su içiyorum, kan yok, ateş yok'],
  ['tr', 'bıçakla parmağımı kestim, kanama durdu, hangi yara bandı'],
  ['zh', '我老公头疼两天了，工作太累，脖子不僵硬，不发烧，吃了扑热息痛好一点'],
  ['zh', '女儿被蚊子咬了，腿上很多红色的痒包'],
  ['zh', '脚指甲有灰指甲，黄黄的很厚'],
  ['zh', '从昨天开始轻微拉肚子，喝很多水，没有血，不发烧'],
  ['zh', '切菜切到手指了，血已经止住了，用什么创可贴'],
  ['ja', '夫が2日前から頭痛、仕事が忙しい、首のこわばりはない、熱もない、カロナールで少し楽になる'],
  ['ja', '娘が蚊に刺されて、足に赤いかゆいぷつぷつがある'],
  ['ja', '足の爪が水虫で黄色く厚くなっている'],
  ['ja', '昨日から軽い下痢、水分はとっている、血は出ていない、熱はない'],
  ['ja', '包丁で指を切った、血は止まった、どの絆創膏がいい'],
  ['ko', '남편이 이틀째 두통이 있어요, 일이 많아서요, 목이 뻣뻣하지 않고 열도 없어요, 타이레놀 먹으면 좀 나아요'],
  ['ko', '딸이 모기에 물려서 다리에 빨갛고 가려운 자국이 있어요'],
  ['ko', '발톱 무좀이 있어요, 노랗고 두꺼워요'],
  ['ko', '어제부터 설사를 조금 해요, 물은 많이 마셔요, 피는 없고 열도 없어요'],
  ['ko', '칼에 손가락을 베였는데 피는 멈췄어요, 어떤 밴드가 좋아요'],
  ['ar', 'زوجي عنده صداع من يومين، شغل كتير، رقبته مش متصلبة، ما عنده حرارة، البنادول بيريحه شوي'],
  ['ar', 'بنتي قرصها البعوض، حبوب حمرا بتحك على رجليها'],
  ['ar', 'عندي فطريات في ظفر رجلي، اصفر وسميك'],
  ['ar', 'اسهال خفيف من امبارح، بشرب مي كتير، ما في دم، ما في حرارة'],
  ['ar', 'جرحت اصبعي بالسكينة، الدم وقف، اي لزقة احط'],
  ['hi', 'mere pati ko 2 din se sir dard hai, kaam zyada hai, gardan akdi nahi hai, bukhar nahi, paracetamol se thoda aaram'],
  ['hi', 'बेटी को मच्छरों ने काटा है, पैरों पर लाल खुजली वाले दाने'],
  ['hi', 'पैर के नाखून में फंगस है, पीला और मोटा'],
  ['hi', 'kal se halke dast ho rahe hain, paani khoob pee raha hoon, khoon nahi, bukhar nahi'],
  ['hi', 'चाकू से उंगली कट गई, खून रुक गया, कौन सी पट्टी लगाऊं'],
  ['is', 'maðurinn minn er með höfuðverk í 2 daga, mikið að gera í vinnunni, ekki stífur háls, enginn hiti, parasetamól hjálpar aðeins'],
  ['is', 'dóttir mín var bitin af mýflugum, rauð kláðabólur á fótunum'],
  ['is', 'sveppur í tánögl, gul og þykk'],
  ['is', 'vægur niðurgangur síðan í gær, drekk mikið, ekkert blóð, enginn hiti'],
  ['is', 'skar mig í fingurinn með hníf, hætti að blæða, hvaða plástur'],
];

describe('messages to a pharmacist stay at self-care (development set)', () => {
  it('holds at least 150 messages, at least 6 in each of the 15 languages', () => {
    expect(PHARMACY_DEV.length).toBeGreaterThanOrEqual(150);
    const per = new Map<string, number>();
    for (const [lang] of PHARMACY_DEV) per.set(lang, (per.get(lang) ?? 0) + 1);
    expect(per.size).toBe(15);
    for (const n of per.values()) expect(n).toBeGreaterThanOrEqual(6);
  });
  it.each(PHARMACY_DEV)('[%s] %s → 5', (lang, text) => {
    expect(urgencyOf(lang, text)).toBe(5);
  });
  // Open: brief postural dizziness in a well adult stays with the GP (postural hypotension, 4); NHS
  // "dizziness" allows self-care, but the engine cannot tell a young well adult from an older one on
  // medication here. It is asserted not to be raised.
  it('dizziness on standing that passes in seconds is not raised above a GP review', () => {
    expect(urgencyOf('en', 'dizzy when I stand up fast, goes after a few seconds, otherwise fine')).toBeGreaterThanOrEqual(4);
  });
});
