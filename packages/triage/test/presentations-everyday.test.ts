import { describe, expect, it } from 'vitest';
import type { Case } from './support/everyday.ts';
import { assessWithoutNet, flags } from './support/protocol.ts';

/**
 * Medical emergencies in everyday words of the 15 languages, and reading mechanisms they need.
 * Written for this file from the guidance each block cites, as patients and relatives write; none
 * comes from an evaluation set. The engine and its red-flag floor decide, statistical safety net off.
 */
const urgencyOf = (lang: Case[0], text: string) => assessWithoutNet(text, lang).urgency;

// NHS low blood sugar; NICE NG17, NG28; JBDS: a hypo with confusion, drowsiness, a fit, collapse or
// unable to swallow needs someone else's help → 999.
const SEVERE_HYPO: Case[] = [
  ['en', 'my husband is diabetic on insulin, his sugar is 2.8 and he is confused and sweaty'],
  ['en', 'hypo, sugar 2.5, he is very drowsy and can not swallow'],
  ['de', 'mein Mann ist Diabetiker, Zucker 45 mg/dl, er ist verwirrt und reagiert kaum'],
  ['fr', 'mon père diabétique a fait une hypo, glycémie à 0,5, il est confus'],
  ['es', 'mi madre diabética tiene el azúcar en 50 y está muy confundida, le dimos zumo y sigue igual'],
  ['it', 'mio padre diabetico ha la glicemia a 45 ed è confuso'],
  ['pt', 'minha mãe diabética está com a glicose 40 e muito sonolenta'],
  ['pl', 'mąż ma cukrzycę, cukier 45, jest splątany'],
  ['ru', 'у мужа диабет, сахар 2,5, он заторможенный'],
  ['tr', 'babam şeker hastası, şekeri 45 düştü, bilinci bulanık'],
  ['zh', '我爸爸有糖尿病，血糖2.5，现在意识模糊'],
  ['ja', '父は糖尿病でインスリンを打っています、血糖が40で意識がもうろうとしています'],
  ['ko', '아버지가 당뇨인데 혈당이 45이고 의식이 흐려요'],
  ['ar', 'أبوي عنده سكر، السكر نزل 45 وهو مو واعي ومشوش'],
  ['hi', 'mere papa ko diabetes hai, sugar 45 aa gayi hai aur wo confused hain'],
  ['is', 'maðurinn minn er með sykursýki, blóðsykur 2,5 og hann er ruglaður'],
];
const MILD_HYPO: Case[] = [
  ['en', 'I had a hypo this morning, ate some sweets and feel fine now'],
  ['en', 'my sugar was 3.5 this morning, no symptoms, should I adjust my insulin'],
  ['de', 'hatte heute früh eine Unterzuckerung, habe Traubenzucker gegessen, jetzt geht es mir gut'],
];

describe('a hypo with confusion, drowsiness or unable to swallow → 1 (NHS, NICE NG17/NG28, JBDS)', () => {
  it.each(SEVERE_HYPO)('[%s] %s', (lang, text) => {
    expect(urgencyOf(lang, text)).toBe(1);
    expect(flags(text)).toContain('severe_hypoglycaemia');
  });
  it.each(MILD_HYPO)('[%s] a treated hypo or a low reading alone is no emergency: %s', (lang, text) => {
    expect(urgencyOf(lang, text)).toBeGreaterThan(2);
    expect(flags(text)).not.toContain('severe_hypoglycaemia');
  });
});
