import { Phone, Siren } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Shown when the red-flag floor fires, whatever the model wrote (issue 4 item 6). */
export function EmergencyCard() {
  const { t } = useTranslation('chat');
  return (
    <section
      role="alert"
      aria-labelledby="emergency-card-title"
      className="rounded-2xl border border-red-300 bg-red-50 p-4 text-red-900 shadow-sm"
    >
      <div className="flex items-start gap-3">
        <Siren className="mt-0.5 size-6 shrink-0 text-red-600" aria-hidden="true" />
        <div className="min-w-0 flex-1">
          <h2 id="emergency-card-title" className="font-semibold">
            {t('emergencyCard.title')}
          </h2>
          <p className="mt-1 text-sm">{t('emergencyCard.body')}</p>
          <a
            href="tel:112"
            className="mt-3 inline-flex items-center gap-2 rounded-full bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700"
          >
            <Phone className="size-4" aria-hidden="true" />
            {t('emergencyCard.call')}
          </a>
        </div>
      </div>
    </section>
  );
}
