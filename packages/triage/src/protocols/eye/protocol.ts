import type { Protocol } from '../types.ts';
import { rules } from './rules.ts';
import { CONDITIONS } from './conditions.ts';
import { RED_FLAGS } from './red-flags.ts';

export const EYE: Protocol = {
  implies: { sticky_eye: ['eye_discharge'] },
  rules,
  redFlags: RED_FLAGS,
  conditions: CONDITIONS,
  ruleTexts: {
    red_eye_serious: 'Red eye with pain, photophobia, reduced vision or contact lens use (NICE CKS red eye)',
    vision_change: 'New visual disturbance (NICE CKS)',
    sticky_eye_baby:
      'Sticky eye in a baby under 4 weeks (same day: possible ophthalmia neonatorum) or of an age not told (GP review) (NICE CKS conjunctivitis)',
    periorbital_cellulitis:
      'Swollen red eyelid or swelling around the eye with fever: periorbital cellulitis, same-day hospital assessment (NICE CKS cellulitis)',
    high_velocity_eye:
      'Something flew into the eye while grinding, hammering, drilling or cutting: possible penetrating injury, eye casualty now, do not rub (NICE CKS red eye; NHS eye injuries)',
    new_floaters:
      'New floaters in the vision: possible retinal tear or detachment, same-day emergency eye assessment (NICE CKS retinal detachment)',
  },
  patterns: {
    vision_loss: 'sudden_vision_loss', // NICE CKS sudden loss of vision
    acute_glaucoma: 'acute_glaucoma',
    orbital_cellulitis: 'orbital_cellulitis', // NICE CKS cellulitis
    periorbital_cellulitis: 'periorbital_cellulitis', // NICE CKS cellulitis
    high_velocity_eye_injury: 'penetrating_eye_injury', // NICE CKS red eye
    high_velocity_eye: 'penetrating_eye_injury',
    retinal_detachment: 'vitreous_floaters', // NICE CKS retinal detachment
    new_floaters: 'vitreous_floaters',
  },
};
