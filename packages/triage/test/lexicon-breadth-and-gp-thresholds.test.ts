import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { applySafetyFloor, assessTranscript, detectRedFlags, type TranscriptMessage } from '../src/index.ts';
import { parseText } from '../src/nlp/parser.ts';

/**
 * Round 4 (generalisation). Every example here is written for the test, in phrasings different from
 * the blind set's, so the tests check the mechanism rather than one vignette.
 */
const user = (content: string): TranscriptMessage => ({ role: 'user', content });
function assess(text: string, lang: Language = 'en') {
  const m = [user(text)];
  return applySafetyFloor(assessTranscript(m, { patientLanguage: lang }), m).assessment;
}
const urgency = (text: string, lang: Language = 'en') => assess(text, lang).urgency;
const primary = (text: string, lang: Language = 'en') => assess(text, lang).diagnosisData.differentialDiagnoses[0]?.icd10Code ?? '';
const flags = (text: string) => detectRedFlags(text).map((f) => f.id);
const present = (text: string, lang: Language = 'en') => parseText(text, lang).present;

describe('lexicon breadth: red-flag and core concepts across languages', () => {
  it.each([
    ['mere dada ke seene mein tez dard hai aur bahut paseena aa raha hai', 'hi', 'cardiac_chest_pain'],
    ['meri maa ko saans nahi aa rahi, honth neele ho gaye', 'hi', 'severe_breathing'],
    ['جدي فجأة وجهه مايل وما يقدر يتكلم', 'ar', 'stroke'],
    ['annemin yüzü kaydı ve konuşamıyor', 'tr', 'stroke'],
    ['babamın göğsünde baskı var ve soğuk ter döküyor', 'tr', 'cardiac_chest_pain'],
    ['아빠가 갑자기 말이 어눌하고 입이 돌아갔어요', 'ko', 'stroke'],
    ['mi abuela tiene la boca torcida y no puede hablar', 'es', 'stroke'],
    ['meu filho está com os lábios roxos e não consegue respirar', 'pt', 'cyanosis'],
    ['爷爷突然说话不清，嘴歪了', 'zh', 'stroke'],
  ] as [string, Language, string][])('%s → %s', (text, lang, id) => {
    expect(flags(text)).toContain(id);
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it('FAST in lay words (NICE NG128): face feels funny, drink dribbling, words coming out wrong', () => {
    expect(flags('his face looks lopsided and his tea dribbled out of his mouth')).toContain('stroke');
    expect(flags('since lunch my words keep coming out wrong and I cannot find the words')).toContain('stroke');
  });
  it('a negation that belongs to a finding does not negate the next one ("can\'t lift his arm and slurs")', () => {
    expect(flags('Pabbi getur ekki lyft vinstri hendinni og talar óskýrt')).toContain('stroke');
    expect(flags("no wind for two days and I'm vomiting")).toContain('bowel_obstruction');
  });
});

describe('new emergency rules (each cited in protocols/<complaint>/red-flags.ts or rules.ts)', () => {
  it('atypical ACS (NICE CG95): jaw or arm ache with breathlessness or sweating, no chest pain', () => {
    expect(flags('no chest pain but an ache in my jaw and I am sweaty and breathless')).toContain('atypical_acs');
    expect(primary('no chest pain but an ache in my jaw and I am sweaty and breathless')).toMatch(/^I2/);
    expect(flags('my jaw aches after the dentist pulled a tooth')).not.toContain('atypical_acs');
  });
  it('pale/grey and clammy with pain or breathlessness (ESI, NICE NG51): shock', () => {
    expect(flags('he looks grey and clammy and is short of breath')).toContain('pale_clammy');
  });
  it('reduced fetal movements after 24 weeks (RCOG GTG57), several languages', () => {
    for (const [t, l] of [
      ["I'm 33 weeks and I haven't felt the baby move since last night", 'en'],
      ['jestem w 30 tygodniu, dziecko prawie nie rusza się od rana', 'pl'],
      ['gengin 34 vikur og barnið hreyfir sig minna en venjulega', 'is'],
      ['ich bin in der 35. woche und das baby bewegt sich kaum', 'de'],
      ['怀孕32周，今天胎动减少了', 'zh'],
    ] as [string, Language][]) expect(urgency(t, l), t).toBeLessThanOrEqual(2);
  });
  it('bowel obstruction: no stool or wind with vomiting/distension, or green vomit', () => {
    expect(flags("my tummy is hugely swollen and I haven't passed any wind since Tuesday")).toContain('bowel_obstruction');
    expect(urgency('il vomit du vert et a très mal au ventre', 'fr')).toBeLessThanOrEqual(2);
    expect(flags('a bit bloated, passing wind normally')).not.toContain('bowel_obstruction');
  });
  it('ingestion by a child (TOXBASE / NHS): medicines, button battery, household chemicals', () => {
    for (const [t, l] of [
      ['my toddler swallowed one of the batteries from the remote', 'en'],
      ['mój syn połknął magnes z lodówki', 'pl'],
      ['mi hija se tragó unas pastillas de su abuela', 'es'],
      ['mein sohn hat spülmittel getrunken', 'de'],
      ['ابني بلع حبوب الضغط', 'ar'],
      ['孩子误食了洗衣液', 'zh'],
    ] as [string, Language][]) expect(urgency(t, l), t).toBeLessThanOrEqual(2);
  });
  it('carbon monoxide (UKHSA): symptoms with a fuel appliance, several people, better outdoors', () => {
    expect(flags('the whole family has a headache since we lit the gas heater')).toContain('carbon_monoxide');
    expect(flags('the carbon monoxide alarm went off but we are all fine')).not.toContain('carbon_monoxide');
  });
  it('spinal injury (NICE NG41), psychosis with risk to others (NICE CG178), snake bite (NHS)', () => {
    expect(urgency('he fell off the ladder and now he cannot move his legs')).toBe(1);
    expect(urgency('my son is hearing voices telling him to hurt the family and he has a knife')).toBe(1);
    expect(urgency('mój brat słyszy głosy od tygodnia', 'pl')).toBe(3);
    expect(urgency('I was bitten by an adder on my ankle while walking', 'en')).toBeLessThanOrEqual(2);
  });
  it('DKA (JBDS): diabetes with vomiting and deep fast breathing or ketone breath', () => {
    expect(urgency('type 1 diabetic, vomiting since the morning and breathing deep and fast')).toBeLessThanOrEqual(2);
    expect(urgency('ma cukrzycę, wymiotuje i pachnie acetonem', 'pl')).toBeLessThanOrEqual(2);
  });
  it('hip fracture at 65+ (NICE CG124) and ruptured AAA at 60+ (NICE NG156)', () => {
    expect(urgency('my 81 year old dad fell in the kitchen and cannot get up')).toBeLessThanOrEqual(2);
    expect(urgency('I am 72, sudden severe tummy pain going through to my back, I feel sweaty and faint')).toBe(1);
  });
  it('fever in an infant under 3 months read from a thermometer (NICE NG143)', () => {
    expect(urgency('my 5 week old feels warm, the thermometer reads 38.2')).toBeLessThanOrEqual(2);
  });
  it('non-blanching rash described as the glass test', () => {
    expect(urgency('mi hija tiene fiebre y manchas que no se quitan al apretar con un vaso', 'es')).toBe(1);
  });
  it('sepsis is not the working diagnosis for fever alone (NICE NG51 needs a risk criterion)', () => {
    const a = assess('temperature on and off for three days, otherwise ok');
    expect(a.diagnosisData.differentialDiagnoses[0]?.icd10Code ?? '').not.toMatch(/^A41/);
    expect(a.urgency).toBeGreaterThanOrEqual(3);
  });
});

describe('"see a GP" thresholds (NICE CKS / NHS), general rather than per condition', () => {
  it('not improving with over-the-counter treatment after the usual week of self-care → GP', () => {
    expect(urgency('my knee has hurt for 10 days and ibuprofen is not helping')).toBe(4);
    expect(urgency('ból kolana od 3 tygodni, leki przeciwbólowe nie pomagają', 'pl')).toBe(4);
  });
  it('a new symptom lasting 2 weeks or more → GP; durations in other languages and numerals', () => {
    expect(parseText('dolor de hombro desde hace un mes', 'es').durationDays).toBe(30);
    expect(parseText('iki haftadır dizim ağrıyor', 'tr').durationDays).toBe(14);
    expect(parseText('肩膀疼了两个月', 'zh').durationDays).toBe(60);
    expect(parseText('teen hafte se kamar dard', 'hi').durationDays).toBe(21);
    expect(urgency('j\'ai mal au genou depuis trois semaines', 'fr')).toBe(4);
  });
  it('rectal bleeding, haematuria, changing mole, new lump, thirst with polyuria → GP', () => {
    expect(urgency("I've noticed blood on the toilet paper after a poo for a week, I'm 40")).toBe(4);
    expect(urgency('there is blood in my pee but it does not hurt')).toBe(4);
    expect(urgency('mi lunar ha crecido y ha cambiado de color', 'es')).toBe(4);
    expect(urgency('乳房有个肿块，不痛', 'zh')).toBe(4);
    expect(urgency("I'm always thirsty and peeing all the time and I've lost weight")).toBe(4);
  });
  it('infected skin, tick rash, dental abscess, hot joint (with fever → emergency)', () => {
    expect(urgency('my eczema is weeping and crusty')).toBe(4);
    expect(urgency('a red ring is spreading around the tick bite on my leg')).toBe(4);
    expect(urgency('toothache for two days and now my cheek is swollen')).toBe(3);
    expect(urgency('my big toe joint is red, hot and very painful since last night')).toBe(4);
    expect(urgency('my knee joint is red and hot and I have a fever of 38.9')).toBeLessThanOrEqual(2);
  });
});

describe('self-care stays self-care', () => {
  it('a complaint relieved by an over-the-counter remedy, no red flag → self-care (NHS pharmacy first)', () => {
    expect(urgency('I get heartburn after fatty food, antacids sort it out, I am 29')).toBe(5);
    expect(urgency('lekki ból głowy po pracy, po apapie przechodzi', 'pl')).toBe(5);
  });
  it('a small cut that stopped bleeding with pressure (NHS cuts and grazes); sunburn without blisters; athlete\'s foot; insomnia', () => {
    expect(urgency('grazed my elbow on the pavement, it bled a little and has stopped bleeding')).toBe(5);
    expect(urgency('I got sunburnt at the beach, red and sore, no blisters')).toBe(5);
    expect(urgency("itchy peeling skin between my toes, I think it's athlete's foot")).toBe(5);
    expect(urgency("I can't sleep because of stress at work")).toBe(5);
  });
  it('Italian "niente" and Hinglish "nahi" negate; Arabic "ما راح" (did not go away) is not a negation', () => {
    expect(present('raffreddore, niente febbre', 'it').has('fever')).toBe(false);
    expect(present('bukhar nahi hai, bas khansi', 'hi').has('fever')).toBe(false);
    expect(present('عندي طفح في الرجل وما راح', 'ar').has('rash')).toBe(true);
  });
  it('Spanish "no respira" does not match English "no respiratory"', () => {
    expect(flags('No respiratory symptoms, just a sore mouth.')).not.toContain('severe_breathing');
  });
});

describe('round 4 follow-up (own probes written after the first pass)', () => {
  it('infant age in months in other languages feeds NICE NG143 (fever under 3 months)', () => {
    expect(parseText('mi bebé de 2 meses tiene 38,5 de fiebre', 'es').ageYears).toBeCloseTo(2 / 12, 2);
    expect(urgency('mi bebé de 2 meses tiene 38,5 de fiebre', 'es')).toBeLessThanOrEqual(2);
    expect(urgency('mon bébé de 6 semaines a 38,3 de fièvre', 'fr')).toBeLessThanOrEqual(2);
  });
  it('"has gone quiet / floppy" is a change of state, not a resolved symptom', () => {
    expect(present("I'm 30 weeks pregnant and the baby's kicks have gone quiet").has('pregnant')).toBe(true);
    expect(urgency("I'm 30 weeks pregnant and the baby's kicks have gone quiet")).toBeLessThanOrEqual(2);
  });
  it('one-sided arm weakness and odd speech in lay words (FAST)', () => {
    expect(flags("her speech went weird and she couldn't hold the cup in her right hand")).toContain('stroke');
  });
});

describe('round 4 second follow-up (own probes)', () => {
  it('an optional space in a term ("ear ?ache", "hay ?fever") matches the joined word', () => {
    expect(present('I have earache and hayfever').has('ear_pain')).toBe(true);
    expect(present('I have earache and hayfever').has('hay_fever')).toBe(true);
  });
  it('durations: Icelandic number words, bare plurals ("for weeks", "desde hace meses")', () => {
    expect(parseText('ég hef verið með hósta í fjórar vikur', 'is').durationDays).toBe(28);
    expect(parseText('tos desde hace meses', 'es').durationDays).toBe(60);
  });
  it('dyspepsia is self-care unless 55+, alarm features or not responding (NICE CKS dyspepsia)', () => {
    expect(urgency('heartburn after a big dinner, I am 30')).toBe(5);
    expect(urgency('I am 61 and I keep getting heartburn')).toBe(4);
    expect(urgency("j'ai des brûlures d'estomac depuis deux mois malgré les médicaments", 'fr')).toBe(4);
  });
  it('lay words: seizure, vomited blood, passive suicidal ideation', () => {
    expect(flags("my wife is shaking all over and foaming at the mouth")).toContain('seizure');
    expect(flags("I've been sick and it's full of dark red blood")).toContain('gi_bleed');
    expect(flags("everyone would be better off if I wasn't around anymore")).toContain('suicide_risk');
  });
  it('a one-word finding of another language does not swallow a negation cue ("Nie mam bólu ani krwawienia")', () => {
    expect(flags('Test ciążowy wyszedł pozytywny. Nie mam bólu ani krwawienia.')).not.toContain('pregnancy_emergency');
  });
});
