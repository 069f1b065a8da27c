import { describe, expect, it } from 'vitest';
import { type Case, expectNotRead, expectRead } from './support/everyday.ts';
import { assessWithoutNet } from './support/protocol.ts';

/**
 * "Cannot" is the inability of a function, never the negation of the function's concept: Korean
 * "-ㄹ 수(가) 없다" / "-지 못하다", Japanese "〜できない / 〜られない", Chinese "不能 / 无法 / 没法 /
 * …不了", Turkish "-emiyor / -amıyor", Hindi "nahi pa raha / nahi sakta", Arabic "مش قادر / ما اقدر",
 * and the European "can't / kann nicht / nie mogę / не могу / no puedo / je n'arrive pas / non riesco",
 * in the first person as in the third. Every sentence was written for this test from the guidance
 * (NHS 111 "call 999 if…": cannot breathe, speak, swallow saliva, pass urine, stay awake; BTS/SIGN 158
 * asthma; NHS stroke FAST; Resuscitation Council UK; NICE CG109 transient loss of consciousness),
 * none from an evaluation set.
 */

const urgency = (t: string, lang: Case[0]) => assessWithoutNet(t, lang).urgency;
const expectUrgency = (cases: Case[], atMost: number, atLeast = 1) => {
  for (const [lang, t] of cases) {
    const u = urgency(t, lang);
    expect(u, `${lang}: ${t}`).toBeLessThanOrEqual(atMost);
    expect(u, `${lang}: ${t}`).toBeGreaterThanOrEqual(atLeast);
  }
};
const expectAbove = (cases: Case[], than: number) => {
  for (const [lang, t] of cases) expect(urgency(t, lang), `${lang}: ${t}`).toBeGreaterThan(than);
};

describe('cannot breathe, in any cannot construction → severe_dyspnoea, 999 (NHS 111)', () => {
  const cases: Case[] = [
    ['ko', '숨을 쉴 수가 없어요'],
    ['ko', '숨 쉴 수도 없어요'],
    ['ko', '숨을 쉬지를 못해요'],
    ['ko', '숨쉬기가 불가능해요'],
    ['ja', '息ができません'],
    ['zh', '我没法呼吸'],
    ['zh', '喘不了气'],
    ['zh', '呼吸不了了'],
    ['tr', 'nefes alamıyorum'],
    ['hi', 'saans nahi le pa rahi hu'],
    ['ar', 'مش قادر اتنفس'],
    ['en', "I can't breathe"],
    ['de', 'ich kann nicht atmen'],
    ['pl', 'nie moge oddychac'],
    ['ru', 'не могу дышать'],
    ['es', 'no puedo respirar'],
    ['fr', "j'arrive pas a respirer"],
    ['it', 'non riesco a respirare'],
    ['pt', 'nao consigo respirar'],
    ['is', 'ég get ekki andað'],
  ];
  it('is read as severe_dyspnoea', () => expectRead('severe_dyspnoea', cases));
  it('is an emergency', () => expectUrgency(cases, 1));
});

describe('cannot speak → slurred_speech (NHS stroke: FAST), in the first person too', () => {
  const cases: Case[] = [
    ['ko', '갑자기 말을 할 수가 없어요'],
    ['ja', '急に話せない'],
    ['zh', '他突然说不了话'],
    ['zh', '我妈妈无法说话了'],
    ['tr', 'babam konuşamıyor'],
    ['hi', 'papa bol nahi pa rahe'],
    ['ar', 'مش قادر اتكلم فجأة'],
    ['en', 'suddenly I cannot speak'],
    ['de', 'ich kann plötzlich nicht sprechen'],
    ['pl', 'nagle nie mogę mówić'],
    ['ru', 'вдруг не могу говорить'],
    ['fr', 'je peux pas parler, ça vient de commencer'],
    ['it', 'non riesco a parlare da dieci minuti'],
    ['pt', 'não consigo falar direito'],
  ];
  it('is read as slurred_speech', () => expectRead('slurred_speech', cases));
  it('is an emergency', () => expectUrgency(cases, 2));
  it('a conversation that is hard to have is not', () =>
    expectNotRead('slurred_speech', [
      ['en', "I can't talk to my mum about it"],
      ['fr', 'je ne peux pas parler de ça à ma mère'],
      ['ru', 'не могу говорить об этом с мужем'],
      ['it', 'non riesco a parlare con mio marito'],
      ['pt', 'não consigo falar com ele sobre isso'],
      ['de', 'ich kann nicht mit ihm darüber sprechen'],
      ['ar', 'مش قادر احكي معه عن الموضوع'],
      ['pl', 'nie mogę o tym mówić z mężem'],
    ]));
});

describe('cannot pass urine, swallow saliva, move an arm → their emergency concepts', () => {
  it('cannot pass urine → urinary_retention (NICE CKS)', () =>
    expectRead('urinary_retention', [
      ['ko', '소변을 볼 수가 없어요'],
      ['ko', '소변을 보지 못해요'],
      ['ja', 'おしっこが出ない'],
      ['zh', '尿不出来'],
      ['tr', 'idrar yapamıyorum'],
      ['hi', 'peshab nahi kar pa raha'],
      ['ar', 'ما اقدر ابول'],
      ['en', "I can't pee"],
      ['de', 'ich kann nicht pinkeln'],
      ['ru', 'не могу помочиться'],
      ['es', 'no puedo orinar'],
      ['it', 'non riesco a fare pipì'],
    ]));
  it('cannot swallow saliva → cant_swallow_saliva (NHS 111, epiglottitis / quinsy)', () =>
    expectRead('cant_swallow_saliva', [
      ['ko', '침을 삼킬 수가 없어요'],
      ['ja', '唾も飲み込めない'],
      ['zh', '咽不下口水'],
      ['tr', 'yutkunamıyorum, boğazım kapanıyor'],
      ['en', "can't swallow my spit"],
      ['de', 'ich kann meinen Speichel nicht schlucken'],
      ['es', 'no puedo tragar la saliva'],
      ['fr', "je n'arrive pas à avaler ma salive"],
      ['ru', 'не могу глотать слюну'],
      ['pt', 'não consigo engolir a saliva'],
    ]));
  it('cannot move an arm → one_sided_weakness (NHS stroke: FAST)', () =>
    expectRead('one_sided_weakness', [
      ['ko', '팔을 움직일 수가 없어요'],
      ['ja', '急に右腕が動かせない'],
      ['zh', '手臂动不了'],
      ['tr', 'kolumu kaldıramıyorum'],
      ['hi', 'हाथ नहीं हिला पा रहा'],
      ['ar', 'مش قادر احرك ايدي اليمين'],
      ['en', "can't move my arm"],
      ['de', 'kann meinen Arm nicht bewegen'],
      ['pl', 'nie mogę ruszyć ręką'],
      ['ru', 'не могу пошевелить рукой'],
      ['it', 'non riesco a muovere il braccio'],
      ['pt', 'não consigo mexer o braço'],
    ]));
  it('cannot stay awake → drowsy', () =>
    expectRead('drowsy', [
      ['ko', '깨어 있을 수가 없어요'],
      ['ja', '起きていられない'],
      ['tr', 'uyanık kalamıyor'],
      ['en', "he can't stay awake"],
      ['de', 'er kann nicht wach bleiben'],
      ['es', 'no puede mantenerse despierto'],
      ['fr', "il n'arrive pas à rester éveillé"],
      ['it', 'non riesce a stare sveglio'],
      ['pt', 'não consegue ficar acordado'],
      ['ru', 'не может держать глаза открытыми'],
    ]));
});

describe('look-alikes of cannot: the function is fine, or the cannot is of something else', () => {
  const lookAlikes: Case[] = [
    ['en', 'I can breathe fine'],
    ['en', 'no trouble breathing'],
    ['en', "I can't sleep"],
    ['en', "can't stop sneezing"],
    ['en', "can't taste food, I have a cold"],
    ['es', 'mi hija no puede dormir'],
    ['fr', "je n'arrive pas à dormir"],
    ['de', 'ich kann nicht schlafen'],
    ['de', 'ich kann gut atmen'],
    ['it', 'non riesco a dormire'],
    ['pt', 'não consigo sentir o gosto da comida, estou resfriado'],
    ['ru', 'не могу перестать чихать'],
    ['pl', 'nie mogę spać'],
    ['tr', 'hapşırmayı durduramıyorum'],
    ['ar', 'مش قادر انام'],
    ['hi', 'neend nahi aa rahi, so nahi pa raha'],
    ['zh', '呼吸没问题'],
    ['zh', '睡不着'],
    ['ja', '息は普通にできます'],
    ['ko', '숨은 잘 쉬어요'],
    ['ko', '잠을 잘 수가 없어요'],
    ['ko', '재채기를 멈출 수가 없어요'],
  ];
  it('is not read as severe_dyspnoea', () => expectNotRead('severe_dyspnoea', lookAlikes));
  it('is not an emergency', () => expectAbove(lookAlikes, 2));
});

describe('breathing badly is difficulty breathing → dyspnoea, never a negated breathing (NICE CKS breathlessness)', () => {
  const cases: Case[] = [
    ['de', 'ich habe Asthma, atme nicht gut'],
    ['de', 'ich bekomme schlecht Luft'],
    ['en', 'I have been breathing badly since this morning'],
    ['fr', 'je respire mal'],
    ['es', 'tengo asma y respiro mal'],
    ['it', 'respiro male da stamattina'],
    ['pt', 'respiro mal desde ontem'],
    ['ru', 'у меня астма, плохо дышу'],
    ['pl', 'źle oddycham od rana'],
    ['tr', 'kötü nefes alıyorum'],
    ['ar', 'نفسي مش طبيعي من الصبح'],
    ['zh', '我有哮喘，呼吸不好'],
    ['ja', '息がうまくできない'],
    ['ko', '천식이 있는데 숨쉬기가 안 좋아요'],
    ['is', 'ég anda illa'],
  ];
  it('is read as dyspnoea', () => expectRead('dyspnoea', cases));
  it('is at least a same-day assessment', () => expectUrgency(cases, 3));
  it('with asthma and a reliever that does not help it is an emergency (BTS/SIGN 158)', () =>
    expectUrgency(
      [
        ['de', 'ich habe Asthma, atme nicht gut und das Spray hilft nicht'],
        ['en', "I have asthma, I'm breathing badly and my inhaler isn't helping"],
      ],
      2,
    ));
  it('negated, a blocked nose, or sleeping badly is not read', () =>
    expectNotRead('dyspnoea', [
      ['es', 'no respiro mal, solo tengo tos'],
      ['es', 'respiro mal por la nariz con el resfriado'],
      ['pt', 'não respiro mal, só tosse'],
      ['de', 'ich atme gut'],
      ['de', 'ich schlafe nicht gut'],
      ['en', 'breathing fine, sleeping badly'],
      ['fr', 'je dors mal'],
      ['it', 'dormo male'],
      ['ru', 'плохо сплю'],
      ['pl', 'źle śpię'],
      ['zh', '睡得不好'],
      ['ko', '잠을 잘 못 자요'],
    ]));
});

describe('a collapse told now → collapse, an emergency (Resuscitation Council UK, NHS 111)', () => {
  const cases: Case[] = [
    ['en', 'what do I do my wife collapsed'],
    ['en', 'someone has collapsed in the street'],
    ['zh', '有人晕倒了'],
    ['ko', '아빠가 쓰러졌어요'],
    ['ja', '母が倒れました'],
    ['de', 'meine Frau ist umgekippt'],
    ['de', 'mein Vater ist zusammengebrochen'],
    ['fr', "ma femme s'est effondrée"],
    ['fr', 'mon père a fait un malaise'],
    ['es', 'mi marido se ha desplomado'],
    ['it', 'mio padre è crollato a terra'],
    ['pt', 'minha mãe caiu desmaiada'],
    ['ru', 'отец рухнул на пол'],
    ['pl', 'mój tata zasłabł na ulicy'],
    ['tr', 'annem yere yığıldı'],
    ['ar', 'زوجي طاح فجأة'],
    ['hi', 'papa achanak gir pade'],
    ['is', 'maðurinn minn hneig niður'],
  ];
  it('is read as collapse (and as a loss of consciousness)', () => {
    expectRead('collapse', cases);
    expectRead('fainting', cases);
  });
  it('is an emergency', () => expectUrgency(cases, 2));
  it('not responding or not breathing normally after it is 999', () =>
    expectUrgency(
      [
        ['en', 'my husband collapsed and is not responding'],
        ['es', 'mi madre se desmayó y no despierta'],
        ['ar', 'امي وقعت مغمى عليها'],
        ['hi', 'mummy achanak gir gayi aur hosh nahi'],
      ],
      1,
    ));
});

describe('a faint or collapse that has come round, a near-faint, or another collapse stays syncope or less (NICE CG109)', () => {
  const recovered: Case[] = [
    ['en', 'I fainted yesterday, fine now'],
    ['en', 'she fainted, came round straight away and is talking now'],
    ['zh', '昨天晕倒了一下，现在没事了'],
    ['zh', '他晕倒了，马上醒了，现在没事'],
    ['ko', '아빠가 쓰러졌는데 바로 정신 차렸어요'],
    ['ja', '昨日ちょっと失神したけど今は大丈夫です'],
    ['de', 'er ist umgekippt, kam aber sofort wieder zu sich'],
    ['fr', 'je me suis évanoui hier, ça va maintenant'],
    ['es', 'me desmayé ayer pero ya estoy bien'],
    ['pl', 'prawie zasłabłam w kolejce, ale już dobrze'],
  ];
  it('a recovered faint is not an emergency', () => expectAbove(recovered, 2));
  const nearFaints: Case[] = [
    ['en', 'nearly fainted in the heat, fine after sitting down'],
    ['en', 'I almost passed out in the queue'],
    ['de', 'ich wäre fast ohnmächtig geworden in der Hitze'],
    ['hi', 'garmi se behosh hone wali thi'],
    ['es', 'casi me desmayo por el calor'],
    ['it', 'sono quasi svenuta per il caldo'],
    ['pt', 'quase desmaiei com o calor'],
    ['pl', 'prawie zemdlałam z gorąca'],
    ['tr', 'sıcaktan az kalsın bayılıyordum'],
    ['zh', '热得差点晕过去'],
    ['ja', '暑さで倒れそうになった'],
    ['ko', '더워서 기절할 뻔했어요'],
  ];
  it('a near-faint is not an emergency, and not heatstroke (NHS heat exhaustion)', () => expectAbove(nearFaints, 2));
  it('a near-faint is not a loss of consciousness', () =>
    expectNotRead('unconscious', nearFaints));
  const lookAlikes: Case[] = [
    ['en', 'I felt faint'],
    ['en', 'my lung collapsed last year'],
    ['en', 'I collapsed on the sofa after a long shift'],
    ['en', 'the tent collapsed on us in the storm'],
    ['de', 'ich bin mit dem Fuß umgekippt'],
    ['de', 'ich bin fast umgekippt, jetzt geht es wieder'],
    ['fr', 'je me suis effondrée en larmes'],
    ['fr', 'elle s’est effondrée sur le canapé, épuisée'],
    ['es', 'me derrumbé llorando'],
    ['it', 'sono crollato dal sonno sul divano'],
    ['pt', 'ela desabou a chorar'],
    ['ru', 'чуть не рухнул от усталости'],
    ['tr', 'az kalsın yere yığılıyordum'],
    ['ar', 'انهارت من البكاء'],
    ['zh', '差点晕倒，坐下就好了'],
    ['zh', '感觉快要晕倒了'],
    ['ja', '倒れそうになった'],
    ['ko', '쓰러질 것 같아요'],
    ['is', 'ég var næstum hniginn niður'],
  ];
  it('is not read as collapse', () => expectNotRead('collapse', lookAlikes));
  it('is not an emergency', () => expectAbove(lookAlikes, 2));
});

describe('the other functions the engine knows, with the cannot construction in every language', () => {
  it('cannot wake someone → unconscious, 999 (NHS 111)', () => {
    const cases: Case[] = [
      ['en', "I can't wake him up"],
      ['de', 'ich kann ihn nicht wecken'],
      ['fr', "je n'arrive pas à le réveiller"],
      ['es', 'no puedo despertarlo'],
      ['it', 'non riesco a svegliarlo'],
      ['ru', 'не могу его разбудить'],
      ['pl', 'nie mogę go dobudzić'],
      ['tr', 'onu uyandıramıyorum'],
      ['ar', 'مش قادر اصحيه'],
      ['hi', 'papa ko jaga nahi pa rahe'],
      ['zh', '叫不醒他'],
      ['ko', '아빠를 깨울 수가 없어요'],
      ['is', 'ég get ekki vakið hann'],
    ];
    expectRead('unconscious', cases);
    expectUrgency(cases, 1);
  });
  it('cannot see → vision_loss, an emergency (NICE CKS / RCOphth sudden visual loss)', () => {
    const cases: Case[] = [
      ['en', "suddenly I can't see anything"],
      ['de', 'ich kann plötzlich nichts mehr sehen'],
      ['fr', 'je ne vois plus rien'],
      ['es', 'de repente no puedo ver nada'],
      ['it', 'non riesco a vedere niente'],
      ['pt', 'não consigo ver nada'],
      ['ru', 'вдруг ничего не вижу'],
      ['pl', 'nagle nic nie widzę'],
      ['tr', 'hiçbir şey göremiyorum'],
      ['ar', 'فجأة مش قادر اشوف'],
      ['hi', 'achanak kuch bhi dikh nahi raha'],
      ['is', 'ég sé ekkert'],
    ];
    expectRead('vision_loss', cases);
    expectUrgency(cases, 2);
  });
  it('seeing nothing wrong is not losing sight', () =>
    expectNotRead('vision_loss', [
      ['en', "I can't see anything wrong with the cut"],
      ['es', 'no veo nada raro en la herida'],
      ['ru', 'ничего не вижу на коже, но чешется'],
      ['is', 'ég sé ekkert athugavert'],
    ]));
  it('cannot swallow → dysphagia', () =>
    expectRead('dysphagia', [
      ['fr', "je n'arrive pas à avaler"],
      ['it', 'non riesco a deglutire'],
      ['pt', 'não consigo engolir'],
      ['ru', 'не могу глотать'],
      ['tr', 'yutamıyorum'],
      ['ar', 'مش قادر ابلع'],
      ['hi', 'nigal nahi pa raha'],
      ['ko', '삼킬 수가 없어요'],
      ['en', "I can't swallow"],
      ['de', 'ich kann nicht schlucken'],
    ]));
  it('cannot walk → limited_weight_bearing, and never "walks normally"', () => {
    const cases: Case[] = [
      ['es', 'no puedo caminar'],
      ['it', 'non riesco a camminare'],
      ['pt', 'não consigo andar'],
      ['ru', 'не могу ходить'],
      ['pl', 'nie mogę chodzić'],
      ['ar', 'مش قادر امشي'],
      ['en', "I can't walk"],
      ['de', 'ich kann nicht laufen'],
      ['tr', 'yürüyemiyorum'],
      ['ko', '걸을 수가 없어요'],
    ];
    expectRead('limited_weight_bearing', cases);
    expectNotRead('walks_normally', cases);
  });
  it('cannot keep anything down → cant_keep_fluids', () =>
    expectRead('cant_keep_fluids', [
      ['de', 'ich kann nichts bei mir behalten'],
      ['pl', 'nie mogę nic utrzymać w żołądku'],
      ['tr', 'hiçbir şey tutamıyorum midemde'],
      ['ar', 'مش قادر اخلي شي بمعدتي'],
      ['hi', 'kuch bhi pet mein nahi tik raha'],
      ['zh', '喝水也吐'],
      ['ja', '水も吐いてしまう'],
      ['ko', '물도 마실 수가 없어요'],
      ['en', "I can't keep anything down"],
      ['es', 'no puedo retener nada'],
    ]));
});

describe('the cannot of Hindi "nahi sakta", Japanese "〜ことができない / 〜ていられない" and Turkish "-amıyor"', () => {
  it('reads the function each names', () => {
    const cases: [Case, string][] = [
      [['hi', 'bol nahi sakta'], 'slurred_speech'],
      [['hi', 'बोल नहीं सकती'], 'slurred_speech'],
      [['hi', 'peshab nahi kar sakta'], 'urinary_retention'],
      [['hi', 'पेशाब नहीं कर सकता'], 'urinary_retention'],
      [['hi', 'kuch nigal nahi sakta'], 'dysphagia'],
      [['hi', 'haath hila nahi sakta'], 'one_sided_weakness'],
      [['hi', 'saans nahi le sakti'], 'severe_dyspnoea'],
      [['ja', '息をすることができない'], 'severe_dyspnoea'],
      [['ja', '話すことができません'], 'slurred_speech'],
      [['ja', 'おしっこができない'], 'urinary_retention'],
      [['ja', '立っていられない'], 'limited_weight_bearing'],
      [['tr', 'kolumu oynatamıyorum'], 'one_sided_weakness'],
      [['tr', 'babam yürüyemiyor'], 'limited_weight_bearing'],
      [['ar', 'ما اقدر احرك يدي'], 'one_sided_weakness'],
    ];
    for (const [c, concept] of cases) expectRead(concept, [c]);
  });
});
