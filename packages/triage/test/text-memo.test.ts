import { describe, expect, it } from 'vitest';
import { patientText } from '../src/engine/assess.ts';
import { engineReading, redFlagsOfText } from '../src/engine/reading.ts';
import {
  applySafetyFloor,
  assessTranscript,
  detectConversationRedFlags,
  detectRedFlags,
  nextOfflineReply,
  statedDemographics,
} from '../src/index.ts';
import { memoByText, memoByTextIn } from '../src/nlp/text-memo.ts';

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

describe('memoByText bounds (issue 16)', () => {
  const counting = () => {
    const reads: string[] = [];
    return { reads, read: (text: string) => (reads.push(text), { length: text.length }) };
  };

  it('reads a text once while it is kept, and again once the oldest are let go by count', () => {
    const { reads, read } = counting();
    const memo = memoByText(read, { entries: 2 });
    memo('a');
    memo('b');
    memo('a'); // a is now the most recent; b the oldest
    memo('c'); // b goes
    memo('a');
    memo('b');
    expect(reads).toEqual(['a', 'b', 'c', 'b']);
  });

  it('keeps no more characters than its budget, and keeps no text longer than the whole budget', () => {
    const { reads, read } = counting();
    const memo = memoByText(read, { entries: 100, chars: 10 });
    memo('aaaa');
    memo('bbbb');
    memo('cccc'); // 12 characters: aaaa goes
    memo('bbbb');
    memo('aaaa');
    expect(reads).toEqual(['aaaa', 'bbbb', 'cccc', 'aaaa']);
    const long = 'x'.repeat(11);
    expect(memo(long)).toEqual({ length: 11 });
    memo(long);
    expect(reads.filter((t) => t === long)).toHaveLength(2);
    // The long text displaced nothing.
    memo('aaaa');
    expect(reads.filter((t) => t === 'aaaa')).toHaveLength(2);
  });

  it('keys by text and language together', () => {
    const calls: string[] = [];
    const memo = memoByTextIn((text: string, language: 'en' | 'is') => (calls.push(`${language}:${text}`), `${language}:${text}`));
    expect(memo('hiti', 'is')).toBe('is:hiti');
    expect(memo('hiti', 'en')).toBe('en:hiti');
    expect(memo('hiti', 'is')).toBe('is:hiti');
    expect(calls).toEqual(['is:hiti', 'en:hiti']);
  });
});

describe('one reading of the transcript per turn (issue 16)', () => {
  it('the emergency check, the reply, the assessment, the floor and the stated age and sex share two readings', () => {
    const messages = [{ role: 'user' as const, content: `I am 34 and have had a cough and a fever for 3 days (${Date.now()}).` }];
    const [engineBefore, redFlagsBefore] = [engineReading.reads, redFlagsOfText.reads];
    // The chat's emergency check at the send and the assessor's floor know the patient's language.
    detectConversationRedFlags(messages, 'en');
    nextOfflineReply(messages, { language: 'en' });
    const assessment = assessTranscript(messages, { patientLanguage: 'en' });
    applySafetyFloor(assessment, messages, { patientLanguage: 'en' });
    expect(statedDemographics(messages, 'en').ageYears).toBe(34);
    // The transcript was read once in the patient's language and once for red flags in all languages.
    expect(engineReading.reads - engineBefore).toBe(1);
    expect(redFlagsOfText.reads - redFlagsBefore).toBe(1);
    const reading = engineReading(patientText(messages), 'en');
    expect(Object.isFrozen(reading.findings)).toBe(true);
    // Another language is another reading.
    expect(engineReading(patientText(messages), 'is')).not.toBe(reading);
    expect(engineReading.reads - engineBefore).toBe(2);
  });
});
