/**
 * Trains the triage safety net (issue 13) and writes its weights as data:
 *   npm run train:safety-net                       # train on the corpus copied into the repo
 *   npm run train:safety-net -- --import DIR…      # first copy DIR/*.jsonl into the repo's corpus
 *   npm run train:safety-net -- --grid             # also rerun the hyper-parameter grid
 *
 * Deterministic (seeded shuffles, files and lines in a fixed order). Steps:
 *  1. read packages/triage/data/safety-net/corpus/<author>/*.jsonl, drop exact duplicates after
 *     normalisation (a conflicting label keeps the more urgent one);
 *  2. cross-validation grouped by author: each author's messages are scored by a model trained on
 *     the other authors only, so every figure estimates text from authors the model never saw. The
 *     hyper-parameters (`--grid`) and the three thresholds are chosen on these out-of-author scores:
 *       - emergency (raise to 2): the lowest P(urgency 1–2) whose false-positive rate on urgency 3–5
 *         stays ≤ MAX_FPR.emergency;
 *       - same day (raise to 3): the lowest P(urgency 1–2) whose rate on urgency 4–5 stays ≤ MAX_FPR.sameDay;
 *       - care (raise self-care to 4): the lowest P(urgency 1–4) whose rate on urgency 5 stays ≤ MAX_FPR.care;
 *     each author's figures are also given at thresholds chosen without that author (the honest
 *     estimate of the threshold's transfer);
 *  3. the shipped model: both heads trained on 100% of the corpus with those thresholds, quantised to
 *     int8, written to data/safety-net/model.bin;
 *  4. a benchmark (ms per message, p50/p95 over every corpus text), the load time, and — as
 *     DEVELOPMENT figures only, never used to choose anything — what the net alone does on the
 *     development sets in data/*.json (the engine + floor before/after is `npm run eval:triage`).
 * The figures go to stdout and to data/safety-net/report.json; corpus counts to corpus/README.md.
 */
import { copyFileSync, mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Language, LANGUAGES } from '@asa/domain';
import { goldOf, type VignetteSet } from '@asa/triage';
import { featuresOf, MAX_FEATURES, normaliseForNet } from '../packages/triage/src/safety-net/features.ts';
import {
  decodeModel,
  encodeModel,
  quantise,
  scores as netScores,
  sigmoid,
  type SafetyNetHead,
  type SafetyNetModel,
} from '../packages/triage/src/safety-net/model.ts';

const DATA = fileURLToPath(new URL('../packages/triage/data/', import.meta.url));
const NET = join(DATA, 'safety-net');
const CORPUS = join(NET, 'corpus');
const SEED = 20261125;
/**
 * Bounds on out-of-author false-positive rates. Raising to 2 sends a patient to the emergency
 * department, so its bound is the strictest; a same-day doctor costs less. With the first 6,001
 * messages these bounds gave thresholds (0.740 / 0.574) under which the net overruled 9 of the
 * engine's benign look-alike tests, and 0.5% / 2% were shipped for a while; with all four authors
 * they give 0.893 / 0.696, above every one of those look-alikes (0.48–0.83), and are kept: a missed
 * emergency is worse than an over-triage. The care head's bound only matters if it ships.
 */
const MAX_FPR = { emergency: 0.02, sameDay: 0.05, care: 0.01 };
const MAX_BITS = 20;
/**
 * Whether the care head ships. It is trained and measured every run, but out of author it reads only
 * ~16% of doctor's cases at its 1% bound (AUC ~0.82), and it reads clinician-written vignettes
 * ("a 30-year-old man presents with…") as doctor's cases whatever their content (the harness's
 * Semigran self-care bar fell from 95.6% to 75.6% overall accuracy with it): not shipped until a
 * corpus with clinician-style self-care text supports it.
 */
const SHIP_CARE = false;

// ---------------------------------------------------------------- corpus

interface Example {
  text: string;
  language: Language;
  urgency: number;
  concept: string;
  source: string;
}

function importCorpus(dirs: string[]): void {
  for (const dir of dirs) {
    const target = join(CORPUS, basename(dir));
    mkdirSync(target, { recursive: true });
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.jsonl')).sort()) {
      copyFileSync(join(dir, file), join(target, file));
    }
  }
}

function readCorpus(): { examples: Example[]; rejected: number; duplicates: number; conflicts: number } {
  const examples: Example[] = [];
  const byText = new Map<string, Example>();
  let rejected = 0;
  let duplicates = 0;
  let conflicts = 0;
  for (const source of readdirSync(CORPUS).sort()) {
    const dir = join(CORPUS, source);
    if (!statSync(dir).isDirectory()) continue;
    for (const file of readdirSync(dir).filter((f) => f.endsWith('.jsonl')).sort()) {
      for (const line of readFileSync(join(dir, file), 'utf8').split('\n')) {
        if (!line.trim()) continue;
        let row: Partial<Example>;
        try {
          row = JSON.parse(line) as Partial<Example>;
        } catch {
          rejected++;
          continue;
        }
        const { text, language, urgency } = row;
        if (
          typeof text !== 'string' ||
          !text.trim() ||
          !LANGUAGES.includes(language as Language) ||
          typeof urgency !== 'number' ||
          ![1, 2, 3, 4, 5].includes(urgency)
        ) {
          rejected++;
          continue;
        }
        const key = normaliseForNet(text).replace(/\s+/g, ' ').trim();
        const seen = byText.get(key);
        if (seen) {
          duplicates++;
          if ((seen.urgency <= 2) !== (urgency <= 2)) conflicts++;
          seen.urgency = Math.min(seen.urgency, urgency);
          continue;
        }
        const example: Example = {
          text,
          language: language as Language,
          urgency,
          concept: typeof row.concept === 'string' ? row.concept : '',
          source: `${source}/${file}`,
        };
        byText.set(key, example);
        examples.push(example);
      }
    }
  }
  return { examples, rejected, duplicates, conflicts };
}

// ---------------------------------------------------------------- deterministic randomness

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}

// ---------------------------------------------------------------- features and training

type HeadName = 'emergency' | 'care';
/** The emergency head: urgency 1–2; the care head: urgency 1–4 (anything but self-care). */
const positive = (head: HeadName, urgency: number) => (head === 'emergency' ? urgency <= 2 : urgency <= 4);

interface Doc {
  /** Buckets at MAX_BITS, `~bucket` for sign −1 (features.ts); fewer bits are a right shift. */
  features: Int32Array;
  urgency: number;
}

const scratch = new Int32Array(MAX_FEATURES);

function featurise(e: Example): Doc {
  const n = featuresOf(e.text, MAX_BITS, scratch);
  return { features: scratch.slice(0, n), urgency: e.urgency };
}

interface Params {
  bits: number;
  epochs: number;
  l2: number;
  rate: number;
  /** Features scaled by 1/√max(n, lengthFloor): short messages are read with less confidence. */
  lengthFloor: number;
  /** 'class': both classes weigh the same; 'language': every language × class stratum weighs the same. */
  balance: 'class' | 'language';
}

interface FloatModel {
  bits: number;
  lengthFloor: number;
  weights: Float32Array;
  bias: number;
}

function sampleWeights(idx: number[], examples: Example[], head: HeadName, balance: Params['balance']): Float64Array {
  const key = (i: number) => `${balance === 'language' ? examples[i]!.language : ''}:${positive(head, examples[i]!.urgency) ? 1 : 0}`;
  const count = new Map<string, number>();
  for (const i of idx) count.set(key(i), (count.get(key(i)) ?? 0) + 1);
  const strata = count.size;
  return Float64Array.from(idx, (i) => idx.length / (strata * count.get(key(i))!));
}

/** Weighted logistic regression, AdaGrad, L2 on the weights a sample touches. */
function train(docs: Doc[], examples: Example[], idx: number[], head: HeadName, p: Params, seed: number): FloatModel {
  const size = 2 ** p.bits;
  const shift = MAX_BITS - p.bits;
  const w = new Float32Array(size);
  const g2 = new Float32Array(size);
  let bias = 0;
  let biasG2 = 0;
  const weight = sampleWeights(idx, examples, head, p.balance);
  const random = mulberry32(seed);
  const order = idx.map((_, k) => k);
  for (let epoch = 0; epoch < p.epochs; epoch++) {
    for (const k of shuffle(order, random)) {
      const d = docs[idx[k]!]!;
      const y = positive(head, d.urgency) ? 1 : 0;
      const n = d.features.length;
      const norm = n > 0 ? 1 / Math.sqrt(Math.max(n, p.lengthFloor)) : 0;
      let z = 0;
      for (let j = 0; j < n; j++) {
        const f = d.features[j]!;
        z += f >= 0 ? w[f >>> shift]! : -w[~f >>> shift]!;
      }
      z = bias + z * norm;
      const g = (sigmoid(z) - y) * weight[k]!;
      for (let j = 0; j < n; j++) {
        const f = d.features[j]!;
        const b = f >= 0 ? f >>> shift : ~f >>> shift;
        const grad = (f >= 0 ? g : -g) * norm + p.l2 * w[b]!;
        g2[b]! += grad * grad;
        w[b]! -= (p.rate * grad) / Math.sqrt(g2[b]! + 1e-8);
      }
      biasG2 += g * g;
      bias -= (p.rate * g) / Math.sqrt(biasG2 + 1e-8);
    }
  }
  return { bits: p.bits, lengthFloor: p.lengthFloor, weights: w, bias };
}

function predict(m: FloatModel, d: Doc): number {
  const shift = MAX_BITS - m.bits;
  const n = d.features.length;
  if (n === 0) return sigmoid(m.bias);
  let z = 0;
  for (let k = 0; k < n; k++) {
    const f = d.features[k]!;
    z += f >= 0 ? m.weights[f >>> shift]! : -m.weights[~f >>> shift]!;
  }
  return sigmoid(m.bias + z / Math.sqrt(Math.max(n, m.lengthFloor)));
}

/** The author of an example: the corpus folder it came from. */
const authorOf = (e: Example) => e.source.split('/')[0]!;

/** Out-of-author probabilities: each author's messages scored by a model trained on the other authors. */
function outOfAuthor(docs: Doc[], examples: Example[], head: HeadName, p: Params, seed: number): number[] {
  const authors = [...new Set(examples.map(authorOf))].sort();
  const out = new Array<number>(docs.length).fill(0);
  authors.forEach((author, f) => {
    const trainIdx = examples.map((e, i) => (authorOf(e) === author ? -1 : i)).filter((i) => i >= 0);
    const model = train(docs, examples, trainIdx, head, p, seed + f);
    examples.forEach((e, i) => {
      if (authorOf(e) === author) out[i] = predict(model, docs[i]!);
    });
  });
  return out;
}

// ---------------------------------------------------------------- thresholds and figures

/**
 * The lowest threshold at which at most `maxFpr` of the negatives (examples for which `negative` holds)
 * reach it (lowest = highest recall).
 */
function chooseThreshold(scores: number[], idx: number[], negative: (urgency: number) => boolean, maxFpr: number): number {
  const negatives = idx.filter((i) => negative(examples[i]!.urgency)).map((i) => scores[i]!).sort((a, b) => b - a);
  const allowed = Math.floor(maxFpr * negatives.length);
  // Strictly above the (allowed+1)-th highest negative score: at most `allowed` negatives reach it.
  const bar = negatives[allowed] ?? 0;
  return Math.min(0.999, Math.max(0.05, nextFloat32Above(bar)));
}

/** The next float32 above x: the model file stores thresholds as f32. */
function nextFloat32Above(x: number): number {
  const f = new Float32Array([x]);
  const i = new Int32Array(f.buffer);
  i[0]! += x >= 0 ? 1 : -1;
  return f[0]!;
}

function auc(scores: number[], ys: boolean[]): number {
  const pairs = scores.map((s, i) => [s, ys[i]!] as const).sort((a, b) => a[0] - b[0]);
  // Mann–Whitney U with mid-ranks for ties.
  let rankSum = 0;
  let pos = 0;
  for (let i = 0; i < pairs.length; ) {
    let j = i;
    while (j < pairs.length && pairs[j]![0] === pairs[i]![0]) j++;
    const rank = (i + j + 1) / 2;
    for (let k = i; k < j; k++) if (pairs[k]![1]) {
      rankSum += rank;
      pos++;
    }
    i = j;
  }
  const neg = pairs.length - pos;
  return pos && neg ? (rankSum - (pos * (pos + 1)) / 2) / (pos * neg) : NaN;
}

interface Rates {
  positives: number;
  caught: number;
  recall: number;
  negatives: number;
  raised: number;
  fpr: number;
}

function rates(scores: number[], idx: number[], isPositive: (u: number) => boolean, isNegative: (u: number) => boolean, threshold: number): Rates {
  let positives = 0;
  let caught = 0;
  let negatives = 0;
  let raised = 0;
  for (const i of idx) {
    const u = examples[i]!.urgency;
    const hit = scores[i]! >= threshold;
    if (isPositive(u)) {
      positives++;
      if (hit) caught++;
    } else if (isNegative(u)) {
      negatives++;
      if (hit) raised++;
    }
  }
  return { positives, caught, recall: caught / positives, negatives, raised, fpr: raised / negatives };
}

const pct = (x: number) => (Number.isFinite(x) ? `${(100 * x).toFixed(1)}%` : '—');
const all = (xs: unknown[]) => xs.map((_, i) => i);
const isEmergency = (u: number) => u <= 2;
const isNotEmergency = (u: number) => u >= 3;
const isDaysOrSelfCare = (u: number) => u >= 4;
const isSelfCare = (u: number) => u === 5;
const isCareCase = (u: number) => u <= 4;

// ---------------------------------------------------------------- main

const args = process.argv.slice(2);
const importAt = args.indexOf('--import');
if (importAt >= 0) importCorpus(args.slice(importAt + 1).filter((a) => !a.startsWith('--')));

const { examples, rejected, duplicates, conflicts } = readCorpus();
const started = Date.now();
console.log(`corpus: ${examples.length} unique messages (${duplicates} duplicates dropped, ${conflicts} with conflicting class, ${rejected} invalid lines)`);
const docs = examples.map(featurise);
const authors = [...new Set(examples.map(authorOf))].sort();
const everyone = all(examples);
const emergencyYs = examples.map((e) => isEmergency(e.urgency));

// Hyper-parameters: fixed from the grid below (`--grid` reruns it), chosen by out-of-author recall of
// emergencies at the strict (raise-to-2) bound, then AUC.
const FIXED: Params = { bits: 20, epochs: 16, l2: 3e-4, rate: 0.3, lengthFloor: 400, balance: 'class' };
const grid: { params: Params; auc: number; recallStrict: number; recallSameDay: number }[] = [];
if (args.includes('--grid')) {
  console.log('\nhyper-parameters (cross-validation grouped by author, emergency head):');
  // A first grid (length floor 0/400 × class/language balance × epochs 4/8/16 × L2 1e-6/1e-5/1e-4) found
  // class balance better than per-language balance by 1–4 points of recall at every point, and the
  // length floor, more epochs and more L2 each better; this grid goes on from its best corner.
  for (const lengthFloor of [400, 800])
    for (const balance of ['class'] as const)
      for (const epochs of [16, 32])
        for (const l2 of [1e-4, 3e-4, 1e-3]) {
        const params: Params = { ...FIXED, epochs, l2, lengthFloor, balance };
        const oof = outOfAuthor(docs, examples, 'emergency', params, SEED);
        const strict = rates(oof, everyone, isEmergency, isNotEmergency, chooseThreshold(oof, everyone, isNotEmergency, MAX_FPR.emergency));
        const sameDay = rates(oof, everyone, isEmergency, isDaysOrSelfCare, chooseThreshold(oof, everyone, isDaysOrSelfCare, MAX_FPR.sameDay));
        const a = auc(oof, emergencyYs);
        grid.push({ params, auc: a, recallStrict: strict.recall, recallSameDay: sameDay.recall });
        console.log(
          `  floor ${String(lengthFloor).padStart(3)}, balance ${balance.padEnd(8)}, epochs ${String(epochs).padStart(2)}, l2 ${l2}: AUC ${a.toFixed(4)}, ` +
            `recall ${pct(strict.recall)} at FPR(U3–5) ${pct(strict.fpr)}, recall ${pct(sameDay.recall)} at FPR(U4–5) ${pct(sameDay.fpr)}`,
        );
      }
}
const best = [...grid].sort((a, b) => b.recallStrict - a.recallStrict || b.auc - a.auc)[0];
const params = best?.params ?? FIXED;
console.log(`chosen: ${JSON.stringify(params)}`);

// Out-of-author scores of both heads; the thresholds are chosen on them.
const oofEmergency = outOfAuthor(docs, examples, 'emergency', params, SEED);
const oofCare = outOfAuthor(docs, examples, 'care', params, SEED);
const thresholds = {
  emergency: chooseThreshold(oofEmergency, everyone, isNotEmergency, MAX_FPR.emergency),
  sameDay: chooseThreshold(oofEmergency, everyone, isDaysOrSelfCare, MAX_FPR.sameDay),
  care: chooseThreshold(oofCare, everyone, isSelfCare, MAX_FPR.care),
};
const aucs = { emergency: auc(oofEmergency, emergencyYs), care: auc(oofCare, examples.map((e) => isCareCase(e.urgency))) };
console.log(`thresholds ${JSON.stringify(thresholds)}; out-of-author AUC emergency ${aucs.emergency.toFixed(4)}, care ${aucs.care.toFixed(4)}`);

/** The three rules on a group of examples: what each raises, right and wrong. */
function policyRates(idx: number[], t: typeof thresholds) {
  return {
    n: idx.length,
    toTwo: rates(oofEmergency, idx, isEmergency, isNotEmergency, t.emergency),
    toThree: rates(oofEmergency, idx, isEmergency, isDaysOrSelfCare, t.sameDay),
    toFour: rates(oofCare, idx, isCareCase, isSelfCare, t.care),
  };
}
type PolicyRates = ReturnType<typeof policyRates>;
const policyLine = (r: PolicyRates) =>
  `U1–2 raised to 2: ${r.toTwo.caught}/${r.toTwo.positives} (${pct(r.toTwo.recall)}), U3–5 raised to 2: ${r.toTwo.raised}/${r.toTwo.negatives} (${pct(r.toTwo.fpr)}) | ` +
  `U1–2 ≥ same-day: ${r.toThree.caught}/${r.toThree.positives} (${pct(r.toThree.recall)}), U4–5 raised to ≤3: ${r.toThree.raised}/${r.toThree.negatives} (${pct(r.toThree.fpr)}) | ` +
  `U5 raised to 4: ${r.toFour.raised}/${r.toFour.negatives} (${pct(r.toFour.fpr)}), U1–4 read as a doctor's case: ${pct(r.toFour.recall)}`;

console.log('\nOUT-OF-AUTHOR, pooled thresholds:');
const byLanguage: Record<string, PolicyRates> = { all: policyRates(everyone, thresholds) };
for (const lang of LANGUAGES) {
  const idx = everyone.filter((i) => examples[i]!.language === lang);
  if (idx.length) byLanguage[lang] = policyRates(idx, thresholds);
}
for (const [lang, r] of Object.entries(byLanguage)) console.log(`  ${lang.padEnd(4)} ${policyLine(r)}`);

// The honest estimate for an unseen author: thresholds chosen on the other authors' out-of-author scores.
console.log('\nEACH AUTHOR, thresholds chosen without that author:');
const byAuthor: Record<string, PolicyRates & { thresholds: typeof thresholds }> = {};
for (const author of authors) {
  const others = everyone.filter((i) => authorOf(examples[i]!) !== author);
  const own = everyone.filter((i) => authorOf(examples[i]!) === author);
  const t = {
    emergency: chooseThreshold(oofEmergency, others, isNotEmergency, MAX_FPR.emergency),
    sameDay: chooseThreshold(oofEmergency, others, isDaysOrSelfCare, MAX_FPR.sameDay),
    care: chooseThreshold(oofCare, others, isSelfCare, MAX_FPR.care),
  };
  byAuthor[author] = { ...policyRates(own, t), thresholds: t };
  console.log(`  ${author} (n=${own.length}): ${policyLine(byAuthor[author])}`);
}

// Other operating points of the strict rule, for the record.
const operatingPoints = [0.005, 0.01, 0.02, 0.03, 0.05].map((bound) => {
  const t = chooseThreshold(oofEmergency, everyone, isNotEmergency, bound);
  const r = rates(oofEmergency, everyone, isEmergency, isNotEmergency, t);
  console.log(`  bound ${pct(bound).padStart(5)} on U3–5: threshold ${t.toFixed(3)}, out-of-author recall ${pct(r.recall)}, FPR ${pct(r.fpr)}`);
  return { bound, threshold: t, recall: r.recall, fpr: r.fpr };
});

// Where it errs (out of author): the concepts behind emergencies raised to nothing, and non-emergencies raised to 2.
const kindOf = (concept: string) => (/^([a-z ]+):/.exec(concept)?.[1] ?? 'plain');
const missedExamples = everyone.filter((i) => isEmergency(examples[i]!.urgency) && oofEmergency[i]! < thresholds.sameDay);
console.log(`  emergencies below the same-day threshold: ${missedExamples.length}; by language: ${LANGUAGES.map((l) => `${l} ${missedExamples.filter((i) => examples[i]!.language === l).length}`).join(', ')}`);
void kindOf;

// The shipped model: both heads on the whole corpus.
const quantised = (m: FloatModel): SafetyNetHead => {
  const q = quantise(m.weights);
  return { weights: q.weights, scale: q.scale, bias: m.bias };
};
const finalEmergency = train(docs, examples, everyone, 'emergency', params, SEED);
const finalCare = SHIP_CARE ? train(docs, examples, everyone, 'care', params, SEED) : undefined;
const model: SafetyNetModel = {
  bits: params.bits,
  lengthFloor: params.lengthFloor,
  emergency: quantised(finalEmergency),
  ...(finalCare ? { care: quantised(finalCare) } : {}),
  thresholds: SHIP_CARE ? thresholds : { ...thresholds, care: 2 },
};
const bytes = encodeModel(model);
const dry = args.includes('--dry');
const modelPath = dry ? join(process.env.TMPDIR ?? '/tmp', 'safety-net-model.bin') : join(NET, 'model.bin');
writeFileSync(modelPath, bytes);
const nonZero = (h: SafetyNetHead) => h.weights.reduce((n, v) => n + (v !== 0 ? 1 : 0), 0);
console.log(
  `\nmodel.bin: ${(bytes.length / 1024).toFixed(0)} KiB, 2^${params.bits} buckets, ${nonZero(model.emergency)}${model.care ? ` + ${nonZero(model.care)}` : ''} non-zero int8 weights`,
);

// Load time and per-message time of the shipped file, through the inference code.
const loadStart = process.hrtime.bigint();
const shipped: SafetyNetModel = decodeModel(readFileSync(modelPath));
const loadMs = Number(process.hrtime.bigint() - loadStart) / 1e6;
let worstDrift = 0;
examples.forEach((e, i) => {
  worstDrift = Math.max(worstDrift, Math.abs(netScores(shipped, e.text).emergency - predict(finalEmergency, docs[i]!)));
});
for (const e of examples) netScores(shipped, e.text); // warm-up
const times: number[] = [];
for (const e of examples) {
  const t0 = process.hrtime.bigint();
  netScores(shipped, e.text);
  times.push(Number(process.hrtime.bigint() - t0) / 1e6);
}
times.sort((a, b) => a - b);
const p50 = times[Math.floor(times.length * 0.5)]!;
const p95 = times[Math.floor(times.length * 0.95)]!;
const longText = examples.map((e) => e.text).join(' ').slice(0, 4000);
// CPU time (process.cpuUsage) rather than wall time: on a shared machine other work would count too.
const cpu4k = process.cpuUsage();
for (let i = 0; i < 50; i++) netScores(shipped, longText + i);
const used = process.cpuUsage(cpu4k);
const ms4k = (used.user + used.system) / 1000 / 50;
console.log(`load (read + decode): ${loadMs.toFixed(1)} ms; largest |P(int8) − P(float)| ${worstDrift.toFixed(4)}`);
console.log(`inference per message over ${times.length} corpus texts: p50 ${p50.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms, max ${times.at(-1)!.toFixed(3)} ms; a 4,000-character message ${ms4k.toFixed(3)} ms CPU`);

// DEVELOPMENT figures: the team has seen these sets; nothing above was chosen on them.
const normalisedCorpus = new Set(examples.map((e) => normaliseForNet(e.text).replace(/\s+/g, ' ').trim()));
const development: Record<string, { emergencies: number; toTwo: number; sameDayOrMore: number; others: number; othersToTwo: number; inCorpus: number }> = {};
console.log('\nDEVELOPMENT sets (seen by the team; reported, not tuned on) — the net alone on each message:');
for (const file of readdirSync(DATA).filter((f) => f.endsWith('.json')).sort()) {
  const set = JSON.parse(readFileSync(join(DATA, file), 'utf8')) as VignetteSet;
  const row = { emergencies: 0, toTwo: 0, sameDayOrMore: 0, others: 0, othersToTwo: 0, inCorpus: 0 };
  for (const v of set.vignettes) {
    if (normalisedCorpus.has(normaliseForNet(v.text).replace(/\s+/g, ' ').trim())) row.inCorpus++;
    const p = netScores(shipped, v.text).emergency;
    const gold = goldOf(v).gold3;
    if (gold === 'emergency') {
      row.emergencies++;
      if (p >= thresholds.emergency) row.toTwo++;
      if (p >= thresholds.sameDay) row.sameDayOrMore++;
    } else if (gold) {
      row.others++;
      if (p >= thresholds.emergency) row.othersToTwo++;
    }
  }
  development[file] = row;
  console.log(
    `  ${file.padEnd(22)} emergencies raised to 2: ${row.toTwo}/${row.emergencies}, to ≤3: ${row.sameDayOrMore}/${row.emergencies} | non-emergencies raised to 2: ${row.othersToTwo}/${row.others}` +
      (row.inCorpus ? ` | ${row.inCorpus} texts also in the corpus!` : ''),
  );
}

// Counts for the corpus README, and the whole report as data.
const counts: Record<string, Record<string, number>> = {};
for (const e of examples) {
  const row = (counts[e.language] ??= { total: 0, u1: 0, u2: 0, u3: 0, u4: 0, u5: 0 });
  row.total!++;
  row[`u${e.urgency}`]!++;
}
const perSource = Object.fromEntries(authors.map((s) => [s, examples.filter((e) => authorOf(e) === s).length]));
writeFileSync(
  dry ? join(process.env.TMPDIR ?? '/tmp', 'safety-net-report.json') : join(NET, 'report.json'),
  `${JSON.stringify(
    {
      corpus: { unique: examples.length, duplicates, conflicts, rejected, perSource, perLanguage: counts },
      params,
      maxFpr: MAX_FPR,
      grid,
      outOfAuthor: { thresholds, auc: aucs, operatingPoints, byLanguage, byAuthor },
      shipped: { bytes: bytes.length, care: SHIP_CARE, nonZero: { emergency: nonZero(model.emergency), ...(model.care ? { care: nonZero(model.care) } : {}) } },
      timing: { loadMs, p50, p95, ms4k },
      development,
    },
    (_, v: unknown) => (typeof v === 'number' && !Number.isInteger(v) ? Number(v.toFixed(4)) : v),
    2,
  )}\n`,
);
const table = [
  '| Language | Messages | U1 | U2 | U3 | U4 | U5 |',
  '|---|---|---|---|---|---|---|',
  ...Object.entries(counts)
    .sort(([a], [b]) => LANGUAGES.indexOf(a as Language) - LANGUAGES.indexOf(b as Language))
    .map(([lang, r]) => `| ${lang} | ${r.total} | ${r.u1} | ${r.u2} | ${r.u3} | ${r.u4} | ${r.u5} |`),
  `| **all** | **${examples.length}** | ${[1, 2, 3, 4, 5].map((u) => examples.filter((e) => e.urgency === u).length).join(' | ')} |`,
].join('\n');
const readmePath = join(CORPUS, 'README.md');
const readme = readFileSync(readmePath, 'utf8');
const marker = /<!-- counts -->[\s\S]*<!-- \/counts -->/;
const sourceLine = Object.entries(perSource).map(([s, n]) => `${s}: ${n}`).join(', ');
if (!dry)
  writeFileSync(
    readmePath,
    readme.replace(
      marker,
      `<!-- counts -->\nUnique messages after removing duplicates (${sourceLine}; ${duplicates} duplicates dropped, ${rejected} invalid lines):\n\n${table}\n<!-- /counts -->`,
    ),
  );
// The figures section of data/safety-net/README.md.
const policyRow = (label: string, r: PolicyRates) =>
  `| ${label} | ${r.n} | ${r.toTwo.caught}/${r.toTwo.positives} (${pct(r.toTwo.recall)}) | ${r.toTwo.raised}/${r.toTwo.negatives} (${pct(r.toTwo.fpr)}) | ` +
  `${r.toThree.caught}/${r.toThree.positives} (${pct(r.toThree.recall)}) | ${r.toThree.raised}/${r.toThree.negatives} (${pct(r.toThree.fpr)}) | ${r.toFour.raised}/${r.toFour.negatives} (${pct(r.toFour.fpr)}) |`;
const policyHeader = [
  '| | Messages | U1–2 raised to 2 | U3–5 raised to 2 | U1–2 raised to ≤ 3 | U4–5 raised to ≤ 3 | U5 raised to 4 |',
  '|---|---|---|---|---|---|---|',
];
const figures = [
  `Corpus: ${examples.length} unique messages (${sourceLine}). Trained ${new Date().toISOString().slice(0, 16)}Z.`,
  '',
  `Hyper-parameters: ${JSON.stringify(params)}. Thresholds (out-of-author, f32): emergency (→ 2) ${thresholds.emergency.toFixed(3)}, ` +
    `same day (→ 3) ${thresholds.sameDay.toFixed(3)}, doctor's case (5 → 4) ${thresholds.care.toFixed(3)}. ` +
    `Out-of-author AUC: emergency head ${aucs.emergency.toFixed(3)}, care head ${aucs.care.toFixed(3)}.`,
  '',
  ...(grid.length
    ? [
        '**Grid** (emergency head, cross-validation grouped by author; recall of U1–2 at the strict bound, then at the same-day bound):',
        '',
        `| Length floor | Balance | Epochs | L2 | AUC | Recall at FPR(U3–5) ≤ ${pct(MAX_FPR.emergency)} | Recall at FPR(U4–5) ≤ ${pct(MAX_FPR.sameDay)} |`,
        '|---|---|---|---|---|---|---|',
        ...grid.map((g) => `| ${g.params.lengthFloor} | ${g.params.balance} | ${g.params.epochs} | ${g.params.l2} | ${g.auc.toFixed(4)} | ${pct(g.recallStrict)} | ${pct(g.recallSameDay)} |`),
        '',
      ]
    : []),
  '**Each author, unseen** (model trained on the other authors, thresholds chosen on the other authors\' out-of-author scores):',
  '',
  ...policyHeader,
  ...Object.entries(byAuthor).map(([a, r]) => policyRow(a, r)),
  '',
  '**Per language** (out-of-author scores, the shipped thresholds):',
  '',
  ...policyHeader,
  ...Object.entries(byLanguage).map(([l, r]) => policyRow(l, r)),
  '',
  'Other operating points of the raise-to-2 rule (bound on out-of-author FPR on U3–5 → recall / FPR): ' +
    operatingPoints.map((o) => `${pct(o.bound)} → ${pct(o.recall)} / ${pct(o.fpr)}`).join('; ') + '.',
  '',
  `**Shipped model** (100% of the corpus): \`model.bin\` ${(bytes.length / 1024).toFixed(0)} KiB (2^${params.bits} buckets, ` +
    `${nonZero(model.emergency)}${model.care ? ` + ${nonZero(model.care)}` : ''} non-zero; care head ${SHIP_CARE ? 'shipped' : 'not shipped'}). First use (read + decode) ${loadMs.toFixed(1)} ms. ` +
    `Per message over the ${times.length} corpus texts: p50 ${p50.toFixed(3)} ms, p95 ${p95.toFixed(3)} ms (wall); ` +
    `a 4,000-character message ${ms4k.toFixed(2)} ms CPU.`,
  '',
  '**DEVELOPMENT sets, the net alone** (seen by the team; not used to choose anything):',
  '',
  '| Set | Emergencies raised to 2 | Emergencies raised to ≤ 3 | Non-emergencies raised to 2 |',
  '|---|---|---|---|',
  ...Object.entries(development).map(([f, d]) => `| ${f} | ${d.toTwo}/${d.emergencies} | ${d.sameDayOrMore}/${d.emergencies} | ${d.othersToTwo}/${d.others} |`),
].join('\n');
if (!dry) {
  const netReadme = join(NET, 'README.md');
  writeFileSync(
    netReadme,
    readFileSync(netReadme, 'utf8').replace(/<!-- figures -->[\s\S]*<!-- \/figures -->/, `<!-- figures -->\n${figures}\n<!-- /figures -->`),
  );
}
console.log(`\ndone in ${((Date.now() - started) / 1000).toFixed(1)} s`);
