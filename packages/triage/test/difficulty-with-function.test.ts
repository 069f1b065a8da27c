import { describe, expect, it } from 'vitest';
import { type Case, expectNotRead, expectRead } from './support/everyday.ts';
import { assessWithoutNet, flags, present } from './support/protocol.ts';

/**
 * A difficulty with a body function ("hard to swallow", "trouble breathing", "yutkunmakta
 * zorlanıyorum") is read by composition — a DIFFICULTY word and a FUNCTION in one clause, in either
 * order, with each language's morphology — as the plain concept of the function, never its severe
 * form (concepts/compositions.ts: difficulty, pain-on-function). Every sentence was written for this
 * test from the guidance (NICE CKS breathlessness, dysphagia, UTI; Ottawa rules; Resuscitation
 * Council UK anaphylaxis 2021), none from an evaluation set.
 */

const urgency = (t: string, lang: Case[0]) => assessWithoutNet(t, lang).urgency;

describe('difficulty breathing → dyspnoea, never severe_dyspnoea (NICE CKS breathlessness)', () => {
  const cases: Case[] = [
    ['en', 'since yesterday I find it hard to breathe when I lie down'],
    ['is', 'mér finnst erfitt að anda í kvöld'],
    ['pl', 'od rana trudno mi złapać oddech'],
    ['es', 'desde ayer me cuesta respirar'],
    ['fr', "j'ai du mal à respirer depuis hier"],
    ['de', 'seit gestern fällt mir das Atmen schwer'],
    ['it', 'da ieri faccio fatica a respirare'],
    ['pt', 'desde ontem tenho dificuldade para respirar'],
    ['ru', 'со вчерашнего дня мне с трудом дышится'],
    ['tr', 'dünden beri nefes almakta zorlanıyorum'],
    ['ar', 'عندي صعوبة في التنفس من امس'],
    ['hi', 'कल से साँस लेने में तकलीफ है'],
    ['zh', '从昨天开始呼吸有点费劲'],
    ['ja', '昨日から息がしづらい'],
    ['ko', '어제부터 숨쉬기가 힘들어요'],
  ];
  it('is read as dyspnoea', () => expectRead('dyspnoea', cases));
  it('is not the severe concept', () => expectNotRead('severe_dyspnoea', cases));
  it('negated, or a blocked nose, is not read', () =>
    expectNotRead('dyspnoea', [
      ['en', 'no trouble breathing at all'],
      ['en', 'hard to breathe through my nose with this cold'],
      ['es', 'me cuesta respirar por la nariz con este resfriado'],
      ['pl', 'ciężko mi oddychać nosem przy tym katarze'],
      ['zh', '感冒了鼻子堵，呼吸费劲'],
      ['de', 'keine Probleme beim Atmen'],
    ]));
});

describe('difficulty swallowing → dysphagia (NICE NG12, CKS dysphagia)', () => {
  const cases: Case[] = [
    ['en', 'for two weeks it has been hard for me to swallow solid food'],
    ['is', 'ég á erfitt með að kyngja mat'],
    ['pl', 'od tygodnia ciężko mi przełykać jedzenie'],
    ['es', 'hace semanas que me cuesta tragar la comida'],
    ['fr', "depuis des semaines j'ai du mal à avaler"],
    ['de', 'das Schlucken fällt mir seit Wochen schwer'],
    ['it', 'da settimane faccio fatica a deglutire'],
    ['pt', 'há semanas custa-me engolir a comida'],
    ['ru', 'уже месяц мне тяжело проглотить еду'],
    ['tr', 'haftalardır yemek yutmakta zorlanıyorum'],
    ['ar', 'من اسابيع عندي صعوبة في بلع الاكل'],
    ['hi', 'कई हफ्तों से खाना निगलने में परेशानी है'],
    ['zh', '几个星期了吞东西很吃力'],
    ['ja', '何週間も食べ物が飲み込みにくい'],
    ['ko', '몇 주째 음식을 삼키기가 어려워요'],
  ];
  it('is read as dysphagia', () => expectRead('dysphagia', cases));
  // NICE CKS sore throat: a throat that hurts on swallowing is self-care (abdominal/gp-and-self-care.test.ts)
  it('a pain on swallowing with a sore throat is not made dysphagia', () =>
    expectNotRead('dysphagia', [
      ['pl', 'boli mnie gardło i boli przy przełykaniu'],
      ['de', 'Halsschmerzen, es tut weh beim Schlucken'],
      ['tr', 'boğazım ağrıyor, yutkunurken acıyor'],
    ]));
  it('a big tablet, or a negated difficulty, is not dysphagia', () =>
    expectNotRead('dysphagia', [
      ['en', 'it was hard to swallow the big tablets'],
      ['en', 'difficulty swallowing these huge capsules'],
      ['es', 'me cuesta tragar las pastillas grandes'],
      ['de', 'die großen Tabletten sind schwer zu schlucken'],
      ['pl', 'trudno mi połykać duże tabletki'],
      ['ru', 'трудно глотать большие таблетки'],
      ['en', 'no difficulty swallowing'],
      ['fr', "pas de difficulté à avaler"],
    ]));

  it('a sting with difficulty swallowing is anaphylaxis → 1 (Resuscitation Council UK 2021)', () => {
    const stings: Case[] = [
      ['pl', 'użądliła mnie osa i ciężko mi przełykać'],
      ['tr', 'arı soktu, yutkunmakta zorlanıyorum'],
      ['ru', 'меня ужалила оса, трудно глотать'],
      ['is', 'geitungur stakk mig og það er erfitt að kyngja'],
      ['en', 'a wasp stung me and now it is hard to swallow'],
      ['es', 'me picó una avispa y me cuesta tragar'],
      ['de', 'eine Wespe hat mich gestochen und das Schlucken fällt mir schwer'],
      ['fr', "une guêpe m'a piqué et j'ai du mal à avaler"],
      ['it', 'mi ha punto una vespa e faccio fatica a deglutire'],
      ['pt', 'uma abelha me picou e tenho dificuldade para engolir'],
      ['ar', 'لسعتني نحلة وعندي صعوبة في البلع'],
      ['hi', 'मधुमक्खी ने काट लिया और निगलने में दिक्कत है'],
      ['zh', '被蜜蜂蜇了，吞东西很费劲'],
      ['ja', '蜂に刺されて飲み込みにくい'],
      ['ko', '벌에 쏘였는데 삼키기가 힘들어요'],
    ];
    for (const [lang, t] of stings) {
      expect(urgency(t, lang), `${lang}: ${t}`).toBe(1);
      expect(flags(t), `${lang}: ${t}`).toContain('sting_airway');
    }
  });

  // NICE NG12 1.2.1: dysphagia → direct-access endoscopy (the engine's dysphagia_refer, a GP within days)
  it('difficulty swallowing with weight loss is read for the upper GI rule, a GP and not self-care', () => {
    for (const [lang, t] of [
      ['en', 'lost a stone in weight and it is getting hard to swallow'],
      ['pl', 'schudłem 6 kilo i trudno mi przełykać'],
      ['tr', '6 kilo verdim ve yutmakta zorlanıyorum'],
    ] as Case[]) {
      expect([...present(t, lang)], `${lang}: ${t}`).toEqual(expect.arrayContaining(['dysphagia', 'weight_loss']));
      expect(urgency(t, lang), `${lang}: ${t}`).toBeLessThanOrEqual(4);
    }
  });
});

describe('difficulty walking → limited weight bearing; a pain on walking → worse on moving (Ottawa rules)', () => {
  const cases: Case[] = [
    ['en', 'twisted my ankle and it is hard to walk on it'],
    ['is', 'sneri á mér ökklann og á erfitt með að ganga'],
    ['pl', 'skręciłam kostkę i ciężko mi chodzić'],
    ['es', 'me torcí el tobillo y me cuesta caminar'],
    ['fr', "je me suis tordu la cheville et j'ai du mal à marcher"],
    ['de', 'Knöchel umgeknickt, das Auftreten fällt mir schwer'],
    ['it', 'ho preso una storta e faccio fatica a camminare'],
    ['pt', 'torci o tornozelo e tenho dificuldade para andar'],
    ['ru', 'подвернул ногу и мне трудно ходить'],
    ['tr', 'ayak bileğimi burktum, yürümekte zorlanıyorum'],
    ['ar', 'لويت كاحلي وعندي صعوبة في المشي'],
    ['hi', 'टखना मुड़ गया और चलने में दिक्कत है'],
    ['zh', '扭伤了脚踝，走路很困难'],
    ['ja', '足首をひねって歩きにくい'],
    ['ko', '발목을 삐어서 걷기가 힘들어요'],
  ];
  it('is read as limited weight bearing', () => expectRead('limited_weight_bearing', cases));
  it('after the gym it is muscle ache, not limited weight bearing', () =>
    expectNotRead('limited_weight_bearing', [
      ['en', 'hard to walk after the gym yesterday, legs are sore'],
      ['pl', 'po siłowni ciężko mi chodzić, bolą mnie nogi'],
      ['es', 'después del gimnasio me cuesta caminar'],
      ['de', 'nach dem Training fällt mir das Laufen schwer'],
      ['zh', '健身以后走路很吃力'],
      ['en', 'no trouble walking'],
    ]));
  it('a pain on walking is worse on moving', () =>
    expectRead('worse_moving', [
      ['en', 'it hurts when I walk'],
      ['pl', 'boli mnie przy chodzeniu'],
      ['ru', 'больно ходить'],
      ['tr', 'yürürken ağrı oluyor'],
      ['hi', 'चलने में दर्द होता है'],
      ['ko', '걸을 때 아파요'],
      ['de', 'Schmerzen beim Gehen'],
      ['es', 'me duele al caminar'],
      ['ja', '歩くと痛い'],
      ['zh', '走路的时候疼'],
    ]));
});

describe('difficulty passing urine → urinary hesitancy; a pain on passing urine → dysuria (NICE CG97, CKS UTI)', () => {
  const cases: Case[] = [
    ['en', 'for a few weeks I find it hard to pee'],
    ['is', 'ég á erfitt með að pissa'],
    ['pl', 'od kilku tygodni trudno mi oddawać mocz'],
    ['es', 'desde hace semanas me cuesta orinar'],
    ['fr', "j'ai du mal à uriner depuis des semaines"],
    ['de', 'das Wasserlassen fällt mir schwer'],
    ['it', 'faccio fatica a urinare'],
    ['pt', 'tenho dificuldade para urinar'],
    ['ru', 'мне трудно помочиться'],
    ['tr', 'idrar yapmakta zorlanıyorum'],
    ['ar', 'عندي صعوبة في التبول'],
    ['hi', 'पेशाब करने में दिक्कत है'],
    ['zh', '小便有点困难'],
    ['ja', 'おしっこが出にくい'],
    ['ko', '소변 보기가 힘들어요'],
  ];
  it('is read as urinary hesitancy', () => expectRead('urinary_hesitancy', cases));
  it('with back pain it is the cauda equina bladder red flag → 2', () => {
    for (const [lang, t] of [
      ['en', 'bad back pain and now it is hard to pee'],
      ['pl', 'mocno boli mnie kręgosłup i trudno mi oddawać mocz'],
      ['tr', 'belim ağrıyor ve idrar yapmakta zorlanıyorum'],
    ] as Case[]) {
      expect(flags(t), `${lang}: ${t}`).toContain('cauda_equina_bladder');
      expect(urgency(t, lang), `${lang}: ${t}`).toBeLessThanOrEqual(2);
    }
  });
  it('a pain on passing urine is dysuria', () =>
    expectRead('dysuria', [
      ['en', 'it hurts when I pee'],
      ['pl', 'piecze przy sikaniu'],
      ['ru', 'больно мочиться'],
      ['tr', 'idrar yaparken yanma var'],
      ['hi', 'पेशाब करते समय जलन'],
      ['ko', '소변 볼 때 아파요'],
      ['de', 'es brennt beim Wasserlassen'],
      ['es', 'me arde al orinar'],
      ['ja', 'おしっこをすると痛い'],
      ['zh', '小便的时候疼'],
    ]));
  it('a back pain beside a difficulty passing urine is not dysuria (so it cannot explain the red flag away)', () =>
    expectNotRead('dysuria', [
      ['hi', 'कमर में दर्द और पेशाब करने में दिक्कत'],
      ['tr', 'belim ağrıyor ve idrar yapmakta zorlanıyorum'],
      ['de', 'Rückenschmerzen und Probleme beim Wasserlassen'],
      ['zh', '腰痛，小便困难'],
    ]));
  it('negated is not read', () =>
    expectNotRead('urinary_hesitancy', [
      ['en', 'no trouble peeing'],
      ['es', 'no tengo dificultad para orinar'],
    ]));
});

describe('a pain on breathing in → pleuritic pain, not breathlessness (NICE CKS chest pain, NG158)', () => {
  const cases: Case[] = [
    ['en', 'it hurts when I breathe in'],
    ['is', 'það er vont að anda'],
    ['pl', 'boli mnie przy oddychaniu'],
    ['es', 'me duele al respirar'],
    ['fr', "j'ai mal quand je respire"],
    ['de', 'Schmerzen beim Atmen'],
    ['it', 'mi fa male quando respiro'],
    ['pt', 'dói quando respiro'],
    ['ru', 'больно дышать'],
    ['tr', 'nefes alırken ağrı oluyor'],
    ['ar', 'الم عند التنفس'],
    ['hi', 'साँस लेने में दर्द होता है'],
    ['zh', '吸气的时候疼'],
    ['ja', '息を吸うと痛い'],
    ['ko', '숨 쉴 때 아파요'],
  ];
  it('is read as pleuritic pain', () => expectRead('pleuritic', cases));
  it('is not severe breathlessness', () => expectNotRead('severe_dyspnoea', cases));
  it('a pain elsewhere before the breathing, or a son (息子), is not pleuritic', () =>
    expectNotRead('pleuritic', [
      ['ja', '息子が頭が痛いと言っています'],
      ['hi', 'सिर में दर्द और साँस ठीक है'],
      ['en', 'no pain when I breathe in'],
    ]));
});

describe('difficulty seeing → change in vision (NICE CKS, RCOphth)', () => {
  const cases: Case[] = [
    ['en', 'since this morning it is hard to see with my left eye'],
    ['is', 'ég á erfitt með að sjá með vinstra auganu'],
    ['pl', 'od rana trudno mi widzieć na lewe oko'],
    ['es', 'desde esta mañana me cuesta ver con el ojo izquierdo'],
    ['fr', "depuis ce matin j'ai du mal à voir de l'œil gauche"],
    ['de', 'seit heute früh fällt mir das Sehen schwer'],
    ['it', "da stamattina faccio fatica a vedere dall'occhio sinistro"],
    ['pt', 'desde hoje de manhã tenho dificuldade para enxergar'],
    ['ru', 'с утра мне трудно видеть левым глазом'],
    ['tr', 'sabahtan beri görmekte zorlanıyorum'],
    ['ar', 'عندي صعوبة في الرؤية من الصبح'],
    ['hi', 'सुबह से देखने में दिक्कत है'],
    ['zh', '早上开始看东西很费劲'],
    ['ja', '今朝から見えにくい'],
  ];
  it('is read as a change in vision', () => expectRead('vision_change', cases));
  it('whether, not eyesight, is not read', () =>
    expectNotRead('vision_change', [
      ['en', 'it is hard to see if the rash fades under the glass'],
      ['es', 'es difícil ver si la mancha se va'],
      ['de', 'schwer zu sehen, ob der Ausschlag verblasst'],
      ['es', 'a ver, me cuesta explicarlo'],
      ['en', 'it is so hard to see a GP these days'],
      ['en', 'it is hard to see him in so much pain'],
      ['es', 'es difícil ver al médico esta semana'],
      ['pl', 'trudno zobaczyć lekarza w tym tygodniu'],
      ['fr', 'difficile de voir un médecin cette semaine'],
    ]));
});

describe('difficulty speaking → speech problem, a stroke sign (NHS FAST, NICE NG128)', () => {
  const cases: Case[] = [
    ['en', 'since an hour ago dad finds it hard to get his words out'],
    ['is', 'pabbi á allt í einu erfitt með að tala'],
    ['pl', 'tata nagle ma trudności z mówieniem'],
    ['es', 'de repente a mi padre le cuesta hablar'],
    ['fr', 'mon père a soudain du mal à parler'],
    ['de', 'mein Vater hat plötzlich Schwierigkeiten beim Sprechen'],
    ['it', 'mio padre fa fatica a parlare da un\'ora'],
    ['pt', 'meu pai de repente tem dificuldade para falar'],
    ['ru', 'папе вдруг стало трудно говорить'],
    ['tr', 'babam birden konuşmakta zorlanıyor'],
    ['ar', 'ابوي فجأة صار عنده صعوبة في الكلام'],
    ['hi', 'पापा को अचानक बोलने में दिक्कत हो रही है'],
    ['zh', '我爸突然说话很吃力'],
    ['ja', '父が急に言葉が出にくい'],
  ];
  it('is read as the speech sign and raised to 1', () => {
    expectRead('slurred_speech', cases);
    for (const [lang, t] of cases) expect(urgency(t, lang), `${lang}: ${t}`).toBe(1);
  });
  it('a conversation or a difficult person is not a speech problem', () =>
    expectNotRead('slurred_speech', [
      ['en', 'it is hard to talk about my feelings'],
      ['en', 'it is hard to talk to my boss'],
      ['de', 'es fällt mir schwer, über meine Gefühle zu sprechen'],
      ['zh', '他这个人很难说话'],
      ['es', 'es difícil hablar de lo que pasó'],
      ['it', 'è difficile parlare di queste cose'],
      ['pl', 'trudno mi o tym mówić'],
      ['ru', 'мне трудно об этом говорить'],
      ['pt', 'é difícil falar sobre isso'],
      ['fr', "j'ai du mal à parler à ma mère"],
    ]));
  it('a sore throat that makes talking hard is not a stroke', () => {
    for (const [lang, t] of [
      ['en', 'my throat is so sore it is hard to speak'],
      ['ru', 'горло болит, трудно говорить'],
      ['tr', 'boğazım ağrıyor, konuşmakta zorlanıyorum'],
      ['pl', 'boli mnie gardło i trudno mi mówić'],
      ['es', 'me duele la garganta y me cuesta hablar'],
    ] as Case[]) {
      expect(flags(t), `${lang}: ${t}`).not.toContain('stroke');
      expect(urgency(t, lang), `${lang}: ${t}`).toBeGreaterThan(2);
    }
  });
});

describe('difficulty opening the mouth → trismus; with a sore throat, quinsy → 2 (NICE CKS sore throat)', () => {
  const cases: Case[] = [
    ['en', 'very sore throat on one side and it is hard to open my mouth'],
    ['is', 'slæm hálsbólga og erfitt að opna munninn'],
    ['pl', 'bardzo boli mnie gardło i ciężko mi otworzyć usta'],
    ['es', 'me duele la garganta y me cuesta abrir la boca'],
    ['fr', "j'ai très mal à la gorge et du mal à ouvrir la bouche"],
    ['de', 'starke Halsschmerzen, das Mund öffnen fällt mir schwer'],
    ['it', 'mal di gola forte e faccio fatica ad aprire la bocca'],
    ['pt', 'dor de garganta forte e dificuldade para abrir a boca'],
    ['ru', 'сильно болит горло и трудно открыть рот'],
    ['tr', 'boğazım ağrıyor, ağzımı açmakta zorlanıyorum'],
    ['zh', '喉咙很痛，张嘴很困难'],
  ];
  it('is read and raised', () => {
    expectRead('upper_airway_signs', cases);
    for (const [lang, t] of cases) expect(urgency(t, lang), `${lang}: ${t}`).toBeLessThanOrEqual(2);
  });
  it('negated is not read', () =>
    expectNotRead('upper_airway_signs', [
      ['en', 'sore throat but no trouble opening my mouth'],
      ['es', 'me duele la garganta, no me cuesta abrir la boca'],
    ]));
});

describe('difficulty moving the neck → stiff neck; a pain on moving it → neck pain (NICE NG240)', () => {
  const cases: Case[] = [
    ['en', 'fever and headache and it is hard to move my neck'],
    ['is', 'hiti og höfuðverkur og erfitt að hreyfa hálsinn'],
    ['pl', 'gorączka, ból głowy i trudno mi ruszać szyją'],
    ['es', 'fiebre y dolor de cabeza y me cuesta mover el cuello'],
    ['fr', 'fièvre, mal de tête et du mal à tourner la tête'],
    ['de', 'Fieber, Kopfschmerzen und Schwierigkeiten beim Kopfdrehen'],
    ['it', 'febbre e mal di testa, faccio fatica a muovere il collo'],
    ['pt', 'febre e dor de cabeça e dificuldade para mexer o pescoço'],
    ['ru', 'температура и головная боль, трудно повернуть голову'],
    ['tr', 'ateş ve baş ağrısı var, boynumu çevirmekte zorlanıyorum'],
    ['ko', '열이 나고 두통이 있고 목을 돌리기가 힘들어요'],
  ];
  it('is read as a stiff neck and, with fever, the meningitis red flag', () => {
    expectRead('neck_stiffness', cases);
    for (const [lang, t] of cases) expect(flags(t), `${lang}: ${t}`).toContain('meningitis');
  });
  it('a pain on turning the head is neck pain', () =>
    expectRead('neck_pain', [
      ['en', 'it hurts to turn my head'],
      ['is', 'það er vont að snúa höfðinu'],
      ['es', 'me duele al girar la cabeza'],
      ['fr', "j'ai mal quand je tourne la tête"],
      ['it', 'mi fa male quando giro la testa'],
      ['pt', 'dói quando viro a cabeça'],
      ['pl', 'boli mnie przy obracaniu głowy'],
      ['ru', 'больно поворачивать голову'],
      ['tr', 'başımı çevirirken ağrıyor'],
      ['hi', 'गर्दन घुमाने में दर्द होता है'],
      ['zh', '转头的时候疼'],
      ['ja', '首を回すと痛い'],
      ['ko', '고개를 돌릴 때 아파요'],
    ]));
  it('negated is not read', () =>
    expectNotRead('neck_stiffness', [
      ['en', 'fever and headache but no trouble moving my neck'],
      ['de', 'Fieber, aber keine Probleme beim Kopf drehen'],
    ]));
});

describe('gendered and past forms of a sting or bite (pl, ru, tr, is and the others)', () => {
  it('reads the verb in its forms', () =>
    expectRead('sting_bite', [
      ['pl', 'ugryzła mnie pszczoła'],
      ['pl', 'ukąsił go kleszcz'],
      ['pl', 'osa użądliła córkę'],
      ['ru', 'его ужалил шмель'],
      ['ru', 'оса ужалила в руку'],
      ['ru', 'меня укусила пчела'],
      ['tr', 'oğlumu eşek arısı sokmuş'],
      ['tr', 'arı beni soktu'],
      ['tr', 'kene ısırdı'],
      ['is', 'býfluga stakk hana'],
      ['is', 'geitungur stakk strákinn'],
      ['es', 'le ha picado una avispa'],
      ['pt', 'fui picado por uma abelha'],
      ['it', "l'ha punta una vespa"],
      ['fr', 'je me suis fait piquer par un frelon'],
      ['ar', 'لسعته نحلة'],
      ['hi', 'ततैया ने काट लिया'],
      ['ko', '말벌에 쏘여서'],
    ]));
  it('a dog bite is not an insect sting', () =>
    expectNotRead('sting_bite', [
      ['pl', 'ugryzł mnie pies'],
      ['tr', 'köpek ısırdı'],
    ]));
});
