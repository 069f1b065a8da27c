import type { Language } from '@asa/domain';
import type { LanguageModel } from 'ai';
import type { Config } from '../../config.ts';

/** The AI settings of the config; the evaluation harness builds the same object from its flags. */
export type AiConfig = Pick<
  Config,
  'AI_PROVIDER' | 'OPENAI_API_KEY' | 'AI_MODEL' | 'AI_BASE_URL' | 'AI_API_KEY' | 'AI_TIMEOUT_MS'
> &
  Partial<Pick<Config, 'OFFLINE_CHUNK_DELAY_MS'>>;

export type AiProviderName = AiConfig['AI_PROVIDER'];

/** One turn of the conversation as a provider sees it. */
export interface ConversationTurn {
  role: 'user' | 'assistant';
  content: string;
}

export interface ReplyRequest {
  messages: ConversationTurn[];
  /** The patient's language (DESIGN D13): the reply is written in it. */
  language: Language;
  /** Aborted when the client leaves; the provider stops and the partial reply is kept. */
  signal: AbortSignal;
  /** The offline engine's reply to these messages, already read (with the send's red flags); others ignore it. */
  prepared?: string;
}

/** One interface for every provider: offline engine, OpenAI, any OpenAI-compatible server. */
export interface AiProvider {
  readonly name: AiProviderName;
  /**
   * Text chunks of the assistant's reply. Throws AiProviderError (time-out, provider failure) or,
   * when the request signal aborts, an AiProviderError with code `client_gone`.
   */
  streamReply(request: ReplyRequest): AsyncIterable<string>;
  /** The language model for structured output (assessment); null for the offline engine. */
  readonly model: LanguageModel | null;
}

export type AiErrorCode = 'provider_timeout' | 'provider_error' | 'client_gone' | 'empty_reply';

export class AiProviderError extends Error {
  constructor(
    readonly code: AiErrorCode,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'AiProviderError';
  }
}
