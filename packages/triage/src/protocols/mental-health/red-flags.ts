import type { RedFlagRule } from '../types.ts';

export const RED_FLAGS: RedFlagRule[] = [
  // NICE NG225; Samaritans' warning signs: farewell signals (a goodbye letter, giving belongings away,
  // telling where the will is) are read as suicidal thoughts (they imply `suicidal`; listed here so the
  // red-flag reading of every language, which parses only red-flag concepts, sees them too).
  {
    id: 'suicide_risk',
    label: 'Suicidal thoughts or self-harm',
    urgency: 2,
    all: [['suicidal', 'farewell_signals']],
  },
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
  // NICE CG178 / Mental Health Act crisis care: psychotic symptoms with risk to others or to self → emergency services
  {
    id: 'psychosis_risk',
    label: 'Psychotic symptoms with threat of harm to others or self',
    urgency: 1,
    all: [['psychosis'], ['harm_others', 'suicidal']],
  },
  // NICE NG225 (ask about access to means); Samaritans' warning signs: suicidal thoughts or farewell
  // signals (a goodbye letter, giving belongings away, telling where the will is) with pills stored up,
  // a weapon or a rope at hand → emergency services now.
  {
    id: 'suicide_means',
    label: 'Suicidal thoughts or farewell signals with access to means (pills, a weapon, a rope)',
    urgency: 1,
    all: [['suicidal', 'farewell_signals'], ['suicide_means']],
  },
  // NHS (help for suicidal thoughts) / Samaritans: someone who has said they want to die or sent a goodbye
  // message, and who cannot be reached now (not answering, phone off) may be in immediate danger → 112 now.
  {
    id: 'suicide_unreachable',
    label: 'Suicidal thoughts or a goodbye message, and the person cannot be reached',
    urgency: 1,
    all: [['suicidal', 'farewell_signals'], ['unreachable']],
  },
  // NICE NG69 (eating disorders: physical risk) / RCPsych MEED: self-induced vomiting or laxative misuse with
  // palpitations, a skipping or racing heart, fainting, muscle weakness, cramps or tingling — severe
  // hypokalaemia and arrhythmia risk → same-day emergency assessment (ECG, potassium).
  {
    id: 'purging_electrolyte',
    label: 'Self-induced vomiting or laxative misuse with palpitations, fainting, weakness, cramps or tingling (possible low potassium)',
    urgency: 2,
    all: [
      ['purging'],
      ['palpitations', 'fainting', 'leg_weakness', 'leg_cramps', 'limb_tingling', 'numbness', 'seizure', 'chest_pain'],
    ],
  },
];
