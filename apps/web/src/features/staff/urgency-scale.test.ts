import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { EMERGENCY_URGENCIES, URGENCY_LEVELS, URGENCY_SCALE } from '@asa/domain';
import { describe, expect, it } from 'vitest';

const en = JSON.parse(
  fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), '../../i18n/locales/en/staff.json'), 'utf8'),
) as {
  urgency: { staff: Record<string, string>; patient: Record<string, string> };
  scale: { dispositions: Record<string, string> };
  doctor: { stats: { critical: string } };
};
const capitalised = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

describe('staff screens say what the urgency table says (issue 18)', () => {
  it('labels each level and its disposition as the table does', () => {
    for (const u of URGENCY_LEVELS) {
      const m = URGENCY_SCALE[u];
      expect(en.urgency.staff[m.staffKey]).toBe(m.staffLabel);
      expect(en.urgency.patient[m.patientKey]).toBe(m.patientLabel);
      expect(en.scale.dispositions[m.staffKey]).toBe(capitalised(m.disposition));
    }
  });

  it('heads the emergency count with the labels and levels of the table’s emergency class', () => {
    const header = en.doctor.stats.critical
      .replace('{{labels}}', EMERGENCY_URGENCIES.map((u) => en.urgency.staff[URGENCY_SCALE[u].staffKey]).join(' + '))
      .replace('{{levels}}', `${EMERGENCY_URGENCIES[0]}–${EMERGENCY_URGENCIES.at(-1)}`);
    expect(header).toBe('Critical + High (urgency 1–2)');
  });
});
