import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assessWithoutNet, flags } from './support/protocol.ts';

/**
 * Farewell signals of suicide (NICE NG225; the Samaritans' warning signs): a goodbye message or
 * letter, giving belongings away, telling someone where the will or the passwords are, thanking
 * everyone for everything, "take care of the kids for me" — read as suicidal thoughts (urgency 2),
 * and with access to means (pills stored up, a weapon, a rope) as an emergency (urgency 1). Written
 * for this file as relatives and friends write them; none comes from an evaluation set. The red-flag
 * floor alone decides (statistical safety net off).
 */
type Case = readonly [Language, string];

const FAREWELL: readonly Case[] = [
  ['en', 'my brother sent me a goodbye message last night and now he is not answering his phone'],
  [
    'en',
    'my husband has been so low since his mum died, last night he told me where his will and bank passwords are',
  ],
  ['en', 'my sister has been giving away all her things and thanked everyone for everything'],
  ['en', 'she texted me take care of the kids for me and isnt picking up'],
  ['is', 'Bróðir minn sendi kveðjubréf í nótt og svarar ekki símanum'],
  ['pl', 'Brat przysłał mi list pożegnalny i nie odbiera telefonu'],
  ['pl', 'mąż od śmierci mamy jest przybity, wczoraj powiedział mi gdzie są hasła do banku i testament'],
  ['es', 'Mi hermano me mandó un mensaje de despedida. Ya no contesta el teléfono.'],
  ['fr', "mon frère m'a envoyé un message d'adieu et ne répond plus"],
  ['fr', 'ma fille donne toutes ses affaires et remercie tout le monde pour tout'],
  ['de', 'mein Bruder hat mir einen Abschiedsbrief geschickt, seitdem geht er nicht ans Handy'],
  ['it', "mio fratello mi ha mandato un messaggio d'addio e non risponde"],
  ['pt', 'meu irmao mandou uma mensagem de despedida e nao atende o celular'],
  ['ru', 'после смерти жены отец раздал свои вещи и сказал мне, где лежит завещание'],
  ['tr', 'kardeşim veda mesajı attı ve telefonu açmıyor'],
  ['ar', 'أخوي أرسل لي رسالة وداع وما يرد على التلفون'],
  ['hi', 'मेरे भाई ने अलविदा का मैसेज भेजा और अब फोन नहीं उठा रहा'],
  ['hi', 'mere bhai ne alvida ka message bheja aur ab phone nahi utha raha'],
  ['zh', '我弟弟给我发了告别短信，现在电话也不接'],
  ['zh', '我哥哥寫了遺書，現在聯絡不上'],
  ['ja', '弟から別れのメッセージが来て、電話に出ません'],
  ['ko', '동생이 그동안 고마웠다고 문자 보내고 연락이 안 돼요'],
];

const WITH_MEANS: readonly Case[] = [
  ['en', 'my son wrote a farewell letter and he has a rope in the garage'],
  ['en', "I just want to end it all, there's a rope in the garage"],
  ['es', 'mi papa escribio una carta de despedida y tiene una pistola en casa'],
  ['pt', 'minha mae esta muito deprimida, escreveu uma carta de despedida e esta juntando remedios'],
  ['de', 'Meine Schwester hat einen Abschiedsbrief geschrieben und sammelt Schlaftabletten'],
  ['fr', "mon père a écrit une lettre d'adieu et il a un fusil à la maison"],
  ['ru', 'муж написал прощальное письмо, а дома у него ружьё'],
  ['ko', '남편이 유서를 쓰고 밧줄을 샀어요'],
];

const LOOK_ALIKES: readonly Case[] = [
  ['en', 'goodbye party at work tomorrow, I have a cold'],
  ['en', "I'm leaving for a trip tomorrow and said goodbye to everyone, now I have a sore throat"],
  ['en', 'I wrote my will at the notary today, feeling fine, just a question about my blood pressure pills'],
  ['en', 'can you look after the kids for me tomorrow while I go to the doctor, I have a bad cough'],
  ['en', "after he's gone to bed he coughs a lot"],
  ['es', 'fuimos a la fiesta de despedida de mi compañero y ahora tengo tos'],
  ['de', 'Abschiedsfeier im Büro gestern, heute Halsschmerzen'],
  ['fr', "fête d'adieu au travail hier soir, ce matin j'ai mal à la gorge"],
  ['pt', 'fiz meu testamento no cartório hoje, estou bem, só queria renovar a receita da pressão'],
  ['ru', 'вчера были проводы коллеги, сегодня болит горло'],
  ['it', 'ieri festa di addio al lavoro, oggi ho il raffreddore'],
];

describe('farewell signals are read as suicidal thoughts (NICE NG225)', () => {
  it.each(FAREWELL)('[%s] %s → 2 or 1, suicide red flag', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
    expect(flags(text)).toContain('suicide_risk');
  });
});

describe('farewell signals or suicidal thoughts with access to means → 1', () => {
  it.each(WITH_MEANS)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBe(1);
  });
});

describe('goodbye in ordinary use, a will made calmly, a babysitting request stay below an emergency', () => {
  it.each(LOOK_ALIKES)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThan(2);
    expect(flags(text)).not.toContain('suicide_risk');
  });
});
