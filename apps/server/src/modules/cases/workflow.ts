import {
  type AccessLogEntry,
  type CaseNote,
  type CaseEventType,
  clinicReplySms,
  type Role,
  type StaffCase,
  type Urgency,
} from '@asa/domain';
import type { FastifyInstance } from 'fastify';
import type { SmsSender } from '../../adapters/sms/index.ts';
import { conflict, forbidden, notFound } from '../../http/errors.ts';
import { recordAudit } from '../audit/repo.ts';
import { findCase } from './repo.ts';
import { caseView, claimTtlMs, requireCase, type StaffIdentity } from './service.ts';
import * as repo from './workflow-repo.ts';

/** Clinical actions on a case: nurses and doctors (a director reads, but does not treat). */
const CLINICAL: readonly Role[] = ['nurse', 'doctor'];
/** A patient whose live chat stream beat within this window is online: no SMS then. */
export const ONLINE_WINDOW_MS = 40_000;

function requireClinical(staff: StaffIdentity): void {
  if (!CLINICAL.includes(staff.role)) throw forbidden();
}

/** `chat`: the case after the change, when the action has it (it goes out with the event, issue 14 §11). */
async function publish(
  app: FastifyInstance,
  staff: StaffIdentity,
  type: CaseEventType,
  chatId: string,
  payload: Record<string, unknown>,
  chat?: StaffCase,
) {
  await app.caseEvents.publish({ type, companyId: staff.companyId, chatId, payload: { ...payload, actorRole: staff.role }, ...(chat ? { snapshot: chat } : {}) });
}

function holderConflict(chat: StaffCase) {
  return conflict(`${chat.claimedBy?.name || 'Someone'} is handling this case.`, {
    status: chat.status,
    claimedBy: chat.claimedBy,
    claimedAt: chat.claimedAt,
  });
}

/** POST /api/asa/chat/{id}/claim (issue 14 §3): 409 with the holder when someone else has it. */
export async function claimCase(app: FastifyInstance, staff: StaffIdentity, id: string): Promise<StaffCase> {
  requireClinical(staff);
  const now = Date.now();
  const { db } = app.database;
  const outcome = await db.transaction().execute(async (trx) => {
    const before = await findCase(trx, staff.companyId, id);
    if (!before) throw notFound('No such case.');
    const changed = await repo.claim(trx, { companyId: staff.companyId, id, staffId: staff.userId, now, lapsedBefore: now - claimTtlMs(app) });
    const after = (await findCase(trx, staff.companyId, id))!;
    // Claiming again what one holds renews it quietly (no new audit row or event).
    const renewed = changed && caseView(app, before).claimedBy?.id === staff.userId;
    if (changed && !renewed) {
      await recordAudit(trx, { action: 'case.claimed', actorId: staff.userId, actorRole: staff.role, companyId: staff.companyId, chatId: id });
    }
    return { changed, renewed, after };
  });
  const chat = caseView(app, outcome.after);
  if (!outcome.changed) {
    if (chat.status === 'reviewed') throw conflict('The case is reviewed; it cannot be claimed.', { status: chat.status });
    throw holderConflict(chat);
  }
  if (outcome.renewed) return chat;
  await publish(app, staff, 'case.claimed', id, { claimedBy: chat.claimedBy, claimedAt: chat.claimedAt, status: chat.status }, chat);
  return chat;
}

/** DELETE /api/asa/chat/{id}/claim: the holder releases it (a lapsed claim is anyone's to clear). */
export async function releaseCase(app: FastifyInstance, staff: StaffIdentity, id: string): Promise<StaffCase> {
  requireClinical(staff);
  const now = Date.now();
  const { db } = app.database;
  const outcome = await db.transaction().execute(async (trx) => {
    const before = await findCase(trx, staff.companyId, id);
    if (!before) throw notFound('No such case.');
    const changed = await repo.release(trx, { companyId: staff.companyId, id, staffId: staff.userId, lapsedBefore: now - claimTtlMs(app) });
    const after = (await findCase(trx, staff.companyId, id))!;
    if (changed) {
      await recordAudit(trx, { action: 'case.released', actorId: staff.userId, actorRole: staff.role, companyId: staff.companyId, chatId: id });
    }
    return { changed, after };
  });
  const chat = caseView(app, outcome.after);
  if (!outcome.changed) {
    if (chat.claimedBy && chat.claimedBy.id !== staff.userId) throw holderConflict(chat);
    return chat; // nothing to release: already free
  }
  await publish(app, staff, 'case.released', id, { status: chat.status }, chat);
  return chat;
}

/**
 * POST /api/asa/chat/{id}/urgency (issue 14 §4): the staff urgency, with the reason. The AI's value
 * stays in aiUrgency; later assessments update only that (chat repo storeAssessment).
 */
export async function overrideUrgency(
  app: FastifyInstance,
  staff: StaffIdentity,
  id: string,
  input: { urgency: Urgency; reason: string },
): Promise<StaffCase> {
  requireClinical(staff);
  const now = Date.now();
  const { db } = app.database;
  const { before, after } = await db.transaction().execute(async (trx) => {
    const before = await findCase(trx, staff.companyId, id);
    if (!before) throw notFound('No such case.');
    await repo.setStaffUrgency(trx, { companyId: staff.companyId, id, urgency: input.urgency, staffId: staff.userId, reason: input.reason, now });
    await recordAudit(trx, {
      action: 'case.urgency',
      actorId: staff.userId,
      actorRole: staff.role,
      companyId: staff.companyId,
      chatId: id,
      // Levels only: the reason is clinical text and stays on the case, not in the audit trail.
      details: { from: Number(before.urgency), to: input.urgency, aiUrgency: Number(before.aiUrgency ?? before.urgency) },
    });
    return { before, after: (await findCase(trx, staff.companyId, id))! };
  });
  const chat = caseView(app, after);
  await publish(app, staff, 'case.urgency', id, {
    urgency: chat.urgency,
    previousUrgency: Number(before.urgency),
    aiUrgency: chat.aiUrgency,
    status: chat.status,
  }, chat);
  return chat;
}

/** POST /api/asa/chat/{id}/notes: an internal note (any staff member of the clinic). */
export async function addNote(app: FastifyInstance, staff: StaffIdentity, id: string, text: string): Promise<CaseNote> {
  const { db } = app.database;
  const note = await db.transaction().execute(async (trx) => {
    if (!(await findCase(trx, staff.companyId, id))) throw notFound('No such case.');
    const note = await repo.insertNote(trx, {
      chatId: id,
      companyId: staff.companyId,
      authorId: staff.userId,
      authorName: staff.name,
      authorRole: staff.role,
      text,
      now: Date.now(),
    });
    await recordAudit(trx, {
      action: 'case.note.added',
      actorId: staff.userId,
      actorRole: staff.role,
      companyId: staff.companyId,
      chatId: id,
      details: { noteId: note.id },
    });
    return note;
  });
  await publish(app, staff, 'case.note', id, { noteId: note.id });
  return note;
}

/** GET /api/asa/chat/{id}/notes: audited as a read of the case. */
export async function readNotes(app: FastifyInstance, staff: StaffIdentity, id: string): Promise<CaseNote[]> {
  await requireCase(app, staff, id);
  await recordAudit(app.database.db, { action: 'case.notes.read', actorId: staff.userId, actorRole: staff.role, companyId: staff.companyId, chatId: id });
  return repo.listNotes(app.database.db, staff.companyId, id);
}

/**
 * POST /api/asa/chat/{id}/patient-message (issue 14 §6): a `clinic` message in the patient's
 * chat; when the patient is not online, an SMS tells them the clinic replied (never the text).
 */
export async function messagePatient(
  app: FastifyInstance,
  sms: SmsSender,
  staff: StaffIdentity,
  id: string,
  text: string,
): Promise<{ smsSent: boolean }> {
  requireClinical(staff);
  const { db } = app.database;
  const now = Date.now();
  const messageId = await db.transaction().execute(async (trx) => {
    if (!(await findCase(trx, staff.companyId, id))) throw notFound('No such case.');
    return repo.insertClinicMessage(trx, {
      chatId: id,
      companyId: staff.companyId,
      senderId: staff.userId,
      senderName: staff.name,
      senderRole: staff.role,
      content: text,
      now,
    });
  });
  const contact = await repo.findPatientContact(db, id);
  const online = contact?.patientSeenAt != null && now - contact.patientSeenAt < ONLINE_WINDOW_MS;
  let smsSent = false;
  if (!online && contact?.phoneNumber) {
    try {
      await sms.notify(contact.phoneNumber, clinicReplySms());
      smsSent = true;
    } catch (error) {
      // The message is stored and shows in the app; a failed notice must not fail the action.
      app.log.warn({ err: error, chatId: id }, 'clinic reply SMS failed');
    }
  }
  await recordAudit(db, {
    action: 'case.patientMessage',
    actorId: staff.userId,
    actorRole: staff.role,
    companyId: staff.companyId,
    chatId: id,
    details: { messageId, sms: smsSent },
  });
  await publish(app, staff, 'case.clinicMessage', id, { messageId });
  return { smsSent };
}

/** GET /api/asa/chat/{id}/access-log: the owner's own chat only (others: 404). */
export async function accessLog(app: FastifyInstance, userId: string, id: string): Promise<AccessLogEntry[]> {
  const contact = await repo.findPatientContact(app.database.db, id);
  if (!contact || contact.userId !== userId) throw notFound('Chat not found.');
  return repo.listAccessLog(app.database.db, id);
}
