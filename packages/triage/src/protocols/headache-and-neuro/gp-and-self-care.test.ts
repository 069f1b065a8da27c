import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assess, flags, urgency } from '../../../test/support/protocol.ts';

/**
 * The headache-and-neuro protocol: GP thresholds for quiet but important complaints, and self-care
 * for common minor ones. Every message is written for this test (not taken from a blind set); each
 * mechanism has a look-alike that must keep its emergency or GP reading.
 */
type Case = [text: string, lang: Language];

describe('memory getting worse over months → GP (NICE NG97)', () => {
  it.each<Case>([
    ['Mum is 78 and keeps forgetting things, last month she got lost walking home from the shops', 'en'],
    ['Mi padre tiene 82 años y está cada vez más olvidadizo', 'es'],
    ['Mein Vater (79) ist seit einem halben Jahr sehr vergesslich geworden', 'de'],
    ['80歳の母の物忘れがひどくなってきました', 'ja'],
    ['Моя мама стала всё забывать, ей 81 год', 'ru'],
    ['جدتي عم تنسى كتير، عمرها ٨٠', 'ar'],
  ])('%s (%s)', (text, lang) => {
    const a = assess(text, lang);
    expect(a.urgency).toBe(4);
    expect(a.diagnosisData.differentialDiagnoses[0]?.icd10Code).toBe('F03');
  });
  it('look-alike: sudden confusion stays an emergency (delirium)', () => {
    expect(
      urgency("Grandad suddenly became confused this morning and doesn't know where he is"),
    ).toBeLessThanOrEqual(2);
  });
});
describe('tension headache relieved by a simple painkiller stays self-care', () => {
  it.each<Case>([
    ['headache like a tight band round my head after work, paracetamol helped', 'en'],
    ['Kopfschmerzen wie ein Band um den Kopf, Ibuprofen hilft', 'de'],
  ])('%s (%s)', (text, lang) => {
    expect(urgency(text, lang)).toBe(5);
  });
  it('look-alike: worst headache of my life out of nowhere stays an emergency', () => {
    expect(urgency('the worst headache of my life came on suddenly')).toBeLessThanOrEqual(2);
  });
});
describe('uncomplicated faint (NICE CG109): vasovagal reading, cardiac red flags untouched', () => {
  it('a faint at a blood test with full recovery is read as vasovagal syncope', () => {
    const a = assess(
      'I fainted when the nurse took my blood, came round straight away and felt fine after a few minutes',
    );
    expect(a.diagnosisData.differentialDiagnoses[0]?.diagnosisName).toMatch(/vasovagal/i);
    expect(a.urgency).toBeGreaterThanOrEqual(3);
  });
  it('look-alike: fainting with chest pain is an emergency', () => {
    expect(flags('I fainted while running and had chest pain')).toContain('syncope_cardiac');
  });
});
describe('new headache at 50+ with scalp tenderness or jaw pain on chewing → same day (NICE CKS GCA)', () => {
  it.each<Case>([
    [
      "I'm 74, new headache for a week, my scalp is sore when I brush my hair and my jaw aches when I chew",
      'en',
    ],
    ['ich bin 72, seit einer Woche Kopfschmerzen an der Schläfe, die Kopfhaut tut weh beim Kämmen', 'de'],
    ['tengo 78 años, dolor de cabeza nuevo y me duele el cuero cabelludo al peinarme', 'es'],
  ])('%s (%s)', (text, lang) => {
    expect(urgency(text, lang)).toBe(3);
  });
  it('look-alike: a tension headache relieved by paracetamol stays self-care', () => {
    expect(urgency('headache after a long day at the office, paracetamol helped')).toBe(5);
  });
});
