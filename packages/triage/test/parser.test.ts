import { describe, expect, it } from 'vitest';
import { parseText } from '../src/nlp/parser.ts';

describe('parser: vital signs', () => {
  it('reads blood pressure, temperature, SpO2, heart and respiratory rate', () => {
    const f = parseText('BP 80/50, temp 39.5, SpO2 88%, heart rate 120, respiratory rate 28', 'en');
    expect(f.vitals).toEqual({ systolic: 80, diastolic: 50, temperatureC: 39.5, spo2: 88, heartRate: 120, respiratoryRate: 28 });
  });
  it('converts Fahrenheit and reads decimal commas', () => {
    expect(parseText('fever of 102.2', 'en').vitals.temperatureC).toBe(39);
    expect(parseText('Hiti 38,2.', 'is').vitals.temperatureC).toBe(38.2);
    expect(parseText('Mam gorączkę 38,5', 'pl').vitals.temperatureC).toBe(38.5);
  });
  it('does not read a pain score or a date as blood pressure', () => {
    expect(parseText('pain 8/10 since 12/05', 'en').vitals.systolic).toBeUndefined();
    expect(parseText('pain 8/10', 'en').painScore).toBe(8);
  });
  it('ignores a temperature that has resolved', () => {
    const f = parseText('She had fevers as high as 101 for 2 days, but those have now resolved.', 'en');
    expect(f.vitals.temperatureC).toBeUndefined();
    expect(f.present.has('fever')).toBe(false);
  });
});

describe('parser: negation', () => {
  it.each([
    ['no chest pain', 'en', 'chest_pain'],
    ['denies fever, chills or vomiting', 'en', 'vomiting'],
    ['He is afebrile.', 'en', 'fever'],
    ['Enginn hiti og ekki mæðinn.', 'is', 'dyspnoea'],
    ['Nie mam gorączki ani duszności.', 'pl', 'dyspnoea'],
    ['No tengo fiebre.', 'es', 'fever'],
    ['Ich habe kein Fieber.', 'de', 'fever'],
    ['Je n’ai pas de fièvre.', 'fr', 'fever'],
    ['熱はありません', 'ja', 'fever'],
    ['没有发烧', 'zh', 'fever'],
    ['Ateşim yok.', 'tr', 'fever'],
    ['मुझे बुखार नहीं है', 'hi', 'fever'],
  ] as const)('%s → %s negated', (text, lang, concept) => {
    const f = parseText(text, lang);
    expect(f.present.has(concept)).toBe(false);
    expect(f.negated.has(concept)).toBe(true);
  });
  it('keeps what comes after "but"', () => {
    const f = parseText('No fever but a bad cough.', 'en');
    expect(f.present.has('cough')).toBe(true);
    expect(f.present.has('fever')).toBe(false);
  });
  it('"can\'t breathe" is a finding, not a negation', () => {
    expect(parseText("I can't breathe", 'en').present.has('severe_dyspnoea')).toBe(true);
    expect(parseText('Nie mogę oddychać', 'pl').present.has('severe_dyspnoea')).toBe(true);
    expect(parseText('Ég get ekki andað', 'is').present.has('severe_dyspnoea')).toBe(true);
  });
  it('worries are not findings', () => {
    expect(parseText('She worries about dehydration.', 'en').present.has('dehydration')).toBe(false);
  });
});

describe('parser: duration, age and sex', () => {
  it.each([
    ['cough for 4 weeks', 'en', 28],
    ['a 2-day history of fever', 'en', 2],
    ['since yesterday', 'en', 1],
    ['hósta í 4 vikur', 'is', 28],
    ['Od 3 dni boli mnie ucho', 'pl', 3],
  ] as const)('%s → %d days', (text, lang, days) => {
    expect(parseText(text, lang).durationDays).toBe(days);
  });
  it('does not read age or pregnancy weeks as a duration', () => {
    expect(parseText("I'm 7 weeks pregnant", 'en').durationDays).toBeUndefined();
    expect(parseText('A 65-year-old man', 'en').durationDays).toBeUndefined();
  });
  it.each([
    ['A 48-year-old woman', 'en', 48, 'female'],
    ["I'm a 30 year old woman", 'en', 30, 'female'],
    ['Ég er 72 ára karl', 'is', 72, 'male'],
    ['Jestem 30-letnią kobietą', 'pl', 30, 'female'],
    ['Mam 59 lat, zjadłem obiad', 'pl', 59, 'male'],
    ['An 18-month-old toddler', 'en', 1.5, undefined],
  ] as const)('%s → age %s, sex %s', (text, lang, age, sex) => {
    const f = parseText(text, lang);
    expect(f.ageYears).toBe(age);
    expect(f.sex).toBe(sex);
  });
});
