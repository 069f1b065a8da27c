import { assessmentSchema, type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { applySafetyFloor, assessTranscript, detectRedFlags, icd10Matches, scoreVignette, summarise, type TranscriptMessage } from '../src/index.ts';
import { parseText } from '../src/nlp/parser.ts';
import { DEMO_CONVERSATIONS } from './fixtures/demo-conversations.ts';

const user = (content: string): TranscriptMessage => ({ role: 'user', content });
const assistant = (content: string): TranscriptMessage => ({ role: 'assistant', content });
function assess(messages: TranscriptMessage[] | string, lang: Language = 'en') {
  const m = typeof messages === 'string' ? [user(messages)] : messages;
  return applySafetyFloor(assessTranscript(m, { patientLanguage: lang }), m);
}
const primaryCode = (messages: TranscriptMessage[] | string, lang: Language = 'en') => assess(messages, lang).assessment.diagnosisData.differentialDiagnoses[0]?.icd10Code ?? '';
const flags = (text: string) => detectRedFlags(text).map((f) => f.id);

describe('red flag / pattern → condition ranked first (PATTERN_CONDITION)', () => {
  it('thunderclap headache → SAH first; haematemesis → upper GI bleed; pregnancy + headache + vision → pre-eclampsia', () => {
    expect(primaryCode('Worst headache of my life, came on suddenly like a thunderclap. I vomited and the light hurts my eyes.')).toMatch(/^I60/);
    expect(primaryCode("I've been vomiting blood and I feel dizzy when I stand up.")).toMatch(/^K92/);
    const pe = assess("I'm 34 weeks pregnant with a severe headache, blurred vision and swollen feet.");
    expect(pe.assessment.diagnosisData.differentialDiagnoses[0]!.icd10Code).toMatch(/^O14/);
    expect(pe.assessment.urgency).toBeLessThanOrEqual(2);
  });
  it('several patterns: the condition that explains most findings goes first (PE before DVT/ACS)', () => {
    expect(primaryCode('Short of breath since yesterday with sharp chest pain when I breathe in. I flew back from Australia 3 days ago and my left calf is swollen.')).toMatch(/^I26/);
  });
  it('confidence is highest for the first differential and reflects its features', () => {
    const d = assess('Worst headache of my life, sudden like a thunderclap, vomiting, stiff neck.').assessment.diagnosisData.differentialDiagnoses;
    for (let i = 1; i < d.length; i++) expect(d[i]!.confidenceLevel).toBeLessThanOrEqual(d[i - 1]!.confidenceLevel);
    expect(d[0]!.clinicalReasoning).toMatch(/Implied by/);
  });
});

describe('nothing invented (spec §3)', () => {
  it('"bleeding" does not become vaginal bleeding; a wound still bleeding after 10 min or with numbness is urgent (NHS 111)', () => {
    const r = assess('I cut my hand with a knife, it has been bleeding for 15 minutes and my thumb is numb.');
    expect(r.assessment.diagnosisData.patientSummary).not.toMatch(/vaginal/i);
    expect(r.assessment.urgency).toBeLessThanOrEqual(3);
    expect(assess('I cut my finger, it is still bleeding a bit.').assessment.urgency).toBeLessThanOrEqual(3);
  });
  it('bleeding with no site in pregnancy is still vaginal bleeding', () => {
    expect(flags("I'm 8 weeks pregnant and bleeding")).toContain('pregnancy_emergency');
    expect(flags('Estoy embarazada y estoy sangrando')).toContain('pregnancy_emergency');
    expect(flags("I'm pregnant and I cut my finger, it's bleeding")).not.toContain('pregnancy_emergency');
  });
  it.each([
    ['I have the worst headache of my life, it came on suddenly like a thunderclap an hour ago. I vomited twice and the light hurts my eyes.', undefined],
    ['He has a rash on his arm.', undefined],
    ['My period is late and I have a headache.', undefined],
    ["I'm a 40 year old man with chest pain", 'male'],
    ['34F, sore throat for 2 days', 'female'],
    ['My husband cannot lift his arm', 'male'],
    ['My friend collapsed, she is not breathing', 'female'],
    ['Mój syn ma gorączkę', 'male'],
    ['Dóttir mín er með hita', 'female'],
    ["I'm 30 weeks pregnant", 'female'],
  ] as const)('sex only from explicit statements: %s → %s', (text, sex) => {
    expect(parseText(text, 'en').sex).toBe(sex);
  });
});

describe('suicide plan across turns (NICE NG225)', () => {
  it('a plan stated in a later turn escalates to urgency 1', () => {
    expect(assess([user('I feel like killing myself.'), assistant('Do you have a plan?'), user('I have a plan.')]).assessment.urgency).toBe(1);
  });
  it('"yes" to a plan question counts; "no" and "I have not made a plan" do not', () => {
    expect(assess([user('I feel like killing myself.'), assistant('Have you thought about how — do you have a plan?'), user('yes')]).assessment.urgency).toBe(1);
    expect(assess([user('I feel like killing myself.'), assistant('Do you have a plan?'), user('no')]).assessment.urgency).toBe(2);
    expect(assess([user('I think everyone would be better off without me and I want to die.'), assistant('Are you having thoughts of ending your life?'), user('Sometimes, yes. I have not made a plan.')]).assessment.urgency).toBe(2);
  });
  it('"yes" to the offline safety question is suicidal thoughts (en, is, pl)', () => {
    expect(assess([user('I feel low.'), assistant('Are you having any thoughts of harming yourself or ending your life?'), user('Yes.')]).assessment.urgency).toBeLessThanOrEqual(2);
    expect(assess([user('Mér líður illa.'), assistant('Ertu með hugsanir um að skaða þig eða binda enda á líf þitt?'), user('já')], 'is').assessment.urgency).toBeLessThanOrEqual(2);
    expect(assess([user('Jest mi źle.'), assistant('Czy ma Pan/Pani myśli o zrobieniu sobie krzywdy lub odebraniu sobie życia?'), user('tak')], 'pl').assessment.urgency).toBeLessThanOrEqual(2);
  });
});

describe('negation scope ends at the next negation cue', () => {
  it.each([
    ['Mój tata upadł, nie rusza się i nie oddycha.', 'pl'],
    ['He is not moving and not breathing.', 'en'],
    ['Hann hreyfir sig ekki og andar ekki.', 'is'],
    ['No se mueve y no respira.', 'es'],
    ['夫が倒れて息をしていません。', 'ja'],
  ] as const)('%s → unresponsive / not breathing, urgency 1', (text, lang) => {
    const r = assess(text, lang);
    expect(r.assessment.urgency).toBe(1);
    expect(r.assessment.diagnosisData.differentialDiagnoses[0]!.icd10Code).toBe('R40.2');
  });
  it('still negates a plain list: "no chest pain and no shortness of breath"', () => {
    expect(flags('No chest pain and no shortness of breath.')).not.toContain('cardiac_chest_pain');
  });
});

describe('resolved remote-past findings are history, not the complaint', () => {
  it.each([
    ['I had chest pain last year, now fine, I need a repeat prescription.', 'en'],
    ['Ég fékk brjóstverk í fyrra, er góður núna, þarf að endurnýja lyfseðil.', 'is'],
    ['W zeszłym roku miałem ból w klatce piersiowej, teraz wszystko dobrze, potrzebuję recepty.', 'pl'],
    ['Hace un año tuve dolor en el pecho pero ya estoy bien, necesito renovar la receta.', 'es'],
    ['Letztes Jahr hatte ich Brustschmerzen, jetzt geht es mir gut, ich brauche ein Rezept.', 'de'],
    ['去年我胸痛过，现在好了，我需要开药。', 'zh'],
  ] as const)('%s → GP, chest pain in history', (text, lang) => {
    const r = assess(text, lang);
    expect(r.findings.map((f) => f.id)).not.toContain('cardiac_chest_pain');
    expect(r.assessment.urgency).toBe(4);
    expect(r.assessment.medicalHistory.historyOfPresentIllness.pastEpisodes + r.assessment.medicalHistory.medicalHistory.pastIllnesses).toMatch(/chest pain/);
  });
  it('current markers keep it current: "since yesterday", "it is back", "again"', () => {
    expect(parseText("I had chest pain last year and now it's back since yesterday.", 'en').present.has('chest_pain')).toBe(true);
    expect(parseText('I had chest pain years ago, now it has come back.', 'en').present.has('chest_pain')).toBe(true);
    expect(parseText('Chest pain since this morning.', 'en').present.has('chest_pain')).toBe(true);
  });
  it('a later clause with its own finding does not keep the past finding current', () => {
    const f = parseText('my daughter had a febrile seizure when she was 2, now she is 6 with a runny nose', 'en');
    expect(f.present.has('seizure')).toBe(false);
    expect(f.past.has('seizure')).toBe(true);
    expect(f.present.has('runny_nose')).toBe(true);
  });
  it('a past episode of the key finding still supports a current differential (eczema as a child + itchy patches)', () => {
    expect(primaryCode("I've got dry, itchy patches of skin on the inside of my elbows. I had eczema as a child.")).toMatch(/^L20/);
  });
});

describe('benign explanations (NICE NG240, NHS black poo)', () => {
  it('stiff neck from sleeping awkwardly without fever is not meningitis', () => {
    const r = assess('Stiff neck from sleeping awkwardly, no fever.');
    expect(r.assessment.urgency).toBeGreaterThanOrEqual(4);
    expect(r.assessment.diagnosisData.differentialDiagnoses[0]!.icd10Code).toBe('M54.2');
  });
  it('stiff neck with fever, or with photophobia, stays an emergency', () => {
    expect(assess('Stiff neck and a fever after sleeping awkwardly.').assessment.urgency).toBe(1);
    expect(assess('Headache and stiff neck, I cannot stand the light.').assessment.urgency).toBeLessThanOrEqual(2);
  });
  it('black stools explained by iron in someone well → not an emergency; with dizziness → GI bleed', () => {
    expect(assess('Black stools since starting iron tablets, I feel fine.').assessment.urgency).toBeGreaterThanOrEqual(4);
    expect(assess('Mam czarne stolce od kiedy zacząłem brać żelazo, czuję się dobrze.', 'pl').assessment.urgency).toBeGreaterThanOrEqual(4);
    expect(flags('Black stools since starting iron tablets, and I feel dizzy and weak.')).toContain('gi_bleed');
  });
  // An explanation the patient wonders about and then denies explains nothing; pallor and a blood
  // thinner keep the bleed (NICE CG141: signs of blood loss, anticoagulation).
  it.each([
    ['en', 'My poo has been black and sticky for two days. Could it be iron? I do not take iron.'],
    ['pl', 'Od dwóch dni mam czarne stolce jak smoła. Czy to od żelaza? Nie biorę żelaza.'],
    ['de', 'Seit zwei Tagen ist mein Stuhl schwarz. Kommt das vom Eisen? Ich nehme kein Eisen.'],
    ['es', 'Llevo dos días con heces negras. ¿Será del hierro? No tomo hierro.'],
    ['en', 'Black stools since starting iron tablets, and my daughter says I look very pale.'],
    ['en', 'Black stools since starting iron tablets, I am also on warfarin.'],
  ] as [Language, string][])('%s: a denied or outweighed explanation keeps the GI bleed — %s', (lang, text) => {
    expect(assess(text, lang).assessment.urgency).toBeLessThanOrEqual(2);
  });
});

describe('lay words (NICE NG51 / UK Sepsis Trust; sudden vision loss; Icelandic cases)', () => {
  it.each([
    ['My mum has a chest infection, she is muddled.', 'sepsis'],
    ['Fever and her skin is blotchy.', 'sepsis'],
    ["I have a fever and haven't peed all day.", 'sepsis_warning'],
    ["High temperature and I feel like I'm dying.", 'sepsis_warning'],
    ['Hiti og hún er rugluð.', 'sepsis'],
    ['Gorączka i plącze się.', 'sepsis'],
  ])('%s → %s', (text, id) => {
    expect(flags(text)).toContain(id);
  });
  it.each(["I can't see anything out of my right eye, it went dark like a curtain.", 'Ég sé ekkert með vinstra auganu.', 'Nagle przestałem widzieć na prawe oko.'])('sudden vision loss: %s', (text) => {
    expect(flags(text)).toContain('vision_loss');
  });
  it('Icelandic terms match other cases (stífan háls, höfuðverk)', () => {
    expect(parseText('Ég er með hita og stífan háls.', 'is').present.has('neck_stiffness')).toBe(true);
    expect(parseText('Ég er með höfuðverk.', 'is').present.has('headache')).toBe(true);
    expect(flags('Ég er með hita og stífan háls.')).toContain('meningitis');
  });
});

describe('differential hit rate (evaluation)', () => {
  it('matches ICD-10 prefixes and reports top-1 / top-3', () => {
    expect(icd10Matches('K92.2', ['K92'])).toBe(true);
    expect(icd10Matches('K35.8', ['K35'])).toBe(true);
    expect(icd10Matches('R10.4', ['K35'])).toBe(false);
    const rs = [
      scoreVignette({ id: 'a', text: '', gold: 'emergency', icd10: ['K35'] }, 2, 1, ['K35.8', 'R10.4']),
      scoreVignette({ id: 'b', text: '', gold: 'emergency', icd10: ['I60'] }, 2, 1, ['A09', 'G43.9', 'I60.9']),
      scoreVignette({ id: 'c', text: '', gold: 'emergency' }, 2, 1, ['A09']),
    ];
    const s = summarise(rs);
    expect(s.differential).toEqual({ n: 2, top1: 0.5, top3: 1 });
  });
});

describe('demo conversations (multi-turn, own clinical gold)', () => {
  it.each(DEMO_CONVERSATIONS.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const base = assessTranscript(c.messages, { patientLanguage: 'en' });
    expect(assessmentSchema.safeParse(base).success).toBe(true);
    const { assessment } = applySafetyFloor(base, c.messages);
    expect(assessmentSchema.safeParse(assessment).success).toBe(true);
    expect(c.urgency).toContain(assessment.urgency);
    expect(icd10Matches(assessment.diagnosisData.differentialDiagnoses[0]?.icd10Code ?? '', c.icd10), assessment.diagnosisData.primaryDiagnosis).toBe(true);
  });
});
