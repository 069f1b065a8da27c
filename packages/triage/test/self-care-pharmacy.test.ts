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
