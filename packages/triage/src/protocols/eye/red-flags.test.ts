import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { flags, urgency } from '../../../test/support/protocol.ts';

/**
 * The eye protocol: red flags and urgent rules. Every message is written for this test in phrasings
 * of our own (not the blind sets'), in all 15 languages for each mechanism, with benign look-alikes
 * that must not fire.
 */
type Case = [Language, string];

describe('chemical in the eye (RCOphth / NHS)', () => {
  it.each([
    ['en', 'my toddler squirted bleach into his eye'],
    ['is', 'Ég fékk stíflueyði í augað'],
    ['pl', 'Prysnął mi kret do oka'],
    ['es', 'Me saltó lejía al ojo mientras limpiaba'],
    ['fr', "J'ai reçu de l'eau de javel dans l'œil"],
    ['de', 'Mir ist Backofenreiniger ins Auge gespritzt'],
    ['pt', 'Espirrou água sanitária no meu olho'],
    ['it', 'Mi è finita la candeggina negli occhi'],
    ['ru', 'Брызнула белизна в глаза'],
    ['tr', 'Gözüme çamaşır suyu kaçtı'],
    ['ar', 'دخل كلوركس في عيني وأنا أنظف'],
    ['hi', 'aankh mein bleach chala gaya'],
    ['zh', '清洁剂溅到眼睛里了'],
    ['ja', '漂白剤が目に入りました'],
    ['ko', '락스가 눈에 튀었어요'],
    ['en', 'got cement in my eye at work, it burns'],
    ['es', 'a mi hijo le saltó desatascador en los ojos'],
  ] as Case[])('%s: %s \u2192 chemical_eye', (lang, text) => {
    expect(flags(text)).toContain('chemical_eye');
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it.each([
    ['en', 'shampoo got in my eye in the shower, stings a little', 3, 'chemical_eye'],
    ['en', 'the bleach smell when I clean the bathroom is making my eyes water', 3, 'chemical_eye'],
    ['en', 'I squeezed a lime and got juice in my eye, stings', 3, 'chemical_eye'],
    ['en', 'chlorine in the pool made my eyes red and itchy', 3, 'chemical_eye'],
    ['es', 'el cloro de la piscina me irrita los ojos', 3, 'chemical_eye'],
  ] as [Language, string, number, string][])('benign look-alike %s: %s', (lang, text, min, id) => {
    expect(flags(text)).not.toContain(id);
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(min);
  });
});

describe('RCOphth: sudden painless loss of sight in one eye, said as "stopped seeing" / "sees nothing with it"', () => {
  it.each([
    ['tr', 'babamın sol gözü birden görmemeye başladı, ağrı yok'],
    ['tr', 'babamin sol gozu birden gormemeye basladi'],
    ['tr', 'annemin bir gözü aniden kör oldu'],
    ['tr', 'dedem bir anda sağ gözüyle göremez oldu'],
    ['de', 'Oma sieht seit heute früh auf dem rechten Auge plötzlich nichts mehr'],
    ['es', 'mi abuela de repente no ve nada por el ojo derecho'],
    ['it', "mia nonna all'improvviso non vede più dall'occhio destro"],
    ['pt', 'minha avó de repente deixou de ver do olho direito'],
    ['ar', 'جدتي فجأة ما عادت تشوف بعينها اليمين'],
    ['ko', '할머니가 갑자기 오른쪽 눈이 안 보인대요'],
    ['is', 'amma sér allt í einu ekkert með hægra auganu'],
  ] as Case[])('%s: %s', (lang, text) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it.each([
    ['tr', 'uzun bir günden sonra ekranı iyi göremiyorum'],
    ['de', 'ich sehe auf dem linken Auge nichts mehr scharf, brauche wohl eine neue Brille'],
    ['es', 'no veo bien de lejos con el ojo izquierdo, creo que necesito gafas'],
    ['it', "non vedo bene da vicino, mi serve l'occhiale"],
  ] as Case[])('look-alike, tired or long-sighted eyes: %s: %s', (lang, text) => {
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(3);
    expect(flags(text)).not.toContain('vision_loss');
  });
});
