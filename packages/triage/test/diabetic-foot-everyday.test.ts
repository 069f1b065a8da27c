import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assessWithoutNet } from './support/protocol.ts';

/**
 * Diabetic foot problems in everyday words, all 15 languages (NICE NG19): a toe or part of the foot
 * turning black or dark, a foot ulcer or wound that is red, swollen, smelly or spreading, or a hot swollen
 * foot in a person with diabetes → urgency 2 (acute services now); with fever, shivering or confusion →
 * possible sepsis, urgency 2 at least. A small clean blister or a callus without redness stays at 3–4,
 * a toenail bruised by running and a relative's old amputation below an emergency. Written for this
 * file; none comes from an evaluation set.
 */
type Case = readonly [Language, string];

const TOE_TURNING_BLACK: readonly Case[] = [
  ['en', 'my dad is diabetic and his big toe has gone black at the tip'],
  ['en', 'type 2 diabetic, two of my toes are turning dark purple and black'],
  ['is', 'pabbi er með sykursýki og stóra táin er orðin svört'],
  ['pl', 'tata ma cukrzycę i palec u nogi mu sczerniał'],
  ['es', 'mi padre es diabético y se le está poniendo negro el dedo gordo del pie'],
  ['fr', 'mon père est diabétique et son orteil est devenu noir'],
  ['de', 'mein Vater ist Diabetiker und sein großer Zeh wird schwarz'],
  ['it', "mio padre è diabetico e l'alluce sta diventando nero"],
  ['pt', 'meu pai é diabético e o dedão do pé está ficando preto'],
  ['ru', 'у папы сахарный диабет, палец на ноге почернел'],
  ['tr', 'babam şeker hastası, ayak parmağı kararmaya başladı'],
  ['ar', 'أبوي عنده سكري وصبع رجله صار أسود'],
  ['hi', 'पापा को शुगर है और पैर का अंगूठा काला पड़ गया है'],
  ['zh', '我爸有糖尿病，脚趾头发黑了'],
  ['ja', '父は糖尿病で、足の指が黒くなってきた'],
  ['ko', '아버지가 당뇨가 있는데 발가락이 까맣게 변했어요'],
];

const INFECTED_ULCER: readonly Case[] = [
  [
    'en',
    'mum has diabetes, the sore on the bottom of her foot smells horrible and the redness is spreading up her ankle',
  ],
  ['en', 'diabetic, my foot is hot, red and swollen since yesterday'],
  ['is', 'mamma er með sykursýki, sárið á fætinum lyktar illa og roðinn breiðist út'],
  ['pl', 'mama ma cukrzycę, rana na stopie śmierdzi i zaczerwienienie się rozchodzi'],
  ['es', 'mi madre es diabética, la llaga del pie huele muy mal y está roja e hinchada'],
  ['fr', "ma mère est diabétique, la plaie sous son pied sent mauvais et la rougeur s'étend"],
  ['de', 'meine Mutter hat Zucker, die Wunde am Fuß riecht übel und ist rot und geschwollen'],
  ['it', 'mia madre è diabetica, la piaga sotto il piede puzza e il rossore si allarga'],
  ['pt', 'minha mãe é diabética, a ferida no pé está com mau cheiro e inchada e vermelha'],
  ['ru', 'у мамы диабет, рана на стопе плохо пахнет, покраснение расползается'],
  ['tr', 'annem şeker hastası, ayağındaki yara kötü kokuyor ve kızarıklık yayılıyor'],
  ['ar', 'أمي عندها سكر، الجرح اللي في رجلها ريحته كريهة ومحمر ومنتفخ'],
  ['hi', 'मम्मी को डायबिटीज है, पैर के घाव से बदबू आ रही है और सूजन और लाली फैल रही है'],
  ['hi', 'mummy ko sugar hai, pair ke ghaav se badboo aa rahi hai aur soojan hai'],
  ['zh', '我妈有糖尿病，脚上的伤口发臭，周围又红又肿'],
  ['ja', '母は糖尿病で、足の傷が臭くて、赤く腫れてきた'],
  ['ko', '어머니가 당뇨인데 발에 난 상처에서 냄새가 나고 빨갛게 부었어요'],
];

const WITH_FEVER: readonly Case[] = [
  ['en', 'diabetic with an ulcer on his heel, now has a fever and shivers'],
  ['de', 'Diabetikerin, offene Stelle am Fuß, jetzt Fieber und Schüttelfrost'],
];

const LOOK_ALIKES: readonly Case[] = [
  ['en', 'i have diabetes and a small clean blister on my heel from new shoes, no redness, no smell'],
  ['en', 'diabetic, hard skin callus on the ball of my foot, not red or sore'],
  ['en', 'my toenail went black after running a marathon, i am not diabetic'],
  ['en', 'my grandfather was diabetic and lost a toe years ago, i just want advice on foot care'],
  ['fr', "je suis diabétique, petite ampoule propre au talon, pas rouge, pas d'odeur"],
  ['de', 'ich bin Diabetiker und habe Hornhaut an der Ferse, nicht rot, keine Wunde'],
  ['es', 'soy diabético y tengo un callo en el pie, sin rojez ni dolor'],
];

describe('diabetes with a toe or part of the foot turning black or dark → urgency ≤ 2', () => {
  it.each(TOE_TURNING_BLACK)('[%s] %s', (lang, text) => {
    const a = assessWithoutNet(text, lang);
    expect(a.urgency).toBeLessThanOrEqual(2);
    expect(a.diagnosisData.differentialDiagnoses.map((d) => d.icd10Code)).toContain('E14.5');
  });
});

describe('diabetes with a foot ulcer that is red, swollen, smelly or spreading, or a hot swollen foot → urgency ≤ 2', () => {
  it.each(INFECTED_ULCER)('[%s] %s', (lang, text) => {
    const a = assessWithoutNet(text, lang);
    expect(a.urgency).toBeLessThanOrEqual(2);
    expect(a.diagnosisData.differentialDiagnoses.map((d) => d.icd10Code)).toContain('E14.5');
  });
});

describe('a diabetic foot problem with fever or confusion (possible sepsis) → urgency ≤ 2', () => {
  it.each(WITH_FEVER)('[%s] %s', (lang, text) => {
    const a = assessWithoutNet(text, lang);
    expect(a.urgency).toBeLessThanOrEqual(2);
    expect(a.diagnosisData.differentialDiagnoses.map((d) => d.icd10Code)).toContain('E14.5');
  });
});

describe("a small clean blister or callus without redness, a bruised toenail, a relative's history: no emergency", () => {
  it.each(LOOK_ALIKES)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThan(2);
  });
});
