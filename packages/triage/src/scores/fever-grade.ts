import type { Findings } from '../nlp/findings.ts';

/** Fever grade from what was said: a measured value wins; "low-grade" or "intermittent" is low. */
export function feverGrade(f: Findings): 'none' | 'low' | 'fever' | 'high' {
  const t = f.vitals.temperatureC;
  if (t !== undefined) {
    if (t >= 39.5) return 'high';
    if (t >= 38.5) return 'fever';
    if (t >= 37.8) return 'low';
    return 'none';
  }
  if (!f.present.has('fever')) return 'none';
  return f.lowGradeFever ? 'low' : 'fever';
}
