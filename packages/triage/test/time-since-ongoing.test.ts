import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { parseText } from '../src/nlp/parser.ts';
import { assessWithoutNet } from './support/protocol.ts';

/**
 * ConText temporality (Harkema et al. 2009): "since / from / over the last <time point, period or
 * event>" starts something that is still going on — present, with a duration — while a time point
 * alone with a past verb ("I had pneumonia last year") stays history. A cough for more than three
 * weeks is seen by a GP (NICE CKS cough), so a cough dated from last year is 4, not self-care.
 */
type Case = [Language, string];

const read = (lang: Language, text: string) => parseText(text, lang);
const urgency = (lang: Language, text: string) => assessWithoutNet(text, lang).urgency;

function expectPresent(concept: string, cases: Case[]) {
  for (const [lang, text] of cases) {
    const f = read(lang, text);
    expect([...f.present], `${lang}: ${text}`).toContain(concept);
    expect([...f.negated], `${lang}: ${text}`).not.toContain(concept);
  }
}

function expectNotPresent(concept: string, cases: Case[]) {
  for (const [lang, text] of cases)
    expect([...read(lang, text).present], `${lang}: ${text}`).not.toContain(concept);
}

describe('a complaint dated from last year goes on', () => {
  const coughSinceLastYear: Case[] = [
    ['en', "I've had a cough since last year"],
    ['en', "I've had a cough over the last year"],
    ['en', "I've had a cough in the last year"],
    ['en', 'been coughing for the last year'],
    ['is', 'ég hef verið með hósta síðan í fyrra'],
    ['pl', 'kaszlę od zeszłego roku'],
    ['es', 'tengo tos desde el año pasado'],
    ['es', 'tengo tos desde el ano pasado'],
    ['fr', "je tousse depuis l'année dernière"],
    ['fr', "je tousse depuis l'annee derniere"],
    ['de', 'ich huste seit letztem Jahr'],
    ['it', "ho la tosse dall'anno scorso"],
    ['pt', 'tenho tosse desde o ano passado'],
    ['pt', 'to com tosse desde ano passado'],
    ['ru', 'кашляю с прошлого года'],
    ['ru', 'у меня кашель с прошлого года'],
    ['tr', 'geçen yıldan beri öksürüyorum'],
    ['tr', 'gecen yildan beri oksuruyorum'],
    ['ar', 'عندي كحة من السنة اللي فاتت'],
    ['ar', 'عندي سعال منذ السنة الماضية'],
    ['hi', 'pichle saal se khansi hai'],
    ['hi', 'पिछले साल से खांसी है'],
    ['zh', '从去年开始一直咳嗽'],
    ['ja', '去年からずっと咳が出る'],
    ['ko', '작년부터 기침을 해요'],
  ];

  it('reads the cough as present, not past or denied (Russian "с" is no negation)', () => {
    expectPresent('cough', coughSinceLastYear);
    for (const [lang, text] of coughSinceLastYear)
      expect([...read(lang, text).past], `${lang}: ${text}`).not.toContain('cough');
  });

  it('gives it about a year, so a GP sees a cough of more than three weeks (NICE CKS cough)', () => {
    for (const [lang, text] of coughSinceLastYear) {
      expect(read(lang, text).durationDays, `${lang}: ${text}`).toBe(365);
      expect(urgency(lang, text), `${lang}: ${text}`).toBe(4);
    }
  });

  it('keeps a denied complaint denied', () => {
    const cases: Case[] = [
      ['en', 'no cough since last year'],
      ['es', 'no tengo tos desde el año pasado'],
      ['fr', "je ne tousse plus depuis l'année dernière"],
      ['de', 'kein Husten seit letztem Jahr'],
      ['pl', 'nie kaszlę od zeszłego roku'],
      ['pt', 'não tenho tosse desde o ano passado'],
      ['it', "non ho più la tosse dall'anno scorso"],
      ['ru', 'кашля нет с прошлого года'],
      ['tr', 'geçen yıldan beri öksürüğüm yok'],
      ['zh', '从去年开始就没有咳嗽'],
    ];
    expectNotPresent('cough', cases);
  });
});

describe('a past event as the anchor: what followed goes on, the event itself is history', () => {
  it('reads the complaint since the operation, the accident or the birth as present', () => {
    expectPresent('back_pain', [
      ['en', 'my back has hurt since the accident last year'],
      ['en', 'since my operation last year I have had back pain'],
      ['fr', "j'ai mal au dos depuis mon accouchement l'année dernière"],
      ['de', 'ich habe Rückenschmerzen seit der OP letztes Jahr'],
      ['es', 'me duele la espalda desde el accidente del año pasado'],
      ['pt', 'tenho dor nas costas desde o acidente do ano passado'],
      ['it', "ho mal di schiena dall'incidente dell'anno scorso"],
      ['pl', 'od wypadku w zeszłym roku boli mnie plecy'],
    ]);
    expectPresent('cough', [
      ['en', "I've had a cough since my operation last year"],
      ['zh', '从去年手术后一直咳嗽'],
      ['ja', '去年手術してから咳が出る'],
      ['ko', '작년 수술 후부터 기침을 해요'],
      ['hi', 'pichle saal operation ke baad se khansi hai'],
      ['tr', 'geçen yıl ameliyattan beri öksürüyorum'],
      ['ru', 'кашляю с операции в прошлом году'],
      ['is', 'ég hef verið með hósta síðan aðgerðin var í fyrra'],
      ['ar', 'عندي كحة من بعد العملية السنة الماضية'],
    ]);
  });

  it('leaves the operation of last year in the history, not a recent one', () => {
    const cases: Case[] = [
      ['en', 'since my operation last year I have had a cough'],
      ['ja', '去年手術してから咳が出る'],
      ['zh', '从去年手术后一直咳嗽'],
      ['ko', '작년 수술 후부터 기침을 해요'],
      ['hi', 'pichle saal operation ke baad se khansi hai'],
      ['tr', 'geçen yıl ameliyattan beri öksürüyorum'],
    ];
    expectNotPresent('vte_risk', cases);
  });
});

describe('how long: since last month, last week, yesterday', () => {
  it.each<[Language, string, number]>([
    ['en', 'a rash since last month', 30],
    ['is', 'útbrot síðan í síðasta mánuði', 30],
    ['pl', 'wysypka od zeszłego miesiąca', 30],
    ['es', 'tengo un sarpullido desde el mes pasado', 30],
    ['fr', 'des boutons depuis le mois dernier', 30],
    ['de', 'Ausschlag seit letztem Monat', 30],
    ['it', 'ho uno sfogo dal mese scorso', 30],
    ['pt', 'tenho manchas desde o mês passado', 30],
    ['ru', 'сыпь с прошлого месяца', 30],
    ['tr', 'geçen aydan beri kaşıntım var', 30],
    ['ar', 'عندي حكة من الشهر اللي فات', 30],
    ['hi', 'pichle mahine se khujli hai', 30],
    ['zh', '从上个月开始起疹子', 30],
    ['ja', '先月から湿疹がある', 30],
    ['ko', '지난달부터 두드러기가 나요', 30],
    ['en', 'a headache since last week', 7],
    ['pl', 'ból głowy od zeszłego tygodnia', 7],
    ['es', 'me duele la cabeza desde la semana pasada', 7],
    ['fr', 'mal à la tête depuis la semaine dernière', 7],
    ['de', 'Kopfschmerzen seit letzter Woche', 7],
    ['it', 'mal di testa dalla settimana scorsa', 7],
    ['pt', 'dor de cabeça desde a semana passada', 7],
    ['ru', 'голова болит с прошлой недели', 7],
    ['tr', 'geçen haftadan beri başım ağrıyor', 7],
    ['ar', 'عندي صداع من الأسبوع الماضي', 7],
    ['hi', 'pichle hafte se sir dard hai', 7],
    ['zh', '从上周开始头痛', 7],
    ['ja', '先週から頭が痛い', 7],
    ['ko', '지난주부터 머리가 아파요', 7],
    ['es', 'tengo tos desde ayer', 1],
    ['fr', 'je tousse depuis hier', 1],
    ['de', 'ich huste seit gestern', 1],
    ['it', 'ho la tosse da ieri', 1],
    ['pt', 'tenho tosse desde ontem', 1],
    ['ru', 'кашляю со вчера', 1],
    ['tr', 'dünden beri öksürüyorum', 1],
    ['ar', 'عندي كحة من امبارح', 1],
    ['hi', 'kal se khansi hai', 1],
    ['zh', '从昨天开始咳嗽', 1],
    ['ja', '昨日から咳が出る', 1],
    ['ko', '어제부터 기침을 해요', 1],
  ])('%s: %s → %d days', (lang, text, days) => {
    expect(read(lang, text).durationDays).toBe(days);
  });
});

describe('an emergency after a since anchor still raises', () => {
  it.each<Case>([
    ['en', 'since this morning my face is drooping on one side'],
    ['fr', 'depuis ce matin je ne sens plus mon bras'],
    ['es', 'desde esta mañana tengo la cara caída de un lado'],
    ['de', 'seit heute morgen hängt mein Mundwinkel auf einer Seite'],
    ['it', 'da stamattina ho la bocca storta'],
    ['pt', 'desde hoje de manhã estou com a boca torta'],
    ['pl', 'od rana opadnięty kącik ust'],
    ['ru', 'с утра перекосило лицо'],
    ['tr', 'sabahtan beri yüzüm kaydı'],
    ['zh', '从今天早上开始嘴歪了'],
    ['ja', '今朝から顔の片側が垂れ下がっている'],
    ['ko', '오늘 아침부터 얼굴 한쪽이 처졌어요'],
    ['en', "since my operation last year I've had bad chest pain since this morning and I'm sweating"],
    ['es', 'desde el año pasado tengo asma y desde hoy no puedo respirar'],
  ])('%s: %s', (lang, text) => {
    expect(urgency(lang, text)).toBeLessThanOrEqual(2);
  });
});

describe('a past event stays in the past', () => {
  const pastChestPain: Case[] = [
    ['en', 'last year I had chest pain'],
    ['en', 'I had chest pain last year'],
    ['is', 'ég fékk brjóstverk í fyrra'],
    ['pl', 'w zeszłym roku miałem ból w klatce piersiowej'],
    ['es', 'el año pasado tuve dolor en el pecho'],
    ['fr', "l'année dernière j'ai eu une douleur thoracique"],
    ['de', 'letztes Jahr hatte ich Brustschmerzen'],
    ['it', "l'anno scorso ho avuto dolore al petto"],
    ['pt', 'no ano passado tive dor no peito'],
    ['ru', 'в прошлом году была боль в груди'],
    ['tr', 'geçen yıl göğüs ağrım oldu'],
    ['ar', 'السنة الماضية كان عندي ألم في الصدر'],
    ['hi', 'पिछले साल सीने में दर्द हुआ था'],
    ['zh', '去年胸痛过'],
    ['ja', '去年胸が痛かった'],
    ['ko', '작년에 흉통이 있었어요'],
  ];
  it.each(pastChestPain)('a time point alone with a past verb is history — %s: %s', (lang, text) => {
    expectNotPresent('chest_pain', [[lang, text]]);
    expect(urgency(lang, text)).toBeGreaterThan(2);
    expect(read(lang, text).durationDays).toBeUndefined();
  });

  const fineSince: Case[] = [
    ['en', 'I had chest pain last year and I have been fine ever since'],
    ['en', 'I had chest pain in 2019, no problems since my operation'],
    ['en', 'two years since I had chest pain'],
    ['is', 'ég fékk brjóstverk í fyrra og ekkert síðan'],
    ['pl', 'w zeszłym roku miałem ból w klatce piersiowej, od tamtej pory wszystko w porządku'],
    ['es', 'el año pasado tuve dolor en el pecho y desde entonces estoy bien'],
    ['fr', "l'année dernière j'ai eu une douleur à la poitrine, depuis lors je vais bien"],
    ['de', 'letztes Jahr hatte ich Brustschmerzen, seitdem geht es mir gut'],
    ['it', "l'anno scorso ho avuto dolore al petto, da allora sto bene"],
    ['pt', 'no ano passado tive dor no peito e desde então estou bem'],
    ['ru', 'в прошлом году была боль в груди, с тех пор всё хорошо'],
    ['tr', 'geçen yıl göğüs ağrım oldu, o zamandan beri iyiyim'],
    ['ar', 'السنة الماضية كان عندي ألم في الصدر ومن وقتها انا بخير'],
    ['hi', 'pichle saal seene mein dard hua tha, tab se theek hoon'],
    ['zh', '去年胸口痛过，从那以后就好了'],
    ['ja', '去年胸が痛かったけど、それからは大丈夫です'],
    ['ko', '작년에 흉통이 있었는데 그 후로 괜찮아요'],
  ];
  it.each(fineSince)('"since then I have been fine" does not bring it back — %s: %s', (lang, text) => {
    expectNotPresent('chest_pain', [[lang, text]]);
    expect(urgency(lang, text)).toBeGreaterThan(2);
  });

  const seizureThenTablets: Case[] = [
    ['en', 'I had a seizure in 2019 and since then I take tablets'],
    ['en', 'I had a seizure last year, since then I take tablets'],
    ['es', 'tuve una convulsión el año pasado y desde entonces tomo pastillas'],
    ['fr', "j'ai fait une crise d'épilepsie l'année dernière et depuis je prends un traitement"],
    ['de', 'ich hatte letztes Jahr einen Krampfanfall und seitdem nehme ich Tabletten'],
    ['pt', 'tive uma convulsão no ano passado e desde então tomo remédio'],
    ['it', "ho avuto una crisi epilettica l'anno scorso e da allora prendo le pastiglie"],
    ['pl', 'w zeszłym roku miałem napad padaczki i od tamtej pory biorę leki'],
    ['ru', 'в прошлом году были судороги, с тех пор пью таблетки'],
    ['tr', 'geçen yıl nöbet geçirdim, o zamandan beri ilaç kullanıyorum'],
  ];
  it.each(seizureThenTablets)(
    'an anchor in a later clause dates that clause, not the earlier event — %s: %s',
    (lang, text) => {
      expect([...read(lang, text).past]).toContain('seizure');
      expectNotPresent('seizure', [[lang, text]]);
      expect(urgency(lang, text)).toBeGreaterThan(2);
    },
  );

  const goneSince: Case[] = [
    ['en', 'had chest pain last week, it went away'],
    ['es', 'tuve dolor en el pecho la semana pasada, ya se me pasó'],
    ['fr', "j'ai eu mal à la poitrine la semaine dernière, c'est passé"],
    ['de', 'hatte letzte Woche Brustschmerzen, die sind weg'],
    ['it', 'ho avuto dolore al petto la settimana scorsa, è passato'],
    ['pt', 'tive dor no peito semana passada, já passou'],
    ['pl', 'w zeszłym tygodniu miałem ból w klatce piersiowej, już przeszło'],
    ['ru', 'на прошлой неделе болела грудь, всё прошло'],
    ['tr', 'geçen hafta göğüs ağrım vardı, geçti'],
    ['zh', '上周胸口痛，现在好了'],
  ];
  it.each(goneSince)('an episode last week that went away stays over — %s: %s', (lang, text) => {
    expectNotPresent('chest_pain', [[lang, text]]);
    expect(urgency(lang, text)).toBeGreaterThan(2);
  });

  const afterStroke: Case[] = [
    ['es', 'desde el ictus tengo debilidad en el brazo'],
    ['fr', 'depuis son AVC il a du mal à marcher'],
    ['de', 'seit dem Schlaganfall ist mein Arm schwach'],
    ['pt', 'desde o AVC tenho o braço fraco'],
    ['it', "da quando ha avuto l'ictus ha il braccio debole"],
  ];
  it.each(afterStroke)(
    'a stroke as the anchor stays history (its deficits are no new stroke) — %s: %s',
    (lang, text) => {
      expect([...read(lang, text).past]).toContain('stroke_suspected');
      expect(urgency(lang, text)).toBeGreaterThan(2);
    },
  );

  it.each<[Language, string, string]>([
    ['en', 'Since I had pneumonia last year, can I get the flu jab?', 'crackles'],
    ['en', 'since I had chest pain last year, should I get my cholesterol checked?', 'chest_pain'],
    ['en', 'I had a stroke last year, now I want my cholesterol checked', 'stroke_suspected'],
    ['ru', 'заболел в прошлом году, сейчас здоров', 'complaint_unspecified'],
    // another language's word that looks like an anchor: Spanish and Portuguese "se" after a year is not
    // romanised Hindi "2019 se" (since 2019)
    ['es', 'en 2019 se me diagnosticó un infarto, ahora quiero la receta', 'heart_attack_suspected'],
    [
      'es',
      'tuve un infarto en 2019 se me trató con stent y ahora quiero renovar la receta',
      'heart_attack_suspected',
    ],
    [
      'pt',
      'tive um infarto em 2019 se não me engano, agora quero renovar a receita',
      'heart_attack_suspected',
    ],
    ['it', "ho avuto un infarto nel 2019 da allora prendo l'aspirina", 'heart_attack_suspected'],
  ])(
    '"since" that gives a reason, or a request now, keeps a dated event past — %s: %s',
    (lang, text, concept) => {
      expectNotPresent(concept, [[lang, text]]);
      expect(urgency(lang, text)).toBeGreaterThan(2);
    },
  );
});
