import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { flags, urgency } from '../../../test/support/protocol.ts';

/**
 * The musculoskeletal protocol: red flags and urgent rules. Every message is written for this test
 * in phrasings of our own (not the blind sets'), in all 15 languages for each mechanism, with
 * benign look-alikes that must not fire.
 */
type Case = [Language, string];

describe('cauda equina in lay words (NICE CKS sciatica)', () => {
  it.each([
    ['en', "bad back for a week and now I can't feel anything when I wipe after the toilet"],
    ['is', 'Slæmur í bakinu og finn ekki neitt þegar ég skeini mig'],
    ['pl', 'Od tygodnia boli mnie kręgosłup, a teraz nie czuję nic przy podcieraniu'],
    ['es', 'Me duele la espalda y no siento nada al limpiarme'],
    ['fr', "J'ai mal au dos et je ne sens plus rien quand je m'essuie"],
    ['de', 'Rückenschmerzen und ich spüre beim Abwischen nichts mehr'],
    ['pt', 'Dor nas costas e não sinto nada quando me limpo'],
    ['it', 'Mal di schiena e non sento niente quando mi pulisco'],
    ['ru', 'Болит спина, и я не чувствую промежность'],
    ['tr', 'Belim ağrıyor ve silerken hiçbir şey hissetmiyorum'],
    ['ar', 'ظهري يوجعني وما أحس بشي لما أمسح'],
    ['hi', 'kamar mein dard hai aur ponchhte waqt kuch mehsoos nahi hota'],
    ['zh', '腰疼，擦屁股的时候没感觉'],
    ['ja', '腰が痛くて、お尻の周りがしびれています'],
    ['ko', '허리가 아프고 엉덩이 쪽이 감각이 없어요'],
    ['en', 'my back has been killing me for days and today I wet myself without noticing'],
  ] as Case[])('%s: %s \u2192 cauda_equina_lay', (lang, text) => {
    expect(flags(text)).toContain('cauda_equina_lay');
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it.each([
    ['en', 'My lower back aches after gardening, no numbness and peeing normally', 3, 'cauda_equina'],
    ['en', 'my bum feels numb after a long bike ride, no back pain', 3, 'cauda_equina_lay'],
  ] as [Language, string, number, string][])('benign look-alike %s: %s', (lang, text, min, id) => {
    expect(flags(text)).not.toContain(id);
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(min);
  });
});

describe('NICE NG59: cauda equina told loosely (saddle area "and around", the urge without the flow, legs hard to move)', () => {
  it.each([
    ['昨日からひどい腰痛で、今日はお尻とか股のあたりがしびれて感覚ない感じ', 'ja'],
    ['腰が痛くて、朝からおしっこ出そうで出ない。両足もなんか力入りにくい', 'ja'],
    ['腰痛がひどくて、肛門のまわりがしびれてる', 'ja'],
    ['bad back pain and now I can\'t feel my bum or between my legs, and I can\'t pee', 'en'],
    ['Kreuzschmerzen, und seit heute ist der Po taub und ich kann nicht pinkeln', 'de'],
  ] as [string, Language][])('%s', (text, lang) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it.each([
    ['ぎっくり腰で腰が痛いけど、おしっこは普通に出るし、お尻のしびれもない', 'ja'],
    ['股関節が痛くて、歩くと足がしびれる', 'ja'],
    ['重い物を持って腰が痛い。足に力は入るし、トイレも普通', 'ja'],
  ] as [string, Language][])('look-alike, back pain with normal bladder and feeling: %s', (text, lang) => {
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(3);
  });
});

describe('NICE NG59: German cauda equina told with a longer subject and the urge without the flow', () => {
  it.each([
    ['Kreuzweh seit Tagen, und zwischen den Beinen fühlt sich jetzt alles taub an', 'de'],
    ['Rückenschmerzen, ich spür das Klopapier beim Abwischen kaum noch', 'de'],
    ['Hexenschuss, und ich muss dringend, aber es kommt einfach nichts', 'de'],
  ] as [string, Language][])('%s', (text, lang) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it.each([
    ['Kreuzschmerzen nach dem Umzug, Pinkeln geht normal und ich spür alles', 'de'],
  ] as [string, Language][])('look-alike, ordinary back pain: %s', (text, lang) => {
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(3);
  });
});
