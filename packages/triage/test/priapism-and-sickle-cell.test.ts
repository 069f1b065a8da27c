import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assessWithoutNet, flags } from './support/protocol.ts';

/**
 * Men's and blood emergencies (issue 13): priapism (NICE CKS priapism: an erection over 4 hours or
 * painful → emergency urology, N48.3) and sickle cell disease (NICE CG143; NHS: fever ≥ 38 °C, chest
 * pain or breathlessness, or pain not settling on home painkillers → hospital now; D57.1 / D57.0).
 * Written for this file as patients and partners write them; none comes from an evaluation set.
 * The red-flag floor and the engine's own urgency decide (statistical safety net off).
 */
type Case = readonly [Language, string];
const codes = (text: string, lang: Language) =>
  assessWithoutNet(text, lang).diagnosisData.differentialDiagnoses.map((d) => d.icd10Code);

const PRIAPISM: readonly Case[] = [
  ['en', "my boyfriend has had an erection for 5 hours and it won't go down, really painful"],
  ['en', "took viagra last night and my penis still won't go down, it's been 6 hours"],
  ['is', 'kærastinn minn er með standpínu sem fer ekki í 5 klukkutíma og er sárt'],
  ['pl', 'mój chłopak ma wzwód od 5 godzin i nie schodzi, bardzo boli'],
  ['es', 'mi novio tiene una ereccion desde hace 5 horas y no se le baja, le duele mucho'],
  ['fr', 'mon mari a une érection douloureuse depuis 4 heures qui ne part pas'],
  ['de', 'mein Freund hat seit 5 Stunden eine Erektion, die nicht weggeht'],
  ['it', "il mio compagno ha un'erezione da 6 ore che non va via"],
  ['pt', 'meu marido está com ereção há 5 horas e não baixa, muita dor'],
  ['ru', 'у мужа эрекция уже 5 часов не проходит, болит'],
  ['tr', 'eşimin ereksiyonu 5 saattir geçmiyor, çok ağrıyor'],
  ['ar', 'زوجي عنده انتصاب من ساعات ما ينزل ويوجعه'],
  ['hi', 'pati ka erection 5 ghante se nahi ja raha, bahut dard hai'],
  ['zh', '我老公勃起五个小时了还消不下去，很痛'],
  ['ja', '夫の勃起が4時間以上おさまらなくて痛がっています'],
  ['ko', '남편이 발기가 5시간째 안 풀려요, 아파해요'],
];

const PRIAPISM_LOOK_ALIKES: readonly Case[] = [
  ['en', "I can't keep an erection, is there anything I can take"],
  ['en', 'I wake up with a morning erection every day, is that normal? it goes down after a few minutes'],
  ['es', 'tengo problemas de ereccion desde hace meses'],
  ['de', 'ich habe Erektionsstörungen, brauche ein Rezept'],
];

const SICKLE_CELL: readonly Case[] = [
  ['en', 'my son has sickle cell and has a temperature of 38.5'],
  ['en', 'I have sickle cell disease and a fever since this morning'],
  ['en', 'sickle cell crisis, pain in my legs and back, my usual painkillers are not working'],
  ['en', 'my daughter has sickle cell anaemia and now she has chest pain and is breathless'],
  ['fr', 'mon fils est drépanocytaire homozygote et il a 39 de fièvre'],
  ['fr', 'ma fille a une drépanocytose et de la fièvre'],
  ['es', 'mi hijo tiene anemia falciforme y fiebre de 38.7'],
  ['es', 'tengo anemia falciforme y me duele mucho el pecho y me falta el aire'],
  ['de', 'ich habe eine Sichelzellkrankheit und Fieber 38,6'],
  ['it', "mia figlia ha l'anemia falciforme e ha la febbre a 38.5"],
  ['pt', 'meu filho tem anemia falciforme e esta com febre'],
  ['ru', 'у сына серповидноклеточная анемия и температура 38,5'],
  ['tr', 'oğlumun orak hücre anemisi var ve ateşi 38.5'],
  ['ar', 'ابني عنده فقر الدم المنجلي وحرارته ٣٨٫٥'],
  ['hi', 'mere bete ko sickle cell hai aur use bukhar hai'],
  ['hi', 'मेरे बेटे को सिकल सेल है और बुखार है'],
  ['zh', '我儿子有镰状细胞贫血，现在发烧38.5度'],
  ['ja', '息子は鎌状赤血球症で、38.5度の熱があります'],
  ['ko', '아들이 겸상적혈구 빈혈이 있는데 열이 38.5도예요'],
  ['pl', 'syn ma anemię sierpowatą i gorączkę 38,5'],
  ['is', 'sonur minn er með sigðkornablóðleysi og með hita 38,5'],
];

const SICKLE_LOOK_ALIKES: readonly Case[] = [
  ['en', 'I have sickle cell trait and a cold with a runny nose'],
  ['en', 'my mum has sickle cell disease, I have a cold and a runny nose'],
  ['en', 'I have sickle cell disease, asking for a repeat prescription of folic acid'],
  ['en', 'I have sickle cell disease and a temperature of 37.2, feeling fine, just a runny nose'],
  ['fr', "j'ai une drépanocytose, je n'ai pas de fièvre, juste le nez qui coule"],
];

describe('priapism → red flag, urgency 2, N48.3 (NICE CKS priapism)', () => {
  it.each(PRIAPISM)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
    expect(flags(text)).toContain('priapism');
    expect(codes(text, lang)).toContain('N48.3');
  });
});

describe('erectile dysfunction and a normal morning erection are not priapism', () => {
  it.each(PRIAPISM_LOOK_ALIKES)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThan(2);
    expect(flags(text)).not.toContain('priapism');
  });
});

describe('sickle cell disease with fever, chest symptoms or uncontrolled pain → 2 or 1 (NICE CG143)', () => {
  it.each(SICKLE_CELL)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
    expect(codes(text, lang).some((c) => c === 'D57.0' || c === 'D57.1')).toBe(true);
  });
});

describe('sickle cell trait, a relative with the disease, no fever: not raised', () => {
  it.each(SICKLE_LOOK_ALIKES)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThan(2);
  });
});

describe('a painful erection in sickle cell disease', () => {
  it.each([
    ['en', 'my son has sickle cell and his willy has been stiff and sore for 4 hours, it will not go down'],
    ['fr', 'mon fils drépanocytaire a une érection douloureuse depuis 3 heures'],
  ] as const)('[%s] %s → 2, priapism first', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
    expect(codes(text, lang)[0]).toBe('N48.3');
  });
});
