import { LANGUAGES, type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { applySafetyFloor, assessTranscript, nextOfflineReply } from '../src/index.ts';
import { CATALOGUE_EN, catalogueProblems, TRANSLATED_CATALOGUES } from '../src/report/catalogue.ts';

const OTHERS = LANGUAGES.filter((l): l is Exclude<Language, 'en'> => l !== 'en');

describe('clinical text catalogue', () => {
  it.each(OTHERS)('%s has every English text, none empty, none extra, the same placeholders', (lang) => {
    const problems = catalogueProblems(lang);
    expect(
      problems.slice(0, 20),
      `${problems.length} problems; run npm run catalogue:triage -- ${lang}`,
    ).toEqual([]);
  });

  it.each(OTHERS)('%s has as many "see a doctor if…" thresholds per condition as English', (lang) => {
    for (const [id, c] of Object.entries(CATALOGUE_EN.conditions))
      expect(TRANSLATED_CATALOGUES[lang].conditions[id]?.watch.length, id).toBe(c.watch.length);
  });
});

const PNEUMONIA = [
  {
    role: 'user' as const,
    content:
      "I'm a 70 year old man with a cough, green phlegm and a fever of 39 for 3 days, and I get breathless.",
  },
];
const CHEST = [
  {
    role: 'user' as const,
    content: 'I have crushing chest pain spreading to my left arm and I am sweating.',
  },
];

describe('report language', () => {
  it('writes the staff-facing assessment in the clinic language, whatever the patient wrote', () => {
    const en = assessTranscript(PNEUMONIA, { patientLanguage: 'en', reportLanguage: 'en' });
    const is = assessTranscript(PNEUMONIA, { patientLanguage: 'en', reportLanguage: 'is' });
    expect(is.urgency).toBe(en.urgency);
    const primaryId = Object.entries(CATALOGUE_EN.conditions).find(
      ([, c]) => c.name === en.diagnosisData.primaryDiagnosis,
    )![0];
    expect(is.diagnosisData.primaryDiagnosis).toBe(TRANSLATED_CATALOGUES.is.conditions[primaryId]!.name);
    expect(is.diagnosisData.differentialDiagnoses.map((d) => d.icd10Code)).toEqual(
      en.diagnosisData.differentialDiagnoses.map((d) => d.icd10Code),
    );
    expect(is.diagnosisData.redFlagsAssessment.warningSignsToMonitor).toEqual(
      TRANSLATED_CATALOGUES.is.conditions[primaryId]!.watch,
    );
    expect(is.diagnosisData.soap.plan).toContain(
      TRANSLATED_CATALOGUES.is.report[`disposition${is.urgency}` as 'disposition3'],
    );
    expect(is.diagnosisData.patientSummary).not.toContain('reporting');
    expect(is.diagnosisData.patientSummary).toMatch(/3 dag/);
  });

  it.each(LANGUAGES)('%s: every text field is filled and no English report phrase is left', (lang) => {
    const a = assessTranscript(PNEUMONIA, { patientLanguage: 'en', reportLanguage: lang });
    const texts = [
      a.diagnosis,
      a.diagnosisData.patientSummary,
      ...Object.values(a.diagnosisData.soap),
      ...a.diagnosisData.differentialDiagnoses.map((d) => d.clinicalReasoning),
    ];
    for (const t of texts) expect(t).not.toMatch(/\{\{/);
    if (lang !== 'en')
      for (const t of texts)
        expect(t).not.toMatch(/Supported by|Usual disposition|Most likely|Safety-net|reporting/);
  });

  it('the safety floor names the red flag in the clinic language', () => {
    const base = assessTranscript(CHEST, { patientLanguage: 'en', reportLanguage: 'pl' });
    const { assessment } = applySafetyFloor(base, CHEST, { reportLanguage: 'pl' });
    expect(assessment.diagnosisData.redFlagsAssessment.presentRedFlags).toContain(
      TRANSLATED_CATALOGUES.pl.redFlags.cardiac_chest_pain,
    );
    expect(assessment.diagnosisData.redFlagsAssessment.presentRedFlags).not.toContain(
      CATALOGUE_EN.redFlags.cardiac_chest_pain,
    );
  });
});

describe('offline conversation in every language', () => {
  it.each(OTHERS)('%s asks complaint-specific questions and gives its own advice and thresholds', (lang) => {
    const T = TRANSLATED_CATALOGUES[lang].conversation;
    const first = nextOfflineReply([{ role: 'user', content: 'I have a cough and a sore throat.' }], {
      language: lang,
    });
    expect(Object.values(T.questions)).toContain(first);
    let transcript = [
      { role: 'user' as const, content: 'I have a cough and a sore throat.' },
      { role: 'assistant' as const, content: first },
    ];
    let reply = first;
    for (let i = 0; i < 6 && !reply.includes(T.disclaimer); i++) {
      transcript = [...transcript, { role: 'user', content: 'no' }];
      reply = nextOfflineReply(transcript, { language: lang });
      transcript = [...transcript, { role: 'assistant', content: reply }];
    }
    expect(reply).toContain(T.watchIntro);
    expect(reply).not.toMatch(
      /[A-Za-z]{4,} [a-z]{4,} [a-z]{4,}/.test(T.watchIntro) ? /$^/ : /Seek help sooner|see a doctor if/i,
    );
    for (const w of Object.values(CATALOGUE_EN.conditions).flatMap((c) => c.watch))
      expect(reply).not.toContain(`- ${w}\n`);
  });
});
