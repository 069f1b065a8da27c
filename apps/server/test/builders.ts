import { randomBytes } from 'node:crypto';
import { type Assessment, type DiagnosisData, emptyMedicalHistory, type MedicalHistory, type Urgency } from '@asa/domain';
import { newId } from '../src/db/ids.ts';
import { ensureCompany } from '../src/modules/companies/repo.ts';
import type { TestApp } from './helpers.ts';

let sequence = 0;
const unique = () => `${(sequence += 1)}-${randomBytes(3).toString('hex')}`;

/** A patient (role user, phone number) of the company, created directly in the database. */
export async function createPatient(
  t: TestApp,
  options: { companyId?: string; name?: string; phoneNumber?: string } = {},
): Promise<{ id: string; name: string; companyId: string }> {
  const id = newId();
  const tag = unique();
  const name = options.name ?? `Patient ${tag}`;
  const companyId = options.companyId ?? t.companyId;
  const now = new Date().toISOString();
  const pg = t.database.engine === 'postgres';
  await t.database.db
    .insertInto('user')
    .values({
      id,
      name,
      email: `patient-${tag}@phone.test`,
      emailVerified: pg ? false : 0,
      image: null,
      createdAt: now,
      updatedAt: now,
      phoneNumber: options.phoneNumber ?? `+3546${String(sequence).padStart(6, '0')}${tag.slice(-2)}`,
      phoneNumberVerified: pg ? true : 1,
      role: 'user',
      banned: null,
      banReason: null,
      banExpires: null,
      companyId,
      language: 'en',
    })
    .execute();
  return { id, name, companyId };
}

export async function createCompany(t: TestApp, slug = `clinic-${unique()}`): Promise<string> {
  const company = await ensureCompany(t.database.db, { slug, name: `Clinic ${slug}` });
  return company.id;
}

export function sampleDiagnosisData(diagnosis = 'Viral upper respiratory infection'): DiagnosisData {
  const redFlagsAssessment = {
    presentRedFlags: ['Shortness of breath'],
    absentRedFlags: ['Chest pain'],
    unknownRedFlags: ['Fever above 39 °C'],
    warningSignsToMonitor: ['Worsening breathlessness'],
  };
  return {
    patientSummary: `Adult with ${diagnosis.toLowerCase()}.`,
    primaryDiagnosis: diagnosis,
    soap: { subjective: 'Cough for three days.', objective: 'Reported by the patient.', assessment: diagnosis, plan: 'Rest and fluids.' },
    differentialDiagnoses: [
      { diagnosisName: diagnosis, icd10Code: 'J06.9', confidenceLevel: 82, clinicalReasoning: 'Typical course.', redFlagsAssessment },
      { diagnosisName: 'Influenza', icd10Code: 'J11.1', confidenceLevel: 45, clinicalReasoning: 'Season.' },
    ],
    redFlagsAssessment,
  };
}

export function sampleMedicalHistory(): MedicalHistory {
  const history = emptyMedicalHistory();
  history.historyOfPresentIllness.primaryReason = 'Cough';
  history.historyOfPresentIllness.onsetOfIllness = 'Three days ago';
  history.medicationsAndAllergies.allergies = 'Penicillin';
  return history;
}

export type CaseStatusInput = 'draft' | 'pending' | 'forwarded' | 'reviewed';

/** A case (chat) with sensible defaults: assessed, pending, urgency 3, created now. */
export async function createCase(
  t: TestApp,
  options: {
    urgency?: Urgency;
    status?: CaseStatusInput;
    companyId?: string;
    userId?: string;
    createdAt?: number;
    diagnosis?: string;
    assessment?: Partial<Assessment>;
  } = {},
): Promise<{ id: string; userId: string; companyId: string; urgency: Urgency; createdAt: number }> {
  const companyId = options.companyId ?? t.companyId;
  const userId = options.userId ?? (await createPatient(t, { companyId })).id;
  const urgency = options.urgency ?? 3;
  const status = options.status ?? 'pending';
  const createdAt = options.createdAt ?? Date.now();
  const diagnosis = options.diagnosis ?? `Diagnosis ${unique()}`;
  const id = newId();
  await t.database.db
    .insertInto('chat')
    .values({
      id,
      userId,
      companyId,
      title: 'New Chat',
      diagnosis,
      urgency,
      diagnosisData: JSON.stringify(options.assessment?.diagnosisData ?? sampleDiagnosisData(diagnosis)),
      medicalHistory: JSON.stringify(options.assessment?.medicalHistory ?? sampleMedicalHistory()),
      patientLanguage: 'en',
      emergency: urgency === 1 ? 1 : 0,
      dismissed: status === 'reviewed' ? 1 : 0,
      forwardedToDoctor: status === 'forwarded' ? 1 : 0,
      assessedAt: status === 'draft' ? null : createdAt,
      createdAt,
      updatedAt: createdAt,
    })
    .execute();
  return { id, userId, companyId, urgency, createdAt };
}
