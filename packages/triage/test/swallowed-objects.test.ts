import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assessWithoutNet, flags } from './support/protocol.ts';

/**
 * Swallowed magnets and button batteries in every language (TOXBASE; NHS: a swallowed button
 * battery or more than one magnet → A&E now, even if the child seems well): the ingestion red flag
 * (urgency 2). Written for this file as parents write them; none comes from an evaluation set.
 */
type Case = readonly [Language, string];

const SWALLOWED: readonly Case[] = [
  ['en', 'my son swallowed two magnets from his toy'],
  ['en', 'he ate a button cell from a watch'],
  ['en', 'my daughter put a battery in her mouth and swallowed it'],
  ['is', 'sonur minn gleypti tvo segla'],
  ['is', 'barnið gleypti segul'],
  ['pl', 'syn połknął dwa magnesy'],
  ['es', 'mi nena se tragó una pila de boton'],
  ['fr', 'ma fille a avalé une pile bouton de la télécommande'],
  ['de', 'mein Sohn hat zwei Magnete verschluckt'],
  ['it', 'mio figlio ha ingoiato due calamite'],
  ['it', 'ha mangiato un magnete'],
  ['pt', 'meu filho engoliu dois imãs'],
  ['ru', 'дочь проглотила батарейку от пульта'],
  ['tr', 'oğlum iki mıknatıs yuttu'],
  ['tr', 'bebek mıknatıs yutmuş'],
  ['tr', 'kızım kumandanın pilini yuttu'],
  ['ar', 'ابني بلع مغناطيس'],
  ['hi', 'मेरे बेटे ने चुंबक निगल लिया'],
  ['hi', 'bete ne do chumbak nigal liye'],
  ['hi', 'bacche ne chumbak kha liya'],
  ['zh', '孩子把遥控器里的纽扣电池吞下去了'],
  ['zh', '宝宝把磁铁吃下去了'],
  ['zh', '我女兒吞了磁鐵'],
  ['ja', '息子が磁石を飲み込んだ'],
  ['ja', '子どもがマグネットを飲み込んだかも'],
  ['ko', '애가 배터리를 삼킨 것 같아요'],
  ['ko', '아기가 자석 두 개를 먹었어요'],
];

const LOOK_ALIKES: readonly Case[] = [
  ['en', "my son was playing with magnets, he didn't swallow any"],
  ['en', 'changed the battery in the remote, now I have a headache'],
  ['it', 'ho cambiato le pile del telecomando, ho mal di testa'],
  ['tr', 'kumandanın pilini değiştirdim, başım ağrıyor'],
  ['zh', '孩子在玩磁铁，没有吞下去'],
  ['ja', '子供が磁石で遊んでいましたが、飲み込んではいません'],
  ['ko', '아이가 자석 장난감을 가지고 놀았는데 삼키지는 않았어요'],
];

describe('a swallowed magnet or button battery → ingestion red flag, urgency 2', () => {
  it.each(SWALLOWED)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
    expect(flags(text)).toContain('ingestion');
  });
});

describe('magnets played with, a battery changed: no ingestion', () => {
  it.each(LOOK_ALIKES)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThan(2);
    expect(flags(text)).not.toContain('ingestion');
  });
});

/**
 * A laundry or dishwasher capsule bitten, chewed or swallowed by a child (TOXBASE: the concentrated
 * detergent burns the eyes and the airway and is aspirated; a child with any symptom → A&E now).
 * Written for this file; none comes from an evaluation set.
 */
const CAPSULES: readonly Case[] = [
  ['en', 'my 2 year old bit into a laundry pod and keeps coughing'],
  ['es', 'mi nene mordió una cápsula de detergente de la lavadora y tose'],
  ['fr', 'ma fille a croqué une dosette de lessive, elle tousse'],
  ['it', 'il bimbo ha morso una capsula di detersivo per la lavatrice'],
  ['pt', 'meu filho mordeu uma cápsula de sabão da máquina'],
  ['de', 'die Kleine hat auf eine Waschmittelkapsel gebissen'],
  ['pl', 'córka ugryzła kapsułkę do prania i kaszle'],
  ['ru', 'ребенок прокусил капсулу для стирки, кашляет'],
  ['tr', 'oğlum çamaşır kapsülünü ısırdı, öksürüyor'],
  ['is', 'stelpan beit í þvottaefnishylki og hóstar'],
  ['ar', 'بنتي عضت كبسولة غسيل وصارت تكح'],
  ['hi', 'बेटे ने कपड़े धोने का कैप्सूल काट लिया और खांस रहा है'],
  ['zh', '宝宝咬破了一颗洗衣凝珠，一直咳'],
  ['ja', '1歳の子がジェルボールをかじってしまい咳が出ています'],
  ['ko', '아기가 세제 캡슐을 깨물었는데 기침을 해요'],
];

const CAPSULE_LOOK_ALIKES: readonly Case[] = [
  ['es', 'uso cápsulas de detergente para la ropa y me pican un poco las manos'],
  ['fr', 'depuis que je change de capsules de lessive, j’ai la peau qui gratte'],
  ['ko', '세탁세제 캡슐을 바꾼 뒤로 피부가 가려워요'],
];

describe('a laundry capsule bitten or swallowed → ingestion red flag, urgency 2', () => {
  it.each(CAPSULES)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
  });
});

describe('laundry capsules used as meant: no ingestion', () => {
  it.each(CAPSULE_LOOK_ALIKES)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThan(2);
  });
});

describe("a toddler who seems to have eaten a few of an adult's tablets → emergency (TOXBASE: one tablet of some medicines can harm a toddler)", () => {
  it.each([
    ['ko', '할머니 약통을 18개월 아들이 열어서 몇 알 먹은 것 같대요'],
    ['ko', '요일별 약통 칸이 두 개 비어 있고 아이가 입에 뭘 물고 있었어요'],
  ] as const)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
  });
  it('an adult who took the dose on the packet is no ingestion', () => {
    expect(assessWithoutNet('타이레놀 두 알 먹었는데 열이 안 내려요', 'ko').urgency).toBeGreaterThan(2);
  });
});
