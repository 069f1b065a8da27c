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

const INTERACTIONS = ['pointerdown', 'keydown', 'focusin', 'touchstart'] as const;

/**
 * True from the visitor's first interaction with the page (a press, a key, a focus): what only an
 * interaction can need (the landing's sheets) is loaded then, not while the page starts (issue 16).
 */
export function useFirstInteraction(): boolean {
  const [interacted, setInteracted] = useState(false);
  useEffect(() => {
    if (interacted) return undefined;
    const done = () => setInteracted(true);
    for (const type of INTERACTIONS) window.addEventListener(type, done, { capture: true, once: true, passive: true });
    return () => {
      for (const type of INTERACTIONS) window.removeEventListener(type, done, { capture: true });
    };
  }, [interacted]);
  return interacted;
}
