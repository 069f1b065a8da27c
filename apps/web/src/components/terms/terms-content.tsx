import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { loadTerms, termsLanguageFor } from './load-terms.ts';
import { IP2LOCATION_CREDIT, OPERATOR } from './types.ts';

/**
 * The terms text of spec §2.4 in the interface language (English, Icelandic or Polish; English
 * with a note otherwise). Shared by the /terms screen and the landing's terms sheet.
 */
export function TermsContent({ headingLevel = 1 }: { headingLevel?: 1 | 2 }) {
  const { t, i18n } = useTranslation('auth');
  const { language, fallback } = termsLanguageFor(i18n.resolvedLanguage ?? i18n.language);
  const { data: terms } = useQuery({
    queryKey: ['terms', language],
    queryFn: () => loadTerms(language),
    staleTime: Infinity,
  });
  const Title = headingLevel === 1 ? 'h1' : 'h2';
  const Section = headingLevel === 1 ? 'h2' : 'h3';
  if (!terms) return <p aria-busy="true" className="py-8 text-center text-sm opacity-70">…</p>;
  return (
    <article lang={language} className="space-y-5 text-sm leading-relaxed">
      {fallback && (
        <p className="rounded-lg bg-amber-50 px-3 py-2 text-amber-900" lang={i18n.language}>
          {t('terms.englishNote')}
        </p>
      )}
      <header className="space-y-1">
        <Title className="text-2xl font-semibold">{terms.title}</Title>
        <p className="opacity-70">{t('terms.lastUpdated', { date: terms.lastUpdated })}</p>
        <p className="opacity-70">{t('terms.registration', { id: OPERATOR.registrationId })}</p>
      </header>
      {terms.sections.map((section) => (
        <section key={section.title} className="space-y-1">
          <Section className="text-base font-semibold">{section.title}</Section>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </section>
      ))}
      <footer lang="en" className="border-t border-current/10 pt-3 text-xs opacity-60">
        <p>{IP2LOCATION_CREDIT}</p>
      </footer>
    </article>
  );
}
