import type { MechanismGroup } from './types.ts';

export const INJURY_TOXIC: MechanismGroup = {};
