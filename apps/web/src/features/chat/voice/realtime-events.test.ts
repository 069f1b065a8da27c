import { describe, expect, it } from 'vitest';
import { reduceTranscript, speakerAfter, type TranscriptEntry, turnsReadyToStore } from './realtime-events.ts';

const fold = (events: unknown[]) => events.reduce<TranscriptEntry[]>(reduceTranscript, []);

describe('realtime transcript', () => {
  it('keeps spoken order even when the user transcription completes after the reply started', () => {
    const entries = fold([
      { type: 'input_audio_buffer.speech_started', item_id: 'u1' },
      { type: 'response.output_audio_transcript.delta', item_id: 'a1', delta: 'Hello, ' },
      { type: 'response.output_audio_transcript.delta', item_id: 'a1', delta: 'how can I help?' },
      { type: 'conversation.item.input_audio_transcription.completed', item_id: 'u1', transcript: ' I have a headache ' },
    ]);
    expect(entries).toEqual([
      { id: 'u1', role: 'user', text: 'I have a headache', final: true },
      { id: 'a1', role: 'assistant', text: 'Hello, how can I help?', final: false },
    ]);
  });

  it('reads the older response.audio_transcript events and the final text of done', () => {
    const entries = fold([
      { type: 'response.audio_transcript.delta', item_id: 'a1', delta: 'Hel' },
      { type: 'response.audio_transcript.done', item_id: 'a1', transcript: 'Hello there.' },
      { type: 'response.audio_transcript.delta', item_id: 'a1', delta: 'late' },
    ]);
    expect(entries).toEqual([{ id: 'a1', role: 'assistant', text: 'Hello there.', final: true }]);
  });

  it('ignores unknown and malformed events', () => {
    const start: TranscriptEntry[] = [];
    expect(reduceTranscript(start, { type: 'session.created' })).toBe(start);
    expect(reduceTranscript(start, null)).toBe(start);
    expect(reduceTranscript(start, { type: 'response.output_audio_transcript.delta' })).toBe(start);
  });

  it('stores turns in order and waits for one still being transcribed', () => {
    const entries = fold([
      { type: 'conversation.item.input_audio_transcription.completed', item_id: 'u1', transcript: 'one' },
      { type: 'input_audio_buffer.speech_started', item_id: 'u2' },
      { type: 'response.output_audio_transcript.done', item_id: 'a2', transcript: 'reply' },
    ]);
    expect(turnsReadyToStore(entries, new Set()).map((e) => e.id)).toEqual(['u1']);
    expect(turnsReadyToStore(entries, new Set(['u1']))).toEqual([]);
    const failed = reduceTranscript(entries, { type: 'conversation.item.input_audio_transcription.failed', item_id: 'u2' });
    expect(turnsReadyToStore(failed, new Set(['u1'])).map((e) => [e.id, e.text])).toEqual([
      ['u2', ''],
      ['a2', 'reply'],
    ]);
  });

  it('tracks who is speaking', () => {
    expect(speakerAfter({ type: 'input_audio_buffer.speech_started' }, null)).toBe('user');
    expect(speakerAfter({ type: 'output_audio_buffer.started' }, 'user')).toBe('assistant');
    expect(speakerAfter({ type: 'output_audio_buffer.stopped' }, 'assistant')).toBeNull();
    expect(speakerAfter({ type: 'input_audio_buffer.speech_stopped' }, 'assistant')).toBeUndefined();
    expect(speakerAfter({ type: 'session.updated' }, null)).toBeUndefined();
  });
});
