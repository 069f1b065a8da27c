import type { Assessment, Language } from '@asa/domain';
import {
  applySafetyFloor,
  assessTranscript,
  compileLexicon,
  detectConversationRedFlags,
  detectRedFlags,
  nextOfflineReply,
  type RedFlagFinding,
  statedDemographics,
  type TranscriptMessage,
} from '@asa/triage';

/**
 * The triage engine's readings the server makes, each one plain data in and plain data out, so the
 * same function runs on the event loop (pool size 0) or in a worker thread (worker.ts), where what
 * crosses the boundary is a structured clone: the answers are the same either way.
 */

export interface RedFlagsOfTextInput {
  text: string;
  language?: Language | undefined;
}
export interface RedFlagsOfConversationInput {
  messages: TranscriptMessage[];
  /** The patient's language, when known, lends its negation and time cues to a short text. */
  language?: Language | undefined;
}
export interface ConversationInput {
  messages: TranscriptMessage[];
  language: Language;
}
export interface AssessInput {
  messages: TranscriptMessage[];
  /** A model's assessment to floor; null: the offline engine assesses. */
  assessment: Assessment | null;
  patientLanguage: Language;
  reportLanguage: Language;
  /** Also the stated age and sex (in the patient's language), in the same reading. */
  demographics?: boolean;
}
export interface FlooredAssessment {
  assessment: Assessment;
  emergency: boolean;
  findings: RedFlagFinding[];
  /** When asked for (`demographics: true`). */
  demographics?: Demographics;
}
export interface RedFlagsAndReply {
  findings: RedFlagFinding[];
  /** null: the engine failed to reply; the provider asks again and reports the failure as before. */
  reply: string | null;
}
export interface Demographics {
  ageYears: number | null;
  sex: 'female' | 'male' | null;
}

/** Every term list compiled (about a second of CPU), so no patient waits for it. */
export function warm(): true {
  compileLexicon();
  return true;
}

/** The landing page's anonymous check: red flags of one text. */
export function redFlagsOfText({ text, language }: RedFlagsOfTextInput): RedFlagFinding[] {
  return detectRedFlags(text, language);
}

/** The red flags of what the patient said so far (DESIGN D14: read before the reply starts). */
export function conversationRedFlags({ messages, language }: RedFlagsOfConversationInput): RedFlagFinding[] {
  return detectConversationRedFlags(messages, language);
}

/**
 * The send's red flags and the offline engine's reply to the same transcript, in one reading: an
 * offline turn then sends its transcript to a worker once before the reply, not twice (issue 16).
 */
export function redFlagsAndReply({ messages, language }: ConversationInput): RedFlagsAndReply {
  const findings = detectConversationRedFlags(messages, language);
  let reply: string | null = null;
  try {
    reply = nextOfflineReply(messages, { language });
  } catch {
    // Not the send's failure: the reply stream reads it again and ends the reply incomplete, as it did.
  }
  return { findings, reply };
}

/** The offline engine's next reply. */
export function offlineReply({ messages, language }: ConversationInput): string {
  return nextOfflineReply(messages, { language });
}

/**
 * The assessment after a reply (DESIGN D5): the offline engine's, or a model's given in
 * `assessment`, with the raise-only safety floor applied last in either case.
 */
export function assess({ messages, assessment, patientLanguage, reportLanguage, demographics: stated }: AssessInput): FlooredAssessment {
  const base = assessment ?? assessTranscript(messages, { patientLanguage, reportLanguage });
  // A model's assessment has the offline engine's emergency levels beneath it too.
  const floored = applySafetyFloor(base, messages, { reportLanguage, patientLanguage, engine: assessment !== null });
  return {
    assessment: floored.assessment,
    emergency: floored.emergency,
    findings: floored.findings,
    ...(stated ? { demographics: statedDemographics(messages, patientLanguage) } : {}),
  };
}

/** Age and sex as the patient stated them. */
export function demographics({ messages, language }: ConversationInput): Demographics {
  return statedDemographics(messages, language);
}
