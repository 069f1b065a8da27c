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
  // NICE CKS cellulitis: a red, swollen eyelid with pain on moving the eye, double vision, reduced vision or a
  // bulging eye → suspected orbital cellulitis, admit (same-day hospital assessment).
  {
    id: 'orbital_cellulitis',
    label:
      'Swollen eyelid or swelling around the eye with pain on moving the eye, double vision, reduced vision or a bulging eye (possible orbital cellulitis)',
    urgency: 2,
    all: [['eyelid'], ['orbital_signs', 'diplopia', 'vision_change', 'vision_loss']],
  },
  // NICE CKS red eye / corneal superficial injury: something in the eye after grinding, hammering, drilling or
  // chiselling (a high-velocity injury) → suspected penetrating eye injury, eye casualty immediately; do not rub.
  {
    id: 'high_velocity_eye_injury',
    label:
      'Eye pain, redness, watering or blurred vision after something flew into the eye while grinding, hammering, drilling or cutting metal or stone (possible penetrating eye injury)',
    urgency: 2,
    all: [
      ['high_velocity_eye'],
      [
        'eye_pain',
        'eye_red',
        'eye_discharge',
        'vision_change',
        'vision_loss',
        'diplopia',
        'photophobia',
        'complaint_unspecified',
      ],
    ],
  },
  // RCOphth / NHS eye injuries: a blow to the eye (a ball, a fist, an elbow, a cork) followed by blurred or double
  // vision, a loss of vision, blood in the front of the eye or a changed pupil → eye casualty or the emergency
  // department now (hyphaema, globe rupture, orbital fracture, retinal injury).
  {
    id: 'eye_blunt_injury',
    label: 'Blow to the eye with blurred or double vision, loss of vision or a changed pupil',
    urgency: 2,
    all: [['eye_blow'], ['diplopia', 'vision_change', 'vision_loss', 'unequal_pupils', 'eye_trauma_sign']],
  },
  // NICE CKS retinal detachment; RCOphth: new floaters with flashes of light, a shadow or curtain over part of the
  // vision or a blur (posterior vitreous detachment, retinal tear or detachment) → same-day emergency eye assessment.
  {
    id: 'retinal_detachment',
    label: 'New floaters with flashes of light, a shadow over part of the vision or blurred vision (possible retinal tear or detachment)',
    urgency: 2,
    all: [['floaters'], ['vision_loss', 'visual_aura', 'vision_change']],
    // spots and flashes before the eyes on standing up, with dizziness or with a (migraine) headache are that
    // complaint's sign ("мушки перед глазами"), unless a shadow or a loss of vision comes with them
    unless: { explained: ['postural', 'dizziness', 'headache'], butNot: ['vision_loss'] },
  },
];
