import type { Findings } from '../../nlp/findings.ts';
import type { Hit } from '../types.ts';

/** The disposition rules of this complaint; each cites the guidance it follows. */
export function rules(f: Findings, hit: Hit): void {
  const P = (c: string) => f.present.has(c);
  const any = (...cs: string[]) => cs.some(P);
  if (P('eye_red') && any('eye_pain', 'photophobia', 'vision_change', 'contact_lens') && !P('eyelid'))
    hit('red_eye_serious', 3);
  if (P('vision_change') && !P('headache')) hit('vision_change', 3);
}
