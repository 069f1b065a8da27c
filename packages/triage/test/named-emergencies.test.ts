import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { applySafetyFloor, assessTranscript, detectRedFlags } from '../src/index.ts';

/**
 * NHS: call 999 (112) if you think someone is having a stroke or a heart attack. A patient or a
 * relative who names it has told us the most important thing: the lay name of the emergency, in
 * every language, is a red flag of its own — but not a stroke or heart attack years ago, a fear of
 * one, or a heat stroke.
 */
const assess = (lang: Language, text: string) => {
  const messages = [{ role: 'user' as const, content: text }];
  return applySafetyFloor(assessTranscript(messages, { patientLanguage: lang }), messages, { safetyNet: false, patientLanguage: lang }).assessment;
};

describe('a stroke or heart attack named by the patient or family', () => {
  it.each<[Language, string]>([
    ['en', 'I think my dad is having a stroke'],
    ['is', 'Ég held að mamma sé að fá heilablóðfall'],
    ['de', 'ich glaube, Oma hat einen Schlaganfall'],
    ['fr', "je crois que c'est un AVC, mon père est bizarre"],
    ['es', 'creo que a mi padre le está dando un derrame cerebral'],
    ['it', 'penso che il nonno abbia un ictus'],
    ['pt', 'acho que a minha mãe está a ter um AVC'],
    ['pl', 'chyba tata ma udar'],
    ['ru', 'кажется, у мамы инсульт'],
    ['tr', 'babam inme geçiriyor galiba'],
    ['ar', 'أظن أبوي جاته جلطة دماغية'],
    ['hi', 'lagta hai papa ko brain stroke aa raha hai'],
    ['zh', '我爸好像中风了'],
    ['ja', '父が脳梗塞かもしれない'],
    ['ko', '아버지가 뇌졸중 같아요'],
  ])('[%s] %s → 1 (stroke)', (lang, text) => {
    expect(assess(lang, text).urgency).toBe(1);
  });

  it.each<[Language, string]>([
    ['en', "I think I'm having a heart attack"],
    ['is', 'held að hann sé að fá hjartaáfall'],
    ['de', 'ich glaube, ich habe einen Herzinfarkt'],
    ['fr', 'je crois que je fais une crise cardiaque'],
    ['es', 'creo que es un infarto'],
    ['it', 'credo di avere un infarto'],
    ['pt', 'acho que estou a ter um ataque cardíaco'],
    ['pl', 'chyba mam zawał'],
    ['ru', 'по-моему у папы инфаркт'],
    ['tr', 'kalp krizi geçiriyorum sanırım'],
    ['ar', 'أبوي عنده نوبة قلبية'],
    ['hi', 'lagta hai dil ka daura pad raha hai'],
    ['zh', '我老公可能心梗了'],
    ['ja', '心臓発作かもしれない'],
    ['ko', '아빠가 심장마비 같아요'],
  ])('[%s] %s → 1 (heart attack)', (lang, text) => {
    expect(assess(lang, text).urgency).toBe(1);
  });

  it.each<[Language, string]>([
    ['en', 'my dad had a stroke two years ago and now he is constipated'],
    ['en', "I'm scared of having a heart attack like my dad, what should I eat?"],
    ['en', 'is a stroke of the cat enough to calm her'],
    ['en', 'I worry about having a stroke one day, my blood pressure is 150/95'],
    ['pl', 'mama miała udar słoneczny wczoraj, dziś trochę boli głowa, pije dużo wody'],
    ['de', 'Opa hatte vor 3 Jahren einen Schlaganfall und hustet jetzt seit 2 Tagen'],
  ])('[%s] %s → not an emergency', (lang, text) => {
    expect(assessTranscript([{ role: 'user', content: text }], { patientLanguage: lang }).urgency).toBeGreaterThan(2);
  });
});

describe('"and now" after a finding in the remote past', () => {
  it.each<[Language, string, number]>([
    ['en', 'he had a seizure 3 years ago and now has a cough', 5],
    ['de', 'Opa hatte vor 3 Jahren einen Krampfanfall und hustet jetzt', 5],
  ])('[%s] %s → the old finding stays history', (lang, text, urgency) => {
    expect(assessTranscript([{ role: 'user', content: text }], { patientLanguage: lang }).urgency).toBe(urgency);
  });

  it.each<[Language, string]>([
    ['en', 'I had chest pain 2 years ago and now it is back'],
    ['en', 'had a seizure years ago and now he is having another one'],
  ])('[%s] %s → the finding is current again', (lang, text) => {
    expect(assessTranscript([{ role: 'user', content: text }], { patientLanguage: lang }).urgency).toBeLessThanOrEqual(2);
  });
});

describe("the red-flag floor reads a short message with its patient's language's cues", () => {
  it.each<[Language, string]>([
    ['it', 'mio nonno ha avuto un infarto anni fa, vorrei un controllo'],
    ['de', 'Opa hatte vor 3 Jahren einen Schlaganfall und hustet jetzt'],
    ['pt', 'meu avô teve infarto há anos, quero marcar um checkup'],
  ])('[%s] %s → no red flag', (lang, text) => {
    expect(detectRedFlags(text, lang).map((f) => f.id)).toEqual([]);
    expect(assess(lang, text).urgency).toBeGreaterThan(2);
  });
});
