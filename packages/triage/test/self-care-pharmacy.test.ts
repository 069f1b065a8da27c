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
