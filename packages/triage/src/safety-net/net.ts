/**
 * The statistical safety net (issue 13, D12): a classifier of the patient's own words that may
 * only raise urgency, on any text (the engine's reading included). When P(emergency) of what the
 * patient wrote passes a strict threshold, a less urgent assessment becomes 2 (the emergency
 * department now — never 1 and never the 112 call, which stay with explicit red flags); past a lower
 * one it becomes 3 (a doctor within 24 h); and when the second head reads a doctor's case, self-care
 * becomes 4. The net's line is added to the present red flags and the diagnosis, so staff see why.
 */
import { readFileSync } from 'node:fs';
import type { Assessment, Urgency } from '@asa/domain';
import { type FloorWriter, raiseAssessment } from '../engine/floor.ts';
import { safetyNetLabel } from './label.ts';
import { MAX_CHARS } from './features.ts';
import { decodeModel, scores, type SafetyNetModel, type SafetyNetScores, type SafetyNetThresholds } from './model.ts';

// Read on first use, not at import: the package's load time stays that of its code.
const MODEL_FILE = new URL('../../data/safety-net/model.bin', import.meta.url);
let shipped: SafetyNetModel | undefined;

export function shippedSafetyNet(): SafetyNetModel {
  shipped ??= decodeModel(readFileSync(MODEL_FILE));
  return shipped;
}

/** The floor reads a conversation more than once (at the patient's first words, then after the reply). */
const SCORES = new WeakMap<SafetyNetModel, Map<string, SafetyNetScores>>();
const MAX_REMEMBERED = 256;

function score(model: SafetyNetModel, text: string): SafetyNetScores {
  let memo = SCORES.get(model);
  if (!memo) SCORES.set(model, (memo = new Map()));
  let s = memo.get(text);
  if (s === undefined) {
    s = scores(model, text);
    if (memo.size >= MAX_REMEMBERED) memo.delete(memo.keys().next().value!);
    memo.set(text, s);
  }
  return s;
}

export interface SafetyNetVerdict {
  /** P(emergency) of what the patient wrote (0 when they wrote nothing). */
  probability: number;
  /** P(a doctor's case rather than self-care) of what the patient wrote (0 without that head). */
  care: number;
  thresholds: SafetyNetThresholds;
  /** The urgency the net asks for (2, 3 or 4), or null when it asks for nothing. */
  asks: Urgency | null;
  /** The net asks for something (P(emergency) ≥ the same-day threshold, or the care head fires). */
  fires: boolean;
  /** The net raised this assessment's urgency. */
  raised: boolean;
}

/** The urgency the net asks for: 2 past the strict threshold, 3 past the lower one, 4 for a doctor's case. */
function asks(s: SafetyNetScores, t: SafetyNetThresholds): Urgency | null {
  if (s.emergency >= t.emergency) return 2;
  if (s.emergency >= t.sameDay) return 3;
  if (s.care >= t.care) return 4;
  return null;
}

/**
 * The net's verdict on what the patient wrote. The turns are read as one text, as the corpus messages
 * it learnt from are, so answers such as "no chest pain, no fainting, it lasts seconds" count as the
 * reassurance they are; and the latest turn is also read alone, so that a new alarming turn is not
 * drowned by a long benign start. A conversation longer than the featurised limit is read from its
 * start (the complaint) and its end. The most urgent reading counts.
 */
export function safetyNetVerdict(patientTurns: readonly string[], model = shippedSafetyNet()): SafetyNetVerdict {
  const turns = patientTurns.filter((t) => t.trim());
  const text = turns.join('\n');
  const readings: SafetyNetScores[] = [];
  if (text) {
    readings.push(score(model, text.slice(0, MAX_CHARS)));
    if (text.length > MAX_CHARS) readings.push(score(model, text.slice(-MAX_CHARS)));
    if (turns.length > 1) readings.push(score(model, turns.at(-1)!.slice(0, MAX_CHARS)));
  }
  const best: SafetyNetScores = {
    emergency: Math.max(0, ...readings.map((r) => r.emergency)),
    care: Math.max(0, ...readings.map((r) => r.care)),
  };
  const asked = asks(best, model.thresholds);
  return { probability: best.emergency, care: best.care, thresholds: model.thresholds, asks: asked, fires: asked !== null, raised: false };
}

/** Raises a less urgent assessment to what the net asks for (2, 3 or 4). Never lowers, never 1. */
export function applySafetyNet(
  assessment: Assessment,
  patientTurns: readonly string[],
  writer: FloorWriter,
  model = shippedSafetyNet(),
): { assessment: Assessment; safetyNet: SafetyNetVerdict } {
  const verdict = safetyNetVerdict(patientTurns, model);
  const raised = verdict.asks;
  if (raised === null || assessment.urgency <= raised) return { assessment, safetyNet: verdict };
  const label =
    raised === 4
      ? safetyNetLabel(writer.language, verdict.care, 'care')
      : safetyNetLabel(writer.language, verdict.probability, 'emergency');
  return {
    assessment: raiseAssessment(assessment, raised, label, writer),
    safetyNet: { ...verdict, raised: true },
  };
}
