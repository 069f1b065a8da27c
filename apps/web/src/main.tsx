import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { DEFAULT_LANGUAGE } from '@asa/domain/languages';
import {
  detectInitialLanguage,
  fetchCountry,
  knownLanguage,
  LANGUAGE_STORAGE_KEY,
  languageFromQuery,
  parseLanguage,
  safeGet,
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

// Spec §4: ?lang → stored manual choice → country by IP (our own /api/geo). The first two are
// known at once; the country lookup is a round trip, so it is not waited for: the first visit
// paints in the default language and turns to the detected one when the answer comes.
const known = knownLanguage(storage);
const firstLanguage = known?.language ?? DEFAULT_LANGUAGE;
void initI18n(firstLanguage);
if (!known) {
  void detectInitialLanguage({ ...storage, lookupCountry: () => fetchCountry() }).then(({ language }) => {
    // A choice made while the lookup ran wins over it.
    const chosen = parseLanguage(safeGet(window.localStorage, LANGUAGE_STORAGE_KEY));
    if (!chosen && language !== i18next.language) void i18next.changeLanguage(language);
  });
}

// The first render as a transition: React yields to the browser every few milliseconds instead of
// holding the main thread for the whole tree (issue 16: Lighthouse's total blocking time).
const root = createRoot(document.getElementById('root')!);
startTransition(() =>
  root.render(
    <StrictMode>
      <App />
    </StrictMode>,
  ),
);
