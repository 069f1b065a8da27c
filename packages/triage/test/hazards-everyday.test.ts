import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assessWithoutNet, flags, present } from './support/protocol.ts';

/**
 * Injuries, poisonings and environmental emergencies in everyday words of all 15 languages: a
 * high-pressure injection injury, a swallowed button battery or magnets, a small child who took an
 * adult's medicine, a snake bite, eye injuries, heatstroke and burns that need hospital. Each block
 * cites its guidance; the look-alikes (a splinter, a coin swallowed by a well child, one's own
 * amlodipine, a snake-bite piercing, an eyelash, a black eye seen clearly, a coin-sized kitchen burn)
 * must not be raised. Messages were written for this file from the guidance, in the voice of
 * patients and relatives; none comes from an evaluation set. Urgency is the engine's and its
 * red-flag floor's without the statistical safety net, so that the words are tested by themselves.
 */
type Case = [Language, string];
const urgency = (text: string, lang: Language) => assessWithoutNet(text, lang).urgency;

describe('high-pressure injection injury (BSSH; RCEM: a surgical emergency however small the hole) → 2', () => {
  it.each([
    ['en', 'I got grease from the grease gun injected into my finger, tiny hole but it\'s swelling'],
    ['en', 'paint sprayer went into my hand at work, small pinhole, finger getting swollen'],
    ['en', 'hydraulic hose burst and oil shot into my palm'],
    ['en', 'pressure washer went through the skin of my thumb'],
    ['is', 'fitusprautan skaust í fingurinn á mér, lítið gat en fingurinn bólgnar'],
    ['is', 'glussi sprautaðist inn í höndina á mér úr glussaslöngu'],
    ['pl', 'smarownica wstrzyknęła smar w palec, mała dziurka a palec puchnie'],
    ['pl', 'pistolet natryskowy wbił farbę w dłoń'],
    ['pl', 'myjka ciśnieniowa przebiła mi skórę na palcu'],
    ['es', 'la pistola de engrase me inyectó grasa en el dedo, un agujerito pero se hincha'],
    ['es', 'se me metió pintura en la mano con la pistola de pintura a presión'],
    ['es', 'la manguera hidraulica revento y me entro aceite en la mano'],
    ['fr', 'la pompe à graisse m\'a injecté de la graisse dans le doigt'],
    ['fr', 'le pistolet à peinture m\'a piqué la main, petit trou, le doigt gonfle'],
    ['fr', 'le karcher m\'a percé la peau du pouce'],
    ['de', 'Fettpresse hat mir Fett in den Finger gespritzt, kleines Loch, Finger schwillt'],
    ['de', 'mit der Farbspritzpistole in die Hand geschossen'],
    ['de', 'Hydraulikschlauch geplatzt, Öl in die Hand eingedrungen'],
    ['it', 'l\'ingrassatore mi ha iniettato grasso nel dito, buchino ma il dito si gonfia'],
    ['it', 'la pistola a spruzzo mi ha bucato la mano'],
    ['it', 'l\'idropulitrice mi è entrata nella pelle del pollice'],
    ['pt', 'a pistola de graxa injetou graxa no meu dedo, furinho pequeno mas está inchando'],
    ['pt', 'a pistola de pintura entrou na minha mão'],
    ['pt', 'mangueira hidráulica estourou e o óleo entrou na mão'],
    ['ru', 'шприц для смазки вогнал солидол в палец, маленькая дырочка, палец опухает'],
    ['ru', 'краскопульт пробил кожу на руке'],
    ['ru', 'лопнул гидравлический шланг, масло вошло в ладонь'],
    ['tr', 'gres tabancası parmağıma gres sıktı, küçük delik ama parmak şişiyor'],
    ['tr', 'boya tabancası elime girdi'],
    ['tr', 'hidrolik hortum patladı yağ elime girdi'],
    ['zh', '黄油枪把黄油打进手指里了，小洞但手指在肿'],
    ['zh', '喷漆枪射进了手里'],
    ['zh', '液压管爆了油射进手掌'],
    ['ja', 'グリースガンで指にグリースが入った、小さな穴だけど指が腫れてきた'],
    ['ja', '塗装ガンが手に刺さった'],
    ['ja', '高圧洗浄機で指の皮膚を貫通した'],
    ['ko', '그리스건에 손가락이 찔려서 구리스가 들어갔어요 작은 구멍인데 부어요'],
    ['ko', '고압세척기가 손에 들어갔어요'],
    ['ko', '유압호스가 터져서 기름이 손바닥에 들어갔어요'],
    ['ar', 'مسدس الشحم دخل الشحم في إصبعي، ثقب صغير والإصبع ينتفخ'],
    ['ar', 'مسدس البوية دخل في يدي'],
    ['ar', 'خرطوم الهيدروليك انفجر ودخل الزيت في يدي'],
    ['hi', 'grease gun se ungli mein grease ghus gaya, chhota sa ched hai par ungli sooj rahi hai'],
    ['hi', 'ग्रीस गन से उंगली में ग्रीस चला गया'],
    ['hi', 'hydraulic pipe phat gaya aur tel haath mein ghus gaya'],
  ] as Case[])('[%s] %s', (lang, text) => {
    expect(flags(text)).toEqual(expect.arrayContaining(['injection_injury']));
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });

  it.each([
    ['en', 'got a splinter in my finger from the fence'],
    ['en', 'paper cut on my finger'],
    ['en', 'I stapled my finger by accident'],
    ['en', 'I use a grease gun at work, my back hurts'],
    ['de', 'habe einen Splitter im Finger'],
    ['fr', 'j\'ai une écharde dans le doigt'],
  ] as Case[])('look-alike [%s] %s: not an emergency', (lang, text) => {
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(3);
  });

  it('reads the concept only with a hand, a finger or the skin', () => {
    expect(present('I use a grease gun at work, my back hurts', 'en')).not.toContain('injection_injury');
    expect(present('der Hochdruckreiniger ist kaputt, ich habe Kopfschmerzen', 'de')).not.toContain('injection_injury');
  });
});

describe('a swallowed button battery or magnets, even when the child seems well (NHS; RCEM/BAPS-NAPS; TOXBASE) → 1–2', () => {
  it.each([
    ['en', 'my toddler swallowed a watch battery but seems fine'],
    ['en', 'I think she swallowed one of those little round batteries from the remote'],
    ['en', 'he swallowed 2 magnets from a fridge toy'],
    ['en', 'my son swallowed a hearing aid battery'],
    ['is', 'barnið gleypti rafhlöðu úr úrinu'],
    ['is', 'hún gleypti litla hnapparafhlöðu'],
    ['pl', 'dziecko połknęło baterię pastylkową'],
    ['pl', 'synek połknął baterię z zegarka, wydaje się że wszystko dobrze'],
    ['es', 'mi hijo se tragó una pila de reloj'],
    ['es', 'el niño se ha tragado dos imanes'],
    ['es', 'se trago una pilita del control'],
    ['fr', 'mon fils a avalé une pile de montre'],
    ['fr', 'ma fille a avalé deux aimants'],
    ['de', 'mein Kind hat eine Knopfzelle verschluckt, wirkt aber fit'],
    ['de', 'Sohn hat eine Uhrenbatterie geschluckt'],
    ['it', 'mio figlio ha ingoiato una pila a bottone'],
    ['it', 'la bimba ha inghiottito una batteria dell\'orologio'],
    ['pt', 'meu filho engoliu uma bateria de relógio'],
    ['pt', 'a menina engoliu uma pilha pequena redonda'],
    ['ru', 'ребёнок проглотил батарейку-таблетку'],
    ['ru', 'сын проглотил два магнита'],
    ['ru', 'дочка проглотила батарейку от часов, вроде нормально себя чувствует'],
    ['tr', 'çocuk saat pili yuttu'],
    ['tr', 'oğlum düğme pil yutmuş'],
    ['zh', '孩子吞了一颗纽扣电池'],
    ['zh', '儿子吞了两个磁铁'],
    ['zh', '宝宝把手表电池吞了'],
    ['ja', '子供がボタン電池を飲み込んだ'],
    ['ja', '息子が時計の電池を飲んだ'],
    ['ko', '아이가 수은전지를 삼켰어요'],
    ['ko', '아기가 단추 배터리를 삼켰어요'],
    ['ko', '아이가 시계 건전지를 삼켰어요'],
    ['ar', 'ابني بلع بطارية ساعة'],
    ['ar', 'طفلي بلع بطارية صغيرة مدورة'],
    ['ar', 'بنتي بلعت مغناطيسين'],
    ['hi', 'बच्चे ने घड़ी की बैटरी निगल ली'],
    ['hi', 'mere bete ne button battery nigal li'],
    ['hi', 'bachhe ne cell nigal liya'],
  ] as Case[])('[%s] %s', (lang, text) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });

  it.each([
    ['en', 'my son swallowed a coin, he is fine, eating and drinking'],
    ['en', 'she licked a battery but it was still in her hand, found it whole'],
    ['en', 'the remote battery is dead and I have a headache'],
    ['fr', 'il a avalé une pièce de monnaie, il va bien'],
    ['es', 'se tragó una moneda, está bien y come normal'],
    ['de', 'hat eine Münze verschluckt, es geht ihm gut'],
  ] as Case[])('look-alike [%s] %s: a coin in a well child, a battery found whole', (lang, text) => {
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(3);
  });
});

describe('a small child who took an adult\'s medicine that can kill in one or two tablets (TOXBASE; NPIS; NHS 111) → 2', () => {
  it.each([
    ['en', 'my 2 year old got into granny\'s pills, not sure how many'],
    ['en', 'toddler may have eaten one of my amlodipine tablets'],
    ['en', 'my daughter swallowed one of her grandad\'s heart tablets, she seems fine'],
    ['en', 'my son took one of my methadone tablets'],
    ['en', 'the baby chewed a gliclazide tablet'],
    ['en', 'my 3 year old drank some nicotine liquid from my vape'],
    ['en', 'she ate some of my iron tablets'],
    ['is', 'barnið komst í pillur ömmu sinnar, veit ekki hvað margar'],
    ['is', 'sonur minn gleypti eina blóðþrýstingstöflu frá afa'],
    ['pl', 'dziecko dobrało się do tabletek babci, nie wiem ile zjadło'],
    ['pl', 'synek połknął tabletkę amlodypiny'],
    ['pl', 'córka zjadła tabletki dziadka na serce'],
    ['es', 'mi hijo de 2 años se tomó unas pastillas de la abuela, no sé cuántas'],
    ['es', 'el niño se tragó una pastilla de amlodipino'],
    ['es', 'la nena se comió una pastilla de la tensión del abuelo'],
    ['fr', 'mon fils de 2 ans a avalé des comprimés de sa grand-mère, je ne sais pas combien'],
    ['fr', 'ma fille a avalé un comprimé d\'amlodipine'],
    ['fr', 'mon petit garçon a mangé un cachet de méthadone'],
    ['de', 'mein Kleinkind hat Tabletten von Oma genommen, weiß nicht wie viele'],
    ['de', 'mein Sohn hat eine Amlodipin Tablette geschluckt'],
    ['de', 'meine Tochter hat Blutdrucktabletten vom Opa gegessen'],
    ['it', 'mio figlio di 2 anni ha preso le pastiglie della nonna, non so quante'],
    ['it', 'la bimba ha ingoiato una compressa di amlodipina'],
    ['pt', 'meu filho de 2 anos pegou os comprimidos da avó, não sei quantos tomou'],
    ['pt', 'a criança engoliu um comprimido de anlodipino'],
    ['ru', 'ребёнок наелся бабушкиных таблеток, не знаю сколько'],
    ['ru', 'сын проглотил таблетку амлодипина'],
    ['ru', 'дочь съела таблетки дедушки от давления'],
    ['tr', 'çocuk babaannesinin ilaçlarını içmiş, kaç tane bilmiyorum'],
    ['tr', 'oğlum bir amlodipin hapı yuttu'],
    ['zh', '孩子吃了奶奶的药，不知道吃了几片'],
    ['zh', '孩子误吞了一片氨氯地平'],
    ['ja', '子どもがおばあちゃんの薬を飲んでしまった、何錠かわからない'],
    ['ja', '息子がアムロジピンを一錠飲んだ'],
    ['ko', '아이가 할머니 약을 먹었어요 몇 알인지 몰라요'],
    ['ko', '아기가 암로디핀 한 알을 삼켰어요'],
    ['ar', 'طفلي أكل من حبوب جدته ولا أعرف كم'],
    ['ar', 'ابني بلع حبة أملوديبين'],
    ['hi', 'bacche ne dadi ki dawai kha li, pata nahi kitni'],
    ['hi', 'बच्चे ने नानी की गोलियां खा लीं'],
    ['hi', 'mere bete ne amlodipine ki goli kha li'],
  ] as Case[])('[%s] %s', (lang, text) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });

  it.each([
    ['en', 'I take amlodipine and my ankles are swollen'],
    ['en', 'my toddler licked a vitamin gummy'],
    ['de', 'ich nehme Amlodipin und habe geschwollene Knöchel'],
    ['fr', 'je prends de l\'amlodipine et j\'ai les chevilles gonflées'],
    ['es', 'tomo amlodipino y se me hinchan los tobillos'],
    ['zh', '我在吃氨氯地平，脚踝肿了'],
  ] as Case[])('look-alike [%s] %s: their own medicine, a vitamin gummy licked', (lang, text) => {
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(3);
  });
});

describe('a snake bite, even without symptoms (NHS snake bites; WHO) → 2', () => {
  it.each([
    ['en', 'a snake bit my son on the ankle while hiking, no symptoms yet'],
    ['en', 'got bitten by an adder in the garden'],
    ['en', 'I think a viper bit me, two small marks on my leg'],
    ['is', 'höggormur beit mig í fótinn'],
    ['is', 'snákur beit son minn'],
    ['pl', 'żmija ugryzła mnie w nogę'],
    ['pl', 'ugryzł mnie wąż na spacerze'],
    ['es', 'me mordió una serpiente en el pie'],
    ['es', 'una víbora le picó a mi hijo'],
    ['fr', 'une vipère m\'a mordu à la cheville'],
    ['fr', 'je me suis fait mordre par un serpent'],
    ['de', 'eine Kreuzotter hat mich gebissen'],
    ['de', 'mein Sohn wurde von einer Schlange gebissen'],
    ['it', 'una vipera mi ha morso'],
    ['it', 'sono stato morso da un serpente'],
    ['pt', 'uma cobra picou o meu pé'],
    ['pt', 'fui mordido por uma cobra'],
    ['ru', 'укусила гадюка'],
    ['ru', 'меня укусила змея в ногу'],
    ['tr', 'yılan ısırdı'],
    ['tr', 'ayağımı yılan ısırdı'],
    ['tr', 'ısırdı yılan bacağımdan'],
    ['zh', '被蛇咬了'],
    ['zh', '我儿子被毒蛇咬到了脚'],
    ['ja', '蛇に噛まれた'],
    ['ja', 'マムシに咬まれました'],
    ['ko', '뱀에 물렸어요'],
    ['ko', '아들이 산에서 뱀한테 물렸어요'],
    ['ar', 'عضته حية'],
    ['ar', 'عضتني أفعى في رجلي'],
    ['ar', 'عضني تعبان'],
    ['hi', 'saanp ne kaata'],
    ['hi', 'sap ne dasa'],
    ['hi', 'मुझे साँप ने डस लिया'],
    ['hi', 'bete ko saap ne kaat liya'],
  ] as Case[])('[%s] %s', (lang, text) => {
    expect(flags(text)).toEqual(expect.arrayContaining(['snake_bite']));
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });

  it.each([
    ['en', 'I had a dream about a snake last night and woke up scared'],
    ['en', 'my pet snake is shedding its skin'],
    ['en', 'my snake bite piercing looks red'],
    ['es', 'soñé con una serpiente'],
    ['de', 'ich habe von einer Schlange geträumt, seitdem Kopfschmerzen'],
  ] as Case[])('look-alike [%s] %s: no snake bite', (lang, text) => {
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(3);
  });

  it('a snake-bite lip piercing is no bite', () => {
    expect(present('my snake bite piercing looks red', 'en')).not.toContain('snake_bite');
    expect(present('got snakebites piercings done yesterday', 'en')).not.toContain('snake_bite');
  });
});

describe('a snake bite with spreading swelling, faintness, vomiting, bleeding, drooping eyelids or breathing trouble (NHS; WHO) → 1', () => {
  it.each([
    ['en', 'bitten by a snake an hour ago, leg swelling up to the knee and I feel faint'],
    ['en', 'snake bite, now his eyelids are drooping and he is struggling to breathe'],
    ['pl', 'żmija ukąsiła syna, noga puchnie coraz wyżej i wymiotuje'],
    ['es', 'me mordió una culebra y se me hincha toda la pierna, me mareo'],
    ['de', 'von einer Schlange gebissen, das Bein schwillt stark an und mir ist schwindelig und ich muss erbrechen'],
    ['pt', 'a cobra mordeu meu filho e a gengiva está sangrando'],
    ['ru', 'укусила змея, нога сильно опухла, рвота, кружится голова'],
    ['zh', '被蛇咬了，腿肿得很厉害，牙龈出血'],
  ] as Case[])('[%s] %s', (lang, text) => {
    expect(flags(text)).toEqual(expect.arrayContaining(['snake_bite']));
    expect(urgency(text, lang)).toBeLessThanOrEqual(1);
  });
});

describe('eye injuries: something in at speed, a cut or a blow to the eye with blurred or double vision (RCOphth; NHS eye injuries; NICE CKS red eye) → 2', () => {
  it.each([
    ['en', 'I was hammering a nail and something flew into my eye, now it\'s blurry'],
    ['en', 'got hit in the eye with a cricket ball, now seeing double'],
    ['en', 'a champagne cork hit my eye and my vision is blurred'],
    ['en', 'fish hook caught in my eyelid'],
    ['en', 'glass went in my eye'],
    ['is', 'fékk bolta í augað og sé tvöfalt'],
    ['is', 'málmflís fór í augað þegar ég var að slípa'],
    ['pl', 'dostałem piłką w oko i widzę podwójnie'],
    ['pl', 'coś wpadło mi do oka przy szlifowaniu, teraz widzę niewyraźnie'],
    ['pl', 'dostał pięścią w oko, krew w oku i niewyraźne widzenie'],
    ['es', 'me dio un balonazo en el ojo y veo borroso'],
    ['es', 'me saltó una esquirla al ojo con la amoladora'],
    ['es', 'le dieron un puñetazo en el ojo y ve doble'],
    ['fr', 'j\'ai pris un ballon dans l\'œil et je vois flou'],
    ['fr', 'un éclat de métal m\'est rentré dans l\'œil en meulant'],
    ['fr', 'coup de poing dans l\'oeil, il voit double'],
    ['de', 'Ball ins Auge bekommen, sehe jetzt verschwommen'],
    ['de', 'beim Flexen ist mir ein Metallsplitter ins Auge geflogen'],
    ['de', 'Faustschlag aufs Auge, sehe doppelt'],
    ['it', 'ho preso una pallonata nell\'occhio e vedo sfocato'],
    ['it', 'mi è entrata una scheggia di metallo nell\'occhio col flessibile'],
    ['pt', 'levei uma bolada no olho e estou vendo embaçado'],
    ['pt', 'entrou uma lasca de metal no olho quando estava esmerilhando'],
    ['ru', 'получил мячом в глаз, теперь двоится'],
    ['ru', 'при работе с болгаркой в глаз попала стружка'],
    ['ru', 'ударили кулаком в глаз, всё расплывается'],
    ['tr', 'gözüme top çarptı, bulanık görüyorum'],
    ['tr', 'taşlama yaparken gözüme metal parçası kaçtı'],
    ['zh', '眼睛被球打到了，现在看东西模糊'],
    ['zh', '打磨的时候铁屑飞进眼睛里了'],
    ['ja', 'ボールが目に当たって、二重に見える'],
    ['ja', 'グラインダーで鉄粉が目に入った'],
    ['ko', '공에 눈을 맞아서 시야가 흐려요'],
    ['ko', '그라인더 작업하다가 쇳가루가 눈에 들어갔어요'],
    ['ar', 'جاتني كورة في عيني وصرت أشوف مزغلل'],
    ['ar', 'طارت شظية حديد في عيني وأنا أجلخ'],
    ['hi', 'aankh mein ball lagi aur ab dhundhla dikh raha hai'],
    ['hi', 'grinder chalate waqt aankh mein loha ka tukda chala gaya'],
    ['en', 'punched in the eye last night, now there is blood in the front of my eye'],
    ['en', 'my pupil looks a different shape after a ball hit my eye'],
    ['pl', 'dostałem piłką w oko, krew na tęczówce'],
    ['es', 'me dieron un puñetazo en el ojo y tengo sangre delante del ojo'],
    ['fr', 'coup de poing dans l\'oeil, du sang devant l\'iris'],
    ['de', 'Ball ins Auge bekommen, jetzt ist die Pupille verzogen'],
    ['it', 'pallonata nell\'occhio, la pupilla è ovale'],
    ['pt', 'levei um soco no olho e tem sangue na frente da pupila'],
    ['ru', 'ударили кулаком в глаз, зрачок странной формы'],
    ['zh', '眼睛被球打到了，黑眼珠里有血'],
    ['ja', 'ボールが目に当たって、黒目に血がたまっている'],
    ['ko', '공에 눈을 맞았는데 검은자에 피가 고였어요'],
    ['ar', 'جاتني كورة في عيني وفي دم قدام البؤبؤ'],
  ] as Case[])('[%s] %s', (lang, text) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });

  it.each([
    ['en', 'I have an eyelash in my eye'],
    ['en', 'got some dust in my eye, washed it out and it\'s fine now'],
    ['en', 'black eye from a football, vision is normal'],
    ['fr', 'j\'ai un cil dans l\'oeil'],
    ['de', 'Staub im Auge, ausgespült, jetzt wieder gut'],
    ['es', 'tengo una pestaña en el ojo'],
    ['en', 'black eye from a football, vision is normal'],
    ['en', 'I have blood in the white of my eye, no injury, no pain'],
  ] as Case[])('look-alike [%s] %s: an eyelash, dust washed out, a black eye seen clearly', (lang, text) => {
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(3);
  });
});

describe('heatstroke: hot and confused, fainted, fitting or not sweating after heat or exertion (NHS heatstroke; UKHSA) → 1', () => {
  it.each([
    ['en', 'he was working outside in the heat all day, now he is very hot and confused'],
    ['en', 'sunstroke, she fainted and is not sweating'],
    ['en', 'my son collapsed at football practice in the heat and had a fit'],
    ['is', 'sólsting, hann er ruglaður og svitnar ekki'],
    ['pl', 'udar cieplny, jest zdezorientowany i nie poci się'],
    ['pl', 'po pracy w upale zemdlał i jest gorący'],
    ['es', 'golpe de calor, está confuso y no suda'],
    ['es', 'estuvo todo el día al sol y se desmayó'],
    ['fr', 'coup de chaleur, il est confus et ne transpire plus'],
    ['fr', 'insolation, elle s\'est évanouie et elle est brûlante'],
    ['de', 'Hitzschlag, er ist verwirrt und schwitzt nicht mehr'],
    ['de', 'nach dem Marathon in der Hitze umgekippt und verwirrt'],
    ['it', 'colpo di calore, è confuso e non suda'],
    ['it', 'colpo di sole, è svenuto'],
    ['pt', 'insolação, ele está confuso e não sua'],
    ['pt', 'depois de trabalhar no sol ele desmaiou'],
    ['ru', 'тепловой удар, он бредит и не потеет'],
    ['ru', 'солнечный удар, потерял сознание'],
    ['tr', 'güneş çarpması, kafası karışık ve terlemiyor'],
    ['tr', 'sıcak çarptı, bayıldı'],
    ['zh', '中暑了，人糊涂了，不出汗'],
    ['zh', '在太阳底下干活中暑晕倒了'],
    ['ja', '熱中症で意識がもうろうとしている'],
    ['ja', '熱中症で倒れた、汗をかいていない'],
    ['ko', '열사병 같아요 정신이 없고 땀이 안 나요'],
    ['ko', '더위 먹고 쓰러졌어요'],
    ['ar', 'ضربة شمس وصار مشوش وما يعرق'],
    ['ar', 'ضربة شمس وأغمي عليه'],
    ['hi', 'lu lag gayi hai, behosh ho gaya'],
    ['hi', 'लू लग गई है, उसे होश नहीं है और पसीना नहीं आ रहा'],
  ] as Case[])('[%s] %s', (lang, text) => {
    expect(flags(text)).toEqual(expect.arrayContaining(['heat_stroke']));
    expect(urgency(text, lang)).toBeLessThanOrEqual(1);
  });
});

describe('burns bigger than the injured person\'s hand, all round a limb or over a large area (NHS burns and scalds; British Burn Association) → 2', () => {
  it.each([
    ['en', 'burnt my arm with boiling water, the burn is bigger than my hand'],
    ['en', 'scalded his whole arm with hot tea'],
    ['en', 'burn all the way round her wrist'],
    ['en', 'fire burned half his back'],
    ['is', 'brenndi mig á handleggnum, bruninn er stærri en lófinn'],
    ['is', 'brenndist á öllum handleggnum með sjóðandi vatni'],
    ['pl', 'oparzyłem całą rękę wrzątkiem'],
    ['pl', 'oparzenie większe niż dłoń'],
    ['pl', 'poparzył sobie pół pleców'],
    ['es', 'me quemé todo el brazo con aceite hirviendo'],
    ['es', 'la quemadura es más grande que mi mano'],
    ['es', 'se quemó media espalda'],
    ['fr', 'brûlure plus grande que la main'],
    ['fr', 'il s\'est brûlé tout le bras avec de l\'eau bouillante'],
    ['de', 'Verbrennung größer als die Hand'],
    ['de', 'hat sich den ganzen Arm verbrüht'],
    ['it', 'ustione più grande della mano'],
    ['it', 'si è scottato tutto il braccio con l\'acqua bollente'],
    ['pt', 'queimadura maior que a mão'],
    ['pt', 'queimou o braço todo com água fervendo'],
    ['ru', 'ожог больше ладони'],
    ['ru', 'обварил всю руку кипятком'],
    ['ru', 'обжёг полспины'],
    ['tr', 'yanık avuç içinden büyük'],
    ['tr', 'kaynar su bütün koluna döküldü, kolu yandı'],
    ['tr', 'sırtının yarısı yandı'],
    ['zh', '烫伤比手掌还大'],
    ['zh', '整条胳膊都烫伤了'],
    ['ja', 'やけどが手のひらより大きい'],
    ['ja', '腕全体をやけどした'],
    ['ko', '화상이 손바닥보다 커요'],
    ['ko', '팔 전체에 화상을 입었어요'],
    ['ar', 'الحرق أكبر من كف اليد'],
    ['ar', 'انحرق ذراعه كله بالماء المغلي'],
    ['hi', 'jalne ka nishaan hatheli se bada hai'],
    ['hi', 'पूरा हाथ जल गया गर्म पानी से'],
    ['hi', 'poori baju jal gayi garam tel se'],
  ] as Case[])('[%s] %s', (lang, text) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });

  it.each([
    ['en', 'small burn the size of a coin on my finger from the oven, cooled it under the tap'],
    ['es', 'me quemé un poco el dedo con la sartén, pequeña como una moneda, la puse bajo el grifo'],
    ['de', 'kleine Verbrennung am Finger, so groß wie eine Münze, unter kaltem Wasser gekühlt'],
  ] as Case[])('look-alike [%s] %s: a coin-sized kitchen burn cooled under the tap', (lang, text) => {
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(4);
  });
});

describe('heatstroke: still unwell after 30 minutes of rest in a cool place, cooling and fluids (NHS heatstroke: call 999) → 1', () => {
  it.each([
    ['en', 'heat stroke, still not better after 30 minutes of cooling'],
    ['en', 'out in the sun all day, headache and dizzy, not better after resting in the shade'],
    ['is', 'var í sólinni allan daginn, ekki betri eftir hvíld í skugganum'],
    ['pl', 'cały dzień w upale, boli głowa, wcale nie lepiej po odpoczynku w cieniu'],
    ['es', 'todo el día al sol, dolor de cabeza, no mejora después de descansar a la sombra'],
    ['fr', 'toute la journée au soleil, mal de tête et vertiges, pas mieux après du repos à l\'ombre'],
    ['de', 'den ganzen Tag in der Hitze, Kopfschmerzen, nach Ausruhen im Schatten nicht besser'],
    ['it', 'sono stato al sole tutto il giorno, non migliora dopo il riposo all\'ombra'],
    ['pt', 'fiquei o dia todo no sol, não melhora depois de descansar na sombra'],
    ['ru', 'весь день на солнце, не лучше после отдыха в тени'],
    ['tr', 'bütün gün güneşte kaldı, gölgede dinlenmesine rağmen düzelmedi'],
    ['zh', '中暑了，在阴凉处休息喝水后还是没好'],
    ['ja', '熱中症っぽくて、日陰で休んでも良くならない'],
    ['ko', '더위 먹은 것 같은데 그늘에서 쉬어도 나아지지 않아요'],
    ['ar', 'ضربة شمس وما تحسن بعد الراحة في الظل وشرب الماء'],
    ['hi', 'lu lag gayi, chhaon mein aaram karne ke baad bhi behtar nahi'],
  ] as Case[])('[%s] %s', (lang, text) => {
    expect(flags(text)).toEqual(expect.arrayContaining(['heat_stroke']));
    expect(urgency(text, lang)).toBeLessThanOrEqual(1);
  });

  it.each([
    ['en', 'my headache is not better after resting, had it for two days'],
  ] as Case[])('look-alike [%s] %s: no heat, no heatstroke', (lang, text) => {
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(3);
  });
});

describe('heat exhaustion that settles with rest, shade, cooling and fluids is looked after at home (NHS heat exhaustion; UKHSA) → 5', () => {
  it.each([
    ['en', 'I think I have heat exhaustion, headache and dizzy and sweating, feeling better after resting in the shade and drinking water'],
    ['is', 'var úti í sólinni allan daginn, með höfuðverk og svima, betri eftir hvíld í skugganum og vatn'],
    ['pl', 'po całym dniu w upale ból głowy i zawroty głowy, lepiej po odpoczynku w cieniu i wypiciu wody'],
    ['es', 'estuve todo el día al sol, dolor de cabeza y mareo, mejor después de descansar a la sombra y beber agua'],
    ['fr', 'après une journée en plein soleil j\'avais mal à la tête et des vertiges, ça va mieux après du repos à l\'ombre et de l\'eau'],
    ['de', 'nach dem Tag in der Hitze Kopfschmerzen und schwindelig, nach Ausruhen im Schatten und Trinken besser'],
    ['it', 'sono stato al sole tutto il giorno, mal di testa e capogiri, meglio dopo il riposo all\'ombra e aver bevuto acqua'],
    ['pt', 'fiquei o dia todo no sol, dor de cabeça e tontura, melhor depois de descansar na sombra e beber água'],
    ['ru', 'весь день был на солнце, болит голова и кружится голова, стало лучше после отдыха в тени и воды'],
    ['tr', 'bütün gün güneşte kaldım, başım ağrıdı ve başım döndü, gölgede dinlenince düzeldi'],
    ['zh', '在太阳底下待了一天，头疼头晕，在阴凉处休息喝水后好多了'],
    ['ja', '炎天下で一日作業して頭痛とめまいがしたが、日陰で休んで水分をとったら良くなった'],
    ['ko', '땡볕에서 하루 종일 일해서 머리가 아프고 어지러웠는데 그늘에서 쉬고 물 마시니까 나아졌어요'],
    ['ar', 'كنت تحت الشمس طول اليوم وجاني صداع ودوخة، تحسنت بعد الراحة في الظل وشرب الماء'],
    ['hi', 'poore din dhoop mein kaam kiya, sar dard aur chakkar aaye, chhaon mein aaram aur paani peene se behtar hoon'],
    ['en', 'I think I have heat exhaustion, headache and dizzy and sweating, feeling better after resting in the shade and drinking water'],
    ['es', 'agotamiento por calor, me duele la cabeza y estoy mareado, mejor después de descansar a la sombra y beber agua'],
    ['fr', 'épuisement dû à la chaleur, mal de tête, vertiges, ça va mieux après m\'être reposé au frais et avoir bu'],
    ['de', 'Hitzeerschöpfung, Kopfschmerzen und schwindelig, nach Ausruhen im Schatten und Trinken besser'],
  ] as Case[])('[%s] %s', (lang, text) => {
    expect(urgency(text, lang)).toBe(5);
  });

  it.each([
    ['en', 'headache and dizzy after a day in the sun, not better after resting in the shade'],
    ['es', 'dolor de cabeza y mareo después de un día al sol, no mejora después de descansar a la sombra'],
    ['en', 'out in the heat all day, better after resting but now he is confused'],
    ['en', 'out in the sun all day, headache and dizzy, not better after resting in the shade'],
    ['de', 'den ganzen Tag in der Hitze, Kopfschmerzen und schwindelig, nach Ausruhen im Schatten nicht besser'],
    ['fr', 'toute la journée au soleil, mal de tête et vertiges, pas mieux après du repos à l\'ombre'],
  ] as Case[])('not settled, or confused [%s] %s: not self-care', (lang, text) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(4);
  });
});

describe("the child's ingestion is read from the medicine's name or whose pills they were (TOXBASE; NPIS)", () => {
  it.each([
    ['en', 'my 2 year old swallowed one of my amlodipine tablets'],
    ['en', 'my son chewed a gliclazide tablet'],
    ['pl', 'synek połknął tabletkę amlodypiny'],
    ['es', 'mi hijo se tragó una pastilla de la tensión del abuelo'],
    ['fr', "ma fille a avalé un comprimé d'amlodipine"],
    ['de', 'mein Sohn hat eine Amlodipin Tablette geschluckt'],
    ['it', 'mio figlio ha preso le pastiglie della nonna'],
    ['pt', 'meu filho engoliu um comprimido de anlodipino'],
    ['ru', 'сын проглотил таблетку амлодипина'],
    ['tr', 'oğlum bir amlodipin hapı yuttu'],
    ['zh', '孩子误吞了一片氨氯地平'],
    ['ja', '息子がアムロジピンを一錠飲んだ'],
    ['ko', '아이가 할머니 약을 먹었어요'],
    ['ar', 'ابني بلع حبة أملوديبين'],
    ['hi', 'bacche ne dadi ki dawai kha li'],
  ] as Case[])('[%s] %s', (lang, text) => {
    expect(present(text, lang)).toContain('possible_ingestion_child');
    expect(flags(text)).toContain('child_possible_ingestion');
  });

  it.each([
    ['en', 'I take amlodipine and my ankles are swollen'],
    ['de', 'ich nehme Amlodipin und habe geschwollene Knöchel'],
    ['ru', 'я принимаю амлодипин, отекают ноги'],
  ] as Case[])('an adult on their own medicine [%s] %s: no child ingestion', (lang, text) => {
    expect(flags(text)).not.toContain('child_possible_ingestion');
    expect(urgency(text, lang)).toBeGreaterThan(2);
  });
});

describe('spellings people really write: no diacritics, typos, romanised Arabic and Hindi', () => {
  it.each([
    ['pl', 'zmija ugryzla mnie w noge'],
    ['pl', 'smarownica wstrzyknela smar w palec'],
    ['tr', 'yilan isirdi'],
    ['tr', 'gres tabancasi parmagima girdi'],
    ['de', 'Fettpresse, Fett in den Finger gespritzt'],
    ['es', 'me mordio una vibora'],
    ['pt', 'meu filho engoliu um comprimido de anlodipino da avo'],
    ['ru', 'укусила гадюка ногу'],
    ['ar', '3adetni 7aya'],
    ['hi', 'saap ne kata'],
    ['en', 'a snake bit me while i was gardening'],
    ['en', 'greese gun went into my finger'],
    ['fr', 'coup de chaleur, il est confus'],
    ['en', 'toddler ate nans blood pressure tablets'],
    ['en', 'my lil one got into grandmas pills not sure how many'],
    ['ko', '우리 애가 할머니 혈압약을 먹었어요'],
    ['ar', 'ta3ban 3adni fi rijli'],
    ['ar', '7aye 3adet ibni'],
  ] as Case[])('[%s] %s', (lang, text) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });

  it.each([
    ['ar', 'el 7aya 3adiya w 3andi sda3'],
  ] as Case[])('another meaning [%s] %s: not raised', (lang, text) => {
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(3);
  });
});
