import { isLanguage, type VoiceTurnBody, type VoiceTurnResult, voiceTurnBodySchema, voiceTurnResultSchema } from '@asa/domain';
import { apiFetch } from '../../../../lib/api.ts';

export interface VoiceTurnInput {
  role: VoiceTurnBody['role'];
  content: string;
  /** The interface language, so the chat and its assessment know what the patient speaks. */
  language: string;
}

/** POST /api/asa/chat/{id}/voice-turns: stores one spoken turn in the chat (and assesses it). */
export async function createVoiceTurn(chatId: string, turn: VoiceTurnInput): Promise<VoiceTurnResult> {
  // The one schema the route validates with: a turn it would refuse is not sent.
  const body = voiceTurnBodySchema.parse({ role: turn.role, content: turn.content, language: isLanguage(turn.language) ? turn.language : undefined });
  const result = await apiFetch<unknown>(`/api/asa/chat/${encodeURIComponent(chatId)}/voice-turns`, { method: 'POST', body });
  return voiceTurnResultSchema.parse(result);
}

/** POST /api/asa/chat/new (the chat API): a call that starts outside a chat gets one. */
export async function createChatForVoice(language: string): Promise<string> {
  const { chatId } = await apiFetch<{ chatId?: string }>('/api/asa/chat/new', { method: 'POST', body: { language } });
  if (!chatId) throw new Error('No chatId returned');
  return chatId;
}
