import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Column names are camelCase because the identity library (better-auth) owns `user`, `session`,
 * `account`, `verification` and `rateLimit` with camelCase columns; our tables follow suit so one
 * Kysely instance serves both. Our own timestamps are epoch milliseconds (bigint) and flags are
 * 0/1 integers on both engines, so SQL and keyset cursors read the same on SQLite and PostgreSQL.
 */
export interface CompanyTable {
  id: string;
  slug: string;
  name: string;
  /** Language staff read assessments in (issue 6: a company setting, default English). */
  reportLanguage: Generated<string>;
  createdAt: number;
}

export interface UserTable {
  id: string;
  name: string;
  email: string;
  emailVerified: boolean | number;
  image: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
  phoneNumber: string | null;
  phoneNumberVerified: boolean | number | null;
  role: string | null;
  banned: boolean | number | null;
  banReason: string | null;
  banExpires: Date | string | null;
  companyId: string | null;
  language: string | null;
}

export interface SessionTable {
  id: string;
  expiresAt: Date | string;
  token: string;
  createdAt: Date | string;
  updatedAt: Date | string;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
  impersonatedBy: string | null;
}

export interface AccountTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  password: string | null;
  createdAt: Date | string;
  updatedAt: Date | string;
}

export type CaseStatusColumn = 'draft' | 'pending' | 'forwarded' | 'reviewed';

export interface ChatTable {
  id: string;
  userId: string;
  companyId: string;
  title: string;
  diagnosis: Generated<string>;
  /** Staff scale, 1 Critical … 5 Minimal (DESIGN D1). */
  urgency: Generated<number>;
  diagnosisData: string | null; // JSON, spec §3 diagnosisData
  medicalHistory: string | null; // JSON, spec §3 medicalHistory groups
  patientLanguage: string | null;
  /** 1 when the red-flag floor fired: the patient was told to call 112. */
  emergency: Generated<number>;
  dismissed: Generated<number>;
  forwardedToDoctor: Generated<number>;
  forwardedBy: string | null;
  forwardedAt: number | null;
  reviewedBy: string | null;
  reviewedAt: number | null;
  /** The latest assessment's urgency; `urgency` holds the staff value when one was set (issue 14). */
  aiUrgency: number | null;
  urgencySetBy: string | null;
  urgencySetAt: number | null;
  urgencyReason: string | null;
  /** Who is handling the case; the claim lapses after CLAIM_TTL_MINUTES. */
  claimedBy: string | null;
  claimedAt: number | null;
  /** Last heartbeat of the patient's own live stream (online → no SMS for clinic messages). */
  patientSeenAt: number | null;
  /** When a later message made the case more urgent while it waited (issue 14 §7). */
  worsenedAt: number | null;
  /** Age in years and sex as the patient stated them in the chat (issue 14 §1); null when not said. */
  patientAge: number | null;
  patientSex: string | null;
  /** Set by the first assessment: before it the chat is a draft that staff do not see. */
  assessedAt: number | null;
  /** createdAt of the newest message the stored assessment covered; an older one is never stored over it. */
  assessedThrough: number | null;
  /** Generated from assessedAt, dismissed and forwardedToDoctor; never written. */
  status: Generated<CaseStatusColumn>;
  createdAt: number;
  updatedAt: number;
}

export interface MessageTable {
  id: string;
  chatId: string;
  role: 'user' | 'assistant';
  content: string;
  /** complete | incomplete (the stream was cut: client left or provider failed). */
  state: Generated<string>;
  /** text | voice */
  channel: Generated<string>;
  createdAt: number;
}

export interface FeedbackTable {
  id: string;
  userId: string | null;
  message: string;
  createdAt: number;
}

/** Internal staff notes on a case: not part of the transcript (DESIGN D15). */
export interface CaseNoteTable {
  id: string;
  chatId: string;
  companyId: string;
  authorId: string | null;
  /** Kept as written, so the note still reads right after the author's account is gone. */
  authorName: string;
  authorRole: string;
  text: string;
  createdAt: number;
}

/** The clinic's messages to the patient (role `clinic` in the patient's transcript, DESIGN D15). */
export interface ClinicMessageTable {
  id: string;
  chatId: string;
  companyId: string;
  senderId: string | null;
  senderName: string;
  senderRole: string;
  content: string;
  createdAt: number;
}

/** Who did what to which case, kept without personal data so it survives account deletion. */
export interface AuditEventTable {
  id: string;
  companyId: string | null;
  actorId: string | null;
  actorRole: string | null;
  action: string;
  chatId: string | null;
  details: string | null; // JSON
  createdAt: number;
}

/** Live case events, kept so a staff client reconnecting with Last-Event-ID gets what it missed. */
export interface CaseEventTable {
  id: Generated<number>;
  companyId: string;
  type: string;
  chatId: string;
  payload: string; // JSON
  createdAt: number;
}

export interface Database {
  company: CompanyTable;
  user: UserTable;
  session: SessionTable;
  account: AccountTable;
  chat: ChatTable;
  message: MessageTable;
  feedback: FeedbackTable;
  auditEvent: AuditEventTable;
  caseEvent: CaseEventTable;
  caseNote: CaseNoteTable;
  clinicMessage: ClinicMessageTable;
}

export type Chat = Selectable<ChatTable>;
export type NewChat = Insertable<ChatTable>;
export type ChatUpdate = Updateable<ChatTable>;
export type Message = Selectable<MessageTable>;
export type Company = Selectable<CompanyTable>;
