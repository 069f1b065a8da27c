import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { parseText } from '../src/nlp/parser.ts';
import { assessWithoutNet } from './support/protocol.ts';
import { expectRead, expectNotRead, expectUrgency } from './support/everyday.ts';

/**
 * Numbers and time as people write them, in every language (nlp/quantities.ts, the one reader of
 * quantities): how long a complaint has lasted said as "it has been X", a temperature told as a bare
 * number once the thermometer is read, and a transient symptom that has passed.
 */
type Case = [Language, string];

const read = (lang: Language, text: string) => parseText(text, lang);
const urgency = (lang: Language, text: string) => assessWithoutNet(text, lang).urgency;

describe('a duration said as "it has been X"', () => {
  const coughForAMonth: Case[] = [
    ['en', "I've got a cough, it's been a month now"],
    ['es', 'tengo tos, ya va para un mes'],
    ['fr', 'je tousse, ça fait un mois'],
    ['de', 'ich huste seit einem Monat'],
    ['it', 'ho la tosse da un mese'],
    ['pt', 'tenho tosse há um mês'],
    ['pl', 'kaszlę od miesiąca'],
    ['ru', 'кашляю уже месяц'],
    ['tr', 'bir aydır öksürüyorum'],
    ['ar', 'عندي كحة منذ شهر'],
    ['ar', 'عندي كحة بقالي شهر'],
    ['hi', 'ek mahine se khansi hai'],
    ['zh', '咳嗽一个多月了'],
    ['ja', '咳が1か月になります'],
    ['ja', '咳が一ヶ月くらい続いています'],
    ['ja', '1か月前から咳が出ます'],
    ['ko', '기침이 한 달이 됐어요'],
    ['ko', '한달째 기침해요'],
    ['ko', '한 달 전부터 기침해요'],
    ['is', 'ég hef verið með hósta í mánuð'],
    ['is', 'hósti í mánuð núna'],
  ];

  it('reads a month, and a cough of more than three weeks is seen by a GP (NICE NG12, CKS cough)', () => {
    for (const [lang, text] of coughForAMonth) {
      expect(read(lang, text).durationDays, `${lang}: ${text}`).toBe(30);
      expect(read(lang, text).ageYears, `${lang}: ${text}`).toBeUndefined();
      expect(urgency(lang, text), `${lang}: ${text}`).toBe(4);
    }
  });

  it('reads weeks in the words of each language', () => {
    const cases: [Language, string, number][] = [
      ['ko', '기침이 일주일째예요', 7],
      ['zh', '咳嗽快两个星期了', 14],
      ['ar', 'عندي كحة من 3 أسابيع', 21],
      ['ar', 'عندي كحة من ٣ اسابيع', 21],
      ['ar', 'عندي كحة من 2 شهور', 60],
      ['ar', 'عندي كحة صارلي اسبوع', 7],
      ['is', 'ég hef verið með hósta í viku', 7],
      ['fr', 'je tousse, ça fait 3 semaines', 21],
      ['ko', '기침한 지 보름 됐어요', 15],
      ['ko', '삼개월째 기침해요', 90],
      ['ko', '기침한 지 세 주 됐어요', 21],
      ['en', 'cough, it has been three weeks', 21],
      ['es', 'llevo tres semanas con tos', 21],
      ['fr', 'ça fait trois semaines que je tousse', 21],
      ['de', 'ich huste schon drei Wochen', 21],
      ['it', 'sono tre settimane che tossisco', 21],
      ['pt', 'faz três semanas que estou com tosse', 21],
      ['pl', 'od trzech tygodni kaszlę', 21],
      ['ru', 'кашляю уже три недели', 21],
      ['ru', 'кашель третью неделю', 14],
      ['tr', 'üç haftadır öksürüyorum', 21],
      ['ar', 'عندي كحة من تلات اسابيع', 21],
      ['hi', 'तीन हफ्ते से खांसी है', 21],
      ['hi', '3 hafte ho gaye khansi ko', 21],
      ['zh', '咳嗽三个星期了', 21],
      ['ja', '咳が三週間になります', 21],
      ['is', 'ég hef verið með hósta í þrjár vikur', 21],
    ];
    for (const [lang, text, days] of cases) expect(read(lang, text).durationDays, `${lang}: ${text}`).toBe(days);
  });

  it('gives a hoarse voice of a month a GP, not self-care (NICE NG12: hoarseness over 3 weeks)', () => {
    const cases: Case[] = [
      ['en', "my voice has been hoarse, it's been a month now"],
      ['es', 'tengo la voz ronca, ya va para un mes'],
      ['fr', "j'ai la voix enrouée, ça fait un mois"],
      ['de', 'ich bin heiser seit einem Monat'],
      ['it', 'sono rauca da un mese'],
      ['pt', 'estou rouca há um mês'],
      ['pl', 'mam chrypkę od miesiąca'],
      ['ru', 'у меня осипший голос уже месяц'],
      ['tr', 'bir aydır sesim kısık'],
      ['ar', 'صوتي مبحوح من شهر'],
      ['hi', 'ek mahine se meri awaaz baithi hui hai'],
      ['zh', '声音嘶哑一个多月了'],
      ['ja', '声がかれて1か月になります'],
      ['ko', '목이 쉰 지 한 달이 됐어요'],
      ['is', 'ég hef verið hás í mánuð'],
    ];
    for (const [lang, text] of cases) {
      expect(read(lang, text).durationDays, `${lang}: ${text}`).toBe(30);
      expect([...read(lang, text).present], `${lang}: ${text}`).toContain('hoarse_voice');
    }
    expectUrgency(cases, 4, 4);
  });

  it("gives a child's fever of six days a same-day assessment (NICE NG143 amber: fever for 5 days or more)", () => {
    const cases: Case[] = [
      ['en', "my 3 year old has had a fever, it's been 6 days now"],
      ['es', 'mi hijo de 3 años tiene fiebre, ya van 6 días'],
      ['fr', 'ma fille de 3 ans a de la fièvre, ça fait 6 jours'],
      ['de', 'mein 3-jähriger Sohn hat seit 6 Tagen Fieber'],
      ['it', 'mio figlio di 3 anni ha la febbre da 6 giorni'],
      ['pt', 'meu filho de 3 anos está com febre há 6 dias'],
      ['pl', 'mój 3-letni syn ma gorączkę od 6 dni'],
      ['ru', 'сыну 3 года, температура уже 6 дней'],
      ['tr', '3 yaşındaki oğlumun 6 gündür ateşi var'],
      ['ar', 'ابني عمره 3 سنين عنده حرارة من 6 أيام'],
      ['hi', 'mera 3 saal ka beta hai, 6 din se bukhar hai'],
      ['zh', '我儿子3岁，发烧6天了'],
      ['ja', '3歳の息子が熱を出して6日になります'],
      ['ko', '3살 아들이 열이 난 지 6일째예요'],
      ['is', '3 ára sonur minn hefur verið með hita í 6 daga'],
    ];
    for (const [lang, text] of cases) {
      expect(read(lang, text).durationDays, `${lang}: ${text}`).toBe(6);
      expect(read(lang, text).ageYears, `${lang}: ${text}`).toBe(3);
    }
    expectUrgency(cases, 3, 3);
  });

  it('does not give the complaint a time that is of something else', () => {
    // a time "ago" dates another event: the complaint's own duration is the one told for it
    const otherEvent: Case[] = [
      ['en', 'a month ago I had a cold, now a sore throat since yesterday'],
      ['fr', "il y a un mois j'ai eu un rhume, maintenant mal à la gorge depuis hier"],
      ['de', 'vor einem Monat hatte ich eine Erkältung, jetzt Halsschmerzen seit gestern'],
      ['ja', '1ヶ月前に風邪をひいて、昨日から喉が痛い'],
      ['ko', '일 년 전에 감기에 걸렸는데 어제부터 목이 아파요'],
    ];
    for (const [lang, text] of otherEvent) expect(read(lang, text).durationDays, `${lang}: ${text}`).toBe(1);
    expect(read('it', 'ho avuto il raffreddore 3 settimane fa, ora mal di gola da ieri').durationDays).toBe(1);
    // "ago" that dates the complaint's start, or counts from it, is its duration; with no other
    // start told, the time ago stands
    expect(read('en', 'the cough started 3 weeks ago').durationDays).toBe(21);
    expect(read('en', 'cough since 3 weeks ago').durationDays).toBe(21);
    expect(read('hi', 'ek mahine pehle se khansi hai').durationDays).toBe(30);
    expect(read('en', "I hurt my knee 2 weeks ago and it's still swollen today").durationDays).toBe(14);
    // "fa male" (it hurts) and "back pain" are no "ago"
    expect(read('it', 'ho mal di gola da 3 giorni fa male').durationDays).toBe(3);
    expect(read('en', 'I have had 3 days back pain').durationDays).toBe(3);
    // weeks of pregnancy and a baby's age are no duration of the complaint
    const notADuration: Case[] = [
      ['en', 'I am 3 weeks pregnant and have a cough'],
      ['en', 'my 2 month old has a cough'],
      ['ja', '3ヶ月の赤ちゃんが咳をしています'],
    ];
    for (const [lang, text] of notADuration)
      expect(read(lang, text).durationDays, `${lang}: ${text}`).toBeUndefined();
    // a baby's age in months is still an age
    expect(read('ja', '3ヶ月の赤ちゃんが熱を出した').childAgeMonths).toBe(3);
  });
});

describe('a temperature told as a bare number', () => {
  const bare: [Language, string, number][] = [
    ['en', 'I have 38.3', 38.3],
    ['en', 'he has 39', 39],
    ['en', "she's at 38.5", 38.5],
    ['en', "he's at 102", 38.9],
    ['es', 'tiene 38,5', 38.5],
    ['es', 'tiene 39 de fiebre', 39],
    ['is', 'er með 38,5', 38.5],
    ['pl', 'ma 39', 39],
    ['pl', 'mam 38,2', 38.2],
    ['ru', 'у него 38,7', 38.7],
    ['tr', '38.5 var', 38.5],
    ['ja', '38度5分', 38.5],
    ['ja', '熱が38度5分あります', 38.5],
    ['ko', '38.5도', 38.5],
    ['ko', '아기가 38.5 나와요', 38.5],
    ['ar', 'عنده 39', 39],
    ['hi', 'usko 102 hai', 38.9],
    ['hi', '102 bukhar hai', 38.9],
    ['fr', 'il a 38,7', 38.7],
    ['de', 'er hat 38,9', 38.9],
    ['it', 'ha 38,5', 38.5],
    ['pt', 'ele está com 38,4', 38.4],
    ['pt', 'tem 39', 39],
    ['zh', '他38度5', 38.5],
    ['zh', '孩子烧到38.5', 38.5],
  ];

  it('reads it as a fever of that value, in °C (°F where the language counts so)', () => {
    for (const [lang, text, c] of bare) {
      const f = read(lang, text);
      expect(f.vitals.temperatureC, `${lang}: ${text}`).toBe(c);
      expect([...f.present], `${lang}: ${text}`).toContain('fever');
    }
  });

  it('does not read an age, a size, a count, a pulse, weeks or a year as a temperature', () => {
    const lookAlikes: Case[] = [
      ['en', "I'm 38"],
      ['en', "I'm 38 weeks"],
      ['en', 'he is 38 kg'],
      ['en', 'page 38'],
      ['en', 'I am 38 years old'],
      ['en', 'size 38'],
      ['en', 'born in 1938'],
      ['en', 'pulse 110'],
      ['en', 'took 38 tablets'],
      ['en', 'at 38, I had a heart attack'],
      ['en', 'I have 40 minutes'],
      ['en', 'my sugar is 38.5'],
      ['en', "she doesn't have 38.5 anymore"],
      ['es', 'ya no tiene 38,5'],
      ['fr', "il n'a plus 38,5"],
      ['de', 'er hat keine 38,5 mehr'],
      ['ru', 'у него уже нет 38,5'],
      ['es', 'tengo 38 años'],
      ['pl', 'ma 39 lat'],
      ['fr', 'il a 39 ans'],
      ['de', 'sie hat 38 Wochen'],
      ['tr', '38 yaşındayım'],
      ['ja', '38歳です'],
      ['ko', '38살이에요'],
      ['ar', 'عنده 39 سنة'],
      ['zh', '他38岁'],
      ['ru', 'у него 38 недель'],
      ['it', 'ho 38 anni'],
      ['pt', 'tenho 38 anos'],
      ['is', 'ég er 38 ára'],
      ['es', 'tiene 102 años'],
    ];
    for (const [lang, text] of lookAlikes) {
      const f = read(lang, text);
      expect(f.vitals.temperatureC, `${lang}: ${text}`).toBeUndefined();
      expect([...f.present], `${lang}: ${text}`).not.toContain('fever');
    }
  });

  it('takes a baby under 3 months with a bare 38.2 to an emergency assessment (NICE NG143 red)', () => {
    const cases: Case[] = [
      ['en', 'my baby is 6 weeks old and she has 38.2'],
      ['es', 'mi bebé de 6 semanas tiene 38,2'],
      ['fr', 'mon bébé de 6 semaines a 38,2'],
      ['de', 'mein Baby ist 6 Wochen alt und hat 38,2'],
      ['it', 'la mia bambina di 6 settimane ha 38,2'],
      ['pt', 'meu bebê de 6 semanas está com 38,2'],
      ['pl', 'moje niemowlę ma 6 tygodni i ma 38,2'],
      ['ru', 'ребенку 6 недель, у него 38,2'],
      ['tr', '6 haftalık bebeğim 38,2 var'],
      ['ar', 'بنتي عمرها 6 أسابيع وعندها 38.2'],
      ['hi', 'mera 6 hafte ka baby hai, usko 38.2 hai'],
      ['zh', '宝宝出生6周，烧到38.2'],
      ['ja', '生後6週の赤ちゃん、38度2分あります'],
      ['ko', '생후 6주 아기가 38.2 나와요'],
      ['is', 'barnið mitt er 6 vikna og er með 38,2'],
    ];
    for (const [lang, text] of cases) expect(read(lang, text).vitals.temperatureC, `${lang}: ${text}`).toBe(38.2);
    expectUrgency(cases, 2, 2);
  });

  it('takes a bare 38.3 on chemotherapy to neutropenic sepsis (NICE NG151)', () => {
    const cases: Case[] = [
      ['en', "I'm on chemotherapy and I have 38.3"],
      ['es', 'estoy con quimioterapia y tengo 38,3'],
      ['fr', "je suis sous chimiothérapie et j'ai 38,3"],
      ['de', 'ich bekomme Chemotherapie und habe 38,3'],
      ['it', 'faccio la chemioterapia e ho 38,3'],
      ['pt', 'estou fazendo quimioterapia e estou com 38,3'],
      ['pl', 'jestem w trakcie chemioterapii i mam 38,3'],
      ['ru', 'я на химиотерапии, у меня 38,3'],
      ['tr', 'kemoterapi alıyorum, 38,3 var'],
      ['ar', 'باخد كيماوي وعندي 38.3'],
      ['hi', 'meri chemotherapy chal rahi hai aur mujhe 38.3 hai'],
      ['zh', '我在做化疗，烧到38.3'],
      ['ja', '抗がん剤治療中で38度3分あります'],
      ['ko', '항암치료 중인데 38.3 나와요'],
      ['is', 'ég er í lyfjameðferð við krabbameini og er með 38,3'],
    ];
    expectUrgency(cases, 1, 2);
  });

  it('reads "38度5分" as 38.5 degrees, not as 5 minutes', () => {
    const f = read('ja', '熱が38度5分あります');
    expect(f.durationDays).toBeUndefined();
  });
});

describe('a transient symptom that has passed', () => {
  // NICE NG128: a TIA whose symptoms resolved still needs specialist assessment within 24 hours; the
  // resolution is read in every language as English reads it (full_recovery), not dropped.
  const passed: Case[] = [
    ['en', "his face drooped for 10 minutes, now he's fine"],
    ['en', 'his face drooped but it passed after 20 minutes'],
    ['es', 'se le torció la boca y hablaba raro, ahora está bien'],
    ['es', 'se le durmió el brazo pero se le pasó a los 20 minutos'],
    ['fr', 'il avait la bouche de travers et parlait mal, maintenant il va bien'],
    ['fr', "son bras est devenu faible, c'est passé au bout de 20 minutes"],
    ['de', 'sein Gesicht hing herunter und er sprach verwaschen, jetzt ist er wieder normal'],
    ['de', 'der Arm war schwach, nach 20 Minuten war es vorbei'],
    ['it', 'aveva la bocca storta e parlava male, ora sta bene'],
    ['it', 'il braccio era debole ma è passato dopo 20 minuti'],
    ['pt', 'ficou com a boca torta e a fala enrolada, agora está bem'],
    ['pt', 'o braço ficou fraco mas passou depois de 20 minutos'],
    ['pl', 'opadł mu kącik ust i bełkotał, teraz jest już dobrze'],
    ['pl', 'ręka mu osłabła ale przeszło po 20 minutach'],
    ['ru', 'у него перекосило лицо и речь была невнятная, сейчас всё прошло'],
    ['ru', 'рука ослабла, но через 20 минут прошло'],
    ['tr', 'yüzü kaydı ve konuşması bozuldu, şimdi iyi'],
    ['tr', 'kolu güçsüzleşti ama 20 dakika sonra geçti'],
    ['ar', 'وجهه مال وكلامه تقل، دلوقتي هو كويس'],
    ['ar', 'ذراعه ضعفت لكنها راحت بعد 20 دقيقة'],
    ['hi', 'uska chehra tedha ho gaya aur bolne me dikkat hui, ab wo theek hai'],
    ['hi', 'हाथ कमजोर हो गया था पर 20 मिनट में ठीक हो गया'],
    ['zh', '他的脸歪了，说话不清楚，现在好了'],
    ['zh', '手没力气了二十分钟，后来恢复正常了'],
    ['ja', '顔がゆがんでろれつが回らなかったけど、今は元に戻りました'],
    ['ja', '腕に力が入らなかったけど20分でおさまった'],
    ['ko', '얼굴이 처지고 말이 어눌했는데 지금은 괜찮아요'],
    ['ko', '팔에 힘이 빠졌는데 20분 후에 돌아왔어요'],
    ['is', 'andlitið seig og hann talaði óskýrt, núna er hann orðinn góður'],
    ['is', 'handleggurinn varð máttlaus en það leið hjá eftir 20 mínútur'],
  ];

  it('reads the resolution in every language', () => {
    expectRead('full_recovery', passed);
  });

  it('keeps a droop that has passed an emergency, as in English (NICE NG128)', () => {
    const droopPassed: Case[] = [
      ['en', "his face drooped for 10 minutes, now he's fine"],
      ['es', 'se le torció la boca y hablaba raro, ahora está bien'],
      ['fr', 'il avait la bouche de travers et parlait mal, maintenant il va bien'],
      ['de', 'sein Gesicht hing herunter und er sprach verwaschen, jetzt ist er wieder normal'],
      ['it', 'aveva la bocca storta e parlava male, ora sta bene'],
      ['pt', 'ficou com a boca torta e a fala enrolada, agora está bem'],
      ['pl', 'opadł mu kącik ust i bełkotał, teraz jest już dobrze'],
      ['tr', 'yüzü kaydı ve konuşması bozuldu, şimdi iyi'],
      ['ar', 'وجهه مال وكلامه تقل، دلوقتي هو كويس'],
      ['hi', 'uska chehra tedha ho gaya aur bolne me dikkat hui, ab wo theek hai'],
      ['ko', '얼굴이 처지고 말이 어눌했는데 지금은 괜찮아요'],
      ['is', 'andlitið seig og hann talaði óskýrt, núna er hann orðinn góður'],
    ];
    expectUrgency(droopPassed, 1, 2);
  });

  it('does not read a wellness before the complaint, or another meaning of "passed", as a resolution', () => {
    expectNotRead('full_recovery', [
      ['en', 'I was fine until this morning when my face drooped'],
      ['en', 'he passed out after 5 minutes'],
      ['es', 'estaba bien hasta esta mañana'],
      ['fr', "j'allais bien jusqu'à ce matin"],
      ['de', 'bis heute morgen ging es mir gut'],
      ['it', 'stavo bene fino a stamattina'],
      ['pt', 'eu estava bem até hoje de manhã'],
      ['pt', 'passou mal depois de 20 minutos'],
      ['pl', 'czułem się dobrze do dzisiaj rana'],
      ['ru', 'до утра всё было нормально'],
      ['tr', 'bu sabaha kadar iyiydim'],
      ['ar', 'كان كويس لحد الصبح'],
      ['hi', 'subah tak wo theek tha'],
      ['zh', '今天早上之前都好好的'],
      ['ja', '今朝までは元気でした'],
      ['ko', '오늘 아침까지는 괜찮았어요'],
      ['is', 'ég var fínn þangað til í morgun'],
    ]);
  });
});

describe("a temperature read off a thermometer, and a baby's age said in a later turn", () => {
  it('a decimal in the fever range is the reading when a thermometer or a fever is named, whatever verb carries it', () => {
    const read38: [Language, string, number][] = [
      ['en', 'put the thermometer under his arm and it came out 38.6', 38.6],
      ['ar', '7attet l mizan ta7t l ebet w tele3 38.5', 38.5],
      ['es', 'le puse el termómetro y salió 38,7', 38.7],
      ['ru', 'поставила градусник, показывает 38,4', 38.4],
      ['zh', '用体温计一量，38.6', 38.6],
    ];
    for (const [lang, text, c] of read38) expect(read(lang, text).vitals.temperatureC, `${lang}: ${text}`).toBe(c);
    // a weight, a room and a fever denied are not readings
    expect(read('en', 'my 10 year old weighs 38.5 kilos, no fever').vitals.temperatureC).toBeUndefined();
    expect(read('en', 'no fever, the room is 38.5 degrees').vitals.temperatureC).toBeUndefined();
  });

  it("water, a room or the weather at 40 degrees is no fever; the body's temperature beside it still is", () => {
    const notTheBody: Case[] = [
      ['zh', '沖涼水40度，會唔會太熱'],
      ['zh', '洗澡水40度会不会太烫'],
      ['en', 'the bath water is 40 degrees, is that ok for my baby'],
      ['en', 'it is 40 degrees outside and I feel dizzy'],
      ['de', 'es hat 40 Grad draußen und mir ist schwindlig'],
    ];
    for (const [lang, text] of notTheBody) {
      const f = read(lang, text);
      expect(f.vitals.temperatureC, `${lang}: ${text}`).toBeUndefined();
      expect([...f.present], `${lang}: ${text}`).not.toContain('fever');
    }
    expect(read('ru', 'на улице 40 градусов, у ребенка температура 38,5').vitals.temperatureC).toBe(38.5);
    expect(read('en', 'he had a bath and now his temperature is 38.9').vitals.temperatureC).toBe(38.9);
    // "bad", a runny nose (鼻水) or a word that folds onto one of these is no water or weather
    expect(read('en', 'I have a bad fever of 39').vitals.temperatureC).toBe(39);
    expect(read('ja', '鼻水と咳が3日、熱は37.8くらい').vitals.temperatureC).toBe(37.8);
  });

  it("in a conversation about a child, 'she is N months' in a later turn is the child's age, not a duration", () => {
    const ages: [Language, string, number][] = [
      ['pt', 'minha filha não tá bem.\nela tem 2 meses, desde a tarde tá com febre de 38,5.', 2],
      ['en', 'my daughter is unwell. she is 5 months. she has a temperature of 39.2', 5],
      ['fr', 'ma fille ne va pas bien. elle a 3 mois et 38,5 de fièvre', 3],
      ['en', 'my son has a cough. he is 14 months', 14],
    ];
    for (const [lang, text, months] of ages) {
      const f = read(lang, text);
      expect(f.childAgeMonths, `${lang}: ${text}`).toBe(months);
      expect(f.ageYears, `${lang}: ${text}`).toBeUndefined();
      expect(f.durationDays, `${lang}: ${text}`).toBeUndefined();
    }
    // a baby of 2 months with 38.5 is seen now (NICE NG143: under 3 months, 38 °C or more)
    expect(urgency('pt', 'minha filha não tá bem.\nela tem 2 meses, desde a tarde tá com febre de 38,5.')).toBe(2);
    // without a child in the text, or in a pregnancy, months after a pronoun are no age
    expect(read('en', 'she is 2 months pregnant and has a cough').childAgeMonths).toBeUndefined();
    expect(read('de', 'Meine Mutter ist krank. Sie ist 2 Monate im Krankenhaus gewesen').childAgeMonths).toBeUndefined();
  });

  it("Korean 'N주 됐어요' (it has been N weeks) about a baby is the baby's age; with 지 (since) it is how long", () => {
    expect(read('ko', '애기가 열이 나요\n6주 됐어요, 38.4도예요').childAgeMonths).toBeCloseTo(1.38, 1);
    expect(read('ko', '우리 아기가 열이 나요\n이제 3개월 됐어요').childAgeMonths).toBe(3);
    // a baby of 6 weeks with 38.4 is seen now (NICE NG143)
    expect(urgency('ko', '애기가 열이 나요\n6주 됐어요, 38.4도예요')).toBeLessThanOrEqual(2);
    // the time since the cough started, days, or no child in the text: no age
    expect(read('ko', '아이가 기침을 해요\n기침한 지 3주 됐어요').childAgeMonths).toBeUndefined();
    expect(read('ko', '아기가 열이 나요\n3일 됐어요').childAgeMonths).toBeUndefined();
    expect(read('ko', '기침이 나요\n3주 됐어요').childAgeMonths).toBeUndefined();
  });
});
