import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { primaryCode, urgency } from '../../../test/support/protocol.ts';

/**
 * Coughing up blood (NICE CKS haemoptysis, NHS 111): a doctor the same day, in every language,
 * whether or not the words also say "cough" — "tossisco sangue" and "咳血" carry no separate cough
 * word, and were left at a routine visit with no working diagnosis. Phrasings of our own.
 */
type Case = [Language, string];

describe('coughing up blood → same day, as haemoptysis', () => {
  it.each<Case>([
    ['en', "I've been coughing up blood since this morning"],
    ['de', 'ich huste seit heute morgen Blut'],
    ['it', 'tossisco sangue da stamattina'],
    ['pt', 'estou tossindo sangue desde hoje de manhã'],
    ['es', 'estoy tosiendo sangre desde esta mañana'],
    ['fr', 'je crache du sang quand je tousse depuis ce matin'],
    ['zh', '从早上开始咳血'],
    ['ar', 'من الصبح أكح دم'],
    ['ru', 'кашляю кровью с утра'],
    ['pl', 'kaszlę krwią od rana'],
  ])('[%s] %s', (lang, text) => {
    expect(urgency(text, lang)).toBe(3);
    expect(primaryCode(text, lang)).toBe('R04.2');
  });

  it('with breathlessness it is an emergency (the red flag haemoptysis_breathless)', () => {
    expect(urgency('coughing up blood and short of breath')).toBeLessThanOrEqual(2);
  });

  it.each<Case>([
    ['en', 'my gums bleed when I brush and I spit blood'],
    ['en', "I've got a mouth ulcer and spat a bit of blood"],
  ])('[%s] blood from the mouth is not from the chest: %s', (lang, text) => {
    expect(urgency(text, lang)).toBeGreaterThan(3);
  });
});
