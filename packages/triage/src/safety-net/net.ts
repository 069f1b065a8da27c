/**
 * The statistical safety net (issue 13, D12): a classifier of the patient's own words that may
 * only raise urgency. When P(emergency) of any patient turn reaches the shipped threshold and the
 * assessment says 3–5, urgency becomes 2 — never 1, which stays with explicit red flags — and the net's
 * line is added to the present red flags and the diagnosis, so staff see why.
 */
import { readFileSync } from 'node:fs';
import type { Assessment, Language, Urgency } from '@asa/domain';
import { safetyNetLabel } from './label.ts';
import { decodeModel, probability, type SafetyNetModel } from './model.ts';

// Read on first use, not at import: the package's load time stays that of its code.
const MODEL_FILE = new URL('../../data/safety-net/model.bin', import.meta.url);
let shipped: SafetyNetModel | undefined;

export function shippedSafetyNet(): SafetyNetModel {
  shipped ??= decodeModel(readFileSync(MODEL_FILE));
  return shipped;
}

/** A conversation is re-assessed after every turn: earlier turns' scores are remembered (bounded). */
const SCORES = new Map<string, number>();
const MAX_REMEMBERED = 1024;

function score(model: SafetyNetModel, text: string): number {
  let p = SCORES.get(text);
  if (p === undefined) {
    p = probability(model, text);
    if (SCORES.size >= MAX_REMEMBERED) SCORES.delete(SCORES.keys().next().value!);
    SCORES.set(text, p);
  }
  return p;
}

export interface SafetyNetVerdict {
  /** The highest P(emergency) over the patient's turns (0 when there are none). */
  probability: number;
  threshold: number;
  /** P ≥ threshold. */
  fires: boolean;
  /** The net raised this assessment's urgency. */
  raised: boolean;
}

/** The net's verdict on what the patient wrote: one score per turn, the highest counts. */
export function safetyNetVerdict(patientTurns: readonly string[], model = shippedSafetyNet()): SafetyNetVerdict {
  let p = 0;
  for (const turn of patientTurns) if (turn.trim()) p = Math.max(p, score(model, turn));
  return { probability: p, threshold: model.threshold, fires: p >= model.threshold, raised: false };
}

/** What the net needs of the report writer, to say what it did in the clinic's language. */
export interface SafetyNetWriter {
  readonly language: Language;
  phrase(key: 'safetyFloor', vars: { label: string; urgency: Urgency; disposition: string }): string;
  disposition(urgency: Urgency): string;
  sentence(text: string): string;
}

const RAISED_TO: Urgency = 2;

/** Raises a 3–5 assessment to 2 when the net fires; otherwise returns it unchanged. Never lowers. */
export function applySafetyNet(
  assessment: Assessment,
  patientTurns: readonly string[],
  writer: SafetyNetWriter,
  model = shippedSafetyNet(),
): { assessment: Assessment; safetyNet: SafetyNetVerdict } {
  const verdict = safetyNetVerdict(patientTurns, model);
  if (!verdict.fires || assessment.urgency <= RAISED_TO) return { assessment, safetyNet: verdict };
  const label = safetyNetLabel(writer.language, verdict.probability);
  const add = (list: string[]) => (list.includes(label) ? list : [...list, label]);
  const dd = assessment.diagnosisData;
  const rfa = { ...dd.redFlagsAssessment, presentRedFlags: add(dd.redFlagsAssessment.presentRedFlags) };
  const differentials = dd.differentialDiagnoses.map((d, i) =>
    i === 0
      ? { ...d, redFlagsAssessment: { ...(d.redFlagsAssessment ?? rfa), presentRedFlags: add(d.redFlagsAssessment?.presentRedFlags ?? rfa.presentRedFlags) } }
      : d,
  );
  const disposition = writer.disposition(RAISED_TO);
  return {
    assessment: {
      ...assessment,
      urgency: RAISED_TO,
      diagnosis: [assessment.diagnosis, writer.phrase('safetyFloor', { label, urgency: RAISED_TO, disposition })]
        .filter(Boolean)
        .join(' '),
      diagnosisData: {
        ...dd,
        redFlagsAssessment: rfa,
        differentialDiagnoses: differentials,
        soap: { ...dd.soap, plan: `${writer.sentence(disposition)} ${dd.soap.plan}` },
      },
    },
    safetyNet: { ...verdict, raised: true },
  };
}
