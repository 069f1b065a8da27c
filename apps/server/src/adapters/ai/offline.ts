import { setTimeout as sleep } from 'node:timers/promises';
import { inProcessTriageReader, type TriageReader } from '../triage/pool.ts';
import { type AiProvider, AiProviderError, type ReplyRequest } from './types.ts';
import { withTimeout } from './timeout.ts';

/** Splits a reply into word-sized chunks (whitespace kept), so it streams like a model's. */
export function chunkText(text: string): string[] {
  return text.match(/\s*\S+\s*|\s+/g) ?? [];
}

/**
 * The built-in triage engine (the default, no network). It decides the whole reply at once; the
 * reply is streamed in small chunks with a short pause so the patient sees it arrive as usual.
 */
export function offlineProvider(options: { timeoutMs: number; chunkDelayMs?: number; triage?: TriageReader }): AiProvider {
  const chunkDelayMs = options.chunkDelayMs ?? 12;
  const triage = options.triage ?? inProcessTriageReader();
  return {
    name: 'offline',
    model: null,
    async *streamReply({ messages, language, signal, prepared }: ReplyRequest) {
      let text: string;
      try {
        text = prepared ?? (await triage.offlineReply({ messages, language }));
      } catch (error) {
        throw new AiProviderError('provider_error', 'The offline engine failed.', { cause: error });
      }
      const guard = withTimeout(signal, options.timeoutMs);
      try {
        for (const chunk of chunkText(text)) {
          try {
            if (chunkDelayMs > 0) await sleep(chunkDelayMs, undefined, { signal: guard.signal });
            guard.signal.throwIfAborted();
          } catch (error) {
            throw guard.toError(error);
          }
          yield chunk;
        }
      } finally {
        guard.dispose();
      }
    },
  };
}
