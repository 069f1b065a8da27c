import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { primaryCode, urgency } from '../../../test/support/protocol.ts';

/**
 * Suspected deep vein thrombosis (NICE NG158): a swollen calf or one swollen leg, or a painful calf
 * with a risk factor, → Wells score and a scan the same day (urgency 2). The calf, one leg and a
 * long flight had words in en, is and pl only; every other language left these at a routine visit.
 * Phrasings of our own, with the look-alikes that must not be read as a clot.
 */
type Case = [Language, string];

describe('a swollen calf after a flight → suspected DVT, in every language', () => {
  it.each<Case>([
    ['en', 'since the flight home my left calf is swollen and sore'],
    ['is', 'eftir flugið er vinstri kálfinn bólginn og aumur'],
    ['pl', 'po locie lewa łydka jest spuchnięta i boli'],
    ['es', 'desde el vuelo tengo la pantorrilla izquierda hinchada y me duele'],
    ['fr', 'depuis le vol mon mollet gauche est gonflé et douloureux'],
    ['de', 'seit dem Flug ist meine linke Wade geschwollen und tut weh'],
    ['it', 'dopo il volo ho il polpaccio sinistro gonfio e dolorante'],
    ['pt', 'depois do voo a minha barriga da perna esquerda está inchada e dói'],
    ['ru', 'после перелёта левая икра опухла и болит'],
    ['tr', 'uçuştan sonra sol baldırım şişti ve ağrıyor'],
    ['ar', 'من بعد الرحلة بطة رجلي اليسار منفوخة وتوجعني'],
    ['hi', 'flight ke baad se meri baayi pindli sooj gayi hai aur dard hai'],
    ['zh', '坐完长途飞机以后左边小腿肿了很疼'],
    ['ja', '飛行機に乗ってから左のふくらはぎが腫れて痛い'],
    ['ko', '비행기 타고 온 뒤로 왼쪽 종아리가 붓고 아파요'],
  ])('[%s] %s', (lang, text) => {
    expect(urgency(text, lang)).toBe(2);
    expect(primaryCode(text, lang)).toBe('I80.2');
  });

  it.each<Case>([
    ['en', 'right calf really painful and tender to touch, 3 days after my knee operation'],
    ['en', "my left calf is red, hot and painful and I'm on the pill"],
    ['es', 'me duele la pantorrilla desde el vuelo largo'],
  ])('[%s] a painful calf with a risk factor: %s', (lang, text) => {
    expect(urgency(text, lang)).toBe(2);
  });

  it.each<Case>([
    ['en', 'my calves are sore after running'],
    ['pl', 'bolą mnie łydki po bieganiu'],
    ['ru', 'болят икры после тренировки'],
    ['de', 'meine Waden sind nach dem Laufen verspannt'],
    ['is', 'ég er með harðsperrur í kálfunum eftir hlaup'],
    ['en', 'calf cramp at night'],
    ['fr', "j'ai une crampe au mollet après le sport"],
  ])('[%s] calves sore after exercise or a cramp are not a clot: %s', (lang, text) => {
    expect(urgency(text, lang)).toBeGreaterThan(2);
  });
});
