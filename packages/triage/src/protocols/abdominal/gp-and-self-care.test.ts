import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { present, urgency } from '../../../test/support/protocol.ts';

/**
 * The abdominal protocol: GP thresholds for quiet but important complaints, and self-care for
 * common minor ones. Every message is written for this test (not taken from a blind set); each
 * mechanism has a look-alike that must keep its emergency or GP reading.
 */
type Case = [text: string, lang: Language];

describe('food sticking / difficulty swallowing → GP (NICE NG12)', () => {
  it.each<Case>([
    ["for the last month food sticks in my chest when I swallow, I'm 61", 'en'],
    ['Seit Wochen habe ich Schluckbeschwerden, das Essen rutscht nicht richtig runter', 'de'],
    ['уже месяц еда застревает в пищеводе', 'ru'],
    ['3 haftadır yemek boğazımda takılıyor', 'tr'],
    ['صار لي شهر الأكل يعلق في المريء', 'ar'],
  ])('%s (%s)', (text, lang) => {
    expect(present(text, lang).has('dysphagia')).toBe(true);
    expect(urgency(text, lang)).toBe(4);
  });
  it('look-alike: a sore throat that hurts to swallow stays self-care', () => {
    expect(urgency('sore throat for 2 days, it hurts to swallow, no fever')).toBe(5);
  });
  it.each<Case>([
    ["a piece of steak got stuck in my chest an hour ago and I can't even swallow my own spit", 'en'],
    ['se me quedó atascada la comida y no puedo tragar ni la saliva', 'es'],
    ['吃饭时食物卡在食道里，口水都咽不下去', 'zh'],
  ])('look-alike: unable to swallow saliva is an emergency (ESGE 2016) — %s (%s)', (text, lang) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it('look-alike: throat closing after peanuts is anaphylaxis', () => {
    expect(urgency('my throat is closing up after eating peanuts')).toBe(1);
  });
});
