import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { urgency } from './fixtures/urgency.ts';
import { parseText } from '../src/nlp/parser.ts';

/**
 * Self-care complaints that were sent to a doctor or an emergency because a word was misread (a
 * spoken negation, a burning read as a skin burn or a smoker, a tight head as a tight chest), and the
 * painful red eye and the burning chest that a lay person tells in everyday words. The sentences are
 * our own.
 */
const read = (lang: Language, text: string) => parseText(text, lang);

type Case = [Language, string];

describe('NICE CKS red eye: a red eye that hurts is seen the same day, an itchy sticky one is self-care', () => {
  it.each([
    ['en', 'my eye is red and painful'],
    ['fr', "j'ai l'oeil rouge et ça fait mal"],
    ['de', 'mein Auge ist rot und tut weh'],
    ['es', 'tengo el ojo rojo y me duele mucho'],
    ['it', "ho l'occhio rosso e mi fa male"],
    ['pt', 'meu olho está vermelho e dói'],
    ['ru', 'глаз покраснел и болит'],
    ['tr', 'gözüm kızardı ve ağrıyor'],
    ['ja', '目が赤くて痛い'],
    ['zh', '眼睛很红很痛'],
    ['ko', '눈이 빨갛고 아파요'],
    ['ar', 'عيني حمراء وتوجعني'],
    ['hi', 'आंख लाल है और दर्द हो रहा है'],
  ] as Case[])('[%s] %s → same day', (lang, text) => {
    expect(read(lang, text).present.has('eye_pain')).toBe(true);
    expect(urgency(lang, text)).toBe(3);
  });

  it.each([
    ['en', 'I have a stye on my eyelid, a bit painful'],
    [
      'fr',
      "J'ai l'oeil droit tout rouge, ça colle au réveil. Ça gratte mais ça fait pas mal, je vois bien, la lumière me dérange pas.",
    ],
    ['es', 'tengo el ojo derecho muy rojo y me pica, no me duele'],
    ['de', 'mein Aug ist ganz rot und juckt, tut nicht weh'],
    ['tr', 'gözüm kızardı, ağrı yok, görmem normal, ışık rahatsız etmiyor'],
  ] as Case[])('[%s] %s → not an eye emergency', (lang, text) => {
    expect(read(lang, text).present.has('eye_pain')).toBe(false);
    expect(urgency(lang, text)).toBeGreaterThanOrEqual(4);
  });
});

describe('a pain behind the eyes with a headache is the headache', () => {
  it('is self-care with no red flag', () => {
    expect(urgency('en', 'headache with pain behind my eyes')).toBe(5);
  });
});

describe('NICE CKS dyspepsia: a burning behind the breastbone after meals under 50 is heartburn', () => {
  it.each([
    ['en', "burning behind my breastbone after eating, I'm 28"],
    ['de', 'Brennen hinter dem Brustbein nach dem Essen, ich bin 35'],
    ['fr', "brûlure derrière le sternum après les repas, j'ai 35 ans"],
    ['es', 'ardor detrás del esternón después de comer, tengo 35 años'],
    ['it', 'bruciore dietro lo sterno dopo mangiato, ho 35 anni'],
    ['pt', 'queimação atrás do esterno depois de comer, tenho 35 anos'],
    ['ru', 'жжение за грудиной после еды, мне 35 лет'],
    ['pl', 'pali mnie za mostkiem po jedzeniu, mam 35 lat, nie chudnę, nie wymiotuję'],
    ['tr', 'yemekten sonra göğsümde yanma var, 35 yaşındayım'],
    ['ar', 'حرقة في صدري بعد الأكل، عمري 35 سنة'],
    ['ko', '밥 먹고 나면 가슴이 타는 것 같아요. 35살이에요'],
  ] as Case[])('[%s] %s → pharmacy', (lang, text) => {
    expect(read(lang, text).present.has('heartburn')).toBe(true);
    expect(urgency(lang, text)).toBe(5);
  });

  it('older, sweating, spreading to the arm, or of unknown age, the burning chest is not self-care', () => {
    expect(urgency('en', "burning behind my breastbone after eating, I'm 62")).toBeLessThanOrEqual(2);
    expect(urgency('en', "burning in my chest after meals and sweating, I'm 40")).toBe(1);
    expect(urgency('en', 'burning chest pain spreading to my left arm')).toBe(1);
    expect(urgency('ar', 'عندي حرقة في صدري')).toBeLessThanOrEqual(2);
    expect(urgency('de', 'brennender Schmerz in der Brust, ich bin 70, schwitze')).toBe(1);
  });

  it('a burn of the chest is not a burn of the skin, a burn of the hand still is', () => {
    expect(read('fr', "brûlure derrière le sternum après les repas, j'ai 35 ans").present.has('burn')).toBe(
      false,
    );
    expect(read('fr', 'je me suis fait une brûlure à la main avec le four').present.has('burn')).toBe(true);
  });

  it('"pali mnie" (it burns me) is no smoker; "palę papierosy" is', () => {
    expect(read('pl', 'pali mnie za mostkiem po jedzeniu').present.has('smoker')).toBe(false);
    expect(read('pl', 'palę papierosy od 20 lat').present.has('smoker')).toBe(true);
  });
});

describe('a negation the way people speak it', () => {
  it('spoken French drops the "ne": a "pas" closing the clause denies the finding before it', () => {
    expect(read('fr', 'la lumière me dérange pas').present.has('photophobia')).toBe(false);
    expect(read('fr', 'la lumière me dérange, pas de fièvre').present.has('photophobia')).toBe(true);
    expect(read('fr', "j'ai pas mal de fièvre").present.has('fever')).toBe(true);
  });

  it('Turkish "rahatsız etmiyor" (does not bother) denies the finding', () => {
    expect(read('tr', 'ışık rahatsız etmiyor').present.has('photophobia')).toBe(false);
    expect(read('tr', 'ışık çok rahatsız ediyor').present.has('photophobia')).toBe(true);
  });

  it('Korean "안" before the verb: the lips are not swollen', () => {
    expect(
      read('ko', '입술이나 혀, 눈은 안 부었고 숨쉬는 거 완전 괜찮아요').present.has('lip_face_swelling'),
    ).toBe(false);
    expect(read('ko', '입술이 퉁퉁 부었어요').present.has('lip_face_swelling')).toBe(true);
  });

  it('Arabic "النزيف عادي مو كثير" (normal, not heavy) is no heavy bleeding; "نزيف كثير" is', () => {
    expect(read('ar', 'النزيف عادي مو كثير').present.has('heavy_bleeding')).toBe(false);
    expect(read('ar', 'نزيف مش كثير').present.has('heavy_bleeding')).toBe(false);
    expect(read('ar', 'نزيف كثير ما يوقف').present.has('heavy_bleeding')).toBe(true);
  });
});

describe('a tight head, a bloated belly', () => {
  it('Japanese "頭がギューっと締め付けられる" is a tension-type headache, not the heart', () => {
    const text =
      '夕方になると頭がギューっと締め付けられる感じ。市販の痛み止めで治るし、吐き気もないし、見え方も普通。';
    expect(read('ja', text).present.has('cardiac_quality')).toBe(false);
    expect(read('ja', text).present.has('headache')).toBe(true);
    expect(urgency('ja', '胸が締め付けられる')).toBeLessThanOrEqual(2);
  });

  it('NICE CKS constipation: bloated but passing wind, no vomiting, is not an obstruction', () => {
    expect(
      urgency(
        'tr',
        '3 gündür tuvalete çıkamadım, karnım biraz şişkin ama ağrım yok, kusma yok, gaz çıkarabiliyorum',
      ),
    ).toBe(5);
    expect(urgency('en', 'constipated 4 days, a bit bloated, passing wind, no pain')).toBe(5);
    expect(
      urgency(
        'en',
        "my belly is swollen and hard, I keep vomiting and haven't pooed or passed wind for 2 days",
      ),
    ).toBeLessThanOrEqual(2);
  });
});

describe('NHS: muscles that ache after unaccustomed exercise are self-care; with dark urine, an emergency', () => {
  it.each([
    ['en', 'first time at the gym in years yesterday, today my thighs are so sore going downstairs'],
    ['de', 'war gestern das erste mal seit jahren im fitnessstudio, heute tun oberschenkel und po mega weh'],
    ['hi', 'कल पहली बार जिम में लेग डे किया, आज दोनों जांघों में बहुत दर्द है'],
    ['es', 'ayer fui al gimnasio por primera vez y hoy me duelen muchísimo las piernas'],
    ['fr', "hier première séance de sport depuis longtemps, aujourd'hui j'ai mal aux cuisses"],
    ['it', 'ieri primo allenamento in palestra, oggi mi fanno male le gambe'],
    ['pt', 'fui à academia ontem pela primeira vez, hoje as coxas doem muito'],
    ['ru', 'вчера впервые сходил в спортзал, сегодня болят ноги'],
    ['pl', 'wczoraj pierwszy raz na siłowni, dziś bolą mnie nogi'],
    ['tr', 'dün ilk kez spor salonuna gittim, bugün bacaklarım çok ağrıyor'],
  ] as Case[])('[%s] %s → self-care', (lang, text) => {
    expect(read(lang, text).present.has('muscle_soreness')).toBe(true);
    expect(urgency(lang, text)).toBe(5);
  });

  it('with cola-coloured urine it is rhabdomyolysis until shown otherwise (2); a calf on the pill keeps its DVT rule', () => {
    expect(urgency('ru', 'болят мышцы ног после тренировки, моча темная как кола')).toBe(2);
    expect(urgency('en', 'my legs are sore after the gym yesterday, urine dark brown')).toBe(2);
    expect(urgency('en', "calf pain after running, I'm on the pill")).toBeLessThanOrEqual(2);
  });
});

describe('what a self-care skin or eye complaint says of its other places', () => {
  it('a child with chickenpox whose eyes are fine is no shingles near the eye (NICE CKS chickenpox)', () => {
    expect(
      urgency(
        'zh',
        '孩子5岁，出水痘第三天了，身上很多小水泡，很痒。精神很好，吃饭喝水都正常，没发烧，眼睛和呼吸都没问题。',
      ),
    ).toBe(5);
  });

  it("pus from a sticky red eye is the eye's discharge, not an infected skin (NICE CKS conjunctivitis)", () => {
    const text =
      "J'ai l'oeil droit tout rouge depuis hier matin, ça colle au réveil, un peu de pus jaune. Ça gratte mais ça fait pas mal, je vois bien.";
    expect(urgency('fr', text)).toBe(5);
  });

  it('a friction blister from new shoes, in Mexican Spanish and Moroccan Arabizi, is self-care', () => {
    expect(
      urgency(
        'es',
        'me salió una ampolla en el talón por los tenis nuevos, no está roja, no tiene pus, no tengo fiebre',
      ),
    ).toBe(5);
    expect(urgency('ar', 'slm, dert wa7d l-ampoula f rjli mn sbbat jdid, fiha lma, ma7mrach')).toBe(5);
  });

  it('Arabic period pain told as cramps "من الدورة" is period pain (NICE CKS dysmenorrhoea)', () => {
    expect(read('ar', 'أول يومين من الدورة يجيها مغص أسفل البطن').present.has('period_pain')).toBe(true);
  });

  it('Korean: every item of a list before "없어요" is denied, the last one read by its phrase of absence', () => {
    const f = read('ko', '진물이나 열은 없고 당뇨도 없어요');
    expect(f.present.has('skin_infected')).toBe(false);
    expect(f.negated.has('fever')).toBe(true);
    expect(read('ko', '열은 38도예요').present.has('fever')).toBe(true);
    expect(read('ko', '열심히 일했어요').present.has('fever')).toBe(false);
  });
});

describe('words that looked like an emergency and were not', () => {
  it('Icelandic "síðustu blæðingar" is the last period, not a bleed in pregnancy', () => {
    const text =
      'ég held ég sé ólétt, jákvætt heimapróf í gær, síðustu blæðingar byrjuðu fyrir um 6 vikum, enginn verkur';
    expect(read('is', text).present.has('bleeding')).toBe(false);
    expect(urgency('is', text)).toBe(4);
    expect(urgency('is', 'ég er ólétt og það er blæðing')).toBeLessThanOrEqual(2);
  });

  it('a stroke a neighbour warns of ("а то будет инсульт") is feared, not told; the pressure is read', () => {
    const text =
      'померила давление, он показал 165 на 95. Голова не болит. Соседка говорит, надо вызывать скорую, а то будет инсульт';
    expect(read('ru', text).present.has('stroke_suspected')).toBe(false);
    expect(read('ru', text).vitals.systolic).toBe(165);
    expect(urgency('ru', text)).toBeGreaterThanOrEqual(3);
  });

  it('a blood pressure written in words is read where a pressure is named, not any "30 over 20"', () => {
    expect(read('en', 'my blood pressure was 190 over 115').vitals.systolic).toBe(190);
    expect(read('de', 'Blutdruck 165 zu 95').vitals.diastolic).toBe(95);
    expect(read('en', 'I walked 30 over 20 minutes').vitals.systolic).toBeUndefined();
  });

  it('"dard ki goli kha li" (took a painkiller) is no overdose; many tablets swallowed still are', () => {
    expect(read('hi', 'ungli kat gayi, dard ki goli kha li hai').present.has('overdose')).toBe(false);
    expect(read('hi', 'usne saari goliyan kha li').present.has('overdose')).toBe(true);
  });

  it('Italian "pettinarsi" (combing the hair) is not the chest; "mi fa male il petto" is', () => {
    expect(read('it', 'le fa male pettinarsi da quel lato').present.has('chest_pain')).toBe(false);
    expect(read('it', 'mi fa male il petto').present.has('chest_pain')).toBe(true);
  });

  it('French "elle rentre quand je suis couché" (a groin lump going back in) is no chest recession; the lump is read', () => {
    const text =
      "j'ai une bosse dans l'aine à droite, elle sort quand je tousse et elle rentre quand je suis couché";
    expect(read('fr', text).present.has('chest_recession')).toBe(false);
    expect(urgency('fr', text)).toBe(4);
  });

  it('a painless lump "am Hoden" is a GP appointment (NICE NG12), a painful testicle an emergency', () => {
    expect(
      urgency('de', 'seit 3 Wochen eine kleine harte Stelle am linken Hoden, tut nicht weh, kein Fieber'),
    ).toBe(4);
    expect(urgency('de', 'seit einer Stunde starke Hodenschmerzen links')).toBeLessThanOrEqual(2);
  });

  it('a loin "do lado direito embaixo da costela" with fever and burning urine is pyelonephritis, not appendicitis', () => {
    const text =
      'dor pra fazer xixi faz 3 dias, agora febre 38,5, calafrio e dor nas costas do lado direito embaixo da costela';
    expect(read('pt', text).present.has('rlq')).toBe(false);
    expect(urgency('pt', text)).toBe(3);
  });

  it('a lump is read in everyday words and is a GP appointment, a bump after a knock self-care', () => {
    expect(read('es', 'me salió una bolita en el cuello hace un mes').present.has('lump')).toBe(true);
    expect(read('pt', 'tenho um caroço no seio').present.has('lump')).toBe(true);
    expect(read('ru', 'нащупала уплотнение в груди').present.has('lump')).toBe(true);
    expect(
      urgency('de', 'ich habe eine Beule am Kopf nach dem Sturz, sonst geht es mir gut'),
    ).toBeGreaterThanOrEqual(4);
  });
});

describe('what the patient says in the third person or of a bleed that stopped', () => {
  it('NICE CKS giant cell arteritis: "le fa male pettinarsi" and a jaw that hurts chewing, at 72, same day', () => {
    const text =
      'mia madre ha 72 anni, da una settimana ha un mal di testa nuovo sulla tempia destra, le fa male pettinarsi da quel lato';
    expect(read('it', text).present.has('gca_features')).toBe(true);
    expect(read('es', 'a mi madre le duele al peinarse').present.has('gca_features')).toBe(true);
  });

  it('Icelandic "blæðingin stoppaði eftir 10 mínútur" is a bleed that stopped', () => {
    expect(
      read('is', 'blæðingin stoppaði eftir að ég hélt fast á honum í 10 mínútur').present.has(
        'bleeding_stopped',
      ),
    ).toBe(true);
  });
});

describe('a complaint the engine does not read stays a GP appointment whatever is denied beside it', () => {
  it('"Mein Kind ist komisch. Kein Fieber, kein Ausschlag." is not self-care', () => {
    expect(urgency('de', 'Mein Kind ist komisch. Kein Fieber, kein Ausschlag.')).toBe(4);
  });

  it('a complaint told as over, or a sore throat or blocked ears in everyday words, is still read', () => {
    expect(urgency('is', 'blóðnasir í morgun, hætti eftir 5 mínútur, líður vel')).toBe(5);
    expect(read('ar', 'عندي التهاب في الحلق من امبارح').present.has('sore_throat')).toBe(true);
    expect(read('en', "ears feel blocked, think it's wax").present.has('earwax')).toBe(true);
  });

  it('Italian "ha 78 anni" is an age; Portuguese "há 3 anos" a time', () => {
    expect(read('it', 'mio padre ha 78 anni, febbre alta e brividi').ageYears).toBe(78);
    expect(read('pt', 'tenho dor nas costas há 3 anos').ageYears).toBeUndefined();
  });
});

describe('self-care complaints in everyday words that must be read to be self-care', () => {
  it.each([
    [
      'ar',
      'في رمضان بعد السحور يجيني حرقان في الصدر شوي، خصوصا لما آكل مقلي. ما في قيء، وزني ما تغير. عمري 33',
    ],
    ['ar', 'salam, 3ande zekem min 3 iyyem, manakhiri btenzel, ma fi 7arara, 3omri 25'],
    ['hi', 'होंठ के कोने पर फिर से छाले हो गए, झुनझुनी के बाद। बुखार नहीं।'],
  ] as Case[])('[%s] %s → self-care', (lang, text) => {
    expect(urgency(lang, text)).toBe(5);
  });

  it('Arabic "عمري 33" is an age; a burning chest at 60 with sweating is still an emergency', () => {
    expect(read('ar', 'عمري 33').ageYears).toBe(33);
    expect(urgency('ar', 'حرقان في الصدر وعرق، عمري 60')).toBe(1);
  });

  it('Korean "머리가 띠 두른 것처럼 조여요" (a band round the head) is a headache', () => {
    expect(read('ko', '며칠째 머리가 띠 두른 것처럼 조여요').present.has('headache')).toBe(true);
  });
});
