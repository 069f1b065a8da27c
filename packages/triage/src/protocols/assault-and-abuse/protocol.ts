import type { Protocol } from '../types.ts';
import { rules } from './rules.ts';
import { CONDITIONS } from './conditions.ts';
import { RED_FLAGS } from './red-flags.ts';

export const ASSAULT_AND_ABUSE: Protocol = {
  // A threat or a weapon is context of the violence, not a symptom by itself.
  notSymptoms: ['threat_to_kill'],
  rules,
  redFlags: RED_FLAGS,
  conditions: CONDITIONS,
  ruleTexts: {
    sexual_assault_recent:
      'Sexual assault in the last 7 days or time not said: same-day care at a sexual assault referral centre (SARC) or emergency department — HIV and pregnancy prevention work best within 72 hours; help is confidential (NHS; BASHH; FSRH)',
    sexual_assault_past:
      'Sexual assault more than 7 days ago: urgent appointment at a sexual assault referral centre or sexual health clinic; help is confidential (NHS; BASHH)',
    violence_injury:
      'Injury from violence by another person: same-day assessment and a safeguarding concern; help is confidential (NICE PH50)',
    threat_to_kill:
      'Threatened with death by someone: help today to be safe, and call 112 if you are in danger now; a safeguarding concern; help is confidential (NICE PH50; DASH)',
    violence_head_or_pregnancy:
      'Head injury or pregnancy with violence by another person: emergency assessment today and a safeguarding concern; help is confidential (NICE NG232; NICE PH50)',
  },
  patterns: {
    strangulation: 'non_fatal_strangulation', // RCEM / IFAS 2022
    strangulation_airway: 'non_fatal_strangulation', // RCEM / IFAS 2022
    violence_threat_to_kill: 'violence_injury', // NICE PH50
    threat_to_kill_now: 'violence_injury', // NICE PH50
    drink_spiked_unwell: 'drink_spiking', // NHS; TOXBASE
    sexual_assault_recent: 'sexual_assault', // NHS; BASHH; FSRH
    sexual_assault_past: 'sexual_assault', // NHS; BASHH
    violence_injury: 'violence_injury', // NICE PH50
    violence_head_or_pregnancy: 'violence_injury', // NICE NG232; NICE PH50
    threat_to_kill: 'violence_injury', // NICE PH50; DASH
  },
};
