import { emptyMedicalHistory, mostUrgent, type Assessment, type Language, type Urgency } from '@asa/domain';
import {
  CONDITION_BY_ID,
  CONDITIONS,
  PATTERN_CONDITION,
  RED_FLAG_BY_ID,
  RED_FLAGS,
} from '../protocols/index.ts';
import { explainedAway, type Condition } from '../protocols/types.ts';
import { parseText, type Findings } from '../nlp/parser.ts';
import { normalize } from '../nlp/normalize.ts';
import { redFlagsIn, type RedFlagFinding } from './red-flags.ts';
import { CONTEXT_NOT_SYMPTOM, dispositionRules, type RuleHit } from './rules.ts';
import { type ClinicalWriter, writerFor } from '../report/writer.ts';
import { ADMIN_CUES, WORRY_CUES } from '../nlp/cues.ts';
import { normalizePattern } from '../nlp/matcher.ts';

export interface TranscriptMessage {
  role: 'user' | 'assistant';
  content: string;
}

export interface ScoredCondition {
  condition: Condition;
  score: number;
  support: string[];
  against: string[];
}

export interface EngineResult {
  findings: Findings;
  ranked: ScoredCondition[];
  redFlags: RedFlagFinding[];
  rules: RuleHit[];
  urgency: Urgency;
}

/**
 * Closed safety questions (NICE NG225: ask directly about suicidal thoughts, plans and means). A
 * short "yes" to one of them states what was asked, in the patient's own turn — context across
 * turns. Other questions are not expanded (a "yes" to a list of symptoms does not say which).
 */
const SAFETY_QUESTIONS: { asks: RegExp; statement: string }[] = [
  {
    asks: /\bplans?\b|how you (?:would|might|will) do it|\bmeans\b|decided how|intend to|áætlun|\bplan\b|zamiar|zaplanowa|\bplano\b|\bpiano\b|план|خطة|योजना|计划|計画|계획/iu,
    statement: 'I have a plan',
  },
  {
    asks: /(?:thoughts? of|thinking (?:about|of)) (?:harming|hurting|killing) yourself|(?:thoughts? of|thinking (?:about|of)) (?:ending|taking) your (?:own )?life|suicid|skaða þig|binda enda á líf|sjálfsvíg|zrobieniu sobie krzywdy|odebraniu sobie życia|samobój/iu,
    statement: 'I have thoughts of ending my life',
  },
];
const AFFIRMATIVE =
  /^(?:yes|yeah|yep|yup|ya|aye|i do|i have|i am|sure|correct|right|já|jú|tak|mam|sí|si|oui|ja|sim|да|evet|نعم|हाँ|हां|是|有|对|はい|あります|네|예|있어요)(?![\p{L}\p{M}])/iu;
const NEGATIVE_WORD =
  /n't|(?<![\p{L}\p{M}])(?:no|not|never|nie|nei|ekki|nein|non|нет|не|hayır)(?![\p{L}\p{M}])/iu;

function answerInContext(answer: string, question: string | undefined): string {
  if (!question || !/[?？؟]/.test(question)) return answer;
  const a = answer.trim();
  if (a.split(/\s+/).length > 6 || !AFFIRMATIVE.test(a) || NEGATIVE_WORD.test(a)) return answer;
  const q = SAFETY_QUESTIONS.find((x) => x.asks.test(question));
  return q ? `${a.replace(/[.!。！]+$/u, '')} (${q.statement})` : answer;
}

/** Everything the patient said, oldest first (assistant turns are the engine's own words). */
export function patientText(messages: readonly TranscriptMessage[]): string {
  const out: string[] = [];
  let lastQuestion: string | undefined;
  for (const m of messages) {
    if (m.role === 'assistant') {
      lastQuestion = m.content;
      continue;
    }
    const s = answerInContext(m.content.trim(), lastQuestion);
    lastQuestion = undefined;
    if (s) out.push(/[.!?。！？]$/.test(s) ? s : `${s}.`);
  }
  return out.join('\n');
}

function gatePasses(c: Condition, f: Findings): boolean {
  if (c.requires && !c.requires.every((g) => g.some((x) => f.present.has(x)))) return false;
  if (explainedAway(c.unless, f.present, f.negated)) return false;
  return true;
}

function gestationFits(c: Condition, weeks: number | undefined, unknownOk: boolean): boolean {
  if (!c.gestationWeeks) return true;
  if (weeks === undefined) return unknownOk || c.gestationWeeks.min === undefined;
  return weeks >= (c.gestationWeeks.min ?? 0) && weeks <= (c.gestationWeeks.max ?? 45);
}

function scoreCondition(c: Condition, f: Findings, keys: string[]): ScoredCondition {
  let score = c.base + 0.5 + 0.3 * Math.max(0, keys.length - 1);
  const support = [...keys];
  const against: string[] = [];
  for (const [concept, w] of Object.entries(c.cues ?? {})) {
    if (f.present.has(concept)) {
      score += w;
      if (w > 0 && !support.includes(concept)) support.push(concept);
      if (w < 0) against.push(concept);
    } else if (w >= 0.5 && f.negated.has(concept)) {
      score -= w / 3;
      against.push(`no ${concept}`);
    }
  }
  return { condition: c, score: Math.max(0.01, score), support, against };
}

export function rankConditions(f: Findings): ScoredCondition[] {
  const out: ScoredCondition[] = [];
  for (const c of CONDITIONS) {
    const keys = c.key.filter((k) => f.present.has(k));
    // A past episode of the condition's key finding ("eczema as a child") supports it when a current
    // feature of it is reported (itchy patches now); on its own it is history, not a diagnosis.
    const pastKeys = keys.length === 0 ? c.key.filter((k) => f.past.has(k)) : [];
    if (
      keys.length === 0 &&
      !(pastKeys.length > 0 && Object.entries(c.cues ?? {}).some(([x, w]) => w > 0 && f.present.has(x)))
    )
      continue;
    if (!gestationFits(c, f.gestationWeeks, false)) continue;
    if (!gatePasses(c, f)) continue;
    // An acute condition is not diagnosed from context alone: a smoker asking how to quit has no
    // COPD exacerbation, a traveller asking about malaria tablets no malaria.
    if (c.urgency <= 3 && !hasSymptoms(f) && keys.every((k) => SYMPTOM_EXCLUDE.has(k))) continue;
    if (keys.length > 0) out.push(scoreCondition(c, f, keys));
    else {
      const s = scoreCondition(c, f, []);
      out.push({
        ...s,
        score: Math.max(0.01, s.score - 0.2),
        support: [...pastKeys.map((k) => `history:${k}`), ...s.support],
      });
    }
  }
  out.sort((a, b) => b.score - a.score || a.condition.id.localeCompare(b.condition.id));
  return out;
}

/**
 * The conditions that the fired red flags and disposition rules strongly imply (PATTERN_CONDITION)
 * go first, most urgent pattern first: the working diagnosis then agrees with the red flag that set
 * the urgency (thunderclap headache → subarachnoid haemorrhage, haematemesis → upper GI bleed).
 */
export function applyPatterns(
  ranked: ScoredCondition[],
  f: Findings,
  patterns: { id: string; urgency: Urgency }[],
): ScoredCondition[] {
  const candidates: {
    cond: Condition;
    why: string;
    urgency: Urgency;
    fit: number;
    explains: number;
    i: number;
  }[] = [];
  for (const [i, p] of patterns.entries()) {
    const id = PATTERN_CONDITION[p.id];
    const cond = id ? CONDITION_BY_ID.get(id) : undefined;
    if (!cond || candidates.some((x) => x.cond.id === cond.id)) continue;
    if (!gestationFits(cond, f.gestationWeeks, true)) continue;
    const own =
      ranked.find((s) => s.condition.id === cond.id) ??
      scoreCondition(
        cond,
        f,
        cond.key.filter((k) => f.present.has(k)),
      );
    const explains = own.support.filter((x) => !x.includes(':')).length;
    candidates.push({ cond, why: p.id, urgency: p.urgency, fit: featureFit(own, f), explains, i });
  }
  // Several patterns: the condition that explains most of what the patient reported goes first
  // (pleuritic pain + breathlessness + swollen calf after a flight → PE before DVT or ACS), then the
  // one whose own features are best present, then the most urgent.
  const implied = candidates.sort(
    (a, b) => b.explains - a.explains || b.fit - a.fit || a.urgency - b.urgency || a.i - b.i,
  );
  if (implied.length === 0) return ranked;
  const rest = ranked.filter((s) => !implied.some((x) => x.cond.id === s.condition.id));
  const topScore = ranked[0]?.score ?? 1;
  const front = implied.map(({ cond, why }, i) => {
    const existing =
      ranked.find((s) => s.condition.id === cond.id) ??
      scoreCondition(
        cond,
        f,
        cond.key.filter((k) => f.present.has(k)),
      );
    const support = existing.support.includes(`pattern:${why}`)
      ? existing.support
      : [`pattern:${why}`, ...existing.support];
    return { ...existing, support, score: Math.max(existing.score, topScore) + 0.5 / (i + 1), implied: true };
  });
  return [...front, ...rest];
}

/**
 * How well the condition's own features are present (0–1): the key symptom and the positive cues
 * the patient reported, weighted as in the knowledge base; a red flag / pattern that implies the
 * condition counts as a strong feature.
 */
export function featureFit(s: ScoredCondition, f: Findings): number {
  const cues = Object.entries(s.condition.cues ?? {}).filter(([, w]) => w > 0);
  const total = 1 + cues.reduce((a, [, w]) => a + w, 0);
  const got =
    (s.condition.key.some((k) => f.present.has(k)) ? 1 : 0) +
    cues.filter(([c]) => f.present.has(c)).reduce((a, [, w]) => a + w, 0);
  const fit = got / total;
  return (s as ScoredCondition & { implied?: boolean }).implied ? Math.max(fit, 0.8) : fit;
}

/** Context such as "pregnant", "smoker" or "iron tablets" is not a symptom by itself. */
function hasSymptoms(f: Findings): boolean {
  return [...f.present].some((c) => !SYMPTOM_EXCLUDE.has(c)) || Object.keys(f.vitals).length > 0;
}

/** Whether the engine reads any symptom or measurement in the text (else the message is "unread"). */
export function readsSymptoms(raw: string, lang: Language): boolean {
  return hasSymptoms(parseText(raw, lang));
}

const WORRY: Partial<Record<Language, RegExp>> = Object.fromEntries(
  Object.entries(WORRY_CUES).map(([l, re]) => [l, new RegExp(normalizePattern(re), 'u')]),
);
const ADMIN: Partial<Record<Language, RegExp>> = Object.fromEntries(
  Object.entries(ADMIN_CUES).map(([l, re]) => [l, new RegExp(normalizePattern(re), 'u')]),
);

/**
 * States of being well: denying one ("he is not fine", "pas comme d'habitude") tells that something
 * is wrong, so it leaves the message unread rather than read as a denied symptom.
 */
const WELL_STATES = new Set(['full_recovery', 'recurrent_known', 'walks_normally', 'relieved', 'bleeding_stopped']);
/**
 * Context that says the patient is well or the problem is known and settled, or that is the whole
 * complaint and its protocol's rules decide it (a small domestic electric shock in someone who feels
 * well needs no assessment, RCEM): read, not unread.
 */
const SETTLED = new Set([...WELL_STATES, 'skin_not_broken', 'benign_dark_stool', 'prescription_request', 'electric_shock']);
/** Context that makes an unread message worrying: seen within 24 hours, not at a routine appointment. */
const WORRYING_CONTEXT = new Set(['severe', 'sudden_onset', 'no_relief', 'harm_others', 'suicide_means', 'deliberate', 'dangerous_mechanism', 'high_voltage']);

/**
 * Something written in words: three letters in a row, each with its vowel signs and other marks
 * (Devanagari "मेरा", Arabic with its vowels), or two characters of a script that writes a word in
 * one or two (Chinese, Japanese, Korean).
 */
const WORDS = /(?:\p{L}\p{M}*){3,}|[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}]{2,}/u;

/**
 * What a message the engine cannot read is given (NHS 111: symptoms it cannot place go to a
 * clinician): never self-care — a GP appointment (4), or within 24 hours (3) when the patient says
 * it is severe, sudden, getting worse or frightening. A message with no symptom read present is
 * unread, whatever it denies ("a hard spot on my testicle, doesn't hurt, no fever": the complaint is
 * the one not read) and whatever context was read beside it: who it is about ("my son", "pregnant"),
 * how it began ("suddenly", "severe"), a means or a medicine ("a rope", "on warfarin"), a condition
 * the patient only wonders about ("could it be a stroke?") — unless
 * that context says the patient is well again, or it is about the clinic itself (registering, an
 * appointment, opening hours), which is no health need.
 */
function unreadUrgency(f: Findings): Urgency | undefined {
  // a complaint told as over ("a nosebleed this morning, stopped after 5 minutes") or in the past is read;
  // context told as over is no complaint told as over ("je secoue la main et ça passe": a hand beside a burn)
  const over =
    f.past.size > 0 || f.mentions.some((m) => m.polarity === 'resolved' && !CONTEXT_NOT_SYMPTOM.has(m.concept));
  if (over || [...f.present].some((c) => SETTLED.has(c))) return undefined;
  if (!WORDS.test(f.text)) return undefined;
  if (f.languages.some((l) => ADMIN[l]?.test(f.text))) return undefined;
  return worrying(f) ? 3 : 4;
}

/** The patient says it is severe, sudden, getting worse or frightening, in words or in context. */
function worrying(f: Findings): boolean {
  return (
    f.languages.some((l) => WORRY[l]?.test(f.text)) ||
    /!{2,}/.test(f.text) ||
    [...f.present].some((c) => WORRYING_CONTEXT.has(c))
  );
}

/** Only "something is wrong" was read, no symptom of its own: as unread, within 24 hours when worrying. */
function vagueUrgency(f: Findings): Urgency {
  const symptoms = [...f.present].filter((c) => !SYMPTOM_EXCLUDE.has(c));
  return symptoms.length === 1 && symptoms[0] === 'complaint_unspecified' && worrying(f) ? 3 : 4;
}

export function runEngine(text: string, language: Language): EngineResult {
  const findings = parseText(text, language);
  const redFlags = redFlagsIn(findings);
  const rules = dispositionRules(findings);
  const ranked = applyPatterns(rankConditions(findings), findings, [...redFlags, ...rules]);
  let urgency: Urgency = hasSymptoms(findings) ? vagueUrgency(findings) : (unreadUrgency(findings) ?? 5);
  if (ranked[0]) urgency = ranked[0].condition.urgency;
  // NHS pharmacy first / NICE CKS self-care: a complaint the patient says an over-the-counter
  // remedy relieves, with no red flag and no rule asking for a doctor, is self-care with safety-netting,
  // whatever the condition's usual disposition (heartburn settled by antacids, headache by paracetamol).
  if (
    findings.present.has('relieved') &&
    !findings.present.has('no_relief') &&
    urgency === 4 &&
    rules.every((r) => r.urgency === 5) &&
    redFlags.length === 0
  )
    urgency = 5;
  for (const r of rules) urgency = mostUrgent(urgency, r.urgency);
  for (const r of redFlags) urgency = mostUrgent(urgency, r.urgency);
  return { findings, ranked, redFlags, rules, urgency };
}

// ---------------------------------------------------------------- text building (staff-facing, report language)

const SYMPTOM_EXCLUDE = CONTEXT_NOT_SYMPTOM;

function rawSentences(raw: string): string[] {
  return raw
    .split(/(?<=[.!?。！？\n])\s*/u)
    .map((s) => s.trim())
    .filter(Boolean);
}

function sentencesWith(raw: string, re: RegExp): string {
  const hits = rawSentences(raw).filter((s) => re.test(normalize(s)));
  return hits.slice(0, 3).join(' ').slice(0, 300);
}

/** The patient's own sentences that hold a finding placed in the past. */
function pastSentences(raw: string, f: Findings): string {
  const spans = f.mentions.filter((m) => m.polarity === 'past');
  const normSents = rawSentences(raw);
  const hits = normSents.filter((s) => spans.some((m) => normalize(s).includes(m.text)));
  return hits.slice(0, 2).join(' ').slice(0, 200);
}

function vitalsText(f: Findings, w: ClinicalWriter): string {
  const v = f.vitals;
  const parts: string[] = [];
  if (v.systolic !== undefined)
    parts.push(w.phrase('bloodPressure', { systolic: v.systolic, diastolic: v.diastolic ?? '?' }));
  if (v.heartRate !== undefined) parts.push(w.phrase('heartRate', { value: v.heartRate }));
  if (v.respiratoryRate !== undefined) parts.push(w.phrase('respiratoryRate', { value: v.respiratoryRate }));
  if (v.spo2 !== undefined) parts.push(w.phrase('oxygenSaturation', { value: v.spo2 }));
  if (v.temperatureC !== undefined) parts.push(w.phrase('temperature', { value: w.number(v.temperatureC) }));
  return parts.join(w.comma);
}

function clamp(n: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, n));
}

/** The label of a red flag or rule that implied a condition (`pattern:<id>` in its support). */
function patternLabel(id: string, r: EngineResult, w: ClinicalWriter): string {
  const rule = r.rules.find((x) => x.id === id);
  return rule ? w.rule(rule.text) : w.redFlag(id);
}

export function buildAssessment(raw: string, r: EngineResult, reportLanguage: Language): Assessment {
  const w = writerFor(reportLanguage);
  const label = (id: string) => w.concept(id);
  const f = r.findings;
  const said = raw.trim() !== '';
  const recognised = [...f.present].filter((c) => !SYMPTOM_EXCLUDE.has(c));
  // "pain" / "feeling unwell" is listed only when nothing more specific was recognised
  const symptoms =
    recognised.length > 1 ? recognised.filter((c) => c !== 'complaint_unspecified') : recognised;
  const denied = [...f.negated].filter((c) => !f.present.has(c) && !SYMPTOM_EXCLUDE.has(c));
  const top = r.ranked.slice(0, 5);
  const primary = top[0];
  const age =
    f.ageYears === undefined
      ? ''
      : w.phrase(f.ageYears >= 2 ? 'ageYears' : 'ageMonths', { age: w.age(f.ageYears) });
  const who = [age, f.sex ? w.phrase(f.sex) : ''].filter(Boolean).join(' ');
  const patient = who ? w.phrase('patientDescribed', { who }) : w.phrase('patient');
  const disposition = w.disposition(r.urgency);
  const vitals = vitalsText(f, w);

  let summary = '';
  if (symptoms.length > 0 || vitals) {
    const pregnant = f.present.has('pregnant');
    const key =
      f.durationDays !== undefined
        ? pregnant
          ? 'reportingForPregnant'
          : 'reportingFor'
        : pregnant
          ? 'reportingPregnant'
          : 'reporting';
    const parts = [
      w.phrase(key, {
        patient,
        symptoms: symptoms.map(label).join(w.comma) || w.phrase('noRecognisedSymptoms'),
        duration: f.durationDays !== undefined ? w.duration(f.durationDays) : '',
      }),
    ];
    if (denied.length) parts.push(w.phrase('denies', { list: denied.map(label).join(w.comma) }));
    if (vitals) parts.push(w.phrase('reportedMeasurements', { vitals }));
    summary = parts.join(' ');
  } else if (said) {
    summary = w.phrase('noSymptomsYet', { patient });
  }
  const pastFindings = [...f.past].filter((c) => !f.present.has(c) && !SYMPTOM_EXCLUDE.has(c));
  if (pastFindings.length)
    summary += ` ${w.phrase('pastHistoryResolved', { list: pastFindings.map(label).join(w.comma) })}`;
  summary = summary.trim();

  const primaryName = primary
    ? w.conditionName(primary.condition.id)
    : said
      ? w.phrase('undifferentiated')
      : '';
  const named = (s: ScoredCondition) =>
    w.phrase('nameWithCode', { name: w.conditionName(s.condition.id), icd10: s.condition.icd10 });
  const reasons = [
    ...r.redFlags.map((x) => w.phrase('redFlag', { label: w.redFlag(x.id) })),
    ...r.rules.filter((x) => x.urgency === r.urgency).map((x) => w.rule(x.text)),
  ];
  const diagnosis = said
    ? `${w.phrase('diagnosis', { name: primary ? named(primary) : primaryName, urgency: r.urgency, disposition })}${reasons.length ? ' ' + w.sentence(reasons[0]!) : ''}`
    : '';

  const totalScore = top.reduce((sum, x) => sum + x.score, 0) + 0.5;
  // Confidence: the condition's share of the differential blended with how well its own key
  // features are present; never higher than the condition ranked above it.
  const confidences: number[] = [];
  for (const [i, s] of top.entries()) {
    const c = Math.round(clamp(100 * (0.6 * (s.score / totalScore) + 0.4 * featureFit(s, f)), 1, 95));
    confidences.push(i === 0 ? c : Math.min(c, confidences[i - 1]!));
  }
  const flagIdsForComplaint = new Set<string>(primary?.condition.redFlags ?? []);
  const presentFlags = r.redFlags.map((x) => w.redFlag(x.id));
  const absentFlags: string[] = [];
  const unknownFlags: string[] = [];
  for (const id of flagIdsForComplaint) {
    const rule = RED_FLAG_BY_ID.get(id);
    if (!rule || r.redFlags.some((x) => x.id === id)) continue;
    const concepts = rule.all.flat();
    const explicitlyDenied =
      rule.all.every((g) => g.some((c) => f.negated.has(c) && !f.present.has(c))) ||
      rule.all.some((g) => g.every((c) => f.negated.has(c) && !f.present.has(c)));
    if (explicitlyDenied || concepts.some((c) => f.negated.has(c) && !f.present.has(c)))
      absentFlags.push(w.redFlag(id));
    else unknownFlags.push(w.redFlag(id));
  }
  const watch = primary ? w.watch(primary.condition.id) : [w.phrase('defaultWatch')];
  const redFlagsAssessment = {
    presentRedFlags: presentFlags,
    absentRedFlags: absentFlags,
    unknownRedFlags: unknownFlags,
    warningSignsToMonitor: watch,
  };

  const differentialDiagnoses = top.map((s, i) => {
    const tagged = (tag: string) =>
      s.support.filter((x) => x.startsWith(tag)).map((x) => x.slice(tag.length));
    const implied = tagged('pattern:');
    const history = tagged('history:');
    const direct = s.support.filter((x) => !x.includes(':'));
    const reasoning = [
      implied.length
        ? w.phrase('impliedBy', { list: implied.map((id) => patternLabel(id, r, w)).join(w.semicolon) })
        : '',
      history.length ? w.phrase('pastHistoryOf', { list: history.map(label).join(w.comma) }) : '',
      direct.length ? w.phrase('supportedBy', { list: direct.map(label).join(w.comma) }) : '',
      s.against.length
        ? w.phrase('against', {
            list: s.against
              .map((a) =>
                a.startsWith('no ') ? w.phrase('absentFinding', { finding: label(a.slice(3)) }) : label(a),
              )
              .join(w.comma),
          })
        : '',
      w.phrase('usualDisposition', { disposition: w.disposition(s.condition.urgency) }),
    ]
      .filter(Boolean)
      .join(' ');
    const d = {
      diagnosisName: w.conditionName(s.condition.id),
      icd10Code: s.condition.icd10,
      confidenceLevel: confidences[i]!,
      clinicalReasoning: reasoning,
    };
    return i === 0 ? { ...d, redFlagsAssessment } : d;
  });

  const soap = {
    subjective: said
      ? [summary, f.painScore !== undefined ? w.phrase('pain', { n: f.painScore }) : '']
          .filter(Boolean)
          .join(' ')
      : '',
    objective: vitals ? w.phrase('objectiveMeasured', { vitals }) : said ? w.phrase('objectiveNone') : '',
    assessment: said
      ? [
          primary ? w.phrase('mostLikely', { name: named(primary) }) : w.phrase('noWorkingDiagnosis'),
          top.length > 1
            ? w.phrase('differentials', {
                list: top
                  .slice(1)
                  .map((x) => w.conditionName(x.condition.id))
                  .join(w.semicolon),
              })
            : '',
          presentFlags.length
            ? w.phrase('redFlagsPresent', { list: presentFlags.join(w.semicolon) })
            : w.phrase('noRedFlags'),
          w.phrase('urgency', { urgency: r.urgency }),
        ]
          .filter(Boolean)
          .join(' ')
      : '',
    plan: said
      ? [
          w.sentence(disposition),
          ...reasons.slice(0, 3).map((x) => w.sentence(x)),
          w.phrase('safetyNet', { list: watch.join(w.semicolon) }),
        ].join(' ')
      : '',
  };

  const mh = emptyMedicalHistory();
  if (said) {
    const first = rawSentences(raw)[0] ?? '';
    mh.historyOfPresentIllness.primaryReason = first.slice(0, 200);
    const onsetParts: string[] = [];
    if (f.present.has('sudden_onset')) onsetParts.push(w.phrase('suddenOnset'));
    if (f.durationDays !== undefined)
      onsetParts.push(w.phrase('ago', { duration: w.duration(f.durationDays) }));
    mh.historyOfPresentIllness.onsetOfIllness = onsetParts.join(w.comma);
    const pattern: string[] = [];
    if (f.present.has('recurrent_known')) pattern.push(w.phrase('recurrentEpisodes'));
    if (f.present.has('positional')) pattern.push(w.phrase('headPosition'));
    if (f.present.has('postural')) pattern.push(w.phrase('onStanding'));
    if (f.lowGradeFever) pattern.push(w.phrase('lowGradeFever'));
    mh.historyOfPresentIllness.symptomPattern = pattern.join(w.semicolon);
    mh.historyOfPresentIllness.description = [
      symptoms.map(label).join(w.comma),
      f.painScore !== undefined ? w.phrase('painScore', { n: f.painScore }) : '',
      f.present.has('severe') ? w.phrase('describedSevere') : '',
    ]
      .filter(Boolean)
      .join(w.semicolon);
    mh.historyOfPresentIllness.locationAndRadiation = [
      'radiation',
      'rlq',
      'flank',
      'dermatomal',
      'radiating_leg',
      'one_sided_leg',
      'calf',
    ]
      .filter((c) => f.present.has(c))
      .map(label)
      .join(w.semicolon);
    mh.historyOfPresentIllness.aggravatingFactors = ['worse_moving', 'postural', 'positional']
      .filter((c) => f.present.has(c))
      .map(label)
      .join(w.semicolon);
    mh.historyOfPresentIllness.relievingFactors = sentencesWith(
      raw,
      /\b(?:help|relie|better|eased)|hjalp|pomag|pomogl|ulg/u,
    );
    mh.historyOfPresentIllness.associatedSymptoms = symptoms.slice(1).map(label).join(w.comma);
    mh.historyOfPresentIllness.previousTreatments = sentencesWith(
      raw,
      /paracetamol|acetaminophen|ibuprofen|tylenol|antacid|inhaler|antibiotic|decongestant|cough (?:medicine|preparation)|parasetamol|pust|syrubindandi|leki zobojetniajace|inhalator|tabletk/u,
    );
    mh.historyOfPresentIllness.pastEpisodes = [
      f.present.has('recurrent_known')
        ? sentencesWith(
            raw,
            /before|previous|similar|sometimes|every|as a child|adur|stundum|sem barn|wczesniej|czasem|jako dziecko|kazdej/u,
          )
        : '',
      pastFindings.length
        ? w.phrase('resolvedPastEpisodes', {
            list: pastFindings.map(label).join(w.comma),
            quote: pastSentences(raw, f),
          })
        : '',
    ]
      .filter(Boolean)
      .join(' ');
    mh.medicalHistory.pastIllnesses = [
      ...['chronic_lung', 'diabetes', 'hypertension_history', 'immunosuppressed'].filter(
        (c) => f.present.has(c) || f.past.has(c),
      ),
      ...pastFindings
        .filter((c) => !['chronic_lung', 'diabetes', 'hypertension_history', 'immunosuppressed'].includes(c))
        .map((c) => `${c}:past`),
    ]
      .map((c) =>
        c.endsWith(':past') ? w.phrase('pastResolved', { finding: label(c.slice(0, -5)) }) : label(c),
      )
      .join(w.semicolon);
    mh.medicalHistory.traumaAccidents =
      f.present.has('injury') || f.present.has('head_injury')
        ? sentencesWith(
            raw,
            /twist|fell|fall|injur|bump|hit|sneri|datt|rak|meiddi|skrecil|upadl|uderzyl|uraz/u,
          )
        : '';
    mh.medicalHistory.surgeries = sentencesWith(
      raw,
      /surgery|operation|replacement|adgerd|aðgerð|operacj|zabieg/u,
    );
    mh.medicalHistory.hospitalizations = sentencesWith(raw, /hospital|sjukrahus|sjúkrahús|szpital/u);
    mh.medicationsAndAllergies.currentMedications = sentencesWith(
      raw,
      /medic|tablet|pill|warfarin|statin|atorvastatin|inhaler|taking|lyf|leki|lek |biore|tabletk|insulin/u,
    );
    const allergyText = sentencesWith(raw, /allerg|ofnaemi|uczul|alergi/u);
    mh.medicationsAndAllergies.allergies = allergyText;
    if (f.present.has('smoker'))
      mh.habits.tobaccoUse =
        sentencesWith(raw, /smok|cigarett|pack|reyk|pal[eę]|papieros/u) || w.phrase('smoker');
    else if (f.negated.has('smoker')) mh.habits.tobaccoUse = w.phrase('nonSmoker');
    if (f.present.has('alcohol_hangover'))
      mh.habits.alcoholConsumption = sentencesWith(
        raw,
        /drink|alcohol|hangover|drykkj|thunn|piciu|kac|alkohol/u,
      );
    mh.socialHistory.travelHistory =
      f.present.has('travel') || f.present.has('malaria_area')
        ? sentencesWith(
            raw,
            /travel|trip|return|back from|flew|abroad|ferd|kom heim|flaug|wrocil|podroz|samolot/u,
          )
        : '';
    mh.socialHistory.occupation = sentencesWith(
      raw,
      /\b(?:student|work as|job|university|haskol|studiuj|pracuj)/u,
    );
  }

  return {
    urgency: r.urgency,
    diagnosis,
    diagnosisData: {
      patientSummary: summary,
      primaryDiagnosis: primaryName,
      soap,
      differentialDiagnoses,
      redFlagsAssessment,
    },
    medicalHistory: mh,
  };
}

export const ALL_RED_FLAG_IDS = RED_FLAGS.map((r) => r.id);
