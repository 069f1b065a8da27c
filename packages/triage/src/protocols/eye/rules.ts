import type { Findings } from '../../nlp/findings.ts';
import type { Hit } from '../types.ts';
import { feverGrade } from '../../scores/fever-grade.ts';

/** The disposition rules of this complaint; each cites the guidance it follows. */
export function rules(f: Findings, hit: Hit): void {
  const P = (c: string) => f.present.has(c);
  const any = (...cs: string[]) => cs.some(P);
  if (any('eye_red', 'sticky_eye') && any('eye_pain', 'photophobia', 'vision_change', 'contact_lens') && !P('eyelid'))
    hit('red_eye_serious', 3);
  // NICE CKS conjunctivitis (infective): a sticky eye in the first 28 days may be ophthalmia
  // neonatorum — same-day assessment; in a baby whose age is not told, a GP review.
  if (P('sticky_eye') && f.childAgeMonths !== undefined && f.childAgeMonths < 1) hit('sticky_eye_baby', 3);
  else if (P('sticky_eye') && P('infant') && f.childAgeMonths === undefined) hit('sticky_eye_baby', 4);
  if (P('vision_change') && !P('headache')) hit('vision_change', 3);
  // NICE CKS cellulitis: a swollen, red eyelid or swelling around the eye with fever → periorbital cellulitis,
  // same-day hospital assessment (in a child always; orbital spread has to be ruled out).
  if (P('eyelid') && feverGrade(f) !== 'none') hit('periorbital_cellulitis', 2);
  // NICE CKS red eye, NHS eye injuries (go to A&E if something hit the eye at high speed, e.g. from a power tool):
  // a high-velocity injury to the eye → eye casualty now, even without a stated eye sign (a penetrating
  // fragment can hurt little at first).
  if (P('high_velocity_eye')) hit('high_velocity_eye', 2);
}
