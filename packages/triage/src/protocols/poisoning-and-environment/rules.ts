import type { Findings } from '../../nlp/findings.ts';
import type { Hit } from '../types.ts';

/** The disposition rules of this complaint; each cites the guidance it follows. */
export function rules(f: Findings, hit: Hit): void {
  const P = (c: string) => f.present.has(c);
  // NHS heatstroke: 40 °C or more after heat exposure → 999.
  if (P('heat_exposure') && (f.vitals.temperatureC ?? 0) >= 40) hit('heat_stroke_temp', 1);
}
