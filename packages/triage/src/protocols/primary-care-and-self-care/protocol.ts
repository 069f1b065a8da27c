import type { Findings } from '../../nlp/findings.ts';
import type { Hit, Protocol } from '../types.ts';

/**
 * Primary-care and self-care protocol (non-emergency messages): the "see a GP" thresholds of NICE NG12 (suspected
 * cancer), NG97 (dementia), NG100 (inflammatory arthritis), NG88 (heavy menstrual bleeding) and
 * NICE CKS, and the common self-care complaints (NHS pharmacy first) recognised in all 15 languages,
 * so that a message with a recognised minor complaint is read as self-care and a message with a
 * quiet but important one is sent to a GP. Nothing here lowers a red flag: every emergency reading
 * of the engine and the safety floor stays as it was.
 */

/**
 * Signs that the patient is not otherwise well (ESI, NEWS2, NICE NG51 / NG143): a self-care or routine-GP
 * condition of this group is not considered when one of them is present, so it can never outrank the
 * condition that explains them (sepsis, meningitis, dehydration …), and the rules that place a condition
 * first do not fire.
 */
const SYSTEMIC = [
  'drowsy',
  'confusion',
  'unconscious',
  'severe_dyspnoea',
  'dyspnoea',
  'chest_pain',
  'fainting',
  'seizure',
  'anuria',
  'mottled_skin',
  'cyanosis',
  'nonblanching_rash',
  'cant_keep_fluids',
  'dehydration',
  'impending_doom',
  'vomiting_blood',
  'heavy_bleeding',
  'throat_swelling',
];
/** Not considered when a systemic sign is present. */
const OTHERWISE_WELL = { explained: SYSTEMIC, butNot: [] };
/** Not considered with a systemic sign or a fever (NHS: teething and nappy rash do not cause a fever; NICE NG143). */
const WELL_AND_AFEBRILE = { explained: [...SYSTEMIC, 'fever', 'chills'], butNot: [] };

/** Pain words, sudden onset or vomiting with a testicular finding: the acute scrotum, not a painless lump. */
const SCROTAL_PAIN = ['complaint_unspecified', 'severe', 'sudden_onset', 'vomiting', 'nausea', 'fever'];

/** A finding that was stated and then said to have settled ("it has settled now") — history of today. */
function presentOrResolved(f: Findings, concept: string): boolean {
  return (
    f.present.has(concept) || f.mentions.some((m) => m.concept === concept && m.polarity === 'resolved')
  );
}

export const BENIGN: Protocol = {
  implies: { muscle_soreness: ['strain'] },
  notSymptoms: ['spreading', 'boil_large', 'faint_trigger', 'full_recovery', 'non_healing', 'upper_airway_signs', 'exertional'],
  conditions: [
    {
      id: 'testicular_lump',
      name: 'Painless testicular lump (possible testicular cancer)',
      icd10: 'N50.8',
      area: 'gu',
      base: 0.3,
      unless: OTHERWISE_WELL,
      key: ['testicular_lump'],
      cues: { testicular_pain: 0.3, lump: 0.3, complaint_unspecified: -1, severe: -1, sudden_onset: -1, vomiting: -1 },
      urgency: 4,
      redFlags: ['testicular_torsion'],
      questions: ['onset', 'character', 'associated'],
      advice: 'general',
      watch: ['sudden or severe pain in the testicle, or vomiting'],
    },
    {
      id: 'unexplained_weight_loss',
      name: 'Unexplained weight loss',
      icd10: 'R63.4',
      area: 'general',
      base: 0.5,
      unless: OTHERWISE_WELL,
      key: ['weight_loss'],
      cues: { fatigue: 0.3, lump: -0.6, thirst: -0.5 },
      urgency: 4,
      redFlags: [],
      questions: ['onset', 'associated', 'history'],
      advice: 'general',
      watch: ['vomiting blood, black stools or difficulty swallowing'],
    },
    {
      id: 'dementia',
      name: 'Memory decline (possible dementia)',
      icd10: 'F03',
      area: 'neuro',
      base: 0.4,
      unless: OTHERWISE_WELL,
      key: ['memory_loss'],
      cues: { confusion: -0.5, sudden_onset: -1, fever: -1 },
      urgency: 4,
      redFlags: ['confusion', 'stroke'],
      questions: ['onset', 'history', 'medications'],
      advice: 'general',
      watch: ['sudden confusion, drowsiness, weakness or trouble speaking'],
    },
    {
      id: 'oesophageal_dysphagia',
      name: 'Dysphagia (food sticking)',
      icd10: 'R13',
      area: 'gi',
      base: 0.3,
      unless: OTHERWISE_WELL,
      key: ['dysphagia'],
      cues: { heartburn: 0.3, weight_loss: 0.4, sore_throat: -1.5, fever: -0.5 },
      urgency: 4,
      redFlags: ['anaphylaxis', 'choking'],
      questions: ['onset', 'associated'],
      advice: 'general',
      watch: ['unable to swallow saliva or liquids, or vomiting blood'],
    },
    {
      id: 'menorrhagia',
      name: 'Heavy menstrual bleeding',
      icd10: 'N92.0',
      area: 'gu',
      base: 0.4,
      // breathlessness and fainting are its anaemia features (the rules raise the urgency for them)
      unless: { explained: SYSTEMIC.filter((c) => c !== 'dyspnoea' && c !== 'fainting'), butNot: [] },
      key: ['heavy_periods'],
      cues: { fatigue: 0.3, dyspnoea: 0.2, dizziness: 0.2, anaemia_pale: 0.3, period_pain: 0.2 },
      urgency: 4,
      redFlags: ['major_bleeding', 'pregnancy_emergency'],
      questions: ['onset', 'pregnancy', 'associated'],
      advice: 'general',
      watch: ['soaking a pad every hour, fainting or feeling very dizzy'],
    },
    {
      id: 'inflammatory_arthritis',
      name: 'Inflammatory arthritis (persistent synovitis)',
      icd10: 'M06.9',
      area: 'msk',
      base: 0.3,
      unless: OTHERWISE_WELL,
      key: ['joint_pain', 'morning_stiffness'],
      requires: [['morning_stiffness']],
      cues: { swelling_local: 0.3, morning_stiffness: 0.6, injury: -1, skin_red_hot: -0.5 },
      urgency: 4,
      redFlags: [],
      questions: ['onset', 'location', 'timing'],
      advice: 'msk',
      watch: ['a single hot swollen joint with fever'],
    },
    {
      id: 'non_healing_lesion',
      name: 'Non-healing skin lesion (possible skin cancer)',
      icd10: 'L98.9',
      area: 'skin',
      base: 0.3,
      unless: OTHERWISE_WELL,
      key: ['non_healing'],
      cues: { bleeding: 0.3, mouth_ulcer: -0.2 },
      urgency: 4,
      redFlags: [],
      questions: ['onset', 'character'],
      advice: 'general',
      watch: ['rapid growth, bleeding that does not stop or a new lump'],
    },
    {
      id: 'boil',
      name: 'Boil / skin abscess',
      icd10: 'L02.9',
      area: 'skin',
      base: 0.5,
      unless: OTHERWISE_WELL,
      key: ['boil'],
      cues: { swelling_local: 0.2, toothache: -2, skin_red_hot: 0.2 },
      urgency: 5,
      redFlags: [],
      questions: ['onset', 'location', 'fever'],
      advice: 'general',
      watch: ['spreading redness, fever, or a boil on the face'],
    },
    {
      id: 'threadworm',
      name: 'Threadworms',
      icd10: 'B80',
      area: 'gi',
      base: 0.6,
      unless: OTHERWISE_WELL,
      key: ['threadworms'],
      cues: { itch: 0.3 },
      urgency: 5,
      redFlags: [],
      questions: ['associated'],
      advice: 'general',
      watch: ['tummy pain, weight loss or blood in the stool'],
    },
    {
      id: 'dandruff',
      name: 'Dandruff (seborrhoeic dermatitis of the scalp)',
      icd10: 'L21.0',
      area: 'skin',
      base: 0.6,
      unless: OTHERWISE_WELL,
      key: ['dandruff'],
      cues: { itch: 0.3, rash: 0.1 },
      urgency: 5,
      redFlags: [],
      questions: ['onset'],
      advice: 'skin_itch',
      watch: ['no improvement after a month of medicated shampoo, or hair loss'],
    },
    {
      id: 'heat_rash',
      name: 'Heat rash (miliaria)',
      icd10: 'L74.0',
      area: 'skin',
      base: 0.6,
      unless: OTHERWISE_WELL,
      key: ['heat_rash'],
      cues: { rash: 0.3, itch: 0.3 },
      urgency: 5,
      redFlags: ['meningitis'],
      questions: ['onset', 'fever'],
      advice: 'skin_itch',
      watch: ['fever, a rash that does not fade under a glass, or no improvement after a few days'],
    },
    {
      id: 'hiccups',
      name: 'Hiccups',
      icd10: 'R06.6',
      area: 'gi',
      base: 0.6,
      unless: OTHERWISE_WELL,
      key: ['hiccups'],
      urgency: 5,
      redFlags: [],
      questions: ['onset'],
      advice: 'general',
      watch: ['hiccups lasting more than 48 hours'],
    },
    {
      id: 'dysmenorrhoea',
      name: 'Period pain (primary dysmenorrhoea)',
      icd10: 'N94.6',
      area: 'gu',
      base: 0.5,
      unless: OTHERWISE_WELL,
      key: ['period_pain'],
      cues: {
        abdominal_pain: 0.5,
        back_pain: 0.2,
        relieved: 0.3,
        recurrent_known: 0.3,
        fever: -1,
        pregnant: -2,
        vomiting: -0.5,
        fainting: -1,
      },
      urgency: 5,
      redFlags: ['pregnancy_emergency', 'severe_abdominal_pain'],
      questions: ['onset', 'pregnancy', 'relieving'],
      advice: 'general',
      watch: ['pain that painkillers do not help, fever, or bleeding between periods or after sex'],
    },
    {
      id: 'vasovagal_syncope',
      name: 'Uncomplicated (vasovagal) faint',
      icd10: 'R55',
      area: 'cardio',
      base: 0.4,
      key: ['faint_trigger'],
      requires: [['fainting'], ['full_recovery']],
      cues: { fainting: 0.5, chest_pain: -2, palpitations: -2, dyspnoea: -2, injury: -0.5 },
      urgency: 5,
      redFlags: ['syncope_cardiac'],
      questions: ['onset', 'associated', 'history'],
      advice: 'general',
      watch: ['fainting during exercise, with chest pain or palpitations, or not coming round quickly'],
    },
    {
      id: 'wart',
      name: 'Wart / verruca',
      icd10: 'B07',
      area: 'skin',
      base: 0.6,
      unless: OTHERWISE_WELL,
      key: ['wart'],
      cues: { complaint_unspecified: 0.1 },
      urgency: 5,
      redFlags: [],
      questions: ['onset', 'location'],
      advice: 'general',
      watch: ['bleeding, change in appearance, or no improvement after 12 weeks of pharmacy treatment'],
    },
    {
      id: 'cold_sore',
      name: 'Cold sore (herpes labialis)',
      icd10: 'B00.1',
      area: 'skin',
      base: 0.6,
      unless: OTHERWISE_WELL,
      key: ['cold_sore'],
      cues: { numbness: 0.2, recurrent_known: 0.3, vesicles: 0.3 },
      urgency: 5,
      redFlags: [],
      questions: ['onset', 'history'],
      advice: 'general',
      watch: ['not healing after 10 days, spreading to the eye, or a weakened immune system'],
    },
    {
      id: 'leg_cramps',
      name: 'Leg cramps',
      icd10: 'R25.2',
      area: 'msk',
      base: 0.6,
      unless: OTHERWISE_WELL,
      key: ['leg_cramps'],
      cues: { calf: 0.5, leg_swelling: -2, skin_red_hot: -1, vte_risk: -2 },
      urgency: 5,
      redFlags: ['pe_signs'],
      questions: ['onset', 'timing'],
      advice: 'msk',
      watch: ['a swollen, warm or red calf, or cramps lasting more than 10 minutes or causing weakness'],
    },
    {
      id: 'earwax',
      name: 'Earwax build-up',
      icd10: 'H61.2',
      area: 'ent',
      base: 0.6,
      unless: OTHERWISE_WELL,
      key: ['earwax'],
      cues: { hearing_change: 0.3, ear_pain: -0.5, ear_discharge: -0.5 },
      urgency: 5,
      redFlags: [],
      questions: ['onset', 'associated'],
      advice: 'general',
      watch: ['ear pain, discharge, dizziness or sudden hearing loss'],
    },
    {
      id: 'muscle_soreness',
      name: 'Muscle soreness after exercise',
      icd10: 'M79.1',
      area: 'msk',
      base: 0.6,
      unless: OTHERWISE_WELL,
      key: ['muscle_soreness'],
      cues: { myalgia: 0.4, complaint_unspecified: 0.1, fever: -1, chest_pain: -1 },
      urgency: 5,
      redFlags: [],
      questions: ['onset', 'injury_how'],
      advice: 'msk',
      watch: ['dark urine, severe swelling or weakness after exercise'],
    },
    {
      id: 'bloating_wind',
      name: 'Bloating / wind',
      icd10: 'R14',
      area: 'gi',
      base: 0.8,
      unless: OTHERWISE_WELL,
      key: ['bloating'],
      cues: { abdominal_pain: -0.5, vomiting: -1, weight_loss: -1, distension: -0.5, constipation: -0.3, food_trigger: 0.2 },
      urgency: 5,
      redFlags: ['bowel_obstruction'],
      questions: ['onset', 'associated'],
      advice: 'general',
      watch: ['bloating most days for 3 weeks, weight loss, vomiting or not passing wind'],
    },
    {
      id: 'chickenpox',
      name: 'Chickenpox',
      icd10: 'B01.9',
      area: 'skin',
      base: 0.8,
      unless: OTHERWISE_WELL,
      key: ['chickenpox'],
      cues: { itch: 0.2, rash: 0.3, vesicles: 0.5, fever: 0.2 },
      urgency: 5,
      redFlags: ['meningitis', 'sepsis'],
      questions: ['onset', 'fever', 'breathing'],
      advice: 'skin_itch',
      watch: ['difficulty breathing, chest pain, red hot painful skin around the spots, drowsiness or not drinking'],
    },
    {
      id: 'nappy_rash',
      name: 'Nappy rash',
      icd10: 'L22',
      area: 'skin',
      base: 0.8,
      unless: WELL_AND_AFEBRILE,
      key: ['nappy_rash'],
      cues: { rash: 0.3 },
      urgency: 5,
      redFlags: ['meningitis', 'purpuric_rash'],
      questions: ['onset', 'fever'],
      advice: 'skin_itch',
      watch: ['no improvement after a week of barrier cream, fever, or a baby who is unwell or not feeding'],
    },
    {
      id: 'tennis_elbow',
      name: 'Tennis elbow (lateral epicondylitis)',
      icd10: 'M77.1',
      area: 'msk',
      base: 0.8,
      unless: OTHERWISE_WELL,
      key: ['tennis_elbow'],
      cues: { joint_pain: 0.3, strain: 0.2 },
      urgency: 5,
      redFlags: [],
      questions: ['onset', 'aggravating'],
      advice: 'msk',
      watch: ['no improvement after 2 weeks, numbness or weakness in the hand'],
    },
    {
      id: 'teething',
      name: 'Teething',
      icd10: 'K00.7',
      area: 'ent',
      base: 0.8,
      unless: WELL_AND_AFEBRILE,
      key: ['teething'],
      cues: { fever: -0.5 },
      urgency: 5,
      redFlags: [],
      questions: ['fever', 'fluids'],
      advice: 'general',
      watch: ['a temperature of 38 °C or more, not feeding, or a baby who seems unwell'],
    },
    {
      id: 'emergency_contraception',
      name: 'Emergency contraception needed',
      icd10: 'Z30.0',
      area: 'gu',
      base: 0.8,
      key: ['emergency_contraception'],
      urgency: 3,
      redFlags: ['pregnancy_emergency'],
      questions: ['onset', 'pregnancy'],
      advice: 'general',
      watch: ['a late period, lower tummy pain or bleeding in the next weeks: do a pregnancy test'],
    },
    {
      id: 'giant_cell_arteritis',
      name: 'Possible giant cell arteritis',
      icd10: 'M31.6',
      area: 'neuro',
      base: 0.3,
      key: ['gca_features'],
      requires: [['headache']],
      cues: { headache: 0.5, vision_change: 0.5, fatigue: 0.2 },
      urgency: 3,
      redFlags: ['vision_loss', 'stroke'],
      questions: ['onset', 'vision'],
      advice: 'general',
      watch: ['any change or loss of vision: call 112 or go to the emergency department'],
    },
    {
      id: 'erectile_dysfunction',
      name: 'Erectile dysfunction',
      icd10: 'N52.9',
      area: 'gu',
      base: 0.6,
      unless: OTHERWISE_WELL,
      key: ['erectile_dysfunction'],
      urgency: 4,
      redFlags: [],
      questions: ['onset', 'history', 'medications'],
      advice: 'general',
      watch: ['chest pain on exertion'],
    },
    {
      id: 'bowel_habit_change',
      name: 'Change in bowel habit',
      icd10: 'R19.4',
      area: 'gi',
      base: 0.5,
      unless: OTHERWISE_WELL,
      key: ['bowel_habit_change'],
      cues: { blood_in_stool: 0.3, weight_loss: 0.3, diarrhoea: 0.2 },
      urgency: 4,
      redFlags: ['gi_bleed'],
      questions: ['onset', 'stool_blood'],
      advice: 'general',
      watch: ['blood in the stool, black stools, weight loss or tummy pain'],
    },
    {
      id: 'hoarse_voice',
      name: 'Hoarse voice (laryngitis)',
      icd10: 'R49.0',
      area: 'ent',
      base: 0.5,
      unless: OTHERWISE_WELL,
      key: ['hoarse_voice'],
      cues: { sore_throat: 0.2, runny_nose: 0.2, cough: 0.2, smoker: 0.2 },
      urgency: 5,
      redFlags: ['anaphylaxis'],
      questions: ['onset', 'associated'],
      advice: 'sore_throat',
      watch: ['hoarseness lasting 3 weeks or more, difficulty swallowing or breathing'],
    },
    {
      id: 'luts',
      name: 'Lower urinary tract symptoms (possible prostate enlargement)',
      icd10: 'N40',
      area: 'gu',
      base: 0.5,
      unless: OTHERWISE_WELL,
      key: ['luts'],
      cues: { urinary_frequency: 0.3 },
      urgency: 4,
      redFlags: [],
      questions: ['onset', 'urine_fever'],
      advice: 'general',
      watch: ['unable to pass urine, blood in the urine or fever'],
    },
  ],
  patterns: {
    testicular_lump: 'testicular_lump',
    memory_decline: 'dementia',
    dysphagia_refer: 'oesophageal_dysphagia',
    heavy_periods: 'menorrhagia',
    inflammatory_arthritis: 'inflammatory_arthritis',
    cellulitis_spreading: 'cellulitis',
    renal_colic_settled: 'renal_colic',
    gca: 'giant_cell_arteritis',
    food_bolus: 'oesophageal_dysphagia',
    heavy_bleeding_unstable: 'menorrhagia',
    leg_cramps: 'leg_cramps',
  },
  ruleTexts: {
    testicular_lump:
      'Painless lump or enlargement of a testicle: GP, suspected cancer pathway (NICE NG12)',
    memory_decline:
      'Memory getting worse or getting lost over months: GP assessment for dementia (NICE NG97)',
    dysphagia_refer:
      'Food sticking or difficulty swallowing: GP, urgent endoscopy pathway (NICE NG12)',
    heavy_periods:
      'Heavy menstrual bleeding: GP assessment with a blood count for anaemia (NICE NG88)',
    inflammatory_arthritis:
      'Joint pain or swelling with morning stiffness: GP, urgent rheumatology referral for suspected synovitis (NICE NG100)',
    non_healing_lesion:
      'A sore, ulcer or spot that has not healed: GP assessment for skin cancer (NICE NG12)',
    cellulitis_spreading: 'Red, hot, spreading skin: same-day GP assessment for cellulitis (NICE CKS cellulitis)',
    boil_refer:
      'Boil that is large, lasting a week or more, recurrent, or with fever or spreading redness: GP (NHS; NICE CKS boils)',
    renal_colic_settled:
      'Loin pain with blood in the urine that has settled: same-day GP assessment (NICE NG118 renal colic)',
    hiccups_48h: 'Hiccups lasting more than 48 hours: GP (NHS)',
    threadworm_gp: 'Threadworms in a child under 2 or in pregnancy: GP rather than pharmacy treatment (NHS)',
    leg_cramps: 'Leg cramps without swelling, redness or clot risk: self-care with stretching (NHS leg cramps)',
    wart_refer: 'Wart that bleeds, changes, spreads or has not responded to treatment: GP (NHS warts and verrucas)',
    cold_sore_gp: 'Cold sore not healing after 10 days, in a baby or with a weakened immune system: GP (NHS cold sores)',
    bloating_ng12:
      'Bloating most days for 3 weeks or more in a woman aged 50 or over: GP, CA125 test (NICE NG12 ovarian cancer)',
    food_bolus:
      'Unable to swallow saliva: emergency assessment for oesophageal obstruction or airway swelling (ESGE 2016; NICE CKS sore throat)',
    heavy_bleeding_unstable:
      'Heavy menstrual bleeding with fainting or confusion: emergency assessment (NICE NG88; RCOG acute heavy menstrual bleeding)',
    chickenpox_risk:
      'Chickenpox in pregnancy, a newborn or a weakened immune system: urgent same-day advice (NHS chickenpox; NICE CKS)',
    upper_airway:
      'Sore throat or difficulty swallowing with drooling, stridor, muffled voice or trismus: emergency (NICE CKS sore throat; NICE NG84)',
    emergency_contraception:
      'Unprotected sex or condom failure: emergency contraception the same day (FSRH emergency contraception guideline)',
    gca:
      'New headache at 50 or over with scalp tenderness or jaw pain on chewing: same-day assessment for giant cell arteritis (NICE CKS giant cell arteritis)',
    bowel_habit_change:
      'Change in bowel habit: GP, faecal immunochemical test (NICE NG12; at 60 or over, suspected cancer pathway)',
    hoarseness_3w: 'Hoarseness for 3 weeks or more: GP, urgent ENT referral (NICE CKS hoarseness; NICE NG12)',
    period_pain_refer:
      'Period pain not helped by painkillers or with heavy bleeding: GP assessment (NHS; NICE CKS dysmenorrhoea)',
  },
  rules(f: Findings, hit: Hit) {
    const P = (c: string) => f.present.has(c);
    const any = (...cs: string[]) => cs.some(P);
    const days = f.durationDays;
    const age = f.ageYears;
    const adult = age === undefined || age >= 16;
    const fever = P('fever') || (f.vitals.temperatureC ?? 0) >= 37.8;
    // The rules below that place a routine condition first keep out of the way of a systemic illness.
    const unwell = any(...SYSTEMIC);
    // NICE NG12 1.5.4: non-painful enlargement or change in shape or texture of the testis (pain, sudden
    // onset or vomiting keep the acute-scrotum reading and the torsion red flag).
    if (P('testicular_lump') && !any(...SCROTAL_PAIN) && !unwell) hit('testicular_lump', 4);
    // NICE NG97 1.2: memory decline over months → assess in primary care (sudden confusion is the delirium red flag).
    if (P('memory_loss') && !P('sudden_onset') && !unwell && !(days !== undefined && days < 7)) hit('memory_decline', 4);
    // NICE NG12 1.2.1: dysphagia → urgent direct-access endoscopy (a sore throat explains painful swallowing).
    if (P('dysphagia') && adult && !unwell && !any('sore_throat', 'throat_swelling', 'choking', 'tonsil_exudate'))
      hit('dysphagia_refer', 4);
    // NICE NG88: heavy menstrual bleeding (with tiredness or breathlessness: a blood count for anaemia) → GP.
    if (P('heavy_periods')) hit('heavy_periods', 4);
    // NICE NG100 1.1.1: persistent synovitis (joint pain or swelling with morning stiffness) → urgent referral.
    if (P('morning_stiffness') && any('joint_pain', 'swelling_local') && !P('injury') && !unwell)
      hit('inflammatory_arthritis', 4);
    // NICE NG12 1.7 / NHS: a sore, ulcer or spot that has not healed (two weeks or more, or no time given) → GP.
    if (P('non_healing') && !(days !== undefined && days < 14)) hit('non_healing_lesion', 4);
    // NICE CKS cellulitis: red, hot skin that is spreading (with or without fever) → same-day assessment; a
    // swollen leg keeps the DVT reading (NICE NG158), sunburn explains redness, an expanding ring after a tick
    // bite is erythema migrans (NICE NG95).
    if (
      P('skin_red_hot') &&
      !unwell &&
      any('spreading', 'wound', 'skin_infected') &&
      !any('leg_swelling', 'sunburn', 'burn', 'joint_pain', 'tick_rash')
    )
      hit('cellulitis_spreading', 3);
    // NHS boils / NICE CKS: large or very painful, lasting a week or more, recurrent, with fever or spreading redness → GP.
    if (
      P('boil') &&
      !P('toothache') &&
      (P('boil_large') ||
        P('severe') ||
        fever ||
        P('skin_red_hot') ||
        P('recurrent_known') ||
        P('no_relief') ||
        (days !== undefined && days >= 7))
    )
      hit('boil_refer', 4);
    // NICE NG118: renal colic that has settled, with blood in the urine → same-day GP review (imaging).
    if (
      !unwell &&
      (presentOrResolved(f, 'flank') || (presentOrResolved(f, 'abdominal_pain') && P('radiation'))) &&
      presentOrResolved(f, 'haematuria')
    )
      hit('renal_colic_settled', 3);
    // NHS hiccups: see a GP if they last more than 48 hours.
    if (P('hiccups') && days !== undefined && days > 2) hit('hiccups_48h', 4);
    // NHS threadworms: pharmacy treatment is not licensed under 2 years or in pregnancy → GP.
    if (P('threadworms') && ((age !== undefined && age < 2) || P('pregnant'))) hit('threadworm_gp', 4);
    // NHS leg cramps: a cramp without swelling, redness or VTE risk is self-care (NICE NG158 keeps the DVT reading
    // when the calf is swollen, red or the patient has a risk factor).
    if (
      P('leg_cramps') &&
      !unwell &&
      !any('leg_swelling', 'skin_red_hot', 'vte_risk', 'pregnant', 'injury', 'cold_pale_limb', 'numbness', 'fever')
    )
      hit('leg_cramps', 5);
    // NHS warts and verrucas: bleeding, changing, spreading or not helped by pharmacy treatment → GP.
    if (P('wart') && any('bleeding', 'mole_change', 'spreading', 'no_relief')) hit('wart_refer', 4);
    // NHS cold sores: not healing after 10 days, a baby, or a weakened immune system → GP.
    if (
      P('cold_sore') &&
      ((days !== undefined && days > 10) || P('immunosuppressed') || (age !== undefined && age < 1))
    )
      hit('cold_sore_gp', 4);
    // NICE NG12 1.5.11: persistent bloating (most days, 3 weeks or more) in a woman aged 50 or over → CA125.
    if (P('bloating') && f.sex === 'female' && (age ?? 0) >= 50 && days !== undefined && days >= 21)
      hit('bloating_ng12', 4);
    // ESGE 2016 / NICE CKS sore throat: cannot swallow saliva (complete oesophageal obstruction, or airway
    // swelling such as epiglottitis) → emergency.
    if (P('cant_swallow_saliva')) hit('food_bolus', 2);
    // NICE NG88 / RCOG: heavy menstrual bleeding with fainting or confusion (haemodynamic compromise) → emergency.
    if (P('heavy_periods') && any('fainting', 'confusion', 'mottled_skin', 'cyanosis')) hit('heavy_bleeding_unstable', 2);
    // NHS chickenpox / NICE CKS: pregnancy, a baby under 4 weeks or a weakened immune system → urgent same-day advice.
    if (
      P('chickenpox') &&
      (P('pregnant') || P('immunosuppressed') || (age !== undefined && age < 1 / 12))
    )
      hit('chickenpox_risk', 3);
    // NICE CKS sore throat / NG84: drooling, stridor, a muffled voice or trismus with a sore throat or difficulty
    // swallowing (epiglottitis, quinsy) → emergency. Drooling alone (a teething baby) is not enough.
    if (P('upper_airway_signs') && any('sore_throat', 'dysphagia', 'fever', 'throat_swelling')) hit('upper_airway', 2);
    // FSRH: emergency contraception as soon as possible after unprotected sex → same-day pharmacy or GP.
    // It works only within 5 days; a late period after unprotected sex is a pregnancy question instead.
    if (P('emergency_contraception') && !P('late_period') && !(days !== undefined && days > 5))
      hit('emergency_contraception', 3);
    // NICE CKS giant cell arteritis: new headache at 50 or over with scalp tenderness or jaw claudication → same day.
    if (P('headache') && P('gca_features') && (age === undefined || age >= 50) && !P('injury')) hit('gca', 3);
    // NICE NG12 1.3 / DG30: a change in bowel habit (looser or more frequent stools) → GP (FIT at 60 or over).
    if (P('bowel_habit_change') && adult) hit('bowel_habit_change', 4);
    // NICE CKS hoarseness: lasting 3 weeks or more → urgent referral (NICE NG12 1.8 at 45 or over).
    if (P('hoarse_voice') && days !== undefined && days >= 21) hit('hoarseness_3w', 4);
    // NHS period pain / NICE CKS dysmenorrhoea: painkillers do not help, or heavy bleeding → GP (secondary causes).
    if (P('period_pain') && any('no_relief', 'heavy_periods')) hit('period_pain_refer', 4);
  },
};
