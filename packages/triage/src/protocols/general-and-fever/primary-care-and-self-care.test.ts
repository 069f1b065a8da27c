import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { applySafetyFloor, assessTranscript, detectRedFlags, type TranscriptMessage } from '../../index.ts';
import { parseText } from '../../nlp/parser.ts';

/**
 * Primary-care and self-care rules (now in the complaints' protocols): GP thresholds for quiet but important complaints and
 * self-care for common minor ones, in several languages. Every message is written for this test (not
 * taken from a blind set); each mechanism has a look-alike that must keep its emergency or GP reading.
 */
const user = (content: string): TranscriptMessage => ({ role: 'user', content });
function assess(text: string, lang: Language = 'en') {
  const m = [user(text)];
  return applySafetyFloor(assessTranscript(m, { patientLanguage: lang }), m).assessment;
}
const urgency = (text: string, lang: Language = 'en') => assess(text, lang).urgency;
const primary = (text: string, lang: Language = 'en') =>
  assess(text, lang).diagnosisData.differentialDiagnoses[0]?.icd10Code ?? '';
const flags = (text: string) => detectRedFlags(text).map((f) => f.id);
const present = (text: string, lang: Language = 'en') => parseText(text, lang).present;

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
    expect(primary('my testicle is swollen and very painful')).not.toBe('N50.8');
  });
});

describe('unexplained weight loss in lay words → GP (NICE NG12)', () => {
  it.each<Case>([
    ['my clothes are hanging off me, I have lost nearly two stone since Christmas without dieting', 'en'],
    ["j'ai perdu 6 kilos en deux mois sans régime", 'fr'],
    ['schudłam 5 kilo w dwa miesiące i nie wiem dlaczego', 'pl'],
    ['两个月体重掉了6公斤，也没减肥', 'zh'],
    ['두 달 사이에 살이 많이 빠졌어요. 이유를 모르겠어요', 'ko'],
  ])('%s (%s)', (text, lang) => {
    expect(present(text, lang).has('weight_loss')).toBe(true);
    expect(urgency(text, lang)).toBe(4);
  });
  it.each<Case>([
    ['estou emagrecendo sem motivo, perdi 8 quilos', 'pt'],
    ['estoy adelgazando sin motivo', 'es'],
    ['bina diet ke 2 mahine mein 6 kilo wajan ghat gaya', 'hi'],
  ])('with "without a reason" words, which are not a negation of the loss — %s (%s)', (text, lang) => {
    expect(urgency(text, lang)).toBe(4);
  });
  it('look-alike: weight gain is not weight loss', () => {
    expect(present('I put on a stone over Christmas').has('weight_loss')).toBe(false);
  });
});

describe('memory getting worse over months → GP (NICE NG97)', () => {
  it.each<Case>([
    ['Mum is 78 and keeps forgetting things, last month she got lost walking home from the shops', 'en'],
    ['Mi padre tiene 82 años y está cada vez más olvidadizo', 'es'],
    ['Mein Vater (79) ist seit einem halben Jahr sehr vergesslich geworden', 'de'],
    ['80歳の母の物忘れがひどくなってきました', 'ja'],
    ['Моя мама стала всё забывать, ей 81 год', 'ru'],
    ['جدتي عم تنسى كتير، عمرها ٨٠', 'ar'],
  ])('%s (%s)', (text, lang) => {
    const a = assess(text, lang);
    expect(a.urgency).toBe(4);
    expect(a.diagnosisData.differentialDiagnoses[0]?.icd10Code).toBe('F03');
  });
  it('look-alike: sudden confusion stays an emergency (delirium)', () => {
    expect(
      urgency("Grandad suddenly became confused this morning and doesn't know where he is"),
    ).toBeLessThanOrEqual(2);
  });
});

describe('food sticking / difficulty swallowing → GP (NICE NG12)', () => {
  it.each<Case>([
    ["for the last month food sticks in my chest when I swallow, I'm 61", 'en'],
    ['Seit Wochen habe ich Schluckbeschwerden, das Essen rutscht nicht richtig runter', 'de'],
    ['уже месяц еда застревает в пищеводе', 'ru'],
    ['3 haftadır yemek boğazımda takılıyor', 'tr'],
    ['صار لي شهر الأكل يعلق في المريء', 'ar'],
  ])('%s (%s)', (text, lang) => {
    expect(present(text, lang).has('dysphagia')).toBe(true);
    expect(urgency(text, lang)).toBe(4);
  });
  it('look-alike: a sore throat that hurts to swallow stays self-care', () => {
    expect(urgency('sore throat for 2 days, it hurts to swallow, no fever')).toBe(5);
  });
  it.each<Case>([
    ["a piece of steak got stuck in my chest an hour ago and I can't even swallow my own spit", 'en'],
    ['se me quedó atascada la comida y no puedo tragar ni la saliva', 'es'],
    ['吃饭时食物卡在食道里，口水都咽不下去', 'zh'],
  ])('look-alike: unable to swallow saliva is an emergency (ESGE 2016) — %s (%s)', (text, lang) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it('look-alike: throat closing after peanuts is anaphylaxis', () => {
    expect(urgency('my throat is closing up after eating peanuts')).toBe(1);
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

describe('joint pain with morning stiffness → GP (NICE NG100)', () => {
  it.each<Case>([
    [
      'For six weeks my knuckles have been swollen and my hands are stiff every morning for over an hour',
      'en',
    ],
    ["depuis un mois j'ai mal aux articulations des doigts avec une raideur matinale d'une heure", 'fr'],
    ['Od miesiąca bolą mnie stawy palców, rano sztywność trwa godzinę', 'pl'],
    ['손가락 관절이 아프고 아침에 한 시간 정도 뻣뻣해요', 'ko'],
  ])('%s (%s)', (text, lang) => {
    const a = assess(text, lang);
    expect(a.urgency).toBe(4);
    expect(a.diagnosisData.differentialDiagnoses[0]?.icd10Code).toBe('M06.9');
  });
  it('look-alike: a red, hot joint with fever stays an emergency (septic arthritis)', () => {
    expect(
      urgency('my knee is red, hot and swollen and I have a fever, stiff in the morning'),
    ).toBeLessThanOrEqual(2);
  });
});

describe('a sore or spot that does not heal → GP (NICE NG12)', () => {
  it.each<Case>([
    ["There's a scab on my cheek that keeps bleeding and won't heal, it's been 3 months", 'en'],
    ['Eine Stelle an der Stirn heilt seit zwei Monaten nicht', 'de'],
    ['tengo una herida en la oreja que no cicatriza desde hace meses', 'es'],
    ['鼻子上有个伤口两个月了一直不愈合', 'zh'],
    ['у меня на щеке ранка, которая не заживает уже 2 месяца', 'ru'],
  ])('%s (%s)', (text, lang) => {
    expect(present(text, lang).has('non_healing')).toBe(true);
    expect(urgency(text, lang)).toBe(4);
  });
  it('look-alike: a small cut that has stopped bleeding is self-care', () => {
    expect(urgency('cut my finger on a knife yesterday, small, it stopped bleeding')).toBe(5);
  });
});

describe('red, hot, spreading skin → same-day GP (NICE CKS cellulitis)', () => {
  it.each<Case>([
    ['the skin on my shin is red, hot and spreading since yesterday, no fever', 'en'],
    ["j'ai une plaque rouge et chaude sur la jambe qui s'étend, pas de fièvre", 'fr'],
    ['на голени красное горячее пятно, которое увеличивается. Температуры нет.', 'ru'],
    ['tengo la pierna roja y caliente y se está extendiendo', 'es'],
    ['종아리가 빨갛고 뜨거운데 점점 번지고 있어요', 'ko'],
    ['roði og hiti í fótleggnum sem breiðist út', 'is'],
  ])('%s (%s)', (text, lang) => {
    const a = assess(text, lang);
    expect(a.urgency).toBe(3);
    expect(a.diagnosisData.differentialDiagnoses[0]?.icd10Code).toBe('L03.1');
  });
  it('look-alike: an expanding ring after a tick bite is erythema migrans (GP), not same-day cellulitis', () => {
    expect(urgency('a red ring keeps spreading around the tick bite on my thigh')).toBe(4);
  });
  it('look-alike: a swollen calf after a long flight stays DVT (emergency)', () => {
    expect(urgency('my left calf is swollen, red and hot after a long flight')).toBeLessThanOrEqual(2);
  });
});

describe('boils and abscesses (NHS / NICE CKS boils)', () => {
  it.each<Case>([
    ['small boil on the back of my neck for two days', 'en'],
    ['mam czyraka na ramieniu od wczoraj', 'pl'],
  ])('small and recent: self-care — %s (%s)', (text, lang) => {
    expect(urgency(text, lang)).toBe(5);
  });
  it.each<Case>([
    ['huge painful boil on my thigh', 'en'],
    ['огромный фурункул на ноге уже неделю', 'ru'],
    ['ho un foruncolo da 10 giorni che non passa', 'it'],
  ])('large or lasting a week: GP — %s (%s)', (text, lang) => {
    expect(urgency(text, lang)).toBe(4);
  });
  it('look-alike: toothache with a swollen face is a dental abscess (same day)', () => {
    expect(urgency('bad toothache and my cheek is swollen')).toBe(3);
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

describe('medication questions from a well patient → GP medication review', () => {
  it.each<Case>([
    ["I feel fine, I'd like to ask if I can come off my statins", 'en'],
    ['Czy mogę odstawić leki na ciśnienie? Czuję się dobrze', 'pl'],
    ['¿Puedo dejar de tomar las pastillas de la tensión? Me encuentro bien', 'es'],
    ['血压药能不能停？我现在感觉很好', 'zh'],
    ['薬をやめてもいいですか？体調はいいです', 'ja'],
    ['혈압약을 끊어도 될까요?', 'ko'],
    ['هل يمكنني أن أوقف دواء الضغط؟ أنا بخير', 'ar'],
  ])('%s (%s)', (text, lang) => {
    expect(urgency(text, lang)).toBe(4);
  });
  it('look-alike: asking whether paracetamol is fine for a cold stays self-care', () => {
    expect(urgency('I have a cold with a runny nose, can I take paracetamol?')).toBe(5);
  });
});

describe('self-care complaints recognised in every language (NHS pharmacy first)', () => {
  it.each<Case>([
    ['my 6 year old has threadworms, itchy bottom at night', 'en'],
    ['Unser Sohn hat Madenwürmer', 'de'],
    ['我女儿好像有蛲虫，晚上屁股痒', 'zh'],
    ['tenho muita caspa no cabelo', 'pt'],
    ['j’ai des pellicules et le cuir chevelu qui gratte', 'fr'],
    ['у меня перхоть', 'ru'],
    ['गर्मी में बच्चे को घमौरी हो गई है', 'hi'],
    ['子供にあせもができました', 'ja'],
    ['ho la sudamina sul collo per il caldo', 'it'],
    ['у меня икота уже час', 'ru'],
    ['عندي زغطة من نص ساعة', 'ar'],
    ['口腔溃疡三天了，吃东西有点疼', 'zh'],
    ['口内炎ができて痛いです', 'ja'],
    ['tengo una llaga en la boca desde hace dos días', 'es'],
    ['ağzımda aft çıktı', 'tr'],
    ['nezle oldum, burnum akıyor', 'tr'],
    ['mujhe zukam ho gaya hai, naak beh rahi hai', 'hi'],
    ['عندي زكام ورشح من أمس', 'ar'],
    ['코감기에 걸렸어요', 'ko'],
  ])('%s (%s)', (text, lang) => {
    expect(urgency(text, lang)).toBe(5);
  });
  it('look-alike: threadworms in an 18-month-old need a GP', () => {
    expect(urgency('my 18 month old has threadworms')).toBe(4);
  });
  it('look-alike: hiccups for three days need a GP', () => {
    expect(urgency('I have had hiccups for 3 days')).toBe(4);
  });
  it('look-alike: a mouth ulcer for four weeks needs a GP', () => {
    expect(urgency('mouth ulcer that has been there for 4 weeks')).toBe(4);
  });
  it('look-alike: a rash with fever and headache stays an emergency', () => {
    expect(urgency('heat rash on my neck but also a high fever and a bad headache')).toBeLessThanOrEqual(2);
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

describe('minor finger / ankle injury, Ottawa rules negative → self-care', () => {
  it.each<Case>([
    ['jammed my finger at basketball, a little swollen but I can bend it fully', 'en'],
    ['Misteig mig í gær, get gengið en smá bólga', 'is'],
    ['Ich bin umgeknickt, der Knöchel ist etwas geschwollen, aber ich kann normal gehen', 'de'],
    ['ayağım burkuldu, biraz şiş ama yürüyebiliyorum', 'tr'],
  ])('%s (%s)', (text, lang) => {
    expect(present(text, lang).has('injury')).toBe(true);
    expect(urgency(text, lang)).toBe(5);
  });
  it.each<Case>([
    ["twisted my ankle and I can't walk more than a couple of steps", 'en'],
    ['발목을 접질렸는데 걸음도 못 걷겠어요', 'ko'],
  ])('look-alike: cannot take four steps (Ottawa positive) → not self-care — %s (%s)', (text, lang) => {
    const u = urgency(text, lang);
    expect(u).toBeGreaterThanOrEqual(3);
    expect(u).toBeLessThanOrEqual(4);
  });
});

describe('tension headache relieved by a simple painkiller stays self-care', () => {
  it.each<Case>([
    ['headache like a tight band round my head after work, paracetamol helped', 'en'],
    ['Kopfschmerzen wie ein Band um den Kopf, Ibuprofen hilft', 'de'],
  ])('%s (%s)', (text, lang) => {
    expect(urgency(text, lang)).toBe(5);
  });
  it('look-alike: worst headache of my life out of nowhere stays an emergency', () => {
    expect(urgency('the worst headache of my life came on suddenly')).toBeLessThanOrEqual(2);
  });
});

describe('uncomplicated faint (NICE CG109): vasovagal reading, cardiac red flags untouched', () => {
  it('a faint at a blood test with full recovery is read as vasovagal syncope', () => {
    const a = assess(
      'I fainted when the nurse took my blood, came round straight away and felt fine after a few minutes',
    );
    expect(a.diagnosisData.differentialDiagnoses[0]?.diagnosisName).toMatch(/vasovagal/i);
    expect(a.urgency).toBeGreaterThanOrEqual(3);
  });
  it('look-alike: fainting with chest pain is an emergency', () => {
    expect(flags('I fainted while running and had chest pain')).toContain('syncope_cardiac');
  });
});

describe('more self-care complaints: warts, cold sores, leg cramps, earwax, muscle soreness, wind (NHS)', () => {
  it.each<Case>([
    ['I have a painful verruca on the sole of my foot', 'en'],
    ['tengo una verruga en el dedo', 'es'],
    ['у меня бородавка на пальце', 'ru'],
    ['cold sore on my lip again, tingling first', 'en'],
    ['ich habe wieder Lippenherpes', 'de'],
    ['dudağımda uçuk çıktı', 'tr'],
    ['I get painful cramps in my calves at night', 'en'],
    ['nachts bekomme ich Wadenkrämpfe', 'de'],
    ['夜里小腿抽筋', 'zh'],
    ['tengo el oído tapado por la cera', 'es'],
    ['耳垢が詰まった感じがします', 'ja'],
    ['мышцы болят после тренировки', 'ru'],
    ['j’ai des courbatures après le sport', 'fr'],
    ['mam wzdęcia i gazy po jedzeniu', 'pl'],
    ['最近老是胀气，吃完饭更明显', 'zh'],
    ['kal gym ke baad se body mein dard hai', 'hi'],
    ['ayağımda mantar var, kaşınıyor', 'tr'],
    ['у меня грибок между пальцами ног', 'ru'],
    ['my baby has nappy rash but is feeding well', 'en'],
    ['mein Baby hat einen wunden Po von der Windel', 'de'],
    ['bebeğimde pişik var', 'tr'],
    ['宝宝红屁股了', 'zh'],
    ['tennis elbow from painting the fence, hurts when I grip', 'en'],
    ['ho il gomito del tennista da qualche giorno', 'it'],
    ['テニス肘で肘の外側が少し痛いです', 'ja'],
  ])('%s (%s)', (text, lang) => {
    expect(urgency(text, lang)).toBe(5);
  });
  it('look-alike: a cramp-like calf pain with a swollen calf after surgery stays DVT', () => {
    expect(
      urgency('cramp in my calf and the calf is swollen, I had knee surgery 2 weeks ago'),
    ).toBeLessThanOrEqual(2);
  });
  it('look-alike: a wart that bleeds needs a GP', () => {
    expect(urgency('the wart on my hand keeps bleeding')).toBe(4);
  });
  it.each<Case>([
    ['my 4 year old has chickenpox, itchy spots, eating and drinking fine', 'en'],
    ['mi hija tiene varicela, está bien', 'es'],
    ['子供が水ぼうそうになりました', 'ja'],
    ['у сына ветрянка, температура небольшая, играет', 'ru'],
  ])('chickenpox in a well child: self-care — %s (%s)', (text, lang) => {
    expect(urgency(text, lang)).toBe(5);
  });
  it('look-alike: chickenpox in pregnancy needs same-day advice', () => {
    expect(urgency("I'm 20 weeks pregnant and I think I have chickenpox")).toBeLessThanOrEqual(3);
  });
  it('look-alike: wanting to come off antidepressants is a GP review, not self-care', () => {
    expect(urgency("I want to come off my antidepressants, I've been feeling much better")).toBe(4);
  });
  it('look-alike: a cold sore in a 6 month old baby needs a GP', () => {
    expect(urgency('my 6 month old baby has a cold sore on her lip')).toBe(4);
  });
  it('look-alike: chest pain after the gym is not muscle soreness', () => {
    expect(urgency('crushing chest pain and sweating after the gym')).toBe(1);
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

describe('teething is self-care; drooling with a sore throat is an airway emergency (NICE CKS sore throat)', () => {
  it.each<Case>([
    ['unser Baby (7 Monate) zahnt und sabbert viel, kein Fieber', 'de'],
    ['a mi bebé le están saliendo los dientes, está irritable', 'es'],
    ['宝宝长牙，流口水很多', 'zh'],
    ['bebeğim diş çıkarıyor, huysuz', 'tr'],
  ])('%s (%s)', (text, lang) => {
    expect(urgency(text, lang)).toBe(5);
  });
  it.each<Case>([
    ['starke Halsschmerzen, Fieber, er sabbert und hat eine kloßige Stimme', 'de'],
    ['me duele mucho la garganta, tengo fiebre y no puedo abrir la boca', 'es'],
  ])(
    'look-alike: sore throat with drooling, muffled voice or trismus → emergency — %s (%s)',
    (text, lang) => {
      expect(urgency(text, lang)).toBeLessThanOrEqual(2);
    },
  );
});

describe('self-care conditions never outrank a systemic illness (ESI, NICE NG51 / NG143)', () => {
  it('nappy rash with a high fever and drowsiness keeps the sepsis reading', () => {
    expect(
      urgency('Mein Baby hat Windelausschlag und Fieber über 39 und ist sehr schläfrig', 'de'),
    ).toBeLessThanOrEqual(2);
  });
  it('teething with a high fever is not self-care (teething does not cause a fever)', () => {
    expect(urgency('my baby is teething and has a very high fever')).toBeLessThanOrEqual(4);
  });
  it('chickenpox with breathing difficulty is an emergency', () => {
    expect(urgency("my son has chickenpox and now he's very drowsy and struggling to breathe")).toBe(1);
  });
  it('memory loss with fever and new confusion keeps the emergency reading', () => {
    expect(
      urgency('Dad has been forgetful for months but today he has a fever and is confused'),
    ).toBeLessThanOrEqual(2);
  });
});

describe('context concepts offered to the engine for a known-reflux / simple-faint exception', () => {
  it.each<Case>([
    ['the burning comes on when I climb stairs', 'en'],
    ['brennt bei Belastung', 'de'],
    ['me arde al subir escaleras', 'es'],
    ['爬楼梯的时候胸口烧', 'zh'],
  ])('exertion is recognised — %s (%s)', (text, lang) => {
    expect(present(text, lang).has('exertional')).toBe(true);
  });
  it.each<Case>([
    ['I fainted at my blood test and came round straight away', 'en'],
    ['zemdlałam przy pobraniu krwi, od razu się ocknęłam', 'pl'],
  ])('a typical trigger and a full recovery are recognised — %s (%s)', (text, lang) => {
    const p = present(text, lang);
    expect(p.has('faint_trigger')).toBe(true);
    expect(p.has('full_recovery')).toBe(true);
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

describe('new headache at 50+ with scalp tenderness or jaw pain on chewing → same day (NICE CKS GCA)', () => {
  it.each<Case>([
    [
      "I'm 74, new headache for a week, my scalp is sore when I brush my hair and my jaw aches when I chew",
      'en',
    ],
    ['ich bin 72, seit einer Woche Kopfschmerzen an der Schläfe, die Kopfhaut tut weh beim Kämmen', 'de'],
    ['tengo 78 años, dolor de cabeza nuevo y me duele el cuero cabelludo al peinarme', 'es'],
  ])('%s (%s)', (text, lang) => {
    expect(urgency(text, lang)).toBe(3);
  });
  it('look-alike: a tension headache relieved by paracetamol stays self-care', () => {
    expect(urgency('headache after a long day at the office, paracetamol helped')).toBe(5);
  });
});

describe('more GP thresholds: bowel habit (NICE NG12), hoarseness (NICE CKS), LUTS (NICE CG97), erectile dysfunction', () => {
  it.each<Case>([
    ["I'm 62 and my bowel habit has changed, looser stools for 6 weeks", 'en'],
    ["mon transit a changé depuis 2 mois, j'ai 64 ans", 'fr'],
    ['ich bin seit 5 Wochen heiser und rauche', 'de'],
    ['夜中に何度もトイレに起きて、尿の勢いが弱いです。65歳です', 'ja'],
    ["I'm 58, getting up three times a night to pee and the flow is weak", 'en'],
    ['tengo disfunción eréctil desde hace meses', 'es'],
  ])('%s (%s)', (text, lang) => {
    expect(urgency(text, lang)).toBe(4);
  });
  it('look-alike: a voice lost after a concert is self-care', () => {
    expect(urgency('I lost my voice after shouting at the concert, otherwise fine')).toBe(5);
  });
});
