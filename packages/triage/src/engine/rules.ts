import type { Urgency } from '@asa/domain';
import type { Findings } from '../nlp/parser.ts';
import { type Message, type MessageVars, renderMessage } from '../report/message.ts';

import { PROTOCOLS, PROTOCOL_NOT_SYMPTOMS, RULE_TEXTS } from '../protocols/index.ts';

export interface RuleHit {
  id: string;
  urgency: Urgency;
  /** English, staff-facing; says which guidance the rule follows. */
  reason: string;
  /** The reason as a message: its key in RULE_TEXTS and the values it is filled with (any report language). */
  text: Message;
}

/** NEWS2 (Royal College of Physicians 2017) on whatever vital signs were stated. */
export function news2(f: Findings): { score: number; anyThree: boolean; parameters: number } {
  const v = f.vitals;
  let score = 0;
  let anyThree = false;
  let parameters = 0;
  const add = (s: number) => {
    score += s;
    if (s === 3) anyThree = true;
    parameters++;
  };
  if (v.respiratoryRate !== undefined) {
    const r = v.respiratoryRate;
    add(r <= 8 ? 3 : r <= 11 ? 1 : r <= 20 ? 0 : r <= 24 ? 2 : 3);
  }
  if (v.spo2 !== undefined) {
    const s = v.spo2;
    add(s <= 91 ? 3 : s <= 93 ? 2 : s <= 95 ? 1 : 0);
  }
  if (v.systolic !== undefined) {
    const s = v.systolic;
    add(s <= 90 ? 3 : s <= 100 ? 2 : s <= 110 ? 1 : s <= 219 ? 0 : 3);
  }
  if (v.heartRate !== undefined) {
    const h = v.heartRate;
    add(h <= 40 ? 3 : h <= 50 ? 1 : h <= 90 ? 0 : h <= 110 ? 1 : h <= 130 ? 2 : 3);
  }
  if (v.temperatureC !== undefined) {
    const t = v.temperatureC;
    add(t <= 35 ? 3 : t <= 36 ? 1 : t <= 38 ? 0 : t <= 39 ? 1 : 2);
  }
  if (f.present.has('confusion')) add(3);
  return { score, anyThree, parameters };
}

/** Fever grade from what was said: a measured value wins; "low-grade" or "intermittent" is low. */
export function feverGrade(f: Findings): 'none' | 'low' | 'fever' | 'high' {
  const t = f.vitals.temperatureC;
  if (t !== undefined) {
    if (t >= 39.5) return 'high';
    if (t >= 38.5) return 'fever';
    if (t >= 37.8) return 'low';
    return 'none';
  }
  if (!f.present.has('fever')) return 'none';
  return f.lowGradeFever ? 'low' : 'fever';
}

/**
 * General disposition rules. Each is a published rule of thumb, not a fit to one case:
 * NEWS2, NICE CKS / NICE guidelines, NHS 111 dispositions, ESI, Ottawa rules.
 */
/** Context, qualifiers and self-care statements that are not a symptom needing a GP by themselves. */
export const CONTEXT_NOT_SYMPTOM: ReadonlySet<string> = new Set([
  'severe',
  'sudden_onset',
  'recurrent_known',
  'smoker',
  'travel',
  'malaria_area',
  'vte_risk',
  'walks_normally',
  'no_relief',
  'inhaler',
  'blood_thinner',
  'new_medication',
  'hypertension_history',
  'chronic_lung',
  'diabetes',
  'immunosuppressed',
  'food_trigger',
  'allergen_exposure',
  'one_sided_leg',
  'postural',
  'positional',
  'worse_moving',
  'dermatomal',
  'contact_lens',
  'alcohol_hangover',
  'pregnant',
  'late_period',
  'benign_dark_stool',
  'awkward_posture',
  'prescription_request',
  'relieved',
  'bleeding_stopped',
  'harm_others',
  'co_exposure',
  ...PROTOCOL_NOT_SYMPTOMS,
]);
/** Anxiety counts as a complaint in a summary but does not by itself call for a GP by these rules. */
const NOT_A_SYMPTOM = new Set([...CONTEXT_NOT_SYMPTOM, 'anxiety']);

export function dispositionRules(f: Findings): RuleHit[] {
  const P = (c: string) => f.present.has(c);
  const any = (...cs: string[]) => cs.some(P);
  const hits: RuleHit[] = [];
  const hit = (id: string, urgency: Urgency, vars: MessageVars = {}, key: string = id) => {
    const text = { key, vars };
    hits.push({ id, urgency, reason: renderMessage(RULE_TEXTS, text), text });
  };
  const age = f.ageYears;
  const adult = age === undefined || age >= 16;
  const fever = feverGrade(f);
  const days = f.durationDays;
  const v = f.vitals;

  // --- vital signs
  const n = news2(f);
  if (adult && n.parameters > 0) {
    if (n.score >= 7) hit('news2_high', 1, { score: n.score });
    else if (n.score >= 5 || n.anyThree)
      hit('news2_medium', 2, { score: n.score }, n.anyThree ? 'news2_medium_single' : 'news2_medium');
    else if (n.score >= 1) hit('news2_low', 4, { score: n.score });
  }
  if (v.spo2 !== undefined && v.spo2 < 92) hit('hypoxia', 2, { spo2: v.spo2 });
  if (v.systolic !== undefined && v.systolic < 90) hit('hypotension', 2, { systolic: v.systolic });
  if (v.heartRate !== undefined && adult && (v.heartRate > 130 || v.heartRate < 40))
    hit('hr_extreme', 2, { rate: v.heartRate });
  if (v.respiratoryRate !== undefined) {
    const rate = v.respiratoryRate;
    // A child breathes faster than an adult: the adult danger zone (≥ 30, ESI) is normal for a
    // baby. NICE NG143 traffic lights under 5 (red > 60/min at any age; amber > 50 at 6–12 months,
    // > 40 over 12 months); APLS ranges from 5 to 11 years (upper normal 25; ≥ 40 severe). A baby or
    // child named without an age is read as the youngest of its group (the lower, safer threshold).
    const childAge = age ?? (P('infant') ? 0.5 : P('child') ? 1 : undefined);
    if (childAge !== undefined && childAge < 12) {
      const source = childAge < 5 ? 'NICE NG143' : 'APLS';
      const rr = (limit: number, urgency: Urgency, grade: string) =>
        hit('rr_child', urgency, { rate, limit, source: `${source} ${grade}` });
      if (childAge < 5) {
        if (rate > 60) rr(60, 2, 'red');
        else if (childAge >= 1 && rate > 40) rr(40, 3, 'amber');
        else if (childAge >= 0.5 && rate > 50) rr(50, 3, 'amber');
      } else if (rate >= 40) rr(40, 2, 'severe');
      else if (rate > 30) rr(30, 3, 'high');
    } else if (rate >= 30) hit('rr_extreme', 2, { rate });
  }
  if (v.systolic !== undefined && (v.systolic >= 180 || (v.diastolic ?? 0) >= 120)) {
    if (any('headache', 'chest_pain', 'vision_change', 'confusion', 'dyspnoea')) hit('htn_emergency', 2);
    else hit('htn_severe', 3);
  } else if (v.systolic !== undefined && v.systolic >= 140) hit('htn', 4);
  if (fever === 'high' && adult) hit('fever_high', 3);

  // --- children (the product serves adults; these keep the engine safe for vignettes about children)
  if (age !== undefined && age < 0.25 && fever !== 'none') hit('infant_fever', 2);
  if (age !== undefined && age < 16 && P('blood_in_stool') && P('diarrhoea'))
    hit('child_bloody_diarrhoea', 2);

  // --- infection / fever
  if (fever !== 'none' && P('malaria_area') && (P('travel') || P('malaria_area')))
    hit('returned_traveller', 2);
  if (fever !== 'none' && P('rash') && P('headache')) hit('fever_rash_headache', 2);
  if (P('headache') && P('neck_stiffness') && P('photophobia')) hit('meningism', 2);
  if (fever !== 'none' && P('immunosuppressed')) hit('neutropenic', 2);
  if (fever !== 'none' && P('rash') && !P('headache')) hit('fever_rash', 3);
  if (adult && days !== undefined && days > 5 && fever === 'fever') hit('fever_5d', 4);
  // round 4 — NICE NG143 amber: fever for 5 days or more in a child → same-day face-to-face assessment
  if (!adult && days !== undefined && days >= 5 && fever !== 'none') hit('child_fever_5d', 3);
  // NICE NG143 red: age 3–6 months with temperature ≥ 39 °C
  if (age !== undefined && age >= 0.25 && age < 0.5 && (v.temperatureC ?? 0) >= 39) hit('infant_fever_39', 2);

  // --- breathing
  if (any('dyspnoea') && P('chronic_lung') && P('no_relief')) hit('asthma_copd_failing', 2);
  else if (P('dyspnoea') && !P('chest_pain')) hit('dyspnoea', 3);
  if (P('wheeze') && P('dyspnoea') && !P('no_relief')) hit('wheeze', 3);

  // --- chest pain
  if (P('chest_pain')) {
    const explainedBySkin = P('vesicles');
    const msk = any('injury', 'strain') && !any('cardiac_quality', 'sweating', 'radiation', 'dyspnoea');
    if (explainedBySkin) hit('chest_pain_zoster', 4);
    else if (msk) hit('chest_pain_msk', 4);
    else if (
      age !== undefined &&
      age < 30 &&
      !any('dyspnoea', 'sweating', 'radiation', 'cardiac_quality', 'fainting')
    )
      hit('chest_pain_young', 3);
    else hit('chest_pain', 2);
  }

  // --- abdomen
  if (P('peritonism')) hit('peritonism', 2);
  if (P('rlq') && (any('worse_moving', 'vomiting') || fever !== 'none')) hit('appendicitis', 2);
  if (P('flank') && (P('severe') || (f.painScore ?? 0) >= 7)) hit('renal_colic_severe', 2);
  if (P('flank') && fever !== 'none') hit('pyelo', 3);
  if (P('abdominal_pain') && fever !== 'none' && !any('diarrhoea', 'sore_throat', 'cough'))
    hit('abdo_fever', 3);
  if (P('jaundice')) hit('jaundice', 3);
  if (P('blood_in_stool') && P('diarrhoea') && !(age !== undefined && age < 16)) hit('bloody_diarrhoea', 3);
  if (P('blood_in_stool') && !P('diarrhoea') && age !== undefined && age >= 50) hit('rectal_bleeding_50', 4);
  if (any('diarrhoea', 'vomiting')) {
    const tachy = v.heartRate !== undefined && v.heartRate > 100 && (age === undefined || age >= 12);
    if (P('dehydration') || tachy) hit('dehydration', 3);
    if (P('cant_keep_fluids') && (days === undefined || days >= 1) && adult) hit('cant_keep_fluids', 3);
    if (P('diarrhoea') && days !== undefined && days > 7) hit('diarrhoea_7d', 4);
    if (P('vomiting') && !P('diarrhoea') && days !== undefined && days > 2) hit('vomiting_2d', 4);
    if (P('diarrhoea') && P('travel')) hit('travel_diarrhoea', 4);
  }

  // --- urinary / genital / pregnancy
  if (any('dysuria', 'urinary_frequency')) {
    if (fever !== 'none' || P('flank') || P('chills')) hit('upper_uti', 3);
    else if (P('pregnant')) hit('uti_pregnant', 3);
    else hit('uti', 4);
  }
  if (P('testicular_pain')) hit('testicular', 3);
  const lateOrUnknown = f.gestationWeeks === undefined || f.gestationWeeks >= 20;
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

  // --- neuro
  if (P('fainting')) hit('syncope', 3);
  if (P('headache') && P('sudden_onset') && P('severe')) hit('sudden_severe_headache', 2);
  if (P('headache') && P('vision_change')) hit('headache_vision', 3);
  if (P('head_injury') && age !== undefined && age >= 65) hit('head_injury_65', 3);
  if (P('dizziness') && !any('positional', 'postural', 'alcohol_hangover')) hit('dizziness', 4);
  if (P('palpitations') && any('chest_pain', 'dyspnoea', 'fainting')) hit('palpitations_danger', 2);
  else if (P('palpitations')) hit('palpitations', 4);
  if (P('tetanus_signs')) hit('tetanus', 1);

  // --- back / limbs / skin
  if (P('back_pain')) {
    if (P('leg_weakness')) hit('back_neuro', 3);
    else if (fever !== 'none') hit('back_fever', 3);
    else if (P('radiating_leg') && P('numbness')) hit('sciatica_neuro', 4);
    else if (P('weight_loss') || P('immunosuppressed')) hit('back_systemic', 4);
  }
  if (P('leg_swelling') && (P('calf') || P('one_sided_leg')) && (P('vte_risk') || P('calf')) && !P('injury'))
    hit('dvt', 2);
  if (P('deformity')) hit('deformity', 2);
  if (P('limited_weight_bearing') && P('injury')) hit('ottawa', 4);
  if (
    P('skin_red_hot') &&
    !(P('sunburn') && fever === 'none' && !P('wound')) &&
    (fever !== 'none' || P('wound') || P('swelling_local') || P('leg_swelling'))
  )
    hit('cellulitis', 4);
  if (P('vesicles') && !P('burn')) hit('zoster', 4);
  if (P('lip_face_swelling') && P('allergen_exposure') && !P('sting_bite')) hit('angioedema_allergen', 2);
  else if (P('lip_face_swelling') && !P('sting_bite')) hit('angioedema', 3);
  if (P('large_burn')) hit('major_burn', 2);
  // NHS 111 cuts and grazes: A&E if the bleeding does not stop after 10 minutes of pressure; a cut
  // with numbness or loss of movement beyond it may have injured a nerve or tendon.
  if (P('wound') && any('bleeding', 'heavy_bleeding', 'bleeding_persistent')) {
    const minutes = days !== undefined && days < 1 ? days * 1440 : undefined;
    if (P('bleeding_persistent') && !P('bleeding_stopped') && (minutes === undefined || minutes >= 10))
      hit(
        'wound_bleeding',
        minutes !== undefined ? 2 : 3,
        minutes !== undefined ? { minutes: Math.round(minutes) } : {},
        minutes !== undefined ? 'wound_bleeding_timed' : 'wound_bleeding_persistent',
      );
    else if (
      minutes !== undefined &&
      minutes >= 10 &&
      !P('bleeding_persistent') &&
      /bleed|krwaw|blae|blaed/.test(f.text)
    )
      hit('wound_bleeding', 2, { minutes: Math.round(minutes) });
  }
  if (P('wound') && any('numbness', 'cant_move_part')) hit('wound_nerve', 3);
  if (P('prescription_request')) hit('prescription', 4);

  // --- eye / ENT
  if (P('eye_red') && any('eye_pain', 'photophobia', 'vision_change', 'contact_lens') && !P('eyelid'))
    hit('red_eye_serious', 3);
  if (P('vision_change') && !P('headache')) hit('vision_change', 3);
  if (P('sore_throat')) {
    const centor =
      (fever !== 'none' ? 1 : 0) +
      (P('tonsil_exudate') ? 1 : 0) +
      (P('swollen_glands') ? 1 : 0) +
      (f.negated.has('cough') && !P('cough') ? 1 : 0);
    if (centor >= 3) hit('centor', 4, { score: centor });
    if (P('dysphagia')) hit('sore_throat_dysphagia', 4);
    if (days !== undefined && days > 7) hit('sore_throat_7d', 4);
  }
  if (
    P('ear_pain') &&
    (P('ear_discharge') || fever === 'fever' || fever === 'high' || (days !== undefined && days >= 3))
  )
    hit('otitis', 4);
  if ((P('sinus') || P('runny_nose')) && days !== undefined && days > 10 && P('sinus'))
    hit('sinusitis_10d', 4);
  if (P('mouth_ulcer') && days !== undefined && days > 21) hit('ulcer_3w', 4);

  // --- respiratory infection
  if (P('cough')) {
    if (days !== undefined && days > 21 && !P('recurrent_known')) hit('cough_3w', 4);
    if (P('haemoptysis')) hit('haemoptysis', 3);
    if (fever === 'fever' || fever === 'high') hit('cough_fever', 4);
    if (P('crackles')) hit('pneumonia_signs', 4);
    if (P('chronic_lung') && P('sputum') && P('dyspnoea')) hit('copd_flare', 3);
  }
  if (fever === 'fever' && age !== undefined && age < 5) hit('child_fever', 4);

  // --- mental health / other
  if (P('low_mood')) hit('depression', 4);
  if (P('breast_lump')) hit('breast_lump', 4);
  if (P('weight_loss') && !P('back_pain')) hit('weight_loss', 4);

  // --- round 4: emergencies that need context beyond one finding
  // NICE CG124 / NHS: an older person who falls and cannot get up or stand, or whose leg is shortened and turned out → hip fracture, ambulance
  if (age !== undefined && age >= 65 && P('injury') && any('limited_weight_bearing', 'deformity'))
    hit('hip_fracture', 2);
  // NICE NG156 / CKS: abdominal or back pain at 60 or over with pallor, sweating or fainting → ruptured AAA until proven otherwise
  if (
    age !== undefined &&
    age >= 60 &&
    any('abdominal_pain', 'back_pain') &&
    any('sweating', 'anaemia_pale', 'fainting', 'mottled_skin') &&
    any('sudden_onset', 'severe', 'fainting', 'sweating')
  )
    hit('aaa', 1);
  // NICE CG178: new psychotic symptoms → urgent (same-day) mental health assessment
  if (P('psychosis')) hit('psychosis', 3);
  // JBDS / NICE NG17: known diabetes and vomiting → check ketones, same-day review
  if (P('diabetes') && P('vomiting')) hit('diabetes_vomiting', 3);

  // --- round 4: "see a GP" thresholds (NICE CKS / NHS "see a GP if …"), general rather than per condition
  const symptomatic = [...f.present].some((c) => !NOT_A_SYMPTOM.has(c));
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
  // NICE CKS dyspepsia / NG12: most dyspepsia is self-care with a pharmacist; GP at 55 or over, with alarm features
  // (difficulty swallowing, persistent vomiting, weight loss) or when treatment does not help
  if (
    P('heartburn') &&
    ((age !== undefined && age >= 55) ||
      any('dysphagia', 'weight_loss', 'no_relief') ||
      (P('vomiting') && days !== undefined && days > 2))
  )
    hit('dyspepsia_refer', 4);
  // NHS: bleeding from the bottom → GP (NICE NG12: with change in bowel habit at ≥50 or iron-deficiency → suspected cancer pathway)
  if (P('blood_in_stool') && !P('diarrhoea') && adult) hit('rectal_bleeding', 4);
  // NICE NG12 / CKS: visible haematuria → GP (suspected cancer pathway at ≥45, UTI otherwise)
  if (P('haematuria')) hit('haematuria', 4);
  // NICE NG17 / NG28: thirst with polyuria or weight loss, or high glucose in known diabetes → test / review
  if (
    (P('thirst') && any('urinary_frequency', 'weight_loss', 'fatigue')) ||
    (P('hyperglycaemia') && !any('vomiting', 'dyspnoea', 'drowsy', 'confusion', 'abdominal_pain'))
  )
    hit('diabetes_symptoms', 4);
  // NICE NG12 weighted 7-point checklist: a changing mole → suspected melanoma pathway
  if (P('mole_change')) hit('mole_change', 4);
  if (P('lump') && !any('swollen_glands', 'sore_throat', 'sting_bite', 'injury')) hit('new_lump', 4);
  // NICE CKS eczema / impetigo / paronychia: weeping, crusted or pus-filled skin → GP
  if (
    P('skin_infected') &&
    any('eczema', 'rash', 'itch', 'ingrown_nail', 'skin_red_hot', 'swelling_local', 'wound')
  )
    hit('skin_infected', 4);
  // NICE NG95: expanding red ring after a tick bite (erythema migrans) → antibiotics
  if (P('tick_rash')) hit('tick_rash', 4);
  // NHS dental abscess: toothache with facial swelling → urgent dentist / same day
  if (P('toothache') && any('lip_face_swelling', 'swelling_local')) hit('dental_abscess', 3);
  // NICE CKS gout / septic arthritis: a red, hot, painful joint → GP; with fever → emergency
  if (P('joint_pain') && P('skin_red_hot'))
    hit(fever !== 'none' ? 'septic_joint' : 'hot_joint', fever !== 'none' ? 2 : 4);
  // NICE NG38 / CKS: fall on an outstretched hand with wrist pain → X-ray (scaphoid)
  if (P('foosh') && any('swelling_local', 'severe', 'joint_pain', 'injury')) hit('foosh', 4);
  // NHS sprains and strains: not getting better after a week of self-care → GP
  if (P('injury') && days !== undefined && days >= 7 && !P('walks_normally')) hit('injury_not_settling', 4);
  // NICE NG84 / NHS: sore throat with fever lasting a week or more → GP
  if (P('sore_throat') && fever !== 'none' && days !== undefined && days >= 7) hit('sore_throat_fever_7d', 4);
  // NICE NG91 / NHS: earache with fever or discharge in a language without duration → GP
  if (P('ear_pain') && fever !== 'none' && days === undefined) hit('otitis_fever', 4);
  // the presenting-complaint protocols' own rules (src/protocols)
  for (const group of PROTOCOLS) group.rules?.(f, (id, urgency, vars) => hit(id, urgency, vars));
  return hits;
}
