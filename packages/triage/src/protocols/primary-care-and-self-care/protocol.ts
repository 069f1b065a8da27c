import type { Findings } from '../../nlp/findings.ts';
import type { Hit, Protocol } from '../types.ts';

/**
 * Primary-care and self-care protocol (non-emergency messages): the "see a GP" thresholds of NICE NG12 (suspected
 * cancer), NG97 (dementia), NG100 (inflammatory arthritis), NG88 (heavy menstrual bleeding) and
 * NICE CKS, and the common self-care complaints (NHS pharmacy first) recognised in all 15 languages,
 * so that a message with a recognised minor complaint is read as self-care and a message with a
 * quiet but important one is sent to a GP. Nothing here lowers a red flag: every emergency reading
 * of the engine and the safety floor stays as it was.
 */

/**
 * Signs that the patient is not otherwise well (ESI, NEWS2, NICE NG51 / NG143): a self-care or routine-GP
 * condition of this group is not considered when one of them is present, so it can never outrank the
 * condition that explains them (sepsis, meningitis, dehydration …), and the rules that place a condition
 * first do not fire.
 */
const SYSTEMIC = [
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

/** Pain words, sudden onset or vomiting with a testicular finding: the acute scrotum, not a painless lump. */
const SCROTAL_PAIN = ['complaint_unspecified', 'severe', 'sudden_onset', 'vomiting', 'nausea', 'fever'];

/** A finding that was stated and then said to have settled ("it has settled now") — history of today. */
function presentOrResolved(f: Findings, concept: string): boolean {
  return f.present.has(concept) || f.mentions.some((m) => m.concept === concept && m.polarity === 'resolved');
}

export const BENIGN: Protocol = {
  implies: { muscle_soreness: ['strain'] },
  notSymptoms: [
    'spreading',
    'boil_large',
    'faint_trigger',
    'full_recovery',
    'non_healing',
    'upper_airway_signs',
    'exertional',
  ],
  rules(f: Findings, hit: Hit) {
    const P = (c: string) => f.present.has(c);
    const any = (...cs: string[]) => cs.some(P);
    const days = f.durationDays;
    const age = f.ageYears;
    const adult = age === undefined || age >= 16;
    const fever = P('fever') || (f.vitals.temperatureC ?? 0) >= 37.8;
    // The rules below that place a routine condition first keep out of the way of a systemic illness.
    const unwell = any(...SYSTEMIC);
    // NICE NG12 1.5.4: non-painful enlargement or change in shape or texture of the testis (pain, sudden
    // onset or vomiting keep the acute-scrotum reading and the torsion red flag).
    if (P('testicular_lump') && !any(...SCROTAL_PAIN) && !unwell) hit('testicular_lump', 4);
    // NICE NG97 1.2: memory decline over months → assess in primary care (sudden confusion is the delirium red flag).
    if (P('memory_loss') && !P('sudden_onset') && !unwell && !(days !== undefined && days < 7))
      hit('memory_decline', 4);
    // NICE NG12 1.2.1: dysphagia → urgent direct-access endoscopy (a sore throat explains painful swallowing).
    if (
      P('dysphagia') &&
      adult &&
      !unwell &&
      !any('sore_throat', 'throat_swelling', 'choking', 'tonsil_exudate')
    )
      hit('dysphagia_refer', 4);
    // NICE NG88: heavy menstrual bleeding (with tiredness or breathlessness: a blood count for anaemia) → GP.
    if (P('heavy_periods')) hit('heavy_periods', 4);
    // NICE NG100 1.1.1: persistent synovitis (joint pain or swelling with morning stiffness) → urgent referral.
    if (P('morning_stiffness') && any('joint_pain', 'swelling_local') && !P('injury') && !unwell)
      hit('inflammatory_arthritis', 4);
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
    // NHS boils / NICE CKS: large or very painful, lasting a week or more, recurrent, with fever or spreading redness → GP.
    if (
      P('boil') &&
      !P('toothache') &&
      (P('boil_large') ||
        P('severe') ||
        fever ||
        P('skin_red_hot') ||
        P('recurrent_known') ||
        P('no_relief') ||
        (days !== undefined && days >= 7))
    )
      hit('boil_refer', 4);
    // NICE NG118: renal colic that has settled, with blood in the urine → same-day GP review (imaging).
    if (
      !unwell &&
      (presentOrResolved(f, 'flank') || (presentOrResolved(f, 'abdominal_pain') && P('radiation'))) &&
      presentOrResolved(f, 'haematuria')
    )
      hit('renal_colic_settled', 3);
    // NHS hiccups: see a GP if they last more than 48 hours.
    if (P('hiccups') && days !== undefined && days > 2) hit('hiccups_48h', 4);
    // NHS threadworms: pharmacy treatment is not licensed under 2 years or in pregnancy → GP.
    if (P('threadworms') && ((age !== undefined && age < 2) || P('pregnant'))) hit('threadworm_gp', 4);
    // NHS leg cramps: a cramp without swelling, redness or VTE risk is self-care (NICE NG158 keeps the DVT reading
    // when the calf is swollen, red or the patient has a risk factor).
    if (
      P('leg_cramps') &&
      !unwell &&
      !any(
        'leg_swelling',
        'skin_red_hot',
        'vte_risk',
        'pregnant',
        'injury',
        'cold_pale_limb',
        'numbness',
        'fever',
      )
    )
      hit('leg_cramps', 5);
    // NHS warts and verrucas: bleeding, changing, spreading or not helped by pharmacy treatment → GP.
    if (P('wart') && any('bleeding', 'mole_change', 'spreading', 'no_relief')) hit('wart_refer', 4);
    // NHS cold sores: not healing after 10 days, a baby, or a weakened immune system → GP.
    if (
      P('cold_sore') &&
      ((days !== undefined && days > 10) || P('immunosuppressed') || (age !== undefined && age < 1))
    )
      hit('cold_sore_gp', 4);
    // NICE NG12 1.5.11: persistent bloating (most days, 3 weeks or more) in a woman aged 50 or over → CA125.
    if (P('bloating') && f.sex === 'female' && (age ?? 0) >= 50 && days !== undefined && days >= 21)
      hit('bloating_ng12', 4);
    // ESGE 2016 / NICE CKS sore throat: cannot swallow saliva (complete oesophageal obstruction, or airway
    // swelling such as epiglottitis) → emergency.
    if (P('cant_swallow_saliva')) hit('food_bolus', 2);
    // NICE NG88 / RCOG: heavy menstrual bleeding with fainting or confusion (haemodynamic compromise) → emergency.
    if (P('heavy_periods') && any('fainting', 'confusion', 'mottled_skin', 'cyanosis'))
      hit('heavy_bleeding_unstable', 2);
    // NHS chickenpox / NICE CKS: pregnancy, a baby under 4 weeks or a weakened immune system → urgent same-day advice.
    if (P('chickenpox') && (P('pregnant') || P('immunosuppressed') || (age !== undefined && age < 1 / 12)))
      hit('chickenpox_risk', 3);
    // NICE CKS sore throat / NG84: drooling, stridor, a muffled voice or trismus with a sore throat or difficulty
    // swallowing (epiglottitis, quinsy) → emergency. Drooling alone (a teething baby) is not enough.
    if (P('upper_airway_signs') && any('sore_throat', 'dysphagia', 'fever', 'throat_swelling'))
      hit('upper_airway', 2);
    // FSRH: emergency contraception as soon as possible after unprotected sex → same-day pharmacy or GP.
    // It works only within 5 days; a late period after unprotected sex is a pregnancy question instead.
    if (P('emergency_contraception') && !P('late_period') && !(days !== undefined && days > 5))
      hit('emergency_contraception', 3);
    // NICE CKS giant cell arteritis: new headache at 50 or over with scalp tenderness or jaw claudication → same day.
    if (P('headache') && P('gca_features') && (age === undefined || age >= 50) && !P('injury')) hit('gca', 3);
    // NICE NG12 1.3 / DG30: a change in bowel habit (looser or more frequent stools) → GP (FIT at 60 or over).
    if (P('bowel_habit_change') && adult) hit('bowel_habit_change', 4);
    // NICE CKS hoarseness: lasting 3 weeks or more → urgent referral (NICE NG12 1.8 at 45 or over).
    if (P('hoarse_voice') && days !== undefined && days >= 21) hit('hoarseness_3w', 4);
    // NHS period pain / NICE CKS dysmenorrhoea: painkillers do not help, or heavy bleeding → GP (secondary causes).
    if (P('period_pain') && any('no_relief', 'heavy_periods')) hit('period_pain_refer', 4);
  },
};
