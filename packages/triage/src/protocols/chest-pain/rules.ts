import type { Findings } from '../../nlp/findings.ts';
import type { Hit } from '../types.ts';

/** Features that keep chest pain an emergency whatever else is told (cardiac, embolic, distress). */
export const NOT_A_COLD = [
  'sweating',
  'radiation',
  'jaw_arm_pain',
  'dyspnoea',
  'severe_dyspnoea',
  'fainting',
  'severe',
  'exertional',
  'at_rest',
  'nausea',
  'vomiting',
  'palpitations',
  'haemoptysis',
  'calf',
  'one_sided_leg',
  'vte_risk',
  'anaemia_pale',
  'cyanosis',
  'confusion',
  'impending_doom',
];

/** The disposition rules of this complaint; each cites the guidance it follows. */
export function rules(f: Findings, hit: Hit): void {
  const P = (c: string) => f.present.has(c);
  const any = (...cs: string[]) => cs.some(P);
  const age = f.ageYears;
  const v = f.vitals;
  if (v.systolic !== undefined && (v.systolic >= 180 || (v.diastolic ?? 0) >= 120)) {
    if (any('headache', 'chest_pain', 'vision_change', 'confusion', 'dyspnoea')) hit('htn_emergency', 2);
    else hit('htn_severe', 3);
  } else if (v.systolic !== undefined && v.systolic >= 140) hit('htn', 4);
  if (P('chest_pain')) {
    const explainedBySkin = P('vesicles');
    const msk = any('injury', 'strain') && !any('cardiac_quality', 'sweating', 'radiation', 'dyspnoea');
    // NICE CG95 (features making a cardiac cause less likely) / NICE CKS chest infection: chest
    // pain or tightness told with a cold or a cough and none of the cardiac, embolic or distress
    // features is most often the chest infection or the coughing itself — same-day review.
    const respiratory =
      any('runny_nose', 'sore_throat', 'cough') &&
      !any(...NOT_A_COLD) &&
      (age === undefined || age < 50 || any('runny_nose', 'sore_throat'));
    // NICE CKS cough (acute): a chest made sore by the coughing itself ("sore from coughing"), in a
    // cold or cough with the fever denied and none of the cardiac, embolic or distress features, is
    // the muscles of the chest wall — self-care with the cough; a fever, breathlessness or age 65 and
    // over keep the same-day review.
    const soreFromCoughing =
      respiratory &&
      P('cough_strain') &&
      f.negated.has('fever') &&
      !any('fever', 'dyspnoea', 'severe') &&
      (age === undefined || age < 65);
    // NICE CKS dyspepsia / GORD: a burning behind the breastbone with meals or lying down (heartburn)
    // under 50 with none of the cardiac, embolic or distress features and no cardiac quality is
    // reflux — pharmacy treatment; the alarm features (dysphagia, weight loss, vomiting, bleeding) are
    // the dyspepsia protocol's own.
    const reflux =
      P('heartburn') && !any(...NOT_A_COLD, 'cardiac_quality', 'diabetes') && age !== undefined && age < 50;
    if (explainedBySkin) hit('chest_pain_zoster', 4);
    else if (msk) hit('chest_pain_msk', 4);
    else if (reflux) hit('chest_pain_reflux', 5);
    else if (soreFromCoughing) hit('chest_sore_from_coughing', 5);
    else if (respiratory) hit('chest_pain_respiratory', 3);
    else if (
      age !== undefined &&
      age < 30 &&
      !any('dyspnoea', 'sweating', 'radiation', 'cardiac_quality', 'fainting')
    )
      hit('chest_pain_young', 3);
    else hit('chest_pain', 2);
  }
  if (P('fainting')) hit('syncope', 3);
  if (P('palpitations') && any('chest_pain', 'dyspnoea', 'fainting')) hit('palpitations_danger', 2);
  else if (P('palpitations')) hit('palpitations', 4);
  // NICE CG95: ACS presents atypically in older people and people with diabetes — jaw/arm pain or
  // "indigestion" with nausea, vomiting or exhaustion — or with sweating or breathlessness — is ACS until
  // proven otherwise.
  if (
    ((any('jaw_arm_pain', 'radiation') && any('nausea', 'vomiting', 'fatigue', 'heartburn')) ||
      (P('heartburn') && any('sweating', 'dyspnoea'))) &&
    ((f.ageYears ?? 0) >= 50 || P('diabetes')) &&
    !any('injury', 'toothache', 'strain')
  )
    hit('atypical_acs_risk', 2);
}
