import type { Protocol } from '../types.ts';
import { rules } from './rules.ts';
import { CONDITIONS } from './conditions.ts';
import { RED_FLAGS } from './red-flags.ts';

export const MENTAL_HEALTH: Protocol = {
  implies: {
    // NICE NG225; Samaritans' warning signs: a farewell message, giving belongings away or putting the
    // will and passwords in someone's hands is a sign of suicidal intent, asked about and acted on as such.
    farewell_signals: ['suicidal'],
  },
  notSymptoms: ['suicide_means', 'unreachable'],
  rules,
  redFlags: RED_FLAGS,
  conditions: CONDITIONS,
  ruleTexts: {
    depression: 'Low mood: GP assessment (NICE CG90)',
    psychosis: 'New psychotic symptoms: urgent mental health assessment (NICE CG178)',
    postpartum_psychosis:
      'Strange beliefs, hearing voices, or thoughts that the family would be better off without her after giving birth: possible postpartum psychosis, a medical emergency — emergency mental health assessment now (NICE CG192; NHS)',
  },
  patterns: {
    suicide_risk: 'suicidal_crisis', // NICE NG225
    suicide_plan: 'suicidal_crisis', // NICE NG225
    suicide_plan_stated: 'suicidal_crisis', // NICE NG225
    psychosis_risk: 'psychosis', // NICE CG178
    psychosis: 'psychosis', // NICE CG178
    postpartum_psychosis: 'postpartum_psychosis', // NICE CG192
    suicide_means: 'suicidal_crisis', // NICE NG225
    suicide_unreachable: 'suicidal_crisis', // NHS; Samaritans
    purging_electrolyte: 'eating_disorder_purging', // NICE NG69 / MEED
  },
};
