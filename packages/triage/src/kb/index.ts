import { CARDIO_RESP } from './cardio-resp.ts';
import { GI_GU } from './gi-gu.ts';
import { MSK_SKIN_ENT } from './msk-skin-ent.ts';
import { NEURO_MENTAL } from './neuro-mental.ts';
import { PATTERN_CONDITIONS } from './patterns.ts';
import { ROUND4_CONDITIONS } from './round4.ts';
import type { Condition } from './types.ts';
import { ROUND5_CONDITIONS } from '../round5/index.ts';

export const CONDITIONS: Condition[] = [
  ...CARDIO_RESP,
  ...NEURO_MENTAL,
  ...GI_GU,
  ...MSK_SKIN_ENT,
  ...PATTERN_CONDITIONS,
  ...ROUND4_CONDITIONS,
  ...ROUND5_CONDITIONS,
];
export const CONDITION_BY_ID = new Map(CONDITIONS.map((c) => [c.id, c]));
export type { Condition } from './types.ts';
