import type { Condition } from '../types.ts';

export const CONDITIONS: Condition[] = [
  // RCEM / Institute for Addressing Strangulation 2022: non-fatal strangulation → same-day emergency
  // assessment (airway, carotid or vertebral dissection, stroke).
  {
    id: 'non_fatal_strangulation',
    name: 'Non-fatal strangulation',
    icd10: 'T71',
    area: 'general',
    base: 0.5,
    key: ['strangulation'],
    cues: { fainting: 0.5, hoarse_voice: 0.5, dysphagia: 0.5, confusion: 0.3 },
    urgency: 2,
    redFlags: ['strangulation_airway', 'violence_threat_to_kill'],
    questions: ['breathing', 'injury_how'],
    advice: 'general',
    watch: [
      'breathing becomes difficult or noisy, the voice changes, swallowing hurts, or new weakness, numbness or confusion: call 112',
    ],
  },
  // NHS / BASHH / FSRH: SARC within 72 hours (HIV PEP, emergency contraception), forensic options within 7 days.
  {
    id: 'sexual_assault',
    name: 'Sexual assault',
    icd10: 'T74.2',
    area: 'general',
    base: 0.5,
    key: ['sexual_assault'],
    cues: { drink_spiked: 0.5, vaginal_bleeding: 0.3 },
    // the rules decide: same day within 7 days or when not said, urgent when older
    urgency: 3,
    redFlags: ['violence_threat_to_kill', 'drink_spiked_unwell'],
    questions: ['onset', 'injury_how'],
    advice: 'general',
    watch: [
      'heavy bleeding, severe pain, or feeling very drowsy or confused: call 112; the help you get is confidential',
    ],
  },
  // NHS (drink spiking); TOXBASE.
  {
    id: 'drink_spiking',
    name: 'Drink spiking (possible drug-facilitated poisoning)',
    icd10: 'T50.9',
    area: 'general',
    base: 0.4,
    key: ['drink_spiked'],
    cues: { drowsy: 0.5, confusion: 0.5, amnesia: 0.5, vomiting: 0.3 },
    urgency: 3,
    redFlags: ['drink_spiked_unwell'],
    questions: ['onset', 'alertness'],
    advice: 'general',
    watch: ['very drowsy, confused, being sick or breathing badly: call 112; do not stay alone'],
  },
  // NICE PH50 (domestic violence and abuse).
  {
    id: 'violence_injury',
    name: 'Injury from violence by another person (safeguarding concern)',
    icd10: 'T74.1',
    area: 'general',
    base: 0.4,
    key: ['assaulted'],
    cues: { head_injury: 0.3, bruise: 0.3 },
    urgency: 3,
    redFlags: ['violence_threat_to_kill'],
    questions: ['injury_how'],
    advice: 'general',
    watch: ['a threat to kill you, a weapon, or you do not feel safe at home: call 112'],
  },
];
