import { BENIGN } from './benign.ts';
import { GENERAL } from './general.ts';
import { INJURY_TOXIC } from './injury-toxic.ts';
import { PAEDIATRIC_OBSTETRIC } from './paediatric-obstetric.ts';
import type { Language } from '@asa/domain';
import type { MechanismGroup, Terms } from './types.ts';

/** Round 5 (generalisation after blind set v4): see packages/triage/data/README.md. */
export const ROUND5: readonly MechanismGroup[] = [GENERAL, PAEDIATRIC_OBSTETRIC, INJURY_TOXIC, BENIGN];

export const ROUND5_CONCEPTS = ROUND5.flatMap((g) => g.concepts ?? []);
export const ROUND5_RED_FLAGS = ROUND5.flatMap((g) => g.redFlags ?? []);
export const ROUND5_CONDITIONS = ROUND5.flatMap((g) => g.conditions ?? []);
export const ROUND5_NOT_SYMPTOMS = ROUND5.flatMap((g) => g.notSymptoms ?? []);
export const ROUND5_RULE_TEXTS: Record<string, string> = Object.assign(
  {},
  ...ROUND5.map((g) => g.ruleTexts ?? {}),
);
export const ROUND5_PATTERNS: Record<string, string> = Object.assign(
  {},
  ...ROUND5.map((g) => g.patterns ?? {}),
);
export const ROUND5_IMPLIES: Record<string, string[]> = Object.assign(
  {},
  ...ROUND5.map((g) => g.implies ?? {}),
);

/** Terms appended to a concept by every group, merged per language. */
export const ROUND5_ADDITIONS: Record<string, Terms> = {};
for (const g of ROUND5)
  for (const [id, terms] of Object.entries(g.additions ?? {})) {
    const into = (ROUND5_ADDITIONS[id] ??= {});
    for (const [lang, list] of Object.entries(terms) as [Language, string[]][])
      into[lang] = [...(into[lang] ?? []), ...list];
  }
