import { apiFetch } from '../../../../lib/api.ts';

export interface VoiceToken {
  value: string;
  /** Unix seconds. */
  expires_at: number;
}

/** GET /api/asa/chat/voiceChatToken (spec §7): a short-lived secret for one realtime session. */
export async function getVoiceToken(language: string): Promise<VoiceToken> {
  const { token } = await apiFetch<{ token: VoiceToken }>(
    `/api/asa/chat/voiceChatToken?language=${encodeURIComponent(language)}`,
  );
  return token;
}
