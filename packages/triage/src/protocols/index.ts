import type { Urgency } from '@asa/domain';
import { ABDOMINAL } from './abdominal/protocol.ts';
import { ASSAULT_AND_ABUSE } from './assault-and-abuse/protocol.ts';
import { BREATHING } from './breathing/protocol.ts';
import { CHEST_PAIN } from './chest-pain/protocol.ts';
import { ENT } from './ent/protocol.ts';
import { EYE } from './eye/protocol.ts';
import { GENERAL_AND_FEVER } from './general-and-fever/protocol.ts';
import { HEADACHE_AND_NEURO } from './headache-and-neuro/protocol.ts';
import { INFANT_AND_CHILD } from './infant-and-child/protocol.ts';
import { INJURY_AND_BLEEDING } from './injury-and-bleeding/protocol.ts';
import { MENTAL_HEALTH } from './mental-health/protocol.ts';
import { MUSCULOSKELETAL } from './musculoskeletal/protocol.ts';
import { POISONING_AND_ENVIRONMENT } from './poisoning-and-environment/protocol.ts';
import { PREGNANCY } from './pregnancy/protocol.ts';
import { SKIN } from './skin/protocol.ts';
import { STROKE } from './stroke/protocol.ts';
import { URINARY_AND_GENITAL } from './urinary-and-genital/protocol.ts';
import type { Condition, Protocol, RedFlagRule } from './types.ts';

/**
 * The presenting-complaint protocols (one folder each, like the charts of a protocol book); the
 * engine reads their red flags, conditions, rules, rule reasons and rule → condition patterns
 * from the tables below. Red flags are listed in the order of this list (then in their protocol's
 * order), and rules run in it: it decides which red flag and which reason of equal urgency an
 * assessment names first. It is the order closest to the one these had before the split.
 */
export const PROTOCOLS: readonly Protocol[] = [
  ABDOMINAL,
  CHEST_PAIN,
  BREATHING,
  STROKE,
  HEADACHE_AND_NEURO,
  INJURY_AND_BLEEDING,
  MENTAL_HEALTH,
  EYE,
  URINARY_AND_GENITAL,
  GENERAL_AND_FEVER,
  PREGNANCY,
  MUSCULOSKELETAL,
  SKIN,
  ENT,
  INFANT_AND_CHILD,
  POISONING_AND_ENVIRONMENT,
  ASSAULT_AND_ABUSE,
];

/**
 * Emergency red flags (NHS 111 "call 999/go to A&E" dispositions, ESI level 1–2 criteria,
 * Resuscitation Council UK anaphylaxis, NICE NG240 meningitis, FAST stroke signs). Each fires when
 * every group in `all` has at least one present concept (in what the patient said).
 */
export const RED_FLAGS: RedFlagRule[] = PROTOCOLS.flatMap((p) => p.redFlags ?? []);
export const RED_FLAG_BY_ID = new Map(RED_FLAGS.map((r) => [r.id, r]));
export type RedFlagUrgency = Extract<Urgency, 1 | 2>;

export const CONDITIONS: Condition[] = PROTOCOLS.flatMap((p) => p.conditions ?? []);
export const CONDITION_BY_ID = new Map(CONDITIONS.map((c) => [c.id, c]));

/**
 * The reasons of the disposition rules, English, staff-facing; each names the guidance it follows.
 * `{{name}}` is filled from the rule's values. Translations: src/locales/<lang>.json `rules`.
 */
export const RULE_TEXTS: Record<string, string> = Object.assign(
  {},
  ...PROTOCOLS.map((p) => p.ruleTexts ?? {}),
);

/**
 * Red flag / rule → the condition it strongly implies. When the pattern fires, that condition is
 * ranked first (most urgent pattern first), so the primary diagnosis never contradicts the red flag
 * that set the urgency.
 */
export const PATTERN_CONDITION: Record<string, string> = Object.assign(
  {},
  ...PROTOCOLS.map((p) => p.patterns ?? {}),
);

export const PROTOCOL_NOT_SYMPTOMS = PROTOCOLS.flatMap((g) => g.notSymptoms ?? []);
export const PROTOCOL_IMPLIES: Record<string, string[]> = Object.assign(
  {},
  ...PROTOCOLS.map((g) => g.implies ?? {}),
);
