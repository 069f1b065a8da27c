import type { RedFlagRule } from '../types.ts';

export const RED_FLAGS: RedFlagRule[] = [
  {
    id: 'stroke',
    label: 'Stroke signs (face drooping, arm weakness, speech problems)',
    urgency: 1,
    all: [['face_droop', 'slurred_speech', 'one_sided_weakness']],
  },
];
