import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assess, flags, present, urgency } from './support/protocol.ts';

/**
 * Time-critical emergencies in everyday words of every language: each concept is read from the
 * words people write (street names, "pupils like pinheads", "zrenice jak szpilki"), with look-alikes
 * that must not be raised (a prescribed medicine's side effect, a programme question, another
 * meaning of the word). Messages written for this test from the guidance cited in each block.
 */
type Case = [Language, string];
type Flagged = [Language, string, string];

describe('opioid toxicity (Resuscitation Council UK; UKHSA / TOXBASE; naloxone) → 1', () => {
  it.each([
    ['en', "my mate did some fent and he's nodding out", 'opioid_toxicity'],
    ['en', 'she took oxy and her pupils are like pinheads', 'opioid_toxicity'],
    ['en', 'pinpoint pupils and very drowsy, found him on the bathroom floor', 'pinpoint_pupils_drowsy'],
    ['en', 'he was sipping lean all night and now he keeps gouching', 'opioid_toxicity'],
    ['is', 'hann tók heróín og sjáöldrin eru pínulítil', 'opioid_toxicity'],
    ['pl', 'wziął herę, źrenice jak szpilki', 'opioid_toxicity'],
    ['pl', 'brat wziął fentanyl i odpływa', 'opioid_toxicity'],
    ['es', 'se metió heroína y tiene las pupilas como puntitos', 'opioid_toxicity'],
    ['es', 'tomó fentanilo y está cabeceando', 'opioid_toxicity'],
    ['fr', "il a pris de l'héroïne, il pique du nez", 'opioid_toxicity'],
    ['fr', "pupilles en tête d'épingle et il est très somnolent", 'pinpoint_pupils_drowsy'],
    ['de', 'er hat Heroin genommen und nickt ständig ein', 'opioid_toxicity'],
    ['de', 'Pupillen stecknadelkopfgroß nach Methadon', 'opioid_toxicity'],
    ['it', 'ha preso eroina e ha le pupille a capocchia di spillo', 'opioid_toxicity'],
    ['pt', 'tomou heroína e está com as pupilas como pontinhos', 'opioid_toxicity'],
    ['ru', 'укололся героином, зрачки точки', 'pinpoint_pupils_drowsy'],
    ['ru', 'после метадона втыкает и не отвечает толком', 'opioid_toxicity'],
    ['tr', 'eroin kullandı, göz bebekleri iğne ucu gibi', 'opioid_toxicity'],
    ['zh', '他吸了海洛因，瞳孔针尖一样', 'opioid_toxicity'],
    ['zh', '吃了很多曲马多，一直打瞌睡', 'opioid_toxicity'],
    ['ja', 'ヘロインを使って瞳孔がすごく小さい', 'opioid_toxicity'],
    ['ja', 'オキシコドンを飲んでこっくりこっくりしている', 'opioid_toxicity'],
    ['ko', '펜타닐 하고 나서 동공이 바늘 끝처럼 작아요', 'opioid_toxicity'],
    ['ko', '트라마돌 먹고 꾸벅꾸벅 졸아요', 'opioid_toxicity'],
    ['ar', 'أخد هيروين وبؤبؤ عينه زي راس الدبوس', 'opioid_toxicity'],
    ['ar', 'أخد ترامادول كتير وراسه بيطيح', 'opioid_toxicity'],
    ['hi', 'usne chitta liya aur putli sui ki nok jaisi ho gayi', 'opioid_toxicity'],
    ['hi', 'smack li aur baat karte karte so raha hai', 'opioid_toxicity'],
  ] as Flagged[])('[%s] %s → %s', (lang, text, id) => {
    expect(flags(text)).toContain(id);
    expect(urgency(text, lang)).toBe(1);
  });

  it.each([
    ['en', "I was prescribed tramadol and I'm constipated, is that normal?"],
    ['en', "I'm on the methadone programme, can I change my pickup day?"],
    ['en', 'tramadol makes me drowsy, is that normal?'],
    ['en', 'he got a smack on the head from his brother, he is fine'],
    ['es', 'me recetaron tramadol y estoy estreñido'],
    ['de', 'ich nehme Tramadol, darf ich Alkohol trinken?'],
    ['ru', 'я на метадоновой программе, можно перенести выдачу?'],
    ['fr', 'mon fils est un héros, il a sauvé le chat'],
    ['it', 'ero a casa quando mi è venuto mal di testa'],
    ['pl', 'biorę kodeinę na kaszel, czy mogę prowadzić samochód?'],
    ['en', 'his pupils are not tiny, he took codeine for his back and is chatting normally'],
  ] as Case[])('look-alike [%s] %s: no opioid red flag, not 1', (lang, text) => {
    expect(flags(text)).not.toContain('opioid_toxicity');
    expect(flags(text)).not.toContain('pinpoint_pupils_drowsy');
    expect(urgency(text, lang)).toBeGreaterThan(1);
  });

  it('reads the condition by name', () => {
    expect(assess('she took oxy and her pupils are like pinheads').diagnosisData.differentialDiagnoses[0]?.icd10Code).toBe(
      'T40.2',
    );
    expect(present('he was sipping lean all night')).toContain('opioid_taken');
    expect(present('lean forward and breathe slowly')).not.toContain('opioid_taken');
  });
});

describe('eclampsia: a fit in pregnancy or after birth, in everyday words (NICE NG133 1.9, RCOG) → 1', () => {
  it.each([
    ['en', "she's 34 weeks pregnant, shaking and not answering"],
    ['en', 'my wife is 34 weeks pregnant and she is jerking all over and not responding'],
    ['en', 'gave birth last week and she just had a fit'],
    ['is', 'hún er ólétt, komin 34 vikur, og hún skelfur öll og svarar ekki'],
    ['pl', 'żona w 34 tygodniu ciąży, trzęsie się cała i nie odpowiada'],
    ['es', 'está embarazada de 34 semanas, está temblando toda y no contesta'],
    ['fr', 'enceinte de 34 semaines, elle tremble de partout et ne répond plus'],
    ['de', 'sie ist in der 34. Woche schwanger, zuckt am ganzen Körper und reagiert nicht'],
    ['it', 'incinta di 34 settimane, trema tutta e non risponde'],
    ['pt', 'grávida de 34 semanas, está se tremendo toda e não responde'],
    ['ru', 'жена беременна, 34 неделя, её трясёт всю и она не отвечает'],
    ['tr', '34 haftalık hamile, tüm vücudu titriyor ve cevap vermiyor'],
    ['zh', '老婆怀孕34周，全身抽搐，叫她不答应'],
    ['ja', '妊娠34週の妻が全身ガクガクして呼びかけに答えない'],
    ['ko', '임신 34주인데 온몸을 떨면서 대답을 안 해요'],
    ['ar', 'مراتي حامل في الشهر الثامن وبتترعش كلها ومش بترد'],
    ['hi', 'meri wife 8 mahine pregnant hai, poora sharir kaanp raha hai aur jawab nahi de rahi'],
  ] as Case[])('[%s] %s', (lang, text) => {
    expect(urgency(text, lang)).toBe(1);
  });
});

describe('pre-eclampsia from 20 weeks in everyday words (NICE NG133) → 2', () => {
  it.each([
    ['en', "I'm 32 weeks, horrible headache and seeing flashing lights"],
    ['en', '30 weeks pregnant, face and hands puffed up suddenly and bad headache'],
    ['pl', 'jestem w 32 tygodniu, straszny ból głowy i mroczki przed oczami'],
    ['de', '32. SSW, starke Kopfschmerzen und Flimmern vor den Augen'],
    ['pt', 'grávida de 32 semanas, dor de cabeça forte e vista embaçada'],
    ['ru', '32 недели беременности, сильно болит голова и мушки перед глазами'],
    ['tr', '32 haftalık hamileyim, başım çok ağrıyor ve gözümde ışıklar çakıyor'],
    ['zh', '怀孕32周，头痛得厉害，眼前冒金星'],
    ['ja', '妊娠32週、ひどい頭痛と目がチカチカする'],
    ['ko', '임신 32주인데 머리가 너무 아프고 눈앞이 번쩍거려요'],
    ['ar', 'حامل 32 أسبوع وعندي صداع شديد وأشوف ومضات'],
    ['hi', '32 hafte ki pregnant hoon, sar mein tez dard aur aankhon ke aage chamak'],
  ] as Case[])('[%s] %s', (lang, text) => {
    expect(urgency(text, lang)).toBe(2);
  });

  it.each([
    ['en', "I'm 3 weeks post op and have a headache"],
    ['en', 'my baby is 14 weeks old and has a cough'],
    ['en', 'he was shaking with cold but answering fine'],
    ['tr', 'başım hiç ağrımıyor, sadece burnum akıyor'],
  ] as Case[])('look-alike [%s] %s: not read as pregnancy or a fit', (lang, text) => {
    expect(present(text, lang)).not.toContain('pregnant');
    expect(present(text, lang)).not.toContain('seizure');
    expect(urgency(text, lang)).toBeGreaterThan(2);
  });
});

describe('carbon monoxide in everyday words (UKHSA, NHS)', () => {
  it.each([
    ['en', 'the whole family has headaches since we turned on the heater'],
    ['en', 'our carbon monoxide alarm keeps going off and I feel dizzy'],
    ['en', 'we had a charcoal bbq in the tent and now we all feel sick and have headaches'],
    ['en', 'headaches every morning, better when we leave the house'],
    ['is', 'kolsýringsskynjarinn pípir og allir með hausverk'],
    ['pl', 'czujnik czadu piszczy, boli mnie głowa i mam mdłości'],
    ['pl', 'cała rodzina ma bóle głowy, od kiedy włączyliśmy piecyk'],
    ['es', 'la alarma de monóxido sonó y estamos todos mareados'],
    ['fr', 'le détecteur de monoxyde a sonné, toute la famille a mal à la tête'],
    ['de', 'der CO-Melder piept und wir haben alle Kopfschmerzen'],
    ['it', 'tutta la famiglia ha mal di testa da quando abbiamo acceso la stufa a gas'],
    ['pt', 'o alarme de monóxido tocou e estou com tontura e dor de cabeça'],
    ['ru', 'сработал датчик угарного газа, у всех голова болит'],
    ['ru', 'в бане угорели, голова кружится и тошнит'],
    ['tr', 'kömür sobası yaktık, hepimizin başı ağrıyor'],
    ['zh', '家里烧炭取暖，全家都头晕恶心'],
    ['ja', '部屋で練炭を使っていて、家族全員頭が痛い'],
    ['ko', '방에서 연탄을 피웠는데 머리가 아프고 어지러워요'],
    ['ar', 'ولعنا فحم في الغرفة وكلنا عندنا صداع ودوخة'],
    ['hi', 'band kamre mein angeethi jala ke soye, subah sar dard aur chakkar'],
  ] as Case[])('[%s] %s → 2 or sooner', (lang, text) => {
    expect(flags(text)).toContain('carbon_monoxide');
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });

  it.each([
    ['en', "my husband was running the car in the garage and now he's confused"],
    ['en', 'we ran the generator in the garage during the power cut, both kids are drowsy'],
    ['es', 'pusimos el brasero en el cuarto y ahora tiene mucho sueño y no se despierta bien'],
    ['tr', 'kömür sobası yaktık, annem çok uykulu ve konuşması karışık'],
    ['zh', '屋里烧炭，奶奶叫不醒'],
    ['ar', 'ولعنا فحم في الغرفة وأبوي مش صاحي ومش بيرد'],
  ] as Case[])('[%s] %s → 1 (drowsy, confused or collapsed)', (lang, text) => {
    expect(urgency(text, lang)).toBe(1);
  });

  it.each([
    ['en', 'I have a cold and a headache, the boiler broke so the house is freezing'],
    ['en', 'I used a gas hob to cook pasta, now I have a tension headache from work'],
    ['en', 'the smoke alarm went off when I burnt toast, I feel fine'],
    ['ar', 'أخذت فحم للغازات وعندي غثيان خفيف'],
    ['pl', 'koza sąsiada beczy całą noc i boli mnie głowa'],
  ] as Case[])('look-alike [%s] %s: not carbon monoxide', (lang, text) => {
    expect(flags(text)).not.toContain('carbon_monoxide');
    expect(urgency(text, lang)).toBeGreaterThan(2);
  });
});

describe('aortic dissection in everyday words (NHS; RCEM) → 1', () => {
  it.each([
    ['en', 'sudden tearing pain in my chest going through to my back'],
    ['en', 'ripping pain between my shoulder blades came on suddenly, feel faint'],
    ['en', 'my dad has sudden ripping pain in his back and belly, he is grey and sweaty'],
    ['is', 'skyndilegur rífandi verkur í brjósti sem leiðir aftur í bak'],
    ['pl', 'nagły rozdzierający ból w klatce przechodzący do pleców'],
    ['es', 'dolor desgarrador de repente en el pecho que se va a la espalda'],
    ['fr', 'douleur brutale comme un déchirement dans la poitrine qui part dans le dos'],
    ['de', 'plötzlich reißender Schmerz in der Brust, zieht in den Rücken'],
    ['it', 'dolore improvviso al petto come uno strappo, va alla schiena'],
    ['pt', 'dor súbita no peito como se estivesse rasgando, vai para as costas'],
    ['ru', 'внезапная раздирающая боль в груди, отдаёт в спину между лопатками'],
    ['tr', 'aniden göğsümde yırtılır gibi bir ağrı sırtıma vuruyor'],
    ['zh', '突然胸口撕裂一样的痛，痛到后背'],
    ['ja', '突然胸が裂けるような痛みで背中まで痛い'],
    ['ko', '갑자기 가슴이 찢어지는 듯이 아프고 등까지 아파요'],
    ['ar', 'فجأة ألم في صدري كأنه بيتقطع وواصل لظهري'],
    ['hi', 'achanak seene mein cheerne jaisa dard, peeth tak ja raha hai'],
  ] as Case[])('[%s] %s', (lang, text) => {
    expect(flags(text)).toContain('aortic_dissection');
    expect(urgency(text, lang)).toBe(1);
  });

  it.each([
    ['en', 'my eyes keep tearing up in the wind'],
    ['en', 'pulled a muscle lifting boxes, a tearing feeling in my calf'],
    ['es', 'tengo un desgarro muscular en el gemelo jugando al fútbol'],
    ['it', 'ho uno strappo muscolare alla coscia'],
    ['zh', '手指有个撕裂伤，已经不流血了'],
    ['ar', 'النت بيتقطع طول اليوم'],
    ['en', 'ripping pain in my lower back after lifting a sofa'],
  ] as Case[])('look-alike [%s] %s: no dissection', (lang, text) => {
    expect(flags(text)).not.toContain('aortic_dissection');
    expect(urgency(text, lang)).toBeGreaterThan(1);
  });
});

describe('a stroke sign that came and went today (TIA; NICE NG128, NHS) → 2 or sooner, never settled', () => {
  it.each([
    ['en', "this morning my face drooped and my arm went weak for a few minutes, now it's back to normal"],
    ['en', "my speech went funny for 10 minutes earlier today but it's passed now"],
    ['pl', 'rano opadła mi twarz i ręka osłabła na kilka minut, teraz już wszystko dobrze'],
    ['es', 'esta mañana se me torció la cara y no podía hablar unos minutos, ya se me pasó'],
    ['fr', "ce matin j'ai eu la bouche de travers et le bras faible pendant 5 minutes, maintenant ça va"],
    ['de', 'heute früh hing mein Mundwinkel und der Arm war schwach, nach ein paar Minuten wieder weg'],
    ['it', 'stamattina avevo la bocca storta e il braccio debole per qualche minuto, ora è passato'],
    ['pt', 'hoje de manhã a boca entortou e o braço ficou fraco por uns minutos, agora já passou'],
    ['ru', 'утром на несколько минут перекосило лицо и ослабла рука, сейчас всё прошло'],
    ['tr', 'bu sabah birkaç dakika ağzım kaydı ve kolum güçsüzleşti, şimdi geçti'],
    ['zh', '今天早上嘴歪了几分钟，手也没力气，现在好了'],
    ['ja', '今朝、数分間口がゆがんで腕に力が入らなかったけど、今は治った'],
    ['ko', '오늘 아침 몇 분 동안 입이 돌아가고 팔에 힘이 빠졌는데 지금은 괜찮아요'],
    ['ar', 'الصبح وشي مال وإيدي ضعفت كم دقيقة وبعدين رجعت طبيعي'],
    ['hi', 'aaj subah kuch minute ke liye munh tedha ho gaya aur haath kamzor, ab theek hai'],
  ] as Case[])('[%s] %s', (lang, text) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });

  it.each([
    ['en', 'I had a stroke 3 years ago, I want to renew my prescription'],
    ['en', 'my mum had a stroke 3 years ago and is fine now'],
    ['en', 'my arm went weak after I slept on it, back to normal now'],
    ['en', "my face drooped for a few minutes after the dentist injection, it's back to normal now"],
  ] as Case[])('history or explained [%s] %s: not raised', (lang, text) => {
    expect(urgency(text, lang)).toBeGreaterThan(2);
  });
});

describe('burns that need hospital (NHS; British Burn Association) → 2', () => {
  it.each([
    ['en', 'my son pulled the kettle over, burnt the whole arm'],
    ['en', 'burnt half his back with hot oil'],
    ['en', "the burn is white and doesn't hurt"],
    ['en', "caught in a house fire, his voice is hoarse and there's soot around his nose"],
    ['is', 'brenndi allan handlegginn á sjóðandi vatni'],
    ['pl', 'oparzył cały brzuch wrzątkiem'],
    ['es', 'se quemó todo el brazo con aceite hirviendo'],
    ['fr', "il s'est brûlé tout le bras avec de l'eau bouillante"],
    ['de', 'er hat sich den ganzen Arm mit heißem Wasser verbrüht'],
    ['it', "si è ustionato tutto il braccio con l'acqua bollente"],
    ['pt', 'queimou o braço inteiro com água fervendo'],
    ['ru', 'обжёг всю руку кипятком'],
    ['tr', 'bütün kolu kaynar suyla yandı'],
    ['zh', '开水烫伤了整条腿'],
    ['ja', '熱湯で腕全体をやけどした'],
    ['ko', '끓는 물에 팔 전체를 데었어요'],
    ['ar', 'انحرق دراعه كله بمية مغلية'],
    ['hi', 'poora haath garam paani se jal gaya'],
  ] as Case[])('[%s] %s', (lang, text) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });

  it.each([
    ['en', 'small burn the size of a coin on my finger, red and painful, I cooled it under the tap'],
    ['fr', "petite brûlure de la taille d'une pièce sur le doigt, rouge, je l'ai passée sous l'eau"],
    ['de', 'ich habe mir den ganzen Tag den Kopf zerbrochen, mir ist warm'],
  ] as Case[])('look-alike [%s] %s: self-care range', (lang, text) => {
    expect(urgency(text, lang)).toBeGreaterThan(2);
  });
});
