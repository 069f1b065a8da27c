import type { Findings } from '../nlp/findings.ts';
// Red-flag and concept groups that the conditions and red flags of several complaints share.

export const CHEST = ['cardiac_chest_pain', 'severe_breathing', 'pe_signs', 'syncope_cardiac'];

export const BREATH = ['severe_breathing', 'cyanosis', 'cardiac_chest_pain', 'confusion'];

export const NEURO = ['stroke', 'thunderclap', 'meningitis', 'confusion', 'seizure'];

export const ABDO = ['severe_abdominal_pain', 'gi_bleed', 'sepsis', 'pregnancy_emergency'];

/** A single red flag as a condition's list of red flags. */
export const W = (s: string) => [s];

/** RCEM / BBA: what makes an electric shock an emergency (burn, palpitations, collapse, chest pain, neurology, pregnancy, high voltage). */
export const ELECTRICAL_COMPANIONS = [
  'palpitations',
  'burn',
  'large_burn',
  'fainting',
  'unconscious',
  'chest_pain',
  'dyspnoea',
  'high_voltage',
  'confusion',
  'seizure',
  'numbness',
  'limb_tingling',
  'drowsy',
  'pregnant',
  'severe',
];

/** Systemic illness with a skin infection (NICE CKS cellulitis: features of sepsis / necrotising fasciitis → admit). */
export const SYSTEMIC_INFECTION_SIGNS = [
  'chills',
  'fever',
  'confusion',
  'drowsy',
  'vomiting',
  'fainting',
  'dizziness',
  'mottled_skin',
];

/** Where a necrotising soft-tissue infection starts: a wound, bite, injury or red hot skin. */
export const SKIN_SITE = ['wound', 'skin_red_hot', 'swelling_local', 'infection', 'sting_bite'];

/**
 * Signs that the patient is not otherwise well (ESI, NEWS2, NICE NG51 / NG143): a self-care or routine-GP
 * condition of this group is not considered when one of them is present, so it can never outrank the
 * condition that explains them (sepsis, meningitis, dehydration …), and the rules that place a condition
 * first do not fire.
 */
export const SYSTEMIC = [
  'drowsy',
  'confusion',
  'unconscious',
  'severe_dyspnoea',
  'dyspnoea',
  'chest_pain',
  'fainting',
  'seizure',
  'anuria',
  'mottled_skin',
  'cyanosis',
  'nonblanching_rash',
  'cant_keep_fluids',
  'dehydration',
  'impending_doom',
  'vomiting_blood',
  'heavy_bleeding',
  'throat_swelling',
];

/** Not considered when a systemic sign is present. */
export const OTHERWISE_WELL = { explained: SYSTEMIC, butNot: [] };

/** Not considered with a systemic sign or a fever (NHS: teething and nappy rash do not cause a fever; NICE NG143). */
export const WELL_AND_AFEBRILE = { explained: [...SYSTEMIC, 'fever', 'chills'], butNot: [] };

/** A child or baby: a child word, a child's age in months, or an age under 16. */
export function isChild(f: Findings): boolean {
  return f.present.has('child') || f.present.has('infant') || f.childAgeMonths !== undefined || (f.ageYears ?? 99) < 16;
}

/** An older adult: 65 or over, or said to be old when no age is given. */
export function isOlderAdult(f: Findings): boolean {
  return f.ageYears !== undefined ? f.ageYears >= 65 : f.present.has('older_person');
}
