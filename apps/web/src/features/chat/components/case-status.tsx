import { PATIENT_CASE_STATES, type PatientCaseState } from '@asa/domain';
import { Check } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/**
 * Where the patient's case is at the clinic (issue 14 §6): received → a nurse is looking → sent to
 * a doctor → reviewed, as a small step list that updates live.
 */
export function CaseStatus({ state }: { state: PatientCaseState }) {
  const { t } = useTranslation('chat');
  const reached = PATIENT_CASE_STATES.indexOf(state);
  return (
    <section aria-label={t('clinic.statusTitle')} className="mb-2 rounded-2xl border border-neutral-200 bg-neutral-50 px-3 py-2">
      <p className="text-sm font-medium text-neutral-800" role="status" aria-live="polite" data-testid="case-state" data-state={state}>
        {t(`clinic.state.${state}`)}
      </p>
      <ol className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-xs text-neutral-500">
        {PATIENT_CASE_STATES.map((step, index) => (
          <li key={step} className={`inline-flex items-center gap-1 ${index <= reached ? 'font-semibold text-brand' : ''}`} aria-current={index === reached ? 'step' : undefined}>
            {index < reached ? <Check className="size-3" aria-hidden="true" /> : null}
            {t(`clinic.steps.${step}`)}
          </li>
        ))}
      </ol>
    </section>
  );
}
