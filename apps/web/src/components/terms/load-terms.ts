import type { TermsDocument } from './types.ts';

/** Spec §2.4: English, Icelandic or Polish by interface language; English for every other language. */
export const TERMS_LANGUAGES = ['en', 'is', 'pl'] as const;
type TermsLanguage = (typeof TERMS_LANGUAGES)[number];

const loaders: Record<TermsLanguage, () => Promise<{ terms: TermsDocument }>> = {
  en: () => import('./en.ts'),
  is: () => import('./is.ts'),
  pl: () => import('./pl.ts'),
};

export function termsLanguageFor(language: string | undefined): { language: TermsLanguage; fallback: boolean } {
  const base = (language ?? 'en').split('-')[0] as TermsLanguage;
  return TERMS_LANGUAGES.includes(base) ? { language: base, fallback: false } : { language: 'en', fallback: true };
}

export async function loadTerms(language: TermsLanguage): Promise<TermsDocument> {
  return (await loaders[language]()).terms;
}
