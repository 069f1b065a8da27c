import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assessWithoutNet } from './support/protocol.ts';

/**
 * An older person who stops drinking and new confusion with an infection, in everyday words in all 15
 * languages. Not drinking, no urine since yesterday ('not a drop', 'nie sikała od wczoraj', '一滴尿都没有')
 * and now hard to wake ('ciężko ją dobudzić', 'difficile à réveiller', 'schwer zu wecken', '叫不醒',
 * '起こしてもすぐ寝る', '깨워도 금방 다시 자요') → urgency 1 (NICE NG51 high risk: altered mental state;
 * NICE NG148 acute kidney injury); not drinking with no urine for many hours → urgency 2 (NHS 111).
 * New confusion ('muddled', 'away with the fairies', 'kafası karışık', 'مخربط', 'ぼーっとして話が通じない',
 * '정신이 오락가락') with a fever or an infection → urgency ≤ 2, 1 when hard to rouse (NICE NG51).
 * Look-alikes: drinking and passing urine normally, 'muddled about' tablets, alcohol given up, an
 * episode long over, a relative's history. Written for this file; none comes from an evaluation set.
 */
type Case = readonly [Language, string];

const DRY_AND_HARD_TO_WAKE: readonly Case[] = [
  [
    'en',
    "my nan is 88, she has stopped drinking, hasn't peed since yesterday and now she's sleepy all day and hard to wake",
  ],
  [
    'en',
    'mum (79) barely drinking for two days, dry mouth, not a drop of wee since last night and she barely wakes up when we talk to her',
  ],
  ['is', 'amma mín (85) er hætt að drekka, hefur ekki pissað síðan í gær og það er erfitt að vekja hana'],
  ['pl', 'babcia ma 87 lat, prawie nic nie pije, nie sikała od wczoraj i ciężko ją dobudzić'],
  [
    'es',
    'mi abuela de 86 años no quiere beber nada, no ha hecho pis desde ayer y está muy adormilada, cuesta despertarla',
  ],
  ['fr', "ma grand-mère, 90 ans, ne boit plus, n'a pas uriné depuis hier et elle est difficile à réveiller"],
  ['de', 'meine Oma (84) trinkt kaum noch, hat seit gestern nicht mehr gepinkelt und ist schwer zu wecken'],
  ['it', 'mia nonna di 89 anni non beve più, non fa pipì da ieri ed è difficile da svegliare'],
  ['pt', 'minha avó de 88 anos parou de beber água, não faz xixi desde ontem e está difícil de acordar'],
  ['ru', 'бабушке 86, почти не пьёт, не мочилась со вчерашнего дня, трудно разбудить'],
  ['tr', 'anneannem 87 yaşında, hiç su içmiyor, dünden beri idrara çıkmadı ve uyandırmak çok zor'],
  ['ar', 'جدتي عمرها ٨٥ سنة، ما تشرب شي، ما بالت من امبارح وصعب نصحيها'],
  ['hi', 'दादी 85 साल की हैं, पानी नहीं पी रहीं, कल से पेशाब नहीं किया और उठाने पर भी नहीं उठ रहीं'],
  ['hi', 'dadi 85 saal ki hain, paani nahi pi rahi, kal se peshab nahi kiya aur bahut mushkil se uthti hain'],
  ['zh', '我奶奶85岁，不怎么喝水，从昨天到现在一滴尿都没有，叫不醒'],
  ['zh', '我外婆88歲，不肯喝水，從昨天起沒有小便，一直昏睡叫不醒'],
  ['ja', '祖母（86歳）が水分をとらなくなって、昨日からおしっこが出ていなくて、起こしてもすぐ寝てしまう'],
  ['ko', '할머니가 87세인데 물을 안 드시고 어제부터 소변을 한 번도 안 보셨고 깨워도 금방 다시 자요'],
];

const NOT_DRINKING_NO_URINE: readonly Case[] = [
  ['en', "grandad isn't drinking anything and hasn't peed at all since yesterday morning"],
  ['de', 'Opa trinkt nichts mehr und hat seit gestern früh keinen Tropfen Urin gelassen'],
  ['fr', "mon grand-père ne boit plus rien et n'a pas fait pipi depuis hier matin"],
  ['es', 'mi abuelo no bebe nada y no ha orinado desde ayer por la mañana'],
  ['ja', '祖父が何も飲まなくて、昨日の朝から一度もおしっこが出ていない'],
];

const CONFUSED_WITH_INFECTION: readonly Case[] = [
  ['en', 'my mum has a water infection and she is really muddled today, not making sense'],
  ['en', "grandad has a temperature and he's away with the fairies, not himself at all"],
  ['is', 'afi er með hita og er ruglaður í dag'],
  ['pl', 'babcia ma gorączkę i od rana bredzi'],
  ['es', 'mi abuela tiene fiebre y está muy confusa, no sabe dónde está'],
  ['fr', 'mon grand-père a de la fièvre et il est tout confus depuis ce matin'],
  ['de', 'Oma hat Fieber und ist heute ganz durcheinander'],
  ['it', 'la nonna ha la febbre e oggi è confusa, non ragiona'],
  ['pt', 'minha avó está com febre e está confusa, falando coisas sem sentido'],
  ['ru', 'у дедушки температура и он сегодня совсем не соображает'],
  ['tr', 'babaannemin ateşi var ve bugün kafası çok karışık'],
  ['ar', 'جدي عنده حرارة وصاير مخربط ومش عارف وين هو'],
  ['hi', 'दादाजी को बुखार है और वो मुझे पहचान नहीं रहे'],
  ['hi', 'nanaji ko bukhar hai aur wo kuch samajh nahi pa rahe, pehchan nahi rahe'],
  ['zh', '奶奶发烧了，今天人有点迷糊，说话糊涂'],
  ['ja', '祖母が熱を出して、ぼーっとして話が通じない'],
  ['ko', '할머니가 열이 나고 정신이 오락가락해요'],
];

const CONFUSED_AND_HARD_TO_ROUSE: readonly Case[] = [
  ['en', 'mum has a chest infection, muddled and now we can hardly wake her'],
  ['de', 'Opa hat Fieber, ist verwirrt und kaum wach zu kriegen'],
];

const LOOK_ALIKES: readonly Case[] = [
  ['en', "i'm a bit muddled about which tablets to take, no other symptoms"],
  [
    'en',
    'grandma was very confused with a UTI last year, she is fine now, just want her repeat prescription',
  ],
  ['en', 'my dad is 80, drinking well, peeing normally, just a bit tired after gardening'],
  ['de', 'mein Opa ist 85, trinkt genug, geht normal aufs Klo, etwas müde'],
  ['fr', 'je suis un peu perdue avec ma nouvelle appli, pas de symptômes'],
  ['es', 'mi abuela tiene demencia desde hace años, igual que siempre, sin fiebre'],
  ['zh', '爷爷80岁，喝水正常，小便正常，就是有点累'],
  ['ja', '祖母は何年も前から認知症で、今日もいつもと同じです、熱はありません'],
  ['ko', '할머니가 몇 년째 치매가 있으시고 오늘도 평소와 같아요, 열은 없어요'],
  ['en', 'he stopped drinking alcohol two years ago and feels great, just wants a check up'],
  ['pl', 'dziadek ma 80 lat, pije dużo wody, sika normalnie, jest trochę zmęczony'],
  ['ru', 'дедушке 82, пьёт нормально, в туалет ходит, просто устал после дачи'],
  ['it', "mio nonno ha 81 anni, beve e fa pipì normalmente, solo un po' stanco"],
  ['en', 'grandma is drinking fine and peeing normally, she just had a nap after lunch'],
  ['en', 'my grandfather died of kidney failure, i am 30 and well, i would like a check up'],
  ['fr', 'ma grand-mère boit bien, urine normalement, elle est juste fatiguée ce soir'],
  ['ko', '할아버지가 물도 잘 드시고 소변도 잘 보세요, 조금 피곤해 하세요'],
];

describe('an older person not drinking, passing no urine and now hard to wake → urgency 1', () => {
  it.each(DRY_AND_HARD_TO_WAKE)('[%s] %s', (lang, text) => {
    const a = assessWithoutNet(text, lang);
    expect(a.urgency).toBe(1);
    expect(a.diagnosisData.differentialDiagnoses.map((d) => d.icd10Code)).toContain('E86.0');
  });
});

describe('not drinking and no urine since yesterday → urgency ≤ 2', () => {
  it.each(NOT_DRINKING_NO_URINE)('[%s] %s', (lang, text) => {
    const a = assessWithoutNet(text, lang);
    expect(a.urgency).toBeLessThanOrEqual(2);
    expect(a.diagnosisData.differentialDiagnoses.map((d) => d.icd10Code)).toContain('E86.0');
  });
});

describe('new confusion in everyday words with a fever or an infection → urgency ≤ 2', () => {
  it.each(CONFUSED_WITH_INFECTION)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
  });
});

describe('confused with an infection and hard to rouse → urgency 1', () => {
  it.each(CONFUSED_AND_HARD_TO_ROUSE)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBe(1);
  });
});

describe('drinking and passing urine normally, a figure of speech, alcohol given up, an old episode: no emergency', () => {
  it.each(LOOK_ALIKES)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThan(2);
  });
});
