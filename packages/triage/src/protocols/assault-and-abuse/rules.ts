import type { Findings } from '../../nlp/findings.ts';
import type { Hit } from '../types.ts';

/** The disposition rules of this complaint; each cites the guidance it follows. */
export function rules(f: Findings, hit: Hit): void {
  const P = (c: string) => f.present.has(c);
  // NHS (help after rape and sexual assault); BASHH / FSRH: a sexual assault reaches a sexual assault
  // referral centre (SARC) within 72 hours for HIV post-exposure prophylaxis and emergency
  // contraception, and forensic evidence can be taken up to 7 days: within 7 days, or when it is not
  // said when → same day; older and without injury or bleeding → urgent, not an emergency.
  if (P('sexual_assault')) {
    const injured = P('vaginal_bleeding') || P('heavy_bleeding') || P('wound') || P('bleeding');
    if (f.durationDays === undefined || f.durationDays <= 7 || injured) hit('sexual_assault_recent', 2);
    else hit('sexual_assault_past', 3);
  } else if (f.past.has('sexual_assault')) {
    // told as a remote past ("three years ago"): support and care are still offered, urgently (NHS; BASHH)
    hit('sexual_assault_past', 3);
  }
  // NICE PH50 / NG225 (domestic violence and abuse), DASH risk checklist: a threat to kill is a
  // high-risk marker — safeguarding help the same day, 112 if in danger now (with a weapon or harm
  // to others named, or after violence, it is the red flag at 1).
  if (P('threat_to_kill')) hit('threat_to_kill', 2);
  // NICE PH50 (domestic violence and abuse): injuries from violence by another person are seen the
  // same day, and the safeguarding concern is named; the injury's own rules may ask for more.
  if (P('assaulted')) {
    // NICE NG232 (head injury: safeguarding concern or suspected non-accidental injury → emergency
    // department); RCOG / NICE PH50 (violence in pregnancy, abdominal trauma → same-day maternity
    // assessment).
    if (P('head_injury') || P('pregnant')) hit('violence_head_or_pregnancy', 2);
    else hit('violence_injury', 3);
  }
}
