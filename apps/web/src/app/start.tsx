import type { Language } from '@asa/domain/languages';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { i18next, initI18n } from '../i18n/index.ts';
import { App } from './app.tsx';

/**
 * Starts the app (React, the router, i18next, the query client): everything `main.tsx` leaves out
 * of the page's first script (issue 16). On the prerendered landing it runs at the patient's first
 * action or once the page has long been idle; on every other page at once.
 */
export async function startApp({
  container,
  firstLanguage,
  hydrate,
}: {
  container: HTMLElement;
  firstLanguage: Language;
  /** Keep the prerendered landing in `container` (hydrate it) rather than render from scratch. */
  hydrate: boolean;
}): Promise<void> {
  const i18nReady = initI18n(firstLanguage);
  const app = (
    <StrictMode>
      <App />
    </StrictMode>
  );
  // Hydration and the first render as a transition: React yields to the browser every few
  // milliseconds instead of holding the main thread for the whole tree (Lighthouse's total
  // blocking time).
  if (hydrate) {
    // The page's namespaces first, so that the landing hydrates in one pass instead of suspending.
    await i18nReady;
    startTransition(() => void hydrateRoot(container, app));
  } else {
    container.replaceChildren();
    const root = createRoot(container);
    startTransition(() => root.render(app));
  }
  delete container.dataset.prerendered;
  document.documentElement.classList.remove('asa-prerender-hidden');
}

/** The country lookup answered after the app started: turn to its language unless it is already shown. */
export function followDetectedLanguage(language: Language): void {
  if (language !== i18next.language) void i18next.changeLanguage(language);
}
