import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assessWithoutNet } from './support/protocol.ts';

/**
 * Pneumonia and sepsis in older people in everyday words: a breathing rate said in words (NEWS2 /
 * NICE NG138: 30 a minute or more → CRB-65), new confusion with fever or a cough (CRB-65 ≥ 2;
 * NICE NG138 / NG51), rigors with an infection (NICE NG51 amber; with confusion or fast breathing
 * → emergency). Written for this file in the voice of relatives; none comes from an evaluation set.
 */
type Case = readonly [Language, string];

const FAST_BREATHING: readonly Case[] = [
  ['en', 'my dad has a bad cough and is breathing 30 times a minute'],
  ['en', 'mum is 80, chesty cough, i counted her breathing, 32 a minute'],
  ['is', 'pabbi er með hósta og andar 30 sinnum á mínútu'],
  ['pl', 'tata kaszle i oddycha 30 razy na minutę'],
  ['es', 'mi padre tiene tos y respira 30 veces por minuto'],
  ['fr', 'mon père tousse et respire 30 fois par minute'],
  ['de', 'mein Vater hustet und atmet 30 mal pro Minute'],
  ['it', 'mio padre ha la tosse e respira 30 volte al minuto'],
  ['pt', 'meu pai está com tosse e respira 30 vezes por minuto'],
  ['ru', 'у папы кашель, дышит 30 раз в минуту'],
  ['tr', 'babam öksürüyor, dakikada 30 kez nefes alıyor'],
  ['ar', 'أبوي عنده كحة ويتنفس ٣٠ مرة في الدقيقة'],
  ['hi', 'पापा को खांसी है और वो एक मिनट में 30 बार सांस ले रहे हैं'],
  ['zh', '我爸咳嗽，呼吸一分钟30次'],
  ['ja', '父が咳をしていて、呼吸が1分間に30回あります'],
  ['ko', '아버지가 기침을 하고 1분에 30번 숨을 쉬어요'],
];

const NEW_CONFUSION_WITH_INFECTION: readonly Case[] = [
  ['en', 'nan has a fever and keeps asking where her grandson is although she knows he lives abroad'],
  ['en', 'my 84 year old dad has a cough and doesnt know what day it is today'],
  ['is', 'amma er með hita og veit ekki hvaða dagur er'],
  ['pl', 'babcia ma gorączkę i nie wie jaki jest dzień'],
  ['es', 'mi abuela tiene fiebre y no sabe qué día es'],
  ['fr', "ma grand-mère a de la fièvre et ne sait plus quel jour on est"],
  ['de', 'Oma hat Fieber und weiß nicht welcher Tag heute ist'],
  ['it', 'la nonna ha la febbre e non sa che giorno è'],
  ['pt', 'minha avó está com febre e não sabe que dia é hoje'],
  ['ru', 'у бабушки температура, не понимает какой сегодня день'],
  ['tr', 'babaannemin ateşi var, hangi gün olduğunu bilmiyor'],
  ['ar', 'جدتي عندها حرارة وما تعرف أي يوم اليوم'],
  ['hi', 'दादी को बुखार है और उन्हें नहीं पता आज कौन सा दिन है'],
  ['zh', '奶奶发烧了，不知道今天是星期几'],
  ['ja', '祖母が熱を出して、今日が何日かわからない'],
  ['ko', '할머니가 열이 나고 오늘이 무슨 요일인지 몰라요'],
];

const RIGORS_WITH_CONFUSION_OR_FAST_BREATHING: readonly Case[] = [
  ['en', 'grandad has a urine infection, shivering uncontrollably and talking nonsense'],
  ['en', 'mum has a chest infection, teeth chattering, and is not making sense'],
  ['is', 'afi er með sýkingu, skelfur stjórnlaust og er ruglaður'],
  ['pl', 'dziadek ma infekcję, trzęsie się z zimna i jest splątany'],
  ['es', 'mi abuelo tiene infección de orina, tiembla sin parar y está confundido'],
  ['fr', 'mon grand-père a une infection urinaire, il grelotte et il est confus'],
  ['de', 'Opa hat eine Blasenentzündung, Schüttelfrost und ist verwirrt'],
  ['it', 'il nonno ha un infezione, trema dal freddo ed è confuso'],
  ['pt', 'meu avô tem infecção urinária, está tremendo de frio e confuso'],
  ['ru', 'у деда инфекция, его трясёт от озноба и он заговаривается'],
  ['tr', 'dedemin enfeksiyonu var, titreme nöbeti geçiriyor ve konuşması anlamsız'],
  ['ar', 'جدي عنده التهاب، يرجف من البرد وصار يخربط بالكلام'],
  ['hi', 'दादाजी को इन्फेक्शन है, कंपकंपी हो रही है और बहकी बहकी बातें कर रहे हैं'],
  ['zh', '爷爷有感染，冷得发抖，说胡话'],
  ['ja', '祖父が感染症で、悪寒でガタガタ震えていて、話がかみ合わない'],
  ['ko', '할아버지가 감염이 있고 오한으로 덜덜 떨고 횡설수설해요'],
];

const RIGORS_WITH_FEVER_OR_INFECTION: readonly Case[] = [
  ['en', 'my dad is 78, high fever and rigors since last night'],
  ['en', 'chest infection and shaking with cold, teeth chattering'],
  ['is', 'pabbi er 78 ára, hár hiti og kuldahrollur'],
  ['pl', 'tata ma 78 lat, wysoka gorączka i dreszcze, szczęka zębami'],
  ['es', 'mi padre tiene 78 años, fiebre alta y escalofríos, le castañetean los dientes'],
  ['fr', 'mon père a 78 ans, forte fièvre avec des frissons'],
  ['de', 'mein Vater ist 78 Jahre alt, hohes Fieber und Schüttelfrost'],
  ['it', 'mio padre ha 78 anni, febbre alta e brividi, batte i denti'],
  ['pt', 'meu pai tem 78 anos, febre alta e calafrios, batendo os dentes'],
  ['ru', 'папе 78 лет, высокая температура и сильный озноб'],
  ['tr', 'babam 78 yaşında, yüksek ateş ve titreme'],
  ['ar', 'أبوي عمره ٧٨ سنة، حرارة عالية ورجفة'],
  ['hi', 'पापा 78 साल के हैं, तेज़ बुखार और कंपकंपी'],
  ['zh', '我爸78岁，高烧，冷得直打哆嗦'],
  ['ja', '父は78歳で、高熱で悪寒がする'],
  ['ko', '아버지가 78세인데 고열에 오한이 있어요'],
];

const LOOK_ALIKES: readonly Case[] = [
  ['en', 'my mum (82) has dementia for years, no change, no fever, no cough'],
  ['en', 'my mum has had dementia for years and is no different today, she has a bit of a cold'],
  ['en', 'im 24 with a cold, breathing normally, runny nose'],
  ['de', 'meine Mutter hat seit Jahren Demenz, heute nicht anders als sonst, etwas Schnupfen'],
  ['es', 'tengo 24 años, resfriado, respiro normal, mocos'],
  ['fr', "j'ai 24 ans, un rhume, je respire normalement"],
  ['it', 'ho 24 anni, raffreddore, respiro normalmente'],
  ['ja', '24歳、風邪で鼻水、呼吸は普通です'],
  ['ko', '24살이고 감기에 콧물, 숨은 정상이에요'],
  ['zh', '我24岁，感冒流鼻涕，呼吸正常'],
  ['ru', 'мне 24, простуда, насморк, дышу нормально'],
];

describe('a breathing rate of 30 a minute in words, with a cough → urgency ≤ 2', () => {
  it.each(FAST_BREATHING)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
  });
});

describe('new confusion in an older person with fever or a cough → urgency ≤ 2', () => {
  it.each(NEW_CONFUSION_WITH_INFECTION)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
  });
});

describe('rigors with an infection and confusion → urgency ≤ 2', () => {
  it.each(RIGORS_WITH_CONFUSION_OR_FAST_BREATHING)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
  });
});

describe('rigors with a fever at 78 or with an infection → same day at least (urgency ≤ 3)', () => {
  it.each(RIGORS_WITH_FEVER_OR_INFECTION)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(3);
  });
});

describe('long-standing dementia unchanged, a young adult with a cold: no emergency', () => {
  it.each(LOOK_ALIKES)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThan(2);
  });
});

const BREATHING_25_WITH_FEVER: readonly Case[] = [
  ['en', 'mum has a fever and is breathing 26 times a minute'],
  ['fr', 'ma mère a de la fièvre et respire 26 fois par minute'],
  ['ja', '母が熱があって、呼吸が1分間に26回です'],
];

const OLD_EPISODES: readonly Case[] = [
  ['en', 'my grandmother had sepsis in 2019, she is well now, I want to book her flu jab'],
  ['en', 'my dad was confused with a chest infection last year, he recovered fully, today he just has a runny nose'],
];

describe('breathing 25 a minute or more with a fever → urgency ≤ 2 (NEWS2 3 for the rate)', () => {
  it.each(BREATHING_25_WITH_FEVER)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
  });
});

describe('an episode long over and recovered: no emergency', () => {
  it.each(OLD_EPISODES)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThan(2);
  });
});
