import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { applySafetyFloor, assessTranscript } from '../src/index.ts';

/**
 * Resuscitation Council UK (anaphylaxis 2021) and the World Allergy Organization criteria: after a
 * sting or a likely allergen, hives or a swollen face or lips with dizziness, faintness or vomiting
 * involve a second organ system — anaphylaxis, 112 — even when no breathing problem is told. A sting
 * with local swelling and nothing else stays at home.
 */
const assess = (lang: Language, text: string) => {
  const messages = [{ role: 'user' as const, content: text }];
  return applySafetyFloor(assessTranscript(messages, { patientLanguage: lang }), messages, { safetyNet: false, patientLanguage: lang })
    .assessment;
};

describe('hives or a swollen face after a sting or allergen, with dizziness, faintness or vomiting', () => {
  it.each<[Language, string]>([
    ['en', 'stung by wasps, face very swollen, dizzy and vomiting'],
    ['en', 'got stung by a bee, my lips are swelling and I feel faint'],
    ['zh', '被马蜂蛰了，脸肿得很厉害，头晕，呕吐'],
    ['de', 'von einer Wespe gestochen, Quaddeln am ganzen Körper, mir ist schwindelig'],
    ['fr', "piqué par une guêpe, de l'urticaire partout et j'ai des vertiges"],
    ['es', 'me picó una avispa, tengo ronchas por todo el cuerpo y estoy mareado'],
    ['it', "punto da un'ape, ho l'orticaria dappertutto e mi gira la testa"],
    ['pt', 'fui picado por uma vespa, tenho urticária no corpo todo e estou tonto'],
    ['pl', 'użądliła mnie osa, mam pokrzywkę na całym ciele i kręci mi się w głowie'],
    ['ru', 'ужалила оса, по всему телу крапивница и кружится голова'],
    ['tr', 'arı soktu, her yerimde kurdeşen var ve başım dönüyor'],
  ])('[%s] %s → 1', (lang, text) => {
    expect(assess(lang, text).urgency).toBe(1);
  });

  it.each<[Language, string]>([
    ['en', "stung by a wasp on the hand, it's swollen and itchy, I feel fine"],
    ['en', 'bee sting on my cheek, a bit swollen around it, no other symptoms'],
    ['zh', '手被蜜蜂蛰了一下，有点肿，别的没事'],
  ])('[%s] %s → a local reaction stays below an emergency', (lang, text) => {
    expect(assess(lang, text).urgency).toBeGreaterThan(2);
  });
});
