import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { applySafetyFloor, assessTranscript, type TranscriptMessage } from '../src/index.ts';
import { EVERYDAY_EMERGENCIES, EVERYDAY_LOOK_ALIKES } from './concept-recall-es-pt-it-ar-table.ts';

/**
 * The everyday table of es/pt/it/ar (and the cold and pool look-alikes of other languages): each
 * emergency reaches urgency ≤ 2 through the red-flag floor alone (statistical safety net off), each
 * look-alike stays above it, so recall grows without over-triage.
 */
const user = (content: string): TranscriptMessage => ({ role: 'user', content });
function floored(text: string, lang: Language) {
  const m = [user(text)];
  return applySafetyFloor(assessTranscript(m, { patientLanguage: lang }), m, { safetyNet: false });
}

describe('everyday emergencies in es, pt, it, ar', () => {
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
