import type { RedFlagRule } from '../types.ts';

export const RED_FLAGS: RedFlagRule[] = [
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
  // NICE CG178 / Mental Health Act crisis care: psychotic symptoms with risk to others or to self → emergency services
  {
    id: 'psychosis_risk',
    label: 'Psychotic symptoms with threat of harm to others or self',
    urgency: 1,
    all: [['psychosis'], ['harm_others', 'suicidal']],
  },
];
