import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { applySafetyFloor, assessTranscript, detectRedFlags, type TranscriptMessage } from '../src/index.ts';
import { editDistance, fuzzyWordMatch } from '../src/nlp/composition.ts';
import { parseText } from '../src/nlp/parser.ts';

/**
 * Recognition by composition (src/nlp/composition.ts, rules in src/concepts/compositions.ts, words in src/lexicon/<lang>/compositions.ts): a
 * substance or sign with an action or body part in one clause. Every sentence here was written for
 * this test (none comes from an evaluation set); each rule has positive cases in several languages, a
 * benign look-alike and a negated form.
 */
const user = (content: string): TranscriptMessage => ({ role: 'user', content });
function assess(text: string, lang: Language = 'en') {
  const m = [user(text)];
  return applySafetyFloor(assessTranscript(m, { patientLanguage: lang }), m).assessment;
}
const urgency = (text: string, lang: Language = 'en') => assess(text, lang).urgency;
const present = (text: string, lang: Language = 'en') => parseText(text, lang).present;
const flags = (text: string) => detectRedFlags(text).map((f) => f.id);

type Case = [string, Language];

describe('blood with an action (NICE CG141; NICE CKS haemoptysis, rectal bleeding, haematuria)', () => {
  it.each([
    ['dad keeps puking and the last lot was bright red with blood', 'en'],
    ['vommiting bloood since this morning', 'en'],
    ['ég ældi og það var blóð í því', 'is'],
    ['mama wymiotowała dziś rano z krwią', 'pl'],
    ['mi abuelo ha devuelto con sangre dos veces', 'es'],
    ['mein Vater hat heute Blut erbrochen', 'de'],
    ['ha vomitato sangue stamattina', 'it'],
  ] as Case[])('%s → vomiting blood, emergency', (text, lang) => {
    expect(present(text, lang).has('vomiting_blood')).toBe(true);
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it.each([
    ['he brought up stuff that looked like coffee grounds twice', 'en'],
    ['vomito parecido a posos de cafe desde ayer', 'es'],
  ] as Case[])('coffee-ground vomit: %s', (text, lang) => {
    expect(present(text, lang).has('vomiting_blood')).toBe(true);
  });
  it.each([
    ['every time I cough there is blood in the tissue', 'en', 'haemoptysis'],
    ['kaszlę i w plwocinie jest krew', 'pl', 'haemoptysis'],
    ['there was blood in my poo this morning', 'en', 'blood_in_stool'],
    ['hay sangre en las heces desde el lunes', 'es', 'blood_in_stool'],
    ['my poo has been black and sticky like tar for two days', 'en', 'black_stool'],
    ['stolec jest czarny jak smoła', 'pl', 'black_stool'],
    ['my wee is red with blood', 'en', 'haematuria'],
    ['ich habe Blut im Urin bemerkt', 'de', 'haematuria'],
  ] as [string, Language, string][])('%s → %s', (text, lang, concept) => {
    expect(present(text, lang).has(concept)).toBe(true);
  });
  it('the nearest action decides where the blood comes from', () => {
    const p = present('I have had a cough for a week and now blood in my urine');
    expect(p.has('haematuria')).toBe(true);
  });
  it.each([
    ['my blood test results were normal and I have been coughing a little', 'en'],
    ['my blood pressure was fine when I was sick last week', 'en'],
    ['wyniki badania krwi i moczu mam dobre', 'pl'],
  ] as Case[])('look-alike (a test, a pressure): %s', (text, lang) => {
    const p = present(text, lang);
    for (const c of ['vomiting_blood', 'haemoptysis', 'haematuria']) expect(p.has(c)).toBe(false);
  });
  it.each([
    ['I threw up twice but there was no blood in it', 'en'],
    ['I have been vomiting, no blood', 'en'],
    ['wymiotuję, ale bez krwi', 'pl'],
    ['he vomitado pero sin sangre', 'es'],
  ] as Case[])('negated: %s', (text, lang) => {
    expect(present(text, lang).has('vomiting_blood')).toBe(false);
  });
});

describe('colour with a body part = cyanosis (NICE NG143 red; NHS 111; Resuscitation Council UK)', () => {
  it.each([
    ['his fingertips and lips have gone a purplish blue', 'en'],
    ['she looks grey round the mouth', 'en'],
    ['varirnar á honum eru bláar', 'is'],
    ['dziecko ma sine usta', 'pl'],
    ['el bebé tiene los labios morados', 'es'],
    ['seine Lippen sind ganz blau', 'de'],
    ['ses lèvres deviennent bleues', 'fr'],
    ['у ребёнка синие губы', 'ru'],
  ] as Case[])('%s → cyanosis, emergency', (text, lang) => {
    expect(present(text, lang).has('cyanosis')).toBe(true);
    expect(urgency(text, lang)).toBe(1);
  });
  it.each([
    ['I dyed my hair blue and my skin is itchy from the dye', 'en'],
    ['he has a blue bruise on his knee', 'en'],
    ['она купила синее платье, лицо в порядке', 'ru'],
  ] as Case[])('look-alike: %s', (text, lang) => {
    expect(present(text, lang).has('cyanosis')).toBe(false);
  });
  it.each([
    ['her lips are not blue, she is just tired', 'en'],
    ['usta nie są sine', 'pl'],
  ] as Case[])('negated: %s', (text, lang) => {
    expect(present(text, lang).has('cyanosis')).toBe(false);
  });
});

describe('inability + action (NHS 111 999 list; BTS/SIGN 158; NICE NG143; NICE CKS retention)', () => {
  it.each([
    ['my husband is struggling to breathe and sweating', 'en', 'severe_dyspnoea'],
    ['she cannot finish her sentences without stopping for air', 'en', 'severe_dyspnoea'],
    ['nie może złapać tchu od godziny', 'pl', 'severe_dyspnoea'],
    ['no puede respirar bien, está muy pálido', 'es', 'severe_dyspnoea'],
    ["elle n'arrive pas à respirer", 'fr', 'severe_dyspnoea'],
    ['we cannot wake my grandad up properly', 'en', 'unconscious'],
    ['nie możemy dobudzić dziadka', 'pl', 'unconscious'],
    ['I have not been able to pee since last night', 'en', 'urinary_retention'],
    ["I can't wee at all and my lower tummy is bulging", 'en', 'urinary_retention'],
    ['seit gestern kann ich kein Wasser lassen', 'de', 'urinary_retention'],
    ['he cannot swallow his own spit and is drooling', 'en', 'cant_swallow_saliva'],
    ['सांस नहीं ले पा रहा है', 'hi', 'severe_dyspnoea'],
  ] as [string, Language, string][])('%s → %s', (text, lang, concept) => {
    expect(present(text, lang).has(concept)).toBe(true);
  });
  it.each([
    ["I can't breathe through my nose because of this cold", 'en'],
    ['no puedo respirar por la nariz, tengo mocos', 'es'],
  ] as Case[])('look-alike (a blocked nose): %s', (text, lang) => {
    expect(present(text, lang).has('severe_dyspnoea')).toBe(false);
  });
  it('look-alike: a first-person "I can\'t pee much when others are around" is not retention', () => {
    expect(present("I can't pee in public toilets, it makes me anxious").has('urinary_retention')).toBe(
      false,
    );
  });
  it('the phrasal verbs take every form ("keeps passing out")', () => {
    expect(present('my mum keeps passing out when she stands').has('fainting')).toBe(true);
    expect(present('he has been blacking out on and off').has('fainting')).toBe(true);
    expect(urgency('my mum keeps passing out when she stands')).toBeLessThanOrEqual(3);
  });
});

describe('the worst pain of a life (NICE CKS headache; ESI v4)', () => {
  it.each([
    ['this is the worst headache I have ever had, it came on out of nowhere', 'en'],
    ['el peor dolor de cabeza de mi vida', 'es'],
    ['najgorszy ból głowy w moim życiu', 'pl'],
    ['der schlimmste Kopfschmerz meines Lebens', 'de'],
  ] as Case[])('%s → thunderclap headache', (text, lang) => {
    expect(present(text, lang).has('thunderclap_headache')).toBe(true);
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it('a pain that is the worst of a life is severe', () => {
    expect(present('worst back pain of my whole life and I cannot pee').has('severe')).toBe(true);
  });
  it.each([
    ['the worst part of this cold is the headache at night', 'en'],
    ['lo peor es el dolor de cabeza por la mañana', 'es'],
  ] as Case[])('look-alike (no "of my life"): %s', (text, lang) => {
    expect(present(text, lang).has('thunderclap_headache')).toBe(false);
  });
});

describe('reliever not helping (BTS/SIGN 158; NHS 111 asthma attack)', () => {
  it.each([
    ['my asthma is bad and the blue inhaler is not doing anything', 'en'],
    ['mam astmę, inhalator nie pomaga', 'pl'],
    ['tengo asma y el inhalador no me hace nada', 'es'],
    ['Asthma, das Spray hilft gar nicht', 'de'],
  ] as Case[])('%s → emergency', (text, lang) => {
    expect(present(text, lang).has('no_relief')).toBe(true);
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it.each([
    ['my inhaler helps and I feel fine now, just want a new one', 'en'],
    ['inhalator pomaga, potrzebuję recepty', 'pl'],
  ] as Case[])('look-alike (it helps): %s', (text, lang) => {
    expect(present(text, lang).has('no_relief')).toBe(false);
  });
});

describe('rigid abdomen (NICE CKS peritonitis; RCOG GTG 63)', () => {
  it.each([
    ['his belly is rock hard and he screams when I touch it', 'en'],
    ['mam twardy jak deska brzuch', 'pl'],
    ['tiene la barriga dura y le duele mucho', 'es'],
  ] as Case[])('%s → peritonism', (text, lang) => {
    expect(present(text, lang).has('peritonism')).toBe(true);
  });
  it.each([
    ['it is hard to say where my stomach hurts', 'en'],
    ['there is a hard lump on my belly button', 'en'],
    ['34 weeks and my bump tightens for a few seconds now and then', 'en'],
  ] as Case[])('look-alike: %s', (text, lang) => {
    expect(present(text, lang).has('peritonism')).toBe(false);
  });
  it('negated: "my tummy is not hard"', () => {
    expect(present('my tummy is not hard, just a bit bloated').has('peritonism')).toBe(false);
  });
});

describe('typo tolerance', () => {
  it('edit distance counts a transposition as one edit', () => {
    expect(editDistance('vomtiing', 'vomiting', 2)).toBe(1);
    expect(editDistance('blood', 'flood', 2)).toBe(1);
  });
  it('fuzzy words keep their first letter and a bounded distance', () => {
    expect(fuzzyWordMatch('vommiting', 'vomiting')).toBe(true);
    expect(fuzzyWordMatch('unconcious', 'unconscious')).toBe(true);
    expect(fuzzyWordMatch('flood', 'blood')).toBe(false);
    expect(fuzzyWordMatch('bleeding', 'breathing')).toBe(false);
  });
});

describe('a message the engine cannot read is never self-care (NHS 111: speak to a clinician)', () => {
  it('an unread complaint is a GP appointment', () => {
    expect(urgency('something is off with my body and I do not know what')).toBe(4);
    expect(urgency('coś jest ze mną nie tak', 'pl')).toBeGreaterThanOrEqual(3);
  });
  it('an unread complaint with worry or worsening is seen within 24 hours', () => {
    expect(urgency("my son just isn't himself today and I'm really worried")).toBe(3);
    expect(urgency('mein Sohn ist heute so komisch, ich habe große Angst', 'de')).toBe(3);
  });
  it('a question about the clinic is not a complaint', () => {
    expect(urgency('can I book an appointment for next Tuesday?')).toBe(5);
  });
  it('a recognised self-care complaint with nothing alarming stays self-care', () => {
    expect(urgency('I have a bad cold, runny nose and sneezing, no fever')).toBe(5);
  });
  it('the floor reads the composed red flags too', () => {
    expect(flags('I keep vomiting and there is blood in it')).toContain('gi_bleed');
    expect(flags('his lips went blue')).toContain('cyanosis');
  });
});
