import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { applySafetyFloor, assessTranscript } from '../src/index.ts';
import { parseText } from '../src/nlp/parser.ts';
import { user } from './support/protocol.ts';

/**
 * ConText experiencer and hypothetical (Harkema et al. 2009; medspaCy): a finding in the scope of a
 * cue for another person's past event ("died of", "runs in the family"), for something not real (a
 * dream, a film, the news), for a question about a generic person or for a course, or for a clinician
 * or phone that does not answer, is not the patient's finding now (src/nlp/matcher.ts `notThePatient`,
 * words in src/lexicon/<lang>/cues.ts). A relative writing about the patient is the patient: their
 * present symptoms, a "what do I do" about "my …", real symptoms after a dream, stay emergencies.
 *
 * Each message is read as the chat reads it — the engine and its red-flag floor, the statistical
 * safety net off — once with the patient's language given to the floor (as the server does) and once
 * without (a short message whose language the floor cannot tell).
 */
type Case = [Language, string];

function urgencies(text: string, lang: Language): number[] {
  const messages = [user(text)];
  const engine = assessTranscript(messages, { patientLanguage: lang });
  return [
    applySafetyFloor(engine, messages, { safetyNet: false }).assessment.urgency,
    applySafetyFloor(engine, messages, { safetyNet: false, patientLanguage: lang }).assessment.urgency,
  ];
}
const present = (text: string, lang: Language) => [...parseText(text, lang).present];

const notRaised = (cases: Case[], min = 3, max = 5) =>
  it.each(cases)('[%s] %s', (lang, text) => {
    for (const u of urgencies(text, lang)) {
      expect(u, `${lang}: ${text}`).toBeGreaterThanOrEqual(min);
      expect(u, `${lang}: ${text}`).toBeLessThanOrEqual(max);
    }
  });
const staysEmergency = (cases: Case[], max = 2) =>
  it.each(cases)('[%s] %s', (lang, text) => {
    for (const u of urgencies(text, lang)) expect(u, `${lang}: ${text}`).toBeLessThanOrEqual(max);
  });

describe("a relative's past event is family history, not the patient's emergency", () => {
  // NICE CG181 / CKS CVD risk: a first-degree relative's premature heart disease is a reason for a
  // routine risk assessment (urgency 4), not a heart attack now.
  notRaised(
    [
      ['en', "my dad died of a heart attack at 52, I'm 45 and want a cholesterol check"],
      ['en', "my grandad passed away from a stroke, I'd like a blood pressure check"],
      ['en', 'strokes run in my family, can I get my blood pressure checked'],
      ['en', 'lost my mum to a heart attack last year, would like a health check'],
      ['fr', "mon père est mort d'une crise cardiaque à 50 ans, je voudrais faire un bilan de cholestérol"],
      ['es', 'mi padre murió de un infarto a los 50, quiero revisar mi colesterol'],
      ['de', 'mein Vater starb an einem Herzinfarkt, ich möchte meine Cholesterinwerte kontrollieren lassen'],
      ['it', 'mio padre è morto di infarto a 55 anni, vorrei controllare il colesterolo'],
      ['pt', 'meu pai morreu de infarto aos 50, quero fazer exame de colesterol'],
      ['pl', 'mój tata zmarł na zawał serca, chcę zbadać cholesterol'],
      ['ru', 'мой отец умер от инфаркта в 50 лет, хочу проверить холестерин'],
      ['tr', 'babam kalp krizinden öldü, kolesterolümü kontrol ettirmek istiyorum'],
      ['ar', 'أبي توفي بنوبة قلبية، أريد فحص الكوليسترول'],
      ['hi', 'मेरे पिताजी की मौत हार्ट अटैक से हुई, मैं कोलेस्ट्रॉल चेक करवाना चाहता हूँ'],
      ['zh', '我爸爸死于心脏病发作，我想查一下胆固醇'],
      ['ja', '父が心筋梗塞で亡くなったので、コレステロールを調べたいです'],
      ['ko', '아버지가 심장마비로 돌아가셨어요. 콜레스테롤 검사를 받고 싶어요'],
      ['is', 'pabbi dó úr hjartaáfalli, ég vil láta mæla kólesteról'],
    ],
    4,
    4,
  );

  // a family history said in passing, in a message about a cold or acne (self-care or a routine visit)
  notRaised(
    [
      ['en', 'heart disease runs in the family, I have a mild cold'],
      ['en', 'my brother has epilepsy, I want to ask about my acne'],
      ['es', 'los infartos son comunes en mi familia, tengo un resfriado'],
      ['fr', "les AVC sont fréquents dans la famille, j'ai un rhume"],
      ['de', 'Herzinfarkte liegen bei uns in der Familie, ich habe Schnupfen'],
      ['it', "l'infarto è di famiglia, ho il raffreddore"],
      ['pt', 'infarto é comum na família, estou resfriado'],
      ['pl', 'zawały są częste w mojej rodzinie, mam katar'],
      ['ru', 'инфаркты часто в нашей семье, у меня насморк'],
      ['tr', 'ailemde kalp krizi geçiren çok var, nezle oldum'],
      ['ar', 'الجلطات منتشرة في العيلة، عندي زكام'],
      ['hi', 'hamari family mein heart attack ki history thi, mujhe zukam hai'],
      ['zh', '我家族史有心脏病，我感冒了'],
      ['ja', '家族歴に心筋梗塞があります、風邪をひいています'],
      ['ko', '가족력으로 심장마비가 있어요, 감기에 걸렸어요'],
    ],
    4,
    5,
  );

  it('reads no heart attack of the patient in the family history', () => {
    expect(present('my dad died of a heart attack at 52', 'en')).not.toContain('heart_attack_suspected');
    expect(present('mi padre murió de un infarto', 'es')).not.toContain('heart_attack_suspected');
  });
});

describe('a dream is not a finding', () => {
  notRaised([
    ['en', "I had a nightmare that I couldn't breathe, woke up fine"],
    ['en', 'I dreamt I was bitten by a snake'],
    ['en', 'in my dream I was having a heart attack'],
    ['fr', "j'ai rêvé que je me faisais mordre par un serpent"],
    ['es', 'soñé que me mordía una serpiente'],
    ['de', 'ich habe geträumt, dass mich eine Schlange gebissen hat'],
    ['it', 'ho sognato che mi mordeva un serpente'],
    ['pt', 'sonhei que uma cobra me mordeu'],
    ['pl', 'śniło mi się, że ugryzł mnie wąż'],
    ['ru', 'мне приснилось, что меня укусила змея'],
    ['tr', 'rüyamda yılan ısırdı'],
    ['ar', 'حلمت ان ثعبان لدغني'],
    ['hi', 'सपने में साँप ने काट लिया'],
    ['zh', '我梦见被蛇咬了'],
    ['ja', '夢で蛇に噛まれた'],
    ['ko', '꿈에서 뱀에 물렸어요'],
    ['is', 'mig dreymdi að snákur beit mig'],
  ]);

  it('reads no snake bite in a dream of one', () => {
    expect(present('I dreamt I was bitten by a snake', 'en')).not.toContain('snake_bite');
    expect(present('夢で蛇に噛まれた', 'ja')).not.toContain('snake_bite');
  });
});

describe('a film, a series or the news is not a finding', () => {
  notRaised([
    ['en', "I watched a film where a man had a seizure and now I can't sleep"],
    ['en', 'saw on the news that a man had a heart attack at the gym, I have a cold'],
    ['fr', "j'ai vu un film où un homme faisait une crise d'épilepsie, maintenant je n'arrive pas à dormir"],
    ['es', 'vi una película donde un hombre tenía convulsiones y ahora no puedo dormir'],
    ['de', 'im Film hatte ein Mann einen Krampfanfall und jetzt kann ich nicht schlafen'],
    ['it', 'nel film un uomo aveva le convulsioni e ora non riesco a dormire'],
    ['pt', 'no filme um homem teve uma convulsão e agora não consigo dormir'],
    ['pl', 'w filmie mężczyzna miał napad padaczki i teraz nie mogę spać'],
    ['ru', 'в фильме у мужчины был приступ судорог, теперь не могу уснуть'],
    ['tr', 'filmde bir adam nöbet geçirdi, şimdi uyuyamıyorum'],
    ['ar', 'في فيلم رجل جاته نوبة صرع والحين ما اقدر انام'],
    ['hi', 'फिल्म में एक आदमी को दौरा पड़ा, अब मुझे नींद नहीं आ रही'],
    ['zh', '电影里一个人抽搐了，我现在睡不着'],
    ['ja', '映画で男の人がけいれん発作を起こしていて、眠れません'],
    ['ko', '영화에서 남자가 경련을 일으켰는데 잠을 못 자겠어요'],
  ]);

  it('keeps what is said of the patient after the film', () => {
    const p = present("I watched a film where a man had a seizure and now I can't sleep", 'en');
    expect(p).not.toContain('seizure');
    expect(p).toContain('insomnia');
  });
});

describe('a question about a generic person or for a course is not a finding', () => {
  // Resus Council UK / first-aid courses teach FAST and CPR: a learner's question is no emergency now.
  notRaised(
    [
      ['en', 'what should I do if someone is having a stroke? asking for my first aid course'],
      ['en', 'how do you know if someone is having a heart attack?'],
      ['fr', "que faire si quelqu'un fait un AVC ?"],
      ['es', '¿qué hago si alguien está teniendo un infarto?'],
      ['de', 'was tun, wenn jemand einen Schlaganfall hat?'],
      ['it', 'cosa fare se qualcuno ha un ictus?'],
      ['pt', 'o que fazer se alguém está tendo um AVC?'],
      ['pl', 'co zrobić, gdy ktoś ma udar?'],
      ['ru', 'что делать, если у человека инсульт?'],
      ['tr', 'birisi felç geçirirse ne yapmalıyım?'],
      ['ar', 'شو اعمل اذا حد عنده جلطة؟'],
      ['hi', 'अगर किसी को स्ट्रोक आए तो क्या करें?'],
      ['zh', '如果有人中风了该怎么办？'],
      ['ja', 'もし誰かが脳卒中になったらどうすればいいですか'],
      ['ko', '만약 누군가 뇌졸중이 오면 어떻게 해야 하나요?'],
      ['is', 'hvað á ég að gera ef einhver fær heilablóðfall?'],
    ],
    4,
    5,
  );
});

describe('a clinician or the phone that does not answer is no unresponsive patient', () => {
  notRaised([
    ['en', "the midwife isn't answering, I'm 34 weeks with a headache"],
    ['en', 'my GP is not responding, I have a sore throat'],
    ['fr', 'la sage-femme ne répond pas'],
    ['fr', 'le médecin répond pas, j’ai mal à la gorge'],
    ['es', 'el médico no contesta'],
    ['es', 'la matrona no responde y tengo dolor de cabeza'],
    ['it', 'il medico non risponde, ho mal di gola'],
    ['pt', 'a parteira não responde'],
    ['de', 'die Hebamme reagiert nicht, ich habe Kopfschmerzen'],
    ['ru', 'врач не отвечает, болит горло'],
    ['tr', 'doktor cevap vermiyor, boğazım ağrıyor'],
    ['ar', 'الطبيب لا يستجيب، عندي صداع'],
    ['hi', 'डॉक्टर जवाब नहीं दे रहे, गले में दर्द है'],
    ['pl', 'położna nie odpowiada'],
    ['zh', '医生不回复，我喉咙痛'],
    ['ja', '医者が電話に出ない、喉が痛い'],
    ['ko', '의사가 전화를 안 받아요, 목이 아파요'],
    ['is', 'læknirinn svarar ekki, ég er með hálsbólgu'],
  ]);

  it('reads no unconscious patient when the doctor does not answer', () => {
    expect(present('el médico no contesta', 'es')).not.toContain('unconscious');
    expect(present('la sage-femme ne répond pas', 'fr')).not.toContain('unconscious');
  });
});

describe('the same cues as people type them: no accents, typos, romanised Hindi and Arabic', () => {
  notRaised([
    ['en', 'i dremt i got bit by a snake'],
    ['en', 'had a nitemare i couldnt breath, woke up ok'],
    ['en', 'wat do u do if some1 is having a stroke?'],
    ['fr', "j'ai reve que je me faisais mordre par un serpent"],
    ['fr', 'la sage femme repond pas'],
    ['es', 'sone que me mordia una serpiente'],
    ['es', 'el medico no contesta'],
    ['de', 'ich habe getraeumt, dass mich eine Schlange gebissen hat'],
    ['tr', 'ruyamda yilan isirdi'],
    ['pl', 'snilo mi sie, ze ugryzl mnie waz'],
    ['pt', 'sonhei q uma cobra me mordeu'],
    ['it', 'ho sognato ke mi mordeva un serpente'],
    ['hi', 'sapne mein saanp ne kaat liya'],
    ['hi', 'papa ki death heart attack se hui, cholesterol check karwana hai'],
    ['ar', '7lmt en 7ayye 3adatni'],
    ['ar', 'el doctor ma byrod'],
  ]);
});

describe("another language's look-alike of a cue is no cue", () => {
  staysEmergency(
    [
      // normalised Turkish "öldü" (died) is "oldu" (happened): without the ablative it is a heart attack now
      ['tr', 'babam kalp krizi oldu'],
      ['tr', 'babamın kalp krizi oldu, nefes alamıyor'],
      // German "verschieden" is "different", not "deceased"
      ['de', 'starke Brustschmerzen, verschieden stark, mit Atemnot und kaltem Schweiß'],
      // English "do ur" is not Icelandic "dó úr" (died of)
      ['en', "what do ur lips look like? my baby's lips are blue and he isn't breathing"],
      // a clinician who speaks, not who does not answer
      ['en', 'my gp said it is not serious but my baby is not responding'],
      ['es', 'el médico dice que no responde, mi hijo no se despierta'],
      ['fr', 'le médecin est là, mon mari ne répond plus'],
    ],
    1,
  );
});

describe("a relative's present symptoms stay the patient's emergency", () => {
  staysEmergency([
    ['en', 'my dad is having chest pain right now'],
    ['en', 'my dad had a heart attack this morning and is still in pain'],
    ['en', 'my brother has epilepsy and he is having a seizure now'],
    ['fr', 'mon père a une douleur thoracique maintenant'],
    ['fr', 'mon père a fait une crise cardiaque ce matin'],
    ['es', 'mi padre tiene dolor en el pecho ahora'],
    ['de', 'mein Vater hat gerade Brustschmerzen'],
    ['de', 'mein Vater hat heute morgen einen Herzinfarkt gehabt'],
    ['it', 'mio padre ha dolore al petto adesso'],
    ['pt', 'meu pai está com dor no peito agora'],
    ['pl', 'mój tata ma teraz ból w klatce piersiowej'],
    ['pl', 'mój tata miał dziś rano zawał serca'],
    ['ru', 'у моего папы сейчас боль в груди'],
    ['ru', 'у папы сегодня утром инфаркт'],
    ['tr', 'babamın şu an göğüs ağrısı var'],
    ['tr', 'babam bu sabah kalp krizi geçirdi'],
    ['ar', 'ابوي عنده الم في الصدر الحين'],
    ['ar', 'ابوي جاته جلطة قلبية الصبح'],
    ['hi', 'मेरे पापा के सीने में अभी दर्द हो रहा है'],
    ['hi', 'पापा को आज सुबह हार्ट अटैक आया'],
    ['zh', '我爸爸现在胸口痛'],
    ['zh', '我爸爸今天早上心脏病发作了'],
    ['ja', '父が今胸が痛いと言っています'],
    ['ja', '父が今朝心筋梗塞を起こしました'],
    ['ko', '아빠가 지금 가슴이 아프대요'],
    ['ko', '아버지가 오늘 아침 심장마비가 왔어요'],
    ['is', 'pabbi er með brjóstverk núna'],
  ]);
});

describe("a family history beside the patient's own symptoms now leaves those symptoms an emergency", () => {
  staysEmergency([
    ['en', 'my dad died of a heart attack and now I have crushing chest pain and sweating'],
    ['es', 'mi padre murió de un infarto y ahora tengo un dolor opresivo en el pecho y sudo mucho'],
    ['fr', "mon père est mort d'une crise cardiaque et maintenant j'ai une douleur thoracique écrasante"],
    ['de', 'mein Vater starb an einem Herzinfarkt und jetzt habe ich starke Brustschmerzen und Atemnot'],
    ['it', 'mio padre è morto di infarto e ora ho un dolore al petto fortissimo e sudo freddo'],
    ['pt', 'meu pai morreu de infarto e agora estou com uma dor no peito muito forte e suando frio'],
    ['pl', 'mój tata zmarł na zawał, a teraz mam silny ból w klatce piersiowej i duszność'],
    ['ru', 'мой отец умер от инфаркта, а сейчас у меня сильная давящая боль в груди'],
    ['tr', 'babam kalp krizinden öldü, şimdi benim göğsümde çok şiddetli ağrı var'],
    ['ar', 'ابوي توفي بجلطة والحين عندي الم شديد في صدري وعرق'],
    ['zh', '我爸爸死于心脏病，现在我胸口剧痛出冷汗'],
    ['ja', '父は心筋梗塞で亡くなりましたが、今私は胸がすごく痛くて冷や汗が出ています'],
    ['ko', '아버지가 심장마비로 돌아가셨는데 지금 제가 가슴이 너무 아프고 식은땀이 나요'],
    ['hi', 'पापा की मौत हार्ट अटैक से हुई थी, अब मेरे सीने में बहुत तेज़ दर्द है'],
  ]);
});

describe('"what do I do" about my own person stays an emergency', () => {
  staysEmergency(
    [
      ['en', "my baby isn't breathing what do I do"],
      ['en', "what do I do if my baby isn't breathing"],
      ['en', 'what should I do? my mum is having a stroke, her face is drooping'],
      ['fr', 'mon bébé ne respire plus, que faire ?'],
      ['fr', 'que faire si mon bébé ne respire plus'],
      ['es', '¿qué hago? mi bebé no respira'],
      ['es', 'qué hago si mi bebé no respira'],
      ['de', 'was soll ich tun, mein Baby atmet nicht'],
      ['it', 'cosa faccio, il mio bambino non respira'],
      ['it', 'cosa faccio se il mio bambino non respira'],
      ['pt', 'o que eu faço, meu bebê não está respirando'],
      ['pt', 'o que fazer se meu bebê não respira'],
      ['pl', 'co robić, moje dziecko nie oddycha'],
      ['pl', 'co zrobić, jeśli moje dziecko nie oddycha'],
      ['ru', 'что делать, мой ребенок не дышит'],
      ['ru', 'что делать если мой ребенок не дышит'],
      ['tr', 'ne yapmalıyım bebeğim nefes almıyor'],
      ['ar', 'شو اعمل، طفلي ما يتنفس'],
      ['hi', 'क्या करूँ, मेरा बच्चा सांस नहीं ले रहा'],
      ['zh', '怎么办，我的宝宝没有呼吸了'],
      ['ja', 'どうしよう、赤ちゃんが息をしていない'],
      ['ko', '어떻게 해요 아기가 숨을 안 쉬어요'],
      ['is', 'hvað á ég að gera, barnið andar ekki'],
    ],
    1,
  );
  staysEmergency([
    ['en', 'asking for a friend who took 30 paracetamol'],
    ['es', 'pregunto por una amiga que se tomó 30 paracetamoles'],
    ['fr', 'je demande pour un ami qui a pris 30 paracétamols'],
    ['de', 'ich frage für einen Freund, der 30 Paracetamol genommen hat'],
  ]);
});

describe('real symptoms after a dream or a film stay an emergency', () => {
  staysEmergency([
    ['en', "I woke from a dream and now I can't breathe"],
    ['en', 'I had a nightmare and woke up with crushing chest pain'],
    ['en', 'woke up from a nightmare unable to breathe'],
    ['en', 'I was watching a film and suddenly got crushing chest pain'],
    ['en', 'in the cinema I had crushing chest pain'],
    ['en', "I'm scared after watching the news, my chest is crushing and I can't breathe"],
    ['fr', "je me suis réveillé d'un cauchemar et maintenant je n'arrive plus à respirer"],
    ['fr', "je regardais un film et d'un coup j'ai eu une douleur thoracique écrasante"],
    ['es', 'me desperté de una pesadilla y ahora no puedo respirar'],
    ['es', 'estaba viendo una película y de repente me dio un dolor fuerte en el pecho'],
    ['it', 'mi sono svegliato da un incubo e ora non riesco a respirare'],
    ['pt', 'acordei de um pesadelo e agora não consigo respirar'],
    ['pl', 'obudziłem się z koszmaru i teraz nie mogę oddychać'],
    ['ru', 'проснулся после кошмара и теперь не могу дышать'],
    ['tr', 'kabusla uyandım ve şimdi nefes alamıyorum'],
    ['ar', 'صحيت من كابوس والحين ما اقدر اتنفس'],
    ['hi', 'बुरे सपने से जागा और अब सांस नहीं ले पा रहा'],
    ['zh', '我做噩梦醒来，现在喘不上气'],
    ['ja', '悪夢で目が覚めて、今息ができない'],
    ['ko', '악몽을 꾸고 깼는데 지금 숨을 못 쉬겠어요'],
  ]);
});

describe('"as if someone" is a description of the patient, not a generic person', () => {
  staysEmergency([
    ['en', "it feels as if someone is sitting on my chest and I'm sweating"],
    ['es', 'siento como si alguien estuviera sentado sobre mi pecho y estoy sudando muchísimo'],
    ['fr', "c'est comme si quelqu'un était assis sur ma poitrine, je transpire"],
    ['it', 'è come se qualcuno fosse seduto sul mio petto e sudo tantissimo'],
    ['pt', 'é como se alguém estivesse sentado no meu peito e estou suando muito'],
    ['ar', 'ما ابغى اعيش، راح اخذ كل الحبوب'],
  ]);
});

describe("the cues' look-alikes leave the patient's emergency alone", () => {
  staysEmergency([
    ['en', "I've lost my ability to speak and my arm is weak"],
    ['en', 'I was watching a video on youtube and suddenly lost vision in one eye'],
    ['en', 'in case anyone reads this I took 40 pills'],
    ['en', "I nearly died of an asthma attack last night and still can't breathe"],
    ['en', "it was a nightmare that I couldn't breathe all night, still struggling to breathe"],
    ['en', 'late for my class and collapsed, crushing chest pain'],
    ['it', 'mi è mancato per un attimo il respiro e ho un dolore al petto fortissimo'],
    // "во сне", "we śnie", "睡梦中", "en el sueño": in sleep, not in a dream
    ['ru', 'ребенок перестал дышать во сне'],
    ['pl', 'dziecko przestało oddychać we śnie'],
    ['zh', '宝宝睡梦中突然不呼吸了'],
    ['es', 'en el sueño dejó de respirar y está morado'],
    // watching a film or playing a game when it began
    ['zh', '看电影的时候突然胸口剧痛'],
    ['ja', 'ゲームで遊んでいたら急に胸が痛くなった'],
    ['ko', '게임에 집중하다가 갑자기 가슴이 아파요'],
    ['hi', 'game mein tha aur achanak seene mein bahut dard'],
    ['ar', 'كنت اتفرج على فيلم وفجأة الم شديد في صدري'],
    // with the family around, not in the family history
    ['pt', 'meu pai desmaiou na frente da família e não acorda'],
    ['it', 'mio padre è svenuto a cena in famiglia e non si sveglia'],
  ]);

  it('keeps the sudden onset said after a film or a game', () => {
    expect(present('ゲームで遊んでいたら急に胸が痛くなった', 'ja')).toContain('sudden_onset');
    expect(present('I was watching a video on youtube and suddenly lost vision in one eye', 'en')).toContain(
      'vision_loss',
    );
  });
});

describe('a relative who does not answer is an unresponsive patient', () => {
  staysEmergency(
    [
      ['en', "my dad isn't answering and he's not breathing"],
      ['en', 'the doctor said my baby is not responding'],
      ['fr', 'mon père ne répond plus'],
      ['fr', 'que faire, mon mari ne répond plus'],
      ['es', 'mi padre no contesta'],
      ['es', 'mi marido no responde, qué hago'],
      ['it', 'mio padre non risponde'],
      ['it', 'mio marito non risponde più'],
      ['pt', 'meu pai não responde'],
      ['de', 'mein Vater reagiert nicht'],
      ['de', 'mein Mann reagiert nicht mehr'],
      ['pl', 'tata nie odpowiada'],
      ['pl', 'mój mąż nie odpowiada'],
      ['ru', 'папа не отвечает'],
      ['ru', 'муж не отвечает и не дышит'],
      ['tr', 'babam cevap vermiyor'],
      ['tr', 'kocam tepki vermiyor'],
      ['ar', 'زوجي لا يستجيب'],
      ['hi', 'पापा जवाब नहीं दे रहे'],
      ['hi', 'मेरे पति जवाब नहीं दे रहे'],
      ['ja', '夫が反応しない'],
      ['ko', '남편이 반응이 없어요'],
    ],
    1,
  );
});

describe('a carer telling who the patient is: a lifelong difficulty speaking is no stroke today (NICE NG128: a new deficit)', () => {
  it.each([
    ['en', "my brother is autistic and can't talk, he has had a runny nose and a cough for 2 days, eating fine"],
    ['es', 'mi hijo tiene autismo y no puede hablar, tiene mocos desde hace 2 días'],
    ['de', 'mein Sohn hat Autismus und kann nicht sprechen, er hat seit gestern Schnupfen'],
    ['fr', "ma fille est autiste et ne parle pas, elle a le nez qui coule depuis 2 jours"],
    ['pl', 'mój syn ma autyzm i nie mówi, od wczoraj ma katar'],
    ['ru', 'у сына аутизм, он не говорит, со вчера насморк'],
    ['ko', '아들이 자폐가 있어서 원래 말을 못해요, 어제부터 콧물이 나요'],
  ] as Case[])('[%s] %s → not a stroke', (lang, text) => {
    for (const u of urgencies(text, lang)) expect(u).toBeGreaterThan(2);
  });

  it('a sudden loss of speech, a face or an arm in the same person is still 112', () => {
    for (const u of urgencies('my son is autistic, since this morning he suddenly cannot talk', 'en')) expect(u).toBe(1);
    for (const u of urgencies('my son is autistic, today his face is drooping on one side', 'en')) expect(u).toBe(1);
  });
});
