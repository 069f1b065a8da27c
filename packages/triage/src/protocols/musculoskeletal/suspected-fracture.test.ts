import { describe, expect, it } from 'vitest';
import { assessWithoutNet } from '../../../test/support/protocol.ts';

/**
 * NICE NG38 and NHS broken bones: a suspected fracture is X-rayed the same day (an urgent treatment
 * centre), not at a GP appointment days later; a sore wrist that moves freely, or a sprain that bears
 * weight, stays at home or with the GP.
 */
describe('suspected fractures are X-rayed the same day (NICE NG38; NHS broken bones)', () => {
  it.each([
    ['en', "My mum (74) slipped in the kitchen this morning and landed on her right wrist. It is swollen and hurts to turn but she can move her fingers."],
    ['en', "fell on my wrist yesterday, it's swollen and painful"],
    ['en', "twisted my ankle, can't put weight on it"],
    ['it', "mia madre, 78 anni, e caduta sul polso, il polso e gonfio e le fa male girarlo"],
  ] as const)('[%s] %s → 3', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBe(3);
  });

  it.each([
    ['en', 'fell on my wrist yesterday, its sore but not deformed and I can move it fine'],
    ['en', 'twisted my ankle playing football, swollen, can walk on it'],
    ['en', "I'm 70, banged my knee on the table, bit of a bruise, walking fine"],
  ] as const)('[%s] %s stays at 4 or 5', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThanOrEqual(4);
  });
});
