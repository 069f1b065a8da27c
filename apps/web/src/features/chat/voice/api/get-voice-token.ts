import { type VoiceToken as IssuedToken, voiceTokenResponseSchema } from '@asa/domain';
import { apiRequest } from '../../../../lib/api.ts';

export interface VoiceToken extends IssuedToken {
  /**
   * Milliseconds the token has left, measured against the server's clock (its Date header): a
   * patient's computer whose clock is off must not end every call at once, or never.
   */
  lifetimeMs: number;
}

/** GET /api/asa/chat/voiceChatToken (spec §7): a short-lived secret for one realtime session. */
export async function getVoiceToken(language: string): Promise<VoiceToken> {
  const response = await apiRequest(`/api/asa/chat/voiceChatToken?language=${encodeURIComponent(language)}`);
  const { token } = voiceTokenResponseSchema.parse(await response.json());
  const serverNow = Date.parse(response.headers.get('date') ?? '');
  const now = Number.isNaN(serverNow) ? Date.now() : serverNow;
  return { ...token, lifetimeMs: token.expires_at * 1000 - now };
}
