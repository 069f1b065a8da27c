import { isLanguage, LANGUAGE_NAMES, LANGUAGES } from '@asa/domain/languages';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../lib/toast.ts';
import { chooseLanguage } from '../../i18n/language-choice.ts';

/** A visible language picker for screens before sign-in: the native select, labelled and keyboard-ready. */
export function LanguageSelect({ dark = false }: { dark?: boolean }) {
  const { t, i18n } = useTranslation('common');
  const id = useId();
  const current = i18n.resolvedLanguage ?? i18n.language;
  return (
    <div className="flex items-center gap-1.5">
      <Languages className={`size-4 ${dark ? 'text-neutral-300' : 'text-neutral-600'}`} aria-hidden="true" />
      <label htmlFor={id} className="sr-only">
        {t('language.label')}
      </label>
      <select
        id={id}
        value={isLanguage(current) ? current : 'is'}
        onChange={(event) => {
          const language = event.target.value;
          if (!isLanguage(language)) return;
          chooseLanguage(language).then(
            () => toast.success(t('language.selected', { language: LANGUAGE_NAMES[language], lng: language })),
            () => toast.error(t('errors.unexpected')),
          );
        }}
        // A fixed box (issue 16): a native select is as wide as its widest option, so one painted
        // before all its options were parsed grew, and rewrapped the line around it (a layout shift).
        className={`h-8 w-30 rounded-full border px-3 text-sm focus-visible:ring-2 focus-visible:ring-pink-500 focus-visible:outline-none ${
          dark ? 'border-neutral-600 bg-neutral-900 text-white' : 'border-neutral-300 bg-white text-neutral-900'
        }`}
      >
        {LANGUAGES.map((language) => (
          <option key={language} value={language} lang={language}>
            {LANGUAGE_NAMES[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
