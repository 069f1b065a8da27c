import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { urgency } from '../../../test/support/protocol.ts';

/**
 * Flu and a cough with a fever (NHS flu; NHS chest infection; NICE NG138): the healthy look after it
 * at home; a GP sees those at risk — 65 or over, pregnant, a child, a long-term lung condition,
 * diabetes, a weakened immune system. Breathlessness stays urgent whoever it is. Every message is
 * written for this test.
 */
type Case = [text: string, lang: Language];

describe('flu-like illness in a healthy adult → self-care', () => {
  it.each<Case>([
    ['I think I have the flu, fever, aches all over and a cough since yesterday', 'en'],
    ['creo que tengo gripe, fiebre, me duele todo el cuerpo y tengo tos', 'es'],
    ["j'ai la grippe je crois, de la fièvre, des courbatures et je tousse", 'fr'],
    ['ich habe Grippe, Fieber, Gliederschmerzen und Husten seit gestern', 'de'],
    ['ho la febbre, dolori dappertutto e la tosse da ieri', 'it'],
    ['estou com gripe, febre, dores no corpo e tosse', 'pt'],
    ['mam grypę, gorączkę, bóle mięśni i kaszel od wczoraj', 'pl'],
    ['у меня грипп, температура, ломит всё тело и кашель', 'ru'],
    ['我感冒发烧，全身酸痛，还咳嗽，从昨天开始', 'zh'],
    ['grip oldum, ateşim var, her yerim ağrıyor, öksürüyorum', 'tr'],
  ])('%s (%s)', (text, lang) => {
    expect(urgency(text, lang)).toBe(5);
  });
});

describe('flu-like illness in a group at risk → GP', () => {
  it.each<Case>([
    ['I am 72 and have flu, fever and aches', 'en'],
    ['fever and a cough, and I have asthma', 'en'],
    ['je suis enceinte et j ai de la fièvre et des courbatures', 'fr'],
    ['tengo fiebre y tos, soy diabético', 'es'],
    ['Ich habe Fieber und Husten und bin 70 Jahre alt', 'de'],
    ['mam gorączkę i kaszel, choruję na astmę', 'pl'],
    ['我发烧，全身酸痛，有糖尿病', 'zh'],
    ['my son has a fever and a cough', 'en'],
  ])('%s (%s)', (text, lang) => {
    expect(urgency(text, lang)).toBe(4);
  });
});

describe('a fever with breathlessness stays urgent, at risk or not', () => {
  it.each<Case>([
    ['fever and cough and I am short of breath', 'en'],
    ['fiebre y tos y me falta el aire', 'es'],
    ['gorączka, kaszel i brakuje mi tchu', 'pl'],
  ])('%s (%s)', (text, lang) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(3);
  });
});
