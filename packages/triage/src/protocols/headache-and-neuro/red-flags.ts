import type { RedFlagRule } from '../types.ts';

export const RED_FLAGS: RedFlagRule[] = [
  // NICE CKS headache, NICE NG228 (subarachnoid haemorrhage): a sudden, worst-ever headache in someone with a
  // known brain aneurysm is a rupture until proven otherwise → 999
  {
    id: 'aneurysm_headache',
    label: 'Known aneurysm with a sudden, worst-ever headache (possible rupture)',
    urgency: 1,
    all: [['known_aneurysm'], ['thunderclap_headache']],
  },
  {
    id: 'thunderclap',
    label: 'Sudden severe ("worst ever") headache',
    urgency: 2,
    all: [['thunderclap_headache']],
  },
  // NICE NG240: meningism is a stiff neck WITH fever, headache, photophobia or rash; a stiff neck the patient explains by posture (acute torticollis) is not, unless fever, photophobia, rash, vomiting or drowsiness come with it
  {
    id: 'meningitis',
    label: 'Fever with stiff neck or non-blanching rash',
    urgency: 1,
    all: [
      ['fever', 'headache'],
      ['neck_stiffness', 'nonblanching_rash'],
    ],
    unless: {
      explained: ['awkward_posture', 'injury', 'strain'],
      butNot: [
        'fever',
        'photophobia',
        'nonblanching_rash',
        'rash',
        'vomiting',
        'drowsy',
        'confusion',
        'severe',
      ],
    },
  },
  { id: 'unconscious', label: 'Unresponsive / unconscious', urgency: 1, all: [['unconscious']] },
  // NICE NG217 / Resus Council UK: a seizure lasting 5 minutes or more, or seizures one after another
  // without recovering in between, is status epilepticus → call 112.
  {
    id: 'status_epilepticus',
    label: 'Seizure that does not stop, or seizures one after another (status epilepticus)',
    urgency: 1,
    all: [['seizure_prolonged']],
  },
  { id: 'seizure', label: 'Seizure', urgency: 2, all: [['seizure']] },
  { id: 'confusion', label: 'New confusion or altered mental state', urgency: 2, all: [['confusion']] },
  // NHS (what to do if someone has a seizure: call 999 if it is the first time they have had one) / NICE
  // NG217: a first ever fit is assessed in an emergency department the same day
  { id: 'first_seizure', label: 'First ever seizure', urgency: 1, all: [['first_seizure']] },
];
