import { type Language } from '@asa/domain';
import { describe, it } from 'vitest';
import { expectNoFlag, expectNotRead, expectRead, expectSomeFlag, expectUrgency } from './support/everyday.ts';

/**
 * Skin, burns, eyes and mouths said the way people say them: Stevens-Johnson syndrome / toxic
 * epidermal necrolysis after a new medicine (BAD guidelines 2016; NICE CKS drug allergy: 999 / A&E);
 * a blistered burn of a hand, the face, a foot, the genitals or a joint, in an adult as in a child (NHS
 * burns and scalds; NICE CKS burns and scalds); a household or work chemical in the eye, named only as a
 * cleaning product (RCOphth; NHS: irrigate, then A&E); a blow to the eye with worse sight or blood lying
 * at the bottom of the eye (RCOphth; NICE CKS: same-day eye casualty); and a child who fell with a
 * toothbrush, pencil or stick in the mouth (RCEM / NHS: A&E, even if they seem fine). Every message was
 * written for this file in the voice of patients and relatives (no accents, typos, dialect, romanised
 * Hindi and Arabic), not taken from any evaluation set; each urgency is reached by the engine and its
 * red-flag floor with the statistical safety net off.
 */
type Case = readonly [Language, string];

// ---------------------------------------------------------------- 1. Stevens-Johnson syndrome / TEN

const SJS: Case[] = [
  ['en', 'Mum started allopurinol 10 days ago, now she has a fever, blisters in her mouth, sore red eyes and her skin is peeling off in sheets'],
  ['en', 'after the bactrim he got flu like, then his lips are crusted and bleeding and the skin comes off when you rub it'],
  ['is', 'byrjaði á nýju lyfi fyrir viku, nú með hita, blöðrur í munninum, rauð augu og húðin flagnar af í flyksum'],
  ['pl', 'od tygodnia bierze biseptol, ma goraczke, pecherze w ustach, czerwone piekace oczy i skora schodzi jej platami'],
  ['es', 'empezo con lamotrigina hace 2 semanas, tiene fiebre, llagas en la boca, los ojos rojos y la piel se le cae a tiras'],
  ['fr', "depuis l'allopurinol il a de la fievre, des bulles dans la bouche, les yeux rouges et la peau qui se decolle par lambeaux"],
  ['de', 'Meine Mutter (58) nimmt seit 5 Tagen Cotrimoxazol. Jetzt hat sie Fieber, im Mund lauter Blasen, die Lippen verkrustet, die Augen brennen und sind rot, und dunkelrote Flecken am Körper werden zu Blasen und die Haut löst sich'],
  ['it', 'ha iniziato la carbamazepina, ora ha la febbre, bolle in bocca, occhi rossi e la pelle si stacca a lembi'],
  ['pt', 'comecou bactrim faz uma semana, agora febre, feridas na boca, olhos vermelhos e a pele esta soltando em placas'],
  ['ru', 'после бисептола температура, пузыри во рту, глаза красные и кожа слезает пластами'],
  ['tr', 'yeni bir ilaca başladı, ateşi var, ağzında yaralar, gözleri kıpkırmızı ve derisi parça parça soyuluyor'],
  ['zh', '吃了别嘌醇一周后发烧，嘴里都是水泡，眼睛红，皮肤一片片脱落'],
  ['ja', '新しい薬を飲み始めてから熱が出て、口の中に水ぶくれ、目が真っ赤で、皮膚がべろっとむける'],
  ['ko', '새 약 먹고 나서 열나고 입안에 물집이 생기고 눈이 빨갛고 피부가 벗겨져요'],
  ['ar', 'بدأ دواء جديد وبعدها صار عنده حرارة وفقاعات في فمه وعيونه حمرا وجلده عم يتقشر'],
  ['ar', 'bada dawa jdid w sar 3ndo 7arara w fa2a3at bi tummo w jildo 3am yet2ashar'],
  ['hi', 'nayi dawai shuru karne ke baad bukhar, muh mein chhale, aankhein laal aur chamdi utar rahi hai'],
  ['hi', 'नई दवा के बाद बुखार, मुंह में छाले, आंखें लाल और त्वचा उतर रही है'],
];

/** Mouth sores, red eyes and blistering skin after a fever or a new medicine, no peeling said. */
const SJS_MUCOCUTANEOUS: Case[] = [
  ['en', 'on co-trimoxazole for a week, fever, sores all over his mouth, red sticky eyes and dark spots that are blistering'],
  ['de', 'seit dem neuen Medikament Fieber, Blasen im Mund, rote Augen und Blasen auf der Haut'],
  ['fr', 'sous lamotrigine, fievre, aphtes dans la bouche, yeux rouges et des cloques sur le corps'],
  ['it', 'dopo il bactrim febbre, piaghe in bocca, occhi rossi e vesciche sulla pelle'],
  ['es', 'con el alopurinol le dio fiebre, ampollas en la boca, los ojos rojos y ampollas en la piel'],
  ['zh', '吃卡马西平后发烧，嘴唇结痂出血，眼睛红，身上起水泡'],
];

/** Mouth or genital sores with a rash, fever or red eyes days after a new medicine. */
const DRUG_MUCOSAL: Case[] = [
  ['en', 'started allopurinol last week, now a rash and ulcers in her mouth'],
  ['pt', 'começou um remédio novo e agora tem febre e feridas na boca'],
  ['ru', 'начал принимать ламотриджин, появилась сыпь и язвы во рту'],
  ['pl', 'bierze biseptol, ma wysypkę i rany w ustach'],
];

const SJS_LOOK_ALIKES: Case[] = [
  ['en', 'I have a mild itchy rash after amoxicillin, no mouth or eye sores, no blisters'],
  ['de', 'leichter juckender Ausschlag seit Amoxicillin, keine Blasen, Mund und Augen sind ok'],
  ['es', 'tengo un sarpullido leve que pica desde la amoxicilina, sin llagas en la boca ni en los ojos'],
  ['fr', "petite eruption qui gratte depuis l'amoxicilline, pas de bulles, rien dans la bouche"],
  ['it', "un po' di sfogo che prude dopo l'amoxicillina, niente bolle, niente in bocca"],
];

describe('Stevens-Johnson syndrome / toxic epidermal necrolysis (BAD guidelines; NICE CKS drug allergy)', () => {
  it('skin coming away in sheets with mouth sores, red eyes or fever after a medicine → 1, in the 15 languages', () => {
    expectRead('skin_sloughing', SJS);
    expectRead('mucosal_sores', SJS);
    expectUrgency(SJS, 1, 1);
    expectSomeFlag(['sjs_ten', 'sjs_mucocutaneous'], SJS);
  });
  it('mouth sores with red eyes and blistering skin after a fever or a new medicine → 1', () => {
    expectUrgency(SJS_MUCOCUTANEOUS, 1, 1);
    expectSomeFlag(['sjs_mucocutaneous', 'sjs_ten'], SJS_MUCOCUTANEOUS);
  });
  it('mouth sores with a rash days after a new medicine → at least 2', () => {
    expectUrgency(DRUG_MUCOSAL, 1, 2);
    expectSomeFlag(['drug_mucosal_reaction', 'sjs_mucocutaneous'], DRUG_MUCOSAL);
  });
  it('the high-risk medicines are read by name in every script', () => {
    expectRead('sjs_drug', [
      ['de', 'nimmt Cotrimoxazol'],
      ['pl', 'bierze biseptol'],
      ['ru', 'пьёт бисептол'],
      ['zh', '在吃别嘌醇'],
      ['ja', 'アロプリノールを飲んでいる'],
      ['ko', '알로푸리놀 먹고 있어요'],
      ['ar', 'ياخذ الوبيورينول'],
      ['hi', 'वह एलोप्यूरिनॉल लेता है'],
    ]);
  });
  it('a mild itchy rash after amoxicillin without mouth or eye sores or blisters is not 1–2', () => {
    expectUrgency(SJS_LOOK_ALIKES, 3, 5);
    expectNotRead('mucosal_sores', SJS_LOOK_ALIKES);
  });
  it('peeling sunburn, athlete\u2019s foot and a cold sore are not SJS', () => {
    const cases: Case[] = [
      ['en', 'my sunburn is peeling on my back'],
      ['en', 'sunburn from the weekend, now the skin is peeling off in sheets, a bit itchy'],
      ['de', 'Sonnenbrand vom Wochenende, jetzt löst sich die Haut'],
      ['en', 'cold sore on my lip, crusted, tingled first'],
      ['es', 'tengo pie de atleta, la piel se me pela entre los dedos'],
    ];
    expectNoFlag(['sjs_ten', 'sjs_mucocutaneous', 'drug_mucosal_reaction'], cases);
    expectUrgency(cases, 3, 5);
  });
  it('a German "Blasen" of the bladder and a plain mouth ulcer are no mucosal sores', () => {
    expectNotRead('mucosal_sores', [
      ['de', 'ich habe eine Blasenentzündung'],
      ['en', 'I have a mouth ulcer from biting my cheek'],
      ['fr', 'un aphte sur la langue depuis deux jours'],
    ]);
  });
});

// ---------------------------------------------------------------- 2. burns to special areas

const SPECIAL_BURNS: Case[] = [
  ['en', 'I burned my hand on the frying pan, my palm and fingers have big blisters'],
  ['en', 'spilled boiling water on my foot, it has blistered'],
  ['is', 'brenndi mig á hendinni á heitri pönnu, stórar blöðrur á lófanum'],
  ['pl', 'oparzyłem dłoń wrzącym olejem, na palcach duże pęcherze'],
  ['es', 'me queme la mano con aceite hirviendo, me salieron ampollas en la palma y los dedos'],
  ['fr', "je me suis brulé la main avec de l'huile bouillante, des cloques sur la paume et les doigts"],
  ['fr', "brûlure au pied avec de l'eau bouillante, ça a fait des cloques"],
  ['de', 'hab mir die Hand am Backofenblech verbrannt, jetzt große Blasen an den Fingern'],
  ['it', "mi sono bruciato la mano con l'olio bollente, tutto il palmo e le dita, bolle grandi"],
  ['pt', 'queimei a mão com óleo quente, fez bolhas na palma e nos dedos'],
  ['ru', 'обжег руку кипящим маслом, на ладони и пальцах большие волдыри'],
  ['tr', 'elimi kızgın yağla yaktım, avucumda ve parmaklarımda su toplandı'],
  ['zh', '手被热油烫伤了，手掌和手指起了大水泡'],
  ['ja', '揚げ物の油で手をやけどして、手のひらと指に大きな水ぶくれができた'],
  ['ko', '뜨거운 기름에 손을 데었는데 손바닥이랑 손가락에 물집이 크게 잡혔어요'],
  ['ar', 'انحرقت ايدي بالزيت المغلي وطلعت فقاعات كبيرة على كف ايدي واصابعي'],
  ['hi', 'garam tel se haath jal gaya, hatheli aur ungliyon par bade chhale pad gaye'],
];

describe('a blistered burn of a hand, the face, a foot, the genitals or a joint (NHS burns and scalds; NICE CKS)', () => {
  it('is a major burn in an adult, 2, in the 15 languages', () => {
    expectRead('burn_special_site', SPECIAL_BURNS);
    expectUrgency(SPECIAL_BURNS, 2, 2);
  });
  it('a small red mark on a finger, no blister, cooled → self-care', () => {
    expectUrgency(
      [
        ['en', 'I touched the iron, a small red mark on my finger, no blister, I cooled it under the tap'],
        ['de', 'hab mich am Bügeleisen verbrannt, kleiner roter Fleck am Finger, keine Blase, gekühlt'],
        ['fr', 'je me suis brûlé le doigt sur la poêle, juste rouge, pas de cloque, je l’ai passé sous l’eau froide'],
      ],
      5,
      5,
    );
  });
  it('a sunburn with small blisters on the shoulders is not 1', () => {
    expectUrgency(
      [
        ['en', 'sunburn with small blisters on my shoulders'],
        ['es', 'me quemé con el sol, tengo ampollitas en los hombros'],
      ],
      2,
      5,
    );
  });
  it('an adult\u2019s blister said to be small, on a finger caught on a pan, is a minor burn for the pharmacy', () => {
    expectRead('blister_small', [
      ['en', 'burnt my finger on the kettle, a small blister'],
      ['fr', 'une petite brulure au doigt avec la casserole, petite cloque'],
      ['pl', 'oparzyłam się w palec o garnek, mały pęcherz'],
      ['de', 'am Finger verbrannt, eine kleine Blase'],
      ['ko', '손가락을 냄비에 데어서 작은 물집이 생겼어요'],
    ]);
    expectUrgency(
      [
        ['en', 'burnt my hand on the kettle, a small blister on my finger'],
        ['fr', 'une petite brulure au doigt avec la casserole, petite cloque'],
        ['pl', 'oparzyłam się w palec o garnek, mały pęcherz'],
      ],
      5,
      5,
    );
  });
  it('big blisters on the hand, or any blister on a child\u2019s hand, stay a major burn', () => {
    expectUrgency(
      [
        ['en', 'burnt my hand on the kettle, big blisters'],
        ['en', 'my toddler pulled tea over his hand, small blister'],
      ],
      2,
      2,
    );
  });
  it('a red mark is no red streak unless it runs up the limb', () => {
    expectNotRead('red_streak', [
      ['tr', 'ütüyle elimi yaktım, küçük kırmızı bir iz, soğuk suya tuttum'],
      ['fr', 'une petite trace rouge sur la joue'],
      ['it', 'una piccola traccia rossa sul braccio dove ho sbattuto'],
    ]);
    expectRead('red_streak', [
      ['tr', 'elimde kesik var, kırmızı bir iz koluma doğru yukarı çıkıyor'],
      ['fr', "j'ai une trace rouge qui monte le long du bras"],
      ['it', 'una traccia rossa che sale lungo il braccio'],
    ]);
  });
});

// ---------------------------------------------------------------- 3. chemicals in the eye

const CHEMICAL_EYE: Case[] = [
  ['en', 'my son got drain unblocker splashed in his eye, it burns and he can\u2019t open it'],
  ['en', 'some bathroom cleaner went in my eye'],
  ['is', 'stíflueyðir skvettist í augað á mér, svíður mikið'],
  ['pl', 'płyn do mycia łazienki prysnął mi do oka, strasznie piecze'],
  ['es', 'me salto producto de limpieza al ojo y me arde mucho, no puedo abrirlo'],
  ['fr', "du produit pour lave-vaisselle dans l'oeil, ça brûle"],
  ['de', 'mir ist Allzweckreiniger ins Auge gespritzt, brennt total'],
  ['it', "mi è andato nell'occhio il prodotto per sturare i lavandini, brucia tanto e non riesco ad aprirlo"],
  ['it', 'mi è schizzato il detersivo per il forno negli occhi'],
  ['pt', 'espirrou produto de limpeza no olho dele, arde muito'],
  ['ru', 'брызнуло средство для мытья посуды в глаз, сильно жжет'],
  ['tr', 'gözüme çamaşır suyu sıçradı, çok yanıyor'],
  ['tr', 'temizlik malzemesi gözüne kaçtı'],
  ['zh', '洗碗机的洗涤剂溅到眼睛里了，很疼睁不开'],
  ['ja', '食洗機の洗剤が目に入って、すごくしみて目が開けられない'],
  ['ko', '주방세제가 눈에 튀어서 너무 따가워요'],
  ['ar', 'طرطش منظف في عيني وبتحرقني كتير'],
  ['hi', 'harpic aankh mein chala gaya, bahut jal raha hai'],
];

describe('a household or work chemical in the eye (RCOphth; NHS: irrigate, then A&E)', () => {
  it('a product named only as a cleaning product is enough → 1–2, in the 15 languages', () => {
    expectRead('chemical_eye', CHEMICAL_EYE);
    expectUrgency(CHEMICAL_EYE, 1, 2);
  });
  it('shampoo or soap in the eye, rinsed, a bit red is not 1–2 and no chemical', () => {
    const cases: Case[] = [
      ['en', 'shampoo got in my eye, rinsed it, a bit red'],
      ['es', 'me entro jabon en el ojo, lo enjuague, esta un poco rojo'],
      ['de', 'Shampoo ins Auge bekommen, ausgespült, etwas rot'],
      ['it', "mi è andato il sapone nell'occhio, l'ho sciacquato, è un po' rosso"],
    ];
    expectNotRead('chemical_eye', cases);
    expectUrgency(cases, 3, 5);
  });
});

// ---------------------------------------------------------------- 4. a blow to the eye with worse sight or blood

const BLUNT_EYE: Case[] = [
  ['en', 'got hit in the eye with a ball and now he sees worse, blood at the bottom of the eye'],
  ['is', 'fékk bolta í augað og sér verr, blóð neðst í auganu'],
  ['pl', 'dostał piłką w oko, gorzej widzi, krew na dole oka'],
  ['es', 'le dieron un pelotazo en el ojo y ve peor, tiene sangre abajo en el ojo'],
  ['fr', "il a pris un ballon dans l'oeil, il voit moins bien, du sang en bas de l'oeil"],
  ['de', 'er hat einen Ball ins Auge bekommen, sieht schlechter, Blut unten im Auge'],
  ['it', "ha preso una pallonata nell'occhio, ci vede peggio e c'è sangue in basso nell'occhio"],
  ['pt', 'levou uma bolada no olho, esta enxergando pior, sangue embaixo no olho'],
  ['ru', 'получил мячом в глаз, видит хуже, в глазу видна кровь внизу как уровень'],
  ['tr', 'gözüne top çarptı, daha kötü görüyor, gözün altında kan birikmiş'],
  ['zh', '眼睛被球打了，看东西模糊，眼睛下面有一层血'],
  ['ja', 'ボールが目に当たって、見えにくい、目の下の方に血がたまってる'],
  ['ko', '공에 눈을 맞았는데 잘 안 보이고 눈 아래쪽에 피가 고여 있어요'],
  ['ar', 'انضرب بالكورة على عينه وصار يشوف اقل وفي دم تحت بالعين'],
  ['hi', 'aankh par ball lagi, ab dhundhla dikh raha hai, aankh mein neeche khoon jama hai'],
];

describe('a blow to the eye with worse sight or blood at the bottom of the eye (RCOphth; NICE CKS)', () => {
  it('→ same-day eye casualty, 2, in the 15 languages', () => {
    expectUrgency(BLUNT_EYE, 1, 2);
    expectSomeFlag(['eye_blunt_injury'], BLUNT_EYE);
  });
  it('sees worse is read by itself after a blow', () => {
    expectRead('vision_change', [
      ['en', 'since the punch he sees worse with that eye'],
      ['ru', 'после удара в глаз видит хуже'],
      ['de', 'seit dem Schlag aufs Auge sieht er schlechter'],
      ['pl', 'po uderzeniu w oko gorzej widzi'],
      ['it', "dopo la pallonata nell'occhio ci vede peggio"],
      ['pt', 'depois da bolada no olho ele enxerga pior'],
    ]);
  });
  it('a ball to the eye, a bit sore, sees normally, no blood is not 2', () => {
    const cases: Case[] = [
      ['en', 'got a ball to the eye, a bit sore, sees normally, no blood'],
      ['ru', 'получил мячом в глаз, немного болит, видит нормально, крови нет'],
      ['de', 'Ball ans Auge bekommen, tut etwas weh, sieht normal, kein Blut'],
      ['es', 'le dieron un balonazo en el ojo, le duele un poco, ve bien, no tiene sangre'],
    ];
    expectUrgency(cases, 3, 5);
  });
});

// ---------------------------------------------------------------- 5. a fall with something in the mouth

const MOUTH_OBJECT: Case[] = [
  ['en', 'my son fell while running with his toothbrush in his mouth, bleeding from the back of his throat but seems fine'],
  ['en', 'he fell with a lollipop stick in his mouth and there is blood in his mouth'],
  ['is', 'hann datt með tannbursta í munninum og það blæðir úr hálsinum'],
  ['pl', 'przewrócił się ze szczoteczką do zębów w buzi, krwawi z gardła'],
  ['es', 'se cayo con el cepillo de dientes en la boca, le sangra la garganta pero esta bien'],
  ['fr', 'il est tombé avec sa brosse à dents dans la bouche, ça saigne au fond de la gorge'],
  ['de', 'er ist mit der Zahnbürste im Mund hingefallen und blutet hinten im Hals'],
  ['it', 'è caduto con lo spazzolino in bocca e sanguina dalla gola'],
  ['pt', 'meu filho caiu com a escova de dente na boca, está sangrando na garganta, mas ta bem'],
  ['ru', 'упал с зубной щеткой во рту, кровь из горла'],
  ['tr', 'ağzında diş fırçasıyla düştü, boğazından kan geliyor'],
  ['zh', '孩子嘴里含着牙刷摔倒了，喉咙出血'],
  ['ja', '歯ブラシをくわえたまま転んで、のどから血が出てる'],
  ['ko', '칫솔을 입에 물고 넘어져서 목에서 피가 나요'],
  ['ar', 'وقع والفرشاية بتمه وعم ينزف من زلعومه'],
  ['hi', 'muh mein toothbrush leke gir gaya, gale se khoon aa raha hai'],
];

describe('a fall with a toothbrush, pencil or stick in the mouth (RCEM / NHS: penetrating oropharyngeal injury)', () => {
  it('→ A&E, 2, even when the child seems fine, in the 15 languages', () => {
    expectRead('mouth_object_fall', MOUTH_OBJECT);
    expectUrgency(MOUTH_OBJECT, 2, 2);
    expectSomeFlag(['oropharyngeal_injury'], MOUTH_OBJECT);
  });
  it('a fall with a toothbrush in the mouth is no drooping mouth (no stroke)', () => {
    expectNotRead('face_droop', [
      ['de', 'er ist mit der Zahnbürste im Mund hingefallen'],
      ['tr', 'ağzında diş fırçasıyla düştü'],
    ]);
  });
  it('bit his tongue when he fell, stopped bleeding, or brushing with bleeding gums is not 2', () => {
    const cases: Case[] = [
      ['en', 'he bit his tongue when he fell, it stopped bleeding'],
      ['en', 'my gums bleed a bit when I use my toothbrush'],
      ['pt', 'ele mordeu a lingua quando caiu, ja parou de sangrar'],
      ['de', 'hat sich beim Hinfallen auf die Zunge gebissen, blutet nicht mehr'],
    ];
    expectNotRead('mouth_object_fall', cases);
    expectUrgency(cases, 3, 5);
  });
});
