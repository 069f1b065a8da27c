import type { Protocol } from '../types.ts';
import { rules } from './rules.ts';
import { CONDITIONS } from './conditions.ts';
import { RED_FLAGS } from './red-flags.ts';

export const CHEST_PAIN: Protocol = {
  notSymptoms: ['faint_trigger', 'came_round'],
  // a collapse is a loss of consciousness or of standing until shown otherwise (Resuscitation Council UK)
  implies: { collapse: ['fainting'] },
  rules,
  redFlags: RED_FLAGS,
  conditions: CONDITIONS,
  ruleTexts: {
    htn_emergency: 'BP ≥180/120 with symptoms: possible hypertensive emergency (NICE NG136)',
    htn_severe: 'BP ≥180/120: same-day review (NICE NG136)',
    htn: 'Raised clinic/home BP: confirm and review (NICE NG136)',
    chest_pain_zoster:
      'Chest-wall pain with a vesicular rash in the same area: herpes zoster (NICE CKS shingles)',
    chest_pain_msk: 'Chest pain after strain/injury without cardiac features (NICE CG95: non-cardiac)',
    chest_pain_young: 'Chest pain, age under 30, no cardiac features: same-day assessment (NICE CG95)',
    chest_pain_reflux:
      'Burning behind the breastbone with meals or lying down, under 50, no cardiac or alarm features: heartburn, pharmacy treatment (NICE CKS dyspepsia)',
    chest_pain_respiratory:
      'Chest pain or tightness with a cold or cough and no cardiac features: same-day assessment (NICE CG95; NICE CKS chest infection)',
    chest_sore_from_coughing:
      'Chest sore from the coughing itself, with a cold or cough, fever denied and no cardiac features: chest-wall strain, self-care (NICE CKS cough)',
    chest_pain: 'Acute chest pain not explained otherwise: exclude ACS now (NICE CG95; ESI level 2)',
    syncope: 'Transient loss of consciousness: same-day assessment with ECG (NICE CG109)',
    palpitations_danger: 'Palpitations with chest pain, breathlessness or fainting (NICE CKS palpitations)',
    palpitations: 'Palpitations (NICE CKS)',
    atypical_acs_risk:
      'Jaw, arm or indigestion-like pain with nausea, vomiting or exhaustion at 50 or over or with diabetes: possible atypical acute coronary syndrome (NICE CG95)',
  },
  patterns: {
    cardiac_chest_pain: 'acs', // NICE CG95: chest pain with autonomic features / radiation → ACS until proven otherwise
    crushing_chest_pain: 'acs', // NICE CG95
    heart_attack_suspected: 'acs', // NHS: a heart attack named → ACS until proven otherwise
    syncope_cardiac: 'syncope', // NICE CG109
    collapse_told_now: 'syncope', // Resuscitation Council UK / NICE CG109
    aortic_dissection: 'aortic_dissection', // NHS aortic dissection / RCEM
    atypical_acs: 'acs', // NICE CG95
    atypical_acs_risk: 'acs',
    chest_sore_from_coughing: 'bronchitis', // NICE CKS acute cough: self-care with the cough
    chest_pain_respiratory: 'bronchitis', // NICE CKS acute cough: chest pain from coughing with a cold
  },
};
