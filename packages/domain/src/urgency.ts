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

/** Three-level evaluation class: 1–2 emergency, 3–4 non-emergency, 5 self-care. */
export type TriageLevel = 'emergency' | 'non-emergency' | 'self-care';
/** Four-level evaluation class (issue 13): emergency now 1–2, within 24 h 3, days to weeks 4, self-care 5. */
export type DispositionClass = 'emergency-now' | 'within-24h' | 'days-to-weeks' | 'self-care';

/** What one stored level means, everywhere: labels, disposition, time frame and evaluation classes. */
export interface UrgencyMeaning {
  urgency: Urgency;
  staffKey: StaffUrgencyKey;
  /** Staff label (spec §3), English source; screens translate `staffKey`. */
  staffLabel: string;
  /** Patient-facing level, 6 − urgency (spec §3, DESIGN D1). */
  patientLevel: Urgency;
  patientKey: PatientUrgencyKey;
  patientLabel: string;
  /** The disposition in a few words (English source): what the prompts, report and screens say. */
  disposition: string;
  /** When care is needed. */
  timeFrame: string;
  /** The disposition as the staff report writes it (English source of report phrase `disposition<n>`). */
  staffDisposition: string;
  /** The disposition line the patient reads at the end of a reply (English source, without markdown). */
  patientLine: string;
  triageLevel: TriageLevel;
  dispositionClass: DispositionClass;
}

/**
 * The one table of the urgency scale (issue 18). Every prompt, screen, report phrase and the
 * evaluation harness derive from it; tests fail when one of them describes a level differently.
 * Dispositions follow NHS 111's: call 999/112, go to A&E now, see a GP within 24 hours (urgent),
 * routine appointment, self-care with safety-netting.
 */
export const URGENCY_SCALE: Readonly<Record<Urgency, UrgencyMeaning>> = {
  1: {
    urgency: 1,
    staffKey: 'critical',
    staffLabel: 'Critical',
    patientLevel: 5,
    patientKey: 'critical',
    patientLabel: 'Critical',
    disposition: 'call 112 now',
    timeFrame: 'now',
    staffDisposition: 'Emergency: call 112 now',
    patientLine: 'Call 112 now.',
    triageLevel: 'emergency',
    dispositionClass: 'emergency-now',
  },
  2: {
    urgency: 2,
    staffKey: 'high',
    staffLabel: 'High',
    patientLevel: 4,
    patientKey: 'veryHigh',
    patientLabel: 'Very High',
    disposition: 'go to the emergency department now',
    timeFrame: 'now',
    staffDisposition: 'Emergency: go to the emergency department now (or call 112)',
    patientLine: 'Go to the nearest emergency department now, or call 112.',
    triageLevel: 'emergency',
    dispositionClass: 'emergency-now',
  },
  3: {
    urgency: 3,
    staffKey: 'moderate',
    staffLabel: 'Moderate',
    patientLevel: 3,
    patientKey: 'high',
    patientLabel: 'High',
    disposition: 'see a doctor within 24 hours',
    timeFrame: 'within 24 hours',
    staffDisposition: 'See a doctor within 24 hours',
    patientLine: 'Please see a doctor within 24 hours.',
    triageLevel: 'non-emergency',
    dispositionClass: 'within-24h',
  },
  4: {
    urgency: 4,
    staffKey: 'low',
    staffLabel: 'Low',
    patientLevel: 2,
    patientKey: 'moderate',
    patientLabel: 'Moderate',
    disposition: 'see a doctor within days to weeks',
    timeFrame: 'within days to weeks',
    staffDisposition: 'See a doctor within days to weeks (routine appointment)',
    patientLine: 'Please book an appointment to see a doctor within days to weeks.',
    triageLevel: 'non-emergency',
    dispositionClass: 'days-to-weeks',
  },
  5: {
    urgency: 5,
    staffKey: 'minimal',
    staffLabel: 'Minimal',
    patientLevel: 1,
    patientKey: 'low',
    patientLabel: 'Low',
    disposition: 'self-care with safety-netting',
    timeFrame: 'self-care; seek help if warning signs appear',
    staffDisposition: 'Self-care with safety-netting',
    patientLine: 'This can usually be looked after at home (self-care).',
    triageLevel: 'self-care',
    dispositionClass: 'self-care',
  },
};

/** The table row of a stored value (unknown values read as 3, spec §3). */
export function urgencyMeaning(value: unknown): UrgencyMeaning {
  return URGENCY_SCALE[normaliseUrgency(value)];
}

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

/** The one function that yields both labelings of a stored urgency (DESIGN D1), from the table. */
export function urgencyLabels(value: unknown): UrgencyLabels {
  const m = urgencyMeaning(value);
  return { urgency: m.urgency, staffKey: m.staffKey, patientLevel: m.patientLevel, patientKey: m.patientKey };
}

/** Raise-only merge used by the red-flag safety floor: lower number = more urgent. */
export function mostUrgent(a: Urgency, b: Urgency): Urgency {
  return (a < b ? a : b) as Urgency;
}

export const TRIAGE_LEVELS: readonly TriageLevel[] = ['emergency', 'non-emergency', 'self-care'];
export const DISPOSITION_CLASSES: readonly DispositionClass[] = ['emergency-now', 'within-24h', 'days-to-weeks', 'self-care'];

/** Three-level evaluation class of a level, from the table. */
export function triageLevel(urgency: Urgency): TriageLevel {
  return URGENCY_SCALE[urgency].triageLevel;
}

/** Four-level evaluation class of a level, from the table. */
export function dispositionClass(urgency: Urgency): DispositionClass {
  return URGENCY_SCALE[urgency].dispositionClass;
}

/** The stored levels of a three- or four-level class, most urgent first ("emergency" → [1, 2]). */
export function urgenciesOf(cls: TriageLevel | DispositionClass): Urgency[] {
  return URGENCY_LEVELS.filter((u) => URGENCY_SCALE[u].triageLevel === cls || URGENCY_SCALE[u].dispositionClass === cls);
}

/** The levels staff treat as emergencies (the "emergency now" class): the hub's and dashboard's 1–2 filters. */
export const EMERGENCY_URGENCIES: readonly Urgency[] = urgenciesOf('emergency-now');
