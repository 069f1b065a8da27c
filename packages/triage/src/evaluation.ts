import { triageLevel, type TriageLevel, type Urgency } from '@asa/domain';

/** Harness input format (issue 7). */
export interface Vignette {
  id: string;
  text: string;
  gold?: TriageLevel;
  acceptableUrgency?: Urgency[];
  language?: string;
  /** Acceptable ICD-10 code prefixes of the expected diagnosis ("K35", "I21"), for the differential hit rate. */
  icd10?: string[];
}
export interface VignetteSet {
  name?: string;
  vignettes: Vignette[];
  reference_results?: Record<string, Record<string, number>>;
}

export interface VignetteResult {
  id: string;
  urgency: Urgency;
  level: TriageLevel;
  correct: boolean;
  gold?: TriageLevel;
  language?: string;
  ms: number;
  /** Set when the vignette has `icd10`: an acceptable code is the first / among the first three differentials. */
  top1?: boolean;
  top3?: boolean;
}

export const LEVELS: TriageLevel[] = ['emergency', 'non-emergency', 'self-care'];
const RANK: Record<TriageLevel, number> = { emergency: 0, 'non-emergency': 1, 'self-care': 2 };

const icdKey = (code: string) => code.replace(/[^0-9a-z]/gi, '').toUpperCase();

/** Whether an ICD-10 code falls under one of the acceptable prefixes ("K92.2" under "K92"). */
export function icd10Matches(code: string, prefixes: readonly string[]): boolean {
  const c = icdKey(code);
  return prefixes.some((p) => icdKey(p).length > 0 && c.startsWith(icdKey(p)));
}

/**
 * `differentialCodes`: the assessment's differential ICD-10 codes in rank order; when the vignette
 * has `icd10`, the result says whether the expected diagnosis is first (top-1) or in the first three.
 */
export function scoreVignette(
  v: Vignette,
  urgency: Urgency,
  ms: number,
  differentialCodes?: readonly string[],
): VignetteResult {
  const level = triageLevel(urgency);
  const correct = v.acceptableUrgency?.length
    ? v.acceptableUrgency.includes(urgency)
    : v.gold
      ? v.gold === level
      : false;
  const r: VignetteResult = { id: v.id, urgency, level, correct, ms };
  if (v.gold) r.gold = v.gold;
  if (v.language) r.language = v.language;
  if (v.icd10?.length && differentialCodes) {
    r.top1 = differentialCodes.slice(0, 1).some((c) => icd10Matches(c, v.icd10!));
    r.top3 = differentialCodes.slice(0, 3).some((c) => icd10Matches(c, v.icd10!));
  }
  return r;
}

export interface Summary {
  n: number;
  accuracy: number;
  perLevel: Record<TriageLevel, { n: number; correct: number; accuracy: number }>;
  /** Share of graded vignettes sent to a lower level of care than gold. */
  underTriage: number;
  overTriage: number;
  emergenciesUnderTriaged: number;
  emergencies: number;
  /** confusion[gold][predicted] */
  confusion: Record<TriageLevel, Record<TriageLevel, number>>;
  msMean: number;
  msMax: number;
  /** Vignettes with an expected ICD-10 diagnosis: top-1 and top-3 differential hit rates. */
  differential: { n: number; top1: number; top3: number };
}

export function summarise(results: VignetteResult[]): Summary {
  const graded = results.filter((r) => r.gold);
  const perLevel = Object.fromEntries(
    LEVELS.map((l) => [l, { n: 0, correct: 0, accuracy: 0 }]),
  ) as Summary['perLevel'];
  const confusion = Object.fromEntries(
    LEVELS.map((g) => [g, Object.fromEntries(LEVELS.map((p) => [p, 0]))]),
  ) as Summary['confusion'];
  let under = 0;
  let over = 0;
  let correct = 0;
  for (const r of graded) {
    const g = r.gold!;
    perLevel[g].n++;
    if (r.correct) {
      perLevel[g].correct++;
      correct++;
    }
    confusion[g][r.level]++;
    if (RANK[r.level] > RANK[g]) under++;
    if (RANK[r.level] < RANK[g]) over++;
  }
  for (const l of LEVELS) perLevel[l].accuracy = perLevel[l].n ? perLevel[l].correct / perLevel[l].n : 0;
  const ms = results.map((r) => r.ms);
  return {
    n: graded.length,
    accuracy: graded.length ? correct / graded.length : 0,
    perLevel,
    underTriage: graded.length ? under / graded.length : 0,
    overTriage: graded.length ? over / graded.length : 0,
    emergenciesUnderTriaged: graded.filter((r) => r.gold === 'emergency' && r.level !== 'emergency').length,
    emergencies: perLevel.emergency.n,
    confusion,
    msMean: ms.length ? ms.reduce((a, b) => a + b, 0) / ms.length : 0,
    msMax: ms.length ? Math.max(...ms) : 0,
    differential: (() => {
      const withDx = results.filter((r) => r.top1 !== undefined);
      return {
        n: withDx.length,
        top1: withDx.length ? withDx.filter((r) => r.top1).length / withDx.length : 0,
        top3: withDx.length ? withDx.filter((r) => r.top3).length / withDx.length : 0,
      };
    })(),
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

export function formatSummary(
  title: string,
  s: Summary,
  reference?: VignetteSet['reference_results'],
): string {
  const lines: string[] = [];
  lines.push(`== ${title} (n=${s.n})`);
  lines.push(`overall accuracy   ${pct(s.accuracy)}`);
  for (const l of LEVELS)
    lines.push(
      `  ${l.padEnd(14)} ${pct(s.perLevel[l].accuracy).padStart(6)}  (${s.perLevel[l].correct}/${s.perLevel[l].n})`,
    );
  lines.push(`under-triage       ${pct(s.underTriage)}   over-triage ${pct(s.overTriage)}`);
  lines.push(`emergencies under-triaged ${s.emergenciesUnderTriaged} of ${s.emergencies}`);
  lines.push('confusion (rows gold, columns ours):');
  lines.push(`  ${''.padEnd(14)} ${LEVELS.map((l) => l.padStart(14)).join('')}`);
  for (const g of LEVELS)
    lines.push(`  ${g.padEnd(14)} ${LEVELS.map((p) => String(s.confusion[g][p]).padStart(14)).join('')}`);
  if (s.differential.n > 0)
    lines.push(
      `differential hit rate (expected ICD-10): top-1 ${pct(s.differential.top1)}, top-3 ${pct(s.differential.top3)}  (n=${s.differential.n})`,
    );
  lines.push(
    `time per assessment: mean ${s.msMean.toFixed(2)} ms, max ${s.msMax.toFixed(2)} ms (target ≤ 5 ms)`,
  );
  if (reference && Object.keys(reference).length) {
    lines.push('published reference results on this set:');
    lines.push(
      `  ${'system'.padEnd(48)} ${'accuracy'.padStart(9)} ${'emerg.'.padStart(7)} ${'non-em.'.padStart(8)} ${'self'.padStart(6)} ${'em.under'.padStart(9)}`,
    );
    const cell = (x: number | undefined, w: number) => (x === undefined ? '—' : pct(x)).padStart(w);
    lines.push(
      `  ${'Asa offline engine (this run)'.padEnd(48)} ${cell(s.accuracy, 9)} ${cell(s.perLevel.emergency.accuracy, 7)} ${cell(s.perLevel['non-emergency'].accuracy, 8)} ${cell(s.perLevel['self-care'].accuracy, 6)} ${cell(s.emergencies ? s.emergenciesUnderTriaged / s.emergencies : undefined, 9)}`,
    );
    for (const [name, r] of Object.entries(reference)) {
      lines.push(
        `  ${name.slice(0, 48).padEnd(48)} ${cell(r.accuracy, 9)} ${cell(r.emergency, 7)} ${cell(r['non-emergency'], 8)} ${cell(r['self-care'], 6)} ${cell(r.emergencies_under_triaged, 9)}`,
      );
    }
  }
  return lines.join('\n');
}

/** Groups results by vignette language (patient-voice set); one group "all" when no languages. */
export function byLanguage(results: VignetteResult[]): Map<string, VignetteResult[]> {
  const m = new Map<string, VignetteResult[]>();
  for (const r of results) {
    const k = r.language ?? 'all';
    m.set(k, [...(m.get(k) ?? []), r]);
  }
  return m;
}
