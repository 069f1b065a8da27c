import { URGENCY_SCALE } from '@asa/domain';
import type { AdviceKey, QuestionId } from '../protocols/types.ts';

export type GenericQuestion =
  | 'onset'
  | 'location'
  | 'character'
  | 'severity'
  | 'timing'
  | 'aggravating'
  | 'relieving'
  | 'associated'
  | 'medications'
  | 'allergies'
  | 'history';

/** What the offline assistant says to the patient, in one language. */
export interface ConversationTexts {
  greeting: string;
  thanks: string;
  emergency: string;
  disposition: Record<'1' | '2' | '3' | '4' | '5', string>;
  watchIntro: string;
  generalAdvice: string;
  disclaimer: string;
  /** One question per id: the generic history questions and the complaint-specific ones. */
  questions: Record<QuestionId, string>;
  /** Self-care advice per kind of complaint; `general` uses generalAdvice. */
  advice: Record<Exclude<AdviceKey, 'general'>, string>;
}

export const GENERIC_QUESTIONS: readonly GenericQuestion[] = [
  'onset',
  'location',
  'character',
  'severity',
  'timing',
  'aggravating',
  'relieving',
  'associated',
  'medications',
  'allergies',
  'history',
];

/**
 * The offline assistant's texts in English (the source). Every other language has the same texts
 * in the `conversation` section of src/locales/<lang>.json (checked by test/catalogue.test.ts).
 */
export const CONVERSATION_EN: ConversationTexts = {
  greeting:
    "Hello, I'm Asa. Tell me what is bothering you — your symptoms, when they started and how you feel now.",
  thanks: 'Thank you.',
  emergency:
    '**This could be an emergency. Call 112 now or go to the nearest emergency department.** Do not wait for this chat.',
  // The patient's disposition line, from the one urgency table (@asa/domain, issue 18).
  disposition: {
    '1': `**${URGENCY_SCALE[1].patientLine}**`,
    '2': `**${URGENCY_SCALE[2].patientLine}**`,
    '3': `**${URGENCY_SCALE[3].patientLine}**`,
    '4': `**${URGENCY_SCALE[4].patientLine}**`,
    '5': `**${URGENCY_SCALE[5].patientLine}**`,
  },
  watchIntro: 'Seek help sooner if you notice:',
  generalAdvice:
    'Rest, drink enough fluids, and use simple pain relief such as paracetamol as directed on the pack if you need it.',
  disclaimer: '_This is general information, not a diagnosis._',
  questions: {
    onset: 'When did it start, and did it come on suddenly or gradually?',
    location: 'Where exactly do you feel it, and does it spread anywhere?',
    character: 'How would you describe it — for example sharp, dull, burning or pressing?',
    severity: 'How bad is it on a scale from 0 to 10?',
    timing: 'Is it there all the time, or does it come and go?',
    aggravating: 'Does anything make it worse, for example moving, breathing, eating or standing up?',
    relieving: 'Does anything make it better, and have you tried any medicine for it?',
    associated: 'Do you have any other symptoms, such as fever, vomiting, breathlessness or dizziness?',
    medications: 'Do you take any regular medicines?',
    allergies: 'Do you have any allergies to medicines?',
    history: 'Do you have any long-term health conditions, or have you had this before?',
    fever: 'Do you have a fever? If you have measured it, what was your temperature?',
    breathing: 'Are you short of breath, or is it hard to breathe or speak in full sentences?',
    chest_radiation:
      'Does the pain spread to your arm, jaw, neck or back, and are you sweaty or short of breath?',
    stool_blood: 'Have you seen any blood in your stool, or black stools?',
    urine_fever: 'Do you have a fever, shivering, or pain in your side or back?',
    pregnancy: 'Could you be pregnant?',
    weight_bearing: 'Can you put weight on it and walk four steps?',
    vision: 'Has your vision changed, and is the eye painful or sensitive to light?',
    neck_stiffness: 'Do you have a stiff neck, or does light hurt your eyes?',
    rash_blanch: 'If you press a glass against the rash, does it fade?',
    injury_how: 'How did it happen — did you fall, lift something or get hit?',
    fluids: 'Are you able to drink and keep fluids down, and are you passing urine normally?',
    mood_safety: 'Are you having any thoughts of harming yourself or ending your life?',
    alertness:
      'Is anyone suddenly confused, very drowsy or hard to wake, or is a face, arm or leg weak or drooping, or speech slurred?',
  },
  advice: {
    viral_uri:
      'Colds and similar viral infections usually settle within 1–2 weeks: rest, drink plenty, and paracetamol or ibuprofen can ease aches and fever. Antibiotics do not help viral infections.',
    cough:
      'A cough after a cold can last up to 3 weeks. Honey in a warm drink, plenty of fluids and rest can help; avoid smoking.',
    sore_throat:
      'Most sore throats get better within a week. Drink fluids, gargle with warm salty water, and use paracetamol or ibuprofen or throat lozenges from a pharmacy.',
    gastro:
      'Drink small sips of water or oral rehydration solution often, eat when you feel able, and wash your hands well. Most tummy bugs settle in a few days.',
    msk: 'Rest the area for a day or two, use a cold pack wrapped in a towel for 20 minutes a few times a day, keep it raised, and use simple pain relief.',
    back: 'Keep as active as you can — bed rest slows recovery. Heat, gentle movement and simple pain relief such as ibuprofen usually help; most back pain improves within a few weeks.',
    skin_itch:
      'Use a fragrance-free moisturiser (emollient) often, avoid soap and scratching, and a pharmacist can suggest an antihistamine or a mild steroid cream.',
    minor_burn:
      'Cool the burn under cool running water for 20 minutes, then cover it loosely with cling film or a clean non-fluffy dressing. Do not burst blisters.',
    headache:
      'Rest, drink water, eat regularly and take paracetamol or ibuprofen. Avoid taking painkillers on more than a few days a week, as that can cause headaches itself.',
    eye: 'Clean the eyelids with cooled boiled water, do not share towels, and avoid contact lenses until it has settled. A warm compress helps a stye.',
    constipation:
      'Drink more fluids, eat more fibre (fruit, vegetables, wholegrains) and keep active; a pharmacist can suggest a gentle laxative.',
    allergy:
      'Antihistamine tablets or a steroid nasal spray from a pharmacy usually help; avoid the trigger where you can.',
    mouth_ulcer:
      'Mouth ulcers usually heal within 1–2 weeks. Avoid spicy or acidic food and use a soft toothbrush; a pharmacy gel or mouthwash can ease the pain.',
    bite: 'Wash the area, use a cold compress, raise the area and try not to scratch; an antihistamine or a mild steroid cream from a pharmacy can help the itching.',
    hangover:
      'Drink water or rehydration drinks, eat something bland, rest, and use paracetamol rather than more alcohol.',
    thrush:
      'Thrush can be treated with antifungal treatment from a pharmacy. Avoid perfumed soaps and wear loose cotton underwear.',
    heartburn:
      'Eat smaller meals, avoid late meals, alcohol, coffee and spicy food, raise the head of your bed, and antacids from a pharmacy can help.',
  },
};
