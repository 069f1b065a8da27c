import type { Protocol } from '../types.ts';
import { rules } from './rules.ts';
import { CONDITIONS } from './conditions.ts';
import { RED_FLAGS } from './red-flags.ts';

export const EYE: Protocol = {
  rules,
  redFlags: RED_FLAGS,
  conditions: CONDITIONS,
  ruleTexts: {
    red_eye_serious: 'Red eye with pain, photophobia, reduced vision or contact lens use (NICE CKS red eye)',
    vision_change: 'New visual disturbance (NICE CKS)',
  },
  patterns: {
    vision_loss: 'sudden_vision_loss', // NICE CKS sudden loss of vision
    acute_glaucoma: 'acute_glaucoma',
  },
};
