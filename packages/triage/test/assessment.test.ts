import { assessmentSchema, LANGUAGES, type Urgency } from '@asa/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applySafetyFloor, assessTranscript, nextOfflineReply, type TranscriptMessage } from '../src/index.ts';
import { RED_FLAGS } from '../src/protocols/index.ts';
import { CONCEPT_BY_ID } from '../src/nlp/concept-terms.ts';
import { parseText } from '../src/nlp/parser.ts';
import { explainedAway, type RedFlagRule } from '../src/protocols/types.ts';

const SYMPTOM_PHRASES = [
  'I have had a headache for 2 days', 'sore throat and runny nose', 'my back hurts after lifting', 'cough for a week',
  'burning when I pee', 'itchy rash on my arm', 'I feel dizzy', 'Mam katar od 2 dni', 'Ég er með hálsbólgu', 'no fever',
  'temp 38.4', 'BP 150/95', 'I twisted my ankle', 'diarrhoea since last night', '', 'hello',
];
const phraseOf = (rule: RedFlagRule) => rule.all.map((g) => CONCEPT_BY_ID.get(g[0]!)!.terms.en![0]).join(', ');
const RED_FLAG_PHRASES = RED_FLAGS.map(phraseOf);

const offline = (messages: TranscriptMessage[]) => applySafetyFloor(assessTranscript(messages, { patientLanguage: 'en' }), messages);

describe('assessment', () => {
  it('always validates against the zod schema (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.constantFrom(...SYMPTOM_PHRASES, ...RED_FLAG_PHRASES), fc.string()), { maxLength: 4 }), fc.constantFrom(...LANGUAGES), (parts, lang) => {
        const messages: TranscriptMessage[] = parts.map((content, i) => ({ role: i % 2 ? 'assistant' : 'user', content }));
        const a = assessTranscript(messages, { patientLanguage: lang });
        expect(assessmentSchema.safeParse(a).success).toBe(true);
        expect(assessmentSchema.safeParse(applySafetyFloor(a, messages).assessment).success).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  // A red flag with a benign explanation in the text ("stung … difficulty swallowing" beside a cough
  // and a sore throat, RedFlagRule.unless) is removed by design, as the engine reads it (the patient's
  // language) or as the floor does (all 15); the property holds for every other.
  const explainedIn = (rule: RedFlagRule, f: ReturnType<typeof parseText>) => explainedAway(rule.unless, f.present, f.negated);
  const explainedBy = (rule: RedFlagRule, text: string) =>
    explainedIn(rule, parseText(text, 'en')) || explainedIn(rule, parseText(text, 'en', LANGUAGES));
  it('adding a red flag never lowers urgency, and makes it an emergency (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...SYMPTOM_PHRASES), { maxLength: 3 }), fc.constantFrom(...RED_FLAGS), (parts, rule) => {
        const base: TranscriptMessage[] = [{ role: 'user', content: parts.join('. ') }];
        const text = [...parts, phraseOf(rule)].join('. ');
        fc.pre(!explainedBy(rule, text));
        const withFlag: TranscriptMessage[] = [{ role: 'user', content: text }];
        const before = offline(base).assessment.urgency;
        const after = offline(withFlag);
        expect(after.assessment.urgency).toBeLessThanOrEqual(before);
        expect(after.assessment.urgency).toBeLessThanOrEqual(2);
        expect(after.emergency).toBe(true);
      }),
      { numRuns: 150 },
    );
  });

  it('a red flag explained away by the text is removed, and stands when the explanation is absent', () => {
    const sting = RED_FLAGS.find((r) => r.id === 'sting_airway')!;
    expect(offline([{ role: 'user', content: `cough for a week. ${phraseOf(sting)}` }]).emergency).toBe(false);
    expect(offline([{ role: 'user', content: `itchy rash on my arm. ${phraseOf(sting)}` }]).emergency).toBe(true);
  });

  it('the safety floor never lowers an assessment', () => {
    for (const u of [1, 2, 3, 4, 5] as Urgency[]) {
      const messages: TranscriptMessage[] = [{ role: 'user', content: 'I have a mild cold' }];
      const a = { ...assessTranscript(messages, { patientLanguage: 'en' }), urgency: u };
      expect(applySafetyFloor(a, messages).assessment.urgency).toBe(u);
    }
  });

  describe('the engine floor under another assessor (engine: true)', () => {
    // A deep vein thrombosis: a condition the engine sends to the emergency department, with no
    // explicit red flag and a net score under its strict threshold.
    const dvt: TranscriptMessage[] = [
      { role: 'user', content: 'My right calf is swollen, hot and tender since my long flight back from Bangkok three days ago. No breathing problems.' },
    ];
    const selfCare = (messages: TranscriptMessage[]) => ({ ...assessTranscript(messages, { patientLanguage: 'en' }), urgency: 5 as Urgency });

    it("raises a model's self-care to the engine's emergency level, and says why", () => {
      expect(assessTranscript(dvt, { patientLanguage: 'en' }).urgency).toBe(2);
      const floored = applySafetyFloor(selfCare(dvt), dvt, { engine: true, safetyNet: false });
      expect(floored.assessment.urgency).toBe(2);
      expect(floored.engineRaised).toBe(true);
      expect(floored.emergency).toBe(false);
      expect(floored.assessment.diagnosisData.redFlagsAssessment.presentRedFlags).toContain('Offline triage engine: Deep vein thrombosis');
      expect(assessmentSchema.safeParse(floored.assessment).success).toBe(true);
      // Without it, only the red flags (none here) stand under the model.
      expect(applySafetyFloor(selfCare(dvt), dvt, { safetyNet: false }).assessment.urgency).toBe(5);
    });

    it("says it in the clinic's language", () => {
      const floored = applySafetyFloor(selfCare(dvt), dvt, { engine: true, safetyNet: false, reportLanguage: 'is', patientLanguage: 'en' });
      expect(floored.assessment.diagnosisData.redFlagsAssessment.presentRedFlags.some((l) => l.startsWith('Innbyggð forgangsflokkun: '))).toBe(true);
    });

    it('asks nothing below the emergency levels, and never lowers', () => {
      const cold: TranscriptMessage[] = [{ role: 'user', content: 'sore throat and a runny nose for two days, I am 30' }];
      expect(assessTranscript(cold, { patientLanguage: 'en' }).urgency).toBeGreaterThan(2);
      expect(applySafetyFloor(selfCare(cold), cold, { engine: true, safetyNet: false }).assessment.urgency).toBe(5);
      const one = { ...assessTranscript(dvt, { patientLanguage: 'en' }), urgency: 1 as Urgency };
      expect(applySafetyFloor(one, dvt, { engine: true, safetyNet: false }).assessment.urgency).toBe(1);
    });
  });

  it('is deterministic', () => {
    const m: TranscriptMessage[] = [{ role: 'user', content: 'Chest pain and sweating since an hour, I am 60' }];
    expect(JSON.stringify(assessTranscript(m, { patientLanguage: 'en' }))).toBe(JSON.stringify(assessTranscript(m, { patientLanguage: 'en' })));
  });

  it('fills the history from what was said and invents nothing', () => {
    const a = assessTranscript([{ role: 'user', content: 'I have had a cough for 5 days. I smoke. I take atorvastatin.' }], { patientLanguage: 'en' });
    expect(a.medicalHistory.habits.tobaccoUse).toContain('smoke');
    expect(a.medicalHistory.medicationsAndAllergies.currentMedications).toContain('atorvastatin');
    expect(a.medicalHistory.socialHistory.maritalStatus).toBe('');
    expect(a.medicalHistory.familyHistory.hereditaryDiseases).toBe('');
    expect(a.diagnosisData.differentialDiagnoses[0]!.icd10Code).toMatch(/^[A-Z]\d{2}/);
  });
});

describe('offline conversation', () => {
  it('greets, asks one question at a time, then gives a disposition', () => {
    const m: TranscriptMessage[] = [];
    expect(nextOfflineReply(m, { language: 'en' })).toMatch(/Asa/);
    m.push({ role: 'user', content: 'I have a sore throat and a runny nose' });
    let reply = '';
    for (let i = 0; i < 8; i++) {
      reply = nextOfflineReply(m, { language: 'en' });
      if (!reply.includes('?')) break;
      expect(reply.split('?').length - 1).toBeLessThanOrEqual(2);
      m.push({ role: 'assistant', content: reply }, { role: 'user', content: 'no' });
    }
    expect(reply).toMatch(/self-care|appointment|within 24 hours|112/);
  });
  it('states the emergency disposition as soon as a red flag appears, in the patient language', () => {
    expect(nextOfflineReply([{ role: 'user', content: 'Ég er með brjóstverk og er sveittur' }], { language: 'is' })).toMatch(/112/);
    expect(nextOfflineReply([{ role: 'user', content: 'Nie mogę oddychać' }], { language: 'pl' })).toMatch(/112/);
  });
  it('has templates in all 15 languages', () => {
    for (const lang of LANGUAGES) {
      const r = nextOfflineReply([{ role: 'user', content: 'headache' }], { language: lang });
      expect(r.length).toBeGreaterThan(10);
    }
  });
});
