import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { flags, urgency } from '../../../test/support/protocol.ts';

/**
 * NICE CKS (bowel obstruction) / NHS: no stool and no wind passing, with vomiting or a swollen tight
 * belly, is a bowel obstruction until proven otherwise → emergency surgical assessment. Wind not
 * passing told in everyday and dialect forms (Bavarian 'koa / kane', the negation after the verb,
 * 'also' between the words). Written for this file; constipation alone stays below.
 */
type Case = [Language, string];

describe('no stool or wind with vomiting or a swollen belly: bowel obstruction (NICE CKS)', () => {
  it.each([
    ['de', 'Er hat seit drei Tag koan Stuhl ghabt, Winde gehen a koane mehr ab, und er speibt dauernd'],
    ['de', 'seit Tagen kein Klo und sie kann nicht mehr pupsen, muss ständig brechen'],
    ['de', 'Bauch ist aufgebläht wie ein Trommel und es gehen keine Winde ab, Erbrechen seit heute'],
    ['fr', "pas de selles ni de gaz depuis deux jours et il vomit tout ce qu'il boit"],
    ['pt', 'há dois dias não faço cocô nem solto gases e estou vomitando'],
    ['tr', 'iki gündür tuvalete çıkamıyor, gaz da çıkaramıyor, sürekli kusuyor'],
    ['is', 'pabbi hefur ekki haft hægðir og ekki leyst vind í tvo daga og kastar upp'],
    ['ar', 'من يومين ما عملت حمام ولا طلعت غازات وعم استفرغ'],
    ['hi', 'do din se gas bhi nahi nikal rahi aur ulti ho rahi hai'],
    ['en', 'no poo and no farts for 3 days, keep throwing up'],
    ['en', "she hasn't pooed or passed wind since Monday and her tummy is swollen and she's being sick"],
  ] as Case[])('%s: %s → bowel_obstruction', (lang, text) => {
    expect(flags(text)).toContain('bowel_obstruction');
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it.each([
    ['de', 'Seit drei Tagen Verstopfung, aber Winde gehen ab und mir ist nicht schlecht'],
    ['fr', "je suis constipé depuis trois jours mais j'ai des gaz, pas de vomissements"],
    ['tr', 'üç gündür kabızım ama gaz çıkarıyorum, kusma yok'],
    ['en', 'no poo for 2 days but farting fine, no sickness'],
  ] as Case[])('constipation without vomiting, wind passing %s: %s', (lang, text) => {
    expect(flags(text)).not.toContain('bowel_obstruction');
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(3);
  });
});
