import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { applySafetyFloor, assessTranscript, type TranscriptMessage } from '../src/index.ts';
import { parseText } from '../src/nlp/parser.ts';
import { CONCEPT_CASES } from './concept-recall-table.ts';

/**
 * Issue 13, "Recognition that generalises": each red-flag concept told in the everyday ways of all
 * 15 languages (table in concept-recall-table.ts, written for this test) reaches an emergency
 * disposition through the red-flag floor alone (the statistical safety net is off: it may only
 * raise to urgency 3), and benign look-alikes — negated, resolved, another person's history, a
 * different sense of the same words — do not.
 */
const user = (content: string): TranscriptMessage => ({ role: 'user', content });
function floored(text: string, lang: Language) {
  const m = [user(text)];
  return applySafetyFloor(assessTranscript(m, { patientLanguage: lang }), m, { safetyNet: false });
}

describe.each(Object.entries(CONCEPT_CASES))('%s', (_concept, cases) => {
  it.each(cases.map(([lang, text]) => [lang, text] as const))('[%s] %s → emergency', (lang, text) => {
    expect(floored(text, lang).assessment.urgency).toBeLessThanOrEqual(2);
  });
});

describe('each composition reads its concept, in several languages', () => {
  it.each([
    ['my neck is so stiff I cannot put my chin on my chest', 'en', 'neck_stiffness'],
    ['boynumu öne eğemiyorum', 'tr', 'neck_stiffness'],
    ['首を前に曲げられない', 'ja', 'neck_stiffness'],
    ['he bled a lot from his bottom', 'en', 'blood_in_stool'],
    ['sangró muchísimo por el ano', 'es', 'blood_in_stool'],
    ['we pulled him out of the lake', 'en', 'drowning'],
    ['wyciągnęliśmy go z jeziora', 'pl', 'drowning'],
    ['I keep seeing double', 'en', 'diplopia'],
    ['vejo tudo dobrado', 'pt', 'diplopia'],
    ['like an elephant standing on my chest', 'en', 'cardiac_quality'],
    ['胸が締め付けられる', 'ja', 'cardiac_quality'],
    ["I've been stockpiling my sleeping pills", 'en', 'suicide_method'],
    ['haplarımı biriktiriyorum', 'tr', 'suicide_method'],
    ["I'm 36 weeks and she has stopped kicking", 'en', 'reduced_fetal_movements'],
    ['임신 30주인데 태동이 없어요', 'ko', 'reduced_fetal_movements'],
    ['grandma hit her head on the door', 'en', 'head_injury'],
    ['başını çarptı', 'tr', 'head_injury'],
  ] as [string, Language, string][])('%s [%s] → %s', (text, lang, concept) => {
    expect(parseText(text, lang).present.has(concept)).toBe(true);
  });
});

describe('benign look-alikes do not fire', () => {
  it.each([
    // negated
    ['I have a fever but my neck is not stiff and I can bend it forward fine', 'en'],
    ['tengo fiebre, pero el cuello no está rígido', 'es'],
    ['no double vision, no trouble walking, just a tension headache', 'en'],
    ['I am 32 weeks and the baby is moving normally, kicking a lot', 'en'],
    ['estou com 32 semanas e o bebê mexe bastante', 'pt'],
    ['no chest pain, just sweating a lot in this heat', 'en'],
    // another person's history
    ['my grandfather had a stroke years ago, I just want a blood pressure check', 'en'],
    ['mój dziadek miał udar dawno temu, chcę tylko zmierzyć ciśnienie', 'pl'],
    // a different sense of the same words
    // a prescription collected is not a supply gathered (a term that read "collect" as hoarding)
    ['I collected my prescription tablets from the pharmacy today', 'en'],
    ['he guardado las pastillas en el armario del baño', 'es'],
    ['we took the kids to the pool and they loved swimming', 'en'],
    ['sacamos al niño de la bañera y lo secamos', 'es'],
    ['I got out of the bath and felt a bit dizzy', 'en'],
    ["I'm 30 weeks pregnant, my wedding band is tight and the baby kicks a lot", 'en'],
    ['I drink a lot of water and my pee is clear', 'en'],
    ['I bumped my head on the cupboard, no other symptoms, feel fine', 'en'],
    ['el niño se golpeó la cabeza jugando, está bien y jugando', 'es'],
    ['I am coughing a lot with this cold and sweating at night', 'en'],
    ['I have a little blood on the toilet paper from piles, no dizziness', 'en'],
    // resolved
    ['the double vision I had last year went away after new glasses', 'en'],
  ] as [string, Language][])('%s [%s]', (text, lang) => {
    expect(floored(text, lang).assessment.urgency).toBeGreaterThan(2);
  });
});

describe('Portuguese post-posed "não" closes its clause', () => {
  it('"dor no peito, febre não" does not read a fever', () => {
    expect(parseText('dor no peito, febre não', 'pt').present.has('fever')).toBe(false);
  });
  it('"a febre não baixa" still reads a fever', () => {
    expect(parseText('a febre não baixa desde ontem', 'pt').present.has('fever')).toBe(true);
  });
});
