import type { Findings } from '../../nlp/findings.ts';
import type { Hit } from '../types.ts';

/** The FAST signs of a stroke the patient describes. */
const STROKE_SIGNS = new Set(['face_droop', 'slurred_speech', 'one_sided_weakness']);

/**
 * What explains a passing sign without a stroke: a voice lost to a sore throat, a lip numb from the
 * dentist's injection, an arm held after a shoulder injury, an arm slept on.
 */
const EXPLAINED = new Set([
  'sore_throat',
  'hoarse_voice',
  'dental_numbing',
  'shoulder_injury',
  'awkward_posture',
  'limb_compressed',
]);

/** The disposition rules of this complaint; each cites the guidance it follows. */
export function rules(f: Findings, hit: Hit): void {
  const P = (c: string) => f.present.has(c);
  // NICE NG128 1.1 and NHS (TIA): a face, arm or speech sign that came and went today ("for a few minutes",
  // "now it's back to normal") is a transient ischaemic attack until proven otherwise — call 999 even if
  // the symptoms go away; specialist assessment within 24 hours. A sign still there is the stroke red flag;
  // one the text places in a remote past ("a stroke 3 years ago") is history, not read as resolved. What
  // EXPLAINED names is not it.
  if ([...STROKE_SIGNS].some(P)) return;
  // the explanation may itself be read as passed ("after the dentist's injection, back to normal now")
  if (f.mentions.some((m) => EXPLAINED.has(m.concept) && m.polarity !== 'negated')) return;
  if (f.mentions.some((m) => STROKE_SIGNS.has(m.concept) && m.polarity === 'resolved')) hit('tia', 2);
}
