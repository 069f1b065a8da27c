import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assess, present, urgency } from '../../../test/support/protocol.ts';

/**
 * The musculoskeletal protocol: GP thresholds for quiet but important complaints, and self-care for
 * common minor ones. Every message is written for this test (not taken from a blind set); each
 * mechanism has a look-alike that must keep its emergency or GP reading.
 */
type Case = [text: string, lang: Language];

describe('joint pain with morning stiffness → GP (NICE NG100)', () => {
  it.each<Case>([
    [
      'For six weeks my knuckles have been swollen and my hands are stiff every morning for over an hour',
      'en',
    ],
    ["depuis un mois j'ai mal aux articulations des doigts avec une raideur matinale d'une heure", 'fr'],
    ['Od miesiąca bolą mnie stawy palców, rano sztywność trwa godzinę', 'pl'],
    ['손가락 관절이 아프고 아침에 한 시간 정도 뻣뻣해요', 'ko'],
  ])('%s (%s)', (text, lang) => {
    const a = assess(text, lang);
    expect(a.urgency).toBe(4);
    expect(a.diagnosisData.differentialDiagnoses[0]?.icd10Code).toBe('M06.9');
  });
  it('look-alike: a red, hot joint with fever stays an emergency (septic arthritis)', () => {
    expect(
      urgency('my knee is red, hot and swollen and I have a fever, stiff in the morning'),
    ).toBeLessThanOrEqual(2);
  });
});
describe('minor finger / ankle injury, Ottawa rules negative → self-care', () => {
  it.each<Case>([
    ['jammed my finger at basketball, a little swollen but I can bend it fully', 'en'],
    ['Misteig mig í gær, get gengið en smá bólga', 'is'],
    ['Ich bin umgeknickt, der Knöchel ist etwas geschwollen, aber ich kann normal gehen', 'de'],
    ['ayağım burkuldu, biraz şiş ama yürüyebiliyorum', 'tr'],
  ])('%s (%s)', (text, lang) => {
    expect(present(text, lang).has('injury')).toBe(true);
    expect(urgency(text, lang)).toBe(5);
  });
  it.each<Case>([
    ["twisted my ankle and I can't walk more than a couple of steps", 'en'],
    ['발목을 접질렸는데 걸음도 못 걷겠어요', 'ko'],
  ])('look-alike: cannot take four steps (Ottawa positive) → not self-care — %s (%s)', (text, lang) => {
    const u = urgency(text, lang);
    expect(u).toBeGreaterThanOrEqual(3);
    expect(u).toBeLessThanOrEqual(4);
  });
});
