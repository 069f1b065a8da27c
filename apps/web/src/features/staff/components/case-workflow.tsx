import {
  NOTE_MAX_LENGTH,
  patientLabel,
  type StaffCase,
  telHref,
  type Urgency,
  URGENCY_LEVELS,
  URGENCY_REASON_MAX_LENGTH,
} from '@asa/domain';
import { Hand, Phone, Send, StickyNote, TrendingUp } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { ApiError } from '../../../lib/api.ts';
import { formatLanguageName, formatRelativeTime } from '../../../lib/format.ts';
import { useUser } from '../../auth/api/get-user.ts';
import { useAddNote, useCaseNotes, useClaim, useMessagePatient, useOverrideUrgency } from '../api/workflow.ts';
import { UrgencyBadge, useUrgencyLabel } from './urgency.tsx';

/** How staff screens name a patient (issue 14 §1): the name, else the phone, else "Patient". */
export function usePatientName() {
  const { t } = useTranslation('staff');
  return (chat: Pick<StaffCase, 'patient'>) => patientLabel(chat.patient) ?? t('common.patient');
}

const button =
  'inline-flex items-center justify-center gap-1.5 rounded-lg px-3 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-pink-600 disabled:opacity-50';
const field =
  'w-full rounded-lg border border-gray-300 px-3 py-2 text-sm focus-visible:outline-2 focus-visible:outline-pink-600';

/** Phone (a `tel:` link) and language under the modal title. */
export function PatientContact({ chat }: { chat: StaffCase }) {
  const { t } = useTranslation('staff');
  const { phone, language, name, age, sex } = chat.patient;
  const stated = [age !== null ? t('workflow.age', { age }) : null, sex ? t(`workflow.sex.${sex}`) : null].filter(Boolean).join(' · ');
  return (
    <div className="mt-1 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-gray-600">
      {stated ? <span data-testid="patient-stated">{stated}</span> : null}
      {phone ? (
        <a href={telHref(phone)} className="inline-flex items-center gap-1 font-medium text-pink-700 underline-offset-2 hover:underline">
          <Phone className="h-3.5 w-3.5" aria-hidden="true" />
          <span className="sr-only">{t('workflow.call')}</span>
          {name ? phone : t('workflow.callShort')}
        </a>
      ) : null}
      {language ? (
        <span>
          <span className="sr-only">{t('common.patientLanguage')}: </span>
          {formatLanguageName(language)}
        </span>
      ) : null}
    </div>
  );
}

/** Staff urgency beside the AI's, and why it was changed (issue 14 §4). */
export function UrgencyPair({ chat }: { chat: StaffCase }) {
  const { t } = useTranslation('staff');
  // Re-triage while waiting (issue 14 §7): the patient's later words made it more urgent.
  const worsened =
    chat.worsenedAt !== null && chat.status !== 'reviewed' ? (
      <span className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800 ring-1 ring-red-200" data-testid="worsened">
        <TrendingUp className="h-3.5 w-3.5" aria-hidden="true" />
        {t('workflow.worsened', { time: formatRelativeTime(chat.worsenedAt * 1000) })}
      </span>
    ) : null;
  if (!chat.urgencyOverride) {
    return (
      <>
        <UrgencyBadge urgency={chat.urgency} />
        {worsened}
      </>
    );
  }
  return (
    <span className="inline-flex flex-wrap items-center gap-1.5" data-testid="urgency-pair">
      <UrgencyBadge urgency={chat.urgency} />
      <span className="text-xs text-gray-500">
        {t('workflow.staffSet', { name: chat.urgencyOverride.by.name })} · {t('workflow.aiSaid')}
      </span>
      <UrgencyBadge urgency={chat.aiUrgency} />
      {worsened}
    </span>
  );
}

/** "‹name› is handling this", with Claim / Release for the caller (issue 14 §3). */
export function ClaimControl({ chat, compact = false }: { chat: StaffCase; compact?: boolean }) {
  const { t } = useTranslation('staff');
  const { data: user } = useUser();
  const claim = useClaim(chat.id);
  const clinical = user?.role === 'nurse' || user?.role === 'doctor';
  const mine = chat.claimedBy?.id === user?.id;
  const open = chat.status !== 'reviewed';
  const run = (take: boolean) =>
    claim.mutate(take, {
      onError: (error) => {
        const holder = error instanceof ApiError ? (error.details as { claimedBy?: { name?: string } } | undefined)?.claimedBy?.name : undefined;
        toast.error(holder ? t('workflow.heldBy', { name: holder }) : t('common.actionFailed'));
      },
    });
  return (
    <div className="flex flex-wrap items-center gap-2" role="status" aria-live="polite">
      {chat.claimedBy ? (
        <span className="inline-flex items-center gap-1 rounded-full bg-violet-100 px-2 py-0.5 text-xs font-semibold text-violet-800">
          <Hand className="h-3.5 w-3.5" aria-hidden="true" />
          {mine ? t('workflow.youHandle') : t('workflow.handling', { name: chat.claimedBy.name || t('common.patient') })}
        </span>
      ) : null}
      {!compact && clinical && open ? (
        mine ? (
          <button type="button" className={`${button} border border-gray-300 bg-white`} disabled={claim.isPending} onClick={() => run(false)}>
            {t('workflow.release')}
          </button>
        ) : !chat.claimedBy ? (
          <button type="button" className={`${button} bg-violet-700 text-white hover:bg-violet-800`} disabled={claim.isPending} onClick={() => run(true)}>
            {t('workflow.claim')}
          </button>
        ) : null
      ) : null}
    </div>
  );
}

function UrgencyForm({ chat }: { chat: StaffCase }) {
  const { t } = useTranslation('staff');
  const label = useUrgencyLabel();
  const id = useId();
  const override = useOverrideUrgency(chat.id);
  const [urgency, setUrgency] = useState<Urgency>(chat.urgency);
  const [reason, setReason] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) return;
    override.mutate(
      { urgency, reason: reason.trim() },
      {
        onSuccess: () => {
          setReason('');
          toast.success(t('workflow.urgencySaved'));
        },
        onError: () => toast.error(t('common.actionFailed')),
      },
    );
  };
  return (
    <form onSubmit={submit} className="space-y-2" aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="font-semibold">
        {t('workflow.overrideTitle')}
      </h3>
      <p className="text-sm text-gray-600">
        {t('workflow.aiUrgency')}: <UrgencyBadge urgency={chat.aiUrgency} />
      </p>
      {chat.urgencyOverride ? (
        <p className="text-sm text-gray-600">
          {t('workflow.overriddenBy', { name: chat.urgencyOverride.by.name })}: “{chat.urgencyOverride.reason}”
        </p>
      ) : null}
      <label htmlFor={`${id}-level`} className="block text-sm font-medium">
        {t('workflow.staffUrgency')}
      </label>
      <select id={`${id}-level`} className={field} value={urgency} onChange={(event) => setUrgency(Number(event.target.value) as Urgency)}>
        {URGENCY_LEVELS.map((level) => (
          <option key={level} value={level}>
            {level} · {label(level)}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-reason`} className="block text-sm font-medium">
        {t('workflow.reason')}
      </label>
      <textarea
        id={`${id}-reason`}
        className={field}
        rows={2}
        required
        maxLength={URGENCY_REASON_MAX_LENGTH}
        value={reason}
        onChange={(event) => setReason(event.target.value)}
      />
      <button type="submit" className={`${button} bg-gray-900 text-white hover:bg-gray-800`} disabled={override.isPending || !reason.trim()}>
        {t('workflow.setUrgency')}
      </button>
    </form>
  );
}

function MessageForm({ chat }: { chat: StaffCase }) {
  const { t } = useTranslation('staff');
  const id = useId();
  const send = useMessagePatient(chat.id);
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    send.mutate(text.trim(), {
      onSuccess: (result) => {
        setText('');
        toast.success(result.smsSent ? t('workflow.messageSentSms') : t('workflow.messageSent'));
      },
      onError: () => toast.error(t('common.actionFailed')),
    });
  };
  return (
    <form onSubmit={submit} className="space-y-2">
      <label htmlFor={`${id}-text`} className="block font-semibold">
        {t('workflow.messageTitle')}
      </label>
      <p className="text-sm text-gray-600">{t('workflow.messageHint')}</p>
      <textarea id={`${id}-text`} className={field} rows={3} required maxLength={4000} value={text} onChange={(event) => setText(event.target.value)} />
      <button type="submit" className={`${button} bg-pink-700 text-white hover:bg-pink-800`} disabled={send.isPending || !text.trim()}>
        <Send className="h-4 w-4" aria-hidden="true" />
        {t('workflow.sendMessage')}
      </button>
    </form>
  );
}

function Notes({ chat }: { chat: StaffCase }) {
  const { t } = useTranslation('staff');
  const id = useId();
  const notes = useCaseNotes(chat.id);
  const add = useAddNote(chat.id);
  const [text, setText] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    add.mutate(text.trim(), { onSuccess: () => setText(''), onError: () => toast.error(t('common.actionFailed')) });
  };
  return (
    <section aria-labelledby={`${id}-title`} className="space-y-2">
      <h3 id={`${id}-title`} className="flex items-center gap-1.5 font-semibold">
        <StickyNote className="h-4 w-4" aria-hidden="true" />
        {t('workflow.notesTitle')}
      </h3>
      <p className="text-sm text-gray-600">{t('workflow.notesHint')}</p>
      {notes.data && notes.data.length === 0 ? <p className="text-sm text-gray-500">{t('workflow.noNotes')}</p> : null}
      <ul className="space-y-2" aria-label={t('workflow.notesTitle')}>
        {(notes.data ?? []).map((note) => (
          <li key={note.id} className="rounded-lg bg-amber-50 p-2 text-sm">
            <p className="whitespace-pre-wrap break-words">{note.text}</p>
            <p className="mt-1 text-xs text-gray-600">
              {note.author.name} · {t(`workflow.roles.${note.author.role === 'doctor' ? 'doctor' : note.author.role === 'admin' ? 'admin' : 'nurse'}`)} ·{' '}
              <time dateTime={new Date(note.createdAt).toISOString()}>{formatRelativeTime(note.createdAt)}</time>
            </p>
          </li>
        ))}
      </ul>
      <form onSubmit={submit} className="space-y-2">
        <label htmlFor={`${id}-text`} className="sr-only">
          {t('workflow.addNote')}
        </label>
        <textarea
          id={`${id}-text`}
          className={field}
          rows={2}
          maxLength={NOTE_MAX_LENGTH}
          placeholder={t('workflow.notePlaceholder')}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <button type="submit" className={`${button} border border-gray-300 bg-white hover:bg-gray-50`} disabled={add.isPending || !text.trim()}>
          {t('workflow.addNote')}
        </button>
      </form>
    </section>
  );
}

/** The Actions tab's workflow: staff urgency, a message to the patient, and internal notes. */
export function CaseWorkflowPanel({ chat }: { chat: StaffCase }) {
  const { data: user } = useUser();
  const clinical = user?.role === 'nurse' || user?.role === 'doctor';
  return (
    <div className="space-y-6">
      {clinical ? <UrgencyForm chat={chat} /> : null}
      {clinical ? <MessageForm chat={chat} /> : null}
      <Notes chat={chat} />
    </div>
  );
}
