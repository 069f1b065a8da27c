import { PROTOCOL_PATTERNS } from '../protocols/index.ts';

/**
 * Red flag / clinical pattern → the condition it strongly implies (round 3). When the pattern fires,
 * that condition is ranked first (most urgent pattern first), so the primary diagnosis never
 * contradicts the red flag that set the urgency. Each entry follows the guidance cited.
 */
export const PATTERN_CONDITION: Record<string, string> = {
  // red flags (src/lexicon/red-flags.ts)
  cardiac_chest_pain: 'acs', // NICE CG95: chest pain with autonomic features / radiation → ACS until proven otherwise
  crushing_chest_pain: 'acs', // NICE CG95
  stroke: 'stroke', // NICE NG128 (FAST)
  anaphylaxis: 'anaphylaxis', // Resuscitation Council UK 2021
  anaphylaxis_breathing: 'anaphylaxis', // Resuscitation Council UK 2021
  allergic_angioedema: 'angioedema', // NICE CKS angio-oedema
  thunderclap: 'sah', // NICE CKS headache: thunderclap headache = subarachnoid haemorrhage until proven otherwise
  meningitis: 'meningitis', // NICE NG240
  purpuric_rash: 'meningitis', // NICE NG240: non-blanching rash → meningococcal disease
  unconscious: 'unresponsive', // Resuscitation Council UK
  seizure: 'seizure', // NICE CG137 / NG217
  gi_bleed: 'gi_bleed', // NICE CG141: haematemesis / melaena → acute upper GI bleeding
  suicide_risk: 'suicidal_crisis', // NICE NG225
  suicide_plan: 'suicidal_crisis', // NICE NG225
  suicide_plan_stated: 'suicidal_crisis', // NICE NG225
  overdose: 'overdose', // TOXBASE / NICE CG16
  testicular_torsion: 'torsion', // NICE CKS scrotal pain
  vision_loss: 'sudden_vision_loss', // NICE CKS sudden loss of vision
  head_injury_danger: 'head_injury', // NICE NG232
  pe_signs: 'pe', // NICE NG158
  sepsis: 'sepsis', // NICE NG51
  sepsis_warning: 'sepsis', // NICE NG51 / UK Sepsis Trust
  major_burn: 'major_burn', // British Burn Association referral criteria
  severe_hypoglycaemia: 'hypoglycaemia', // JBDS hypoglycaemia
  dka: 'dka', // JBDS DKA / NICE NG17
  syncope_cardiac: 'syncope', // NICE CG109
  // round 4
  atypical_acs: 'acs', // NICE CG95
  reduced_fetal_movements: 'reduced_fetal_movements', // RCOG GTG57
  bowel_obstruction: 'bowel_obstruction', // NICE CKS
  ingestion: 'ingestion', // TOXBASE
  carbon_monoxide: 'co_poisoning', // UKHSA CO
  spinal_injury: 'spinal_injury', // NICE NG41
  paralysis: 'spinal_injury', // NICE NG41
  psychosis_risk: 'psychosis', // NICE CG178
  snake_bite: 'snake_bite', // NHS
  dka_suspected: 'dka', // JBDS
  cauda_equina: 'cauda_equina', // NICE CKS sciatica / back pain red flags
  // disposition rules (src/engine/rules.ts)
  hip_fracture: 'hip_fracture', // NICE CG124
  aaa: 'aaa', // NICE NG156
  psychosis: 'psychosis', // NICE CG178
  tick_rash: 'lyme', // NICE NG95
  mole_change: 'changing_mole', // NICE NG12
  dental_abscess: 'dental_abscess', // NHS dental abscess
  hot_joint: 'gout', // NICE CKS gout
  septic_joint: 'septic_arthritis', // NICE CKS septic arthritis
  haematuria: 'haematuria', // NICE NG12
  diabetes_symptoms: 'hyperglycaemia', // NICE NG17 / NG28
  foosh: 'wrist_fracture', // NICE NG38
  pre_eclampsia: 'pre_eclampsia', // NICE NG133
  pregnancy_severe_htn: 'pre_eclampsia', // NICE NG133: BP ≥160/110 in pregnancy
  sudden_severe_headache: 'sah', // NICE CKS headache red flags
  meningism: 'meningitis', // NICE NG240
  appendicitis: 'appendicitis', // NICE CKS appendicitis
  dvt: 'dvt', // NICE NG158
  neutropenic: 'sepsis', // NICE NG151
  returned_traveller: 'malaria', // UKHSA malaria guidelines
  wound_bleeding: 'wound', // NHS 111 cuts and grazes
  wound_nerve: 'wound', // NHS 111 cuts and grazes
  ...PROTOCOL_PATTERNS,
};
