import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { flags, urgency } from '../../../test/support/protocol.ts';

/**
 * The general-and-fever protocol: red flags and urgent rules. Every message is written for this
 * test in phrasings of our own (not the blind sets'), in all 15 languages for each mechanism, with
 * benign look-alikes that must not fire.
 */
type Case = [Language, string];

describe('neutropenic sepsis in lay words (NICE NG151)', () => {
  it.each([
    ['en', "I'm on chemo for breast cancer and I've got a temperature of 38.3"],
    ['is', 'Ég er í lyfjameðferð við krabbameini og er með 38,5 stiga hita'],
    ['pl', 'Jestem w trakcie chemii i mam gorączkę 38,4'],
    ['es', 'Estoy con quimio y tengo 38,5 de fiebre'],
    ['fr', 'Mon mari est sous chimio et il a des frissons'],
    ['de', 'Ich bekomme Chemo und habe Schüttelfrost'],
    ['pt', 'Minha mãe faz quimio e está com febre'],
    ['it', 'Sono in chemio e ho la febbre a 38'],
    ['ru', 'Я на химии, поднялась температура 38,5'],
    ['tr', 'Kemoterapi alıyorum ve ateşim 38,4'],
    ['ar', 'أمي تاخذ كيماوي وعندها حرارة'],
    ['hi', 'meri maa ka chemo chal raha hai aur unhe bukhar hai'],
    ['zh', '我在化疗，今天发烧38度5'],
    ['ja', '抗がん剤治療中で、38度の熱が出ました'],
    ['ko', '항암치료 중인데 열이 38도예요'],
    ['de', 'Ich bin in Chemotherapie und habe 38,6 Fieber'],
    ['en', 'mum is having chemotherapy and started shivering uncontrollably tonight'],
  ] as Case[])('%s: %s \u2192 neutropenic_sepsis', (lang, text) => {
    expect(flags(text)).toContain('neutropenic_sepsis');
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it.each([
    [
      'en',
      'finished chemotherapy five years ago, now I have a cold with a runny nose',
      3,
      'neutropenic_sepsis',
    ],
    ['en', 'my chemistry exam is tomorrow and I have a headache', 3, 'neutropenic_sepsis'],
    ['en', 'I am a chemistry teacher and have a sore throat', 3, 'neutropenic_sepsis'],
    ['pl', 'mam jutro kolokwium z chemii i boli mnie głowa', 3, 'neutropenic_sepsis'],
  ] as [Language, string, number, string][])('benign look-alike %s: %s', (lang, text, min, id) => {
    expect(flags(text)).not.toContain(id);
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(min);
  });
});
