import { z } from 'zod';
import { LANGUAGES } from './languages.ts';
import { MESSAGE_MAX_LENGTH } from './text.ts';

/**
 * POST /api/asa/triage/red-flags: the landing page's red-flag check before sign-in (issue 15).
 * Anonymous and rate-limited per address; the text is checked and forgotten (never stored or logged).
 */
export const redFlagCheckBodySchema = z
  .object({
    text: z
      .string()
      .max(MESSAGE_MAX_LENGTH, `A message holds at most ${MESSAGE_MAX_LENGTH} characters.`)
      .refine((text) => text.trim().length > 0, 'The message is empty.'),
    /**
     * The language of the page the visitor reads: its negation and time cues read a short message
     * whose own language is unclear ("not since years" is history, not a finding).
     */
    language: z.enum(LANGUAGES).optional(),
  })
  .strict();
export type RedFlagCheckBody = z.infer<typeof redFlagCheckBodySchema>;

export const redFlagCheckResponseSchema = z.object({
  /** An emergency red flag: show the 112 card now. */
  emergency: z.boolean(),
  /** Ids of the red flags found (e.g. "chest-pain-cardiac"); no patient text comes back. */
  redFlags: z.array(z.string()),
  /** The language the text is clearly written in (DESIGN D13), or null: the card's first language. */
  language: z.enum(LANGUAGES).nullable(),
});
export type RedFlagCheckResponse = z.infer<typeof redFlagCheckResponseSchema>;

/** GET /api/asa/my/doctors: the doctors of the patient's clinic, names and roles only (spec §2.13). */
export const clinicDoctorSchema = z.object({ name: z.string(), role: z.literal('doctor') });
export type ClinicDoctor = z.infer<typeof clinicDoctorSchema>;
export const clinicDoctorsResponseSchema = z.object({
  clinic: z.string().nullable(),
  doctors: z.array(clinicDoctorSchema),
});
export type ClinicDoctorsResponse = z.infer<typeof clinicDoctorsResponseSchema>;

/** PUT /api/asa/my/name: the name staff see on the patient's cases. */
export const PATIENT_NAME_MAX_LENGTH = 100;
export const patientNameBodySchema = z
  .object({
    fullname: z
      .string()
      .trim()
      .min(1, 'Please enter your name.')
      .max(PATIENT_NAME_MAX_LENGTH, `A name holds at most ${PATIENT_NAME_MAX_LENGTH} characters.`)
      // Control characters would reach staff screens and exports.
      .refine((name) => !/\p{Cc}/u.test(name), 'The name contains invalid characters.'),
  })
  .strict();
export type PatientNameBody = z.infer<typeof patientNameBodySchema>;
export const patientNameResponseSchema = z.object({ fullname: z.string() });
