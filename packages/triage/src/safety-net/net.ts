/**
 * The statistical safety net (issue 13, D12): a classifier of the patient's own words that may
 * only raise urgency. When P(emergency) of what the patient wrote is high enough, a less urgent
 * assessment becomes 3 (see a doctor within 24 h; 1–2 stay with explicit red flags), and the net's line is added to the present red flags and the diagnosis, so staff see why.
 */
import { readFileSync } from 'node:fs';
import type { Assessment, Language, Urgency } from '@asa/domain';
import { safetyNetLabel } from './label.ts';
import { MAX_CHARS } from './features.ts';
import { decodeModel, probability, type SafetyNetModel } from './model.ts';

// Read on first use, not at import: the package's load time stays that of its code.
const MODEL_FILE = new URL('../../data/safety-net/model.bin', import.meta.url);
let shipped: SafetyNetModel | undefined;

export function shippedSafetyNet(): SafetyNetModel {
  shipped ??= decodeModel(readFileSync(MODEL_FILE));
  return shipped;
}

/** The floor reads a conversation more than once (at the patient's first words, then after the reply). */
const SCORES = new Map<string, number>();
const MAX_REMEMBERED = 256;

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
  /** P(emergency) of what the patient wrote (0 when they wrote nothing). */
  probability: number;
  threshold: number;
  /** P ≥ threshold. */
  fires: boolean;
  /** The net raised this assessment's urgency. */
  raised: boolean;
}

/**
 * The net's verdict on what the patient wrote. The turns are read as one text, as the corpus messages
 * it learnt from are, so answers such as "no chest pain, no fainting, it lasts seconds" count as the
 * reassurance they are; and the latest turn is also read alone, so that a new alarming turn is not
 * drowned by a long benign start. A conversation longer than the featurised limit is read from its
 * start (the complaint) and its end. The highest score counts.
 */
export function safetyNetVerdict(patientTurns: readonly string[], model = shippedSafetyNet()): SafetyNetVerdict {
  const turns = patientTurns.filter((t) => t.trim());
  const text = turns.join('\n');
  let p = 0;
  if (text) {
    p = score(model, text.slice(0, MAX_CHARS));
    if (text.length > MAX_CHARS) p = Math.max(p, score(model, text.slice(-MAX_CHARS)));
    if (turns.length > 1) p = Math.max(p, score(model, turns.at(-1)!.slice(0, MAX_CHARS)));
  }
  return { probability: p, threshold: model.threshold, fires: p >= model.threshold, raised: false };
}

/** What the net needs of the report writer, to say what it did in the clinic's language. */
export interface SafetyNetWriter {
  readonly language: Language;
  phrase(key: 'safetyFloor', vars: { label: string; urgency: Urgency; disposition: string }): string;
  disposition(urgency: Urgency): string;
  sentence(text: string): string;
}

/**
 * How far the net raises, chosen on the held-out operating points of `data/safety-net/report.json`:
 * at the 3% FPR point (recall 56%, FPR 1.9%) it asks for a doctor within 24 h (urgency 3), so a
 * message that reads like emergencies is never self-care or routine. It does not call emergencies
 * (urgency 2) on its own: at the 1% point it still raised benign look-alikes of the protocols' tests
 * (a settled renal colic, a short "I have a headache" in Icelandic), and explicit red flags stay
 * the only way to 1–2. A better-calibrated model may earn that step later.
 */
const SAME_DAY_THRESHOLD = 0.7934;

/** The urgency the net asks for, or null when it asks for nothing. */
function raisedTo(verdict: SafetyNetVerdict): Urgency | null {
  return verdict.probability >= SAME_DAY_THRESHOLD ? 3 : null;
}

/** Raises a less urgent assessment to 3 when the net fires strongly enough. Never lowers. */
export function applySafetyNet(
  assessment: Assessment,
  patientTurns: readonly string[],
  writer: SafetyNetWriter,
  model = shippedSafetyNet(),
): { assessment: Assessment; safetyNet: SafetyNetVerdict } {
  const verdict = safetyNetVerdict(patientTurns, model);
  const raised = verdict.fires ? raisedTo(verdict) : null;
  if (raised === null || assessment.urgency <= raised) return { assessment, safetyNet: verdict };
  const label = safetyNetLabel(writer.language, verdict.probability);
  const add = (list: string[]) => (list.includes(label) ? list : [...list, label]);
  const dd = assessment.diagnosisData;
  const rfa = { ...dd.redFlagsAssessment, presentRedFlags: add(dd.redFlagsAssessment.presentRedFlags) };
  const differentials = dd.differentialDiagnoses.map((d, i) =>
    i === 0
      ? { ...d, redFlagsAssessment: { ...(d.redFlagsAssessment ?? rfa), presentRedFlags: add(d.redFlagsAssessment?.presentRedFlags ?? rfa.presentRedFlags) } }
      : d,
  );
  const disposition = writer.disposition(raised);
  return {
    assessment: {
      ...assessment,
      urgency: raised,
      diagnosis: [assessment.diagnosis, writer.phrase('safetyFloor', { label, urgency: raised, disposition })]
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
