import { CARDIO_RESP } from './cardio-resp.ts';
import { GI_GU } from './gi-gu.ts';
import { MSK_SKIN_ENT } from './msk-skin-ent.ts';
import { NEURO_MENTAL } from './neuro-mental.ts';
import { PATTERN_CONDITIONS } from './patterns.ts';
import { INJURY_TOXIC_SKIN_MSK } from './injury-toxic-skin-msk.ts';
import type { Condition } from './types.ts';
import { PROTOCOL_CONDITIONS } from '../protocols/index.ts';

export const CONDITIONS: Condition[] = [
  ...CARDIO_RESP,
  ...NEURO_MENTAL,
  ...GI_GU,
  ...MSK_SKIN_ENT,
  ...PATTERN_CONDITIONS,
  ...INJURY_TOXIC_SKIN_MSK,
  ...PROTOCOL_CONDITIONS,
];
export const CONDITION_BY_ID = new Map(CONDITIONS.map((c) => [c.id, c]));
export type { Condition } from './types.ts';
