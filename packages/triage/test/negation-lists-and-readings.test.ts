import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { applySafetyFloor, assessTranscript, type TranscriptMessage } from '../src/index.ts';
import { parseText } from '../src/nlp/parser.ts';

/**
 * Readings that raised self-care messages to an emergency: a post-posed negation reaching past the
 * finding right before it (so "I have a cough, no fever" lost the cough) or stopping at the last item
 * of a negated list (so "no chest pain or sweating" kept the chest pain), pseudo-negations matching
 * inside other words, an age read as a temperature, the name of a test or a vaccine read as its
 * positive result or the disease. The sentences are our own.
 */
const user = (content: string): TranscriptMessage => ({ role: 'user', content });
function assess(text: string, lang: Language) {
  const m = [user(text)];
  return applySafetyFloor(assessTranscript(m, { patientLanguage: lang }), m).assessment;
}
const urgency = (lang: Language, text: string) => assess(text, lang).urgency;
const read = (lang: Language, text: string) => parseText(text, lang);

type Case = [Language, string];

describe('a post-posed negation denies the finding right before it, not the one before that', () => {
  it.each([
    ['ko', '기침이 있고 열은 없어요'],
    ['ko', '기침이 나고 열은 없어요'],
    ['ja', '咳があって熱はない'],
    ['tr', 'öksürüğüm var ateşim yok'],
    ['tr', 'öksürüğüm var, ateşim yok'],
    ['hi', 'khansi hai bukhar nahi'],
    ['hi', 'खांसी है बुखार नहीं है'],
  ] as Case[])('[%s] %s → a cough, no fever', (lang, text) => {
    const f = read(lang, text);
    expect(f.present.has('cough')).toBe(true);
    expect(f.present.has('fever')).toBe(false);
  });

  it.each([
    ['ko', '머리가 아프고 열은 없어요', 'headache'],
    ['ko', '구토를 했고 열은 없어요', 'vomiting'],
    ['hi', 'seene mein dard hai, bukhar nahi', 'chest_pain'],
    ['tr', 'göğsüm ağrıyor, ateşim yok', 'chest_pain'],
  ] as [Language, string, string][])('[%s] %s → %s stays', (lang, text, concept) => {
    expect(read(lang, text).present.has(concept)).toBe(true);
  });

  it('an emergency sign before a denied one is still an emergency', () => {
    expect(urgency('ko', '열은 없어요. 가슴이 아프고 식은땀이 나요')).toBe(1);
    expect(urgency('tr', 'göğsüm çok ağrıyor ve terliyorum, ateşim yok')).toBeLessThanOrEqual(2);
  });
});

describe('a negation after the finding with words between: German inversion, Icelandic "enginn"', () => {
  it.each([
    ['de', 'Brustschmerzen habe ich nicht, aber Husten', 'chest_pain', 'cough'],
    ['de', 'Fieber hat er keins, aber er hustet', 'fever', 'cough'],
    ['de', 'Atemnot hab ich gar nicht, nur Schnupfen', 'dyspnoea', 'runny_nose'],
    ['is', 'svimi enginn, en ég er með hausverk', 'dizziness', 'headache'],
    ['is', 'hiti enginn og uppköst engin, bara hósti', 'fever', 'cough'],
    ['is', 'brjóstverkur enginn en ég er með hósta', 'chest_pain', 'cough'],
  ] as [Language, string, string, string][])('[%s] %s → no %s, a %s', (lang, text, denied, said) => {
    const f = read(lang, text);
    expect(f.present.has(denied)).toBe(false);
    expect(f.present.has(said)).toBe(true);
  });

  it('the same words with the finding said are still read', () => {
    expect(read('de', 'Brustschmerzen habe ich seit heute früh').present.has('chest_pain')).toBe(true);
    expect(read('is', 'ég er með brjóstverk og enginn veit hvað þetta er').present.has('chest_pain')).toBe(true);
    expect(urgency('de', 'Brustschmerzen habe ich nicht, aber ich bekomme kaum Luft')).toBeLessThanOrEqual(2);
  });
});

describe('a number of years dated by "since", "for" or "ago" is no age', () => {
  it.each([
    ['fr', "j'ai mal au dos depuis 3 ans"],
    ['es', 'hace 3 años tuve un infarto y ahora me duele el pecho'],
    ['it', 'ho mal di schiena da 3 anni'],
    ['pt', 'tenho dor nas costas há 3 anos'],
    ['ru', 'болит спина уже 3 года'],
    ['de', 'seit 3 Jahren Rückenschmerzen'],
    ['hi', '3 साल से पीठ दर्द'],
    ['ar', 'عندي ألم في الظهر منذ 3 سنة'],
    ['pl', 'od 3 lat mam bóle pleców'],
    ['ru', '3 года назад был инфаркт, сейчас кашель'],
  ] as Case[])('[%s] %s → no age of 3', (lang, text) => {
    expect(read(lang, text).ageYears).toBeUndefined();
  });

  it.each([
    ['fr', 'il a 3 ans et de la fièvre', 3],
    ['es', 'mi hijo de 2 años tiene fiebre', 2],
    ['ru', 'ребенку 3 года, температура', 3],
    ['hi', 'मेरा बेटा 3 साल का है', 3],
    ['pl', 'synek ma 2 lata', 2],
    ['pl', 'mój 3 latek dorwał się do tabletek babci', 3],
    ['pl', 'moja 5-latka wymiotuje', 5],
    ['pl', 'mój trzylatek ma gorączkę', 3],
    ['pl', 'nasz roczniak ma wysypkę', 1],
    ['de', 'Ich bin 67 und habe Brustschmerzen', 67],
    ['it', '3 anni fa un infarto, ho 67 anni', 67],
  ] as [Language, string, number][])('[%s] %s → %s years old', (lang, text, age) => {
    expect(read(lang, text).ageYears).toBe(age);
  });

  it('an age under 12 is a child, with or without a child word (TOXBASE: a toddler and an adult\'s tablets → 2)', () => {
    expect(read('pl', 'mój 3 latek dorwał się do tabletek babci, wygląda ok i się bawi').present.has('child')).toBe(true);
    expect(urgency('pl', 'mój 3 latek dorwał się do tabletek babci, brakuje 2-3 amlodypiny, wygląda ok i się bawi')).toBe(2);
    expect(read('en', "I'm 34 and I have a cough").present.has('child')).toBe(false);
  });

  it('"há", "hace" and "منذ" with a present tense are how long it has lasted, not history', () => {
    expect(read('pt', 'tenho dor nas costas há 3 anos').present.has('back_pain')).toBe(true);
    expect(read('es', 'tengo dolor de espalda hace 3 años').present.has('back_pain')).toBe(true);
    expect(read('ar', 'عندي ألم في الظهر منذ 3 سنة').present.has('back_pain')).toBe(true);
    expect(read('pt', 'tive dor nas costas há 3 anos, agora estou bem').present.has('back_pain')).toBe(false);
  });
});

describe('a language is told by whole words, accented letters included', () => {
  it('Portuguese "bateu a cabeça no chão e vomitou" is not English, so "no" is not a negation: NG232, 2', () => {
    const text = 'meu filho bateu a cabeça no chão e vomitou duas vezes';
    expect(read('pt', text).present.has('vomiting')).toBe(true);
    expect(urgency('pt', text)).toBeLessThanOrEqual(2);
  });

  it('Turkish typed without its letters is still Turkish, so the floor reads "ates yok" as no fever', () => {
    // the red-flag floor tells the language from the words when it is not given one
    const text = 'dizimi siyirdim, etrafi biraz kizardi, ates yok';
    expect(urgency('tr', text)).toBeGreaterThan(2);
    expect(urgency('tr', 'dizimi siyirdim, etrafi kizardi, ates 39, titriyorum')).toBeLessThanOrEqual(2);
  });
});

describe('negations as people type them', () => {
  it.each([
    ['en', 'he doesnt have a fever and hasnt vomited, just a runny nose', ['fever', 'vomiting']],
    ['en', 'no fever, didnt vomit, sore throat for 3 days', ['fever', 'vomiting']],
    ['pl', 'boli mnie gardło od 2 dni, gorączki nie mam', ['fever']],
    ['pl', 'goraczki nie mam ale bardzo boli mnie glowa', ['fever']],
    ['pl', 'wymiotów nie było, ale boli brzuch', ['vomiting']],
  ] as [Language, string, string[]][])('[%s] %s → denied: %j', (lang, text, denied) => {
    const f = read(lang, text);
    for (const concept of denied) expect(f.present.has(concept)).toBe(false);
    expect(f.present.size).toBeGreaterThan(0);
  });

  it('the same contractions before a sign of danger are no denial of it', () => {
    expect(read('en', 'my cough isnt getting better').present.has('cough')).toBe(true);
    expect(urgency('en', 'my baby wont wake up')).toBe(1);
    expect(urgency('en', 'i cant breathe and my lips are blue')).toBe(1);
  });
});

describe('who a message is about is not denied by how they feel', () => {
  it.each([
    ['hi', 'मेरे बच्चे को ठीक नहीं लग रहा'],
    ['de', 'meinem Kind geht es nicht gut'],
  ] as Case[])('[%s] %s → a child, not self-care', (lang, text) => {
    expect(read(lang, text).present.has('child')).toBe(true);
    expect(urgency(lang, text)).toBeLessThanOrEqual(4);
  });

  it('a message in Devanagari, Arabic or Chinese that the engine cannot place is never self-care', () => {
    expect(urgency('hi', 'मेरा बच्चा')).toBe(4);
    expect(urgency('ar', 'ابني تعبان')).toBe(4);
    expect(urgency('zh', '孩子不舒服')).toBe(4);
  });

  it('"ابني" (my son) is not the colour brown', () => {
    expect(read('ar', 'ابني عمره 3 سنة').present.has('fluid_green_brown')).toBe(false);
  });
});

describe('a negation denies every item of its list', () => {
  it.each([
    ['ja', '吐き気とかめまいとかはない', ['nausea', 'dizziness']],
    ['ja', '胸の痛みや息苦しさはありません', ['chest_pain', 'dyspnoea']],
    ['ja', '胸の痛みと息切れはないです', ['chest_pain', 'dyspnoea']],
    ['ja', 'しゃべりにくいとか手足のしびれはない', ['slurred_speech', 'limb_tingling']],
    ['ko', '두통이나 구토는 없어요', ['headache', 'vomiting']],
    ['ko', '죽고 싶다거나 자해하고 싶은 생각은 없어요', ['suicidal']],
    ['tr', 'göğüs ağrısı ya da nefes darlığı yok', ['chest_pain', 'dyspnoea']],
    ['tr', 'ateş veya kusma yok', ['fever', 'vomiting']],
    ['hi', 'bukhar ya ulti nahi', ['fever', 'vomiting']],
    ['zh', '没有胸痛、气短或者出汗', ['chest_pain', 'dyspnoea', 'sweating']],
    ['zh', '没有发烧和呕吐，也没有咳嗽', ['fever', 'vomiting', 'cough']],
  ] as [Language, string, string[]][])('[%s] %s', (lang, text, denied) => {
    const f = read(lang, text);
    for (const c of denied) expect(f.present.has(c), c).toBe(false);
  });

  it.each([
    ['ko', '가슴 통증과 기침이 있고 열은 없어요', ['chest_pain', 'cough']],
    ['zh', '胸痛，没有气短或者出汗', ['chest_pain']],
    ['ja', '胸が痛くて、息苦しさはない', ['chest_pain']],
  ] as [Language, string, string[]][])('[%s] %s: what is outside the list stays', (lang, text, kept) => {
    const f = read(lang, text);
    for (const c of kept) expect(f.present.has(c), c).toBe(true);
  });

  it('a denied cardiac list is no heart attack; the same signs said are', () => {
    expect(urgency('ko', '과식하고 체한 것 같아요. 가슴 통증이나 식은땀은 없고 토도 안 했어요')).toBeGreaterThanOrEqual(3);
    expect(urgency('ja', '胸の痛みや冷や汗はありません。食べ過ぎて胃がもたれる')).toBeGreaterThanOrEqual(3);
    expect(urgency('ko', '가슴 통증이 있고 식은땀이 나요')).toBe(1);
  });
});

describe('pseudo-negations are whole words', () => {
  it.each([
    ['it', 'le feci non sono nere', 'black_stool'],
    ['it', 'non sono svenuto', 'fainting'],
    ['pt', 'a pele não parece azul', 'cyanosis'],
    ['es', 'la piel no parece azul', 'cyanosis'],
    ['hi', 'sar dard nahi, chest pain nahi', 'chest_pain'],
  ] as [Language, string, string][])('[%s] %s → %s denied', (lang, text, concept) => {
    expect(read(lang, text).present.has(concept)).toBe(false);
  });

  it.each([
    ['it', 'non so se ho la febbre', 'fever'],
    ['pt', 'não sei se tenho febre', 'fever'],
    ['es', 'la hemorragia no para', 'heavy_bleeding'],
    ['hi', 'saans le nahi pa raha', 'severe_dyspnoea'],
  ] as [Language, string, string][])('[%s] %s → %s stays', (lang, text, concept) => {
    expect(read(lang, text).present.has(concept)).toBe(true);
  });
});

describe('everyday negators of Swiss and Austrian German and of spoken Arabic', () => {
  it.each([
    ['de', 'ich han kei fieber', 'fever'],
    ['de', 'er isch ned bewusstlos', 'unconscious'],
    ['ar', 'مش حاسس بأي تنميل حوالين المقعدة', 'saddle_numbness'],
    ['ar', 'رقبته مش متصلبة', 'neck_stiffness'],
  ] as [Language, string, string][])('[%s] %s → %s denied', (lang, text, concept) => {
    expect(read(lang, text).present.has(concept)).toBe(false);
  });

  it('"مش قادر يتنفس" (cannot breathe) stays an emergency', () => {
    expect(urgency('ar', 'عنده حرارة ومش قادر يتنفس')).toBe(1);
  });
});

describe('an age is not a temperature', () => {
  it.each([
    ['ja', '腰が痛い。熱もない。35歳男'],
    ['ja', '熱はない。36歳です'],
    ['ko', '열 없음 35세 남'],
  ] as Case[])('[%s] %s → no NEWS2 hypothermia', (lang, text) => {
    expect(urgency(lang, text)).toBeGreaterThanOrEqual(4);
  });

  it.each([
    ['ja', '熱が38.5度あります'],
    ['ko', '열이 39도예요'],
    ['en', 'fever 39 since yesterday'],
  ] as Case[])('[%s] %s → the temperature is read', (lang, text) => {
    expect(parseText(text, lang).vitals.temperatureC).toBeGreaterThanOrEqual(38.5);
  });
});

describe('NICE NG143: 3 to 6 months with 39 °C or more is amber, under 3 months with 38 °C red', () => {
  it.each([
    ['ko', '아기 5개월인데 오늘 아침부터 열이 39.2도예요'],
    ['en', 'my 4 month old has a fever of 39.3'],
    ['fr', 'ma fille a 4 mois et 39,4 de fièvre'],
  ] as Case[])('[%s] %s → 3 (face to face the same day)', (lang, text) => {
    expect(urgency(lang, text)).toBe(3);
  });

  it.each([
    ['en', 'my 2 month old has a temperature of 38.2'],
    ['ko', '우리 애 5주인데 열이 38도예요'],
  ] as Case[])('[%s] %s → 2', (lang, text) => {
    expect(urgency(lang, text)).toBeLessThanOrEqual(2);
  });
});

describe('the name of a test or a vaccine is not its result or the disease', () => {
  it.each([
    ['en', 'I did the glass test and the spots all fade when I press'],
    ['pl', 'zrobiłam test szklanki i plamki znikają'],
  ] as Case[])('[%s] %s → no non-blanching rash', (lang, text) => {
    expect(read(lang, text).present.has('nonblanching_rash')).toBe(false);
  });

  it.each([
    ['en', 'rash, glass test positive'],
    ['pl', 'plamki nie znikają pod szklanką'],
    ['de', 'Glastest gemacht, die Flecken verschwinden nicht'],
  ] as Case[])('[%s] %s → non-blanching rash', (lang, text) => {
    expect(read(lang, text).present.has('nonblanching_rash')).toBe(true);
  });

  it.each([
    ['en', 'small cut on my finger, my tetanus jab is up to date'],
    ['pl', 'zastrzyk na tężec mam aktualny, mała rana na palcu'],
    ['is', 'stífkrampasprautan er í lagi, smá skurður á fingri'],
  ] as Case[])('[%s] %s → no tetanus', (lang, text) => {
    expect(read(lang, text).present.has('tetanus_signs')).toBe(false);
    expect(urgency(lang, text)).toBeGreaterThanOrEqual(4);
  });

  it.each([
    ['en', 'I think he has tetanus, his jaw is locked'],
    ['pl', 'podejrzewam tężec'],
    ['is', 'hann er með stífkrampa'],
  ] as Case[])('[%s] %s → tetanus', (lang, text) => {
    expect(urgency(lang, text)).toBe(1);
  });
});

describe('a tight or pressing headache is the headache, not the heart', () => {
  it.each([
    ['ja', 'デスクワークで夕方になると頭が締め付けられる感じ。吐き気とか手足のしびれとかはない'],
    ['de', 'Kopfweh, drückend wie ein Band um den Kopf, kein Fieber'],
  ] as Case[])('[%s] %s → tension-type headache', (lang, text) => {
    expect(urgency(lang, text)).toBeGreaterThanOrEqual(4);
  });

  it.each([
    ['de', 'drückend auf der Brust und Schweiß'],
    ['ja', '胸が締め付けられる感じがする'],
  ] as Case[])('[%s] %s → still the chest', (lang, text) => {
    expect(urgency(lang, text)).toBeLessThanOrEqual(2);
  });
});

describe('"a bit paranoid" is everyday worry', () => {
  it('is no psychosis said of oneself; someone who has become paranoid is', () => {
    expect(read('en', "bit paranoid here so bear with me, I'm 24 and pulled a muscle at the gym").present.has('psychosis')).toBe(false);
    expect(read('en', "I'm probably being paranoid but my mole changed").present.has('psychosis')).toBe(false);
    expect(read('en', 'my dad has become paranoid and thinks the neighbours are poisoning him').present.has('psychosis')).toBe(true);
  });
});

describe('an event years ago, or the state after it, is history', () => {
  it.each([
    ['tr', 'sekiz yıl önce kalp krizi geçirdi'],
    ['is', 'hann fékk hjartaáfall fyrir átta árum'],
    ['de', 'er hatte vor fünf Jahren einen Herzinfarkt'],
    ['pl', 'miał zawał osiem lat temu'],
  ] as Case[])('[%s] %s → no heart attack now', (lang, text) => {
    expect(read(lang, text).present.has('heart_attack_suspected')).toBe(false);
  });

  it.each([
    ['pl', 'mama leży w łóżku po udarze'],
    ['de', 'nach einem Schlaganfall bettlägerig'],
    ['es', 'está en cama después de un ictus'],
    ['fr', 'alitée depuis son AVC'],
    ['it', 'allettata dopo un ictus'],
    ['pt', 'acamada depois de um AVC'],
  ] as Case[])('[%s] %s → no stroke now', (lang, text) => {
    expect(read(lang, text).present.has('stroke_suspected')).toBe(false);
  });

  it.each([
    ['pl', 'po udarze dzisiaj rano nie może mówić, opadnięty kącik ust'],
    ['de', 'seit heute morgen hängt das Gesicht, ich glaube ein Schlaganfall'],
    ['es', 'desde esta mañana tiene la cara caída, creo que es un ictus'],
  ] as Case[])('[%s] %s → a stroke now stays an emergency', (lang, text) => {
    expect(urgency(lang, text)).toBeLessThanOrEqual(2);
  });
});

describe('a duration in weeks is no pregnancy', () => {
  it('a lump that "doesn\'t move" for 5 weeks is no reduced fetal movement', () => {
    for (const t of ["a lump in my neck, hard and doesn't move much, for 5 weeks", "noticed a lump 5 weeks ago, it doesn't move"]) {
      const f = read('en', t);
      expect(f.present.has('reduced_fetal_movements')).toBe(false);
      expect(f.present.has('pregnant')).toBe(false);
    }
  });
  it('weeks of a pregnancy with a baby that moves less still are', () => {
    expect(urgency('en', "34 weeks, he doesn't move like before")).toBeLessThanOrEqual(2);
    expect(urgency('en', "I'm 34 weeks and the baby hasn't moved today")).toBeLessThanOrEqual(2);
  });
});

describe('Arabizi: a digit inside a word is a letter, and its units of age and words of fever', () => {
  it('"7arara" (fever) is no age of 7; a baby of 2 months with 38.2 is red', () => {
    const f = read('ar', 'binti 3omra 2 ashhor w 3andha 7arara 38.2');
    expect(f.ageYears).toBeCloseTo(2 / 12, 1);
    expect(f.vitals.temperatureC).toBe(38.2);
    expect(urgency('ar', 'binti 3omra 2 ashhor w 3andha 7arara 38.2')).toBeLessThanOrEqual(2);
  });
  it('an Icelandic age in years is still read', () => {
    expect(read('is', 'hann er 30 ára með hita').ageYears).toBe(30);
  });
});

describe('the time of a complaint is not the time of a bleeding that has stopped', () => {
  it('"an hour ago" is an hour; a cut that stopped bleeding is self-care, one still bleeding after 10 minutes is not', () => {
    expect(read('en', 'cut my hand an hour ago').durationDays).toBeCloseTo(1 / 24, 3);
    expect(urgency('en', 'cut my hand an hour ago, bleeding stopped')).toBe(5);
    expect(urgency('en', 'cut my hand an hour ago and it is still bleeding')).toBeLessThanOrEqual(2);
    expect(urgency('en', 'deep cut on my arm, bleeding for 20 minutes')).toBeLessThanOrEqual(2);
  });
});

describe('Spanish and Italian breathing that stops, and snoring said in the first person', () => {
  it.each([
    ['es', 'mi bebé deja de respirar'],
    ['es', 'mi bebé ronca y deja de respirar'],
    ['es', 'mi padre ha dejado de respirar'],
    ['es', 'mi hijo no respira'],
  ] as Case[])('[%s] %s → 1', (lang, text) => {
    expect(urgency(lang, text)).toBe(1);
  });
  it.each([
    ['es', 'Ronco muchísimo y mi esposa dice que dejo de respirar por ratos de noche. De día me duermo en el sillón.'],
    ['it', 'russo molto e mia moglie dice che smetto di respirare di notte'],
  ] as Case[])('[%s] %s → obstructive sleep apnoea, a GP (NICE CKS)', (lang, text) => {
    expect(urgency(lang, text)).toBe(4);
  });
  it('"no respira raro" (does not breathe strangely) is no arrest; "no respira bien" is breathlessness', () => {
    expect(read('es', 'mi hijo tiene fiebre, no respira raro').present.has('respiratory_arrest')).toBe(false);
    expect(read('es', 'el bebé no respira bien').present.has('dyspnoea')).toBe(true);
    expect(read('es', 'estoy ronco desde ayer').present.has('snoring')).toBe(false);
  });
});

describe('how a wrist was hurt is not its shape', () => {
  it('"landed with my wrist bent back" is a fall on the outstretched hand (same day, scaphoid), not a deformity', () => {
    const t = "landed on my outstretched hand with my wrist bent back, it's aching and a bit puffy, hurts at the base of my thumb when I grip";
    expect(read('en', t).present.has('limb_angulated')).toBe(false);
    expect(urgency('en', t)).toBe(3);
    expect(urgency('en', 'fell off his bike, his wrist is bent at a funny angle')).toBeLessThanOrEqual(2);
    expect(urgency('en', 'her arm is bent the wrong way after the fall')).toBeLessThanOrEqual(2);
  });
});

describe('"the worst of my life" in apposition, a heart attack this morning, a verb last in its clause', () => {
  it.each([
    ['es', 'dolor de cabeza, el peor de mi vida, de golpe'],
    ['fr', "mal de tête, le pire de ma vie, d'un coup"],
    ['de', 'Kopfschmerzen, die schlimmsten meines Lebens, ganz plötzlich'],
    ['en', "headache, the worst I've ever had"],
  ] as Case[])('[%s] %s → thunderclap (NICE CKS headache)', (lang, text) => {
    expect(urgency(lang, text)).toBeLessThanOrEqual(2);
  });
  it('an apposition with no "of my life" is no thunderclap', () => {
    expect(urgency('en', 'I had a headache, the worst part is the nausea')).toBeGreaterThanOrEqual(3);
  });
  it.each([
    ['es', 'mi padre ha tenido un infarto esta mañana'],
    ['it', 'mio padre ha avuto un infarto stamattina'],
    ['pt', 'meu pai teve um infarto hoje de manhã'],
  ] as Case[])('[%s] %s → 1', (lang, text) => {
    expect(urgency(lang, text)).toBe(1);
  });
  it('a heart attack years ago is history', () => {
    expect(urgency('es', 'mi padre tuvo un infarto hace 5 años, quiere revisar el colesterol')).toBeGreaterThanOrEqual(4);
  });
  it('German "wenn mein Baby nicht atmet" (the verb last) is a baby not breathing', () => {
    expect(urgency('de', 'was soll ich tun, wenn mein Baby nicht atmet')).toBe(1);
  });
});

describe('"in the game" is a match as often as a video game', () => {
  it.each([
    ['is', 'Hann rotaðist þegar hann fékk högg á hausinn í leiknum'],
    ['en', 'got hit on the head in the game and was knocked out'],
    ['de', 'im Spiel einen Ball an den Kopf bekommen, war kurz bewusstlos'],
  ] as Case[])('[%s] %s → a head injury with loss of consciousness (NICE NG232)', (lang, text) => {
    expect(urgency(lang, text)).toBeLessThanOrEqual(2);
  });
});
