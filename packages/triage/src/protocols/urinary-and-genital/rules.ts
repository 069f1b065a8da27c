import type { Findings } from '../../nlp/findings.ts';
import type { Hit } from '../types.ts';
import { feverGrade } from '../../scores/fever-grade.ts';
import { SYSTEMIC } from '../common.ts';

/** Pain words, sudden onset or vomiting with a testicular finding: the acute scrotum, not a painless lump. */
const SCROTAL_PAIN = ['complaint_unspecified', 'severe', 'sudden_onset', 'vomiting', 'nausea', 'fever'];

/** A finding that was stated and then said to have settled ("it has settled now") — history of today. */
function presentOrResolved(f: Findings, concept: string): boolean {
  return f.present.has(concept) || f.mentions.some((m) => m.concept === concept && m.polarity === 'resolved');
}

/** The disposition rules of this complaint; each cites the guidance it follows. */
export function rules(f: Findings, hit: Hit): void {
  const P = (c: string) => f.present.has(c);
  const any = (...cs: string[]) => cs.some(P);
  const fever = feverGrade(f);
  const days = f.durationDays;
  // The rules below that place a routine condition first keep out of the way of a systemic illness.
  const unwell = any(...SYSTEMIC);
  if (P('flank') && (P('severe') || (f.painScore ?? 0) >= 7)) hit('renal_colic_severe', 2);
  if (P('flank') && fever !== 'none') hit('pyelo', 3);
  if (any('dysuria', 'urinary_frequency')) {
    if (fever !== 'none' || P('flank') || P('chills')) hit('upper_uti', 3);
    else if (P('pregnant')) hit('uti_pregnant', 3);
    else hit('uti', 4);
  }
  if (P('testicular_pain')) hit('testicular', 3);
  // NICE CKS LUTS in men / NHS urinary retention: no urine for many hours with pain or swelling in the
  // lower belly is acute retention until shown otherwise (a catheter now), whatever else is going on.
  if (P('anuria') && any('abdominal_pain', 'distension', 'bloating', 'complaint_unspecified', 'urinary_hesitancy'))
    hit('no_urine_belly_pain', 2);
  // NICE NG12 / CKS: visible haematuria → GP (suspected cancer pathway at ≥45, UTI otherwise)
  if (P('haematuria')) hit('haematuria', 4);
  // NICE NG12 1.5.4: non-painful enlargement or change in shape or texture of the testis (pain, sudden
  // onset or vomiting keep the acute-scrotum reading and the torsion red flag).
  if (P('testicular_lump') && !any(...SCROTAL_PAIN) && !unwell) hit('testicular_lump', 4);
  // NICE NG88: heavy menstrual bleeding (with tiredness or breathlessness: a blood count for anaemia) → GP.
  if (P('heavy_periods')) hit('heavy_periods', 4);
  // NICE NG118: renal colic that has settled, with blood in the urine → same-day GP review (imaging).
  if (
    !unwell &&
    (presentOrResolved(f, 'flank') || (presentOrResolved(f, 'abdominal_pain') && P('radiation'))) &&
    presentOrResolved(f, 'haematuria')
  )
    hit('renal_colic_settled', 3);
  // NICE NG88 / RCOG: heavy menstrual bleeding with fainting or confusion (haemodynamic compromise) → emergency.
  if (P('heavy_periods') && any('fainting', 'confusion', 'mottled_skin', 'cyanosis'))
    hit('heavy_bleeding_unstable', 2);
  // FSRH: emergency contraception as soon as possible after unprotected sex → same-day pharmacy or GP.
  // It works only within 5 days; a late period after unprotected sex is a pregnancy question instead.
  if (P('emergency_contraception') && !P('late_period') && !(days !== undefined && days > 5))
    hit('emergency_contraception', 3);
  // NHS period pain / NICE CKS dysmenorrhoea: painkillers do not help, or heavy bleeding → GP (secondary causes).
  if (P('period_pain') && any('no_relief', 'heavy_periods')) hit('period_pain_refer', 4);
  // NICE CKS candida (female genital) / bacterial vaginosis / PID: a pharmacy antifungal suits a woman of 16
  // or over, not pregnant, with a typical itch and white discharge and fewer than four episodes a year. Fever
  // with pelvic pain is possible pelvic inflammatory disease → same day; pregnancy, under 16, four or more
  // episodes a year, a smelly or coloured discharge (bacterial vaginosis, trichomonas), fever or pelvic pain
  // alone → GP.
  if (P('vaginal_discharge')) {
    const pelvicPain = any('abdominal_pain', 'one_sided_pelvic_pain');
    if (fever !== 'none' && pelvicPain) hit('discharge_pelvic_infection', 3);
    else if (
      P('pregnant') ||
      (f.ageYears !== undefined && f.ageYears < 16) ||
      any('recurring_often', 'discharge_smelly') ||
      fever !== 'none' ||
      pelvicPain
    )
      hit('thrush_refer', 4);
  }
  // BASHH; NICE CKS genital herpes, chlamydia, gonorrhoea, anogenital warts: sores, blisters, ulcers, warts or
  // lumps on the genitals, a discharge from the penis, or a named infection in the patient or a sexual partner →
  // a sexual-health clinic or GP within days (testing, treatment, partner notification). A cold sore on the lip
  // and cystitis alone are not read here.
  if (any('genital_sore', 'sti_contact')) hit('genital_sti', 4);
}
