import type { RedFlagRule } from '../types.ts';

export const RED_FLAGS: RedFlagRule[] = [
  {
    id: 'cardiac_chest_pain',
    label: 'Chest pain with breathlessness, sweating, nausea, fainting or spread to arm/jaw',
    urgency: 1,
    all: [
      ['chest_pain', 'cardiac_quality'],
      ['dyspnoea', 'severe_dyspnoea', 'sweating', 'radiation', 'nausea', 'fainting'],
    ],
  },
  // NHS (heart attack): call 999 if you think someone might be having a heart attack — the
  // patient's or family's own word for it counts, as it does for a stroke.
  {
    id: 'heart_attack_suspected',
    label: 'Heart attack suspected by the patient or family',
    urgency: 1,
    all: [['heart_attack_suspected']],
  },
  {
    id: 'crushing_chest_pain',
    label: 'Crushing or pressure-like chest pain',
    urgency: 2,
    all: [['cardiac_quality'], ['chest_pain']],
    // Not excused by a cold: the concept holds "crushing" and "pressure" as well as "tight", and a
    // crushing pain with a runny nose is still possible ACS (NICE CG95). A tight chest with a cold
    // therefore stays at 2 (over-triage accepted) until tightness is a concept of its own.
  },
  // NHS aortic dissection, RCEM: sudden tearing or ripping pain in the chest, between the shoulder blades or going
  // through to the back (or the belly) → 999. A muscle torn lifting, without chest pain, faintness or sweating, is not it.
  {
    id: 'aortic_dissection',
    label: 'Tearing or ripping chest or back pain (possible aortic dissection)',
    urgency: 1,
    all: [['tearing_pain'], ['chest_pain', 'back_pain', 'abdominal_pain', 'radiation']],
    unless: { explained: ['strain', 'injury'], butNot: ['chest_pain', 'fainting', 'sweating', 'anaemia_pale'] },
  },
  // Resuscitation Council UK / NHS 111: someone who has just collapsed is unresponsive until shown
  // otherwise — 999 when not responding or not breathing normally (the unconscious and
  // respiratory-arrest flags); an adult collapse told now, with no recovery stated, is an emergency.
  // A collapse that has come round ("came round, fine now") is NICE CG109's transient loss of
  // consciousness: same-day assessment (syncope), unless chest pain, palpitations, breathlessness,
  // a fit, a head injury or confusion go with it.
  {
    id: 'collapse_told_now',
    label: 'Collapsed just now, recovery not stated',
    urgency: 2,
    all: [['collapse']],
    unless: {
      explained: ['came_round', 'full_recovery'],
      butNot: ['chest_pain', 'palpitations', 'dyspnoea', 'severe_dyspnoea', 'seizure', 'head_injury', 'confusion', 'drowsy'],
    },
  },
  {
    id: 'syncope_cardiac',
    label: 'Loss of consciousness with chest pain, palpitations or breathlessness',
    urgency: 2,
    all: [['fainting'], ['chest_pain', 'palpitations', 'dyspnoea']],
  },
  // each a cited clinical rule
  // NICE CG95 / ESC 2020: ACS presents atypically (elderly, women, diabetes) as jaw or arm pain with breathlessness or sweating, without chest pain
  {
    id: 'atypical_acs',
    label: 'Jaw or arm pain with breathlessness or sweating (possible atypical ACS)',
    urgency: 2,
    all: [
      ['jaw_arm_pain', 'radiation'],
      ['sweating', 'dyspnoea', 'fainting'],
    ],
    unless: { explained: ['injury', 'toothache', 'strain'], butNot: ['sweating', 'chest_pain'] },
  },
  // ESI danger signs / NICE NG51 (ashen skin) / NICE CG95: pale or grey and clammy with pain, breathlessness or faintness = shock or ACS
  {
    id: 'pale_clammy',
    label: 'Pale or grey and clammy with pain, breathlessness or faintness (possible shock / ACS)',
    urgency: 2,
    all: [
      ['sweating'],
      ['anaemia_pale', 'mottled_skin', 'cyanosis'],
      [
        'dyspnoea',
        'chest_pain',
        'radiation',
        'jaw_arm_pain',
        'abdominal_pain',
        'back_pain',
        'fainting',
        'dizziness',
        'severe',
        'confusion',
      ],
    ],
  },
];
