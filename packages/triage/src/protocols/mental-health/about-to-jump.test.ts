import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { urgency } from '../../../test/support/protocol.ts';

/**
 * Someone standing somewhere high and about to jump, or writing to say goodbye before they do: a
 * suicide plan with the means at hand (NICE NG225; Samaritans) → 112 now. Every message was written
 * for this test, in phrasings of our own (not evaluation-set texts), with look-alikes that must not
 * fire: a jump that hurt an ankle, a skipped dose, a jump into the shower.
 */
type Case = readonly [Language, string];

const ABOUT_TO_JUMP: readonly Case[] = [
  ['en', "I'm up on the roof of the car park. Can't do this anymore. Just wanted to tell someone before I jump"],
  ['it', 'sono sul cornicione, sto per buttarmi'],
  ['it', 'volevo salutare qualcuno prima di saltare. sono sul ponte'],
  ['es', 'estoy en la azotea del edificio, voy a tirarme'],
  ['de', 'ich steh auf dem Dach und spring gleich'],
  ['ru', 'стою на мосту, сейчас спрыгну'],
  ['pl', 'siedzę na parapecie na ostatnim piętrze i zaraz skoczę'],
  ['is', 'ég er uppi á þakinu og ætla að stökkva'],
  ['ar', 'أنا واقف على الجسر وبدي أرمي حالي'],
  ['hi', 'मैं पुल पर खड़ा हूँ, अभी कूद जाऊँगा'],
  ['ja', 'いまビルの屋上。もう飛び降りたい'],
  ['fr', "je voulais le dire à quelqu'un avant de sauter"],
  ['pt', 'só queria me despedir de alguém antes de pular'],
];

const LOOK_ALIKES: readonly Case[] = [
  ['ja', '階段から飛び降りて足首をひねりました。腫れています'],
  ['it', 'devo dirlo al medico prima di saltare la dose di stasera?'],
  ['es', 'tengo que decírselo a mi jefe antes de saltarme la comida?'],
  ['en', 'I always tell my wife before I jump in the shower, today my chest felt tight after'],
  ['de', 'bin vom Balkon gesprungen beim Spielen, der Knöchel ist dick'],
];

describe('about to jump from somewhere high, or a goodbye before it → 112 (NICE NG225)', () => {
  it.each(ABOUT_TO_JUMP)('[%s] %s', (lang, text) => {
    expect(urgency(text, lang)).toBe(1);
  });
});

describe('a jump that hurt, a skipped dose, a jump into the shower: no suicide plan', () => {
  it.each(LOOK_ALIKES)('[%s] %s', (lang, text) => {
    expect(urgency(text, lang)).toBeGreaterThan(1);
  });
});
