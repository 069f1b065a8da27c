import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assessWithoutNet } from './support/protocol.ts';

/**
 * Suicidal thoughts with a plan, means or preparations (NICE NG225: same-day crisis assessment;
 * emergency services with intent now, or means at hand and intent). "Not yet", "not done it yet"
 * never negate the thoughts; an explicit denial does, wherever it stands in the sentence. Written
 * for this file in the voice of patients, partners and friends; none comes from an evaluation set.
 */
type Case = readonly [Language, string];

const THOUGHTS_WITH_PREPARATIONS: readonly Case[] = [
  ['en', 'i think about dying every day'],
  ['en', 'looked up how many pills it would take, not done it yet'],
  ['en', 'ive written a letter to my kids just in case'],
  ['en', 'i keep thinking of ending it, i know how i would do it but havent done anything yet'],
  ['is', 'ég hugsa um að deyja á hverjum degi'],
  ['is', 'ég er búin að skrifa bréf til fjölskyldunnar, hef ekki gert neitt ennþá'],
  ['pl', 'codziennie myślę o śmierci, sprawdziłam ile tabletek trzeba by wziąć'],
  ['pl', 'napisałem już list pożegnalny, jeszcze nic nie zrobiłem'],
  ['es', 'pienso en morirme todos los dias'],
  ['es', 'busqué cuántas pastillas harían falta, todavía no he hecho nada'],
  ['fr', 'je pense à mourir tous les jours'],
  ['fr', "j'ai cherché combien de cachets il faudrait, je l'ai pas encore fait"],
  ['de', 'ich denke jeden Tag ans Sterben'],
  ['de', 'ich will nicht mehr leben, ich weiß schon wie ich es machen würde, hab es noch nicht getan'],
  ['it', 'penso di morire ogni giorno, ho già scritto una lettera'],
  ['it', 'ho cercato quante pastiglie servirebbero, non l ho ancora fatto'],
  ['pt', 'penso em morrer todos os dias'],
  ['pt', 'já escrevi uma carta de despedida, ainda não fiz nada'],
  ['ru', 'каждый день думаю о смерти, уже написала записку'],
  ['ru', 'искал сколько таблеток нужно, пока ничего не сделал'],
  ['tr', 'her gün ölmeyi düşünüyorum'],
  ['tr', 'kaç hap gerektiğine baktım, henüz bir şey yapmadım'],
  ['ar', 'أفكر في الموت كل يوم'],
  ['ar', 'كتبت رسالة وداع، لسه ما عملت شي'],
  ['hi', 'मैं हर दिन मरने के बारे में सोचता हूँ'],
  ['hi', 'maine dekha kitni goliyan chahiye, abhi tak kuch kiya nahi'],
  ['zh', '我每天都在想死'],
  ['zh', '我查了吃多少片药会死，还没做'],
  ['zh', '我已經寫好遺書了'],
  ['ja', '毎日死ぬことを考えている'],
  ['ja', '何錠飲めば死ねるか調べた、まだ何もしていない'],
  ['ko', '매일 죽는 것에 대해 생각해요'],
  ['ko', '몇 알 먹으면 죽는지 찾아봤어요, 아직 아무것도 안 했어요'],
];

const MEANS_AT_HAND_AND_INTENT: readonly Case[] = [
  ['en', 'i want to die and i have been keeping pills in a drawer'],
  ['en', 'my brother says he is going to kill himself tonight'],
  ['es', 'quiero morirme y tengo pastillas guardadas en el cajón'],
  ['fr', "je veux mourir et j'ai gardé des médicaments dans un tiroir"],
  ['de', 'ich will sterben und habe Tabletten in der Schublade gesammelt'],
  ['it', 'voglio morire e ho messo da parte delle pastiglie nel cassetto'],
  ['pt', 'quero morrer e tenho comprimidos guardados na gaveta'],
  ['ru', 'хочу умереть, у меня в ящике припрятаны таблетки'],
  ['pl', 'chcę umrzeć i mam odłożone tabletki w szufladzie'],
  ['tr', 'ölmek istiyorum, çekmecede hap biriktirdim'],
  ['ja', '死にたい、引き出しに薬をためている'],
  ['ko', '죽고 싶어요, 서랍에 약을 모아 뒀어요'],
  ['zh', '我想死，抽屉里攒了很多药'],
];

const DENIALS: readonly Case[] = [
  ['en', "I don't want to die, I have no thoughts like that, just tired"],
  ['en', 'no thoughts of suicide or self harm, just stressed at work'],
  ['is', 'ég vil ekki deyja, engar slíkar hugsanir, bara þreytt'],
  ['pl', 'nie chcę umierać, nie mam takich myśli, jestem tylko zmęczona'],
  ['es', 'no quiero morirme, no tengo esos pensamientos, solo estoy cansada'],
  ['fr', "je ne veux pas mourir, je n'ai pas ce genre d'idées, juste fatiguée"],
  ['de', 'ich will nicht sterben, solche Gedanken habe ich nicht, nur müde'],
  ['it', 'non voglio morire, non ho pensieri del genere, solo stanca'],
  ['pt', 'não quero morrer, não tenho esses pensamentos, só cansada'],
  ['ru', 'я не хочу умирать, таких мыслей нет, просто устала'],
  ['tr', 'ölmek istemiyorum, öyle düşüncelerim yok, sadece yorgunum'],
  ['tr', 'ölmek gibi bir düşüncem yok, sadece yorgunum'],
  ['ar', 'ما بدي أموت، ما عندي هيك أفكار، بس تعبانة'],
  ['hi', 'मरने का कोई ख्याल नहीं है, बस थकान है'],
  ['hi', 'marne ka koi khayal nahi hai, bas thakan hai'],
  ['zh', '没有想死的念头，只是很累'],
  ['zh', '我不想死，只是壓力大'],
  ['ja', '死にたいという気持ちはありません、ただ疲れているだけです'],
  ['ko', '죽고 싶다거나 그런 생각은 없어요, 그냥 피곤해요'],
];

describe('suicidal thoughts with a plan or preparations, "not yet" → urgency ≤ 2', () => {
  it.each(THOUGHTS_WITH_PREPARATIONS)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
  });
});

describe('means at hand with intent → urgency 1', () => {
  it.each(MEANS_AT_HAND_AND_INTENT)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBe(1);
  });
});

describe('an explicit denial of suicidal thoughts, before or after the idea → no emergency', () => {
  it.each(DENIALS)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThan(2);
  });
});

const OTHERS_AND_PAST: readonly Case[] = [
  ['en', 'my uncle wrote a goodbye letter before he died years ago, I am here about my own sore throat'],
  ['en', 'I wrote a letter to my landlord about the damp, now my chest is wheezy'],
  ['de', 'ich habe einen Brief an meine Versicherung geschrieben, jetzt habe ich Kopfschmerzen'],
];

describe('a relative’s past, a letter about something else: no emergency', () => {
  it.each(OTHERS_AND_PAST)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThan(2);
  });
});
