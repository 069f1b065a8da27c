import { z } from 'zod';

/**
 * DESIGN D1: we store one value, the staff scale (1 Critical … 5 Minimal, the direction of ESI).
 * The patient-facing level runs the other way: patient level = 6 − urgency.
 */
export const URGENCY_LEVELS = [1, 2, 3, 4, 5] as const;
export type Urgency = (typeof URGENCY_LEVELS)[number];
export const urgencySchema = z.union([
  z.literal(1),
  z.literal(2),
  z.literal(3),
  z.literal(4),
  z.literal(5),
]);

export type StaffUrgencyKey = 'critical' | 'high' | 'moderate' | 'low' | 'minimal';
export type PatientUrgencyKey = 'low' | 'moderate' | 'high' | 'veryHigh' | 'critical';

const STAFF_KEYS: Record<Urgency, StaffUrgencyKey> = {
  1: 'critical',
  2: 'high',
  3: 'moderate',
  4: 'low',
  5: 'minimal',
};
const PATIENT_KEYS: Record<Urgency, PatientUrgencyKey> = {
  1: 'low',
  2: 'moderate',
  3: 'high',
  4: 'veryHigh',
  5: 'critical',
};

export function isUrgency(value: unknown): value is Urgency {
  return typeof value === 'number' && (URGENCY_LEVELS as readonly number[]).includes(value);
}

/** Unknown values are treated as 3 for styling (spec §3). */
export function normaliseUrgency(value: unknown): Urgency {
  return isUrgency(value) ? value : 3;
}

export interface UrgencyLabels {
  /** Stored staff value, 1 (Critical) … 5 (Minimal). */
  urgency: Urgency;
  staffKey: StaffUrgencyKey;
  /** Patient-facing level, 1 (Low) … 5 (Critical). */
  patientLevel: Urgency;
  patientKey: PatientUrgencyKey;
}

/** The one function that yields both labelings of a stored urgency (DESIGN D1). */
export function urgencyLabels(value: unknown): UrgencyLabels {
  const urgency = normaliseUrgency(value);
  const patientLevel = (6 - urgency) as Urgency;
  return {
    urgency,
    staffKey: STAFF_KEYS[urgency],
    patientLevel,
    patientKey: PATIENT_KEYS[patientLevel],
  };
}

/** Raise-only merge used by the red-flag safety floor: lower number = more urgent. */
export function mostUrgent(a: Urgency, b: Urgency): Urgency {
  return (a < b ? a : b) as Urgency;
}

/** Three-level disposition used by the triage evaluation: 1–2 emergency, 3–4 non-emergency, 5 self-care. */
export type TriageLevel = 'emergency' | 'non-emergency' | 'self-care';
export function triageLevel(urgency: Urgency): TriageLevel {
  if (urgency <= 2) return 'emergency';
  if (urgency <= 4) return 'non-emergency';
  return 'self-care';
}
