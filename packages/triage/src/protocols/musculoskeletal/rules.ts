import type { Findings } from '../../nlp/findings.ts';
import type { Hit } from '../types.ts';
import { feverGrade } from '../../scores/fever-grade.ts';
import { SYSTEMIC } from '../common.ts';

/** The disposition rules of this complaint; each cites the guidance it follows. */
export function rules(f: Findings, hit: Hit): void {
  const P = (c: string) => f.present.has(c);
  const any = (...cs: string[]) => cs.some(P);
  const fever = feverGrade(f);
  // The rules below that place a routine condition first keep out of the way of a systemic illness.
  const unwell = any(...SYSTEMIC);
  if (P('back_pain')) {
    if (P('leg_weakness')) hit('back_neuro', 3);
    else if (fever !== 'none') hit('back_fever', 3);
    else if (P('radiating_leg') && P('numbness')) hit('sciatica_neuro', 4);
    else if (P('weight_loss') || P('immunosuppressed')) hit('back_systemic', 4);
  }
  // NICE NG158: a swollen calf or one swollen leg, or a painful calf with a risk factor (surgery, a
  // cast, a long journey, the pill, after birth) → suspected DVT, Wells score and scan the same day.
  // Calves sore after exercise are not (the condition is keyed by the swelling, not the calf), nor a
  // calf swollen around a bite or sting (a local reaction, NICE CKS insect bites and stings).
  if (P('leg_swelling') && (P('calf') || P('one_sided_leg')) && (P('vte_risk') || P('calf')) && !any('injury', 'sting_bite'))
    hit('dvt', 2);
  else if (P('calf') && P('vte_risk') && !any('injury', 'muscle_soreness', 'strain', 'leg_cramps'))
    hit('dvt', 2);
  // NHS rhabdomyolysis: muscles aching after exercise (or a crush) with dark, brown or cola-coloured
  // urine → A&E the same day (muscle breakdown can damage the kidneys)
  if (P('muscle_soreness') && P('haematuria')) hit('exertional_rhabdomyolysis', 2);
  // Ottawa ankle / knee rules, NHS broken bones: unable to bear weight after an injury → X-ray the same day
  // (an urgent treatment centre, not a GP appointment days later)
  if (P('limited_weight_bearing') && P('injury')) hit('ottawa', 3);
  // Ottawa ankle and foot rules, NICE CKS sprains and strains: after a twist or fall, pain on pressing the bone
  // (the back or tip of the ankle bone, the base of the little toe's bone, the navicular) → X-ray the same day
  // at a minor injuries unit or urgent treatment centre; a sprain walked on without bony tenderness is self-care.
  else if (P('bony_tenderness') && P('injury')) hit('ottawa_bony', 3);
  // Ottawa knee rule, NHS broken bones: after a fall or knock, a knee or leg that cannot be straightened or
  // bent (a locked knee, an extensor-mechanism injury: patella fracture, quadriceps or patellar tendon
  // rupture) → X-ray the same day
  if (P('cant_straighten_leg') && P('injury')) hit('knee_extensor', 3);
  // NICE NG38 (fractures: non-complex), NHS broken arm or wrist / broken leg: after a fall or knock, an arm or leg
  // the person (a child above all, who cannot say where it hurts) will not move or use, holds still, or cries when
  // it is touched → X-ray the same day (urgent treatment centre or A&E); a deformed limb or bone through the skin
  // is a red flag of its own (2)
  if (any('limb_not_used', 'refuses_to_walk') && any('injury', 'dangerous_mechanism')) hit('limb_not_used_injury', 3);
  // NICE CKS gout / septic arthritis: a red, hot, painful joint → GP; with fever → emergency
  if (P('joint_pain') && P('skin_red_hot'))
    hit(fever !== 'none' ? 'septic_joint' : 'hot_joint', fever !== 'none' ? 2 : 4);
  // NICE NG38 / CKS, NHS broken bones: fall on an outstretched hand with a swollen or very painful wrist → X-ray
  // the same day (scaphoid); a sore wrist that moves freely → GP if it is not settling
  if (P('foosh') && any('swelling_local', 'hot_swollen_joint', 'severe', 'cant_move_part')) hit('foosh', 3);
  else if (P('foosh') && any('joint_pain', 'injury')) hit('foosh', 4);
  // NICE NG38, NHS broken bones: at 65 or over, a fall or knock that leaves a painful, swollen joint or limb is
  // a fragility fracture (wrist, shoulder, ankle) until an X-ray the same day says otherwise
  if (
    P('injury') &&
    (f.ageYears ?? 0) >= 65 &&
    any('swelling_local', 'hot_swollen_joint') &&
    any('joint_pain', 'limb_pain', 'complaint_unspecified', 'severe')
  )
    hit('injury_swelling_older', 3);
  // NICE NG38, NHS broken bones: a child whose joint or limb is swollen and painful after a fall or knock
  // may have a fracture (a buckle or growth-plate fracture shows on an X-ray only) → seen the same day
  const childPatient =
    f.ageYears !== undefined ? f.ageYears < 16 : f.childAgeMonths !== undefined || any('child', 'infant');
  if (
    P('injury') &&
    childPatient &&
    any('swelling_local', 'hot_swollen_joint') &&
    any('joint_pain', 'limb_pain', 'severe', 'cant_move_part', 'limb_not_used', 'pain_behaviour')
  )
    hit('injury_swelling_child', 3);
  // NICE CKS Raynaud's phenomenon: colour changes of fingers or toes in the cold that recover when warm → GP
  // NICE CKS chilblains: itchy swollen red-purple digits after the cold are chilblains (self-care), not Raynaud's
  if (P('raynaud') && !any('cyanosis', 'cold_pale_limb', 'chilblains')) hit('raynaud', 4);
  // NICE NG100 1.1.1: persistent synovitis (joint pain or swelling with morning stiffness) → urgent referral.
  if (P('morning_stiffness') && any('joint_pain', 'swelling_local') && !P('injury') && !unwell)
    hit('inflammatory_arthritis', 4);
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
  // NICE CKS septic arthritis / NICE CKS acute childhood limp: a child who will not walk or bear weight and
  // has a fever → septic arthritis or osteomyelitis until proven otherwise, same-day emergency assessment.
  const child = any('child', 'infant') || (f.ageYears !== undefined && f.ageYears < 16);
  if (P('refuses_to_walk') && fever !== 'none' && child) hit('child_not_walking_fever', 2);
}
