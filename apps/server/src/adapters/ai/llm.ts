import { type LanguageModel, streamText } from 'ai';
import { replySystemPrompt } from './prompts.ts';
import { withTimeout } from './timeout.ts';
import { type AiProvider, type AiProviderName, type ConversationTurn, type ReplyRequest } from './types.ts';

/** The AI SDK's provider interface (what `@ai-sdk/openai` and `@ai-sdk/openai-compatible` build). */
type ModelV3 = Extract<LanguageModel, { specificationVersion: 'v3' }>;
type StreamCall = Parameters<ModelV3['doStream']>[0];

function isModelV3(model: LanguageModel): model is ModelV3 {
  return typeof model === 'object' && model.specificationVersion === 'v3';
}

/** The reply's prompt in the provider interface's shape: the system prompt, then the turns. */
function replyPrompt(messages: ConversationTurn[], system: string): StreamCall['prompt'] {
  return [
    { role: 'system', content: system },
    ...messages.map((m) => ({ role: m.role, content: [{ type: 'text' as const, text: m.content }] })),
  ];
}

/**
 * OpenAI or an OpenAI-compatible server (Ollama, vLLM, llama.cpp server, LM Studio) via the AI SDK.
 *
 * The reply is read from the provider model's own stream (`doStream`: the SDK's protocol client,
 * its request, SSE parsing and chunk validation) rather than through `streamText`, whose extra
 * layers — a stitchable stream, a tee, several transform streams and step bookkeeping for tools this
 * reply never uses — were a large share of the CPU between the send and the first byte (issue 16).
 * A model of another interface version goes through `streamText` as before.
 */
export function llmProvider(options: { name: AiProviderName; model: LanguageModel; timeoutMs: number }): AiProvider {
  const { model, timeoutMs } = options;
  return {
    name: options.name,
    model,
    async *streamReply({ messages, language, signal }: ReplyRequest) {
      const guard = withTimeout(signal, timeoutMs);
      try {
        if (isModelV3(model)) {
          const { stream } = await model.doStream({
            prompt: replyPrompt(messages, replySystemPrompt(language)),
            abortSignal: guard.signal,
          });
          const reader = stream.getReader();
          try {
            for (;;) {
              const { done, value: part } = await reader.read();
              if (done) break;
              if (part.type === 'text-delta') {
                if (part.delta) yield part.delta;
              } else if (part.type === 'error') {
                throw part.error;
              } else if (part.type === 'finish') {
                break;
              }
            }
          } finally {
            // Ends the provider's response when the reply stops early (client gone, error).
            reader.cancel().catch(() => {});
          }
        } else {
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
        }
        guard.signal.throwIfAborted();
      } catch (error) {
        throw guard.toError(error);
      } finally {
        guard.dispose();
      }
    },
  };
}
