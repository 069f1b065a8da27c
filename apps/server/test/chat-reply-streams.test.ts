import { decodeReplyStream, encodeChunkEvent, encodeDoneEvent } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { createReplyStreams, type ReplyListener } from '../src/modules/chat/reply-streams.ts';

/** The per-reply buffer behind resumable replies (issue 15 item 5): positions, bounds, abandonment. */

function collector() {
  let text = '';
  let ended = false;
  const listener: ReplyListener = { write: (frame) => (text += frame), end: () => (ended = true) };
  return { listener, events: () => decodeReplyStream(text), ended: () => ended };
}

function sinkFor(clientGone: AbortController, into = collector()) {
  return { write: into.listener.write, end: into.listener.end, clientGone: clientGone.signal, stop: new AbortController().signal, eventIds: true };
}

describe('reply streams', () => {
  it('follows from a position inside a chunk with only the part not yet seen, then live to the end', () => {
    const streams = createReplyStreams({ graceMs: 1000 });
    const sink = streams.record({ assistantId: 'r1' }, sinkFor(new AbortController()));
    sink.write(encodeChunkEvent('Hello '));
    sink.write(encodeChunkEvent('there, '));
    const late = collector();
    streams.follow('r1', 8, late.listener);
    sink.write(encodeChunkEvent('friend.'));
    sink.write(encodeDoneEvent());
    sink.end();
    expect(late.events()).toEqual([{ type: 'chunk', text: 'ere, ' }, { type: 'chunk', text: 'friend.' }, { type: 'done' }]);
    expect(late.ended()).toBe(true);
  });

  it('cuts a reply nobody reads after the grace time, not while a resumed client reads it', async () => {
    const streams = createReplyStreams({ graceMs: 60 });
    const gone = new AbortController();
    const sink = streams.record({ assistantId: 'r2' }, sinkFor(gone));
    gone.abort();
    const stop = streams.follow('r2', 0, collector().listener)!;
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(sink.signal.aborted).toBe(false);
    stop();
    await new Promise((resolve) => setTimeout(resolve, 120));
    expect(sink.signal.aborted).toBe(true);
  });

  it('keeps a bounded number of replies, dropping finished ones first', () => {
    const streams = createReplyStreams({ graceMs: 1000, maxReplies: 2 });
    const first = streams.record({ assistantId: 'a' }, sinkFor(new AbortController()));
    streams.record({ assistantId: 'b' }, sinkFor(new AbortController()));
    first.end();
    streams.record({ assistantId: 'c' }, sinkFor(new AbortController()));
    expect(streams.size()).toBe(2);
    expect(streams.follow('a', 0, collector().listener)).toBeNull();
    expect(streams.follow('b', 0, collector().listener)).not.toBeNull();
  });
});
