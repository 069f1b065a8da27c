import type { RedFlagRule } from '../types.ts';
import { SYSTEMIC_INFECTION_SIGNS, SKIN_SITE } from '../common.ts';

export const RED_FLAGS: RedFlagRule[] = [
  {
    id: 'anaphylaxis',
    label: 'Anaphylaxis: throat/tongue swelling or allergic swelling with breathing difficulty',
    urgency: 1,
    all: [['throat_swelling']],
  },
  // Resuscitation Council UK (anaphylaxis 2021) / NHS: whoever uses an adrenaline auto-injector calls 999
  // every time, and "if in doubt, give adrenaline" — so the pen named beside a sign of a reaction is 999
  // (the pen carried, with no reaction told, is not); the pen used or given ("used my EpiPen", "gave him his
  // Jext") is itself the reaction told: one is used only for one, and after a use the guidance is 999 every time
  {
    id: 'adrenaline_given',
    label: 'Allergic reaction for which an adrenaline pen was or may be needed: always call 112',
    urgency: 1,
    all: [
      ['adrenaline_autoinjector'],
      ['hives', 'lip_face_swelling', 'throat_swelling', 'dyspnoea', 'severe_dyspnoea', 'wheeze', 'fainting', 'vomiting', 'dizziness', 'rash', 'adrenaline_pen_used'],
    ],
  },
  {
    id: 'anaphylaxis_breathing',
    label: 'Allergic reaction with breathing difficulty, wheeze or collapse',
    urgency: 1,
    // Resuscitation Council UK (anaphylaxis 2021): breathing problems within minutes of a bee or wasp
    // sting are anaphylaxis even before the skin is read
    all: [
      ['hives', 'lip_face_swelling', 'allergen_exposure', 'sting_bite'],
      ['dyspnoea', 'severe_dyspnoea', 'wheeze', 'fainting', 'throat_swelling'],
    ],
  },
  // Resuscitation Council UK (anaphylaxis 2021): after a bee or wasp sting, difficulty swallowing or a hoarse
  // voice is an airway problem → anaphylaxis, 999, even before the skin is read
  {
    id: 'sting_airway',
    label: 'Difficulty swallowing or a hoarse voice after a sting (anaphylaxis)',
    urgency: 1,
    all: [['sting_bite'], ['dysphagia', 'hoarse_voice']],
    // a cold or a sore throat explains a hoarse voice or painful swallowing (NICE CKS sore throat), unless
    // the swelling, hives or breathing of an allergic reaction are there too
    unless: {
      explained: ['runny_nose', 'sore_throat', 'cough', 'fever'],
      butNot: ['throat_swelling', 'lip_face_swelling', 'hives', 'dyspnoea', 'wheeze', 'stridor'],
    },
  },
  // NICE CKS angio-oedema / Resuscitation Council UK: lip or face swelling after a food or drug allergen can progress to airway swelling
  {
    id: 'allergic_angioedema',
    label: 'Lip or face swelling after a food or drug allergen or a sting',
    urgency: 2,
    // NHS insect bites and stings: swollen lips, mouth or tongue after a sting is a severe allergic
    // reaction until shown otherwise
    all: [['lip_face_swelling'], ['allergen_exposure', 'sting_bite']],
  },
  { id: 'purpuric_rash', label: 'Non-blanching rash', urgency: 1, all: [['nonblanching_rash']] },
  // NICE CKS cellulitis / NICE NG141: pain out of proportion or dusky skin with systemic illness → necrotising
  // soft-tissue infection until proven otherwise, emergency surgical assessment.
  {
    id: 'necrotising_infection',
    label:
      'Wound or skin infection with pain out of proportion or dusky skin and fever, shivering or feeling faint (possible necrotising fasciitis)',
    urgency: 2,
    all: [SKIN_SITE, ['pain_out_of_proportion', 'skin_dusky'], SYSTEMIC_INFECTION_SIGNS],
  },
  {
    id: 'necrotising_pain',
    label: 'Pain out of proportion with red, swollen or dusky skin (possible necrotising fasciitis)',
    urgency: 2,
    all: [['pain_out_of_proportion'], ['skin_dusky', 'skin_red_hot', 'swelling_local']],
  },
  // NICE NG19 (diabetic foot problems) 1.3: gangrene, or a diabetic foot ulcer with spreading infection, or
  // suspected deep infection → refer immediately to acute services; a hot, red, swollen foot may be spreading
  // infection or an acute Charcot foot (NICE NG19 1.5: same-day assessment, offloading).
  {
    id: 'diabetic_foot_gangrene',
    label: 'Diabetes with a toe or part of the foot turning black or dark (possible gangrene)',
    urgency: 2,
    all: [['diabetes'], ['foot_necrosis']],
  },
  {
    id: 'diabetic_foot_infection',
    label:
      'Diabetes with a foot ulcer or wound that is red, swollen, smelly, weeping or spreading (diabetic foot infection)',
    urgency: 2,
    all: [
      ['diabetes'],
      ['foot_ulcer', 'foot_necrosis'],
      ['foul_smell', 'skin_red_hot', 'swelling_local', 'spreading', 'skin_infected'],
    ],
  },
  {
    id: 'diabetic_foot_hot',
    label: 'Diabetes with a hot, swollen foot (spreading infection or acute Charcot foot)',
    urgency: 2,
    all: [['diabetes'], ['foot_hot_swollen']],
  },
  // NICE NG19 1.3 / NICE NG51: a diabetic foot problem with fever, shivering or new confusion → possible sepsis.
  {
    id: 'diabetic_foot_sepsis',
    label: 'Diabetic foot ulcer, wound or dark toe with fever, shivering or confusion (possible sepsis)',
    urgency: 2,
    all: [
      ['diabetes'],
      ['foot_ulcer', 'foot_necrosis', 'foot_hot_swollen'],
      ['fever', 'chills', 'confusion', 'drowsy'],
    ],
  },
  // Resuscitation Council UK (anaphylaxis 2021) and the World Allergy Organization criteria: after a sting
  // or a likely allergen, hives or a swollen face or lips with faintness, dizziness or vomiting (a second
  // organ system: circulation or the gut) is anaphylaxis → 999, however local the sting looked
  {
    id: 'anaphylaxis_systemic',
    label: 'Hives or a swollen face after a sting or allergen, with dizziness, faintness or vomiting (anaphylaxis)',
    urgency: 1,
    all: [
      ['sting_bite', 'allergen_exposure', 'food_allergen_eaten'],
      ['hives', 'lip_face_swelling'],
      ['dizziness', 'fainting', 'vomiting'],
    ],
  },
  // Resuscitation Council UK (anaphylaxis 2021): skin or mucosal signs with an airway problem (noisy
  // breathing, cannot swallow) or a circulation problem (floppy, unconscious) → anaphylaxis, 999 (a
  // hoarse voice is a rule: its words are too short to be read in every language at once)
  {
    id: 'anaphylaxis_airway_circulation',
    label:
      'Allergic swelling or hives with noisy breathing, difficulty swallowing, floppiness or collapse (anaphylaxis)',
    urgency: 1,
    all: [
      ['hives', 'lip_face_swelling', 'throat_swelling'],
      ['stridor', 'cant_swallow_saliva', 'floppy', 'unconscious'],
    ],
  },
  // BAD guidelines (SJS/TEN 2016) / NICE CKS drug allergy: skin that peels or comes away in sheets or when
  // rubbed (a positive Nikolsky sign) with a fever, sores in the mouth or on the genitals, red eyes, dusky
  // skin or a new medicine → Stevens-Johnson syndrome / toxic epidermal necrolysis, 999 / emergency
  // department (peeling sunburn, a burn or athlete's foot explain peeling skin, not the rest)
  {
    id: 'sjs_ten',
    label: 'Skin peeling or coming away in sheets with fever, mouth or eye sores or a new medicine (possible Stevens-Johnson syndrome / TEN)',
    urgency: 1,
    all: [
      ['skin_sloughing'],
      ['mucosal_sores', 'mouth_ulcer', 'eye_red', 'eye_pain', 'fever', 'new_medication', 'sjs_drug', 'skin_dusky'],
    ],
    unless: {
      explained: ['sunburn', 'burn', 'fungal_foot', 'friction_blister'],
      butNot: ['mucosal_sores', 'new_medication', 'sjs_drug', 'skin_dusky'],
    },
  },
  // BAD guidelines (SJS/TEN 2016): sores or blisters in the mouth with red, sore eyes and blistering or
  // dusky skin, after a fever or a new medicine, is mucocutaneous SJS until shown otherwise → 999 / emergency
  // department (hand, foot and mouth disease, chickenpox or a cold sore explain the sores, not a new medicine)
  {
    id: 'sjs_mucocutaneous',
    label: 'Mouth sores with red eyes and blistering or dusky skin after a fever or a new medicine (possible Stevens-Johnson syndrome)',
    urgency: 1,
    all: [
      ['mucosal_sores'],
      ['eye_pain', 'eye_red', 'sticky_eye', 'eye_discharge'],
      ['skin_dusky', 'vesicles', 'burn_blistered', 'skin_sloughing', 'rash'],
      ['fever', 'new_medication', 'sjs_drug'],
    ],
    unless: {
      explained: ['hfmd', 'chickenpox', 'cold_sore'],
      butNot: ['skin_sloughing', 'new_medication', 'sjs_drug', 'skin_dusky'],
    },
  },
  // NICE CKS drug allergy / BAD guidelines: sores in the mouth or on the genitals with a rash, blisters, a
  // fever or red eyes days after starting a medicine (co-trimoxazole, allopurinol, lamotrigine,
  // carbamazepine …) → a severe cutaneous drug reaction, same-day emergency assessment
  {
    id: 'drug_mucosal_reaction',
    label: 'Mouth or genital sores with a rash, blisters, fever or red eyes after a new medicine (severe drug reaction)',
    urgency: 2,
    all: [
      ['new_medication', 'sjs_drug'],
      ['mucosal_sores'],
      ['rash', 'vesicles', 'burn_blistered', 'skin_dusky', 'fever', 'eye_red', 'eye_pain'],
    ],
    unless: { explained: ['hfmd', 'chickenpox', 'cold_sore'], butNot: ['skin_sloughing', 'skin_dusky'] },
  },
];
