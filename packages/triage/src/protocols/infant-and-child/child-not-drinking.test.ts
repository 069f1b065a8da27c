import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { present, urgency } from '../../../test/support/protocol.ts';

/**
 * NICE CG84 / NHS: a young child with diarrhoea or vomiting who has stopped drinking is at risk of
 * dehydration and is seen the same day (3), not looked after at home. Every message is written for
 * this test.
 */
type Case = [text: string, lang: Language];

describe('a child with diarrhoea or vomiting who is not drinking → same day (NICE CG84)', () => {
  it.each<Case>([
    ['my 3 year old has diarrhoea and vomiting and is not drinking anything', 'en'],
    ['moje dziecko ma biegunkę i wymioty i nic nie pije', 'pl'],
    ['çocuğum ishal ve kusma, hiç su içmiyor', 'tr'],
    ['mein Sohn hat Durchfall und Erbrechen und trinkt nichts', 'de'],
    ['बच्चे को दस्त और उल्टी हो रही है और कुछ पी नहीं रहा', 'hi'],
    ['bachhe ko ulti ho rahi hai, kuch pi nahi raha', 'hi'],
    ['孩子拉肚子又吐，什么都不喝', 'zh'],
    ['아이가 설사하고 토하는데 물을 전혀 안 마셔요', 'ko'],
    ['子どもが下痢と嘔吐で、水を全然飲まない', 'ja'],
    ['ابني عنده إسهال واستفراغ وما يشرب شي', 'ar'],
  ])('%s (%s)', (text, lang) => {
    expect(present(text, lang).has('not_drinking')).toBe(true);
    expect(urgency(text, lang)).toBe(3);
  });
  it.each<Case>([
    ['my son has diarrhoea but is drinking plenty and playing', 'en'],
    ['बच्चा ठीक से पानी पी रहा है, बस हल्के दस्त हैं', 'hi'],
  ])('look-alike: a child who drinks as usual stays at home — %s (%s)', (text, lang) => {
    expect(urgency(text, lang)).toBe(5);
  });
});
