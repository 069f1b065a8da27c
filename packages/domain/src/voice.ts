import { z } from 'zod';
import { CHAT_ROLES, chatMessageSchema } from './chat.ts';
import { LANGUAGES } from './languages.ts';
import { MESSAGE_MAX_LENGTH } from './text.ts';

/** Voice chat contracts (issue 8; spec §3 "Voice chat token response", §7 voiceChatToken). */

/** GET /api/asa/chat/voice: whether the server has a realtime provider, and where the browser sends its offer. */
export const voiceAvailabilitySchema = z.object({
  available: z.boolean(),
  provider: z.enum(['openai', 'none']),
  /** `{VOICE_BASE_URL}/realtime/calls`; null without a realtime provider. */
  callsUrl: z.string().nullable(),
});
export type VoiceAvailability = z.infer<typeof voiceAvailabilitySchema>;

/** GET /api/asa/chat/voiceChatToken?language=… (the interface language; the server falls back). */
export const voiceTokenQuerySchema = z.object({ language: z.string().max(16).optional() });

/** Spec §3: the short-lived client secret of one realtime session. */
export const voiceTokenSchema = z.object({
  value: z.string(),
  /** Unix seconds, on the provider's clock. */
  expires_at: z.number(),
});
export const voiceTokenResponseSchema = z.object({ token: voiceTokenSchema });
export type VoiceToken = z.infer<typeof voiceTokenSchema>;

/** POST /api/asa/chat/{id}/voice-turns: the provider's transcript of one side's turn, as the browser got it. */
export const voiceTurnBodySchema = z
  .object({
    role: z.enum(CHAT_ROLES),
    content: z
      .string()
      .max(MESSAGE_MAX_LENGTH, `A message holds at most ${MESSAGE_MAX_LENGTH} characters.`)
      .refine((text) => text.trim().length > 0, 'The message is empty.'),
    /** The interface language, so the chat and its assessment know what the patient speaks. */
    language: z.enum(LANGUAGES).optional(),
  })
  .strict();
export type VoiceTurnBody = z.infer<typeof voiceTurnBodySchema>;

export const voiceTurnResultSchema = z.object({
  message: chatMessageSchema.pick({ id: true, role: true, content: true, timestamp: true }).extend({ channel: z.literal('voice') }),
  /** The red-flag floor fired for this chat: show the emergency card now. */
  emergency: z.boolean(),
});
export type VoiceTurnResult = z.infer<typeof voiceTurnResultSchema>;
