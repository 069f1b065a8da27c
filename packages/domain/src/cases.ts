import { z } from 'zod';
import { diagnosisDataSchema, medicalHistorySchema } from './assessment.ts';
import { messageChannelSchema } from './chat.ts';
import { LANGUAGES } from './languages.ts';
import { CASE_STATUSES } from './queue.ts';
import { urgencySchema } from './urgency.ts';
import { casePatientSchema, clinicSenderSchema, staffRefSchema } from './workflow.ts';

/**
 * Staff workspace contracts (spec §3 "Chat or case (staff views)", §7 doctor and company calls,
 * DESIGN D7/D9/D10). The queue filter itself lives in queue.ts.
 */

/** Spec §3: one case as staff views see it; dates in unix seconds. */
export const staffCaseSchema = z.object({
  id: z.string(),
  user: z.object({ fullname: z.string() }),
  diagnosis: z.string(),
  urgency: urgencySchema,
  createdAt: z.number().int(),
  updatedAt: z.number().int(),
  dismissed: z.boolean(),
  forwardedToDoctor: z.boolean(),
  diagnosisData: diagnosisDataSchema.nullable(),
  medicalHistory: medicalHistorySchema.nullable(),
  patientLanguage: z.string().nullable(),
  /** The red-flag floor fired: the patient was told to call 112. */
  emergency: z.boolean(),
  status: z.enum(CASE_STATUSES),
  /** Who the patient is (issue 14 §1). */
  patient: casePatientSchema,
  /** The assessment's urgency; `urgency` is the staff value when one was set (issue 14 §4). */
  aiUrgency: urgencySchema,
  urgencyOverride: z
    .object({ by: staffRefSchema, at: z.number().int(), reason: z.string() })
    .nullable(),
  /** Who is handling the case now (a claim that has not lapsed); times in unix seconds. */
  claimedBy: staffRefSchema.nullable(),
  claimedAt: z.number().int().nullable(),
  forwardedBy: staffRefSchema.nullable(),
  forwardedAt: z.number().int().nullable(),
  /** A later message made the case more urgent while it waited (issue 14 §7); unix seconds. */
  worsenedAt: z.number().int().nullable(),
});
export type StaffCase = z.infer<typeof staffCaseSchema>;

export const caseListSchema = z.object({
  chats: z.array(staffCaseSchema),
  /** Cursor of the next page; null when this was the last one (spec: truthy means more). */
  nextPage: z.string().nullable(),
});
export type CaseList = z.infer<typeof caseListSchema>;

/** Counts behind the stat tiles and the filter chips, over the whole company queue (not the loaded page). */
export const caseStatsSchema = z.object({
  total: z.number().int(),
  byUrgency: z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int(), 5: z.number().int() }),
  byStatus: z.object({ pending: z.number().int(), forwarded: z.number().int(), reviewed: z.number().int() }),
  /** Pending cases per urgency (nurse hub "Critical" tile and the critical highlight). */
  pendingByUrgency: z.object({ 1: z.number().int(), 2: z.number().int(), 3: z.number().int(), 4: z.number().int(), 5: z.number().int() }),
});
export type CaseStats = z.infer<typeof caseStatsSchema>;

export const caseIdParamsSchema = z.object({ id: z.string().min(1).max(64) }).strict();

/** Spec §4 case actions; dismiss is the one "reviewed" action and read its alias (DESIGN D10). */
export const CASE_ACTIONS = ['sendToDoctor', 'dismiss', 'reopen'] as const;
export type CaseAction = (typeof CASE_ACTIONS)[number];

export const caseActionResultSchema = z.object({ success: z.literal(true), chat: staffCaseSchema });
export type CaseActionResult = z.infer<typeof caseActionResultSchema>;

/** Details of a 409: the state the case is really in. */
export const caseConflictDetailsSchema = z.object({ status: z.enum([...CASE_STATUSES, 'draft']) });

export const caseMessageSchema = z.object({
  role: z.enum(['user', 'assistant', 'clinic']),
  /** For clinic messages: who wrote to the patient. */
  sender: clinicSenderSchema.nullable().optional(),
  content: z.string(),
  /** Unix seconds. */
  timestamp: z.number().int(),
  channel: messageChannelSchema,
});
export const caseMessagesSchema = z.object({ messages: z.array(caseMessageSchema) });
export type CaseMessage = z.infer<typeof caseMessageSchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  action: z.string(),
  actorId: z.string().nullable(),
  actorRole: z.string().nullable(),
  details: z.record(z.string(), z.unknown()).nullable(),
  /** Epoch milliseconds: the audit trail keeps sub-second order. */
  createdAt: z.number().int(),
});
export const auditListSchema = z.object({ events: z.array(auditEntrySchema) });
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** SSE `Last-Event-ID` (header) or `lastEventId` (query, for clients that cannot set headers). */
export const caseEventsQuerySchema = z.object({ lastEventId: z.coerce.number().int().min(0).optional() }).strict();

/** The live event a staff client receives (DESIGN D7), with the case as it is when it is sent. */
export const CASE_EVENT_TYPES = [
  'case.created',
  'case.updated',
  'case.forwarded',
  'case.dismissed',
  'case.reopened',
  // Issue 14: staff workflow, and the emergency at the patient's first words (DESIGN D14).
  'case.claimed',
  'case.released',
  'case.urgency',
  'case.note',
  'case.clinicMessage',
  'case.emergency',
] as const;
export type CaseEventType = (typeof CASE_EVENT_TYPES)[number];
export const caseEventSchema = z.object({
  id: z.number().int(),
  type: z.enum(CASE_EVENT_TYPES),
  chatId: z.string(),
  payload: z.record(z.string(), z.unknown()),
  createdAt: z.number().int(),
  /**
   * The case as staff see it now, so screens update it in place instead of refetching the queue
   * (issue 14 §11); null when the chat is not a case yet (a draft) or could not be read.
   */
  case: staffCaseSchema.nullable(),
});
export type LiveCaseEvent = z.infer<typeof caseEventSchema>;

/* ---------- staff directory (spec §2.7, §2.8, §7) ---------- */

/** A clinic as its director sees it; reportLanguage is the language staff read assessments in. */
export const companySchema = z.object({ id: z.string(), name: z.string(), reportLanguage: z.enum(LANGUAGES) });
export const companyListSchema = z.object({ companies: z.array(companySchema) });
export type CompanySummary = z.infer<typeof companySchema>;

/** PATCH /api/company: the settings a director may change on their own clinic (issue 6). */
export const companySettingsSchema = z.object({ reportLanguage: z.enum(LANGUAGES) }).strict();
export type CompanySettings = z.infer<typeof companySettingsSchema>;
export const companyResultSchema = z.object({ company: companySchema });

export const STAFF_MEMBER_ROLES = ['nurse', 'doctor', 'admin'] as const;
export const staffMemberSchema = z.object({
  id: z.string(),
  fullname: z.string(),
  email: z.string(),
  role: z.enum(STAFF_MEMBER_ROLES),
});
export const staffListSchema = z.object({ doctors: z.array(staffMemberSchema) });
export type StaffMember = z.infer<typeof staffMemberSchema>;

export const companyIdParamsSchema = z.object({ companyId: z.string().min(1).max(64) }).strict();

/** DESIGN D10: admins create doctors (default) or nurses. */
export const CREATABLE_STAFF_ROLES = ['doctor', 'nurse'] as const;
export const createStaffSchema = z
  .object({
    email: z.email().max(254),
    password: z.string().min(1).max(128),
    fullname: z.string().trim().min(1).max(120),
    role: z.enum(CREATABLE_STAFF_ROLES).default('doctor'),
  })
  .strict();
export type CreateStaffInput = z.input<typeof createStaffSchema>;

export const createStaffResultSchema = z.object({ success: z.boolean(), message: z.string() });
export type CreateStaffResult = z.infer<typeof createStaffResultSchema>;
