import {
  type AuditEntry,
  compareCases,
  type CaseMessage,
  type CaseStats,
  type DiagnosisData,
  type MedicalHistory,
  type QueueCursor,
  type SortOrder,
  type StaffCase,
  claimActive,
  normaliseUrgency,
  patientName,
  patientPhone,
  toUnixSeconds,
  URGENCY_LEVELS,
  type Urgency,
} from '@asa/domain';
import type { Kysely, SelectQueryBuilder, Transaction } from 'kysely';
import type { CaseStatusColumn, ChatUpdate, Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;
type VisibleStatus = Exclude<CaseStatusColumn, 'draft'>;

export interface QueueQuery {
  companyId: string;
  sortBy: SortOrder;
  status?: VisibleStatus | undefined;
  urgency?: readonly Urgency[] | undefined;
  /** Position after the last row of the previous page. */
  after?: QueueCursor | null | undefined;
  limit: number;
}

const CASE_COLUMNS = [
  'chat.id',
  'chat.userId',
  'chat.diagnosis',
  'chat.urgency',
  'chat.createdAt',
  'chat.updatedAt',
  'chat.dismissed',
  'chat.forwardedToDoctor',
  'chat.diagnosisData',
  'chat.medicalHistory',
  'chat.patientLanguage',
  'chat.emergency',
  'chat.status',
  'user.name as fullname',
  'user.phoneNumber as phoneNumber',
  'user.language as userLanguage',
  'chat.aiUrgency',
  'chat.urgencySetBy',
  'chat.urgencySetAt',
  'chat.urgencyReason',
  'chat.claimedBy',
  'chat.claimedAt',
  'chat.forwardedBy',
  'chat.forwardedAt',
  'chat.worsenedAt',
  'chat.patientAge',
  'chat.patientSex',
  'claimer.name as claimerName',
  'forwarder.name as forwarderName',
  'overrider.name as overriderName',
] as const;

export interface CaseRow {
  id: string;
  userId: string;
  diagnosis: string;
  urgency: number;
  createdAt: number;
  updatedAt: number;
  dismissed: number;
  forwardedToDoctor: number;
  diagnosisData: string | null;
  medicalHistory: string | null;
  patientLanguage: string | null;
  emergency: number;
  status: CaseStatusColumn;
  fullname: string;
  phoneNumber: string | null;
  userLanguage: string | null;
  aiUrgency: number | null;
  urgencySetBy: string | null;
  urgencySetAt: number | null;
  urgencyReason: string | null;
  claimedBy: string | null;
  claimedAt: number | null;
  forwardedBy: string | null;
  forwardedAt: number | null;
  worsenedAt: number | null;
  patientAge: number | null;
  patientSex: string | null;
  claimerName: string | null;
  forwarderName: string | null;
  overriderName: string | null;
}

/** A member of staff by id and name; a deleted account still shows as someone. */
function staffRef(id: string | null, name: string | null) {
  return id ? { id, name: name ?? '' } : null;
}

function parseJson<T>(value: string | null): T | null {
  if (!value) return null;
  try {
    return JSON.parse(value) as T;
  } catch {
    return null;
  }
}

/**
 * Spec §3 "Chat or case (staff views)": dates in unix seconds, flags as booleans; plus who the
 * patient is and the workflow of issue 14 (a claim older than `claimTtlMs` has lapsed).
 */
export function toStaffCase(row: CaseRow, claimTtlMs: number, now = Date.now()): StaffCase {
  const claimedAt = row.claimedAt === null ? null : Number(row.claimedAt);
  const claimed = row.claimedBy !== null && claimActive(claimedAt, now, claimTtlMs);
  const overridden = row.urgencySetBy !== null && row.urgencySetAt !== null;
  return {
    id: row.id,
    user: { fullname: row.fullname },
    diagnosis: row.diagnosis,
    urgency: normaliseUrgency(Number(row.urgency)),
    createdAt: toUnixSeconds(Number(row.createdAt)),
    updatedAt: toUnixSeconds(Number(row.updatedAt)),
    dismissed: Number(row.dismissed) === 1,
    forwardedToDoctor: Number(row.forwardedToDoctor) === 1,
    diagnosisData: parseJson<DiagnosisData>(row.diagnosisData),
    medicalHistory: parseJson<MedicalHistory>(row.medicalHistory),
    patientLanguage: row.patientLanguage,
    emergency: Number(row.emergency) === 1,
    status: row.status === 'draft' ? 'pending' : row.status,
    patient: {
      name: patientName(row.fullname),
      phone: patientPhone(row.phoneNumber),
      language: row.patientLanguage ?? row.userLanguage,
      age: row.patientAge === null ? null : Number(row.patientAge),
      sex: row.patientSex === 'female' || row.patientSex === 'male' ? row.patientSex : null,
    },
    aiUrgency: normaliseUrgency(Number(row.aiUrgency ?? row.urgency)),
    urgencyOverride: overridden
      ? { by: staffRef(row.urgencySetBy, row.overriderName)!, at: toUnixSeconds(Number(row.urgencySetAt)), reason: row.urgencyReason ?? '' }
      : null,
    claimedBy: claimed ? staffRef(row.claimedBy, row.claimerName) : null,
    claimedAt: claimed && claimedAt !== null ? toUnixSeconds(claimedAt) : null,
    forwardedBy: Number(row.forwardedToDoctor) === 1 ? staffRef(row.forwardedBy, row.forwarderName) : null,
    forwardedAt: Number(row.forwardedToDoctor) === 1 && row.forwardedAt !== null ? toUnixSeconds(Number(row.forwardedAt)) : null,
    worsenedAt: row.worsenedAt === null ? null : toUnixSeconds(Number(row.worsenedAt)),
  };
}

function baseQuery(db: Db, companyId: string, status: VisibleStatus | undefined) {
  const query = db
    .selectFrom('chat')
    .innerJoin('user', 'user.id', 'chat.userId')
    .leftJoin('user as claimer', 'claimer.id', 'chat.claimedBy')
    .leftJoin('user as forwarder', 'forwarder.id', 'chat.forwardedBy')
    .leftJoin('user as overrider', 'overrider.id', 'chat.urgencySetBy')
    .select(CASE_COLUMNS)
    .where('chat.companyId', '=', companyId);
  // Drafts (never assessed) are not cases yet: staff never see them.
  return status ? query.where('chat.status', '=', status) : query.where('chat.status', '<>', 'draft');
}

type Joined = Database & { claimer: Database['user']; forwarder: Database['user']; overrider: Database['user'] };
type CaseQuery = SelectQueryBuilder<Joined, 'chat' | 'user' | 'claimer' | 'forwarder' | 'overrider', CaseRow>;

function newestFirst(query: CaseQuery, after: QueueCursor | null | undefined, limit: number) {
  const bounded = after
    ? query.where((eb) => eb(eb.refTuple('chat.createdAt', 'chat.id'), '<', eb.tuple(after.createdAt, after.id)))
    : query;
  return bounded.orderBy('chat.createdAt', 'desc').orderBy('chat.id', 'desc').limit(limit);
}

/**
 * The queries that answer one queue request, built but not run, so the EXPLAIN test checks exactly
 * what listQueue executes. Newest first is one range scan (backwards) of a (companyId[, status],
 * createdAt, id) index; over several urgency levels it is one such scan per level of a
 * (companyId[, status], urgency, createdAt, id) index, merged ('merge'). (A single `urgency IN (…)`
 * query lets SQLite pick the urgency index and sort the whole range, which made a page 2,000 rows
 * deep cost ~200 ms at 100,000 cases.) Urgency-then-newest is answered one level at a time, in
 * order, until the page is full ('concat'). Neither order ever sorts or skips rows, so a deep page
 * costs what the first costs.
 */
export interface QueuePlan {
  combine: 'merge' | 'concat';
  /** One query per segment, given how many rows it may still return. */
  segments: ((limit: number) => CaseQuery)[];
}

export function queuePlan(db: Db, query: QueueQuery): QueuePlan {
  const levels = [...new Set(query.urgency ?? [])].sort();
  type Part = 'escalated' | 'rest' | 'all';
  const segment = (level: Urgency | undefined, part: Part, after: QueueCursor | null | undefined) => (limit: number) => {
    const status = part === 'escalated' ? 'forwarded' : query.status;
    let q = baseQuery(db, query.companyId, status) as CaseQuery;
    if (part === 'rest') q = q.where('chat.status', '<>', 'forwarded');
    return newestFirst(level === undefined ? q : q.where('chat.urgency', '=', level), after, limit);
  };
  if (query.sortBy === 'newest') {
    if (levels.length <= 1) return { combine: 'merge', segments: [segment(levels[0], 'all', query.after)] };
    return { combine: 'merge', segments: levels.map((level) => segment(level, 'all', query.after)) };
  }
  // Urgency order: within a level, escalated (forwarded) cases first (issue 14 §2), each part newest first.
  const wanted = levels.length > 0 ? levels : [...URGENCY_LEVELS];
  const split = query.status === undefined;
  const parts: Part[] = split ? ['escalated', 'rest'] : ['all'];
  const rank = (level: number, part: Part) => level * 2 + (part === 'rest' ? 1 : 0);
  const after = query.after;
  const from = after ? rank(after.urgency, split && !after.escalated ? 'rest' : 'escalated') : -1;
  const steps = wanted.flatMap((level) => parts.map((part) => ({ level, part }))).filter((step) => rank(step.level, step.part) >= from);
  // Only the cursor's own part resumes mid-way; the later ones start from their newest case.
  return {
    combine: 'concat',
    segments: steps.map((step) => segment(step.level, step.part, rank(step.level, step.part) === from ? after : null)),
  };
}

/** Up to `limit` cases after the cursor, in the sort order (caller asks one extra to detect more). */
export async function listQueue(db: Db, query: QueueQuery): Promise<CaseRow[]> {
  const plan = queuePlan(db, query);
  if (plan.combine === 'merge') {
    const perSegment = await Promise.all(plan.segments.map((segment) => segment(query.limit).execute()));
    if (perSegment.length === 1) return perSegment[0]!;
    return perSegment
      .flat()
      .sort((a, b) => compareCases('newest', { ...a, createdAt: Number(a.createdAt) }, { ...b, createdAt: Number(b.createdAt) }))
      .slice(0, query.limit);
  }
  const rows: CaseRow[] = [];
  for (const segment of plan.segments) {
    const need = query.limit - rows.length;
    if (need <= 0) break;
    rows.push(...(await segment(need).execute()));
  }
  return rows;
}

function emptyByUrgency(): Record<Urgency, number> {
  return { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 };
}

/** Counts for the stat tiles and chips over the company's whole queue. */
export async function queueStats(db: Db, companyId: string): Promise<CaseStats> {
  const rows = await db
    .selectFrom('chat')
    .select(['urgency', 'status', (eb) => eb.fn.countAll<number>().as('count')])
    .where('companyId', '=', companyId)
    .where('status', '<>', 'draft')
    .groupBy(['urgency', 'status'])
    .execute();
  const stats: CaseStats = {
    total: 0,
    byUrgency: emptyByUrgency(),
    byStatus: { pending: 0, forwarded: 0, reviewed: 0 },
    pendingByUrgency: emptyByUrgency(),
  };
  for (const row of rows) {
    const count = Number(row.count);
    const urgency = normaliseUrgency(Number(row.urgency));
    const status = row.status as VisibleStatus;
    stats.total += count;
    stats.byUrgency[urgency] += count;
    stats.byStatus[status] += count;
    if (status === 'pending') stats.pendingByUrgency[urgency] += count;
  }
  return stats;
}

/** One visible case of the company, or undefined (other companies' cases and drafts do not exist here). */
export function findCase(db: Db, companyId: string, id: string): Promise<CaseRow | undefined> {
  return baseQuery(db, companyId, undefined).where('chat.id', '=', id).executeTakeFirst();
}

/** Applies a state change only from the allowed states; returns whether a row changed. */
export async function updateCaseFrom(
  db: Db,
  input: { companyId: string; id: string; from: readonly VisibleStatus[]; set: ChatUpdate },
): Promise<boolean> {
  const result = await db
    .updateTable('chat')
    .set(input.set)
    .where('id', '=', input.id)
    .where('companyId', '=', input.companyId)
    .where('status', 'in', [...input.from])
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

export async function listCaseMessages(db: Db, chatId: string): Promise<CaseMessage[]> {
  const rows = await db
    .selectFrom('message')
    .select(['role', 'content', 'createdAt', 'channel'])
    .where('chatId', '=', chatId)
    .orderBy('createdAt')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    role: row.role,
    content: row.content,
    timestamp: toUnixSeconds(Number(row.createdAt)),
    channel: row.channel === 'voice' ? 'voice' : 'text',
  }));
}

export async function listCaseAudit(db: Db, companyId: string, chatId: string): Promise<AuditEntry[]> {
  const rows = await db
    .selectFrom('auditEvent')
    .selectAll()
    .where('chatId', '=', chatId)
    .where('companyId', '=', companyId)
    .orderBy('createdAt')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    action: row.action,
    actorId: row.actorId,
    actorRole: row.actorRole,
    details: parseJson<Record<string, unknown>>(row.details),
    createdAt: Number(row.createdAt),
  }));
}
