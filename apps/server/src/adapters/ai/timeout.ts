import { AiProviderError } from './types.ts';

/**
 * A signal that aborts when the caller's signal aborts or the time-out passes, and a way to tell
 * afterwards which of the two happened.
 */
export function withTimeout(signal: AbortSignal | undefined, timeoutMs: number) {
  const timeout = AbortSignal.timeout(timeoutMs);
  const combined = signal ? AbortSignal.any([signal, timeout]) : timeout;
  return {
    signal: combined,
    /** The error to report for something thrown while `combined` was in use. */
    toError(error: unknown): AiProviderError {
      if (error instanceof AiProviderError) return error;
      if (signal?.aborted) return new AiProviderError('client_gone', 'The client left.', { cause: error });
      if (timeout.aborted) {
        return new AiProviderError('provider_timeout', `The AI provider did not finish within ${timeoutMs} ms.`, {
          cause: error,
        });
      }
      return new AiProviderError('provider_error', 'The AI provider failed.', { cause: error });
    },
  };
}
