import type { Kysely, Transaction } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';

export interface AuditInput {
  action: string;
  actorId: string | null;
  actorRole: string | null;
  companyId: string | null;
  chatId?: string | null;
  /** Ids and states only: no message text, names, phone numbers or e-mail addresses. */
  details?: Record<string, unknown>;
}

export async function recordAudit(db: Kysely<Database> | Transaction<Database>, input: AuditInput): Promise<void> {
  await db
    .insertInto('auditEvent')
    .values({
      id: newId(),
      action: input.action,
      actorId: input.actorId,
      actorRole: input.actorRole,
      companyId: input.companyId,
      chatId: input.chatId ?? null,
      details: input.details ? JSON.stringify(input.details) : null,
      createdAt: Date.now(),
    })
    .execute();
}
