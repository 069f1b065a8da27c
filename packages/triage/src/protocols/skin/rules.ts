import type { Findings } from '../../nlp/findings.ts';
import type { Hit } from '../types.ts';
import { feverGrade } from '../../scores/fever-grade.ts';
import { isChild, SYSTEMIC } from '../common.ts';

/** The disposition rules of this complaint; each cites the guidance it follows. */
export function rules(f: Findings, hit: Hit): void {
  const P = (c: string) => f.present.has(c);
  const any = (...cs: string[]) => cs.some(P);
  const fever = feverGrade(f);
  const days = f.durationDays;
  const age = f.ageYears;
  const feverish = P('fever') || (f.vitals.temperatureC ?? 0) >= 37.8;
  // NICE CKS fungal nail infection: diabetes, a weakened immune system, or a painful, red or swollen
  // nail fold → GP, not the pharmacy.
  if (P('fungal_nail') && any('diabetes', 'immunosuppressed', 'skin_red_hot', 'swelling_local', 'skin_infected'))
    hit('fungal_nail_risk', 4);
  // The rules below that place a routine condition first keep out of the way of a systemic illness.
  const unwell = any(...SYSTEMIC);
  if (
    P('skin_red_hot') &&
    !(P('sunburn') && fever === 'none' && !P('wound')) &&
    (fever !== 'none' || P('wound') || P('swelling_local') || P('leg_swelling'))
  )
    hit('cellulitis', 4);
  // NHS cold sores / NICE CKS herpes simplex (oral): a blister on the lip that tingled first and comes back is a
  // cold sore, self-care; a band of blisters on one side (dermatomal) stays shingles.
  // A blister from rubbing (new shoes, a long walk) is not a vesicular rash (NHS blisters).
  // Chickenpox's blisters are its own (NICE CKS chickenpox).
  if (P('vesicles') && !any('burn', 'friction_blister', 'chickenpox') && !(P('cold_sore') && !P('dermatomal')))
    hit('zoster', 4);
  // NICE CKS shingles: on the forehead, around the eye or on the tip of the nose (Hutchinson's sign) the
  // ophthalmic division may be involved (herpes zoster ophthalmicus) → same-day assessment, urgent
  // ophthalmology when the eye is red, painful or the sight is affected
  // NICE CKS chickenpox: the blisters of chickenpox all over a child are no shingles near the eye
  if (
    P('vesicles') &&
    P('eye_area') &&
    !any('burn', 'chickenpox') &&
    !(P('cold_sore') && !P('dermatomal'))
  )
    hit('zoster_eye', 3);
  // NICE CKS angio-oedema and anaphylaxis, food allergy: an allergic swelling or hives in an earlier
  // episode ("my lips swelled up last month") with nothing now → GP for referral to an allergy clinic
  if (
    ['lip_face_swelling', 'throat_swelling', 'hives'].some((c) => f.past.has(c)) &&
    !any('lip_face_swelling', 'throat_swelling', 'hives', 'dyspnoea', 'severe_dyspnoea', 'wheeze', 'stridor')
  )
    hit('allergy_history', 4);
  if (P('lip_face_swelling') && P('allergen_exposure') && !P('sting_bite')) hit('angioedema_allergen', 2);
  else if (P('lip_face_swelling') && !P('sting_bite')) hit('angioedema', 3);
  // NICE NG12 weighted 7-point checklist: a changing mole → suspected melanoma pathway
  if (P('mole_change')) hit('mole_change', 4);
  // NICE CKS eczema / impetigo / paronychia: weeping, crusted or pus-filled skin → GP, and with a
  // fever whatever the skin's complaint (an infected scalp of lice, NICE CKS impetigo: systemic signs)
  // (pus from an eye is the eye's own discharge, read by its protocol: NICE CKS conjunctivitis)
  if (
    P('skin_infected') &&
    !any('eye_red', 'sticky_eye', 'eye_discharge') &&
    (feverish || any('eczema', 'rash', 'itch', 'ingrown_nail', 'skin_red_hot', 'swelling_local', 'wound'))
  )
    hit('skin_infected', 4);
  // NICE NG95: expanding red ring after a tick bite (erythema migrans) → antibiotics
  if (P('tick_rash')) hit('tick_rash', 4);
  // NICE NG95 1.2: a red rash spreading out from a tick bite is erythema migrans, diagnosed clinically.
  else if (P('tick_bite') && P('spreading')) hit('tick_rash', 4);
  // NICE NG95 1.3–1.4: after a tick bite, a facial palsy or heart symptoms (palpitations, fainting, breathlessness,
  // chest pain: Lyme carditis) → same-day assessment. A tick bite with no rash and no symptoms is self-care
  // (remove it, watch for a spreading rash for 30 days).
  if (P('tick_bite') && any('face_droop', 'palpitations', 'fainting', 'dyspnoea', 'chest_pain')) hit('lyme_complication', 3);
  // NICE NG12 1.7 / NHS: a sore, ulcer or spot that has not healed (two weeks or more, or no time given) → GP.
  if (P('non_healing') && !(days !== undefined && days < 14)) hit('non_healing_lesion', 4);
  // NICE CKS cellulitis: red, hot skin that is spreading (with or without fever) → same-day assessment; a
  // swollen leg keeps the DVT reading (NICE NG158), sunburn explains redness, an expanding ring after a tick
  // bite is erythema migrans (NICE NG95).
  if (
    P('skin_red_hot') &&
    !unwell &&
    any('spreading', 'wound', 'skin_infected') &&
    !any('leg_swelling', 'sunburn', 'burn', 'joint_pain', 'tick_rash')
  )
    hit('cellulitis_spreading', 3);
  // NICE NG141 (cellulitis, Eron class II–III) / NICE NG51: red, hot, swollen skin with fever or rigors and
  // a racing heart, faintness, confusion or vomiting is a skin infection making the patient systemically
  // unwell — emergency assessment, not a GP appointment (sunburn explains the redness, not the rest).
  if (
    P('skin_red_hot') &&
    !P('sunburn') &&
    any('swelling_local', 'leg_swelling', 'spreading', 'wound', 'skin_infected') &&
    (fever !== 'none' || P('chills')) &&
    any('palpitations', 'dizziness', 'fainting', 'confusion', 'vomiting', 'drowsy')
  )
    hit('cellulitis_systemic', 2);
  // NICE CKS cellulitis and erysipelas / NICE NG141 / NICE NG51: a red line or streak running up an arm or leg
  // from a wound, bite or crushed finger is lymphangitis, an infection spreading along the lymph vessels;
  // with a fever (38 °C or more) or shivering it is spreading into the blood — emergency assessment for
  // sepsis, not a GP appointment. Without either it is still spreading infection, seen the same day.
  if (P('red_streak') && (fever !== 'none' || P('chills') || (f.vitals.temperatureC ?? 0) >= 38))
    hit('lymphangitis_systemic', 2);
  else if (P('red_streak')) hit('lymphangitis', 3);
  // NHS boils / NICE CKS: large or very painful, lasting a week or more, recurrent, with fever or spreading redness → GP.
  if (
    P('boil') &&
    !P('toothache') &&
    (P('boil_large') ||
      P('severe') ||
      feverish ||
      P('skin_red_hot') ||
      P('recurrent_known') ||
      P('no_relief') ||
      (days !== undefined && days >= 7))
  )
    hit('boil_refer', 4);
  // NHS warts and verrucas: bleeding, changing, spreading or not helped by pharmacy treatment → GP.
  if (P('wart') && any('bleeding', 'mole_change', 'spreading', 'no_relief')) hit('wart_refer', 4);
  // NHS cold sores: not healing after 10 days, a baby, or a weakened immune system → GP.
  if (
    P('cold_sore') &&
    ((days !== undefined && days > 10) || P('immunosuppressed') || (age !== undefined && age < 1))
  )
    hit('cold_sore_gp', 4);
  // NHS chickenpox / NICE CKS: pregnancy, a baby under 4 weeks or a weakened immune system → urgent same-day advice.
  if (P('chickenpox') && (P('pregnant') || P('immunosuppressed') || (age !== undefined && age < 1 / 12)))
    hit('chickenpox_risk', 3);
  // NICE CKS hand, foot and mouth disease: a child who is not drinking or shows signs of dehydration
  // (painful mouth ulcers) → same-day assessment.
  if (P('hfmd') && any('dehydration', 'dry_nappies', 'poor_feeding', 'cant_keep_fluids'))
    hit('hfmd_dehydration', 3);
  // NICE NG19 1.3: an active diabetic foot problem (an ulcer, a wound or a blister on the foot) without signs
  // of infection or ischaemia → the multidisciplinary foot care service within 1 working day.
  if (P('diabetes') && P('foot_ulcer')) hit('diabetic_foot_ulcer', 3);
  // NICE CKS urticaria / food allergy: hives after a food in an adult (or no age given), with nothing of
  // the lips, tongue, throat, voice, swallowing or breathing → antihistamine and GP for allergy
  // assessment; a child (the rule of infant-and-child) and any airway or breathing feature stay urgent
  const childFood = isChild(f);
  if (
    P('hives') &&
    P('food_allergen_eaten') &&
    !childFood &&
    !any(
      'lip_face_swelling',
      'throat_swelling',
      'hoarse_voice',
      'dysphagia',
      'dyspnoea',
      'severe_dyspnoea',
      'wheeze',
      'stridor',
      'fainting',
      'vomiting',
      'sting_bite',
    )
  )
    hit('food_hives', 4);
  // Resuscitation Council UK (anaphylaxis 2021): swelling of the lips or face soon after a common food
  // allergen (peanut, nut, egg, fish, shellfish, sesame) can progress to airway swelling → emergency
  // assessment even while breathing normally
  if (P('lip_face_swelling') && P('food_allergen_eaten') && !P('sting_bite')) hit('food_allergy_swelling', 2);
  // Resuscitation Council UK: a hoarse voice or difficulty swallowing with allergic swelling or hives
  // after an allergen or an insect sting is an airway problem → anaphylaxis, 999
  if (
    any('hoarse_voice', 'dysphagia') &&
    any('hives', 'lip_face_swelling', 'throat_swelling') &&
    any('food_allergen_eaten', 'allergen_exposure', 'sting_bite')
  )
    hit('anaphylaxis_airway', 1);
}
