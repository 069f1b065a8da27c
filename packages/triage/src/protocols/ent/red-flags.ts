import type { RedFlagRule } from '../types.ts';

export const RED_FLAGS: RedFlagRule[] = [
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
