import { type Language, isLanguage } from '@asa/domain';
import { patientText, type TranscriptMessage } from '../engine/assess.ts';
import { engineReading, redFlagsOfText } from '../engine/reading.ts';
import type { QuestionId } from '../protocols/types.ts';
import type { Findings } from '../nlp/parser.ts';
import { catalogueFor } from '../report/catalogue.ts';
import { writerFor } from '../report/writer.ts';
import { CONVERSATION_EN, GENERIC_QUESTIONS } from './templates.ts';

const MAX_QUESTIONS = 5;
/**
 * A vague opening ("my dad is not himself", "something is wrong with my chest") names no complaint
 * the engine knows: the interview screens first for what must not wait — breathing, then new
 * confusion, drowsiness or stroke signs, then other symptoms (NHS 111 / NICE NG128 FAST;
 * Manchester Triage "unwell adult": airway, breathing, conscious level first).
 */
const VAGUE_OPENING: readonly QuestionId[] = ['breathing', 'alertness', 'associated'];
const QUESTION_IDS = Object.keys(CONVERSATION_EN.questions) as QuestionId[];

function questionText(id: QuestionId, lang: Language): string {
  return catalogueFor(lang).conversation.questions[id] || CONVERSATION_EN.questions[id];
}

/** Is the answer to this question already known from what the patient said? */
function answered(id: QuestionId, f: Findings): boolean {
  const known = (...cs: string[]) => cs.some((c) => f.present.has(c) || f.negated.has(c));
  switch (id) {
    case 'onset':
      return f.durationDays !== undefined;
    case 'severity':
      return f.painScore !== undefined || f.present.has('severe');
    case 'fever':
      return known('fever') || f.vitals.temperatureC !== undefined;
    case 'breathing':
      return known('dyspnoea', 'severe_dyspnoea');
    case 'chest_radiation':
      return known('radiation', 'sweating');
    case 'stool_blood':
      return known('blood_in_stool', 'black_stool');
    case 'urine_fever':
      return known('fever', 'flank', 'chills');
    case 'pregnancy':
      return known('pregnant') || f.sex === 'male';
    case 'weight_bearing':
      return known('limited_weight_bearing', 'walks_normally');
    case 'vision':
      return known('vision_change', 'vision_loss');
    case 'neck_stiffness':
      return known('neck_stiffness', 'photophobia');
    case 'injury_how':
      return known('injury', 'strain', 'head_injury');
    case 'medications':
      return known('blood_thinner', 'new_medication', 'inhaler');
    case 'history':
      return known('recurrent_known', 'chronic_lung', 'diabetes', 'hypertension_history');
    case 'mood_safety':
      return known('suicidal', 'suicide_plan');
    case 'alertness':
      return known(
        'confusion',
        'unconscious',
        'drowsy',
        'face_droop',
        'slurred_speech',
        'one_sided_weakness',
      );
    default:
      return false;
  }
}

function askedBefore(id: QuestionId, lang: Language, assistantTurns: string[]): boolean {
  const q = questionText(id, lang);
  return assistantTurns.some((t) => t.includes(q));
}

/**
 * The offline assistant's next message, in the patient's language: general advice only, one
 * focused question at a time, re-assessed after every answer, the emergency disposition as soon as
 * a red flag appears, and a clear disposition at the end.
 */
export function nextOfflineReply(messages: TranscriptMessage[], options: { language: Language }): string {
  const lang: Language = isLanguage(options.language) ? options.language : 'en';
  const T = catalogueFor(lang).conversation;
  const raw = patientText(messages);
  if (!raw.trim()) return T.greeting;
  const assistantTurns = messages.filter((m) => m.role === 'assistant').map((m) => m.content);

  // Read once per text: the emergency check before the reply and the assessment after it share these.
  const flags = redFlagsOfText(raw, lang);
  const result = engineReading(raw, lang);
  if (flags.length > 0 || result.urgency <= 2) {
    const urgency = Math.min(result.urgency, ...flags.map((x) => x.urgency)) as 1 | 2;
    // The patient sees what to do, not the lexicon terms that matched (staff see those in the case).
    return `${T.emergency}\n\n${T.disposition[urgency <= 1 ? '1' : '2']}\n\n${T.disclaimer}`;
  }

  const f = result.findings;
  const top = result.ranked[0]?.condition;
  const asked = QUESTION_IDS.filter((id) => askedBefore(id, lang, assistantTurns)).length;
  if (asked < MAX_QUESTIONS) {
    const order: QuestionId[] = [
      ...(top?.questions ?? VAGUE_OPENING),
      ...(result.ranked[1]?.condition.questions ?? []),
      ...GENERIC_QUESTIONS,
    ];
    const next = order.find((id) => !askedBefore(id, lang, assistantTurns) && !answered(id, f));
    if (next) return `${asked > 0 ? T.thanks + ' ' : ''}${questionText(next, lang)}`;
  }

  // Final disposition, self-care advice and the complaint's "seek help sooner if" thresholds.
  const parts: string[] = [T.disposition[`${result.urgency}`]];
  if (result.urgency >= 4)
    parts.push((top && top.advice !== 'general' ? T.advice[top.advice] : '') || T.generalAdvice);
  const watch = top ? writerFor(lang).watch(top.id) : [];
  parts.push(
    `${T.watchIntro}\n${(watch.length ? watch : [T.disposition['2'].replace(/\*/g, '')]).map((x) => `- ${x}`).join('\n')}`,
  );
  parts.push(T.disclaimer);
  return parts.join('\n\n');
}
