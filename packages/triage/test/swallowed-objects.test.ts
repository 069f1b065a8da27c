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
