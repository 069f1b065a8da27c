import type { Findings } from '../../nlp/findings.ts';
import type { Hit } from '../types.ts';
import { SYSTEMIC } from '../common.ts';

/** The disposition rules of this complaint; each cites the guidance it follows. */
export function rules(f: Findings, hit: Hit): void {
  const P = (c: string) => f.present.has(c);
  const any = (...cs: string[]) => cs.some(P);
  const days = f.durationDays;
  const age = f.ageYears;
  // The rules below that place a routine condition first keep out of the way of a systemic illness.
  const unwell = any(...SYSTEMIC);
  if (P('headache') && P('neck_stiffness') && P('photophobia')) hit('meningism', 2);
  if (P('headache') && P('sudden_onset') && P('severe')) hit('sudden_severe_headache', 2);
  if (P('headache') && P('vision_change')) hit('headache_vision', 3);
  // Dizziness with an explanation that is looked after at home is not sent to a GP: on standing, on turning
  // the head, a hangover, travel sickness, or heat exhaustion that has settled with rest, shade and fluids
  // (NHS heat exhaustion: better within 30 minutes of cooling).
  const heatSettled = P('heat_exposure') && P('heat_relief');
  if (P('dizziness') && !any('positional', 'postural', 'alcohol_hangover', 'motion_sickness') && !heatSettled)
    hit('dizziness', 4);
  // NICE NG97 1.2: memory decline over months → assess in primary care (sudden confusion is the delirium red flag).
  if (P('memory_loss') && !P('sudden_onset') && !unwell && !(days !== undefined && days < 7))
    hit('memory_decline', 4);
  // NICE CKS giant cell arteritis: new headache at 50 or over with scalp tenderness or jaw claudication → same day.
  if (P('headache') && P('gca_features') && (age === undefined || age >= 50) && !P('injury')) hit('gca', 3);
  // NICE CG150 (medication overuse headache): a headache on most days with painkillers taken on most days
  // (paracetamol, ibuprofen, aspirin on 15 days a month, codeine or triptans on 10) → GP within days to plan
  // the withdrawal; not an emergency without a red flag.
  if (P('headache') && P('painkiller_overuse') && !unwell) hit('medication_overuse_headache', 4);
}
