import { LANGUAGES } from '@asa/domain';
import { ALL_CONCEPTS } from '../packages/triage/src/nlp/concept-terms.ts';
import { termSource } from '../packages/triage/src/nlp/matcher.ts';
let totalSrc = 0, totalRe = 0, totalExec = 0;
for (const lang of LANGUAGES) {
  let s0 = performance.now();
  const srcs = ALL_CONCEPTS.map((c) => (c.terms[lang] ?? []).map((t) => termSource(t, lang)).join('|')).filter(Boolean);
  const tSrc = performance.now() - s0;
  s0 = performance.now();
  const res = srcs.map((s) => new RegExp(s, 'gu'));
  const tRe = performance.now() - s0;
  s0 = performance.now();
  for (const r of res) r.exec('x');
  const tExec = performance.now() - s0;
  const props = srcs.reduce((a, s) => a + (s.match(/\\p\{/g)?.length ?? 0), 0);
  const len = srcs.reduce((a, s) => a + s.length, 0);
  totalSrc += tSrc; totalRe += tRe; totalExec += tExec;
  console.log(lang, 'terms', ALL_CONCEPTS.reduce((a, c) => a + (c.terms[lang]?.length ?? 0), 0), 'src ms', tSrc.toFixed(0), 'new RegExp ms', tRe.toFixed(0), 'first exec ms', tExec.toFixed(0), '\\p count', props, 'chars', len);
}
console.log('total src', totalSrc.toFixed(0), 're', totalRe.toFixed(0), 'exec', totalExec.toFixed(0));
