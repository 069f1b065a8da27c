import type { Protocol } from '../types.ts';
import { rules } from './rules.ts';
import { CONDITIONS } from './conditions.ts';
import { RED_FLAGS } from './red-flags.ts';

export const GENERAL_AND_FEVER: Protocol = {
  implies: {
    // NICE NG151: anticancer treatment is the immunosuppression that makes fever neutropenic sepsis until proven otherwise.
    anticancer_treatment: ['immunosuppressed'],
    // NICE NG51 (immunosuppressant drugs) / MHRA: fever on methotrexate may be marrow suppression.
    methotrexate_taken: ['immunosuppressed'],
  },
  notSymptoms: ['anticancer_treatment', 'full_recovery', 'sickle_cell', 'older_person'],
  rules,
  redFlags: RED_FLAGS,
  conditions: CONDITIONS,
  ruleTexts: {
    fever_high: 'Temperature ≥39.5 °C: same-day assessment (NICE CKS fever)',
    returned_traveller:
      'Fever after travel to a malaria area: same-day malaria test (UKHSA / NICE CKS malaria)',
    fever_rash_headache: 'Fever, rash and headache: exclude meningococcal / tick-borne disease (NICE NG240)',
    fever_headache_photophobia: 'Fever, headache and light sensitivity: exclude meningitis (NICE NG240)',
    neutropenic: 'Fever on chemotherapy / immunosuppression: neutropenic sepsis (NICE NG151)',
    fever_rash: 'Fever with a new rash: same-day assessment (NHS 111)',
    fever_5d: 'Fever for more than 5 days (NICE CKS)',
    prescription: 'Repeat prescription or medication review: GP (NHS)',
    breast_lump: 'Breast lump: suspected cancer pathway (NICE NG12)',
    weight_loss: 'Unexplained weight loss (NICE NG12)',
    diabetes_vomiting: 'Diabetes with vomiting: check ketones, same-day review (JBDS sick-day rules)',
    not_improving: 'Not improving despite over-the-counter treatment: GP assessment (NHS "see a GP if")',
    diabetes_symptoms:
      'Thirst with frequent urination or weight loss, or persistently high glucose: GP the same week (NICE NG17 / NG28)',
    new_diabetes_same_day:
      'Thirst with passing urine often or weight loss in a child: possible new type 1 diabetes — same-day assessment (NICE NG18)',
    new_diabetes_dka:
      'A child with thirst and passing urine often or weight loss, and vomiting, fast breathing, abdominal pain or drowsiness: possible diabetic ketoacidosis — emergency (NICE NG18; JBDS)',
    new_lump: 'New lump: GP assessment (NICE NG12)',
    news2_high: 'NEWS2 {{score}} (≥7): emergency response (RCP NEWS2)',
    news2_medium: 'NEWS2 {{score}}: urgent response (RCP NEWS2)',
    news2_medium_single: 'NEWS2 {{score}} with a single parameter scoring 3: urgent response (RCP NEWS2)',
    news2_low: 'NEWS2 {{score}}: needs clinical assessment (RCP NEWS2)',
    hypotension: 'Systolic BP {{systolic}} (<90): shock until proven otherwise (ESI danger-zone vitals)',
    hr_extreme: 'Heart rate {{rate}}: ESI danger-zone vital sign',
    persistent_2w:
      'Symptoms for about {{days}} days (more than 2 weeks) without settling: GP assessment (NHS / NICE CKS)',
    sudden_severe_pain:
      'Sudden, severe pain: emergency assessment (NHS 111; ESI level 2: severe pain or distress)',
    severe_pain: 'Severe pain: same-day assessment (NHS 111; ESI: pain ≥7/10)',
    sickle_fever:
      'Fever in sickle cell disease: urgent hospital assessment, infection risk from functional asplenia (NICE CG143; NHS)',
    sickle_chest:
      'Chest pain or breathlessness in sickle cell disease: possible acute chest syndrome, hospital now (NICE CG143)',
    sickle_pain:
      'Sickle cell pain that is severe or not settling on home painkillers: hospital now (NICE CG143)',
    sickle_crisis: 'Pain in sickle cell disease: contact the haematology team the same day (NICE CG143; NHS)',
    rigors_infection:
      'Rigors (uncontrollable shivering) with a fever or an infection: same-day assessment, possible sepsis (NICE NG51)',
    hyperkalaemia_severe:
      'Potassium of 6.5 mmol/L or more, or a high potassium with weakness or palpitations: hospital now for an ECG and treatment (UK Kidney Association 2020)',
    hyperkalaemia:
      'High potassium (6.0–6.4 mmol/L) without symptoms: repeat and review the same day (UK Kidney Association 2020)',
    crb65:
      'Infection at 65 or over with new confusion or breathing 30 a minute or more: CRB-65 of 2 or more, hospital assessment (NICE NG138)',
    older_dry_drowsy:
      'Older person not drinking or passing little urine and now drowsy or hard to wake: call 112 (NICE NG51 high risk: altered mental state; NICE NG148 acute kidney injury)',
    older_dry_confused:
      'Older person not drinking or passing little urine with new confusion: emergency assessment (NICE NG51; NICE NG148)',
    no_fluids_no_urine:
      'Not drinking and no urine for many hours: dehydration with a risk of acute kidney injury, seen now (NHS 111; NICE NG148)',
  },
  patterns: {
    sepsis: 'sepsis', // NICE NG51
    sepsis_warning: 'sepsis', // NICE NG51 / UK Sepsis Trust
    severe_hypoglycaemia: 'hypoglycaemia', // JBDS hypoglycaemia
    dka: 'dka', // JBDS DKA / NICE NG17
    dka_suspected: 'dka', // JBDS
    diabetes_symptoms: 'hyperglycaemia', // NICE NG17 / NG28
    new_diabetes_same_day: 'hyperglycaemia', // NICE NG18, NICE CKS diabetes type 1
    new_diabetes_dka: 'hyperglycaemia', // NICE NG18 1.4, JBDS
    neutropenic: 'sepsis', // NICE NG151
    returned_traveller: 'malaria', // UKHSA malaria guidelines
    neutropenic_sepsis: 'neutropenic_sepsis',
    sickle_fever: 'sickle_cell_fever', // NICE CG143
    sickle_chest: 'sickle_cell_crisis', // NICE CG143
    sickle_pain: 'sickle_cell_crisis', // NICE CG143
    sickle_crisis: 'sickle_cell_crisis', // NICE CG143
    rigors_infection: 'sepsis', // NICE NG51
    crb65: 'pneumonia', // NICE NG138
    hyperkalaemia_severe: 'hyperkalaemia', // UK Kidney Association 2020
    hyperkalaemia: 'hyperkalaemia',
    older_dry_drowsy: 'dehydration_aki', // NICE NG51; NICE NG148
    older_dry_confused: 'dehydration_aki', // NICE NG51; NICE NG148
    no_fluids_no_urine: 'dehydration_aki', // NHS 111; NICE NG148
  },
};
