import { cardSummary, EMERGENCY_URGENCIES, type LiveCaseEvent, type StaffCase, type StaffRef, type Urgency, URGENCY_LEVELS } from '@asa/domain';
import { useQueryClient } from '@tanstack/react-query';
import { BellRing, Check, ChevronDown, Send } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { casesKey, type QueueParams, runCaseAction, useApplyCase, useCaseEvents, useCaseQueue, useCaseStats } from './api/cases.ts';
import { CaseCollection } from './components/case-collection.tsx';
import { CaseDetailModal } from './components/case-detail-modal.tsx';
import { MedicalHistoryView } from './components/medical-history.tsx';
import { Chip, StaffHeader, StatTile, type ViewMode, ViewToggle } from './components/staff-header.tsx';
import { ClaimControl, PatientContact, UrgencyPair, usePatientName } from './components/case-workflow.tsx';
import { URGENCY_STYLES, useEmergencyLabel, useUrgencyLabel } from './components/urgency.tsx';
import { formatRelativeTime } from '../../lib/format.ts';
import './staff.css';

type DoctorFilter =
  | { kind: 'all' }
  | { kind: 'pending' }
  | { kind: 'reviewed' }
  | { kind: 'criticalHigh' }
  | { kind: 'escalated' }
  | { kind: 'urgency'; level: Urgency };

function toParams(filter: DoctorFilter): QueueParams {
  switch (filter.kind) {
    case 'all':
      return { sortBy: 'urgency' };
    case 'pending':
      return { sortBy: 'urgency', status: 'pending' };
    case 'reviewed':
      return { sortBy: 'urgency', status: 'reviewed' };
    case 'criticalHigh':
      return { sortBy: 'urgency', urgency: [...EMERGENCY_URGENCIES] };
    case 'escalated':
      return { sortBy: 'urgency', status: 'forwarded' };
    case 'urgency':
      return { sortBy: 'urgency', urgency: [filter.level] };
  }
}

const CHECK_MARK_MS = 1500; // spec §9: review check mark

/** Spec §3 doctor-dashboard view-model. */
function toPatient(chat: StaffCase, reviewedOverride: boolean | undefined, name: string) {
  return {
    id: chat.id,
    name,
    reviewed: reviewedOverride ?? chat.dismissed,
    urgency: chat.urgency,
    createdAt: chat.createdAt,
    primaryDiagnosis: chat.diagnosisData?.primaryDiagnosis || chat.diagnosis,
    summary: cardSummary(chat.diagnosisData?.patientSummary || chat.diagnosis),
    diagnosisData: chat.diagnosisData,
    medicalHistory: chat.medicalHistory,
  };
}

function PatientCard({
  chat,
  reviewed,
  checkMark,
  onOpen,
  onReview,
}: {
  chat: StaffCase;
  reviewed: boolean | undefined;
  checkMark: boolean;
  onOpen: () => void;
  onReview: () => void;
}) {
  const { t } = useTranslation('staff');
  const [assessmentOpen, setAssessmentOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const patientName = usePatientName();
  const patient = toPatient(chat, reviewed, patientName(chat));
  const highlight = EMERGENCY_URGENCIES.includes(patient.urgency) && !patient.reviewed;
  const first = patient.diagnosisData?.differentialDiagnoses?.[0];
  return (
    <article
      aria-label={patient.name || t('common.patient')}
      data-case-id={patient.id}
      className={`flex flex-col gap-2 rounded-xl border border-l-4 border-gray-200 p-4 shadow-sm ${URGENCY_STYLES[patient.urgency].border} ${
        highlight ? 'ring-2 ring-red-300' : ''
      } ${patient.reviewed ? 'border-dashed bg-gray-50' : 'bg-white'}`}
    >
      <button type="button" onClick={onOpen} className="text-left">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 className="font-semibold text-gray-900">{patient.name}</h3>
          <UrgencyPair chat={chat} />
        </div>
        {chat.forwardedBy && !patient.reviewed ? (
          <p className="mt-1 inline-flex items-center gap-1 rounded-full bg-sky-100 px-2 py-0.5 text-xs font-semibold text-sky-800" data-testid="escalated-badge">
            <Send className="h-3.5 w-3.5" aria-hidden="true" />
            {t('workflow.escalatedBy', { name: chat.forwardedBy.name })}
            {chat.forwardedAt ? ` · ${formatRelativeTime(chat.forwardedAt * 1000)}` : ''}
          </p>
        ) : null}
        <p className="font-mono text-xs text-gray-500">
          {t('common.patientId')}: {patient.id.slice(0, 8)}
        </p>
        <p className="mt-1 text-sm font-medium text-gray-800">{patient.primaryDiagnosis}</p>
        <p className="text-sm text-gray-600">{patient.summary}</p>
      </button>
      <button
        type="button"
        aria-expanded={assessmentOpen}
        onClick={() => setAssessmentOpen((v) => !v)}
        className="flex items-center justify-between text-sm font-medium text-gray-700"
      >
        {t('doctor.clinicalAssessment')}
        <ChevronDown className={`h-4 w-4 ${assessmentOpen ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>
      {assessmentOpen ? (
        <div className="space-y-1 rounded-lg bg-gray-50 p-2 text-sm">
          <p>{patient.diagnosisData?.soap?.assessment || patient.primaryDiagnosis}</p>
          {first ? (
            <p className="text-gray-600">
              {first.diagnosisName} ({first.icd10Code}) · {first.confidenceLevel}%
            </p>
          ) : null}
          {patient.diagnosisData?.soap?.plan ? <p className="text-gray-600">{patient.diagnosisData.soap.plan}</p> : null}
        </div>
      ) : null}
      <button
        type="button"
        aria-expanded={historyOpen}
        onClick={() => setHistoryOpen((v) => !v)}
        className="flex items-center justify-between text-sm font-medium text-gray-700"
      >
        {t('doctor.medicalHistory')}
        <ChevronDown className={`h-4 w-4 ${historyOpen ? 'rotate-180' : ''}`} aria-hidden="true" />
      </button>
      {historyOpen ? (
        <div className="rounded-lg bg-gray-50 p-2">
          <MedicalHistoryView history={patient.medicalHistory} />
        </div>
      ) : null}
      <PatientContact chat={chat} />
      <ClaimControl chat={chat} compact />
      <div className="mt-auto flex items-center gap-2 pt-1">
        {patient.reviewed ? (
          <span className="inline-flex items-center gap-1 text-sm font-medium text-emerald-700" role="status">
            <Check className={`h-4 w-4 ${checkMark ? 'scale-125' : ''}`} aria-hidden="true" />
            {checkMark ? t('doctor.markedReviewed') : t('common.reviewed')}
          </span>
        ) : (
          <button type="button" onClick={onReview} className="rounded-lg bg-gray-900 px-3 py-1.5 text-sm font-semibold text-white hover:bg-gray-800">
            {t('doctor.markReviewed')}
          </button>
        )}
      </div>
    </article>
  );
}

export function DoctorDashboardPage() {
  const { t } = useTranslation('staff');
  const urgencyLabel = useUrgencyLabel();
  const emergencyLabel = useEmergencyLabel();
  const client = useQueryClient();
  const applyCase = useApplyCase();
  const [filter, setFilter] = useState<DoctorFilter>({ kind: 'all' });
  const [mode, setMode] = useState<ViewMode>('grid');
  const [openId, setOpenId] = useState<string | null>(null);
  // Optimistic "reviewed" flags and the 1.5 s check marks (spec §4; reverted on failure, DESIGN D10).
  const [optimistic, setOptimistic] = useState<Record<string, boolean>>({});
  const [checks, setChecks] = useState<ReadonlySet<string>>(new Set());
  const stats = useCaseStats();
  const queue = useCaseQueue(toParams(filter));
  // Escalations that arrived while this screen was open: the badge counts them until looked at.
  const [unseen, setUnseen] = useState(0);
  const onEvent = useCallback(
    (event: LiveCaseEvent) => {
      if (event.type !== 'case.forwarded') return;
      const by = event.payload.forwardedBy as StaffRef | undefined;
      setUnseen((n) => n + 1);
      toast.warning(t('workflow.escalatedToast'), {
        description: by?.name ? t('workflow.escalatedBy', { name: by.name }) : undefined,
        action: { label: t('workflow.showEscalated'), onClick: () => setFilter({ kind: 'escalated' }) },
      });
    },
    [t],
  );
  useCaseEvents(onEvent);

  const chats = queue.data?.pages.flatMap((page) => page.chats) ?? [];
  const open = chats.find((chat) => chat.id === openId) ?? null;

  const markReviewed = async (chat: StaffCase) => {
    setOptimistic((flags) => ({ ...flags, [chat.id]: true }));
    setChecks((ids) => new Set(ids).add(chat.id));
    setTimeout(
      () =>
        setChecks((ids) => {
          const next = new Set(ids);
          next.delete(chat.id);
          return next;
        }),
      CHECK_MARK_MS,
    );
    try {
      applyCase(await runCaseAction(chat.id, 'dismiss'));
    } catch (error) {
      console.error('mark reviewed failed', error);
      toast.error(t('doctor.reviewFailed'));
      void client.invalidateQueries({ queryKey: casesKey });
    } finally {
      setOptimistic(({ [chat.id]: _dropped, ...rest }) => rest);
    }
  };

  const same = (other: DoctorFilter) => JSON.stringify(other) === JSON.stringify(filter);
  const badge =
    filter.kind === 'pending' ? t('doctor.badges.pending') : filter.kind === 'reviewed' ? t('doctor.badges.reviewed') : filter.kind === 'criticalHigh' ? t('doctor.badges.criticalHigh') : filter.kind === 'escalated' ? t('workflow.escalatedOnly') : filter.kind === 'urgency' ? urgencyLabel(filter.level) : null;
  const empty =
    filter.kind === 'pending'
      ? t('doctor.empty.pending')
      : filter.kind === 'reviewed'
        ? t('doctor.empty.reviewed')
        : filter.kind === 'escalated'
          ? t('workflow.emptyEscalated')
          : t('doctor.empty.all');
  const s = stats.data;

  return (
    <div className="min-h-full bg-gray-50">
      <StaffHeader title={t('doctor.title')} subtitle={t('doctor.subtitle')}>
        <button
          type="button"
          onClick={() => {
            setUnseen(0);
            setFilter({ kind: 'escalated' });
          }}
          className="relative inline-flex items-center gap-1.5 rounded-lg border border-sky-300 bg-sky-50 px-3 py-1.5 text-sm font-semibold text-sky-900 focus-visible:outline-2 focus-visible:outline-pink-600"
          aria-label={t('workflow.escalatedBadge', { count: s?.byStatus.forwarded ?? 0 })}
        >
          <BellRing className="h-4 w-4" aria-hidden="true" />
          <span aria-hidden="true">{s?.byStatus.forwarded ?? 0}</span>
          {unseen > 0 ? (
            <span className="absolute -right-2 -top-2 rounded-full bg-red-600 px-1.5 text-xs font-bold text-white" data-testid="escalated-new">
              {t('workflow.newCount', { count: unseen })}
            </span>
          ) : null}
        </button>
        <Link to="/view-urgent-chats" className="text-sm font-medium text-pink-700 underline-offset-2 hover:underline">
          {t('nav.hub')}
        </Link>
        <ViewToggle mode={mode} onChange={setMode} />
      </StaffHeader>
      <main className="mx-auto max-w-7xl space-y-4 px-4 py-4">
        <div className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          <StatTile label={t('doctor.stats.total')} value={s?.total} active={same({ kind: 'all' })} onClick={() => setFilter({ kind: 'all' })} />
          <StatTile label={t('doctor.stats.new')} value={s?.byStatus.pending} tone="blue" active={same({ kind: 'pending' })} onClick={() => setFilter({ kind: 'pending' })} />
          <StatTile
            label={emergencyLabel}
            value={s ? EMERGENCY_URGENCIES.reduce((n, u) => n + s.byUrgency[u], 0) : undefined}
            tone="red"
            active={same({ kind: 'criticalHigh' })}
            onClick={() => setFilter({ kind: 'criticalHigh' })}
          />
          <StatTile label={t('doctor.stats.reviewed')} value={s?.byStatus.reviewed} tone="green" active={same({ kind: 'reviewed' })} onClick={() => setFilter({ kind: 'reviewed' })} />
        </div>
        <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t('hub.filters')}>
          <Chip label={t('hub.all')} count={s?.total} active={same({ kind: 'all' })} onClick={() => setFilter({ kind: 'all' })} />
          {URGENCY_LEVELS.map((level) => (
            <Chip key={level} label={urgencyLabel(level)} count={s?.byUrgency[level]} active={same({ kind: 'urgency', level })} onClick={() => setFilter({ kind: 'urgency', level })} />
          ))}
          <Chip label={t('doctor.chips.pending')} count={s?.byStatus.pending} active={same({ kind: 'pending' })} onClick={() => setFilter({ kind: 'pending' })} />
          <Chip label={t('doctor.chips.reviewed')} count={s?.byStatus.reviewed} active={same({ kind: 'reviewed' })} onClick={() => setFilter({ kind: 'reviewed' })} />
          <Chip
            label={t('workflow.escalated')}
            count={s?.byStatus.forwarded}
            active={same({ kind: 'escalated' })}
            onClick={() => {
              setUnseen(0);
              setFilter({ kind: 'escalated' });
            }}
          />
          {badge ? (
            <span className="ml-auto inline-flex items-center gap-2 rounded-full bg-pink-100 px-3 py-1 text-sm font-semibold text-pink-800" data-testid="active-filter">
              {badge}
              <button type="button" onClick={() => setFilter({ kind: 'all' })} aria-label={t('doctor.clearFilter')} className="font-bold">
                ×
              </button>
            </span>
          ) : null}
        </div>
        <CaseCollection
          queue={queue}
          mode={mode}
          isEmpty={chats.length === 0}
          empty={<p className="rounded-xl border border-dashed border-gray-300 bg-white py-12 text-center text-lg font-semibold text-gray-700">{empty}</p>}
        >
          {chats.map((chat) => (
            <PatientCard
              key={chat.id}
              chat={chat}
              reviewed={optimistic[chat.id]}
              checkMark={checks.has(chat.id)}
              onOpen={() => setOpenId(chat.id)}
              onReview={() => void markReviewed(chat)}
            />
          ))}
        </CaseCollection>
      </main>
      {open ? (
        <CaseDetailModal
          chat={open}
          canSendToDoctor={false}
          onClose={() => setOpenId(null)}
          onSendToDoctor={() => console.info('send to doctor is not offered on the doctor dashboard')}
          onMarkReviewed={() => {
            setOpenId(null);
            void markReviewed(open);
          }}
        />
      ) : null}
    </div>
  );
}
