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

describe('an adrenaline pen used, or asked about, beside a sign of a reaction: always 112 (Resuscitation Council UK)', () => {
  it.each<[Language, string]>([
    ['en', 'I used my epipen, my lips are swollen'],
    ['en', 'should I use his EpiPen? he ate a cashew and he has hives all over'],
    ['de', 'mein Sohn hat Nüsse gegessen, Quaddeln am ganzen Körper, wir haben den Notfallpen gegeben'],
    ['es', 'le puse la pluma de adrenalina, tiene ronchas y vomitó'],
    ['fr', "j'ai utilisé son stylo d'adrénaline, il a de l'urticaire partout"],
    ['it', "le ho fatto l'adrenalina, ha le labbra gonfie"],
    ['pt', 'apliquei a caneta de adrenalina, ele está com urticária'],
    ['pl', 'użyłam wstrzykiwacza z adrenaliną, ma pokrzywkę na całym ciele'],
    ['ru', 'вкололи адреналин, крапивница по всему телу'],
    ['tr', 'adrenalin kalemi yaptık, her yeri kurdeşen oldu'],
    ['ja', 'エピペン打った、じんましんが出てる'],
    ['ko', '에피펜 맞았어요, 두드러기가 온몸에 났어요'],
    ['zh', '打了肾上腺素笔，全身起荨麻疹'],
  ])('[%s] %s → 1', (lang, text) => {
    expect(assess(lang, text).urgency).toBe(1);
  });

  it.each<[Language, string]>([
    ['en', 'I have an epipen for my peanut allergy, can I eat almonds?'],
    ['en', 'my adrenaline was pumping after the match and now I have a headache'],
  ])('[%s] %s → the pen carried, or the word in a figure of speech, is no reaction', (lang, text) => {
    expect(assess(lang, text).urgency).toBeGreaterThan(2);
  });
});
