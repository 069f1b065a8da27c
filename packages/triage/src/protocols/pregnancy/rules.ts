import type { Findings } from '../../nlp/findings.ts';
import type { Hit } from '../types.ts';
import { weeksSinceBirth } from '../../nlp/quantities.ts';

/** The disposition rules of this complaint; each cites the guidance it follows. */
export function rules(f: Findings, hit: Hit): void {
  const P = (c: string) => f.present.has(c);
  const any = (...cs: string[]) => cs.some(P);
  const v = f.vitals;
  const lateOrUnknown = f.gestationWeeks === undefined || f.gestationWeeks >= 20;
  const weeks = P('pregnant') ? f.pregnancyWeeks : undefined;
  if (
    P('pregnant') &&
    lateOrUnknown &&
    ((P('headache') && any('vision_change', 'lip_face_swelling', 'leg_swelling')) ||
      (P('vision_change') && any('lip_face_swelling', 'leg_swelling')))
  )
    hit('pre_eclampsia', 2);
  if (
    P('pregnant') &&
    lateOrUnknown &&
    v.systolic !== undefined &&
    (v.systolic >= 160 || (v.diastolic ?? 0) >= 110)
  )
    hit('pregnancy_severe_htn', 2, { systolic: v.systolic, diastolic: v.diastolic ?? '?' });
  else if (
    P('pregnant') &&
    lateOrUnknown &&
    v.systolic !== undefined &&
    (v.systolic >= 140 || (v.diastolic ?? 0) >= 90)
  )
    hit('pregnancy_htn', 3, { systolic: v.systolic, diastolic: v.diastolic ?? '?' });
  if (P('pregnant') && !any('vaginal_bleeding', 'abdominal_pain')) hit('pregnancy', 4);
  // NICE CKS ectopic pregnancy: a missed period with lower abdominal pain → test and same-day assessment
  if (
    P('late_period') &&
    !P('pregnant') &&
    any('abdominal_pain', 'rlq', 'one_sided_pelvic_pain', 'shoulder_tip_pain')
  )
    hit('missed_period_pain', 3);
  // NICE NG126: light bleeding without pain in early pregnancy → early pregnancy unit (not an emergency)
  if (
    P('pregnant') &&
    P('light_spotting') &&
    (weeks === undefined || weeks < 20) &&
    !any(
      'abdominal_pain',
      'rlq',
      'one_sided_pelvic_pain',
      'shoulder_tip_pain',
      'heavy_bleeding',
      'passing_clots',
      'fainting',
      'dizziness',
      'severe',
      'uterine_hard',
    )
  )
    hit('early_pregnancy_bleeding', 3);
  // NICE NG133 / NHS: one symptom of pre-eclampsia from 20 weeks → same-day maternity assessment
  if (
    P('pregnant') &&
    weeks !== undefined &&
    weeks >= 20 &&
    (any('epigastric_pain', 'vision_change', 'visual_aura', 'lip_face_swelling') ||
      (P('headache') && any('severe', 'no_relief')))
  )
    hit('pre_eclampsia_symptom', 2);
  // NICE NG133: flashing lights with a headache or swelling in pregnancy (weeks not stated) → same day as pre-eclampsia
  else if (
    P('pregnant') &&
    (weeks === undefined || weeks >= 20) &&
    P('visual_aura') &&
    any('headache', 'lip_face_swelling', 'leg_swelling')
  )
    hit('pre_eclampsia_symptom', 2);
  // RCOG GTG 63: any bleeding from 20 weeks → maternity unit now
  if (
    P('pregnant') &&
    weeks !== undefined &&
    weeks >= 20 &&
    any('vaginal_bleeding', 'light_spotting', 'passing_clots')
  )
    hit('antepartum_haemorrhage', 2);
  // NICE NG51 (recently pregnant women are a high-risk group for sepsis) and RCOG Green-top 64b: within
  // 6 weeks of giving birth, a temperature of 38 °C or more, fever or rigors is puerperal sepsis until
  // proven otherwise; so is foul-smelling lochia with lower abdominal pain, rigors or a fast heart
  const sinceBirth = P('postpartum') ? weeksSinceBirth(f) : undefined;
  const puerperium = P('postpartum') && (sinceBirth === undefined || sinceBirth <= 6);
  const temp = f.statedTemperatureC;
  const febrile = temp !== undefined ? temp >= 38 : P('fever');
  if (puerperium && (febrile || P('chills'))) hit('puerperal_sepsis', 2);
  else if (
    puerperium &&
    P('foul_lochia') &&
    (any('abdominal_pain', 'palpitations') || (v.heartRate ?? 0) > 100)
  )
    hit('puerperal_sepsis', 2);
  // NICE CKS postnatal care: foul-smelling lochia alone after birth → same-day assessment (endometritis)
  else if (puerperium && P('foul_lochia')) hit('postpartum_foul_lochia', 3);
  // NICE NG133 1.2 / 1.7, NHS: pre-eclampsia from 20 weeks and up to 6 weeks after birth — a headache
  // with disturbed vision, pain below the ribs, sudden swelling of face or hands, or vomiting; or two of
  // those signs without a headache → same-day maternity assessment (a fit: the eclampsia red flag)
  const preEclampsiaWindow = (P('pregnant') && (weeks === undefined || weeks >= 20)) || puerperium;
  const signs = [
    any('vision_change', 'visual_aura'),
    any('lip_face_swelling', 'swollen_hands'),
    P('epigastric_pain'),
  ].filter(Boolean).length;
  if (
    preEclampsiaWindow &&
    ((P('headache') && (signs > 0 || P('vomiting') || P('severe'))) ||
      signs >= 2 ||
      (signs > 0 && P('vomiting')))
  )
    hit(P('pregnant') ? 'pre_eclampsia' : 'postpartum_pre_eclampsia', 2);
  // NICE NG133, NHS: sudden swelling of the hands or face from 20 weeks → same-day maternity assessment
  else if (P('pregnant') && weeks !== undefined && weeks >= 20 && P('swollen_hands') && P('sudden_onset'))
    hit('pre_eclampsia_symptom', 2);
  // RCOG Green-top 57: reduced movements from 24 weeks → maternity unit now (also when a first-pregnancy
  // wording such as "not yet" is used at that stage)
  if (P('reduced_fetal_movements') && weeks !== undefined && weeks >= 24)
    hit('reduced_fetal_movements_24', 2);
  // NICE CKS antenatal care: first movements not yet felt before 24 weeks → discuss at the next antenatal
  // appointment (from 24 weeks without movements: the maternity unit)
  else if (P('fetal_movements_not_yet_felt') && (weeks === undefined || weeks < 24))
    hit('quickening_awaited', 4);
  // RCOG Green-top 52: bleeding after birth with large clots or a pad soaked hourly → 999 (red flag);
  // heavier or fresh red bleeding after birth without those → same-day assessment (secondary PPH)
  if (puerperium && any('passing_clots', 'heavy_periods')) hit('postpartum_bleeding', 2);
  // NICE NG126 / CKS ectopic pregnancy: a missed period or pregnancy with spotting and pain → same-day
  // early pregnancy assessment
  if (
    P('late_period') &&
    any('vaginal_bleeding', 'light_spotting') &&
    any('abdominal_pain', 'one_sided_pelvic_pain', 'rlq')
  )
    hit('ectopic_pain_bleeding', 2);
  // NHS 111: diarrhoea in pregnancy, even mild with no bleeding or pain → the midwife or GP the same day
  // (dehydration; listeria and other infections matter for the baby). Bleeding, pain or a baby moving less
  // keep their own red flags.
  if (P('pregnant') && P('diarrhoea')) hit('pregnancy_diarrhoea', 3);
  // NICE NG25 (preterm labour and birth): waters breaking before 37 weeks (preterm prelabour rupture of
  // membranes) → maternity unit now; NICE NG235 1.5: at term, clear waters without contractions → call the
  // maternity unit for an assessment the same day (induction offered if labour has not started by 24 hours).
  // Water or fluid coming out ("me salió agua", "saiu um líquido") is the waters when she is pregnant.
  const waters = P('waters_broken') || (P('pregnant') && P('fluid_leaking'));
  if (waters && weeks !== undefined && weeks < 37) hit('preterm_waters', 2);
  else if (waters) hit('waters_term', 3);
}
