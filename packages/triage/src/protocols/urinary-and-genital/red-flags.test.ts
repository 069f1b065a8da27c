import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { flags, urgency } from '../../../test/support/protocol.ts';

/**
 * The urinary-and-genital protocol: red flags and urgent rules. Every message is written for this
 * test in phrasings of our own (not the blind sets'), in all 15 languages for each mechanism, with
 * benign look-alikes that must not fire.
 */
type Case = [Language, string];

describe('acute urinary retention (NHS, NICE CKS LUTS)', () => {
  it.each([
    ['en', "Grandpa hasn't been able to pee since last night and his tummy is swollen and sore"],
    ['is', 'Pabbi getur ekki pissað síðan í gær og er með verk neðst í kviðnum'],
    ['pl', 'Dziadek od rana nie może oddać moczu, brzuch twardy i boli'],
    ['es', 'Mi abuelo no puede orinar desde anoche y tiene la barriga hinchada'],
    ['fr', "Mon père n'arrive pas à uriner depuis ce matin, il a mal au ventre"],
    ['de', 'Mein Vater kann seit heute Morgen nicht mehr Wasser lassen, der Unterbauch ist prall'],
    ['pt', 'Meu avô não consegue urinar desde ontem e a barriga está inchada'],
    ['it', 'Mio nonno non riesce a urinare da stamattina e ha la pancia gonfia'],
    ['ru', 'Дедушка не может помочиться с утра, живот вздулся'],
    ['tr', 'Dedem sabahtan beri idrarını yapamıyor, karnı şişti'],
    ['ar', 'جدي ما يقدر يتبول من الصبح وبطنه منتفخ'],
    ['hi', 'dadaji ka subah se peshab nahi ho raha, pet phool gaya hai'],
    ['zh', '爷爷从早上到现在尿不出来，肚子胀'],
    ['ja', '祖父が朝からおしっこが出なくて、お腹が張っています'],
    ['ko', '할아버지가 아침부터 소변이 안 나와서 배가 부풀었어요'],
    ['en', "he's 80 and hasn't passed any urine since yesterday, bladder feels full and he's in agony"],
    ['de', 'Mein Opa kann seit gestern nicht mehr pinkeln, Bauch ist hart'],
  ] as Case[])('%s: %s \u2192 acute_urinary_retention', (lang, text) => {
    expect(flags(text)).toContain('acute_urinary_retention');
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it.each([
    ['en', 'I need to pee a lot and it stings a bit', 3, 'acute_urinary_retention'],
    ['es', 'tengo que orinar muchas veces y me escuece', 3, 'acute_urinary_retention'],
    ['en', "I can't pee without it burning, need to go all the time", 2, 'acute_urinary_retention'],
    ['es', 'no puedo orinar sin que me escueza', 2, 'acute_urinary_retention'],
    ['ko', '소변이 잘 안 나와요', 3, 'acute_urinary_retention'],
    ['tr', 'idrarımı rahat yapamıyorum, yanıyor', 3, 'acute_urinary_retention'],
  ] as [Language, string, number, string][])('benign look-alike %s: %s', (lang, text, min, id) => {
    expect(flags(text)).not.toContain(id);
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(min);
  });
});

// NICE CKS LUTS in men / NHS: no urine for hours with lower belly pain or swelling is retention until
// shown otherwise, even beside a cold that would otherwise be self-care.
describe('no urine for hours with lower belly pain or swelling', () => {
  it.each([
    ['en', "Dad has a cold and hasn't passed urine since last night, his lower tummy hurts"],
    ['hi', 'papa ko khaansi zukam hai, kal raat se peshab nahi kiya, pet ke neeche bahut dard hai'],
    ['de', 'Mein Mann ist erkältet, hat seit gestern Abend keinen Urin gelassen und hat Bauchschmerzen'],
    ['fr', "Mon père est enrhumé, il n'a pas uriné depuis hier soir et a mal au bas du ventre"],
    ['es', 'Mi padre está resfriado, no ha orinado desde anoche y le duele la barriga'],
    ['it', 'Mio padre ha il raffreddore, non urina da ieri sera e ha mal di pancia'],
    ['pl', 'Tata jest przeziębiony, od wczoraj wieczorem nie oddał moczu i boli go brzuch'],
    ['ru', 'У папы простуда, со вчерашнего вечера не было мочи, болит низ живота'],
    ['tr', 'Babam nezle, dün akşamdan beri idrar yapmadı ve karnı ağrıyor'],
    ['pt', 'O meu pai está constipado, não urina desde ontem à noite e tem dor na barriga'],
  ] as Case[])('%s: %s → 2', (lang, text) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it.each([
    ['en', 'I have a cold and a sore tummy, weeing normally'],
    ['de', 'Ich bin erkältet und habe leichte Bauchschmerzen, Wasserlassen ganz normal'],
  ] as Case[])('look-alike %s: %s → not an emergency', (lang, text) => {
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(3);
  });
});
