import type { Findings } from '../../nlp/findings.ts';
import type { Hit } from '../types.ts';
import { centor } from '../../scores/centor.ts';
import { greenFeverishChild } from '../infant-and-child/green.ts';
import { feverGrade } from '../../scores/fever-grade.ts';

/** The disposition rules of this complaint; each cites the guidance it follows. */
export function rules(f: Findings, hit: Hit): void {
  const P = (c: string) => f.present.has(c);
  const any = (...cs: string[]) => cs.some(P);
  const fever = feverGrade(f);
  const days = f.durationDays;
  if (P('sore_throat')) {
    const score = centor(f);
    if (score >= 3) hit('centor', 4, { score });
    if (P('dysphagia')) hit('sore_throat_dysphagia', 4);
    if (days !== undefined && days > 7) hit('sore_throat_7d', 4);
  }
  if (
    P('ear_pain') &&
    (P('ear_discharge') || fever === 'fever' || fever === 'high' || (days !== undefined && days >= 3))
  )
    hit('otitis', 4);
  if ((P('sinus') || P('runny_nose')) && days !== undefined && days > 10 && P('sinus'))
    hit('sinusitis_10d', 4);
  if (P('mouth_ulcer') && days !== undefined && days > 21) hit('ulcer_3w', 4);
  // NHS dental abscess: toothache with facial swelling → urgent dentist / same day
  if (P('toothache') && any('lip_face_swelling', 'swelling_local')) hit('dental_abscess', 3);
  // NICE NG84 / NHS: sore throat with fever lasting a week or more → GP
  if (P('sore_throat') && fever !== 'none' && days !== undefined && days >= 7) hit('sore_throat_fever_7d', 4);
  // NICE NG91 / NHS: earache with fever or discharge in a language without duration → GP
  // NICE NG91: most ear infections settle in 3 days; a child who is playing, drinking and passing urine as
  // usual is cared for at home with pain relief and safety-netting (NICE NG143 green)
  if (P('ear_pain') && fever !== 'none' && days === undefined && !greenFeverishChild(f))
    hit('otitis_fever', 4);
  // NICE CKS: sudden sensorineural hearing loss (no pain, discharge or cold) → ENT within 24 hours.
  if (
    P('hearing_change') &&
    (P('sudden_onset') || (f.durationDays !== undefined && f.durationDays <= 3)) &&
    !any('ear_pain', 'ear_discharge', 'runny_nose', 'recurrent_known')
  )
    hit('sudden_hearing_loss', 3);
  // NICE CKS hoarseness: lasting 3 weeks or more → urgent referral (NICE NG12 1.8 at 45 or over).
  if (P('hoarse_voice') && days !== undefined && days >= 21) hit('hoarseness_3w', 4);
  // NHS nosebleeds / NHS 111: A&E for a nosebleed lasting more than 10–15 minutes of pinching, or one
  // that is not stopping in someone on an anticoagulant; one that keeps going without a time → same day.
  if (P('nosebleed') && !P('bleeding_stopped')) {
    // a stated time since the bleeding started; "since this morning" (hours) dates the onset, not the bleed
    const minutes = days !== undefined && days <= 3 / 24 ? days * 1440 : undefined;
    const going = any('bleeding_persistent', 'heavy_bleeding');
    if (P('blood_thinner') && (minutes !== undefined ? minutes >= 10 : going))
      hit('nosebleed_anticoagulant', 2);
    else if (minutes !== undefined && minutes >= 15)
      hit('nosebleed_prolonged', 2, { minutes: Math.round(minutes) });
    else if (going) hit('nosebleed_persistent', 3);
  }
}
