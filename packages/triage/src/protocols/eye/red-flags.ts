import type { RedFlagRule } from '../types.ts';

export const RED_FLAGS: RedFlagRule[] = [
  { id: 'vision_loss', label: 'Sudden loss of vision', urgency: 2, all: [['vision_loss']] },
  { id: 'chemical_eye', label: 'Chemical or penetrating eye injury', urgency: 2, all: [['chemical_eye']] },
  // NICE CKS red eye: acute angle-closure glaucoma (red painful eye, haloes, headache/vomiting) → same-day emergency.
  {
    id: 'acute_glaucoma',
    label: 'Painful red eye with haloes or vomiting (possible acute angle-closure glaucoma)',
    urgency: 2,
    all: [
      ['halos', 'vomiting', 'nausea'],
      ['eye_pain', 'eye_red'],
      ['halos', 'vision_change', 'vision_loss'],
    ],
  },
];
