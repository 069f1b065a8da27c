import { AiProviderError } from './types.ts';

/**
 * A signal that aborts when the caller's signal aborts or the time-out passes, and a way to tell
 * afterwards which of the two happened. `dispose()` (in a `finally`) clears the timer and drops the
 * listener on the caller's signal: an `AbortSignal.timeout` cannot be cleared, so every call left a
 * timer that fired AI_TIMEOUT_MS later and ran the abort listeners of a long-finished request
 * (undici's, the AI SDK's) — ~8 ms of CPU per turn, landing in later turns (issue 16's profile).
 */
export function withTimeout(signal: AbortSignal | undefined, timeoutMs: number) {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort(new DOMException(`The operation timed out after ${timeoutMs} ms.`, 'TimeoutError'));
  }, timeoutMs);
  const onCallerAbort = () => controller.abort(signal?.reason);
  if (signal?.aborted) onCallerAbort();
  else signal?.addEventListener('abort', onCallerAbort, { once: true });
  return {
    signal: controller.signal,
    /** Clears the timer and the listener; the signal stays as it is. */
    dispose(): void {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onCallerAbort);
    },
    /** The error to report for something thrown while `signal` was in use. */
    toError(error: unknown): AiProviderError {
      if (error instanceof AiProviderError) return error;
      if (signal?.aborted) return new AiProviderError('client_gone', 'The client left.', { cause: error });
      if (timedOut) {
        return new AiProviderError('provider_timeout', `The AI provider did not finish within ${timeoutMs} ms.`, {
          cause: error,
        });
      }
      return new AiProviderError('provider_error', 'The AI provider failed.', { cause: error });
    },
  };
}
