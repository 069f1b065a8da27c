import type { Language, Urgency } from '@asa/domain';
import type { Condition } from '../kb/types.ts';
import type { RedFlagRule } from '../lexicon/types.ts';
import type { Findings } from '../nlp/findings.ts';
import type { MessageVars } from '../report/message.ts';

export type Terms = Partial<Record<Language, string[]>>;

/** Records a disposition rule that fired: its id (a key of the group's ruleTexts) and urgency. */
export type Hit = (id: string, urgency: Urgency, vars?: MessageVars) => void;

/**
 * A presenting-complaint protocol: its concepts, red flags, conditions and rules. Everything it adds is
 * merged into the engine's own tables: concepts into the parser, red flags into RED_FLAGS,
 * conditions into the knowledge base, rules into dispositionRules, pattern → condition links into
 * PATTERN_CONDITION, and rule reasons into RULE_TEXTS (so the report catalogue asks translators
 * for them). Each entry cites the guidance it follows.
 */
export interface Protocol {
  /** is-a implications: a present concept makes these present too. */
  implies?: Record<string, string[]>;
  /** Context concepts that are not a symptom by themselves (never "the complaint"). */
  notSymptoms?: string[];
  redFlags?: RedFlagRule[];
  conditions?: Condition[];
  /** English reasons of the group's disposition rules, by rule id (`{{name}}` placeholders). */
  ruleTexts?: Record<string, string>;
  rules?: (f: Findings, hit: Hit) => void;
  /** Red flag or rule id → the condition it implies (ranked first when it fires). */
  patterns?: Record<string, string>;
}
