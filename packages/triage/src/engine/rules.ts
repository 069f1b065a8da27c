import type { Urgency } from '@asa/domain';
import type { Findings } from '../parser.ts';

export interface RuleHit {
  id: string;
  urgency: Urgency;
  /** English, staff-facing; says which guidance the rule follows. */
  reason: string;
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
const NOT_A_SYMPTOM = new Set(['severe', 'sudden_onset', 'recurrent_known', 'smoker', 'travel', 'malaria_area', 'vte_risk', 'walks_normally', 'no_relief', 'inhaler', 'blood_thinner', 'new_medication', 'hypertension_history', 'chronic_lung', 'diabetes', 'immunosuppressed', 'food_trigger', 'allergen_exposure', 'one_sided_leg', 'postural', 'positional', 'worse_moving', 'dermatomal', 'contact_lens', 'alcohol_hangover', 'pregnant', 'late_period', 'benign_dark_stool', 'awkward_posture', 'prescription_request', 'relieved', 'bleeding_stopped', 'anxiety', 'harm_others', 'co_exposure']);

export function dispositionRules(f: Findings): RuleHit[] {
  const P = (c: string) => f.present.has(c);
  const any = (...cs: string[]) => cs.some(P);
  const hits: RuleHit[] = [];
  const hit = (id: string, urgency: Urgency, reason: string) => hits.push({ id, urgency, reason });
  const age = f.ageYears;
  const adult = age === undefined || age >= 16;
  const fever = feverGrade(f);
  const days = f.durationDays;
  const v = f.vitals;

  // --- vital signs
  const n = news2(f);
  if (adult && n.parameters > 0) {
    if (n.score >= 7) hit('news2_high', 1, `NEWS2 ${n.score} (≥7): emergency response (RCP NEWS2)`);
    else if (n.score >= 5 || n.anyThree) hit('news2_medium', 2, `NEWS2 ${n.score}${n.anyThree ? ' with a single parameter scoring 3' : ''}: urgent response (RCP NEWS2)`);
    else if (n.score >= 1) hit('news2_low', 4, `NEWS2 ${n.score}: needs clinical assessment (RCP NEWS2)`);
  }
  if (v.spo2 !== undefined && v.spo2 < 92) hit('hypoxia', 2, `SpO2 ${v.spo2}% (<92%): hypoxaemia (BTS oxygen guideline)`);
  if (v.systolic !== undefined && v.systolic < 90) hit('hypotension', 2, `Systolic BP ${v.systolic} (<90): shock until proven otherwise (ESI danger-zone vitals)`);
  if (v.heartRate !== undefined && adult && (v.heartRate > 130 || v.heartRate < 40)) hit('hr_extreme', 2, `Heart rate ${v.heartRate}: ESI danger-zone vital sign`);
  if (v.respiratoryRate !== undefined && v.respiratoryRate >= 30) hit('rr_extreme', 2, `Respiratory rate ${v.respiratoryRate} (≥30): ESI danger-zone vital sign`);
  if (v.systolic !== undefined && (v.systolic >= 180 || (v.diastolic ?? 0) >= 120)) {
    if (any('headache', 'chest_pain', 'vision_change', 'confusion', 'dyspnoea')) hit('htn_emergency', 2, 'BP ≥180/120 with symptoms: possible hypertensive emergency (NICE NG136)');
    else hit('htn_severe', 3, 'BP ≥180/120: same-day review (NICE NG136)');
  } else if (v.systolic !== undefined && v.systolic >= 140) hit('htn', 4, 'Raised clinic/home BP: confirm and review (NICE NG136)');
  if (fever === 'high' && adult) hit('fever_high', 3, 'Temperature ≥39.5 °C: same-day assessment (NICE CKS fever)');

  // --- children (the product serves adults; these keep the engine safe for vignettes about children)
  if (age !== undefined && age < 0.25 && fever !== 'none') hit('infant_fever', 2, 'Fever in an infant under 3 months (NICE NG143 red)');
  if (age !== undefined && age < 16 && P('blood_in_stool') && P('diarrhoea')) hit('child_bloody_diarrhoea', 2, 'Bloody diarrhoea in a child: risk of haemolytic uraemic syndrome (NICE CKS gastroenteritis)');

  // --- infection / fever
  if (fever !== 'none' && P('malaria_area') && (P('travel') || P('malaria_area'))) hit('returned_traveller', 2, 'Fever after travel to a malaria area: same-day malaria test (UKHSA / NICE CKS malaria)');
  if (fever !== 'none' && P('rash') && P('headache')) hit('fever_rash_headache', 2, 'Fever, rash and headache: exclude meningococcal / tick-borne disease (NICE NG240)');
  if (P('headache') && P('neck_stiffness') && P('photophobia')) hit('meningism', 2, 'Headache with neck stiffness and photophobia (NICE NG240)');
  if (fever !== 'none' && P('immunosuppressed')) hit('neutropenic', 2, 'Fever on chemotherapy / immunosuppression: neutropenic sepsis (NICE NG151)');
  if (fever !== 'none' && P('rash') && !P('headache')) hit('fever_rash', 3, 'Fever with a new rash: same-day assessment (NHS 111)');
  if (adult && days !== undefined && days > 5 && fever === 'fever') hit('fever_5d', 4, 'Fever for more than 5 days (NICE CKS)');
  // round 4 — NICE NG143 amber: fever for 5 days or more in a child → same-day face-to-face assessment
  if (!adult && days !== undefined && days >= 5 && fever !== 'none') hit('child_fever_5d', 3, 'Fever for 5 days or more in a child (NICE NG143 amber)');
  // NICE NG143 red: age 3–6 months with temperature ≥ 39 °C
  if (age !== undefined && age >= 0.25 && age < 0.5 && (v.temperatureC ?? 0) >= 39) hit('infant_fever_39', 2, 'Temperature ≥39 °C at 3–6 months (NICE NG143 red)');

  // --- breathing
  if (any('dyspnoea') && P('chronic_lung') && P('no_relief')) hit('asthma_copd_failing', 2, 'Breathlessness in asthma/COPD with reliever not helping or increased reliever use (BTS/SIGN asthma; NICE NG115)');
  else if (P('dyspnoea') && !P('chest_pain')) hit('dyspnoea', 3, 'Shortness of breath: same-day assessment (NHS 111)');
  if (P('wheeze') && P('dyspnoea') && !P('no_relief')) hit('wheeze', 3, 'Wheeze with breathlessness (BTS/SIGN)');

  // --- chest pain
  if (P('chest_pain')) {
    const explainedBySkin = P('vesicles');
    const msk = any('injury', 'strain') && !any('cardiac_quality', 'sweating', 'radiation', 'dyspnoea');
    if (explainedBySkin) hit('chest_pain_zoster', 4, 'Chest-wall pain with a vesicular rash in the same area: herpes zoster (NICE CKS shingles)');
    else if (msk) hit('chest_pain_msk', 4, 'Chest pain after strain/injury without cardiac features (NICE CG95: non-cardiac)');
    else if (age !== undefined && age < 30 && !any('dyspnoea', 'sweating', 'radiation', 'cardiac_quality', 'fainting')) hit('chest_pain_young', 3, 'Chest pain, age under 30, no cardiac features: same-day assessment (NICE CG95)');
    else hit('chest_pain', 2, 'Acute chest pain not explained otherwise: exclude ACS now (NICE CG95; ESI level 2)');
  }

  // --- abdomen
  if (P('peritonism')) hit('peritonism', 2, 'Guarding / rigid abdomen: acute abdomen (NHS 111; ESI 2)');
  if (P('rlq') && (any('worse_moving', 'vomiting') || fever !== 'none')) hit('appendicitis', 2, 'Right lower abdominal pain with fever, vomiting or pain on movement: suspected appendicitis (NICE CKS)');
  if (P('flank') && (P('severe') || (f.painScore ?? 0) >= 7)) hit('renal_colic_severe', 2, 'Severe loin-to-groin pain: renal colic needing analgesia now (NICE CKS renal colic)');
  if (P('flank') && fever !== 'none') hit('pyelo', 3, 'Loin pain with fever: possible pyelonephritis (NICE NG111)');
  if (P('abdominal_pain') && fever !== 'none' && !any('diarrhoea', 'sore_throat', 'cough')) hit('abdo_fever', 3, 'Abdominal pain with fever (NHS 111)');
  if (P('jaundice')) hit('jaundice', 3, 'New jaundice: same-day assessment (NICE CKS)');
  if (P('blood_in_stool') && P('diarrhoea') && !(age !== undefined && age < 16)) hit('bloody_diarrhoea', 3, 'Bloody diarrhoea (NICE CKS gastroenteritis)');
  if (P('blood_in_stool') && !P('diarrhoea') && age !== undefined && age >= 50) hit('rectal_bleeding_50', 4, 'Rectal bleeding at 50 or over (NICE NG12)');
  if (any('diarrhoea', 'vomiting')) {
    const tachy = v.heartRate !== undefined && v.heartRate > 100 && (age === undefined || age >= 12);
    if (P('dehydration') || tachy) hit('dehydration', 3, 'Vomiting/diarrhoea with signs of dehydration (NICE CG84 red flags)');
    if (P('cant_keep_fluids') && (days === undefined || days >= 1) && adult) hit('cant_keep_fluids', 3, 'Unable to keep fluids down (NHS 111)');
    if (P('diarrhoea') && days !== undefined && days > 7) hit('diarrhoea_7d', 4, 'Diarrhoea for more than 7 days (NICE CKS)');
    if (P('vomiting') && !P('diarrhoea') && days !== undefined && days > 2) hit('vomiting_2d', 4, 'Vomiting for more than 2 days (NHS)');
    if (P('diarrhoea') && P('travel')) hit('travel_diarrhoea', 4, 'Diarrhoea after foreign travel (NICE CKS)');
  }

  // --- urinary / genital / pregnancy
  if (any('dysuria', 'urinary_frequency')) {
    if (fever !== 'none' || P('flank') || P('chills')) hit('upper_uti', 3, 'Urinary symptoms with fever, rigors or loin pain (NICE NG111)');
    else if (P('pregnant')) hit('uti_pregnant', 3, 'Urinary symptoms in pregnancy (NICE NG109)');
    else hit('uti', 4, 'Lower urinary tract symptoms: GP or pharmacist (NICE NG109)');
  }
  if (P('testicular_pain')) hit('testicular', 3, 'Testicular pain: same-day assessment (NICE CKS scrotal pain)');
  const lateOrUnknown = f.gestationWeeks === undefined || f.gestationWeeks >= 20;
  if (P('pregnant') && lateOrUnknown && ((P('headache') && any('vision_change', 'lip_face_swelling', 'leg_swelling')) || (P('vision_change') && any('lip_face_swelling', 'leg_swelling')))) hit('pre_eclampsia', 2, 'Pregnancy with headache, visual disturbance or sudden swelling of face, hands or feet: possible pre-eclampsia (NICE NG133)');
  if (P('pregnant') && lateOrUnknown && v.systolic !== undefined && (v.systolic >= 160 || (v.diastolic ?? 0) >= 110)) hit('pregnancy_severe_htn', 2, `BP ${v.systolic}/${v.diastolic} in pregnancy (≥160/110): severe hypertension, admit (NICE NG133)`);
  else if (P('pregnant') && lateOrUnknown && v.systolic !== undefined && (v.systolic >= 140 || (v.diastolic ?? 0) >= 90)) hit('pregnancy_htn', 3, `BP ${v.systolic}/${v.diastolic} in pregnancy (≥140/90): same-day maternity assessment (NICE NG133)`);
  if (P('pregnant') && !any('vaginal_bleeding', 'abdominal_pain')) hit('pregnancy', 4, 'Pregnancy: book antenatal care (NICE NG201)');

  // --- neuro
  if (P('fainting')) hit('syncope', 3, 'Transient loss of consciousness: same-day assessment with ECG (NICE CG109)');
  if (P('headache') && P('sudden_onset') && P('severe')) hit('sudden_severe_headache', 2, 'Sudden severe headache (NICE CKS headache red flags)');
  if (P('headache') && P('vision_change')) hit('headache_vision', 3, 'Headache with visual disturbance (NICE CKS headache)');
  if (P('head_injury') && age !== undefined && age >= 65) hit('head_injury_65', 3, 'Head injury at 65 or over (NICE NG232)');
  if (P('dizziness') && !any('positional', 'postural', 'alcohol_hangover')) hit('dizziness', 4, 'Dizziness (NHS)');
  if (P('palpitations') && any('chest_pain', 'dyspnoea', 'fainting')) hit('palpitations_danger', 2, 'Palpitations with chest pain, breathlessness or fainting (NICE CKS palpitations)');
  else if (P('palpitations')) hit('palpitations', 4, 'Palpitations (NICE CKS)');
  if (P('tetanus_signs')) hit('tetanus', 1, 'Trismus / generalised spasms after a wound: tetanus (WHO)');

  // --- back / limbs / skin
  if (P('back_pain')) {
    if (P('leg_weakness')) hit('back_neuro', 3, 'Back pain with new leg weakness / foot drop (NICE NG59)');
    else if (fever !== 'none') hit('back_fever', 3, 'Back pain with fever (NICE CKS back pain red flags)');
    else if (P('radiating_leg') && P('numbness')) hit('sciatica_neuro', 4, 'Sciatica with sensory symptoms (NICE NG59)');
    else if (P('weight_loss') || P('immunosuppressed')) hit('back_systemic', 4, 'Back pain with weight loss / immunosuppression (NICE CKS)');
  }
  if (P('leg_swelling') && (P('calf') || P('one_sided_leg')) && (P('vte_risk') || P('calf')) && !P('injury')) hit('dvt', 2, 'Unilateral calf/leg swelling with DVT risk factors: same-day Wells assessment and scan (NICE NG158)');
  if (P('deformity')) hit('deformity', 2, 'Deformed limb after injury: possible fracture/dislocation (ESI)');
  if (P('limited_weight_bearing') && P('injury')) hit('ottawa', 4, 'Unable to bear weight after injury: X-ray (Ottawa ankle/knee rules)');
  if (P('skin_red_hot') && !(P('sunburn') && fever === 'none' && !P('wound')) && (fever !== 'none' || P('wound') || P('swelling_local') || P('leg_swelling'))) hit('cellulitis', 4, 'Spreading red, hot skin: cellulitis (NICE NG141)');
  if (P('vesicles') && !P('burn')) hit('zoster', 4, 'Vesicular rash: possible shingles, antivirals within 72 h (NICE CKS)');
  if (P('lip_face_swelling') && P('allergen_exposure') && !P('sting_bite')) hit('angioedema_allergen', 2, 'Lip/face swelling after a food or drug allergen (Resuscitation Council UK anaphylaxis)');
  else if (P('lip_face_swelling') && !P('sting_bite')) hit('angioedema', 3, 'Swelling of lips or face (NICE CKS angio-oedema)');
  if (P('large_burn')) hit('major_burn', 2, 'Large, deep or facial burn (NHS)');
  // NHS 111 cuts and grazes: A&E if the bleeding does not stop after 10 minutes of pressure; a cut
  // with numbness or loss of movement beyond it may have injured a nerve or tendon.
  if (P('wound') && any('bleeding', 'heavy_bleeding', 'bleeding_persistent')) {
    const minutes = days !== undefined && days < 1 ? days * 1440 : undefined;
    if (P('bleeding_persistent') && !P('bleeding_stopped') && (minutes === undefined || minutes >= 10)) hit('wound_bleeding', minutes !== undefined ? 2 : 3, minutes !== undefined ? `Wound still bleeding after about ${Math.round(minutes)} minutes (≥10 min of pressure): A&E (NHS 111)` : 'Wound that keeps bleeding: urgent assessment if it does not stop after 10 minutes of firm pressure (NHS 111)');
    else if (minutes !== undefined && minutes >= 10 && !P('bleeding_persistent') && /bleed|krwaw|blae|blaed/.test(f.text)) hit('wound_bleeding', 2, `Wound bleeding for about ${Math.round(minutes)} minutes (≥10 min): A&E if pressure does not stop it (NHS 111)`);
  }
  if (P('wound') && any('numbness', 'cant_move_part')) hit('wound_nerve', 3, 'Cut with numbness or loss of movement beyond it: possible nerve or tendon injury, same-day assessment (NHS 111)');
  if (P('prescription_request')) hit('prescription', 4, 'Repeat prescription or medication review: GP (NHS)');

  // --- eye / ENT
  if (P('eye_red') && any('eye_pain', 'photophobia', 'vision_change', 'contact_lens') && !P('eyelid')) hit('red_eye_serious', 3, 'Red eye with pain, photophobia, reduced vision or contact lens use (NICE CKS red eye)');
  if (P('vision_change') && !P('headache')) hit('vision_change', 3, 'New visual disturbance (NICE CKS)');
  if (P('sore_throat')) {
    const centor = (fever !== 'none' ? 1 : 0) + (P('tonsil_exudate') ? 1 : 0) + (P('swollen_glands') ? 1 : 0) + (f.negated.has('cough') && !P('cough') ? 1 : 0);
    if (centor >= 3) hit('centor', 4, `Centor ${centor}/4: consider antibiotics (NICE NG84)`);
    if (P('dysphagia')) hit('sore_throat_dysphagia', 4, 'Sore throat with difficulty swallowing (NICE NG84)');
    if (days !== undefined && days > 7) hit('sore_throat_7d', 4, 'Sore throat for more than a week (NHS)');
  }
  if (P('ear_pain') && (P('ear_discharge') || fever === 'fever' || fever === 'high' || (days !== undefined && days >= 3))) hit('otitis', 4, 'Ear pain with discharge, fever or lasting 3 days (NICE NG91)');
  if ((P('sinus') || P('runny_nose')) && days !== undefined && days > 10 && P('sinus')) hit('sinusitis_10d', 4, 'Sinus symptoms for more than 10 days (NICE NG79)');
  if (P('mouth_ulcer') && days !== undefined && days > 21) hit('ulcer_3w', 4, 'Mouth ulcer for more than 3 weeks (NICE NG12)');

  // --- respiratory infection
  if (P('cough')) {
    if (days !== undefined && days > 21 && !P('recurrent_known')) hit('cough_3w', 4, 'Cough for more than 3 weeks (NICE NG12 / NG120)');
    if (P('haemoptysis')) hit('haemoptysis', 3, 'Coughing up blood (NICE NG12)');
    if (fever === 'fever' || fever === 'high') hit('cough_fever', 4, 'Cough with fever: assess for pneumonia / influenza (NICE NG138)');
    if (P('crackles')) hit('pneumonia_signs', 4, 'Focal chest signs: possible pneumonia (NICE NG138)');
    if (P('chronic_lung') && P('sputum') && P('dyspnoea')) hit('copd_flare', 3, 'COPD/asthma with increased breathlessness and sputum (NICE NG115)');
  }
  if (fever === 'fever' && age !== undefined && age < 5) hit('child_fever', 4, 'Fever in a child under 5 (NICE NG143)');

  // --- mental health / other
  if (P('low_mood')) hit('depression', 4, 'Low mood: GP assessment (NICE CG90)');
  if (P('breast_lump')) hit('breast_lump', 4, 'Breast lump: suspected cancer pathway (NICE NG12)');
  if (P('weight_loss') && !P('back_pain')) hit('weight_loss', 4, 'Unexplained weight loss (NICE NG12)');

  // --- round 4: emergencies that need context beyond one finding
  // NICE CG124 / NHS: an older person who falls and cannot get up or stand, or whose leg is shortened and turned out → hip fracture, ambulance
  if (age !== undefined && age >= 65 && P('injury') && any('limited_weight_bearing', 'deformity')) hit('hip_fracture', 2, 'Fall at 65 or over, unable to stand or leg shortened/rotated: suspected hip fracture (NICE CG124)');
  // NICE NG156 / CKS: abdominal or back pain at 60 or over with pallor, sweating or fainting → ruptured AAA until proven otherwise
  if (age !== undefined && age >= 60 && any('abdominal_pain', 'back_pain') && any('sweating', 'anaemia_pale', 'fainting', 'mottled_skin') && any('sudden_onset', 'severe', 'fainting', 'sweating')) hit('aaa', 1, 'Abdominal/back pain at 60 or over with pallor, sweating or collapse: ruptured abdominal aortic aneurysm until proven otherwise (NICE NG156)');
  // NICE CG178: new psychotic symptoms → urgent (same-day) mental health assessment
  if (P('psychosis')) hit('psychosis', 3, 'New psychotic symptoms: urgent mental health assessment (NICE CG178)');
  // JBDS / NICE NG17: known diabetes and vomiting → check ketones, same-day review
  if (P('diabetes') && P('vomiting')) hit('diabetes_vomiting', 3, 'Diabetes with vomiting: check ketones, same-day review (JBDS sick-day rules)');

  // --- round 4: "see a GP" thresholds (NICE CKS / NHS "see a GP if …"), general rather than per condition
  const symptomatic = [...f.present].some((c) => !NOT_A_SYMPTOM.has(c));
  // NHS: symptoms not improving with pharmacy / over-the-counter treatment after the usual week of self-care → GP
  if (P('no_relief') && symptomatic && !(days !== undefined && days < 7)) hit('not_improving', 4, 'Not improving despite over-the-counter treatment: GP assessment (NHS "see a GP if")');
  // NHS / NICE CKS: a new symptom (2 weeks to 6 months) that has not settled and is not a known recurrent problem → GP
  // (NHS "see a GP if it has not improved after 2 weeks": joint, heel, shoulder, back pain; rashes; cough at 3 weeks)
  if (days !== undefined && days > 14 && days <= 180 && symptomatic && !P('recurrent_known') && !P('pregnant')) hit('persistent_2w', 4, `Symptoms for about ${Math.round(days)} days (more than 2 weeks) without settling: GP assessment (NHS / NICE CKS)`);
  // NICE CKS dyspepsia / NG12: most dyspepsia is self-care with a pharmacist; GP at 55 or over, with alarm features
  // (difficulty swallowing, persistent vomiting, weight loss) or when treatment does not help
  if (P('heartburn') && ((age !== undefined && age >= 55) || any('dysphagia', 'weight_loss', 'no_relief') || (P('vomiting') && days !== undefined && days > 2))) hit('dyspepsia_refer', 4, 'Dyspepsia at 55 or over, with alarm features or not responding to treatment (NICE CKS dyspepsia; NICE NG12)');
  // NHS: bleeding from the bottom → GP (NICE NG12: with change in bowel habit at ≥50 or iron-deficiency → suspected cancer pathway)
  if (P('blood_in_stool') && !P('diarrhoea') && adult) hit('rectal_bleeding', 4, 'Rectal bleeding: GP assessment (NHS; NICE NG12)');
  // NICE NG12 / CKS: visible haematuria → GP (suspected cancer pathway at ≥45, UTI otherwise)
  if (P('haematuria')) hit('haematuria', 4, 'Blood in the urine: GP assessment (NICE NG12)');
  // NICE NG17 / NG28: thirst with polyuria or weight loss, or high glucose in known diabetes → test / review
  if ((P('thirst') && any('urinary_frequency', 'weight_loss', 'fatigue')) || (P('hyperglycaemia') && !any('vomiting', 'dyspnoea', 'drowsy', 'confusion', 'abdominal_pain'))) hit('diabetes_symptoms', 4, 'Thirst with frequent urination or weight loss, or persistently high glucose: GP the same week (NICE NG17 / NG28)');
  // NICE NG12 weighted 7-point checklist: a changing mole → suspected melanoma pathway
  if (P('mole_change')) hit('mole_change', 4, 'Changing mole (size, shape, colour, bleeding): suspected melanoma pathway (NICE NG12)');
  if (P('lump') && !any('swollen_glands', 'sore_throat', 'sting_bite', 'injury')) hit('new_lump', 4, 'New lump: GP assessment (NICE NG12)');
  // NICE CKS eczema / impetigo / paronychia: weeping, crusted or pus-filled skin → GP
  if (P('skin_infected') && any('eczema', 'rash', 'itch', 'ingrown_nail', 'skin_red_hot', 'swelling_local', 'wound')) hit('skin_infected', 4, 'Weeping, crusted or pus-filled skin: possible infection, GP (NICE CKS)');
  // NICE NG95: expanding red ring after a tick bite (erythema migrans) → antibiotics
  if (P('tick_rash')) hit('tick_rash', 4, 'Expanding red rash after a tick bite: erythema migrans, treat for Lyme disease (NICE NG95)');
  // NHS dental abscess: toothache with facial swelling → urgent dentist / same day
  if (P('toothache') && any('lip_face_swelling', 'swelling_local')) hit('dental_abscess', 3, 'Toothache with facial swelling: dental abscess, urgent dental care today (NHS)');
  // NICE CKS gout / septic arthritis: a red, hot, painful joint → GP; with fever → emergency
  if (P('joint_pain') && P('skin_red_hot')) hit(fever !== 'none' ? 'septic_joint' : 'hot_joint', fever !== 'none' ? 2 : 4, fever !== 'none' ? 'Hot swollen joint with fever: septic arthritis until proven otherwise (NICE CKS)' : 'Red, hot, painful joint: GP the same or next day (NICE CKS gout)');
  // NICE NG38 / CKS: fall on an outstretched hand with wrist pain → X-ray (scaphoid)
  if (P('foosh') && any('swelling_local', 'severe', 'joint_pain', 'injury')) hit('foosh', 4, 'Fall on an outstretched hand with wrist pain or swelling: X-ray to exclude scaphoid/wrist fracture (NICE NG38)');
  // NHS sprains and strains: not getting better after a week of self-care → GP
  if (P('injury') && days !== undefined && days >= 7 && !P('walks_normally')) hit('injury_not_settling', 4, 'Injury not settling after a week of self-care: GP / physiotherapy (NHS)');
  // NICE NG84 / NHS: sore throat with fever lasting a week or more → GP
  if (P('sore_throat') && fever !== 'none' && days !== undefined && days >= 7) hit('sore_throat_fever_7d', 4, 'Sore throat with fever for a week or more (NICE NG84)');
  // NICE NG91 / NHS: earache with fever or discharge in a language without duration → GP
  if (P('ear_pain') && fever !== 'none' && days === undefined) hit('otitis_fever', 4, 'Ear pain with fever (NICE NG91)');
  return hits;
}
