/**
 * The statistical safety net (issue 13, D12): a classifier of the patient's own words that may
 * only raise urgency. When P(emergency) of what the patient wrote reaches the shipped threshold, a
 * less urgent assessment becomes 3, or 2 on strong evidence (never 1, which stays with explicit red
 * flags), and the net's line is added to the present red flags and the diagnosis, so staff see why.
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
 * Two steps, so the net's misses of the benign look like over-caution rather than false alarms.
 * At the shipped threshold (held-out FPR ≤ 5% on urgency 3–5) it asks for a doctor within 24 h
 * (urgency 3): a message that reads like emergencies is never self-care or routine. Only with
 * stronger evidence does it call an emergency (urgency 2): P at the held-out 2% FPR operating point
 * of `data/safety-net/report.json` (recall 51%, FPR 1.3%) and a message long enough to carry it —
 * three words ("Ég er með höfuðverk", p 0.88) are too little for a statistical emergency; explicit
 * red flags catch the short explicit ones.
 */
const EMERGENCY_THRESHOLD = 0.8308;
const EMERGENCY_MIN_EVIDENCE = 40;

/** Letters of evidence: a CJK character carries about as much as three Latin letters. */
function evidence(text: string): number {
  let n = 0;
  for (const ch of text) {
    if (/[\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]/u.test(ch)) n += 3;
    else if (/\p{L}/u.test(ch)) n += 1;
  }
  return n;
}

function raisedTo(verdict: SafetyNetVerdict, patientTurns: readonly string[]): Urgency {
  const latest = patientTurns.filter((t) => t.trim()).join(' ');
  return verdict.probability >= EMERGENCY_THRESHOLD && evidence(latest) >= EMERGENCY_MIN_EVIDENCE ? 2 : 3;
}

/** Raises a less urgent assessment to 3, or to 2 on strong evidence, when the net fires. Never lowers. */
export function applySafetyNet(
  assessment: Assessment,
  patientTurns: readonly string[],
  writer: SafetyNetWriter,
  model = shippedSafetyNet(),
): { assessment: Assessment; safetyNet: SafetyNetVerdict } {
  const verdict = safetyNetVerdict(patientTurns, model);
  const raised = verdict.fires ? raisedTo(verdict, patientTurns) : assessment.urgency;
  if (!verdict.fires || assessment.urgency <= raised) return { assessment, safetyNet: verdict };
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
