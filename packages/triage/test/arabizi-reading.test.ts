import { describe, expect, it } from 'vitest';
import { detectRedFlags } from '../src/index.ts';
import { foldArabicTerm, foldArabicWord, looksArabizi, transliterate, transliterateWord } from '../src/nlp/arabizi.ts';
import { compileTerms, matchAll } from '../src/nlp/matcher.ts';
import { normalize } from '../src/nlp/normalize.ts';
import { describeUrgencyRows, type UrgencyRow } from './support/everyday.ts';

/**
 * Arabizi (Arabic typed in Latin letters) read through the Arabic lexicon (nlp/arabizi.ts): the
 * letters, the fold that keeps vowel spelling from deciding a match, and the urgency of messages in
 * Moroccan, Algerian, Tunisian, Egyptian, Levantine, Gulf and Iraqi Arabizi, with and without digits.
 * Every message was written for this file from the guidance named in its block; none comes from a
 * corpus or an evaluation set. Urgency 1 = 112, 2 = emergency department, 3 = same day, 4 = GP,
 * 5 = self-care, read by the engine and its red-flag floor without the statistical net.
 */

/** The Arabic writing of an Arabizi text, as the parser reads it. */
const written = (text: string) => transliterate(normalize(text)).text;

describe('the letters every Arabizi writer uses', () => {
  it.each([
    ['2', 'ء'],
    ['3', 'ع'],
    ["3'", 'غ'],
    ['8', 'غ'],
    ['5', 'خ'],
    ['6', 'ط'],
    ['7', 'ح'],
    ["7'", 'خ'],
    ['sh', 'ش'],
    ['ch', 'ش'],
    ['kh', 'خ'],
    ['gh', 'غ'],
    ['th', 'ث'],
    ['dh', 'ذ'],
  ])('%s is %s', (latin, arabic) => {
    expect(transliterateWord(`b${latin}r`)).toBe(`ب${arabic}ر`);
  });

  it('9 is ق in the Maghreb and the Levant (written ٯ, read as ق or ص) and ص in Gulf writing', () => {
    expect(transliterateWord('9lbi')).toBe('ٯلبي');
    expect(foldArabicWord(transliterateWord('9lbi'))).toBe('قلبي');
    expect(written('wayed 9adri y3awerni')).toContain('سدري');
    expect(written('l9lb dyalo')).toContain('لقلب');
  });

  it('o, u, ou and oo are و; i and ee are ي; a written a inside a word is nothing, a short word keeps it', () => {
    expect(transliterateWord('s5ouna')).toBe('سخونا');
    expect(written('l9alb dyali')).toBe('لقلب ديالي');
    expect(transliterateWord('kbeer')).toBe('كبير');
    expect(transliterateWord('mrid')).toBe('مريد');
    expect(transliterateWord('3omro')).toBe('عومرو');
    expect(transliterateWord('santeyn')).toBe('سنتين');
    expect(transliterateWord('baba')).toBe('بابا');
    expect(transliterateWord('ras')).toBe('راس');
    expect(transliterateWord('atnaffas')).toBe('اتنفس');
  });

  it('French and English words inside Arabizi stay Latin', () => {
    expect(written('3ndi mal au ventre w la tension 3alya')).toContain('mal au ventre');
    expect(written('3ndha la tension')).toContain('la tension');
    expect(written('kan f remote meeting w tay7 3liya')).toContain('remote meeting');
    expect(written('ma 3ndich skhana')).toBe('ما عنديش سخنة');
    expect(written('makaynach skhana')).toBe('ما كنش سخنة');
  });

  it('tells Arabizi by its digits and function words, not an English or Turkish text', () => {
    expect(looksArabizi('3ndi wja3 f rasi')).toBe(true);
    expect(looksArabizi('ibni skhon bzaf')).toBe(true);
    expect(looksArabizi('my 3rd day with a cough, 5mg twice')).toBe(false);
    expect(looksArabizi('babam çok hasta')).toBe(false);
    expect(looksArabizi('vinkona mín benti á blettinn')).toBe(false);
    expect(looksArabizi('عندي حرارة')).toBe(false);
  });
});

describe('the fold: vowel spelling does not decide a match', () => {
  const matches = (term: string, text: string) =>
    matchAll(compileTerms([foldArabicTerm(term)], 'ar'), normalize(written(text))).length > 0;

  it.each([
    ['صدري', 'sdri'],
    ['صدري', 'sadri'],
    ['سخونة', 's5ouna'],
    ['سخونة', 'skhana'],
    ['عنده', '3ndo'],
    ['حامل', '7amil'],
    ['كثير', 'kteer'],
    ['قلبي', '2albi'],
    ['قلبي', 'galbi'],
    ['راس', 'ras'],
    ['معدة', 'ma3ida'],
  ])('%s matches "%s"', (term, text) => expect(matches(term, text)).toBe(true));

  it.each([
    ['عين', '3ndi'],
    ['دوار', 'yhder'],
    ['دوار', 'rasi kaydorni'],
    ['قيء', 'galbi'],
    ['عوائم', '3am'],
  ])('%s does not match "%s" (a short word is a whole word, its vowels kept)', (term, text) =>
    expect(matches(term, text)).toBe(false),
  );
});

const block = (title: string, rows: readonly UrgencyRow[]) => describeUrgencyRows(title, rows, 'ar');

block('emergencies a layperson would catch, in the dialects (NICE NG128, CG95, NG143; resuscitation council)', [
  // stroke signs, Egyptian and Levantine
  [1, 2, 'gedo fag2a bo2o mayel w mesh 2ader yerfa3 eido'],
  [1, 2, 'sitti sar kalama t2eel w wejha mayel men sa3a'],
  // chest pain, Gulf and Algerian
  [1, 2, 'abuy 3inda alam gawi f sadra w y3re2 wayed'],
  [1, 2, 'baba 3andou wja3 f sdrou w ydour l dra3ou w ra9 y3req'],
  // cannot breathe, Iraqi and Tunisian
  [1, 2, 'ibni ma gaa3d yitnaffas zain, shafaifa zarga'],
  // unconscious, not waking
  [1, 1, 'jeddi ta7 w ma fa9ch, ma kayjawebch'],
  // heavy bleeding
  [1, 2, 'rjli tjar7at b jaja w dem ma bghach yw9f, ysil bzaf'],
  // a baby with fever
  [1, 2, 'bnti 3omrha 6 asabi3 w 3ndha s5ana 38.5'],
  // swallowed a battery or medicine
  [1, 2, 'ebni bla3 battariya sghira men remote'],
  [1, 2, 'binti bal3at 7boub ktir mn dawa jaddetha'],
  // seizure
  [1, 2, 'weldi jatou crise w kay trta3ch w ma kaysme3nich'],
  // suicidal words
  [1, 2, 'bade moot, ma 3ad fiyi kammel, bfakker enta7ar'],
  // snake and scorpion
  [1, 2, '39rb lda3ni f rjli w ibni 3ando 4 snin'],
]);

block('benign look-alikes that must not be raised (NICE CKS common cold, sprains, headache)', [
  [4, 5, '3ndi rwa7 w ki7a chwiya men lbare7'],
  [4, 5, 'mfakek rjli wana kanl3eb lkora, nfkha chwiya w kanmchi 3adi'],
  [4, 5, 'rasi bywja3ni shwaya ba3d el shoghl'],
  [3, 5, 'galbi maksour 3ala 7abibti, mashi mari9'],
  [4, 5, 'ma 3ndich skhana, ghir ki7a sghira'],
  [4, 5, 'mafi 7arara, bas zkam w 3atas'],
  [4, 5, 'ki7a w zkam, makaynach skhana, kanakol 3adi'],
]);

describe('red flags of the floor in Arabizi, and their negations', () => {
  it('raises a stroke without digits ("wejho mayel w ma bi7ki")', () => {
    expect(detectRedFlags('abuya wejho mayel fag2a w ma bi7ki', 'ar').map((r) => r.urgency)).toContain(1);
  });
  it('does not raise a fever told absent in Maghrebi ("ma 3ndich skhana")', () => {
    expect(detectRedFlags('bnti 3omrha 2 chhor, ma 3ndhach skhana', 'ar')).toEqual([]);
  });
});
