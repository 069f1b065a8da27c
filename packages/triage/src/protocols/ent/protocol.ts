import type { Protocol } from '../types.ts';
import { rules } from './rules.ts';
import { CONDITIONS } from './conditions.ts';
import { RED_FLAGS } from './red-flags.ts';

export const ENT: Protocol = {
  notSymptoms: ['upper_airway_signs', 'tonsillectomy'],
  rules,
  redFlags: RED_FLAGS,
  conditions: CONDITIONS,
  ruleTexts: {
    sore_throat_dysphagia: 'Sore throat with difficulty swallowing (NICE NG84)',
    sore_throat_7d: 'Sore throat for more than a week (NHS)',
    otitis: 'Ear pain with discharge, fever or lasting 3 days (NICE NG91)',
    sinusitis_10d: 'Sinus symptoms for more than 10 days (NICE NG79)',
    ulcer_3w: 'Mouth ulcer for more than 3 weeks (NICE NG12)',
    dental_abscess: 'Toothache with facial swelling: dental abscess, urgent dental care today (NHS)',
    sore_throat_fever_7d: 'Sore throat with fever for a week or more (NICE NG84)',
    otitis_fever: 'Ear pain with fever (NICE NG91)',
    centor: 'Centor {{score}}/4: consider antibiotics (NICE NG84)',
    sudden_hearing_loss: 'Sudden hearing loss: urgent ENT assessment within 24 hours (NICE CKS hearing loss)',
    hoarseness_3w: 'Hoarseness for 3 weeks or more: GP, urgent ENT referral (NICE CKS hoarseness; NICE NG12)',
    nosebleed_anticoagulant:
      'Nosebleed that is not stopping in someone on a blood thinner: A&E (NHS nosebleeds; NHS 111)',
    nosebleed_prolonged:
      'Nosebleed for about {{minutes}} minutes (15 or more, despite pressure): A&E (NHS nosebleeds; NHS 111)',
    nosebleed_persistent:
      'Nosebleed that keeps going: A&E if 10–15 minutes of pinching the soft part of the nose do not stop it (NHS nosebleeds)',
  },
  patterns: {
    post_tonsillectomy_bleed: 'post_operative_haemorrhage', // ENT UK post-tonsillectomy haemorrhage
    post_tonsillectomy_bleed_shock: 'post_operative_haemorrhage',
    dental_abscess: 'dental_abscess', // NHS dental abscess
    nosebleed_faint: 'epistaxis', // NHS nosebleeds
    nosebleed_anticoagulant: 'epistaxis',
    nosebleed_prolonged: 'epistaxis',
    nosebleed_persistent: 'epistaxis',
  },
};
