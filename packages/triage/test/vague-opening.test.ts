import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assessTranscript, type TranscriptMessage } from '../src/index.ts';
import { nextOfflineReply } from '../src/conversation/reply.ts';
import { catalogueFor } from '../src/report/catalogue.ts';

/**
 * Issue 13: a vague first message ("my dad is not himself", "something is wrong with my chest")
 * is never self-care, and the offline interview opens with the red-flag screen — breathing, then
 * new confusion, drowsiness or stroke signs — in the patient's language, not with "when did it
 * start?". Written for this test in each language's everyday voice.
 */
const VAGUE: [Language, string][] = [
  ['en', 'my dad is not himself'],
  ['en', 'something is wrong with my chest'],
  ['es', 'mi papá no es el mismo'],
  ['es', 'algo está mal con mi pecho'],
  ['pt', 'meu pai não está normal'],
  ['pt', 'tem algo errado no meu peito'],
  ['it', 'mio padre non è lui'],
  ['it', "c'è qualcosa che non va nel mio petto"],
  ['ar', 'أبوي مو طبيعي'],
  ['ar', 'في شي غلط في صدري'],
  ['tr', 'göğsümde bir şey var, iyi değil'],
  ['fr', "mon père n'est pas comme d'habitude"],
  ['de', 'mit meiner Brust stimmt etwas nicht'],
  ['pl', 'coś jest nie tak z moją klatką'],
  ['ru', 'с папой что-то не так'],
  ['hi', 'papa theek nahi lag rahe'],
  ['zh', '我爸不太对劲'],
  ['ja', '父の様子がおかしい'],
  ['ko', '아빠가 이상해요'],
  ['is', 'pabbi er ekki eins og hann á að sér'],
];
const user = (content: string): TranscriptMessage => ({ role: 'user', content });
const assistant = (content: string): TranscriptMessage => ({ role: 'assistant', content });

describe('a vague opening', () => {
  it.each(VAGUE)(
    '[%s] %s → not self-care; asks about breathing, then conscious level and stroke signs',
    (lang, text) => {
      expect(assessTranscript([user(text)], { patientLanguage: lang }).urgency).toBeLessThan(5);
      const q = catalogueFor(lang).conversation.questions;
      const first = nextOfflineReply([user(text)], { language: lang });
      expect(first).toBe(q.breathing);
      const second = nextOfflineReply([user(text), assistant(first), user('no')], { language: lang });
      expect(second).toContain(q.alertness);
    },
  );

  it('an answer that tells a red flag turns the interview into the emergency advice', () => {
    const text = 'mi papá no es el mismo';
    const q = catalogueFor('es').conversation.questions;
    const reply = nextOfflineReply(
      [
        user(text),
        assistant(q.breathing),
        user('no'),
        assistant(q.alertness),
        user('sí, está muy confundido y no me reconoce'),
      ],
      { language: 'es' },
    );
    expect(reply).toContain(catalogueFor('es').conversation.emergency);
  });

  it('a recognised complaint keeps its own questions', () => {
    const reply = nextOfflineReply([user('I have a sore throat')], { language: 'en' });
    expect(reply).not.toBe(catalogueFor('en').conversation.questions.alertness);
    expect(reply).not.toBe(catalogueFor('en').conversation.questions.breathing);
  });
});

/**
 * A message in which the engine reads only context — how it began, a means, a medicine, who it is
 * about — and no symptom is still unread: never self-care, and within 24 hours when the context is
 * worrying ("suddenly", a rope at hand). Nor is an acute condition named from context alone.
 */
describe('a message with context but no symptom read', () => {
  it.each<[Language, string, number]>([
    ['en', 'suddenly she is not right at all', 3],
    ['de', 'ganz plötzlich ist er nicht mehr er selbst', 3],
    ['en', "I'm on warfarin, can I take paracetamol?", 4],
    ['en', 'I smoke twenty a day, how do I quit?', 4],
    ['en', "I'm travelling to Kenya next month, do I need malaria tablets?", 4],
  ])('[%s] %s → %i', (lang, text, urgency) => {
    expect(assessTranscript([user(text)], { patientLanguage: lang }).urgency).toBe(urgency);
  });

  it.each<[Language, string, number]>([
    ['en', 'back from Ghana last week, fever and shivering', 2],
    ['en', 'I smoke and now I cough up green phlegm and get breathless', 3],
    ['en', 'terrible hangover, what helps?', 5],
  ])('[%s] %s → %i (a symptom with the context still names the condition)', (lang, text, urgency) => {
    expect(assessTranscript([user(text)], { patientLanguage: lang }).urgency).toBe(urgency);
  });

  // A condition only wondered about is no symptom, present or denied: unread, never self-care.
  it.each<[Language, string]>([
    ['en', 'could it be appendicitis?'],
    ['en', 'I am scared it might be a stroke'],
    ['fr', "j'ai peur que ce soit un AVC"],
    ['es', '¿podría ser apendicitis?'],
    ['de', 'Könnte das eine Blinddarmentzündung sein?'],
    ['pl', 'czy to może być zawał?'],
    ['pt', 'será que é apendicite?'],
    ['ar', 'هل ممكن تكون جلطة؟'],
    ['is', 'gæti þetta verið heilablóðfall?'],
    ['zh', '会不会是中风？'],
    ['zh', '有没有可能是阑尾炎'],
  ])('[%s] %s → not self-care (a condition wondered about)', (lang, text) => {
    expect(assessTranscript([user(text)], { patientLanguage: lang }).urgency).toBeLessThan(5);
  });

  it.each<[Language, string]>([
    ['en', 'it is not a stroke, the doctor checked, just a tension headache that paracetamol helps'],
    ['zh', '不是中风，医生看过了'],
  ])('[%s] %s → no stroke read (denied, not wondered)', (lang, text) => {
    const { diagnosisData } = assessTranscript([user(text)], { patientLanguage: lang });
    expect(diagnosisData.redFlagsAssessment.presentRedFlags.join(' ')).not.toMatch(/stroke/i);
  });
});
