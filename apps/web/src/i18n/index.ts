import { DEFAULT_LANGUAGE, LANGUAGES, RTL_LANGUAGES, type Language } from '@asa/domain/languages';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { onIdle } from '../lib/idle.ts';
import { NAMESPACES, type Namespace } from './namespaces.ts';

export { NAMESPACES, type Namespace } from './namespaces.ts';

import isAuth from './locales/is/auth.json';
import isCommon from './locales/is/common.json';

// Only the languages in use are downloaded: each file is its own chunk (the inlined ones aside).
const locales = import.meta.glob<{ default: Record<string, unknown> }>([
  './locales/*/*.json',
  '!./locales/is/common.json',
  '!./locales/is/auth.json',
]);

/**
 * What the landing needs in the default language ships inside the entry, so a first visit paints
 * without waiting for a translation file; every other language and namespace is fetched when used.
 */
const INLINED = { [DEFAULT_LANGUAGE]: { common: isCommon, auth: isAuth } };
const FIRST_PAINT_NAMESPACES: readonly Namespace[] = ['common', 'auth'];

export { LANGUAGE_STORAGE_KEY } from './detect.ts';

export function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = RTL_LANGUAGES.includes(language as Language) ? 'rtl' : 'ltr';
}

/**
 * Starts i18next in the visit's first language. For the default language this settles at once
 * (its landing namespaces are inlined); the other namespaces follow in the background.
 */
export async function initI18n(initialLanguage: Language = DEFAULT_LANGUAGE) {
  i18next.on('languageChanged', applyDocumentLanguage);
  const ready = i18next
    .use(
      resourcesToBackend(async (language: string, namespace: string) => {
        const load = locales[`./locales/${language}/${namespace}.json`];
        return load ? (await load()).default : {};
      }),
    )
    .use(initReactI18next)
    .init({
      lng: initialLanguage,
      // Spec §4: missing translations fall back to Icelandic.
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      resources: INLINED,
      // The inlined bundles are a start: everything else still comes from the backend.
      partialBundledLanguages: true,
      ns: [...FIRST_PAINT_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  applyDocumentLanguage(i18next.language);
  await ready;
  // Screens past the landing find their namespaces loaded (or loading) when they open; fetched once
  // the landing has painted and the page is idle, not while it starts (issue 16).
  onIdle(() => void i18next.loadNamespaces(NAMESPACES.filter((namespace) => !FIRST_PAINT_NAMESPACES.includes(namespace))));
  return i18next;
}

export { i18next };
