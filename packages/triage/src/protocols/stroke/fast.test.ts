import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { flags, present, urgency } from '../../../test/support/protocol.ts';

/**
 * The stroke protocol: NICE NG128 FAST told the everyday way — speech "a bit" slurred, things that
 * keep falling from one hand. Every message here was written for this test, in phrasings of our
 * own (not blind-set texts), with benign look-alikes that must not fire.
 */
type Case = [string, Language];

describe('NICE NG128 FAST: things keep falling from one hand (arm weakness)', () => {
  it.each([
    ['엄마가 왼손으로 컵을 자꾸 떨어뜨리세요', 'ko'],
    ['아버지가 오른손에서 젓가락을 계속 놓치세요', 'ko'],
    ['se le cae la taza de la mano izquierda', 'es'],
    ['ihr fällt ständig die Tasse aus der linken Hand', 'de'],
    ['le cade la tazza dalla mano sinistra', 'it'],
    ['deixa cair o copo da mão esquerda', 'pt'],
    ['wypada jej kubek z lewej ręki', 'pl'],
    ['чашка выпадает из левой руки', 'ru'],
    ['sol elinden bardağı düşürüp duruyor', 'tr'],
    ['الكاسة بتوقع من إيدها الشمال', 'ar'],
    ['बाएं हाथ से कप गिर जाता है', 'hi'],
    ['左手でコップを何度も落とします', 'ja'],
    ['missir bollann úr vinstri hendinni', 'is'],
    ['elle laisse tomber sa tasse de la main gauche', 'fr'],
  ] as Case[])('%s', (text, lang) => {
    expect(present(text, lang)).toContain('one_sided_weakness');
    expect(urgency(text, lang)).toBe(1);
  });
  it.each([
    ['오른손으로 컵을 떨어뜨렸어요, 미끄러워서', 'ko'],
    ['실수로 컵을 떨어뜨렸어요', 'ko'],
    ['se me cayó el vaso, estaba mojado', 'es'],
    ['朝コップを落としてしまった', 'ja'],
    ['I dropped my cup this morning, clumsy me', 'en'],
  ] as Case[])('look-alike, a cup dropped once: %s', (text, lang) => {
    expect(present(text, lang)).not.toContain('one_sided_weakness');
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(3);
  });
});

describe('NICE NG128 FAST: speech "a bit" slurred, in polite and plain forms', () => {
  it.each([
    ['엄마가 한 시간 전부터 말이 좀 어눌하시고 피곤해 보이세요', 'ko'],
    ['할머니 말씀이 약간 어눌하세요', 'ko'],
    ['mi madre habla un poco arrastrado desde esta mañana', 'es'],
    ['मम्मी की बोली थोड़ी लड़खड़ा रही है', 'hi'],
    ['Mum has been a bit slurred since lunch', 'en'],
  ] as Case[])('%s', (text, lang) => {
    expect(present(text, lang)).toContain('slurred_speech');
    expect(urgency(text, lang)).toBe(1);
    expect(flags(text)).toContain('stroke');
  });
  it.each([
    ['말이 너무 빨라서 친구가 못 알아들었어요', 'ko'],
    ['habla un poco rápido cuando está nerviosa', 'es'],
  ] as Case[])('look-alike: %s', (text, lang) => {
    expect(present(text, lang)).not.toContain('slurred_speech');
  });
});
