import { confidenceBand, type DiagnosisData, type MedicalHistory } from '@asa/domain';
import { useTranslation } from 'react-i18next';

/** Spec §3 medicalHistory groups; empty values (and then empty groups) are hidden. */
export function MedicalHistoryView({ history }: { history: MedicalHistory | null }) {
  const { t } = useTranslation('staff');
  const groups = Object.entries(history ?? {})
    .map(([group, fields]) => [group, Object.entries((fields ?? {}) as Record<string, unknown>).filter(([, v]) => typeof v === 'string' && v.trim())] as const)
    .filter(([, fields]) => fields.length > 0);
  if (groups.length === 0) return <p className="text-sm text-gray-500">{t('modal.none')}</p>;
  return (
    <div className="space-y-3">
      {groups.map(([group, fields]) => (
        <section key={group}>
          <h4 className="text-xs font-semibold uppercase tracking-wide text-gray-500">{t(`history.${group}`, { defaultValue: group })}</h4>
          <dl className="mt-1 grid grid-cols-1 gap-x-4 gap-y-1 text-sm sm:grid-cols-[max-content_1fr]">
            {fields.map(([key, value]) => (
              <div key={key} className="contents">
                <dt className="font-medium text-gray-700">{t(`history.fields.${key}`, { defaultValue: key })}</dt>
                <dd className="text-gray-900">{String(value)}</dd>
              </div>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}

const BAND_STYLES = {
  green: { bar: 'bg-emerald-500', text: 'text-emerald-700' },
  yellow: { bar: 'bg-yellow-400', text: 'text-yellow-700' },
  orange: { bar: 'bg-orange-500', text: 'text-orange-700' },
  red: { bar: 'bg-red-500', text: 'text-red-700' },
} as const;

/** Spec §5 confidence colour bands on a bar. */
export function ConfidenceBar({ value }: { value: number }) {
  const { t } = useTranslation('staff');
  const band = BAND_STYLES[confidenceBand(value)];
  return (
    <div className="flex items-center gap-2">
      <div
        className="h-2 flex-1 overflow-hidden rounded-full bg-gray-200"
        role="meter"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-label={t('modal.confidence')}
      >
        <div className={`h-full ${band.bar}`} style={{ width: `${Math.max(0, Math.min(100, value))}%` }} />
      </div>
      <span className={`w-10 text-right text-sm font-semibold ${band.text}`}>{value}%</span>
    </div>
  );
}

/** Red flags are read from the first differential only (spec §3), else the case-level copy. */
export function firstRedFlags(data: DiagnosisData | null) {
  const fromFirst = data?.differentialDiagnoses?.[0]?.redFlagsAssessment;
  return fromFirst ?? data?.redFlagsAssessment ?? { presentRedFlags: [], absentRedFlags: [], unknownRedFlags: [], warningSignsToMonitor: [] };
}
