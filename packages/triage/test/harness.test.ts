import { readFileSync } from 'node:fs';
import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { applySafetyFloor, assessTranscript, byLanguage, scoreVignette, summarise, type VignetteSet } from '../src/index.ts';

function run(file: string) {
  const set = JSON.parse(readFileSync(new URL(`../data/${file}`, import.meta.url), 'utf8')) as VignetteSet;
  return set.vignettes.map((v) => {
    const messages = [{ role: 'user' as const, content: v.text }];
    const { assessment } = applySafetyFloor(assessTranscript(messages, { patientLanguage: (v.language ?? 'en') as Language }), messages);
    return scoreVignette(v, assessment.urgency, 0);
  });
}

function expectBars(results: ReturnType<typeof run>) {
  const s = summarise(results);
  expect(s.emergenciesUnderTriaged, 'emergencies under-triaged').toBe(0);
  expect(s.accuracy).toBeGreaterThanOrEqual(0.8);
  expect(s.perLevel['self-care'].accuracy).toBeGreaterThanOrEqual(0.7);
}

describe('evaluation harness on the shipped sets', () => {
  it('Semigran 2015: no emergency under-triaged, accuracy ≥ 80%, self-care ≥ 70%', () => {
    expectBars(run('semigran-2015.json'));
  });
  it('patient voice, each of en/is/pl: same bars', () => {
    const groups = byLanguage(run('patient-voice.json'));
    expect([...groups.keys()].sort()).toEqual(['en', 'is', 'pl']);
    for (const rs of groups.values()) expectBars(rs);
  });
  it('held-out probes (phrasing, typos, idioms, 15 languages): no emergency under-triaged', () => {
    const results = run('probes.json');
    const s = summarise(results);
    expect(s.emergencies).toBeGreaterThanOrEqual(150);
    expect(s.emergenciesUnderTriaged, results.filter((r) => r.gold === 'emergency' && r.level !== 'emergency').map((r) => r.id).join(', ')).toBe(0);
  });
  it('fresh probes (fixed against since, so no longer held out): no emergency under-triaged', () => {
    const results = run('probes-fresh.json');
    expect(summarise(results).emergenciesUnderTriaged, results.filter((r) => r.gold === 'emergency' && r.level !== 'emergency').map((r) => r.id).join(', ')).toBe(0);
  });
  it('scores a confusion matrix', () => {
    const s = summarise([
      scoreVignette({ id: 'a', text: '', gold: 'emergency' }, 3, 1),
      scoreVignette({ id: 'b', text: '', gold: 'self-care' }, 5, 3),
    ]);
    expect(s.confusion.emergency['non-emergency']).toBe(1);
    expect(s.emergenciesUnderTriaged).toBe(1);
    expect(s.accuracy).toBe(0.5);
    expect(s.msMean).toBe(2);
  });
});
