import { z } from 'zod';
import { urgencySchema } from './urgency.ts';

/** Spec §3 diagnosisData: the structured handover staff read. */
export const differentialSchema = z.object({
  diagnosisName: z.string().min(1),
  icd10Code: z.string().regex(/^[A-Z][0-9]{2}(\.[0-9A-Z]{1,4})?$/, 'ICD-10 code such as R07.4'),
  confidenceLevel: z.number().int().min(0).max(100),
  clinicalReasoning: z.string(),
});
export type Differential = z.infer<typeof differentialSchema>;

export const redFlagsAssessmentSchema = z.object({
  presentRedFlags: z.array(z.string()),
  absentRedFlags: z.array(z.string()),
  unknownRedFlags: z.array(z.string()),
  warningSignsToMonitor: z.array(z.string()),
});
export type RedFlagsAssessment = z.infer<typeof redFlagsAssessmentSchema>;

export const soapSchema = z.object({
  subjective: z.string(),
  objective: z.string(),
  assessment: z.string(),
  plan: z.string(),
});

/**
 * Spec §3 says red flags are read from the first differential only, so each differential
 * may carry its own red-flags assessment; the case-level one mirrors the first differential's.
 */
export const diagnosisDataSchema = z.object({
  patientSummary: z.string(),
  primaryDiagnosis: z.string(),
  soap: soapSchema,
  differentialDiagnoses: z.array(
    differentialSchema.extend({ redFlagsAssessment: redFlagsAssessmentSchema.optional() }),
  ),
  redFlagsAssessment: redFlagsAssessmentSchema,
});
export type DiagnosisData = z.infer<typeof diagnosisDataSchema>;

const text = z.string();

/** Spec §3 medicalHistory groups; empty strings mean "not said" and are hidden in the UI. */
export const medicalHistorySchema = z.object({
  historyOfPresentIllness: z.object({
    primaryReason: text,
    onsetOfIllness: text,
    symptomPattern: text,
    description: text,
    locationAndRadiation: text,
    aggravatingFactors: text,
    relievingFactors: text,
    associatedSymptoms: text,
    previousTreatments: text,
    pastEpisodes: text,
  }),
  medicalHistory: z.object({
    pastIllnesses: text,
    traumaAccidents: text,
    hospitalizations: text,
    surgeries: text,
    allergyProcedures: text,
  }),
  medicationsAndAllergies: z.object({ currentMedications: text, allergies: text }),
  habits: z.object({ tobaccoUse: text, alcoholConsumption: text, otherSubstanceUse: text }),
  familyHistory: z.object({ hereditaryDiseases: text }),
  socialHistory: z.object({
    maritalStatus: text,
    livingConditions: text,
    occupation: text,
    children: text,
    travelHistory: text,
  }),
});
export type MedicalHistory = z.infer<typeof medicalHistorySchema>;

/** What every assessor (offline engine or LLM) must produce after an assistant turn. */
export const assessmentSchema = z.object({
  urgency: urgencySchema,
  diagnosis: z.string(),
  diagnosisData: diagnosisDataSchema,
  medicalHistory: medicalHistorySchema,
});
export type Assessment = z.infer<typeof assessmentSchema>;

export function emptyMedicalHistory(): MedicalHistory {
  return {
    historyOfPresentIllness: {
      primaryReason: '',
      onsetOfIllness: '',
      symptomPattern: '',
      description: '',
      locationAndRadiation: '',
      aggravatingFactors: '',
      relievingFactors: '',
      associatedSymptoms: '',
      previousTreatments: '',
      pastEpisodes: '',
    },
    medicalHistory: {
      pastIllnesses: '',
      traumaAccidents: '',
      hospitalizations: '',
      surgeries: '',
      allergyProcedures: '',
    },
    medicationsAndAllergies: { currentMedications: '', allergies: '' },
    habits: { tobaccoUse: '', alcoholConsumption: '', otherSubstanceUse: '' },
    familyHistory: { hereditaryDiseases: '' },
    socialHistory: {
      maritalStatus: '',
      livingConditions: '',
      occupation: '',
      children: '',
      travelHistory: '',
    },
  };
}
