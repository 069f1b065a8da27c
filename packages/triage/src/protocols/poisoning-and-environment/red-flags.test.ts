import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { flags, urgency } from '../../../test/support/protocol.ts';

/**
 * The poisoning-and-environment protocol: red flags and urgent rules. Every message is written for
 * this test in phrasings of our own (not the blind sets'), in all 15 languages for each mechanism,
 * with benign look-alikes that must not fire.
 */
type Case = [Language, string];

describe('electrical injury (RCEM / British Burn Association)', () => {
  it.each([
    ['en', 'my husband got an electric shock from a high voltage cable at work and his hand is burnt'],
    ['is', 'Hann fékk raflost frá háspennulínu og er með brunasár á hendinni'],
    ['pl', 'Poraził go prąd, ma oparzenie na dłoni i kołatanie serca'],
    ['es', 'Le dio la corriente en el trabajo y ahora tiene palpitaciones'],
    ['fr', "Il s'est électrocuté, il a une brûlure à la main"],
    ['de', 'Er hat einen Stromschlag bekommen und hat jetzt Herzrasen'],
    ['pt', 'Tomei um choque na tomada e fiquei com o coração acelerado'],
    ['it', 'Ho preso la scossa dalla presa e ora ho palpitazioni'],
    ['ru', 'Меня ударило током, теперь сердцебиение'],
    ['tr', 'Elektrik çarptı, elimde yanık var'],
    ['ar', 'مسكتني الكهربا وعندي خفقان'],
    ['hi', 'mujhe current laga aur ab dil tez dhadak raha hai'],
    ['zh', '触电了，现在心慌'],
    ['ja', '感電して、動悸がします'],
    ['ko', '감전됐는데 심장이 두근거려요'],
    ['en', 'my son was struck by lightning on the golf course, he is awake but confused'],
    ['de', 'Stromschlag an der Oberleitung, die Hand ist verbrannt'],
  ] as Case[])('%s: %s \u2192 electrical_injury', (lang, text) => {
    expect(flags(text)).toContain('electrical_injury');
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it.each([
    ['en', 'got a tiny static shock from the car door', 3, 'electrical_injury'],
    ['it', 'ho preso una corrente d’aria e ho il torcicollo', 3, 'electrical_injury'],
    ['pt', 'levei um choque quando vi o resultado do exame, estou ansiosa', 3, 'electrical_injury'],
    ['ja', 'ドアノブでビリッと静電気がきた', 4, 'electrical_injury'],
  ] as [Language, string, number, string][])('benign look-alike %s: %s', (lang, text, min, id) => {
    expect(flags(text)).not.toContain(id);
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(min);
  });
});
describe('poisoning whatever the symptoms (TOXBASE)', () => {
  it.each([
    ['en', 'my uncle swallowed some weedkiller from the shed, he says he feels fine'],
    ['is', 'Hann drakk illgresiseyði en segist vera í lagi'],
    ['pl', 'Dziadek wypił środek chwastobójczy, mówi że nic mu nie jest'],
    ['es', 'Mi hijo bebió un trago de herbicida, dice que está bien'],
    ['fr', 'Mon voisin a bu du désherbant, il dit qu’il va bien'],
    ['de', 'Er hat Unkrautvernichter getrunken, sagt aber es geht ihm gut'],
    ['pt', 'Meu filho bebeu veneno de rato, mas parece bem'],
    ['it', 'Mio nonno ha bevuto del diserbante, dice che sta bene'],
    ['ru', 'Отец выпил гербицид, говорит, что всё нормально'],
    ['tr', 'Amcam tarım ilacı içti ama iyi olduğunu söylüyor'],
    ['ar', 'عمي شرب مبيد حشري بس يقول إنه بخير'],
    ['hi', 'chacha ne keetnashak pi liya, keh rahe hain theek hoon'],
    ['zh', '奶奶误喝了农药，说自己没事'],
    ['ja', '父が除草剤を飲んでしまいました。本人は大丈夫と言っています'],
    ['ko', '삼촌이 농약을 마셨는데 괜찮다고 해요'],
    ['en', "toddler licked a dishwasher tablet and chewed a laundry pod, she's not crying"],
    ['en', 'my teenager drank some antifreeze from the garage'],
    ['es', 'el niño se tragó una pila de botón'],
    ['ko', '할머니가 제초제를 마셨어요'],
  ] as Case[])('%s: %s \u2192 ingestion', (lang, text) => {
    expect(flags(text)).toContain('ingestion');
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it.each([
    ['en', 'I sprayed weedkiller on the patio yesterday and now my hands are a bit dry', 3, 'ingestion'],
    ['ar', 'أكلنا سمك على العشاء وبعدين صار عندي حموضة خفيفة', 3, 'ingestion'],
    ['it', 'prendo acido folico perché sono incinta, tutto bene', 3, 'ingestion'],
    ['es', 'tomo ácido fólico todos los días, quería saber si es normal tener náuseas', 3, 'ingestion'],
    ['fr', "je prends de l'acide folique, est-ce que je peux prendre du paracétamol", 3, 'ingestion'],
    ['ru', 'пью фолиевую кислоту, можно ли пить кофе', 3, 'ingestion'],
  ] as [Language, string, number, string][])('benign look-alike %s: %s', (lang, text, min, id) => {
    expect(flags(text)).not.toContain(id);
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(min);
  });
});
describe('heatstroke (NHS)', () => {
  it.each([
    ['en', "been working on the roof in the heat all day and now he's confused and not sweating"],
    ['is', 'Hann var í sólinni allan daginn, er ruglaður og svitnar ekki'],
    ['pl', 'Po całym dniu w upale jest splątany i przestał się pocić'],
    ['es', 'Estuvo todo el día al sol trabajando, ahora está confundido y no suda'],
    ['fr', 'Après une journée en plein soleil il est confus et ne transpire plus'],
    ['de', 'Nach dem Marathon in der Hitze ist er verwirrt und schwitzt nicht mehr'],
    ['pt', 'Ficou o dia todo no sol, está confuso e parou de suar'],
    ['it', 'È stato al sole tutto il giorno, ora è confuso e non suda più'],
    ['ru', 'Весь день был на солнце, теперь спутанное сознание и не потеет'],
    ['tr', 'Bütün gün güneşte çalıştı, şimdi bilinci bulanık ve terlemiyor'],
    ['ar', 'كان تحت الشمس طول اليوم والحين مشوش وما يعرق'],
    ['hi', 'poore din dhoop mein kaam kiya, ab pasina nahi aa raha aur behki behki baatein kar rahe hain'],
    ['zh', '在太阳底下干了一天活，现在神志不清，不出汗'],
    ['ja', '炎天下で一日作業して、意識がもうろうとしていて汗が出ていません'],
    ['ko', '땡볕에서 하루 종일 일했는데 지금 정신이 없고 땀이 안 나요'],
    ['en', 'my dad collapsed after a long run in the heat, he is hot to touch and talking nonsense'],
    ['en', 'left in a hot car for an hour, toddler now very sleepy'],
  ] as Case[])('%s: %s \u2192 heat_stroke', (lang, text) => {
    expect(flags(text)).toContain('heat_stroke');
    expect(urgency(text, lang)).toBeLessThanOrEqual(1);
  });
  it.each([
    ['en', "It's so hot today, I'm sweating loads and have a slight headache", 3, 'heat_stroke'],
    ['en', 'I was in the sun all day and got a bit sunburnt on my shoulders', 4, 'heat_stroke'],
    ['en', 'There was a heatwave last week, I feel fine, just want advice on staying cool', 4, 'heat_stroke'],
  ] as [Language, string, number, string][])('benign look-alike %s: %s', (lang, text, min, id) => {
    expect(flags(text)).not.toContain(id);
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(min);
  });
});
describe('hypothermia (NHS) and wild mushrooms (TOXBASE)', () => {
  it.each([
    [
      'en',
      'found grandad outside on the patio all night, he is ice cold to the touch and confused',
      'hypothermia',
      1,
    ],
    ['pl', 'Dziadek leżał całą noc na mrozie, jest wychłodzony i splątany', 'hypothermia', 1],
    ['de', 'Er ist ins eiskalte Wasser gefallen, jetzt unterkühlt und sehr schläfrig', 'hypothermia', 1],
    ['ru', 'Провалился под лед, переохлаждение, заторможен', 'hypothermia', 1],
    ['ko', '얼음물에 빠졌다가 나왔는데 저체온이고 횡설수설해요', 'hypothermia', 1],
    [
      'en',
      'we ate wild mushrooms from the woods last night and now we are both vomiting',
      'mushroom_poisoning',
      2,
    ],
    ['pl', 'Zjedliśmy grzyby z lasu i od rana wymiotujemy, boli brzuch', 'mushroom_poisoning', 2],
    ['ru', 'поели лесные грибы, теперь рвота и понос', 'mushroom_poisoning', 2],
    ['it', 'abbiamo mangiato funghi raccolti nel bosco e ora ho vomito e diarrea', 'mushroom_poisoning', 2],
    ['zh', '吃了野生菌以后一直呕吐', 'mushroom_poisoning', 2],
  ] as [Language, string, string, number][])('%s: %s → %s', (lang, text, id, max) => {
    if (id) expect(flags(text)).toContain(id);
    expect(urgency(text, lang)).toBeLessThanOrEqual(max);
  });
  it.each([
    ['en', 'my hands get cold in winter and go white', 3, 'hypothermia'],
    [
      'en',
      'I had mushroom soup for lunch and feel fine, just want to ask about my blood pressure',
      3,
      'mushroom_poisoning',
    ],
  ] as [Language, string, number, string][])('benign look-alike %s: %s', (lang, text, min, id) => {
    expect(flags(text)).not.toContain(id);
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(min);
  });
});
