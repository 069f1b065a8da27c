/** Spec §3: the 15 interface languages; Icelandic is the default and the fallback (spec §4). */
export const LANGUAGES = [
  'en', 'is', 'pl', 'es', 'fr', 'de', 'zh', 'ja', 'pt', 'ru', 'ar', 'hi', 'it', 'ko', 'tr',
] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'is';
export const RTL_LANGUAGES: readonly Language[] = ['ar'];

/** Each language's name in its own language, for the picker and the "{language} selected" toast. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  is: 'Íslenska',
  pl: 'Polski',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  zh: '简体中文',
  ja: '日本語',
  pt: 'Português',
  ru: 'Русский',
  ar: 'العربية',
  hi: 'हिन्दी',
  it: 'Italiano',
  ko: '한국어',
  tr: 'Türkçe',
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * Spec §4, the first language of a visitor with no choice yet: Iceland → Icelandic, any other
 * country → English, a failed lookup (null) → Icelandic. Used by the browser's detection and by the
 * server when it picks which prerendered landing to send.
 */
export function languageForCountry(countryCode: string | null | undefined): Language {
  if (!countryCode) return DEFAULT_LANGUAGE;
  return countryCode.toUpperCase() === 'IS' ? 'is' : 'en';
}
