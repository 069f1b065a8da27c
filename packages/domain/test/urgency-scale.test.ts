import { describe, expect, it } from 'vitest';
import {
  dispositionClass,
  EMERGENCY_URGENCIES,
  triageLevel,
  URGENCY_LEVELS,
  URGENCY_SCALE,
  urgenciesOf,
  urgencyLabels,
  urgencyMeaning,
} from '../src/index.ts';

describe('the urgency table (issue 18)', () => {
  it('gives each level its staff label, patient label (6 − urgency) and disposition', () => {
    expect(URGENCY_LEVELS.map((u) => [u, URGENCY_SCALE[u].staffLabel, URGENCY_SCALE[u].patientLevel, URGENCY_SCALE[u].patientLabel])).toEqual([
      [1, 'Critical', 5, 'Critical'],
      [2, 'High', 4, 'Very High'],
      [3, 'Moderate', 3, 'High'],
      [4, 'Low', 2, 'Moderate'],
      [5, 'Minimal', 1, 'Low'],
    ]);
    expect(URGENCY_LEVELS.map((u) => URGENCY_SCALE[u].disposition)).toEqual([
      'call 112 now',
      'go to the emergency department now',
      'see a doctor within 24 hours',
      'see a doctor within days to weeks',
      'self-care with safety-netting',
    ]);
  });

  it('keeps every text of a level consistent with its disposition and time frame', () => {
    for (const u of URGENCY_LEVELS) {
      const m = URGENCY_SCALE[u];
      expect(m.urgency).toBe(u);
      expect(m.patientLevel).toBe(6 - u);
      expect(m.staffDisposition.toLowerCase()).toContain(m.disposition);
      if (u >= 3 && u <= 4) expect(m.patientLine).toContain(m.timeFrame);
    }
    expect(URGENCY_SCALE[1].patientLine).toContain('112');
    expect(URGENCY_SCALE[2].patientLine).toContain('emergency department now');
    expect(URGENCY_SCALE[5].patientLine).toContain('self-care');
  });

  it('derives the labelings from the table (DESIGN D1), unknown values as 3', () => {
    for (const u of URGENCY_LEVELS) {
      const { staffKey, patientKey, patientLevel } = URGENCY_SCALE[u];
      expect(urgencyLabels(u)).toEqual({ urgency: u, staffKey, patientLevel, patientKey });
    }
    expect(urgencyMeaning(9).urgency).toBe(3);
  });

  it('gives the three- and four-level evaluation classes', () => {
    expect(URGENCY_LEVELS.map((u) => triageLevel(u))).toEqual(['emergency', 'emergency', 'non-emergency', 'non-emergency', 'self-care']);
    expect(URGENCY_LEVELS.map((u) => dispositionClass(u))).toEqual(['emergency-now', 'emergency-now', 'within-24h', 'days-to-weeks', 'self-care']);
    expect(urgenciesOf('emergency')).toEqual([1, 2]);
    expect(urgenciesOf('non-emergency')).toEqual([3, 4]);
    expect(urgenciesOf('within-24h')).toEqual([3]);
    expect(urgenciesOf('self-care')).toEqual([5]);
    expect(EMERGENCY_URGENCIES).toEqual([1, 2]);
  });
});
