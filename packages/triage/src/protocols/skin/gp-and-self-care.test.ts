import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assess, present, urgency } from '../../../test/support/protocol.ts';

/**
 * The skin protocol: GP thresholds for quiet but important complaints, and self-care for common
 * minor ones. Every message is written for this test (not taken from a blind set); each mechanism
 * has a look-alike that must keep its emergency or GP reading.
 */
type Case = [text: string, lang: Language];

describe('a sore or spot that does not heal → GP (NICE NG12)', () => {
  it.each<Case>([
    ["There's a scab on my cheek that keeps bleeding and won't heal, it's been 3 months", 'en'],
    ['Eine Stelle an der Stirn heilt seit zwei Monaten nicht', 'de'],
    ['tengo una herida en la oreja que no cicatriza desde hace meses', 'es'],
    ['鼻子上有个伤口两个月了一直不愈合', 'zh'],
    ['у меня на щеке ранка, которая не заживает уже 2 месяца', 'ru'],
  ])('%s (%s)', (text, lang) => {
    expect(present(text, lang).has('non_healing')).toBe(true);
    expect(urgency(text, lang)).toBe(4);
  });
  it('look-alike: a small cut that has stopped bleeding is self-care', () => {
    expect(urgency('cut my finger on a knife yesterday, small, it stopped bleeding')).toBe(5);
  });
});
describe('red, hot, spreading skin → same-day GP (NICE CKS cellulitis)', () => {
  it.each<Case>([
    ['the skin on my shin is red, hot and spreading since yesterday, no fever', 'en'],
    ["j'ai une plaque rouge et chaude sur la jambe qui s'étend, pas de fièvre", 'fr'],
    ['на голени красное горячее пятно, которое увеличивается. Температуры нет.', 'ru'],
    ['tengo la pierna roja y caliente y se está extendiendo', 'es'],
    ['종아리가 빨갛고 뜨거운데 점점 번지고 있어요', 'ko'],
    ['roði og hiti í fótleggnum sem breiðist út', 'is'],
  ])('%s (%s)', (text, lang) => {
    const a = assess(text, lang);
    expect(a.urgency).toBe(3);
    expect(a.diagnosisData.differentialDiagnoses[0]?.icd10Code).toBe('L03.1');
  });
  it('look-alike: an expanding ring after a tick bite is erythema migrans (GP), not same-day cellulitis', () => {
    expect(urgency('a red ring keeps spreading around the tick bite on my thigh')).toBe(4);
  });
  it('look-alike: a swollen calf after a long flight stays DVT (emergency)', () => {
    expect(urgency('my left calf is swollen, red and hot after a long flight')).toBeLessThanOrEqual(2);
  });
});
describe('boils and abscesses (NHS / NICE CKS boils)', () => {
  it.each<Case>([
    ['small boil on the back of my neck for two days', 'en'],
    ['mam czyraka na ramieniu od wczoraj', 'pl'],
  ])('small and recent: self-care — %s (%s)', (text, lang) => {
    expect(urgency(text, lang)).toBe(5);
  });
  it.each<Case>([
    ['huge painful boil on my thigh', 'en'],
    ['огромный фурункул на ноге уже неделю', 'ru'],
    ['ho un foruncolo da 10 giorni che non passa', 'it'],
  ])('large or lasting a week: GP — %s (%s)', (text, lang) => {
    expect(urgency(text, lang)).toBe(4);
  });
  it('look-alike: toothache with a swollen face is a dental abscess (same day)', () => {
    expect(urgency('bad toothache and my cheek is swollen')).toBe(3);
  });
});
