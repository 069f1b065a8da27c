import type { Protocol } from '../types.ts';
import { rules } from './rules.ts';
import { CONDITIONS } from './conditions.ts';
import { RED_FLAGS } from './red-flags.ts';

export const POISONING_AND_ENVIRONMENT: Protocol = {
  implies: { overdose_large: ['overdose'], paracetamol_excess: ['overdose'] },
  notSymptoms: ['heat_exposure', 'heat_relief', 'heat_no_relief', 'high_voltage', 'electric_shock', 'deliberate', 'opioid_taken', 'toxic_alcohol', 'methotrexate_taken', 'lithium_taken', 'digoxin_taken', 'dose_error', 'several_affected'],
  rules,
  redFlags: RED_FLAGS,
  conditions: CONDITIONS,
  ruleTexts: {
    heat_stroke_temp:
      'Temperature of 40 °C or more after heat exposure: heatstroke, call an ambulance and cool now (NHS heatstroke)',
    scorpion_sting:
      'Scorpion or other venomous sting: same-day assessment, emergency if sweating, vomiting, drooling, twitching, breathing difficulty or drowsiness follow (TOXBASE; WHO)',
    scorpion_sting_young:
      'Scorpion or other venomous sting in a child: emergency department, children are at greatest risk of severe envenoming (TOXBASE; WHO)',
  },
  patterns: {
    overdose: 'overdose', // TOXBASE / NICE CG16
    ingestion: 'ingestion', // TOXBASE
    carbon_monoxide: 'co_poisoning', // UKHSA CO
    carbon_monoxide_severe: 'co_poisoning', // UKHSA CO
    carbon_monoxide_several: 'co_poisoning', // UKHSA CO
    snake_bite: 'snake_bite', // NHS
    snake_bite_systemic: 'snake_bite', // NHS / WHO
    electrical_injury: 'electrical_injury',
    heat_stroke: 'heat_stroke',
    heat_stroke_temp: 'heat_stroke',
    hypothermia: 'hypothermia',
    mushroom_poisoning: 'mushroom_poisoning',
    scorpion_sting_systemic: 'venomous_sting', // TOXBASE / WHO
    scorpion_sting_young: 'venomous_sting',
    scorpion_sting: 'venomous_sting',
    child_possible_ingestion: 'ingestion', // NHS 111 / TOXBASE
    child_possible_ingestion_unwell: 'ingestion', // NHS 111 / TOXBASE
    overdose_deliberate_or_unwell: 'overdose', // NICE CG16 / TOXBASE
    overdose_large: 'overdose', // TOXBASE
    paracetamol_staggered: 'overdose', // TOXBASE
    opioid_toxicity: 'opioid_toxicity', // Resuscitation Council UK / TOXBASE
    pinpoint_pupils_drowsy: 'opioid_toxicity', // Resuscitation Council UK
    toxic_alcohol_severe: 'overdose', // TOXBASE methanol / ethylene glycol
    toxic_alcohol: 'overdose', // TOXBASE
    methotrexate_toxicity: 'overdose', // MHRA / BNF
    narrow_margin_toxicity: 'overdose', // BNF / TOXBASE
    anticoagulant_double_dose: 'overdose', // TOXBASE
  },
};
