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
    // first movements not yet felt (from 16 to 24 weeks in a first pregnancy) are not reduced movements
    unless: { explained: ['fetal_movements_not_yet_felt'], butNot: [] },
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
  // NICE NG126 1.3.2, RCOG: early pregnancy with pain or bleeding and a collapse or faint is a ruptured
  // ectopic pregnancy (internal bleeding) until proven otherwise → 999
  {
    id: 'ectopic_collapse',
    label:
      'Missed period or pregnancy with pain or bleeding and fainting or collapse (possible ruptured ectopic pregnancy)',
    urgency: 1,
    all: [
      ['pregnant', 'late_period'],
      ['abdominal_pain', 'one_sided_pelvic_pain', 'shoulder_tip_pain', 'vaginal_bleeding', 'light_spotting'],
      ['fainting', 'unconscious'],
    ],
  },
  // RCOG Green-top 52, NHS: heavy bleeding after giving birth (a pad soaked in an hour or less, clots the
  // size of a fist), or bleeding with fainting, dizziness or pallor, is a postpartum haemorrhage → 999
  {
    id: 'postpartum_haemorrhage',
    label:
      'Heavy bleeding after giving birth: a pad soaked in an hour or less, or clots the size of a fist (postpartum haemorrhage)',
    urgency: 1,
    all: [['postpartum'], ['soaking_pads', 'heavy_bleeding']],
  },
  {
    id: 'postpartum_bleeding_faint',
    label: 'Bleeding after giving birth with dizziness, pallor or fainting (postpartum haemorrhage)',
    urgency: 1,
    all: [
      ['postpartum'],
      // after giving birth, "she is bleeding" without a site is the birth's bleeding
      ['vaginal_bleeding', 'bleeding', 'passing_clots', 'soaking_pads'],
      ['fainting', 'unconscious', 'dizziness', 'anaemia_pale'],
    ],
    unless: {
      explained: ['wound', 'nosebleed'],
      butNot: ['vaginal_bleeding', 'passing_clots', 'soaking_pads'],
    },
  },
  // NICE NG133 1.9, RCOG: a fit in pregnancy or after birth is eclampsia until proven otherwise → 999
  {
    id: 'eclampsia',
    label: 'Seizure in pregnancy or after giving birth (possible eclampsia)',
    urgency: 1,
    all: [['pregnant', 'postpartum'], ['seizure']],
  },
  // NICE NG235 (intrapartum care) / NHS: an urge to push or the baby's head showing → birth imminent, call 112
  // (do not travel; the call handler guides the birth).
  {
    id: 'birth_imminent',
    label: "Urge to push or the baby's head showing (birth imminent)",
    urgency: 1,
    all: [['birth_imminent']],
  },
  // RCOG Green-top 50 (umbilical cord prolapse) / NHS: the cord seen or felt at or outside the vagina →
  // 999 now; knees to chest or on the side with the hips raised, do not push the cord back. Read with the
  // pregnancy, the waters or labour, so a newborn's cord stump is not one.
  {
    id: 'cord_prolapse',
    label: 'Umbilical cord seen or felt at or outside the vagina (cord prolapse)',
    urgency: 1,
    all: [['cord_prolapse'], ['pregnant', 'waters_broken', 'contractions_frequent', 'birth_imminent']],
  },
  // NICE NG235 1.4: green or brown (meconium-stained) or offensive waters → obstetric unit now.
  {
    id: 'waters_meconium',
    label: 'Waters green, brown or smelly (meconium or infection)',
    urgency: 2,
    all: [['waters_discoloured']],
  },
  {
    id: 'waters_coloured',
    label: 'Waters broken and green or brown (possible meconium)',
    urgency: 2,
    all: [['waters_broken'], ['fluid_green_brown']],
  },
  // NICE NG235 / NICE NG25: waters broken with a bad smell, fever or shivering → possible chorioamnionitis, now.
  {
    id: 'waters_infection',
    label: 'Waters broken with a bad smell, fever or shivering (possible infection)',
    urgency: 2,
    all: [['waters_broken'], ['foul_smell', 'fever', 'chills']],
  },
  // NICE NG235 1.3: regular contractions every 5 minutes or closer → established labour, go to the labour ward
  // or call the midwife unit now (before 37 weeks: preterm labour, NICE NG25).
  {
    id: 'labour_established',
    label: 'Regular contractions every 5 minutes or closer (labour)',
    urgency: 2,
    all: [['contractions_frequent']],
  },
];
