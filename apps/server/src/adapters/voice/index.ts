import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';

/** A short-lived credential the browser uses to open its own realtime session (spec §3). */
export interface VoiceToken {
  value: string;
  /** Unix seconds. */
  expires_at: number;
}

export interface VoiceSessionRequest {
  /** System instructions: the conversation policy plus the language instruction. */
  instructions: string;
  /** ISO-639-1 code of the patient's language, a hint for input transcription. */
  language: string;
}

export interface VoiceProvider {
  readonly name: 'openai';
  /** Where the browser POSTs its SDP offer (with the token as bearer). */
  readonly callsUrl: string;
  createClientSecret(session: VoiceSessionRequest): Promise<VoiceToken>;
}

/**
 * `unavailable`: the provider could not be reached, timed out or is overloaded (503, try later).
 * `rejected`: it answered with something we cannot use — bad key, bad request, malformed body (502).
 */
export class VoiceProviderError extends Error {
  constructor(
    readonly kind: 'unavailable' | 'rejected',
    message: string,
    readonly upstreamStatus?: number,
  ) {
    super(message);
    this.name = 'VoiceProviderError';
  }
}

/** Client secrets live ten minutes: long enough to connect, short enough to be worthless if leaked. */
export const TOKEN_TTL_SECONDS = 600;
const REQUEST_TIMEOUT_MS = 10_000;
const TRANSCRIPTION_MODEL = 'gpt-4o-mini-transcribe';

/** OpenAI Realtime: `POST {base}/realtime/client_secrets` with the whole session configuration. */
export function openAiRealtime(config: Config, log: FastifyBaseLogger): VoiceProvider {
  const base = config.VOICE_BASE_URL.replace(/\/+$/, '');
  const apiKey = config.OPENAI_API_KEY ?? '';
  return {
    name: 'openai',
    callsUrl: `${base}/realtime/calls`,
    async createClientSecret({ instructions, language }) {
      const body = {
        expires_after: { anchor: 'created_at', seconds: TOKEN_TTL_SECONDS },
        session: {
          type: 'realtime',
          model: config.VOICE_MODEL,
          instructions,
          audio: {
            input: {
              transcription: { model: TRANSCRIPTION_MODEL, language },
              turn_detection: { type: 'server_vad' },
            },
            output: { voice: config.VOICE_NAME },
          },
        },
      };
      let response: Response;
      try {
        response = await fetch(`${base}/realtime/client_secrets`, {
          method: 'POST',
          headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
        });
      } catch (error) {
        log.warn({ err: { name: (error as Error).name, message: (error as Error).message } }, 'voice provider unreachable');
        throw new VoiceProviderError('unavailable', 'The voice provider could not be reached.');
      }
      if (!response.ok) {
        // The body may echo request details; log the status only.
        log.warn({ upstreamStatus: response.status }, 'voice provider refused a client secret');
        await response.body?.cancel();
        const overloaded = response.status === 429 || response.status >= 500;
        throw new VoiceProviderError(
          overloaded ? 'unavailable' : 'rejected',
          overloaded ? 'The voice provider is busy.' : 'The voice provider refused the request.',
          response.status,
        );
      }
      const parsed = (await response.json().catch(() => null)) as {
        value?: unknown;
        expires_at?: unknown;
        client_secret?: { value?: unknown; expires_at?: unknown };
      } | null;
      // The GA API answers {value, expires_at}; the older sessions API nested it under client_secret.
      const secret = parsed && typeof parsed.value === 'string' ? parsed : parsed?.client_secret;
      if (!secret || typeof secret.value !== 'string' || secret.value === '' || typeof secret.expires_at !== 'number') {
        log.warn('voice provider answered without a client secret');
        throw new VoiceProviderError('rejected', 'The voice provider answered without a token.');
      }
      return { value: secret.value, expires_at: secret.expires_at };
    },
  };
}

/** The configured realtime provider, or null: the SPA then falls back to the browser's speech services. */
export function createVoiceProvider(config: Config, log: FastifyBaseLogger): VoiceProvider | null {
  switch (config.VOICE_PROVIDER) {
    case 'none':
      return null;
    case 'openai':
      return openAiRealtime(config, log);
  }
}
