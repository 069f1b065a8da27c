import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { expectNotRead, expectRead, expectSomeFlag, expectUrgency } from './support/everyday.ts';

/**
 * Suicidal thoughts told indirectly (NICE NG225 self-harm: assessment is about intent, planning and
 * preparations, not the word "suicide"; NICE CG16; Samaritans' and Zero Suicide's warning signs), in
 * the 15 languages, in everyday words and in the spellings people use (no diacritics, romanised Hindi
 * and Arabic):
 * - indirect ideation — wishing not to wake up, everyone better off without me, wanting to disappear,
 *   "what if I jumped / stepped in front of the train", "I think about the bridge", life has no point,
 *   thinking about how to die, wishing never to have been born or to sleep for ever, "why live?"
 *   → a same-day mental-health assessment at least (urgency 3 or more urgent);
 * - a place, a time or a rehearsal — going up to a roof or a bridge night after night and looking
 *   down, finding out which floor or at what time nobody is there, giving belongings away → crisis
 *   team or emergency department today (urgency 2, or 1 where the engine reads a plan with means);
 * - charcoal bought, told with such thoughts: access to means → 1;
 * - acting now (on the bridge now, pills already taken) → 1;
 * - the same told about a flatmate, a friend, a sister.
 * Look-alikes (dying to see you, an exam "killing me", a roof-terrace barbecue, a will written calmly,
 * a fear of heights, disappearing for a week's holiday, failing an exam) are not read as suicidal and
 * stay below an emergency. Written for this file; none comes from an evaluation set. The red-flag
 * floor alone decides (statistical safety net off).
 */
type Case = readonly [Language, string];

const INDIRECT_IDEATION: readonly Case[] = [
  ['en', 'some nights i wish i just wouldnt wake up in the morning'],
  ['en', 'honestly everyone would be better off without me'],
  ['en', 'i keep thinking what if i just stepped in front of the train'],
  ['en', 'i think about the bridge a lot lately'],
  ['en', 'life has no point anymore'],
  ['en', 'ive been thinking about how to die'],
  ['en', 'i just want to disappear and never come back'],
  ['en', 'i wonder what it would be like to fall from up there'],
  ['is', 'stundum vildi ég að ég myndi ekki vakna aftur'],
  ['is', 'allir væru betur settir án mín'],
  ['is', 'mig langar bara að hverfa'],
  ['is', 'lífið hefur engan tilgang'],
  ['is', 'ég hugsa um hvernig ég gæti dáið'],
  ['is', 'mig langar ekki að lifa lengur'],
  ['pl', 'chciałabym się nie obudzić rano'],
  ['pl', 'wszystkim byłoby lepiej beze mnie'],
  ['pl', 'chce zniknac na zawsze'],
  ['pl', 'co by było gdybym skoczył z mostu'],
  ['pl', 'życie nie ma sensu'],
  ['pl', 'nie chce mi się żyć'],
  ['pl', 'myślę jak umrzeć'],
  ['es', 'a veces quisiera dormirme y no despertar'],
  ['es', 'todos estarían mejor sin mí'],
  ['es', 'quiero desaparecer'],
  ['es', 'que pasaria si me tiro del puente'],
  ['es', 'la vida no tiene sentido'],
  ['es', 'pienso en como morir'],
  ['fr', 'j\'aimerais ne pas me réveiller demain matin'],
  ['fr', 'tout le monde serait mieux sans moi'],
  ['fr', 'j\'ai envie de disparaître'],
  ['fr', 'et si je sautais du pont'],
  ['fr', 'la vie n\'a plus de sens'],
  ['fr', 'j\'ai plus envie de vivre'],
  ['de', 'ich wünschte, ich würde morgens nicht mehr aufwachen'],
  ['de', 'alle wären besser dran ohne mich'],
  ['de', 'ich will einfach verschwinden'],
  ['de', 'was wäre wenn ich einfach von der Brücke springe'],
  ['de', 'das Leben hat keinen Sinn mehr'],
  ['de', 'ich denke darüber nach wie ich sterben könnte'],
  ['it', 'vorrei non svegliarmi più'],
  ['it', 'starebbero tutti meglio senza di me'],
  ['it', 'vorrei sparire'],
  ['it', 'e se mi buttassi dal ponte'],
  ['it', 'la vita non ha senso'],
  ['it', 'penso a come morire'],
  ['pt', 'queria dormir e não acordar mais'],
  ['pt', 'todos ficariam melhor sem mim'],
  ['pt', 'quero sumir'],
  ['pt', 'e se eu me jogasse da ponte'],
  ['pt', 'a vida não tem sentido'],
  ['pt', 'penso em como morrer'],
  ['ru', 'не хочу жить'],
  ['ru', 'лучше бы меня не было'],
  ['ru', 'хочу исчезнуть'],
  ['ru', 'хочу уснуть и не проснуться'],
  ['ru', 'всем будет лучше без меня'],
  ['ru', 'а что если прыгнуть с крыши'],
  ['ru', 'жизнь не имеет смысла'],
  ['ru', 'думаю как умереть'],
  ['tr', 'keşke sabah uyanmasam'],
  ['tr', 'herkes bensiz daha iyi olur'],
  ['tr', 'yok olmak istiyorum'],
  ['tr', 'köprüden atlasam ne olur diye düşünüyorum'],
  ['tr', 'hayatın hiçbir anlamı yok'],
  ['tr', 'nasıl ölebileceğimi düşünüyorum'],
  ['tr', 'yaşamak istemiyorum'],
  ['zh', '不想活了'],
  ['zh', '好想消失'],
  ['zh', '好想睡着了就不要醒来'],
  ['zh', '如果我跳下去会怎么样'],
  ['zh', '没有我大家会更好'],
  ['zh', '活着没有意义'],
  ['zh', '想过怎么死'],
  ['ja', '消えたい'],
  ['ja', 'このまま目が覚めなければいいのに'],
  ['ja', '飛び降りたらどうなるんだろう'],
  ['ja', '私なんかいない方がみんな幸せ'],
  ['ja', '生きている意味がない'],
  ['ja', 'どうやって死のうか考えてる'],
  ['ko', '사라지고 싶다'],
  ['ko', '옥상에서 떨어지면 어떨까 생각해요'],
  ['ko', '아침에 눈 안 떴으면 좋겠어요'],
  ['ko', '내가 없으면 다들 더 나을 거야'],
  ['ko', '사는 게 의미가 없어요'],
  ['ko', '어떻게 죽을지 생각해요'],
  ['ar', 'نفسي أموت'],
  ['ar', 'ما بدي عيش'],
  ['ar', 'نفسي أختفي'],
  ['ar', 'يا ريت ما أصحى الصبح'],
  ['ar', 'الكل أحسن بدوني'],
  ['ar', 'الحياة ما إلها معنى'],
  ['ar', 'أفكر كيف أموت'],
  ['ar', 'mabadi 3ish'],
  ['hi', 'mar jaun to accha hai'],
  ['hi', 'jeene ka mann nahi karta'],
  ['hi', 'मैं गायब होना चाहता हूँ'],
  ['hi', 'काश सुबह उठूँ ही नहीं'],
  ['hi', 'mere bina sab khush rahenge'],
  ['hi', 'zindagi ka koi matlab nahi'],
  ['hi', 'मरने का मन करता है'],
  ['pl', 'nie chce mi sie zyc, zycie nie ma sensu'],
  ['fr', 'la vie na plus de sens, jai envie de disparaitre'],
  ['de', 'ich wunschte ich wurde nicht mehr aufwachen'],
  ['tr', 'keske sabah uyanmasam'],
  ['hi', 'jine ka man nahi karta yaar'],
  ['ar', 'nifsi a5tefi'],
  ['pt', 'a vida nao tem sentido, quero sumir'],
  ['es', 'la vida no tiene sentido, pienso en como morir'],
  ['en', 'i wish i was never born'],
  ['en', 'i just want to sleep forever'],
  ['en', 'i just want to stop existing'],
  ['en', 'whats the point of living'],
  ['en', 'i keep imagining jumping off the balcony'],
  ['es', 'ojalá no hubiera nacido'],
  ['es', 'quisiera dormir para siempre'],
  ['es', 'para qué seguir viviendo'],
  ['fr', 'j\'aimerais ne jamais être né'],
  ['fr', 'je veux dormir pour toujours'],
  ['fr', 'à quoi bon vivre'],
  ['de', 'ich wünschte, ich wäre nie geboren'],
  ['de', 'ich will einfach für immer schlafen'],
  ['de', 'wozu noch leben'],
  ['it', 'vorrei non essere mai nato'],
  ['it', 'a che serve vivere'],
  ['it', 'vorrei dormire per sempre'],
  ['pt', 'queria nunca ter nascido'],
  ['pt', 'pra que viver'],
  ['pt', 'queria dormir pra sempre'],
  ['ru', 'лучше бы я не родился'],
  ['ru', 'зачем жить'],
  ['ru', 'хочу уснуть навсегда'],
  ['pl', 'żałuję że się urodziłem'],
  ['pl', 'po co żyć'],
  ['pl', 'chcę zasnąć na zawsze'],
  ['tr', 'keşke hiç doğmasaydım'],
  ['tr', 'sonsuza kadar uyumak istiyorum'],
  ['zh', '真希望我没出生'],
  ['zh', '活着有什么用'],
  ['zh', '想一直睡下去不醒来'],
  ['ja', '生まれてこなければよかった'],
  ['ja', 'ずっと眠っていたい、もう起きたくない'],
  ['ko', '태어나지 말았어야 했어'],
  ['ko', '왜 살아야 하는지 모르겠어'],
  ['ko', '영원히 잠들고 싶어'],
  ['ar', 'يا ريتني ما انولدت'],
  ['ar', 'ليش عايش'],
  ['ar', 'بدي نام وما فيق'],
  ['hi', 'kaash main paida hi na hota'],
  ['hi', 'hamesha ke liye sona chahta hoon'],
  ['hi', 'काश मैं पैदा ही न होता'],
  ['is', 'ég vildi að ég hefði aldrei fæðst'],
  ['is', 'til hvers að lifa'],
];

const PLACE_TIME_REHEARSAL: readonly Case[] = [
  ['ko', '매일 밤 옥상에 올라가서 떨어지면 어떨까 생각해요. 몇 층이 좋은지, 몇 시에 아무도 없는지 알아놨어요. 점점 자주, 구체적으로 생각하게 되는데 이거 정상인가요?'],
  ['ko', '밤마다 옥상에 올라가서 아래를 내려다봐요'],
  ['en', 'every night i go up to the roof of my building and look down'],
  ['en', 'i found out which floor is empty and what time nobody is up there'],
  ['en', 'ive been looking up how high a building has to be'],
  ['en', 'i\'ve been giving my things away to friends, i won\'t need them'],
  ['en', 'i keep going to the railway line and standing close to the tracks'],
  ['is', 'ég fer upp á þak á hverju kvöldi og horfi niður'],
  ['is', 'ég er búin að gefa hlutina mína'],
  ['pl', 'co noc wchodzę na dach i patrzę w dół'],
  ['pl', 'sprawdziłem o której godzinie nikogo nie ma na dachu'],
  ['es', 'todas las noches subo a la azotea y miro hacia abajo'],
  ['es', 'averigüé a qué hora no hay nadie en la azotea'],
  ['fr', 'chaque nuit je monte sur le toit et je regarde en bas'],
  ['fr', 'j\'ai repéré à quelle heure il n\'y a personne sur le pont'],
  ['de', 'jede Nacht gehe ich aufs Dach und schaue runter'],
  ['de', 'ich habe herausgefunden wann niemand auf der Brücke ist'],
  ['it', 'ogni notte salgo sul tetto e guardo giù'],
  ['it', 'ho controllato a che ora non c\'è nessuno sul ponte'],
  ['pt', 'toda noite subo no terraço e olho pra baixo'],
  ['pt', 'descobri que horas não tem ninguém na ponte'],
  ['ru', 'каждую ночь поднимаюсь на крышу и смотрю вниз'],
  ['ru', 'узнал в какое время на крыше никого нет'],
  ['ru', 'раздаю свои вещи'],
  ['tr', 'her gece çatıya çıkıp aşağı bakıyorum'],
  ['tr', 'köprüde kimsenin olmadığı saati öğrendim'],
  ['zh', '每天晚上都去天台往下看'],
  ['zh', '查了几点楼顶没人'],
  ['zh', '我已经写好遗书了'],
  ['ja', '毎晩屋上に行って下を見てる'],
  ['ja', '屋上に何時に誰もいないか調べた'],
  ['ar', 'كل ليلة بطلع على السطح وبطلع لتحت'],
  ['ar', 'عرفت أي ساعة ما في حدا على السطح'],
  ['hi', 'har raat chhat par jaakar neeche dekhta hoon'],
  ['hi', 'maine pata kiya kis time chhat par koi nahi hota'],
];

const ACTING_NOW: readonly Case[] = [
  ['en', 'i am on the bridge now and going to jump'],
  ['en', 'i\'ve already taken all my pills'],
];

const ABOUT_SOMEONE_ELSE: readonly Case[] = [
  ['en', 'my flatmate keeps talking about how everyone would be better off without him'],
  ['en', 'my sister said she wishes she wouldnt wake up'],
  ['en', 'my flatmate goes up to the roof every night and looks down'],
  ['es', 'mi compañero de piso dice que quiere desaparecer y que la vida no tiene sentido'],
  ['fr', 'ma coloc dit que la vie n\'a plus de sens'],
  ['de', 'mein Mitbewohner sagt ständig, das Leben hat keinen Sinn mehr'],
  ['it', 'la mia coinquilina dice che vorrebbe sparire'],
  ['pt', 'meu colega de quarto diz que a vida não tem sentido'],
  ['ru', 'сосед по комнате говорит, что жизнь не имеет смысла'],
  ['tr', 'oda arkadaşım hayatın hiçbir anlamı yok diyor'],
  ['zh', '我室友总说活着没有意义'],
  ['ja', 'ルームメイトが消えたいと言っている'],
  ['ko', '룸메이트가 사라지고 싶다고 자꾸 말해요'],
  ['ar', 'صاحبي بيقول نفسه يموت'],
  ['hi', 'mera dost kehta hai jeene ka mann nahi karta'],
  ['pl', 'współlokator mówi, że życie nie ma sensu'],
  ['is', 'herbergisfélagi minn segir að lífið hafi engan tilgang'],
];

const SOMEONE_ELSE_REHEARSAL: readonly Case[] = [
  ['es', 'mi compañero de piso sube a la azotea todas las noches y mira hacia abajo'],
  ['fr', 'mon coloc monte sur le toit tous les soirs et regarde en bas'],
  ['de', 'meine Mitbewohnerin geht jede Nacht aufs Dach und schaut runter'],
  ['it', 'il mio coinquilino ogni notte sale sul tetto e guarda giù'],
  ['pt', 'minha colega de quarto sobe no terraço toda noite e fica olhando pra baixo'],
  ['ru', 'мой сосед каждую ночь поднимается на крышу и смотрит вниз'],
  ['pl', 'mój współlokator co noc wchodzi na dach i patrzy w dół'],
  ['tr', 'oda arkadaşım her gece çatıya çıkıp aşağı bakıyor'],
  ['zh', '我室友每天晚上都去天台往下看'],
  ['ja', 'ルームメイトが毎晩屋上に行って下を見てる'],
  ['ko', '룸메이트가 밤마다 옥상에 올라가서 아래를 내려다봐요'],
  ['ar', 'صاحبي كل ليلة بيطلع على السطح وبيبص لتحت'],
  ['hi', 'mera roommate har raat chhat par jaakar neeche dekhta hai'],
  ['is', 'herbergisfélagi minn fer upp á þak á hverju kvöldi og horfir niður'],
  ['en', 'my friend has been giving her things away and says she won\'t need them where she\'s going'],
];

const CHARCOAL_BOUGHT_WITH_IDEATION: readonly Case[] = [
  ['en', 'life has no point anymore, i bought charcoal and tape'],
  ['is', 'lífið hefur engan tilgang, ég keypti grillkol'],
  ['pl', 'życie nie ma sensu, kupiłem węgiel drzewny'],
  ['es', 'la vida no tiene sentido, compré carbón'],
  ['fr', 'la vie n\'a plus de sens, j\'ai acheté du charbon'],
  ['de', 'das Leben hat keinen Sinn mehr, ich habe Holzkohle gekauft'],
  ['it', 'la vita non ha senso, ho comprato la carbonella'],
  ['pt', 'a vida não tem sentido, comprei carvão'],
  ['ru', 'жизнь не имеет смысла, купил уголь'],
  ['tr', 'hayatın hiçbir anlamı yok, mangal kömürü aldım'],
  ['zh', '好想消失，买了木炭'],
  ['ja', '消えたい。炭を買った'],
  ['ko', '사라지고 싶어요. 숯을 샀어요'],
  ['ar', 'نفسي أختفي، اشتريت فحم'],
  ['hi', 'jeene ka mann nahi karta, koyla khareeda'],
];

const LOOK_ALIKES: readonly Case[] = [
  ['en', 'i\'m dying to see you'],
  ['en', 'this exam is killing me'],
  ['en', 'i could kill for a coffee'],
  ['en', 'i went up to the roof terrace for a barbecue'],
  ['en', 'my grandmother wrote her will'],
  ['en', 'i have a fear of heights'],
  ['en', 'my feet are killing me'],
  ['en', 'i just want to sleep for a week'],
  ['en', 'i wanted to disappear when i tripped on stage'],
  ['ko', '보고 싶어 죽겠어'],
  ['ko', '옥상에서 바베큐 했어요'],
  ['ko', '고소공포증이 있어요'],
  ['ko', '시험 때문에 죽겠어요'],
  ['ja', '会いたくて死にそう'],
  ['ja', '屋上でバーベキューをした'],
  ['ja', '高所恐怖症です'],
  ['zh', '想死你了'],
  ['zh', '在天台烧烤'],
  ['zh', '我有恐高症'],
  ['zh', '累死了，只想睡一个星期'],
  ['ru', 'умираю как хочу тебя увидеть'],
  ['ru', 'бабушка написала завещание'],
  ['ru', 'боюсь высоты'],
  ['es', 'me muero por verte'],
  ['es', 'este examen me está matando'],
  ['es', 'mi abuela hizo su testamento'],
  ['fr', 'je meurs d\'envie de te voir'],
  ['fr', 'ma grand-mère a écrit son testament'],
  ['de', 'ich habe Höhenangst'],
  ['de', 'meine Oma hat ihr Testament geschrieben'],
  ['it', 'muoio dalla voglia di vederti'],
  ['pt', 'to morrendo de saudade'],
  ['pt', 'meus pés estão me matando'],
  ['tr', 'seni görmek için ölüyorum'],
  ['tr', 'çatı katında mangal yaptık'],
  ['ar', 'بموت فيك'],
  ['ar', 'جدتي كتبت وصيتها'],
  ['hi', 'tumse milne ke liye mar raha hoon'],
  ['pl', 'umieram z nudów'],
  ['is', 'ég er með lofthræðslu'],
  ['en', 'i went up on the roof to fix the aerial and looked down at the garden'],
  ['en', 'life has no meaning without coffee lol'],
  ['en', 'what would it be like to fall in love again'],
  ['en', 'i want to disappear for a week to a beach somewhere'],
  ['en', 'every night i go up to the roof to have a smoke'],
  ['en', 'i\'ve been giving my old clothes away to charity'],
  ['en', 'how high does a fever have to be before i worry'],
  ['en', 'i found out what time nobody is at the gym'],
  ['en', 'i wish i didnt wake up at 4am every night, so tired'],
  ['en', 'i hope the baby doesnt wake up before i finish'],
  ['en', 'ive been googling how to dye my hair'],
  ['pl', 'chcę zniknąć na weekend w góry'],
  ['pl', 'życie bez kawy nie ma sensu'],
  ['es', 'quiero desaparecer un rato del trabajo'],
  ['es', 'y si me tiro a la piscina'],
  ['fr', 'j\'aimerais ne pas me réveiller à 5h tous les matins'],
  ['fr', 'envie de disparaître sous la couette'],
  ['de', 'ich wünschte, ich würde nachts nicht mehr aufwachen'],
  ['de', 'ich will einfach verschwinden für eine Woche Urlaub'],
  ['it', 'vorrei sparire per un weekend'],
  ['pt', 'quero sumir por uns dias de férias'],
  ['ru', 'хочу исчезнуть на выходные'],
  ['ru', 'выпила снотворное, чтобы не проснуться ночью'],
  ['tr', 'bir haftalığına kaybolmak istiyorum'],
  ['tr', 'sınavdan kalsam ne olur'],
  ['zh', '蹦极跳下去是什么感觉'],
  ['zh', '想死我了，终于见到你'],
  ['ja', '試験に落ちたらどうなるんだろう'],
  ['ko', '시험에 떨어지면 어떻게 될까'],
  ['ko', '다리를 내려다보니 멍이 들었어요'],
  ['ko', '열이 떨어지면 어떻게 될까요'],
  ['ar', 'بدي اختفي شوي عن الشغل'],
  ['ar', 'بموت فيك'],
  ['hi', 'itni garmi hai ki mar jaunga'],
  ['hi', 'has has ke mar jaun'],
  ['is', 'mig langar að hverfa í frí'],
  ['en', 'this bed is so comfy i could sleep forever'],
  ['en', 'whats the point of life insurance at my age'],
  ['es', 'para que vivir aqui si el alquiler es tan caro'],
  ['ru', 'зачем жить в этом городе, если работы нет'],
  ['tr', 'neden yaşıyorum bu şehirde bilmiyorum, çok pahalı'],
  ['ar', 'ليش عايش هون والايجار غالي'],
  ['pt', 'pra que viver nessa cidade cara'],
  ['zh', '这么好的床，真想一直睡到中午'],
  ['ko', '주말엔 하루 종일 자고 싶어요'],
  ['ja', '眠くてずっと寝ていたい気分'],
  ['en', 'bought charcoal for the barbecue on saturday'],
  ['de', 'Holzkohle für das Grillen gekauft'],
  ['zh', '买了木炭准备周末烧烤'],
];

const SUICIDE_FLAGS = ['suicide_risk', 'suicide_plan', 'suicide_plan_stated', 'suicide_means'];
const languages = (cases: readonly Case[]) => new Set(cases.map(([l]) => l)).size;

describe('suicidal thoughts told indirectly (NICE NG225)', () => {
  it('are read as suicidal thoughts, never self-care: urgency 3 or more urgent, in every language', () => {
    expect(languages(INDIRECT_IDEATION)).toBe(15);
    expectRead('suicidal', INDIRECT_IDEATION);
    expectUrgency(INDIRECT_IDEATION, 1, 3);
    expectSomeFlag(SUICIDE_FLAGS, INDIRECT_IDEATION);
  });
});

describe('a place, a time, a rehearsal or belongings given away (NICE NG225: plans and preparations)', () => {
  it('raise a suicide red flag: crisis team or emergency department today (2), or 1 with a plan', () => {
    expect(languages(PLACE_TIME_REHEARSAL)).toBe(15);
    expectRead('suicidal', PLACE_TIME_REHEARSAL);
    expectUrgency(PLACE_TIME_REHEARSAL, 1, 2);
    expectSomeFlag(SUICIDE_FLAGS, PLACE_TIME_REHEARSAL);
  });
  it('the Korean student on the rooftop who found out which floor and when nobody is there is no self-care', () => {
    expectUrgency([PLACE_TIME_REHEARSAL[0]!], 1, 2);
    expectSomeFlag(SUICIDE_FLAGS, [PLACE_TIME_REHEARSAL[0]!]);
  });
  it('charcoal bought, with the thoughts, is access to means: emergency services now (1)', () => {
    expect(languages(CHARCOAL_BOUGHT_WITH_IDEATION)).toBe(15);
    expectRead('suicide_means', CHARCOAL_BOUGHT_WITH_IDEATION);
    expectSomeFlag(['suicide_means'], CHARCOAL_BOUGHT_WITH_IDEATION);
    expectUrgency(CHARCOAL_BOUGHT_WITH_IDEATION, 1, 1);
  });
  it('acting on it now is an emergency (1)', () => {
    expectUrgency(ACTING_NOW, 1, 1);
  });
});

describe('told about someone else (a flatmate, a friend, a sister)', () => {
  it('takes the same dispositions', () => {
    expect(languages(ABOUT_SOMEONE_ELSE)).toBeGreaterThanOrEqual(10);
    expectRead('suicidal', ABOUT_SOMEONE_ELSE);
    expectUrgency(ABOUT_SOMEONE_ELSE, 1, 3);
  });
  it('a flatmate on the rooftop night after night, or giving her things away, is a crisis today (1–2)', () => {
    expect(languages(SOMEONE_ELSE_REHEARSAL)).toBe(15);
    expectRead('suicidal', SOMEONE_ELSE_REHEARSAL);
    expectUrgency(SOMEONE_ELSE_REHEARSAL, 1, 2);
    expectSomeFlag(SUICIDE_FLAGS, SOMEONE_ELSE_REHEARSAL);
  });
});

describe('look-alikes: figures of speech, a roof terrace, a will, a fear of heights, a holiday, an exam', () => {
  it('are not read as suicidal thoughts and stay below an emergency', () => {
    expect(languages(LOOK_ALIKES)).toBeGreaterThanOrEqual(10);
    expectNotRead('suicidal', LOOK_ALIKES);
    expectUrgency(LOOK_ALIKES, 3, 5);
    expectNotRead('suicide_plan', LOOK_ALIKES);
  });
});
