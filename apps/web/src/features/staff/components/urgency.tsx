import { EMERGENCY_URGENCIES, URGENCY_LEVELS, type Urgency, urgencyLabels } from '@asa/domain';
import { useTranslation } from 'react-i18next';

/** Staff-scale colours (1 Critical … 5 Minimal); unknown values style as 3 (spec §3). */
export const URGENCY_STYLES: Record<Urgency, { badge: string; border: string; dot: string }> = {
  1: { badge: 'bg-red-100 text-red-800 ring-red-300', border: 'border-l-red-600', dot: 'bg-red-600' },
  2: { badge: 'bg-orange-100 text-orange-800 ring-orange-300', border: 'border-l-orange-500', dot: 'bg-orange-500' },
  3: { badge: 'bg-yellow-100 text-yellow-800 ring-yellow-300', border: 'border-l-yellow-500', dot: 'bg-yellow-500' },
  4: { badge: 'bg-sky-100 text-sky-800 ring-sky-300', border: 'border-l-sky-500', dot: 'bg-sky-500' },
  5: { badge: 'bg-emerald-100 text-emerald-800 ring-emerald-300', border: 'border-l-emerald-500', dot: 'bg-emerald-500' },
};

export function useUrgencyLabel() {
  const { t } = useTranslation('staff');
  return (value: unknown) => t(`urgency.staff.${urgencyLabels(value).staffKey}`);
}

/** "Critical + High (urgency 1–2)": the levels of the table's emergency-now class, by their labels. */
export function useEmergencyLabel() {
  const { t } = useTranslation('staff');
  const label = useUrgencyLabel();
  const levels = EMERGENCY_URGENCIES;
  return t('doctor.stats.critical', {
    labels: levels.map((u) => label(u)).join(' + '),
    levels: levels.length > 1 ? `${levels[0]}–${levels[levels.length - 1]}` : String(levels[0]),
  });
}

export function UrgencyBadge({ urgency }: { urgency: unknown }) {
  const label = useUrgencyLabel();
  const { urgency: level } = urgencyLabels(urgency);
  return (
    <span className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${URGENCY_STYLES[level].badge}`}>
      <span className={`h-1.5 w-1.5 rounded-full ${URGENCY_STYLES[level].dot}`} aria-hidden="true" />
      {label(level)}
    </span>
  );
}

/** DESIGN D1 / issue 18: both labelings and the disposition of each stored level, from the urgency table in @asa/domain. */
export function UrgencyScalePanel() {
  const { t } = useTranslation('staff');
  return (
    <section aria-labelledby="urgency-scale-title" className="rounded-xl border border-gray-200 bg-white p-4">
      <h2 id="urgency-scale-title" className="mb-3 text-base font-semibold">
        {t('scale.title')}
      </h2>
      <table className="w-full text-left text-sm">
        <thead className="text-xs uppercase text-gray-500">
          <tr>
            <th className="py-1 pr-2">{t('scale.staff')}</th>
            <th className="py-1 pr-2">{t('scale.patient')}</th>
            <th className="py-1">{t('scale.disposition')}</th>
          </tr>
        </thead>
        <tbody>
          {URGENCY_LEVELS.map((level) => {
            const labels = urgencyLabels(level);
            return (
              <tr key={level} className="border-t border-gray-100 align-top">
                <td className="py-2 pr-2">
                  <span className="font-mono text-xs text-gray-500">{level}</span> <UrgencyBadge urgency={level} />
                </td>
                <td className="py-2 pr-2">
                  <span className="font-mono text-xs text-gray-500">{labels.patientLevel}</span>{' '}
                  <strong>{t(`urgency.patient.${labels.patientKey}`)}</strong>
                  <p className="text-xs text-gray-600">{t(`scale.patientHint.${labels.patientKey}`)}</p>
                </td>
                <td className="py-2">{t(`scale.dispositions.${labels.staffKey}`)}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}
