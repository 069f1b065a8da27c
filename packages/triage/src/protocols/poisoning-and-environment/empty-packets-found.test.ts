import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { urgency } from '../../../test/support/protocol.ts';

/**
 * Someone's empty strips, packets or boxes of tablets found — in a bin, a bedroom, a drawer: an
 * overdose until shown otherwise (NICE NG225; TOXBASE: a staggered or concealed paracetamol overdose
 * needs blood levels however well the person seems). Written for this test, not taken from an
 * evaluation set; one's own box running out is no overdose.
 */
type Case = readonly [Language, string];

const FOUND: readonly Case[] = [
  ['en', 'I found two empty strips of paracetamol in her bin, she says she is fine'],
  ['es', 'encontré dos blísters vacíos de paracetamol en la papelera de mi hijo'],
  ['fr', "j'ai trouvé trois plaquettes de doliprane vides dans sa chambre"],
  ['it', 'ho trovato tre blister vuoti di tachipirina nel cestino di mia figlia'],
  ['pt', 'achei duas cartelas vazias de paracetamol no quarto dele'],
  ['ru', 'нашла в мусорке у дочки две пустые пачки парацетамола'],
  ['ko', '딸 방 쓰레기통에서 타이레놀 빈 껍질 두 판을 발견했어요'],
  ['ja', '娘の部屋のゴミ箱にカロナールの空のシートが2枚ありました'],
  ['zh', '我在儿子书包里发现两板扑热息痛的药板全空了'],
  ['zh', '見到佢垃圾桶有兩排必理痛嘅錫紙，全部空晒'],
];

const RUNNING_OUT: readonly Case[] = [
  ['en', 'the box of paracetamol is empty, I need to buy more for my headache'],
  ['fr', 'la boîte de doliprane est vide, je dois en racheter pour mon mal de tête'],
  ['es', 'la caja de ibuprofeno está vacía, ¿compro otra para el dolor de espalda?'],
  ['zh', '止痛药的盒子都空了，我得去买'],
  ['zh', '我每天吃一片止痛药，盒子快空了'],
  ['ja', '薬の空の箱を捨てました。頭痛は治りました'],
];

describe("someone's empty packets of tablets found → overdose (NICE NG225)", () => {
  it.each(FOUND)('[%s] %s', (lang, text) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
});

describe('one’s own box running out is no overdose', () => {
  it.each(RUNNING_OUT)('[%s] %s', (lang, text) => {
    expect(urgency(text, lang)).toBeGreaterThan(2);
  });
});
