import type { RedFlagRule } from '../types.ts';

export const RED_FLAGS: RedFlagRule[] = [
  // British Burn Association referral criteria: large, deep, facial, inhalational, electrical or chemical burns
  {
    id: 'major_burn',
    label: 'Large, deep, facial, inhalational or electrical burn',
    urgency: 2,
    all: [['large_burn']],
  },
  // Bleeding that was heavy but has stopped (with pressure) is no longer "bleeding that will not stop"
  // (NHS cuts and grazes): the wound itself is weighed by the conditions; fainting, dizziness, a blood
  // thinner or bleeding going on now keep the flag.
  {
    id: 'major_bleeding',
    label: 'Heavy bleeding that will not stop',
    urgency: 1,
    all: [['heavy_bleeding']],
    unless: { explained: ['bleeding_stopped'], butNot: ['fainting', 'dizziness', 'blood_thinner', 'bleeding_persistent', 'amputation'] },
  },
  // NHS (after a tooth is taken out; after an operation) / NHS 111: a socket or an operation wound that
  // keeps bleeding despite firm pressure → urgent care now (2), 999 if heavy (major_bleeding). Bleeding that
  // has stopped is the expected ooze (explained).
  {
    id: 'post_operative_bleed',
    label: 'Bleeding that will not stop after an operation or a tooth extraction',
    urgency: 2,
    all: [['recent_operation'], ['heavy_bleeding', 'bleeding_persistent']],
    unless: { explained: ['bleeding_stopped'], butNot: ['heavy_bleeding'] },
  },
  // NHS head injury / NICE NG232 1.1: after a head injury, difficulty staying awake or keeping the eyes
  // open, not waking, or a fit → call 999/112 (an ambulance, not a drive to the emergency department).
  {
    id: 'head_injury_unresponsive',
    label: 'Head injury with difficulty staying awake, not waking or a fit',
    urgency: 1,
    all: [['head_injury'], ['unconscious', 'drowsy', 'seizure']],
  },
  // NICE NG232 (2023) 1.1: after a head injury, a change in behaviour — acting strangely, not themself,
  // unusually irritable (in a child under 5 especially) — is read with confusion and drowsiness → ED.
  {
    id: 'head_injury_danger',
    label:
      'Head injury with loss of consciousness, vomiting, drowsiness, confusion, seizure or anticoagulant',
    urgency: 2,
    all: [
      ['head_injury'],
      ['fainting', 'unconscious', 'vomiting', 'drowsy', 'confusion', 'seizure', 'blood_thinner', 'behaviour_change'],
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
  // NICE NG232 (2023) 1.1: after a head injury, amnesia, unequal pupils / focal signs, signs of a basal skull fracture
  // or a dangerous mechanism (fall > 1 m or 5 stairs, horse or bike, pedestrian struck, high-speed collision) → emergency department.
  {
    id: 'head_injury_ng232',
    label:
      'Head injury with amnesia, unequal pupils, focal signs, skull-fracture signs or a dangerous mechanism (NICE NG232)',
    urgency: 2,
    all: [
      ['head_injury'],
      [
        'amnesia',
        'knocked_out',
        'unequal_pupils',
        'dangerous_mechanism',
        'skull_fracture_signs',
        'one_sided_weakness',
        'slurred_speech',
        'limb_tingling',
      ],
    ],
  },
  // BOAST 4 / NICE NG37: an open fracture (bone through the skin) → emergency department, antibiotics within the hour.
  {
    id: 'open_fracture',
    label: 'Bone through the skin (open fracture)',
    urgency: 2,
    all: [['open_fracture']],
  },
  // NHS head injury (A&E): a headache since the injury that painkillers do not help or that is severe.
  {
    id: 'head_injury_headache',
    label: 'Head injury with a severe headache or one painkillers do not help',
    urgency: 2,
    all: [['head_injury'], ['headache'], ['severe', 'no_relief']],
  },
  // NHS / ATLS: stab, gunshot or impalement wound → 999 (do not remove an impaled object).
  {
    id: 'penetrating_injury',
    label: 'Stab, gunshot or impalement wound',
    urgency: 2,
    all: [['penetrating_injury']],
  },
  // NHS: a finger, toe or limb cut off → 999; keep the part dry and cool for reattachment.
  { id: 'amputation', label: 'Finger, toe or limb cut off (amputation)', urgency: 2, all: [['amputation']] },
  // NHS dislocated joint → A&E (do not try to put it back).
  { id: 'dislocation', label: 'Dislocated joint', urgency: 2, all: [['dislocation']] },
  // NICE NG38 / NHS: a visibly deformed limb after an injury → emergency department.
  {
    id: 'deformed_limb',
    label: 'Visibly deformed limb after an injury (possible fracture or dislocation)',
    urgency: 2,
    all: [
      ['injury', 'dangerous_mechanism'],
      ['open_fracture', 'deformity', 'limb_angulated'],
    ],
  },
  // NICE NG41 / NHS first aid: new tingling, numbness or weakness in the limbs with neck or back pain after a fall
  // from a height, a head injury or a collision → 999, do not move the person.
  {
    id: 'spinal_cord_signs',
    label:
      'Neck or back pain with tingling, numbness or weakness in the limbs after a fall, collision or head injury (possible spinal cord injury)',
    urgency: 1,
    all: [
      ['head_injury', 'dangerous_mechanism'],
      ['back_pain', 'neck_pain'],
      ['paralysis', 'limb_tingling', 'leg_weakness'],
    ],
  },
  // NICE NG41: any new neurological symptom in the limbs after an injury with neck or back pain → emergency imaging.
  {
    id: 'spinal_injury_neuro',
    label:
      'Neck or back pain with tingling or weakness in the limbs after an injury (possible spinal injury)',
    urgency: 2,
    all: [['injury'], ['back_pain', 'neck_pain'], ['limb_tingling']],
  },
  // NICE NG41: tingling or weakness in the arms or both legs after a dangerous mechanism of injury.
  {
    id: 'dangerous_mechanism_neuro',
    label: 'Tingling, numbness or weakness in the limbs after a fall from a height or a collision',
    urgency: 2,
    all: [['dangerous_mechanism'], ['limb_tingling']],
  },
  // NHS (needlestick injuries: go to A&E straight away) / UKHSA, BHIVA: a used or discarded needle through the
  // skin → emergency department now, for hepatitis B vaccine and HIV prophylaxis, best within hours.
  { id: 'needlestick', label: 'Pricked by a used or discarded needle', urgency: 2, all: [['needlestick']] },
  // BSSH / RCEM (high-pressure injection injury): grease, paint, oil, fuel or water forced through the skin by a
  // grease gun, paint sprayer, pressure washer, hydraulic line or injector → emergency department now, a surgical
  // emergency however small the hole and however little it hurts at first (the finger may be lost without
  // early exploration and washout).
  {
    id: 'injection_injury',
    label: 'High-pressure injection injury (grease gun, paint sprayer, pressure washer, hydraulic line)',
    urgency: 2,
    all: [['injection_injury']],
  },
  // NHS cuts and grazes / RCEM: fat, bone or tendon visible in a wound → A&E (exploration and repair).
  {
    id: 'deep_wound',
    label: 'Wound with fat, bone or tendon visible',
    urgency: 2,
    all: [['wound_deep_structures']],
  },
  // NICE CKS lacerations / RCEM: a cut, puncture or bite with a numb finger or fingertip or a finger
  // that cannot bend or straighten → possible digital nerve or flexor/extensor tendon injury, same-day
  // assessment by a hand surgeon (an unrepaired tendon retracts within days).
  {
    id: 'hand_wound_tendon_nerve',
    label: 'Cut or bite with a numb finger or a finger that cannot bend or straighten (tendon or nerve injury)',
    urgency: 2,
    all: [
      ['wound', 'wound_gaping', 'wound_deep_structures', 'animal_bite', 'penetrating_injury'],
      ['digit_numb', 'cant_move_part'],
    ],
  },
  // NICE CKS cellulitis / NICE NG141 and NICE CKS human and animal bites: a wound or bite that is red,
  // swollen or spreading with fever, chills or shivering → cellulitis with systemic features, same-day
  // hospital assessment for intravenous antibiotics.
  {
    id: 'infected_wound_systemic',
    label: 'Wound or bite that is red, swollen or spreading with fever or shivering (infection spreading)',
    urgency: 2,
    all: [
      ['wound', 'animal_bite'],
      ['skin_infected', 'skin_red_hot', 'swelling_local', 'spreading'],
      ['chills', 'fever'],
    ],
  },
  // RCEM / NHS: a child who fell or ran with a toothbrush, pencil, stick, lollipop stick or toy in the mouth
  // may have a penetrating injury of the palate or the back of the throat (deep-neck infection, carotid
  // injury) even when they seem well → emergency department
  {
    id: 'oropharyngeal_injury',
    label: 'Fall or run with a toothbrush, pencil, stick or toy in the mouth (possible penetrating injury of the palate or throat)',
    urgency: 2,
    all: [['mouth_object_fall']],
  },
  // NICE CKS anticoagulation (warfarin, DOACs) / BNF / NHS: bleeding without an injury in someone on an
  // anticoagulant — bleeding gums, bruises all over or for no reason, blood in the urine, black stools,
  // bleeding that keeps going — is an over-anticoagulated or interacting patient (a new antibiotic, an
  // antifungal, an NSAID; an INR not checked) until an INR shows otherwise → same day (2); a major bleed
  // stays 999 (major_bleeding). A bruise after a knock is not it.
  {
    id: 'anticoagulant_bleeding',
    label: 'Bleeding without an injury (gums, bruises all over, blood in the urine or stools) on an anticoagulant',
    urgency: 2,
    all: [
      ['blood_thinner'],
      ['spontaneous_bleeding', 'haematuria', 'black_stool', 'vomiting_blood', 'bleeding_persistent'],
    ],
  },
];
