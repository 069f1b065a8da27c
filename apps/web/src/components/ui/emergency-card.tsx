import { isLanguage, type Language, RTL_LANGUAGES } from '@asa/domain/languages';
import { Phone, Siren } from 'lucide-react';
import { Suspense, useId } from 'react';
import { useTranslation } from 'react-i18next';

const dirOf = (language: Language) => (RTL_LANGUAGES.includes(language) ? 'rtl' : 'ltr');

/** The card's words in one language; loads that language's catalogue if it is not the interface's. */
function EmergencyText({ language, titleId }: { language: Language; titleId?: string }) {
  const { t } = useTranslation('chat', { lng: language });
  return (
    <div lang={language} dir={dirOf(language)}>
      <h2 id={titleId} className="font-semibold">
        {t('emergencyCard.title')}
      </h2>
      <p className="mt-1 text-sm">{t('emergencyCard.body')}</p>
    </div>
  );
}

export interface EmergencyCardProps {
  /**
   * The patient's language (the reply's, DESIGN D13). When it is not the interface language the
   * card shows both: the patient's first, then the interface's.
   */
  language?: Language | null;
}

/** Shown when the red-flag floor fires, whatever the model wrote (issue 4 item 6). */
export function EmergencyCard({ language }: EmergencyCardProps) {
  const { i18n } = useTranslation('chat');
  const titleId = useId();
  const current = i18n.resolvedLanguage ?? i18n.language;
  const interfaceLanguage: Language = isLanguage(current) ? current : 'is';
  const primary = language && language !== interfaceLanguage ? language : interfaceLanguage;
  return (
    <section
      role="alert"
      aria-labelledby={titleId}
      className="rounded-2xl border border-red-300 bg-red-50 p-4 text-red-900 shadow-sm"
    >
      {/* While the patient's catalogue loads, the card shows at once in the interface language. */}
      <Suspense fallback={<CardBody primary={interfaceLanguage} interfaceLanguage={interfaceLanguage} titleId={titleId} />}>
        <CardBody primary={primary} interfaceLanguage={interfaceLanguage} titleId={titleId} />
      </Suspense>
    </section>
  );
}

function CardBody({ primary, interfaceLanguage, titleId }: { primary: Language; interfaceLanguage: Language; titleId: string }) {
  const { t } = useTranslation('chat', { lng: primary });
  return (
    <div className="flex items-start gap-3">
      <Siren className="mt-0.5 size-6 shrink-0 text-red-700" aria-hidden="true" />
      <div className="min-w-0 flex-1">
        <EmergencyText language={primary} titleId={titleId} />
        {primary !== interfaceLanguage && (
          <div className="mt-3 border-t border-red-200 pt-3">
            <EmergencyText language={interfaceLanguage} />
          </div>
        )}
        <a
          href="tel:112"
          lang={primary}
          dir={dirOf(primary)}
          className="mt-3 inline-flex items-center gap-2 rounded-full bg-red-700 px-4 py-2 text-sm font-semibold text-white hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-800"
        >
          <Phone className="size-4" aria-hidden="true" />
          {t('emergencyCard.call')}
        </a>
      </div>
    </div>
  );
}
