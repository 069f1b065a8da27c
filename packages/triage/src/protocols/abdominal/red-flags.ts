import type { Explanation, RedFlagRule } from '../types.ts';

/**
 * NICE CG141 / NHS "black poo": iron, bismuth or food explain dark stools in someone who is otherwise
 * well — no vomiting of blood, dizziness, fainting, pallor, abdominal pain or breathlessness, and not
 * on a blood thinner. Shared by the red flag and the condition.
 */
export const DARK_STOOL_EXPLAINED: Explanation = {
  explained: ['benign_dark_stool'],
  butNot: [
    'vomiting_blood',
    'dizziness',
    'fainting',
    'confusion',
    'drowsy',
    'abdominal_pain',
    'severe',
    'dyspnoea',
    'palpitations',
    'sweating',
    'heavy_bleeding',
    'vomiting',
    'anaemia_pale',
    'blood_thinner',
  ],
};

/**
 * NICE CKS dysmenorrhoea / NHS period pain: strong cramps with a period, in someone who gives no
 * other sign, are period pain (self-care, a GP if it is new or not helped by painkillers) — not a
 * severe acute abdomen. The features that keep the emergency reading: a possible pregnancy (a late
 * period, pregnant), sudden or one-sided pain, right-iliac-fossa pain, a rigid belly, shoulder-tip
 * pain, fainting, dizziness, pallor, sweating, fever, vomiting, heavy bleeding, no relief.
 */
const PERIOD_PAIN_EXPLAINED: Explanation = {
  explained: ['period_pain'],
  butNot: [
    'sudden_onset',
    'one_sided_pelvic_pain',
    'late_period',
    'pregnant',
    'rlq',
    'peritonism',
    'shoulder_tip_pain',
    'fainting',
    'dizziness',
    'anaemia_pale',
    'sweating',
    'unconscious',
    'fever',
    'vomiting',
    'heavy_bleeding',
    'no_relief',
  ],
};

export const RED_FLAGS: RedFlagRule[] = [
  // NICE NG156 (abdominal aortic aneurysm) 1.1: a known aneurysm with new abdominal, back or loin pain, or
  // collapse, is a symptomatic or ruptured aneurysm until proven otherwise → emergency vascular assessment, 999
  {
    id: 'aneurysm_pain',
    label: 'Known aneurysm with new belly, back or loin pain, or fainting (possible rupture)',
    urgency: 1,
    all: [['known_aneurysm'], ['abdominal_pain', 'back_pain', 'flank', 'fainting', 'unconscious']],
  },
  // NICE NG104 (pancreatitis): acute pancreatitis — severe upper abdominal pain going through to the back, with
  // vomiting — needs hospital assessment the same day; named pancreatitis with pain or vomiting is read so
  {
    id: 'pancreatitis',
    label: 'Pancreatitis with belly or back pain or vomiting',
    urgency: 2,
    all: [['pancreatitis'], ['abdominal_pain', 'back_pain', 'vomiting']],
  },
  // NICE CG141 / NHS: vomiting blood or black tarry stools, unless iron, bismuth or food explain them
  {
    id: 'gi_bleed',
    label: 'Vomiting blood or black tarry stools',
    urgency: 2,
    all: [['vomiting_blood', 'black_stool']],
    unless: DARK_STOOL_EXPLAINED,
  },
  {
    id: 'severe_abdominal_pain',
    label: 'Severe or sudden abdominal pain',
    urgency: 2,
    all: [['abdominal_pain'], ['severe']],
    unless: PERIOD_PAIN_EXPLAINED,
  },
  // NICE CKS / NHS 111: not passing stool or wind with distension or vomiting, or green (bilious) vomiting = bowel obstruction;
  // with no stool or wind, a bloated belly counts as a swollen one (NHS: can't poo or fart and a swollen tummy)
  {
    id: 'bowel_obstruction',
    label: 'No stool or wind with vomiting or distension, or green vomit (possible bowel obstruction)',
    urgency: 2,
    all: [
      ['no_stool_or_wind', 'bilious_vomit'],
      ['vomiting', 'bilious_vomit', 'distension', 'bloating', 'abdominal_pain'],
    ],
  },
  // NHS (bleeding from the bottom): A&E for a lot of blood or bleeding that will not stop; NICE CG141 and
  // BSG lower GI bleeding (2019): blood from the bottom with dizziness or a racing heart is bleeding
  // enough to matter → the emergency department now (with fainting or collapse it is the red flag below).
  {
    id: 'rectal_bleeding_unwell',
    label: 'Blood from the bottom, heavy or with dizziness or a racing heart',
    urgency: 2,
    all: [['blood_in_stool'], ['heavy_bleeding', 'dizziness', 'palpitations']],
  },
  // NICE CG141 (Blatchford: syncope), NICE NG126 (ectopic with collapse) / NHS 111: blood from the
  // gut or the vagina with fainting or collapse is bleeding enough to drop the blood pressure → 999
  {
    id: 'bleeding_collapse',
    label: 'Bleeding from the bowel or vagina, or vomiting blood, with fainting or collapse',
    urgency: 1,
    all: [
      ['vomiting_blood', 'blood_in_stool', 'black_stool', 'vaginal_bleeding'],
      ['fainting', 'unconscious'],
    ],
  },
];
