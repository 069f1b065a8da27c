import type { Protocol } from '../types.ts';
import { rules } from './rules.ts';
import { CONDITIONS } from './conditions.ts';
import { RED_FLAGS } from './red-flags.ts';

export const BREATHING: Protocol = {
  implies: {
    // working hard to breathe is breathlessness; a reliever needed non-stop is asthma and its inhaler
    accessory_muscles: ['dyspnoea'],
    reliever_constant: ['inhaler', 'chronic_lung'],
  },
  rules,
  redFlags: RED_FLAGS,
  conditions: CONDITIONS,
  ruleTexts: {
    osa: 'Snoring with pauses in breathing in sleep: obstructive sleep apnoea, GP appointment (NICE CKS obstructive sleep apnoea)',
    asthma_copd_failing:
      'Breathlessness in asthma/COPD with reliever not helping or increased reliever use (BTS/SIGN asthma; NICE NG115)',
    dyspnoea: 'Shortness of breath: same-day assessment (NHS 111)',
    wheeze: 'Wheeze with breathlessness (BTS/SIGN)',
    cough_3w: 'Cough for more than 3 weeks (NICE NG12 / NG120)',
    haemoptysis: 'Coughing up blood (NICE NG12)',
    cough_fever: 'Cough with fever: assess for pneumonia / influenza (NICE NG138)',
    flu_at_risk: 'Flu-like illness in a group at risk: GP assessment (NHS flu)',
    pneumonia_signs: 'Focal chest signs: possible pneumonia (NICE NG138)',
    copd_flare: 'COPD/asthma with increased breathlessness and sputum (NICE NG115)',
    hypoxia: 'SpO2 {{spo2}}% (<92%): hypoxaemia (BTS oxygen guideline)',
    hypoxia_severe:
      'SpO2 {{spo2}}% (92% or less) with a pulse of 125 or more, breathlessness at rest or too breathless to finish a sentence: respiratory failure, call 999 (BTS/SIGN asthma; NICE NG138; NHS pulse oximetry)',
    rr_extreme: 'Respiratory rate {{rate}} (≥30): ESI danger-zone vital sign',
    post_operative_breathless:
      'Sudden breathlessness or pleuritic chest pain after surgery, a cast or a long journey: possible pulmonary embolism (NICE NG158)',
    upper_airway:
      'Sore throat or difficulty swallowing with drooling, stridor, muffled voice or trismus: emergency (NICE CKS sore throat; NICE NG84)',
    cough_high_risk:
      'Productive cough in someone at high risk of complications (lung disease, weakened immune system, or 80 or over with diabetes): GP review (NICE NG120)',
    reliever_again:
      'Reliever inhaler needed again within 4 hours: the asthma attack is not controlled, urgent assessment now (BTS/SIGN asthma; NHS)',
    asthma_attack_severe:
      'Asthma attack with the reliever not helping, or drowsy or confused: life-threatening asthma, call 999 (BTS/SIGN 158; NHS asthma attack)',
  },
  patterns: {
    osa: 'osa', // NICE CKS obstructive sleep apnoea
    pe_signs: 'pe', // NICE NG158
    haemoptysis: 'haemoptysis', // NICE CKS haemoptysis
    reliever_again: 'asthma', // BTS/SIGN asthma
    asthma_attack_severe: 'asthma', // BTS/SIGN 158
    asthma_severe: 'asthma', // BTS/SIGN 158
  },
};
