import { describe, expect, it } from 'vitest';
import { createReplyStreamDecoder, encodeChunkEvent, encodeDoneEvent, formatReplyEventId, parseReplyEventId } from '../src/index.ts';

describe('reply stream event ids (issue 15 item 5)', () => {
  it('reads back what it writes, and nothing else', () => {
    const id = formatReplyEventId({ messageId: '0f1e2d3c-aaaa-4bbb-8ccc-123456789abc', offset: 42 });
    expect(parseReplyEventId(id)).toEqual({ messageId: '0f1e2d3c-aaaa-4bbb-8ccc-123456789abc', offset: 42 });
    for (const bad of [undefined, null, '', '42', 'abc:', 'abc:-1', 'abc:1.5', 'a b:3', `${'x'.repeat(65)}:1`, 'abc:1234567890']) {
      expect(parseReplyEventId(bad)).toBeNull();
    }
  });

  it('tells the id of the last whole event, across chunks of the byte stream', () => {
    const decoder = createReplyStreamDecoder();
    expect(decoder.lastEventId()).toBeNull();
    const stream = `id: m:6\n${encodeChunkEvent('Hello ')}id: m:12\n${encodeChunkEvent('there.')}id: m:12\n${encodeDoneEvent()}`;
    const cut = stream.indexOf('id: m:12') + 4;
    expect(decoder.push(stream.slice(0, cut))).toEqual([{ type: 'chunk', text: 'Hello ' }]);
    // Half an event read: its id does not count yet.
    expect(decoder.lastEventId()).toBe('m:6');
    expect(decoder.push(stream.slice(cut))).toEqual([{ type: 'chunk', text: 'there.' }, { type: 'done' }]);
    expect(decoder.lastEventId()).toBe('m:12');
  });
});
