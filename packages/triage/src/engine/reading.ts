import { LANGUAGES, type Language } from '@asa/domain';
import { deepFreeze, memoByTextIn } from '../nlp/text-memo.ts';
import { runEngine, type EngineResult } from './assess.ts';
import { detectRedFlagsAll, type RedFlagFinding } from './red-flags.ts';

/**
 * The two readings of what the patient said (issue 16), each made once per text and shared by a
 * chat turn's callers: the emergency check when the message arrives, the offline reply, the
 * assessment after the reply, the safety floor and the stated age and sex. The transcript text
 * grows by one message a turn, so each turn reads it once in each way.
 *
 * Bounds: a process takes at most 64 turns at once (CHAT_MAX_TURNS_IN_FLIGHT) and assesses each
 * after its reply; 1,024 texts keep a turn's reading until its assessment under that load, and the
 * character budget bounds the memory whatever the transcripts' length.
 */
const BOUNDS = { entries: 1024, chars: 2_000_000 };

/**
 * Red flags in all 15 languages, negation-aware (the safety floor's detector). The patient's
 * language, when known ('' when not), adds its negation and time cues to those of the languages the
 * text looks written in: a short message whose language the stop words cannot tell ("mio nonno ha
 * avuto un infarto anni fa") is still read with its own "years ago" and "not".
 */
export const redFlagsOfText: ((text: string, language: Language | '') => readonly RedFlagFinding[]) & { readonly reads: number } =
  memoByTextIn((text: string, language: Language | '') => detectRedFlagsAll(text, LANGUAGES, language || undefined), BOUNDS);

/**
 * A reading is frozen as far as it is the text's own: findings, red flags, rules, the ranking and
 * its reasons. The ranked conditions are the protocols' own objects, shared by every reading, and
 * are left as they are.
 */
function freezeReading<T>(answer: T): T {
  const r = answer as EngineResult;
  deepFreeze(r.findings);
  deepFreeze(r.redFlags);
  deepFreeze(r.rules);
  for (const scored of r.ranked) {
    Object.freeze(scored.support);
    Object.freeze(scored.against);
    Object.freeze(scored);
  }
  Object.freeze(r.ranked);
  return Object.freeze(answer);
}

/** The engine's reading in the patient's language: findings, ranked conditions, rules, urgency. */
export const engineReading: ((text: string, language: Language) => EngineResult) & { readonly reads: number } =
  memoByTextIn(runEngine, { ...BOUNDS, freeze: freezeReading });
