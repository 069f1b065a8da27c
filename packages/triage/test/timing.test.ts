import { readFileSync } from 'node:fs';
import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { applySafetyFloor, assessTranscript, type VignetteSet } from '../src/index.ts';

/**
 * ≤ 5 ms per assessment (issue 7), measured as CPU time of this process (process.cpuUsage), so
 * other work on a shared machine does not count; the harness prints wall-clock time.
 */
describe('time per assessment', () => {
  it('mean CPU time per assessment (offline engine + safety floor) is at most 5 ms on every shipped set', () => {
    for (const file of ['semigran-2015.json', 'patient-voice.json', 'probes.json', 'probes-fresh.json']) {
      const set = JSON.parse(readFileSync(new URL(`../data/${file}`, import.meta.url), 'utf8')) as VignetteSet;
      const run = () => {
        for (const v of set.vignettes) {
          const messages = [{ role: 'user' as const, content: v.text }];
          applySafetyFloor(assessTranscript(messages, { patientLanguage: (v.language ?? 'en') as Language }), messages);
        }
      };
      run(); // warm-up: regular expressions are optimised on first use
      let ms = Infinity; // best of three passes: the steady-state cost, not a garbage-collection pause
      for (let i = 0; i < 3; i++) {
        const t0 = process.cpuUsage();
        run();
        const cpu = process.cpuUsage(t0);
        ms = Math.min(ms, (cpu.user + cpu.system) / 1000 / set.vignettes.length);
      }
      console.log(`${file}: ${ms.toFixed(2)} ms CPU per assessment (n=${set.vignettes.length})`);
      expect(ms).toBeLessThanOrEqual(5);
    }
  }, 120_000);
});
