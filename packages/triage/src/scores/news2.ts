import type { Findings } from '../nlp/findings.ts';

/** NEWS2 (Royal College of Physicians 2017) on whatever vital signs were stated. */
export function news2(f: Findings): { score: number; anyThree: boolean; parameters: number } {
  const v = f.vitals;
  let score = 0;
  let anyThree = false;
  let parameters = 0;
  const add = (s: number) => {
    score += s;
    if (s === 3) anyThree = true;
    parameters++;
  };
  if (v.respiratoryRate !== undefined) {
    const r = v.respiratoryRate;
    add(r <= 8 ? 3 : r <= 11 ? 1 : r <= 20 ? 0 : r <= 24 ? 2 : 3);
  }
  if (v.spo2 !== undefined) {
    const s = v.spo2;
    add(s <= 91 ? 3 : s <= 93 ? 2 : s <= 95 ? 1 : 0);
  }
  if (v.systolic !== undefined) {
    const s = v.systolic;
    add(s <= 90 ? 3 : s <= 100 ? 2 : s <= 110 ? 1 : s <= 219 ? 0 : 3);
  }
  if (v.heartRate !== undefined) {
    const h = v.heartRate;
    add(h <= 40 ? 3 : h <= 50 ? 1 : h <= 90 ? 0 : h <= 110 ? 1 : h <= 130 ? 2 : 3);
  }
  if (v.temperatureC !== undefined) {
    const t = v.temperatureC;
    add(t <= 35 ? 3 : t <= 36 ? 1 : t <= 38 ? 0 : t <= 39 ? 1 : 2);
  }
  if (f.present.has('confusion')) add(3);
  return { score, anyThree, parameters };
}
