// The registry of clinical concepts: id, staff-facing label and the phrases that state a concept is
// absent. The words that name a concept in each language are in lexicon/<language>/index.ts; the
// engine assembles them at load (nlp/concept-terms.ts). The order is the order concepts are matched in.
import type { Language } from '@asa/domain';

export interface Concept {
  id: ConceptId;
  /** English, staff-facing. */
  label: string;
  /** Phrases that state the concept is absent ("afebrile", "temperature is normal"). */
  absent?: Partial<Record<Language, string[]>>;
}

export type ConceptId =
  | 'severe_dyspnoea'
  | 'cyanosis'
  | 'face_droop'
  | 'slurred_speech'
  | 'one_sided_weakness'
  | 'throat_swelling'
  | 'thunderclap_headache'
  | 'neck_stiffness'
  | 'nonblanching_rash'
  | 'unconscious'
  | 'collapse'
  | 'fainting'
  | 'seizure'
  | 'seizure_prolonged'
  | 'confusion'
  | 'heavy_bleeding'
  | 'vomiting_blood'
  | 'long_lie'
  | 'paracetamol_excess'
  | 'limb_pulseless'
  | 'overdose_large'
  | 'cast_or_crush'
  | 'tonsillectomy'
  | 'recent_operation'
  | 'black_stool'
  | 'suicidal'
  | 'suicide_plan'
  | 'overdose'
  | 'testicular_pain'
  | 'cauda_equina'
  | 'vision_loss'
  | 'head_injury'
  | 'chemical_eye'
  | 'diplopia'
  | 'limb_angulated'
  | 'arterial_risk'
  | 'hot_swollen_joint'
  | 'digit_numb'
  | 'skin_not_broken'
  | 'nosebleed'
  | 'refuses_to_walk'
  | 'gait_ataxia'
  | 'chest_pain'
  | 'cardiac_quality'
  | 'dyspnoea'
  | 'sweating'
  | 'radiation'
  | 'nausea'
  | 'vomiting'
  | 'headache'
  | 'fever'
  | 'chills'
  | 'cough'
  | 'sore_throat'
  | 'abdominal_pain'
  | 'diarrhoea'
  | 'blood_in_stool'
  | 'rash'
  | 'hives'
  | 'lip_face_swelling'
  | 'dizziness'
  | 'palpitations'
  | 'back_pain'
  | 'dysuria'
  | 'ear_pain'
  | 'eye_red'
  | 'eye_pain'
  | 'pregnant'
  | 'vaginal_bleeding'
  | 'bleeding'
  | 'leg_swelling'
  | 'photophobia'
  | 'severe'
  | 'sudden_onset'
  | 'runny_nose'
  | 'itch'
  | 'allergen_exposure'
  | 'sting_bite'
  | 'blood_thinner'
  | 'chronic_lung'
  | 'inhaler'
  | 'no_relief'
  | 'wheeze'
  | 'sputum'
  | 'haemoptysis'
  | 'crackles'
  | 'calf'
  | 'one_sided_leg'
  | 'vte_risk'
  | 'travel'
  | 'malaria_area'
  | 'peritonism'
  | 'rlq'
  | 'worse_moving'
  | 'jaundice'
  | 'heartburn'
  | 'constipation'
  | 'bloating'
  | 'cant_keep_fluids'
  | 'dehydration'
  | 'food_trigger'
  | 'urinary_frequency'
  | 'flank'
  | 'vaginal_discharge'
  | 'late_period'
  | 'ear_discharge'
  | 'tonsil_exudate'
  | 'swollen_glands'
  | 'dysphagia'
  | 'sinus'
  | 'green_discharge'
  | 'eyelid'
  | 'sticky_eye'
  | 'eye_discharge'
  | 'vision_change'
  | 'contact_lens'
  | 'hay_fever'
  | 'fetal_movements_not_yet_felt'
  | 'soaking_pads'
  | 'swollen_hands'
  | 'doubled_over'
  | 'mid_cycle'
  | 'hearing_change'
  | 'skin_red_hot'
  | 'wound'
  | 'vesicles'
  | 'dermatomal'
  | 'eczema'
  | 'burn'
  | 'large_burn'
  | 'mouth_ulcer'
  | 'injury'
  | 'limited_weight_bearing'
  | 'walks_normally'
  | 'deformity'
  | 'swelling_local'
  | 'bruise'
  | 'strain'
  | 'cough_strain'
  | 'radiating_leg'
  | 'leg_weakness'
  | 'numbness'
  | 'joint_pain'
  | 'neck_pain'
  | 'postural'
  | 'positional'
  | 'new_medication'
  | 'hypertension_history'
  | 'recurrent_known'
  | 'fatigue'
  | 'myalgia'
  | 'low_mood'
  | 'anxiety'
  | 'insomnia'
  | 'alcohol_hangover'
  | 'smoker'
  | 'breast_lump'
  | 'lump'
  | 'weight_loss'
  | 'diabetes'
  | 'immunosuppressed'
  | 'toothache'
  | 'tetanus_signs'
  | 'anaemia_pale'
  | 'hypothermia_cold'
  | 'suicide_method'
  | 'choking'
  | 'drowning'
  | 'drowsy'
  | 'anuria'
  | 'hypoglycaemia'
  | 'hyperglycaemia'
  | 'hyperkalaemia'
  | 'benign_dark_stool'
  | 'low_toxicity_ingestion'
  | 'head_lice'
  | 'scabies'
  | 'impetigo'
  | 'hfmd'
  | 'motion_sickness'
  | 'chilblains'
  | 'haemorrhoids'
  | 'hot_flush'
  | 'infant_colic'
  | 'awkward_posture'
  | 'plan_stated'
  | 'mottled_skin'
  | 'impending_doom'
  | 'infection'
  | 'bleeding_persistent'
  | 'respiratory_arrest'
  | 'prescription_request'
  | 'cant_move_part'
  | 'jaw_arm_pain'
  | 'acne'
  | 'reduced_fetal_movements'
  | 'no_stool_or_wind'
  | 'bilious_vomit'
  | 'distension'
  | 'swallowed_harmful'
  | 'co_exposure'
  | 'opioid_taken'
  | 'pinpoint_pupils'
  | 'opioid_nodding'
  | 'tearing_pain'
  | 'paralysis'
  | 'psychosis'
  | 'harm_others'
  | 'farewell_signals'
  | 'unreachable'
  | 'suicide_means'
  | 'priapism'
  | 'sickle_cell'
  | 'urinary_hesitancy'
  | 'snake_bite'
  | 'orbital_signs'
  | 'high_velocity_eye'
  | 'animal_bite'
  | 'bite_high_risk_site'
  | 'rabies_risk'
  | 'scorpion_sting'
  | 'wound_gaping'
  | 'wound_deep_structures'
  | 'needlestick'
  | 'injection_injury'
  | 'eye_blow'
  | 'heat_relief'
  | 'heat_no_relief'
  | 'eye_trauma_sign'
  | 'known_aneurysm'
  | 'pancreatitis'
  | 'crying_bouts_legs_up'
  | 'redcurrant_stool'
  | 'limb_compressed'
  | 'haematuria'
  | 'thirst'
  | 'mole_change'
  | 'skin_infected'
  | 'relieved'
  | 'bleeding_stopped'
  | 'sunburn'
  | 'fungal_foot'
  | 'fungal_nail'
  | 'ingrown_nail'
  | 'tick_rash'
  | 'foosh'
  | 'complaint_unspecified'
  | 'limb_pain'
  | 'halos'
  | 'cold_pale_limb'
  | 'raynaud'
  | 'cant_straighten_leg'
  | 'eye_area'
  | 'pleuritic'
  | 'possible_ingestion_child'
  | 'deliberate'
  | 'period_pain'
  | 'infant'
  | 'child'
  | 'grunting'
  | 'chest_recession'
  | 'nasal_flaring'
  | 'floppy'
  | 'abnormal_cry'
  | 'bulging_fontanelle'
  | 'sunken_fontanelle'
  | 'sunken_eyes'
  | 'dry_nappies'
  | 'poor_feeding'
  | 'lethargic'
  | 'barking_cough'
  | 'stridor'
  | 'at_rest'
  | 'shoulder_tip_pain'
  | 'one_sided_pelvic_pain'
  | 'uterine_hard'
  | 'light_spotting'
  | 'epigastric_pain'
  | 'passing_clots'
  | 'visual_aura'
  | 'posseting'
  | 'postpartum'
  | 'foul_lochia'
  | 'projectile_vomiting'
  | 'amnesia'
  | 'unequal_pupils'
  | 'dangerous_mechanism'
  | 'skull_fracture_signs'
  | 'open_fracture'
  | 'limb_tingling'
  | 'urinary_retention'
  | 'electric_shock'
  | 'high_voltage'
  | 'pain_out_of_proportion'
  | 'skin_dusky'
  | 'burn_extent'
  | 'heat_exposure'
  | 'not_sweating'
  | 'anticancer_treatment'
  | 'cancer_history'
  | 'saddle_numbness'
  | 'knocked_out'
  | 'penetrating_injury'
  | 'amputation'
  | 'dislocation'
  | 'wild_mushroom'
  | 'testicular_lump'
  | 'memory_loss'
  | 'heavy_periods'
  | 'morning_stiffness'
  | 'non_healing'
  | 'spreading'
  | 'boil'
  | 'boil_large'
  | 'threadworms'
  | 'dandruff'
  | 'heat_rash'
  | 'hiccups'
  | 'faint_trigger'
  | 'full_recovery'
  | 'came_round'
  | 'wart'
  | 'cold_sore'
  | 'leg_cramps'
  | 'earwax'
  | 'muscle_soreness'
  | 'plantar_heel_pain'
  | 'friction_blister'
  | 'cant_swallow_saliva'
  | 'chickenpox'
  | 'nappy_rash'
  | 'tennis_elbow'
  | 'upper_airway_signs'
  | 'teething'
  | 'exertional'
  | 'emergency_contraception'
  | 'gca_features'
  | 'erectile_dysfunction'
  | 'discharge_smelly'
  | 'recurring_often'
  | 'kneecap_pain'
  | 'bowel_habit_change'
  | 'not_drinking'
  | 'older_person'
  | 'foot_necrosis'
  | 'foot_ulcer'
  | 'foot_hot_swollen'
  | 'foul_smell'
  | 'waters_broken'
  | 'fluid_leaking'
  | 'waters_discoloured'
  | 'contractions_frequent'
  | 'birth_imminent'
  | 'cord_prolapse'
  | 'fluid_green_brown'
  | 'hoarse_voice'
  | 'head_bobbing'
  | 'breathing_pauses'
  | 'feeding_under_half'
  | 'snoring'
  | 'bronchiolitis_named'
  | 'food_allergen_eaten'
  | 'playing_normally'
  | 'drinking_normally'
  | 'weeing_normally'
  | 'asthma_attack'
  | 'reliever_helped'
  | 'reliever_again'
  | 'luts'
  | 'stroke_suspected'
  | 'heart_attack_suspected'
  | 'dental_numbing'
  | 'shoulder_injury'
  | 'toxic_alcohol'
  | 'methotrexate_taken'
  | 'insulin_taken'
  | 'lithium_taken'
  | 'digoxin_taken'
  | 'dose_error'
  | 'floaters'
  | 'looks_yellow'
  | 'pale_stools'
  | 'born_last_day'
  | 'purging'
  | 'burn_blistered'
  | 'blister_small'
  | 'lifelong_speech_difficulty'
  | 'adrenaline_autoinjector'
  | 'pain_to_back'
  | 'pain_behaviour'
  | 'gallstones'
  | 'mucosal_sores'
  | 'skin_sloughing'
  | 'sjs_drug'
  | 'burn_special_site'
  | 'mouth_object_fall'
  | 'red_streak'
  | 'several_affected'
  | 'spontaneous_bleeding'
  | 'genital_sore'
  | 'sti_contact'
  | 'tick_bite'
  | 'bony_tenderness'
  | 'painkiller_overuse'
  | 'accessory_muscles'
  | 'speech_limited'
  | 'reliever_constant'
  | 'behaviour_change'
  | 'limb_not_used'
  | 'adrenaline_pen_used'
  | 'first_seizure'
  | 'strangulation'
  | 'sexual_assault'
  | 'drink_spiked'
  | 'assaulted'
  | 'threat_to_kill';

export const CONCEPTS: readonly Concept[] = [
  { id: 'severe_dyspnoea', label: 'severe breathing difficulty' },
  { id: 'cyanosis', label: 'blue or grey lips or skin' },
  { id: 'face_droop', label: 'facial droop' },
  { id: 'slurred_speech', label: 'slurred or lost speech' },
  { id: 'one_sided_weakness', label: 'sudden weakness or numbness of one side (arm/leg)' },
  { id: 'stroke_suspected', label: 'a stroke named by the patient or family ("I think he is having a stroke")' },
  { id: 'heart_attack_suspected', label: 'a heart attack named by the patient or family ("I think it is a heart attack")' },
  { id: 'throat_swelling', label: 'swelling of tongue or throat / throat closing' },
  { id: 'thunderclap_headache', label: 'sudden severe "worst ever" headache' },
  {
    id: 'neck_stiffness',
    label: 'stiff neck',
    // Colloquial Arabic negates the adjective with مش / مو / مب ("رقبته مش متصلبة", the neck is not
    // stiff), words that cannot be general negation cues ("مش قادرة تحكي" is a stroke sign).
    absent: {
      ar: ['(?:رقب|عنق)\\S* (?:مش|مو|مب|ما|مهي|مهيش|غير) (?:\\S+ )?(?:متيبس|متصلب|ناشف|مشدود|يابس|متخشب)'],
    },
  },
  { id: 'nonblanching_rash', label: 'non-blanching (purpuric) rash' },
  { id: 'unconscious', label: 'unresponsive / unconscious' },
  // Resuscitation Council UK / NHS 111: someone who has just collapsed is unresponsive until shown
  // otherwise; a faint that has recovered is NICE CG109's transient loss of consciousness.
  { id: 'collapse', label: 'collapsed (fell down suddenly), told now, recovery not stated' },
  { id: 'fainting', label: 'fainting / loss of consciousness / collapse' },
  { id: 'seizure', label: 'seizure / fit' },
  {
    id: 'seizure_prolonged',
    label: 'seizure that does not stop, or seizures one after another without waking in between',
  },
  { id: 'confusion', label: 'new confusion / altered mental state' },
  { id: 'heavy_bleeding', label: 'heavy bleeding that will not stop' },
  { id: 'vomiting_blood', label: 'vomiting blood' },
  { id: 'black_stool', label: 'black, tarry stools or large rectal bleeding' },
  {
    id: 'suicidal',
    label: 'suicidal thoughts',
    // An explicit denial of the thought itself, where the verb-final negation stands after the idea
    // and beyond the post-negation window ("死にたいという気持ちはありません", "죽고 싶다거나 그런 생각은 없어요").
    absent: {
      ja: ['死にたい(?:という|って|とは|と)?(?:気持ち|思い|考え)?(?:は|が|も)?(?:ありません|ない|ないです|思いません|思わない|思っていません)'],
      ko: ['죽고 싶다(?:거나|는|고)? (?:\\S+ )?(?:생각|마음)(?:은|는|이|도)? (?:전혀 )?(?:없|안 들)'],
    },
  },
  { id: 'suicide_plan', label: 'suicide plan, means or attempt' },
  { id: 'overdose', label: 'overdose or poisoning' },
  { id: 'testicular_pain', label: 'testicular pain' },
  { id: 'cauda_equina', label: 'saddle numbness or new loss of bladder/bowel control' },
  { id: 'vision_loss', label: 'sudden loss of vision' },
  { id: 'head_injury', label: 'head injury' },
  { id: 'chemical_eye', label: 'chemical in the eye or penetrating eye injury' },
  { id: 'diplopia', label: 'double vision' },
  { id: 'limb_angulated', label: 'limb bent, crooked or at an odd angle (a deformity after an injury)' },
  {
    id: 'arterial_risk',
    label: 'atrial fibrillation or peripheral arterial disease (leg bypass, stent, claudication)',
  },
  { id: 'hot_swollen_joint', label: 'hot or swollen joint' },
  { id: 'digit_numb', label: 'numb, tingling or "asleep" finger, thumb or fingertip' },
  { id: 'skin_not_broken', label: 'bite or scratch did not break the skin' },
  { id: 'nosebleed', label: 'nosebleed' },
  { id: 'refuses_to_walk', label: 'will not walk or put weight on a leg (child)' },
  { id: 'gait_ataxia', label: 'staggering or unable to walk straight' },
  { id: 'chest_pain', label: 'chest pain' },
  { id: 'cardiac_quality', label: 'crushing / pressure-like chest pain' },
  { id: 'dyspnoea', label: 'shortness of breath' },
  { id: 'sweating', label: 'sweating / clammy' },
  { id: 'radiation', label: 'pain spreading to arm, jaw, neck or back' },
  { id: 'nausea', label: 'nausea' },
  {
    id: 'vomiting',
    label: 'vomiting',
    // NICE NG232 asks whether a child vomited since a head injury: "hasnt vomited", Turkish "kusmadı"
    // (the noun "kusma" begins the negated verb) and Egyptian / Levantine "ma … sh" deny it
    absent: {
      en: ["(?:hasnt|havent|didnt|hadnt|hasn't|haven't|didn't|hadn't|has not|have not|did not) (?:\\w+ )?(?:vomited|vomit|thrown up|throw up|been sick|puked)"],
      tr: ['kusmad[ıi]', 'kusmam[ıi]ş', 'kusmuyor'],
      ar: ['ما (?:است|ا|ت)?(?:فرغ|فرغت|رجع|رجعت|رجّع)ش', 'ما استفرغ(?![\\p{L}])', '(?:ma|mash|mosh) (?:starja3|stafragh|istafragh|esstafragh|rage3|raga3|rege3|rag3et|trajja3)(?:sh|ish|esh)?'],
    },
  },
  { id: 'headache', label: 'headache' },
  {
    id: 'fever',
    label: 'fever',
    absent: {
      en: [
        'afebrile',
        'apyrexial',
        'temperature (?:\\w+ ){0,2}normal',
        'normal temperature',
        'no temperature',
        "(?:fever|temp|temperature)(?:'s| has| is) gone",
        'no more fever',
      ],
      is: ['hitalaus', 'hitinn er eðlilegur', 'eðlilegur hiti'],
      pl: ['bez gorączki', 'temperatura (?:\\w+ ){0,2}normalna', 'normalna temperatura', 'nie mam gorączki', 'gorączk\\w* (?:już )?(?:nie ma|minęła|przeszła|ustąpiła)'],
      // the fever that was there has gone (NICE NG120: a cough after the fever has settled)
      es: ['ya no tengo fiebre', 'se me (?:quitó|fue|pasó) la fiebre', 'la fiebre (?:ya )?(?:se fue|se me fue|pasó|se quitó)', 'sin fiebre'],
      fr: ['plus de fièvre', "n'ai plus de fièvre", 'la fièvre (?:est )?(?:tombée|partie|passée)', 'sans fièvre'],
      de: ['fieber (?:ist )?(?:weg|vorbei)', 'kein fieber mehr', 'fieberfrei'],
      it: ['la febbre (?:è )?(?:passata|andata via)', 'non ho più (?:la )?febbre', 'senza febbre'],
      pt: ['febre (?:já )?(?:passou|foi embora|sumiu)', 'sem febre', 'não tenho mais febre'],
      ru: ['температур\\w* (?:уже )?(?:нет|прошла)', 'без температуры'],
      tr: ['ateş\\w* (?:geçti|kalmadı)'],
      ar: ['(?:الحرارة|الحراره|السخونة|السخونه) راحت', 'راحت (?:الحرارة|الحراره|السخونة|السخونه)'],
      hi: ['bukhar (?:utar|chala) gaya', 'बुखार (?:उतर|चला) गया', 'bukhar (?:ab )?nahi'],
      zh: ['(?:已经)?(?:不|没)(?:发烧|发热)了'],
      ja: ['熱は(?:もう)?(?:ない|ありません)', '平熱'],
      ko: ['열은 (?:이제 )?없'],
    },
  },
  { id: 'chills', label: 'chills / rigors' },
  { id: 'cough', label: 'cough' },
  { id: 'sore_throat', label: 'sore throat' },
  { id: 'abdominal_pain', label: 'abdominal pain' },
  { id: 'diarrhoea', label: 'diarrhoea' },
  { id: 'blood_in_stool', label: 'blood in stool / bloody diarrhoea' },
  { id: 'rash', label: 'rash' },
  { id: 'hives', label: 'hives / widespread itchy wheals' },
  { id: 'lip_face_swelling', label: 'swelling of lips, face or eyes' },
  { id: 'dizziness', label: 'dizziness / vertigo / light-headedness' },
  { id: 'palpitations', label: 'palpitations / racing heart' },
  { id: 'back_pain', label: 'back pain' },
  { id: 'dysuria', label: 'burning or pain on passing urine' },
  { id: 'ear_pain', label: 'ear pain' },
  { id: 'eye_red', label: 'red eye' },
  { id: 'eye_pain', label: 'eye pain' },
  { id: 'pregnant', label: 'pregnant' },
  { id: 'vaginal_bleeding', label: 'vaginal bleeding' },
  { id: 'bleeding', label: 'bleeding' },
  { id: 'leg_swelling', label: 'leg or calf swelling' },
  { id: 'photophobia', label: 'light sensitivity' },
  { id: 'severe', label: 'severe / worst / unbearable' },
  { id: 'sudden_onset', label: 'sudden onset' },
  { id: 'runny_nose', label: 'runny or blocked nose / sneezing' },
  { id: 'itch', label: 'itching' },
  { id: 'allergen_exposure', label: 'exposure to a known or likely allergen (food, drug, sting)' },
  { id: 'sting_bite', label: 'insect sting or bite' },
  { id: 'blood_thinner', label: 'takes an anticoagulant' },
  { id: 'chronic_lung', label: 'asthma or COPD' },
  { id: 'inhaler', label: 'reliever inhaler' },
  { id: 'no_relief', label: 'treatment not helping' },
  { id: 'wheeze', label: 'wheeze' },
  { id: 'sputum', label: 'productive cough / sputum' },
  { id: 'haemoptysis', label: 'coughing up blood' },
  { id: 'crackles', label: 'crackles / consolidation on examination' },
  { id: 'calf', label: 'calf' },
  { id: 'one_sided_leg', label: 'one leg only' },
  { id: 'vte_risk', label: 'recent surgery, hospital stay, immobility or long flight' },
  { id: 'travel', label: 'recent travel abroad' },
  { id: 'malaria_area', label: 'malaria-endemic region or mosquito bites abroad' },
  { id: 'peritonism', label: 'guarding / rigid abdomen / peritonism' },
  { id: 'rlq', label: 'pain in the right lower abdomen / moving from navel' },
  { id: 'worse_moving', label: 'pain worse on movement or coughing' },
  { id: 'jaundice', label: 'jaundice' },
  { id: 'heartburn', label: 'heartburn / indigestion' },
  { id: 'constipation', label: 'constipation' },
  { id: 'bloating', label: 'bloating' },
  { id: 'cant_keep_fluids', label: 'cannot keep fluids down' },
  { id: 'dehydration', label: 'signs of dehydration' },
  { id: 'food_trigger', label: 'something eaten' },
  { id: 'urinary_frequency', label: 'urinary frequency or urgency' },
  { id: 'flank', label: 'flank / loin pain' },
  { id: 'vaginal_discharge', label: 'vaginal discharge or itching' },
  { id: 'late_period', label: 'missed or late period' },
  { id: 'ear_discharge', label: 'ear discharge' },
  { id: 'tonsil_exudate', label: 'tonsillar exudate / white spots' },
  { id: 'swollen_glands', label: 'swollen neck glands' },
  { id: 'dysphagia', label: 'difficulty swallowing' },
  { id: 'sinus', label: 'facial / sinus pain' },
  { id: 'green_discharge', label: 'coloured nasal discharge' },
  { id: 'eyelid', label: 'eyelid swelling or lump (stye)' },
  { id: 'sticky_eye', label: 'sticky eye (lashes stuck or crusted with discharge)' },
  { id: 'eye_discharge', label: 'sticky eye / discharge' },
  { id: 'vision_change', label: 'change in vision' },
  { id: 'contact_lens', label: 'contact lens wearer' },
  { id: 'hay_fever', label: 'hay fever / seasonal allergy' },
  { id: 'fetal_movements_not_yet_felt', label: "baby's movements not yet felt (first movements awaited)" },
  { id: 'soaking_pads', label: 'soaking a pad an hour or more, or passing large clots (very heavy vaginal bleeding)' },
  { id: 'swollen_hands', label: 'swollen hands or fingers (rings tight)' },
  { id: 'doubled_over', label: 'doubled over / cannot stand up straight with pain' },
  { id: 'mid_cycle', label: 'in the middle of the menstrual cycle (around ovulation)' },
  { id: 'hearing_change', label: 'hearing loss or tinnitus' },
  { id: 'skin_red_hot', label: 'red, hot, spreading skin' },
  { id: 'wound', label: 'cut or wound' },
  { id: 'vesicles', label: 'blisters / vesicles' },
  { id: 'dermatomal', label: 'in a band on one side' },
  { id: 'eczema', label: 'eczema / dry itchy skin' },
  { id: 'burn', label: 'burn' },
  { id: 'large_burn', label: 'large, deep or facial burn' },
  { id: 'mouth_ulcer', label: 'mouth ulcer' },
  { id: 'injury', label: 'injury / trauma' },
  { id: 'limited_weight_bearing', label: 'cannot fully bear weight' },
  { id: 'walks_normally', label: 'walks normally' },
  { id: 'deformity', label: 'deformity / open wound over bone' },
  { id: 'swelling_local', label: 'swelling' },
  { id: 'bruise', label: 'bruise' },
  { id: 'strain', label: 'lifting / muscle strain' },
  { id: 'cough_strain', label: 'soreness put down to the coughing itself' },
  { id: 'radiating_leg', label: 'pain going down the leg' },
  { id: 'leg_weakness', label: 'leg weakness / foot drop' },
  { id: 'numbness', label: 'numbness / tingling' },
  { id: 'joint_pain', label: 'joint pain or swelling' },
  { id: 'neck_pain', label: 'neck pain' },
  { id: 'postural', label: 'on standing up' },
  { id: 'positional', label: 'triggered by head position / turning in bed' },
  { id: 'new_medication', label: 'new medicine started' },
  { id: 'hypertension_history', label: 'high blood pressure' },
  { id: 'recurrent_known', label: 'similar episodes before' },
  { id: 'fatigue', label: 'tiredness / malaise' },
  { id: 'myalgia', label: 'muscle aches' },
  { id: 'low_mood', label: 'low mood / depression' },
  { id: 'anxiety', label: 'anxiety / panic' },
  { id: 'insomnia', label: 'poor sleep' },
  { id: 'alcohol_hangover', label: 'after drinking alcohol' },
  { id: 'smoker', label: 'smoker' },
  { id: 'breast_lump', label: 'breast lump' },
  { id: 'lump', label: 'lump' },
  { id: 'weight_loss', label: 'unexplained weight loss' },
  { id: 'diabetes', label: 'diabetes' },
  { id: 'immunosuppressed', label: 'immunosuppressed / on chemotherapy' },
  { id: 'toothache', label: 'toothache / dental' },
  { id: 'tetanus_signs', label: 'lockjaw / generalised muscle spasms' },
  { id: 'anaemia_pale', label: 'pallor / anaemia' },
  { id: 'hypothermia_cold', label: 'cold exposure' },
  {
    id: 'suicide_method',
    label: 'method of suicide or serious self-harm named (hanging, jumping, cutting, shooting, train)',
  },
  { id: 'choking', label: 'choking (airway obstruction by food or an object)' },
  { id: 'drowning', label: 'drowning or near-drowning' },
  { id: 'drowsy', label: 'drowsy / hard to keep awake' },
  { id: 'anuria', label: 'no urine passed for many hours' },
  { id: 'hypoglycaemia', label: 'low blood sugar (hypo)' },
  { id: 'hyperglycaemia', label: 'very high blood sugar or ketones' },
  { id: 'hyperkalaemia', label: 'high potassium in the blood' },
  { id: 'benign_dark_stool', label: 'iron, bismuth or food that darkens stools' },
  {
    id: 'low_toxicity_ingestion',
    label: 'a low-toxicity medicine swallowed: contraceptive pills or levothyroxine',
  },
  { id: 'head_lice', label: 'head lice or nits' },
  { id: 'scabies', label: 'scabies' },
  { id: 'impetigo', label: 'impetigo (honey-coloured crusts)' },
  { id: 'hfmd', label: 'hand, foot and mouth disease' },
  { id: 'motion_sickness', label: 'motion sickness (car, sea or air sickness)' },
  { id: 'chilblains', label: 'chilblains (itchy red-purple swellings after cold)' },
  { id: 'haemorrhoids', label: 'haemorrhoids (piles)' },
  { id: 'hot_flush', label: 'hot flushes / night sweats of the menopause' },
  { id: 'infant_colic', label: 'infant colic (long bouts of crying in a well baby)' },
  { id: 'awkward_posture', label: 'after sleeping awkwardly / awkward position' },
  { id: 'plan_stated', label: 'has a plan / intent' },
  { id: 'mottled_skin', label: 'mottled, blotchy or ashen skin' },
  { id: 'impending_doom', label: 'feels like dying' },
  { id: 'infection', label: 'infection' },
  { id: 'bleeding_persistent', label: 'bleeding that keeps going' },
  { id: 'respiratory_arrest', label: 'not breathing' },
  { id: 'prescription_request', label: 'repeat prescription / medication review' },
  { id: 'cant_move_part', label: 'cannot move a finger, hand or foot normally' },
  { id: 'jaw_arm_pain', label: 'jaw or arm pain / ache' },
  { id: 'acne', label: 'acne / spots' },
  { id: 'reduced_fetal_movements', label: 'reduced fetal movements' },
  { id: 'no_stool_or_wind', label: 'no stool or wind passed' },
  { id: 'bilious_vomit', label: 'green (bilious) vomiting' },
  { id: 'distension', label: 'distended abdomen' },
  { id: 'swallowed_harmful', label: 'swallowed medicine, battery or household chemical' },
  { id: 'co_exposure', label: 'possible carbon monoxide exposure' },
  { id: 'opioid_taken', label: 'opioid taken (heroin, fentanyl, methadone, oxycodone, tramadol, codeine …)' },
  { id: 'pinpoint_pupils', label: 'pinpoint (very small) pupils' },
  { id: 'opioid_nodding', label: 'nodding out / dropping asleep mid-sentence' },
  { id: 'tearing_pain', label: 'tearing or ripping pain' },
  { id: 'paralysis', label: 'cannot move or feel the legs' },
  { id: 'psychosis', label: 'hallucinations / psychotic symptoms' },
  { id: 'harm_others', label: 'threat of harm to others / weapon' },
  {
    id: 'farewell_signals',
    label:
      'farewell signals (goodbye message or letter, giving away belongings, telling where the will or passwords are)',
  },
  {
    id: 'unreachable',
    label: 'cannot be reached (not answering the phone or messages, phone switched off)',
  },
  { id: 'suicide_means', label: 'access to means of suicide (pills stored up, a weapon, a rope)' },
  { id: 'priapism', label: 'erection that will not go down (priapism)' },
  { id: 'sickle_cell', label: 'sickle cell disease' },
  {
    id: 'urinary_hesitancy',
    label: 'difficulty passing urine (straining, only a trickle, bladder not emptying)',
  },
  { id: 'snake_bite', label: 'snake bite' },
  { id: 'orbital_signs', label: 'pain on moving the eye or a bulging eye' },
  {
    id: 'high_velocity_eye',
    label:
      'something flew into the eye at speed (grinding, hammering, drilling, chiselling, cutting metal or stone)',
  },
  { id: 'animal_bite', label: 'animal or human bite (dog, cat, bat, monkey, fox, stray, person)' },
  { id: 'bite_high_risk_site', label: 'bite to the face, a hand or the genitals' },
  {
    id: 'rabies_risk',
    label: 'possible rabies exposure (stray or unknown animal, bat, monkey, fox, unvaccinated animal)',
  },
  {
    id: 'scorpion_sting',
    label: 'scorpion sting or other venomous sting (venomous spider, stonefish, box jellyfish)',
  },
  { id: 'wound_gaping', label: 'gaping or deep wound (edges apart, may need stitches)' },
  { id: 'wound_deep_structures', label: 'fat, bone or tendon visible in a wound' },
  { id: 'needlestick', label: 'pricked by a used or discarded needle' },
  {
    id: 'injection_injury',
    label: 'high-pressure injection injury (grease gun, paint sprayer, pressure washer, hydraulic line, fuel injector)',
  },
  { id: 'eye_blow', label: 'a blow to the eye (ball, fist, elbow, cork, stick)' },
  { id: 'heat_relief', label: 'better after rest, shade, cooling or fluids' },
  { id: 'heat_no_relief', label: 'not better after rest, shade, cooling or fluids' },
  { id: 'eye_trauma_sign', label: 'blood in the front of the eye (hyphaema) or a misshapen pupil' },
  { id: 'known_aneurysm', label: 'known aneurysm (of the aorta or in the head)' },
  { id: 'pancreatitis', label: 'pancreatitis (named by the patient)' },
  { id: 'crying_bouts_legs_up', label: 'bouts of screaming or crying, drawing the legs up (baby or toddler)' },
  { id: 'redcurrant_stool', label: 'stool like redcurrant jelly (blood and mucus)' },
  { id: 'limb_compressed', label: 'arm or leg lain, leant or sat on (gone numb or "asleep" from the position)' },
  { id: 'haematuria', label: 'blood in the urine' },
  { id: 'thirst', label: 'excessive thirst' },
  { id: 'mole_change', label: 'changing mole' },
  { id: 'skin_infected', label: 'weeping, crusted or pus (possible skin infection)' },
  { id: 'relieved', label: 'relieved by over-the-counter treatment' },
  { id: 'bleeding_stopped', label: 'bleeding has stopped' },
  { id: 'sunburn', label: 'sunburn' },
  { id: 'fungal_foot', label: "athlete's foot (itchy peeling skin between the toes)" },
  { id: 'fungal_nail', label: 'fungal nail infection (thick, yellow, crumbly nail)' },
  { id: 'ingrown_nail', label: 'ingrown toenail' },
  { id: 'tick_rash', label: 'expanding red ring after a tick bite' },
  { id: 'foosh', label: 'fall on an outstretched hand with wrist pain' },
  { id: 'complaint_unspecified', label: 'pain or feeling unwell (site or kind not recognised)' },
  { id: 'limb_pain', label: 'pain in an arm or leg' },
  { id: 'halos', label: 'halos or rainbows around lights' },
  { id: 'cold_pale_limb', label: 'cold, pale or numb limb' },
  { id: 'eye_area', label: 'the eye, eyelid, eyebrow, forehead or tip of the nose (a site, with another finding)' },
  { id: 'cant_straighten_leg', label: 'cannot straighten or bend the leg or knee (knee locked)' },
  { id: 'raynaud', label: 'fingers or toes turning white or blue in the cold and recovering when warm (Raynaud)' },
  { id: 'pleuritic', label: 'pain on breathing in (pleuritic)' },
  {
    id: 'possible_ingestion_child',
    label:
      "a child may have swallowed someone's medicines or a button battery (found with tablets, tablets missing, blister open, battery missing)",
  },
  { id: 'deliberate', label: 'done on purpose (deliberate)' },
  { id: 'period_pain', label: 'period pain' },
  { id: 'infant', label: 'baby / infant' },
  { id: 'child', label: 'child (reported by a parent or carer)' },
  { id: 'grunting', label: 'grunting with breathing' },
  { id: 'chest_recession', label: 'chest recession (skin sucking in between or under the ribs)' },
  { id: 'nasal_flaring', label: 'nasal flaring' },
  { id: 'floppy', label: 'floppy or limp (child)' },
  { id: 'abnormal_cry', label: 'weak or high-pitched cry' },
  { id: 'bulging_fontanelle', label: 'bulging fontanelle (soft spot)' },
  { id: 'sunken_fontanelle', label: 'sunken fontanelle (soft spot)' },
  { id: 'sunken_eyes', label: 'sunken eyes or crying without tears' },
  { id: 'dry_nappies', label: 'dry nappies / not weeing (child)' },
  { id: 'poor_feeding', label: 'not feeding / drinking much less (child)' },
  { id: 'lethargic', label: 'less active than usual / lethargic (child)' },
  { id: 'barking_cough', label: 'barking (croupy) cough' },
  { id: 'stridor', label: 'stridor (noisy, high-pitched breathing in)' },
  { id: 'at_rest', label: 'at rest / even when calm or asleep' },
  { id: 'shoulder_tip_pain', label: 'shoulder-tip pain' },
  { id: 'one_sided_pelvic_pain', label: 'one-sided lower abdominal pain' },
  { id: 'uterine_hard', label: 'pregnant bump (womb) hard, tight or in constant contraction' },
  { id: 'light_spotting', label: 'light spotting (pink or brown)' },
  { id: 'epigastric_pain', label: 'pain just below the ribs / upper abdomen' },
  { id: 'passing_clots', label: 'passing blood clots' },
  { id: 'visual_aura', label: 'flashing lights or spots before the eyes' },
  { id: 'posseting', label: 'baby bringing up small amounts of milk (posseting)' },
  { id: 'postpartum', label: 'recently gave birth (postnatal period, after a delivery or caesarean)' },
  { id: 'foul_lochia', label: 'foul-smelling vaginal discharge or bleeding (lochia)' },
  { id: 'projectile_vomiting', label: 'projectile (forceful) vomiting' },
  { id: 'amnesia', label: 'cannot remember the event (amnesia)' },
  { id: 'unequal_pupils', label: 'unequal pupils' },
  {
    id: 'dangerous_mechanism',
    label: 'dangerous mechanism of injury (fall from a height, horse or bike; road traffic collision)',
  },
  {
    id: 'skull_fracture_signs',
    label: 'clear fluid or blood from the ear or nose after a head injury (possible skull fracture)',
  },
  { id: 'open_fracture', label: 'bone through the skin (open fracture)' },
  { id: 'limb_tingling', label: 'tingling, numbness or weakness in the arms, hands or both legs' },
  { id: 'urinary_retention', label: 'cannot pass urine (urinary retention)' },
  { id: 'electric_shock', label: 'electric shock or lightning strike' },
  { id: 'high_voltage', label: 'high-voltage source' },
  { id: 'pain_out_of_proportion', label: 'pain out of proportion to the wound or skin' },
  { id: 'skin_dusky', label: 'dusky, purple or black skin or dark blisters' },
  { id: 'burn_extent', label: 'burn the size of a palm or larger, or with large blisters' },
  { id: 'heat_exposure', label: 'exposure to heat (sun, heatwave, hot car, exertion in the heat)' },
  { id: 'not_sweating', label: 'not sweating, hot dry skin' },
  { id: 'anticancer_treatment', label: 'on chemotherapy / anticancer treatment' },
  { id: 'cancer_history', label: 'cancer (now or before), spread (metastases)' },
  {
    id: 'saddle_numbness',
    label: 'numbness around the bottom or genitals, or not feeling when wiping or passing urine',
  },
  { id: 'knocked_out', label: 'knocked out (loss of consciousness after an impact)' },
  { id: 'penetrating_injury', label: 'stab, gunshot or impalement wound' },
  { id: 'amputation', label: 'finger, toe or limb cut off (amputation)' },
  { id: 'dislocation', label: 'dislocated joint' },
  { id: 'wild_mushroom', label: 'ate wild or foraged mushrooms' },
  { id: 'testicular_lump', label: 'lump, hardness or enlargement of a testicle' },
  { id: 'memory_loss', label: 'forgetfulness / memory getting worse' },
  { id: 'heavy_periods', label: 'heavy periods (heavy menstrual bleeding)' },
  { id: 'morning_stiffness', label: 'morning stiffness of the joints' },
  { id: 'non_healing', label: 'sore, ulcer or spot that does not heal' },
  { id: 'spreading', label: 'spreading or getting bigger' },
  { id: 'boil', label: 'boil or skin abscess' },
  { id: 'boil_large', label: 'large boil or abscess' },
  { id: 'threadworms', label: 'threadworms' },
  { id: 'dandruff', label: 'dandruff / flaky itchy scalp' },
  { id: 'heat_rash', label: 'heat rash (prickly heat)' },
  { id: 'hiccups', label: 'hiccups' },
  { id: 'faint_trigger', label: 'faint with a typical trigger (needles, blood, standing, heat)' },
  { id: 'full_recovery', label: 'came round quickly and fully recovered' },
  { id: 'came_round', label: 'came round, awake and talking, or fine now after a faint or collapse' },
  { id: 'wart', label: 'wart or verruca' },
  { id: 'cold_sore', label: 'cold sore' },
  { id: 'leg_cramps', label: 'leg cramps' },
  { id: 'earwax', label: 'earwax build-up' },
  { id: 'muscle_soreness', label: 'muscle soreness after exercise' },
  { id: 'plantar_heel_pain', label: 'heel pain worst with the first steps in the morning' },
  { id: 'friction_blister', label: 'a blister from shoes or a long walk' },
  { id: 'cant_swallow_saliva', label: 'cannot swallow saliva' },
  { id: 'chickenpox', label: 'chickenpox' },
  { id: 'nappy_rash', label: 'nappy rash' },
  { id: 'tennis_elbow', label: 'tennis elbow (lateral epicondylitis)' },
  { id: 'upper_airway_signs', label: 'drooling, stridor or muffled voice' },
  { id: 'teething', label: 'teething' },
  { id: 'exertional', label: 'brought on by exertion' },
  { id: 'emergency_contraception', label: 'needs emergency contraception (unprotected sex, condom failure)' },
  { id: 'gca_features', label: 'scalp tenderness or jaw pain on chewing' },
  { id: 'erectile_dysfunction', label: 'erectile dysfunction' },
  { id: 'discharge_smelly', label: 'smelly, fishy, green or grey vaginal discharge' },
  { id: 'recurring_often', label: 'keeps coming back (four or more episodes a year)' },
  { id: 'kneecap_pain', label: "pain around or behind the kneecap (runner's knee)" },
  { id: 'bowel_habit_change', label: 'change in bowel habit' },
  { id: 'not_drinking', label: 'not drinking / hardly taking any fluids' },
  { id: 'limb_pulseless', label: 'no pulse felt in a foot, leg or arm' },
  { id: 'paracetamol_excess', label: 'paracetamol above the daily maximum (more than 4 g a day), over a day or more' },
  { id: 'long_lie', label: 'lay on the floor for hours after a fall (a long lie)' },
  { id: 'overdose_large', label: 'a large overdose (twenty or more tablets, or a whole packet)' },
  { id: 'cast_or_crush', label: 'limb in a cast, plaster or tight splint, or crushed' },
  { id: 'tonsillectomy', label: 'tonsils removed in the last weeks (tonsillectomy)' },
  { id: 'recent_operation', label: 'a recent operation or tooth extraction' },
  { id: 'older_person', label: 'older person (grandparent, elderly relative, care home resident)' },
  { id: 'foot_necrosis', label: 'toe or part of the foot turning black or dark (possible gangrene)' },
  { id: 'foot_ulcer', label: 'ulcer, wound or blister on the foot or a toe' },
  { id: 'foot_hot_swollen', label: 'hot, swollen (or red) foot' },
  { id: 'foul_smell', label: 'sore or wound that smells bad' },
  { id: 'waters_broken', label: 'waters broken (a gush or trickle of fluid from the vagina in pregnancy)' },
  {
    id: 'fluid_leaking',
    label: 'water or fluid came out or is leaking (the waters when pregnant)',
  },
  { id: 'waters_discoloured', label: 'waters green, brown or smelly (meconium or infection)' },
  { id: 'contractions_frequent', label: 'regular contractions, every 5 minutes or closer' },
  { id: 'birth_imminent', label: "urge to push or the baby's head showing (birth imminent)" },
  { id: 'cord_prolapse', label: 'umbilical cord seen or felt at or outside the vagina (cord prolapse)' },
  { id: 'fluid_green_brown', label: 'fluid green or brown (a colour, read with the waters)' },
  { id: 'hoarse_voice', label: 'hoarse voice' },
  { id: 'head_bobbing', label: 'head bobbing with each breath (baby or toddler)' },
  { id: 'breathing_pauses', label: 'pauses in breathing (apnoea)' },
  { id: 'feeding_under_half', label: 'feeding less than half the usual amount' },
  { id: 'snoring', label: 'snoring or sleep apnoea' },
  { id: 'bronchiolitis_named', label: 'bronchiolitis or RSV (named by the patient or parent)' },
  { id: 'food_allergen_eaten', label: 'a common food allergen eaten (peanut, nut, egg, milk, fish, shellfish, sesame)' },
  { id: 'playing_normally', label: 'playing or active as usual (child)' },
  { id: 'drinking_normally', label: 'drinking or feeding as usual' },
  { id: 'weeing_normally', label: 'passing urine as usual (wet nappies)' },
  { id: 'asthma_attack', label: 'asthma attack' },
  { id: 'reliever_helped', label: 'reliever inhaler helped (talking and breathing normally after it)' },
  { id: 'reliever_again', label: 'reliever inhaler needed again within 4 hours' },
  { id: 'luts', label: 'weak urine stream / getting up at night to pass urine' },
  { id: 'dental_numbing', label: "mouth numbed by a dentist's local anaesthetic" },
  { id: 'shoulder_injury', label: 'injured shoulder (fall on it, dislocation, sprain)' },
  { id: 'toxic_alcohol', label: 'home-made, bootleg or counterfeit spirits, methanol or antifreeze drunk' },
  { id: 'methotrexate_taken', label: 'takes methotrexate' },
  { id: 'insulin_taken', label: 'takes or injected insulin' },
  { id: 'lithium_taken', label: 'takes lithium' },
  { id: 'digoxin_taken', label: 'takes digoxin' },
  { id: 'dose_error', label: 'a medicine taken in error (a double dose, daily instead of weekly)' },
  { id: 'floaters', label: 'floaters (spots, flies, cobwebs or soot drifting in the vision)' },
  { id: 'looks_yellow', label: 'looks yellow (skin or whites of the eyes), said of a baby' },
  { id: 'pale_stools', label: 'pale, white or chalky stools or dark urine' },
  { id: 'born_last_day', label: 'born within the last day (first 24 hours of life)' },
  { id: 'purging', label: 'makes themself vomit or takes laxatives to control weight (purging)' },
  { id: 'burn_blistered', label: 'a burn or scald that has blistered' },
  { id: 'adrenaline_autoinjector', label: 'an adrenaline auto-injector (EpiPen, Jext, Emerade) or an adrenaline injection' },
  {
    id: 'lifelong_speech_difficulty',
    label: 'a lifelong difficulty speaking (autism, a learning disability, Down syndrome, cerebral palsy, non-verbal)',
  },
  { id: 'blister_small', label: 'a blister called small (a small burn of a finger, not a large or spreading one)' },
  { id: 'pain_to_back', label: 'tummy pain going through to the back' },
  {
    id: 'pain_behaviour',
    label:
      'pain shown, not said (rocking, grimacing, crying out when moved or touched, withdrawn, off food unlike themself)',
  },
  { id: 'gallstones', label: 'gallstones (known, or biliary colic)' },
  { id: 'mucosal_sores', label: 'blisters or sores in the mouth or on the genitals, or crusted, bleeding lips' },
  { id: 'skin_sloughing', label: 'skin peeling or coming away in sheets, or when rubbed' },
  { id: 'sjs_drug', label: 'a medicine that can cause Stevens-Johnson syndrome (co-trimoxazole, allopurinol, lamotrigine, carbamazepine …)' },
  { id: 'burn_special_site', label: 'the hand, fingers, face, foot, genitals or a joint (a site, with a burn)' },
  { id: 'mouth_object_fall', label: 'a fall or a run with a toothbrush, pencil, stick or toy in the mouth' },
  { id: 'red_streak', label: 'red line or streak spreading up an arm or leg from a wound (lymphangitis)' },
  { id: 'several_affected', label: 'several people (or a pet) affected at once' },
  { id: 'spontaneous_bleeding', label: 'bleeding without an injury (bleeding gums, bruises all over or for no reason)' },
  { id: 'genital_sore', label: 'sores, blisters, ulcers, warts or lumps on the genitals, or discharge from the penis' },
  { id: 'sti_contact', label: 'a sexually transmitted infection named (chlamydia, gonorrhoea, syphilis), or a partner who has one' },
  { id: 'tick_bite', label: 'tick bite (a tick found on the skin or removed)' },
  { id: 'bony_tenderness', label: 'pain on pressing the bone after an injury (ankle bone, base of the little toe)' },
  { id: 'painkiller_overuse', label: 'painkillers taken every day or most days' },
  {
    id: 'accessory_muscles',
    label:
      'working hard to breathe (shoulders, neck or tummy muscles used, see-saw breathing, leaning forward or bolt upright to breathe)',
  },
  { id: 'speech_limited', label: 'can hardly talk (only a few words, or not at all)' },
  { id: 'reliever_constant', label: 'reliever inhaler needed every few minutes or non-stop' },
  { id: 'behaviour_change', label: 'acting strangely or not themself (a change in behaviour)' },
  {
    id: 'limb_not_used',
    label: 'will not move or use an arm or leg, holds it still, or cries when it is touched (after a fall or knock)',
  },
  { id: 'adrenaline_pen_used', label: 'an adrenaline pen used or given (EpiPen, Jext, Emerade injected)' },
  { id: 'first_seizure', label: 'a first ever fit or seizure' },
  { id: 'strangulation', label: 'strangled, choked or neck squeezed by another person (non-fatal strangulation)' },
  { id: 'sexual_assault', label: 'sexual assault (raped, forced or pressured into sex, or sexual contact not remembered after being drugged)' },
  { id: 'drink_spiked', label: 'drink spiked or drugged by someone' },
  { id: 'assaulted', label: 'hit, punched, kicked, pushed or beaten by another person' },
  { id: 'threat_to_kill', label: 'threatened with death, or a weapon used or held in a threat' },
];
