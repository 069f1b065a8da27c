import type { Findings } from '../../nlp/findings.ts';
import type { Hit, Protocol } from '../types.ts';

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
/** Pain a patient can call severe that is usually self-limiting (pharmacy / self-care first). */
const USUALLY_MINOR_PAIN = ['toothache', 'sore_throat', 'ear_pain', 'period_pain', 'headache', 'joint_pain'];
/** A stated cause that explains a sudden severe pain as a strain or a minor injury. */
const EXPLAINED_PAIN = ['strain', 'awkward_posture', 'injury', 'recurrent_known', 'relieved', 'period_pain'];

function painPresent(f: Findings, sites: readonly string[]): boolean {
  return sites.some((c) => f.present.has(c)) || (f.painScore !== undefined && f.painScore >= 1);
}

export const GENERAL: Protocol = {
  rules(f: Findings, hit: Hit) {
    const P = (c: string) => f.present.has(c);
    const any = (...cs: string[]) => cs.some(P);
    // NICE CG95: ACS presents atypically in older people and people with diabetes — jaw/arm pain or
    // "indigestion" with nausea, vomiting or exhaustion is ACS until proven otherwise.
    if (
      any('jaw_arm_pain', 'radiation') &&
      any('nausea', 'vomiting', 'fatigue', 'heartburn') &&
      ((f.ageYears ?? 0) >= 50 || P('diabetes')) &&
      !any('injury', 'toothache', 'strain')
    )
      hit('atypical_acs_risk', 2);
    const explained = any(...EXPLAINED_PAIN);
    const minor =
      USUALLY_MINOR_PAIN.some(P) && !SUDDEN_SEVERE_SITES.some((c) => c !== 'complaint_unspecified' && P(c));
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
    // NICE CKS appendicitis: abdominal pain made worse by walking / coughing (peritoneal irritation) with fever or vomiting.
    const fever = P('fever') || (f.vitals.temperatureC ?? 0) >= 37.8;
    if (P('abdominal_pain') && P('worse_moving') && (fever || P('vomiting'))) hit('peritoneal_irritation', 2);
    // NICE CKS: sudden sensorineural hearing loss (no pain, discharge or cold) → ENT within 24 hours.
    if (
      P('hearing_change') &&
      (P('sudden_onset') || (f.durationDays !== undefined && f.durationDays <= 3)) &&
      !any('ear_pain', 'ear_discharge', 'runny_nose', 'recurrent_known')
    )
      hit('sudden_hearing_loss', 3);
    // NICE NG158: VTE risk (surgery, cast, long journey) with sudden breathlessness or pleuritic pain → PE until proven otherwise.
    if (
      P('vte_risk') &&
      (P('severe_dyspnoea') ||
        (P('dyspnoea') && (P('sudden_onset') || P('pleuritic') || P('chest_pain'))) ||
        (P('chest_pain') && P('pleuritic')))
    )
      hit('post_operative_breathless', 2);
  },
};
