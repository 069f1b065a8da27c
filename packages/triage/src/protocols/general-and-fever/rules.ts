import type { Findings } from '../../nlp/findings.ts';
import type { Hit, RuleContext } from '../types.ts';
import { feverGrade } from '../../scores/fever-grade.ts';
import { news2 } from '../../scores/news2.ts';
import { isOlderAdult } from '../common.ts';

function painPresent(f: Findings, sites: readonly string[]): boolean {
  return sites.some((c) => f.present.has(c)) || (f.painScore !== undefined && f.painScore >= 1);
}

/**
 * General protocol (any complaint): what a message says about pain and how ill the patient is, read the
 * same way whatever the complaint (the blind sets showed emergencies phrased with words the
 * complaint lexicons lack — "dolore alla pancia fortissimo iniziato all'improvviso" — scored as
 * self-care because nothing was recognised).
 */

/** Sites whose sudden, severe pain is an emergency until proven otherwise (NHS 111, ESI v4 level 2). */
const SUDDEN_SEVERE_SITES = [
  'chest_pain',
  'abdominal_pain',
  'back_pain',
  'eye_pain',
  'testicular_pain',
  'flank',
  'limb_pain',
  'complaint_unspecified',
];

/** A stated cause that explains a sudden severe pain as a strain or a minor injury. */
const EXPLAINED_PAIN = ['strain', 'awkward_posture', 'injury', 'recurrent_known', 'relieved', 'period_pain'];

/** Pain a patient can call severe that is usually self-limiting (pharmacy / self-care first). */
const USUALLY_MINOR_PAIN = ['toothache', 'sore_throat', 'ear_pain', 'period_pain', 'headache', 'joint_pain'];

/** The disposition rules of this complaint; each cites the guidance it follows. */
export function rules(f: Findings, hit: Hit, context: RuleContext): void {
  const P = (c: string) => f.present.has(c);
  const any = (...cs: string[]) => cs.some(P);
  const age = f.ageYears;
  const adult = age === undefined || age >= 16;
  const fever = feverGrade(f);
  const days = f.durationDays;
  const v = f.vitals;
  const n = news2(f);
  const explained = any(...EXPLAINED_PAIN);
  const minor =
    USUALLY_MINOR_PAIN.some(P) && !SUDDEN_SEVERE_SITES.some((c) => c !== 'complaint_unspecified' && P(c));
  if (adult && n.parameters > 0) {
    if (n.score >= 7) hit('news2_high', 1, { score: n.score });
    else if (n.score >= 5 || n.anyThree)
      hit('news2_medium', 2, { score: n.score }, n.anyThree ? 'news2_medium_single' : 'news2_medium');
    else if (n.score >= 1) hit('news2_low', 4, { score: n.score });
  }
  if (v.systolic !== undefined && v.systolic < 90) hit('hypotension', 2, { systolic: v.systolic });
  if (v.heartRate !== undefined && adult && (v.heartRate > 130 || v.heartRate < 40))
    hit('hr_extreme', 2, { rate: v.heartRate });
  if (fever === 'high' && adult) hit('fever_high', 3);
  if (fever !== 'none' && P('malaria_area') && (P('travel') || P('malaria_area')))
    hit('returned_traveller', 2);
  if (fever !== 'none' && P('rash') && P('headache')) hit('fever_rash_headache', 2);
  // NICE NG240 / NHS meningitis: fever and headache with light hurting the eyes → seen now, even before a
  // stiff neck or a rash (the interview then asks about both).
  else if (fever !== 'none' && P('headache') && P('photophobia')) hit('fever_headache_photophobia', 2);
  if (fever !== 'none' && P('immunosuppressed')) hit('neutropenic', 2);
  if (fever !== 'none' && P('rash') && !P('headache')) hit('fever_rash', 3);
  if (adult && days !== undefined && days > 5 && fever === 'fever') hit('fever_5d', 4);
  if (P('prescription_request')) hit('prescription', 4);
  if (P('breast_lump')) hit('breast_lump', 4);
  if (P('weight_loss') && !P('back_pain')) hit('weight_loss', 4);
  // JBDS / NICE NG17: known diabetes and vomiting → check ketones, same-day review
  if (P('diabetes') && P('vomiting')) hit('diabetes_vomiting', 3);
  // NICE NG17 / NG28: thirst with polyuria or weight loss, or high glucose in known diabetes → test / review
  if (
    (P('thirst') && any('urinary_frequency', 'weight_loss', 'fatigue')) ||
    (P('hyperglycaemia') && !any('vomiting', 'dyspnoea', 'drowsy', 'confusion', 'abdominal_pain'))
  )
    hit('diabetes_symptoms', 4);
  // NICE NG18 1.1.1–1.1.2 (diabetes in children): thirst with passing urine often (wetting the bed again,
  // up at night) or weight loss in a child → same-day referral to a paediatric diabetes team (an adult
  // with the same symptoms: the GP, diabetes_symptoms above, NICE NG17 / NG28). With vomiting, fast or
  // deep breathing, abdominal pain or drowsiness: diabetic ketoacidosis (NICE NG18 1.4, JBDS) → emergency.
  const childAge = age !== undefined ? age < 16 : any('child', 'infant') && !P('pregnant');
  if (childAge && P('thirst') && any('urinary_frequency', 'weight_loss')) {
    if (any('vomiting', 'dyspnoea', 'severe_dyspnoea', 'abdominal_pain', 'drowsy', 'confusion'))
      hit('new_diabetes_dka', 1);
    else hit('new_diabetes_same_day', 2);
  }
  // NICE CKS stye / chalazion: a lump on the eyelid is the stye, not a new lump for the GP.
  if (P('lump') && !any('swollen_glands', 'sore_throat', 'sting_bite', 'injury', 'eyelid')) hit('new_lump', 4);
  // NHS 111 / ESI v4: sudden, severe pain (chest, abdomen, back, eye, testis, limb) → emergency department.
  if (P('sudden_onset') && P('severe') && painPresent(f, SUDDEN_SEVERE_SITES) && !explained && !minor)
    hit('sudden_severe_pain', 2);
  // ESI v4 / NHS 111: severe pain (stated, or ≥ 8/10) that is not a usually minor pain → same day.
  else if (
    (P('severe') || (f.painScore ?? 0) >= 8) &&
    painPresent(f, SUDDEN_SEVERE_SITES) &&
    !explained &&
    !minor
  )
    hit('severe_pain', 3);
  const symptomatic = context.symptomatic;
  // NHS: symptoms not improving with pharmacy / over-the-counter treatment after the usual week of self-care → GP
  if (P('no_relief') && symptomatic && !(days !== undefined && days < 7)) hit('not_improving', 4);
  // NHS / NICE CKS: a new symptom (2 weeks to 6 months) that has not settled and is not a known recurrent problem → GP
  // (NHS "see a GP if it has not improved after 2 weeks": joint, heel, shoulder, back pain; rashes; cough at 3 weeks)
  if (
    days !== undefined &&
    days > 14 &&
    days <= 180 &&
    symptomatic &&
    !P('recurrent_known') &&
    !P('pregnant')
  )
    hit('persistent_2w', 4, { days: Math.round(days) });
  // NICE CG143 / NHS sickle cell disease: a temperature of 38 °C or more (or a fever stated) in sickle
  // cell disease is an emergency — functional asplenia, overwhelming infection. Sickle cell trait is
  // not the disease and is not read as it.
  if (P('sickle_cell')) {
    const t = f.vitals.temperatureC ?? f.statedTemperatureC;
    if (t !== undefined ? t >= 38 : P('fever')) hit('sickle_fever', 2);
    // NICE CG143: chest pain or breathlessness in sickle cell disease is acute chest syndrome until proven otherwise
    if (any('chest_pain', 'pleuritic', 'dyspnoea', 'severe_dyspnoea')) hit('sickle_chest', 2);
    // NICE CG143: a painful crisis not controlled by the usual home painkillers, or severe → hospital (analgesia within 30 min)
    const pain = any(...SICKLE_CRISIS_PAIN) || (f.painScore ?? 0) >= 1;
    if (pain && (P('no_relief') || P('severe') || (f.painScore ?? 0) >= 7)) hit('sickle_pain', 2);
    else if (pain) hit('sickle_crisis', 3);
  }
  // NICE NG51 (sepsis) moderate-to-high risk: rigors with a known infection, or with a fever at 65 or over
  // (chills with a fever alone are common in flu) → same-day assessment; with new confusion or fast breathing
  // the sepsis red flag and NEWS2 make it an emergency.
  if (P('chills') && (P('infection') || (fever !== 'none' && (age ?? 0) >= 65))) hit('rigors_infection', 3);
  // NICE NG138 (pneumonia) / CRB-65: an infection (fever, cough) in someone aged 65 or more with new confusion
  // or a breathing rate of 30 a minute or more scores at least 2 → hospital assessment.
  if (
    age !== undefined &&
    age >= 65 &&
    any('fever', 'cough', 'infection', 'chills') &&
    (P('confusion') || (v.respiratoryRate ?? 0) >= 30)
  )
    hit('crb65', 2);
  // UK Kidney Association (treatment of acute hyperkalaemia, 2020) / NICE CKS chronic kidney disease:
  // a potassium of 6.5 mmol/L or more, or a high potassium with muscle weakness or palpitations, is
  // treated in hospital now (arrhythmia risk); 6.0–6.4 without symptoms → repeated and reviewed the same day.
  if (P('hyperkalaemia')) {
    if ((f.potassiumMmolL ?? 0) >= 6.5 || any('palpitations', 'leg_weakness', 'limb_tingling', 'one_sided_weakness'))
      hit('hyperkalaemia_severe', 2);
    else hit('hyperkalaemia', 3);
  }
  // NICE NG51 (sepsis) high risk: a new altered mental state or no urine for 18 hours; NICE NG148 (acute
  // kidney injury): an older person who stops drinking and passes little or no urine is at risk of acute
  // kidney injury. Drowsy or hard to wake → emergency (112); new confusion → emergency department.
  const older = isOlderAdult(f);
  const dry = any('not_drinking', 'anuria', 'dehydration');
  if (older && dry && any('drowsy', 'unconscious')) hit('older_dry_drowsy', 1);
  else if (older && dry && P('confusion')) hit('older_dry_confused', 2);
  // NHS 111 dehydration / NICE NG148: not drinking and no urine for many hours (12 or more) → seen now.
  if (P('not_drinking') && P('anuria')) hit('no_fluids_no_urine', 2);
}

/** Pain of a sickle cell crisis: bones, back, chest, belly, limbs or joints, or pain of no named site. */
export const SICKLE_CRISIS_PAIN = [
  'complaint_unspecified',
  'limb_pain',
  'back_pain',
  'chest_pain',
  'abdominal_pain',
  'joint_pain',
  'pleuritic',
];
