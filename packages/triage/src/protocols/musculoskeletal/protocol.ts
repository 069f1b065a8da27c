import type { Protocol } from '../types.ts';
import { rules } from './rules.ts';
import { CONDITIONS } from './conditions.ts';
import { RED_FLAGS } from './red-flags.ts';

export const MUSCULOSKELETAL: Protocol = {
  implies: { muscle_soreness: ['strain'], hot_swollen_joint: ['joint_pain'], limb_pulseless: ['cold_pale_limb'] },
  notSymptoms: ['exertional', 'arterial_risk', 'cast_or_crush', 'cancer_history'],
  rules,
  redFlags: RED_FLAGS,
  conditions: CONDITIONS,
  ruleTexts: {
    knee_extensor:
      'Knee or leg injury and unable to straighten or bend it: X-ray the same day (Ottawa knee rule; extensor-mechanism injury)',
    raynaud: "Fingers or toes turning white or blue in the cold and recovering when warm: Raynaud's phenomenon, GP appointment (NICE CKS Raynaud's phenomenon)",
    back_neuro: 'Back pain with new leg weakness / foot drop (NICE NG59)',
    back_fever: 'Back pain with fever (NICE CKS back pain red flags)',
    sciatica_neuro: 'Sciatica with sensory symptoms (NICE NG59)',
    back_systemic: 'Back pain with weight loss / immunosuppression (NICE CKS)',
    exertional_rhabdomyolysis:
      'Muscle pain after exercise with dark, brown or cola-coloured urine: possible rhabdomyolysis, emergency department (NHS)',
    dvt: 'Unilateral calf/leg swelling with DVT risk factors: same-day Wells assessment and scan (NICE NG158)',
    ottawa: 'Unable to bear weight after injury: X-ray the same day (Ottawa ankle/knee rules)',
    ottawa_bony:
      'Pain on pressing the ankle bone or the base of the little toe bone after a twist or fall: X-ray the same day at a minor injuries unit (Ottawa ankle and foot rules; NICE CKS sprains and strains)',
    injury_swelling_older:
      'Painful swelling after a fall or knock at 65 or over: X-ray the same day for a fragility fracture (NICE NG38)',
    injury_swelling_child:
      'Painful swelling after a fall or knock in a child: X-ray the same day for a possible fracture (NICE NG38)',
    foosh:
      'Fall on an outstretched hand with wrist pain or swelling: X-ray the same day to exclude scaphoid/wrist fracture (NICE NG38)',
    septic_joint: 'Hot swollen joint with fever: septic arthritis until proven otherwise (NICE CKS)',
    hot_joint: 'Red, hot, painful joint: GP the same or next day (NICE CKS gout)',
    inflammatory_arthritis:
      'Joint pain or swelling with morning stiffness: GP, urgent rheumatology referral for suspected synovitis (NICE NG100)',
    child_not_walking_fever:
      'Child who will not walk or put weight on a leg, with fever: possible septic arthritis or osteomyelitis, same-day emergency assessment (NICE CKS septic arthritis; NICE CKS acute childhood limp)',
    leg_cramps:
      'Leg cramps without swelling, redness or clot risk: self-care with stretching (NHS leg cramps)',
    limb_not_used_injury:
      'Arm or leg not moved or used, held still or painful to touch after a fall or knock: X-ray the same day (NICE NG38; NHS broken arm or leg)',
  },
  patterns: {
    raynaud: 'raynaud', // NICE CKS Raynaud's phenomenon
    cauda_equina: 'cauda_equina', // NICE CKS sciatica / back pain red flags
    hot_joint: 'gout', // NICE CKS gout
    septic_joint: 'septic_arthritis', // NICE CKS septic arthritis
    foosh: 'wrist_fracture', // NICE NG38
    ottawa_bony: 'fracture', // Ottawa ankle and foot rules
    injury_swelling_older: 'fracture', // NICE NG38
    injury_swelling_child: 'fracture', // NICE NG38
    dvt: 'dvt', // NICE NG158
    limb_ischaemia: 'limb_ischaemia',
    retention_back_pain: 'cauda_equina',
    cauda_equina_lay: 'cauda_equina',
    inflammatory_arthritis: 'inflammatory_arthritis',
    leg_cramps: 'leg_cramps',
    cauda_equina_bladder: 'cauda_equina', // NICE CKS sciatica
    acute_limb_ischaemia: 'limb_ischaemia', // NICE CG147
    septic_joint_fever: 'septic_arthritis', // NICE CKS septic arthritis
    child_not_walking_fever: 'septic_arthritis', // NICE CKS acute childhood limp
    metastatic_cord_compression: 'metastatic_cord_compression', // NICE NG234
    compartment_syndrome: 'compartment_syndrome', // BOA / BOAST compartment syndrome
    limb_not_used_injury: 'fracture', // NICE NG38
  },
};
