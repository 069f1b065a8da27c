import type { Findings } from '../nlp/findings.ts';
import { feverGrade } from './fever-grade.ts';

/**
 * Centor score (Centor 1981; NICE NG84 sore throat) on what was said: fever, tonsillar exudate,
 * tender anterior cervical glands, and a cough the patient denies (0–4; age is not part of it).
 */
export function centor(f: Findings): number {
  const P = (c: string) => f.present.has(c);
  return (
    (feverGrade(f) !== 'none' ? 1 : 0) +
    (P('tonsil_exudate') ? 1 : 0) +
    (P('swollen_glands') ? 1 : 0) +
    (f.negated.has('cough') && !P('cough') ? 1 : 0)
  );
}
