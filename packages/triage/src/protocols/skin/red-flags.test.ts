import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { flags, urgency } from '../../../test/support/protocol.ts';

/**
 * The skin protocol: red flags and urgent rules. Every message is written for this test in
 * phrasings of our own (not the blind sets'), in all 15 languages for each mechanism, with benign
 * look-alikes that must not fire.
 */
type Case = [Language, string];

describe('necrotising soft-tissue infection (NICE CKS cellulitis)', () => {
  it.each([
    ['en', 'scratched my leg on a rose bush, now the pain is out of proportion, I feel shivery and feverish'],
    [
      'is',
      'Sárið á fætinum lítur sakleysislega út en verkurinn er óbærilegur, húðin er orðin fjólublá og ég er með hita',
    ],
    ['pl', 'Skaleczenie na nodze boli o wiele bardziej niż wygląda, mam dreszcze i gorączkę'],
    ['es', 'La herida de la pierna me duele mucho más de lo que parece, tengo fiebre y escalofríos'],
    ['fr', "La plaie à la jambe fait beaucoup plus mal qu'elle ne le paraît, j'ai de la fièvre"],
    ['de', 'Die Wunde am Bein tut viel mehr weh als sie aussieht, ich habe Fieber und Schüttelfrost'],
    ['pt', 'A ferida na perna dói muito mais do que parece e estou com febre e calafrios'],
    ['it', 'La ferita alla gamba fa molto più male di quanto sembri e ho febbre e brividi'],
    ['ru', 'Рана на ноге болит гораздо сильнее, чем выглядит, знобит и температура'],
    ['tr', 'Bacağımdaki yara göründüğünden çok daha fazla ağrıyor, ateşim ve titremem var'],
    ['ar', 'الجرح في رجلي يوجع أكثر بكثير من شكله وعندي حرارة وقشعريرة'],
    ['hi', 'pair ka ghaav dikhne se kahin zyada dard kar raha hai aur bukhar hai'],
    ['zh', '腿上的伤口比看起来疼得多，还发烧发冷'],
    ['ja', '足の傷が見た目よりずっと痛くて、熱と寒気があります'],
    ['ko', '다리 상처가 보기보다 훨씬 아프고 열이랑 오한이 있어요'],
    [
      'en',
      'had a small cut on my hand two days ago, now the whole hand is red and swollen, there are dark blisters and I feel shivery',
    ],
  ] as Case[])('%s: %s \u2192 necrotising_infection', (lang, text) => {
    expect(flags(text)).toContain('necrotising_infection');
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it.each([
    ['en', "the bite on my arm looks small but it's agony, the skin is turning purple and I've got a fever"],
  ] as Case[])('%s: %s \u2192 necrotising_pain', (lang, text) => {
    expect(flags(text)).toContain('necrotising_pain');
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it.each([
    ['en', 'small cut on my thumb, a bit red around it, no fever', 3, 'necrotising_infection'],
    ['en', 'I bumped my shin on the table, it is swollen and going purple', 4, 'dusky_wound'],
    ['tr', 'ağzımda küçük bir yara var, yemek yerken acıyor', 4, 'necrotising_infection'],
  ] as [Language, string, number, string][])('benign look-alike %s: %s', (lang, text, min, id) => {
    expect(flags(text)).not.toContain(id);
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(min);
  });
});
