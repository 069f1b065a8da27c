import type { Protocol } from '../types.ts';
import { CONDITIONS } from './conditions.ts';
import { RED_FLAGS } from './red-flags.ts';

export const STROKE: Protocol = {
  redFlags: RED_FLAGS,
  conditions: CONDITIONS,
  patterns: {
    stroke: 'stroke', // NICE NG128 (FAST)
  },
};
