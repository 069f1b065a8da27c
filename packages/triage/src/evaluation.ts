import {
  DISPOSITION_CLASSES,
  dispositionClass,
  type DispositionClass,
  TRIAGE_LEVELS,
  triageLevel,
  type TriageLevel,
  type Urgency,
  URGENCY_SCALE,
} from '@asa/domain';

/**
 * Harness input format (issues 7, 13). Gold is given as `urgency` (1–5), `gold` (three-level) or
 * both; `acceptableUrgency` lists the levels the source accepts (the assessed urgency in it is
 * correct). The three- and four-level classes are derived from the urgency table in @asa/domain.
 */
export interface Vignette {
  id: string;
  text: string;
  gold?: TriageLevel;
  /** Gold on the stored scale, 1 (call 112 now) … 5 (self-care); gives the four-level class. */
  urgency?: Urgency;
  acceptableUrgency?: Urgency[];
  language?: string;
  /** Acceptable ICD-10 code prefixes of the expected diagnosis ("K35", "I21"), for the differential hit rate. */
  icd10?: string[];
  why?: string;
  /** Multi-turn case: the patient's replies to the assistant's successive questions (issue 13, Deliver 4). */
  answers?: string[];
}
export interface VignetteSet {
  name?: string;
  vignettes: Vignette[];
  reference_results?: Record<string, Record<string, number>>;
}

export interface VignetteResult {
  id: string;
  urgency: Urgency;
  /** Three-level class of the assessed urgency. */
  level: TriageLevel;
  /** Four-level class of the assessed urgency. */
  class4: DispositionClass;
  /** Three-level: the assessed class is gold's (or the assessed urgency is acceptable). */
  correct: boolean;
  /** Three-level gold: `gold`, else the class of `urgency`, else of the most urgent acceptable level. */
  gold?: TriageLevel;
  /** Four-level gold, set only when the vignette gives a 1–5 gold (`urgency` or `acceptableUrgency`). */
  gold4?: DispositionClass;
  correct4?: boolean;
  /** Sent to a lower (under) or higher (over) level of care than every acceptable answer. */
  under3: boolean;
  over3: boolean;
  under4?: boolean;
  over4?: boolean;
  /** Gold is an emergency (urgency 1–2). */
  emergency: boolean;
  /** An emergency assessed 3–5, unless that urgency is acceptable. */
  missedEmergency: boolean;
  language?: string;
  ms: number;
  /** Set when the vignette has `icd10`: an acceptable code is the first / among the first three differentials. */
  top1?: boolean;
  top3?: boolean;
}

export const LEVELS: readonly TriageLevel[] = TRIAGE_LEVELS;
export const CLASSES: readonly DispositionClass[] = DISPOSITION_CLASSES;
/** Order of care, most urgent first (the order of the table). */
const RANK3 = (l: TriageLevel) => LEVELS.indexOf(l);
const RANK4 = (c: DispositionClass) => CLASSES.indexOf(c);

const icdKey = (code: string) => code.replace(/[^0-9a-z]/gi, '').toUpperCase();

/** Whether an ICD-10 code falls under one of the acceptable prefixes ("K92.2" under "K92"). */
export function icd10Matches(code: string, prefixes: readonly string[]): boolean {
  const c = icdKey(code);
  return prefixes.some((p) => icdKey(p).length > 0 && c.startsWith(icdKey(p)));
}

const isUrgencyValue = (u: unknown): u is Urgency => typeof u === 'number' && u in URGENCY_SCALE;

/** The gold of a vignette on both scales, from the urgency table. */
export function goldOf(v: Pick<Vignette, 'gold' | 'urgency' | 'acceptableUrgency'>): {
  gold3?: TriageLevel;
  gold4?: DispositionClass;
  accepted3: TriageLevel[];
  accepted4: DispositionClass[];
  acceptable: Urgency[];
} {
  const acceptable = (v.acceptableUrgency ?? []).filter(isUrgencyValue);
  const urgency = isUrgencyValue(v.urgency) ? v.urgency : undefined;
  const mostUrgentAcceptable = acceptable.length ? (Math.min(...acceptable) as Urgency) : undefined;
  const base = urgency ?? mostUrgentAcceptable;
  const gold3 = v.gold ?? (base ? triageLevel(base) : undefined);
  const gold4 = base ? dispositionClass(base) : undefined;
  const accepted3 = [...new Set([...(gold3 ? [gold3] : []), ...acceptable.map(triageLevel)])];
  const accepted4 = [...new Set([...(gold4 ? [gold4] : []), ...acceptable.map(dispositionClass)])];
  return { ...(gold3 ? { gold3 } : {}), ...(gold4 ? { gold4 } : {}), accepted3, accepted4, acceptable };
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
  const class4 = dispositionClass(urgency);
  const g = goldOf(v);
  const inAcceptable = g.acceptable.includes(urgency);
  const correct = g.gold3 !== undefined && (inAcceptable || g.accepted3.includes(level));
  const r: VignetteResult = {
    id: v.id,
    urgency,
    level,
    class4,
    correct,
    under3: g.gold3 !== undefined && !correct && g.accepted3.every((a) => RANK3(level) > RANK3(a)),
    over3: g.gold3 !== undefined && !correct && g.accepted3.every((a) => RANK3(level) < RANK3(a)),
    emergency: g.gold3 === 'emergency',
    missedEmergency: g.gold3 === 'emergency' && urgency > 2 && !inAcceptable,
    ms,
  };
  if (g.gold3) r.gold = g.gold3;
  if (g.gold4) {
    const correct4 = inAcceptable || g.accepted4.includes(class4);
    r.gold4 = g.gold4;
    r.correct4 = correct4;
    r.under4 = !correct4 && g.accepted4.every((a) => RANK4(class4) > RANK4(a));
    r.over4 = !correct4 && g.accepted4.every((a) => RANK4(class4) < RANK4(a));
  }
  if (v.language) r.language = v.language;
  if (v.icd10?.length && differentialCodes) {
    r.top1 = differentialCodes.slice(0, 1).some((c) => icd10Matches(c, v.icd10!));
    r.top3 = differentialCodes.slice(0, 3).some((c) => icd10Matches(c, v.icd10!));
  }
  return r;
}

type Cell = { n: number; correct: number; accuracy: number };

export interface FourLevelSummary {
  /** Vignettes with a 1–5 gold. */
  n: number;
  /** Exact four-level disposition (an acceptable urgency counts as exact). */
  accuracy: number;
  perClass: Record<DispositionClass, Cell>;
  underTriage: number;
  overTriage: number;
  /** confusion[gold][assessed] */
  confusion: Record<DispositionClass, Record<DispositionClass, number>>;
}

export interface Summary {
  n: number;
  accuracy: number;
  perLevel: Record<TriageLevel, Cell>;
  /** Share of graded vignettes sent to a lower level of care than gold. */
  underTriage: number;
  overTriage: number;
  /** Emergencies (gold urgency 1–2) assessed 3–5 (not an acceptable urgency). */
  emergenciesUnderTriaged: number;
  emergencies: number;
  /** confusion[gold][predicted] */
  confusion: Record<TriageLevel, Record<TriageLevel, number>>;
  /** Where each three-level gold went on the four dispositions (what 3–4 splits into). */
  assessed4ByGold: Record<TriageLevel, Record<DispositionClass, number>>;
  four: FourLevelSummary;
  msMean: number;
  msMax: number;
  /** Vignettes with an expected ICD-10 diagnosis: top-1 and top-3 differential hit rates. */
  differential: { n: number; top1: number; top3: number };
}

const ratio = (a: number, b: number) => (b ? a / b : 0);
const grid = <R extends string, C extends string>(rows: readonly R[], cols: readonly C[]) =>
  Object.fromEntries(rows.map((r) => [r, Object.fromEntries(cols.map((c) => [c, 0]))])) as Record<R, Record<C, number>>;
const cells = <K extends string>(keys: readonly K[]) =>
  Object.fromEntries(keys.map((k) => [k, { n: 0, correct: 0, accuracy: 0 }])) as Record<K, Cell>;

export function summarise(results: VignetteResult[]): Summary {
  const graded = results.filter((r) => r.gold);
  const perLevel = cells(LEVELS);
  const confusion = grid(LEVELS, LEVELS);
  const assessed4ByGold = grid(LEVELS, CLASSES);
  for (const r of graded) {
    const g = r.gold!;
    perLevel[g].n++;
    if (r.correct) perLevel[g].correct++;
    confusion[g][r.level]++;
    assessed4ByGold[g][r.class4]++;
  }
  for (const l of LEVELS) perLevel[l].accuracy = ratio(perLevel[l].correct, perLevel[l].n);

  const graded4 = results.filter((r) => r.gold4);
  const perClass = cells(CLASSES);
  const confusion4 = grid(CLASSES, CLASSES);
  for (const r of graded4) {
    perClass[r.gold4!].n++;
    if (r.correct4) perClass[r.gold4!].correct++;
    confusion4[r.gold4!][r.class4]++;
  }
  for (const c of CLASSES) perClass[c].accuracy = ratio(perClass[c].correct, perClass[c].n);

  const ms = results.map((r) => r.ms);
  const withDx = results.filter((r) => r.top1 !== undefined);
  return {
    n: graded.length,
    accuracy: ratio(graded.filter((r) => r.correct).length, graded.length),
    perLevel,
    underTriage: ratio(graded.filter((r) => r.under3).length, graded.length),
    overTriage: ratio(graded.filter((r) => r.over3).length, graded.length),
    emergenciesUnderTriaged: graded.filter((r) => r.missedEmergency).length,
    emergencies: graded.filter((r) => r.emergency).length,
    confusion,
    assessed4ByGold,
    four: {
      n: graded4.length,
      accuracy: ratio(graded4.filter((r) => r.correct4).length, graded4.length),
      perClass,
      underTriage: ratio(graded4.filter((r) => r.under4).length, graded4.length),
      overTriage: ratio(graded4.filter((r) => r.over4).length, graded4.length),
      confusion: confusion4,
    },
    msMean: ms.length ? ms.reduce((a, b) => a + b, 0) / ms.length : 0,
    msMax: ms.length ? Math.max(...ms) : 0,
    differential: {
      n: withDx.length,
      top1: ratio(withDx.filter((r) => r.top1).length, withDx.length),
      top3: ratio(withDx.filter((r) => r.top3).length, withDx.length),
    },
  };
}

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const CLASS_TITLES: Record<DispositionClass, string> = {
  'emergency-now': 'emergency now (1–2)',
  'within-24h': 'within 24 h (3)',
  'days-to-weeks': 'days to weeks (4)',
  'self-care': 'self-care (5)',
};

export function formatSummary(
  title: string,
  s: Summary,
  reference?: VignetteSet['reference_results'],
): string {
  const lines: string[] = [];
  lines.push(`== ${title} (n=${s.n})`);
  lines.push(`emergencies missed (gold 1–2 assessed 3–5): ${s.emergenciesUnderTriaged} of ${s.emergencies}`);
  lines.push(`-- four dispositions (urgency table; needs a 1–5 gold: n=${s.four.n})`);
  if (s.four.n > 0) {
    lines.push(`exact accuracy     ${pct(s.four.accuracy)}`);
    for (const c of CLASSES)
      lines.push(
        `  ${CLASS_TITLES[c].padEnd(20)} ${pct(s.four.perClass[c].accuracy).padStart(6)}  (${s.four.perClass[c].correct}/${s.four.perClass[c].n})`,
      );
    lines.push(`under-triage       ${pct(s.four.underTriage)}   over-triage ${pct(s.four.overTriage)}`);
    lines.push('confusion (rows gold, columns ours):');
    lines.push(`  ${''.padEnd(20)} ${CLASSES.map((c) => c.padStart(14)).join('')}`);
    for (const g of CLASSES)
      lines.push(`  ${CLASS_TITLES[g].padEnd(20)} ${CLASSES.map((p) => String(s.four.confusion[g][p]).padStart(14)).join('')}`);
  } else {
    lines.push('  (this set gives three-level gold only; where each gold went on the four dispositions:)');
    lines.push(`  ${''.padEnd(20)} ${CLASSES.map((c) => c.padStart(14)).join('')}`);
    for (const g of LEVELS)
      lines.push(`  ${g.padEnd(20)} ${CLASSES.map((p) => String(s.assessed4ByGold[g][p]).padStart(14)).join('')}`);
  }
  lines.push('-- three levels (1–2 emergency, 3–4 non-emergency, 5 self-care)');
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
    lines.push('published reference results on this set (three levels):');
    lines.push(
      `  ${'system'.padEnd(48)} ${'accuracy'.padStart(9)} ${'emerg.'.padStart(7)} ${'non-em.'.padStart(8)} ${'self'.padStart(6)} ${'em.under'.padStart(9)}`,
    );
    const cell = (x: number | undefined, w: number) => (x === undefined ? '—' : pct(x)).padStart(w);
    lines.push(
      `  ${'Asa (this run)'.padEnd(48)} ${cell(s.accuracy, 9)} ${cell(s.perLevel.emergency.accuracy, 7)} ${cell(s.perLevel['non-emergency'].accuracy, 8)} ${cell(s.perLevel['self-care'].accuracy, 6)} ${cell(s.emergencies ? s.emergenciesUnderTriaged / s.emergencies : undefined, 9)}`,
    );
    for (const [name, r] of Object.entries(reference)) {
      lines.push(
        `  ${name.slice(0, 48).padEnd(48)} ${cell(r.accuracy, 9)} ${cell(r.emergency, 7)} ${cell(r['non-emergency'], 8)} ${cell(r['self-care'], 6)} ${cell(r.emergencies_under_triaged, 9)}`,
      );
    }
  }
  return lines.join('\n');
}

/** One line per language: the headline figures side by side. */
export function formatLanguageTable(groups: Map<string, VignetteResult[]>): string {
  const head = `  ${'lang'.padEnd(6)} ${'n'.padStart(4)} ${'4-exact'.padStart(8)} ${'4-under'.padStart(8)} ${'4-over'.padStart(8)} ${'3-acc'.padStart(7)} ${'3-under'.padStart(8)} ${'3-over'.padStart(7)} ${'em.missed'.padStart(10)}`;
  const rows = [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([lang, rs]) => {
      const s = summarise(rs);
      const four = (x: number) => (s.four.n ? pct(x) : '—');
      return `  ${lang.padEnd(6)} ${String(s.n).padStart(4)} ${four(s.four.accuracy).padStart(8)} ${four(s.four.underTriage).padStart(8)} ${four(s.four.overTriage).padStart(8)} ${pct(s.accuracy).padStart(7)} ${pct(s.underTriage).padStart(8)} ${pct(s.overTriage).padStart(7)} ${`${s.emergenciesUnderTriaged}/${s.emergencies}`.padStart(10)}`;
    });
  return ['per language:', head, ...rows].join('\n');
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

/** Whether an assistant reply asks the patient something (Latin, full-width and Arabic question marks). */
export function asksQuestion(reply: string): boolean {
  return /[?？؟]/.test(reply);
}

/**
 * A multi-turn case run through a conversation: the first message, then for each answer the
 * assistant's reply (from the chat's own path) and the patient's answer, until the answers run out
 * or the assistant stops asking. Returns the transcript after each patient turn.
 */
export async function runInterview(
  v: Pick<Vignette, 'text' | 'answers'>,
  reply: (messages: { role: 'user' | 'assistant'; content: string }[]) => Promise<string>,
): Promise<{ role: 'user' | 'assistant'; content: string }[][]> {
  const messages: { role: 'user' | 'assistant'; content: string }[] = [{ role: 'user', content: v.text }];
  const turns = [messages.slice()];
  for (const answer of v.answers ?? []) {
    const said = await reply(messages.slice());
    if (!asksQuestion(said)) break;
    messages.push({ role: 'assistant', content: said }, { role: 'user', content: answer });
    turns.push(messages.slice());
  }
  return turns;
}
