import type { Protocol } from '../types.ts';
import { rules } from './rules.ts';
import { CONDITIONS } from './conditions.ts';
import { RED_FLAGS } from './red-flags.ts';

export const SKIN: Protocol = {
  // NICE NG95: a tick bite is a bite (its self-care and watch for a spreading rash)
  implies: { tick_bite: ['sting_bite'] },
  notSymptoms: [
    'spreading',
    'boil_large',
    'non_healing',
    'eye_area',
    'sjs_drug',
    'adrenaline_autoinjector',
    'adrenaline_pen_used',
  ],
  rules,
  redFlags: RED_FLAGS,
  conditions: CONDITIONS,
  ruleTexts: {
    fungal_nail_risk:
      'Fungal nail with diabetes, a weakened immune system or a red, swollen or infected nail fold: GP, not the pharmacy (NICE CKS fungal nail infection)',
    food_hives:
      'Hives after a food with no swelling of lips, tongue or throat and no breathing, voice or swallowing trouble: antihistamine and GP appointment for allergy assessment (NICE CKS urticaria; food allergy)',
    zoster_eye:
      'Shingles on the forehead, around the eye or on the tip of the nose: possible herpes zoster ophthalmicus, same-day assessment (NICE CKS shingles: urgent ophthalmology when the eye is involved)',
    allergy_history:
      'An allergic swelling or reaction in an earlier episode, settled now: GP appointment for referral to an allergy clinic (NICE CKS angio-oedema and anaphylaxis; food allergy)',
    cellulitis: 'Spreading red, hot skin: cellulitis (NICE NG141)',
    zoster: 'Vesicular rash: possible shingles, antivirals within 72 h (NICE CKS)',
    angioedema_allergen:
      'Lip/face swelling after a food or drug allergen (Resuscitation Council UK anaphylaxis)',
    angioedema: 'Swelling of lips or face (NICE CKS angio-oedema)',
    mole_change: 'Changing mole (size, shape, colour, bleeding): suspected melanoma pathway (NICE NG12)',
    skin_infected: 'Weeping, crusted or pus-filled skin: possible infection, GP (NICE CKS)',
    tick_rash: 'Expanding red rash after a tick bite: erythema migrans, treat for Lyme disease (NICE NG95)',
    lyme_complication:
      'Facial weakness or heart symptoms (palpitations, fainting, breathlessness, chest pain) after a tick bite: same-day assessment for Lyme disease (NICE NG95)',
    non_healing_lesion:
      'A sore, ulcer or spot that has not healed: GP assessment for skin cancer (NICE NG12)',
    cellulitis_spreading:
      'Red, hot, spreading skin: same-day GP assessment for cellulitis (NICE CKS cellulitis)',
    lymphangitis_systemic:
      'A red line spreading up an arm or leg from a wound or injury with fever or shivering: spreading infection with signs of sepsis, emergency assessment (NICE CKS cellulitis; NICE NG141; NICE NG51 sepsis)',
    lymphangitis:
      'A red line spreading up an arm or leg from a wound or injury: spreading infection (lymphangitis), same-day assessment (NICE CKS cellulitis)',
    cellulitis_systemic:
      'Red, hot, swollen skin with fever or shivering and a racing heart, faintness, confusion or vomiting: a skin infection making the patient systemically unwell, emergency assessment (NICE NG141 cellulitis; NICE NG51 sepsis)',
    boil_refer:
      'Boil that is large, lasting a week or more, recurrent, or with fever or spreading redness: GP (NHS; NICE CKS boils)',
    wart_refer:
      'Wart that bleeds, changes, spreads or has not responded to treatment: GP (NHS warts and verrucas)',
    cold_sore_gp:
      'Cold sore not healing after 10 days, in a baby or with a weakened immune system: GP (NHS cold sores)',
    chickenpox_risk:
      'Chickenpox in pregnancy, a newborn or a weakened immune system: urgent same-day advice (NHS chickenpox; NICE CKS)',
    food_allergy_swelling:
      'Lip or face swelling soon after a common food allergen (peanut, nut, egg, fish, shellfish, sesame): emergency assessment (Resuscitation Council UK anaphylaxis)',
    anaphylaxis_airway:
      'Hoarse voice or difficulty swallowing with allergic swelling or hives after an allergen: airway involvement, anaphylaxis — call 112 (Resuscitation Council UK)',
    hfmd_dehydration:
      'Hand, foot and mouth disease with signs of dehydration or not drinking: same-day assessment (NICE CKS hand, foot and mouth disease)',
    diabetic_foot_ulcer:
      'Ulcer, wound or blister on the foot in diabetes: the foot care service within 1 working day; red, swollen, smelly or a dark toe → emergency (NICE NG19)',
  },
  patterns: {
    food_hives: 'food_hives', // NICE CKS urticaria
    zoster_eye: 'zoster_ophthalmicus', // NICE CKS shingles
    allergy_history: 'allergy_history', // NICE CKS angio-oedema and anaphylaxis
    anaphylaxis: 'anaphylaxis', // Resuscitation Council UK 2021
    anaphylaxis_breathing: 'anaphylaxis', // Resuscitation Council UK 2021
    adrenaline_given: 'anaphylaxis', // Resuscitation Council UK 2021
    allergic_angioedema: 'angioedema', // NICE CKS angio-oedema
    purpuric_rash: 'meningitis', // NICE NG240: non-blanching rash → meningococcal disease
    tick_rash: 'lyme', // NICE NG95
    lyme_complication: 'lyme', // NICE NG95
    mole_change: 'changing_mole', // NICE NG12
    necrotising_infection: 'necrotising_fasciitis',
    necrotising_pain: 'necrotising_fasciitis',
    cellulitis_spreading: 'cellulitis',
    cellulitis_systemic: 'cellulitis',
    lymphangitis_systemic: 'cellulitis', // NICE CKS cellulitis (lymphangitis)
    lymphangitis: 'cellulitis', // NICE CKS cellulitis (lymphangitis)
    diabetic_foot_gangrene: 'diabetic_foot', // NICE NG19
    diabetic_foot_infection: 'diabetic_foot', // NICE NG19
    diabetic_foot_hot: 'diabetic_foot', // NICE NG19
    diabetic_foot_sepsis: 'diabetic_foot', // NICE NG19; NICE NG51
    diabetic_foot_ulcer: 'diabetic_foot', // NICE NG19
    anaphylaxis_airway_circulation: 'anaphylaxis', // Resuscitation Council UK 2021
    anaphylaxis_systemic: 'anaphylaxis', // Resuscitation Council UK 2021, World Allergy Organization
    food_allergy_swelling: 'food_allergy_reaction', // Resuscitation Council UK; NICE CG116
    anaphylaxis_airway: 'anaphylaxis', // Resuscitation Council UK 2021
  },
};
