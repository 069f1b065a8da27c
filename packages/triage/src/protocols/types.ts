import type { Language, Urgency } from '@asa/domain';
import type { Findings } from '../nlp/findings.ts';
import type { MessageVars } from '../report/message.ts';

export type Terms = Partial<Record<Language, string[]>>;

/** Records a disposition rule that fired: its id (a key of the group's ruleTexts) and urgency. */
export type Hit = (id: string, urgency: Urgency, vars?: MessageVars, key?: string) => void;

/** What the engine knows beyond one complaint's findings when its rules run. */
export interface RuleContext {
  /** A symptom is present beyond context, qualifiers and self-care statements (CONTEXT_NOT_SYMPTOM). */
  symptomatic: boolean;
}

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
  rules?: (f: Findings, hit: Hit, context: RuleContext) => void;
  /** Red flag or rule id → the condition it implies (ranked first when it fires). */
  patterns?: Record<string, string>;
}

export type QuestionId =
  | 'onset'
  | 'location'
  | 'character'
  | 'severity'
  | 'timing'
  | 'aggravating'
  | 'relieving'
  | 'associated'
  | 'medications'
  | 'allergies'
  | 'history'
  | 'fever'
  | 'breathing'
  | 'chest_radiation'
  | 'stool_blood'
  | 'urine_fever'
  | 'pregnancy'
  | 'weight_bearing'
  | 'vision'
  | 'neck_stiffness'
  | 'rash_blanch'
  | 'injury_how'
  | 'fluids'
  | 'mood_safety'
  | 'alertness';

export type AdviceKey =
  | 'viral_uri'
  | 'cough'
  | 'sore_throat'
  | 'gastro'
  | 'msk'
  | 'back'
  | 'skin_itch'
  | 'minor_burn'
  | 'headache'
  | 'eye'
  | 'constipation'
  | 'allergy'
  | 'mouth_ulcer'
  | 'bite'
  | 'hangover'
  | 'thrush'
  | 'heartburn'
  | 'general';

/** One chief complaint / condition of the knowledge base. */
export interface Condition {
  id: string;
  /** English, staff-facing. */
  name: string;
  icd10: string;
  area:
    'cardio' | 'resp' | 'neuro' | 'gi' | 'gu' | 'obs' | 'msk' | 'skin' | 'ent' | 'eye' | 'mental' | 'general';
  /** Base likelihood (0–1) among adults presenting with its key symptoms in primary/urgent care. */
  base: number;
  /** At least one of these concepts must be present for the condition to be considered. */
  key: string[];
  /** Supporting (positive weight) and opposing (negative weight) concepts when present. */
  cues?: Record<string, number>;
  /**
   * Weeks of pregnancy in which the condition can occur (checked only when the patient states the
   * weeks): an ectopic pregnancy or a miscarriage does not present at 32 weeks.
   */
  gestationWeeks?: { min?: number; max?: number };
  /**
   * Features the diagnosis needs beyond a key symptom: every group must have a present concept
   * (NICE NG240: a stiff neck is meningism only with fever, headache, photophobia, rash, …).
   */
  requires?: string[][];
  /**
   * A benign explanation that rules the condition out (any of `explained`, none of `butNot`); a
   * list holds several, any one of which rules it out.
   */
  unless?: Explanation | Explanation[];
  /** Disposition when this is the working diagnosis and no rule says otherwise (staff scale). */
  urgency: Urgency;
  /** Red flags (RED_FLAGS ids) to list as present/absent/unknown for this complaint. */
  redFlags: string[];
  questions: QuestionId[];
  advice: AdviceKey;
  /** English "see a doctor if…" thresholds. */
  watch: string[];
}

/** An emergency red flag: fires when every group in `all` has at least one present concept. */
export interface RedFlagRule {
  id: string;
  label: string;
  urgency: 1 | 2;
  all: string[][];
  /**
   * A benign explanation the patient stated that removes the flag: any concept of `explained`
   * present and none of `butNot` (features that keep the emergency reading) present. A list holds
   * several explanations, each for a different sign of the flag; any one of them removes it.
   */
  unless?: Explanation | Explanation[];
}

/** A benign explanation of a red flag (see `RedFlagRule.unless`). */
export interface Explanation {
  explained: string[];
  butNot: string[];
}

/** The explanations of a red flag or condition as a list. */
export function explanationsOf(unless: Explanation | Explanation[] | undefined): Explanation[] {
  if (unless === undefined) return [];
  return Array.isArray(unless) ? unless : [unless];
}

/**
 * Whether one of the explanations holds: a concept it explains by present, none it keeps. An
 * explanation the patient also denies ("is it the iron? I don't take iron") explains nothing.
 */
export function explainedAway(
  unless: Explanation | Explanation[] | undefined,
  present: ReadonlySet<string>,
  negated: ReadonlySet<string>,
): boolean {
  return explanationsOf(unless).some(
    (u) =>
      u.explained.some((c) => present.has(c) && !negated.has(c)) && !u.butNot.some((c) => present.has(c)),
  );
}
