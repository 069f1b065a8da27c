import type { Findings } from '../../nlp/findings.ts';
import type { Hit } from '../types.ts';
import { weeksSinceBirth } from '../../nlp/quantities.ts';

/** The disposition rules of this complaint; each cites the guidance it follows. */
export function rules(f: Findings, hit: Hit): void {
  const P = (c: string) => f.present.has(c);
  if (P('low_mood')) hit('depression', 4);
  // NICE CG178: new psychotic symptoms → urgent (same-day) mental health assessment
  if (P('psychosis')) hit('psychosis', 3);
  // NICE CG192 (antenatal and postnatal mental health): after birth, new psychotic symptoms — strange
  // beliefs, hallucinations, or nights without sleep with confusion — are postpartum psychosis until proven
  // otherwise: assessment by a specialist mental health service the same day (within 4 hours)
  const sinceBirth = P('postpartum') ? weeksSinceBirth(f) : undefined;
  if (
    P('postpartum') &&
    (sinceBirth === undefined || sinceBirth <= 52) &&
    (P('psychosis') || (P('insomnia') && P('confusion')) || P('suicidal'))
  )
    // NHS (postpartum psychosis: "a medical emergency"); RCPsych: new voices, paranoid beliefs or saying
    // the baby or family would be better off without her after a birth → emergency care now
    hit('postpartum_psychosis', 1);
}
