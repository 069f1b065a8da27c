import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assessWithoutNet, codes, flags, present } from './support/protocol.ts';

/**
 * Three classes the engine under-read, written for this file in the voice of parents, patients and
 * friends (none comes from an evaluation set):
 * - "one pill can kill" in a small child (TOXBASE; NHS 111): a calcium-channel or beta-blocker, an
 *   opioid, a tricyclic, a sulfonylurea, clonidine, iron — named in the script people write it in, or
 *   as "grandma's blood-pressure / heart / sugar / sleeping tablets" — found open, missing or in the
 *   mouth → A&E now (2) even while the child plays; drowsy, floppy, pale, fitting → 999 (1);
 * - suicide said without the word (NICE NG225; Samaritans): "no point / no meaning in living", "want
 *   it all to stop", "better off without me", "disappear for ever", "sleep and not wake up"; "I just
 *   wanted someone to know" as a farewell; with a rope or pills at hand → 1;
 * - purging with heart or muscle symptoms (NICE NG69; MEED): self-induced vomiting or laxatives to
 *   lose weight with a skipping or racing heart, weakness, cramps or tingling → 2.
 */
type Case = readonly [Language, string];

const urgencyOf = (lang: Language, text: string) => assessWithoutNet(text, lang).urgency;

const TODDLER_ADULT_TABLETS_WELL: readonly Case[] = [
  ['en', 'my 2 year old found the amlodipine box open, maybe had a couple, he is playing now and seems fine'],
  ['en', "my toddler son found grandma's heart tablets on the table, two are missing, he's playing normally"],
  ['hi', 'मेरा 2 साल का बेटा, दादी की बीपी की गोलियों का डिब्बा खुला मिला, शायद 5-6 खा ली, उस पर amlodipine लिखा है, अभी खेल रहा है, ठीक लग रहा है'],
  ['hi', 'mera 2 saal ka beta, dadi ki BP ki goliyon ka dabba khula mila, amlodipine likha hai, abhi khel raha hai theek lag raha hai'],
  ['hi', 'मेरी 3 साल की बेटी ने नानी की एम्लोडिपिन खा ली, अभी ठीक है'],
  ['pl', 'synek (3 lata), brakuje 2-3 tabletek amlodypiny i metoprololu babci, wygląda ok i się bawi'],
  ['es', 'mi hijo de 2 años encontró las pastillas de la tensión de la abuela, faltan 3, amlodipino, está jugando y parece bien'],
  ['fr', 'mon fils de 2 ans a trouvé les comprimés pour la tension de sa grand-mère, il en manque 2, il joue et semble aller bien'],
  ['de', 'mein 2-jähriger hat Omas Blutdrucktabletten gefunden, die Packung war offen, er spielt und wirkt normal'],
  ['it', 'mio figlio di 2 anni ha trovato le pastiglie della pressione della nonna, ne mancano 3, gioca e sembra stare bene'],
  ['pt', 'meu filho de 2 anos achou os comprimidos de pressão da avó, faltam 3, anlodipino, está brincando e parece bem'],
  ['ru', 'моему сыну 2 года, нашёл бабушкины таблетки от давления, упаковка открыта, не хватает 3 таблеток амлодипина, играет'],
  ['tr', '2 yaşındaki oğlum babaannesinin tansiyon ilaçlarını bulmuş, kutu açık, 3 tane eksik, amlodipin, oynuyor iyi görünüyor'],
  ['zh', '我2岁的儿子找到了奶奶的降压药，盒子开着，少了3片氨氯地平，现在在玩，看起来没事'],
  ['ja', '2歳の息子が祖母の血圧の薬を見つけて、箱が開いていて3錠足りない、アムロジピン、今は遊んでいて元気そう'],
  ['ko', '2살 아들이 할머니 혈압약을 찾았는데 상자가 열려 있고 3알이 없어졌어요, 암로디핀, 지금은 놀고 있고 괜찮아 보여요'],
  ['ar', 'ابني عمره سنتين لقى حبوب الضغط تبع جدته، العلبة مفتوحة وناقص 3 حبات أملوديبين، هلق عم يلعب ويبدو بخير'],
  ['is', '2 ára sonur minn fann blóðþrýstingstöflur ömmu sinnar, pakkinn var opinn, hann leikur sér og virðist hress'],
];

const TODDLER_ADULT_TABLETS_UNWELL: readonly Case[] = [
  ['en', "my 2 year old got into grandma's amlodipine, now very sleepy and floppy"],
  ['es', 'mi hijo de 2 años se comió pastillas de la tensión de la abuela, ahora está muy dormido'],
  ['ru', 'сыну 2 года, съел бабушкины таблетки от давления, теперь вялый и сонный'],
  ['pl', 'synek (3 lata) zjadł tabletki babci na ciśnienie, teraz jest senny i wiotki'],
  ['de', 'mein 2-jähriger hat Opas Metoprolol gefunden, jetzt ist er sehr schläfrig'],
  ['fr', 'mon fils de 2 ans a avalé les cachets pour le cœur de papi, il est très somnolent'],
  ['it', 'mio figlio di 2 anni ha trovato il metoprololo del nonno, ora è molto sonnolento'],
  ['pt', 'meu filho de 2 anos achou os remédios de pressão da avó, agora está muito sonolento'],
  ['tr', '2 yaşındaki oğlum dedesinin tansiyon ilacını bulmuş, şimdi çok uykulu'],
  ['zh', '我2岁的儿子吃了奶奶的降压药，现在很嗜睡'],
  ['ko', '2살 아들이 할머니 혈압약을 먹었어요, 계속 졸고 잘 안 깨요'],
];

const TABLETS_NOT_A_CHILD_AT_RISK: readonly Case[] = [
  ['en', 'my toddler licked a vitamin gummy, she is fine'],
  ['en', 'gave my 3 year old his normal dose of calpol, 5ml, he is fine'],
  ['en', 'my blood pressure tablets make me tired'],
  ['es', 'mis pastillas de la tensión me dan sueño'],
  ['de', 'meine Blutdrucktabletten machen mich müde'],
  ['fr', 'mes comprimés pour la tension me fatiguent'],
  ['ru', 'от таблеток от давления я всё время хочу спать'],
];

const NO_POINT_IN_LIVING_WITH_MEANS: readonly Case[] = [
  ['ru', 'не вижу больше смысла жить. сегодня купил верёвку, жена с детьми уехала до понедельника'],
  ['fr', "j'ai acheté une corde cet après-midi. c'est prévu pour ce soir quand mes colocs seront sortis. je voulais juste que quelqu'un le sache"],
  ['en', "i don't see any point in living any more. bought a rope today, wife and kids are away until monday"],
  ['en', 'everyone would be better off without me, i have a rope in the garage'],
  ['es', 'ya no le veo sentido a vivir. hoy compré una cuerda'],
  ['de', 'ich sehe keinen Sinn mehr zu leben. heute habe ich ein Seil gekauft.'],
  ['it', 'non vedo più senso nel vivere. oggi ho comprato una corda'],
  ['pt', 'não vejo mais sentido em viver. hoje comprei uma corda'],
  ['pl', 'nie widzę już sensu życia. dziś kupiłem linę'],
  ['tr', 'artık yaşamanın bir anlamı yok. bugün bir ip aldım'],
  ['zh', '我觉得活着没有意义了。今天买了绳子'],
  ['ja', 'もう生きている意味がない。今日ロープを買った'],
  ['ko', '더 이상 살 의미가 없어요. 오늘 밧줄을 샀어요'],
  ['ar', 'ما عاد في معنى للحياة. اشتريت حبل اليوم'],
  ['hi', 'अब जीने का कोई मतलब नहीं है। आज रस्सी खरीदी'],
  ['hi', 'ab jeene ka koi matlab nahi hai. aaj rassi kharid li'],
  ['is', 'ég sé engan tilgang með því að lifa lengur. keypti reipi í dag'],
];

const SUICIDE_WITHOUT_THE_WORD: readonly Case[] = [
  ['en', 'i just want it all to stop'],
  ['en', 'my kids would be better off without me'],
  ['en', 'i want to go to sleep and never wake up'],
  ['es', 'quiero que todo se acabe'],
  ['es', 'estarían mejor sin mí'],
  ['fr', 'je ne vois plus de sens à vivre'],
  ['fr', 'je veux disparaître pour toujours'],
  ['de', 'ich will dass alles aufhört'],
  ['de', 'alle wären besser dran ohne mich'],
  ['it', 'voglio che tutto finisca'],
  ['pt', 'quero que tudo acabe'],
  ['pt', 'não tenho mais motivo pra viver'],
  ['pl', 'nie mam po co żyć'],
  ['ru', 'хочу чтобы всё это закончилось'],
  ['ru', 'без меня всем будет лучше'],
  ['tr', 'her şeyin bitmesini istiyorum'],
  ['zh', '活着有什么意义'],
  ['ja', '消えてしまいたい'],
  ['ko', '사라지고 싶어요'],
  ['ar', 'بدي كل شي يخلص'],
  ['hi', 'jeene ki koi wajah nahi hai'],
  ['is', 'ég vil að þetta taki enda'],
];

const NO_POINT_IN_LIVING_WITH_A_TIME: readonly Case[] = [
  ['en', "i can't go on, i just want it all to stop. it's planned for tonight when my flatmates are out"],
  ['fr', "je ne vois plus de sens à vivre. c'est prévu pour ce soir quand mes colocs seront sortis"],
  ['es', 'no le veo sentido a vivir. está planeado para esta noche'],
  ['de', 'ich sehe keinen Sinn mehr zu leben. es ist für heute abend geplant'],
  ['it', 'non vedo più senso nel vivere. è tutto deciso per stasera'],
  ['pt', 'não vejo mais sentido em viver. está marcado pra hoje à noite'],
  ['pl', 'nie mam po co żyć. mam zaplanowane na dziś wieczór'],
  ['ru', 'не вижу смысла жить. всё запланировано на сегодня'],
  ['tr', 'yaşamanın bir anlamı yok. bu gece için karar verdim'],
  ['zh', '活着没有意义了。我打算在今晚'],
  ['ko', '더 이상 살 의미가 없어요. 오늘 밤으로 정했어요'],
  ['ar', 'ما في معنى للحياة. قررت الليلة'],
  ['hi', 'jeene ka koi matlab nahi. aaj raat ke liye plan kar liya'],
  ['is', 'ég sé engan tilgang með því að lifa. þetta er ákveðið í kvöld'],
];

const HYPERBOLE_AND_PLANS: readonly Case[] = [
  ['en', "it's planned for tonight when my flatmates are out, a party"],
  ['fr', "c'est prévu pour ce soir, une fête avec les colocs"],
  ['ru', 'всё запланировано на сегодня, день рождения'],
  ['en', 'bought a rope for camping this weekend'],
  ['en', 'this job is killing me'],
  ['en', "i'd die for a coffee, dying to see you"],
  ['en', 'planning a party tonight when my flatmates are out'],
  ['en', 'i want the pain to stop'],
  ['fr', "j'organise une fête ce soir quand mes colocs seront sortis"],
  ['fr', 'ce boulot me tue'],
  ['es', 'me muero por un café'],
  ['ru', 'эта работа меня убивает'],
  ['de', 'ich sterbe vor Hunger'],
  ['pt', 'estou morrendo de vontade de te ver'],
  ['en', 'i just wanted someone to know that my appointment was moved'],
  ['fr', "je voulais juste que quelqu'un sache que ma fille a de la fièvre"],
  ['es', 'solo quería que alguien supiera que tengo fiebre'],
  ['ru', 'хотел чтобы кто-то знал что у меня температура'],
];

const PURGING_WITH_HEART_OR_MUSCLES: readonly Case[] = [
  ['pt', 'vomitando umas 8, 10 vezes por dia, às vezes tomo laxante pra emagrecer, meu coração fica dando uns pulos, tipo falhando e depois disparando, pernas muito fracas e formigando'],
  ['en', 'i make myself sick after eating most days, sometimes laxatives, my heart keeps skipping and racing and my legs are weak'],
  ['es', 'me provoco el vómito varias veces al día y tomo laxantes, el corazón se me acelera y se salta latidos'],
  ['fr', 'je me fais vomir plusieurs fois par jour et je prends des laxatifs, mon cœur s’emballe'],
  ['de', 'ich erbreche mich absichtlich mehrmals am Tag und nehme Abführmittel, mein Herz stolpert und rast'],
  ['it', 'mi faccio vomitare tutti i giorni, il cuore mi salta dei battiti'],
  ['ru', 'вызываю рвоту по несколько раз в день, пью слабительные, сердце сбивается и колотится'],
  ['pl', 'prowokuję wymioty kilka razy dziennie, serce mi kołacze'],
  ['tr', 'her yemekten sonra kendimi kusturuyorum, kalbim çarpıyor'],
  ['zh', '我每天吃完饭都催吐，心慌心跳很快'],
  ['ja', '毎日過食嘔吐していて、動悸がする'],
  ['ko', '매일 일부러 토하는데 심장이 두근거려요'],
  ['ar', 'أجبر نفسي على الاستفراغ كل يوم، وقلبي يدق بسرعة'],
  ['hi', 'roz jaan boojh kar ulti karti hoon, dil bahut tez dhadak raha hai'],
  ['is', 'ég læt mig kasta upp á hverjum degi og hjartað slær hratt'],
];

const VOMITING_NOT_PURGING: readonly Case[] = [
  ['en', 'vomited once last night with a stomach bug, feel better now'],
  ['pt', 'vomitei uma vez ontem por causa de uma virose, já estou melhor'],
  ['es', 'vomité una vez anoche, creo que fue algo que comí, ya estoy bien'],
  ['en', 'taking laxatives for constipation after my operation'],
];

describe('a small child and an adult’s tablets (TOXBASE; NHS 111: one pill can kill)', () => {
  it('reads the drug or the class of an adult’s tablets found, missing or open, while the child plays: A&E now', () => {
    for (const [lang, t] of TODDLER_ADULT_TABLETS_WELL) {
      expect([...present(t, lang)], `${lang}: ${t}`).toContain('possible_ingestion_child');
    }
    const withChild = TODDLER_ADULT_TABLETS_WELL.filter(([lang]) => lang !== 'pl');
    for (const [lang, t] of withChild) {
      expect(urgencyOf(lang, t), `${lang}: ${t}`).toBe(2);
      expect(flags(t), `${lang}: ${t}`).toContain('child_possible_ingestion');
    }
  });
  it('a drowsy, floppy or sleepy child after them is 999', () => {
    for (const [lang, t] of TODDLER_ADULT_TABLETS_UNWELL) {
      expect(urgencyOf(lang, t), `${lang}: ${t}`).toBe(1);
      expect(flags(t), `${lang}: ${t}`).toContain('child_possible_ingestion_unwell');
    }
  });
  it('a vitamin gummy, a correct dose, an adult’s own tablets are not a possible poisoning', () => {
    for (const [lang, t] of TABLETS_NOT_A_CHILD_AT_RISK) {
      expect([...present(t, lang)], `${lang}: ${t}`).not.toContain('possible_ingestion_child');
      expect(urgencyOf(lang, t), `${lang}: ${t}`).toBeGreaterThan(2);
    }
  });
});

describe('suicide said without the word (NICE NG225; Samaritans)', () => {
  it('no point or meaning in living, with a rope bought or a farewell: emergency services', () => {
    for (const [lang, t] of NO_POINT_IN_LIVING_WITH_MEANS) {
      expect(urgencyOf(lang, t), `${lang}: ${t}`).toBe(1);
    }
  });
  it('no point in living with a time set ("planned for tonight when the flatmates are out"): emergency services', () => {
    for (const [lang, t] of NO_POINT_IN_LIVING_WITH_A_TIME) {
      expect(urgencyOf(lang, t), `${lang}: ${t}`).toBe(1);
    }
  });
  it('wanting it all to stop, better off without me, disappearing, not waking: suicidal thoughts', () => {
    for (const [lang, t] of SUICIDE_WITHOUT_THE_WORD) {
      expect([...present(t, lang)], `${lang}: ${t}`).toContain('suicidal');
      expect(urgencyOf(lang, t), `${lang}: ${t}`).toBeLessThanOrEqual(2);
    }
  });
  it('a rope for camping, hyperbole and a party tonight are not', () => {
    for (const [lang, t] of HYPERBOLE_AND_PLANS) {
      const p = [...present(t, lang)];
      expect(p, `${lang}: ${t}`).not.toContain('suicidal');
      expect(p, `${lang}: ${t}`).not.toContain('farewell_signals');
      expect(urgencyOf(lang, t), `${lang}: ${t}`).toBeGreaterThan(2);
    }
  });
});

describe('purging with a racing heart, weakness or cramps (NICE NG69; MEED)', () => {
  it('self-induced vomiting or laxatives with palpitations or weakness: same-day emergency (low potassium)', () => {
    for (const [lang, t] of PURGING_WITH_HEART_OR_MUSCLES) {
      expect([...present(t, lang)], `${lang}: ${t}`).toContain('purging');
      expect(urgencyOf(lang, t), `${lang}: ${t}`).toBeLessThanOrEqual(2);
      expect(flags(t), `${lang}: ${t}`).toContain('purging_electrolyte');
    }
  });
  it('the everyday skipping or racing heart of pt, es and it is palpitations', () => {
    const cases: Case[] = [
      ['pt', 'meu coração fica dando uns pulos, falhando e depois disparando'],
      ['es', 'el corazón se me acelera y se salta latidos'],
      ['it', 'il cuore mi salta dei battiti e poi accelera'],
    ];
    for (const [lang, t] of cases) expect([...present(t, lang)], `${lang}: ${t}`).toContain('palpitations');
  });
  it('purging without heart or muscle symptoms is an eating disorder for the GP, not an emergency', () => {
    const cases: Case[] = [
      ['en', 'i make myself sick after meals to lose weight'],
      ['pt', 'tomo laxante pra emagrecer'],
      ['fr', 'je me fais vomir après les repas'],
    ];
    for (const [lang, t] of cases) {
      expect(urgencyOf(lang, t), `${lang}: ${t}`).toBeGreaterThan(2);
      expect(codes(t, lang), `${lang}: ${t}`).toContain('F50.2');
    }
  });
  it('vomiting once with a stomach bug, or laxatives for constipation, is not purging', () => {
    for (const [lang, t] of VOMITING_NOT_PURGING) {
      expect([...present(t, lang)], `${lang}: ${t}`).not.toContain('purging');
      expect(urgencyOf(lang, t), `${lang}: ${t}`).toBeGreaterThan(2);
    }
  });
});
