import { describe, it } from 'vitest';
import {
  expectNoFlag,
  expectNotRead,
  expectRead,
  expectSomeFlag,
  expectUrgency,
  type Case,
} from './support/everyday.ts';

/**
 * Breathing severity as a layperson sees and says it, in the 15 languages: the work of breathing
 * (shoulders, neck or tummy used to breathe, see-saw breathing, leaning forward or bolt upright to get
 * a breath — NICE NG9, NG143, BTS/SIGN 158), acute severe and life-threatening asthma (hardly able to
 * talk, too breathless to eat or drink, the reliever not helping or needed every few minutes, drowsy —
 * BTS/SIGN 158, NICE NG245, NHS asthma attack: 999) and an adult breathless at rest from COPD or a chest
 * infection (NICE NG115, NG138). Every message was written for this file from the guidance, not taken
 * from any evaluation set; each urgency is reached by the engine and its red-flag floor with the
 * statistical safety net off.
 */

// ---------------------------------------------------------------- 1. work of breathing

const WORK_OF_BREATHING: Case[] = [
  ['en', 'my little boy is wheezy and using his shoulders to breathe'],
  ['en', 'my husband has COPD, he is leaning forward to breathe and using his neck muscles to get a breath'],
  ['en', 'her chest and tummy are see-sawing when she breathes'],
  ['en', "he's sitting bolt upright gasping, it's his asthma"],
  ['is', 'barnið andar með öxlunum og það heyrist hvæsandi'],
  ['pl', 'synek oddycha ramionami, świszczy'],
  ['pl', 'tata ma POChP, pochylony do przodu żeby złapać oddech'],
  ['es', 'mi hijo tiene asma y respira con los hombros'],
  ['es', 'mi papá está inclinado hacia adelante para poder respirar'],
  ['fr', 'mon fils siffle et respire avec les épaules'],
  ['fr', 'ma mère est penchée en avant pour respirer, elle a une BPCO'],
  ['de', 'mein Sohn hat Asthma und atmet mit den Schultern'],
  ['de', 'mein Vater sitzt nach vorne gebeugt um Luft zu bekommen'],
  ['it', 'mio figlio respira con le spalle e ha il fischio'],
  ['pt', 'meu filho respira com os ombros, está chiando'],
  ['ru', 'ребенок дышит плечами, хрипит'],
  ['ru', 'у папы ХОБЛ, сидит наклонившись вперед чтобы дышать'],
  ['tr', 'oğlum omuzlarıyla nefes alıyor, hırıltı var'],
  ['tr', 'oglum omuzlariyla nefes aliyor'],
  ['zh', '孩子用肩膀呼吸，喘鸣'],
  ['ja', '子どもが肩で息をしていてゼーゼーしている'],
  ['ko', '아이가 어깨로 숨을 쉬고 쌕쌕거려요'],
  ['ar', 'ابني بيتنفس بكتافه وعنده صفير'],
  ['hi', 'बेटा कंधों से सांस ले रहा है, घरघराहट है'],
  ['hi', 'beta kandhon se saans le raha hai'],
];

describe('1. work of breathing a layperson sees (NICE NG9, NG143; BTS/SIGN 158; NHS: 999)', () => {
  it('shoulders, neck or tummy used to breathe, see-saw breathing, leaning forward to breathe: 1', () =>
    expectUrgency(WORK_OF_BREATHING, 1, 1));
  it('names the work of breathing', () => expectSomeFlag(['work_of_breathing'], WORK_OF_BREATHING));
  it('in Arabizi too', () => expectUrgency([['ar', 'ebni bytnafas b ktafo, 3ando azmet rabw']], 1, 1));
  it('is read as working hard to breathe', () => expectRead('accessory_muscles', WORK_OF_BREATHING));
  it('look-alikes: denied, a yoga breath, a shoulder that hurts, leaning forward eases a pain', () => {
    const alike: Case[] = [
      ['en', 'she is not using her shoulders to breathe, breathing normally'],
      ['en', 'in yoga we practise belly breathing'],
      ['en', 'my shoulder hurts when I breathe in after the gym'],
      ['en', 'when I lean forward it hurts to breathe'],
      ['de', 'meine Schulter tut beim Atmen weh'],
      ['es', 'me duele el hombro al respirar hondo'],
      ['fr', "j'ai mal à l'épaule quand je respire"],
      ['it', 'mi fa male la spalla quando respiro'],
      ['tr', 'nefes alınca omzum ağrıyor'],
      ['ru', 'болит плечо когда дышу'],
    ];
    expectNotRead('accessory_muscles', alike);
    expectNoFlag(['work_of_breathing'], alike);
  });
});

// ---------------------------------------------------------------- 2. acute severe asthma

const ASTHMA_CANNOT_TALK: Case[] = [
  ['en', 'asthma attack, I can hardly talk'],
  ['en', 'she is wheezing and can only say a few words'],
  ['is', 'astmakast, ég get varla talað'],
  ['pl', 'atak astmy, ledwo mówię'],
  ['es', 'crisis de asma, casi no puedo hablar'],
  ['fr', "crise d'asthme, j'arrive à peine à parler"],
  ['de', 'Asthmaanfall, ich kann kaum sprechen'],
  ['it', "attacco d'asma, riesco a malapena a parlare"],
  ['pt', 'crise de asma, mal consigo falar'],
  ['ru', 'приступ астмы, еле говорю'],
  ['tr', 'astım krizi, zor konuşuyorum'],
  ['zh', '哮喘发作，喘得说不出话'],
  ['ja', '喘息の発作で、苦しくて話せない'],
  ['ko', '천식 발작인데 숨이 차서 말을 못 해요'],
  ['ar', 'عندي نوبة ربو ومش قادر اتكلم'],
  ['ar', '3andi azmat rabw w msh 2ader atkalem'],
  ['hi', 'अस्थमा का दौरा है, बोल नहीं पा रहा'],
  ['hi', 'asthma ka attack hai, bol nahi pa raha'],
];
const RELIEVER_EVERY_FEW_MINUTES: Case[] = [
  ['en', "asthma attack, I'm using my ventolin every few minutes"],
  ['is', 'astmakast, nota pústið á nokkurra mínútna fresti'],
  ['pl', 'atak astmy, biorę inhalator co kilka minut'],
  ['es', 'crisis de asma, uso el inhalador cada pocos minutos'],
  ['fr', "crise d'asthme, je prends la ventoline toutes les cinq minutes"],
  ['de', 'Asthmaanfall, ich nehme das Spray alle paar Minuten'],
  ['it', "attacco d'asma, uso il ventolin ogni pochi minuti"],
  ['pt', 'crise de asma, uso a bombinha a cada poucos minutos'],
  ['ru', 'приступ астмы, пользуюсь ингалятором каждые несколько минут'],
  ['tr', 'astım krizi, ventolini birkaç dakikada bir kullanıyorum'],
  ['zh', '哮喘发作，每隔几分钟就要用喷雾'],
  ['ko', '천식 발작, 흡입기를 몇 분마다 쓰고 있어요'],
  ['ar', 'نوبة ربو وبستعمل البخاخ كل شوية'],
  ['hi', 'asthma attack, inhaler har kuch minute le raha hoon'],
];
const RELIEVER_NOT_HELPING: Case[] = [
  ['en', 'asthma attack and my inhaler isn’t helping'],
  ['pl', 'atak astmy, inhalator nie pomaga'],
  ['es', 'crisis de asma y el inhalador no me hace nada'],
  ['fr', "crise d'asthme, la ventoline ne fait rien"],
  ['de', 'Asthmaanfall, das Spray hilft nicht'],
  ['it', "attacco d'asma, il ventolin non fa effetto"],
  ['pt', 'crise de asma, a bombinha não está ajudando'],
  ['ru', 'приступ астмы, ингалятор не помогает'],
  ['tr', 'astım krizi, ventolin işe yaramıyor'],
  ['zh', '哮喘发作，喷雾没用'],
  ['ko', '천식 발작인데 흡입기가 효과가 없어요'],
  ['hi', 'asthma ka attack hai aur inhaler kaam nahi kar raha'],
];
const TOO_BREATHLESS_TO_EAT: Case[] = [
  ['en', 'her asthma is bad, she is too breathless to eat or drink'],
  ['is', 'hann er of móður til að drekka'],
  ['pl', 'tak się dusi, że nie może pić'],
  ['es', 'está tan ahogado que no puede ni comer'],
  ['fr', 'il est trop essoufflé pour boire'],
  ['de', 'er ist zu kurzatmig zum Trinken'],
  ['it', 'è troppo affannato per mangiare'],
  ['pt', 'está tão sem ar que não consegue nem beber'],
  ['ru', 'так задыхается, что не может пить'],
  ['zh', '孩子喘得吃不下东西'],
  ['ko', '숨이 차서 밥도 못 먹어요'],
];
const DROWSY_IN_ATTACK: Case[] = [
  ['en', 'asthma attack and now she is very drowsy'],
  ['de', 'Asthmaanfall und er ist sehr schläfrig'],
  ['fr', "crise d'asthme et il est très somnolent"],
  ['es', 'crisis de asma y está muy somnoliento'],
];

describe('2. acute severe and life-threatening asthma (BTS/SIGN 158; NICE NG245; NHS asthma attack: 999)', () => {
  it('an asthma attack or a wheeze with hardly being able to talk: 1', () => {
    expectUrgency(ASTHMA_CANNOT_TALK, 1, 1);
    expectSomeFlag(['asthma_severe'], ASTHMA_CANNOT_TALK);
  });
  it('a reliever needed every few minutes: 1', () => {
    expectUrgency(RELIEVER_EVERY_FEW_MINUTES, 1, 1);
    expectRead('reliever_constant', RELIEVER_EVERY_FEW_MINUTES);
  });
  it('an asthma attack the reliever does not help: 1', () => expectUrgency(RELIEVER_NOT_HELPING, 1, 1));
  it('too breathless to eat or drink: 1', () => {
    expectUrgency(TOO_BREATHLESS_TO_EAT, 1, 1);
    expectRead('severe_dyspnoea', TOO_BREATHLESS_TO_EAT);
  });
  it('an asthma attack with drowsiness: 1', () => expectUrgency(DROWSY_IN_ATTACK, 1, 1));

  it('look-alikes: a voice lost to a cold, a sore throat, a conversation one cannot have', () => {
    const alike: Case[] = [
      ['en', 'I can hardly talk, my voice is gone with this cold'],
      ['en', 'I can hardly talk because my throat is so sore'],
      ['en', 'I have asthma and I can hardly talk, I lost my voice with laryngitis'],
      ['en', 'I have asthma and I cannot talk to my boss about it'],
      ['de', 'ich kann kaum sprechen, meine Stimme ist weg, Kehlkopfentzündung'],
      ['es', 'casi no puedo hablar por el dolor de garganta, estoy afónica'],
      ['fr', "j'ai une laryngite, j'arrive à peine à parler, aphone"],
      ['it', 'ho la laringite, riesco a malapena a parlare'],
      ['pt', 'estou rouca, mal consigo falar com essa dor de garganta'],
      ['ru', 'охрип, еле говорю, болит горло'],
    ];
    expectNoFlag(['asthma_severe'], alike);
    expectUrgency(alike, 3, 5);
  });
  it('look-alikes: the inhaler helped, a mild wheeze that settles with it (3–4)', () => {
    expectUrgency(
      [
        ['en', "I had an asthma attack, the inhaler helped and I'm fine now"],
        ['en', 'mild wheeze this morning, settled with my blue inhaler'],
        ['de', 'leichtes Pfeifen heute Morgen, das Spray hat geholfen, jetzt geht es gut'],
        ['fr', "petite crise d'asthme, la ventoline a aidé, maintenant il parle normalement"],
        ['es', 'tuvo una crisis de asma, el inhalador le ayudó y ya habla normal'],
      ],
      3,
      4,
    );
  });
  it('a reliever used every few days is not one needed every few minutes', () =>
    expectNotRead('reliever_constant', [
      ['en', 'I use my inhaler every few days when I run'],
      ['de', 'ich nehme das Spray alle paar Tage'],
      ['es', 'uso el inhalador cada pocos días'],
    ]));
});

// ---------------------------------------------------------------- 3. adults breathless at rest

const ADULT_BREATHLESS_SEVERE: Case[] = [
  ['en', "my COPD is worse, I'm breathless sitting still and can't finish a sentence"],
  ['en', 'my dad has a chest infection, breathless at rest and his lips are blue'],
  ['en', 'my mum has a chest infection, breathless even sitting down and she is confused'],
  ['en', 'I have COPD and I am so breathless I can hardly talk'],
  ['is', 'pabbi er með lungnateppu, mæðinn í hvíld og getur varla talað'],
  ['pl', 'tata ma POChP, dusi się w spoczynku i ledwo mówi'],
  ['es', 'mi padre tiene EPOC, le falta el aire en reposo y casi no puede hablar'],
  ['fr', 'mon père a une BPCO, essoufflé au repos, il arrive à peine à parler'],
  ['de', 'mein Vater hat COPD, Atemnot in Ruhe und er kann kaum sprechen'],
  ['it', 'mio padre ha la BPCO, affanno a riposo e riesce a malapena a parlare'],
  ['pt', 'meu pai tem DPOC, falta de ar em repouso e mal consegue falar'],
  ['ru', 'у отца ХОБЛ, одышка в покое, еле говорит'],
  ['tr', 'babamın KOAH var, dinlenirken bile nefes darlığı, zor konuşuyor'],
  ['zh', '我爸有慢阻肺，休息的时候也喘不上气，说话很费劲'],
  ['ko', '아버지가 COPD인데 가만히 있어도 숨이 차고 말하기 힘들어해요'],
  ['ar', 'بابا عنده انسداد رئوي ونفسه ضيق وهو قاعد ومش قادر يتكلم'],
  ['hi', 'पापा को सीओपीडी है, आराम में भी सांस फूल रही है, बोल नहीं पा रहे'],
];
const ADULT_BREATHLESS_WALKING: Case[] = [
  ['en', 'more breathless than usual with my COPD, I can still walk about'],
  ['de', 'mit meiner COPD etwas kurzatmiger als sonst, kann aber noch herumlaufen'],
  ['fr', "avec ma BPCO je suis plus essoufflé que d'habitude, mais je marche encore"],
  ['es', 'con mi EPOC me falta más el aire que de costumbre, pero puedo caminar'],
  ['it', 'con la BPCO ho più affanno del solito, ma riesco ancora a camminare'],
];

describe('3. an adult breathless at rest from COPD or a chest infection (NICE NG115, NG138; NHS: 999)', () => {
  it('with hardly able to talk, blue lips or confusion: 1', () => expectUrgency(ADULT_BREATHLESS_SEVERE, 1, 1));
  it('more breathless than usual but still walking about: a same-day assessment, 3', () =>
    expectUrgency(ADULT_BREATHLESS_WALKING, 3, 3));
});

describe('asthma and COPD named in every language (the cause of the breathlessness, NICE NG115, BTS/SIGN 158)', () => {
  it('is read as asthma or COPD', () =>
    expectRead('chronic_lung', [
      ['es', 'tengo asma y EPOC'],
      ['fr', "j'ai une BPCO"],
      ['it', 'mio padre ha la BPCO'],
      ['pt', 'meu pai tem DPOC'],
      ['ru', 'у отца ХОБЛ'],
      ['tr', 'babamın KOAH hastalığı var'],
      ['zh', '我爸有慢阻肺'],
      ['ja', '喘息持ちです'],
      ['ko', '천식이 있어요'],
      ['ar', 'عندي ربو'],
      ['hi', 'mujhe dama hai'],
      ['de', 'ich bin Asthmatiker'],
    ]));
  it('look-alikes: a season, a ghost', () =>
    expectNotRead('chronic_lung', [
      ['es', 'en esta época del año tengo alergia'],
      ['es', 'mi hijo tiene miedo de un fantasma'],
      ['pt', 'nessa época do ano espirro muito'],
    ]));
});
