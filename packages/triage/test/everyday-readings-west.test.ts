import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { urgency } from './fixtures/urgency.ts';
import { parseText } from '../src/nlp/parser.ts';
import { detectQuantityOverdose } from '../src/nlp/quantities.ts';
import { normalize } from '../src/nlp/normalize.ts';

/**
 * Everyday readings in Russian, German, English, Spanish, Hindi and Italian (and the substance class
 * in all 15 languages): a stabbing pain that is not a sting, breathlessness in everyday words, a
 * caustic named before the sip, a brand's strength that is not a tablet count, usual period pain, and
 * the low-toxicity ingestions of TOXBASE. The sentences are our own.
 */
const read = (lang: Language, text: string) => parseText(text, lang);

type Case = [Language, string];

describe('breathlessness and a stabbing chest pain in everyday words', () => {
  it.each([
    ['de', 'Ich bin nach ein paar Stufen total außer Atem'],
    ['de', 'seit heute bin ich ständig ausser Atem'],
    ['de', 'ich komme schon beim Anziehen aus der Puste'],
    ['es', 'a mi mamá le falta el aire'],
    ['es', 'a los dos les falta aire'],
    ['es', 'se le va el aire cuando habla'],
  ] as Case[])('[%s] %s → breathless', (lang, text) => {
    expect(read(lang, text).present.has('dyspnoea')).toBe(true);
  });

  it.each([
    ['de', 'beim Einatmen sticht es links in der Brust'],
    ['de', 'ein Stechen in der Brust seit heute Morgen'],
    ['de', 'mir tut die Brust weh, sie sticht beim Husten'],
  ] as Case[])('[%s] %s → chest pain, not a sting', (lang, text) => {
    const f = read(lang, text);
    expect(f.present.has('chest_pain')).toBe(true);
    expect(f.present.has('sting_bite')).toBe(false);
  });

  it.each([
    ['de', 'eine Wespe hat mich gestochen, der Stich ist rot'],
    ['de', 'viele Mückenstiche am Bein'],
  ] as Case[])('[%s] %s → still a sting', (lang, text) => {
    expect(read(lang, text).present.has('sting_bite')).toBe(true);
  });

  it('[de] a swollen Bavarian "Wadl" with breathlessness is a possible pulmonary embolism', () => {
    expect(urgency('de', 'Mein rechtes Wadl ist seit zwei Tagen dick und ich bin beim Gehen ganz außer Atem')).toBeLessThanOrEqual(2);
  });

  it('[es] "bien" before an adjective is "very", not "is fine"', () => {
    expect(read('es', 'mi abuelo está bien pálido y frío').present.has('full_recovery')).toBe(false);
    expect(read('es', 'se desmayó pero ahora ya está bien').present.has('full_recovery')).toBe(true);
    expect(read('es', 'se cayó de la cama y está bien, come y juega').present.has('full_recovery')).toBe(true);
  });
});

describe('a list of normal findings: "nichts taub" is nothing numb', () => {
  it.each([
    ['de', 'Schnitt in den Daumen, bewegen geht, nichts taub'],
    ['de', 'hab mich in den Finger geschnitten, Fingerkuppe normal, nix kribbelt'],
  ] as Case[])('[%s] %s → no numb finger', (lang, text) => {
    expect(read(lang, text).present.has('digit_numb')).toBe(false);
  });

  it('[de] a numb fingertip after a cut stays a tendon or nerve injury', () => {
    expect(read('de', 'nach dem Schnitt ist die Fingerkuppe taub').present.has('digit_numb')).toBe(true);
    expect(urgency('de', 'nach dem Schnitt mit dem Messer ist die Fingerkuppe taub')).toBeLessThanOrEqual(2);
  });
});

describe('a caustic named before the sip (TOXBASE: drain cleaner, caustic soda → hospital now)', () => {
  it.each([
    ['ru', 'дочка открыла средство для чистки труб и отпила'],
    ['ru', 'сын нашёл щёлочь и хлебнул'],
    ['en', 'she opened the oven cleaner and took a sip'],
    ['es', 'abrió la sosa cáustica y se tomó un trago'],
    ['it', "ha trovato l'acido muriatico e ne ha bevuto un sorso"],
    ['hi', 'बच्चे ने टॉयलेट साफ करने वाला लिक्विड पी लिया'],
  ] as Case[])('[%s] %s → ingestion, emergency', (lang, text) => {
    expect(read(lang, text).present.has('swallowed_harmful')).toBe(true);
    expect(urgency(lang, text)).toBeLessThanOrEqual(2);
  });

  it.each([
    ['ru', 'у нас на даче крот, я выпил чаю'],
    ['en', 'I cleaned the sink with bleach and then drank some water'],
    ['es', 'limpié el baño con lejía y luego me tomé un vaso de agua'],
    ['it', "ho pulito con la candeggina e poi ho bevuto un bicchiere d'acqua"],
  ] as Case[])('[%s] %s → no ingestion', (lang, text) => {
    expect(read(lang, text).present.has('swallowed_harmful')).toBe(false);
  });

  it.each([
    ['ru', 'у ребёнка слюни текут'],
    ['es', 'al niño se le cae la baba'],
    ['it', 'gli cola la saliva dalla bocca'],
    ['de', 'der Speichel läuft ihm aus dem Mund'],
    ['hi', 'बच्चे के मुंह से लार बह रही है'],
  ] as Case[])('[%s] %s → drooling', (lang, text) => {
    expect(read(lang, text).present.has('upper_airway_signs')).toBe(true);
  });

  it("[it] spitting something out is not sputum", () => {
    expect(read('it', "l'ha sputato subito").present.has('sputum')).toBe(false);
    expect(read('it', 'tossisco con catarro giallo').present.has('sputum')).toBe(true);
  });
});

describe("a brand's strength is not a tablet count", () => {
  const counts = (text: string) => detectQuantityOverdose(normalize(text)).map((m) => m.concept);
  it.each([
    'मैंने सुबह गलती से एल्ट्रोक्सिन 100 की दो गोली खा लीं',
    'I took Euthyrox 75, two tablets, by mistake',
    'ich habe L-Thyroxin 50 zwei Tabletten genommen',
  ])('%s → no overdose', (text) => {
    expect(counts(text)).toEqual([]);
  });

  it.each(['मैंने 30 गोली खा लीं', 'I took 10 or 25 tablets', 'ich habe 20 Tabletten genommen'])(
    '%s → still an overdose',
    (text) => {
      expect(counts(text)).toContain('overdose');
    },
  );
});

describe('NICE CKS dysmenorrhoea: strong cramps with the usual period are not a severe acute abdomen', () => {
  it.each([
    ['en', 'my period came today and the cramps are really bad, every month the same'],
    ['es', 'me bajó la regla y tengo cólicos fuertísimos, como siempre'],
    ['hi', 'periods aa gaye hain, pet mein bahut tez dard, har mahine aisa hota hai'],
  ] as Case[])('[%s] %s → not an emergency', (lang, text) => {
    expect(urgency(lang, text)).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['es', 'me bajó la regla, tengo un dolor de barriga muy fuerte y me he desmayado'],
    ['en', 'my period is late and I have severe stomach cramps'],
    ['en', 'on my period, sudden severe stomach pain on the right side and vomiting'],
  ] as Case[])('[%s] %s → still an emergency', (lang, text) => {
    expect(urgency(lang, text)).toBeLessThanOrEqual(2);
  });
});

describe('TOXBASE: contraceptive pills and levothyroxine are of low toxicity', () => {
  it.each([
    ['en', 'my 2 year old ate three of my contraceptive pills, he is playing happily'],
    ['es', 'mi hijo de 2 años se comió tres pastillas anticonceptivas, está jugando'],
    ['de', 'mein Sohn hat zwei Antibabypillen geschluckt, er spielt ganz normal'],
    ['it', 'mia figlia ha mangiato due pillole anticoncezionali, sta giocando'],
    ['en', 'I took my levothyroxine twice this morning by mistake, I feel fine'],
  ] as Case[])('[%s] %s → not an emergency', (lang, text) => {
    expect(read(lang, text).present.has('low_toxicity_ingestion')).toBe(true);
    expect(urgency(lang, text)).toBeGreaterThanOrEqual(3);
  });

  it.each([
    ['it', 'ha bevuto un sorso di candeggina e adesso vomita'],
    ['en', 'toddler had a sip of bleach and is drooling and coughing'],
    ['en', 'I took 40 of my levothyroxine tablets because I want to die'],
    ['en', 'my toddler ate my contraceptive pills and granny’s amlodipine'],
    ['en', 'my son swallowed a button battery'],
    ['es', 'mi hijo se tomó un trago de desatascador'],
    ['en', 'my son took a sip of bleach and drain cleaner, he spat it out'],
  ] as Case[])('[%s] %s → still an emergency', (lang, text) => {
    expect(urgency(lang, text)).toBeLessThanOrEqual(2);
  });
});
