import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assessWithoutNet } from './support/protocol.ts';

/**
 * Appendicitis in everyday words (NICE CKS appendicitis; NHS 111): pain low on the right of the tummy,
 * worse when walking, coughing or going over bumps, with a fever or off food, in a teenager or an adult
 * → urgency 2, in all 15 languages and in romanised Arabic (Maghrebi Darija 'wja3 f lkerch limen lta7t',
 * 'kerchi katdrrni'; Levantine 'bat.ni biwja3ni 3al yameen taht') and romanised Hindi. A stitch that went,
 * period cramps, pain on the left and an appendix long out stay below an emergency. Written for this
 * file; none comes from an evaluation set.
 */
type Case = readonly [Language, string];

const RIGHT_LOWER_PAIN: readonly Case[] = [
  [
    'en',
    "my 15 year old has pain low down on the right side of his tummy, it hurts more when he walks and he's off his food",
  ],
  [
    'en',
    'started round my belly button and moved to the bottom right, every bump in the car was agony, temp 38',
  ],
  [
    'is',
    'sonur minn er með verk neðarlega hægra megin í maganum, verri þegar hann gengur og hann er lystarlaus',
  ],
  ['pl', 'córka ma ból w prawym dole brzucha, boli bardziej przy chodzeniu i nie ma apetytu'],
  ['es', 'me duele abajo a la derecha de la barriga, me duele más al caminar y tengo fiebre'],
  ['fr', "j'ai mal en bas à droite du ventre, ça fait plus mal quand je tousse et je n'ai pas faim"],
  ['de', 'ich habe Schmerzen rechts unten im Bauch, beim Gehen schlimmer und keinen Appetit'],
  ['it', 'ho dolore in basso a destra della pancia, peggiora camminando e ho la febbre'],
  ['pt', 'estou com dor no lado direito de baixo da barriga, piora quando ando e estou sem apetite'],
  ['ru', 'болит живот справа внизу, больно ходить и нет аппетита'],
  ['tr', 'karnımın sağ alt tarafı ağrıyor, yürüyünce artıyor ve iştahım yok'],
  ['ar', 'عندي وجع في الجهة اليمين تحت من بطني، يزيد لما امشي وما عندي نفس للأكل'],
  ['ar', 'wja3 f lkerch limen lta7t, kaydrrni ktar mli kanmchi o 3ndi skhana'],
  ['ar', 'kerchi katdrrni f limen men ta7t, ma3ndich chhiya o kan7ess bsskhana'],
  ['ar', 'bat.ni biwja3ni 3al yameen taht, byzid lamma imshi w ma 3ndi nafs akol'],
  ['ar', 'batni bywja3ni 3al jiha el yamin men ta7t w 3andi s5ouneh'],
  ['hi', 'पेट में दाहिनी तरफ नीचे दर्द है, चलने पर बढ़ जाता है और भूख नहीं लग रही'],
  ['hi', 'pet mein right side neeche dard hai, chalne par badh jata hai aur bukhar hai'],
  ['hi', 'pet ke daayein taraf niche dard, khansne par zyada hota hai, bhookh nahi lag rahi'],
  ['zh', '右下腹痛，走路更痛，还发烧了'],
  ['zh', '肚子右下边疼，一走路就疼得厉害，不想吃东西'],
  ['ja', 'お腹の右下が痛くて、歩くと響くし、食欲もない'],
  ['ko', '오른쪽 아랫배가 아프고 걸을 때 더 아프고 열이 나요'],
];

const LOOK_ALIKES: readonly Case[] = [
  ['en', 'i had my appendix out years ago, now just a bit of wind and bloating, eating fine'],
  ['en', 'stitch in my right side while running, went away after a few minutes, feel fine'],
  ['en', 'mild period cramps low down in my tummy, eating normally, no fever'],
  ['de', 'leichte Bauchschmerzen links nach dem Essen, kein Fieber, Appetit normal'],
  ['fr', "mon père a été opéré de l'appendicite il y a 30 ans, moi je vais bien"],
  ['es', 'tuve una apendicitis hace años, ahora solo algo de gases'],
];

describe('pain low on the right of the tummy, worse walking, coughing or over bumps, with fever or off food → urgency ≤ 2', () => {
  it.each(RIGHT_LOWER_PAIN)('[%s] %s', (lang, text) => {
    const a = assessWithoutNet(text, lang);
    expect(a.urgency).toBeLessThanOrEqual(2);
    expect(a.diagnosisData.differentialDiagnoses.map((d) => d.icd10Code)).toContain('K35.8');
  });
});

describe('pain on the left, a stitch gone, period pain, an appendix long out: no emergency', () => {
  it.each(LOOK_ALIKES)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThan(2);
  });
});
