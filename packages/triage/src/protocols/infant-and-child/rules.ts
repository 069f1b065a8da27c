import type { Urgency } from '@asa/domain';
import type { Findings } from '../../nlp/findings.ts';
import type { Hit } from '../types.ts';
import { feverGrade } from '../../scores/fever-grade.ts';
import { greenFeverishChild } from './green.ts';

/**
 * Infant, child and pregnancy protocol. Blind set v4 showed the danger signs parents and pregnant women
 * describe in their own words — "grunting with each breath, skin sucking in under her ribs",
 * "kaszle jak foka … nawet jak leży spokojnie", "기저귀가 하루종일 말라있어요", "period is late …
 * pain in my shoulder tip", "my bump has gone rock hard" — scored as a GP visit or self-care because
 * no lexicon had them. Each mechanism is a cited general rule with its concepts in all 15 languages:
 *
 * - NICE NG143 (fever in under 5s) traffic light, red: grunting, chest recession, not responding /
 *   hard to wake / floppy, weak high-pitched or continuous cry, pale / mottled / blue skin,
 *   non-blanching rash, bulging fontanelle; amber: nasal flaring, not feeding, reduced urine (dry
 *   nappies), reduced activity, pallor reported by a parent.
 * - NICE NG9 (bronchiolitis) and NHS: grunting or the tummy sucking in under the ribs → 999.
 * - NICE CKS croup / NHS: barking cough → urgent GP; stridor at rest or with recession → emergency.
 * - NICE CG84 (diarrhoea and vomiting in under 5s) and NHS: a baby under 1 with diarrhoea or vomiting
 *   needs a GP the same day; signs of dehydration (dry nappies, sunken eyes or fontanelle) with
 *   lethargy or floppiness are red-flag dehydration.
 * - NICE NG126 / CKS (ectopic pregnancy and miscarriage), RCOG GTG 63 (antepartum haemorrhage),
 *   RCOG GTG 57 (reduced fetal movements), NICE NG133 (pre-eclampsia).
 */

/** A single episode ("threw up once after her bottle") is not the vomiting illness NHS advice is about. */
const ONCE =
  /(?:^|[^\p{L}])(?:once|one time|einu sinni|jeden raz|una vez|une fois|einmal|uma vez|una volta|один раз|bir kez|bir kere|مرة واحدة|مرة وحدة|ek baar|एक बार)(?![\p{L}])|一次|一回|한 번/u;

/** The disposition rules of this complaint; each cites the guidance it follows. */
export function rules(f: Findings, hit: Hit): void {
  const P = (c: string) => f.present.has(c);
  const age = f.ageYears;
  const adult = age === undefined || age >= 16;
  const fever = feverGrade(f);
  const days = f.durationDays;
  const v = f.vitals;
  const any = (...ids: string[]) => ids.some(P);
  // the baby in the womb is not an infant patient
  const inPregnancy = any('pregnant', 'reduced_fetal_movements', 'uterine_hard');
  const months = inPregnancy
    ? undefined
    : (f.childAgeMonths ?? (f.ageYears !== undefined ? f.ageYears * 12 : undefined));
  const infant = months !== undefined ? months < 12 : P('infant') && !inPregnancy;
  const child = months !== undefined ? months < 16 * 12 : any('infant', 'child') && !inPregnancy;
  const underFive = months !== undefined ? months < 60 : child;
  const dv = any('diarrhoea', 'vomiting');
  const temp = f.statedTemperatureC;
  const febrile = P('fever') || (temp ?? 0) >= 38;
  const dehydrated = any(
    'dry_nappies',
    'sunken_eyes',
    'sunken_fontanelle',
    'dehydration',
    'anuria',
    'poor_feeding',
    'cant_keep_fluids',
    // NICE CG84: a child who has stopped taking fluids is at risk of dehydration
    'not_drinking',
  );
  const unwell = any('drowsy', 'floppy', 'lethargic', 'mottled_skin', 'cyanosis', 'unconscious', 'confusion');
  if (v.respiratoryRate !== undefined) {
    const rate = v.respiratoryRate;
    // A child breathes faster than an adult: the adult danger zone (≥ 30, ESI) is normal for a
    // baby. NICE NG143 traffic lights under 5 (red > 60/min at any age; amber > 50 at 6–12 months,
    // > 40 over 12 months); APLS ranges from 5 to 11 years (upper normal 25; ≥ 40 severe). A baby or
    // child named without an age is read as the youngest of its group (the lower, safer threshold).
    const childAge = age ?? (P('infant') ? 0.5 : P('child') ? 1 : undefined);
    if (childAge !== undefined && childAge < 12) {
      const source = childAge < 5 ? 'NICE NG143' : 'APLS';
      const rr = (limit: number, urgency: Urgency, grade: string) =>
        hit('rr_child', urgency, { rate, limit, source: `${source} ${grade}` });
      if (childAge < 5) {
        if (rate > 60) rr(60, 2, 'red');
        else if (childAge >= 1 && rate > 40) rr(40, 3, 'amber');
        else if (childAge >= 0.5 && rate > 50) rr(50, 3, 'amber');
      } else if (rate >= 40) rr(40, 2, 'severe');
      else if (rate > 30) rr(30, 3, 'high');
    } else if (rate >= 30) hit('rr_extreme', 2, { rate });
  }
  if (age !== undefined && age < 0.25 && fever !== 'none') hit('infant_fever', 2);
  if (age !== undefined && age < 16 && P('blood_in_stool') && P('diarrhoea'))
    hit('child_bloody_diarrhoea', 2);
  // NICE NG143 amber: fever for 5 days or more in a child → same-day face-to-face assessment
  if (!adult && days !== undefined && days >= 5 && fever !== 'none') hit('child_fever_5d', 3);
  // NICE NG143 amber (not red): age 3–6 months with temperature ≥ 39 °C → face-to-face assessment, the
  // same day
  if (months !== undefined && months >= 3 && months < 6 && (temp ?? 0) >= 39) hit('infant_fever_39', 3);
  // NICE NG143 green: a child who is playing, drinking and passing urine as usual stays at home
  if (fever === 'fever' && age !== undefined && age < 5 && !greenFeverishChild(f)) hit('child_fever', 4);
  // NHS teething: teething does not cause a high temperature — a teething child (under 3) with a
  // fever is seen by a GP for its cause
  else if ((fever === 'fever' || fever === 'high') && age === undefined && P('teething') && !greenFeverishChild(f))
    hit('child_fever', 4);
  // NICE NG143 red: under 3 months with a temperature of 38 °C or more (3–6 months with 39 °C or more is
  // amber: infant_fever_39 above)
  if (months !== undefined && months < 3 && (temp !== undefined ? temp >= 38 : P('fever'))) hit('young_infant_fever', 2);
  // NICE NG51 (sepsis in children: high-risk criteria) / NG143: fever with a red feature — floppy, weak or
  // high-pitched cry, mottled, drowsy — is sepsis until proven otherwise
  if (child && febrile && any('floppy', 'abnormal_cry', 'mottled_skin', 'drowsy', 'cyanosis'))
    hit('febrile_child_red', 2);
  // NICE NG143 red: pale / mottled / ashen skin; does not wake or does not stay awake when ill
  if (
    child &&
    (P('mottled_skin') ||
      (P('drowsy') && (febrile || dv || any('dyspnoea', 'cough', 'rash', 'poor_feeding', 'headache'))))
  )
    hit('child_red_features', 2);
  // NICE CG84: dehydration with red-flag signs (altered responsiveness, lethargy) → emergency;
  // under 5 with signs of dehydration → same day (NHS: a child under 5 with fewer wet nappies)
  if (child && dv && dehydrated && unwell) hit('child_dehydration_red', 2);
  else if (underFive && dv && dehydrated) hit('child_dehydration', 3);
  // NHS diarrhoea and vomiting: a baby under 12 months → urgent GP / NHS 111 (posseting excepted)
  if (infant && (P('diarrhoea') || (P('vomiting') && !P('posseting') && !ONCE.test(f.text))))
    hit('infant_diarrhoea_vomiting', 3);
  // NICE NG143 amber features → same-day face-to-face assessment
  if (
    (infant && any('poor_feeding', 'nasal_flaring', 'lethargic', 'dry_nappies')) ||
    (underFive &&
      febrile &&
      any('poor_feeding', 'nasal_flaring', 'lethargic', 'dry_nappies', 'anaemia_pale')) ||
    (child && P('nasal_flaring'))
  )
    hit('child_amber_features', 3);
  // NICE CKS croup: a barking cough in a child, or stridor only when upset → same-day assessment
  // (stridor at rest is the red flag above)
  if (P('barking_cough') && child) hit('croup', 3);
  if (P('stridor') && !P('at_rest')) hit('stridor', 3);
  // NICE CKS (vomiting in children; pyloric stenosis typically at 2–8 weeks): a young infant with
  // projectile vomiting → same-day paediatric assessment, an emergency with dehydration or weight loss
  if (P('projectile_vomiting') && !inPregnancy) {
    if (months !== undefined ? months < 3 : P('infant')) hit('infant_projectile_vomiting', 2);
    else if (infant) hit('infant_projectile_vomiting_older', 3);
  }
  // NICE NG9 (bronchiolitis) 1.3.1: apnoea, observed or reported, in a baby or child → emergency
  // (999); pauses while snoring are obstructive sleep apnoea, an ENT referral
  if (child && P('breathing_pauses') && !P('snoring')) hit('child_apnoea', 1);
  // NICE NG9 1.3.3–1.3.4: a baby or toddler with a respiratory illness who takes less than 50% of
  // the usual feeds, or with increased work of breathing (head bobbing), needs hospital assessment
  const underTwo = months !== undefined ? months < 24 : P('infant');
  const respiratory = any(
    'cough',
    'runny_nose',
    'wheeze',
    'dyspnoea',
    'sore_throat',
    'fever',
    'bronchiolitis_named',
  );
  if (underTwo && respiratory && P('feeding_under_half')) hit('bronchiolitis_poor_feeding', 2);
  // (a sign of babies and toddlers: a message without an age is read as one)
  if ((child || age === undefined) && P('head_bobbing')) hit('child_head_bobbing', 2);
  // Resuscitation Council UK (anaphylaxis 2021) / NICE CG116 (food allergy in under 19s): swelling
  // of the lips, face or tongue, or widespread hives, soon after a food (peanut, nut, egg, fish,
  // sesame …) in a child → emergency assessment even while breathing normally (an airway,
  // breathing or circulation sign is anaphylaxis, a red flag)
  if (child && P('food_allergen_eaten') && any('hives', 'lip_face_swelling')) hit('child_food_allergy', 2);
  // NICE CG98 (jaundice in newborn babies under 28 days): visible jaundice in the first 24 hours, jaundice still
  // there after 14 days, or jaundice with pale chalky stools, dark urine, poor feeding or drowsiness → same-day
  // urgent assessment (bilirubin measured urgently); any other visibly yellow baby → midwife, health visitor or
  // GP soon for a bilirubin check. (A preterm baby's 21 days are not read: after 14 days it is urgent.)
  if (any('jaundice', 'looks_yellow') && !inPregnancy && (months !== undefined ? months < 3 : P('infant'))) {
    const ageDays = months !== undefined ? months * 30 : undefined;
    if (
      P('born_last_day') ||
      (ageDays !== undefined && (ageDays <= 1 || ageDays >= 13.5)) ||
      any('pale_stools', 'poor_feeding', 'feeding_under_half', 'drowsy', 'lethargic', 'floppy', 'fever')
    )
      hit('neonatal_jaundice_urgent', 2);
    else hit('neonatal_jaundice', 3);
  }
  // NICE CG84 (a sunken fontanelle is a sign of clinical dehydration in a baby) / NHS dehydration: a baby's
  // sunken soft spot by itself, whatever else is told, is a face-to-face assessment the same day; with
  // drowsiness, sunken eyes or dry nappies it is the red flag sunken_fontanelle_unwell (2)
  if (P('sunken_fontanelle') && !inPregnancy) hit('infant_sunken_fontanelle', 3);
}
