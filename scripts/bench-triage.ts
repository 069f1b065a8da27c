/**
 * Time per assessment of the offline engine + red-flag floor (issue 7: ≤ 5 ms):
 *   npm run bench:triage
 * CPU time of this process (process.cpuUsage), best of three passes after a warm-up, so other work
 * on a shared machine and garbage-collection pauses count as little as possible.
 */
import { readFileSync } from 'node:fs';
import type { Language } from '@asa/domain';
import { applySafetyFloor, assessTranscript, type VignetteSet } from '@asa/triage';

const SETS = ['semigran-2015.json', 'patient-voice.json', 'probes.json', 'blind-v3.json', 'blind-v4.json', 'blind-v5.json'];
const TARGET_MS = 5;

let worst = 0;
for (const file of SETS) {
  const set = JSON.parse(
    readFileSync(new URL(`../packages/triage/data/${file}`, import.meta.url), 'utf8'),
  ) as VignetteSet;
  const run = () => {
    for (const v of set.vignettes) {
      const messages = [{ role: 'user' as const, content: v.text }];
      applySafetyFloor(assessTranscript(messages, { patientLanguage: (v.language ?? 'en') as Language }), messages);
    }
  };
  run(); // warm-up: regular expressions are compiled and optimised on first use
  let ms = Infinity;
  for (let pass = 0; pass < 3; pass++) {
    const start = process.cpuUsage();
    run();
    const cpu = process.cpuUsage(start);
    ms = Math.min(ms, (cpu.user + cpu.system) / 1000 / set.vignettes.length);
  }
  worst = Math.max(worst, ms);
  console.log(`${file.padEnd(22)} ${ms.toFixed(2).padStart(6)} ms CPU per assessment (n=${set.vignettes.length})`);
}
console.log(`worst set: ${worst.toFixed(2)} ms (target ≤ ${TARGET_MS} ms)${worst > TARGET_MS ? '  OVER TARGET' : ''}`);
