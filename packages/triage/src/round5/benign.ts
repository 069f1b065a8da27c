import type { MechanismGroup } from './types.ts';

export const BENIGN: MechanismGroup = {};
