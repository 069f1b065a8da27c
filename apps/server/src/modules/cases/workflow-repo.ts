import type { AccessLogEntry, CaseMessage, CaseNote } from '@asa/domain';
import { toUnixSeconds } from '@asa/domain';
import type { Kysely, Transaction } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Takes the case for `staffId` when it is free, already theirs, or the holder's claim has lapsed;
 * only pending or forwarded cases can be claimed. One conditional UPDATE, so two nurses racing get
 * one winner on both engines. Returns whether the row changed.
 */
export async function claim(
  db: Db,
  input: { companyId: string; id: string; staffId: string; now: number; lapsedBefore: number },
): Promise<boolean> {
  const result = await db
    .updateTable('chat')
    .set({ claimedBy: input.staffId, claimedAt: input.now })
    .where('id', '=', input.id)
    .where('companyId', '=', input.companyId)
    .where('status', 'in', ['pending', 'forwarded'])
    .where((eb) =>
      eb.or([eb('claimedBy', 'is', null), eb('claimedBy', '=', input.staffId), eb('claimedAt', '<', input.lapsedBefore)]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** Frees the case when it is held by `staffId` or the claim has lapsed (or anyone's, when `staffId` is null). */
export async function release(
  db: Db,
  input: { companyId: string; id: string; staffId: string | null; lapsedBefore: number },
): Promise<boolean> {
  let query = db
    .updateTable('chat')
    .set({ claimedBy: null, claimedAt: null })
    .where('id', '=', input.id)
    .where('companyId', '=', input.companyId)
    .where('claimedBy', 'is not', null);
  if (input.staffId !== null) {
    const staffId = input.staffId;
    query = query.where((eb) => eb.or([eb('claimedBy', '=', staffId), eb('claimedAt', '<', input.lapsedBefore)]));
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function setStaffUrgency(
  db: Db,
  input: { companyId: string; id: string; urgency: number; staffId: string; reason: string; now: number },
): Promise<void> {
  await db
    .updateTable('chat')
    .set((eb) => ({
      urgency: input.urgency,
      // Rows assessed before the AI value was kept separately: what they showed was the AI's.
      aiUrgency: eb.fn.coalesce('aiUrgency', 'urgency'),
      urgencySetBy: input.staffId,
      urgencySetAt: input.now,
      urgencyReason: input.reason,
      updatedAt: input.now,
    }))
    .where('id', '=', input.id)
    .where('companyId', '=', input.companyId)
    .execute();
}

export async function insertNote(
  db: Db,
  note: { chatId: string; companyId: string; authorId: string; authorName: string; authorRole: string; text: string; now: number },
): Promise<CaseNote> {
  const id = newId();
  await db
    .insertInto('caseNote')
    .values({
      id,
      chatId: note.chatId,
      companyId: note.companyId,
      authorId: note.authorId,
      authorName: note.authorName,
      authorRole: note.authorRole,
      text: note.text,
      createdAt: note.now,
    })
    .execute();
  return { id, text: note.text, author: { id: note.authorId, name: note.authorName, role: note.authorRole }, createdAt: note.now };
}

export async function listNotes(db: Db, companyId: string, chatId: string): Promise<CaseNote[]> {
  const rows = await db
    .selectFrom('caseNote')
    .selectAll()
    .where('chatId', '=', chatId)
    .where('companyId', '=', companyId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    text: row.text,
    author: { id: row.authorId ?? '', name: row.authorName, role: row.authorRole },
    createdAt: Number(row.createdAt),
  }));
}

export async function insertClinicMessage(
  db: Db,
  message: { chatId: string; companyId: string; senderId: string; senderName: string; senderRole: string; content: string; now: number },
): Promise<string> {
  const id = newId();
  await db
    .insertInto('clinicMessage')
    .values({
      id,
      chatId: message.chatId,
      companyId: message.companyId,
      senderId: message.senderId,
      senderName: message.senderName,
      senderRole: message.senderRole,
      content: message.content,
      createdAt: message.now,
    })
    .execute();
  return id;
}

/** The clinic's messages of a chat, in the shape of the staff transcript. */
export async function listClinicMessages(db: Db, chatId: string): Promise<(CaseMessage & { createdAtMs: number; id: string })[]> {
  const rows = await db.selectFrom('clinicMessage').selectAll().where('chatId', '=', chatId).orderBy('createdAt').execute();
  return rows.map((row) => ({
    id: row.id,
    role: 'clinic' as const,
    content: row.content,
    sender: { name: row.senderName, role: row.senderRole },
    timestamp: toUnixSeconds(Number(row.createdAt)),
    createdAtMs: Number(row.createdAt),
    channel: 'text' as const,
  }));
}

/** The patient's phone number (E.164) and when their live stream was last seen, for the SMS decision. */
export async function findPatientContact(
  db: Db,
  chatId: string,
): Promise<{ phoneNumber: string | null; patientSeenAt: number | null; userId: string } | undefined> {
  const row = await db
    .selectFrom('chat')
    .innerJoin('user', 'user.id', 'chat.userId')
    .select(['user.phoneNumber', 'chat.patientSeenAt', 'chat.userId'])
    .where('chat.id', '=', chatId)
    .executeTakeFirst();
  return row ? { phoneNumber: row.phoneNumber, patientSeenAt: row.patientSeenAt === null ? null : Number(row.patientSeenAt), userId: row.userId } : undefined;
}

/** GDPR Art. 15: staff reads and actions on a chat, with who did them (names as they are now). */
export async function listAccessLog(db: Db, chatId: string): Promise<AccessLogEntry[]> {
  const rows = await db
    .selectFrom('auditEvent')
    .leftJoin('user', 'user.id', 'auditEvent.actorId')
    .select(['auditEvent.action', 'auditEvent.actorRole', 'user.name', 'auditEvent.createdAt'])
    .where('auditEvent.chatId', '=', chatId)
    .where('auditEvent.actorRole', 'in', ['nurse', 'doctor', 'admin'])
    .orderBy('auditEvent.createdAt', 'desc')
    .limit(200)
    .execute();
  return rows.map((row) => ({ action: row.action, role: row.actorRole, name: row.name ?? null, at: Number(row.createdAt) }));
}
