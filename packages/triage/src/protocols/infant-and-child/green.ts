import type { Findings } from '../../nlp/findings.ts';

/** NICE NG143 amber and red features, and signs NHS 111 asks about first in a feverish child. */
const NOT_GREEN = [
  'poor_feeding',
  'feeding_under_half',
  'dry_nappies',
  'dehydration',
  'sunken_eyes',
  'sunken_fontanelle',
  'nasal_flaring',
  'lethargic',
  'drowsy',
  'floppy',
  'unconscious',
  'confusion',
  'mottled_skin',
  'anaemia_pale',
  'cyanosis',
  'abnormal_cry',
  'grunting',
  'chest_recession',
  'head_bobbing',
  'breathing_pauses',
  'dyspnoea',
  'severe_dyspnoea',
  'wheeze',
  'stridor',
  'barking_cough',
  'bulging_fontanelle',
  'rash',
  'nonblanching_rash',
  'neck_stiffness',
  'seizure',
  'vomiting',
  'diarrhoea',
  'cant_keep_fluids',
];

/**
 * NICE NG143 green (fever in under 5s), NICE NG91 (acute otitis media) and NHS 111: a child over 3
 * months with a fever and a cold, cough, sore throat or ear ache who is playing, drinking and passing
 * urine as usual, with no rash and no breathing difficulty, no amber or red feature and a fever of
 * less than 5 days, is cared for at home with safety-netting. A baby named without an age may be
 * under 3 months and is never green.
 */
export function greenFeverishChild(f: Findings): boolean {
  const P = (c: string) => f.present.has(c);
  const months = f.childAgeMonths ?? (f.ageYears !== undefined ? f.ageYears * 12 : undefined);
  const child = months !== undefined ? months >= 3 && months < 16 * 12 : P('child') && !P('infant');
  if (!child) return false;
  if (!['runny_nose', 'cough', 'sore_throat', 'ear_pain'].some(P)) return false;
  if (!(P('playing_normally') && P('drinking_normally'))) return false;
  if (f.negated.has('weeing_normally')) return false;
  if (f.durationDays !== undefined && f.durationDays >= 5) return false;
  // 3 to 6 months with 39 °C or more is amber whatever the child is doing
  if (months !== undefined && months < 6 && (f.statedTemperatureC ?? 0) >= 39) return false;
  return !NOT_GREEN.some(P);
}
