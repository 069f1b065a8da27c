import { DEFAULT_LANGUAGE, isLanguage, type Language, type VoiceAvailability, type VoiceTurnBody, type VoiceTurnResult } from '@asa/domain';
import type { Kysely } from 'kysely';
import { replySystemPrompt } from '../../adapters/ai/prompts.ts';
import type { TriageReader } from '../../adapters/triage/pool.ts';
import type { VoiceProvider, VoiceToken } from '../../adapters/voice/index.ts';
import { VoiceProviderError } from '../../adapters/voice/index.ts';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';
import { HttpError, notFound } from '../../http/errors.ts';
import * as chatRepo from '../chat/repo.ts';
import type { ChatService } from '../chat/service.ts';
import type { Identity } from '../identity/context.ts';
import { appendVoiceMessage } from './repo.ts';

/** Code of the 503 the SPA reads to fall back to the browser's own speech services. */
export const VOICE_UNAVAILABLE = 'voice_unavailable';

export function availability(provider: VoiceProvider | null): VoiceAvailability {
  return provider
    ? { available: true, provider: provider.name, callsUrl: provider.callsUrl }
    : { available: false, provider: 'none', callsUrl: null };
}

const englishNames = new Intl.DisplayNames(['en'], { type: 'language' });

/** "Icelandic" for `is`: models follow an English language name more reliably than a code. */
export function languageName(language: Language): string {
  return englishNames.of(language) ?? language;
}

/** What changes when the conversation is spoken rather than written. */
const SPOKEN_FORM = [
  'This conversation is spoken aloud in real time: keep each answer short and plain, with no lists,',
  'headings or markdown, and ask one question at a time. If you hear something that may be an',
  'emergency, say at once that they should call 112 or go to the nearest emergency department now.',
].join(' ');

/**
 * The text chat's system prompt (the conversation policy and its language instruction, from the
 * chat's AI adapter) with the spoken form and an explicit answer language added.
 */
export function voiceInstructions(language: Language): string {
  return `${replySystemPrompt(language)}\n\n${SPOKEN_FORM}\nAnswer in ${languageName(language)}, the patient's language, unless they clearly speak another of the 15 languages or ask you to switch (DESIGN D13).`;
}

/** The language voice runs in: the SPA's interface language, else the saved one, else the default. */
export function resolveLanguage(requested: string | undefined, identity: Identity): Language {
  if (isLanguage(requested)) return requested;
  if (isLanguage(identity.language)) return identity.language;
  return DEFAULT_LANGUAGE;
}

export async function issueToken(
  provider: VoiceProvider | null,
  identity: Identity,
  requestedLanguage: string | undefined,
): Promise<VoiceToken> {
  if (!provider) {
    throw new HttpError(503, VOICE_UNAVAILABLE, 'Realtime voice is not configured on this server.', availability(null));
  }
  const language = resolveLanguage(requestedLanguage, identity);
  try {
    return await provider.createClientSecret({ instructions: voiceInstructions(language), language });
  } catch (error) {
    if (error instanceof VoiceProviderError) {
      throw error.kind === 'unavailable'
        ? new HttpError(503, 'provider_unavailable', 'The voice service is not available right now. Please try again later.')
        : new HttpError(502, 'provider_error', 'The voice service could not start a session.');
    }
    throw error;
  }
}

export interface VoiceTurnDeps {
  db: Kysely<Database>;
  /** The chat module's service: its assessment runs after voice turns too (reused, not copied). */
  chat: Pick<ChatService, 'scheduleAssessment'>;
  /** The triage engine's readings; a spoken turn is stored before its red flags are read, so never refused. */
  triage: Pick<TriageReader, 'conversationRedFlags'>;
}

const TITLE_LENGTH = 60;

/**
 * Stores one spoken turn in the patient's chat, marked as voice, and applies what a text turn
 * gets: the red-flag floor on the patient's words (the emergency card, at once), and the assessment
 * after each assistant turn — and after an emergency, so staff see it even if the call ends there.
 */
export async function appendVoiceTurn(deps: VoiceTurnDeps, identity: Identity, chatId: string, turn: VoiceTurnBody): Promise<VoiceTurnResult> {
  const { db } = deps;
  const chat = await chatRepo.findOwnedChat(db, chatId, identity.userId);
  if (!chat) throw notFound('Chat not found.');
  const content = turn.content.trim();
  const message = await appendVoiceMessage(db, { id: newId(), chatId, role: turn.role, content, now: Date.now() });

  const firstWords = turn.role === 'user' && !chat.title;
  await chatRepo.updateChat(db, chatId, {
    updatedAt: message.createdAt,
    ...(firstWords ? { title: titleFrom(content) } : {}),
    ...(turn.language && turn.language !== chat.patientLanguage ? { patientLanguage: turn.language } : {}),
  });

  let emergency = Number(chat.emergency) === 1;
  if (!emergency && turn.role === 'user') {
    const transcript = (await chatRepo.listMessages(db, chatId)).map((m) => ({ role: m.role, content: m.content }));
    const language = turn.language ?? (isLanguage(chat.patientLanguage) ? chat.patientLanguage : undefined);
    if ((await deps.triage.conversationRedFlags({ messages: transcript, language })).length > 0) {
      await chatRepo.markEmergency(db, chatId);
      emergency = true;
      deps.chat.scheduleAssessment(chatId);
    }
  }
  if (turn.role === 'assistant') deps.chat.scheduleAssessment(chatId);

  return {
    message: {
      id: message.id,
      role: message.role,
      content: message.content,
      timestamp: Number(message.createdAt),
      channel: 'voice' as const,
    },
    emergency,
  };
}

function titleFrom(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length <= TITLE_LENGTH ? line : `${line.slice(0, TITLE_LENGTH - 1).trimEnd()}…`;
}
