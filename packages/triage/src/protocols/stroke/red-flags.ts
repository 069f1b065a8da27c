import type { RedFlagRule } from '../types.ts';

export const RED_FLAGS: RedFlagRule[] = [
  {
    id: 'stroke',
    label: 'Stroke signs (face drooping, arm weakness, speech problems)',
    urgency: 1,
    // NHS: call 999 if you think someone is having a stroke — the family's own word for it counts.
    all: [['face_droop', 'slurred_speech', 'one_sided_weakness', 'stroke_suspected']],
    // A voice lost to a sore throat or laryngitis ("can hardly talk, my throat is so sore") is not
    // the speech of a stroke (NICE CKS sore throat / hoarseness); a face or an arm keeps the flag.
    // Thick speech or a drooping lip while the mouth is still numb from a dentist's injection is the
    // local anaesthetic (BNF: inferior alveolar block); a weak arm keeps the flag. An arm that will
    // not lift after a fall on or a dislocation of the shoulder is the injury (NICE CKS shoulder
    // pain); a face or speech change keeps the flag. A stroke the family names keeps it always.
    unless: [
      { explained: ['sore_throat', 'hoarse_voice'], butNot: ['face_droop', 'one_sided_weakness', 'stroke_suspected'] },
      { explained: ['dental_numbing'], butNot: ['one_sided_weakness', 'stroke_suspected'] },
      { explained: ['shoulder_injury'], butNot: ['face_droop', 'slurred_speech', 'stroke_suspected'] },
      // A child who will not use an arm or a leg after a fall is guarding an injured limb (NICE NG38),
      // not weak on one side; a face or speech change, or a stroke the family names, keeps the flag.
      { explained: ['limb_not_used'], butNot: ['face_droop', 'slurred_speech', 'stroke_suspected'] },
      // An arm or leg gone numb or "asleep" after lying, leaning or sitting on it is pressure on a nerve
      // (NHS pins and needles: from sitting or lying on a limb, goes away when you move), not a stroke; a
      // face or speech change, or a stroke the family names, keeps the flag (NICE NG128).
      { explained: ['limb_compressed'], butNot: ['face_droop', 'slurred_speech', 'stroke_suspected'] },
      // A carer's "he is autistic and can't talk" is how he has always been, not a speech lost today (NICE
      // NG128 asks for a new deficit); a face or an arm, a sudden start or a stroke the family names keeps it.
      { explained: ['lifelong_speech_difficulty'], butNot: ['face_droop', 'one_sided_weakness', 'sudden_onset', 'stroke_suspected'] },
    ],
  },
  // NICE NG128 / BE-FAST: double vision with unsteadiness, slurred speech, one-sided weakness or a
  // sudden start is a stroke of the back of the brain until proven otherwise → 999
  {
    id: 'posterior_stroke',
    label: 'Double vision with unsteadiness, slurred speech or sudden onset (possible stroke)',
    urgency: 1,
    all: [
      ['diplopia'],
      ['gait_ataxia', 'slurred_speech', 'one_sided_weakness', 'face_droop', 'sudden_onset'],
    ],
  },
];
