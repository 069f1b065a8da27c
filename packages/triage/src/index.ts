import { type Assessment, type Language, mostUrgent, type Urgency, isLanguage } from '@asa/domain';
import { buildAssessment, patientText, type TranscriptMessage } from './engine/assess.ts';
import { engineReading, redFlagsOfText } from './engine/reading.ts';
import type { RedFlagFinding } from './engine/red-flags.ts';
import { applyEngineFloor } from './engine/floor.ts';
import { writerFor } from './report/writer.ts';
import { applySafetyNet, type SafetyNetVerdict } from './safety-net/net.ts';

export type { TranscriptMessage } from './engine/assess.ts';
export type { RedFlagFinding } from './engine/red-flags.ts';
export { CONVERSATION_POLICY } from './conversation/policy.ts';
export { nextOfflineReply } from './conversation/reply.ts';
export { compileLexicon } from './nlp/parser.ts';
export { CONDITIONS, RED_FLAGS } from './protocols/index.ts';
export * from './evaluation.ts';
export { isSealed, openSealedSet, sealSet, SealedSetError } from './sealed-set.ts';

export interface AssessOptions {
  patientLanguage: Language;
  /** The clinic's language, in which staff read the assessment; default 'en'. */
  reportLanguage?: Language;
}

/** Deterministic offline assessment of a transcript (what the patient said so far). */
export function assessTranscript(messages: TranscriptMessage[], options: AssessOptions): Assessment {
  const raw = patientText(messages);
  const lang = isLanguage(options.patientLanguage) ? options.patientLanguage : 'en';
  const result = engineReading(raw, lang);
  return buildAssessment(raw, result, options.reportLanguage ?? 'en');
}

/**
 * Emergency red flags in a text, any of the 15 languages, negation-aware (read once per text and
 * language). The patient's language, when known, lends its negation and time cues to a short text.
 */
export function detectRedFlags(text: string, patientLanguage?: Language): RedFlagFinding[] {
  return [...redFlagsOfText(text, patientLanguage && isLanguage(patientLanguage) ? patientLanguage : '')];
}

/**
 * Emergency red flags in what the patient said in a conversation: their turns, with short answers
 * ("yes") read against the assistant's question. The one reading the floor and the chat's
 * emergency card share.
 */
export function detectConversationRedFlags(messages: readonly TranscriptMessage[], patientLanguage?: Language): RedFlagFinding[] {
  return detectRedFlags(patientText(messages), patientLanguage);
}

// --- the floor under every assessor (issue 13) ------------------------------------------------------
/**
 * Raise-only safety floor under any assessor (offline engine or LLM): red flags found in what the
 * patient said force urgency 1–2 and are added to the present red flags; when another assessor wrote
 * the assessment (`engine: true`), the offline engine's own reading of the conversation raises it to
 * the engine's urgency when that is 1–2; then the statistical safety net, on any text, may raise to 2
 * (strict threshold), 3 (lower threshold) or self-care to 4 (its line joins the red flags). Urgency is
 * never lowered, and neither the engine nor the net gives the 112 call: `emergency` (the patient is
 * told to call 112) stays with the red flags alone.
 */
export function applySafetyFloor(
  assessment: Assessment,
  messages: TranscriptMessage[],
  options: { reportLanguage?: Language; patientLanguage?: Language; safetyNet?: boolean; engine?: boolean } = {},
): { assessment: Assessment; findings: RedFlagFinding[]; emergency: boolean; engineRaised?: boolean; safetyNet?: SafetyNetVerdict } {
  let floored: { assessment: Assessment; findings: RedFlagFinding[]; emergency: boolean; engineRaised?: boolean } =
    applyRedFlagFloor(assessment, messages, options);
  const language =
    options.reportLanguage && isLanguage(options.reportLanguage) ? options.reportLanguage : 'en';
  if (options.engine) {
    const own = assessTranscript(messages, {
      patientLanguage: options.patientLanguage ?? language,
      reportLanguage: language,
    });
    const raised = applyEngineFloor(floored.assessment, own, writerFor(language));
    floored = { ...floored, assessment: raised.assessment, engineRaised: raised.raised };
  }
  if (options.safetyNet === false) return floored;
  const turns = messages.filter((m) => m.role === 'user').map((m) => m.content);
  return { ...floored, ...applySafetyNet(floored.assessment, turns, writerFor(language)) };
}
// --- end of the floor ---------------------------------------------------------------------------------

function applyRedFlagFloor(
  assessment: Assessment,
  messages: TranscriptMessage[],
  options: { reportLanguage?: Language; patientLanguage?: Language } = {},
): { assessment: Assessment; findings: RedFlagFinding[]; emergency: boolean } {
  const findings = detectConversationRedFlags(messages, options.patientLanguage);
  if (findings.length === 0) return { assessment, findings, emergency: false };
  const w = writerFor(
    options.reportLanguage && isLanguage(options.reportLanguage) ? options.reportLanguage : 'en',
  );
  const labels = findings.map((f) => w.redFlag(f.id));
  let urgency: Urgency = assessment.urgency;
  for (const f of findings) urgency = mostUrgent(urgency, f.urgency);
  const addFlags = (list: string[]) => {
    const out = [...list];
    for (const l of labels) if (!out.includes(l)) out.push(l);
    return out;
  };
  const dd = assessment.diagnosisData;
  const rfa = { ...dd.redFlagsAssessment, presentRedFlags: addFlags(dd.redFlagsAssessment.presentRedFlags) };
  const differentials = dd.differentialDiagnoses.map((d, i) =>
    i === 0
      ? {
          ...d,
          redFlagsAssessment: {
            ...(d.redFlagsAssessment ?? rfa),
            presentRedFlags: addFlags(d.redFlagsAssessment?.presentRedFlags ?? rfa.presentRedFlags),
          },
        }
      : d,
  );
  const raised = urgency < assessment.urgency;
  const next: Assessment = {
    ...assessment,
    urgency,
    diagnosis: raised
      ? [
          assessment.diagnosis,
          w.phrase('safetyFloor', { label: labels[0]!, urgency, disposition: w.disposition(urgency) }),
        ]
          .filter(Boolean)
          .join(' ')
      : assessment.diagnosis,
    diagnosisData: {
      ...dd,
      redFlagsAssessment: rfa,
      differentialDiagnoses: differentials,
      soap: raised ? { ...dd.soap, plan: `${w.sentence(w.disposition(urgency))} ${dd.soap.plan}` } : dd.soap,
    },
  };
  return { assessment: next, findings, emergency: true };
}

/**
 * Age and sex as the patient stated them (issue 14 §1: who the patient is), read by the one reader
 * of quantities; null when not said.
 */
export function statedDemographics(
  messages: readonly TranscriptMessage[],
  language: Language,
): { ageYears: number | null; sex: 'female' | 'male' | null } {
  const { findings } = engineReading(patientText(messages), isLanguage(language) ? language : 'en');
  return { ageYears: findings.ageYears ?? null, sex: findings.sex ?? null };
}
