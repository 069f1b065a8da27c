import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assessWithoutNet } from './support/protocol.ts';

/**
 * Spinal cord injury after trauma in everyday words (NICE NG41; NHS first aid): a fall from a height
 * (ladder, roof, stairs, horse), a dive into shallow water or a road crash, with back or neck pain
 * and new numbness, tingling or weakness of the legs or arms ("legs feel asleep", "jambes
 * engourdies", "не чувствует ног", "piernas dormidas", "腿麻了动不了") → urgency 1, do not move the
 * person, call 112. Back pain after a fall with normal legs, numb legs with no injury (neuropathy,
 * sciatica, sitting too long), a fall long over and checked, and a relative's old injury stay below
 * an emergency. Written for this file in the voice of patients and relatives; none comes from an
 * evaluation set.
 */
type Case = readonly [Language, string];

const AFTER_TRAUMA: readonly Case[] = [
  [
    'en',
    'my husband fell off the ladder clearing the gutters, his back is killing him and he says his legs feel asleep',
  ],
  ['en', 'she came off her horse, neck really hurts and she cant move her legs properly'],
  [
    'en',
    'my son dived into the shallow end of the pool, his neck hurts and his arms are all tingly and weak',
  ],
  ['en', 'dad fell down the whole stairs last night, bad back pain and now both legs are numb'],
  ['en', 'car crash this morning, my neck hurts and i cant feel my legs properly'],
  ['is', 'maðurinn minn datt af stiganum, er með verk í bakinu og finnur ekki fyrir fótunum'],
  ['is', 'hún datt af hestbaki, er með bakverk og dofa í báðum fótum'],
  ['pl', 'mąż spadł z drabiny, strasznie boli go kręgosłup i nie czuje nóg'],
  ['pl', 'syn skoczył do płytkiej wody na główkę, boli go kark i drętwieją mu ręce'],
  ['es', 'mi marido se cayó del tejado, le duele mucho la espalda y tiene las piernas dormidas'],
  ['es', 'tuvo un accidente de coche, le duele el cuello y no puede mover bien las piernas'],
  ['fr', "mon mari est tombé de l'échelle, il a très mal au dos et les jambes engourdies"],
  ['fr', "elle est tombée de cheval, mal au cou et elle n'arrive plus à bouger les jambes"],
  ['de', 'mein Mann ist von der Leiter gefallen, starke Rückenschmerzen und seine Beine sind taub'],
  ['de', 'Autounfall, Nacken tut weh und sie kann die Beine nicht richtig bewegen'],
  ['it', 'mio marito è caduto dalla scala, ha un forte mal di schiena e le gambe addormentate'],
  ['it', 'incidente in moto, gli fa male il collo e non sente le gambe'],
  ['pt', 'meu marido caiu do telhado, dor nas costas e as pernas dormentes'],
  ['pt', 'ela caiu do cavalo, dor no pescoço e não consegue mexer as pernas'],
  ['ru', 'муж упал с лестницы, сильно болит спина и не чувствует ног'],
  ['ru', 'сын нырнул на мелководье, болит шея и онемели руки'],
  ['tr', 'eşim merdivenden düştü, beli çok ağrıyor ve bacaklarını hissetmiyor'],
  ['tr', 'trafik kazası geçirdi, boynu ağrıyor ve bacaklarını oynatamıyor'],
  ['ar', 'زوجي وقع من السلم وظهره يوجعه كثير وما يحس برجليه'],
  ['ar', 'صار معه حادث سيارة، رقبته توجعه ورجليه منملة وما يقدر يحركها'],
  ['hi', 'पापा सीढ़ी से गिर गए, कमर में बहुत दर्द है और पैर सुन्न हो गए हैं'],
  ['hi', 'papa chhat se gir gaye, kamar me dard hai aur pair sunn ho gaye'],
  ['zh', '我老公从梯子上摔下来，腰很痛，腿麻了动不了'],
  ['zh', '她從馬上摔下來，脖子痛，腿沒有知覺'],
  ['ja', '夫がはしごから落ちて、腰がすごく痛くて足がしびれて動かない'],
  ['ja', '交通事故で首が痛くて、両手がしびれています'],
  ['ko', '남편이 사다리에서 떨어져서 허리가 너무 아프고 다리에 감각이 없어요'],
  ['ko', '교통사고가 났는데 뒷목이 아프고 다리를 못 움직여요'],
];

const LOOK_ALIKES: readonly Case[] = [
  ['en', 'i fell off the ladder yesterday, sore lower back but my legs are fine, walking normally'],
  ['en', 'slipped on the stairs, bruised back, no numbness or tingling, can move everything'],
  ['de', 'bin von der Leiter gefallen, Rücken tut weh, aber Beine ganz normal, kein Taubheitsgefühl'],
  ['fr', "tombée dans l'escalier, mal au dos, mais pas de fourmillements, je marche normalement"],
  ['es', 'me caí de la escalera, me duele la espalda pero las piernas bien, sin hormigueo'],
  ['ru', 'упал с лестницы, болит спина, но ноги в порядке, онемения нет'],
  ['en', 'my legs feel numb and tingly in the mornings, i am diabetic, no injury'],
  [
    'en',
    'my dad fell off a ladder 3 weeks ago, he was checked at A&E, xray clear, back still a bit sore, legs fine',
  ],
  ['en', 'his brother was paralysed after a car crash years ago, he himself is fine, just a cold'],
  ['es', 'tengo las piernas dormidas cuando estoy mucho rato sentado, sin golpes ni caídas'],
  ['zh', '腰疼腿麻好几个月了，没有摔过'],
  ['ko', '허리가 아프고 다리가 저려요, 다친 적은 없어요'],
];

describe('back or neck pain with numb, tingling or weak limbs after a fall or a crash → urgency 1', () => {
  it.each(AFTER_TRAUMA)('[%s] %s', (lang, text) => {
    const a = assessWithoutNet(text, lang);
    expect(a.urgency).toBe(1);
    expect(a.diagnosisData.differentialDiagnoses[0]?.icd10Code).toBe('T09.3');
  });
});

describe('normal legs after a fall, numb legs without an injury, an old checked fall: no emergency', () => {
  it.each(LOOK_ALIKES)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThan(2);
  });
});
