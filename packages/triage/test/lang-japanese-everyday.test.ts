import { describe, it } from 'vitest';
import { expectNotRead, expectRead, expectUrgency } from './support/everyday.ts';

/**
 * Japanese as people write it in chat: casual contractions (〜ちゃった, 〜てる), Kansai speech
 * (〜へん, 〜ひん, でけへん), all-hiragana writing, katakana and slang (リスカ, ODった, ドバドバ) and
 * the keigo of older people (回っておりません). Each group is an emergency of the catalogue in
 * those words (NHS 111 / Resus Council UK: not breathing, choking, unresponsive; NICE CKS
 * epilepsy: a seizure over 5 minutes; NHS FAST; NICE NG185 chest pain; NICE CKS GI bleeding;
 * NICE NG225 self-harm; TOXBASE: a child who swallowed a button battery, detergent pod or
 * tobacco; NICE CKS cauda equina; RCOphth: a penetrating eye injury; NICE NG98 neonatal
 * jaundice), followed by look-alikes that must stay below an emergency: shivering, an idiom
 * (頭打ち, a plateau), a resolved cut, a bump with no danger sign, a cold with its denials.
 * Written for this file; none comes from an evaluation set.
 */
type Case = readonly ['ja', string];
const ja = (...texts: string[]): Case[] => texts.map((t) => ['ja', t] as const);

describe('Japanese emergencies in everyday, dialect and hiragana writing', () => {
  it('chest pain in lay words and hiragana, with sweat or tightness, is an emergency', () => {
    expectUrgency(
      ja(
        'むねがいたくて あせがすごい',
        '胸がギューってなって息もしづらい',
        '胸の真ん中が重くて痛い、あごまで響く',
        '胸が痛いんやけど、冷や汗も出てきた',
      ),
      1,
      2,
    );
    expectRead('chest_pain', ja('むねがくるしい', '胸の奥がズキズキ痛む'));
  });

  it('a drooping mouth, words that will not come and slurred speech in Kansai and keigo are a stroke', () => {
    expectUrgency(
      ja(
        'おじいちゃん、口がまがってて言葉がでてこない',
        '祖母がさっきから呂律が回っておりません',
        'ばあちゃんの顔がゆがんでて、手に力はいらへん',
      ),
      1,
      1,
    );
  });

  it('cannot breathe said in Kansai, in hiragana or without its particle is an emergency', () => {
    expectUrgency(ja('息ができひん', '息がでけへん', 'いきができない たすけて', '息できん'), 1, 1);
  });

  it('food stuck in the throat, written every way, is choking', () => {
    expectUrgency(
      ja('子供がアメ玉を喉につまらせた！声が出ない', 'おもちが喉につまって息できない', '餅がのどにつまった！'),
      1,
      1,
    );
  });

  it('a face or lips puffed up after a food or a sting is an allergic emergency', () => {
    expectUrgency(ja('蜂に刺されて全身じんましん、くちびるがパンパン', 'そば食べたら顔がパンパンで息苦しい'), 1, 2);
  });

  it('a fit that does not stop (とまらない, 5分以上, ずっと続いてる) is a prolonged seizure', () => {
    expectUrgency(
      ja(
        '夫がひきつけ起こして5分以上とまらない',
        'てんかんの発作がずっと続いてる',
        '娘がひきつけをおこして10分とまらない',
      ),
      1,
      1,
    );
  });

  it('does not wake when called, in Kansai (起きひん, おきへん), is unresponsive', () => {
    expectUrgency(ja('おばあちゃんが倒れて呼んでも起きひん', 'じいちゃんが呼んでもおきへん'), 1, 1);
  });

  it('blood pouring (ドバドバ) or not stopping in dialect is heavy bleeding', () => {
    expectUrgency(ja('腕を深く切って血がドバドバ出てる', '血がどばどば出てとまらへん'), 1, 1);
  });

  it('black stool in everyday words and vomited blood in hiragana or coffee grounds are a GI bleed', () => {
    expectUrgency(
      ja('うんちが真っ黒でドロドロしてる', 'うんこが真っ黒', '血をはいた', 'コーヒーのかすみたいなの吐いた'),
      1,
      2,
    );
  });

  it('a head bump with a blackout or constant drowsiness is a head injury with a danger sign', () => {
    expectUrgency(ja('転んで頭ぶつけたあと意識がとんだ', '頭打ってからずっと眠そう'), 1, 2);
  });

  it('too many tablets said casually, and a child who swallowed a household product, are poisonings', () => {
    expectUrgency(
      ja('睡眠薬いっぱい飲んだ', '母が薬をまとめて飲んでしまいました', '薬をぜんぶ飲んだ', 'ODった、50錠くらい'),
      1,
      2,
    );
    expectUrgency(
      ja('子どもが洗剤飲んじゃった', 'タバコ食べちゃったみたい、1歳', '2歳の娘が洗剤のジェルボールをなめた'),
      1,
      3,
    );
  });

  it('wanting to die in hiragana or slang, wanting to disappear and self-cutting are read', () => {
    expectUrgency(ja('しにたい', '死にてえ', 'いなくなりたい、もう疲れた'), 1, 3);
    expectUrgency(ja('リスカが止まらない、今日は深く切った', 'もうリスカしちゃった、血がとまらない'), 1, 2);
  });

  it('a numb saddle area with back pain is cauda equina', () => {
    expectUrgency(
      ja('ぎっくり腰から股のあたりの感覚がない、尿もれもある', '腰が痛くて、お尻のまわりの感覚がない'),
      1,
      2,
    );
  });

  it('something stuck in the eye is a penetrating eye injury', () => {
    expectUrgency(ja('目に何か刺さった', '目に木の枝がささった'), 1, 2);
  });

  it('belly pain in slang with no stool or wind is an obstruction', () => {
    expectUrgency(ja('腹がいてーし吐いてる、うんこも屁もでない'), 1, 2);
  });

  it('a yellow newborn is seen the same day at least', () => {
    expectUrgency(ja('新生児が黄色くてずっと寝てる'), 1, 3);
  });

  it('an earache in hiragana with a fever is a GP complaint', () => {
    expectUrgency(ja('子供が耳いたいって泣いてて熱38度'), 3, 4);
  });

  it('pregnancy in hiragana and Kansai: bleeding with pain, a baby that has stopped moving', () => {
    expectUrgency(
      ja(
        'にんしん10しゅうで しゅっけつ おなかいたい',
        '妊娠中なんやけど、お腹の子が今日ぜんぜん動かへん',
        '妊婦です。胎動がへってる気がします',
      ),
      1,
      2,
    );
  });

  it('a rash that does not fade when pressed, said in Kansai, with a fever is meningococcal disease', () => {
    expectUrgency(ja('熱があって、赤い点々が押しても消えへん'), 1, 1);
  });

  it('a hand on the chest, chest pain in hiragana with an arm, hiragana breathlessness', () => {
    expectUrgency(ja('😭胸がいたい、左腕もしびれる', '親父が胸おさえてうずくまってる'), 1, 2);
    expectUrgency(ja('くるしい、いきがすえない'), 1, 1);
    expectUrgency(ja('糖尿病の娘がずっと吐いてて、息がハァハァしてる'), 1, 2);
  });

  it('a plan in casual words, and a pesticide swallowed, are emergencies', () => {
    expectUrgency(ja('もう無理、死のうと思う', '首つろうかな'), 1, 2);
    expectUrgency(ja('じいちゃんが農薬のんだ'), 1, 2);
  });

  it('a big blister or skin slipping off after a burn is not self-care', () => {
    expectUrgency(ja('油がはねて腕にやけど、水ぶくれがでかい', '子どもがストーブで手をやけどした、皮がずるむけ'), 1, 3);
  });
});

describe('Japanese look-alikes stay below an emergency', () => {
  it('shivering, idioms, resolved or minor findings and everyday words are not raised', () => {
    expectUrgency(
      ja(
        '寒くて体がガクガク震える、熱は37.2度',
        '成績が頭打ちになってる',
        '夫がタバコ吸いすぎ',
        '風邪薬飲んだけど治らない、鼻水と咳',
        'お金をはらいたいんですが',
        '胸がキュンとした',
        '死ぬほど疲れた、ただ寝不足',
        '目にゴミが入ったけどもう取れた',
        '包丁で指をちょっと切った、もう血は止まった',
        '頭ぶつけたけど、たんこぶだけで吐いてないし普通に遊んでる',
        '黒い便は鉄剤のせいだと思う、元気です',
        '耳かきしすぎて耳がちょっとかゆい',
        '日焼けで皮がむけてきた',
      ),
      3,
      5,
    );
  });

  it('self-care complaints with their denials stay self-care or routine', () => {
    expectUrgency(
      ja(
        '風邪ひいた、鼻水とのどがちょっと痛い、熱はない',
        'かぜっぽい。はなみずとせき。ねつなし',
        '足首ひねった、歩けるし腫れもちょっとだけ',
        '胸やけがする、食べすぎたかも。息苦しくはない',
        '口内炎ができて痛い',
        '花粉症で目がかゆくてくしゃみが止まらん',
        'のど痛いけど熱はないし息も苦しくない',
        'しゃっくりが止まらへん',
        '子どもが鼻水。熱なし、よく飲んでよく寝てる',
        '耳がいたい、熱はない',
        '鼻水ずるずる、熱なし😷',
        'ぎっくり腰っぽい、歩ける、しびれなし',
        '軽いやけど、指先、水ぶくれなし',
        '口唇ヘルペスができた',
        '生理痛がきつい、いつもの',
      ),
      4,
      5,
    );
  });

  it('Kansai けど after a copula is "but", not a burn, and denials stay denials', () => {
    expectNotRead('burn', ja('熱あるんやけど、元気', '妊娠中なんやけど、つわりがつらい'));
    expectUrgency(
      ja('胸の痛みはないです、ただ咳', '子供が熱38度、でもよく遊んでるし水も飲めてる', '息苦しくはないけど、鼻がつまる'),
      3,
      5,
    );
  });
});
