import { BENIGN } from './primary-care-and-self-care/protocol.ts';
import { GENERAL } from './general/protocol.ts';
import { INJURY_TOXIC } from './injury-and-poisoning/protocol.ts';
import { PAEDIATRIC_OBSTETRIC } from './infant-child-and-pregnancy/protocol.ts';
import type { Protocol } from './types.ts';

/** The presenting-complaint protocols whose tables the engine merges into its own (see types.ts). */
export const PROTOCOLS: readonly Protocol[] = [GENERAL, PAEDIATRIC_OBSTETRIC, INJURY_TOXIC, BENIGN];

export const PROTOCOL_RED_FLAGS = PROTOCOLS.flatMap((g) => g.redFlags ?? []);
export const PROTOCOL_CONDITIONS = PROTOCOLS.flatMap((g) => g.conditions ?? []);
export const PROTOCOL_NOT_SYMPTOMS = PROTOCOLS.flatMap((g) => g.notSymptoms ?? []);
export const PROTOCOL_RULE_TEXTS: Record<string, string> = Object.assign(
  {},
  ...PROTOCOLS.map((g) => g.ruleTexts ?? {}),
);
export const PROTOCOL_PATTERNS: Record<string, string> = Object.assign(
  {},
  ...PROTOCOLS.map((g) => g.patterns ?? {}),
);
export const PROTOCOL_IMPLIES: Record<string, string[]> = Object.assign(
  {},
  ...PROTOCOLS.map((g) => g.implies ?? {}),
);
