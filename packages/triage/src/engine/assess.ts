import {
  emptyMedicalHistory,
  mostUrgent,
  type Assessment,
  type Language,
  type Urgency,
} from '@asa/domain';
import { CONDITIONS, type Condition } from '../kb/index.ts';
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

/** Everything the patient said, oldest first (assistant turns are the engine's own words). */
export function patientText(messages: readonly TranscriptMessage[]): string {
  return messages
    .filter((m) => m.role === 'user')
    .map((m) => m.content.trim())
    .filter(Boolean)
    .map((s) => (/[.!?。！？]$/.test(s) ? s : `${s}.`))
    .join('\n');
}

export function rankConditions(f: Findings): ScoredCondition[] {
  const out: ScoredCondition[] = [];
  for (const c of CONDITIONS) {
    const keys = c.key.filter((k) => f.present.has(k));
    if (keys.length === 0) continue;
    const weeks = f.gestationWeeks;
    if (c.gestationWeeks && (weeks === undefined ? c.gestationWeeks.min !== undefined : weeks < (c.gestationWeeks.min ?? 0) || weeks > (c.gestationWeeks.max ?? 45))) continue;
    let score = c.base + 0.5 + 0.3 * (keys.length - 1);
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
    out.push({ condition: c, score: Math.max(0.01, score), support, against });
  }
  out.sort((a, b) => b.score - a.score || a.condition.id.localeCompare(b.condition.id));
  return out;
}

function hasSymptoms(f: Findings): boolean {
  return f.present.size > 0 || Object.keys(f.vitals).length > 0;
}

export function runEngine(text: string, language: Language): EngineResult {
  const findings = parseText(text, language);
  const ranked = rankConditions(findings);
  const redFlags = redFlagsIn(findings);
  const rules = dispositionRules(findings);
  let urgency: Urgency = hasSymptoms(findings) ? 4 : 5;
  if (ranked[0]) urgency = ranked[0].condition.urgency;
  for (const r of rules) urgency = mostUrgent(urgency, r.urgency);
  for (const r of redFlags) urgency = mostUrgent(urgency, r.urgency);
  return { findings, ranked, redFlags, rules, urgency };
}

// ---------------------------------------------------------------- text building (English, staff-facing)

const label = (id: string) => CONCEPT_BY_ID.get(id)?.label ?? id.replace(/_/g, ' ');
const SYMPTOM_EXCLUDE = new Set(['severe', 'sudden_onset', 'recurrent_known', 'smoker', 'travel', 'malaria_area', 'vte_risk', 'walks_normally', 'no_relief', 'inhaler', 'blood_thinner', 'new_medication', 'hypertension_history', 'chronic_lung', 'diabetes', 'immunosuppressed', 'food_trigger', 'allergen_exposure', 'one_sided_leg', 'postural', 'positional', 'worse_moving', 'dermatomal', 'contact_lens', 'alcohol_hangover', 'pregnant', 'late_period']);

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
    summary = `${patient}; no specific symptoms recognised yet.`;
  }

  const primaryName = primary ? primary.condition.name : raw.trim() ? 'Undifferentiated complaint' : '';
  const reasons = [...r.redFlags.map((x) => `Red flag: ${x.label}`), ...r.rules.filter((x) => x.urgency === r.urgency).map((x) => x.reason)];
  const diagnosis = raw.trim()
    ? `${primaryName}${primary ? ` (${primary.condition.icd10})` : ''} — urgency ${r.urgency}: ${disposition}.${reasons.length ? ' ' + reasons[0] + '.' : ''}`
    : '';

  const totalScore = top.reduce((s, x) => s + x.score, 0) + 0.5;
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
      s.support.length ? `Supported by: ${s.support.map(label).join(', ')}.` : '',
      s.against.length ? `Against: ${s.against.map((a) => (a.startsWith('no ') ? `no ${label(a.slice(3))}` : label(a))).join(', ')}.` : '',
      `Usual disposition: ${dispositionText(s.condition.urgency).toLowerCase()}.`,
    ]
      .filter(Boolean)
      .join(' ');
    const d = {
      diagnosisName: s.condition.name,
      icd10Code: s.condition.icd10,
      confidenceLevel: Math.round(clamp((100 * s.score) / totalScore, 1, 95)),
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
    mh.historyOfPresentIllness.pastEpisodes = f.present.has('recurrent_known') ? sentencesWith(raw, /before|previous|similar|sometimes|every|as a child|adur|stundum|sem barn|wczesniej|czasem|jako dziecko|kazdej/u) : '';
    mh.medicalHistory.pastIllnesses = ['chronic_lung', 'diabetes', 'hypertension_history', 'immunosuppressed']
      .filter((c) => f.present.has(c))
      .map(label)
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
