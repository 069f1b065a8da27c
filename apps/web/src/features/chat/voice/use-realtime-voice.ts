import { useCallback, useEffect, useRef, useState } from 'react';
import { createChatForVoice, createVoiceTurn } from './api/create-voice-turn.ts';
import { getVoiceToken } from './api/get-voice-token.ts';
import { reduceTranscript, type Speaker, speakerAfter, type TranscriptEntry, turnsReadyToStore } from './realtime-events.ts';
import { type CallPhase, type CallProblem, RealtimeCall } from './realtime-session.ts';

/** What the panel shows: spec issue 8 — connecting / listening / assistant speaking / ended. */
export type VoiceStatus = 'connecting' | 'listening' | 'speaking' | 'ended';

export interface RealtimeVoiceOptions {
  callsUrl: string;
  /** The chat the call belongs to; null creates one with the first stored turn. */
  chatId: string | null;
  language: string;
  onChatCreated?: (chatId: string) => void;
  /** Called after turns are stored, so the chat screen can refresh its transcript. */
  onStored?: (chatId: string) => void;
}

export interface RealtimeVoice {
  status: VoiceStatus;
  problem: CallProblem | null;
  entries: TranscriptEntry[];
  muted: boolean;
  emergency: boolean;
  /** A spoken turn could not be stored (shown, so the patient knows the record is incomplete). */
  storeFailed: boolean;
  chatId: string | null;
  setLevelListener: (listener: ((level: number) => void) | null) => void;
  toggleMute: () => void;
  end: () => void;
}

/** Runs one realtime call for as long as the component using it is mounted. */
export function useRealtimeVoice(options: RealtimeVoiceOptions): RealtimeVoice {
  const [phase, setPhase] = useState<CallPhase>('starting');
  const [problem, setProblem] = useState<CallProblem | null>(null);
  const [entries, setEntries] = useState<TranscriptEntry[]>([]);
  const [speaker, setSpeaker] = useState<Speaker>(null);
  const [muted, setMuted] = useState(false);
  const [emergency, setEmergency] = useState(false);
  const [storeFailed, setStoreFailed] = useState(false);
  const [chatId, setChatId] = useState<string | null>(options.chatId);

  const callRef = useRef<RealtimeCall | null>(null);
  const levelListener = useRef<((level: number) => void) | null>(null);
  const latest = useRef(options);
  latest.current = options;

  // Storing turns: strictly one after another, in the order they were spoken.
  const entriesRef = useRef<TranscriptEntry[]>([]);
  const stored = useRef(new Set<string>());
  const chatIdRef = useRef<Promise<string> | null>(options.chatId ? Promise.resolve(options.chatId) : null);
  const pumping = useRef(false);
  const ended = useRef(false);

  const ensureChat = useCallback((): Promise<string> => {
    if (!chatIdRef.current) {
      const created = createChatForVoice(latest.current.language).then((id) => {
        setChatId(id);
        latest.current.onChatCreated?.(id);
        return id;
      });
      // A failed creation is tried again with the next turn.
      created.catch(() => {
        if (chatIdRef.current === created) chatIdRef.current = null;
      });
      chatIdRef.current = created;
    }
    return chatIdRef.current;
  }, []);

  const pump = useCallback(async () => {
    if (pumping.current) return;
    pumping.current = true;
    try {
      for (;;) {
        const all = entriesRef.current;
        // When the call is over nothing more will be transcribed: keep whatever text there is.
        const ready = ended.current
          ? all.filter((entry) => !stored.current.has(entry.id))
          : turnsReadyToStore(all, stored.current);
        const next = ready[0];
        if (!next) break;
        stored.current.add(next.id);
        if (next.text.trim() === '') continue;
        try {
          const id = await ensureChat();
          const result = await createVoiceTurn(id, { role: next.role, content: next.text, language: latest.current.language });
          if (result.emergency) setEmergency(true);
          latest.current.onStored?.(id);
        } catch {
          setStoreFailed(true);
        }
      }
    } finally {
      pumping.current = false;
    }
  }, [ensureChat]);

  const handleEvent = useCallback(
    (event: unknown) => {
      const next = reduceTranscript(entriesRef.current, event);
      if (next !== entriesRef.current) {
        entriesRef.current = next;
        setEntries(next);
        void pump();
      }
      setSpeaker((current) => {
        const after = speakerAfter(event, current);
        return after === undefined ? current : after;
      });
    },
    [pump],
  );

  useEffect(() => {
    ended.current = false;
    const call = new RealtimeCall({
      callsUrl: options.callsUrl,
      getToken: () => getVoiceToken(latest.current.language),
      onEvent: handleEvent,
      onLevel: (level) => levelListener.current?.(level),
      onPhase: (next, why) => {
        setPhase(next);
        if (next === 'ended') {
          ended.current = true;
          setSpeaker(null);
          if (why) setProblem(why);
          void pump();
        }
      },
    });
    callRef.current = call;
    call.start().catch(() => undefined);
    // Leaving the screen (navigation, sign-out, closing the panel) hangs up.
    const hangUp = () => call.end();
    window.addEventListener('pagehide', hangUp);
    return () => {
      window.removeEventListener('pagehide', hangUp);
      call.end();
    };
  }, [options.callsUrl, handleEvent, pump]);

  const mutedRef = useRef(false);
  const toggleMute = useCallback(() => {
    mutedRef.current = !mutedRef.current;
    callRef.current?.setMuted(mutedRef.current);
    setMuted(mutedRef.current);
  }, []);

  const end = useCallback(() => callRef.current?.end(), []);
  const setLevelListener = useCallback((listener: ((level: number) => void) | null) => {
    levelListener.current = listener;
  }, []);

  const status: VoiceStatus =
    phase === 'ended' ? 'ended' : phase === 'connected' ? (speaker === 'assistant' ? 'speaking' : 'listening') : 'connecting';

  return { status, problem, entries, muted, emergency, storeFailed, chatId, setLevelListener, toggleMute, end };
}
