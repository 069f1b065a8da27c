import type { RedFlagRule } from '../types.ts';

export const RED_FLAGS: RedFlagRule[] = [
  {
    id: 'testicular_torsion',
    label: 'Sudden or severe testicular pain (possible torsion)',
    urgency: 2,
    all: [['testicular_pain'], ['sudden_onset', 'severe', 'vomiting']],
  },
  // NHS urinary retention / NICE CKS LUTS: cannot pass urine at all → A&E now (catheter).
  {
    id: 'acute_urinary_retention',
    label: 'Cannot pass urine (acute urinary retention)',
    urgency: 2,
    all: [['urinary_retention']],
  },
  // NICE CKS priapism; BAUS: an erection lasting more than 4 hours, or painful and not going down
  // (ischaemic priapism; after a pill or injection or in sickle cell disease) → emergency urology now.
  {
    id: 'priapism',
    label: 'Erection that will not go down for hours or is painful (priapism)',
    urgency: 2,
    all: [['priapism']],
  },
];
