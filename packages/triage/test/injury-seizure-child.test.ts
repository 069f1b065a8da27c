import { type Language } from '@asa/domain';
import { describe, it } from 'vitest';
import {
  expectNoFlag,
  expectNotRead,
  expectRead,
  expectSomeFlag,
  expectUrgency,
} from './support/everyday.ts';

/**
 * Injury, seizure and child, said in everyday words in the 15 languages: a change in behaviour after a
 * knock on the head (NICE NG232), a fit going on now (NICE NG217, NHS epilepsy: 999), a limb a child will
 * not use after a fall (NICE NG38, NHS broken arm or leg), a baby's sunken soft spot (NICE CG84), and an
 * adrenaline pen used for a reaction (Resuscitation Council UK 2021: 999 every time). Every message was
 * written for this file in the voice of patients and relatives, not taken from any evaluation set; each
 * urgency is reached by the engine and its red-flag floor with the statistical safety net off.
 */
type Case = readonly [Language, string];

// ---------------------------------------------------------------- 1. a head injury, then a change (NICE NG232)

const HEAD_INJURY_THEN_CHANGE: Case[] = [
  ['en', "he bumped his head this morning and now he's acting strange"],
  ['en', 'my daughter hit her head on the swing and she is not herself'],
  ['is', 'hann rak höfuðið í borðið og hagar sér undarlega'],
  ['pl', 'uderzył się w głowę o stół i teraz dziwnie się zachowuje'],
  ['pl', 'spadł z łóżka na głowę i nie jest sobą'],
  ['es', 'se golpeó la cabeza esta mañana y ahora se comporta raro'],
  ['es', 'se pego en la cabeza y lo veo muy raro'],
  ['fr', "il s'est cogné la tête ce matin et depuis il se comporte bizarrement"],
  ['fr', "elle est tombée sur la tête, elle est pas comme d'habitude"],
  ['de', 'er hat sich heute morgen den Kopf gestoßen und verhält sich jetzt komisch'],
  ['de', 'sie ist auf den Kopf gefallen und ist nicht mehr sie selbst'],
  ['it', 'ha battuto la testa stamattina e adesso si comporta in modo strano'],
  ['pt', 'ele bateu a cabeça hoje de manhã e agora está agindo estranho'],
  ['pt', 'caiu e bateu a cabeça, tá muito estranho'],
  ['ru', 'он ударился головой утром и теперь ведёт себя странно'],
  ['tr', 'bu sabah kafasını çarptı ve şimdi tuhaf davranıyor'],
  ['zh', '他早上撞到头了，现在行为有点怪'],
  ['ja', '今朝頭をぶつけて、様子がおかしい'],
  ['ko', '아침에 머리를 부딪혔는데 지금 행동이 이상해요'],
  ['ar', 'ضرب راسه الصبح وهلأ تصرفاته غريبة'],
  ['ar', 'w2e3 3ala raso w mesh tabi3i'],
  ['hi', 'subah sir pe chot lagi aur ab ajeeb harkat kar raha hai'],
  ['hi', 'उसके सिर में चोट लगी और अब अजीब बर्ताव कर रहा है'],
];

describe('a knock on the head, then acting strangely or not themself (NICE NG232)', () => {
  it('is read as a change in behaviour after a head injury → emergency department (2)', () => {
    expectRead('behaviour_change', HEAD_INJURY_THEN_CHANGE);
    expectSomeFlag(['head_injury_danger'], HEAD_INJURY_THEN_CHANGE);
    expectUrgency(HEAD_INJURY_THEN_CHANGE, 1, 2);
  });
  it('acting strangely with no head injury is not this rule', () => {
    const noInjury: Case[] = [
      ['en', 'he is acting strange today'],
      ['ru', 'ведёт себя странно после ссоры с другом'],
      ['es', 'mi hijo se comporta raro desde que empezó el colegio'],
      ['de', 'er verhält sich seit der Trennung komisch'],
    ];
    expectNoFlag(['head_injury_danger'], noInjury);
    expectUrgency(noInjury, 3, 5);
  });
  it('a small bump, cried at once and back to playing, acting normally, is not 1–2', () => {
    const minor: Case[] = [
      [
        'en',
        'she bumped her head on the table, small lump, cried straight away then went back to playing, no vomiting',
      ],
      ['en', 'he bumped his head, he is not acting strange and has not vomited'],
      ['es', 'se golpeó la cabeza pero no se comporta raro, está normal jugando'],
      ['de', 'er hat sich den Kopf gestoßen, verhält sich aber ganz normal'],
      ['fr', "il s'est cogné la tête, petite bosse, il joue normalement"],
      ['pl', 'uderzył się w głowę, mały guz, bawi się normalnie'],
    ];
    expectUrgency(minor, 3, 5);
    expectNotRead('behaviour_change', minor);
  });
});

// ---------------------------------------------------------------- 2. a fit going on now (NICE NG217; NHS epilepsy)

const FIT_NOW: Case[] = [
  ['en', 'my husband is having a fit right now'],
  ['en', "she's still fitting, it won't stop"],
  ['is', 'maðurinn minn er að fá krampa núna'],
  ['pl', 'mąż ma teraz atak padaczki'],
  ['pl', 'syn ma drgawki w tej chwili'],
  ['es', 'mi esposo está convulsionando ahora mismo'],
  ['es', 'ahorita esta convulsionando mi hijo'],
  ['fr', "mon mari fait une crise d'épilepsie en ce moment"],
  ['fr', 'elle convulse encore'],
  ['de', 'mein Mann hat gerade einen Krampfanfall'],
  ['de', 'sie krampft immer noch'],
  ['it', 'mio marito sta avendo una crisi epilettica adesso'],
  ['it', 'mio figlio sta convulsando'],
  ['pt', 'meu marido está tendo uma convulsão agora'],
  ['pt', 'ele ainda está convulsionando'],
  ['ru', 'у мужа сейчас судороги'],
  ['ru', 'он до сих пор бьётся в судорогах'],
  ['tr', 'eşim şu an nöbet geçiriyor'],
  ['tr', 'oğlum hala kasılıyor'],
  ['zh', '我老公现在正在抽搐'],
  ['zh', '孩子还在抽'],
  ['ja', '夫が今けいれんしています'],
  ['ja', '子どもがまだひきつけしてる'],
  ['ko', '남편이 지금 경련을 하고 있어요'],
  ['ko', '아이가 아직 발작 중이에요'],
  ['ar', 'زوجي الحين يتشنج'],
  ['ar', 'ابني لسه بيتشنج'],
  ['ar', 'ibni daba kaytkhab9'],
  ['ar', 'jozi halla2 3am yitshannaj'],
  ['hi', 'mere pati ko abhi daura pad raha hai'],
  ['hi', 'अभी उसे दौरा पड़ रहा है'],
];

describe('a fit going on now, or still going on (NICE NG217; NHS: call 999)', () => {
  it('is a seizure that has not stopped → 112 (1)', () => {
    expectRead('seizure_prolonged', FIT_NOW);
    expectSomeFlag(['status_epilepticus'], FIT_NOW);
    expectUrgency(FIT_NOW, 1, 1);
  });
  it('a fit of coughing, laughing, crying or temper, or a dress that fits, is no seizure going on', () => {
    const lookAlikes: Case[] = [
      ['en', 'had a fit of coughing this morning'],
      ['en', 'she is having a laughing fit right now'],
      ['en', 'this dress fits me right now'],
      ['es', 'tuve un ataque de tos ahora mismo'],
      ['es', 'tuvo un ataque de risa ahora'],
      ['de', 'er hat gerade einen Lachanfall'],
      ['de', 'ich habe gerade einen Hustenanfall'],
      ['fr', "j'ai une crise de fou rire en ce moment"],
      ['fr', 'il fait une crise de colère en ce moment'],
      ['it', 'ha una crisi di pianto adesso'],
      ['pt', 'ela está tendo uma crise de riso agora'],
      ['ru', 'у меня сейчас приступ кашля'],
      ['tr', 'şu an öksürük krizi geçiriyor'],
      ['zh', '我现在咳嗽发作'],
      ['ja', '今咳の発作が出ています'],
      ['ko', '지금 기침 발작이 있어요'],
      ['ar', 'الحين عنده نوبة ضحك'],
      ['hi', 'abhi khansi ka daura pad raha hai'],
      ['pl', 'ma teraz atak kaszlu'],
      ['pl', 'ma teraz napad złości'],
    ];
    expectNotRead('seizure_prolonged', lookAlikes);
    expectNotRead('seizure', lookAlikes);
    expectUrgency(lookAlikes, 3, 5);
  });
  it("a known epileptic's usual short seizure, now back to normal, is not 1–2", () => {
    expectUrgency([['en', 'he has epilepsy, had his usual short seizure and is now back to normal']], 3, 5);
  });
  it('a febrile seizure of a minute, the child now alert, is 2–3, not 1', () => {
    expectUrgency(
      [['en', 'my 2 year old had a febrile seizure that lasted 1 minute, now alert and playing']],
      2,
      3,
    );
  });
});

// ---------------------------------------------------------------- 3. a limb not used after a fall (NICE NG38)

const LIMB_NOT_USED: Case[] = [
  ['en', "my son fell and won't move his arm, it's swollen"],
  ['en', 'she fell off the trampoline and is holding her arm still and cries when I touch it'],
  ['en', "he fell down the stairs and won't put weight on his leg"],
  ['is', 'hann datt og vill ekki hreyfa handlegginn'],
  ['pl', 'syn spadł z huśtawki i nie chce ruszać ręką'],
  ['es', 'mi hijo se cayó y no quiere mover el brazo, está hinchado'],
  ['es', 'se cayo del columpio y no mueve el bracito'],
  ['fr', 'mon fils est tombé et il veut pas bouger son bras'],
  ['it', 'mio figlio è caduto e non vuole muovere il braccio'],
  ['pt', 'meu filho caiu e não quer mexer o braço'],
  ['ru', 'сын упал и не двигает рукой'],
  ['tr', 'oğlum düştü ve kolunu oynatmıyor'],
  ['zh', '孩子摔倒了，胳膊不肯动'],
  ['ja', '息子が転んで腕を動かさない'],
  ['ko', '아이가 넘어졌는데 팔을 안 움직여요'],
  ['ar', 'ابني وقع وما يحرك ايده'],
  ['ar', 'ibni w2e3 w ma bi7arrek ido'],
  ['hi', 'beta gir gaya aur haath nahi hila raha'],
  ['hi', 'बेटा गिर गया और हाथ नहीं हिला रहा'],
  ['de', 'mein Sohn ist vom Klettergerüst gefallen und bewegt den Arm nicht mehr'],
  ['de', 'sie ist gestürzt und will nicht mehr auftreten'],
];

describe('an arm or leg a child will not move or use after a fall (NICE NG38; NHS broken arm or leg)', () => {
  it('is read and sent for an X-ray the same day (3)', () => {
    expectUrgency(LIMB_NOT_USED, 3, 3);
  });
  it('reads the arm not moved, held still, or crying when touched', () => {
    expectRead(
      'limb_not_used',
      LIMB_NOT_USED.filter(([, t]) => !/weight|auftreten/.test(t)),
    );
  });
  it('with a deformity or bone through the skin it stays 2', () => {
    expectUrgency(
      [
        ['en', 'my son fell and his arm is bent at a funny angle'],
        ['en', 'she fell and the bone is sticking out of her arm'],
      ],
      1,
      2,
    );
  });
  it('a fall with the arm moving normally, or "won\'t move from the sofa", is not it', () => {
    const lookAlikes: Case[] = [
      ['en', "he fell over but he's moving his arm fine now and playing"],
      ['en', "my son won't move from the sofa, he is tired"],
      ['es', 'se cayó pero mueve el brazo bien'],
      ['de', 'er ist hingefallen, bewegt den Arm aber normal'],
      ['fr', 'il est tombé mais il bouge son bras normalement'],
    ];
    expectNotRead('limb_not_used', lookAlikes);
    expectUrgency(lookAlikes, 4, 5);
  });
});

// ---------------------------------------------------------------- 4. a baby's sunken soft spot (NICE CG84)

const SUNKEN_SOFT_SPOT: Case[] = [
  ['en', "my baby's soft spot looks sunken"],
  ['en', 'the fontanelle on my 3 month old has gone in'],
  ['is', 'hausamótið á barninu er sokkið'],
  ['pl', 'ciemiączko u dziecka jest zapadnięte'],
  ['es', 'a mi bebé se le hundió la mollera'],
  ['es', 'la mollera de mi bebe esta hundida'],
  ['fr', 'la fontanelle de mon bébé est creusée'],
  ['de', 'die Fontanelle von meinem Baby ist eingesunken'],
  ['it', 'la fontanella del mio bambino è infossata'],
  ['pt', 'a moleira do meu bebê está afundada'],
  ['ru', 'у малыша запал родничок'],
  ['tr', 'bebeğimin bıngıldağı çökmüş'],
  ['zh', '宝宝囟门凹陷'],
  ['ja', '赤ちゃんの大泉門がへこんでいる'],
  ['ko', '아기 숨구멍이 움푹 들어갔어요'],
  ['ar', 'يافوخ البيبي غاير'],
  ['hi', 'bachche ka taalu dhans gaya hai'],
  ['hi', 'बच्चे का तालू धंस गया है'],
];

const SUNKEN_SOFT_SPOT_UNWELL: Case[] = [
  ['en', "my baby's soft spot looks sunken and he is very sleepy"],
  ['en', "my baby's soft spot is sunken and no wet nappy since this morning"],
  ['es', 'a mi bebé se le hundió la mollera y está muy dormido'],
  ['de', 'die Fontanelle ist eingesunken und die Windel ist seit 12 Stunden trocken'],
  ['fr', 'la fontanelle est creusée et il est très somnolent'],
  ['pt', 'a moleira está funda e ele está muito molinho'],
  ['ru', 'родничок запал и он очень вялый'],
  ['tr', 'bıngıldağı çökmüş ve çok uyuşuk'],
  ['zh', '宝宝囟门凹陷，一直昏昏欲睡'],
  ['ja', '大泉門がへこんでいて、ぐったりしている'],
  ['ko', '숨구멍이 움푹 들어가고 축 늘어져 있어요'],
  ['ar', 'يافوخه غاير وهو نعسان كثير'],
  ['hi', 'taalu dhans gaya hai aur bahut sust hai'],
  ['pl', 'ciemiączko zapadnięte i jest bardzo senny'],
  ['it', 'fontanella infossata e molto sonnolento'],
];

describe("a baby's sunken soft spot (NICE CG84; NHS dehydration)", () => {
  it('alone is read and seen face to face the same day (3)', () => {
    expectRead('sunken_fontanelle', SUNKEN_SOFT_SPOT);
    expectUrgency(SUNKEN_SOFT_SPOT, 2, 3);
  });
  it('with drowsiness, floppiness or dry nappies → emergency assessment (2)', () => {
    expectSomeFlag(['sunken_fontanelle_unwell'], SUNKEN_SOFT_SPOT_UNWELL);
    expectUrgency(SUNKEN_SOFT_SPOT_UNWELL, 1, 2);
  });
  it('a soft spot said not to be sunken is not read as sunken', () => {
    const denied: Case[] = [
      ['en', "my baby's soft spot is not sunken, he is feeding well"],
      ['en', 'the soft spot looks normal, just a bit of a cold'],
      ['es', 'la mollera está normal, no está hundida'],
      ['de', 'die Fontanelle ist nicht eingesunken'],
    ];
    expectNotRead('sunken_fontanelle', denied);
    expectUrgency(denied, 4, 5);
  });
});

// ---------------------------------------------------------------- 5. an adrenaline pen used (Resuscitation Council UK 2021)

const PEN_USED: Case[] = [
  ['en', "I think it's anaphylaxis, used my epipen"],
  ['en', 'gave him his EpiPen for the allergic reaction'],
  ['en', 'we had to use the epipen on my daughter, she reacted to peanuts'],
  ['is', 'ég notaði epipenna því ég fékk ofnæmiskast'],
  ['pl', 'użyłam epipena bo syn miał reakcję alergiczną'],
  ['es', 'le puse la epipen a mi hijo por la reacción alérgica'],
  ['es', 'use mi epipen, creo que es anafilaxia'],
  ['fr', "j'ai utilisé mon EpiPen pour une réaction allergique"],
  ['de', 'ich habe meinen EpiPen benutzt, allergische Reaktion'],
  ['de', 'habe ihm den Notfallpen gegeben wegen einer allergischen Reaktion'],
  ['it', 'ho usato la penna di adrenalina per una reazione allergica'],
  ['pt', 'usei a caneta de adrenalina por uma reação alérgica'],
  ['ru', 'вколол себе эпипен из-за аллергической реакции'],
  ['tr', 'alerjik reaksiyon için epipen kullandım'],
  ['zh', '过敏反应，刚用了肾上腺素笔'],
  ['ja', 'アレルギー反応でエピペンを打ちました'],
  ['ko', '알레르기 반응 때문에 에피펜을 놨어요'],
  ['ar', 'استعملت الابيبن عشان حساسية'],
  ['hi', 'allergy reaction ke liye epipen lagaya'],
];

describe('an adrenaline pen used or given for a reaction (Resuscitation Council UK 2021: always 999)', () => {
  it('is read as the pen used → 112 (1)', () => {
    expectRead('adrenaline_pen_used', PEN_USED);
    expectSomeFlag(['adrenaline_given'], PEN_USED);
    expectUrgency(PEN_USED, 1, 1);
  });
  it('the pen carried, asked about, out of date or never used is not 1', () => {
    const lookAlikes: Case[] = [
      ['en', 'I carry an EpiPen for my peanut allergy, can I get a new prescription'],
      ['en', 'my epipen expired, I have never used it, need a new one'],
      ['en', 'how do I use an epipen'],
      ['en', 'my doctor gave me an epipen last year, I need a new one'],
      ['de', 'ich brauche ein neues Rezept für meinen EpiPen, ich habe ihn nie benutzt'],
      ['es', 'necesito una receta nueva para mi epipen'],
      ['fr', "mon EpiPen est périmé, je ne l'ai jamais utilisé"],
      ['tr', 'epipen reçetemi yenilemem gerekiyor'],
    ];
    expectNotRead('adrenaline_pen_used', lookAlikes);
    expectNoFlag(['adrenaline_given'], lookAlikes);
    expectUrgency(lookAlikes, 3, 5);
  });
});

// ---------------------------------------------------------------- 2b. a first ever fit (NHS: call 999)

const FIRST_FIT: Case[] = [
  ['en', 'my son just had his first ever fit, he is 20'],
  ['en', 'she has never had a seizure before and just had one'],
  ['is', 'sonur minn fékk sitt fyrsta flog áðan'],
  ['pl', 'mąż miał pierwszy w życiu atak padaczki'],
  ['es', 'mi hija tuvo su primera convulsión hace un rato'],
  ['fr', 'mon fils a fait sa première crise convulsive ce matin'],
  ['de', 'mein Mann hatte heute zum ersten Mal einen Krampfanfall'],
  ['it', 'mio figlio ha avuto la prima crisi epilettica stamattina'],
  ['pt', 'meu pai teve a primeira convulsão hoje'],
  ['ru', 'у мужа впервые судороги'],
  ['tr', 'oğlum ilk kez nöbet geçirdi'],
  ['zh', '孩子第一次抽搐'],
  ['ja', '息子が初めてけいれんを起こしました'],
  ['ko', '아이가 처음으로 경련을 했어요'],
  ['ar', 'ابني اول مرة يتشنج'],
  ['hi', 'bete ko pehli baar daura pada'],
];

describe('a first ever fit (NHS epilepsy: call 999 the first time; NICE NG217)', () => {
  it('is read as a first seizure → 112 (1)', () => {
    expectRead('first_seizure', FIRST_FIT);
    expectSomeFlag(['first_seizure'], FIRST_FIT);
    expectUrgency(FIRST_FIT, 1, 1);
  });
  it('not the first, a dress fitting, a Fitbit or a first bout of hay fever is not a first seizure', () => {
    const lookAlikes: Case[] = [
      ['en', 'this is not his first seizure, he has epilepsy and is back to normal now'],
      ['en', 'my first fit bit broke'],
      ['es', 'nunca había tenido dolor de cabeza así'],
      ['de', 'mein erster Anfall von Heuschnupfen dieses Jahr'],
    ];
    expectNotRead('first_seizure', lookAlikes);
    expectNoFlag(['first_seizure'], lookAlikes);
  });
});

// ---------------------------------------------------------------- 1b. clear fluid from the nose after a head injury (NICE NG232)

describe('clear fluid from the nose after a knock on the head, a few words apart (NICE NG232: skull fracture signs)', () => {
  it('→ emergency department (2)', () => {
    const cases: Case[] = [
      ['en', 'he hit his head and clear fluid is coming from his nose'],
      ['es', 'se golpeó la cabeza y le sale un líquido claro por la nariz'],
      ['de', 'er ist auf den Kopf gefallen und jetzt kommt klare Flüssigkeit aus der Nase'],
      ['fr', "il s'est cogné la tête et il a du liquide clair qui coule du nez"],
      ['it', 'ha battuto la testa e gli esce un liquido trasparente dal naso'],
      ['pt', 'bateu a cabeça e está saindo um líquido transparente do nariz'],
    ];
    expectRead('skull_fracture_signs', cases);
    expectUrgency(cases, 1, 2);
  });
});
