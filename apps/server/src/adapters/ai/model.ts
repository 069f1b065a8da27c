import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import type { LanguageModel } from 'ai';
import { createHttpFetch } from './http-fetch.ts';
import type { AiConfig } from './types.ts';

/** Default OpenAI model when AI_MODEL is unset: small, fast, supports structured output. */
export const DEFAULT_OPENAI_MODEL = 'gpt-4o-mini';

/** The AI SDK chat model for the configured provider; null for the offline engine. */
export function createLanguageModel(config: AiConfig): LanguageModel | null {
  switch (config.AI_PROVIDER) {
    case 'offline':
      return null;
    case 'openai':
      return createOpenAI({
        fetch: createHttpFetch(),
        apiKey: config.OPENAI_API_KEY,
        ...(config.AI_BASE_URL ? { baseURL: config.AI_BASE_URL } : {}),
      }).chat(config.AI_MODEL ?? DEFAULT_OPENAI_MODEL);
    case 'openai-compatible':
      return createOpenAICompatible({
        name: 'openai-compatible',
        fetch: createHttpFetch(),
        baseURL: config.AI_BASE_URL!,
        ...(config.AI_API_KEY ? { apiKey: config.AI_API_KEY } : {}),
        // Ollama, vLLM, llama.cpp server and LM Studio accept response_format json_schema.
        supportsStructuredOutputs: true,
      }).chatModel(config.AI_MODEL!);
  }
}
