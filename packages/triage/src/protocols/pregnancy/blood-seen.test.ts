import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { present, urgency } from '../../../test/support/protocol.ts';

/**
 * Bleeding in later pregnancy said as blood seen and still coming, its site unsaid ("it was red
 * blood and it keeps coming"): bleeding in pregnancy is vaginal bleeding (NICE NG126), and from 20
 * weeks it sends the woman to the maternity unit now (RCOG GTG 63). Written for this test, not taken
 * from an evaluation set; blood with its own site stays that site.
 */
type Case = readonly [Language, string];

const BLOOD_IN_PREGNANCY: readonly Case[] = [
  ['es', 'Tengo 34 semanas de embarazo, fui al baño y era sangre roja, sigue saliendo'],
  ['es', 'embarazada de 30 semanas, me baja sangre desde hace un rato'],
  ['pt', 'estou grávida de 33 semanas, era sangue vivo e continua saindo'],
  ['it', 'sono incinta di 32 settimane, è uscito sangue rosso e continua a uscire'],
  ['fr', "enceinte de 36 semaines, il y a du sang rouge et ça continue de couler"],
];

const OTHER_SITES: readonly Case[] = [
  ['es', 'me sale sangre de la nariz desde hace 10 minutos'],
  ['it', "c'è sangue nelle urine da ieri"],
  ['fr', 'il y a un peu de sang dans les selles quand je pousse'],
];

describe('blood seen and still coming in later pregnancy → maternity unit now (RCOG GTG 63)', () => {
  it.each(BLOOD_IN_PREGNANCY)('[%s] %s', (lang, text) => {
    expect(present(text, lang)).toContain('vaginal_bleeding');
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
});

describe('blood with its own site is not vaginal bleeding', () => {
  it.each(OTHER_SITES)('[%s] %s', (lang, text) => {
    expect(present(text, lang)).not.toContain('vaginal_bleeding');
  });
});
