import type { Protocol } from '../types.ts';
import { rules } from './rules.ts';
import { CONDITIONS } from './conditions.ts';
import { RED_FLAGS } from './red-flags.ts';

export const INJURY_AND_BLEEDING: Protocol = {
  implies: {
    dangerous_mechanism: ['injury'],
    open_fracture: ['injury', 'deformity'],
  },
  notSymptoms: ['dangerous_mechanism', 'rabies_risk', 'bite_high_risk_site', 'skin_not_broken', 'recent_operation', 'burn_blistered', 'burn_special_site', 'blister_small', 'behaviour_change'],
  rules,
  redFlags: RED_FLAGS,
  conditions: CONDITIONS,
  ruleTexts: {
    head_injury_65: 'Head injury at 65 or over (NICE NG232)',
    tetanus: 'Trismus / generalised spasms after a wound: tetanus (WHO)',
    deformity: 'Deformed limb after injury: possible fracture/dislocation (ESI)',
    major_burn: 'Large, deep or facial burn (NHS)',
    wound_nerve:
      'Cut with numbness or loss of movement beyond it: possible nerve or tendon injury, same-day assessment (NHS 111)',
    hip_fracture:
      'Fall at 65 or over, unable to stand or leg shortened/rotated: suspected hip fracture (NICE CG124)',
    fall_long_lie:
      'Older person who fell and lay on the floor for hours (a long lie): risk of hypothermia, muscle breakdown and a hip fracture, ambulance (NICE CG124, CG161)',
    injury_not_settling: 'Injury not settling after a week of self-care: GP / physiotherapy (NHS)',
    wound_bleeding_timed:
      'Wound still bleeding after about {{minutes}} minutes (≥10 min of pressure): A&E (NHS 111)',
    wound_bleeding_persistent:
      'Wound that keeps bleeding: urgent assessment if it does not stop after 10 minutes of firm pressure (NHS 111)',
    wound_bleeding:
      'Wound bleeding for about {{minutes}} minutes (≥10 min): A&E if pressure does not stop it (NHS 111)',
    serious_mechanism:
      'Injury by a dangerous mechanism (fall from a height, road collision, thrown from a horse or bike): same-day assessment for a fracture or hidden injury (NICE NG39, NG41; NHS)',
    spinal_mechanism_neck:
      'Neck pain after a dangerous mechanism (fall from a height, horse or bike, road collision): possible cervical spine injury, do not move, call an ambulance (NICE NG41; Canadian C-spine rule)',
    burn_significant:
      'Burn the size of the palm or larger, or with large blisters: same-day assessment at a minor injuries unit (British Burn Association; NHS burns)',
    dusky_wound:
      'Dusky, purple or dark skin around a wound or infection: same-day assessment for spreading or necrotising infection (NICE CKS cellulitis)',
    infant_head_injury:
      'Head injury with a bruise, swelling or cut on the head in a baby under 1 year: emergency assessment (NICE NG232)',
    bite_high_risk:
      'Bite to the face, a hand or the genitals, or a deep, puncture or gaping bite wound: urgent same-day assessment (NICE CKS human and animal bites)',
    bite_rabies_risk:
      'Bite from a bat, a monkey, a stray or unknown animal abroad or an unvaccinated animal: same-day rabies risk assessment (UKHSA rabies post-exposure guidance)',
    animal_bite:
      'Animal or human bite that broke the skin: same-day wound care, antibiotic and tetanus assessment (NICE CKS human and animal bites)',
    deep_wound_nerve:
      'Deep wound with numbness or loss of movement beyond it: possible nerve or tendon injury, A&E (NHS cuts and grazes)',
    wound_gaping:
      'Gaping wound whose edges do not stay together: may need closing, same day at a minor injuries unit (NHS cuts and grazes)',
    fall_cannot_get_up_unwell:
      'Older person who fell and cannot get up, and is confused or cold: ambulance (NICE CG124, CG161; NHS falls)',
  },
  patterns: {
    post_operative_bleed: 'post_operative_haemorrhage', // NHS after an operation / a tooth extraction
    head_injury_danger: 'head_injury', // NICE NG232
    head_injury_unresponsive: 'head_injury', // NHS head injury, NICE NG232
    major_burn: 'major_burn', // British Burn Association referral criteria
    spinal_injury: 'spinal_injury', // NICE NG41
    paralysis: 'spinal_injury', // NICE NG41
    // disposition rules (src/engine/rules.ts)
    hip_fracture: 'hip_fracture', // NICE CG124
    fall_long_lie: 'hip_fracture', // NICE CG124, CG161
    wound_bleeding: 'wound', // NHS 111 cuts and grazes
    wound_nerve: 'wound', // NHS 111 cuts and grazes
    head_injury_ng232: 'head_injury',
    open_fracture: 'open_fracture',
    deformed_limb: 'fracture',
    spinal_cord_signs: 'spinal_injury',
    spinal_injury_neuro: 'spinal_injury',
    dangerous_mechanism_neuro: 'spinal_injury',
    spinal_mechanism_neck: 'spinal_injury',
    dusky_wound: 'cellulitis',
    burn_significant: 'burn_partial',
    head_injury_headache: 'head_injury',
    infant_head_injury: 'head_injury',
    penetrating_injury: 'penetrating_injury',
    amputation: 'amputation',
    dislocation: 'dislocation',
    deep_wound: 'wound', // NHS cuts and grazes
    bite_high_risk: 'animal_bite', // NICE CKS human and animal bites
    bite_rabies_risk: 'rabies_exposure', // UKHSA rabies post-exposure guidance
    animal_bite: 'animal_bite',
    deep_wound_nerve: 'wound',
    wound_gaping: 'wound',
    hand_wound_tendon_nerve: 'wound', // NICE CKS lacerations; RCEM
    infected_wound_systemic: 'cellulitis', // NICE CKS cellulitis
    fall_cannot_get_up_unwell: 'hip_fracture', // NICE CG124, CG161
    anticoagulant_bleeding: 'anticoagulant_bleeding', // NICE CKS anticoagulation
  },
};
