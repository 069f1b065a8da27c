import { type StaffCase, truncateSummary } from '@asa/domain';
import { Check, Languages, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { formatLanguageName, formatRelativeTime } from '../../../lib/format.ts';
import type { ViewMode } from './staff-header.tsx';
import { ClaimControl, UrgencyPair, usePatientName } from './case-workflow.tsx';
import { URGENCY_STYLES } from './urgency.tsx';

export type CardState = 'normal' | 'sent' | 'dimmed';

/** Nurse hub case card (spec §2.9): pulsing highlight for critical pending cases. */
export function CaseCard({
  chat,
  mode,
  state,
  highlight,
  canSend,
  onOpen,
  onSend,
  onDismiss,
}: {
  chat: StaffCase;
  mode: ViewMode;
  state: CardState;
  highlight: boolean;
  canSend: boolean;
  onOpen: () => void;
  onSend: () => void;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('staff');
  const patientName = usePatientName();
  const pending = !chat.dismissed && !chat.forwardedToDoctor && state === 'normal';
  const critical = chat.urgency === 1 && pending;
  const summary = truncateSummary(chat.diagnosisData?.patientSummary || chat.diagnosis).text;
  return (
    <article
      aria-label={patientName(chat)}
      data-case-id={chat.id}
      data-urgency={chat.urgency}
      className={`relative flex flex-col gap-2 rounded-xl border border-l-4 border-gray-200 p-4 shadow-sm ${URGENCY_STYLES[chat.urgency].border} ${
        // Set apart by a grey ground, not by fading: faded text fell to 2–3:1 contrast (issue 15).
        state === 'dimmed' ? 'border-dashed bg-gray-50' : 'bg-white'
      } ${critical ? 'animate-pulse-ring ring-2 ring-red-400' : ''} ${highlight ? 'outline outline-4 outline-pink-400' : ''} ${
        mode === 'list' ? 'sm:flex-row sm:items-center' : ''
      }`}
    >
      <button type="button" onClick={onOpen} className="min-w-0 flex-1 text-left">
        <div className="flex flex-wrap items-center gap-2">
          <UrgencyPair chat={chat} />
          <span className="text-xs text-gray-500">{formatRelativeTime(chat.createdAt * 1000)}</span>
          {chat.emergency ? <span className="text-xs font-semibold text-red-700">{t('common.emergency')}</span> : null}
          {chat.patientLanguage ? (
            <span className="inline-flex items-center gap-1 text-xs text-gray-500" title={t('common.patientLanguage')}>
              <Languages className="h-3.5 w-3.5" aria-hidden="true" />
              <span className="sr-only">{t('common.patientLanguage')}: </span>
              {formatLanguageName(chat.patientLanguage)}
            </span>
          ) : null}
          {highlight ? <span className="rounded bg-pink-600 px-1.5 text-xs font-bold text-white">{t('hub.new')}</span> : null}
        </div>
        <h3 className="mt-1 truncate font-semibold text-gray-900">{patientName(chat)}</h3>
        <p className="text-sm font-medium text-gray-800">{chat.diagnosisData?.primaryDiagnosis || chat.diagnosis}</p>
        <p className="mt-1 line-clamp-3 text-sm text-gray-600">{summary}</p>
      </button>
      <ClaimControl chat={chat} compact />
      <div className="flex flex-wrap items-center gap-2">
        {state === 'sent' || chat.forwardedToDoctor ? (
          <span className="inline-flex items-center gap-1 rounded-lg bg-sky-50 px-2 py-1 text-sm font-medium text-sky-800" role="status">
            <Send className="h-4 w-4" aria-hidden="true" />
            {t('common.sentToDoctor')}
          </span>
        ) : chat.dismissed ? (
          <span className="inline-flex items-center gap-1 rounded-lg bg-emerald-50 px-2 py-1 text-sm font-medium text-emerald-800">
            <Check className="h-4 w-4" aria-hidden="true" />
            {t('common.reviewed')}
          </span>
        ) : (
          <>
            {canSend ? (
              <button type="button" onClick={onSend} className="rounded-lg bg-red-600 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-700">
                {t('modal.sendToDoctor')}
              </button>
            ) : null}
            <button type="button" onClick={onDismiss} className="rounded-lg border border-gray-300 px-3 py-1.5 text-sm font-medium hover:bg-gray-50">
              {t('confirm.dismiss.confirm')}
            </button>
          </>
        )}
      </div>
    </article>
  );
}
