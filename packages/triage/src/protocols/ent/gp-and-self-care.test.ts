import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { urgency } from '../../../test/support/protocol.ts';

/**
 * The ent protocol: GP thresholds for quiet but important complaints, and self-care for common
 * minor ones. Every message is written for this test (not taken from a blind set); each mechanism
 * has a look-alike that must keep its emergency or GP reading.
 */
type Case = [text: string, lang: Language];

describe('teething is self-care; drooling with a sore throat is an airway emergency (NICE CKS sore throat)', () => {
  it.each<Case>([
    ['unser Baby (7 Monate) zahnt und sabbert viel, kein Fieber', 'de'],
    ['a mi bebé le están saliendo los dientes, está irritable', 'es'],
    ['宝宝长牙，流口水很多', 'zh'],
    ['bebeğim diş çıkarıyor, huysuz', 'tr'],
  ])('%s (%s)', (text, lang) => {
    expect(urgency(text, lang)).toBe(5);
  });
  it.each<Case>([
    ['starke Halsschmerzen, Fieber, er sabbert und hat eine kloßige Stimme', 'de'],
    ['me duele mucho la garganta, tengo fiebre y no puedo abrir la boca', 'es'],
  ])(
    'look-alike: sore throat with drooling, muffled voice or trismus → emergency — %s (%s)',
    (text, lang) => {
      expect(urgency(text, lang)).toBeLessThanOrEqual(2);
    },
  );
});
