import { DEFAULT_LANGUAGE, type Language, languageForCountry } from '@asa/domain/languages';
import { holdEarlyActions } from './features/landing/early-actions.ts';
import { MOBILE_QUERY } from './features/landing/viewport.ts';
import {
  DETECTED_LANGUAGE_KEY,
  type Detection,
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
import './index.css';
import type * as StartModule from './app/start.tsx';

/**
 * The page's first script, kept small (issue 16: Lighthouse's total blocking time was hydrating the
 * whole app on load). It picks the visit's language and decides when the app (`app/start.tsx`:
 * React, router, i18next) starts: at once on every page but the prerendered landing; there, at the
 * patient's first action (a press, a key, a focus), when the page turns out to need the app (a
 * signed-in visitor, another language from the country lookup). Until then the landing's HTML
 * works on its own and `early-actions.ts` holds what only the app can do; the app's files are
 * downloaded (not run) once the page is idle after `load`, so that starting it is quick.
 */

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
let firstLanguage: Language = known?.language ?? DEFAULT_LANGUAGE;
let detection: Promise<Detection> | null = null;
if (!known && servedCountry) {
  firstLanguage = languageForCountry(servedCountry);
  safeSet(storage.session, DETECTED_LANGUAGE_KEY, firstLanguage);
} else if (!known) {
  detection = detectInitialLanguage({ ...storage, lookupCountry: () => fetchCountry() });
}

// The prerendered landing is kept (hydrated) when it is in this visit's language and is the plain
// landing (Google's return shows the loader first); otherwise the app renders from scratch. The
// inline script of the prerendered page hid it before the first paint in the same cases.
const googleReturn = new URLSearchParams(search).has('signedIn');
const keep = prerendered !== null && prerendered === firstLanguage && !googleReturn;

type StartedApp = typeof StartModule;
let started: Promise<StartedApp> | null = null;
function start(): Promise<StartedApp> {
  started ??= import('./app/start.tsx').then(async (app) => {
    await app.startApp({ container, firstLanguage, hydrate: keep });
    return app;
  });
  return started;
}

void detection?.then(async ({ language }) => {
  // A choice made while the lookup ran wins over it; the page already in that language waits.
  if (parseLanguage(safeGet(window.localStorage, LANGUAGE_STORAGE_KEY))) return;
  if (!started && language === firstLanguage) return;
  (await start()).followDetectedLanguage(language);
});

if (keep) {
  holdEarlyActions(container);
  // An address with a message for the app ("?loginError=google": a failed sign-in to say) needs it at once.
  if (searchWithoutLanguage(search) !== '') void start();
  startAtFirstAction();
  startWhenSignedIn();
  // The page holds the variant of this viewport only (early-actions.ts): across 768 px it needs the app.
  window.matchMedia(MOBILE_QUERY).addEventListener('change', () => void start(), { once: true });
  fetchAppWhenIdle();
} else {
  void start();
}

// The dark landing's title types out (CSS, `.asa-typed`) once the page has loaded.
whenLoaded(() => document.documentElement.classList.add('asa-typing'));

function whenLoaded(run: () => void): void {
  if (document.readyState === 'complete') run();
  else window.addEventListener('load', run, { once: true });
}

function startAtFirstAction(): void {
  // A press, a key, a focus — and what they lead to, for actions that come without them.
  const types = ['pointerdown', 'keydown', 'focusin', 'touchstart', 'input', 'change', 'click', 'submit'] as const;
  const now = () => {
    for (const type of types) window.removeEventListener(type, now, { capture: true });
    void start();
  };
  for (const type of types) window.addEventListener(type, now, { capture: true, passive: true });
}

/** A signed-in visitor is sent on from the landing (to /home): that needs the app at once. */
function startWhenSignedIn(): void {
  fetch('/api/auth/user', { credentials: 'include' })
    .then(async (response) => {
      // Read to the end: a body left unread keeps the request open (and the page never network-idle).
      await response.arrayBuffer();
      if (response.ok) void start();
    })
    .catch(() => {
      // No answer: the app asks again when it starts.
    });
}

/**
 * Downloads the app's files once the page is idle after `load`, without running them: the browser
 * keeps them, and the patient's first action only has to start the app. The build lists them in
 * the page (`asa-app-files`, apps/web/vite.config.ts).
 */
function fetchAppWhenIdle(): void {
  const files = document.querySelector<HTMLMetaElement>('meta[name="asa-app-files"]')?.content.split(' ').filter(Boolean) ?? [];
  // A few milliseconds of work per idle moment: the eleven files at once were one task of 4–29 ms on
  // this machine (issue 16), and each moment is a frame to render, so not one file per moment either.
  let next = 0;
  const fetchSome = () => {
    const until = performance.now() + 4;
    while (!started && next < files.length && performance.now() < until) {
      const link = document.createElement('link');
      link.rel = 'prefetch';
      link.href = files[next++]!;
      // As the app's `import()` asks for them, so that the browser's cache answers it.
      link.crossOrigin = 'anonymous';
      document.head.append(link);
    }
    if (!started && next < files.length) whenIdle(fetchSome);
  };
  whenLoaded(() => whenIdle(fetchSome));
}

function whenIdle(run: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(run, { timeout: 2000 });
  else window.setTimeout(run, 500);
}
