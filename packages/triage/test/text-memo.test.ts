import { describe, expect, it } from 'vitest';
import { detectConversationRedFlags, detectRedFlags } from '../src/index.ts';

describe('red flags read once per text (issue 16)', () => {
  it('gives every caller the same findings, whatever an earlier caller did with its list', () => {
    const text = 'I have crushing chest pain spreading to my left arm.';
    const first = detectRedFlags(text);
    expect(first.length).toBeGreaterThan(0);
    const ids = first.map((f) => f.id);
    first.length = 0;
    expect(detectRedFlags(text).map((f) => f.id)).toEqual(ids);
    expect(detectConversationRedFlags([{ role: 'user', content: text }]).map((f) => f.id)).toEqual(ids);
    expect(() => {
      (detectRedFlags(text)[0] as { id: string }).id = 'changed';
    }).toThrow(TypeError);
    expect(detectRedFlags(text).map((f) => f.id)).toEqual(ids);
  });

  it('reads a different text afresh', () => {
    expect(detectRedFlags('I have a mild sore throat.')).toEqual([]);
  });
});
