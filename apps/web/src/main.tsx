import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { detectInitialLanguage, fetchCountry, languageFromQuery, searchWithoutLanguage } from './i18n/detect.ts';
import { initI18n } from './i18n/index.ts';
import './index.css';

async function start() {
  const { pathname, search, hash } = window.location;
  if (languageFromQuery(search)) {
    // Remembered by the detection below; dropped from the address first (the router reads the
    // address when it is created) so that a later manual choice survives a reload.
    window.history.replaceState(window.history.state, '', `${pathname}${searchWithoutLanguage(search)}${hash}`);
  }
  // Spec §4: ?lang → stored manual choice → country by IP (our own /api/geo). Decided before the
  // first paint so a visitor never sees one language flash into another; the app loads meanwhile.
  const [{ language }, { App }] = await Promise.all([
    detectInitialLanguage({
      search,
      local: window.localStorage,
      session: window.sessionStorage,
      lookupCountry: () => fetchCountry(),
    }),
    import('./app/app.tsx'),
  ]);
  void initI18n(language);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void start();
