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
    // a pad soaked through in an hour or clots the size of a fist: vaginal bleeding
    soaking_pads: ['vaginal_bleeding'],
    // a baby's movements (felt less, or not yet) are a pregnancy
    reduced_fetal_movements: ['pregnant'],
    fetal_movements_not_yet_felt: ['pregnant'],
    // waters, contractions and an urge to push are a pregnancy (NICE NG235)
    waters_broken: ['pregnant'],
    waters_discoloured: ['pregnant', 'waters_broken'],
    contractions_frequent: ['pregnant'],
    birth_imminent: ['pregnant'],
  },
  notSymptoms: ['postpartum', 'fetal_movements_not_yet_felt', 'fluid_green_brown'],
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
    postpartum_pre_eclampsia:
      'Up to 6 weeks after birth: headache with disturbed vision, pain below the ribs, sudden swelling or vomiting: same-day assessment for postpartum pre-eclampsia (NICE NG133)',
    reduced_fetal_movements_24:
      'Reduced fetal movements from 24 weeks: contact the maternity unit now, do not wait until the next day (RCOG Green-top 57)',
    quickening_awaited:
      "Baby's first movements not yet felt before 24 weeks: mention it at the next antenatal appointment (NICE antenatal care)",
    postpartum_bleeding:
      'Clots or heavier bleeding after giving birth: same-day assessment for secondary postpartum haemorrhage (RCOG Green-top 52)',
    ectopic_pain_bleeding:
      'Missed period with spotting or bleeding and lower abdominal pain: same-day early pregnancy assessment to exclude ectopic pregnancy (NICE NG126)',
    pregnancy_diarrhoea:
      'Diarrhoea in pregnancy: speak to the midwife or GP the same day (NHS 111)',
    preterm_waters:
      'Waters broken before 37 weeks (preterm prelabour rupture of membranes): go to the maternity unit now (NICE NG25)',
    waters_term:
      'Waters broken at term: call the maternity unit for an assessment today; green, brown or smelly waters, bleeding or contractions every 5 minutes → now (NICE NG235)',
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
    ectopic_collapse: 'ectopic', // NICE NG126
    ectopic_pain_bleeding: 'ectopic', // NICE NG126
    postpartum_haemorrhage: 'postpartum_haemorrhage', // RCOG Green-top 52
    postpartum_bleeding_faint: 'postpartum_haemorrhage', // RCOG Green-top 52
    postpartum_bleeding: 'postpartum_haemorrhage', // RCOG Green-top 52
    eclampsia: 'pre_eclampsia', // NICE NG133
    postpartum_pre_eclampsia: 'postpartum_pre_eclampsia', // NICE NG133
    reduced_fetal_movements_24: 'reduced_fetal_movements', // RCOG GTG57
    birth_imminent: 'labour', // NICE NG235
    cord_prolapse: 'labour', // RCOG Green-top 50
    labour_established: 'labour', // NICE NG235
    waters_meconium: 'rupture_of_membranes', // NICE NG235
    waters_coloured: 'rupture_of_membranes', // NICE NG235
    waters_infection: 'rupture_of_membranes', // NICE NG235; NICE NG25
    preterm_waters: 'rupture_of_membranes', // NICE NG25
    waters_term: 'rupture_of_membranes', // NICE NG235
  },
};
