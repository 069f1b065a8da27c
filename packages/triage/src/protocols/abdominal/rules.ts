import type { Findings } from '../../nlp/findings.ts';
import type { Hit } from '../types.ts';
import { feverGrade } from '../../scores/fever-grade.ts';
import { SYSTEMIC } from '../common.ts';

/** The disposition rules of this complaint; each cites the guidance it follows. */
export function rules(f: Findings, hit: Hit): void {
  const P = (c: string) => f.present.has(c);
  const any = (...cs: string[]) => cs.some(P);
  const age = f.ageYears;
  const adult = age === undefined || age >= 16;
  const fever = feverGrade(f);
  const days = f.durationDays;
  const v = f.vitals;
  // NICE CKS appendicitis: abdominal pain made worse by walking / coughing (peritoneal irritation) with fever or vomiting.
  const feverish = P('fever') || (f.vitals.temperatureC ?? 0) >= 37.8;
  // The rules below that place a routine condition first keep out of the way of a systemic illness.
  const unwell = any(...SYSTEMIC);
  if (P('peritonism')) hit('peritonism', 2);
  if (P('rlq') && (any('worse_moving', 'vomiting') || fever !== 'none')) hit('appendicitis', 2);
  if (P('abdominal_pain') && fever !== 'none' && !any('diarrhoea', 'sore_throat', 'cough'))
    hit('abdo_fever', 3);
  if (P('jaundice')) hit('jaundice', 3);
  if (P('blood_in_stool') && P('diarrhoea') && !(age !== undefined && age < 16)) hit('bloody_diarrhoea', 3);
  if (P('blood_in_stool') && !P('diarrhoea') && age !== undefined && age >= 50) hit('rectal_bleeding_50', 4);
  if (any('diarrhoea', 'vomiting')) {
    const tachy = v.heartRate !== undefined && v.heartRate > 100 && (age === undefined || age >= 12);
    if (P('dehydration') || tachy) hit('dehydration', 3);
    if (P('cant_keep_fluids') && (days === undefined || days >= 1) && adult) hit('cant_keep_fluids', 3);
    if (P('diarrhoea') && days !== undefined && days > 7) hit('diarrhoea_7d', 4);
    if (P('vomiting') && !P('diarrhoea') && days !== undefined && days > 2) hit('vomiting_2d', 4);
    if (P('diarrhoea') && P('travel')) hit('travel_diarrhoea', 4);
  }
  // NICE NG156 / CKS: abdominal or back pain at 60 or over with pallor, sweating or fainting → ruptured AAA until proven otherwise
  if (
    age !== undefined &&
    age >= 60 &&
    any('abdominal_pain', 'back_pain') &&
    any('sweating', 'anaemia_pale', 'fainting', 'mottled_skin') &&
    any('sudden_onset', 'severe', 'fainting', 'sweating')
  )
    hit('aaa', 1);
  // NICE CKS dyspepsia / NG12: most dyspepsia is self-care with a pharmacist; GP at 55 or over, with alarm features
  // (difficulty swallowing, persistent vomiting, weight loss) or when treatment does not help
  if (
    P('heartburn') &&
    ((age !== undefined && age >= 55) ||
      any('dysphagia', 'weight_loss', 'no_relief') ||
      (P('vomiting') && days !== undefined && days > 2))
  )
    hit('dyspepsia_refer', 4);
  // NHS: bleeding from the bottom → GP (NICE NG12: with change in bowel habit at ≥50 or iron-deficiency → suspected cancer pathway)
  if (P('blood_in_stool') && !P('diarrhoea') && adult) hit('rectal_bleeding', 4);
  if (P('abdominal_pain') && P('worse_moving') && (feverish || P('vomiting')))
    hit('peritoneal_irritation', 2);
  // NICE NG12 1.2.1: dysphagia → urgent direct-access endoscopy (a sore throat explains painful swallowing).
  if (
    P('dysphagia') &&
    adult &&
    !unwell &&
    !any('sore_throat', 'throat_swelling', 'choking', 'tonsil_exudate')
  )
    hit('dysphagia_refer', 4);
  // NHS hiccups: see a GP if they last more than 48 hours.
  if (P('hiccups') && days !== undefined && days > 2) hit('hiccups_48h', 4);
  // NHS threadworms: pharmacy treatment is not licensed under 2 years or in pregnancy → GP.
  if (P('threadworms') && ((age !== undefined && age < 2) || P('pregnant'))) hit('threadworm_gp', 4);
  // NICE NG12 1.5.11: persistent bloating (most days, 3 weeks or more) in a woman aged 50 or over → CA125.
  if (P('bloating') && f.sex === 'female' && (age ?? 0) >= 50 && days !== undefined && days >= 21)
    hit('bloating_ng12', 4);
  // ESGE 2016 / NICE CKS sore throat: cannot swallow saliva (complete oesophageal obstruction, or airway
  // swelling such as epiglottitis) → emergency.
  if (P('cant_swallow_saliva')) hit('food_bolus', 2);
  // NICE NG12 1.3 / DG30: a change in bowel habit (looser or more frequent stools) → GP (FIT at 60 or over).
  if (P('bowel_habit_change') && adult) hit('bowel_habit_change', 4);
  // NICE CKS (ovarian cyst accident / torsion; acute pelvic pain in women) and RCOG: sudden, severe pain
  // low on one side of the abdomen with vomiting, or with being unable to stand up straight, is an
  // ovarian torsion (or an appendicitis, an ectopic pregnancy) until a same-day surgical or gynaecology
  // assessment has excluded it
  const oneSided = any('one_sided_pelvic_pain', 'rlq');
  const acute = [P('sudden_onset'), P('severe'), any('vomiting', 'nausea'), P('doubled_over')].filter(
    Boolean,
  ).length;
  if (oneSided && acute >= 2 && (P('sudden_onset') || P('severe') || P('doubled_over')))
    hit(f.sex === 'male' ? 'acute_one_sided_pain' : 'ovarian_torsion', 2);
  // NICE CKS gastroenteritis: not passing urine with diarrhoea or vomiting is a sign of dehydration → same-day
  // assessment (with dizziness or drowsiness the severe-dehydration red flag makes it an emergency).
  if (any('diarrhoea', 'vomiting') && P('anuria')) hit('dehydration', 3);
  // NICE NG104 / NHS acute pancreatitis: upper or central tummy pain going through to the back, with
  // vomiting (or after heavy drinking) → hospital the same day (A&E), whether or not the word "severe" is used.
  if (
    any('abdominal_pain', 'epigastric_pain') &&
    P('pain_to_back') &&
    any('vomiting', 'cant_keep_fluids', 'alcohol_hangover')
  )
    hit('pancreatitis_pain', 2);
  // NICE CKS gallstones / Tokyo Guidelines (Charcot's triad): tummy pain with a fever or shivering and
  // yellow skin or eyes is ascending cholangitis until proven otherwise → same-day emergency assessment.
  if (
    (P('jaundice') || (P('looks_yellow') && adult)) &&
    any('abdominal_pain', 'epigastric_pain') &&
    (fever !== 'none' || feverish || P('chills'))
  )
    hit('cholangitis', 2);
  // Mencap / NHS "pain in people with a learning disability" and NICE (acute abdomen): pain shown, not said
  // (rocking, grimacing, crying out when moved, pushing a hand away), with vomiting and a hard or swollen
  // belly → emergency assessment.
  if (P('pain_behaviour') && any('vomiting', 'bilious_vomit') && any('distension', 'bloating', 'peritonism'))
    hit('pain_behaviour_abdomen', 2);
  // NICE CKS gallstones: symptomatic gallstones (pain after fatty food, settled, no fever or jaundice) → GP, who
  // arranges an ultrasound and a surgical opinion; with fever, jaundice or severe pain the rules above raise it.
  // Known gallstones stay known when the twinge they caused has passed ("ist wieder weg", "ya pasó").
  const told = (c: string) => P(c) || f.mentions.some((m) => m.concept === c && m.polarity === 'resolved');
  const tummy = ['abdominal_pain', 'epigastric_pain', 'heartburn', 'nausea', 'vomiting', 'bloating', 'complaint_unspecified'];
  // with a tummy symptom, or with nothing else told (the message is about the gallstones)
  if (told('gallstones') && (tummy.some(told) || [...f.present].every((c) => c === 'gallstones')))
    hit('gallstones_gp', 4);
}
