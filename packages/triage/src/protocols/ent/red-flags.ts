import type { RedFlagRule } from '../types.ts';

export const RED_FLAGS: RedFlagRule[] = [
  // ENT UK (post-tonsillectomy haemorrhage) / NHS tonsillectomy aftercare: any fresh bleeding from the
  // mouth or throat in the two weeks after tonsils are taken out — spitting, coughing or vomiting blood,
  // or swallowing it — → A&E straight away; with pallor, faintness or heavy bleeding (and a child's
  // small blood volume) → 999.
  {
    id: 'post_tonsillectomy_bleed',
    label: 'Bleeding from the mouth or throat after a tonsillectomy',
    urgency: 2,
    all: [['tonsillectomy'], ['haemoptysis', 'vomiting_blood', 'bleeding', 'heavy_bleeding', 'bleeding_persistent']],
  },
  {
    id: 'post_tonsillectomy_bleed_shock',
    label: 'Bleeding after a tonsillectomy with paleness, faintness or heavy bleeding',
    urgency: 1,
    all: [
      ['tonsillectomy'],
      ['haemoptysis', 'vomiting_blood', 'bleeding', 'heavy_bleeding', 'bleeding_persistent'],
      ['anaemia_pale', 'fainting', 'dizziness', 'drowsy', 'heavy_bleeding', 'unconscious'],
    ],
  },
  // NHS nosebleeds / NHS 111: a nosebleed with dizziness, feeling faint or fainting → A&E (blood loss).
  // A nosebleed that stopped and dizziness since is read the same unless the patient fainted.
  {
    id: 'nosebleed_faint',
    label: 'Nosebleed with dizziness, feeling faint or fainting',
    urgency: 2,
    all: [['nosebleed'], ['fainting', 'dizziness']],
    unless: { explained: ['bleeding_stopped'], butNot: ['fainting'] },
  },
];
