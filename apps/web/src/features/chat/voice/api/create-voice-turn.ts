import { apiFetch } from '../../../../lib/api.ts';

export interface VoiceTurnInput {
  role: 'user' | 'assistant';
  content: string;
  /** The interface language, so the chat and its assessment know what the patient speaks. */
  language: string;
}

export interface VoiceTurnResult {
  message: { id: string; role: 'user' | 'assistant'; content: string; timestamp: number; channel: 'voice' };
  /** The red-flag floor fired for this chat: show the emergency card now. */
  emergency: boolean;
}

/** POST /api/asa/chat/{id}/voice-turns: stores one spoken turn in the chat (and assesses it). */
export function createVoiceTurn(chatId: string, turn: VoiceTurnInput): Promise<VoiceTurnResult> {
  return apiFetch<VoiceTurnResult>(`/api/asa/chat/${encodeURIComponent(chatId)}/voice-turns`, {
    method: 'POST',
    body: turn,
  });
}

/** POST /api/asa/chat/new (the chat API): a call that starts outside a chat gets one. */
export async function createChatForVoice(language: string): Promise<string> {
  const { chatId } = await apiFetch<{ chatId?: string }>('/api/asa/chat/new', { method: 'POST', body: { language } });
  if (!chatId) throw new Error('No chatId returned');
  return chatId;
}
