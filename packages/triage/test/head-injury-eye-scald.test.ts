import { type Language } from '@asa/domain';
import { describe, it } from 'vitest';
import { expectNotRead, expectRead, expectSomeFlag, expectUrgency } from './support/everyday.ts';

/**
 * Head injuries said the way people say them and NICE NG232's danger signs after them (vomiting,
 * amnesia, not talking properly, hard to wake, a lot of blood from the head); a hip fracture in an
 * older person who fell (NICE CG124) in Swiss and Austrian German as in the standard languages;
 * chemicals in the eye (RCOphth, NHS: irrigate, then the emergency department) with dialect eye
 * words; and a child scalded by a hot drink or food (NICE CKS burns and scalds, British Burn
 * Association). Every message was written for this file in the voice of patients and relatives
 * (no accents, typos, dialect, romanised Hindi and Arabic), not taken from any evaluation set; each
 * urgency is reached by the engine and its red-flag floor with the statistical safety net off.
 */
type Case = readonly [Language, string];

// ---------------------------------------------------------------- 1. a head injury in everyday words

const HEAD_INJURY: Case[] = [
  ['en', 'he was hit on the head by a hockey puck at practice'],
  ['en', 'she fell off the ladder onto her head'],
  ['en', 'my son got a bat to the head'],
  ['is', 'hann fékk kylfu í hausinn'],
  ['pl', 'dostał kijem w głowę na treningu'],
  ['pl', 'spadł z drabiny na łeb'],
  ['es', 'le pegaron con un bate en la cabeza'],
  ['es', 'se cayo de la bici y se dio en la nuca'],
  ['fr', "il s'est fait frapper la tête par un bâton au hockey"],
  ['fr', 'elle a reçu une rondelle sur la tête'],
  ['de', 'sie ist auf dem Eis auf den Hinterkopf gefallen'],
  ['de', 'er hat einen Puck an den Kopf bekommen'],
  ['de', 'är het de Chopf am Bode aagschlage'],
  ['it', 'ha preso una mazza in testa'],
  ['it', 'è caduto dalla scala di testa'],
  ['pt', 'levou uma bolada na cabeça'],
  ['pt', 'caiu da bicicleta e bateu a nuca'],
  ['ru', 'получил клюшкой по голове'],
  ['ru', 'упал с лестницы прямо на затылок'],
  ['tr', 'kafasına top çarptı'],
  ['zh', '头被棍子打了'],
  ['zh', '后脑勺着地了'],
  ['ja', '頭をバットで殴られた'],
  ['ja', '後頭部を床にぶつけた'],
  ['ko', '뒤통수를 바닥에 쿵 박음'],
  ['ko', '머리를 방망이로 맞았어요'],
  ['ar', 'انضرب على راسه بعصاية'],
  ['ar', 'w2e3 mn 3al sullam 3ala rasu'],
  ['ar', 'darab raso bel ard'],
  ['hi', 'sar zameen pe lag gaya'],
  ['hi', 'seedhi se gir gaya sir ke bal'],
  ['hi', 'उसके सिर पर डंडा मारा'],
];

// NG232 danger signs, each with a head injury told in everyday words
const VOMITED: Case[] = [
  ['en', 'my son banged his head on the floor and threw up four times'],
  ['is', 'hann datt og skall með höfuðið í gólfið, ældi þrisvar'],
  ['pl', 'syn uderzył się w głowę o podłogę i wymiotował 3 razy'],
  ['es', 'mi hijo se golpeó la cabeza contra el piso y vomitó cuatro veces'],
  ['fr', "il s'est cogné la tête par terre et a vomi deux fois"],
  ['de', 'er hat sich den Kopf am Boden angeschlagen und zweimal erbrochen'],
  ['it', 'ha sbattuto la testa sul pavimento e ha vomitato tre volte'],
  ['pt', 'bateu a cabeça na calçada e vomitou quatro vezes'],
  ['ru', 'ударился головой об пол, его вырвало три раза'],
  ['tr', 'kafasını yere çarptı ve üç kere kustu'],
  ['zh', '孩子头撞到地上了，吐了三次'],
  ['ja', '頭を床にぶつけて3回吐いた'],
  ['ko', '뒤통수를 바닥에 쿵 박고 토를 세번 했어요'],
  ['ar', 'ضرب راسه في الارض واستفرغ ثلاث مرات'],
  ['ar', 'darab raso bel ard w rage3 marteen'],
  ['hi', 'sir pe chot lagi aur do baar ulti hui'],
];

const AMNESIA: Case[] = [
  ['en', 'he was hit on the head by a hockey puck and doesnt remember the match'],
  ['en', 'she hit the back of her head on the ice, now she keeps asking the same questions'],
  ['is', 'hún rak hausinn í hurðina og man ekki neitt'],
  ['pl', 'dostał kijem w głowę, nie pamięta meczu'],
  ['es', 'le pegaron con un bate en la cabeza y no se acuerda del partido'],
  ['fr', "il s'est fait frapper la tête par un bâton au hockey, il se souvient pas du match"],
  ['de', 'er hat einen Puck an den Kopf bekommen und weiss nichts mehr vom Spiel'],
  ['it', 'ha preso una mazza in testa e non si ricorda la partita'],
  ['pt', 'levou uma bolada na cabeça e não lembra do jogo'],
  ['ru', 'получил клюшкой по голове, не помнит игру'],
  ['tr', 'kafasına sopayla vurdular, maçı hatırlamıyor'],
  ['zh', '头被棍子打了，不记得比赛了'],
  ['ja', '頭をバットで殴られて、試合のことを覚えていない'],
  ['ko', '머리를 부딪쳤어요 그리고 같은 질문을 계속 해요'],
  ['ar', 'wi2e3 3ala raso w mesh faker 7aga'],
  ['hi', 'sar zameen pe lag gaya, use kuch yaad nahi'],
];

const NOT_TALKING_OR_HARD_TO_WAKE: Case[] = [
  ['en', 'hit her head on the door, not talking properly'],
  ['en', 'fell and hit his head, he is really hard to wake up'],
  ['is', 'hann rak hausinn í, talar óskýrt og erfitt að vekja hann'],
  ['pl', 'uderzył się w głowę, mamrocze i trudno go dobudzić'],
  ['pl', 'spadł na głowę, nie mówi normalnie'],
  ['es', 'se pegó en la cabeza, no habla bien y cuesta despertarlo'],
  ['fr', 'elle est tombée sur la tête, elle parle pas normalement'],
  ['fr', "il s'est cogné la tête, il n'ouvre pas les yeux"],
  ['de', 'sie ist auf den Kopf gefallen, redet nicht richtig'],
  ['de', 'er hat sich den Kopf angeschlagen, nuschelt und macht die Augen nicht auf'],
  ['it', 'ha sbattuto la testa, non parla bene, non apre gli occhi'],
  ['pt', 'caiu de cabeça, não fala direito'],
  ['ru', 'ударился головой, бормочет и его трудно разбудить'],
  ['tr', 'kafasını çarptı, anlaşılmaz konuşuyor ve zor uyanıyor'],
  ['zh', '孩子撞到头了，说话含糊不清，很难叫醒'],
  ['ja', '頭をぶつけて、ろれつが回らない、なかなか起きない'],
  ['ko', '머리를 박았는데 말을 제대로 못하고 잘 안 깨요'],
  ['ar', 'ضرب راسه وصار كلامه مش واضح وصعب نصحيه'],
  ['ar', 'darab raso w sar ye7ki mesh mafhoum w sa3b nsa7ih'],
  ['hi', 'sir pe chot lagi, ladkhadate hue bol raha hai aur utha nahi pa rahe'],
];

const BLOOD_FROM_HEAD: Case[] = [
  ['en', 'fell off the ladder onto his head, lots of blood from his head'],
  ['pl', 'spadł z drabiny na głowę, dużo krwi z głowy'],
  ['es', 'se cayo de la escalera y se pego en la cabeza, sale mucha sangre de la cabeza'],
  ['fr', "elle est tombée de l'échelle sur la tête, elle saigne beaucoup de la tête"],
  ['de', 'von der Leiter gefallen, auf den Kopf, blutet stark am Kopf'],
  ['it', 'è caduto dalla scala e ha battuto la testa, perde tanto sangue dalla testa'],
  ['pt', 'caiu da escada de cabeça, ta saindo muito sangue da cabeça'],
  ['ru', 'упал с лестницы на голову, много крови из головы'],
  ['tr', 'merdivenden kafa üstü düştü, kafasından çok kan geliyor'],
  ['zh', '从梯子上摔下来头着地，头上流了很多血'],
  ['ja', 'はしごから落ちて頭を打った、頭から血がたくさん出てる'],
  ['ko', '사다리에서 떨어져서 머리에서 피가 많이 나요'],
  ['ar', 'w2e3 mn 3al sullam 3ala rasu, fi dam kteer mn rasu'],
  ['hi', 'seedhi se gir gaya sir ke bal, sir se bahut khoon aa raha hai'],
];

const MINOR_HEAD_BUMP: Case[] = [
  ['en', 'he hit his head on the kitchen cupboard, just a small lump, no vomiting, remembers everything, acting normally'],
  ['en', 'bumped my head on the cupboard, small bump, no vomiting'],
  ['de', 'hat sich den Kopf am Schrank angeschlagen, kleine Beule, nicht erbrochen, benimmt sich normal'],
  ['fr', "il s'est cogné la tête contre le placard, petite bosse, pas vomi, se souvient de tout"],
  ['es', 'se pegó en la cabeza con el mueble, un chichón pequeño, no vomitó, se acuerda de todo'],
  ['it', "ha sbattuto la testa contro l'armadietto, un piccolo bernoccolo, non ha vomitato, si ricorda tutto"],
  ['pl', 'uderzył się w głowę o szafkę, mały guz, nie wymiotował, wszystko pamięta'],
  ['pt', 'bateu a cabeça no armário, um galinho pequeno, não vomitou, lembra de tudo'],
  ['ru', 'ударился головой о шкаф, маленькая шишка, не рвало, всё помнит'],
  ['tr', 'kafasını dolaba çarptı, küçük bir şişlik var, kusmadı, her şeyi hatırlıyor'],
  ['zh', '头撞到柜子上，起了个小包，没有吐，什么都记得'],
  ['ja', '頭を棚にぶつけた、小さなたんこぶ、吐いていない、全部覚えている'],
  ['ko', '머리를 찬장에 부딪쳤어요 작은 혹, 토하지 않았고 다 기억해요'],
  ['ar', 'ضرب راسه بالخزانة، ما في استفراغ، متذكر كل شي'],
  ['ar', 'ضرب راسه في الباب، نفخة صغيرة، ما استفرغش، بيلعب عادي'],
  ['ar', 'darab raso bel khzane, ma starja3sh, mitzakkir kol shi'],
  ['en', 'he hit his head on the kitchen cupboard, just a small lump, hasnt vomited, acting completely normal'],
  ['hi', 'sar almari se takra gaya, chhota sa gumad, ulti nahi hui, sab yaad hai'],
  ['is', 'rak höfuðið í skápinn, smá kúla, hefur ekki kastað upp, man allt'],
];

describe('a head injury said the way people say it (NICE NG232)', () => {
  it('is read as a head injury in the 15 languages, Arabizi and romanised Hindi', () => {
    expectRead('head_injury', HEAD_INJURY);
  });
  it('with vomiting since → emergency department (2)', () => {
    expectUrgency(VOMITED, 1, 2);
    expectSomeFlag(['head_injury_danger'], VOMITED);
  });
  it('with amnesia or the same questions again and again → 2', () => {
    expectRead('amnesia', AMNESIA);
    expectUrgency(AMNESIA, 1, 2);
  });
  it('not talking properly, mumbling or slurring, not opening the eyes or hard to wake → 1–2', () => {
    expectUrgency(NOT_TALKING_OR_HARD_TO_WAKE, 1, 2);
  });
  it('a lot of blood from the head → 1–2', () => {
    expectUrgency(BLOOD_FROM_HEAD, 1, 2);
  });
  it('a small bump on a cupboard with no vomiting, remembering everything, acting normally is not 1–2', () => {
    expectUrgency(MINOR_HEAD_BUMP, 3, 5);
  });
  it('vomiting denied in everyday words is not read as vomiting', () => {
    expectNotRead('vomiting', [
      ['en', 'he hit his head, hasnt vomited'],
      ['tr', 'kafasını dolaba çarptı, kusmadı'],
      ['ar', 'ضرب راسه، ما استفرغش'],
      ['ar', 'darab raso, ma starja3sh'],
    ]);
    expectRead('vomiting', [['tr', 'kusma var']]);
  });
  it('other meanings of the words are not a head injury or its signs', () => {
    expectNotRead('head_injury', [
      ['en', 'my son got a new bat and ball for his birthday'],
      ['en', 'he banged on the door and is angry'],
      ['de', 'er hat einen neuen Ball bekommen'],
    ]);
    expectNotRead('slurred_speech', [
      ['es', 'no habla bien el español, pero le duele la muela'],
      ['de', 'mein Vater spricht nicht richtig Deutsch, er hat Husten'],
      ['it', "non parla bene l'italiano, ha mal di denti"],
    ]);
    expectNotRead('drowsy', [['en', 'she keeps her eyes closed when the light is on, she has a migraine']]);
  });
});

// ---------------------------------------------------------------- 3. hip fracture in an older person (NICE CG124)

const HIP_FRACTURE: Case[] = [
  ['en', 'my 82 year old mum fell, cant get up, her hip really hurts and her leg is turned outwards'],
  ['de', 'Si cha nöd ufstah, het mega Schmerze i de Hüfte, s Bei isch nach usse dreht und gseht chürzer us. Si isch 84'],
  ['de', 'Oma is gstürzt, sie kann ned aufsteh, die Hüft tut weh, s Boa is nach aussen draht'],
  ['de', 'mis Grosi (87) isch umgheit und cha nüm laufe, d Hüft tuet weh'],
  ['is', 'amma mín 85 ára datt og getur ekki staðið upp, verkur í mjöðm'],
  ['pl', 'babcia 80 lat upadła, nie może wstać, boli ją biodro, noga skrócona i wykręcona na zewnątrz'],
  ['es', 'mi abuela de 85 años se cayó, tiene la pierna torcida hacia afuera y más corta'],
  ['fr', "ma grand-mère de 88 ans est tombée, elle n'arrive pas à se relever, mal à la hanche"],
  ['it', "la nonna di 80 anni è caduta, dolore all'anca, la gamba è girata in fuori"],
  ['pt', 'minha avó de 82 anos caiu, dor no quadril, a perna ficou virada pra fora'],
  ['ru', 'бабушка 80 лет упала, не может встать, болит бедро, нога вывернута наружу и короче'],
  ['tr', '80 yaşındaki anneannem düştü, kalkamıyor, kalçası çok ağrıyor'],
  ['zh', '奶奶80岁摔倒了，起不来，髋部很痛'],
  ['ja', '80歳の祖母が転んで立ち上がれない、股関節が痛い'],
  ['ko', '80세 할머니가 넘어져서 일어나지 못해요 고관절이 아파요'],
  ['ar', 'sitti 3omra 85 w2e3et w mesh 2adra t2oom, rijlha malfoufa labarra'],
  ['ar', 'جدتي عمرها 80 وقعت، رجلها ملفوفة لبرا'],
  ['hi', 'dadi 80 saal ki gir gayi, khadi nahi ho paa rahi, kulhe me dard'],
];

describe('a hip fracture in an older person who fell (NICE CG124)', () => {
  it('fell, cannot get up or walk, or the leg shortened or turned out → 2, Swiss and Austrian German included', () => {
    expectUrgency(HIP_FRACTURE, 1, 2);
  });
  it('reads the Swiss and Austrian shortened, turned-out leg as a deformity', () => {
    expectRead('deformity', [
      ['de', 's Bei isch nach usse dreht und gseht chürzer us'],
      ['de', 's Boa is nach aussen draht'],
      ['pl', 'noga skrócona i wykręcona na zewnątrz'],
      ['pt', 'a perna ficou virada pra fora'],
      ['it', 'la gamba è girata in fuori'],
    ]);
  });
  it('an old person who slipped, got up and walks with a bruise is not 1–2', () => {
    expectUrgency(
      [
        ['en', 'my 82 year old mum slipped, got up by herself and is walking fine, just a bruise on her hip'],
        ['de', 'd Oma (82) isch usgrutscht, isch aber sälber ufgstande und lauft normal, nur en blaue Fleck'],
        ['fr', "ma grand-mère de 85 ans a glissé, elle s'est relevée toute seule et marche normalement, juste un bleu"],
        ['es', 'mi abuela de 80 se resbaló, se levantó sola y camina bien, solo un moretón'],
      ],
      3,
      5,
    );
  });
});

// ---------------------------------------------------------------- 4. chemicals in the eye (RCOphth, NHS)

const CHEMICAL_EYE: Case[] = [
  ['en', 'got wet cement in his eye, we rinsed it a bit, it still burns'],
  ['en', 'drain cleaner splashed in her eyes'],
  ['de', 'nassen Zement ins Aug kriegt, brennt urg, kann das Aug ned aufmachen'],
  ['de', 'hat Kalk ins Äugli becho, brennt'],
  ['de', 'da Bua hat Backofenreiniger in d Augn kriagt'],
  ['de', 'er het Chlor is Oug übercho'],
  ['is', 'fékk blautt sement í augað, brennur'],
  ['pl', 'dostał wapno do oka, przepłukaliśmy trochę, piecze'],
  ['es', 'le cayó cemento en el ojo, lo enjuagamos un poco'],
  ['fr', "il a reçu du ciment frais dans l'oeil, on l'a rincé un peu"],
  ['it', "gli è entrata la calce nell'occhio, brucia tanto"],
  ['pt', 'caiu cimento no olho dele, lavamos um pouco'],
  ['ru', 'в глаз попал цемент, промыли немного, жжёт'],
  ['tr', 'gözüne çamaşır suyu sıçradı'],
  ['zh', '水泥溅到眼睛里了，冲了一下'],
  ['ja', '目にセメントが入った、少し洗った'],
  ['ko', '눈에 시멘트가 들어갔어요 좀 씻었는데 따가워요'],
  ['ar', 'دخل اسمنت في عينه، غسلناها شوي'],
  ['ar', 'el klor dakhal fi 3eino'],
  ['ar', 'esmant fi 3eno, ghasalnaha shwayy'],
  ['hi', 'aankh me chuna chala gaya, jal raha hai'],
  ['hi', 'आंख में चूना चला गया'],
  ['en', 'wet plaster went in her eye'],
  ['pl', 'dostał betonem w oko'],
  ['es', 'le salpicó cloro en los ojos'],
  ['es', 'le cayó cal en el ojo, lo lavamos'],
  ['es', 'se le metió destapacaños en el ojo'],
  ['zh', '漂白水溅到眼睛里'],
  ['ja', '目にハイターが入った'],
  ['ko', '눈에 락스가 튀었어요'],
];

describe('a chemical in the eye (RCOphth, NHS: irrigate, then the emergency department)', () => {
  it('wet cement, lime, bleach, oven or drain cleaner in the eye → 2, dialect eye words included, even after a rinse', () => {
    expectRead('chemical_eye', CHEMICAL_EYE);
    expectUrgency(CHEMICAL_EYE, 1, 2);
  });
  it('soap rinsed out of an eye that is a bit red, or a month named August, is not a chemical injury', () => {
    expectNotRead('chemical_eye', [
      ['en', 'got soap in my eye, rinsed it, its a bit red now'],
      ['de', 'Seife ins Aug kriegt, ausgespült, bissl rot'],
      ['de', 'im August hab ich Zement gekauft'],
      ['ru', 'мыло попало в глаз, промыли, немного красный'],
      ['fr', "du savon dans l'oeil, rincé, un peu rouge"],
      ['es', 'le entró jabón en el ojo, lo enjuagamos, está un poco rojo'],
      ['es', 'tengo calor en los ojos'],
      ['en', 'I put a plaster on my eye'],
    ]);
  });
});

// ---------------------------------------------------------------- 5. a child scalded by a hot drink or food

const CHILD_SCALD: Case[] = [
  ['en', 'my 2 year old pulled a cup of hot tea over himself, big blisters on his chest bigger than his hand'],
  ['en', "hot water splashed on my toddler's face, it went red"],
  ['hi', 'गर्म दाल उछली और उसकी छाती और बायें हाथ पर गिर गई, बड़े बड़े छाले, एक हथेली जितने से बड़ा. बेटा 3 साल का है'],
  ['hi', 'bachche pe garam chai gir gayi, bade chhale pad gaye'],
  ['de', 'mein Sohn (2) hat sich heißen Tee über die Brust geschüttet, große Blasen'],
  ['is', 'barnið helti heitu tei yfir sig, stórar blöðrur á bringunni'],
  ['pl', 'dziecko oblało się gorącą herbatą, duże pęcherze na klatce piersiowej'],
  ['es', 'mi niño de 2 años se echó encima el té caliente, tiene ampollas grandes en el pecho'],
  ['fr', "mon fils de 2 ans s'est renversé du thé chaud sur le torse, grosses cloques"],
  ['it', 'il bambino si è rovesciato addosso il tè bollente, vesciche grandi sul petto'],
  ['pt', 'meu filho de 2 anos derramou chá quente no peito, bolhas grandes'],
  ['ru', 'ребенок 2 года опрокинул на себя горячий чай, большие волдыри на груди'],
  ['tr', '2 yaşındaki oğlumun üstüne sıcak çay döküldü, göğsünde büyük su toplamış'],
  ['zh', '2岁孩子被热汤烫到胸口，起了大水泡'],
  ['ja', '2歳の子が熱いお茶をかぶって胸に大きな水ぶくれ'],
  ['ko', '두살 아이가 뜨거운 국을 쏟아서 가슴에 큰 물집이 생겼어요'],
  ['ar', 'ابني عمره سنتين انكب عليه شاي سخن، فقاعات كبيرة على صدره'],
  ['ar', 'ibni 3omro santeen nkab 3aleh shai sokhn, fi fa2a3at kbar 3ala sadro'],
];

describe('a child scalded by a hot drink or food (NICE CKS burns and scalds; British Burn Association)', () => {
  it('hot liquid spilled on a child with blisters, larger than the palm or on the face or chest → 2', () => {
    expectRead('burn', CHILD_SCALD);
    expectUrgency(CHILD_SCALD, 1, 2);
  });
  it("a child's scald that blistered on a hand or a foot → 2 (NHS; British Burn Association)", () => {
    const BLISTERED: Case[] = [
      ['en', 'my 3 year old spilled hot tea on his hand and it has blistered'],
      ['en', 'toddler knocked a cup of boiling water over her feet, blisters'],
      ['de', 'meine Tochter (4) hat heisse Milch über die Hand gekippt, Blasen'],
      ['fr', "ma fille de 3 ans a renversé de l'eau bouillante sur sa main, il y a des cloques"],
      ['es', 'mi hija de 3 años se echó leche hirviendo en la mano, le salieron ampollas'],
      ['hi', '3 saal ke bete ke haath pe garam doodh gir gaya, chhale pad gaye'],
      ['it', 'mio figlio di 4 anni si è rovesciato il latte bollente sulla mano, ha le vesciche'],
      ['pt', 'meu filho de 3 anos derramou chá quente na mão, fez bolha'],
      ['pl', 'córka (3 lata) wylała na rękę gorącą herbatę, ma pęcherze'],
      ['ru', 'сын 3 года опрокинул горячий чай на руку, волдыри'],
      ['ko', '세살 아이 손에 뜨거운 물이 쏟아져서 물집이 생겼어요'],
      ['zh', '3岁孩子被开水烫到手，起了水泡'],
    ];
    expectRead('burn_blistered', BLISTERED);
    expectUrgency(BLISTERED, 1, 2);
    expectNotRead('burn_blistered', [
      ['de', 'meine Tochter (6) hat eine Blasenentzündung'],
      ['pl', 'syn (8) ma zapalenie pęcherza'],
      ['en', 'my son (7) touched the oven door, his finger is red, no blisters'],
    ]);
    expectUrgency([['en', 'my 10 year old has a blister on his heel from new shoes']], 4, 5);
  });
  it('a small red patch on an adult finger cooled at once, a sunburn, or tea spilled on a table is not 1–2', () => {
    expectUrgency(
      [
        ['en', 'burned my finger on the pan, small red patch, cooled it under the tap straight away, no blister'],
        ['de', 'hab mir den Finger am Topf verbrannt, kleine rote Stelle, gleich gekühlt, keine Blase'],
        ['en', 'I have sunburn on my shoulders'],
        ['de', 'Sonnenbrand auf den Schultern'],
      ],
      4,
      5,
    );
    expectNotRead('burn', [['en', 'I made hot tea and spilled some on the table']]);
  });
});
