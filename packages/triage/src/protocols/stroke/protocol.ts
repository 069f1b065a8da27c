import type { Protocol } from '../types.ts';
import { rules } from './rules.ts';
import { CONDITIONS } from './conditions.ts';
import { RED_FLAGS } from './red-flags.ts';

export const STROKE: Protocol = {
  // who the patient is, not what is wrong today
  notSymptoms: ['lifelong_speech_difficulty'],
  rules,
  redFlags: RED_FLAGS,
  conditions: CONDITIONS,
  ruleTexts: {
    tia:
      'A face, arm or speech sign of a stroke today that has passed: transient ischaemic attack until proven otherwise — call 999 if it comes back, specialist assessment within 24 hours (NICE NG128, NHS)',
  },
  patterns: {
    stroke: 'stroke', // NICE NG128 (FAST)
  },
};
