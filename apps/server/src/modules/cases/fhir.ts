import { randomUUID } from 'node:crypto';
import { type MedicalHistory, type StaffCase, urgencyLabels } from '@asa/domain';
import type {
  Bundle,
  BundleEntry,
  CodeableConcept,
  Composition,
  CompositionSection,
  Condition,
  Encounter,
  Flag,
  Observation,
  Patient,
  Reference,
  Resource,
} from '@medplum/fhirtypes';

/**
 * FHIR R4 export of a case (issue 14 §10): a `collection` Bundle with the Patient, the triage
 * Encounter, one Condition per differential diagnosis coded in ICD-10, the urgency as an
 * Observation, each present red flag as a Flag, and a Composition holding the SOAP sections and the
 * history. Pure: built from what staff see, validated in tests by @medplum/core's R4 validator.
 */
export const ICD10_SYSTEM = 'http://hl7.org/fhir/sid/icd-10';
const ASA_SYSTEM = 'https://asa.health/fhir/CodeSystem';

const ENCOUNTER_STATUS: Record<StaffCase['status'], Encounter['status']> = {
  pending: 'triaged',
  forwarded: 'in-progress',
  reviewed: 'finished',
};

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Narrative for a section: plain paragraphs, escaped (FHIR allows a limited XHTML only). */
function narrative(lines: string[]) {
  const body = lines.map((line) => `<p>${escapeXml(line)}</p>`).join('');
  return { status: 'generated' as const, div: `<div xmlns="http://www.w3.org/1999/xhtml">${body}</div>` };
}

function section(title: string, code: string, lines: string[], entry?: Reference[]): CompositionSection {
  const text = lines.map((l) => l.trim()).filter(Boolean);
  return {
    title,
    code: { coding: [{ system: `${ASA_SYSTEM}/section`, code }], text: title },
    text: narrative(text.length > 0 ? text : ['Not recorded.']),
    ...(entry && entry.length > 0 ? { entry } : {}),
  };
}

/** The spec §3 history groups as "label: value" lines, empty values left out. */
function historyLines(history: MedicalHistory | null): string[] {
  if (!history) return [];
  const lines: string[] = [];
  for (const [group, fields] of Object.entries(history) as [string, Record<string, string>][]) {
    for (const [field, value] of Object.entries(fields)) {
      if (typeof value === 'string' && value.trim()) lines.push(`${group}.${field}: ${value.trim()}`);
    }
  }
  return lines;
}

function urgencyConcept(urgency: number): CodeableConcept {
  const labels = urgencyLabels(urgency);
  return {
    coding: [{ system: `${ASA_SYSTEM}/staff-urgency`, code: String(labels.urgency), display: labels.staffKey }],
    text: `${labels.urgency} ${labels.staffKey}`,
  };
}

export function caseToFhir(chat: StaffCase, input: { patientId: string; now?: Date }): Bundle {
  const now = (input.now ?? new Date()).toISOString();
  const started = new Date(chat.createdAt * 1000).toISOString();
  const url = () => `urn:uuid:${randomUUID()}`;
  const entries: BundleEntry[] = [];
  const add = <T extends Resource>(resource: T): Reference<T> => {
    const fullUrl = url();
    entries.push({ fullUrl, resource });
    return { reference: fullUrl };
  };

  const patient: Patient = {
    resourceType: 'Patient',
    identifier: [{ system: `${ASA_SYSTEM}/patient`, value: input.patientId }],
    ...(chat.patient.name ? { name: [{ text: chat.patient.name }] } : {}),
    ...(chat.patient.phone ? { telecom: [{ system: 'phone', value: chat.patient.phone.replace(/[\s-]/g, ''), use: 'mobile' }] } : {}),
    ...(chat.patient.language
      ? { communication: [{ language: { coding: [{ system: 'urn:ietf:bcp:47', code: chat.patient.language }] }, preferred: true }] }
      : {}),
  };
  const subject: Reference<Patient> = add(patient);
  if (chat.patient.name ?? chat.patient.phone) subject.display = chat.patient.name ?? chat.patient.phone ?? undefined;

  const encounter = add<Encounter>({
    resourceType: 'Encounter',
    identifier: [{ system: `${ASA_SYSTEM}/case`, value: chat.id }],
    status: ENCOUNTER_STATUS[chat.status],
    class: { system: 'http://terminology.hl7.org/CodeSystem/v3-ActCode', code: 'VR', display: 'virtual' },
    priority: urgencyConcept(chat.urgency),
    subject,
    period: { start: started },
  });

  const data = chat.diagnosisData;
  const conditions = (data?.differentialDiagnoses ?? []).map((d, index) =>
    add<Condition>({
      resourceType: 'Condition',
      clinicalStatus: { coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-clinical', code: 'active' }] },
      verificationStatus: {
        coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-ver-status', code: index === 0 ? 'provisional' : 'differential' }],
      },
      category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/condition-category', code: 'encounter-diagnosis' }] }],
      code: {
        ...(d.icd10Code ? { coding: [{ system: ICD10_SYSTEM, code: d.icd10Code, display: d.diagnosisName }] } : {}),
        text: d.diagnosisName,
      },
      subject,
      encounter,
      recordedDate: now,
      ...(d.clinicalReasoning ? { note: [{ text: `Confidence ${d.confidenceLevel}%. ${d.clinicalReasoning}` }] } : {}),
    }),
  );

  const urgency = add<Observation>({
    resourceType: 'Observation',
    status: 'final',
    category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/observation-category', code: 'survey' }] }],
    code: { coding: [{ system: `${ASA_SYSTEM}/observation`, code: 'triage-urgency', display: 'Triage urgency (1 critical … 5 minimal)' }], text: 'Triage urgency' },
    subject,
    encounter,
    effectiveDateTime: started,
    valueCodeableConcept: urgencyConcept(chat.urgency),
    ...(chat.urgencyOverride
      ? { note: [{ text: `Set by ${chat.urgencyOverride.by.name}: ${chat.urgencyOverride.reason} (AI: ${chat.aiUrgency}).` }] }
      : {}),
  });

  const redFlags = (data?.redFlagsAssessment?.presentRedFlags ?? data?.differentialDiagnoses?.[0]?.redFlagsAssessment?.presentRedFlags ?? []).map(
    (flag) =>
      add<Flag>({
        resourceType: 'Flag',
        status: 'active',
        category: [{ coding: [{ system: 'http://terminology.hl7.org/CodeSystem/flag-category', code: 'clinical' }] }],
        code: { text: flag },
        subject,
        encounter,
        period: { start: started },
      }),
  );

  const soap = data?.soap;
  const composition: Composition = {
    resourceType: 'Composition',
    status: 'final',
    type: { coding: [{ system: 'http://loinc.org', code: '11488-4', display: 'Consult note' }], text: 'Triage note' },
    subject,
    encounter,
    date: now,
    author: [{ display: 'Asa triage assistant' }],
    title: `Triage: ${data?.primaryDiagnosis || chat.diagnosis || 'case'}`,
    section: [
      section('Subjective', 'subjective', [soap?.subjective ?? '', data?.patientSummary ?? '']),
      section('Objective', 'objective', [soap?.objective ?? '']),
      section('Assessment', 'assessment', [soap?.assessment ?? '', data?.primaryDiagnosis ?? ''], [...conditions, urgency, ...redFlags]),
      section('Plan', 'plan', [soap?.plan ?? '']),
      section('History', 'history', historyLines(chat.medicalHistory)),
    ],
  };
  // The Composition leads, as a reader of the bundle expects; the rest follow in the order built.
  entries.unshift({ fullUrl: url(), resource: composition });

  return { resourceType: 'Bundle', type: 'collection', timestamp: now, entry: entries };
}
