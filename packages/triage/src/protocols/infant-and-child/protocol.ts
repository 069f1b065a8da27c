import type { Protocol } from '../types.ts';
import { rules } from './rules.ts';
import { CONDITIONS } from './conditions.ts';
import { RED_FLAGS } from './red-flags.ts';

export const INFANT_AND_CHILD: Protocol = {
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
    projectile_vomiting: ['vomiting'],
    head_bobbing: ['dyspnoea'],
    feeding_under_half: ['poor_feeding'],
    // an asthma attack is asthma with wheeze (BTS/SIGN)
    asthma_attack: ['chronic_lung', 'wheeze'],
  },
  notSymptoms: [
    'infant',
    'child',
    'at_rest',
    'posseting',
    'snoring',
    'playing_normally',
    'drinking_normally',
    'weeing_normally',
    'looks_yellow',
    'born_last_day',
  ],
  rules,
  redFlags: RED_FLAGS,
  conditions: CONDITIONS,
  ruleTexts: {
    infant_fever: 'Fever in an infant under 3 months (NICE NG143 red)',
    child_bloody_diarrhoea:
      'Bloody diarrhoea in a child: risk of haemolytic uraemic syndrome (NICE CKS gastroenteritis)',
    child_fever_5d: 'Fever for 5 days or more in a child (NICE NG143 amber)',
    infant_fever_39: 'Temperature ≥39 °C at 3–6 months (NICE NG143 amber)',
    child_fever: 'Fever in a child under 5 (NICE NG143)',
    rr_child: 'Respiratory rate {{rate}}/min in a child, above {{limit}}/min for age ({{source}})',
    febrile_child_red:
      'Child with fever who is floppy, drowsy, mottled or has a weak or high-pitched cry: possible sepsis, emergency assessment (NICE NG51, NG143)',
    young_infant_fever:
      'Baby under 3 months with a temperature of 38 °C or more: NICE NG143 red feature, emergency assessment',
    child_red_features:
      'Child who is mottled, or drowsy and hard to wake with an illness: NICE NG143 red feature, emergency assessment',
    child_dehydration_red:
      'Child with diarrhoea or vomiting, signs of dehydration and lethargy or drowsiness: red-flag dehydration, emergency assessment (NICE CG84)',
    child_dehydration:
      'Child under 5 with diarrhoea or vomiting and signs of dehydration (dry nappies, sunken eyes, not drinking): same-day assessment (NICE CG84, NHS)',
    infant_diarrhoea_vomiting:
      'Baby under 1 year with diarrhoea or vomiting: same-day GP or NHS 111 assessment (NHS diarrhoea and vomiting, NICE CG84)',
    child_amber_features:
      'Child with an amber feature (not feeding, dry nappies, nasal flaring, reduced activity or pallor): same-day face-to-face assessment (NICE NG143)',
    croup:
      'Barking cough in a child (croup): same-day GP assessment; emergency if stridor at rest (NICE CKS croup)',
    stridor:
      'Stridor (noisy breathing in) only when upset or active: same-day assessment; emergency if present at rest or with recession (NICE CKS croup)',
    infant_projectile_vomiting:
      'Projectile vomiting in a baby under 3 months: possible pyloric stenosis, same-day paediatric assessment; emergency with dehydration or weight loss (NICE CKS)',
    infant_projectile_vomiting_older:
      'Projectile vomiting in a baby under 1 year: same-day assessment (NICE CKS)',
    child_apnoea:
      'Pauses in breathing (apnoea) in a baby or child: emergency, call 112 (NICE NG9 bronchiolitis)',
    bronchiolitis_poor_feeding:
      'Baby or toddler under 2 with a respiratory illness taking less than half the usual feeds: hospital assessment now (NICE NG9)',
    child_head_bobbing:
      'Head bobbing with each breath in a baby or child (increased work of breathing): hospital assessment now (NICE NG9)',
    child_food_allergy:
      'Child with swelling of the lips, face or tongue or widespread hives after a food: emergency assessment even when breathing normally (Resuscitation Council UK; NICE CG116)',
    neonatal_jaundice_urgent:
      'Baby yellow in the first 24 hours, still yellow after 14 days, or yellow with pale stools, dark urine, poor feeding or sleepiness: same-day urgent assessment and bilirubin check (NICE CG98)',
    neonatal_jaundice:
      'Yellow newborn baby who is feeding well: midwife, health visitor or GP soon for a bilirubin check (NICE CG98)',
    infant_sunken_fontanelle:
      "Baby's soft spot (fontanelle) sunken: a sign of dehydration, same-day face-to-face assessment (NICE CG84, NHS)",
  },
  patterns: {
    child_respiratory_distress: 'bronchiolitis', // NICE NG9
    stridor_at_rest: 'croup', // NICE CKS croup
    croup: 'croup', // NICE CKS croup
    stridor: 'croup', // NICE CKS croup
    floppy_child: 'seriously_ill_child', // NICE NG143
    abnormal_cry: 'seriously_ill_child', // NICE NG143
    child_red_features: 'seriously_ill_child', // NICE NG143
    febrile_child_red: 'sepsis', // NICE NG51: high-risk criteria in a child with fever
    bulging_fontanelle: 'meningitis', // NICE NG240: bulging fontanelle in an infant
    infant_dehydration: 'child_dehydration', // NICE CG84
    sunken_fontanelle_unwell: 'child_dehydration', // NICE CG84
    infant_sunken_fontanelle: 'child_dehydration', // NICE CG84
    child_dehydration_red: 'child_dehydration', // NICE CG84
    child_dehydration: 'child_dehydration', // NICE CG84
    infant_diarrhoea_vomiting: 'gastroenteritis', // NHS diarrhoea and vomiting
    infant_projectile_vomiting: 'pyloric_stenosis', // NICE CKS
    infant_projectile_vomiting_older: 'pyloric_stenosis', // NICE CKS
    child_apnoea: 'bronchiolitis', // NICE NG9
    bronchiolitis_poor_feeding: 'bronchiolitis', // NICE NG9
    child_head_bobbing: 'bronchiolitis', // NICE NG9
    child_food_allergy: 'food_allergy_reaction', // NICE CG116
    neonatal_jaundice_urgent: 'neonatal_jaundice', // NICE CG98
    neonatal_jaundice: 'neonatal_jaundice', // NICE CG98
  },
};
