import { describe, expect, it } from 'vitest';
import { dictationSupported, readAloudSupported, speakableText, speechLocale } from './speech.ts';

describe('browser speech fallback', () => {
  it('reads replies without markdown marks or link targets', () => {
    expect(speakableText('**Call 112** now.\n\n- Rest\n- Drink [water](https://example.com)\n\n```x```')).toBe(
      'Call 112 now. - Rest - Drink water',
    );
  });

  it('speaks and listens in a regional form of the interface language', () => {
    expect(speechLocale('is')).toBe('is-IS');
    expect(speechLocale('zh')).toBe('zh-CN');
    expect(speechLocale('xx')).toBe('xx');
  });

  it('reports no speech services where there is no browser', () => {
    expect(dictationSupported()).toBe(false);
    expect(readAloudSupported()).toBe(false);
  });
});
