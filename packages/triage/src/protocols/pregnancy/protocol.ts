import type { Protocol } from '../types.ts';
import { rules } from './rules.ts';
import { CONDITIONS } from './conditions.ts';
import { RED_FLAGS } from './red-flags.ts';

export const PREGNANCY: Protocol = {
  implies: {
    // the bump / womb is a pregnancy; pain below the ribs is abdominal pain; clots are bleeding
    uterine_hard: ['pregnant'],
    epigastric_pain: ['abdominal_pain'],
    one_sided_pelvic_pain: ['abdominal_pain'],
    passing_clots: ['bleeding'],
    // the weeks after birth carry a raised risk of venous thromboembolism (NICE NG89)
    postpartum: ['vte_risk'],
  },
  notSymptoms: ['postpartum'],
  rules,
  redFlags: RED_FLAGS,
  conditions: CONDITIONS,
  ruleTexts: {
    pre_eclampsia:
      'Pregnancy with headache, visual disturbance or sudden swelling of face, hands or feet: possible pre-eclampsia (NICE NG133)',
    pregnancy: 'Pregnancy: book antenatal care (NICE NG201)',
    pregnancy_severe_htn:
      'BP {{systolic}}/{{diastolic}} in pregnancy (≥160/110): severe hypertension, admit (NICE NG133)',
    pregnancy_htn:
      'BP {{systolic}}/{{diastolic}} in pregnancy (≥140/90): same-day maternity assessment (NICE NG133)',
    missed_period_pain:
      'Missed period with lower abdominal pain: pregnancy test and same-day assessment to exclude ectopic pregnancy (NICE CKS ectopic pregnancy)',
    early_pregnancy_bleeding:
      'Light bleeding in early pregnancy without pain or faintness: early pregnancy unit or GP, not an emergency (NICE NG126)',
    pre_eclampsia_symptom:
      'From 20 weeks: severe headache or one not relieved by painkillers, visual disturbance, pain below the ribs or sudden swelling of the face: same-day maternity assessment for pre-eclampsia (NICE NG133, RCOG)',
    antepartum_haemorrhage:
      'Bleeding from 20 weeks of pregnancy: maternity unit now (antepartum haemorrhage, RCOG GTG 63)',
    puerperal_sepsis:
      'Fever, rigors or foul-smelling lochia with pain within 6 weeks of giving birth: possible puerperal sepsis, emergency assessment (NICE NG51, RCOG Green-top 64b)',
    postpartum_foul_lochia:
      'Foul-smelling lochia after giving birth: same-day assessment for endometritis (NICE CKS postnatal care)',
  },
  patterns: {
    reduced_fetal_movements: 'reduced_fetal_movements', // RCOG GTG57
    pre_eclampsia: 'pre_eclampsia', // NICE NG133
    pregnancy_severe_htn: 'pre_eclampsia', // NICE NG133: BP ≥160/110 in pregnancy
    ectopic_signs: 'ectopic', // NICE NG126
    placental_abruption: 'placental_abruption', // RCOG GTG 63
    antepartum_haemorrhage: 'antepartum_haemorrhage', // RCOG GTG 63
    early_pregnancy_bleeding: 'threatened_miscarriage', // NICE NG126
    pre_eclampsia_symptom: 'pre_eclampsia', // NICE NG133
    puerperal_sepsis: 'puerperal_sepsis', // NICE NG51, RCOG Green-top 64b
    postpartum_foul_lochia: 'puerperal_sepsis', // NICE CKS postnatal care
  },
};
