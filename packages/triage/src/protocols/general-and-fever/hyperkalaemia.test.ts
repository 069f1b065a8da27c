import { describe, expect, it } from 'vitest';
import { assessWithoutNet, codes } from '../../../test/support/protocol.ts';

/**
 * UK Kidney Association (treatment of acute hyperkalaemia in adults, 2020): a potassium of 6.5 mmol/L or
 * more is severe and treated in hospital now; 6.0–6.4 is moderate, repeated and reviewed the same day,
 * unless it comes with muscle weakness or palpitations.
 */
describe('a high potassium told in any language (UK Kidney Association 2020)', () => {
  it.each([
    ['en', "I've got stage 4 kidney disease, the surgery rang to say my potassium is 6.8 and I should get seen"],
    ['ko', '신장 투석 중인데 오늘 칼륨 7.0 나왔대요'],
    ['tr', 'böbrek yetmezliğim var, tahlilde potasyum 6.8 çıktı'],
    ['fr', "je suis dialysé, le labo m'a appelé pour une kaliémie à 7"],
    ['it', 'sono in dialisi, gli esami di stamattina dicono potassio 6,9'],
    ['zh', '透析病人，今天查血钾6.9'],
    ['de', 'Die Praxis hat angerufen, mein Kalium ist 6,7'],
    ['es', 'me llamaron del centro, tengo el potasio en 7,1'],
    ['pt', 'o laboratório ligou, o potássio deu 6,6'],
    ['ru', 'позвонили из поликлиники, калий 6,9'],
    ['pl', 'dzwonili z przychodni, potas 6,8'],
    ['ja', '透析中で今日の検査でカリウム 6.9 と言われた'],
    ['is', 'læknirinn hringdi, kalíum var 6,8'],
  ] as const)('[%s] %s → 2', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBe(2);
    expect(codes(text, lang)).toContain('E87.5');
  });

  it.each([
    ['en', 'my potassium was 6.2 on my blood test, I feel fine'],
    ['de', 'Kalium 6,1 bei der Kontrolle, keine Beschwerden'],
  ] as const)('[%s] %s → same day (3)', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBe(3);
  });

  it.each([
    ['en', 'my potassium was 6.2 and now my legs feel weak and my heart is racing'],
    ['es', 'tengo el potasio alto y siento palpitaciones'],
  ] as const)('[%s] %s → 2 with weakness or palpitations', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBe(2);
  });

  it.each([
    ['en', 'potassium normal at 4.5, kidney function stable'],
    ['en', 'I take potassium 600 mg tablets for my cramps'],
    ['ko', '칼로 손가락을 베었어요 조금 피나요'],
  ] as const)('[%s] %s is not a high potassium', (lang, text) => {
    expect(codes(text, lang)).not.toContain('E87.5');
  });
});
