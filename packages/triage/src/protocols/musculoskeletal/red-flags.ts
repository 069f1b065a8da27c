import type { RedFlagRule } from '../types.ts';

export const RED_FLAGS: RedFlagRule[] = [
  {
    id: 'cauda_equina',
    label: 'Saddle numbness or new bladder/bowel dysfunction (cauda equina)',
    urgency: 2,
    all: [['cauda_equina']],
  },
  // NICE NG234 (spinal metastases and metastatic spinal cord compression): known cancer with new back or
  // neck pain and limb weakness, numbness, difficulty walking or with the bladder → emergency MRI and
  // oncology assessment now (within 24 hours; the cord is lost within hours to days).
  {
    id: 'metastatic_cord_compression',
    label:
      'Cancer with new back or neck pain and leg weakness, numbness, difficulty walking or with the bladder (possible metastatic spinal cord compression)',
    urgency: 2,
    all: [
      ['cancer_history', 'anticancer_treatment'],
      ['back_pain', 'neck_pain'],
      [
        'leg_weakness',
        'numbness',
        'paralysis',
        'limb_tingling',
        'limited_weight_bearing',
        'urinary_retention',
        'urinary_hesitancy',
        'saddle_numbness',
      ],
    ],
  },
  // ESVS 2020 / NICE CKS: acute limb ischaemia (pain, pallor, perishing cold, paraesthesia) → emergency.
  {
    id: 'limb_ischaemia',
    label: 'Cold, pale, numb or painful limb (possible acute limb ischaemia)',
    urgency: 2,
    all: [['cold_pale_limb'], ['limb_pain', 'numbness', 'severe', 'complaint_unspecified']],
  },
  // NICE CKS sciatica (cauda equina): urinary retention with back pain or leg numbness/weakness → emergency MRI.
  {
    id: 'retention_back_pain',
    label: 'Cannot pass urine with back pain or leg numbness (possible cauda equina)',
    urgency: 2,
    all: [['urinary_retention'], ['back_pain', 'numbness', 'leg_weakness', 'radiating_leg', 'limb_tingling']],
  },
  // NICE CKS sciatica: saddle numbness (not feeling when wiping, numb bottom or genitals) with back pain or leg
  // symptoms → cauda equina syndrome until proven otherwise, emergency MRI.
  {
    id: 'cauda_equina_lay',
    label: 'Numbness around the bottom or genitals with back pain or leg symptoms (possible cauda equina)',
    urgency: 2,
    all: [
      ['saddle_numbness'],
      ['back_pain', 'radiating_leg', 'leg_weakness', 'urinary_retention', 'paralysis'],
    ],
  },
  // NICE CKS sciatica; GIRFT national suspected cauda equina pathway: new difficulty passing urine
  // (straining, a poor stream, not emptying) with back pain or sciatica → emergency MRI. A urinary
  // infection's burning explains the difficulty unless saddle or leg symptoms are there too.
  {
    id: 'cauda_equina_bladder',
    label: 'Difficulty passing urine with back pain or sciatica (possible cauda equina)',
    urgency: 2,
    all: [
      ['urinary_hesitancy'],
      ['back_pain', 'radiating_leg', 'leg_weakness', 'saddle_numbness', 'paralysis'],
    ],
    unless: {
      explained: ['dysuria', 'urinary_frequency'],
      butNot: ['saddle_numbness', 'leg_weakness', 'paralysis', 'radiating_leg'],
    },
  },
  // NICE CG147 (peripheral arterial disease) 1.5: acute limb ischaemia — a limb suddenly cold, white or
  // mottled, or with no pulse felt, with pain, numbness, weakness, or in someone with atrial fibrillation or arterial disease →
  // emergency vascular referral, 999 (ESVS 2020: the limb is lost within hours).
  {
    id: 'acute_limb_ischaemia',
    label:
      'Limb suddenly cold, pale or mottled with pain, numbness or weakness, or with atrial fibrillation or arterial disease (acute limb ischaemia)',
    urgency: 1,
    all: [
      ['cold_pale_limb'],
      [
        'sudden_onset',
        'limb_pain',
        'numbness',
        'severe',
        'cant_move_part',
        'leg_weakness',
        'paralysis',
        'mottled_skin',
        'arterial_risk',
        'complaint_unspecified',
        'limb_pulseless',
      ],
    ],
  },
  // BOA / BOAST (compartment syndrome); NICE NG38 (fractures): a limb in a cast or crushed, with pain out
  // of proportion, unbearable or no longer eased by painkillers (BOAST: an increasing need for analgesia),
  // and numbness, cold, dusky or blue fingers or toes, or pain on moving them → emergency (split the
  // cast, fasciotomy within hours).
  {
    id: 'compartment_syndrome',
    label:
      'Limb in a cast or crushed with pain out of proportion or not eased by painkillers, with numb, cold or dusky fingers or toes (possible compartment syndrome)',
    urgency: 2,
    all: [
      ['cast_or_crush'],
      ['pain_out_of_proportion', 'severe', 'no_relief'],
      [
        'pain_out_of_proportion',
        'numbness',
        'digit_numb',
        'limb_tingling',
        'cold_pale_limb',
        'skin_dusky',
        'cyanosis',
        // blue, white or cold fingers or toes (read as Raynaud's colour change) below a cast
        'raynaud',
        'worse_moving',
        'cant_move_part',
      ],
    ],
  },
  // NICE CKS septic arthritis: a hot or swollen joint with fever is septic arthritis until proven
  // otherwise → same-day emergency assessment (joint aspiration before antibiotics).
  {
    id: 'septic_joint_fever',
    label: 'Hot or swollen joint with fever (possible septic arthritis)',
    urgency: 2,
    all: [['hot_swollen_joint'], ['fever']],
  },
];
