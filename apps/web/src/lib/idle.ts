import { useEffect, useState } from 'react';

/**
 * Runs `run` once the browser is idle after the first paint (at the latest after `timeoutMs`), so
 * what the first screen does not need loads after it paints (issue 16). Returns a cancel.
 */
export function onIdle(run: () => void, timeoutMs = 3000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(run, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, Math.min(timeoutMs, 500));
  return () => window.clearTimeout(id);
}

/** True once the browser has been idle after the first paint. */
export function useIdle(timeoutMs = 3000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => onIdle(() => setIdle(true), timeoutMs), [timeoutMs]);
  return idle;
}
