import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { DEFAULT_LANGUAGE, languageForCountry } from '@asa/domain/languages';
import {
  DETECTED_LANGUAGE_KEY,
  detectInitialLanguage,
  fetchCountry,
  knownLanguage,
  LANGUAGE_STORAGE_KEY,
  languageFromQuery,
  parseLanguage,
  safeGet,
  safeSet,
  searchWithoutLanguage,
} from './i18n/detect.ts';
import { i18next, initI18n } from './i18n/index.ts';
import './index.css';

const { pathname, search, hash } = window.location;
if (languageFromQuery(search)) {
  // Remembered by the detection below; dropped from the address first (the router reads the
  // address when it is created) so that a later manual choice survives a reload.
  window.history.replaceState(window.history.state, '', `${pathname}${searchWithoutLanguage(search)}${hash}`);
}
const storage = { search, local: window.localStorage, session: window.sessionStorage };

// Spec §4: ?lang → stored manual choice → country by IP. The first two are known at once. The
// prerendered landing comes with the country the server looked up (no round trip); where it has
// none (other pages, an address the server cannot place) the lookup (/api/geo) is not waited for:
// the first visit paints in the default language and turns to the detected one when it answers.
const container = document.getElementById('root')!;
const prerendered = parseLanguage(container.dataset.prerendered);
const servedCountry = document.querySelector<HTMLMetaElement>('meta[name="asa-country"]')?.content || null;
const known = knownLanguage(storage);
let firstLanguage = known?.language ?? DEFAULT_LANGUAGE;
if (!known && servedCountry) {
  firstLanguage = languageForCountry(servedCountry);
  safeSet(storage.session, DETECTED_LANGUAGE_KEY, firstLanguage);
} else if (!known) {
  void detectInitialLanguage({ ...storage, lookupCountry: () => fetchCountry() }).then(({ language }) => {
    // A choice made while the lookup ran wins over it.
    const chosen = parseLanguage(safeGet(window.localStorage, LANGUAGE_STORAGE_KEY));
    if (!chosen && language !== i18next.language) void i18next.changeLanguage(language);
  });
}
void initI18n(firstLanguage);

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// The prerendered landing is kept (hydrated) when it is in this visit's language and is the plain
// landing (Google's return shows the loader first); otherwise the app renders from scratch. The
// inline script of the prerendered page hid it before the first paint in the same cases.
const googleReturn = new URLSearchParams(search).has('signedIn');
// Hydration and the first render as a transition: React yields to the browser every few
// milliseconds instead of holding the main thread for the whole tree (issue 16: Lighthouse's total
// blocking time).
if (prerendered && prerendered === firstLanguage && !googleReturn) {
  startTransition(() => void hydrateRoot(container, app));
} else {
  if (prerendered) container.replaceChildren();
  const root = createRoot(container);
  startTransition(() => root.render(app));
}
delete container.dataset.prerendered;
document.documentElement.classList.remove('asa-prerender-hidden');
