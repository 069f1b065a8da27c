import type { RedFlagRule } from '../types.ts';

export const RED_FLAGS: RedFlagRule[] = [
  {
    id: 'pregnancy_emergency',
    label: 'Pregnancy with bleeding or abdominal pain (possible ectopic/miscarriage)',
    urgency: 2,
    all: [['pregnant'], ['vaginal_bleeding', 'abdominal_pain']],
    // NICE NG126: light spotting without pain in early pregnancy is an early-pregnancy-unit referral,
    // not an emergency (bleeding from 20 weeks stays one: the paediatric-obstetric rule)
    unless: {
      explained: ['light_spotting'],
      butNot: [
        'abdominal_pain',
        'rlq',
        'one_sided_pelvic_pain',
        'shoulder_tip_pain',
        'heavy_bleeding',
        'passing_clots',
        'fainting',
        'dizziness',
        'severe',
        'uterine_hard',
        'peritonism',
      ],
    },
  },
  // RCOG Green-top 57 / NHS: reduced or absent fetal movements → call the maternity unit now, do not wait
  {
    id: 'reduced_fetal_movements',
    label: 'Reduced fetal movements',
    urgency: 2,
    all: [['reduced_fetal_movements']],
  },
  // NICE NG126 / CKS ectopic pregnancy: missed period or pregnancy + (one-sided) lower abdominal pain + fainting, dizziness or shoulder-tip pain
  {
    id: 'ectopic_signs',
    label:
      'Missed period or pregnancy with lower abdominal pain and fainting, dizziness or shoulder-tip pain (possible ectopic pregnancy)',
    urgency: 2,
    all: [
      ['pregnant', 'late_period'],
      ['abdominal_pain', 'rlq', 'one_sided_pelvic_pain', 'shoulder_tip_pain'],
      ['fainting', 'dizziness', 'shoulder_tip_pain'],
    ],
  },
  // RCOG GTG 63: a hard, tender uterus with pain or bleeding = placental abruption until proven otherwise
  {
    id: 'placental_abruption',
    label: 'Pregnant with a hard, painful bump or bleeding (possible placental abruption)',
    urgency: 2,
    all: [
      ['pregnant'],
      ['uterine_hard', 'peritonism'],
      ['abdominal_pain', 'complaint_unspecified', 'severe', 'vaginal_bleeding', 'bleeding'],
    ],
  },
];
