import { describe, expect, it } from 'vitest';
import { applySafetyFloor, assessTranscript, detectRedFlags } from '../src/index.ts';
import { parseText } from '../src/nlp/parser.ts';
import { compileTerms, generaliseTerm, matchAll } from '../src/nlp/matcher.ts';
import { normalize } from '../src/nlp/normalize.ts';
import { cjkNumber, detectGlucose, detectQuantityOverdose } from '../src/nlp/quantities.ts';

const flags = (text: string) => detectRedFlags(text).map((f) => f.id);
const urgency = (text: string, lang: 'en' | 'is' | 'pl' = 'en') => {
  const messages = [{ role: 'user' as const, content: text }];
  return applySafetyFloor(assessTranscript(messages, { patientLanguage: lang }), messages).assessment.urgency;
};
const od = (text: string) => detectQuantityOverdose(normalize(text)).length > 0;

describe('method of suicide or self-harm (NICE NG225: a plan or means is the highest risk)', () => {
  it('a named method is a suicide plan, in any person and language', () => {
    for (const t of [
      'I tried to hang myself last night',
      'he says he will hang himself',
      'I want to jump off the bridge',
      'she cut her wrists',
      'Ég ætla að hengja mig',
      'chce sie powiesic',
      'mi hermano quiere ahorcarse',
      'je vais me pendre',
      'хочу повеситься',
      'मैं फांसी लगा लूंगा',
      '我想上吊',
      '首を吊りたい',
      '목을 매고 싶어요',
    ]) {
      expect(flags(t), t).toContain('suicide_plan');
    }
  });
  it('keeps ordinary words out: hanging washing, jumping on a trampoline, a cut finger', () => {
    for (const t of ['I hurt my back hanging the washing', 'my son jumped on the trampoline and twisted his ankle', 'I cut my finger on a tin can']) {
      expect(flags(t), t).not.toContain('suicide_plan');
    }
  });
});

describe('quantity + medicine = overdose (TOXBASE / NHS 111: more than the stated dose at once)', () => {
  it('a count of ten or more tablets or a named medicine, taken, in any language', () => {
    for (const t of [
      'took 40 of my sertraline pills',
      'she swallowed twenty paracetamol',
      'tók 25 töflur',
      'połknąłem 30 tabletek',
      'se tomó 20 pastillas',
      'a pris 30 comprimés',
      'hat 40 Tabletten genommen',
      'выпила 20 таблеток',
      'ابتلع ٣٠ حبة',
      'उसने 20 गोलियां खा लीं',
      '吃了三十片药',
      '薬を30錠飲んだ',
      '약을 30알 먹었어요',
    ]) {
      expect(od(t), t).toBe(true);
    }
    expect(flags('took 40 of my sertraline pills')).toContain('overdose');
  });
  it('not a dose schedule, a prescription, a small count, or a number that is not tablets', () => {
    for (const t of [
      'I took 2 paracetamol for my headache',
      'I take 12 tablets a day for my heart',
      'the doctor prescribed 28 tablets of amoxicillin',
      'I took 10 days off work after it happened',
      'I have 30 pills left',
    ]) {
      expect(od(t), t).toBe(false);
    }
  });
  it('reads Chinese numerals', () => {
    expect(cjkNumber('三十')).toBe(30);
    expect(cjkNumber('二十五')).toBe(25);
    expect(cjkNumber('十二')).toBe(12);
  });
  it('respects negation', () => {
    expect(flags("I didn't take 30 tablets, I only took two")).not.toContain('overdose');
  });
});

describe('not breathing / unresponsive / will not wake, every language, both genders', () => {
  it('gender and number forms come from the matcher', () => {
    expect(generaliseTerm('لا يتنفس', 'ar')).toContain('[يت]');
    const ru = compileTerms(['потерял сознание'], 'ru')!;
    expect(matchAll(ru, normalize('она потеряла сознание'))).toHaveLength(1);
    const hi = compileTerms(['सांस नहीं ले रहा है'], 'hi')!;
    expect(matchAll(hi, normalize('मेरी माँ सांस नहीं ले रही है'))).toHaveLength(1);
    const es = compileTerms(['está desmayado y'], 'es')!;
    expect(matchAll(es, normalize('mi madre está desmayada y no responde'))).toHaveLength(1);
  });
  it('raises the floor to an emergency', () => {
    for (const t of [
      "my grandad keeled over and he isn't breathing",
      'mi madre se desmayó y no despierta',
      'أمي فقدت الوعي ولا تتنفس',
      'أبي لا يتنفس',
      'pabbi andar ekki',
      'mama nie oddycha',
      'tata jest nieprzytomny',
      'babcia nie kontaktuje',
      'ma fille ne respire plus',
      'mein Vater reagiert nicht mehr',
      'meu pai não acorda',
      'la nonna non si sveglia',
      'бабушка не приходит в себя',
      'babam uyanmıyor',
      'मेरी माँ जवाब नहीं दे रही',
      '爷爷叫不醒',
      '父が息をしていない',
      '엄마가 숨을 안 쉬어요',
    ]) {
      const ids = flags(t);
      expect(ids.some((id) => id === 'severe_breathing' || id === 'unconscious'), t).toBe(true);
    }
  });
  it('"fæ ekki loft" (Icelandic: I get no air) is severe breathing difficulty', () => {
    expect(flags('ég fæ ekki loft')).toContain('severe_breathing');
    expect(flags('hann fær ekki loft')).toContain('severe_breathing');
  });
});

describe('Polish and Russian verb prefixes in free-order `A & B` terms', () => {
  it('a stem matches after an aspect prefix (puchnie / spuchło / opuchł)', () => {
    const t = compileTerms(['gardł\\w* & puch'], 'pl')!;
    for (const s of ['po krewetkach spuchło mi gardło', 'gardło mi opuchło', 'gardło puchnie']) expect(matchAll(t, normalize(s)), s).toHaveLength(1);
    expect(flags('po krewetkach spuchło mi gardło')).toContain('anaphylaxis');
  });
});

describe('lip, tongue and throat swelling idioms (angio-oedema)', () => {
  it('"blew up", "puffed up", "huge" after an allergen are swelling; with wheeze it is anaphylaxis', () => {
    expect(flags("my girlfriend's lips and tongue blew up after she ate sesame, she's wheezing")).toEqual(expect.arrayContaining(['anaphylaxis']));
    expect(flags('after the prawns my lips puffed up and I am wheezing')).toContain('anaphylaxis_breathing');
    expect(flags('my lips went huge after eating peanuts')).toContain('allergic_angioedema');
    expect(flags('spuchły mi usta po orzechach')).toContain('allergic_angioedema');
  });
  it('lip swelling without an allergen or airway sign is not an emergency on the floor', () => {
    expect(flags('my lip is a bit swollen where I bit it')).toEqual([]);
  });
});

describe('coughing up blood with breathlessness (NICE NG12 / NHS 111)', () => {
  it('in several languages', () => {
    for (const t of ["I keep coughing up bright red blood and I'm short of breath", 'hósta blóði og er með mæði', 'kaszlę krwią i mam duszność', 'toso sangre y me falta el aire', 'кашляю кровью и одышка', '咳血，呼吸困难']) {
      expect(flags(t), t).toContain('haemoptysis_breathless');
    }
  });
  it('blood-streaked phlegm with a cold and no breathlessness stays off the floor', () => {
    expect(flags('a little blood in my phlegm with a cold, no shortness of breath')).not.toContain('haemoptysis_breathless');
  });
});

describe('other emergency presentations', () => {
  it('choking, drowning and large burns', () => {
    expect(flags("my son is choking on a grape and can't breathe")).toContain('choking');
    expect(flags('dziecko się dławi')).toContain('choking');
    expect(flags('we pulled him out of the lake, he nearly drowned')).toContain('drowning');
    expect(flags('she spilled boiling water all over her chest and arms')).toContain('major_burn');
    expect(flags('burnt my face on the bonfire')).toContain('major_burn');
    expect(flags('I burnt my finger on the kettle, small red mark')).not.toContain('major_burn');
  });
  it('head injury with drowsiness (NICE NG232)', () => {
    expect(flags('he hit his head and now he is very drowsy')).toContain('head_injury_danger');
  });
  it('severe dehydration: no urine and dizzy or confused', () => {
    expect(flags("diarrhoea for days, I haven't peed since this morning and I'm dizzy")).toContain('severe_dehydration');
    expect(flags('very thirsty after the gym')).toEqual([]);
  });
  it('diabetic emergencies: low sugar with confusion; high sugar or ketones with vomiting', () => {
    expect(flags('my husband is diabetic, his sugar is 2.1 and he is confused')).toContain('severe_hypoglycaemia');
    expect(flags('type 1, ketones are high and I keep vomiting')).toContain('dka');
    expect(flags('I had a hypo this morning, ate some sweets and feel fine now')).not.toContain('severe_hypoglycaemia');
  });
  it('reads glucose values in either unit', () => {
    expect(detectGlucose(normalize('sugar is 2.1')).map((m) => m.concept)).toEqual(['hypoglycaemia']);
    expect(detectGlucose(normalize('blood sugar 450 mg')).map((m) => m.concept)).toEqual(['hyperglycaemia']);
    // 20–33 is either unit; from 34 only mg/dL can be meant (meters read up to 33.3 mmol/L, then "HI")
    expect(detectGlucose(normalize('cukier 25')).map((m) => m.concept).sort()).toEqual(['hyperglycaemia', 'hypoglycaemia']);
    expect(detectGlucose(normalize('cukier 40')).map((m) => m.concept)).toEqual(['hypoglycaemia']);
    expect(detectGlucose(normalize('glicemia 55')).map((m) => m.concept)).toEqual(['hypoglycaemia']);
    expect(detectGlucose(normalize('my sugar is 6.5 this morning'))).toEqual([]);
    expect(detectGlucose(normalize('no sugar in my tea for 2 days'))).toEqual([]);
  });
  it('Polish pressure in the chest with a numb left arm is cardiac chest pain', () => {
    expect(flags('ściska mnie w piersiach i drętwieje lewa ręka')).toContain('cardiac_chest_pain');
    expect(urgency('ściska mnie w piersiach i drętwieje lewa ręka', 'pl')).toBeLessThanOrEqual(2);
  });
  it('Icelandic "taka líf mitt" in either word order is suicidal intent', () => {
    expect(flags('Ég er að hugsa um að taka líf mitt')).toContain('suicide_risk');
  });
});

describe('still no emergency for everyday non-emergency messages', () => {
  it('keeps ordinary complaints below the floor', () => {
    for (const t of ['blocked nose and sneezing since Monday', 'I have a mild headache, paracetamol helps', 'mam lekki katar od wczoraj', 'ég er kvefaður með nefrennsli', 'sore throat for two days, no fever']) {
      expect(flags(t), t).toEqual([]);
      expect(parseText(t, 'en').present.has('overdose')).toBe(false);
    }
  });
});

describe('the floor skips lexicons whose script is absent from the text', () => {
  it('every term of a script-bound language contains a letter of that script', async () => {
    const { SCRIPT_OF } = await import('../src/engine/red-flags.ts');
    const { ALL_CONCEPTS } = await import('../src/nlp/concept-terms.ts');
    for (const [lang, script] of Object.entries(SCRIPT_OF)) {
      for (const c of ALL_CONCEPTS) for (const t of c.terms[lang as keyof typeof c.terms] ?? []) expect(script!.test(t), `${c.id}/${lang}: ${t}`).toBe(true);
    }
  });
});

describe('idioms and look-alikes stay off the floor', () => {
  it.each([
    'I get electric shock-like pains down my leg',
    'burning pain in my chest after meals, worse lying down, antacids help',
    "I'm choking up when I talk about my divorce",
    'no response from the surgery about my repeat prescription',
    'my cough is not responding to the antibiotics',
    'the carbon monoxide alarm went off but we are all fine',
    'we jumped off the garden wall and I twisted my ankle',
    'mam oparzenie słoneczne na plecach',
  ])('%s', (text) => {
    const ids = flags(text);
    for (const id of ['major_burn', 'choking', 'unconscious', 'overdose', 'suicide_plan']) expect(ids, text).not.toContain(id);
  });
});
