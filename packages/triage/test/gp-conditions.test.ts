import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assessWithoutNet } from './support/protocol.ts';
import { expectNotRead, expectRead, expectUrgency } from './support/everyday.ts';

/**
 * Common conditions that need a clinician within a day or within days (issue 13): animal and human
 * bites (NICE CKS human and animal bites), tick bites and Lyme disease (NICE NG95), genital sores,
 * ulcers, warts and discharge (BASHH; NICE CKS genital herpes, chlamydia, gonorrhoea), persistent
 * hoarseness, cough, daily headache with daily painkillers and back pain (NICE NG12, CG150, NG59),
 * and ankle and foot injuries that need an X-ray (Ottawa ankle and foot rules; NICE CKS sprains).
 * Every message was written for this file in the voice of patients and relatives, from the guidance
 * and everyday usage, not taken from any evaluation set; the statistical safety net is off.
 */
type Case = readonly [Language, string];

const codes = (text: string, lang: Language) =>
  assessWithoutNet(text, lang).diagnosisData.differentialDiagnoses.map((d) => d.icd10Code);
const expectCode = (code: string, cases: readonly Case[]) => {
  for (const [lang, t] of cases) expect(codes(t, lang), `${lang}: ${t}`).toContain(code);
};

describe('animal and human bites (NICE CKS human and animal bites)', () => {
  const BROKE_SKIN: Case[] = [
    ['en', "my neighbour's dog bit my leg, there are two little puncture holes and it bled a bit"],
    ['en', 'got bitten by our cat on the arm, teeth marks that bled'],
    ['en', 'my son bit my daughter on the arm during a fight and broke the skin'],
    ['is', 'hundurinn beit mig í lærið og það blæddi úr bitinu'],
    ['pl', 'pies mnie ugryzł w łydkę, są ślady zębów i trochę krwawiło'],
    ['es', 'me mordio un perro en la pierna, tengo dos agujeritos y sangro un poco'],
    ['fr', "un chien m'a mordu au mollet, il y a des traces de dents et ça a saigné"],
    ['de', 'der Hund vom Nachbarn hat mich ins Bein gebissen, zwei kleine Löcher, hat geblutet'],
    ['it', 'un cane mi ha morso la gamba, ci sono i segni dei denti e ha sanguinato'],
    ['pt', 'um cachorro me mordeu na perna, ficaram dois furinhos e sangrou'],
    ['ru', 'меня укусила собака за ногу, следы зубов и немного кровило'],
    ['tr', 'komşunun köpeği bacağımı ısırdı, diş izleri var ve biraz kanadı'],
    ['zh', '邻居家的狗咬了我的腿，有两个牙印，出了点血'],
    ['ja', '近所の犬に足を噛まれて、歯の跡から少し血が出ました'],
    ['ko', '이웃집 개한테 다리를 물렸는데 이빨 자국에서 피가 났어요'],
    ['ar', 'عضني كلب الجيران في رجلي وفيه اثار اسنان ونزل دم'],
    ['ar', 'el kalb 3addni fi rejli w nazal dam'],
    ['hi', 'पड़ोसी के कुत्ते ने पैर पर काट लिया, दांत के निशान हैं और खून निकला'],
    ['hi', 'padosi ke kutte ne pair pe kaat liya, daant ke nishan hai aur khoon nikla'],
  ];
  it('a bite that broke the skin is seen the same or next day (3), read as a bite', () => {
    expectUrgency(BROKE_SKIN, 3, 3);
    expectRead('animal_bite', BROKE_SKIN);
    expectCode('T14.1', BROKE_SKIN);
  });
  it('a cat bite to the hand is urgent (2–3); a bite with spreading redness and fever is 2', () => {
    expectUrgency(
      [
        ['en', "my cat bit my hand last night and now it's swollen"],
        ['de', 'unsere Katze hat mich in die Hand gebissen, es ist geschwollen'],
        ['es', 'mi gato me mordio la mano y esta hinchada'],
      ],
      2,
      3,
    );
    expectUrgency(
      [
        ['en', 'dog bite on my arm two days ago, now red streaks spreading up and I have a fever of 38.5'],
        ['fr', "morsure de chien il y a 2 jours, la rougeur s'étend et j'ai de la fièvre"],
        ['pl', 'ugryzienie psa sprzed dwóch dni, zaczerwienienie się rozszerza i mam gorączkę'],
      ],
      2,
      2,
    );
  });
  it('a dog that licked a graze is no bite: not read as one, not raised to a same-day review', () => {
    const LICKED: Case[] = [
      ['en', 'the dog licked a graze on my knee, no break in the skin'],
      ['de', 'der Hund hat meine Schürfwunde abgeleckt, die Haut ist nicht verletzt'],
    ];
    expectNotRead('animal_bite', LICKED);
    expectUrgency(LICKED, 4, 5);
  });
  it('a bite that did not break the skin, and a mosquito bite, are self-care', () => {
    expectUrgency(
      [
        ['en', "our puppy nipped my finger but didn't break the skin"],
        ['de', 'der Hund hat mich gezwickt, aber die Haut ist nicht verletzt'],
        ['es', 'el perro me mordio pero no rompio la piel'],
        ['fr', "le chien m'a mordillé mais la peau n'est pas percée"],
        ['en', 'got a mosquito bite on my arm, itchy bump'],
        ['de', 'ich habe einen Mückenstich am Arm, juckt'],
        ['es', 'tengo una picadura de mosquito que pica'],
      ],
      5,
      5,
    );
  });
});

describe('tick bites and Lyme disease (NICE NG95)', () => {
  const RING: Case[] = [
    ['en', "I had a tick on my leg after camping last week and now there's a red ring around it that's getting bigger"],
    ['en', 'walked in the woods 10 days ago, now a bullseye rash on my thigh'],
    ['is', 'ég fékk mítil fyrir viku og nú er rauður hringur sem stækkar'],
    ['pl', 'tydzień temu wyjąłem kleszcza, teraz jest czerwony rumień który się powiększa'],
    ['es', 'me picó una garrapata hace una semana y ahora tengo un círculo rojo que se va agrandando'],
    ['fr', "j'ai eu une tique il y a 10 jours et maintenant une plaque rouge en cible qui s'agrandit"],
    ['de', 'vor einer Woche hatte ich eine Zecke, jetzt ist da ein roter Ring, der immer größer wird'],
    ['it', "una settimana fa ho tolto una zecca e ora c'è un cerchio rosso che si allarga"],
    ['pt', 'tirei um carrapato há uma semana e agora tem uma mancha vermelha em forma de alvo que está crescendo'],
    ['pt', 'carraça na perna, agora tenho um anel vermelho a crescer'],
    ['ru', 'неделю назад укусил клещ, теперь вокруг красное кольцо, и оно увеличивается'],
    ['tr', 'bir hafta önce kene ısırdı, şimdi etrafında büyüyen kırmızı bir halka var'],
    ['zh', '一周前被蜱虫咬了，现在周围有个红圈越来越大'],
    ['ja', '1週間前にマダニに噛まれて、周りに赤い輪が広がってきました'],
    ['ko', '일주일 전에 진드기에 물렸는데 주변에 빨간 고리가 점점 커져요'],
    ['ar', 'قرصتني قرادة قبل اسبوع والحين فيه دائرة حمراء تكبر'],
    ['hi', 'एक हफ्ते पहले किलनी ने काटा था, अब लाल गोल घेरा बढ़ रहा है'],
    ['hi', 'ek hafte pehle tick ne kaata tha, ab laal gol ghera badh raha hai'],
  ];
  it('an expanding red ring or a bullseye rash after a tick bite is Lyme disease, GP within days (4)', () => {
    expectUrgency(RING, 4, 4);
    expectCode('A69.2', RING);
  });
  it('heart symptoms or a facial palsy after a tick bite are seen the same day or sooner', () => {
    expectUrgency(
      [
        ['en', 'had a tick bite last month, now my heart is racing and skipping beats and I feel faint'],
        ['de', 'Zeckenbiss vor drei Wochen, jetzt Herzstolpern und mir wird schwarz vor Augen'],
      ],
      2,
      3,
    );
    // a face that droops stays the stroke reading (FAST) whatever bit before it
    expectUrgency([['en', 'tick bite 3 weeks ago and now one side of my face has dropped']], 1, 3);
  });
  const REMOVED: Case[] = [
    ['en', 'removed a tick from my arm yesterday, no rash'],
    ['de', 'gestern eine Zecke entfernt, kein Ausschlag'],
    ['es', 'ayer me quité una garrapata, no hay sarpullido'],
    ['fr', "j'ai enlevé une tique hier, pas de rougeur"],
    ['pl', 'wczoraj wyciągnąłem kleszcza, nie ma rumienia'],
    ['ru', 'вчера вытащил клеща, покраснения нет'],
    ['it', 'ieri ho tolto una zecca dalla gamba, la pelle è a posto'],
    ['pt', 'tirei um carrapato ontem, sem manchas'],
    ['tr', 'dün bir kene çıkardım, kızarıklık yok'],
    ['zh', '昨天拔掉了一只蜱虫，没有红斑'],
  ];
  it('a tick removed with no rash is self-care (remove it, watch), read as a tick bite', () => {
    expectUrgency(REMOVED, 5, 5);
    expectRead('tick_bite', REMOVED);
    expectNotRead('tick_rash', REMOVED);
  });
  it('a tick is not a dog: a tick bite is not an animal bite, and "tick the box" is no tick', () => {
    expectNotRead('animal_bite', REMOVED);
    expectNotRead('tick_bite', [
      ['en', 'please tick the box if you want a call back'],
      ['tr', 'ellerimi kenetlediğimde parmaklarım ağrıyor'],
      ['fr', "c'est pratique, je peux venir demain"],
    ]);
  });
});

describe('genital sores, ulcers, warts or discharge (BASHH; NICE CKS)', () => {
  const SORES: Case[] = [
    ['en', 'I have painful blisters on my penis since I slept with someone new last week'],
    ['en', 'green discharge from my penis after sex with a new partner'],
    ['en', "I've got little lumps like warts on my genitals"],
    ['is', 'ég er með sár og blöðrur á kynfærunum eftir kynlíf'],
    ['pl', 'owrzodzenia w okolicy intymnej, piecze przy sikaniu'],
    ['es', 'tengo ampollas en la vagina que me arden al orinar'],
    ['de', 'Geschwür an der Scheide, brennt beim Wasserlassen'],
    ['it', 'mi sono uscite delle vesciche sul pene, fanno male'],
    ['fr', "j'ai des petites plaies sur le sexe qui me brûlent"],
    ['ru', 'на половом члене появились болезненные пузырьки'],
    ['tr', 'penisimde ağrılı yaralar çıktı'],
    ['zh', '下体长了几个疼痛的水泡'],
    ['ja', '性器に痛い水ぶくれができました'],
    ['ko', '성기에 물집이 생기고 아파요'],
    ['ar', 'طلعت لي حبوب مؤلمة على العضو الذكري'],
    ['hi', 'लिंग पर दर्दनाक छाले हो गए हैं'],
    ['hi', 'ling par chhale ho gaye hai, dard hai'],
  ];
  it('sores, blisters, warts or a discharge on the genitals go to a sexual-health clinic or GP within days (4)', () => {
    expectUrgency(SORES, 4, 4);
    expectRead('genital_sore', SORES);
    expectCode('A64', SORES);
  });
  it('after unprotected sex the same reading stands (emergency contraception may bring it to the same day)', () => {
    const UNPROTECTED: Case[] = [
      ['pl', 'mam bolesne pęcherzyki na penisie po stosunku bez zabezpieczenia'],
      ['de', 'ich habe schmerzhafte Bläschen am Penis nach ungeschütztem Sex'],
      ['es', 'me salieron llagas dolorosas en el pene despues de tener relaciones sin condon'],
      ['pt', 'estou com feridas no pênis depois de transar sem camisinha'],
    ];
    expectUrgency(UNPROTECTED, 3, 4);
    expectCode('A64', UNPROTECTED);
  });
  const CONTACT: Case[] = [
    ['en', 'my ex just told me she has chlamydia, we had sex last month'],
    ['de', 'mein Partner hat Chlamydien, was soll ich machen'],
    ['es', 'mi pareja tiene gonorrea y yo no tengo síntomas'],
    ['fr', "ma copine a une chlamydia, je n'ai rien mais je m'inquiète"],
    ['pl', 'mój partner ma rzeżączkę, a ja nie mam objawów'],
    ['it', 'il mio ragazzo ha la clamidia'],
    ['pt', 'meu namorado está com gonorreia'],
    ['ru', 'у моего партнёра нашли хламидиоз'],
    ['tr', 'erkek arkadaşımda klamidya çıktı'],
    ['ja', '彼氏がクラミジアと言われました'],
  ];
  it('a sexual partner with an infection is seen within days (4)', () => {
    expectUrgency(CONTACT, 4, 4);
    expectRead('sti_contact', CONTACT);
    expectCode('A64', CONTACT);
  });
  it("words that look the same are no STI or genital sore: another language's 'ist', a cockroach, stretch marks", () => {
    expectNotRead('sti_contact', [
      ['fr', 'Mein Knie ist geschwollen, es ist rot'],
      ['it', 'Mein Knie ist geschwollen und es ist rot'],
      ['pt', 'mein Bein ist rot'],
      ['es', 'my knee hurts, its swollen and its red'],
    ]);
    expectNotRead('genital_sore', [
      ['en', 'a cockroach crawled on me and now I have a rash'],
      ['fr', 'des boutons sur les vergetures'],
      ['pt', 'fiz uma pausa, tenho feridas na perna'],
      ['zh', '那里长了水泡'],
      ['ko', '고추를 만지고 손에 물집이 생겼어요'],
    ]);
    expectNotRead('tick_bite', [['en', 'back in a tick, my knee hurts']]);
  });
  it('a cold sore on the lip and cystitis alone are not genital sores', () => {
    const LIP: Case[] = [
      ['en', 'I have a cold sore on my lip'],
      ['es', 'tengo un herpes labial en el labio'],
      ['de', 'ich habe Lippenherpes'],
      ['fr', "j'ai un bouton de fièvre sur la lèvre"],
    ];
    expectUrgency(LIP, 5, 5);
    expectNotRead('genital_sore', LIP);
    expectNotRead('genital_sore', [
      ['en', 'burning when I pee, need to go often'],
      ['de', 'brennt beim Wasserlassen und ich muss ständig aufs Klo'],
      // the bladder is no blister: Blase, pęcherz, пузырь, blaðra
      ['de', 'Blasenentzündung und es brennt in der Scheide'],
      ['pl', 'zapalenie pęcherza, piecze przy sikaniu w okolicy intymnej'],
      ['ru', 'воспаление мочевого пузыря, жжение во влагалище'],
      ['is', 'blöðrubólga og sviði í kynfærum'],
      // Glied / Gliedmaßen (limbs), Schritt (a step), członek rodziny (a family member)
      ['de', 'Ausschlag an den Gliedmaßen'],
      ['de', 'die Wunde tut bei jedem Schritt weh'],
      ['pl', 'członkowie rodziny mają wysypkę'],
    ]);
  });
});

describe('persistent symptoms that need a GP because they have lasted (NICE NG12, CG150, NG59)', () => {
  it('hoarseness for 3 weeks or more is a GP appointment (4), even when it began with a cold', () => {
    const HOARSE: Case[] = [
      ['en', "I've been hoarse for 4 weeks now, it started with a cold, I smoke"],
      ['de', 'ich bin seit 4 Wochen heiser, hat mit einer Erkältung angefangen'],
      ['fr', 'je suis enroué depuis 3 semaines'],
      ['pl', 'od miesiąca mam chrypkę'],
      ['it', 'sono rauco da un mese'],
      ['pt', 'estou rouco há 4 semanas'],
      ['ru', 'охрип уже месяц, голос не возвращается'],
      ['tr', '4 haftadır sesim kısık'],
      ['zh', '声音嘶哑已经一个月了'],
      ['ar', 'صوتي مبحوح من شهر'],
      ['hi', 'ek mahine se awaaz baithi hui hai'],
    ];
    expectUrgency(HOARSE, 4, 4);
    expectRead('hoarse_voice', HOARSE);
    expectRead('hoarse_voice', [
      ['ja', '声がかすれて治りません'],
      ['ko', '목이 쉰 지 오래됐어요'],
      ['is', 'ég hef verið hás lengi'],
    ]);
  });
  it('a cough for 3 weeks or more is a GP appointment (4)', () => {
    expectUrgency(
      [
        ['en', "I've had a cough for 4 weeks that won't go away"],
        ['de', 'ich huste seit 5 Wochen'],
        ['es', 'tengo tos desde hace un mes'],
      ],
      4,
      4,
    );
  });
  const DAILY_PAINKILLERS: Case[] = [
    ['en', 'headache almost every day, I take paracetamol or ibuprofen most days'],
    ['de', 'fast jeden Tag Kopfschmerzen, nehme fast täglich Ibuprofen'],
    ['es', 'me duele la cabeza y tomo analgésicos todos los días'],
    ['fr', 'mal de tête, je prends du doliprane tous les jours'],
    ['it', 'ho mal di testa e prendo la tachipirina tutti i giorni'],
    ['pt', 'tenho dor de cabeça e tomo dipirona todos os dias'],
    ['pl', 'boli mnie głowa, biorę ibuprom codziennie'],
    ['ru', 'болит голова, пью цитрамон каждый день'],
    ['tr', 'başım ağrıyor, her gün ağrı kesici içiyorum'],
    ['zh', '经常头痛，每天都吃止痛药'],
    ['ja', '頭痛で毎日ロキソニンを飲んでいます'],
    ['ko', '두통 때문에 매일 타이레놀을 먹어요'],
    ['ar', 'عندي صداع وآخذ بنادول كل يوم'],
    ['hi', 'sir dard rehta hai, roz crocin leta hoon'],
  ];
  it('a headache with painkillers taken every day or most days is medication overuse, GP within days (4)', () => {
    expectUrgency(DAILY_PAINKILLERS, 4, 4);
    expectRead('painkiller_overuse', DAILY_PAINKILLERS);
    expectCode('G44.4', DAILY_PAINKILLERS);
  });
  it('low back pain for more than 6 weeks is a GP appointment (4)', () => {
    expectUrgency(
      [
        ['en', 'my lower back has been hurting for 2 months now'],
        ['de', 'Rückenschmerzen seit 8 Wochen'],
        ['fr', 'mal au dos depuis 3 mois'],
        ['pl', 'ból krzyża od dwóch miesięcy'],
      ],
      4,
      4,
    );
  });
  it('a short hoarseness with a cold, a headache of one day and back pain for 3 days after lifting are self-care', () => {
    expectUrgency(
      [
        ['en', 'hoarse for 3 days with a cold'],
        ['de', 'seit 3 Tagen heiser wegen Erkältung'],
        ['en', 'I have had a headache for one day'],
        ['en', 'headache since this morning, took a paracetamol'],
        ['en', 'back pain for 3 days after lifting a box'],
        ['es', 'me duele la espalda desde hace 3 dias despues de levantar una caja'],
      ],
      5,
      5,
    );
    expectNotRead('painkiller_overuse', [
      ['en', 'headache since this morning, took a paracetamol'],
      ['en', 'I take my blood pressure tablets every day and have a headache today'],
    ]);
  });
});

describe('ankle and foot injuries that need an X-ray (Ottawa ankle and foot rules)', () => {
  const CANNOT_WALK: Case[] = [
    ['en', "twisted my ankle playing football and I can't put weight on it, can only take a couple of steps"],
    ['de', 'bin umgeknickt und kann nicht auftreten'],
    ['es', 'me torcí el tobillo y no puedo apoyar el pie'],
    ['fr', 'je me suis tordu la cheville et je ne peux pas marcher'],
    ['pl', 'skręciłem kostkę i nie mogę stanąć na nodze'],
    ['it', 'ho preso una storta alla caviglia e non riesco a camminare'],
    ['pt', 'torci o tornozelo e não consigo apoiar o pé no chão'],
    ['ru', 'подвернул ногу, не могу наступить'],
    ['tr', 'ayağımı burktum, basamıyorum'],
    ['zh', '崴了脚，脚不能着地'],
    ['ja', '足首をひねって歩けません'],
    ['ko', '발목을 삐었는데 걸을 수가 없어요'],
    ['ar', 'لويت كاحلي وما اقدر امشي عليه'],
    ['hi', 'pair mud gaya, chal nahi pa raha'],
    ['is', 'ég sneri mig á ökkla og get ekki stigið í fótinn'],
  ];
  it('unable to take four steps after a twist is an X-ray the same day (3)', () => {
    expectUrgency(CANNOT_WALK, 3, 3);
  });
  const BONY: Case[] = [
    ['en', 'rolled my ankle, it hurts when I press on the bony bit on the outside'],
    ['en', 'went over on my foot, the bone on the side of my foot at the base of the little toe is really tender'],
    ['de', 'Knöchel verstaucht, der Knochen außen tut beim Drücken weh'],
    ['es', 'me torcí el tobillo y me duele el hueso cuando lo presiono'],
    ['fr', "je me suis tordu la cheville, j'ai mal quand j'appuie sur l'os"],
    ['it', "ho preso una storta, mi fa male l'osso quando premo"],
    ['pt', 'torci o tornozelo e dói o osso quando aperto'],
    ['pl', 'skręciłem kostkę, boli kość jak naciskam'],
    ['ru', 'подвернул ногу, больно когда нажимаю на косточку'],
    ['tr', 'ayak bileğimi burktum, kemiğe bastırınca çok acıyor'],
    ['zh', '崴了脚，按脚踝骨头很痛'],
    ['ja', '足首をひねって、くるぶしを押すと痛いです'],
    ['ko', '발목을 삐었는데 복사뼈를 누르면 아파요'],
    ['ar', 'لويت كاحلي ولما اضغط على العظم يوجعني'],
    ['hi', 'pair mud gaya, haddi dabane par dard hota hai'],
  ];
  it('pain on pressing the ankle bone or the base of the little toe bone after a twist is an X-ray the same day (3)', () => {
    expectUrgency(BONY, 3, 3);
    expectRead('bony_tenderness', BONY);
  });
  it('a sprain walked on with mild swelling and no bony tenderness is self-care', () => {
    const SPRAIN: Case[] = [
      ['en', 'twisted my ankle yesterday, walking on it fine, a bit swollen'],
      ['de', 'Knöchel umgeknickt, kann normal laufen, leicht geschwollen'],
      ['es', 'me torcí el tobillo, puedo caminar, esta un poco hinchado'],
    ];
    expectUrgency(SPRAIN, 5, 5);
    expectNotRead('bony_tenderness', SPRAIN);
  });
});
