import type { Condition } from '../types.ts';
import { NEURO } from '../common.ts';

export const CONDITIONS: Condition[] = [
  {
    id: 'stroke',
    name: 'Stroke / transient ischaemic attack',
    icd10: 'I64',
    area: 'neuro',
    base: 0.2,
    key: ['face_droop', 'slurred_speech', 'one_sided_weakness'],
    cues: { face_droop: 1, slurred_speech: 1, one_sided_weakness: 1, sudden_onset: 0.5 },
    // as the stroke red flag: a sore throat, a dentist's numbing, an injured shoulder, a child guarding an
    // injured limb, a limb lain or sat on, a lifelong difficulty speaking
    unless: [
      { explained: ['sore_throat', 'hoarse_voice'], butNot: ['face_droop', 'one_sided_weakness'] },
      { explained: ['dental_numbing'], butNot: ['one_sided_weakness'] },
      { explained: ['shoulder_injury'], butNot: ['face_droop', 'slurred_speech'] },
      { explained: ['limb_not_used'], butNot: ['face_droop', 'slurred_speech'] },
      { explained: ['limb_compressed'], butNot: ['face_droop', 'slurred_speech'] },
      { explained: ['lifelong_speech_difficulty'], butNot: ['face_droop', 'one_sided_weakness', 'sudden_onset'] },
    ],
    urgency: 1,
    redFlags: NEURO,
    questions: ['onset', 'history', 'medications'],
    advice: 'general',
    watch: ['any face drooping, arm weakness or speech problem: call 112'],
  },
];
