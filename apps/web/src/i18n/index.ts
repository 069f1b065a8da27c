import { DEFAULT_LANGUAGE, LANGUAGES, RTL_LANGUAGES, type Language } from '@asa/domain';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { NAMESPACES } from './namespaces.ts';

export { NAMESPACES, type Namespace } from './namespaces.ts';

// Only the languages in use are downloaded: each file is its own chunk.

const locales = import.meta.glob<{ default: Record<string, unknown> }>('./locales/*/*.json');

export { LANGUAGE_STORAGE_KEY } from './detect.ts';

export function applyDocumentLanguage(language: string): void {
  document.documentElement.lang = language;
  document.documentElement.dir = RTL_LANGUAGES.includes(language as Language) ? 'rtl' : 'ltr';
}

export async function initI18n(initialLanguage: Language = DEFAULT_LANGUAGE) {
  i18next.on('languageChanged', applyDocumentLanguage);
  await i18next
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
      ns: [...NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
      react: { useSuspense: true },
    });
  applyDocumentLanguage(i18next.language);
  return i18next;
}

export { i18next };
