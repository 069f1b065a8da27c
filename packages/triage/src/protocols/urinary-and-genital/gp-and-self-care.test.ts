import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assess, present, primaryCode, urgency } from '../../../test/support/protocol.ts';

/**
 * The urinary-and-genital protocol: GP thresholds for quiet but important complaints, and self-care
 * for common minor ones. Every message is written for this test (not taken from a blind set); each
 * mechanism has a look-alike that must keep its emergency or GP reading.
 */
type Case = [text: string, lang: Language];

describe('painless testicular lump → GP, not torsion (NICE NG12)', () => {
  it.each<Case>([
    ['I noticed a small hard lump on my right testicle this week, there is no pain', 'en'],
    ['Wyczułem twardy guzek na jądrze, w ogóle nie boli', 'pl'],
    ['Beim Duschen habe ich einen harten Knoten am Hoden ertastet', 'de'],
    ['me noté un bulto duro en el testículo, no me duele', 'es'],
    ['洗澡时摸到睾丸上有个硬块，不疼', 'zh'],
    ['고환에 딱딱한 멍울이 만져져요. 아프지는 않아요', 'ko'],
  ])('%s (%s)', (text, lang) => {
    const a = assess(text, lang);
    expect(a.urgency).toBeGreaterThanOrEqual(3);
    expect(a.urgency).toBeLessThanOrEqual(4);
    expect(a.diagnosisData.differentialDiagnoses[0]?.icd10Code).toBe('N50.8');
  });
  it('look-alike: sudden severe testicular pain with vomiting stays an emergency', () => {
    expect(urgency('sudden severe pain in my left testicle and I have been sick')).toBeLessThanOrEqual(2);
    expect(urgency('plötzlich starke Schmerzen im Hoden und Erbrechen', 'de')).toBeLessThanOrEqual(2);
  });
  it('look-alike: a painful swollen testicle is not read as the painless lump', () => {
    expect(primaryCode('my testicle is swollen and very painful')).not.toBe('N50.8');
  });
});
describe('heavy periods with tiredness → GP (NICE NG88)', () => {
  it.each<Case>([
    ["My periods have been really heavy for months, I'm flooding through pads and I'm exhausted", 'en'],
    ['menstruação muito abundante há meses e sinto-me sempre cansada', 'pt'],
    ['aylardır adetim çok yoğun geçiyor ve çok halsizim', 'tr'],
    ['od pół roku mam bardzo obfite miesiączki i jestem ciągle zmęczona', 'pl'],
    ['几个月来月经量特别多，人很累', 'zh'],
  ])('%s (%s)', (text, lang) => {
    const a = assess(text, lang);
    expect(a.urgency).toBeGreaterThanOrEqual(3);
    expect(a.urgency).toBeLessThanOrEqual(4);
    expect(a.diagnosisData.differentialDiagnoses[0]?.icd10Code).toBe('N92.0');
  });
  it.each<Case>([
    ['my periods are really heavy and I fainted in the bathroom this morning', 'en'],
    ['mam bardzo obfitą miesiączkę i zemdlałam', 'pl'],
  ])('look-alike: heavy periods with fainting are an emergency — %s (%s)', (text, lang) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it('look-alike: heavy bleeding from a wound that will not stop stays an emergency', () => {
    expect(urgency("heavy bleeding from a cut on my leg and it won't stop")).toBeLessThanOrEqual(2);
  });
});
describe('renal colic that has settled, with blood in the urine → same-day GP (NICE NG118)', () => {
  it('settled pain with haematuria is not self-care', () => {
    expect(
      urgency(
        'had terrible pain in my side going into the groin this morning and blood in my pee, the pain has settled now',
      ),
    ).toBe(3);
  });
  it.each<Case>([
    ['ночью был приступ почечной колики, в моче кровь, сейчас прошло', 'ru'],
    ['dün gece böbrek sancım oldu, idrarımda kan vardı, şimdi geçti', 'tr'],
    ["cette nuit j'ai eu une colique néphrétique avec du sang dans les urines, maintenant ça va mieux", 'fr'],
    ['昨晚肾绞痛，尿里有血，现在好了', 'zh'],
  ])('settled renal colic in other languages — %s (%s)', (text, lang) => {
    expect(urgency(text, lang)).toBe(3);
  });
  it.each<Case>([
    ['me hicieron análisis de sangre y orina y todo salió bien, ahora solo tengo un resfriado', 'es'],
    ['kan ve idrar tahlilim normaldi, sadece nezleyim', 'tr'],
    ['खून और पेशाब की जांच ठीक थी, बस जुकाम है', 'hi'],
  ])('look-alike: normal blood and urine tests are not haematuria — %s (%s)', (text, lang) => {
    expect(urgency(text, lang)).toBe(5);
  });
  it('look-alike: severe loin pain now stays an emergency', () => {
    expect(urgency('severe pain in my right loin right now, I cannot keep still')).toBeLessThanOrEqual(2);
  });
});
describe('period pain relieved by ibuprofen → self-care (NHS period pain)', () => {
  it.each<Case>([
    ['my usual period pains, ibuprofen helps', 'en'],
    ['boli mnie brzuch podczas okresu, ibuprofen mi pomaga', 'pl'],
    ['dolor de regla como siempre, el ibuprofeno me alivia', 'es'],
    ['Regelschmerzen wie jeden Monat, Ibuprofen hilft', 'de'],
    ['болит живот при месячных как обычно, ибупрофен помогает', 'ru'],
  ])('%s (%s)', (text, lang) => {
    const a = assess(text, lang);
    expect(a.urgency).toBe(5);
    expect(a.diagnosisData.differentialDiagnoses[0]?.icd10Code).toBe('N94.6');
  });
  it('look-alike: period pain that painkillers do not help needs a GP', () => {
    expect(urgency("terrible period pain and ibuprofen doesn't help at all")).toBeLessThanOrEqual(4);
  });
  it('look-alike: pregnant with cramps and bleeding stays an emergency', () => {
    expect(urgency("I'm 8 weeks pregnant with cramping pain and bleeding")).toBeLessThanOrEqual(2);
  });
});
describe('urinary symptoms in everyday words are not self-care (NICE CKS UTI)', () => {
  it.each<Case>([
    ['da due giorni mi brucia quando faccio pipì e vado spesso in bagno', 'it'],
    ['часто бегаю в туалет и режет при мочеиспускании', 'ru'],
    ['sık sık idrara çıkıyorum ve yanıyor', 'tr'],
  ])('%s (%s)', (text, lang) => {
    const u = urgency(text, lang);
    expect(u).toBeGreaterThanOrEqual(3);
    expect(u).toBeLessThanOrEqual(4);
  });
});
describe('emergency contraception → same-day pharmacy or GP (FSRH)', () => {
  it.each<Case>([
    ['the condom split last night, do I need the morning after pill?', 'en'],
    ['das Kondom ist gestern gerissen, brauche ich die Pille danach?', 'de'],
    ['anoche se rompió el condón', 'es'],
    ['어제 콘돔이 찢어졌어요, 사후피임약 먹어야 하나요', 'ko'],
  ])('%s (%s)', (text, lang) => {
    expect(urgency(text, lang)).toBe(3);
  });
  it('look-alike: a late period after unprotected sex is a pregnancy question, not a same-day visit', () => {
    expect(
      urgency('my period is 4 days late, we had unprotected sex last month, no pain'),
    ).toBeGreaterThanOrEqual(4);
  });
  it('look-alike: a question about painkillers while on the pill is not flagged', () => {
    expect(present('can I take ibuprofen while on the pill?').has('emergency_contraception')).toBe(false);
  });
});
