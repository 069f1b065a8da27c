import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { urgency } from '../../../test/support/protocol.ts';

/**
 * An injury by a dangerous mechanism — a fall from a height, a road collision, thrown from a horse
 * (NHS major trauma; NICE NG39, NG41) — is assessed the same day, not treated at home as a sprain. Every message is written for this test; each look-alike keeps its
 * own reading.
 */
type Case = [text: string, lang: Language];

describe('an injury by a dangerous mechanism → seen the same day or sooner', () => {
  it.each<Case>([
    ['my son fell from a third floor window', 'en'],
    ['he fell off the roof', 'en'],
    ['mi hijo se cayó del balcón del segundo piso', 'es'],
    ['il est tombé du toit', 'fr'],
    ['caiu da escada e dói o braço', 'pt'],
    ['çatıdan düştü', 'tr'],
    ['упал с крыши', 'ru'],
    ['وقع من السطح', 'ar'],
    ['屋根から落ちた', 'ja'],
    ['지붕에서 떨어졌어요', 'ko'],
    ['chhat se gir gaya', 'hi'],
    ['datt af hestbaki og er aumur í bakinu', 'is'],
    ['mein Sohn ist vom Baum gefallen, der Arm tut weh', 'de'],
    ['spadł z drabiny i boli go noga', 'pl'],
  ])('%s (%s)', (text, lang) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(3);
  });
});

describe('look-alikes keep their own reading', () => {
  it('a graze after falling off a bike is no major trauma', () => {
    expect(urgency('my daughter fell off her bike and grazed her knee')).toBeGreaterThanOrEqual(4);
  });
  it('a stiff neck days after a car accident is not an emergency now', () => {
    expect(urgency('car accident 5 days ago, my neck is stiff')).toBeGreaterThanOrEqual(3);
  });
  it('a fall on the flat, walking normally, stays at home', () => {
    expect(urgency('I tripped on the pavement and twisted my ankle, I can walk on it')).toBe(5);
  });
});
