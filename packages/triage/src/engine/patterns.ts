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
  // disposition rules (src/engine/rules.ts)
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
};
