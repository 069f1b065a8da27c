import { type Kysely, sql } from 'kysely';
import type { Chat, Database, Message } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** A unique index allows one `streaming` assistant message per chat (migration 0002-chat-streaming). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE';
}

export async function insertChat(
  db: Db,
  chat: { id: string; userId: string; companyId: string; patientLanguage: string; now: number },
): Promise<void> {
  await db
    .insertInto('chat')
    .values({
      id: chat.id,
      userId: chat.userId,
      companyId: chat.companyId,
      title: '',
      patientLanguage: chat.patientLanguage,
      createdAt: chat.now,
      updatedAt: chat.now,
    })
    .execute();
}

/** The chat if it belongs to the user; undefined otherwise (callers answer 404 either way). */
export function findOwnedChat(db: Db, chatId: string, userId: string): Promise<Chat | undefined> {
  return db.selectFrom('chat').selectAll().where('id', '=', chatId).where('userId', '=', userId).executeTakeFirst();
}

export function findChat(db: Db, chatId: string): Promise<Chat | undefined> {
  return db.selectFrom('chat').selectAll().where('id', '=', chatId).executeTakeFirst();
}

export function listUserChats(db: Db, userId: string, limit = 100): Promise<Chat[]> {
  return db
    .selectFrom('chat')
    .selectAll()
    .where('userId', '=', userId)
    .orderBy('updatedAt', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

export function listMessages(db: Db, chatId: string): Promise<Message[]> {
  return db
    .selectFrom('message')
    .selectAll()
    .where('chatId', '=', chatId)
    .orderBy('createdAt')
    .orderBy('role', 'desc') // same millisecond: the user's message first
    .execute();
}

/** A reply left `streaming` by a crashed process would block the chat forever: mark it incomplete. */
export async function releaseStaleReplies(db: Db, chatId: string, olderThan: number): Promise<void> {
  await db
    .updateTable('message')
    .set({ state: 'incomplete' })
    .where('chatId', '=', chatId)
    .where('state', '=', 'streaming')
    .where('createdAt', '<', olderThan)
    .execute();
}

/**
 * At start: replies a crashed process left `streaming` become `incomplete` (their text so far is
 * kept), so their chats take new messages at once. `olderThan` spares replies another live
 * instance may still be writing (PostgreSQL); on the embedded database this process is the only one.
 */
export async function releaseOrphanedReplies(db: Db, olderThan: number): Promise<number> {
  const result = await db
    .updateTable('message')
    .set({ state: 'incomplete' })
    .where('state', '=', 'streaming')
    .where('createdAt', '<', olderThan)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

export interface TurnRows {
  chatId: string;
  assistantId: string;
  /** Omitted on a retry: the user's message is already stored. */
  user?: { id: string; content: string };
  createdAt: number;
  /** A reply a crashed process left `streaming` before this time is marked incomplete first. */
  staleBefore?: number;
  /** What the send changes on the chat (title, language, emergency), with its new updatedAt. */
  chat: { updatedAt: number; title?: string; patientLanguage?: string; emergency?: number };
}

/**
 * The turn's writes, in one transaction: a stale reply released, the assistant's `streaming`
 * placeholder, the user's message, and the chat's new title/language/emergency. The placeholder
 * goes first: if another reply is streaming, the unique index refuses it and nothing is stored
 * (the caller answers 409), across requests and server processes.
 */
export async function beginTurn(db: Db, rows: TurnRows): Promise<'started' | 'busy'> {
  try {
    await db.transaction().execute(async (trx) => {
      if (rows.staleBefore !== undefined) await releaseStaleReplies(trx, rows.chatId, rows.staleBefore);
      // The placeholder and the message in one statement: a second reply streaming in this chat
      // fails it whole (the unique index on streaming replies), as it failed the first insert before.
      await trx
        .insertInto('message')
        .values([
          {
            id: rows.assistantId,
            chatId: rows.chatId,
            role: 'assistant',
            content: '',
            state: 'streaming',
            createdAt: rows.createdAt + 1,
          },
          ...(rows.user
            ? [
                {
                  id: rows.user.id,
                  chatId: rows.chatId,
                  role: 'user' as const,
                  content: rows.user.content,
                  state: 'complete',
                  createdAt: rows.createdAt,
                },
              ]
            : []),
        ])
        .execute();
      await updateChat(trx, rows.chatId, rows.chat);
    });
    return 'started';
  } catch (error) {
    if (isUniqueViolation(error)) return 'busy';
    throw error;
  }
}

/** Partial text kept while streaming, so a crash loses at most about a second of reply. */
export async function saveReplyProgress(db: Db, messageId: string, content: string): Promise<void> {
  await db.updateTable('message').set({ content }).where('id', '=', messageId).where('state', '=', 'streaming').execute();
}

export async function finishReply(
  db: Db,
  messageId: string,
  content: string,
  state: 'complete' | 'incomplete',
): Promise<void> {
  await db.updateTable('message').set({ content, state }).where('id', '=', messageId).execute();
}

export async function updateChat(
  db: Db,
  chatId: string,
  values: { updatedAt: number; title?: string; patientLanguage?: string; emergency?: number },
): Promise<void> {
  await db.updateTable('chat').set(values).where('id', '=', chatId).execute();
}

export async function markEmergency(db: Db, chatId: string): Promise<void> {
  await db.updateTable('chat').set({ emergency: 1 }).where('id', '=', chatId).execute();
}

/** The chat with its clinic's report language, in one read (the assessment needs both). */
export function findChatWithReportLanguage(db: Db, chatId: string): Promise<(Chat & { reportLanguage: string | null }) | undefined> {
  return db
    .selectFrom('chat')
    .leftJoin('company', 'company.id', 'chat.companyId')
    .selectAll('chat')
    .select('company.reportLanguage')
    .where('chat.id', '=', chatId)
    .executeTakeFirst();
}

export async function findReportLanguage(db: Db, companyId: string): Promise<string | undefined> {
  const row = await db.selectFrom('company').select('reportLanguage').where('id', '=', companyId).executeTakeFirst();
  return row?.reportLanguage;
}

export interface StoredAssessment {
  urgency: number;
  /** Stated age and sex, when the patient gave them. */
  patientAge?: number | null;
  patientSex?: string | null;
  diagnosis: string;
  diagnosisData: string;
  medicalHistory: string;
  emergency: boolean;
  now: number;
  /** createdAt of the newest message assessed: a store older than the chat's last one is dropped. */
  through?: number;
}

/**
 * Stores an assessment on the chat; the first one turns the draft into a case staff see.
 * Returns whether this was the first assessment, or null when the chat is gone.
 */
export async function storeAssessment(
  db: Db,
  chatId: string,
  values: StoredAssessment,
): Promise<{ first: boolean; companyId: string; status: string; urgency: number; worsened: boolean } | null> {
  return db.transaction().execute(async (trx) => {
    const before = await trx
      .selectFrom('chat')
      .select(['assessedAt', 'emergency', 'companyId', 'urgencySetBy', 'aiUrgency', 'urgency', 'status'])
      .where('id', '=', chatId)
      .executeTakeFirst();
    if (!before) return null;
    const previousAi = Number(before.aiUrgency ?? before.urgency);
    const worsened =
      before.assessedAt !== null && (before.status === 'pending' || before.status === 'forwarded') && values.urgency < previousAi;
    const { through } = values;
    const after = await trx
      .updateTable('chat')
      .set({
        // A staff urgency is never overwritten by a later assessment (issue 14 §4); the AI's is kept.
        urgency: sql<number>`CASE WHEN "urgencySetBy" IS NULL THEN ${values.urgency} ELSE "urgency" END`,
        aiUrgency: values.urgency,
        ...(values.patientAge != null ? { patientAge: values.patientAge } : {}),
        ...(values.patientSex ? { patientSex: values.patientSex } : {}),
        diagnosis: values.diagnosis,
        diagnosisData: values.diagnosisData,
        medicalHistory: values.medicalHistory,
        // The emergency card, once shown, stays: it is part of what the patient was told.
        emergency: values.emergency || Number(before.emergency) === 1 ? 1 : 0,
        assessedAt: before.assessedAt ?? values.now,
        updatedAt: values.now,
        // Re-triage while waiting (issue 14 §7): a pending or forwarded case the patient's later
        // words made more urgent (by the AI's own previous value) is marked worsened, with the time.
        ...(worsened ? { worsenedAt: values.now } : {}),
        ...(through === undefined ? {} : { assessedThrough: through }),
      })
      .where('id', '=', chatId)
      // Compare-and-set (issue 17): on PostgreSQL a concurrent newer store makes this match nothing.
      .$if(through !== undefined, (q) => q.where((eb) => eb.or([eb('assessedThrough', 'is', null), eb('assessedThrough', '<=', through!)])))
      .returning(['status', 'urgency'])
      .executeTakeFirst();
    if (!after) return null;
    return { first: before.assessedAt === null, companyId: before.companyId, status: after.status, urgency: Number(after.urgency), worsened };
  });
}

/** The clinic's messages to the patient (role `clinic`, DESIGN D15), oldest first. */
export function listClinicMessages(db: Db, chatId: string) {
  return db.selectFrom('clinicMessage').selectAll().where('chatId', '=', chatId).orderBy('createdAt').orderBy('id').execute();
}

/** The patient's live stream is open: clinic messages need no SMS (null when it closed). */
export async function markPatientSeen(db: Db, chatId: string, at: number | null): Promise<void> {
  await db.updateTable('chat').set({ patientSeenAt: at }).where('id', '=', chatId).execute();
}

/** A reply of the chat (an assistant message), to resume its stream from what is stored. */
export function findReply(db: Db, chatId: string, messageId: string): Promise<Message | undefined> {
  return db
    .selectFrom('message')
    .selectAll()
    .where('id', '=', messageId)
    .where('chatId', '=', chatId)
    .where('role', '=', 'assistant')
    .executeTakeFirst();
}

/** The chat's newest reply, when a client resumes without an event id. */
export function findLatestReply(db: Db, chatId: string): Promise<Message | undefined> {
  return db
    .selectFrom('message')
    .selectAll()
    .where('chatId', '=', chatId)
    .where('role', '=', 'assistant')
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
}
