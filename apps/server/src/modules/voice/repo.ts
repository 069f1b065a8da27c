import type { Kysely } from 'kysely';
import type { Database, Message } from '../../db/schema.ts';

type Db = Kysely<Database>;

/**
 * Appends one spoken turn to a chat, after everything already in it (same-millisecond turns keep
 * their order), marked `channel = 'voice'`. Returns the stored row.
 */
export async function appendVoiceMessage(
  db: Db,
  values: { id: string; chatId: string; role: 'user' | 'assistant'; content: string; now: number },
): Promise<Message> {
  return db.transaction().execute(async (trx) => {
    const last = await trx
      .selectFrom('message')
      .select('createdAt')
      .where('chatId', '=', values.chatId)
      .orderBy('createdAt', 'desc')
      .limit(1)
      .executeTakeFirst();
    const createdAt = Math.max(values.now, last ? Number(last.createdAt) + 1 : 0);
    const row = {
      id: values.id,
      chatId: values.chatId,
      role: values.role,
      content: values.content,
      state: 'complete',
      channel: 'voice',
      createdAt,
    };
    await trx.insertInto('message').values(row).execute();
    return row;
  });
}
