import type { Findings } from '../../nlp/findings.ts';
import type { Hit, Protocol } from '../types.ts';

export const INJURY_TOXIC: Protocol = {
  implies: {
    // NICE NG151: anticancer treatment is the immunosuppression that makes fever neutropenic sepsis until proven otherwise.
    anticancer_treatment: ['immunosuppressed'],
    dangerous_mechanism: ['injury'],
    open_fracture: ['injury', 'deformity'],
  },
  notSymptoms: [
    'dangerous_mechanism',
    'heat_exposure',
    'anticancer_treatment',
    'high_voltage',
    'electric_shock',
  ],
  rules(f: Findings, hit: Hit) {
    const P = (c: string) => f.present.has(c);
    const any = (...cs: string[]) => cs.some(P);
    // The Canadian C-spine rule applies to acute injuries (within 48 hours).
    const acute = f.durationDays === undefined || f.durationDays <= 2;
    // NICE NG41 / Canadian C-spine rule: neck pain after a dangerous mechanism → do not move, 999, imaging.
    if (P('dangerous_mechanism') && P('neck_pain') && acute) hit('spinal_mechanism_neck', 1);
    // British Burn Association / NHS: a burn the size of the palm or larger, or with large blisters → same day.
    if (P('burn') && P('burn_extent') && !any('large_burn', 'sunburn')) hit('burn_significant', 3);
    // NICE CKS cellulitis: dusky or dark skin around a wound or an infection → same-day assessment.
    if (P('skin_dusky') && any('wound', 'skin_red_hot', 'sting_bite', 'infection')) hit('dusky_wound', 3);
    // NICE NG232: under 1 year, a bruise, swelling or cut on the head after a head injury → CT within the hour.
    if (
      P('head_injury') &&
      f.ageYears !== undefined &&
      f.ageYears < 1 &&
      any('swelling_local', 'lump', 'bruise', 'wound')
    )
      hit('infant_head_injury', 2);
    // NHS heatstroke: 40 °C or more after heat exposure → 999.
    if (P('heat_exposure') && (f.vitals.temperatureC ?? 0) >= 40) hit('heat_stroke_temp', 1);
  },
};
