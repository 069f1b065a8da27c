import { describe, expect, it } from 'vitest';
import { applySafetyFloor, assessTranscript, detectRedFlags } from '../src/index.ts';
import { parseText } from '../src/nlp/parser.ts';
import { compileTerms, englishInflections, generaliseTerm, matchAll } from '../src/nlp/matcher.ts';
import { foldLetters, normalize } from '../src/nlp/normalize.ts';

const flags = (text: string) => detectRedFlags(text).map((f) => f.id);
const assess = (text: string, lang: 'en' | 'is' | 'pl' | 'de' = 'en') => {
  const messages = [{ role: 'user' as const, content: text }];
  return applySafetyFloor(assessTranscript(messages, { patientLanguage: lang }), messages).assessment;
};

describe('accent-insensitive matching: letters without a Unicode decomposition are folded', () => {
  it('folds ł ð þ æ ø ß ı œ on both sides', () => {
    expect(foldLetters('złapać blæðir þar straße alamıyorum')).toBe('zlapać blaedir thar strasse alamiyorum');
    expect(normalize('Złapać tchu, BLÆÐIR')).toBe('zlapac tchu, blaedir');
  });
  it('finds red flags typed without Icelandic, Polish or Turkish letters', () => {
    expect(flags('thad blaedir mikid og haettir ekki')).toContain('major_bleeding');
    expect(flags('bardzo boli mnie w klatce i nie moge zlapac tchu')).toContain('cardiac_chest_pain');
    expect(flags('wymiotowalem krwia')).toContain('gi_bleed');
    expect(flags('nefes alamiyorum')).toContain('severe_breathing');
  });
  it('short stems do not match inside unrelated words once folded ("lekko" is not "lęk")', () => {
    expect(parseText('lekko boli mnie gardlo', 'pl').present.has('anxiety')).toBe(false);
    expect(parseText('oparzylam sie w palec', 'pl').present.has('smoker')).toBe(false);
  });
});

describe('inflection-tolerant terms', () => {
  it('gives English words their regular inflections', () => {
    const re = new RegExp(`^${englishInflections('kill')}$`);
    for (const w of ['kill', 'kills', 'killed', 'killing']) expect(re.test(w)).toBe(true);
    const stop = new RegExp(`^${englishInflections('stop')}$`);
    for (const w of ['stops', 'stopped', 'stopping']) expect(stop.test(w)).toBe(true);
    const breathe = new RegExp(`^${englishInflections('breathe')}$`);
    for (const w of ['breathes', 'breathing', 'breathed']) expect(breathe.test(w)).toBe(true);
    expect(new RegExp(`^${englishInflections('die')}$`).test('dying')).toBe(true);
  });
  it('matches inflected multi-word terms and any person ("killing myself", "hurt himself")', () => {
    for (const t of ['I feel like killing myself', 'I keep thinking about ending my life', 'He says he is going to hurt himself', 'she wants to end her life']) {
      expect(flags(t), t).toContain('suicide_risk');
    }
  });
  it('does not turn harm to others into self-harm, and keeps negation', () => {
    expect(flags('My brother wants to kill him')).not.toContain('suicide_risk');
    expect(flags("I'm not suicidal, just stressed")).not.toContain('suicide_risk');
  });
  it('lets the Polish reflexive "się" stand on either side of its verb', () => {
    expect(generaliseTerm('zabic sie', 'pl')).toBe('(?:zabic sie|sie zabic)');
    expect(flags('mysle o tym zeby sie zabic')).toContain('suicide_risk');
    expect(flags('Mama się dusi')).toContain('severe_breathing');
  });
  it('counts contractions as one word in gaps ("throat feels like it\'s closing")', () => {
    expect(flags("stung by a wasp and my throat feels like it's closing up")).toContain('anaphylaxis');
  });
});

describe('a trailing `$`: the word ends there', () => {
  it('also in Arabic, whose words start without a boundary (prefixes attach) but end at a space', () => {
    const t = compileTerms(['جدي$'], 'ar')!;
    expect(matchAll(t, 'جدي تعبان')).toHaveLength(1);
    expect(matchAll(t, 'وجدي تعبان')).toHaveLength(1);
    expect(matchAll(t, 'دواء جديد')).toHaveLength(0);
  });
});

describe('free word order: `A & B` terms', () => {
  it('matches both orders within a clause', () => {
    const t = compileTerms(['język & puch'], 'pl')!;
    expect(matchAll(t, normalize('puchnie mi język'))).toHaveLength(1);
    expect(matchAll(t, normalize('język mi puchnie'))).toHaveLength(1);
    expect(matchAll(t, normalize('język mnie boli. nogi puchną'))).toHaveLength(0);
  });
  it('does not join two parts inside one word ("hálsbólga" is a sore throat, not a swelling throat)', () => {
    expect(flags('smá hálsbólga síðan í gær, enginn hiti')).toEqual([]);
  });
  it('uses a character gap in scripts without spaces', () => {
    expect(flags('父の顔の片側が急に下がって')).toContain('stroke');
  });
});

describe('concept implications', () => {
  it('severe breathing difficulty is also breathlessness; a thunderclap headache is a sudden severe headache', () => {
    const f = parseText('I can barely breathe', 'en');
    expect(f.present.has('severe_dyspnoea')).toBe(true);
    expect(f.present.has('dyspnoea')).toBe(true);
    const h = parseText('worst headache of my life', 'en');
    for (const c of ['headache', 'severe', 'sudden_onset']) expect(h.present.has(c)).toBe(true);
  });
});

describe('clinical ranking rules', () => {
  it('right lower quadrant pain with vomiting ranks appendicitis above gastroenteritis (NICE CKS)', () => {
    const a = assess('severe abdominal pain in the lower right side since yesterday, vomiting');
    expect(a.diagnosisData.primaryDiagnosis).toBe('Acute appendicitis');
    expect(a.urgency).toBeLessThanOrEqual(2);
  });
  it('chest pain with breathlessness in any language ranks ACS ahead of chest-wall pain (NICE CG95)', () => {
    for (const [text, lang] of [['Ich habe starke Brustschmerzen und bekomme keine Luft', 'de'], ['Ég er með brjóstverk og mæði', 'is'], ['Mam ból w klatce piersiowej i duszność', 'pl']] as const) {
      const a = assess(text, lang);
      expect(a.diagnosisData.primaryDiagnosis, text).not.toBe('Musculoskeletal chest wall pain');
      expect(['I24.9', 'I26.9']).toContain(a.diagnosisData.differentialDiagnoses[0]!.icd10Code);
      expect(a.urgency).toBeLessThanOrEqual(2);
    }
  });
  it('reads weeks of pregnancy in en/is/pl', () => {
    expect(parseText('I am 32 weeks pregnant', 'en').gestationWeeks).toBe(32);
    expect(parseText('Ég er gengin 30 vikur', 'is').gestationWeeks).toBe(30);
    expect(parseText('jestem w 34 tygodniu ciąży', 'pl').gestationWeeks).toBe(34);
    expect(parseText("I'm pregnant", 'en').gestationWeeks).toBeUndefined();
  });
  it('bleeding at 20 weeks or more is antepartum haemorrhage, never ectopic (RCOG GTG 63)', () => {
    const late = assess('I am 32 weeks pregnant and I am bleeding');
    expect(late.diagnosisData.primaryDiagnosis).toMatch(/Antepartum haemorrhage/);
    expect(late.diagnosisData.differentialDiagnoses.map((d) => d.icd10Code)).not.toContain('O00.9');
    expect(late.urgency).toBeLessThanOrEqual(2);
    const early = assess('I am 7 weeks pregnant and I am bleeding');
    expect(early.diagnosisData.differentialDiagnoses[0]!.icd10Code).toBe('O00.9');
    expect(assess("I'm pregnant and bleeding").diagnosisData.differentialDiagnoses[0]!.icd10Code).toBe('O00.9');
  });
});
