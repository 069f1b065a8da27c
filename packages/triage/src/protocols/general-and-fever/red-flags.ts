import type { RedFlagRule } from '../types.ts';

export const RED_FLAGS: RedFlagRule[] = [
  // NHS 111 / NICE CG84: no urine for many hours with dizziness, drowsiness, confusion or unable to keep fluids down
  {
    id: 'severe_dehydration',
    label: 'Severe dehydration: no urine with dizziness, drowsiness, confusion or vomiting everything',
    urgency: 2,
    all: [['anuria'], ['dizziness', 'fainting', 'confusion', 'drowsy', 'cant_keep_fluids']],
  },
  // JBDS / NICE NG17, NG28 / NHS low blood sugar: a hypo with confusion, drowsiness, a fit, collapse, or
  // unable to swallow the sugar needs someone else's help (severe hypo) — call 999
  {
    id: 'severe_hypoglycaemia',
    label: 'Low blood sugar with confusion, drowsiness, seizure or loss of consciousness',
    urgency: 1,
    all: [
      ['hypoglycaemia'],
      ['confusion', 'drowsy', 'unconscious', 'seizure', 'fainting', 'dysphagia', 'cant_swallow_saliva'],
    ],
  },
  // JBDS / NICE NG17: high glucose or ketones with vomiting, rapid breathing, abdominal pain or drowsiness (DKA)
  {
    id: 'dka',
    label:
      'High blood sugar or ketones with vomiting, fast breathing, abdominal pain or drowsiness (possible DKA)',
    urgency: 2,
    all: [
      ['hyperglycaemia'],
      ['vomiting', 'dyspnoea', 'severe_dyspnoea', 'drowsy', 'confusion', 'abdominal_pain'],
    ],
  },
  // NICE NG51 high-risk criteria: new confusion, mottled/ashen skin or cyanosis with a suspected infection
  {
    id: 'sepsis',
    label: 'Fever or shivering with confusion or mottled skin (possible sepsis)',
    urgency: 1,
    all: [
      ['fever', 'chills', 'infection'],
      ['confusion', 'cyanosis', 'mottled_skin'],
    ],
  },
  // NICE NG51 (no urine for 18 hours) / UK Sepsis Trust lay signs ("passing no urine all day", "feels like you are going to die", severe breathlessness)
  {
    id: 'sepsis_warning',
    label:
      'Infection or fever with no urine all day, severe breathlessness or "feels like dying" (possible sepsis)',
    urgency: 2,
    all: [
      ['fever', 'chills', 'infection'],
      ['anuria', 'impending_doom', 'severe_dyspnoea'],
    ],
  },
  // JBDS DKA: known diabetes with vomiting and deep/fast breathing or drowsiness (ketone breath) = DKA until proven otherwise
  {
    id: 'dka_suspected',
    label: 'Diabetes with vomiting and fast/deep breathing or drowsiness (possible DKA)',
    urgency: 2,
    all: [['diabetes'], ['vomiting'], ['dyspnoea', 'severe_dyspnoea', 'drowsy', 'confusion']],
  },
  // NICE NG151: fever or shivering during anticancer treatment → neutropenic sepsis until proven otherwise, hospital now.
  {
    id: 'neutropenic_sepsis',
    label: 'Fever or shivering during chemotherapy (possible neutropenic sepsis)',
    urgency: 2,
    all: [['anticancer_treatment'], ['fever', 'chills']],
  },
];
