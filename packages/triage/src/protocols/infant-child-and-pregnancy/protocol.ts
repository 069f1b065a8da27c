import type { Findings } from '../../nlp/findings.ts';
import type { Hit, Protocol } from '../types.ts';

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

// ------------------------------------------------------------------ the group

export const PAEDIATRIC_OBSTETRIC: Protocol = {
  implies: {
    // signs of dehydration (NICE CG84) feed the general dehydration rule
    dry_nappies: ['dehydration'],
    sunken_eyes: ['dehydration'],
    sunken_fontanelle: ['dehydration'],
    // respiratory distress is breathlessness; a barking cough is a cough
    grunting: ['dyspnoea'],
    chest_recession: ['dyspnoea'],
    nasal_flaring: ['dyspnoea'],
    stridor: ['dyspnoea'],
    barking_cough: ['cough'],
    // the bump / womb is a pregnancy; pain below the ribs is abdominal pain; clots are bleeding
    uterine_hard: ['pregnant'],
    epigastric_pain: ['abdominal_pain'],
    one_sided_pelvic_pain: ['abdominal_pain'],
    passing_clots: ['bleeding'],
  },
  notSymptoms: ['infant', 'child', 'at_rest', 'posseting'],
  rules(f: Findings, hit: Hit) {
    const P = (id: string) => f.present.has(id);
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
    const fever = P('fever') || (temp ?? 0) >= 38;
    const dehydrated = any(
      'dry_nappies',
      'sunken_eyes',
      'sunken_fontanelle',
      'dehydration',
      'anuria',
      'poor_feeding',
      'cant_keep_fluids',
    );
    const unwell = any(
      'drowsy',
      'floppy',
      'lethargic',
      'mottled_skin',
      'cyanosis',
      'unconscious',
      'confusion',
    );

    // NICE NG143 red: under 3 months with a temperature of 38 °C or more; 3–6 months with 39 °C or more
    if (
      months !== undefined &&
      ((months < 3 && (temp !== undefined ? temp >= 38 : P('fever'))) || (months < 6 && (temp ?? 0) >= 39))
    )
      hit('young_infant_fever', 2);
    // NICE NG51 (sepsis in children: high-risk criteria) / NG143: fever with a red feature — floppy, weak or
    // high-pitched cry, mottled, drowsy — is sepsis until proven otherwise
    if (child && fever && any('floppy', 'abnormal_cry', 'mottled_skin', 'drowsy', 'cyanosis'))
      hit('febrile_child_red', 2);
    // NICE NG143 red: pale / mottled / ashen skin; does not wake or does not stay awake when ill
    if (
      child &&
      (P('mottled_skin') ||
        (P('drowsy') && (fever || dv || any('dyspnoea', 'cough', 'rash', 'poor_feeding', 'headache'))))
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
        fever &&
        any('poor_feeding', 'nasal_flaring', 'lethargic', 'dry_nappies', 'anaemia_pale')) ||
      (child && P('nasal_flaring'))
    )
      hit('child_amber_features', 3);
    // NICE CKS croup: a barking cough in a child, or stridor only when upset → same-day assessment
    // (stridor at rest is the red flag above)
    if (P('barking_cough') && child) hit('croup', 3);
    if (P('stridor') && !P('at_rest')) hit('stridor', 3);
    // NICE CKS ectopic pregnancy: a missed period with lower abdominal pain → test and same-day assessment
    if (
      P('late_period') &&
      !P('pregnant') &&
      any('abdominal_pain', 'rlq', 'one_sided_pelvic_pain', 'shoulder_tip_pain')
    )
      hit('missed_period_pain', 3);
    const weeks = P('pregnant') ? f.pregnancyWeeks : undefined;
    // NICE NG126: light bleeding without pain in early pregnancy → early pregnancy unit (not an emergency)
    if (
      P('pregnant') &&
      P('light_spotting') &&
      (weeks === undefined || weeks < 20) &&
      !any(
        'abdominal_pain',
        'rlq',
        'one_sided_pelvic_pain',
        'shoulder_tip_pain',
        'heavy_bleeding',
        'passing_clots',
        'fainting',
        'dizziness',
        'severe',
        'uterine_hard',
      )
    )
      hit('early_pregnancy_bleeding', 3);
    // NICE NG133 / NHS: one symptom of pre-eclampsia from 20 weeks → same-day maternity assessment
    if (
      P('pregnant') &&
      weeks !== undefined &&
      weeks >= 20 &&
      (any('epigastric_pain', 'vision_change', 'visual_aura', 'lip_face_swelling') ||
        (P('headache') && any('severe', 'no_relief')))
    )
      hit('pre_eclampsia_symptom', 2);
    // NICE NG133: flashing lights with a headache or swelling in pregnancy (weeks not stated) → same day as pre-eclampsia
    else if (
      P('pregnant') &&
      (weeks === undefined || weeks >= 20) &&
      P('visual_aura') &&
      any('headache', 'lip_face_swelling', 'leg_swelling')
    )
      hit('pre_eclampsia_symptom', 2);
    // RCOG GTG 63: any bleeding from 20 weeks → maternity unit now
    if (
      P('pregnant') &&
      weeks !== undefined &&
      weeks >= 20 &&
      any('vaginal_bleeding', 'light_spotting', 'passing_clots')
    )
      hit('antepartum_haemorrhage', 2);
  },
};
