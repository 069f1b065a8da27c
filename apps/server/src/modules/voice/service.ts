import { DEFAULT_LANGUAGE, isLanguage, type Language } from '@asa/domain';
import type { VoiceProvider, VoiceToken } from '../../adapters/voice/index.ts';
import { VoiceProviderError } from '../../adapters/voice/index.ts';
import { HttpError } from '../../http/errors.ts';
import type { Identity } from '../identity/context.ts';

/** Code of the 503 the SPA reads to fall back to the browser's own speech services. */
export const VOICE_UNAVAILABLE = 'voice_unavailable';

export interface VoiceAvailability {
  available: boolean;
  provider: 'openai' | 'none';
  /** Where the browser sends its SDP offer; null without a realtime provider. */
  callsUrl: string | null;
}

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

/**
 * The conversation policy of text chat (issue 4 §4), spoken. When @asa/triage publishes its
 * CONVERSATION_POLICY this text should be replaced by it, plus the spoken-form lines below.
 */
export const VOICE_CONVERSATION_POLICY = [
  'You are Asa, a health-triage assistant for a clinic. You give general health advice only:',
  'never a personal diagnosis, a treatment plan or a prescription.',
  'Ask one focused question at a time to build a structured history: onset, location, character,',
  'severity, timing, aggravating and relieving factors, associated symptoms, medications, allergies',
  'and relevant medical history.',
  'If anything suggests an emergency (for example chest pain with breathlessness or sweating, signs of',
  'stroke, severe allergic reaction, heavy bleeding, thoughts of suicide), tell the person at once to',
  'call 112 or go to the nearest emergency room.',
  'End with a clear disposition: emergency now, see a doctor today, book an appointment, or self-care',
  'with what to watch for.',
  'This is a spoken conversation: keep each answer short and plain, without lists, headings or markdown.',
].join(' ');

export function voiceInstructions(language: Language): string {
  return `${VOICE_CONVERSATION_POLICY}\nAnswer in ${languageName(language)}, whatever language the user speaks in, unless they ask you to switch.`;
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
