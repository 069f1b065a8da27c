import type { Findings } from '../../nlp/findings.ts';
import type { Hit } from '../types.ts';

/** The disposition rules of this complaint; each cites the guidance it follows. */
export function rules(f: Findings, hit: Hit): void {
  const P = (c: string) => f.present.has(c);
  // NHS heatstroke: 40 °C or more after heat exposure → 999.
  if (P('heat_exposure') && (f.vitals.temperatureC ?? 0) >= 40) hit('heat_stroke_temp', 1);
  // TOXBASE / WHO scorpion envenoming: a scorpion or other venomous sting → same-day assessment (observation,
  // analgesia); a child (under 16, or a parent writing of a child of unstated age) → emergency department,
  // children being at greatest risk of severe envenoming.
  if (P('scorpion_sting')) {
    const young = f.ageYears !== undefined ? f.ageYears < 16 : P('child') || P('infant');
    if (young) hit('scorpion_sting_young', 2);
    else hit('scorpion_sting', 3);
  }
}
