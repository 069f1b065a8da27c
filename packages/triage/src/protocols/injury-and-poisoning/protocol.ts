import type { Findings } from '../../nlp/findings.ts';
import type { Hit, Protocol } from '../types.ts';

// ------------------------------------------------------------------ the group

/** RCEM / BBA: what makes an electric shock an emergency (burn, palpitations, collapse, chest pain, neurology, pregnancy, high voltage). */
const ELECTRICAL_COMPANIONS = ['palpitations', 'burn', 'large_burn', 'fainting', 'unconscious', 'chest_pain', 'dyspnoea', 'high_voltage', 'confusion', 'seizure', 'numbness', 'limb_tingling', 'drowsy', 'pregnant', 'severe'];
/** Systemic illness with a skin infection (NICE CKS cellulitis: features of sepsis / necrotising fasciitis → admit). */
const SYSTEMIC = ['chills', 'fever', 'confusion', 'drowsy', 'vomiting', 'fainting', 'dizziness', 'mottled_skin'];
/** Where a necrotising soft-tissue infection starts: a wound, bite, injury or red hot skin. */
const SKIN_SITE = ['wound', 'skin_red_hot', 'swelling_local', 'infection', 'sting_bite'];

export const INJURY_TOXIC: Protocol = {
  implies: {
    // NICE NG151: anticancer treatment is the immunosuppression that makes fever neutropenic sepsis until proven otherwise.
    anticancer_treatment: ['immunosuppressed'],
    dangerous_mechanism: ['injury'],
    open_fracture: ['injury', 'deformity'],
  },
  notSymptoms: ['dangerous_mechanism', 'heat_exposure', 'anticancer_treatment', 'high_voltage', 'electric_shock'],
  redFlags: [
    // NICE NG232 (2023) 1.1: after a head injury, amnesia, unequal pupils / focal signs, signs of a basal skull fracture
    // or a dangerous mechanism (fall > 1 m or 5 stairs, horse or bike, pedestrian struck, high-speed collision) → emergency department.
    {
      id: 'head_injury_ng232',
      label: 'Head injury with amnesia, unequal pupils, focal signs, skull-fracture signs or a dangerous mechanism (NICE NG232)',
      urgency: 2,
      all: [['head_injury'], ['amnesia', 'knocked_out', 'unequal_pupils', 'dangerous_mechanism', 'skull_fracture_signs', 'one_sided_weakness', 'slurred_speech', 'limb_tingling']],
    },
    // BOAST 4 / NICE NG37: an open fracture (bone through the skin) → emergency department, antibiotics within the hour.
    { id: 'open_fracture', label: 'Bone through the skin (open fracture)', urgency: 2, all: [['open_fracture']] },
    // NHS head injury (A&E): a headache since the injury that painkillers do not help or that is severe.
    { id: 'head_injury_headache', label: 'Head injury with a severe headache or one painkillers do not help', urgency: 2, all: [['head_injury'], ['headache'], ['severe', 'no_relief']] },
    // NHS / ATLS: stab, gunshot or impalement wound → 999 (do not remove an impaled object).
    { id: 'penetrating_injury', label: 'Stab, gunshot or impalement wound', urgency: 2, all: [['penetrating_injury']] },
    // NHS: a finger, toe or limb cut off → 999; keep the part dry and cool for reattachment.
    { id: 'amputation', label: 'Finger, toe or limb cut off (amputation)', urgency: 2, all: [['amputation']] },
    // NHS dislocated joint → A&E (do not try to put it back).
    { id: 'dislocation', label: 'Dislocated joint', urgency: 2, all: [['dislocation']] },
    // NICE NG38 / NHS: a visibly deformed limb after an injury → emergency department.
    { id: 'deformed_limb', label: 'Visibly deformed limb after an injury (possible fracture or dislocation)', urgency: 2, all: [['injury', 'dangerous_mechanism'], ['open_fracture', 'deformity']] },
    // NICE NG41 / NHS first aid: new tingling, numbness or weakness in the limbs with neck or back pain after a fall
    // from a height, a head injury or a collision → 999, do not move the person.
    {
      id: 'spinal_cord_signs',
      label: 'Neck or back pain with tingling, numbness or weakness in the limbs after a fall, collision or head injury (possible spinal cord injury)',
      urgency: 1,
      all: [['head_injury', 'dangerous_mechanism'], ['back_pain', 'neck_pain'], ['paralysis', 'limb_tingling', 'leg_weakness']],
    },
    // NICE NG41: any new neurological symptom in the limbs after an injury with neck or back pain → emergency imaging.
    {
      id: 'spinal_injury_neuro',
      label: 'Neck or back pain with tingling or weakness in the limbs after an injury (possible spinal injury)',
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
    // NHS urinary retention / NICE CKS LUTS: cannot pass urine at all → A&E now (catheter).
    { id: 'acute_urinary_retention', label: 'Cannot pass urine (acute urinary retention)', urgency: 2, all: [['urinary_retention']] },
    // NICE CKS sciatica (cauda equina): urinary retention with back pain or leg numbness/weakness → emergency MRI.
    {
      id: 'retention_back_pain',
      label: 'Cannot pass urine with back pain or leg numbness (possible cauda equina)',
      urgency: 2,
      all: [['urinary_retention'], ['back_pain', 'numbness', 'leg_weakness', 'radiating_leg', 'limb_tingling']],
    },
    // NICE CKS sciatica: saddle numbness (not feeling when wiping, numb bottom or genitals) with back pain or leg
    // symptoms → cauda equina syndrome until proven otherwise, emergency MRI.
    {
      id: 'cauda_equina_lay',
      label: 'Numbness around the bottom or genitals with back pain or leg symptoms (possible cauda equina)',
      urgency: 2,
      all: [['saddle_numbness'], ['back_pain', 'radiating_leg', 'leg_weakness', 'urinary_retention', 'paralysis']],
    },
    // RCEM / British Burn Association: electric shock with a burn, palpitations, loss of consciousness, chest pain,
    // breathlessness, neurological symptoms, pregnancy or a high-voltage source → emergency department (ECG, monitoring).
    {
      id: 'electrical_injury',
      label: 'Electric shock with a burn, palpitations, collapse, chest pain or a high-voltage source',
      urgency: 2,
      all: [
        ['electric_shock'],
        ELECTRICAL_COMPANIONS,
      ],
    },
    // NICE CKS cellulitis / NICE NG141: pain out of proportion or dusky skin with systemic illness → necrotising
    // soft-tissue infection until proven otherwise, emergency surgical assessment.
    {
      id: 'necrotising_infection',
      label: 'Wound or skin infection with pain out of proportion or dusky skin and fever, shivering or feeling faint (possible necrotising fasciitis)',
      urgency: 2,
      all: [SKIN_SITE, ['pain_out_of_proportion', 'skin_dusky'], SYSTEMIC],
    },
    {
      id: 'necrotising_pain',
      label: 'Pain out of proportion with red, swollen or dusky skin (possible necrotising fasciitis)',
      urgency: 2,
      all: [['pain_out_of_proportion'], ['skin_dusky', 'skin_red_hot', 'swelling_local']],
    },
    // NHS heatstroke: after heat exposure, not sweating, confusion, a fit or loss of consciousness → 999.
    {
      id: 'heat_stroke',
      label: 'Heat exposure with no sweating, confusion, drowsiness, seizure or collapse (possible heatstroke)',
      urgency: 1,
      all: [['heat_exposure'], ['confusion', 'not_sweating', 'seizure', 'unconscious', 'drowsy']],
    },
    // NHS hypothermia: cold exposure with confusion, drowsiness, slurred speech or unresponsiveness → 999.
    {
      id: 'hypothermia',
      label: 'Cold exposure with confusion, drowsiness, slurred speech or unresponsiveness (possible hypothermia)',
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
    // NICE NG151: fever or shivering during anticancer treatment → neutropenic sepsis until proven otherwise, hospital now.
    {
      id: 'neutropenic_sepsis',
      label: 'Fever or shivering during chemotherapy (possible neutropenic sepsis)',
      urgency: 2,
      all: [['anticancer_treatment'], ['fever', 'chills']],
    },
  ],
  conditions: [
    { id: 'open_fracture', name: 'Open fracture', icd10: 'T14.2', area: 'msk', base: 0.05, key: ['open_fracture'], cues: { injury: 0.5, deformity: 0.5, heavy_bleeding: 0.3 }, urgency: 2, redFlags: ['open_fracture', 'major_bleeding'], questions: ['injury_how', 'location'], advice: 'general', watch: ['cover the wound with a clean dressing and do not push the bone back'] },
    { id: 'penetrating_injury', name: 'Penetrating injury (stab, gunshot or impalement)', icd10: 'T14.1', area: 'general', base: 0.05, key: ['penetrating_injury'], cues: { heavy_bleeding: 0.5 }, urgency: 2, redFlags: ['penetrating_injury', 'major_bleeding'], questions: ['injury_how', 'location'], advice: 'general', watch: ['press firmly on bleeding and do not remove anything stuck in the wound'] },
    { id: 'amputation', name: 'Traumatic amputation', icd10: 'T14.7', area: 'msk', base: 0.05, key: ['amputation'], cues: { heavy_bleeding: 0.5 }, urgency: 2, redFlags: ['amputation', 'major_bleeding'], questions: ['injury_how'], advice: 'general', watch: ['wrap the cut-off part in clean damp gauze, seal it in a bag and keep the bag on ice'] },
    { id: 'dislocation', name: 'Dislocated joint', icd10: 'T14.3', area: 'msk', base: 0.1, key: ['dislocation'], cues: { injury: 0.5 }, urgency: 2, redFlags: ['dislocation', 'deformed_limb'], questions: ['injury_how', 'location'], advice: 'msk', watch: ['numbness, a cold or pale hand or foot below the joint'] },
    { id: 'hypothermia', name: 'Hypothermia', icd10: 'T68', area: 'general', base: 0.05, key: ['hypothermia_cold'], requires: [['confusion', 'drowsy', 'unconscious', 'slurred_speech']], cues: { confusion: 1, drowsy: 1 }, urgency: 1, redFlags: ['hypothermia', 'unconscious'], questions: ['onset', 'associated'], advice: 'general', watch: ['move indoors, remove wet clothes and warm the body slowly with blankets'] },
    { id: 'mushroom_poisoning', name: 'Mushroom poisoning (suspected)', icd10: 'T62.0', area: 'general', base: 0.1, key: ['wild_mushroom'], requires: [['vomiting', 'diarrhoea', 'abdominal_pain', 'nausea', 'confusion', 'drowsy']], cues: { vomiting: 0.5, diarrhoea: 0.5 }, urgency: 2, redFlags: ['mushroom_poisoning', 'ingestion'], questions: ['onset', 'associated'], advice: 'general', watch: ['bring any leftover mushrooms or a photo of them'] },
    { id: 'urinary_retention', name: 'Acute urinary retention', icd10: 'R33', area: 'gu', base: 0.1, key: ['urinary_retention'], cues: { abdominal_pain: 0.5, distension: 0.5, back_pain: -0.3 }, urgency: 2, redFlags: ['acute_urinary_retention', 'retention_back_pain'], questions: ['onset', 'medications', 'history'], advice: 'general', watch: ['back pain, numbness between the legs or leg weakness'] },
    // RCEM: a low-voltage shock in someone who feels well needs no treatment; the condition is the working diagnosis
    // only with a burn, palpitations, collapse, chest pain, breathlessness, neurological symptoms or high voltage.
    { id: 'electrical_injury', name: 'Electrical injury', icd10: 'T75.4', area: 'general', base: 0.2, key: ['electric_shock'], requires: [ELECTRICAL_COMPANIONS], cues: { burn: 0.5, palpitations: 0.5, high_voltage: 0.5, fainting: 0.5 }, urgency: 3, redFlags: ['electrical_injury', 'major_burn', 'unconscious'], questions: ['injury_how', 'associated'], advice: 'general', watch: ['palpitations, chest pain, fainting or a burn where the current entered or left'] },
    {
      id: 'necrotising_fasciitis',
      name: 'Necrotising soft-tissue infection (suspected)',
      icd10: 'M72.6',
      area: 'skin',
      base: 0.02,
      key: ['pain_out_of_proportion', 'skin_dusky'],
      requires: [['skin_dusky', 'skin_red_hot', 'wound', 'infection', 'sting_bite'], ['pain_out_of_proportion', ...SYSTEMIC]],
      cues: { wound: 0.5, chills: 0.5, fever: 0.5, skin_red_hot: 0.3, swelling_local: 0.3 },
      urgency: 2,
      redFlags: ['necrotising_infection', 'necrotising_pain', 'sepsis'],
      questions: ['onset', 'fever', 'history'],
      advice: 'general',
      watch: ['skin turning purple or black, blisters, or pain spreading fast'],
    },
    { id: 'burn_partial', name: 'Partial-thickness burn (palm-sized or blistered)', icd10: 'T30.2', area: 'skin', base: 0.1, key: ['burn_extent'], requires: [['burn']], cues: { burn: 1 }, urgency: 3, redFlags: ['major_burn'], questions: ['injury_how', 'location', 'severity'], advice: 'minor_burn', watch: ['burns on the face, hands, feet or genitals, white or charred skin, or signs of infection'] },
    { id: 'heat_stroke', name: 'Heatstroke', icd10: 'T67.0', area: 'general', base: 0.05, key: ['heat_exposure'], requires: [['not_sweating', 'confusion', 'seizure', 'unconscious', 'drowsy']], cues: { not_sweating: 1, confusion: 1, fever: 0.5 }, urgency: 1, redFlags: ['heat_stroke', 'confusion', 'seizure'], questions: ['onset', 'associated'], advice: 'general', watch: ['move to a cool place and cool the skin with water while waiting for help'] },
    { id: 'neutropenic_sepsis', name: 'Neutropenic sepsis (suspected)', icd10: 'D70', area: 'general', base: 0.1, key: ['anticancer_treatment'], requires: [['fever', 'chills']], cues: { fever: 1, chills: 0.5 }, urgency: 2, redFlags: ['neutropenic_sepsis', 'sepsis'], questions: ['fever', 'medications'], advice: 'general', watch: ['any temperature of 38 °C or shivering during chemotherapy: call the oncology helpline or go to hospital now'] },
  ],
  ruleTexts: {
    spinal_mechanism_neck:
      'Neck pain after a dangerous mechanism (fall from a height, horse or bike, road collision): possible cervical spine injury, do not move, call an ambulance (NICE NG41; Canadian C-spine rule)',
    burn_significant: 'Burn the size of the palm or larger, or with large blisters: same-day assessment at a minor injuries unit (British Burn Association; NHS burns)',
    dusky_wound: 'Dusky, purple or dark skin around a wound or infection: same-day assessment for spreading or necrotising infection (NICE CKS cellulitis)',
    heat_stroke_temp: 'Temperature of 40 °C or more after heat exposure: heatstroke, call an ambulance and cool now (NHS heatstroke)',
    infant_head_injury: 'Head injury with a bruise, swelling or cut on the head in a baby under 1 year: emergency assessment (NICE NG232)',
  },
  rules(f: Findings, hit: Hit) {
    const P = (c: string) => f.present.has(c);
    const any = (...cs: string[]) => cs.some(P);
    // The Canadian C-spine rule applies to acute injuries (within 48 hours).
    const acute = f.durationDays === undefined || f.durationDays <= 2;
    // NICE NG41 / Canadian C-spine rule: neck pain after a dangerous mechanism → do not move, 999, imaging.
    if (P('dangerous_mechanism') && P('neck_pain') && acute) hit('spinal_mechanism_neck', 1);
    // British Burn Association / NHS: a burn the size of the palm or larger, or with large blisters → same day.
    if (P('burn') && P('burn_extent') && !any('large_burn', 'sunburn')) hit('burn_significant', 3);
    // NICE CKS cellulitis: dusky or dark skin around a wound or an infection → same-day assessment.
    if (P('skin_dusky') && any('wound', 'skin_red_hot', 'sting_bite', 'infection')) hit('dusky_wound', 3);
    // NICE NG232: under 1 year, a bruise, swelling or cut on the head after a head injury → CT within the hour.
    if (P('head_injury') && f.ageYears !== undefined && f.ageYears < 1 && any('swelling_local', 'lump', 'bruise', 'wound')) hit('infant_head_injury', 2);
    // NHS heatstroke: 40 °C or more after heat exposure → 999.
    if (P('heat_exposure') && (f.vitals.temperatureC ?? 0) >= 40) hit('heat_stroke_temp', 1);
  },
  patterns: {
    head_injury_ng232: 'head_injury',
    open_fracture: 'open_fracture',
    deformed_limb: 'fracture',
    spinal_cord_signs: 'spinal_injury',
    spinal_injury_neuro: 'spinal_injury',
    dangerous_mechanism_neuro: 'spinal_injury',
    spinal_mechanism_neck: 'spinal_injury',
    acute_urinary_retention: 'urinary_retention',
    retention_back_pain: 'cauda_equina',
    cauda_equina_lay: 'cauda_equina',
    electrical_injury: 'electrical_injury',
    necrotising_infection: 'necrotising_fasciitis',
    necrotising_pain: 'necrotising_fasciitis',
    dusky_wound: 'cellulitis',
    burn_significant: 'burn_partial',
    heat_stroke: 'heat_stroke',
    heat_stroke_temp: 'heat_stroke',
    neutropenic_sepsis: 'neutropenic_sepsis',
    head_injury_headache: 'head_injury',
    infant_head_injury: 'head_injury',
    penetrating_injury: 'penetrating_injury',
    amputation: 'amputation',
    dislocation: 'dislocation',
    hypothermia: 'hypothermia',
    mushroom_poisoning: 'mushroom_poisoning',
  },
};
