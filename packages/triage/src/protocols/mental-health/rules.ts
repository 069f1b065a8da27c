import type { Findings } from '../../nlp/findings.ts';
import type { Hit } from '../types.ts';

/** The disposition rules of this complaint; each cites the guidance it follows. */
export function rules(f: Findings, hit: Hit): void {
  const P = (c: string) => f.present.has(c);
  if (P('low_mood')) hit('depression', 4);
  // NICE CG178: new psychotic symptoms → urgent (same-day) mental health assessment
  if (P('psychosis')) hit('psychosis', 3);
}
