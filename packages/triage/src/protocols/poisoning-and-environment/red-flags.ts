import type { Explanation, RedFlagRule } from '../types.ts';
import { ELECTRICAL_COMPANIONS } from '../common.ts';

/**
 * TOXBASE (contraceptives; levothyroxine): combined or progestogen-only contraceptive pills and
 * levothyroxine swallowed by accident in small amounts are of low toxicity — observation at home while
 * the person stays well. (A sip of household bleach was read here too, and withdrawn: "a sip of bleach
 * and drain cleaner" lost its emergency, as the explanation cannot tell which was swallowed.) Any
 * symptom of harm (vomiting, drooling or pain on swallowing, cough or breathlessness, chest or belly
 * pain, drowsiness, a racing heart), a large number of tablets, or an intent to self-harm keeps the
 * emergency reading. Shared by the red flag and the condition.
 */
export const LOW_TOXICITY_EXPLAINED: Explanation = {
  explained: ['low_toxicity_ingestion'],
  butNot: [
    'vomiting',
    'vomiting_blood',
    'upper_airway_signs',
    'stridor',
    'dysphagia',
    'cant_swallow_saliva',
    'cough',
    'dyspnoea',
    'severe_dyspnoea',
    'chest_pain',
    'abdominal_pain',
    'drowsy',
    'unconscious',
    'confusion',
    'seizure',
    'palpitations',
    'overdose',
    'overdose_large',
    'suicidal',
    'suicide_plan',
    'suicide_method',
    // a dangerous medicine named beside the harmless one (a handbag with the pill and an opioid)
    'opioid_taken',
    'blood_thinner',
    'insulin_taken',
    'lithium_taken',
    'digoxin_taken',
    'paracetamol_excess',
    'toxic_alcohol',
  ],
};

export const RED_FLAGS: RedFlagRule[] = [
  { id: 'overdose', label: 'Overdose or poisoning', urgency: 2, all: [['overdose']] },
  // TOXBASE / NHS: swallowed medicines, a button battery, magnets or a household chemical → A&E now, even if well
  {
    id: 'ingestion',
    label: 'Swallowed medicine, button battery, magnet or household chemical',
    urgency: 2,
    all: [['swallowed_harmful']],
    unless: LOW_TOXICITY_EXPLAINED,
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
  // UKHSA / NHS carbon monoxide: with confusion, drowsiness, a fit or collapse → 999 (100% oxygen now); get everyone
  // out into fresh air.
  {
    id: 'carbon_monoxide_severe',
    label: 'Possible carbon monoxide poisoning with confusion, drowsiness, a fit or collapse',
    urgency: 1,
    all: [['co_exposure'], ['confusion', 'drowsy', 'unconscious', 'seizure', 'fainting']],
  },
  // UKHSA / NHS carbon monoxide: a fuel-burning appliance (charcoal, a barbecue or brazier in a tent, a gas
  // heater, a generator) with headache, sickness or dizziness in several people at once, or in a pet too →
  // 999: get everyone out into fresh air now (100% oxygen)
  {
    id: 'carbon_monoxide_several',
    label: 'Possible carbon monoxide poisoning in several people at once',
    urgency: 1,
    all: [
      ['co_exposure'],
      ['headache', 'nausea', 'vomiting', 'dizziness', 'confusion', 'drowsy', 'fainting', 'fatigue', 'dyspnoea'],
      ['several_affected'],
    ],
  },
  // NHS: snake bite → 999 / A&E (envenomation, antivenom assessment)
  { id: 'snake_bite', label: 'Snake bite', urgency: 2, all: [['snake_bite']] },
  // NHS snake bites / WHO snakebite envenoming: with swelling that spreads, faintness or collapse, vomiting,
  // bleeding (gums, the wound that keeps bleeding), drooping eyelids, drowsiness or breathing difficulty → 999.
  {
    id: 'snake_bite_systemic',
    label: 'Snake bite with spreading swelling, faintness, vomiting, bleeding, drooping eyelids or breathing difficulty',
    urgency: 1,
    all: [
      ['snake_bite'],
      [
        'vomiting',
        'spreading',
        'fainting',
        'dizziness',
        'bleeding',
        'bleeding_persistent',
        'face_droop',
        'dyspnoea',
        'severe_dyspnoea',
        'drowsy',
        'confusion',
        'unconscious',
        'seizure',
      ],
    ],
  },
  // RCEM / British Burn Association: electric shock with a burn, palpitations, loss of consciousness, chest pain,
  // breathlessness, neurological symptoms, pregnancy or a high-voltage source → emergency department (ECG, monitoring).
  {
    id: 'electrical_injury',
    label: 'Electric shock with a burn, palpitations, collapse, chest pain or a high-voltage source',
    urgency: 2,
    all: [['electric_shock'], ELECTRICAL_COMPANIONS],
  },
  // NHS heatstroke / UKHSA heat: after heat exposure, not sweating, confusion, a fit, fainting or loss of
  // consciousness, or still unwell after 30 minutes of rest in a cool place and fluids → 999 (a collapse in
  // the heat is heatstroke until cooled and assessed).
  {
    id: 'heat_stroke',
    label:
      'Heat exposure with no sweating, confusion, drowsiness, seizure, collapse or no better after cooling (possible heatstroke)',
    urgency: 1,
    all: [
      ['heat_exposure'],
      ['confusion', 'not_sweating', 'seizure', 'unconscious', 'drowsy', 'fainting', 'heat_no_relief'],
    ],
  },
  // NHS hypothermia: cold exposure with confusion, drowsiness, slurred speech or unresponsiveness → 999.
  {
    id: 'hypothermia',
    label:
      'Cold exposure with confusion, drowsiness, slurred speech or unresponsiveness (possible hypothermia)',
    urgency: 1,
    all: [['hypothermia_cold'], ['confusion', 'drowsy', 'unconscious', 'slurred_speech']],
  },
  // TOXBASE / NPIS: wild or foraged mushrooms followed by vomiting, diarrhoea, abdominal pain or drowsiness → hospital
  // (amatoxin poisoning starts hours later and damages the liver).
  {
    id: 'mushroom_poisoning',
    label: 'Vomiting, diarrhoea or abdominal pain after eating wild mushrooms',
    urgency: 2,
    all: [['wild_mushroom'], ['vomiting', 'diarrhoea', 'abdominal_pain', 'nausea', 'confusion', 'drowsy']],
  },
  // TOXBASE / WHO scorpion envenoming: a scorpion or other venomous sting with sweating, vomiting, drooling,
  // breathing difficulty, twitching or spasms, or drowsiness (systemic envenoming) → emergency department.
  {
    id: 'scorpion_sting_systemic',
    label:
      'Scorpion or venomous sting with sweating, vomiting, drooling, breathing difficulty, twitching or drowsiness',
    urgency: 2,
    all: [
      ['scorpion_sting'],
      [
        'sweating',
        'vomiting',
        'upper_airway_signs',
        'dyspnoea',
        'severe_dyspnoea',
        'drowsy',
        'confusion',
        'seizure',
        'tetanus_signs',
        'fainting',
      ],
    ],
  },
  // NHS 111 / TOXBASE: any possible ingestion of an adult's medicines or of a button battery by a child → A&E
  // now, even if the child seems well and nobody saw it swallowed (calcium-channel blockers, beta-blockers,
  // opioids, iron, tricyclics and sulfonylureas can kill a toddler in one or two tablets; a button battery
  // burns through the oesophagus in hours).
  {
    id: 'child_possible_ingestion',
    label: "Child who may have swallowed someone's medicines or a button battery (even if well)",
    urgency: 2,
    all: [['possible_ingestion_child'], ['child', 'infant']],
  },
  // TOXBASE / NHS 111: a child who may have swallowed an adult's medicines and is now drowsy, floppy, pale,
  // fitting or hard to wake (calcium-channel or beta-blocker, opioid, tricyclic, sulfonylurea, clonidine:
  // shock, slow breathing, low sugar, arrhythmia) → 999.
  {
    id: 'child_possible_ingestion_unwell',
    label: "Child who may have swallowed someone's medicines, now drowsy, floppy, pale, fitting or breathing badly",
    urgency: 1,
    all: [
      ['possible_ingestion_child'],
      ['child', 'infant'],
      [
        'drowsy',
        'lethargic',
        'floppy',
        'unconscious',
        'seizure',
        'severe_dyspnoea',
        'respiratory_arrest',
        'opioid_nodding',
        'cyanosis',
        'confusion',
        'anaemia_pale',
      ],
    ],
  },
  // NICE CG16 (self-harm) / TOXBASE: an overdose taken on purpose or with suicidal intent, or with symptoms
  // (palpitations, drowsiness, vomiting, collapse, fits, confusion) → emergency services now.
  {
    id: 'overdose_deliberate_or_unwell',
    label: 'Overdose taken on purpose or with symptoms (racing heart, drowsiness, vomiting, collapse)',
    urgency: 1,
    all: [
      ['overdose'],
      [
        'deliberate',
        'suicidal',
        'suicide_plan',
        'palpitations',
        'drowsy',
        'vomiting',
        'unconscious',
        'fainting',
        'seizure',
        'confusion',
      ],
    ],
  },
  // TOXBASE / NICE NG225: twenty or more tablets, or a whole packet, swallowed at once is a potentially
  // serious overdose whatever the intent (paracetamol: over 75 mg/kg; co-codamol, sleeping pills:
  // breathing slows within hours) → emergency services now, not a wait in A&E.
  {
    id: 'overdose_large',
    label: 'Large overdose: twenty or more tablets or a whole packet swallowed at once',
    urgency: 1,
    all: [['overdose_large']],
    // a child who got into a bottle or packet is the child-ingestion rule's (TOXBASE / NHS 111: A&E
    // now, 2) unless drowsy, fitting or breathing badly
    unless: {
      explained: ['child', 'infant'],
      butNot: ['drowsy', 'unconscious', 'seizure', 'severe_dyspnoea', 'respiratory_arrest', 'opioid_nodding', 'confusion', 'floppy'],
    },
  },
  // TOXBASE (paracetamol: staggered and therapeutic-excess overdose) / NICE CKS: more than the daily
  // maximum for a day or more, now with nausea, vomiting or pain under the right ribs — liver injury
  // may have begun → A&E today for paracetamol level, liver tests and acetylcysteine.
  {
    id: 'paracetamol_staggered',
    label: 'Paracetamol above the daily maximum with nausea, vomiting or abdominal pain (staggered overdose)',
    urgency: 2,
    all: [['paracetamol_excess'], ['nausea', 'vomiting', 'abdominal_pain', 'epigastric_pain', 'jaundice']],
  },
  // Resuscitation Council UK (opioid overdose; naloxone), UKHSA / TOXBASE: after heroin, fentanyl, methadone,
  // oxycodone, tramadol, codeine or street pills — pinpoint pupils, slow or shallow breathing, blue lips, nodding
  // out or not waking → 999 (give naloxone if there is some). Drowsiness alone after a prescribed opioid is a
  // side effect to ask about, so the plain "drowsy" needs the pinpoint pupils of the second flag.
  {
    id: 'opioid_toxicity',
    label: 'Opioid taken with pinpoint pupils, slow breathing, blue lips, nodding out or unresponsive',
    urgency: 1,
    all: [
      ['opioid_taken'],
      ['pinpoint_pupils', 'opioid_nodding', 'unconscious', 'cyanosis', 'severe_dyspnoea', 'seizure'],
    ],
  },
  // Resuscitation Council UK: pinpoint pupils with drowsiness, confusion or slow breathing is the opioid toxidrome,
  // whatever drug is named (or none) → 999.
  {
    id: 'pinpoint_pupils_drowsy',
    label: 'Pinpoint pupils with drowsiness, confusion or slow breathing (possible opioid overdose)',
    urgency: 1,
    all: [
      ['pinpoint_pupils'],
      ['drowsy', 'opioid_nodding', 'confusion', 'unconscious', 'cyanosis', 'severe_dyspnoea', 'opioid_taken'],
    ],
  },
  // TOXBASE (methanol, ethylene glycol): home-made, bootleg or counterfeit spirits, methanol or antifreeze, then
  // blurred or foggy vision ("a snowstorm"), fast breathing (metabolic acidosis), confusion, drowsiness or a fit,
  // often 12-24 hours later → 999 (fomepizole or ethanol, dialysis; the vision loss is permanent without it).
  {
    id: 'toxic_alcohol_severe',
    label: 'Home-made or bootleg spirits, methanol or antifreeze with blurred vision, fast breathing, confusion or drowsiness',
    urgency: 1,
    all: [
      ['toxic_alcohol'],
      ['confusion', 'vision_change', 'vision_loss', 'dyspnoea', 'severe_dyspnoea', 'drowsy', 'unconscious', 'seizure'],
    ],
  },
  // TOXBASE (methanol, ethylene glycol): with vomiting or abdominal pain → emergency department now (a blood gas
  // and alcohol levels before the acidosis shows).
  {
    id: 'toxic_alcohol',
    label: 'Home-made or bootleg spirits, methanol or antifreeze with vomiting or abdominal pain',
    urgency: 2,
    all: [['toxic_alcohol'], ['vomiting', 'abdominal_pain', 'epigastric_pain']],
  },
  // MHRA (oral methotrexate: once weekly; daily dosing has killed) / BNF: methotrexate taken daily or doubled, or
  // with mouth ulcers, a sore throat, fever, bruising, bleeding, vomiting, diarrhoea or breathlessness (marrow
  // suppression, mucositis, pneumonitis) → urgent blood count today.
  {
    id: 'methotrexate_toxicity',
    label: 'Methotrexate taken in error or with mouth ulcers, sore throat, fever, bruising or bleeding',
    urgency: 2,
    all: [
      ['methotrexate_taken'],
      [
        'fever',
        'dose_error',
        'mouth_ulcer',
        'sore_throat',
        'chills',
        'bruise',
        'bleeding',
        'nosebleed',
        'vomiting',
        'diarrhoea',
        'dyspnoea',
      ],
    ],
  },
  // BNF / NICE CKS (lithium) and TOXBASE (digoxin): vomiting, diarrhoea, unsteadiness, confusion or drowsiness
  // on lithium; nausea, vomiting, yellow-green or blurred vision, a slow or irregular pulse or confusion on
  // digoxin; or either taken in error → same-day level and ECG (a narrow margin, toxicity builds up).
  {
    id: 'narrow_margin_toxicity',
    label: 'Lithium or digoxin with vomiting, diarrhoea, unsteadiness, confusion, visual change or taken in error',
    urgency: 2,
    all: [
      ['lithium_taken', 'digoxin_taken'],
      [
        'vomiting',
        'dose_error',
        'diarrhoea',
        'gait_ataxia',
        'confusion',
        'drowsy',
        'slurred_speech',
        'seizure',
        'vision_change',
        'fainting',
      ],
    ],
  },
  // TOXBASE (warfarin, DOACs) / NICE CKS anticoagulation: an extra or double dose with bleeding or bruising →
  // same-day INR or assessment; heavy bleeding is the bleeding flags' (999).
  // TOXBASE (insulin): insulin injected twice, the wrong insulin or too many units, by mistake or on
  // purpose → hospital now, even with a normal glucose: a long-acting insulin lowers it for a day or more.
  {
    id: 'insulin_overdose',
    label: 'Insulin injected in error or in overdose',
    urgency: 2,
    all: [['insulin_taken'], ['dose_error', 'overdose']],
  },
  {
    id: 'anticoagulant_double_dose',
    label: 'Anticoagulant taken twice or in error with bleeding or bruising',
    urgency: 2,
    all: [['blood_thinner'], ['dose_error'], ['bleeding', 'bruise', 'nosebleed', 'haematuria']],
  },
];
