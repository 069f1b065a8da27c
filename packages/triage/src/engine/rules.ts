import type { Urgency } from '@asa/domain';
import type { Findings } from '../nlp/parser.ts';
import { type Message, type MessageVars, renderMessage } from '../report/message.ts';

import { PROTOCOLS, PROTOCOL_NOT_SYMPTOMS, RULE_TEXTS } from '../protocols/index.ts';

export interface RuleHit {
  id: string;
  urgency: Urgency;
  /** English, staff-facing; says which guidance the rule follows. */
  reason: string;
  /** The reason as a message: its key in RULE_TEXTS and the values it is filled with (any report language). */
  text: Message;
}

/** Context, qualifiers and self-care statements that are not a symptom needing a GP by themselves. */
export const CONTEXT_NOT_SYMPTOM: ReadonlySet<string> = new Set([
  'severe',
  'sudden_onset',
  'recurrent_known',
  'smoker',
  'travel',
  'malaria_area',
  'vte_risk',
  'walks_normally',
  'no_relief',
  'inhaler',
  'blood_thinner',
  'new_medication',
  'hypertension_history',
  'chronic_lung',
  'diabetes',
  'immunosuppressed',
  'food_trigger',
  'allergen_exposure',
  'one_sided_leg',
  'postural',
  'positional',
  'worse_moving',
  'dermatomal',
  'contact_lens',
  'alcohol_hangover',
  'pregnant',
  'late_period',
  'benign_dark_stool',
  'awkward_posture',
  'dental_numbing',
  'prescription_request',
  'relieved',
  'bleeding_stopped',
  'harm_others',
  'co_exposure',
  ...PROTOCOL_NOT_SYMPTOMS,
]);
/** Anxiety counts as a complaint in a summary but does not by itself call for a GP by these rules. */
const NOT_A_SYMPTOM = new Set([...CONTEXT_NOT_SYMPTOM, 'anxiety']);

/**
 * Every protocol's disposition rules on the findings, in protocol order (protocols/index.ts). Each
 * rule is a published rule of thumb, not a fit to one case (NEWS2, NICE CKS / NICE guidelines,
 * NHS 111 dispositions, ESI, Ottawa rules); its reason names the guidance.
 */
export function dispositionRules(f: Findings): RuleHit[] {
  const hits: RuleHit[] = [];
  const hit = (id: string, urgency: Urgency, vars: MessageVars = {}, key: string = id) => {
    const text = { key, vars };
    hits.push({ id, urgency, reason: renderMessage(RULE_TEXTS, text), text });
  };
  const context = { symptomatic: [...f.present].some((c) => !NOT_A_SYMPTOM.has(c)) };
  for (const protocol of PROTOCOLS) protocol.rules?.(f, hit, context);
  return hits;
}
