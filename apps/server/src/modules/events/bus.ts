import { EventEmitter } from 'node:events';
import { CASE_EVENT_TYPES, type CaseEventType, type StaffCase } from '@asa/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** DESIGN D7: the live events staff views receive, company-scoped (types defined in @asa/domain). */
export { CASE_EVENT_TYPES, type CaseEventType };

export interface CaseEventInput {
  type: CaseEventType;
  companyId: string;
  chatId: string;
  /** Small, PII-light payload (urgency, status…); the case itself goes out beside it (issue 14 §11). */
  payload?: Record<string, unknown>;
  /**
   * The case as staff see it after the change, when the publisher already has it (null: the chat is
   * not a case yet). It goes out with the event, so no process reads it again; when it is left out,
   * each process reads it once (events/routes.ts). Not stored: a replayed event is read afresh.
   */
  snapshot?: StaffCase | null;
}

export interface CaseEvent extends Required<Omit<CaseEventInput, 'snapshot'>> {
  /** Monotonic per installation: the SSE event id, resumable with Last-Event-ID. */
  id: number;
  createdAt: number;
  snapshot?: StaffCase | null;
}

export type CaseEventListener = (event: CaseEvent) => void;

export interface CaseEventBus {
  /** Stores the event (so it can be replayed) and delivers it to every subscriber of its company. */
  publish(event: CaseEventInput): Promise<CaseEvent>;
  subscribe(companyId: string, listener: CaseEventListener): () => void;
  /** Events of the company after the given id, oldest first (for Last-Event-ID). */
  since(companyId: string, lastId: number, limit?: number): Promise<CaseEvent[]>;
  close(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    caseEvents: CaseEventBus;
  }
}

export async function storeEvent(db: Kysely<Database>, event: CaseEventInput): Promise<CaseEvent> {
  const createdAt = Date.now();
  const payload = event.payload ?? {};
  const row = await db
    .insertInto('caseEvent')
    .values({ companyId: event.companyId, type: event.type, chatId: event.chatId, payload: JSON.stringify(payload), createdAt })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { ...event, payload, id: Number(row.id), createdAt };
}

export async function eventsSince(
  db: Kysely<Database>,
  companyId: string,
  lastId: number,
  limit = 500,
): Promise<CaseEvent[]> {
  const rows = await db
    .selectFrom('caseEvent')
    .selectAll()
    .where('companyId', '=', companyId)
    .where('id', '>', lastId)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map(toEvent);
}

export async function eventById(db: Kysely<Database>, id: number): Promise<CaseEvent | undefined> {
  const row = await db.selectFrom('caseEvent').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toEvent(row) : undefined;
}

function toEvent(row: {
  id: number;
  type: string;
  companyId: string;
  chatId: string;
  payload: string;
  createdAt: number;
}): CaseEvent {
  return {
    id: Number(row.id),
    type: row.type as CaseEventType,
    companyId: row.companyId,
    chatId: row.chatId,
    payload: JSON.parse(row.payload) as Record<string, unknown>,
    createdAt: Number(row.createdAt),
  };
}

/** In-process bus: enough for one server on SQLite. PostgreSQL fans out across processes (see pg-bus). */
export function createLocalBus(db: Kysely<Database>): CaseEventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(input) {
      const event = await storeEvent(db, input);
      emitter.emit(event.companyId, event);
      return event;
    },
    subscribe(companyId, listener) {
      emitter.on(companyId, listener);
      return () => emitter.off(companyId, listener);
    },
    since: (companyId, lastId, limit) => eventsSince(db, companyId, lastId, limit),
    async close() {
      emitter.removeAllListeners();
    },
  };
}
