import type { RedFlagRule } from '../types.ts';

export const RED_FLAGS: RedFlagRule[] = [
  // RCEM / Institute for Addressing Strangulation (2022) non-fatal strangulation guidance; NICE NG225
  // (safeguarding): hands, an arm or a cord around the neck by another person — delayed airway
  // swelling, carotid or vertebral dissection and stroke can follow hours to days later, with or
  // without marks → same-day emergency assessment, whatever the signs now.
  {
    id: 'strangulation',
    label: 'Strangled or neck squeezed by another person (non-fatal strangulation)',
    urgency: 2,
    all: [['strangulation']],
  },
  // RCEM / IFAS 2022: after strangulation, difficult or noisy breathing now, or not responding → airway
  // compromise: emergency services now.
  {
    id: 'strangulation_airway',
    label: 'Strangulation with difficult or noisy breathing now, or not responding',
    urgency: 1,
    all: [['strangulation'], ['severe_dyspnoea', 'stridor', 'upper_airway_signs', 'unconscious']],
  },
  // NICE PH50 / NICE NG225 (domestic violence and abuse: risk assessment); DASH risk checklist: a threat
  // to kill, or a weapon used or held, by someone who hurt, strangled or sexually assaulted the
  // patient → call 112 now.
  {
    id: 'violence_threat_to_kill',
    label: 'Hurt by someone who threatened to kill or has a weapon',
    urgency: 1,
    all: [['assaulted', 'strangulation', 'sexual_assault'], ['threat_to_kill']],
  },
  // NICE PH50 / DASH risk checklist: someone threatening to kill the patient, or holding or pointing a
  // weapon at them (a threat read with a weapon or threat word of the harm-to-others concept) → call
  // 112 now, injured or not.
  {
    id: 'threat_to_kill_now',
    label: 'Threatened with death or a weapon by someone',
    urgency: 1,
    all: [['threat_to_kill'], ['harm_others']],
  },
  // NHS (drink spiking); TOXBASE (GHB, benzodiazepines, ketamine): a drink spiked with drowsiness,
  // confusion, collapse, a fit or not responding now → same-day emergency assessment (call 112 if
  // not responding or breathing badly).
  {
    id: 'drink_spiked_unwell',
    label: 'Drink spiked, now drowsy, confused, collapsed or not responding',
    urgency: 2,
    all: [['drink_spiked'], ['drowsy', 'confusion', 'unconscious', 'collapse', 'seizure', 'severe_dyspnoea']],
  },
];
