import type { Findings } from '../../nlp/findings.ts';
import type { Hit } from '../types.ts';
import { feverGrade } from '../../scores/fever-grade.ts';

/** The disposition rules of this complaint; each cites the guidance it follows. */
export function rules(f: Findings, hit: Hit): void {
  const P = (c: string) => f.present.has(c);
  const any = (...cs: string[]) => cs.some(P);
  if (P('eye_red') && any('eye_pain', 'photophobia', 'vision_change', 'contact_lens') && !P('eyelid'))
    hit('red_eye_serious', 3);
  if (P('vision_change') && !P('headache')) hit('vision_change', 3);
  // NICE CKS cellulitis: a swollen, red eyelid or swelling around the eye with fever → periorbital cellulitis,
  // same-day hospital assessment (in a child always; orbital spread has to be ruled out).
  if (P('eyelid') && feverGrade(f) !== 'none') hit('periorbital_cellulitis', 2);
  // NICE CKS red eye: a high-velocity injury to the eye → eye casualty; without a stated eye sign still same day.
  if (P('high_velocity_eye')) hit('high_velocity_eye', 3);
}
