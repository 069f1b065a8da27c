import type { StaffCase } from '@asa/domain';
import { ChevronDown, X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Markdown } from '../../../components/ui/markdown.tsx';
import { Modal, ModalDescription, ModalTitle } from '../../../components/ui/modal.tsx';
import { VoiceTurnMark } from '../../../components/ui/voice-turn-mark.tsx';
import { formatLanguageName } from '../../../lib/format.ts';
import { useCaseMessages } from '../api/cases.ts';
import { useCaseDetail } from '../api/workflow.ts';
import { CaseWorkflowPanel, ClaimControl, PatientContact, UrgencyPair, usePatientName } from './case-workflow.tsx';
import { ConfidenceBar, firstRedFlags, MedicalHistoryView } from './medical-history.tsx';
import { Tabs } from './tabs.tsx';

const TABS = ['overview', 'clinical', 'actions'] as const;
type Tab = (typeof TABS)[number];

function Collapsible({ title, children, defaultOpen = true }: { title: string; children: ReactNode; defaultOpen?: boolean }) {
  const [open, setOpen] = useState(defaultOpen);
  return (
    <section className="rounded-lg border border-gray-200">
      <button
        type="button"
        className="flex w-full items-center justify-between px-3 py-2 text-left font-semibold"
        aria-expanded={open}
        onClick={() => setOpen((v) => !v)}
      >
        {title}
        <ChevronDown className={`h-4 w-4 transition-transform ${open ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>
      {open ? <div className="border-t border-gray-100 px-3 py-2">{children}</div> : null}
    </section>
  );
}

function FlagList({ title, items, tone }: { title: string; items: readonly string[]; tone: string }) {
  const { t } = useTranslation('staff');
  return (
    <div>
      <h5 className={`text-sm font-semibold ${tone}`}>{title}</h5>
      {items.length === 0 ? (
        <p className="text-sm text-gray-500">{t('modal.none')}</p>
      ) : (
        <ul className="ml-4 list-disc text-sm">
          {items.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * Spec §2.11: Overview / Clinical Details / Actions; body 90vh; footer actions only while the case
 * is pending (DESIGN D10: no Send to Doctor for doctors).
 */
export function CaseDetailModal({
  chat: listed,
  canSendToDoctor,
  onSendToDoctor,
  onMarkReviewed,
  onReopen,
  onClose,
}: {
  chat: StaffCase;
  canSendToDoctor: boolean;
  onSendToDoctor: () => void;
  onMarkReviewed: () => void;
  /** Offered for reviewed (dismissed) cases when given: the case returns to pending. */
  onReopen?: () => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('staff');
  const patientName = usePatientName();
  const [tab, setTab] = useState<Tab>('overview');
  // Opening the case reads it from the server (audited as a read of the patient's data, issue 14 §1)
  // and keeps it current: live events write their case into it (issue 14 §11).
  const detail = useCaseDetail(listed.id);
  const chat = detail.data ?? listed;
  const messages = useCaseMessages(tab === 'overview' ? chat.id : null);
  const data = chat.diagnosisData;
  const first = data?.differentialDiagnoses?.[0];
  const flags = firstRedFlags(data);
  const pending = !chat.dismissed && !chat.forwardedToDoctor;
  const tabIds = useId();

  return (
    <Modal onClose={onClose} testId="case-modal" className="flex max-h-[96vh] max-w-3xl flex-col overflow-hidden">
        <div className="flex items-start justify-between gap-3 border-b border-gray-200 p-4">
          <div className="min-w-0">
            <ModalTitle className="truncate text-lg font-bold">{patientName(chat)}</ModalTitle>
            <PatientContact chat={chat} />
            <ModalDescription asChild>
              <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-gray-600">
                <UrgencyPair chat={chat} />
                <span>{data?.primaryDiagnosis || chat.diagnosis}</span>
              </div>
            </ModalDescription>
            {chat.forwardedBy ? (
              <p className="mt-1 text-sm font-medium text-sky-800">
                {t('workflow.escalatedBy', { name: chat.forwardedBy.name })}
              </p>
            ) : null}
            <div className="mt-2">
              <ClaimControl chat={chat} />
            </div>
          </div>
          <button type="button" onClick={onClose} aria-label={t('common.close')} className="rounded-md p-1 text-gray-500 hover:bg-gray-100">
            <X className="h-5 w-5" aria-hidden="true" />
          </button>
        </div>
        <Tabs tabs={TABS} selected={tab} onSelect={setTab} label={(value) => t(`modal.tabs.${value}`)} idPrefix={tabIds} className="px-4" />
        {/* Spec §9: modal body 90vh (capped by the viewport on small screens). */}
        {/* Focusable: keyboards scroll a long case (axe scrollable-region-focusable). */}
        <div
          role="tabpanel"
          id={`${tabIds}-panel-${tab}`}
          tabIndex={0}
          aria-labelledby={`${tabIds}-tab-${tab}`}
          className="h-[90vh] max-h-[calc(96vh-12rem)] overflow-y-auto p-4 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-pink-600"
        >
          {tab === 'overview' ? (
            <div className="space-y-4">
              <section>
                <h3 className="text-sm font-semibold text-gray-500">{t('modal.patientSummary')}</h3>
                <p className="mt-1">{data?.patientSummary || chat.diagnosis || t('modal.noAssessment')}</p>
              </section>
              {chat.patientLanguage ? (
                <section>
                  <h3 className="text-sm font-semibold text-gray-500">{t('common.patientLanguage')}</h3>
                  <p className="mt-1">{formatLanguageName(chat.patientLanguage)}</p>
                </section>
              ) : null}
              <section>
                <h3 className="text-sm font-semibold text-gray-500">{t('modal.primaryDiagnosis')}</h3>
                <p className="mt-1 font-medium">{data?.primaryDiagnosis || chat.diagnosis}</p>
              </section>
              <dl className="grid grid-cols-3 gap-2 text-center">
                {[
                  [t('modal.confidence'), first ? `${first.confidenceLevel}%` : '–'],
                  [t('modal.differentials'), data?.differentialDiagnoses?.length ?? 0],
                  [t('modal.redFlags'), flags.presentRedFlags.length],
                ].map(([label, value]) => (
                  <div key={String(label)} className="rounded-lg bg-gray-50 p-2">
                    <dt className="text-xs text-gray-500">{label}</dt>
                    <dd className="text-xl font-bold">{value}</dd>
                  </div>
                ))}
              </dl>
              <section>
                <h3 className="text-sm font-semibold text-gray-500">{t('modal.transcript')}</h3>
                <ol className="mt-2 space-y-2">
                  {(messages.data?.messages ?? []).map((message, index) => (
                    <li
                      key={index}
                      className={`max-w-[85%] rounded-xl px-3 py-2 text-sm ${
                        message.role === 'user' ? 'ml-auto bg-pink-50' : message.role === 'clinic' ? 'border border-sky-200 bg-sky-50' : 'bg-gray-100'
                      }`}
                    >
                      {message.role === 'clinic' ? (
                        <span className="mb-1 block text-xs font-semibold text-sky-800">
                          {t('workflow.fromClinic', { name: message.sender?.name ?? '' })}
                        </span>
                      ) : (
                        <span className="sr-only">{t(`modal.roles.${message.role}`)}: </span>
                      )}
                      {message.channel === 'voice' ? (
                        // The assistant's spoken lines arrive as the patient's browser heard them
                        // (DESIGN D15): staff see that they are not the server's own text.
                        <VoiceTurnMark
                          label={t(message.role === 'assistant' ? 'modal.voiceAssistantTurn' : 'modal.voiceTurn')}
                          className="me-1.5 align-[-2px]"
                        />
                      ) : null}
                      {message.channel === 'voice' && message.role === 'assistant' ? (
                        <span className="mb-1 block text-xs text-gray-600" aria-hidden="true">
                          {t('modal.voiceAssistantTurn')}
                        </span>
                      ) : null}
                      {/* Staff read the assistant's Markdown rendered, with the chat's safe renderer (issue 14 §11). */}
                      {message.role === 'assistant' ? <Markdown text={message.content} /> : <span className="whitespace-pre-wrap">{message.content}</span>}
                    </li>
                  ))}
                </ol>
              </section>
            </div>
          ) : null}
          {tab === 'clinical' ? (
            <div className="space-y-3">
              <Collapsible title={t('modal.soap')}>
                <dl className="space-y-2 text-sm">
                  {(['subjective', 'objective', 'assessment', 'plan'] as const).map((key) => (
                    <div key={key}>
                      <dt className="font-semibold">{t(`modal.${key}`)}</dt>
                      <dd className="text-gray-800">{data?.soap?.[key] || '–'}</dd>
                    </div>
                  ))}
                </dl>
              </Collapsible>
              <Collapsible title={t('modal.differentialDiagnoses')}>
                <ul className="space-y-3">
                  {(data?.differentialDiagnoses ?? []).map((d) => (
                    <li key={`${d.diagnosisName}-${d.icd10Code}`} className="space-y-1">
                      <div className="flex flex-wrap items-baseline justify-between gap-2">
                        <span className="font-medium">{d.diagnosisName}</span>
                        <span className="font-mono text-xs text-gray-600">
                          {t('modal.icd10')} {d.icd10Code}
                        </span>
                      </div>
                      <ConfidenceBar value={d.confidenceLevel} />
                      <p className="text-sm text-gray-700">{d.clinicalReasoning}</p>
                    </li>
                  ))}
                </ul>
              </Collapsible>
              <Collapsible title={t('modal.redFlagsAssessment')}>
                <div className="grid gap-3 sm:grid-cols-2">
                  <FlagList title={t('modal.present')} items={flags.presentRedFlags} tone="text-red-700" />
                  <FlagList title={t('modal.absent')} items={flags.absentRedFlags} tone="text-emerald-700" />
                  <FlagList title={t('modal.unknown')} items={flags.unknownRedFlags} tone="text-gray-700" />
                  <FlagList title={t('modal.warningSigns')} items={flags.warningSignsToMonitor} tone="text-amber-700" />
                </div>
              </Collapsible>
              <Collapsible title={t('doctor.medicalHistory')} defaultOpen={false}>
                <MedicalHistoryView history={chat.medicalHistory} />
              </Collapsible>
            </div>
          ) : null}
          {tab === 'actions' ? (
            <div className="space-y-4">
              <section>
                <h3 className="font-semibold">{t('modal.recommended')}</h3>
                <ul className="mt-2 space-y-1 text-sm">
                  {canSendToDoctor ? <li>• {t('modal.escalate')}</li> : null}
                  <li>• {t('modal.markReviewed')}</li>
                </ul>
              </section>
              <section>
                <h3 className="font-semibold">{t('modal.nextSteps')}</h3>
                <ol className="mt-2 list-decimal space-y-1 pl-5 text-sm">
                  {[1, 2, 3, 4].map((n) => (
                    <li key={n}>{t(`modal.step${n}`)}</li>
                  ))}
                </ol>
              </section>
              <CaseWorkflowPanel chat={chat} />
            </div>
          ) : null}
        </div>
        <div className="flex flex-wrap justify-end gap-2 border-t border-gray-200 p-3">
          {pending && canSendToDoctor ? (
            <button type="button" onClick={onSendToDoctor} className="rounded-lg bg-red-600 px-4 py-2 text-sm font-semibold text-white hover:bg-red-700">
              {t('modal.sendToDoctor')}
            </button>
          ) : null}
          {pending || (!canSendToDoctor && !chat.dismissed) ? (
            <button type="button" onClick={onMarkReviewed} className="rounded-lg bg-gray-900 px-4 py-2 text-sm font-semibold text-white hover:bg-gray-800">
              {t('modal.markReviewed')}
            </button>
          ) : null}
          {chat.dismissed && onReopen ? (
            <button type="button" onClick={onReopen} className="rounded-lg bg-gray-900 px-4 py-2 text-sm font-semibold text-white hover:bg-gray-800">
              {t('modal.reopen')}
            </button>
          ) : null}
          {/* FHIR R4 export (issue 14 §10): a plain same-origin download, audited on the server. */}
          <a
            href={`/api/asa/doctor/chats/${encodeURIComponent(chat.id)}/fhir`}
            download={`case-${chat.id}.fhir.json`}
            className="rounded-lg border border-gray-300 px-4 py-2 text-sm font-medium hover:bg-gray-50"
          >
            {t('workflow.downloadFhir')}
          </a>
          <button type="button" onClick={onClose} className="rounded-lg border border-gray-300 px-4 py-2 text-sm font-medium">
            {t('common.close')}
          </button>
        </div>
    </Modal>
  );
}
