import type { Condition } from './types.ts';

/**
 * Round 3: conditions that a red flag or a clinical pattern points to and that the knowledge base
 * lacked, and benign look-alikes that a stated explanation points to. Red flag / rule → condition:
 * see PATTERN_CONDITION in src/engine/patterns.ts.
 */
export const PATTERN_CONDITIONS: Condition[] = [
  // NICE NG133: new hypertension after 20 weeks with severe headache, visual disturbance, epigastric pain, vomiting or sudden swelling
  { id: 'pre_eclampsia', name: 'Pre-eclampsia', icd10: 'O14.9', area: 'obs', base: 0.15, key: ['pregnant'], requires: [['headache', 'vision_change', 'lip_face_swelling', 'leg_swelling']], gestationWeeks: { min: 20 }, cues: { headache: 0.6, vision_change: 0.8, lip_face_swelling: 0.5, leg_swelling: 0.4, vomiting: 0.2, severe: 0.2 }, urgency: 2, redFlags: ['pregnancy_emergency'], questions: ['vision', 'onset', 'history'], advice: 'general', watch: ['severe headache, blurred vision or flashing lights: go to maternity assessment now', 'pain just below the ribs', 'sudden swelling of face, hands or feet'] },
  // NICE CKS "sudden loss of vision": retinal artery / vein occlusion, retinal detachment, giant-cell arteritis — same-day eye emergency
  { id: 'sudden_vision_loss', name: 'Sudden visual loss (retinal occlusion / detachment, GCA)', icd10: 'H54.7', area: 'eye', base: 0.2, key: ['vision_loss'], cues: { headache: 0.2, one_sided_weakness: 0.3 }, urgency: 2, redFlags: ['vision_loss', 'stroke'], questions: ['onset', 'vision', 'history'], advice: 'eye', watch: ['any loss of vision: eye emergency today'] },
  // NHS / NICE CKS neck pain: acute torticollis after sleeping awkwardly, no fever — self-care
  { id: 'neck_strain', name: 'Acute neck strain / torticollis', icd10: 'M54.2', area: 'msk', base: 0.4, key: ['neck_stiffness', 'neck_pain'], cues: { awkward_posture: 1, strain: 0.5, fever: -1, photophobia: -1, nonblanching_rash: -2, confusion: -1, vomiting: -0.5 }, urgency: 5, redFlags: ['meningitis'], questions: ['onset', 'fever', 'neck_stiffness'], advice: 'msk', watch: ['fever, headache, rash or dislike of bright light with the stiff neck: call 112', 'pain or stiffness not better after 1–2 weeks', 'numbness or weakness in the arms'] },
  // NHS "black poo": iron, bismuth or liquorice darken stools; no other feature of bleeding
  { id: 'benign_dark_stool', name: 'Dark stools from iron / bismuth / food (no sign of bleeding)', icd10: 'R19.5', area: 'gi', base: 0.5, key: ['black_stool'], requires: [['benign_dark_stool']], cues: { benign_dark_stool: 1, dizziness: -1, vomiting_blood: -2, abdominal_pain: -0.5 }, urgency: 5, redFlags: ['gi_bleed'], questions: ['medications', 'stool_blood', 'history'], advice: 'general', watch: ['vomiting blood or coffee-ground vomit: call 112', 'dizziness, fainting, weakness or breathlessness', 'tummy pain', 'black sticky stools after stopping iron'] },
  // JBDS / NICE NG17: DKA
  { id: 'dka', name: 'Diabetic ketoacidosis', icd10: 'E10.1', area: 'general', base: 0.2, key: ['hyperglycaemia'], requires: [['vomiting', 'dyspnoea', 'severe_dyspnoea', 'drowsy', 'confusion', 'abdominal_pain']], cues: { vomiting: 0.5, dyspnoea: 0.5, abdominal_pain: 0.4, drowsy: 0.5 }, urgency: 2, redFlags: ['dka'], questions: ['onset', 'fluids', 'medications'], advice: 'general', watch: ['vomiting, fast breathing or drowsiness: call 112'] },
  // JBDS hypoglycaemia: in a person with diabetes, confusion, drowsiness, collapse or a fit is hypoglycaemia until the glucose is known
  { id: 'hypoglycaemia', name: 'Hypoglycaemia', icd10: 'E16.2', area: 'general', base: 0.3, key: ['hypoglycaemia', 'diabetes'], requires: [['hypoglycaemia', 'confusion', 'drowsy', 'unconscious', 'fainting', 'seizure', 'sweating']], cues: { hypoglycaemia: 1, confusion: 0.5, drowsy: 0.5, fainting: 0.4, unconscious: 0.4, sweating: 0.3 }, urgency: 3, redFlags: ['severe_hypoglycaemia'], questions: ['onset', 'medications'], advice: 'general', watch: ['confusion, drowsiness or a fit: call 112'] },
  // Resuscitation Council UK: unresponsive and not breathing normally = cardiac arrest until proven otherwise
  { id: 'unresponsive', name: 'Unresponsive / collapse (cardiorespiratory arrest until proven otherwise)', icd10: 'R40.2', area: 'general', base: 0.2, key: ['unconscious'], cues: { severe_dyspnoea: 0.5, seizure: 0.3 }, urgency: 1, redFlags: ['unconscious'], questions: ['onset', 'history'], advice: 'general', watch: ['call 112 now; start CPR if not breathing normally'] },
];
