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
  redFlags: [
    // NICE CKS red eye: acute angle-closure glaucoma (red painful eye, haloes, headache/vomiting) → same-day emergency.
    {
      id: 'acute_glaucoma',
      label: 'Painful red eye with haloes or vomiting (possible acute angle-closure glaucoma)',
      urgency: 2,
      all: [
        ['halos', 'vomiting', 'nausea'],
        ['eye_pain', 'eye_red'],
        ['halos', 'vision_change', 'vision_loss'],
      ],
    },
    // ESVS 2020 / NICE CKS: acute limb ischaemia (pain, pallor, perishing cold, paraesthesia) → emergency.
    {
      id: 'limb_ischaemia',
      label: 'Cold, pale, numb or painful limb (possible acute limb ischaemia)',
      urgency: 2,
      all: [['cold_pale_limb'], ['limb_pain', 'numbness', 'severe', 'complaint_unspecified']],
    },
  ],
  conditions: [
    {
      id: 'acute_glaucoma',
      name: 'Acute angle-closure glaucoma',
      icd10: 'H40.2',
      area: 'eye',
      base: 0.05,
      key: ['halos'],
      cues: { eye_pain: 1, red_eye: 1, vomiting: 0.5, headache: 0.5, vision_change: 0.5 },
      urgency: 2,
      redFlags: ['acute_glaucoma'],
      questions: ['vision', 'onset'],
      advice: 'general',
      watch: ['worsening pain or loss of vision'],
    },
    {
      id: 'limb_ischaemia',
      name: 'Acute limb ischaemia',
      icd10: 'I74.3',
      area: 'cardio',
      base: 0.05,
      key: ['cold_pale_limb'],
      cues: { limb_pain: 1, numbness: 1, severe: 0.5, sudden_onset: 0.5 },
      urgency: 2,
      redFlags: ['limb_ischaemia'],
      questions: ['onset', 'history'],
      advice: 'general',
      watch: ['the limb becoming colder, paler or weaker'],
    },
    {
      id: 'sudden_hearing_loss',
      name: 'Sudden sensorineural hearing loss',
      icd10: 'H91.2',
      area: 'ent',
      base: 0.1,
      key: ['hearing_change'],
      cues: { sudden_onset: 1, ear_pain: -1, ear_discharge: -1, runny_nose: -0.5 },
      urgency: 3,
      redFlags: ['stroke'],
      questions: ['onset', 'associated'],
      advice: 'general',
      watch: ['dizziness, weakness or numbness of the face'],
    },
  ],
  patterns: {
    atypical_acs_risk: 'acs',
    acute_glaucoma: 'acute_glaucoma',
    limb_ischaemia: 'limb_ischaemia',
    peritoneal_irritation: 'appendicitis',
  },
  ruleTexts: {
    sudden_severe_pain:
      'Sudden, severe pain: emergency assessment (NHS 111; ESI level 2: severe pain or distress)',
    severe_pain: 'Severe pain: same-day assessment (NHS 111; ESI: pain ≥7/10)',
    peritoneal_irritation:
      'Abdominal pain worse on walking or coughing with fever or vomiting: peritoneal irritation, possible appendicitis (NICE CKS appendicitis)',
    sudden_hearing_loss: 'Sudden hearing loss: urgent ENT assessment within 24 hours (NICE CKS hearing loss)',
    atypical_acs_risk:
      'Jaw, arm or indigestion-like pain with nausea, vomiting or exhaustion at 50 or over or with diabetes: possible atypical acute coronary syndrome (NICE CG95)',
    post_operative_breathless:
      'Sudden breathlessness or pleuritic chest pain after surgery, a cast or a long journey: possible pulmonary embolism (NICE NG158)',
  },
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
