import { type Language, newChatResponseSchema } from '@asa/domain';
import { apiFetch } from '../../../lib/api.ts';

export class NoChatIdError extends Error {
  constructor() {
    super('No chatId returned');
    this.name = 'NoChatIdError';
  }
}

/** POST /api/asa/chat/new → chatId; the chat keeps the patient's interface language. */
export async function createChat(language: Language): Promise<string> {
  const parsed = newChatResponseSchema.safeParse(await apiFetch('/api/asa/chat/new', { method: 'POST', body: { language } }));
  if (!parsed.success || !parsed.data.chatId) throw new NoChatIdError();
  return parsed.data.chatId;
}
