import { Mic, MicOff, PhoneOff, RotateCcw, TriangleAlert, X } from 'lucide-react';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../auth/api/get-user.ts';
import { LevelMeter } from './level-meter.tsx';
import type { CallProblem } from './realtime-session.ts';
import { type RealtimeVoiceOptions, useRealtimeVoice, type VoiceStatus } from './use-realtime-voice.ts';

export interface VoicePanelProps {
  callsUrl: string;
  chatId: string | null;
  onClose: (chatId: string | null) => void;
  onChatCreated?: RealtimeVoiceOptions['onChatCreated'];
  onStored?: RealtimeVoiceOptions['onStored'];
}

/** The realtime voice call, over the chat screen. "Start again" remounts the call with a new token. */
export function VoicePanel(props: VoicePanelProps) {
  const { t } = useTranslation('voice');
  const [attempt, setAttempt] = useState(0);
  // A chat created during an earlier attempt is the one later attempts continue.
  const [chatId, setChatId] = useState(props.chatId);
  const dialog = useRef<HTMLDivElement>(null);

  useEffect(() => {
    dialog.current?.focus();
  }, []);

  return (
    <div className="fixed inset-0 z-50 flex items-end justify-center bg-black/40 sm:items-center" role="presentation">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby="voice-panel-title"
        tabIndex={-1}
        onKeyDown={(event) => {
          if (event.key === 'Escape') props.onClose(chatId);
          if (event.key === 'Tab' && dialog.current) keepFocusInside(dialog.current, event);
        }}
        className="flex max-h-[90dvh] w-full flex-col gap-3 rounded-t-2xl bg-white p-4 text-neutral-900 shadow-xl outline-none sm:max-w-md sm:rounded-2xl"
      >
        <VoiceCall
          key={attempt}
          {...props}
          chatId={chatId}
          onChatCreated={(id) => {
            setChatId(id);
            props.onChatCreated?.(id);
          }}
          onRestart={() => setAttempt((n) => n + 1)}
          onClose={() => props.onClose(chatId)}
          closeLabel={t('close')}
        />
      </div>
    </div>
  );
}

/** A modal keeps Tab and Shift+Tab inside it; the chat behind stays out of reach until it closes. */
function keepFocusInside(container: HTMLElement, event: KeyboardEvent<HTMLElement>) {
  const focusable = [...container.querySelectorAll<HTMLElement>('button:not([disabled]), a[href], [tabindex="0"]')];
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  const active = document.activeElement;
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}

function VoiceCall(props: VoicePanelProps & { onRestart: () => void; onClose: () => void; closeLabel: string }) {
  const { t, i18n } = useTranslation('voice');
  const user = useUser();
  const voice = useRealtimeVoice({
    callsUrl: props.callsUrl,
    chatId: props.chatId,
    language: i18n.language,
    onChatCreated: props.onChatCreated,
    onStored: props.onStored,
  });
  const { end } = voice;

  // Signing out (in another tab, or the session expiring) hangs up.
  const signedOut = user.isSuccess && user.data === null;
  useEffect(() => {
    if (signedOut) end();
  }, [signedOut, end]);

  const transcriptEnd = useRef<HTMLLIElement>(null);
  useEffect(() => {
    transcriptEnd.current?.scrollIntoView?.({ block: 'end' });
  }, [voice.entries]);

  const live = voice.status !== 'ended';
  const visible = voice.entries.filter((entry) => entry.text !== '' || !entry.final);

  return (
    <>
      <header className="flex items-center justify-between gap-2">
        <div className="flex min-w-0 flex-col">
          <h2 id="voice-panel-title" className="text-lg font-semibold">
            {t('title')}
          </h2>
          <StatusLine status={voice.status} />
        </div>
        <button
          type="button"
          onClick={props.onClose}
          aria-label={props.closeLabel}
          className="rounded-full p-2 text-neutral-600 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand"
        >
          <X aria-hidden className="size-5" />
        </button>
      </header>

      {voice.emergency && (
        <div role="alert" data-testid="voice-emergency" className="flex gap-3 rounded-xl border border-red-300 bg-red-50 p-3 text-red-900">
          <TriangleAlert aria-hidden className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">{t('emergency.title')}</p>
            <p className="text-sm">{t('emergency.body')}</p>
            <a href="tel:112" className="mt-1 inline-block font-semibold underline">
              {t('emergency.call')}
            </a>
          </div>
        </div>
      )}

      {voice.problem && <ProblemNote problem={voice.problem} />}

      <section aria-label={t('transcript')} className="min-h-24 flex-1 overflow-y-auto rounded-xl bg-neutral-50 p-3">
        {visible.length === 0 ? (
          <p className="text-sm text-neutral-500">{live ? t('empty') : t('nothingSaid')}</p>
        ) : (
          <ol className="flex flex-col gap-2" aria-live="polite" aria-relevant="additions text">
            {visible.map((entry) => (
              <li
                key={entry.id}
                data-role={entry.role}
                className={
                  entry.role === 'user'
                    ? 'ms-8 self-end rounded-2xl rounded-ee-sm bg-brand px-3 py-2 text-sm text-white'
                    : 'me-8 self-start rounded-2xl rounded-es-sm bg-white px-3 py-2 text-sm shadow-sm'
                }
              >
                <span className="sr-only">{entry.role === 'user' ? t('you') : t('assistant')}: </span>
                {entry.text || <span aria-label={t('transcribing')}>…</span>}
              </li>
            ))}
            <li ref={transcriptEnd} aria-hidden className="h-0" />
          </ol>
        )}
      </section>

      {voice.storeFailed && <p className="text-sm text-amber-800">{t('storeFailed')}</p>}

      {live ? (
        <>
          <LevelMeter subscribe={voice.setLevelListener} />
          <p className="text-xs text-neutral-500">{t('savedNote')}</p>
          <div className="flex gap-2">
            <button
              type="button"
              onClick={voice.toggleMute}
              aria-pressed={voice.muted}
              className="flex flex-1 items-center justify-center gap-2 rounded-full border border-neutral-300 px-4 py-3 font-medium hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand aria-pressed:bg-neutral-900 aria-pressed:text-white"
            >
              {voice.muted ? <MicOff aria-hidden className="size-5" /> : <Mic aria-hidden className="size-5" />}
              {voice.muted ? t('unmute') : t('mute')}
            </button>
            <button
              type="button"
              onClick={voice.end}
              className="flex flex-1 items-center justify-center gap-2 rounded-full bg-red-600 px-4 py-3 font-medium text-white hover:bg-red-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-600"
            >
              <PhoneOff aria-hidden className="size-5" />
              {t('end')}
            </button>
          </div>
        </>
      ) : (
        <div className="flex gap-2">
          <button
            type="button"
            onClick={props.onRestart}
            className="flex flex-1 items-center justify-center gap-2 rounded-full border border-neutral-300 px-4 py-3 font-medium hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand"
          >
            <RotateCcw aria-hidden className="size-5" />
            {t('again')}
          </button>
          <button
            type="button"
            onClick={props.onClose}
            className="flex flex-1 items-center justify-center rounded-full bg-neutral-900 px-4 py-3 font-medium text-white hover:bg-neutral-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-neutral-900"
          >
            {t('backToChat')}
          </button>
        </div>
      )}
    </>
  );
}

function StatusLine({ status }: { status: VoiceStatus }) {
  const { t } = useTranslation('voice');
  const dot =
    status === 'connecting'
      ? 'bg-amber-400 animate-pulse'
      : status === 'listening'
        ? 'bg-green-500'
        : status === 'speaking'
          ? 'bg-brand animate-pulse'
          : 'bg-neutral-400';
  return (
    <p role="status" data-status={status} className="flex items-center gap-2 text-sm text-neutral-600">
      <span aria-hidden className={`inline-block size-2.5 rounded-full ${dot}`} />
      {t(`status.${status}`)}
    </p>
  );
}

function ProblemNote({ problem }: { problem: CallProblem }) {
  const { t } = useTranslation('voice');
  if (problem === 'mic-denied') {
    return (
      <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-amber-950">
        <p className="font-semibold">{t('problem.micDenied.title')}</p>
        <p className="text-sm">{t('problem.micDenied.how')}</p>
      </div>
    );
  }
  const key = {
    'mic-missing': 'problem.micMissing',
    unsupported: 'problem.unsupported',
    unavailable: 'problem.unavailable',
    'connect-failed': 'problem.connectFailed',
    'connection-lost': 'problem.connectionLost',
    expired: 'problem.expired',
  } as const satisfies Record<Exclude<CallProblem, 'mic-denied'>, string>;
  return (
    <p role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
      {t(key[problem])}
    </p>
  );
}
