import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assessWithoutNet } from './support/protocol.ts';

/**
 * Everyday emergencies in the words Chinese (Mandarin, Cantonese, traditional script), Japanese
 * (with Kansai speech) and Korean speakers write, beside the same emergencies in other languages:
 * someone who does not answer when called (Resus Council UK: unresponsive → 999), who is not
 * breathing or has no pulse, who is fitting (eyes rolled up, foaming, seizing for minutes — NICE
 * CKS epilepsy: a seizure over 5 minutes is an emergency), the FAST signs of a stroke in everyday
 * words (NHS: face, arms, speech), a tight throat after an allergen (Resus Council UK anaphylaxis),
 * purple spots that do not fade under a glass with a fever (NICE NG240), a child choking on food
 * who cannot make a sound (Resus Council UK), blood welling out that pressure does not stop, and a
 * stated way of ending one's life (NICE NG225). Look-alikes stay below an emergency: the same words
 * negated or in the past, a leg cramp, a reply that did not come, a swollen sore throat, a
 * cold-weather brazier, purple snacks. Written for this file; none comes from an evaluation set.
 */
type Case = readonly [Language, string];

const UNRESPONSIVE: readonly Case[] = [
  ['zh', '奶奶在厨房摔倒了，叫她不答应'],
  ['zh', '我爸躺在沙发上怎么叫都不醒'],
  ['zh', '老公倒在地上一动不动，喊他也没反应'],
  ['zh', '阿爺瞓咗喺度，叫極都唔醒'],
  ['zh', '外婆摔倒后一直想睡，叫她只是嗯一声'],
  ['zh', '孩子被电到以后就不动了'],
  ['ja', '祖母が部屋で倒れていて、呼んでも反応ない'],
  ['ja', '夫がソファで寝てるけど揺すっても起きない'],
  ['ja', 'おとんが倒れて、呼んでも返事せえへん'],
  ['ja', 'おっとが　あせを　かいて　よんでも　おきません'],
  ['ko', '할아버지가 쓰러지셨는데 불러도 대답이 없어요'],
  ['ko', '엄마가 흔들어도 안 일어나요'],
  ['en', 'my dad collapsed and is unresponsive'],
  ['es', 'mi abuela está inconsciente en el suelo'],
  ['fr', 'mon mari est inconscient, il ne répond pas'],
  ['de', 'meine Mutter ist bewusstlos'],
  ['it', 'mio padre è svenuto e non risponde'],
  ['pt', 'minha avó está desacordada e não responde'],
  ['ru', 'папа без сознания, не отвечает'],
  ['tr', 'babam bayıldı, bilinci kapalı'],
];

const NOT_BREATHING: readonly Case[] = [
  ['zh', '孩子生下来不哭，好像没有呼吸'],
  ['zh', '我爸倒下了，摸不到脉搏'],
  ['zh', '同事心跳停了，我们在按压'],
  ['ja', '父が雪かき中に倒れて、息してない'],
  ['ja', 'ジョギング中の人が倒れて呼吸もしてないみたい'],
  ['ja', 'おじいさんが　いきを　してない　みたいです　うごきません'],
  ['ko', '삼촌이 쓰러졌는데 숨을 안 쉬고 맥이 없어요'],
  ['ko', '아빠가 숨도 안 쉬어요'],
  ['ko', '할머니 심장이 안 뛰는 것 같아요'],
  ['en', "my husband collapsed and he's not breathing"],
  ['es', 'mi padre no respira'],
  ['fr', 'mon père ne respire plus'],
  ['de', 'mein Vater atmet nicht mehr'],
  ['it', 'mio nonno non respira'],
  ['pt', 'meu pai não está respirando'],
  ['ru', 'отец не дышит'],
];

const FITTING: readonly Case[] = [
  ['zh', '我老公突然口吐白沫，倒在地上'],
  ['zh', '女儿发烧抽筋，眼睛往上翻'],
  ['zh', '弟弟抽了十分钟还没停'],
  ['zh', '我哥有癫痫，这次抽了八分钟还没停，平时一分钟就好了'],
  ['ja', '夫が急に白目をむいて泡を吹いた'],
  ['ja', '娘が倒れて手足がガクガクしてる'],
  ['ko', '아빠가 갑자기 눈이 뒤집히고 입에 거품을 물었어요'],
  ['en', 'my son is having a seizure and it has lasted 6 minutes'],
  ['es', 'mi hija está convulsionando'],
  ['fr', 'mon fils fait une crise convulsive'],
  ['de', 'mein Sohn krampft seit fünf Minuten'],
  ['it', 'mio figlio ha le convulsioni'],
  ['ru', 'у ребенка судороги'],
];

const STROKE_SIGNS: readonly Case[] = [
  ['zh', '外婆突然说话说不利索了，右手拿不住勺子'],
  ['zh', '我妈右边身子没劲，右边脸有点耷拉'],
  ['zh', '阿爸突然讲嘢唔清楚，右手拎唔起个杯'],
  ['ja', '父が急にろれつが回ってない、顔の片側が下がってる'],
  ['ja', 'ははが　きゅうに　かたほうの　てあしが　うごかなくなりました'],
  ['ja', 'おじいさんが　きゅうに　ことばが　でなくなりました'],
  ['ko', '남편이 갑자기 오른쪽 팔다리에 힘이 없고 말이 꼬여요'],
  ['ko', '시아버지가 숟가락을 자꾸 떨어뜨리시고 왼쪽 얼굴이 좀 처졌어요'],
  ['en', 'my mum suddenly has a droopy face and slurred speech'],
  ['es', 'mi padre tiene la cara torcida y no puede hablar bien'],
  ['fr', 'ma mère a la bouche de travers et parle mal depuis une heure'],
  ['de', 'mein Vater hat plötzlich einen hängenden Mundwinkel und spricht verwaschen'],
  ['it', 'mia madre ha la bocca storta e parla male'],
  ['pt', 'meu avô está com a boca torta e fala enrolada'],
];

const TIGHT_THROAT_ALLERGEN: readonly Case[] = [
  ['zh', '我花生过敏，吃了饼干以后嗓子发紧'],
  ['zh', '吃了虾以后喉咙好紧，全身起风团'],
  ['zh', '食咗腰果之後喉嚨好似收窄咗'],
  ['ja', 'エビを食べたら喉がしめつけられる感じがする'],
  ['ko', '복숭아 알레르기인데 복숭아 주스 마시고 목이 조이고 두드러기가 나요'],
  ['en', 'ate peanuts and my throat is closing up'],
  ['es', 'comí marisco y se me cierra la garganta'],
  ['fr', "j'ai mangé des cacahuètes et j'ai la gorge qui se serre"],
  ['de', 'nach Erdnüssen schwillt mir der Hals zu'],
  ['it', 'ho mangiato arachidi e mi si chiude la gola'],
];

const NONBLANCHING_FEVER: readonly Case[] = [
  ['zh', '孩子发烧，身上出现紫色的小点，用杯子按下去不褪'],
  ['zh', '女儿高烧，腿上有紫斑，按了不会退'],
  ['en', 'my son has a fever and purple spots that do not fade under a glass'],
  ['es', 'mi hijo tiene fiebre y manchas moradas que no desaparecen al apretar'],
  ['fr', 'ma fille a de la fièvre et des taches violettes qui ne s’effacent pas à la vitre'],
  ['de', 'mein Kind hat Fieber und einen Ausschlag, der nicht wegdrückbar ist'],
  ['it', 'mio figlio ha febbre e macchie viola che non scompaiono premendo'],
  ['pt', 'meu filho tem febre e manchas roxas que não desaparecem ao apertar'],
  ['ja', '子供が熱があって、コップで押しても消えない発疹がある'],
  ['ko', '아이가 열이 나고 컵으로 눌러도 안 없어지는 반점이 있어요'],
];

const CHOKING: readonly Case[] = [
  ['zh', '宝宝吃葡萄卡住了，哭不出声音'],
  ['zh', '孩子卡住了咳不出来，小手抓脖子'],
  ['ja', '子供がアメを喉に詰まらせた'],
  ['ko', '아이가 떡이 목에 걸려서 소리를 못 내요'],
  ['en', 'my toddler is choking on a grape'],
  ['es', 'mi hijo se está atragantando'],
  ['fr', "mon bébé s'étouffe avec un morceau de pomme"],
  ['de', 'mein Kind erstickt an einem Bonbon'],
  ['it', 'mio figlio sta soffocando con un boccone'],
  ['pt', 'meu filho está engasgado'],
];

const BLEEDING_WELLING: readonly Case[] = [
  ['zh', '被狗咬了脖子，血一直往外冒'],
  ['zh', '手被机器割了，血用毛巾压不住'],
  ['ja', '太ももを切って、押さえても血が止まらない'],
  ['ko', '다리를 베였는데 눌러도 피가 안 멈춰요'],
  ['ko', '톱에 손이 베였는데 피가 엄청 나요 멈추질 않아요'],
  ['ja', 'バイクで転んだ友達の足から血がどんどん出てる'],
  ['en', 'cut my arm and the bleeding will not stop even with pressure'],
  ['es', 'me corté y la sangre no para'],
  ['fr', 'je saigne beaucoup et ça ne s’arrête pas'],
  ['de', 'die Wunde blutet stark und hört nicht auf'],
  ['it', 'sanguina tanto e non si ferma'],
  ['pt', 'está sangrando muito e não para'],
];

const SUICIDE_WAY: readonly Case[] = [
  ['zh', '我在楼顶，今晚就要跳下去'],
  ['zh', '我准备好了，打算从桥上跳河'],
  ['zh', '东西都准备好了，今晚就去跳楼'],
  ['ja', '明日の朝、線路に行きます。もう終わりにしたい'],
  ['ko', '너무 힘들어서 죽고 싶어요, 번개탄도 사놨어요'],
  ['ko', '친구가 다리 위에 있는데 뛰어내릴 거래요'],
  ['ko', '형이 방에서 목을 맸어요, 내렸는데 숨이 약해요'],
  ['en', 'i am going to jump off the bridge tonight'],
  ['es', 'me voy a ahorcar esta noche'],
  ['fr', 'je vais me jeter du pont ce soir'],
  ['de', 'ich werde mich heute Nacht erhängen'],
  ['ru', 'я повешусь сегодня'],
  ['tr', 'bu gece kendimi asacağım'],
  ['pt', 'vou me jogar da ponte hoje, quero me matar'],
];

const CHEST_CLUTCHED_SWEATING: readonly Case[] = [
  ['zh', '阿公突然捂着胸口，一直冒冷汗'],
  ['zh', '老公抓着胸口说喘不上气，出冷汗'],
  ['ja', '同僚が急に胸を押さえてうずくまって、冷や汗びっしょり'],
  ['ko', '할아버지가 가슴을 움켜쥐고 식은땀을 흘리세요'],
  ['ko', '아빠 가슴이 조이고 왼팔이 저리대요'],
  ['en', 'my dad has crushing chest pain and is sweating'],
  ['es', 'mi padre tiene un dolor fuerte en el pecho y suda frío'],
  ['fr', "mon père a une douleur dans la poitrine et il transpire"],
  ['de', 'mein Vater hat starke Brustschmerzen und schwitzt'],
  ['it', 'mio padre ha un forte dolore al petto ed è sudato'],
  ['pt', 'meu pai está com dor forte no peito e suando frio'],
  ['ru', 'у отца сильная боль в груди и холодный пот'],
];

const ALLERGIC_SWELLING_WHEEZE: readonly Case[] = [
  ['zh', '被虫咬了以后全身起疹子，嘴唇肿，很喘'],
  ['zh', '吃了药以后全身风团，喉咙发出哮鸣音'],
  ['ja', 'ハチに刺されて、顔がぱんぱんに腫れて息が苦しい'],
  ['ja', 'おじいさんが　パンを　のどに　つまらせて　いきが　できません'],
  ['ja', 'エビ食べたら息がゼーゼーする'],
  ['ko', '벌에 쏘였는데 얼굴이랑 입술이 막 붓고 숨쉬기 힘들대요'],
  ['ko', '땅콩 먹고 쌕쌕거려요'],
  ['en', 'stung by a wasp, my face is swelling and I am wheezing'],
  ['es', 'me picó una abeja, tengo la cara hinchada y me cuesta respirar'],
  ['fr', "piqué par une guêpe, le visage gonflé et j'ai du mal à respirer"],
  ['de', 'Wespenstich, die Lippen schwellen an und ich habe Atemnot'],
  ['it', 'punto da una vespa, ho la faccia gonfia e faccio fatica a respirare'],
  ['pt', 'fui picado por uma abelha, o rosto está inchado e tenho falta de ar'],
];

const LOOK_ALIKES: readonly Case[] = [
  ['zh', '我叫他起床，他很快就醒了，说话正常'],
  ['zh', '小腿抽筋了几分钟，现在好了'],
  ['zh', '晚上睡觉腿抽筋，没有其他不舒服'],
  ['zh', '我奶奶三年前中风过，现在恢复得很好，想问降压药'],
  ['zh', '嗓子痛两天了，有点咳嗽，没有发烧'],
  ['zh', '吃了紫色的点心，有点胀气'],
  ['zh', '冬天家里用炭盆取暖，想问要注意什么'],
  ['zh', '她对我翻白眼，我是不是说错话了'],
  ['zh', '叫他不应该吃那么多甜的，他不听'],
  ['zh', '腿上磕了一下，有一块青紫，不疼'],
  ['zh', '吃鱼被鱼刺卡住了，有点刺痛，能吃东西'],
  ['zh', '明天面试的资料都准备好了，有点紧张睡不着'],
  ['zh', '爬山爬到一半走不动了，腿好酸'],
  ['zh', '胸口没有痛，也没有出冷汗，就是有点咳嗽'],
  ['ja', '胸は痛くないし、冷や汗もない、少し咳がある'],
  ['ko', '가슴은 안 아프고 식은땀도 없어요, 기침만 조금 해요'],
  ['ja', 'メールの返事がない、彼に嫌われたかな'],
  ['ja', '一昨年に脳梗塞をしたけど、今は元気です'],
  ['ja', '運動しすぎて足がガクガクする'],
  ['ja', '喉が痛くて、熱は37.2度'],
  ['ko', '우리 아기가 밤에 한 번도 안 깨요, 잘 자요'],
  ['ko', '친구가 카톡에 대답이 없어요'],
  ['ko', '감기 걸려서 목이 부었어요'],
  ['ko', '너무 어이가 없어서 말이 안 나와요'],
  ['zh', '跑步以后有点喘，休息一下就好'],
  ['zh', '我有哮喘，想开点吸入药'],
  ['ja', '朝起きたら顔が少しむくんでる'],
  ['ko', '감기로 가래가 그르렁거려요'],
  ['ko', '어제 열이 났는데 오늘 아침에 열이 내렸어요, 잘 놀아요'],
  ['zh', '昨天头痛，睡了一觉就好了'],
  ['ko', '캠핑장에서 번개탄으로 고기를 구웠어요'],
  ['ko', '오른쪽 다리가 조금 저려요, 오래 앉아 있었어요'],
  ['ko', '아빠가 3년 전에 뇌졸중이 있었는데 지금은 괜찮아요'],
];

describe('someone who does not answer when called → urgency 1', () => {
  it.each(UNRESPONSIVE)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBe(1);
  });
});

describe('not breathing, no pulse, heart stopped → urgency 1', () => {
  it.each(NOT_BREATHING)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBe(1);
  });
});

describe('fitting: eyes rolled up, foaming, seizing for minutes → urgency ≤ 2', () => {
  it.each(FITTING)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
  });
});

describe('face, arm and speech signs of a stroke in everyday words → urgency 1', () => {
  it.each(STROKE_SIGNS)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBe(1);
  });
});

describe('a tight, closing throat after a food allergen → urgency ≤ 2', () => {
  it.each(TIGHT_THROAT_ALLERGEN)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
  });
});

describe('a fever with purple spots that do not fade when pressed → urgency ≤ 2', () => {
  it.each(NONBLANCHING_FEVER)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
  });
});

describe('a child choking on food → urgency 1', () => {
  it.each(CHOKING)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBe(1);
  });
});

describe('blood welling out that pressure does not stop → urgency ≤ 2', () => {
  it.each(BLEEDING_WELLING)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
  });
});

describe('a stated way of ending one’s life → urgency 1', () => {
  it.each(SUICIDE_WAY)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBe(1);
  });
});

describe('clutching the chest or chest pain, with a cold sweat → urgency 1', () => {
  it.each(CHEST_CLUTCHED_SWEATING)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBe(1);
  });
});

describe('an allergen or sting with a swollen face or lips and wheeze or breathlessness → urgency 1', () => {
  it.each(ALLERGIC_SWELLING_WHEEZE)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBe(1);
  });
});

describe('look-alikes: negated, past, another meaning of the words → not an emergency', () => {
  it.each(LOOK_ALIKES)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThanOrEqual(3);
  });
});
