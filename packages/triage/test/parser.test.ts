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

describe('parser: vital signs in every language', () => {
  // What a home pulse oximeter, a watch or a thermometer shows, in each language's own words
  // (the sign before the value, or a unit after it; Arabic-Indic digits; words without accents).
  it.each([
    ['my oxygen is 88 on the finger thing', 'en', { spo2: 88 }],
    ['HR 130 on my watch', 'en', { heartRate: 130 }],
    ['Öndunartíðnin er 40 á mínútu og mettun 89%', 'is', { respiratoryRate: 40, spo2: 89 }],
    ['pulsinn 130, surefnismettun 90', 'is', { heartRate: 130, spo2: 90 }],
    ['pulsoksymetr pokazuje 88, tętno 120', 'pl', { spo2: 88, heartRate: 120 }],
    ['40 respiraciones por minuto, saturando 89, tiene 39 grados', 'es', { respiratoryRate: 40, spo2: 89, temperatureC: 39 }],
    ['le saturomètre affiche 87 %, pouls à 130', 'fr', { spo2: 87, heartRate: 130 }],
    ['Sauerstoffsättigung 88 %, Puls 125, 39 Grad', 'de', { spo2: 88, heartRate: 125, temperatureC: 39 }],
    ['saturazione 89, frequenza respiratoria 30', 'it', { spo2: 89, respiratoryRate: 30 }],
    ['o oxímetro marca 89 e o pulso está 130', 'pt', { spo2: 89, heartRate: 130 }],
    ['сатурация 88, пульса 140, ЧДД 32', 'ru', { spo2: 88, heartRate: 140, respiratoryRate: 32 }],
    ['oksijen seviyesi 87, nabzı 140, ateşi 39 derece', 'tr', { spo2: 87, heartRate: 140, temperatureC: 39 }],
    ['نسبة الأكسجين ٨٨ والنبض ١٤٠', 'ar', { spo2: 88, heartRate: 140 }],
    ['ऑक्सीजन लेवल 85 और धड़कन 140 है', 'hi', { spo2: 85, heartRate: 140 }],
    ['血氧 88%，心率150，呼吸频率30', 'zh', { spo2: 88, heartRate: 150, respiratoryRate: 30 }],
    ['パルスオキシメーターで88%、脈拍130、38度', 'ja', { spo2: 88, heartRate: 130, temperatureC: 38 }],
    ['산소포화도 88, 맥박 140, 38도', 'ko', { spo2: 88, heartRate: 140, temperatureC: 38 }],
  ] as const)('%s (%s)', (text, language, vitals) => {
    expect(parseText(text, language).vitals).toEqual(vitals);
  });

  it.each([
    // Values written in Chinese and Japanese numerals, with "点" or the colloquial "度二" as decimals.
    ['孩子发烧三十九度五，一直哭', 'zh', { temperatureC: 39.5 }],
    ['体温三十八点二度', 'zh', { temperatureC: 38.2 }],
    ['心跳一百四十，血氧九十', 'zh', { heartRate: 140, spo2: 90 }],
    ['心率一百零五', 'zh', { heartRate: 105 }],
    ['子供が四十度の熱', 'ja', { temperatureC: 40 }],
  ] as const)('reads numerals written as characters: %s (%s)', (text, language, vitals) => {
    expect(parseText(text, language).vitals).toEqual(vitals);
  });

  it.each([
    ['一直咳嗽，十分难受，一百天了', 'zh'],
    ['十分に休んだ、一度だけ熱が出た', 'ja'],
    ['二十度的天气出去散步', 'zh'],
  ] as const)('reads no vital sign in the numerals of "%s"', (text, language) => {
    expect(parseText(text, language).vitals).toEqual({});
  });

  it.each([
    ['had it 12 hr 30 min', 'en'],
    ['sat there for 60 minutes', 'en'],
    ['oxygen level was normal, he is 67', 'en'],
    ['the pulse oximeter is in the drawer, I am 45', 'en'],
    ['pulsoksymetr kupiłem 20 lat temu', 'pl'],
  ] as const)('reads no vital sign in "%s"', (text, language) => {
    expect(parseText(text, language).vitals).toEqual({});
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
    // Chinese counts with a measure word and numerals written as characters
    ['咳嗽3个星期了', 'zh', 21],
    ['宝宝出生二十天', 'zh', 20],
    ['两个礼拜了', 'zh', 14],
    ['头痛五個小時', 'zh', 5 / 24],
  ] as const)('%s (%s) → %s days', (text, lang, days) => {
    expect(parseText(text, lang).durationDays).toBeCloseTo(days, 6);
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
    ['我妈八十岁了', 'zh', 80, undefined],
    ['母は八十五歳です', 'ja', 85, undefined],
  ] as const)('%s → age %s, sex %s', (text, lang, age, sex) => {
    const f = parseText(text, lang);
    expect(f.ageYears).toBe(age);
    expect(f.sex).toBe(sex);
  });
});
