import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { present, urgency } from '../../../test/support/protocol.ts';

/**
 * NICE NG240 / NHS meningitis: fever and headache with light hurting the eyes is seen now (urgency 2),
 * before a stiff neck or a rash is mentioned. Every message is written for this test.
 */
type Case = [text: string, lang: Language];

describe('fever, headache and light sensitivity → emergency department (NICE NG240)', () => {
  it.each<Case>([
    ['I have a fever, a bad headache and the light hurts my eyes', 'en'],
    ["j'ai de la fièvre, très mal à la tête et la lumière me gêne", 'fr'],
    ['tengo fiebre, dolor de cabeza fuerte y me molesta la luz', 'es'],
    ['mam gorączkę, straszny ból głowy i razi mnie światło', 'pl'],
    ['у меня температура, сильно болит голова и больно смотреть на свет', 'ru'],
    ['ateşim var, başım çok ağrıyor ve ışık gözümü rahatsız ediyor', 'tr'],
    ['ég er með hita, mikinn höfuðverk og þoli ekki ljós', 'is'],
    ['ho la febbre, mal di testa forte e la luce mi dà fastidio', 'it'],
    ['estou com febre, muita dor de cabeça e a luz incomoda', 'pt'],
    ['Ich habe Fieber, starke Kopfschmerzen und das Licht tut in den Augen weh', 'de'],
    ['मुझे बुखार है, सिर में तेज़ दर्द है और रोशनी बर्दाश्त नहीं होती', 'hi'],
    ['发烧，头很痛，怕光', 'zh'],
    ['열이 나고 머리가 너무 아프고 빛이 눈부셔요', 'ko'],
    ['熱があって頭が痛くて、光がまぶしくてつらい', 'ja'],
    ['عندي حرارة وصداع قوي والضوء يوجع عيوني', 'ar'],
  ])('%s (%s)', (text, lang) => {
    expect(present(text, lang).has('photophobia')).toBe(true);
    expect(urgency(text, lang)).toBe(2);
  });
  it.each<Case>([
    ['migraine again, the light hurts, no fever', 'en'],
    ['I have a cold with a mild headache, a temperature of 37.9, light is fine', 'en'],
    ['das Licht tut mir nicht mehr in den Augen weh', 'de'],
    ['सिर में दर्द नहीं है, बस खांसी है', 'hi'],
  ])('look-alike without the three together is not sent to the emergency department: %s (%s)', (text, lang) => {
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(3);
  });
});
