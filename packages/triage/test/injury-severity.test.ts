import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { detectRedFlags } from '../src/index.ts';
import { expectNotRead, expectRead, expectUrgency } from './support/everyday.ts';
import { assessWithoutNet, present } from './support/protocol.ts';

/**
 * How bad an injury is, in everyday words of the 15 languages: a finger or toe cut off or hanging
 * by a bit of skin (NICE NG37; BSSH), bleeding that pressure does not stop or a cut showing fat or
 * something yellow or white (Resuscitation Council UK first aid; NHS cuts and grazes), an older
 * person who fell and cannot get up or has lain on the floor since (NICE CG124, CG161), and neck
 * pain with tingling or numbness after a dive into shallow water, a quad bike, a snowmobile or a
 * crash (NICE NG41). Every message was written for this file in the voice of patients and
 * relatives (no accents, typos, romanised Hindi and Arabic), not taken from any evaluation set.
 * Each urgency is reached by the engine and its red-flag floor with the statistical safety net off.
 */
type Case = readonly [Language, string];
const flagsOf = (text: string, lang: Language) => detectRedFlags(text, lang).map((f) => f.id);

function expectFlag(flag: string, cases: readonly Case[]) {
  for (const [lang, t] of cases) expect(flagsOf(t, lang), `${lang}: ${t}`).toContain(flag);
}

// ---------------------------------------------------------------- 1. near or complete amputation → 2

const AMPUTATION: Case[] = [
  ['en', 'cut my finger on the saw, its hanging by a bit of skin'],
  ['en', 'my thumb is almost cut off, just hanging on by some skin'],
  ['is', 'skar puttann af mér með sög, hann hangir á smá skinni'],
  ['pl', 'uciąłem sobie palec piłą, wisi tylko na kawałku skóry'],
  ['pl', 'odcielo mu palec przy pile'],
  ['es', 'me cortaron el dedo con la sierra, está colgando nomás de un pedacito de piel'],
  ['es', 'se corto el dedo con la sierra y le quedo colgando de un pedazo de piel'],
  ['es', 'se mocho el dedo con la cortadora'],
  ['fr', 'je me suis coupé le doigt avec la scie, il pend par un bout de peau'],
  ['de', 'Finger mit der Kreissäge erwischt, hängt nur noch an einem Hautfetzen'],
  ['it', "mi sono tagliato il dito con la sega, e' attaccato solo per un pezzetto di pelle"],
  ['pt', 'cortei o dedo na serra, ta pendurado so por um pedacinho de pele'],
  ['ru', 'палец почти отрезало пилой, держится на коже'],
  ['tr', 'testereyle parmağımı kestim, bir parça deriyle sallanıyor'],
  ['zh', '锯子把手指切断了，只连着一点皮'],
  ['zh', '手指被机器切掉了'],
  ['ja', '指がちぎれかけて皮一枚でつながってる'],
  ['ko', '톱에 손가락이 잘려서 피부에 겨우 붙어 있어요'],
  ['ar', 'قطعت اصبعي بالمنشار وهو معلق بقطعة جلد'],
  ['ar', 'seba3o m3alla2 b shwayet jild ba3d el mnshar'],
  ['hi', 'aari se ungli kat gayi, bas thodi si chamdi se latak rahi hai'],
  ['hi', 'आरी से उंगली कट गई, बस थोड़ी सी चमड़ी से लटक रही है'],
];

const AMPUTATION_BLEEDING: Case[] = [
  ['en', 'finger hanging by a flap of skin and blood is spurting out'],
  ['es', 'el dedo quedó colgando de la piel y la sangre sale a chorros'],
  ['ru', 'палец висит на лоскуте кожи, кровь хлещет'],
];

const NOT_AMPUTATION: Case[] = [
  ['en', 'ripped my toenail half off on the door, the toe itself is fine'],
  ['en', 'small cut on my finger from the saw, stopped bleeding, finger moves fine'],
  ['es', 'se me arrancó la uña del pie, el dedo está bien'],
  ['de', 'Fingernagel eingerissen, der Finger ist aber ganz'],
  ['hi', 'jal gaya, chamdi latak rahi hai'],
  ['en', 'my toe nail is hanging by a bit of skin'],
  ['de', 'der Zehennagel hängt nur noch an der Haut'],
  ['it', "l'unghia del dito è attaccata solo per un pezzetto di pelle"],
  ['ru', 'ноготь на пальце висит на коже'],
  ['pl', 'paznokieć na palcu wisi na skórze'],
  ['is', 'nöglin á puttanum hangir á skinni'],
  ['tr', 'parmağımın tırnağı deriyle sallanıyor'],
  ['zh', '脚趾甲掀起来了，只连着一点皮'],
  ['ja', '足の指の爪が皮一枚でぶら下がってる'],
  ['ko', '발가락 발톱이 빠져서 피부에 겨우 붙어 있어요'],
  ['hi', 'pair ke angoothe ka nakhun ukhad gaya, chamdi se latak raha hai'],
  ['hi', 'पैर के अंगूठे का नाखून उखड़ गया, चमड़ी से लटक रहा है'],
];

describe('1. a finger, toe or limb cut off or hanging by a bit of skin (NICE NG37; BSSH)', () => {
  it('is read as an amputation in the 15 languages → 2', () => {
    expectRead('amputation', AMPUTATION);
    expectFlag('amputation', AMPUTATION);
    expectUrgency(AMPUTATION, 1, 2);
  });
  it('with heavy or spurting bleeding → 1', () => expectUrgency(AMPUTATION_BLEEDING, 1, 1));
  it('a torn nail hanging by skin with the finger intact, or a burn with skin hanging, is no amputation', () => {
    expectNotRead('amputation', NOT_AMPUTATION);
  });
});

// ---------------------------------------------------------------- 2. bleeding pressure does not stop

const UNCONTROLLED_BLEEDING: Case[] = [
  ['en', 'cut my hand on glass, blood has soaked two towels and it keeps flowing even though im pressing'],
  ['en', 'the blood is coming through the bandage, ive been pressing for 20 minutes'],
  ['is', 'skar mig djúpt, blóðið fer í gegnum umbúðirnar, búin að þrýsta lengi'],
  ['pl', 'rozcięłam rękę, krew przesiąkła dwa ręczniki, uciskam a dalej leci'],
  ['es', 'me corté con un vidrio, ya empapé dos toallas de sangre y sigue saliendo aunque aprieto'],
  ['fr', "je me suis coupé, le sang a traversé le pansement, j'appuie mais ça coule toujours"],
  ['de', 'tiefer Schnitt, das Blut läuft durch den Verband, ich drücke aber es hört nicht auf'],
  ['de', 'zwei Handtücher schon voll Blut'],
  ['it', 'mi sono tagliato, ho inzuppato due asciugamani di sangue, premo ma continua a uscire'],
  ['pt', 'cortei a mão, já encharquei duas toalhas de sangue, to apertando mas continua saindo'],
  [
    'ru',
    'порезала руку лезвием, глубже чем обычно, видно что-то желтое внутри, кровь пропитала два полотенца, я давлю но течет',
  ],
  ['ru', 'кровь проступает через повязку, прижимаю уже 20 минут'],
  ['tr', 'elimi kestim, iki havlu kanla doldu, bastırıyorum ama durmuyor'],
  ['zh', '手割破了，血浸透了两条毛巾，按着还是一直流'],
  ['ja', '手を切った、タオル2枚が血でびっしょり、押さえても止まらない'],
  ['ko', '손을 베었는데 수건 두 장이 피로 흠뻑 젖었어요 눌러도 계속 나요'],
  ['ar', 'جرحت يدي والدم غرق فوطتين وانا ضاغط عليه ومش راضي يوقف'],
  ['hi', 'haath kat gaya, do towel khoon se bhig gaye, daba rahe hain phir bhi beh raha hai'],
  ['hi', 'हाथ कट गया, दो तौलिये खून से भीग गए, दबा रहे हैं फिर भी बह रहा है'],
];

const DEEP_WOUND: Case[] = [
  ['en', 'deep cut on my leg, I can see something yellow inside, its gaping open'],
  ['is', 'djúpur skurður á hendinni, það sést eitthvað gult'],
  ['pl', 'głęboka rana, widać coś żółtego w środku, rana się rozchodzi'],
  ['es', 'corte profundo, se ve algo amarillo adentro y la herida está muy abierta'],
  ['fr', "coupure profonde, on voit du jaune à l'intérieur, la plaie est béante"],
  ['de', 'tiefe Schnittwunde, man sieht was Gelbes drin'],
  ['it', 'taglio profondo, si vede qualcosa di giallo dentro'],
  ['pt', 'corte fundo, da pra ver uma coisa amarela dentro'],
  ['ru', 'глубокий порез, видно что-то белое внутри'],
  ['tr', 'derin kesik, içinde sarı bir şey görünüyor'],
  ['zh', '伤口很深，能看到里面黄色的东西'],
  ['ja', '傷が深くて中に黄色いものが見える'],
  ['ko', '상처가 깊어서 안에 노란 게 보여요'],
  ['ar', 'الجرح عميق وباين شي اصفر جوا'],
  ['hi', 'gehra ghaav, andar kuch peela dikh raha hai'],
];

const SELF_HARM_DEEPER: Case[] = [
  ['en', 'I cut myself deeper than usual tonight, its gaping'],
  ['is', 'ég skar mig dýpra en venjulega'],
  ['pl', 'pocięłam się głębiej niż zwykle'],
  ['es', 'me corté más profundo que de costumbre'],
  ['fr', "je me suis coupée plus profond que d'habitude"],
  ['de', 'hab mich tiefer geritzt als sonst'],
  ['it', 'mi sono tagliata più a fondo del solito'],
  ['pt', 'me cortei mais fundo do que o normal'],
  ['ru', 'порезала руку лезвием, глубже чем обычно'],
  ['tr', 'kolumu her zamankinden daha derin kestim'],
  ['zh', '这次割得比平时深'],
  ['ja', 'いつもより深く切ってしまった'],
  ['ko', '평소보다 깊게 그었어요'],
  ['ar', 'جرحت ايدي أعمق من العادة'],
  ['hi', 'aaj roz se zyada gehra kaat liya'],
];

const NOT_SELF_HARM: Case[] = [
  ['en', 'cut the grass deeper than usual'],
  ['en', 'the hole is deeper than usual, I cut the hedge'],
  ['de', 'die Hecke tiefer geschnitten als sonst'],
  ['es', 'corté el pasto más profundo que de costumbre'],
  ['ru', 'подрезал кусты глубже чем обычно'],
];

const BLEEDING_CONTROLLED: Case[] = [
  ['en', 'small cut on my finger, pressed on it for a few minutes and it stopped'],
  ['es', 'me corté el dedo, apreté y ya paró de sangrar'],
  ['de', 'kleiner Schnitt am Finger, kurz draufgedrückt, blutet nicht mehr'],
  ['fr', "petite coupure au doigt, j'ai appuyé et ça s'est arrêté"],
  ['ru', 'порезал палец, прижал, кровь остановилась'],
  ['hi', 'ungli kat gayi thodi si, dabaya to khoon ruk gaya'],
];

describe('2. bleeding that pressure does not stop, a cut showing fat (Resuscitation Council UK; NHS)', () => {
  it('soaked towels, blood through the bandage, still flowing under pressure → 1–2', () => {
    expectRead('heavy_bleeding', UNCONTROLLED_BLEEDING);
    expectUrgency(UNCONTROLLED_BLEEDING, 1, 2);
  });
  it('something yellow or white seen inside a cut is a deep wound → 2', () => {
    expectRead('wound_deep_structures', DEEP_WOUND);
    expectFlag('deep_wound', DEEP_WOUND);
    expectUrgency(DEEP_WOUND, 1, 2);
  });
  it('a self-harm cut is read as a wound with its severity', () => {
    const t = UNCONTROLLED_BLEEDING.find(([l]) => l === 'ru')![1];
    expect([...present(t, 'ru')]).toEqual(expect.arrayContaining(['wound', 'heavy_bleeding', 'wound_deep_structures']));
  });
  it('blood soaking a towel is no drowning (Arabic غرق)', () => {
    expectNotRead('drowning', [['ar', 'جرحت يدي والدم غرق فوطتين وانا ضاغط عليه ومش راضي يوقف']]);
  });
  it('a cut deeper than usual is self-harm: a mental-health risk besides the wound (NICE NG225) → 2', () => {
    expectRead('suicidal', SELF_HARM_DEEPER);
    expectFlag('suicide_risk', SELF_HARM_DEEPER);
    expectUrgency(SELF_HARM_DEEPER, 1, 2);
  });
  it('cutting a hedge or the grass deeper than usual is no self-harm', () => {
    expectNotRead('suicidal', NOT_SELF_HARM);
  });
  it('a small cut that stopped with pressure is not urgent', () => {
    expectNotRead('heavy_bleeding', BLEEDING_CONTROLLED);
    expectUrgency(BLEEDING_CONTROLLED, 3, 5);
  });
});

// ---------------------------------------------------------------- 3. an older person who fell and cannot get up

const LONG_LIE: Case[] = [
  [
    'hi',
    '84 saal ke papa raat ko bathroom jaate fisal gaye aur tab se wahin pade hain, daayen koolhe mein bahut dard, khade nahi ho pa rahe, pair chhota aur bahar ki taraf muda',
  ],
  ['hi', 'मेरी 80 साल की दादी रात को गिर गईं और तब से फर्श पर पड़ी हैं, उठ नहीं पा रहीं'],
  ['en', 'my 85 year old mum fell last night and has been on the floor since, she cant get up'],
  ['is', 'amma datt í nótt og hefur legið á gólfinu síðan, getur ekki staðið upp'],
  ['pl', 'babcia (82 lata) przewróciła się w nocy i leży na podłodze od wczoraj, nie może wstać'],
  ['es', 'mi abuela de 88 se cayó anoche y lleva en el suelo desde entonces, no se puede levantar'],
  ['fr', 'ma mère de 86 ans est tombée, elle est restée par terre depuis cette nuit, elle ne peut pas se relever'],
  ['de', 'meine Oma (87) ist heute Nacht gestürzt und liegt seitdem auf dem Boden, kann nicht aufstehen'],
  ['it', 'mio nonno di 90 anni è caduto stanotte ed è rimasto a terra da allora, non riesce ad alzarsi'],
  ['pt', 'minha avó de 85 anos caiu de madrugada e está no chão desde então, não consegue levantar'],
  ['ru', 'бабушка 84 года упала ночью и с тех пор лежит на полу, не может встать'],
  ['tr', '85 yaşındaki babaannem gece düştü, o zamandan beri yerde yatıyor, kalkamıyor'],
  ['zh', '我奶奶85岁，昨晚摔倒了，一直躺在地上起不来'],
  ['ja', '85歳の祖母が夜中に転んで、それからずっと床に倒れたまま起き上がれない'],
  ['ko', '85세 할머니가 밤에 넘어져서 그때부터 바닥에 누워 계시고 일어나지 못하세요'],
  ['ar', 'جدتي عمرها 85 وقعت بالليل ومن وقتها وهي على الأرض وما تقدر تقوم'],
];

const CANNOT_GET_UP: Case[] = [
  ['en', 'grandad fell in the bathroom, he cant stand and his leg looks shorter and turned out'],
  ['fr', 'ma mère de 86 ans est tombée, elle ne peut pas se relever'],
  ['zh', '奶奶85岁，刚才摔了一跤，爬不起来'],
  ['ar', 'جدي عمره 82 وقع في الحمام وما يقدر يقوم'],
  ['hi', '84 saal ke dada fisal gaye, khade nahi ho pa rahe'],
  ['hi', 'दादाजी 80 साल के हैं, बाथरूम में फिसल गए, उठ नहीं पा रहे'],
];

const CANNOT_GET_UP_UNWELL: Case[] = [
  ['en', 'my 82 year old mum fell, she cant get up and she is confused'],
  ['en', 'grandad (85) fell in the garden, cant stand up and he is ice cold'],
  ['es', 'mi abuela de 88 se cayó, no se puede levantar y está confundida'],
  ['de', 'Oma (84) ist gestürzt, kann nicht aufstehen und ist ganz verwirrt'],
];

const FELL_AND_WALKS: Case[] = [
  ['en', 'my 80 year old dad slipped, got straight back up and is walking fine, just a bruise on his hip'],
  ['es', 'mi abuelo de 80 se resbaló, se levantó solo y camina bien, solo un moretón'],
  ['de', 'Opa (80) ist ausgerutscht, ist aber gleich wieder aufgestanden und läuft normal, nur ein blauer Fleck'],
  ['pt', 'meu avô de 82 escorregou mas levantou sozinho e está andando normal, só um roxo'],
  ['ru', 'дедушка 80 лет поскользнулся, сам встал и ходит нормально, только синяк'],
];

describe('3. an older person who fell and cannot get up (NICE CG124, CG161; NHS falls)', () => {
  it('on the floor since the fall (a long lie) → 1, in the 15 languages', () => {
    expectRead('long_lie', LONG_LIE);
    expectUrgency(LONG_LIE, 1, 1);
  });
  it('fell and cannot stand or get up → 2 (suspected hip fracture)', () => {
    expectRead('limited_weight_bearing', CANNOT_GET_UP);
    expectUrgency(CANNOT_GET_UP, 1, 2);
  });
  it('fell and cannot get up, and is confused or cold → 1 (NHS falls)', () => expectUrgency(CANNOT_GET_UP_UNWELL, 1, 1));
  it("the age in romanised Hindi ('84 saal ke papa') is read", () => {
    expect(assessWithoutNet(LONG_LIE[0]![1], 'hi').urgency).toBe(1);
  });
  it('slipped, got up and walks with a bruise is not an emergency', () => expectUrgency(FELL_AND_WALKS, 3, 5));
});

// ---------------------------------------------------------------- 4. neck injury with nerve signs → 1

const NECK_MECHANISM: Case[] = [
  ['en', 'dove into the shallow end of the pool, neck hurts and both arms are tingling'],
  ['en', 'rolled the quad bike, now neck pain and numb hands'],
  ['en', 'crashed the snowmobile, his neck hurts and he says his legs feel weak'],
  ['is', 'velti fjórhjólinu, er með hálsverk og dofa í höndum'],
  ['pl', 'skoczył do płytkiej wody na główkę, boli go kark i mrowią go ręce'],
  ['es', 'se volcó con la cuatrimoto, le duele el cuello y no siente bien las manos'],
  ['fr', 'il a plongé dans une piscine peu profonde, il a mal au cou et des fourmis dans les bras'],
  ['de', 'mit dem Quad überschlagen, Nackenschmerzen und taube Hände'],
  ['it', 'incidente con il quad, dolore al collo e mani intorpidite'],
  ['pt', 'mergulhou de cabeça na parte rasa, dor no pescoço e formigamento nos braços'],
  ['ru', 'перевернулся на квадроцикле, болит шея, немеют руки'],
  ['tr', 'sığ suya balıklama atladı, boynu ağrıyor ve kollarında karıncalanma var'],
  ['tr', 'atv devrildi, boynu ağrıyor, elleri uyuşuyor'],
  ['zh', '骑四轮摩托翻车了，脖子疼，手麻'],
  ['ja', '浅いプールに飛び込んで首が痛い、両腕がしびれる'],
  ['ko', '얕은 물에 다이빙했는데 뒷목이 아프고 팔이 저려요'],
  ['ar', 'نط في المسبح على راسه والمية قليلة، رقبته بتوجعه وايديه بتنمل'],
  ['ar', 'انقلب بالدباب، رقبته تعوره وايديه منملة'],
  ['hi', 'swimming pool mein sir ke bal kood gaya, gardan mein dard aur haathon mein jhanjhanahat'],
  ['hi', 'quad bike palat gayi, gardan dard aur haath sunn'],
];

const STIFF_NECK: Case[] = [
  ['en', 'woke up with a stiff neck, must have slept funny'],
  ['es', 'me levanté con tortícolis, dormí mal'],
  ['de', 'Nacken steif nach dem Aufwachen, falsch gelegen'],
  ['fr', "j'ai le cou bloqué depuis ce matin, j'ai mal dormi"],
  ['it', 'mi sono svegliato col torcicollo, ho dormito storto'],
  ['tr', 'boynum tutulmuş, ters yatmışım'],
];

describe('4. neck pain with tingling or numbness after a dangerous mechanism (NICE NG41)', () => {
  it('diving into shallow water, a quad bike, a snowmobile or a crash, with neck pain → 1', () => {
    expectRead('dangerous_mechanism', NECK_MECHANISM);
    expectUrgency(NECK_MECHANISM, 1, 1);
  });
  it('a stiff neck after sleeping badly is not an emergency', () => expectUrgency(STIFF_NECK, 3, 5));
});

describe('"je me suis coupé le doigt" is a cut finger, not a finger cut off (NHS: fingertip amputation → A&E)', () => {
  it('a cut finger stays below an emergency', () => {
    expect(assessWithoutNet('je me suis coupé le doigt en épluchant des légumes', 'fr').urgency).toBeGreaterThan(2);
  });
  it('a fingertip cut off or a finger torn off is one', () => {
    expect(assessWithoutNet('je me suis coupé le bout du doigt avec la mandoline', 'fr').urgency).toBeLessThanOrEqual(2);
    expect(assessWithoutNet("il s'est arraché le doigt avec la machine", 'fr').urgency).toBeLessThanOrEqual(2);
  });
});
