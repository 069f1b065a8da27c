import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assessWithoutNet } from './support/protocol.ts';

/**
 * Limbs, joints, wounds and nosebleeds (issue 13): a deformed limb after an injury, acute limb
 * ischaemia, a hot swollen joint with fever, a hand cut with tendon or nerve damage, an infected bite
 * or puncture of the hand, and a nosebleed that will not stop. Every message was written for this
 * file in the voice of patients and relatives (no accents, typos, indirect wording), not taken from
 * any evaluation set. Each urgency is reached through the assessment and the red-flag floor alone
 * (statistical safety net off), as the chat does.
 */
const urgency = (text: string, lang: Language): number => assessWithoutNet(text, lang).urgency;
type Case = readonly [Language, string];

// ---------------------------------------------------------------- 1. deformed limb after an injury

const DEFORMED: Case[] = [
  ['en', 'she fell off the trampoline and her wrist is bent at a funny angle'],
  ['en', 'my son came off his bike and his forearm looks like a Z now'],
  ['en', 'slipped on the ice, my ankle is pointing sideways and theres bone pushing against the skin'],
  ['en', 'jammed my finger catching the ball, now it isnt straight any more, its crooked'],
  ['en', 'fell down the stairs and theres a step in her wrist, shaped like a fork'],
  ['is', 'strákurinn datt af hjólinu og úlnliðurinn er skakkur'],
  ['is', 'ég datt og fóturinn snýr vitlaust'],
  ['pl', 'syn spadł z huśtawki i ręka jest wygięta jak litera S'],
  ['pl', 'upadłam, kostka jest wykrzywiona w bok'],
  ['es', 'mi hija se cayo del columpio y el brazo le quedo chueco'],
  ['es', 'me cai y la muñeca esta deformada, parece un tenedor'],
  ['fr', 'il est tombé du vélo et son poignet fait un angle bizarre'],
  ['fr', 'je suis tombée, mon doigt est tout de travers'],
  ['de', 'mein Sohn ist vom Baum gefallen und der Unterarm ist total krumm'],
  ['de', 'nach dem Sturz steht das Handgelenk schief'],
  ['it', 'è caduto dalla bici e il polso è storto'],
  ['it', 'sono caduta e il braccio ha una forma strana'],
  ['pt', 'meu filho caiu do skate e o braço ficou torto'],
  ['pt', 'cai e o tornozelo ficou virado pro lado'],
  ['ru', 'упал с велосипеда, рука неестественно изогнута'],
  ['ru', 'после падения палец кривой и торчит вбок'],
  ['tr', 'oğlum düştü, kolu eğri duruyor'],
  ['tr', 'düştüm, bileğim yamuk oldu'],
  ['ar', 'وقع ابني من الدراجة وايده صارت معوجة'],
  ['hi', 'गिरने के बाद कलाई टेढ़ी हो गई है'],
  ['hi', 'beta cycle se gir gaya aur haath tedha ho gaya hai'],
  ['zh', '孩子摔倒后手腕变形了,歪向一边'],
  ['zh', '摔倒以後手臂彎成奇怪的角度'],
  ['ja', '転んで手首が変な方向に曲がっています'],
  ['ko', '넘어졌는데 손목이 이상한 방향으로 휘었어요'],
];
const SPRAIN: Case[] = [
  ['en', 'twisted my ankle playing football, bit swollen but I can walk on it fine'],
  ['en', 'my finger has been crooked since I broke it years ago, now I have a cold'],
  ['en', "my nan's fingers are crooked from her arthritis, she wants her repeat prescription"],
  ['es', 'me torci el tobillo ayer, esta un poco hinchado pero puedo caminar'],
  ['de', 'bin umgeknickt, der Knöchel ist leicht geschwollen, ich kann normal laufen'],
  ['pl', 'skręciłem kostkę, lekko spuchnięta, ale chodzę normalnie'],
  ['fr', "je me suis tordu la cheville, c'est un peu gonflé mais je marche"],
  ['en', 'fell on my wrist yesterday, its sore but not deformed and I can move it fine'],
  ['de', 'bin aufs Handgelenk gefallen, tut weh, ist aber nicht schief und ich kann es bewegen'],
  ['ru', 'месяц назад был перелом руки, её вправили, всё срослось ровно, сейчас болит горло'],
];

describe('a deformed limb after an injury (NICE NG38; RCEM)', () => {
  it.each(DEFORMED)('[%s] %s → 2', (lang, text) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it.each(SPRAIN)('a sprain that bears weight, an old or arthritic deformity: [%s] %s', (lang, text) => {
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(4);
  });
});

// ---------------------------------------------------------------- 2. acute limb ischaemia

const ISCHAEMIA: Case[] = [
  [
    'en',
    'my dads leg went cold and white an hour ago, its really painful and he cant feel his foot. he has AF',
  ],
  ['en', 'suddenly my left foot is ice cold and a blotchy purple colour and it hurts like hell'],
  ['en', 'mum has atrial fibrillation and her arm suddenly went pale and numb and she cant move her fingers'],
  ['is', 'fóturinn á pabba varð allt í einu kaldur og hvítur og hann finnur ekki fyrir honum'],
  ['pl', 'tacie nagle zrobiła się zimna i blada noga, bardzo boli i jest zdrętwiała'],
  ['es', 'a mi padre se le puso la pierna fria y blanca de repente, le duele mucho y no la siente'],
  ['fr', "d'un coup la jambe de mon père est devenue froide et blanche, très douloureuse"],
  [
    'de',
    'das Bein meines Vaters ist plötzlich kalt und weiß geworden und tut sehr weh, er hat Vorhofflimmern',
  ],
  ['it', 'la gamba di mio padre è diventata fredda e bianca all improvviso e gli fa molto male'],
  ['pt', 'a perna do meu pai ficou gelada e branca de repente e doi muito'],
  ['ru', 'у папы внезапно нога стала холодной и бледной, сильно болит и онемела'],
  ['tr', 'babamın bacağı birden soğuk ve bembeyaz oldu, çok ağrıyor ve hissetmiyor'],
  ['ar', 'رجل ابوي فجأة صارت باردة وبيضاء ويوجعه كثير'],
  ['hi', 'papa ka pair achanak thanda aur safed ho gaya hai, bahut dard ho raha hai'],
  ['zh', '我爸的腿突然变得冰凉发白,很疼,没有感觉了'],
  ['ja', '父の足が急に冷たく白くなって、すごく痛がっています'],
  ['ko', '아빠 다리가 갑자기 차갑고 하얗게 변했고 많이 아파해요'],
  // the limb named in one sentence, its colour and cold in the next
  ['en', "My left leg started hurting badly an hour ago. Now it's gone a chalky white colour and it's ice cold, he has AF"],
  ['en', 'his foot hurts and feels numb, and it is much colder than the other one, he has AF'],
];
const COLD_BENIGN: Case[] = [
  ['en', 'the lake was ice cold and my fingers went white for a minute, fine now'],
  ['en', 'my feet are always cold in winter, normal colour, no pain'],
  ['en', 'my fingers go white in the cold then go back to normal when I warm them up, Raynauds'],
  ['en', 'woke up with a cramp in my calf, gone after I stretched it'],
  ['en', 'my grandad had a cold white leg years ago and had an operation, today I just have a sore throat'],
  ['de', 'im Winter habe ich immer kalte Füße, aber normale Farbe und keine Schmerzen'],
  ['es', 'siempre tengo los pies frios en invierno, color normal, no duele'],
];

describe('acute limb ischaemia (NICE CG147: emergency vascular referral)', () => {
  it.each(ISCHAEMIA)('[%s] %s → 1', (lang, text) => {
    expect(urgency(text, lang)).toBe(1);
  });
  it.each(COLD_BENIGN)('cold feet, Raynaud that recovers, a cramp: [%s] %s', (lang, text) => {
    expect(urgency(text, lang)).toBeGreaterThan(2);
  });
});

// ---------------------------------------------------------------- 3. septic arthritis

const SEPTIC_JOINT: Case[] = [
  ['en', 'my knee swelled up overnight, its hot and I cant put any weight on it, temp 38.9'],
  ['en', 'my 4 year old wont walk since this morning, says her hip hurts and she has a fever'],
  ['is', 'hnéð bólgnaði upp á einum degi, það er heitt og ég get ekki stigið í fótinn og er með hita'],
  ['pl', 'kolano spuchło w ciągu doby, jest gorące, nie mogę na nim stanąć i mam gorączkę 39'],
  ['es', 'se me hincho la rodilla de un dia para otro, esta caliente, no puedo apoyar el pie y tengo fiebre'],
  [
    'fr',
    "mon genou a gonflé en une journée, il est chaud, je ne peux plus poser le pied et j'ai de la fièvre",
  ],
  ['de', 'mein Knie ist seit gestern dick geschwollen und heiß, ich kann nicht auftreten und habe Fieber'],
  ['it', 'il ginocchio si è gonfiato in un giorno, è caldo, non riesco a piegarlo e ho la febbre'],
  ['pt', 'o joelho inchou de ontem pra hoje, ta quente, nao consigo pisar e to com febre'],
  ['ru', 'колено за сутки распухло, горячее, не могу наступить, температура 38,8'],
  ['tr', 'dizim bir günde şişti, sıcak, basamıyorum ve ateşim var'],
  ['ar', 'ركبتي انتفخت وسخنة وما اقدر ادوس عليها وعندي حرارة'],
  ['hi', 'ghutna ek din mein sooj gaya, garam hai, pair nahi rakh pa raha aur bukhar hai'],
  ['zh', '膝盖一天之内肿起来了,发烫,不能走路,还发烧'],
  ['ja', '膝が一日で腫れて熱を持っていて歩けません。熱も38度あります'],
  ['ko', '무릎이 하루 만에 붓고 뜨거워요, 걸을 수가 없고 열도 나요'],
];
const CHILD_NOT_WALKING_FEVER: Case[] = [
  ['en', 'my 2 year old refuses to stand on her leg and has a temperature of 39'],
  ['is', 'strákurinn minn, 3 ára, vill ekki ganga og er með hita'],
  ['pl', 'synek (3 lata) nie chce chodzić i ma gorączkę'],
  ['es', 'mi hijo de 2 años no quiere caminar y tiene fiebre'],
  ['fr', 'mon fils de 3 ans refuse de marcher et a de la fièvre'],
  ['de', 'mein Sohn ist 3, will seit heute morgen nicht mehr laufen und hat 39 Fieber'],
  ['it', 'mio figlio di 4 anni non vuole camminare e ha la febbre'],
  ['pt', 'meu filho de 3 anos não quer andar e está com febre'],
  ['ru', 'сыну 3 года, не хочет ходить и температура 38,7'],
  ['tr', '3 yaşındaki oğlum yürümek istemiyor ve ateşi var'],
  ['ar', 'ابني عمره 3 سنوات ما يبي يمشي وعنده حرارة'],
  ['zh', '孩子三岁,不肯走路,还发烧'],
  ['ja', '3歳の息子が歩きたがらない、熱もあります'],
  ['ko', '세 살 아들이 걸으려고 하지 않고 열이 나요'],
];
const JOINT_NO_FEVER: Case[] = [
  ['en', 'my big toe is red hot and swollen again, had gout before, no fever'],
  ['en', 'twisted my knee at football yesterday, its swollen, no temperature'],
  ['en', 'my 5 year old is limping a bit since his cold last week, no fever, still playing'],
  ['de', 'großer Zeh rot und geschwollen wie bei meiner Gicht, kein Fieber'],
  ['es', 'me lastime la rodilla jugando futbol, esta hinchada pero no tengo fiebre'],
  ['en', 'my knee is swollen and hot but no fever, had gout in it before'],
  ['fr', "mon genou est gonflé mais je n'ai pas de fièvre"],
  ['en', 'my 4 year old is limping since she fell off the slide, no fever, still running around'],
];

describe('septic arthritis: a hot swollen joint with fever (NICE CKS septic arthritis)', () => {
  it.each(SEPTIC_JOINT)('[%s] %s → 2', (lang, text) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it.each(CHILD_NOT_WALKING_FEVER)('a child who will not walk, with fever: [%s] %s → 2', (lang, text) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it.each(JOINT_NO_FEVER)(
    'gout, a sports knee, a limp after a cold, all without fever: [%s] %s',
    (lang, text) => {
      expect(urgency(text, lang)).toBeGreaterThan(2);
    },
  );
});

// ---------------------------------------------------------------- 4. hand cuts and infected bites

const HAND_CUT: Case[] = [
  ['en', 'cut my hand on a broken glass, my fingertip is numb and I cant bend the finger'],
  ['en', 'sliced my wrist on the window, I can see something white in the cut'],
  ['en', 'knife slipped into my palm, my ring finger feels asleep since'],
  ['is', 'skar mig í höndina og get ekki beygt fingurinn'],
  ['pl', 'rozciąłem dłoń szkłem i nie mogę zgiąć palca, czubek palca jest zdrętwiały'],
  ['es', 'me corte la mano con un vidrio y no puedo doblar el dedo, la punta esta dormida'],
  ['fr', "je me suis coupé la main, je n'arrive plus à plier le doigt et le bout est engourdi"],
  ['de', 'hab mich an der Hand geschnitten und kann den Finger nicht mehr beugen, die Fingerspitze ist taub'],
  ['it', 'mi sono tagliato la mano e non riesco a piegare il dito, la punta è addormentata'],
  ['pt', 'cortei a mao no vidro e nao consigo dobrar o dedo, a ponta ta dormente'],
  ['ru', 'порезал руку стеклом, не могу согнуть палец и кончик онемел'],
  ['tr', 'elimi camla kestim, parmağımı bükemiyorum ve ucu uyuştu'],
  ['ar', 'جرحت ايدي بالزجاج وما اقدر اثني اصبعي وطرفه منمل'],
  ['hi', 'haath kaanch se kat gaya, ungli mod nahi pa raha aur sira sunn ho gaya'],
  ['zh', '手被玻璃割伤了,手指弯不了,指尖麻了'],
  ['ja', 'ガラスで手を切って、指が曲がらないし指先がしびれています'],
  ['ko', '유리에 손을 베였는데 손가락이 안 구부러지고 끝이 저려요'],
];
const WOUND_REBLEEDS: Case[] = [
  ['en', 'cut my thumb with the bread knife, pressed on it for 20 minutes and it starts bleeding again'],
  ['de', 'Schnitt in den Finger, seit 30 Minuten drücke ich drauf und es blutet immer wieder'],
  ['es', 'me corte el dedo, llevo 20 minutos apretando y sigue sangrando'],
  ['pl', 'skaleczyłem palec, uciskam od pół godziny i dalej krwawi'],
  ['ru', 'порезал палец, прижимаю уже полчаса, а кровь не останавливается'],
  ['fr', "coupure au doigt, j'appuie depuis 20 minutes et ça saigne encore"],
  ['it', 'mi sono tagliato il dito, premo da mezz ora e sanguina ancora'],
  ['pt', 'cortei o dedo, to apertando faz meia hora e continua sangrando'],
  ['tr', 'parmağımı kestim, yarım saattir bastırıyorum hala kanıyor'],
  ['ko', '손가락을 베였는데 30분 동안 눌러도 계속 피가 나요'],
];
const INFECTED_BITE: Case[] = [
  ['en', 'our cat bit my hand yesterday, now its red, swollen and hot and the redness is going up my arm'],
  ['en', 'a rusty nail went into my palm yesterday, now my hand is swollen and red and im shivering'],
  ['en', 'dog bite on my finger 2 days ago, now the finger is swollen and I cant bend it'],
  ['is', 'kötturinn beit mig í höndina í gær og nú er hún rauð, bólgin og heit'],
  ['pl', 'kot ugryzł mnie w rękę wczoraj, teraz dłoń jest czerwona, spuchnięta i gorąca, mam dreszcze'],
  ['es', 'el gato me mordio la mano ayer y ahora esta roja, hinchada y caliente, tengo escalofrios'],
  ['fr', "le chat m'a mordu la main hier, elle est rouge, gonflée et chaude"],
  ['de', 'die Katze hat mich gestern in die Hand gebissen, jetzt ist sie rot, geschwollen und heiß'],
  ['it', 'il gatto mi ha morso la mano ieri, ora è rossa, gonfia e calda'],
  ['pt', 'o gato mordeu minha mao ontem e agora ta vermelha, inchada e quente'],
  ['ru', 'вчера кошка укусила за руку, теперь кисть красная, опухшая и горячая'],
  ['tr', 'dün kedi elimi ısırdı, şimdi elim kırmızı, şiş ve sıcak'],
  ['ar', 'القطة عضتني في ايدي امس والحين ايدي حمراء ومنتفخة وحارة'],
  ['zh', '昨天被猫咬了手,现在手又红又肿又烫'],
  ['ja', '昨日猫に手を噛まれて、今は赤く腫れて熱を持っています'],
  ['ko', '어제 고양이한테 손을 물렸는데 지금 빨갛게 붓고 뜨거워요'],
];
const MINOR_CUT_OR_BITE: Case[] = [
  ['en', 'small shallow cut on my finger, stopped bleeding after a couple of minutes'],
  ['en', 'the neighbours dog nipped my leg but it didnt break the skin, just a red mark'],
  ['en', 'my toddler bit my hand, no puncture, skin not broken'],
  ['es', 'el perro me mordio la pierna pero no rompio la piel'],
  ['de', 'der Hund hat mich ins Bein gezwickt, aber die Haut ist nicht verletzt'],
  ['fr', "le chien m'a mordu la jambe mais la peau n'est pas percée"],
  ['pl', 'pies ugryzł mnie w nogę, ale skóra nie jest przebita'],
  ['it', 'il cane mi ha morso la gamba ma non ha rotto la pelle'],
  ['pt', 'o cachorro me mordeu na perna mas nao furou a pele'],
  ['ru', 'собака укусила за ногу, но кожу не прокусила'],
  ['tr', 'köpek bacağımı ısırdı ama deri delinmedi'],
  ['en', 'cut my finger on a knife, no numbness and I can bend it fine, bleeding stopped'],
  ['es', 'me corte el dedo, no esta dormido y lo puedo doblar bien, ya no sangra'],
];

describe('a hand cut with tendon or nerve damage (NICE CKS lacerations; RCEM)', () => {
  it.each(HAND_CUT)('[%s] %s → 2', (lang, text) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it.each(WOUND_REBLEEDS)('bleeding through 10–30 minutes of pressure: [%s] %s → 2', (lang, text) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
});

describe('an infected bite or puncture of the hand (NICE CKS bites; cellulitis)', () => {
  it.each(INFECTED_BITE)('[%s] %s → 2', (lang, text) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it.each(MINOR_CUT_OR_BITE)(
    'a shallow cut that stopped, a bite that did not break the skin: [%s] %s',
    (lang, text) => {
      expect(urgency(text, lang)).toBeGreaterThanOrEqual(4);
    },
  );
});

// ---------------------------------------------------------------- 5. nosebleeds

const NOSEBLEED: Case[] = [
  ['en', 'nosebleed for 40 min, pinching the soft bit and leaning forward, still pouring'],
  ['en', 'my mum is on warfarin and her nose has been bleeding for 15 minutes'],
  ['en', 'nose bleeding since half an hour and now I feel dizzy'],
  ['en', 'his nose wont stop bleeding, hes spitting out blood that runs down the back of his throat'],
  ['is', 'blóðnasir í hálftíma og hættir ekki þó ég klípi um nefið'],
  ['pl', 'krwawienie z nosa od pół godziny, uciskam i nie przestaje'],
  ['pl', 'mama bierze xarelto i leci jej krew z nosa od 15 minut'],
  ['es', 'me sangra la nariz desde hace media hora y no para aunque la aprieto'],
  ['fr', 'je saigne du nez depuis 40 minutes, ça ne s arrête pas malgré la compression'],
  ['de', 'Nasenbluten seit 30 Minuten, hört nicht auf obwohl ich die Nase zudrücke'],
  ['de', 'mein Vater nimmt Eliquis und hat seit 15 Minuten Nasenbluten'],
  ['it', 'sangue dal naso da mezz ora, non si ferma anche se stringo il naso'],
  ['pt', 'o nariz ta sangrando faz 40 minutos e nao para mesmo apertando'],
  ['ru', 'кровь из носа уже полчаса, зажимаю, не останавливается'],
  ['ru', 'папа пьет варфарин, у него кровь из носа 15 минут'],
  ['tr', 'yarım saattir burnum kanıyor, sıkıyorum ama durmuyor'],
  ['ar', 'نزيف من الانف منذ نصف ساعة وما يوقف'],
  ['hi', 'naak se khoon aadhe ghante se beh raha hai, ruk nahi raha'],
  ['hi', 'नाक से 30 मिनट से खून बह रहा है, रुक नहीं रहा'],
  ['zh', '流鼻血半小时了,捏着鼻子也止不住'],
  ['zh', '流鼻血三十分鐘了,一直止不住'],
  ['ja', '鼻血が30分以上止まりません'],
  ['ko', '코피가 30분 넘게 안 멈춰요'],
];
const NOSEBLEED_MINOR: Case[] = [
  ['en', 'my 6 year old had a nosebleed after picking his nose, stopped after 5 minutes of pinching'],
  ['de', 'mein Sohn hatte Nasenbluten vom Nasebohren, nach 5 Minuten zudrücken war es vorbei'],
  ['es', 'a mi hijo le sangro la nariz un poco, paro a los 5 minutos'],
  ['fr', 'mon fils a saigné du nez, ça s est arrêté au bout de 5 minutes'],
  ['pl', 'syn miał krwotok z nosa, przestało po 5 minutach'],
  [
    'en',
    'my dad is on warfarin, had a small nosebleed yesterday that stopped after 5 minutes, he is fine now',
  ],
  ['ja', '鼻血が出ましたが、5分で止まりました'],
  ['ko', '코피가 났는데 5분 만에 멈췄어요'],
  ['zh', '流了一点鼻血,按了五分钟就止住了'],
  ['tr', 'burnum kanadı, 5 dakikada durdu'],
  ['ar', 'نزل دم من الانف وتوقف بعد خمس دقائق'],
];
const NOT_HAEMOPTYSIS: Case[] = [
  ['en', 'had a nosebleed, stopped now, but I spat out some blood that ran into my mouth'],
  ['en', 'nose bled a bit this morning and I was spitting blood for a minute, all stopped now'],
];

describe('a nosebleed that will not stop (NHS 111 nosebleeds)', () => {
  it.each(NOSEBLEED)('[%s] %s → 2', (lang, text) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it.each(NOSEBLEED_MINOR)('a short nosebleed that stopped: [%s] %s → 5', (lang, text) => {
    expect(urgency(text, lang)).toBe(5);
  });
  it.each(NOT_HAEMOPTYSIS)('blood from the nose spat out is not coughing up blood: [%s] %s', (lang, text) => {
    const a = assessWithoutNet(text, lang);
    expect(a.urgency).toBeGreaterThanOrEqual(4);
    expect(a.diagnosisData.differentialDiagnoses.map((d) => d.icd10Code)).not.toContain('R04.2');
  });
});
