import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { flags, present, urgency } from '../../../test/support/protocol.ts';

/**
 * TOXBASE / NPIS: vomiting or diarrhoea hours after eating wild or foraged mushrooms is amatoxin
 * poisoning until proven otherwise (a deceptive improvement follows) → hospital now. Austrian and
 * Bavarian 'Schwammerl', mushrooms looked for in the wood, 'Brechdurchfall' (vomiting and diarrhoea
 * in one word). Shop-bought mushrooms and a family stomach bug stay below.
 */
type Case = [Language, string];

describe('vomiting or diarrhoea after wild mushrooms (TOXBASE)', () => {
  it.each([
    ['de', 'Mein Mann und ich waren am Wochenende Schwammerl brocken, heute Nacht haben wir beide Brechdurchfall'],
    ['de', 'Wir haben gestern im Wald Pilze gesucht und gebraten, jetzt muss ich dauernd erbrechen'],
    ['de', 'Die Waldpilze vom Nachbarn gegessen, seit dem Morgen Durchfall und Bauchkrämpfe'],
  ] as Case[])('%s: %s → mushroom_poisoning', (lang, text) => {
    expect(flags(text)).toContain('mushroom_poisoning');
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it.each([
    ['de', 'Champignons aus dem Supermarkt gegessen, jetzt etwas Durchfall'],
    ['de', 'Die ganze Familie hat Brechdurchfall, der Kleine hat es aus der Kita mitgebracht'],
  ] as Case[])('look-alike %s: %s', (lang, text) => {
    expect(flags(text)).not.toContain('mushroom_poisoning');
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(3);
  });
});

describe('a rule that forbids going to work or school with a symptom does not deny it', () => {
  it.each([
    ['de', 'Ich arbeite in der Pflege, mit Durchfall darf ich eh nicht hin', 'diarrhoea'],
    ['de', 'Mit Fieber darf er nicht in die Kita', 'fever'],
  ] as [Language, string, string][])('%s: %s', (lang, text, concept) => {
    expect(present(text, lang).has(concept as never)).toBe(true);
  });
  it('a denial before the question stays a denial', () => {
    expect(present('Durchfall habe ich nicht, darf ich arbeiten?', 'de').has('diarrhoea')).toBe(false);
  });
});
