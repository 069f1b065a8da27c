import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assessWithoutNet, codes, flags } from './support/protocol.ts';

/**
 * Emergencies said in everyday words, read in all 15 languages: seizures one after another or a
 * seizure that does not stop (NICE NG217, Resus Council UK), stroke signs in spoken words (NICE
 * NG128, FAST), testicular pain in slang (NICE CKS scrotal pain), a person who cannot be woken
 * (Resus Council UK), a head injury on a blood thinner (NICE NG232), not a drop of urine (NICE CKS
 * urinary retention) and a baby's age said without a pronoun (NICE NG143). Each concept has its
 * look-alikes: a dentist's numbing, a hurt shoulder, a shift at work, eggs, a doctor who does not
 * answer, a cough that is 5 weeks old. Written for this file in the voice of patients and
 * relatives; none comes from an evaluation set.
 */
type Case = readonly [Language, string];

const STATUS_EPILEPTICUS: readonly Case[] = [
  ['en', 'my son is having fits one after another and not coming round in between'],
  ['en', 'she keeps fitting, it has been going on for 10 minutes'],
  ['en', 'the seizure won’t stop, it has been over five minutes'],
  ['en', 'he had another seizure before he came round from the first one'],
  ['is', 'hann fær hvert flogið á fætur öðru og vaknar ekki á milli'],
  ['pl', 'syn ma drgawki jeden po drugim i nie odzyskuje przytomności'],
  ['pl', 'atak padaczki się nie kończy, trwa już 10 minut'],
  ['es', 'la convulsión no para, lleva más de cinco minutos'],
  ['es', 'mi hijo convulsiona una y otra vez'],
  ['fr', 'crise après crise, il ne se réveille pas entre les deux'],
  ['fr', "la crise d'épilepsie ne s'arrête pas depuis 10 minutes"],
  ['de', 'ein Anfall nach dem anderen, er wird nicht richtig wach'],
  ['de', 'der Krampfanfall hört nicht auf, schon über 5 Minuten'],
  ['it', "ha crisi una dietro l'altra e non si riprende"],
  ['it', 'la convulsione non si ferma da 10 minuti'],
  ['pt', 'a convulsão não para há mais de 5 minutos'],
  ['pt', 'uma convulsão atrás da outra'],
  ['ru', 'приступ эпилепсии не прекращается уже 10 минут'],
  ['ru', 'судороги одна за другой'],
  ['tr', 'nöbet üstüne nöbet geçiriyor'],
  ['tr', 'kasılma nöbeti durmuyor, 10 dakikadır sürüyor'],
  ['ar', 'التشنج ما وقف من عشر دقائق'],
  ['ar', 'ابني عنده تشنجات ورا بعض'],
  ['hi', 'दौरा रुक नहीं रहा, दस मिनट से चल रहा है'],
  ['hi', 'bete ko ek ke baad ek daure pad rahe hain'],
  ['zh', '抽搐停不下来，已经十分钟了'],
  ['zh', '孩子一次接一次地抽搐'],
  ['ja', 'けいれんが止まらない、もう10分続いている'],
  ['ja', 'けいれんを何度も繰り返している'],
  ['ko', '경련이 멈추지 않아요 10분째예요'],
  ['ko', '경련을 계속 연달아 해요'],
];

/** A seizure that stopped, another kind of attack, a shift at work, a leg cramp: not status epilepticus. */
const NOT_STATUS_EPILEPTICUS: readonly Case[] = [
  ['en', 'the fit stopped after a minute and he came round, he is sleepy now'],
  ['en', 'the dress keeps fitting badly, sore throat'],
  ['es', 'tuvo una convulsión que paró en un minuto, ya está despierto'],
  ['fr', "il a fait une crise qui s'est arrêtée au bout d'une minute, il va bien"],
  ['de', 'die Krämpfe in der Wade hören nicht auf'],
  ['tr', 'art arda nöbet tuttum, çok yorgunum, başım ağrıyor'],
  ['it', "ha crisi di panico una dietro l'altra"],
  ['ru', 'приступы кашля один за другим'],
  ['pl', 'ataki kaszlu jeden po drugim'],
  ['pt', 'crises de asma uma atrás da outra'],
  ['zh', '腿抽筋一次接一次'],
  ['ja', '喘息の発作が止まらない'],
  ['ko', '천식 발작이 멈추지 않아요'],
];

describe('seizures one after another, or a seizure that does not stop → urgency 1 (NICE NG217)', () => {
  it.each(STATUS_EPILEPTICUS)('[%s] %s', (lang, text) => {
    const a = assessWithoutNet(text, lang);
    expect(a.urgency).toBe(1);
    expect(flags(text)).toContain('status_epilepticus');
  });
  it.each(NOT_STATUS_EPILEPTICUS)('[%s] not status epilepticus: %s', (lang, text) => {
    const a = assessWithoutNet(text, lang);
    expect(flags(text)).not.toContain('status_epilepticus');
    expect(a.urgency).toBeGreaterThan(1);
  });
});

const STROKE_WORDS: readonly Case[] = [
  ['en', 'my dad is talking funny and his words come out wrong'],
  ['en', 'mum’s arm went floppy and she can’t lift it'],
  ['en', 'his smile is lopsided, one side of his face has dropped'],
  ['en', 'grandad is talking like he is drunk, out of nowhere'],
  ['is', 'hann talar skringilega og getur ekki lyft handleggnum'],
  ['pl', 'tata mówi dziwnie i ręka mu opadła'],
  ['es', 'mi padre habla raro desde esta mañana'],
  ['es', 'a mi madre se le ha caído un lado de la cara'],
  ['fr', 'il parle bizarre depuis ce matin et il arrive plus à lever le bras'],
  ['fr', 'elle a le sourire de travers depuis une heure'],
  ['de', 'Opa redet komisch und der Mund ist schief'],
  ['it', 'mio padre parla strano da un’ora'],
  ['pt', 'minha mãe está falando enrolado e com a boca torta'],
  ['ru', 'папа говорит странно, как пьяный'],
  ['ru', 'лицо перекосило на одну сторону'],
  ['tr', 'babam garip konuşuyor, ağzı kaydı'],
  ['ar', 'أبوي صار يتكلم بشكل غريب'],
  ['ar', 'وجهه مايل على جنب وكلامه ثقيل'],
  ['hi', 'papa ajeeb tarah se bol rahe hain, zuban ladkhada rahi hai'],
  ['hi', 'मुंह टेढ़ा हो गया है'],
  ['zh', '我爸说话怪怪的，嘴歪了'],
  ['ja', '父の話し方がおかしい、顔の片方が下がっている'],
  ['ko', '아빠 말이 이상해요, 입이 한쪽으로 돌아갔어요'],
];

/** A dentist's numbing, an injured shoulder, a stammer since childhood: not a stroke. */
const NOT_STROKE: readonly Case[] = [
  ['en', 'my son is talking funny after the dentist numbed his mouth for a filling'],
  ['en', 'fell on my shoulder yesterday and now i can’t lift my arm above my head'],
  ['en', 'he has had a stammer since childhood and talks funny when nervous, he has a cold'],
  ['fr', "il parle bizarre depuis que le dentiste l'a anesthésié"],
  ['fr', "je suis tombé sur l'épaule et j'arrive plus à lever le bras"],
  ['es', 'me caí sobre el hombro y no puedo levantar el brazo'],
  ['de', 'nach dem Zahnarzt redet er komisch, die Betäubung wirkt noch'],
  ['it', "dopo il dentista parla strano per l'anestesia"],
  ['pl', 'po dentyście mówi dziwnie bo ma znieczulenie'],
  ['pt', 'depois do dentista está falando enrolado por causa da anestesia'],
  ['tr', 'dişçide uyuşturdular, konuşması garip'],
  ['ar', 'بعد البنج عند دكتور الأسنان صار كلامه ثقيل'],
  ['hi', 'dentist ne sunn kiya, ab bolne me dikkat ho rahi hai'],
  ['zh', '拔牙打了麻药，说话不清楚'],
  ['ja', '歯医者で麻酔をしたので、ろれつが回らない'],
  ['ko', '치과에서 마취하고 말이 어눌해요'],
  ['is', 'eftir tannlækninn talar hann skringilega út af deyfingunni'],
];

describe('stroke signs in spoken everyday words → urgency 1 (NICE NG128, FAST)', () => {
  it.each(STROKE_WORDS)('[%s] %s', (lang, text) => {
    const a = assessWithoutNet(text, lang);
    expect(a.urgency).toBe(1);
    expect(flags(text)).toContain('stroke');
  });
  it.each(NOT_STROKE)('[%s] not a stroke: %s', (lang, text) => {
    const a = assessWithoutNet(text, lang);
    expect(flags(text)).not.toContain('stroke');
    expect(a.urgency).toBeGreaterThan(1);
  });
  it('an arm that will not lift after a shoulder injury keeps the flag when speech is also slurred', () => {
    const a = assessWithoutNet('fell on my shoulder and now his speech is slurred and he can’t lift his arm', 'en');
    expect(a.urgency).toBe(1);
  });
  it('a weak arm keeps the flag after a dentist visit', () => {
    const a = assessWithoutNet('after the dentist numbed him his arm went weak and he can’t lift it', 'en');
    expect(a.urgency).toBe(1);
  });
});

const TESTICULAR_SLANG: readonly Case[] = [
  ['en', 'sudden really bad pain in one of my balls'],
  ['en', 'my nuts are killing me since this morning, came on suddenly'],
  ['pl', 'nagle bardzo bolą mnie jaja, jedno spuchnięte'],
  ['es', 'dolor muy fuerte en un huevo de repente'],
  ['fr', "j'ai super mal aux couilles depuis une heure, c'est venu d'un coup"],
  ['de', 'meine Eier tun höllisch weh, ganz plötzlich'],
  ['it', "ho un dolore fortissimo alle palle, all'improvviso"],
  ['pt', 'dor forte no saco de repente'],
  ['ru', 'яйцо болит сильно, внезапно началось'],
  ['tr', 'taşaklarım aniden çok ağrıyor'],
  ['ar', 'خصيتي توجعني فجأة وجع قوي'],
  ['hi', 'achanak ando me bahut dard ho raha hai'],
  ['hi', 'आंड में अचानक तेज दर्द'],
  ['zh', '儿子突然蛋蛋很疼'],
  ['ja', '急に金玉がすごく痛い'],
  ['ko', '갑자기 불알이 너무 아파요'],
  ['is', 'skyndilegur mikill verkur í eistanu'],
];

/** Eggs, the other meaning of Chinese 蛋疼 (annoyed), a storm, the ball of the foot. */
const NOT_TESTICULAR: readonly Case[] = [
  ['pl', 'zjadłem jajka i boli mnie brzuch'],
  ['de', 'ich habe Eier gegessen und jetzt tut der Bauch weh'],
  ['ru', 'съел яйца, болит живот'],
  ['es', 'comí huevos y me duele la barriga'],
  ['fr', "j'ai les boules, mal au ventre depuis ce matin"],
  ['ar', 'أكلت بيض وبطني يوجعني'],
  ['pt', 'comi ovos e estou com dor de barriga'],
  ['ja', '卵を食べたらお腹が痛い'],
  ['zh', '这个天气真蛋疼，烦死了'],
  ['zh', '工作太蛋疼了'],
  ['hi', 'aandhi aayi thi, sar dard hai'],
  ['en', 'pain in the ball of my foot when walking'],
];

describe('testicular pain in slang and everyday words → 2 when sudden or severe (NICE CKS scrotal pain)', () => {
  it.each(TESTICULAR_SLANG)('[%s] %s', (lang, text) => {
    const a = assessWithoutNet(text, lang);
    expect(a.urgency).toBeLessThanOrEqual(2);
    expect(flags(text)).toContain('testicular_torsion');
  });
  it.each(NOT_TESTICULAR)('[%s] not the testicles: %s', (lang, text) => {
    const a = assessWithoutNet(text, lang);
    expect(flags(text)).not.toContain('testicular_torsion');
    expect(codes(text, lang)).not.toContain('N44.0');
  });
});
