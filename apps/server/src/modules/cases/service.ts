import {
  type AuditEntry,
  type CaseAction,
  type CaseEventType,
  type CaseList,
  type CaseMessage,
  type CaseStats,
  type CaseStatus,
  decodeCursor,
  encodeCursor,
  type QueueFilter,
  type Role,
  type StaffCase,
} from '@asa/domain';
import type { FastifyInstance } from 'fastify';
import type { ChatUpdate } from '../../db/schema.ts';
import { badRequest, conflict, forbidden, notFound } from '../../http/errors.ts';
import { recordAudit } from '../audit/repo.ts';
import type { Identity } from '../identity/context.ts';
import type { Bundle } from '@medplum/fhirtypes';
import { caseToFhir } from './fhir.ts';
import { listClinicMessages } from './workflow-repo.ts';
import {
  type CaseRow,
  findCase,
  listCaseAudit,
  listCaseMessages,
  listQueue,
  queueStats,
  toStaffCase,
  updateCaseFrom,
} from './repo.ts';

export type StaffIdentity = Identity & { companyId: string };

/** How long a claim holds (config CLAIM_TTL_MINUTES, issue 14 §3). */
export function claimTtlMs(app: FastifyInstance): number {
  return app.config.CLAIM_TTL_MINUTES * 60_000;
}

/** A stored case as staff see it now. */
export function caseView(app: FastifyInstance, row: CaseRow): StaffCase {
  return toStaffCase(row, claimTtlMs(app));
}

export async function listCases(app: FastifyInstance, staff: StaffIdentity, filter: QueueFilter): Promise<CaseList> {
  const after = filter.cursor ? decodeCursor(filter.cursor) : null;
  if (filter.cursor && !after) throw badRequest('The cursor is not valid.', [{ path: 'querystring.cursor', message: 'unknown cursor' }]);
  const rows = await listQueue(app.database.db, {
    companyId: staff.companyId,
    sortBy: filter.sortBy,
    status: filter.status,
    urgency: filter.urgency,
    after,
    limit: filter.limit + 1,
  });
  const page = rows.slice(0, filter.limit);
  const last = page.at(-1);
  const nextPage =
    rows.length > filter.limit && last
      ? encodeCursor({
          urgency: Number(last.urgency),
          createdAt: Number(last.createdAt),
          id: last.id,
          escalated: last.status === 'forwarded',
        })
      : null;
  return { chats: page.map((row) => caseView(app, row)), nextPage };
}

export function caseStats(app: FastifyInstance, staff: StaffIdentity): Promise<CaseStats> {
  return queueStats(app.database.db, staff.companyId);
}

export async function requireCase(app: FastifyInstance, staff: StaffIdentity, id: string): Promise<CaseRow> {
  const row = await findCase(app.database.db, staff.companyId, id);
  if (!row) throw notFound('No such case.');
  return row;
}

/** Case detail for staff; every read is audited (DESIGN §4). */
export async function readCase(app: FastifyInstance, staff: StaffIdentity, id: string): Promise<StaffCase> {
  const row = await requireCase(app, staff, id);
  await recordAudit(app.database.db, {
    action: 'case.read',
    actorId: staff.userId,
    actorRole: staff.role,
    companyId: staff.companyId,
    chatId: id,
    // A read of this patient's data (issue 14 §1): whose, so an access report can be made per patient.
    details: { patientId: row.userId },
  });
  return caseView(app, row);
}

/** GET /api/asa/doctor/chats/{id}/fhir: the case as a FHIR R4 Bundle, audited as an export. */
export async function exportFhir(app: FastifyInstance, staff: StaffIdentity, id: string): Promise<Bundle> {
  const row = await requireCase(app, staff, id);
  await recordAudit(app.database.db, {
    action: 'case.fhir.export',
    actorId: staff.userId,
    actorRole: staff.role,
    companyId: staff.companyId,
    chatId: id,
    details: { patientId: row.userId },
  });
  return caseToFhir(caseView(app, row), { patientId: row.userId });
}

export async function readTranscript(app: FastifyInstance, staff: StaffIdentity, id: string): Promise<CaseMessage[]> {
  await requireCase(app, staff, id);
  await recordAudit(app.database.db, {
    action: 'case.transcript.read',
    actorId: staff.userId,
    actorRole: staff.role,
    companyId: staff.companyId,
    chatId: id,
  });
  const [turns, clinic] = await Promise.all([listCaseMessages(app.database.db, id), listClinicMessages(app.database.db, id)]);
  // The patient's transcript as they see it: their turns, the assistant's and the clinic's, in time order.
  return [...turns, ...clinic.map(({ createdAtMs: _ms, id: _id, ...message }) => message)].sort((a, b) => a.timestamp - b.timestamp);
}

export async function caseAudit(app: FastifyInstance, staff: StaffIdentity, id: string): Promise<AuditEntry[]> {
  await requireCase(app, staff, id);
  return listCaseAudit(app.database.db, staff.companyId, id);
}

interface Transition {
  roles: readonly Role[];
  /** States the action may start from, per role. */
  from: (role: Role) => readonly CaseStatus[];
  to: CaseStatus;
  event: CaseEventType;
  set: (actorId: string, now: number) => ChatUpdate;
}

/**
 * Issue 5 state machine: pending → forwarded (nurse, admin); pending → reviewed (nurse, doctor,
 * admin); forwarded → reviewed (a doctor, or an admin, marks it reviewed); reviewed → pending
 * (reopen). Anything else is a 409 carrying the current state; repeating a request that already
 * took effect answers the case unchanged.
 */
const TRANSITIONS: Record<CaseAction, Transition> = {
  sendToDoctor: {
    roles: ['nurse', 'admin'],
    from: () => ['pending'],
    to: 'forwarded',
    event: 'case.forwarded',
    // Resolving actions release the claim (issue 14 §3).
    set: (actorId, now) => ({ forwardedToDoctor: 1, forwardedBy: actorId, forwardedAt: now, updatedAt: now, claimedBy: null, claimedAt: null }),
  },
  dismiss: {
    roles: ['nurse', 'doctor', 'admin'],
    from: (role) => (role === 'nurse' ? ['pending'] : ['pending', 'forwarded']),
    to: 'reviewed',
    event: 'case.dismissed',
    set: (actorId, now) => ({ dismissed: 1, reviewedBy: actorId, reviewedAt: now, updatedAt: now, claimedBy: null, claimedAt: null }),
  },
  reopen: {
    roles: ['nurse', 'doctor', 'admin'],
    from: () => ['reviewed'],
    to: 'pending',
    event: 'case.reopened',
    set: (_actorId, now) => ({
      dismissed: 0,
      forwardedToDoctor: 0,
      forwardedBy: null,
      forwardedAt: null,
      reviewedBy: null,
      reviewedAt: null,
      updatedAt: now,
    }),
  },
};

export async function actOnCase(
  app: FastifyInstance,
  staff: StaffIdentity,
  id: string,
  action: CaseAction,
): Promise<StaffCase> {
  const transition = TRANSITIONS[action];
  if (!transition.roles.includes(staff.role)) throw forbidden();
  const { db } = app.database;
  const from = transition.from(staff.role);
  const now = Date.now();

  const outcome = await db.transaction().execute(async (trx) => {
    const before = await findCase(trx, staff.companyId, id);
    if (!before) throw notFound('No such case.');
    const changed = await updateCaseFrom(trx, {
      companyId: staff.companyId,
      id,
      from,
      set: transition.set(staff.userId, now),
    });
    const after = await findCase(trx, staff.companyId, id);
    if (!after) throw notFound('No such case.');
    if (!changed) return { changed: false as const, row: after };
    await recordAudit(trx, {
      action: transition.event,
      actorId: staff.userId,
      actorRole: staff.role,
      companyId: staff.companyId,
      chatId: id,
      details: { from: before.status, to: transition.to },
    });
    return { changed: true as const, row: after, previous: before.status };
  });

  if (!outcome.changed) {
    if (outcome.row.status === transition.to) return caseView(app, outcome.row);
    throw conflict(`The case is ${outcome.row.status}; it cannot be changed this way.`, { status: outcome.row.status });
  }
  const chat = caseView(app, outcome.row);
  await app.caseEvents.publish({
    type: transition.event,
    companyId: staff.companyId,
    chatId: id,
    snapshot: chat,
    payload: {
      status: chat.status,
      previousStatus: outcome.previous,
      urgency: chat.urgency,
      actorRole: staff.role,
      // Doctors' screens toast "‹name› escalated a case" without a refetch (issue 14 §2).
      ...(chat.forwardedBy ? { forwardedBy: chat.forwardedBy, forwardedAt: chat.forwardedAt } : {}),
    },
  });
  return chat;
}
