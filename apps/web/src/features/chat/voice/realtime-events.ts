/**
 * The realtime provider's data-channel events (OpenAI Realtime, `oai-events`) folded into what the
 * voice panel shows: a transcript of both sides and who is speaking. Pure, so it is unit-testable.
 */

export interface TranscriptEntry {
  /** The provider's conversation item id. */
  id: string;
  role: 'user' | 'assistant';
  text: string;
  /** The provider will not change this text any more (transcription or reply finished). */
  final: boolean;
}

export type Speaker = 'user' | 'assistant' | null;

interface RealtimeEvent {
  type?: unknown;
  item_id?: unknown;
  response_id?: unknown;
  delta?: unknown;
  transcript?: unknown;
  item?: { id?: unknown; role?: unknown; type?: unknown };
}

const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function upsert(
  entries: TranscriptEntry[],
  id: string,
  role: TranscriptEntry['role'],
  change: (entry: TranscriptEntry) => TranscriptEntry,
): TranscriptEntry[] {
  const index = entries.findIndex((entry) => entry.id === id);
  if (index === -1) return [...entries, change({ id, role, text: '', final: false })];
  const next = entries.slice();
  next[index] = change(entries[index]!);
  return next;
}

/** Applies one data-channel event to the transcript; unknown events leave it as it was. */
export function reduceTranscript(entries: TranscriptEntry[], raw: unknown): TranscriptEntry[] {
  if (!raw || typeof raw !== 'object') return entries;
  const event = raw as RealtimeEvent;
  const type = str(event.type) ?? '';
  const itemId = str(event.item_id);
  switch (type) {
    // The user started speaking: reserve the place of their turn, whose text comes later.
    case 'input_audio_buffer.speech_started':
    case 'input_audio_buffer.committed':
      return itemId ? upsert(entries, itemId, 'user', (entry) => entry) : entries;
    case 'conversation.item.input_audio_transcription.delta': {
      const delta = str(event.delta);
      return itemId && delta ? upsert(entries, itemId, 'user', (e) => (e.final ? e : { ...e, text: e.text + delta })) : entries;
    }
    case 'conversation.item.input_audio_transcription.completed':
      return itemId ? upsert(entries, itemId, 'user', (e) => ({ ...e, text: (str(event.transcript) ?? e.text).trim(), final: true })) : entries;
    case 'conversation.item.input_audio_transcription.failed':
      return itemId ? upsert(entries, itemId, 'user', (e) => ({ ...e, final: true })) : entries;
    case 'response.output_audio_transcript.delta':
    case 'response.audio_transcript.delta': {
      const id = itemId ?? str(event.response_id);
      const delta = str(event.delta);
      return id && delta ? upsert(entries, id, 'assistant', (e) => (e.final ? e : { ...e, text: e.text + delta })) : entries;
    }
    case 'response.output_audio_transcript.done':
    case 'response.audio_transcript.done': {
      const id = itemId ?? str(event.response_id);
      return id ? upsert(entries, id, 'assistant', (e) => ({ ...e, text: (str(event.transcript) ?? e.text).trim(), final: true })) : entries;
    }
    default:
      return entries;
  }
}

/** Who is speaking after this event, or undefined when the event says nothing about it. */
export function speakerAfter(raw: unknown, current: Speaker): Speaker | undefined {
  if (!raw || typeof raw !== 'object') return undefined;
  switch (str((raw as RealtimeEvent).type) ?? '') {
    case 'input_audio_buffer.speech_started':
      return 'user';
    case 'input_audio_buffer.speech_stopped':
      return current === 'user' ? null : undefined;
    case 'output_audio_buffer.started':
    case 'response.output_audio_transcript.delta':
    case 'response.audio_transcript.delta':
    case 'response.output_audio.delta':
      return 'assistant';
    case 'output_audio_buffer.stopped':
    case 'output_audio_buffer.cleared':
      return null;
    case 'response.done':
      // Over WebRTC the audio plays on after the response is generated; output_audio_buffer.stopped ends it.
      return undefined;
    default:
      return undefined;
  }
}

/**
 * The turns to store next, in conversation order: final ones, stopping at the first that is still
 * being transcribed so the stored order matches what was said. Empty turns are skipped.
 */
export function turnsReadyToStore(entries: TranscriptEntry[], stored: ReadonlySet<string>): TranscriptEntry[] {
  const ready: TranscriptEntry[] = [];
  for (const entry of entries) {
    if (stored.has(entry.id)) continue;
    if (!entry.final) break;
    ready.push(entry);
  }
  return ready;
}
