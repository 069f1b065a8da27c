import {
  emptyMedicalHistory,
  mostUrgent,
  type Assessment,
  type Language,
  type Urgency,
} from '@asa/domain';
import { CONDITION_BY_ID, CONDITIONS, type Condition } from '../kb/index.ts';
import { PATTERN_CONDITION } from './patterns.ts';
import { RED_FLAG_BY_ID, RED_FLAGS } from '../lexicon/red-flags.ts';
import { CONCEPT_BY_ID, parseText, type Findings } from '../parser.ts';
import { normalize } from '../text/normalize.ts';
import { redFlagsIn, type RedFlagFinding } from './red-flags.ts';
import { dispositionRules, type RuleHit } from './rules.ts';

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
  { asks: /\bplans?\b|how you (?:would|might|will) do it|\bmeans\b|decided how|intend to|áætlun|\bplan\b|zamiar|zaplanowa|\bplano\b|\bpiano\b|план|خطة|योजना|计划|計画|계획/iu, statement: 'I have a plan' },
  { asks: /(?:thoughts? of|thinking (?:about|of)) (?:harming|hurting|killing) yourself|(?:thoughts? of|thinking (?:about|of)) (?:ending|taking) your (?:own )?life|suicid|skaða þig|binda enda á líf|sjálfsvíg|zrobieniu sobie krzywdy|odebraniu sobie życia|samobój/iu, statement: 'I have thoughts of ending my life' },
];
const AFFIRMATIVE = /^(?:yes|yeah|yep|yup|ya|aye|i do|i have|i am|sure|correct|right|já|jú|tak|mam|sí|si|oui|ja|sim|да|evet|نعم|हाँ|हां|是|有|对|はい|あります|네|예|있어요)(?![\p{L}\p{M}])/iu;
const NEGATIVE_WORD = /n't|(?<![\p{L}\p{M}])(?:no|not|never|nie|nei|ekki|nein|non|нет|не|hayır)(?![\p{L}\p{M}])/iu;

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
  if (c.unless && c.unless.explained.some((x) => f.present.has(x)) && !c.unless.butNot.some((x) => f.present.has(x))) return false;
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
    if (keys.length === 0 && !(pastKeys.length > 0 && Object.entries(c.cues ?? {}).some(([x, w]) => w > 0 && f.present.has(x)))) continue;
    if (!gestationFits(c, f.gestationWeeks, false)) continue;
    if (!gatePasses(c, f)) continue;
    if (keys.length > 0) out.push(scoreCondition(c, f, keys));
    else {
      const s = scoreCondition(c, f, []);
      out.push({ ...s, score: Math.max(0.01, s.score - 0.2), support: [...pastKeys.map((k) => `history:${k}`), ...s.support] });
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
export function applyPatterns(ranked: ScoredCondition[], f: Findings, patterns: { id: string; urgency: Urgency; label: string }[]): ScoredCondition[] {
  const candidates: { cond: Condition; why: string; urgency: Urgency; fit: number; explains: number; i: number }[] = [];
  for (const [i, p] of patterns.entries()) {
    const id = PATTERN_CONDITION[p.id];
    const cond = id ? CONDITION_BY_ID.get(id) : undefined;
    if (!cond || candidates.some((x) => x.cond.id === cond.id)) continue;
    if (!gestationFits(cond, f.gestationWeeks, true)) continue;
    const own = ranked.find((s) => s.condition.id === cond.id) ?? scoreCondition(cond, f, cond.key.filter((k) => f.present.has(k)));
    const explains = own.support.filter((x) => !x.includes(':')).length;
    candidates.push({ cond, why: p.label, urgency: p.urgency, fit: featureFit(own, f), explains, i });
  }
  // Several patterns: the condition that explains most of what the patient reported goes first
  // (pleuritic pain + breathlessness + swollen calf after a flight → PE before DVT or ACS), then the
  // one whose own features are best present, then the most urgent.
  const implied = candidates.sort((a, b) => b.explains - a.explains || b.fit - a.fit || a.urgency - b.urgency || a.i - b.i);
  if (implied.length === 0) return ranked;
  const rest = ranked.filter((s) => !implied.some((x) => x.cond.id === s.condition.id));
  const topScore = ranked[0]?.score ?? 1;
  const front = implied.map(({ cond, why }, i) => {
    const existing = ranked.find((s) => s.condition.id === cond.id) ?? scoreCondition(cond, f, cond.key.filter((k) => f.present.has(k)));
    const support = existing.support.includes(`pattern:${why}`) ? existing.support : [`pattern:${why}`, ...existing.support];
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
  const got = (s.condition.key.some((k) => f.present.has(k)) ? 1 : 0) + cues.filter(([c]) => f.present.has(c)).reduce((a, [, w]) => a + w, 0);
  const fit = got / total;
  return (s as ScoredCondition & { implied?: boolean }).implied ? Math.max(fit, 0.8) : fit;
}

/** Context such as "pregnant", "smoker" or "iron tablets" is not a symptom by itself. */
function hasSymptoms(f: Findings): boolean {
  return [...f.present].some((c) => !SYMPTOM_EXCLUDE.has(c)) || Object.keys(f.vitals).length > 0;
}

export function runEngine(text: string, language: Language): EngineResult {
  const findings = parseText(text, language);
  const redFlags = redFlagsIn(findings);
  const rules = dispositionRules(findings);
  const ranked = applyPatterns(rankConditions(findings), findings, [...redFlags, ...rules.map((r) => ({ id: r.id, urgency: r.urgency, label: r.reason }))]);
  let urgency: Urgency = hasSymptoms(findings) ? 4 : 5;
  if (ranked[0]) urgency = ranked[0].condition.urgency;
  // Round 4 (NHS pharmacy first / NICE CKS self-care): a complaint the patient says an over-the-counter
  // remedy relieves, with no red flag and no rule asking for a doctor, is self-care with safety-netting,
  // whatever the condition's usual disposition (heartburn settled by antacids, headache by paracetamol).
  if (findings.present.has('relieved') && !findings.present.has('no_relief') && urgency === 4 && rules.every((r) => r.urgency === 5) && redFlags.length === 0) urgency = 5;
  for (const r of rules) urgency = mostUrgent(urgency, r.urgency);
  for (const r of redFlags) urgency = mostUrgent(urgency, r.urgency);
  return { findings, ranked, redFlags, rules, urgency };
}

// ---------------------------------------------------------------- text building (English, staff-facing)

const label = (id: string) => CONCEPT_BY_ID.get(id)?.label ?? id.replace(/_/g, ' ');
const SYMPTOM_EXCLUDE = new Set(['severe', 'sudden_onset', 'recurrent_known', 'smoker', 'travel', 'malaria_area', 'vte_risk', 'walks_normally', 'no_relief', 'inhaler', 'blood_thinner', 'new_medication', 'hypertension_history', 'chronic_lung', 'diabetes', 'immunosuppressed', 'food_trigger', 'allergen_exposure', 'one_sided_leg', 'postural', 'positional', 'worse_moving', 'dermatomal', 'contact_lens', 'alcohol_hangover', 'pregnant', 'late_period', 'benign_dark_stool', 'awkward_posture', 'prescription_request', 'relieved', 'bleeding_stopped', 'harm_others', 'co_exposure']);

export function dispositionText(u: Urgency): string {
  switch (u) {
    case 1:
      return 'Emergency now: call 112';
    case 2:
      return 'Emergency: go to the emergency department now (or call 112)';
    case 3:
      return 'See a doctor today';
    case 4:
      return 'Book an appointment with a doctor';
    default:
      return 'Self-care with safety-netting';
  }
}

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

function formatDuration(days: number): string {
  if (days < 1 / 24) return `about ${Math.max(1, Math.round(days * 1440))} minutes`;
  if (days < 1) return `about ${Math.round(days * 24)} hours`;
  if (days < 14) return `about ${Math.round(days)} day${Math.round(days) === 1 ? '' : 's'}`;
  if (days < 60) return `about ${Math.round(days / 7)} weeks`;
  if (days < 730) return `about ${Math.round(days / 30)} months`;
  return `about ${Math.round(days / 365)} years`;
}

function vitalsText(f: Findings): string {
  const v = f.vitals;
  const parts: string[] = [];
  if (v.systolic !== undefined) parts.push(`BP ${v.systolic}/${v.diastolic}`);
  if (v.heartRate !== undefined) parts.push(`HR ${v.heartRate}`);
  if (v.respiratoryRate !== undefined) parts.push(`RR ${v.respiratoryRate}`);
  if (v.spo2 !== undefined) parts.push(`SpO2 ${v.spo2}%`);
  if (v.temperatureC !== undefined) parts.push(`temp ${v.temperatureC} °C`);
  return parts.join(', ');
}

function clamp(n: number, lo: number, hi: number): number {
  return Math.max(lo, Math.min(hi, n));
}

export function buildAssessment(raw: string, r: EngineResult, _reportLanguage: Language): Assessment {
  const f = r.findings;
  const symptoms = [...f.present].filter((c) => !SYMPTOM_EXCLUDE.has(c));
  const denied = [...f.negated].filter((c) => !f.present.has(c) && !SYMPTOM_EXCLUDE.has(c));
  const top = r.ranked.slice(0, 5);
  const primary = top[0];
  const who = [
    f.ageYears !== undefined ? `${f.ageYears >= 2 ? Math.round(f.ageYears) + '-year-old' : Math.round(f.ageYears * 12) + '-month-old'}` : '',
    f.sex ?? '',
  ]
    .filter(Boolean)
    .join(' ');
  const patient = who ? `${who} patient` : 'Patient';
  const disposition = dispositionText(r.urgency);

  let summary = '';
  if (symptoms.length > 0 || Object.keys(f.vitals).length > 0) {
    summary = `${patient} reporting ${symptoms.map(label).join(', ') || 'no recognised symptoms'}`;
    if (f.durationDays !== undefined) summary += ` for ${formatDuration(f.durationDays)}`;
    if (f.present.has('pregnant')) summary += '; pregnant';
    summary += '.';
    if (denied.length) summary += ` Denies ${denied.map(label).join(', ')}.`;
    const vt = vitalsText(f);
    if (vt) summary += ` Reported measurements: ${vt}.`;
  } else if (raw.trim()) {
    summary = `${patient}; no specific current symptoms recognised yet.`;
  }
  const pastFindings = [...f.past].filter((c) => !f.present.has(c) && !SYMPTOM_EXCLUDE.has(c));
  if (pastFindings.length) summary += ` Past history (resolved): ${pastFindings.map(label).join(', ')}.`;

  const primaryName = primary ? primary.condition.name : raw.trim() ? 'Undifferentiated complaint' : '';
  const reasons = [...r.redFlags.map((x) => `Red flag: ${x.label}`), ...r.rules.filter((x) => x.urgency === r.urgency).map((x) => x.reason)];
  const diagnosis = raw.trim()
    ? `${primaryName}${primary ? ` (${primary.condition.icd10})` : ''} — urgency ${r.urgency}: ${disposition}.${reasons.length ? ' ' + reasons[0] + '.' : ''}`
    : '';

  const totalScore = top.reduce((s, x) => s + x.score, 0) + 0.5;
  // Confidence: the condition's share of the differential blended with how well its own key
  // features are present; never higher than the condition ranked above it.
  const confidences: number[] = [];
  for (const [i, s] of top.entries()) {
    const c = Math.round(clamp(100 * (0.6 * (s.score / totalScore) + 0.4 * featureFit(s, f)), 1, 95));
    confidences.push(i === 0 ? c : Math.min(c, confidences[i - 1]!));
  }
  const flagIdsForComplaint = new Set<string>(primary?.condition.redFlags ?? []);
  const presentFlags = r.redFlags.map((x) => x.label);
  const absentFlags: string[] = [];
  const unknownFlags: string[] = [];
  for (const id of flagIdsForComplaint) {
    const rule = RED_FLAG_BY_ID.get(id);
    if (!rule || r.redFlags.some((x) => x.id === id)) continue;
    const concepts = rule.all.flat();
    const explicitlyDenied = rule.all.every((g) => g.some((c) => f.negated.has(c) && !f.present.has(c))) || rule.all.some((g) => g.every((c) => f.negated.has(c) && !f.present.has(c)));
    if (explicitlyDenied || concepts.some((c) => f.negated.has(c) && !f.present.has(c))) absentFlags.push(rule.label);
    else unknownFlags.push(rule.label);
  }
  const watch = primary?.condition.watch ?? ['any new or worsening symptoms'];
  const redFlagsAssessment = {
    presentRedFlags: presentFlags,
    absentRedFlags: absentFlags,
    unknownRedFlags: unknownFlags,
    warningSignsToMonitor: [...watch],
  };

  const differentialDiagnoses = top.map((s, i) => {
    const reasoning = [
      s.support.some((x) => x.startsWith('pattern:')) ? `Implied by: ${s.support.filter((x) => x.startsWith('pattern:')).map((x) => x.slice(8)).join('; ')}.` : '',
      s.support.some((x) => x.startsWith('history:')) ? `Past history of: ${s.support.filter((x) => x.startsWith('history:')).map((x) => label(x.slice(8))).join(', ')}.` : '',
      s.support.some((x) => !x.includes(':')) ? `Supported by: ${s.support.filter((x) => !x.includes(':')).map(label).join(', ')}.` : '',
      s.against.length ? `Against: ${s.against.map((a) => (a.startsWith('no ') ? `no ${label(a.slice(3))}` : label(a))).join(', ')}.` : '',
      `Usual disposition: ${dispositionText(s.condition.urgency).toLowerCase()}.`,
    ]
      .filter(Boolean)
      .join(' ');
    const d = {
      diagnosisName: s.condition.name,
      icd10Code: s.condition.icd10,
      confidenceLevel: confidences[i]!,
      clinicalReasoning: reasoning,
    };
    return i === 0 ? { ...d, redFlagsAssessment } : d;
  });

  const vt = vitalsText(f);
  const soap = {
    subjective: raw.trim() ? `${summary}${f.painScore !== undefined ? ` Pain ${f.painScore}/10.` : ''}` : '',
    objective: vt ? `Patient-reported measurements: ${vt}. No examination (remote chat).` : raw.trim() ? 'No examination or measurements available (remote chat).' : '',
    assessment: raw.trim()
      ? [
          primary ? `Most likely ${primary.condition.name} (${primary.condition.icd10}).` : 'No working diagnosis yet.',
          top.length > 1 ? `Differentials: ${top.slice(1).map((x) => x.condition.name).join('; ')}.` : '',
          presentFlags.length ? `Red flags present: ${presentFlags.join('; ')}.` : 'No red flags identified from what was said.',
          `Urgency ${r.urgency}.`,
        ]
          .filter(Boolean)
          .join(' ')
      : '',
    plan: raw.trim() ? `${disposition}. ${reasons.slice(0, 3).join('. ')}${reasons.length ? '. ' : ''}Safety-net: ${watch.join('; ')}.` : '',
  };

  const mh = emptyMedicalHistory();
  if (raw.trim()) {
    const first = rawSentences(raw)[0] ?? '';
    mh.historyOfPresentIllness.primaryReason = first.slice(0, 200);
    const onsetParts: string[] = [];
    if (f.present.has('sudden_onset')) onsetParts.push('sudden onset');
    if (f.durationDays !== undefined) onsetParts.push(`${formatDuration(f.durationDays)} ago`);
    mh.historyOfPresentIllness.onsetOfIllness = onsetParts.join(', ');
    const pattern: string[] = [];
    if (f.present.has('recurrent_known')) pattern.push('recurrent episodes');
    if (f.present.has('positional')) pattern.push('triggered by head position');
    if (f.present.has('postural')) pattern.push('on standing');
    if (f.lowGradeFever) pattern.push('low-grade / intermittent fever');
    mh.historyOfPresentIllness.symptomPattern = pattern.join('; ');
    mh.historyOfPresentIllness.description = [symptoms.map(label).join(', '), f.painScore !== undefined ? `pain ${f.painScore}/10` : '', f.present.has('severe') ? 'described as severe' : '']
      .filter(Boolean)
      .join('; ');
    mh.historyOfPresentIllness.locationAndRadiation = ['radiation', 'rlq', 'flank', 'dermatomal', 'radiating_leg', 'one_sided_leg', 'calf']
      .filter((c) => f.present.has(c))
      .map(label)
      .join('; ');
    mh.historyOfPresentIllness.aggravatingFactors = ['worse_moving', 'postural', 'positional']
      .filter((c) => f.present.has(c))
      .map(label)
      .join('; ');
    mh.historyOfPresentIllness.relievingFactors = sentencesWith(raw, /\b(?:help|relie|better|eased)|hjalp|pomag|pomogl|ulg/u);
    mh.historyOfPresentIllness.associatedSymptoms = symptoms.slice(1).map(label).join(', ');
    mh.historyOfPresentIllness.previousTreatments = sentencesWith(raw, /paracetamol|acetaminophen|ibuprofen|tylenol|antacid|inhaler|antibiotic|decongestant|cough (?:medicine|preparation)|parasetamol|pust|syrubindandi|leki zobojetniajace|inhalator|tabletk/u);
    mh.historyOfPresentIllness.pastEpisodes = [
      f.present.has('recurrent_known') ? sentencesWith(raw, /before|previous|similar|sometimes|every|as a child|adur|stundum|sem barn|wczesniej|czasem|jako dziecko|kazdej/u) : '',
      pastFindings.length ? `Resolved past episode(s): ${pastFindings.map(label).join(', ')} — "${pastSentences(raw, f)}"` : '',
    ]
      .filter(Boolean)
      .join(' ');
    mh.medicalHistory.pastIllnesses = [
      ...['chronic_lung', 'diabetes', 'hypertension_history', 'immunosuppressed'].filter((c) => f.present.has(c) || f.past.has(c)),
      ...pastFindings.filter((c) => !['chronic_lung', 'diabetes', 'hypertension_history', 'immunosuppressed'].includes(c)).map((c) => `${c}:past`),
    ]
      .map((c) => (c.endsWith(':past') ? `${label(c.slice(0, -5))} (past, resolved)` : label(c)))
      .join('; ');
    mh.medicalHistory.traumaAccidents = f.present.has('injury') || f.present.has('head_injury') ? sentencesWith(raw, /twist|fell|fall|injur|bump|hit|sneri|datt|rak|meiddi|skrecil|upadl|uderzyl|uraz/u) : '';
    mh.medicalHistory.surgeries = sentencesWith(raw, /surgery|operation|replacement|adgerd|aðgerð|operacj|zabieg/u);
    mh.medicalHistory.hospitalizations = sentencesWith(raw, /hospital|sjukrahus|sjúkrahús|szpital/u);
    mh.medicationsAndAllergies.currentMedications = sentencesWith(raw, /medic|tablet|pill|warfarin|statin|atorvastatin|inhaler|taking|lyf|leki|lek |biore|tabletk|insulin/u);
    const allergyText = sentencesWith(raw, /allerg|ofnaemi|uczul|alergi/u);
    mh.medicationsAndAllergies.allergies = allergyText;
    if (f.present.has('smoker')) mh.habits.tobaccoUse = sentencesWith(raw, /smok|cigarett|pack|reyk|pal[eę]|papieros/u) || 'Smoker';
    else if (f.negated.has('smoker')) mh.habits.tobaccoUse = 'Non-smoker';
    if (f.present.has('alcohol_hangover')) mh.habits.alcoholConsumption = sentencesWith(raw, /drink|alcohol|hangover|drykkj|thunn|piciu|kac|alkohol/u);
    mh.socialHistory.travelHistory = f.present.has('travel') || f.present.has('malaria_area') ? sentencesWith(raw, /travel|trip|return|back from|flew|abroad|ferd|kom heim|flaug|wrocil|podroz|samolot/u) : '';
    mh.socialHistory.occupation = sentencesWith(raw, /\b(?:student|work as|job|university|haskol|studiuj|pracuj)/u);
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
