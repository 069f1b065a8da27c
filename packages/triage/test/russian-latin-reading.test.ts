import { describe, expect, it } from 'vitest';
import { detectRedFlags } from '../src/index.ts';
import { compileTerms, matchAll } from '../src/nlp/matcher.ts';
import { normalize } from '../src/nlp/normalize.ts';
import { foldRussianTerm, looksRussianLatin, transliterateRussian } from '../src/nlp/russian-latin.ts';
import { describeUrgencyRows, type UrgencyRow } from './support/everyday.ts';

/**
 * Russian typed in Latin letters read through the Russian lexicon (nlp/russian-latin.ts): the
 * letters, the fold that keeps soft signs, ё, э and й from deciding a match, the test that tells such
 * a text from English, and the urgency of messages in it. Every message was written for this file
 * from the guidance named in its block; none comes from a corpus or an evaluation set. Urgency 1 =
 * 112, 2 = emergency department, 3 = same day, 4 = GP, 5 = self-care, read by the engine and its
 * red-flag floor without the statistical net.
 */

const written = (text: string) => transliterateRussian(normalize(text)).text;

describe('the letters', () => {
  it.each([
    ['zhivot', 'живот'],
    ['khorosho', 'хорошо'],
    ['horosho', 'хорошо'],
    ['chelovek', 'человек'],
    ['shcheka', 'щека'],
    ['serdtse', 'сердце'],
    ['serdce', 'сердце'],
    ['tyazhelo', 'тяжело'],
    ['lyublyu', 'люблю'],
    ['dyshit', 'дышит'],
    ['moy', 'мои'],
    ['kazhetsya', 'кажется'],
    ["bol'", 'бол'],
    ['4to', 'что'],
    ['y', 'у'],
  ])('%s is written %s', (latin, cyrillic) => expect(written(latin)).toBe(cyrillic));

  it('keeps numbers, punctuation and the places of the words typed', () => {
    const text = normalize('temperatura 38.5, rvota!');
    const t = transliterateRussian(text);
    expect(t.text).toBe('температура 38.5, рвота!');
    const start = t.text.indexOf('рвота');
    expect(text.slice(t.from[start]!, t.to[start + 'рвота'.length - 1]!)).toBe('rvota');
  });
});

describe('the fold: a Latin spelling does not say where the signs go', () => {
  const matches = (term: string, text: string) =>
    matchAll(compileTerms([foldRussianTerm(term)], 'ru'), written(text)).length > 0;

  it.each([
    ['боль в груди', "bol' v grudi"],
    ['боль в груди', 'bol v grudi'],
    ['не могу дышать', 'ne mogu dyshat'],
    ['всё тело', 'vsyo telo'],
    ['съел', 'sel'],
    ['больной', 'bolnoy'],
    ['это', 'eto'],
  ])('%s matches "%s"', (term, text) => expect(matches(term, text)).toBe(true));

  it('drops an optional sign with its mark, not the letter before it', () => {
    expect(foldRussianTerm('болит[ьъ]?')).toBe('болит');
    expect(foldRussianTerm('бол[ь]? в')).toBe('бол в');
  });
});

describe('tells Russian in Latin letters from English and other languages', () => {
  it('for a patient who writes Russian: Russian words, or no English ones', () => {
    expect(looksRussianLatin('u menya bolit golova', 'ru')).toBe(true);
    expect(looksRussianLatin('podvernul nogu, hozhu normalno', 'ru')).toBe(true);
    expect(looksRussianLatin('I have had a cough for two days and my chest hurts', 'ru')).toBe(false);
    expect(looksRussianLatin('у меня болит голова', 'ru')).toBe(false);
  });
  it('for anyone else: three Russian words that are no other language’s', () => {
    expect(looksRussianLatin('u menya silno bolit zhivot i toshnit', 'en')).toBe(true);
    expect(looksRussianLatin('ne me dis pas ça, je vais bien', 'fr')).toBe(false);
    expect(looksRussianLatin('net zero and the chem lab', 'en')).toBe(false);
  });
});

const block = (title: string, rows: readonly UrgencyRow[]) => describeUrgencyRows(title, rows, 'ru');

block('emergencies a layperson would catch (NICE NG128, CG95, NG143; Resuscitation Council UK; TOXBASE)', [
  // stroke signs
  [1, 2, "u papy vnezapno perekosilo lico i on ne mozhet podnyat' ruku"],
  // chest pain spreading to the arm
  [1, 2, "u menya sil'no davit v grudi i otdaet v levuyu ruku, ves' v potu"],
  // cannot breathe, blue lips
  [1, 1, 'ne mogu dyshat, guby sinie'],
  // unconscious after a fall
  [1, 1, 'muzh upal i ne prihodit v sebya'],
  // a fit and not answering
  [1, 2, 'u syna sudorogi, on ne otvechaet'],
  // bleeding that will not stop
  [1, 2, "porezal ruku, krov' hleshchet i ne ostanavlivaetsya"],
  // a baby with a fever (under three months)
  [1, 2, 'dochke 7 nedel, temperatura 38.3'],
  // a toddler swallowed a button battery
  [1, 2, 'malysh proglotil batareyku-tabletku ot chasov'],
  // suicidal words with tablets taken
  [1, 2, "ne hochu bol'she zhit', vypila vse tabletki iz aptechki"],
  // a sting with a swollen face and hard breathing
  [1, 2, 'posle ukusa osy opuhlo lico i tyazhelo dyshat'],
]);

block('benign look-alikes that stay at home or with the GP (NICE CKS common cold, sprains, tension headache)', [
  [4, 5, 'temperatury net, prosto nasmork i chut-chut bolit gorlo'],
  [4, 5, 'podvernul nogu, nemnogo opuhla, hozhu normalno'],
  [4, 5, 'golova bolit posle raboty, nichego strashnogo'],
]);

describe('the red-flag floor reads it too', () => {
  it('raises a stroke in Russian in Latin letters for a patient of any language', () => {
    expect(detectRedFlags('mame ploho, u nee perekosilo lico i rech nevnyatnaya, chto delat', 'en').map((r) => r.urgency)).toContain(1);
  });
  it('does not raise a fever told absent', () => {
    expect(detectRedFlags('rebenku 2 mesyaca, temperatury net, kushaet horosho', 'ru')).toEqual([]);
  });
});
