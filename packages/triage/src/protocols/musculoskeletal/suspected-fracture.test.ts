import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assessWithoutNet, flags, urgency } from '../../../test/support/protocol.ts';

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

describe('a child with a painful swollen joint or limb after a fall or knock → X-ray the same day (NICE NG38)', () => {
  it.each<[string, Language]>([
    ['my daughter fell off the swing and her wrist is swollen and sore', 'en'],
    ['mon fils est tombé du vélo, son poignet est gonflé et il a mal', 'fr'],
    ['mi hijo se cayó y tiene el tobillo hinchado y le duele', 'es'],
    ['Mein Sohn ist vom Klettergerüst gefallen und will den Arm nicht bewegen', 'de'],
  ])('%s (%s)', (text, lang) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(3);
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(2);
  });
  it('a child guarding an injured arm is not weak on one side (no stroke); a face or speech change still is', () => {
    expect(flags('Mein Sohn ist vom Klettergerüst gefallen und will den Arm nicht bewegen')).not.toContain('stroke');
    expect(flags('Opa ist gestürzt, will den Arm nicht bewegen und spricht undeutlich')).toContain('stroke');
  });
  it.each<[string, Language]>([
    ['my son bumped his knee on the table, tiny bump, no pain, running around', 'en'],
    ['I twisted my ankle, a bit swollen, I can walk on it', 'en'],
  ])('look-alike stays at home: %s (%s)', (text, lang) => {
    expect(urgency(text, lang)).toBe(5);
  });
});
