import { describe, expect, it } from 'vitest';
import { expectNotRead, expectRead, type Case } from './support/everyday.ts';
import { assessWithoutNet, flags } from './support/protocol.ts';

/**
 * Medical emergencies in everyday words of the 15 languages, and reading mechanisms they need.
 * Written for this file from the guidance each block cites, as patients and relatives write; none
 * comes from an evaluation set. The engine and its red-flag floor decide, statistical safety net off.
 */
const urgencyOf = (lang: Case[0], text: string) => assessWithoutNet(text, lang).urgency;

// NHS low blood sugar; NICE NG17, NG28; JBDS: a hypo with confusion, drowsiness, a fit, collapse or
// unable to swallow needs someone else's help → 999.
const SEVERE_HYPO: Case[] = [
  ['en', 'my husband is diabetic on insulin, his sugar is 2.8 and he is confused and sweaty'],
  ['en', 'hypo, sugar 2.5, he is very drowsy and can not swallow'],
  ['de', 'mein Mann ist Diabetiker, Zucker 45 mg/dl, er ist verwirrt und reagiert kaum'],
  ['fr', 'mon père diabétique a fait une hypo, glycémie à 0,5, il est confus'],
  ['es', 'mi madre diabética tiene el azúcar en 50 y está muy confundida, le dimos zumo y sigue igual'],
  ['it', 'mio padre diabetico ha la glicemia a 45 ed è confuso'],
  ['pt', 'minha mãe diabética está com a glicose 40 e muito sonolenta'],
  ['pl', 'mąż ma cukrzycę, cukier 45, jest splątany'],
  ['ru', 'у мужа диабет, сахар 2,5, он заторможенный'],
  ['tr', 'babam şeker hastası, şekeri 45 düştü, bilinci bulanık'],
  ['zh', '我爸爸有糖尿病，血糖2.5，现在意识模糊'],
  ['ja', '父は糖尿病でインスリンを打っています、血糖が40で意識がもうろうとしています'],
  ['ko', '아버지가 당뇨인데 혈당이 45이고 의식이 흐려요'],
  ['ar', 'أبوي عنده سكر، السكر نزل 45 وهو مو واعي ومشوش'],
  ['hi', 'mere papa ko diabetes hai, sugar 45 aa gayi hai aur wo confused hain'],
  ['is', 'maðurinn minn er með sykursýki, blóðsykur 2,5 og hann er ruglaður'],
];
const MILD_HYPO: Case[] = [
  ['en', 'I had a hypo this morning, ate some sweets and feel fine now'],
  ['en', 'my sugar was 3.5 this morning, no symptoms, should I adjust my insulin'],
  ['de', 'hatte heute früh eine Unterzuckerung, habe Traubenzucker gegessen, jetzt geht es mir gut'],
];

describe('a hypo with confusion, drowsiness or unable to swallow → 1 (NHS, NICE NG17/NG28, JBDS)', () => {
  it.each(SEVERE_HYPO)('[%s] %s', (lang, text) => {
    expect(urgencyOf(lang, text)).toBe(1);
    expect(flags(text)).toContain('severe_hypoglycaemia');
  });
  it.each(MILD_HYPO)('[%s] a treated hypo or a low reading alone is no emergency: %s', (lang, text) => {
    expect(urgencyOf(lang, text)).toBeGreaterThan(2);
    expect(flags(text)).not.toContain('severe_hypoglycaemia');
  });
});

// NICE NG104 (pancreatitis): severe upper abdominal pain going through to the back, with vomiting, after
// heavy drinking or with gallstones → hospital the same day; pancreatitis named with pain or vomiting.
const PANCREATITIS: Case[] = [
  ['en', 'severe pain in my upper stomach going through to my back, vomiting, I drank a lot last night'],
  ['en', 'I have gallstones and now terrible pain at the top of my tummy into my back and I keep being sick'],
  ['ja', '膵炎と言われたことがあり、みぞおちから背中にかけて激痛で吐いています'],
  ['zh', '喝完酒后上腹剧痛，痛到背部，一直呕吐，是不是胰腺炎'],
  ['ko', '술 마신 후 윗배가 너무 아프고 등까지 아프고 계속 토해요 췌장염인가요'],
  ['de', 'starke Schmerzen im Oberbauch, die in den Rücken ziehen, und Erbrechen nach viel Alkohol'],
  ['fr', "douleur atroce en haut du ventre qui irradie dans le dos, je vomis, j'ai bu beaucoup hier"],
  ['es', 'dolor fuerte en la boca del estómago que se va a la espalda y vómitos después de beber mucho'],
  ['it', 'dolore forte alla bocca dello stomaco che va alla schiena e vomito dopo aver bevuto tanto'],
  ['pt', 'dor muito forte na parte de cima da barriga que vai para as costas e vômito, bebi muito ontem'],
  ['pl', 'silny ból w nadbrzuszu promieniujący do pleców i wymioty po alkoholu'],
  ['ru', 'сильная боль в верхней части живота отдает в спину, рвота, вчера много выпил'],
  ['tr', 'içki içtikten sonra midemin üstünde çok şiddetli ağrı sırtıma vuruyor ve kusuyorum'],
  ['ar', 'ألم شديد في أعلى البطن يمتد للظهر مع استفراغ بعد ما شربت كثير'],
  ['hi', 'pet ke upar bahut tez dard hai jo peeth tak ja raha hai aur ulti ho rahi hai, kal bahut sharab pi thi'],
  ['is', 'mikill verkur ofarlega í kviðnum sem leiðir aftur í bak og uppköst eftir drykkju'],
];
const PANCREATITIS_NAMED: Case[] = [
  ['en', 'I think my pancreatitis is back, my tummy hurts a lot'],
  ['de', 'ich hatte schon mal eine Bauchspeicheldrüsenentzündung und habe wieder Bauchschmerzen und erbreche'],
  ['fr', 'je fais une pancréatite je crois, je vomis sans arrêt'],
  ['es', 'creo que tengo pancreatitis otra vez, vomito todo'],
  ['pt', 'acho que é pancreatite, estou vomitando sem parar'],
  ['ru', 'опять панкреатит, сильно болит живот'],
  ['tr', 'pankreatit oldum galiba, karnım çok ağrıyor'],
  ['zh', '胰腺炎又犯了，一直吐'],
  ['ja', 'また膵炎みたいで、何度も吐いています'],
  ['ko', '췌장염이 재발한 것 같아요, 계속 토해요'],
  ['ar', 'عندي التهاب البنكرياس ومن الصبح أستفرغ'],
  ['pl', 'chyba znowu zapalenie trzustki, ciągle wymiotuję'],
];
const INDIGESTION: Case[] = [
  ['en', 'a bit of indigestion after a big meal, mild, burping'],
  ['en', 'I had pancreatitis five years ago, now I have a cold and a runny nose'],
  ['de', 'leichte Magenverstimmung nach dem Essen, etwas Aufstoßen'],
  ['es', 'un poco de indigestión después de comer, nada más'],
  ['ja', '食べ過ぎて少し胃もたれがします'],
];

describe('acute pancreatitis in everyday words → 2 (NICE NG104)', () => {
  it.each(PANCREATITIS)('[%s] %s', (lang, text) => {
    expect(urgencyOf(lang, text)).toBeLessThanOrEqual(2);
  });
  it.each(PANCREATITIS_NAMED)('[%s] named with pain or vomiting: %s', (lang, text) => {
    expect(urgencyOf(lang, text)).toBeLessThanOrEqual(2);
    expect(flags(text)).toContain('pancreatitis');
  });
  it.each(INDIGESTION)('[%s] mild indigestion, or pancreatitis long ago, is not: %s', (lang, text) => {
    expect(urgencyOf(lang, text)).toBeGreaterThan(2);
    expect(flags(text)).not.toContain('pancreatitis');
  });
});

// NICE CKS / NHS intussusception: bouts of screaming drawing the legs up, pale or floppy between them,
// vomiting, or a stool like redcurrant jelly → hospital now; colic in a baby feeding well is not.
const INTUSSUSCEPTION: Case[] = [
  ['en', 'my 9 month old keeps screaming in bouts and pulling his legs up, pale and floppy in between, vomiting'],
  ['en', 'toddler with poo like redcurrant jelly and crying in fits'],
  ['de', 'unser Baby schreit anfallsweise, zieht die Beine an, dazwischen blass und schlapp, erbricht'],
  ['fr', 'mon bébé de 10 mois hurle par crises en repliant les jambes, entre les crises il est pâle et mou'],
  ['es', 'mi bebé de 8 meses llora a gritos a ratos, encoge las piernas y entre medias está pálido y decaído'],
  ['it', "il mio bimbo di 1 anno piange disperato a crisi, tira su le gambe, tra una crisi e l'altra è pallido e molle"],
  ['pt', 'meu bebê de 9 meses tem crises de choro forte, encolhe as pernas e fica pálido e molinho entre as crises'],
  ['pl', 'dziecko 10 miesięcy ma napady krzyku, podkurcza nóżki, między napadami blade i wiotkie'],
  ['ru', 'ребенок 9 месяцев приступами кричит, поджимает ножки, между приступами бледный и вялый'],
  ['tr', '9 aylık bebeğim nöbet nöbet çığlık atıyor, bacaklarını karnına çekiyor, arada solgun ve halsiz'],
  ['zh', '宝宝10个月，一阵一阵哭闹，腿缩起来，中间脸色苍白没精神，还吐了'],
  ['ja', '10ヶ月の子が周期的に激しく泣いて足を縮め、合間はぐったりして顔色が悪いです'],
  ['ko', '10개월 아기가 주기적으로 자지러지게 울고 다리를 배 쪽으로 당겨요, 사이사이 창백하고 축 처져요'],
  ['ar', 'طفلي عمره 9 شهور يصرخ على فترات ويضم رجليه، وبين النوبات شاحب ومرتخي'],
  ['hi', 'mera 9 mahine ka baccha rook rook kar cheekh ke rota hai, pair pet ki taraf kheenchta hai, ulti bhi ho rahi hai'],
];
const REDCURRANT: Case[] = [
  ['en', 'my toddler did a poo that looks like red jelly'],
  ['de', 'unser Kleinkind hat Stuhl wie Johannisbeergelee in der Windel'],
  ['fr', 'mon fils de 1 an a des selles comme de la gelée de groseille'],
  ['es', 'mi niño de un año hizo caca como jalea de grosella'],
  ['it', 'il mio bambino ha fatto la cacca come gelatina di ribes'],
  ['pt', 'meu bebê fez cocô parecendo geleia de groselha'],
  ['pl', 'dziecko zrobiło kupkę jak galaretka porzeczkowa'],
  ['ru', 'у ребенка стул как малиновое желе'],
  ['zh', '宝宝拉了果酱样大便'],
  ['ja', '子どもがイチゴゼリー状の便をしました'],
  ['ko', '아기가 딸기잼 같은 변을 봤어요'],
];
const COLIC: Case[] = [
  ['en', 'my 6 week old cries every evening and pulls his legs up, feeding well and gaining weight'],
  ['de', 'unser Baby, 5 Wochen, schreit abends und zieht die Beine an, trinkt gut und nimmt zu'],
  ['es', 'mi bebé de 6 semanas llora por las tardes y encoge las piernas, pero come bien y gana peso'],
  ['fr', 'mon bébé de 6 semaines pleure le soir en repliant les jambes, il boit bien et prend du poids'],
  ['ru', 'малышу 6 недель, вечером плачет и поджимает ножки, хорошо ест и набирает вес'],
  ['zh', '宝宝6周大，每天傍晚哭闹，腿缩起来，吃奶很好，体重也在长'],
  ['pt', 'meu bebê de 5 semanas chora à tarde e encolhe as pernas, mama bem'],
  ['ko', '생후 6주 아기가 저녁마다 울고 다리를 배 쪽으로 당기는데 잘 먹고 잘 커요'],
  ['tr', '6 haftalık bebeğim akşamları ağlıyor, bacaklarını karnına çekiyor ama iyi emiyor'],
  ['en', 'I keep crying in fits since the breakup and I was sick this morning'],
];

describe('intussusception in a parent’s words → 2 (NICE CKS, NHS)', () => {
  it.each(INTUSSUSCEPTION)('[%s] %s', (lang, text) => {
    expect(urgencyOf(lang, text)).toBeLessThanOrEqual(2);
    expect(flags(text).some((f) => f === 'intussusception' || f === 'redcurrant_stool')).toBe(true);
  });
  it.each(REDCURRANT)('[%s] a redcurrant-jelly stool: %s', (lang, text) => {
    expect(urgencyOf(lang, text)).toBeLessThanOrEqual(2);
  });
  it.each(COLIC)('[%s] colic in a baby feeding well, or an adult crying, is not: %s', (lang, text) => {
    expect(urgencyOf(lang, text)).toBeGreaterThan(2);
    expect(flags(text)).not.toContain('intussusception');
  });
});

// NICE NG156: a known abdominal aortic aneurysm with new abdominal, back or loin pain, or collapse → 999;
// NICE CKS headache, NG228: a known brain aneurysm with a sudden worst-ever headache → 999.
const ANEURYSM: Case[] = [
  ['en', 'my dad has an aortic aneurysm and now has sudden pain in his back and belly'],
  ['en', 'known AAA, he fainted and has tummy pain'],
  ['de', 'mein Vater hat ein Bauchaortenaneurysma und jetzt plötzlich starke Rückenschmerzen'],
  ['fr', "mon père a un anévrisme de l'aorte et a soudain mal au ventre et au dos"],
  ['es', 'mi padre tiene un aneurisma de aorta y ahora le duele mucho la espalda'],
  ['it', 'mio padre ha un aneurisma aortico e ora ha un forte dolore alla pancia'],
  ['pt', 'meu pai tem aneurisma da aorta e agora está com dor forte nas costas'],
  ['pl', 'tata ma tętniaka aorty i teraz nagle bardzo boli go brzuch i plecy'],
  ['ru', 'у папы аневризма аорты, сейчас резкая боль в животе и спине'],
  ['tr', 'babamın aort anevrizması var, şimdi karnında ve sırtında ani şiddetli ağrı'],
  ['zh', '我爸有腹主动脉瘤，现在突然肚子和后背剧痛'],
  ['ja', '父は腹部大動脈瘤があり、急に腰と背中が激しく痛いと言っています'],
  ['ko', '아버지가 복부 대동맥류가 있는데 갑자기 배랑 등이 심하게 아파요'],
  ['ar', 'أبوي عنده تمدد في الشريان الأورطي والحين عنده ألم شديد مفاجئ في البطن والظهر'],
  ['hi', 'papa ko aorta ka aneurysm hai aur ab achanak pet aur kamar mein tez dard hai'],
  ['en', 'I have a brain aneurysm and suddenly have the worst headache of my life'],
];
const ANEURYSM_WATCHED: Case[] = [
  ['en', 'my dad has a small aneurysm under surveillance, scan due next month'],
  ['de', 'mein Vater hat ein kleines Aneurysma, das regelmäßig kontrolliert wird, nächster Ultraschall im Mai'],
  ['es', 'a mi padre le vigilan un aneurisma pequeño, le toca la ecografía el mes que viene'],
  ['fr', 'mon père a un petit anévrisme surveillé, prochaine échographie le mois prochain'],
  ['zh', '我爸有个小动脉瘤，定期复查，下个月做B超'],
  ['en', 'the scan showed no aneurysm, my back hurts from lifting boxes'],
  ['ru', 'на УЗИ аневризмы нет, спина болит после того как таскал мебель'],
];

describe('a known aneurysm with new pain, fainting or a sudden worst headache → 1 (NICE NG156, NG228)', () => {
  it.each(ANEURYSM)('[%s] %s', (lang, text) => {
    expect(urgencyOf(lang, text)).toBe(1);
  });
  it.each(ANEURYSM_WATCHED)('[%s] an aneurysm watched, or none, without pain: %s', (lang, text) => {
    expect(urgencyOf(lang, text)).toBeGreaterThan(2);
    expect(flags(text)).not.toContain('aneurysm_pain');
  });
});

// NHS pins and needles; NICE NG128: an arm or leg gone numb or "asleep" after lying, leaning or sitting
// on it is pressure on a nerve, not a stroke; sudden one-sided numbness or weakness without that
// explanation, or with the face or speech involved, stays a stroke → 999.
const POSITIONAL_NUMBNESS: Case[] = [
  ['en', 'my arm went numb after I slept on it'],
  ['en', "my arm went dead after I slept on it, it's coming back now"],
  ['en', 'pins and needles when I lean on my elbow'],
  ['en', 'foot fell asleep after sitting cross-legged'],
  ['de', 'mein Arm ist eingeschlafen, weil ich darauf gelegen habe'],
  ['es', 'se me durmió el brazo por dormir encima'],
  ['fr', "j'ai le bras engourdi parce que j'ai dormi dessus"],
  ['it', 'mi si è addormentato il braccio perché ci ho dormito sopra'],
  ['pt', 'meu braço ficou dormente porque dormi em cima dele'],
  ['pl', 'ręka mi ścierpła, bo na niej spałem'],
  ['ru', 'отлежал руку, она онемела, сейчас проходит'],
  ['tr', 'kolumun üzerine yattım, uyuştu'],
  ['zh', '胳膊压麻了，现在慢慢好了'],
  ['ja', '正座していたら足がしびれました'],
  ['ko', '팔베개를 하고 잤더니 팔이 저려요'],
  ['ar', 'نمت على يدي وصارت تنمل'],
  ['hi', 'pair so gaya tha palthi maar ke baithne se'],
];
const STROKE_STILL: Case[] = [
  ['en', 'sudden numbness in my left arm and face'],
  ['en', 'slept on my arm and now my face is drooping and my speech is slurred'],
  ['en', 'my left arm suddenly went weak and numb'],
  ['de', 'plötzlich ist mein linker Arm taub und schwach'],
  ['es', 'de repente no siento el brazo izquierdo y tengo la cara torcida'],
  ['ru', 'внезапно онемела левая рука и перекосило лицо'],
  ['zh', '突然左边胳膊没力气，嘴歪了'],
  ['fr', "j'ai dormi sur mon bras et maintenant j'ai la bouche de travers"],
  ['pt', 'dormi em cima do braço e agora ele está com a boca torta e a fala enrolada'],
  ['it', 'ci ho dormito sopra, ma adesso ha la bocca storta e parla male'],
  ['pl', 'spałem na ręce, a teraz opadł mi kącik ust'],
  ['tr', 'kolumun üzerine yattım, şimdi ağzım kaydı ve konuşmam bozuldu'],
];

describe('numbness from lying or leaning on a limb is not a stroke (NHS pins and needles; NICE NG128)', () => {
  it.each(POSITIONAL_NUMBNESS)('[%s] %s', (lang, text) => {
    expect(urgencyOf(lang, text)).toBeGreaterThan(2);
    expect(flags(text)).not.toContain('stroke');
  });
  it.each(STROKE_STILL)('[%s] sudden one-sided signs, or the face or speech, stay a stroke: %s', (lang, text) => {
    expect(urgencyOf(lang, text)).toBe(1);
  });
});

// The usual state is a comparison, not a resolution (ConText: a finding's time is its clause's): "it
// usually goes away after a few minutes, but now …" is chest pain now (NICE CG95: ongoing chest pain →
// same-day or emergency assessment); "normally she kicks all the time but today …" is reduced fetal
// movements (RCOG GTG 57; NHS: call the maternity unit straight away).
const USUALLY_GOES_AWAY: Case[] = [
  ['en', 'I get chest pain when walking, it usually goes away with rest but now it has lasted an hour'],
  ['en', "the chest pain normally settles after a few minutes but this time it's been going for an hour"],
  ['de', 'die Brustschmerzen gehen normalerweise nach ein paar Minuten weg, aber heute seit einer Stunde'],
  ['es', 'el dolor de pecho normalmente se me pasa en unos minutos pero hoy lleva una hora'],
  ['fr', "la douleur dans la poitrine passe d'habitude en quelques minutes mais là ça dure depuis une heure"],
  ['ru', 'боль в груди обычно проходит через пару минут, а сейчас уже час'],
  ['pt', 'a dor no peito normalmente passa em poucos minutos mas agora já dura uma hora'],
  ['it', "il dolore al petto di solito passa in pochi minuti ma oggi dura da un'ora"],
  ['pl', 'ból w klatce zwykle przechodzi po kilku minutach, ale teraz trwa godzinę'],
  ['tr', 'göğüs ağrım normalde birkaç dakikada geçer ama bu sefer bir saattir sürüyor'],
  ['zh', '胸口疼平时几分钟就好了，但这次已经一个小时了'],
  ['ja', '胸の痛みはいつもは数分で治まるのに、今回は1時間続いています'],
  ['ko', '가슴 통증이 평소에는 몇 분이면 나았는데 이번에는 한 시간째예요'],
  ['ar', 'ألم الصدر عادة يروح بعد دقائق بس هالمرة صار له ساعة'],
  ['hi', 'seene ka dard aam taur par kuch minute mein chala jata hai par aaj ek ghante se hai'],
  ['is', 'brjóstverkurinn fer venjulega eftir nokkrar mínútur en núna hefur hann staðið í klukkutíma'],
];
const USUALLY_KICKS: Case[] = [
  ['en', "I'm 30 weeks pregnant. Normally she kicks all the time but today I haven't felt her move"],
  ['en', "I'm 30 weeks pregnant. Normally the baby moves a lot but today the baby is not moving"],
  ['de', 'Ich bin in der 30. SSW. Normalerweise bewegt sich das Baby viel, aber heute bewegt sich das Baby nicht'],
  ['es', 'Estoy de 30 semanas. Normalmente el bebé se mueve mucho pero hoy el bebé no se mueve'],
  ['ru', '30 недель беременности. Обычно малыш много шевелится, но сегодня ребенок не шевелится'],
  ['tr', '30 haftalık hamileyim. Normalde bebek çok hareket eder ama bugün bebek hareket etmiyor'],
  ['ar', 'أنا حامل في الأسبوع 30. عادة البيبي يتحرك كثير بس اليوم البيبي ما يتحرك'],
  ['pl', 'Jestem w 30 tygodniu ciąży. Zwykle dziecko dużo się rusza, ale dziś dziecko się nie rusza'],
  ['it', 'Sono alla 30a settimana. Di solito il bambino si muove tanto ma oggi il bambino non si muove'],
  ['pt', 'Estou com 30 semanas. Normalmente o bebê mexe muito mas hoje o bebê não mexe'],
  ['fr', "Je suis enceinte de 30 semaines. D'habitude le bébé bouge beaucoup mais aujourd'hui le bébé ne bouge pas"],
  ['is', 'Ég er gengin 30 vikur. Venjulega hreyfir barnið sig mikið en í dag hreyfir barnið sig ekki'],
  ['zh', '平时宝宝动得很多，今天感觉不到胎动'],
  ['ja', 'いつもはよく動くのに今日は胎動を感じません'],
  ['ko', '평소에는 많이 차는데 오늘은 태동이 없어요'],
  ['hi', 'aam taur par baby bahut kick karta hai par aaj mehsoos nahi hua'],
];
const RESOLVED_STILL: Case[] = [
  ['en', 'the chest pain went away after a few minutes and I feel fine now'],
  ['de', 'die Brustschmerzen sind weg'],
  ['fr', 'la douleur dans la poitrine est passée'],
];

describe('"usually / normally X, but now …" is a comparison, not a resolution (ConText)', () => {
  it.each(USUALLY_GOES_AWAY)('[%s] what usually goes away is there now: %s', (lang, text) => {
    expectRead('chest_pain', [[lang, text]]);
    expect(urgencyOf(lang, text)).toBeLessThanOrEqual(2);
  });
  it.each(USUALLY_KICKS)('[%s] usually kicks, not today: %s', (lang, text) => {
    expect(urgencyOf(lang, text)).toBeLessThanOrEqual(2);
    expect(flags(text)).toContain('reduced_fetal_movements');
  });
  it('the usual ability is not today\'s', () => {
    expectNotRead('walks_normally', [['en', "usually I can walk to the shop but now I'm breathless after a few steps"]]);
    expect(urgencyOf('en', "usually I can walk to the shop but now I'm breathless after a few steps")).toBeLessThanOrEqual(3);
  });
  it.each(RESOLVED_STILL)('[%s] a pain said gone, without "usually", is still resolved: %s', (lang, text) => {
    expectNotRead('chest_pain', [[lang, text]]);
  });
});

// NICE CG62, NICE NG133 (hypertension in pregnancy): a pregnancy stated only by its weeks, with its
// context (midwife, bump, kicks), is a pregnancy — a headache with flashing lights is then pre-eclampsia
// until proven otherwise (same day), reduced movements are reduced fetal movements. A baby's age in weeks
// or a cough for 3 weeks is no pregnancy.
const WEEKS_WITH_CONTEXT: Case[] = [
  ['en', "at 34 weeks, bad headache and flashing lights, the midwife isn't answering"],
  ['de', '34 SSW, starke Kopfschmerzen und Augenflimmern, Hebamme nicht erreichbar'],
  ['pt', '34 semanas, dor de cabeça forte e vejo pontinhos brilhantes, a parteira não atende'],
  ['pl', '34 tydzień, silny ból głowy i mroczki przed oczami, położna nie odbiera'],
  ['tr', '34. haftadayım, başım çok ağrıyor ve gözümün önünde ışıklar çakıyor, ebe açmıyor'],
  ['zh', '34周，头很痛，眼前冒金星，助产士联系不上'],
  ['ja', '34週で、ひどい頭痛と目の前がチカチカします、助産師さんに連絡がつきません'],
  ['ko', '34주인데 두통이 심하고 눈앞이 번쩍거려요, 조산사 연락이 안 돼요'],
  ['hi', '34 hafte ho gaye, sir mein tez dard aur aankhon ke aage chamak, midwife phone nahi utha rahi'],
  ['fr', '34e semaine, mal de tête fort et je vois des étoiles, la sage-femme ne répond pas'],
  ['es', '34 semanas, dolor de cabeza fuerte y veo lucecitas, la matrona no contesta'],
  ['it', "34 settimane, forte mal di testa e vedo lampi, l'ostetrica non risponde"],
  ['ru', '34 недели, сильно болит голова и мушки перед глазами, акушерка не отвечает'],
  ['ar', 'أنا في الأسبوع 34، صداع قوي وأشوف ومضات، القابلة ما ترد'],
  ['tr', '34. haftadayım, bebek bugün hiç tekmelemedi'],
];
const WEEKS_NOT_PREGNANCY: Case[] = [
  ['en', 'my baby is 6 weeks old and has a cough'],
  ['en', 'my 6 week old baby is kicking his legs and crying, no fever'],
  ['en', 'cough for 3 weeks, bad headache'],
  ['de', 'seit 3 Wochen Husten und Kopfschmerzen'],
  ['es', 'tos desde hace 3 semanas'],
];

describe('weeks of pregnancy with its context are a pregnancy (NICE CG62)', () => {
  it.each(WEEKS_WITH_CONTEXT)('[%s] %s', (lang, text) => {
    expectRead('pregnant', [[lang, text]]);
    expect(urgencyOf(lang, text)).toBeLessThanOrEqual(2);
  });
  it.each(WEEKS_NOT_PREGNANCY)('[%s] a baby’s age or a duration is not: %s', (lang, text) => {
    expectNotRead('pregnant', [[lang, text]]);
    expect(assessWithoutNet(text, lang).diagnosisData.differentialDiagnoses.map((d) => d.icd10Code[0])).not.toContain('O');
  });
});

// Resuscitation Council UK (anaphylaxis 2021): a food or a sting with an airway or breathing sign —
// tight throat, swollen tongue, wheeze, hoarse voice, unable to swallow — is anaphylaxis → 999; hives
// with normal breathing, or a cold's hoarse voice days after a sting, is not.
const ALLERGY_AIRWAY: Case[] = [
  ['en', 'ate peanuts and now my throat feels tight and my voice is hoarse'],
  ['es', 'comí cacahuetes y se me cierra la garganta y silbo al respirar'],
  ['it', 'ho mangiato gamberi e ho la gola chiusa e la lingua gonfia'],
  ['tr', 'fıstık yedikten sonra boğazım daraldı, nefes alırken hırıltı var'],
  ['pt', 'comi camarão e estou com a garganta fechando e a língua inchada'],
  ['pl', 'zjadłem orzeszki i ściska mnie w gardle, świszczący oddech'],
  ['ru', 'съел орехи и сдавило горло, язык опух, хриплю'],
  ['hi', 'moongfali khane ke baad gala band ho raha hai aur saans mein seeti'],
  ['ar', 'أكلت فول سوداني وحلقي يضيق ولساني منتفخ'],
  ['de', 'nach Erdnüssen wird mir der Hals eng und ich pfeife beim Atmen'],
  ['fr', "après des cacahuètes j'ai la gorge qui se serre et la langue gonflée"],
  ['zh', '吃了花生后喉咙发紧，舌头肿了'],
  ['ja', 'ピーナッツを食べたら喉が締め付けられて舌が腫れています'],
  ['ko', '땅콩 먹고 목이 조이고 혀가 부었어요'],
  ['is', 'borðaði hnetur og hálsinn lokast og tungan bólgin'],
];
const STING_AIRWAY: Case[] = [
  ['en', "stung by a wasp and now I can't swallow properly"],
  ['es', 'me picó una avispa y ahora me cuesta tragar y tengo la voz ronca'],
  ['it', 'mi ha punto una vespa e ora faccio fatica a deglutire'],
  ['pt', 'fui picado por uma vespa e agora tenho dificuldade para engolir'],
  ['ru', 'меня ужалила оса, теперь трудно глотать'],
  ['de', 'eine Wespe hat mich gestochen und jetzt kann ich kaum schlucken'],
  ['fr', "une guêpe m'a piqué et maintenant j'ai du mal à avaler"],
  ['zh', '被黄蜂蜇了，现在吞咽困难'],
  ['ja', 'ハチに刺されて、飲み込みにくいです'],
  ['ko', '벌에 쏘였는데 삼키기가 힘들어요'],
];
const ALLERGY_NO_AIRWAY: Case[] = [
  ['en', 'hives after strawberries, breathing is fine'],
  ['es', 'urticaria después de comer fresas, respiro bien'],
  ['en', 'stung by a bee on my finger yesterday, now I have a cold and a hoarse voice'],
  ['en', 'sore throat and hard to swallow, no sting'],
];

describe('a food or a sting with an airway or breathing sign is anaphylaxis → 1 (Resuscitation Council UK 2021)', () => {
  it.each(ALLERGY_AIRWAY)('[%s] %s', (lang, text) => {
    expect(urgencyOf(lang, text)).toBe(1);
  });
  it.each(STING_AIRWAY)('[%s] after a sting: %s', (lang, text) => {
    expect(urgencyOf(lang, text)).toBe(1);
    expect(flags(text)).toContain('sting_airway');
  });
  it.each(ALLERGY_NO_AIRWAY)('[%s] hives with normal breathing, or a cold, is not: %s', (lang, text) => {
    expect(urgencyOf(lang, text)).toBeGreaterThan(2);
  });
});
