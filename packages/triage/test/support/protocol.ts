import type { Language } from '@asa/domain';
import {
  applySafetyFloor,
  assessTranscript,
  detectRedFlags,
  type TranscriptMessage,
} from '../../src/index.ts';
import { parseText } from '../../src/nlp/parser.ts';

/**
 * What the protocol tests (`src/protocols/<complaint>/*.test.ts`) ask of the engine: one patient
 * message, assessed in its language and passed through the red-flag floor, as the chat does.
 */
export const user = (content: string): TranscriptMessage => ({ role: 'user', content });

export function assess(text: string, lang: Language = 'en') {
  const messages = [user(text)];
  return applySafetyFloor(assessTranscript(messages, { patientLanguage: lang }), messages).assessment;
}

export const urgency = (text: string, lang: Language = 'en') => assess(text, lang).urgency;

/**
 * The engine and its red-flag floor with the statistical safety net off: what a concept's words and
 * rules reach by themselves, whatever the net would add.
 */
export function assessWithoutNet(text: string, lang: Language = 'en') {
  const messages = [user(text)];
  return applySafetyFloor(assessTranscript(messages, { patientLanguage: lang }), messages, {
    safetyNet: false,
  }).assessment;
}

/** The ICD-10 codes of the differentials, most likely first. */
export const codes = (text: string, lang: Language = 'en') =>
  assess(text, lang).diagnosisData.differentialDiagnoses.map((d) => d.icd10Code);

export const primaryCode = (text: string, lang: Language = 'en') => codes(text, lang)[0] ?? '';

export const flags = (text: string) => detectRedFlags(text).map((f) => f.id);

/** The findings read as present in the text. */
export const present = (text: string, lang: Language = 'en') => parseText(text, lang).present;
