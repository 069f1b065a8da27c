import type { RedFlagRule } from '../types.ts';

export const RED_FLAGS: RedFlagRule[] = [
  { id: 'severe_breathing', label: 'Severe breathing difficulty', urgency: 1, all: [['severe_dyspnoea']] },
  // NICE CKS chilblains: itchy red-purple toes or fingers after the cold are chilblains, not cyanosis —
  // unless the patient is breathless, drowsy, confused or otherwise unwell.
  {
    id: 'cyanosis',
    label: 'Blue/grey lips or mottled skin',
    urgency: 1,
    all: [['cyanosis']],
    unless: {
      explained: ['chilblains'],
      butNot: ['severe_dyspnoea', 'dyspnoea', 'drowsy', 'unconscious', 'confusion', 'chest_pain', 'mottled_skin', 'fever', 'cold_pale_limb', 'floppy'],
    },
  },
  // Resuscitation Council UK: airway obstruction by a foreign body
  { id: 'choking', label: 'Choking (airway obstruction)', urgency: 1, all: [['choking']] },
  // Resuscitation Council UK / RLSS: everyone pulled from the water after submersion needs hospital assessment
  {
    id: 'drowning',
    label: 'Drowning or near-drowning',
    urgency: 2,
    all: [['drowning']],
    // Resuscitation Council UK / RLSS UK: after a rescue from water, cough, breathlessness, vomiting,
    // drowsiness or colour change need hospital; a child taken out of the pool who is told to be
    // fine, with none of these, is watched at home.
    unless: {
      explained: ['full_recovery'],
      butNot: [
        'cough',
        'dyspnoea',
        'severe_dyspnoea',
        'wheeze',
        'chest_pain',
        'cyanosis',
        'unconscious',
        'fainting',
        'drowsy',
        'lethargic',
        'floppy',
        'confusion',
        'vomiting',
        'seizure',
        'respiratory_arrest',
      ],
    },
  },
  // Resuscitation Council UK (drowning) / RLSS UK: after going under water, breathing fast or hard, a
  // cough that keeps on, drowsiness, confusion or a pale or blue colour — in the hours after, too
  // (water in the lungs: secondary drowning) → 999.
  {
    id: 'drowning_symptoms',
    label: 'After going under water: fast or hard breathing, a persistent cough, drowsiness or a pale or blue colour',
    urgency: 1,
    all: [
      ['drowning'],
      [
        'dyspnoea',
        'severe_dyspnoea',
        'cough',
        'wheeze',
        'cyanosis',
        'anaemia_pale',
        'drowsy',
        'lethargic',
        'floppy',
        'confusion',
        'unconscious',
        'respiratory_arrest',
      ],
    ],
  },
  {
    id: 'pe_signs',
    label: 'Breathlessness or chest pain with a swollen calf/leg (possible pulmonary embolism)',
    urgency: 2,
    all: [
      ['dyspnoea', 'chest_pain', 'severe_dyspnoea'],
      ['leg_swelling', 'calf'],
    ],
  },
  // NICE NG12 / NHS 111: coughing up blood with breathlessness or chest pain (pulmonary embolism, massive haemoptysis)
  {
    id: 'haemoptysis_breathless',
    label: 'Coughing up blood with breathlessness or chest pain',
    urgency: 2,
    all: [['haemoptysis'], ['dyspnoea', 'severe_dyspnoea', 'chest_pain']],
  },
  // NICE NG9 (bronchiolitis) and NG143, BTS/SIGN 158 (asthma: use of accessory muscles), NHS asthma
  // and breathing problems in children (999: the tummy sucking in, working hard to breathe): the
  // shoulders, neck or tummy muscles used to breathe, see-saw breathing, or leaning forward or sitting
  // bolt upright to get a breath is work of breathing a layperson sees, at any age → 999
  {
    id: 'work_of_breathing',
    label:
      'Working hard to breathe: shoulders, neck or tummy muscles used, see-saw breathing, or leaning forward to get a breath',
    urgency: 1,
    all: [['accessory_muscles']],
  },
  // BTS/SIGN 158 (acute severe asthma: cannot complete sentences; life-threatening: exhaustion), NICE
  // NG245 and NHS asthma attack (999: too breathless to speak, the reliever not helping): an asthma
  // attack, a wheeze, asthma or COPD or breathlessness with hardly being able to talk, or a reliever
  // needed every few minutes → 999. A voice lost to a cold or a sore throat is not breathlessness.
  {
    id: 'asthma_severe',
    label: 'Asthma attack or breathlessness: can hardly talk, or the reliever inhaler is needed every few minutes',
    urgency: 1,
    all: [
      ['dyspnoea', 'asthma_attack', 'wheeze', 'chronic_lung', 'severe_dyspnoea'],
      ['speech_limited', 'reliever_constant'],
    ],
    unless: {
      explained: ['hoarse_voice', 'sore_throat'],
      butNot: ['asthma_attack', 'wheeze', 'dyspnoea', 'severe_dyspnoea', 'reliever_constant'],
    },
  },
];
