import type { Urgency } from '@asa/domain';
import { PROTOCOL_RED_FLAGS } from '../protocols/index.ts';
import type { RedFlagRule } from './types.ts';

/**
 * Emergency red flags (NHS 111 "call 999/go to A&E" dispositions, ESI level 1–2 criteria,
 * Resuscitation Council UK anaphylaxis, NICE NG240 meningitis, FAST stroke signs). Each fires when
 * every group in `all` has at least one present concept (in what the patient said).
 */
export type { RedFlagRule } from './types.ts';

export const RED_FLAGS: RedFlagRule[] = [
  {
    id: 'cardiac_chest_pain',
    label: 'Chest pain with breathlessness, sweating, nausea, fainting or spread to arm/jaw',
    urgency: 1,
    all: [
      ['chest_pain', 'cardiac_quality'],
      ['dyspnoea', 'severe_dyspnoea', 'sweating', 'radiation', 'nausea', 'fainting'],
    ],
  },
  {
    id: 'crushing_chest_pain',
    label: 'Crushing or pressure-like chest pain',
    urgency: 2,
    all: [['cardiac_quality'], ['chest_pain']],
  },
  { id: 'severe_breathing', label: 'Severe breathing difficulty', urgency: 1, all: [['severe_dyspnoea']] },
  { id: 'cyanosis', label: 'Blue/grey lips or mottled skin', urgency: 1, all: [['cyanosis']] },
  {
    id: 'stroke',
    label: 'Stroke signs (face drooping, arm weakness, speech problems)',
    urgency: 1,
    all: [['face_droop', 'slurred_speech', 'one_sided_weakness']],
  },
  {
    id: 'anaphylaxis',
    label: 'Anaphylaxis: throat/tongue swelling or allergic swelling with breathing difficulty',
    urgency: 1,
    all: [['throat_swelling']],
  },
  {
    id: 'anaphylaxis_breathing',
    label: 'Allergic reaction with breathing difficulty, wheeze or collapse',
    urgency: 1,
    all: [
      ['hives', 'lip_face_swelling', 'allergen_exposure'],
      ['dyspnoea', 'severe_dyspnoea', 'wheeze', 'fainting', 'throat_swelling'],
    ],
  },
  // NICE CKS angio-oedema / Resuscitation Council UK: lip or face swelling after a food or drug allergen can progress to airway swelling
  {
    id: 'allergic_angioedema',
    label: 'Lip or face swelling after a food or drug allergen',
    urgency: 2,
    all: [['lip_face_swelling'], ['allergen_exposure']],
  },
  // Resuscitation Council UK: airway obstruction by a foreign body
  { id: 'choking', label: 'Choking (airway obstruction)', urgency: 1, all: [['choking']] },
  // Resuscitation Council UK / RLSS: everyone pulled from the water after submersion needs hospital assessment
  { id: 'drowning', label: 'Drowning or near-drowning', urgency: 2, all: [['drowning']] },
  // British Burn Association referral criteria: large, deep, facial, inhalational, electrical or chemical burns
  {
    id: 'major_burn',
    label: 'Large, deep, facial, inhalational or electrical burn',
    urgency: 2,
    all: [['large_burn']],
  },
  {
    id: 'thunderclap',
    label: 'Sudden severe ("worst ever") headache',
    urgency: 2,
    all: [['thunderclap_headache']],
  },
  // NICE NG240: meningism is a stiff neck WITH fever, headache, photophobia or rash; a stiff neck the patient explains by posture (acute torticollis) is not, unless fever, photophobia, rash, vomiting or drowsiness come with it
  {
    id: 'meningitis',
    label: 'Fever with stiff neck or non-blanching rash',
    urgency: 1,
    all: [
      ['fever', 'headache'],
      ['neck_stiffness', 'nonblanching_rash'],
    ],
    unless: {
      explained: ['awkward_posture', 'injury', 'strain'],
      butNot: [
        'fever',
        'photophobia',
        'nonblanching_rash',
        'rash',
        'vomiting',
        'drowsy',
        'confusion',
        'severe',
      ],
    },
  },
  { id: 'purpuric_rash', label: 'Non-blanching rash', urgency: 1, all: [['nonblanching_rash']] },
  { id: 'unconscious', label: 'Unresponsive / unconscious', urgency: 1, all: [['unconscious']] },
  {
    id: 'syncope_cardiac',
    label: 'Loss of consciousness with chest pain, palpitations or breathlessness',
    urgency: 2,
    all: [['fainting'], ['chest_pain', 'palpitations', 'dyspnoea']],
  },
  { id: 'seizure', label: 'Seizure', urgency: 2, all: [['seizure']] },
  { id: 'confusion', label: 'New confusion or altered mental state', urgency: 2, all: [['confusion']] },
  { id: 'major_bleeding', label: 'Heavy bleeding that will not stop', urgency: 1, all: [['heavy_bleeding']] },
  // NICE CG141 / NHS: black stools; iron, bismuth or food explain dark stools in someone who is otherwise well (no vomiting of blood, dizziness, fainting, abdominal pain or breathlessness)
  {
    id: 'gi_bleed',
    label: 'Vomiting blood or black tarry stools',
    urgency: 2,
    all: [['vomiting_blood', 'black_stool']],
    unless: {
      explained: ['benign_dark_stool'],
      butNot: [
        'vomiting_blood',
        'dizziness',
        'fainting',
        'confusion',
        'drowsy',
        'abdominal_pain',
        'severe',
        'dyspnoea',
        'palpitations',
        'sweating',
        'heavy_bleeding',
        'vomiting',
      ],
    },
  },
  { id: 'suicide_risk', label: 'Suicidal thoughts or self-harm', urgency: 2, all: [['suicidal']] },
  {
    id: 'suicide_plan',
    label: 'Suicide plan, means or attempt',
    urgency: 1,
    all: [['suicide_plan', 'suicide_method']],
  },
  // NICE NG225: suicidal thoughts and, in any turn, a stated plan or intent ("I have a plan", or "yes" to "do you have a plan?")
  {
    id: 'suicide_plan_stated',
    label: 'Suicidal thoughts with a stated plan or intent',
    urgency: 1,
    all: [['suicidal'], ['plan_stated']],
  },
  { id: 'overdose', label: 'Overdose or poisoning', urgency: 2, all: [['overdose']] },
  {
    id: 'pregnancy_emergency',
    label: 'Pregnancy with bleeding or abdominal pain (possible ectopic/miscarriage)',
    urgency: 2,
    all: [['pregnant'], ['vaginal_bleeding', 'abdominal_pain']],
    // NICE NG126: light spotting without pain in early pregnancy is an early-pregnancy-unit referral,
    // not an emergency (bleeding from 20 weeks stays one: paediatric-obstetric round-5 rule)
    unless: {
      explained: ['light_spotting'],
      butNot: ['abdominal_pain', 'rlq', 'one_sided_pelvic_pain', 'shoulder_tip_pain', 'heavy_bleeding', 'passing_clots', 'fainting', 'dizziness', 'severe', 'uterine_hard', 'peritonism'],
    },
  },
  {
    id: 'testicular_torsion',
    label: 'Sudden or severe testicular pain (possible torsion)',
    urgency: 2,
    all: [['testicular_pain'], ['sudden_onset', 'severe', 'vomiting']],
  },
  {
    id: 'cauda_equina',
    label: 'Saddle numbness or new bladder/bowel dysfunction (cauda equina)',
    urgency: 2,
    all: [['cauda_equina']],
  },
  { id: 'vision_loss', label: 'Sudden loss of vision', urgency: 2, all: [['vision_loss']] },
  {
    id: 'head_injury_danger',
    label:
      'Head injury with loss of consciousness, vomiting, drowsiness, confusion, seizure or anticoagulant',
    urgency: 2,
    all: [
      ['head_injury'],
      ['fainting', 'unconscious', 'vomiting', 'drowsy', 'confusion', 'seizure', 'blood_thinner'],
    ],
  },
  { id: 'chemical_eye', label: 'Chemical or penetrating eye injury', urgency: 2, all: [['chemical_eye']] },
  {
    id: 'pe_signs',
    label: 'Breathlessness or chest pain with a swollen calf/leg (possible pulmonary embolism)',
    urgency: 2,
    all: [
      ['dyspnoea', 'chest_pain', 'severe_dyspnoea'],
      ['leg_swelling', 'calf'],
    ],
  },
  {
    id: 'severe_abdominal_pain',
    label: 'Severe or sudden abdominal pain',
    urgency: 2,
    all: [['abdominal_pain'], ['severe']],
  },
  // NICE NG12 / NHS 111: coughing up blood with breathlessness or chest pain (pulmonary embolism, massive haemoptysis)
  {
    id: 'haemoptysis_breathless',
    label: 'Coughing up blood with breathlessness or chest pain',
    urgency: 2,
    all: [['haemoptysis'], ['dyspnoea', 'severe_dyspnoea', 'chest_pain']],
  },
  // NHS 111 / NICE CG84: no urine for many hours with dizziness, drowsiness, confusion or unable to keep fluids down
  {
    id: 'severe_dehydration',
    label: 'Severe dehydration: no urine with dizziness, drowsiness, confusion or vomiting everything',
    urgency: 2,
    all: [['anuria'], ['dizziness', 'fainting', 'confusion', 'drowsy', 'cant_keep_fluids']],
  },
  // JBDS: hypoglycaemia with impaired consciousness needs help from someone else (severe hypo)
  {
    id: 'severe_hypoglycaemia',
    label: 'Low blood sugar with confusion, drowsiness, seizure or loss of consciousness',
    urgency: 2,
    all: [['hypoglycaemia'], ['confusion', 'drowsy', 'unconscious', 'seizure', 'fainting']],
  },
  // JBDS / NICE NG17: high glucose or ketones with vomiting, rapid breathing, abdominal pain or drowsiness (DKA)
  {
    id: 'dka',
    label:
      'High blood sugar or ketones with vomiting, fast breathing, abdominal pain or drowsiness (possible DKA)',
    urgency: 2,
    all: [
      ['hyperglycaemia'],
      ['vomiting', 'dyspnoea', 'severe_dyspnoea', 'drowsy', 'confusion', 'abdominal_pain'],
    ],
  },
  // NICE NG51 high-risk criteria: new confusion, mottled/ashen skin or cyanosis with a suspected infection
  {
    id: 'sepsis',
    label: 'Fever or shivering with confusion or mottled skin (possible sepsis)',
    urgency: 1,
    all: [
      ['fever', 'chills', 'infection'],
      ['confusion', 'cyanosis', 'mottled_skin'],
    ],
  },
  // NICE NG51 (no urine for 18 hours) / UK Sepsis Trust lay signs ("passing no urine all day", "feels like you are going to die", severe breathlessness)
  {
    id: 'sepsis_warning',
    label:
      'Infection or fever with no urine all day, severe breathlessness or "feels like dying" (possible sepsis)',
    urgency: 2,
    all: [
      ['fever', 'chills', 'infection'],
      ['anuria', 'impending_doom', 'severe_dyspnoea'],
    ],
  },
  // ---- round 4 (generalisation): each a cited clinical rule
  // NICE CG95 / ESC 2020: ACS presents atypically (elderly, women, diabetes) as jaw or arm pain with breathlessness or sweating, without chest pain
  {
    id: 'atypical_acs',
    label: 'Jaw or arm pain with breathlessness or sweating (possible atypical ACS)',
    urgency: 2,
    all: [
      ['jaw_arm_pain', 'radiation'],
      ['sweating', 'dyspnoea', 'fainting'],
    ],
    unless: { explained: ['injury', 'toothache', 'strain'], butNot: ['sweating', 'chest_pain'] },
  },
  // ESI danger signs / NICE NG51 (ashen skin) / NICE CG95: pale or grey and clammy with pain, breathlessness or faintness = shock or ACS
  {
    id: 'pale_clammy',
    label: 'Pale or grey and clammy with pain, breathlessness or faintness (possible shock / ACS)',
    urgency: 2,
    all: [
      ['sweating'],
      ['anaemia_pale', 'mottled_skin', 'cyanosis'],
      [
        'dyspnoea',
        'chest_pain',
        'radiation',
        'jaw_arm_pain',
        'abdominal_pain',
        'back_pain',
        'fainting',
        'dizziness',
        'severe',
        'confusion',
      ],
    ],
  },
  // RCOG Green-top 57 / NHS: reduced or absent fetal movements → call the maternity unit now, do not wait
  {
    id: 'reduced_fetal_movements',
    label: 'Reduced fetal movements',
    urgency: 2,
    all: [['reduced_fetal_movements']],
  },
  // NICE CKS / NHS 111: not passing stool or wind with distension or vomiting, or green (bilious) vomiting = bowel obstruction
  {
    id: 'bowel_obstruction',
    label: 'No stool or wind with vomiting or distension, or green vomit (possible bowel obstruction)',
    urgency: 2,
    all: [
      ['no_stool_or_wind', 'bilious_vomit'],
      ['vomiting', 'bilious_vomit', 'distension', 'abdominal_pain'],
    ],
  },
  // TOXBASE / NHS: swallowed medicines, a button battery, magnets or a household chemical → A&E now, even if well
  {
    id: 'ingestion',
    label: 'Swallowed medicine, button battery, magnet or household chemical',
    urgency: 2,
    all: [['swallowed_harmful']],
  },
  // NHS / UKHSA carbon monoxide: headache, nausea or dizziness with a fuel-burning appliance, in several people, or better away from home
  {
    id: 'carbon_monoxide',
    label: 'Possible carbon monoxide poisoning',
    urgency: 2,
    all: [
      ['co_exposure'],
      [
        'headache',
        'nausea',
        'vomiting',
        'dizziness',
        'confusion',
        'drowsy',
        'fainting',
        'fatigue',
        'dyspnoea',
      ],
    ],
  },
  // NICE NG41 spinal injury: trauma with new loss of movement or sensation in the legs → 999, do not move
  {
    id: 'spinal_injury',
    label: 'Injury with loss of movement or feeling in the legs (possible spinal cord injury)',
    urgency: 1,
    all: [['paralysis'], ['injury', 'head_injury', 'back_pain', 'neck_pain']],
  },
  // ESI level 2 / NICE NG41: new inability to move or feel the legs
  { id: 'paralysis', label: 'New loss of movement or feeling in the legs', urgency: 2, all: [['paralysis']] },
  // NICE CG178 / Mental Health Act crisis care: psychotic symptoms with risk to others or to self → emergency services
  {
    id: 'psychosis_risk',
    label: 'Psychotic symptoms with threat of harm to others or self',
    urgency: 1,
    all: [['psychosis'], ['harm_others', 'suicidal']],
  },
  // NHS: snake bite → 999 / A&E (envenomation, antivenom assessment)
  { id: 'snake_bite', label: 'Snake bite', urgency: 2, all: [['snake_bite']] },
  // JBDS DKA: known diabetes with vomiting and deep/fast breathing or drowsiness (ketone breath) = DKA until proven otherwise
  {
    id: 'dka_suspected',
    label: 'Diabetes with vomiting and fast/deep breathing or drowsiness (possible DKA)',
    urgency: 2,
    all: [['diabetes'], ['vomiting'], ['dyspnoea', 'severe_dyspnoea', 'drowsy', 'confusion']],
  },
  // NICE NG128 / BE-FAST: double vision with unsteadiness, slurred speech, one-sided weakness or a
  // sudden start is a stroke of the back of the brain until proven otherwise → 999
  {
    id: 'posterior_stroke',
    label: 'Double vision with unsteadiness, slurred speech or sudden onset (possible stroke)',
    urgency: 1,
    all: [['diplopia'], ['gait_ataxia', 'slurred_speech', 'one_sided_weakness', 'face_droop', 'sudden_onset']],
  },
  // NICE CG141 (Blatchford: syncope), NICE NG126 (ectopic with collapse) / NHS 111: blood from the
  // gut or the vagina with fainting or collapse is bleeding enough to drop the blood pressure → 999
  {
    id: 'bleeding_collapse',
    label: 'Bleeding from the bowel or vagina, or vomiting blood, with fainting or collapse',
    urgency: 1,
    all: [['vomiting_blood', 'blood_in_stool', 'black_stool', 'vaginal_bleeding'], ['fainting', 'unconscious']],
  },
];

RED_FLAGS.push(...PROTOCOL_RED_FLAGS);

export const RED_FLAG_BY_ID = new Map(RED_FLAGS.map((r) => [r.id, r]));
export type RedFlagUrgency = Extract<Urgency, 1 | 2>;
