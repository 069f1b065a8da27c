import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assessWithoutNet } from './support/protocol.ts';

/**
 * Labour and waters in everyday words, all 15 languages (NICE NG235 intrapartum care; NICE NG25 preterm
 * labour and birth): an urge to push or the baby's head showing → urgency 1 (112); regular contractions
 * every 5 minutes or closer → 2 (the labour ward now); waters that are green, brown or smelly (meconium
 * or infection) → 2; waters breaking before 37 weeks → 2. Irregular painless tightenings at 30 weeks, a
 * little clear discharge and a sister's past birth stay below an emergency. Written for this file; none
 * comes from an evaluation set.
 */
type Case = readonly [Language, string];

const BIRTH_IMMINENT: readonly Case[] = [
  ['en', 'my wife is 39 weeks, contractions are on top of each other and she says she needs to push'],
  ['en', "i can see the baby's head, what do we do"],
  ['is', 'konan mín er komin 40 vikur og þarf að rembast'],
  ['pl', 'żona w 39 tygodniu, ma parcie na stolec i mówi że musi przeć'],
  ['es', 'mi mujer está de 40 semanas y tiene ganas de empujar, ya se ve la cabeza del bebé'],
  ['fr', 'ma femme est à terme, elle a envie de pousser'],
  ['de', 'meine Frau ist in der 39. Woche und hat Pressdrang'],
  ['it', 'mia moglie è a termine e ha voglia di spingere'],
  ['pt', 'minha esposa está com 39 semanas e sente vontade de fazer força'],
  ['ru', 'жена на 39 неделе, её тянет тужиться'],
  ['tr', 'eşim 39 haftalık, ıkınma hissi var'],
  ['ar', 'زوجتي حامل في الشهر التاسع وتحس بالدفع وراس البيبي باين'],
  ['hi', 'पत्नी 39 हफ्ते की गर्भवती है और उसे ज़ोर लगाने का मन कर रहा है'],
  ['zh', '老婆怀孕39周，想往下用力，宝宝的头露出来了'],
  ['ja', '妻が妊娠39週で、いきみたいと言っています'],
  ['ko', '아내가 임신 39주인데 힘주고 싶다고 해요'],
];

const LABOUR: readonly Case[] = [
  ['en', '39 weeks pregnant, contractions every 4 minutes for the last hour'],
  ['en', 'im 38 weeks and having regular contractions 3-4 mins apart'],
  ['is', 'ég er komin 39 vikur með hríðir á 5 mínútna fresti'],
  ['pl', 'jestem w 39 tygodniu ciąży, skurcze co 4 minuty'],
  ['es', 'estoy embarazada de 39 semanas con contracciones cada 3 minutos'],
  ['fr', 'enceinte de 39 semaines, contractions toutes les 5 minutes depuis une heure'],
  ['de', 'ich bin in der 39. SSW und habe Wehen alle 4 Minuten'],
  ['it', 'sono alla 39esima settimana, contrazioni ogni 5 minuti'],
  ['pt', 'grávida de 39 semanas com contrações a cada 4 minutos'],
  ['ru', '39 недель беременности, схватки каждые 5 минут'],
  ['tr', '39 haftalık hamileyim, 4 dakikada bir kasılma oluyor'],
  ['ar', 'انا حامل بالاسبوع ٣٩ والطلق كل ٥ دقايق'],
  ['zh', '怀孕39周，宫缩每5分钟一次'],
  ['ja', '妊娠39週で、陣痛が5分間隔になりました'],
  ['ko', '임신 39주인데 진통이 5분 간격으로 와요'],
];

const WATERS_DISCOLOURED: readonly Case[] = [
  ['en', "i'm 40 weeks and my waters just went, they are greenish brown"],
  ['en', '38 weeks, waters broke this morning and now they smell really bad and i feel hot'],
  ['is', 'legvatnið fór og það er grænt'],
  ['pl', 'odeszły mi wody, są zielone'],
  ['es', 'se me rompió la fuente y el líquido es verdoso'],
  ['fr', "j'ai perdu les eaux, elles sont verdâtres"],
  ['de', 'meine Fruchtblase ist geplatzt und das Fruchtwasser ist grün'],
  ['it', 'mi si sono rotte le acque, sono verdi'],
  ['pt', 'a bolsa estourou e a água está verde'],
  ['ru', 'отошли воды, они зеленые'],
  ['tr', 'suyum geldi ama rengi yeşil'],
  ['ar', 'نزلت المية وكانت خضرا'],
  ['hi', 'पानी की थैली फट गई और हरा पानी निकला'],
  ['zh', '破水了，羊水发绿'],
  ['ja', '破水して、羊水が緑っぽい'],
  ['ko', '양수가 터졌는데 초록색이에요'],
];

const PRETERM_WATERS: readonly Case[] = [
  ['en', "i'm 32 weeks pregnant and i think my waters have broken, clear fluid keeps trickling down my legs"],
  ['de', 'ich bin in der 33. Woche schwanger und habe Fruchtwasser verloren'],
  ['fr', "enceinte de 34 semaines, je crois que j'ai perdu les eaux"],
  ['es', 'estoy de 33 semanas y se me ha roto la bolsa'],
  ['ru', 'беременность 32 недели, подтекают воды'],
  ['ja', '妊娠33週で破水したみたいです'],
  // said loosely, without the word for the waters
  ['ja', '妊娠32週です。さっきから水みたいなのが出て、ちょろちょろ出続けています'],
];

const LOOK_ALIKES: readonly Case[] = [
  ['en', '30 weeks pregnant, getting irregular tightenings now and then, not painful, no fluid or bleeding'],
  ['en', '28 weeks, a bit more clear discharge than usual, no smell, no itching'],
  [
    'en',
    "my sister's waters broke at 34 weeks last year, all fine, i'm 20 weeks and just want to know about antenatal classes",
  ],
  ['de', '30. Woche, ab und zu harter Bauch, nicht schmerzhaft, kein Fruchtwasser'],
  ['fr', 'enceinte de 30 semaines, quelques contractions irrégulières sans douleur, pas de perte de liquide'],
  ['es', 'embarazada de 29 semanas, un poco de flujo transparente, sin olor'],
  ['ja', '妊娠30週、おりものが少し増えましたが、においはありません'],
];

describe("an urge to push or the baby's head showing → urgency 1", () => {
  it.each(BIRTH_IMMINENT)('[%s] %s', (lang, text) => {
    const a = assessWithoutNet(text, lang);
    expect(a.urgency).toBe(1);
    expect(a.diagnosisData.differentialDiagnoses.map((d) => d.icd10Code)).toContain('O80');
  });
});

describe('regular contractions every 5 minutes or closer → urgency ≤ 2', () => {
  it.each(LABOUR)('[%s] %s', (lang, text) => {
    const a = assessWithoutNet(text, lang);
    expect(a.urgency).toBeLessThanOrEqual(2);
    expect(a.diagnosisData.differentialDiagnoses.map((d) => d.icd10Code)).toContain('O80');
  });
});

describe('waters green, brown or smelly → urgency ≤ 2', () => {
  it.each(WATERS_DISCOLOURED)('[%s] %s', (lang, text) => {
    const a = assessWithoutNet(text, lang);
    expect(a.urgency).toBeLessThanOrEqual(2);
    expect(a.diagnosisData.differentialDiagnoses.map((d) => d.icd10Code)).toContain('O42.9');
  });
});

describe('waters breaking before 37 weeks → urgency ≤ 2', () => {
  it.each(PRETERM_WATERS)('[%s] %s', (lang, text) => {
    const a = assessWithoutNet(text, lang);
    expect(a.urgency).toBeLessThanOrEqual(2);
    expect(a.diagnosisData.differentialDiagnoses.map((d) => d.icd10Code)).toContain('O42.9');
  });
});

describe('irregular tightenings at 30 weeks, a little clear discharge, a past birth: no emergency', () => {
  it.each(LOOK_ALIKES)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThan(2);
  });
});
