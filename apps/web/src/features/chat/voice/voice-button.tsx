import { useQueryClient } from '@tanstack/react-query';
import { Mic, Square, Volume2, VolumeX } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from 'sonner';
import { useVoiceAvailability } from './api/get-voice-availability.ts';
import { realtimeSupported } from './realtime-session.ts';
import { type Dictation, dictationSupported, readAloudSupported, speak, startDictation, stopSpeaking } from './speech.ts';

// The call UI (WebRTC, Web Audio) loads only when a patient starts a call.
const VoicePanel = lazy(async () => ({ default: (await import('./voice-panel.tsx')).VoicePanel }));

export interface VoiceButtonProps {
  /** The open chat; null before the first message (a call then creates one). */
  chatId: string | null;
  /** Dictated text (offline default), to be added to the chat input. */
  onDictation: (text: string) => void;
  /**
   * The newest finished assistant reply. When given, and realtime voice is off, a toggle reads
   * replies aloud in the interface language.
   */
  lastReply?: { id: string; content: string } | null;
  /** A call was closed; `chatId` holds its turns (a new chat when there was none). */
  onCallClosed?: (chatId: string | null) => void;
  disabled?: boolean;
}

const READ_ALOUD_KEY = 'asa.voice.readAloud';
const iconButton =
  'inline-flex size-10 shrink-0 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-100 focus-visible:outline-2 focus-visible:outline-brand disabled:opacity-40 aria-pressed:bg-brand aria-pressed:text-white';

/**
 * The microphone beside the chat input: a realtime voice call when the server has a provider;
 * otherwise the browser's dictation and read-aloud; nothing where the browser has neither.
 */
export function VoiceButton(props: VoiceButtonProps) {
  // Its texts (namespace `voice`) load on first use; the chat input must not suspend meanwhile.
  return (
    <Suspense fallback={null}>
      <VoiceButtonInner {...props} />
    </Suspense>
  );
}

function VoiceButtonInner(props: VoiceButtonProps) {
  const availability = useVoiceAvailability();
  if (availability.isPending) return null;
  const realtime = availability.data?.available && availability.data.callsUrl && realtimeSupported();
  if (realtime) return <RealtimeButton {...props} callsUrl={availability.data!.callsUrl!} />;
  return <BrowserSpeechButtons {...props} />;
}

function RealtimeButton({ callsUrl, chatId, onCallClosed, disabled }: VoiceButtonProps & { callsUrl: string }) {
  const { t } = useTranslation('voice');
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  // Stored turns: the chat screen's queries (this chat's transcript, the chat list; all keyed
  // under 'chat') are stale now, so the screen behind the call follows it.
  const refresh = (id: string) =>
    queryClient.invalidateQueries({
      predicate: (query) => query.queryKey[0] === 'chat' || query.queryKey.includes(id),
    });

  return (
    <>
      <button
        ref={button}
        type="button"
        className={iconButton}
        onClick={() => setOpen(true)}
        disabled={disabled}
        aria-label={t('open')}
        title={t('open')}
        aria-haspopup="dialog"
      >
        <Mic aria-hidden className="size-5" />
      </button>
      {open && (
        <Suspense fallback={null}>
          <VoicePanel
            callsUrl={callsUrl}
            chatId={chatId}
            onStored={(id) => void refresh(id)}
            onClose={(id) => {
              setOpen(false);
              button.current?.focus();
              if (id) void refresh(id);
              onCallClosed?.(id);
            }}
          />
        </Suspense>
      )}
    </>
  );
}

function BrowserSpeechButtons({ onDictation, lastReply, disabled }: VoiceButtonProps) {
  const { t, i18n } = useTranslation('voice');
  const [dictating, setDictating] = useState(false);
  const dictation = useRef<Dictation | null>(null);
  const canDictate = dictationSupported();
  const canRead = readAloudSupported() && lastReply !== undefined;
  const [reading, setReading] = useState(() => canRead && window.localStorage.getItem(READ_ALOUD_KEY) === '1');

  // Only replies that arrive after read-aloud was on are spoken; not the one already on screen.
  const spokenId = useRef(lastReply?.id);
  useEffect(() => {
    if (!lastReply || lastReply.id === spokenId.current) return;
    spokenId.current = lastReply.id;
    if (reading) speak(lastReply.content, i18n.language);
  }, [lastReply, reading, i18n.language]);

  useEffect(
    () => () => {
      dictation.current?.stop();
      stopSpeaking();
    },
    [],
  );

  if (!canDictate && !canRead) return null;

  const toggleDictation = () => {
    if (dictation.current) {
      dictation.current.stop();
      return;
    }
    const started = startDictation({
      language: i18n.language,
      onText: onDictation,
      onEnd: (problem) => {
        dictation.current = null;
        setDictating(false);
        if (problem === 'denied') toast.error(t('dictationDenied'));
        else if (problem === 'failed') toast.error(t('dictationFailed'));
      },
    });
    if (!started) {
      toast.error(t('dictationFailed'));
      return;
    }
    dictation.current = started;
    setDictating(true);
  };

  const toggleReading = () => {
    const next = !reading;
    setReading(next);
    window.localStorage.setItem(READ_ALOUD_KEY, next ? '1' : '0');
    if (!next) stopSpeaking();
  };

  return (
    <>
      {canRead && (
        <button
          type="button"
          className={iconButton}
          onClick={toggleReading}
          aria-pressed={reading}
          aria-label={t('readAloud')}
          title={t('readAloud')}
        >
          {reading ? <Volume2 aria-hidden className="size-5" /> : <VolumeX aria-hidden className="size-5" />}
        </button>
      )}
      {canDictate && (
        <button
          type="button"
          className={iconButton}
          onClick={toggleDictation}
          disabled={disabled}
          aria-pressed={dictating}
          aria-label={dictating ? t('stopDictation') : t('dictate')}
          title={dictating ? t('stopDictation') : t('dictate')}
        >
          {dictating ? <Square aria-hidden className="size-4" /> : <Mic aria-hidden className="size-5" />}
        </button>
      )}
      {dictating && (
        <span role="status" className="sr-only">
          {t('dictating')}
        </span>
      )}
    </>
  );
}
