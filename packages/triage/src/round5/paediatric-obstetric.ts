import type { MechanismGroup } from './types.ts';

export const PAEDIATRIC_OBSTETRIC: MechanismGroup = {};
