import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { flags, urgency } from '../../../test/support/protocol.ts';

/**
 * TOXBASE (insulin): insulin injected twice, the wrong pen or far more units than usual — by mistake
 * or on purpose — needs hospital now, even while the glucose is normal: a long-acting insulin keeps
 * lowering it for a day or more. Every message was written for this test (not evaluation-set texts),
 * with look-alikes of people who take their insulin as usual.
 */
type Case = readonly [Language, string];

const OVERDOSE: readonly Case[] = [
  ['en', 'my dad injected his Lantus twice by mistake this morning, he feels fine'],
  ['en', 'I gave myself 40 units of insulin instead of 14'],
  ['de', 'Mutter hat 40 Einheiten Lantus gespritzt statt 14, Zucker ist noch normal'],
  ['es', 'mi madre se puso la insulina dos veces por error'],
  ['fr', "ma mère s'est injecté deux fois son insuline par erreur"],
  ['it', "mia nonna ha fatto l'insulina due volte per sbaglio"],
  ['pl', 'mama wstrzyknęła sobie insulinę dwa razy przez pomyłkę'],
  ['ru', 'отец по ошибке вколол инсулин два раза'],
  ['tr', 'annem yanlışlıkla iki kez insülin yaptı'],
  ['ar', 'أمي أخذت الإنسولين مرتين بالغلط'],
  ['zh', '我妈不小心打了两次胰岛素'],
  ['ja', '母が間違えてインスリンを2回打ってしまいました'],
  ['ko', '엄마가 실수로 인슐린을 두 번 맞았어요'],
  ['hi', 'माँ ने गलती से दो बार इंसुलिन लगा लिया'],
  ['is', 'mamma sprautaði sig tvisvar með insúlíni fyrir mistök'],
];

const AS_USUAL: readonly Case[] = [
  ['en', 'I take insulin and my sugar is a bit high today, 12'],
  ['de', 'ich spritze Insulin und habe heute leichten Schnupfen'],
  ['zh', '我每天打胰岛素，今天血糖有点高'],
  ['ja', 'インスリンを打っていて、今日は風邪気味です'],
];

describe('insulin injected in error or in overdose → hospital now (TOXBASE)', () => {
  it.each(OVERDOSE)('[%s] %s', (lang, text) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
    expect(flags(text)).toContain('insulin_overdose');
  });
});

describe('insulin taken as usual is no overdose', () => {
  it.each(AS_USUAL)('[%s] %s', (lang, text) => {
    expect(urgency(text, lang)).toBeGreaterThan(2);
    expect(flags(text)).not.toContain('insulin_overdose');
  });
});
