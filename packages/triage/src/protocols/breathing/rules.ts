import type { Findings } from '../../nlp/findings.ts';
import type { Hit } from '../types.ts';
import { feverGrade } from '../../scores/fever-grade.ts';
import { isChild, isOlderAdult } from '../common.ts';

/**
 * The adults who see a GP with flu or a chest infection rather than looking after it at home (NHS
 * flu, NHS chest infection): 65 or over, pregnant, a long-term lung condition, diabetes, a weakened
 * immune system or cancer treatment, sickle cell disease. A feverish child is the infant-and-child
 * protocol's (NICE NG143 traffic lights).
 */
export function atRiskOfFlu(f: Findings): boolean {
  const P = (c: string) => f.present.has(c);
  return (
    isOlderAdult(f) ||
    ['pregnant', 'chronic_lung', 'diabetes', 'immunosuppressed', 'anticancer_treatment', 'sickle_cell'].some(P)
  );
}

/** The disposition rules of this complaint; each cites the guidance it follows. */
export function rules(f: Findings, hit: Hit): void {
  const P = (c: string) => f.present.has(c);
  const any = (...cs: string[]) => cs.some(P);
  const fever = feverGrade(f);
  const days = f.durationDays;
  const v = f.vitals;
  if (v.spo2 !== undefined && v.spo2 < 92) hit('hypoxia', 2, { spo2: v.spo2 });
  // BTS/SIGN asthma (life-threatening: SpO2 < 92% with acute severe features — pulse ≥ 125, cannot complete
  // sentences, respiratory rate ≥ 25), NICE NG138 (pneumonia) and NHS home pulse oximetry (92% or below:
  // 999 / A&E): a saturation of 92% or less on a home oximeter with a racing pulse, breathlessness at rest
  // or too breathless to finish a sentence is respiratory failure → 999
  if (
    v.spo2 !== undefined &&
    v.spo2 <= 92 &&
    ((v.heartRate ?? 0) >= 125 ||
      (v.respiratoryRate ?? 0) >= 25 ||
      P('severe_dyspnoea') ||
      (P('dyspnoea') && P('at_rest')))
  )
    hit('hypoxia_severe', 1, { spo2: v.spo2 });
  if (any('dyspnoea') && P('chronic_lung') && P('no_relief')) hit('asthma_copd_failing', 2);
  else if (P('dyspnoea') && !P('chest_pain')) hit('dyspnoea', 3);
  if (P('wheeze') && P('dyspnoea') && !P('no_relief')) hit('wheeze', 3);
  // NICE CKS haemoptysis / NHS 111: coughing up blood → same day, whether or not the words also said
  // "cough" ("tossisco sangue", "咳血"); blood spat from the gums or a mouth ulcer is not from the chest
  // Blood that ran from a nosebleed into the mouth and was spat out is not from the chest (NHS nosebleeds).
  if (P('haemoptysis') && !any('toothache', 'mouth_ulcer') && !(P('nosebleed') && !P('cough')))
    hit('haemoptysis', 3);
  const feverish = fever === 'fever' || fever === 'high';
  const child = isChild(f);
  // NHS flu: a fever in a group at risk is seen by a GP (the healthy look after flu at home), and a
  // baby's of no stated age (NICE NG143: under 3 months any fever is red); an older child's fever is
  // the infant-and-child protocol's traffic lights
  const babyOfNoAge = P('infant') && f.childAgeMonths === undefined && f.ageYears === undefined;
  if (feverish && !P('cough') && (atRiskOfFlu(f) || babyOfNoAge)) hit('flu_at_risk', 4);
  if (P('cough')) {
    if (days !== undefined && days > 21 && !P('recurrent_known')) hit('cough_3w', 4);
    // NHS chest infection and flu: a cough with a fever is looked after at home; a GP assesses for
    // pneumonia (NICE NG138) at 65 or over, in pregnancy, in a child, with a long-term condition or
    // a weakened immune system. Breathlessness, chest pain or confusion are red flags of their own.
    if (feverish && (atRiskOfFlu(f) || child)) hit('cough_fever', 4);
    if (P('crackles')) hit('pneumonia_signs', 4);
    if (P('chronic_lung') && P('sputum') && P('dyspnoea')) hit('copd_flare', 3);
  }
  // NICE CKS obstructive sleep apnoea: an adult who snores with pauses in breathing in sleep → GP
  // (the parser keeps a child, a stop while awake, a blue colour or unresponsiveness an emergency)
  if (P('snoring') && P('breathing_pauses') && !child) hit('osa', 4);
  // NICE NG158: VTE risk (surgery, cast, long journey) with sudden breathlessness or pleuritic pain → PE until proven otherwise.
  if (
    P('vte_risk') &&
    (P('severe_dyspnoea') ||
      (P('dyspnoea') && (P('sudden_onset') || P('pleuritic') || P('chest_pain'))) ||
      (P('chest_pain') && P('pleuritic')))
  )
    hit('post_operative_breathless', 2);
  // NICE CKS sore throat / NG84: drooling, stridor, a muffled voice or trismus with a sore throat or difficulty
  // swallowing (epiglottitis, quinsy) → emergency. Drooling alone (a teething baby) is not enough.
  if (P('upper_airway_signs') && any('sore_throat', 'dysphagia', 'fever', 'throat_swelling'))
    hit('upper_airway', 2);
  // NICE NG120 acute cough: a productive cough in someone at high risk of complications (lung disease such as
  // COPD, a weakened immune system, or 80 or over with diabetes) → GP review for an antibiotic. Green or
  // yellow phlegm alone in anyone else is not a reason (self-care).
  if (
    P('cough') &&
    P('sputum') &&
    (any('chronic_lung', 'immunosuppressed') || ((f.ageYears ?? 0) >= 80 && P('diabetes')))
  )
    hit('cough_high_risk', 4);
  // BTS/SIGN asthma / NHS: a reliever needed again within 4 hours means the attack is not controlled →
  // urgent assessment now (a reliever that does not help at all is the failing-asthma rule above)
  if (P('reliever_again')) hit('reliever_again', 2);
  // BTS/SIGN 158 (life-threatening asthma: exhaustion, altered consciousness), NHS asthma attack (999:
  // the reliever not helping, very tired or drowsy): an asthma attack going on with the reliever
  // not helping, or drowsy or confused → 999 (asthma or COPD at large with a reliever that does not
  // help is the failing-asthma rule above, 2; "tired" is too common a word to read exhaustion by)
  if (
    P('asthma_attack') &&
    !P('reliever_helped') &&
    ((P('no_relief') && any('inhaler', 'dyspnoea')) || any('drowsy', 'confusion'))
  )
    hit('asthma_attack_severe', 1);
}
