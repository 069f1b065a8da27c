import { z } from 'zod';
import { displayPhone } from './phone.ts';
import { MESSAGE_MAX_LENGTH } from './text.ts';
import { urgencySchema } from './urgency.ts';

/**
 * Staff workflow on a case (issue 14): who the patient is, who is handling the case, the staff
 * urgency beside the AI's, internal notes, messages from the clinic to the patient, and the state
 * the patient sees. Pure contracts and rules; the server enforces them.
 */

/** A member of staff as a case shows them: enough to say "‹name› is handling this". */
export const staffRefSchema = z.object({ id: z.string(), name: z.string() });
export type StaffRef = z.infer<typeof staffRefSchema>;

/** Who the patient is (issue 14 §1): name when known, phone in the display format, language. */
export const casePatientSchema = z.object({
  name: z.string().nullable(),
  /** "+354 XXX-XXXX"; null for patients who signed in with Google only. */
  phone: z.string().nullable(),
  language: z.string().nullable(),
  /** Age in years and sex when the patient stated them in the chat. */
  age: z.number().int().nullable(),
  sex: z.enum(['female', 'male']).nullable(),
});
export type CasePatient = z.infer<typeof casePatientSchema>;

/** The patient's name when they gave one, else null (phone sign-ups have an empty name). */
export function patientName(name: string | null | undefined): string | null {
  const trimmed = name?.trim();
  return trimmed ? trimmed : null;
}

/** The stored E.164 number in the spec's display format (§9 "+354 XXX-XXXX"), or null. */
export function patientPhone(e164: string | null | undefined): string | null {
  if (!e164) return null;
  return /^\+354\d{7}$/.test(e164) ? displayPhone(e164) : e164;
}

/** How staff screens name a patient: the name, else the phone number, else null (UI: "Patient"). */
export function patientLabel(patient: Pick<CasePatient, 'name' | 'phone'>): string | null {
  return patient.name ?? patient.phone ?? null;
}

/** A digits-and-plus form for a `tel:` link. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

/** Claims lapse after this many minutes unless configured otherwise (issue 14 §3). */
export const DEFAULT_CLAIM_TTL_MINUTES = 15;

/** A claim is held while it is younger than the time-to-live. */
export function claimActive(claimedAtMs: number | null | undefined, nowMs: number, ttlMs: number): boolean {
  return typeof claimedAtMs === 'number' && nowMs - claimedAtMs < ttlMs;
}

export const URGENCY_REASON_MAX_LENGTH = 500;
export const NOTE_MAX_LENGTH = 2000;

/** POST /api/asa/chat/{id}/urgency: a nurse's or doctor's urgency, with the reason (required). */
export const urgencyOverrideBodySchema = z
  .object({
    urgency: urgencySchema,
    reason: z.string().trim().min(1, 'A reason is required.').max(URGENCY_REASON_MAX_LENGTH),
  })
  .strict();
export type UrgencyOverrideBody = z.infer<typeof urgencyOverrideBodySchema>;

/** POST /api/asa/chat/{id}/notes. */
export const caseNoteBodySchema = z.object({ text: z.string().trim().min(1).max(NOTE_MAX_LENGTH) }).strict();
export type CaseNoteBody = z.infer<typeof caseNoteBodySchema>;

/** An internal note: staff only, never part of the transcript (DESIGN D15). Times in epoch ms. */
export const caseNoteSchema = z.object({
  id: z.string(),
  text: z.string(),
  author: staffRefSchema.extend({ role: z.string() }),
  createdAt: z.number().int(),
});
export type CaseNote = z.infer<typeof caseNoteSchema>;
export const caseNoteListSchema = z.object({ notes: z.array(caseNoteSchema) });
export const caseNoteResultSchema = z.object({ note: caseNoteSchema });

/** POST /api/asa/chat/{id}/patient-message: the clinic writes to the patient (role `clinic`). */
export const patientMessageBodySchema = z.object({ text: z.string().trim().min(1).max(MESSAGE_MAX_LENGTH) }).strict();
export type PatientMessageBody = z.infer<typeof patientMessageBodySchema>;
export const patientMessageResultSchema = z.object({
  success: z.literal(true),
  /** True when the patient was not online and an SMS told them the clinic replied. */
  smsSent: z.boolean(),
});

/** The SMS a patient gets when the clinic writes and they are not in the app (issue 14 §6). */
export function clinicReplySms(): string {
  return 'Asa: Heilsugæslan þín hefur svarað — opnaðu Asa. / Your clinic has replied — open Asa.';
}

/** Who wrote a clinic message, as the patient sees it. */
export const clinicSenderSchema = z.object({ name: z.string(), role: z.string() });
export type ClinicSender = z.infer<typeof clinicSenderSchema>;

/**
 * The case as the patient sees it (issue 14 §6): received → a nurse is looking → sent to a doctor
 * → reviewed. Null while the chat is a draft (not yet assessed).
 */
export const PATIENT_CASE_STATES = ['received', 'nurseLooking', 'withDoctor', 'reviewed'] as const;
export type PatientCaseState = (typeof PATIENT_CASE_STATES)[number];

export function patientCaseState(input: {
  status: 'draft' | 'pending' | 'forwarded' | 'reviewed';
  claimed: boolean;
}): PatientCaseState | null {
  switch (input.status) {
    case 'draft':
      return null;
    case 'reviewed':
      return 'reviewed';
    case 'forwarded':
      return 'withDoctor';
    case 'pending':
      return input.claimed ? 'nurseLooking' : 'received';
  }
}

/** GET /api/asa/chat/{id}/access-log: staff reads and actions on a patient's chat (GDPR Art. 15). */
export const accessLogEntrySchema = z.object({
  action: z.string(),
  role: z.string().nullable(),
  name: z.string().nullable(),
  /** Epoch milliseconds. */
  at: z.number().int(),
});
export const accessLogSchema = z.object({ entries: z.array(accessLogEntrySchema) });
export type AccessLogEntry = z.infer<typeof accessLogEntrySchema>;

/** The events the patient's own chat stream carries (state changes and clinic messages). */
export const patientChatEventSchema = z.object({
  state: z.enum(PATIENT_CASE_STATES).nullable(),
  /** A new clinic message arrived: refetch the transcript. */
  message: z.boolean(),
});
export type PatientChatEvent = z.infer<typeof patientChatEventSchema>;
