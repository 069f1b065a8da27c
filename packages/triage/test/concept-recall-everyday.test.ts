import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { applySafetyFloor, assessTranscript, type TranscriptMessage } from '../src/index.ts';
import {
  COLD_WITH_CHEST_PRESSURE,
  EVERYDAY_EMERGENCIES,
  EVERYDAY_LOOK_ALIKES,
} from './concept-recall-everyday-table.ts';

/**
 * The everyday table (es, pt, it, ar first, then the other languages, and the cold and pool
 * look-alikes): each emergency reaches urgency ≤ 2 through the red-flag floor alone (statistical
 * safety net off), each look-alike stays above it, so recall grows without over-triage.
 */
const user = (content: string): TranscriptMessage => ({ role: 'user', content });
function floored(text: string, lang: Language) {
  const m = [user(text)];
  return applySafetyFloor(assessTranscript(m, { patientLanguage: lang }), m, { safetyNet: false });
}

describe('everyday emergencies, every language', () => {
  it.each(EVERYDAY_EMERGENCIES.map(([lang, text]) => [lang, text] as const))(
    '[%s] %s → emergency',
    (lang, text) => {
      expect(floored(text, lang).assessment.urgency).toBeLessThanOrEqual(2);
    },
  );
});

describe('look-alikes stay below an emergency', () => {
  it.each(EVERYDAY_LOOK_ALIKES.map(([lang, text]) => [lang, text] as const))('[%s] %s', (lang, text) => {
    expect(floored(text, lang).assessment.urgency).toBeGreaterThan(2);
  });
});

describe('a chest pressed with a cold, where tightness and pressure are one word', () => {
  it.each(COLD_WITH_CHEST_PRESSURE.map(([lang, text]) => [lang, text] as const))(
    '[%s] %s → 2 (accepted over-triage)',
    (lang, text) => {
      expect(floored(text, lang).assessment.urgency).toBe(2);
    },
  );
});

describe('a cold never excuses crushing chest pain', () => {
  it.each([
    ['en', 'sore throat and runny nose, crushing chest pain'],
    ['en', 'I have a cold and a crushing pain in my chest'],
  ] as const)('[%s] %s → emergency', (lang, text) => {
    expect(floored(text, lang).assessment.urgency).toBeLessThanOrEqual(2);
  });
});
