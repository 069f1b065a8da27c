import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assessWithoutNet } from './support/protocol.ts';

/**
 * Everyday words for emergencies in English, Icelandic, German, Polish and Russian that the engine
 * did not read: the signs of a stroke said plainly (NHS FAST: face, arms, speech — "cant speak
 * properly", "right side not moving", "рука висит как плеть", "der Arm hängt runter"), noisy or
 * failing breathing after an allergen or a sting (Resuscitation Council UK, anaphylaxis 2021: an
 * airway or breathing problem within minutes of a sting is anaphylaxis even before the skin is
 * read), and someone found barely breathing who cannot be woken (NHS 111 / Resus Council UK: call
 * 999). The look-alikes keep a stroke years ago, negated signs, a phone call that cannot be made and
 * a local sting without breathing trouble where they were.
 */
const urgency = (lang: Language, text: string) => assessWithoutNet(text, lang).urgency;

describe('stroke signs in everyday words', () => {
  it.each<[Language, string]>([
    ['en', 'my aunt suddenly cant speak properly and her left side is weak'],
    ['en', 'grandad cannot talk and his right side not moving since lunch'],
    ['en', 'the left side of her face has dropped and she is mixing up her words'],
    ['en', 'only one side of his mouth moves when he smiles, his speech sounds drunk'],
    ['is', 'pabbi getur ekki hreyft hægri hliðina og talar undarlega'],
    ['de', 'mein Vater kann plötzlich nicht mehr richtig reden, der linke Arm hängt schlaff runter'],
    ['pl', 'mama nagle nie może mówić i prawa ręka jest bezwładna'],
    ['ru', 'у деда вдруг левая рука висит как плеть и он путает слова'],
    ['ru', 'мама перестала говорить, угол рта опустился справа'],
    ['fr', "mon père ne peut plus parler et son bras droit est paralysé"],
    ['es', 'mi madre no puede hablar y tiene la cara torcida'],
    ['it', 'mio padre non riesce a parlare e ha la bocca storta'],
  ])('[%s] %s → 1', (lang, text) => {
    expect(urgency(lang, text)).toBe(1);
  });

  it.each<[Language, string]>([
    ['en', 'my dad had a stroke 3 years ago, now he has a cold and a runny nose'],
    ['en', 'I cant speak to my GP until Monday, can I take ibuprofen for my back ache?'],
    ['en', 'he can speak normally and his right side is not weak, he just has a mild headache'],
    ['ru', 'у папы был инсульт три года назад, сейчас просто насморк'],
    ['is', 'mamma fékk heilablóðfall fyrir 3 árum, nú er hún með kvef'],
  ])('[%s] %s → not an emergency', (lang, text) => {
    expect(urgency(lang, text)).toBeGreaterThanOrEqual(3);
  });
});

describe('breathing trouble after an allergen or a sting', () => {
  it.each<[Language, string]>([
    ['en', 'stung by a bee ten minutes ago and now she is wheezing'],
    ['en', 'a wasp stung him, hives everywhere and his voice has gone hoarse'],
    ['en', 'my boy ate prawns, his lips are huge and he sounds hoarse'],
    ['de', 'nach einem Wespenstich pfeift mein Sohn beim Atmen'],
    ['de', 'von einer Biene gestochen, jetzt wird der Hals eng'],
    ['pl', 'pszczoła użądliła córkę, puchnie jej twarz i świszczy'],
    ['ru', 'укусила оса, губы раздуло, хрипит'],
    ['ru', 'после укуса пчелы дышит со свистом'],
    ['ru', 'съел орехи, лицо распухает, дышать трудно'],
    ['is', 'geitungur stakk hann og nú hvæsir hann við öndun'],
    ['fr', "piqué par une guêpe, il a du mal à respirer"],
    ['es', 'le picó una avispa y le cuesta respirar'],
  ])('[%s] %s → 1', (lang, text) => {
    expect(urgency(lang, text)).toBe(1);
  });

  it.each<[Language, string]>([
    ['en', 'I got stung by a wasp on my arm, it is red and itchy but I can breathe fine'],
    ['de', 'mein Kind wurde von einer Biene gestochen, die Stelle ist rot, sonst geht es ihm gut'],
    ['pl', 'osa ukąsiła mnie w rękę, jest czerwona i swędzi, oddycham normalnie'],
    ['ru', 'меня укусил комар, чешется'],
    ['de', 'der Wasserkocher pfeift beim Kochen so laut'],
  ])('[%s] %s → not an emergency', (lang, text) => {
    expect(urgency(lang, text)).toBeGreaterThanOrEqual(3);
  });
});

describe('barely breathing and cannot be woken', () => {
  it.each<[Language, string]>([
    ['ru', 'друг лежит синий и не будится'],
    ['ru', 'он еле дышит, не могу его разбудить'],
    ['de', 'mein Onkel atmet kaum und ist nicht wach zu kriegen'],
    ['is', 'vinur minn er bláleitur og andar varla'],
    ['is', 'ég næ honum ekki upp, hann andar mjög hægt'],
    ['en', 'my brother is barely breathing and we cannot wake him'],
  ])('[%s] %s → 1', (lang, text) => {
    expect(urgency(lang, text)).toBe(1);
  });

  it.each<[Language, string]>([
    ['ru', 'муж храпит по ночам, что делать'],
    ['is', 'barnið sefur illa og vaknar oft á nóttunni'],
  ])('[%s] %s → not an emergency', (lang, text) => {
    expect(urgency(lang, text)).toBeGreaterThanOrEqual(3);
  });
});

/**
 * NHS: call 999 if someone is unconscious, barely responding or cannot be kept awake; Resus Council
 * UK / NHS hypothermia: cold exposure with drowsiness or no more shivering; NICE CKS epilepsy: a fit
 * lasting five minutes or more.
 */
describe('barely responding, cold and no longer shivering, a fit that goes on', () => {
  it.each<[Language, string]>([
    ['en', 'my grandad is barely responding to us'],
    ['de', 'mein Mann ist nicht mehr ansprechbar'],
    ['de', 'die Oma reagiert kaum noch'],
    ['de', 'ich krieg sie nicht wach'],
    ['is', 'amma svarar varla þegar ég tala við hana'],
    ['is', 'ég næ varla að vekja hann'],
    ['pl', 'tata nie odzyskuje przytomności'],
    ['ru', 'дед почти не реагирует'],
    ['fr', 'mon grand-père est inconscient'],
    ['es', 'mi abuelo está inconsciente'],
    ['it', 'mio nonno è svenuto e non risponde'],
  ])('[%s] %s → 1', (lang, text) => {
    expect(urgency(lang, text)).toBe(1);
  });

  it.each<[Language, string]>([
    ['en', 'found him outside, he is ice cold and barely responding'],
    ['de', 'wir haben sie draußen gefunden, sie zittert nicht mal mehr und ist verwirrt'],
    ['is', 'hann er ískaldur og hættur að skjálfa, ruglaður'],
    ['ru', 'нашли его в снегу, уже не дрожит и почти не реагирует'],
    ['pl', 'dziadek leżał na mrozie, już się nie trzęsie i jest senny'],
  ])('[%s] %s → 1 (hypothermia)', (lang, text) => {
    expect(urgency(lang, text)).toBe(1);
  });

  it.each<[Language, string]>([
    ['pl', 'syn dostał drgawek i trwa to już 6 minut'],
    ['pl', 'trzęsie nią od kilku minut i nie przestaje'],
  ])('[%s] %s → 1–2 (fit)', (lang, text) => {
    expect(urgency(lang, text)).toBeLessThanOrEqual(2);
  });

  it.each<[Language, string]>([
    ['is', 'ég hætti að reykja og svaraði varla símanum í viku'],
    ['de', 'meine Hände sind im Winter immer eiskalt'],
    ['en', 'the water in the pool is ice cold, can my son still swim with a cold?'],
    ['pl', 'drgawki gorączkowe miał syn dwa lata temu, teraz ma katar'],
    ['de', 'die Tabletten wirken kaum, mein Rücken tut noch weh'],
  ])('[%s] %s → not an emergency', (lang, text) => {
    expect(urgency(lang, text)).toBeGreaterThanOrEqual(3);
  });
});

describe('fits that do not stop, slow breathing, not answering at all', () => {
  it.each<[Language, string]>([
    ['en', 'my son keeps having fits one after the other'],
    ['en', 'she has been seizing for ten minutes'],
    ['ru', 'у мужа приступы идут подряд, между ними не приходит в сознание'],
    ['ru', 'сына трясёт всего уже несколько минут'],
    ['pl', 'mąż ma drgawki od 8 minut'],
    ['de', 'mein Sohn krampft seit 6 Minuten'],
    ['is', 'dóttir mín hefur verið í krampa í 7 mínútur'],
    ['fr', "mon fils fait une crise d'épilepsie depuis 10 minutes"],
    ['es', 'mi hijo lleva 10 minutos convulsionando'],
    ['it', 'mio figlio ha le convulsioni da 10 minuti'],
  ])('[%s] %s → 1–2', (lang, text) => {
    expect(urgency(lang, text)).toBeLessThanOrEqual(2);
  });

  it.each<[Language, string]>([
    ['en', 'his breathing is slow and shallow after the tablets'],
    ['en', 'found dad slumped in his chair, not answering me at all'],
    ['ru', 'муж выпил таблетки, дыхание редкое'],
    ['ru', 'правая рука и нога как плети, ничего сказать не может'],
  ])('[%s] %s → 1', (lang, text) => {
    expect(urgency(lang, text)).toBe(1);
  });

  it.each<[Language, string]>([
    ['en', "I'm seizing the day, just a question about vitamins"],
    ['en', 'she keeps having coughing fits at night with her cold'],
    ['en', "my daughter is not answering her phone, she's probably at work"],
    ['ru', 'я не могу сказать, сколько дней болит спина'],
  ])('[%s] %s → not an emergency', (lang, text) => {
    expect(urgency(lang, text)).toBeGreaterThanOrEqual(3);
  });
});

/** NICE NG225 / NHS: someone at a height or with the means ready, saying they will do it now → 999. */
describe('at the edge or with the means laid out', () => {
  it.each<[Language, string]>([
    ['en', "i'm standing on the edge of the bridge right now"],
    ['en', 'all my tablets are counted out on the table'],
    ['is', 'ég er uppi á þaki og ætla að stökkva'],
    ['de', 'ich stehe auf dem Parkhaus und will springen'],
    ['ru', 'сейчас выпрыгну из окна'],
    ['ru', 'петля уже висит'],
    ['pl', 'zaraz skoczę z mostu'],
    ['fr', 'je vais me jeter du pont ce soir'],
    ['it', 'voglio buttarmi dal ponte'],
    ['pt', 'vou me jogar da ponte'],
    ['tr', 'köprüden atlayacağım'],
  ])('[%s] %s → 1', (lang, text) => {
    expect(urgency(lang, text)).toBe(1);
  });

  it.each<[Language, string]>([
    ['en', 'my son stood on the edge of the pool and jumped in, now his ear hurts'],
    ['en', 'I lined up my vitamin tablets for the week, is zinc ok'],
    ['de', 'mein Sohn will vom Dach der Garage springen, ist das schlecht für die Knie'],
  ])('[%s] %s → not an emergency', (lang, text) => {
    expect(urgency(lang, text)).toBeGreaterThanOrEqual(3);
  });
});
