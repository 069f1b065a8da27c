import { createLanguageModel } from './model.ts';
import { llmProvider } from './llm.ts';
import { offlineProvider } from './offline.ts';
import type { TriageReader } from '../triage/pool.ts';
import type { AiConfig, AiProvider } from './types.ts';

export { AiProviderError, type AiConfig, type AiProvider, type ConversationTurn } from './types.ts';
export { createLanguageModel } from './model.ts';

/** The provider chosen by AI_PROVIDER (DESIGN D5). */
export function createAiProvider(config: AiConfig, options: { offlineChunkDelayMs?: number; triage?: TriageReader } = {}): AiProvider {
  const model = createLanguageModel(config);
  if (!model) {
    const chunkDelayMs = options.offlineChunkDelayMs ?? config.OFFLINE_CHUNK_DELAY_MS;
    return offlineProvider({
      timeoutMs: config.AI_TIMEOUT_MS,
      ...(chunkDelayMs === undefined ? {} : { chunkDelayMs }),
      ...(options.triage ? { triage: options.triage } : {}),
    });
  }
  return llmProvider({ name: config.AI_PROVIDER, model, timeoutMs: config.AI_TIMEOUT_MS });
}
