import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assessWithoutNet } from './support/protocol.ts';

/**
 * A child who got at someone's medicines or a button battery (NHS 111 / TOXBASE: any possible
 * ingestion of adult medicines or of a button battery by a child → A&E now, even if the child seems
 * well; calcium-channel blockers, beta-blockers, opioids, iron, tricyclics and sulfonylureas can
 * kill a toddler in one or two tablets), and overdose in the words people use (NICE CG16 self-harm;
 * TOXBASE: deliberate, or with symptoms → emergency services now; otherwise A&E now). Written for
 * this file as parents, partners and friends write them; none comes from an evaluation set.
 */
type Case = readonly [Language, string];

const CHILD_GOT_AT_MEDICINES: readonly Case[] = [
  ['en', 'found my 2 year old with grandmas pills, 3 or 4 tablets are missing but he seems fine now'],
  ['en', 'my toddler got into my blood pressure tablets, the blister was open, not sure if he swallowed any'],
  ['en', 'our daughter might have swallowed some of my iron tablets'],
  ['en', 'my son chewed on a strip of his dads tablets'],
  ['en', 'toddler got hold of the bottle of my sleeping pills, lid was off, cant tell how many are gone'],
  ['is', 'fann 2 ára son minn með töflurnar hennar ömmu, það vantar 3 töflur'],
  ['is', 'dóttir mín komst í lyfin mín og gæti hafa gleypt eitthvað'],
  ['pl', 'mój synek dobrał się do tabletek babci, brakuje 3 tabletek'],
  ['pl', 'córka mogła połknąć tabletki męża, blister był otwarty'],
  ['es', 'mi hijo de 2 años agarró las pastillas de la abuela, faltan 3 pastillas pero parece que esta bien'],
  ['es', 'la nena puede que se haya tragado unas pastillas de su padre'],
  ['fr', "mon fils de 2 ans a trouvé les médicaments de mamie, il manque 3 comprimés"],
  ['fr', 'ma fille a peut-être avalé des cachets de son père, la plaquette était ouverte'],
  ['de', 'mein Sohn hat Omas Tabletten erwischt, es fehlen 3 Tabletten'],
  ['de', 'meine Tochter hat vielleicht Tabletten von ihrem Vater geschluckt, der Blister war offen'],
  ['it', 'mio figlio di 2 anni ha preso le pastiglie della nonna, mancano 3 compresse'],
  ['it', 'la bimba forse ha ingoiato qualche pastiglia del papà'],
  ['pt', 'meu filho de 2 anos pegou os comprimidos da avó, estão faltando 3 comprimidos'],
  ['pt', 'minha filha pode ter engolido uns remédios do pai, a cartela estava aberta'],
  ['ru', 'сын добрался до бабушкиных таблеток, не хватает 3 таблеток'],
  ['ru', 'дочка могла проглотить папины таблетки, блистер был открыт'],
  ['tr', 'oğlum babaannesinin ilaçlarını bulmuş, 3 hap eksik'],
  ['tr', 'kızım babasının haplarından yutmuş olabilir'],
  ['ar', 'ابني لقى حبوب جدته وناقص ٣ حبات'],
  ['ar', 'بنتي يمكن بلعت حبوب أبوها'],
  ['hi', 'मेरे बेटे ने दादी की गोलियाँ खा लीं, 3 गोलियाँ गायब हैं'],
  ['hi', 'beta ne shayad dadi ki goliyan kha li, 3 goli kam hai'],
  ['zh', '孩子翻到了奶奶的药，少了三片'],
  ['zh', '我女兒可能吞了爸爸的藥片'],
  ['ja', '2歳の息子が祖母の薬を飲んだかもしれない、3錠足りない'],
  ['ja', '娘がお父さんの薬を口に入れていた'],
  ['ko', '아이가 할머니 약을 먹은 것 같아요, 3알이 없어졌어요'],
  ['ko', '딸이 아빠 약을 삼켰을지도 몰라요'],
];

const CHILD_BATTERY_IN_EVERYDAY_WORDS: readonly Case[] = [
  ['en', 'my son might have swallowed one of those little round flat batteries'],
  ['en', 'cant find the battery from the kitchen scales and my toddler was playing with it'],
  ['en', 'my daughter put the watch battery in her mouth and now we cant find it'],
  ['en', 'the battery from the car key is missing, i think the baby swallowed it'],
  ['is', 'barnið gleypti kannski litla flata rafhlöðu úr vigtinni'],
  ['pl', 'synek chyba połknął baterię z wagi, taką małą okrągłą'],
  ['es', 'mi hijo se pudo tragar la pila del reloj, no la encuentro'],
  ['fr', 'mon fils a peut-être avalé la petite pile ronde de la balance'],
  ['de', 'mein Kind hat vielleicht die Knopfzelle aus dem Autoschlüssel verschluckt'],
  ['it', 'la bimba potrebbe aver ingoiato la pila piatta della bilancia'],
  ['pt', 'meu filho pode ter engolido a bateria do relógio'],
  ['ru', 'ребёнок возможно проглотил батарейку-таблетку от весов'],
  ['tr', 'oğlum saat pilini yutmuş olabilir'],
  ['ar', 'ابني ممكن بلع بطارية الساعة'],
  ['hi', 'bacche ne shayad ghadi ki battery nigal li'],
  ['zh', '孩子可能把手表电池吞下去了'],
  ['ja', '子どもがボタン電池を飲み込んだかもしれない'],
  ['ko', '아이가 시계 건전지를 삼킨 것 같아요'],
];

const CHILD_LOOK_ALIKES: readonly Case[] = [
  ['en', 'my son got to take his meds every morning, his cough is a bit better'],
  ['en', 'my son keeps missing his asthma tablets at school'],
  ['it', 'mio figlio ha preso le medicine stamattina, la tosse va meglio'],
  ['fr', 'mon fils a pris ses médicaments ce matin, la toux va mieux'],
  ['pt', 'meu filho pegou os remédios na farmácia, a tosse está melhor'],
  ['tr', 'oğlum ilacını almış, öksürüğü biraz daha iyi'],
  ['ru', 'сын выпил лекарство от кашля, кашель лучше'],
  ['ar', 'ابني أخذ الدواء الصبح والكحة أحسن'],
  ['hi', 'मेरे बेटे ने दवा खा ली, खांसी थोड़ी बेहतर है'],
  ['zh', '孩子好像吃了止咳药，咳嗽好一点了'],
  ['en', 'my toddler licked a vitamin gummy'],
  ['en', 'my son swallowed some toothpaste while brushing his teeth'],
  ['en', 'my daughter ate a little soil in the garden'],
  ['es', 'mi hijo se tragó un poco de pasta de dientes'],
  ['fr', 'mon fils a mangé un peu de terre dans le jardin'],
  ['de', 'mein Sohn hat etwas Zahnpasta verschluckt'],
  ['it', 'la bimba ha mangiato un po di terra'],
  ['ja', '子どもが歯磨き粉を少し飲み込んだ'],
  ['ko', '아이가 치약을 조금 삼켰어요'],
  ['zh', '孩子吞了一点牙膏'],
];

const OVERDOSE_URGENT: readonly Case[] = [
  ['en', 'i think i OD’d on my meds'],
  ['en', 'took the whole box of cold and flu tablets last night'],
  ['en', 'i took a whole strip of paracetamol'],
  ['is', 'ég tók of stóran skammt af svefntöflum'],
  ['is', 'vinkona mín tók heilt spjald af parasetamóli'],
  ['pl', 'wziąłem 20 tabletek paracetamolu'],
  ['pl', 'przedawkowałam leki na sen'],
  ['es', 'me tomé 20 pastillas de paracetamol'],
  ['es', 'mi novio se tomó toda la caja de pastillas para dormir'],
  ['fr', "j'ai pris 15 comprimés de doliprane"],
  ['fr', 'mon copain a fait une overdose de médicaments'],
  ['de', 'ich habe eine ganze Packung Schlaftabletten genommen'],
  ['de', 'habe 20 Tabletten Ibuprofen genommen'],
  ['it', 'ho preso 20 compresse di tachipirina'],
  ['it', 'la mia amica ha preso tutta la scatola di antidepressivi'],
  ['pt', 'tomei 20 comprimidos de paracetamol'],
  ['pt', 'minha amiga tomou a cartela inteira de remédio para dormir'],
  ['ru', 'выпил 20 таблеток парацетамола'],
  ['ru', 'кажется у меня передоз'],
  ['ru', 'подруга передознулась снотворным'],
  ['tr', '20 tane parol içtim'],
  ['tr', 'arkadaşım bütün kutuyu içmiş, uyku hapı'],
  ['ar', 'أخذت ٢٠ حبة بنادول'],
  ['ar', 'صاحبي بلع علبة حبوب منوم كاملة'],
  ['hi', 'मैंने 20 गोलियाँ खा लीं'],
  ['hi', 'maine paracetamol ki 15 goliyan kha li'],
  ['zh', '我吃了20片安眠药'],
  ['zh', '我朋友把一整盒感冒药都吃了'],
  ['ja', '睡眠薬を20錠飲んだ'],
  ['ja', 'ODした'],
  ['ko', '수면제 20알 먹었어요'],
  ['ko', '친구가 오디했어요'],
];

const OVERDOSE_LIFE_THREATENING: readonly Case[] = [
  ['en', 'i took 30 of my antidepressants on purpose, my heart is racing'],
  ['en', 'my boyfriend ODd on sleeping pills and now he is really drowsy'],
  ['en', 'took the whole box of paracetamol because i wanted to die'],
  ['es', 'me tomé 20 pastillas a propósito y el corazón me va a mil'],
  ['fr', "j'ai pris 20 comprimés exprès, j'ai des palpitations"],
  ['de', 'habe absichtlich 20 Tabletten genommen und mir ist übel, ich muss erbrechen'],
  ['it', 'ho preso 20 compresse apposta, ho il cuore a mille'],
  ['pt', 'tomei 20 comprimidos de propósito e estou com muito sono'],
  ['ru', 'выпила 20 таблеток специально, сердце колотится'],
  ['pl', 'połknąłem 20 tabletek celowo, serce mi wali'],
  ['tr', 'bilerek 20 hap içtim, kalbim çok hızlı atıyor'],
  ['ja', 'わざと薬を20錠飲んだ、動悸がする'],
  ['ko', '일부러 약을 20알 먹었어요, 심장이 너무 빨리 뛰어요'],
  ['zh', '我故意吃了20片药，心跳很快'],
];

const OVERDOSE_LOOK_ALIKES: readonly Case[] = [
  ['en', 'took 2 tablets as on the box for my headache'],
  ['en', 'i took one extra by mistake and feel fine'],
  ['es', 'tomé 2 pastillas como dice la caja para el dolor de cabeza'],
  ['fr', "j'ai pris 2 comprimés comme indiqué sur la boîte"],
  ['de', 'habe aus Versehen eine Tablette zu viel genommen, mir geht es gut'],
  ['it', 'ho preso 2 compresse come scritto sulla scatola'],
  ['ru', 'выпил 2 таблетки по инструкции от головы'],
  ['ja', '頭痛で説明書どおり2錠飲んだ'],
  ['ko', '두통 때문에 설명서대로 2알 먹었어요'],
  ['zh', '头疼按说明书吃了2片'],
];

describe('a child who got at medicines → A&E now (urgency ≤ 2), even uncertain or seeming fine', () => {
  it.each(CHILD_GOT_AT_MEDICINES)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
  });
});

describe('a button battery in everyday words, swallowed or possibly swallowed → urgency ≤ 2', () => {
  it.each(CHILD_BATTERY_IN_EVERYDAY_WORDS)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
  });
});

describe('a vitamin gummy licked, toothpaste, a little soil: no emergency', () => {
  it.each(CHILD_LOOK_ALIKES)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThan(2);
  });
});

describe('overdose in the words people use → urgency ≤ 2', () => {
  it.each(OVERDOSE_URGENT)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
  });
});

describe('a deliberate overdose, or one with symptoms → urgency 1', () => {
  it.each(OVERDOSE_LIFE_THREATENING)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBe(1);
  });
});

describe('tablets taken as on the box, one extra by mistake: not an emergency', () => {
  it.each(OVERDOSE_LOOK_ALIKES)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThanOrEqual(3);
  });
});

const HISTORY_AND_DENIALS: readonly Case[] = [
  ['en', 'we counted the tablets and none are missing, my son did not swallow any'],
  ['en', 'my daughter swallowed a button battery two years ago, it was removed and she has been fine since'],
  ['en', 'my dad took an overdose years ago, I want to ask about his blood pressure tablets'],
  ['de', 'wir haben die Tabletten gezählt, es fehlt keine'],
  ['es', 'contamos las pastillas y no falta ninguna'],
  ['fr', "on a compté les comprimés, il n'en manque aucun"],
];

describe('tablets counted and none missing, an old episode checked, a relative’s history: no emergency', () => {
  it.each(HISTORY_AND_DENIALS)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThan(2);
  });
});
