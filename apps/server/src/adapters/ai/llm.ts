import { type LanguageModel, streamText } from 'ai';
import { replySystemPrompt } from './prompts.ts';
import { withTimeout } from './timeout.ts';
import { type AiProvider, type AiProviderName, type ReplyRequest } from './types.ts';

/** OpenAI or an OpenAI-compatible server (Ollama, vLLM, llama.cpp server, LM Studio) via the AI SDK. */
export function llmProvider(options: { name: AiProviderName; model: LanguageModel; timeoutMs: number }): AiProvider {
  const { model, timeoutMs } = options;
  return {
    name: options.name,
    model,
    async *streamReply({ messages, language, signal }: ReplyRequest) {
      const guard = withTimeout(signal, timeoutMs);
      try {
        const result = streamText({
          model,
          system: replySystemPrompt(language),
          messages: messages.map((m) => ({ role: m.role, content: m.content })),
          abortSignal: guard.signal,
          // A retry after text has streamed would repeat it; the client retries the whole reply.
          maxRetries: 0,
          // Errors arrive as stream parts below; without this the SDK also prints them.
          onError: () => {},
        });
        for await (const part of result.fullStream) {
          if (part.type === 'text-delta') {
            if (part.text) yield part.text;
          } else if (part.type === 'error') {
            throw part.error;
          } else if (part.type === 'abort') {
            guard.signal.throwIfAborted();
            throw new Error('The AI stream was aborted.');
          }
        }
        guard.signal.throwIfAborted();
      } catch (error) {
        throw guard.toError(error);
      }
    },
  };
}
