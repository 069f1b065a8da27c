import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { parseText } from '../src/nlp/parser.ts';
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
  // without diacritics, and other everyday ways to say it
  ['en', 'hes having back to back seizures'],
  ['tr', 'nobet ustune nobet geciriyor'],
  ['es', 'convulsiona sin parar desde hace 6 minutos'],
  ['pt', 'nao para de convulsionar'],
  ['fr', 'il convulse sans arret'],
  ['pl', 'drgawki nie ustepuja od 10 minut'],
  ['hi', 'lagatar daure pad rahe hain'],
  ['ar', 'التشنجات متتالية وما يصحى'],
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

/** A shift at work or a leg cramp is no seizure at all; a seizure is still one. */
const NOT_A_SEIZURE: readonly Case[] = [
  ['tr', 'üç gece üst üste nöbet tuttum, uykusuzum'],
  ['tr', 'nöbetçi eczane nerede, başım ağrıyor'],
  ['de', 'mein Bein krampft immer wieder beim Laufen'],
];
const STILL_A_SEIZURE: readonly Case[] = [
  ['tr', 'oğlum nöbet geçirdi'],
  ['tr', 'nobet geciriyor'],
  ['de', 'das Kind krampft'],
];

describe('seizures one after another, or a seizure that does not stop → urgency 1 (NICE NG217)', () => {
  it.each(STATUS_EPILEPTICUS)('[%s] %s', (lang, text) => {
    const a = assessWithoutNet(text, lang);
    expect(a.urgency).toBe(1);
    expect(flags(text)).toContain('status_epilepticus');
  });
  it.each(NOT_A_SEIZURE)('[%s] no seizure: %s', (_lang, text) => {
    expect(flags(text)).not.toContain('seizure');
  });
  it.each(STILL_A_SEIZURE)('[%s] a seizure (→ 2): %s', (lang, text) => {
    expect(flags(text)).toContain('seizure');
    expect(assessWithoutNet(text, lang).urgency).toBe(2);
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
  ['en', 'dad is talkin funny and cant lift his arm'],
  ['fr', 'il parle bizare et sa bouche est de travers'],
  ['pl', 'tata belkocze i ma krzywa twarz'],
  ['tr', 'babam sarhos gibi konusuyor'],
  ['hi', 'papa ki zaban ladkhada rahi hai'],
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
    const a = assessWithoutNet(
      'fell on my shoulder and now his speech is slurred and he can’t lift his arm',
      'en',
    );
    expect(a.urgency).toBe(1);
  });
  it.each([
    ['en', 'fell on my shoulder and now one side of her face is drooping'],
    ['ko', '어깨를 다쳤는데 말이 어눌해요'],
    ['en', 'she has a frozen shoulder and now she is slurring her words'],
  ] as const)('[%s] a face or speech change keeps the flag beside a shoulder injury: %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBe(1);
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
  ['en', 'pain in my left nut came on suddenly'],
  ['fr', "mal o couilles depuis ce matin, d'un coup"],
  ['hi', 'achanak se aando mein bahut dard'],
  ['es', 'me duelen los cojones de repente, mucho'],
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
  ['pl', 'zjadłem jajecznicę i boli mnie brzuch'],
  ['en', 'she was kicked in the groin playing football, bit sore'],
];

describe('testicular pain in slang and everyday words → 2 when sudden or severe (NICE CKS scrotal pain)', () => {
  it.each(TESTICULAR_SLANG)('[%s] %s', (lang, text) => {
    const a = assessWithoutNet(text, lang);
    expect(a.urgency).toBeLessThanOrEqual(2);
    expect(flags(text)).toContain('testicular_torsion');
  });
  it.each(NOT_TESTICULAR)('[%s] not the testicles: %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThan(2);
    expect(flags(text)).not.toContain('testicular_torsion');
    expect(codes(text, lang)).not.toContain('N44.0');
  });
});

const CANNOT_BE_WOKEN: readonly Case[] = [
  ['en', 'i can’t wake him up, he is breathing but floppy'],
  ['tr', 'babam cevap vermiyor, uyanmıyor'],
  ['tr', 'dedem uyanmıyor, sarsıyoruz tepki yok'],
  ['ar', 'أمي ما بتصحى'],
  ['ar', 'أبوي مش بيرد علي وهو نايم على الأرض'],
  ['ar', 'جدي ما يرد علينا وعيونه مسكرة'],
  ['hi', 'dadi jaag nahi rahi'],
  ['hi', 'papa uth nahi raha, hila rahe hai'],
  ['hi', 'दादा जी को होश नहीं है'],
  ['hi', 'nana ji koi jawab nahi de rahe, aankhen band hain'],
  ['de', 'Oma ist nicht wach zu kriegen'],
  ['pl', 'babcia nie budzi się i nie odpowiada'],
  ['is', 'amma vaknar ekki og svarar ekki'],
  ['ru', 'бабушка не просыпается и не отвечает'],
  ['es', 'no reacciona, no consigo despertarla'],
  ['fr', 'il réagit plus, impossible de le réveiller'],
  ['it', 'non si sveglia e non risponde'],
  ['pt', 'ele não acorda e não responde'],
  ['zh', '奶奶叫不醒，怎么喊都没反应'],
  ['ja', '祖母が呼びかけても返事がない'],
  ['ko', '할머니가 깨워도 안 일어나요'],
  // the subject check keeps a relative who does not answer
  ['en', 'my son is not responding'],
  ['de', 'Oma reagiert nicht'],
  ['pl', 'mama nie odpowiada, leży na podłodze'],
  ['is', 'hann svarar ekki, liggur á gólfinu'],
  ['ar', 'امي ما ترد علي وهي طايحة'],
  ['hi', 'papa jawab nahi de rahe, zameen par pade hain'],
];

/** A doctor, a clinic, a phone or a message that does not answer is not a patient. */
const NOT_UNRESPONSIVE: readonly Case[] = [
  ['en', 'the doctor is not responding to my messages, i have a rash'],
  ['en', 'my mum isn’t answering her phone, i have a headache'],
  ['de', 'die Praxis reagiert nicht auf meine Anrufe, ich habe Husten'],
  ['pl', 'lekarz nie odpowiada na wiadomości, mam kaszel'],
  ['tr', 'klinik telefona cevap vermiyor, öksürüyorum'],
  ['ar', 'العيادة ما ترد على التلفون، عندي صداع'],
  ['ar', 'الدكتور مش بيرد على رسايلي، عندي كحة'],
  ['hi', 'doctor jawab nahi de rahe, mujhe khansi hai'],
  ['is', 'læknirinn svarar ekki, ég er með hósta'],
  ['ru', 'врач не отвечает на сообщения, у меня кашель'],
  ['es', 'el médico no contesta a mis mensajes, tengo tos'],
  ['it', 'il medico non risponde ai messaggi, ho la tosse'],
  ['pt', 'o médico não responde minhas mensagens, estou com tosse'],
  ['fr', 'le médecin ne répond pas à mes messages, je tousse'],
  ['zh', '诊所电话没人接，喉咙痛'],
  ['ja', '病院が電話に出ない、喉が痛い'],
  ['ko', '병원이 전화를 안 받아요, 기침이 나요'],
];

describe('a person who cannot be woken or does not answer → urgency 1 (Resus Council UK)', () => {
  it.each(CANNOT_BE_WOKEN)('[%s] %s', (lang, text) => {
    const a = assessWithoutNet(text, lang);
    expect(a.urgency).toBe(1);
    expect(flags(text)).toContain('unconscious');
  });
  it.each(NOT_UNRESPONSIVE)('[%s] not a patient: %s', (lang, text) => {
    const a = assessWithoutNet(text, lang);
    expect(flags(text)).not.toContain('unconscious');
    expect(a.urgency).toBeGreaterThan(2);
  });
});

const HEAD_INJURY: readonly Case[] = [
  ['ru', 'упал и ударился затылком, его тошнит и рвёт'],
  ['ru', 'бабушка стукнулась головой, она пьёт варфарин'],
  ['ar', 'ضرب راسه بالباب وصار يستفرغ'],
  ['ar', 'جدي وقع على راسه وهو ياخذ ماريفان'],
  ['hi', 'सिर में चोट लगी है और वो वारफरिन लेते हैं'],
  ['hi', 'sir takraya diwar se, ulti ho rahi hai'],
  ['hi', 'sir pe chot lagi hai aur ulti ho rahi hai'],
  ['en', 'grandma bumped her head on the cupboard and she’s on warfarin'],
  ['en', 'mum fell and hit her head, she takes lixiana'],
  ['pl', 'babcia uderzyła się w głowę, bierze acenokumarol'],
  ['es', 'mi abuelo se golpeó la cabeza y toma aldocumar'],
  ['fr', "mamie s'est cogné la tête, elle prend du préviscan"],
  ['de', 'Opa hat sich den Kopf gestoßen und nimmt Marcumar'],
  ['it', 'nonna ha sbattuto la testa e prende il sintrom'],
  ['pt', 'vovó bateu a cabeça e toma marevan'],
  ['tr', 'babaannem kafasını çarptı, orfarin kullanıyor'],
  ['zh', '奶奶头磕了一下，在吃拜瑞妥'],
  ['ja', '祖母が頭をぶつけた、プラザキサを飲んでいる'],
  ['ko', '할머니가 머리를 박았어요, 와파린 드세요'],
  ['is', 'amma rak höfuðið í og tekur Marevan'],
];

const NOT_HEAD_INJURY_DANGER: readonly Case[] = [
  ['en', 'i take warfarin and need a repeat prescription'],
  ['ru', 'голова болит, пью варфарин, не ударялся'],
  ['en', 'bumped my head last week, no blood thinners, feel fine'],
  ['es', 'tomo sintrom y necesito la receta'],
  ['zh', '我在吃华法林，需要开药'],
];

describe('a head injury in everyday words, on a blood thinner or with vomiting → 2 (NICE NG232)', () => {
  it.each(HEAD_INJURY)('[%s] %s', (lang, text) => {
    const a = assessWithoutNet(text, lang);
    expect(a.urgency).toBeLessThanOrEqual(2);
    expect(flags(text)).toContain('head_injury_danger');
  });
  it.each(NOT_HEAD_INJURY_DANGER)('[%s] no head injury: %s', (lang, text) => {
    const a = assessWithoutNet(text, lang);
    expect(flags(text)).not.toContain('head_injury_danger');
    expect(a.urgency).toBeGreaterThan(2);
  });
});

const NOT_A_DROP: readonly Case[] = [
  ['ko', '소변이 한 방울도 안 나와요'],
  ['en', 'trying to pee but not a drop comes out'],
  ['en', 'not a drop of pee since this morning and my belly is swollen'],
  ['fr', "j'essaie d'uriner mais pas une goutte ne sort"],
  ['es', 'intento orinar y no me sale nada'],
  ['es', 'no sale ni una gota de orina'],
  ['pl', 'chcę siku ale ani kropli'],
  ['ru', 'хочу пописать, но ни капли'],
  ['tr', 'hiç çişim gelmiyor, karnım şişti'],
  ['zh', '一滴也尿不出来'],
  ['ja', 'おしっこが一滴も出ない'],
  ['ar', 'أحاول أبول ولا نقطة تنزل'],
  ['hi', 'पेशाब की एक बूंद भी नहीं निकल रही'],
  ['hi', 'peshab karne jata hoon par ek boond bhi nahi aati'],
  ['de', 'ich muss pinkeln aber es kommt kein Tropfen'],
  ['it', 'non esce neanche una goccia di pipì'],
  ['pt', 'tento fazer xixi e não sai nada'],
  ['is', 'það kemur ekki dropi af þvagi'],
];

/** Not a drop of alcohol, wine or blood. */
const NOT_RETENTION: readonly Case[] = [
  ['en', 'i haven’t had a drop of alcohol in weeks, just a cough'],
  ['fr', "pas une goutte d'alcool depuis un mois, j'ai mal à la gorge"],
  ['de', 'kein Tropfen Alkohol, aber Kopfschmerzen'],
  ['es', 'ni una gota de alcohol, tengo tos'],
  ['it', 'neanche una goccia di vino, ho mal di testa'],
  ['ru', 'ни капли алкоголя не пил, болит горло'],
  ['pl', 'ani kropli alkoholu, boli mnie głowa'],
  ['tr', 'bir damla bile alkol içmedim, başım ağrıyor'],
  ['ko', '한 방울도 술을 안 마셨어요, 기침이 나요'],
  ['en', 'no problems peeing, not a drop of blood, just a cold'],
];

describe('not a drop of urine → urgency 2 (NICE CKS acute urinary retention)', () => {
  it.each(NOT_A_DROP)('[%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBe(2);
  });
  it.each(NOT_RETENTION)('[%s] not urine: %s', (lang, text) => {
    const a = assessWithoutNet(text, lang);
    expect(flags(text)).not.toContain('acute_urinary_retention');
    expect(a.urgency).toBeGreaterThan(2);
  });
});

/** A baby's age with the verb alone at the start of a sentence (NICE NG143: under 3 months with 38 °C → 2). */
const BARE_VERB_AGE: readonly (readonly [Language, string, number])[] = [
  ['pl', 'Ma 5 tygodni i gorączkę 38,2', 1.15],
  ['pl', 'Ma dopiero 4 tygodnie i gorączkę 38', 0.92],
  ['it', 'Ha 5 settimane e ha la febbre a 38', 1.15],
  ['es', 'Tiene 6 semanas y fiebre de 38,3', 1.38],
  ['es', 'Tiene 6 semanas, fiebre 38,3', 1.38],
  ['pt', 'Tem 3 semanas e está com febre 38', 0.69],
  ['de', 'Ist erst 5 Wochen alt und hat 38,4 Fieber', 1.15],
  ['ru', 'Ему 5 недель, температура 38,1', 1.15],
  ['ru', 'малышу 5 недель от роду, температура 38', 1.15],
  ['en', 'a 5 week old with a fever of 38.2', 1.15],
  ['en', 'my 5-week-old has a temperature of 38.3', 1.15],
  ['tr', 'oğlum 3 haftalık, ateşi 38', 0.69],
  ['tr', '3 haftalık bebeğim var, ateşi 38,2', 0.69],
  ['pl', 'mam 5-tygodniowego synka, gorączka 38', 1.15],
  // the same age with a pronoun or a child word in the other languages
  ['fr', 'Il a 5 semaines et 38,2 de fièvre', 1.15],
  ['is', 'Hún er 5 vikna og með 38,3 í hita', 1.15],
  ['ar', 'عمره 5 أسابيع وحرارته 38.2', 1.15],
  ['hi', '5 hafte ka hai aur bukhar 38.2 hai', 1.15],
  ['zh', '宝宝5周大，发烧38.2度', 1.15],
  ['ja', '生後5週で38.2度の熱がある', 1.15],
  ['ko', '5주 된 아기가 열이 38.2도예요', 1.15],
];

/** The age of a cough, a holiday, a time since: no baby. */
const NOT_A_BABY: readonly Case[] = [
  ['pl', 'kaszel ma 5 tygodni, mam gorączkę 38'],
  ['pl', 'ma 5 tygodni urlopu, gorączka 38'],
  ['tr', '3 haftalık öksürük, ateş 38'],
  ['pl', '5-tygodniowy kaszel i gorączka 38'],
  ['en', 'it’s been 5 weeks since my cough started, fever 38'],
  ['pt', 'Tem 3 semanas que estou com tosse e febre 38'],
  ['es', 'tiene 6 semanas de tos, fiebre 38'],
];

describe('a baby’s age said with the verb alone (NICE NG143 under 3 months)', () => {
  it.each(BARE_VERB_AGE)('[%s] %s → %s months', (lang, text, months) => {
    expect(parseText(text, lang).childAgeMonths).toBeCloseTo(months, 1);
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
  });
  it.each(NOT_A_BABY)('[%s] no baby’s age: %s', (lang, text) => {
    expect(parseText(text, lang).childAgeMonths).toBeUndefined();
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThan(2);
  });
});

describe('more everyday words: turning blue, choking, black stools, a chewed washing pod, "OD", despair', () => {
  it.each<[Language, string, string]>([
    ['de', 'Opa hat sich an einem Stück Brot verschluckt, kann nicht sprechen und wird blau', 'choking'],
    ['de', 'das Baby wird ganz blau und atmet komisch', 'cyanosis'],
    // Iraqi and Gulf Arabic write the spoken g of ق as گ: "زرگة" is "زرقة" (blue)
    ['ar', 'ابني شفايفه صارت زرگة وما يكدر يتنفس', 'cyanosis'],
    ['pl', 'od rana mam czarne jak smola kupy i kreci mi sie w glowie', 'black_stool'],
    ['de', 'mein Stuhl ist seit zwei Tagen schwarz wie Teer', 'black_stool'],
    ['en', 'my toddler bit into a washing pod and has foam round his mouth', 'swallowed_harmful'],
    ['pl', 'corka rozgryzla tabletke do zmywarki, placze', 'swallowed_harmful'],
    ['de', 'meine Tochter hat eine Waschmittelkapsel zerbissen und hustet', 'swallowed_harmful'],
    ['ja', '風邪薬を40錠 OD しました', 'overdose'],
  ])('[%s] %s → %s, urgency ≤ 2', (lang, text, concept) => {
    expect(parseText(text, lang).present.has(concept)).toBe(true);
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
  });

  it.each<[Language, string]>([
    ['fr', 'je ne veux plus vivre, je suis épuisée'],
    ['fr', 'ça ne sert à rien de vivre comme ça'],
    ['pt', 'não vale a pena viver assim'],
    ['pl', 'nie ma po co dalej żyć'],
    ['ja', 'もう生きたくないです'],
    ['ja', '自分はいないほうがいいと思う'],
    ['zh', '我一直在想怎么结束自己'],
    // Traditional Chinese writes the particle 着 as 著
    ['zh', '覺得活著沒意思'],
  ])('[%s] %s → suicidal thoughts (NICE NG225)', (lang, text) => {
    expect(parseText(text, lang).present.has('suicidal')).toBe(true);
    expect(flags(text)).toContain('suicide_risk');
  });

  it('look-alikes: a blue bruise, a tooth, a famous book, "I want to live"', () => {
    expect(parseText('der Fleck am Bein wird blau', 'de').present.has('cyanosis')).toBe(false);
    expect(parseText('ich habe einen blauen Fleck am Bein', 'de').present.has('cyanosis')).toBe(false);
    expect(parseText('這本書很著名', 'zh').present.has('suicidal')).toBe(false);
    expect(parseText('je veux vivre longtemps', 'fr').present.has('suicidal')).toBe(false);
  });
});

describe('dialect and everyday wordings: Austrian back pain, Levantine kicks, frying oil, Darija shaking, Russian disorientation', () => {
  it.each<[Language, string, string]>([
    // Austrian "Kreuzweh" (low back pain) with numbness felt when wiping (NICE CKS cauda equina)
    ['de', 'Ich hab Kreuzweh seit Tagen und beim Abwischen spür ich am Hintern fast nix mehr', 'cauda_equina_lay'],
    // Levantine: the baby used to kick, and now she has not felt it (RCOG GTG 57)
    ['ar', 'انا حامل ب32 اسبوع، البيبي كان يلبط كل يوم بس اليوم ما حسيت فيه ولا مرة', 'reduced_fetal_movements'],
    // frying oil spilled, the skin went white (NICE CKS burns: deep burn → emergency department)
    ['ar', 'انكب على ايدي زيت القلي من المقلاة، الجلد صار ابيض', 'major_burn'],
    // Darija: "started shaking" with a fever in a small child (a febrile seizure)
    ['ar', 'ولدي عندو سخانة وفجأة بدا كيرتعش وعينيه طالعة لفوق', 'seizure'],
    ['ar', 'weldi 3ndo skhana w bda kyrta3ch', 'seizure'],
  ])('[%s] %s → red flag %s', (lang, text, flag) => {
    expect(flags(text)).toContain(flag);
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
  });

  it.each<[Language, string]>([
    ['ru', 'Папа сегодня путает имена и говорит какую-то ерунду'],
    ['ru', 'Бабушка называет меня чужим именем с утра'],
  ])('[%s] %s → new confusion', (lang, text) => {
    expect(parseText(text, lang).present.has('confusion')).toBe(true);
  });

  it('Icelandic: painkillers that do nothing any more are treatment not helping', () => {
    expect(parseText('verkjalyfin gera ekkert lengur', 'is').present.has('no_relief')).toBe(true);
  });

  it('a first panic or asthma "attack" (发作, 発作, 공황발작) is no first seizure', () => {
    expect(parseText('第一次发作的时候我去了急诊，医生说是恐慌发作', 'zh').present.has('seizure')).toBe(false);
    expect(parseText('初めて喘息の発作が出ました', 'ja').present.has('first_seizure')).toBe(false);
    expect(parseText('처음 공황발작이 왔을 때 너무 무서웠어요', 'ko').present.has('first_seizure')).toBe(false);
    expect(parseText('我儿子第一次抽搐，眼睛往上翻', 'zh').present.has('first_seizure')).toBe(true);
  });

  it('look-alikes: a sleeping baby not felt, a small tea burn, shivering with a fever', () => {
    expect(parseText('البيبي كان نايم وما حسيت فيه لما دخلت', 'ar').present.has('reduced_fetal_movements')).toBe(false);
    expect(flags('انكب علي شاي سخن على ايدي، احمرت شوي')).not.toContain('major_burn');
    expect(parseText('3ndi skhana w kanrta3ch mn lberd', 'ar').present.has('seizure')).toBe(false);
  });
});

describe('German verb forms: "erbricht", "erbreche" are vomiting; "der Mund hängt" is a drooping face (FAST)', () => {
  it('reads them', () => {
    expect(parseText('das Kind erbricht seit heute früh', 'de').present.has('vomiting')).toBe(true);
    expect(parseText('ich erbreche ständig', 'de').present.has('vomiting')).toBe(true);
    expect(parseText('Papa redet wirr und der Mund hängt auf einer Seite', 'de').present.has('face_droop')).toBe(true);
    expect(assessWithoutNet('Papa redet wirr und der Mund hängt auf einer Seite', 'de').urgency).toBe(1);
  });
  it('Japanese, polite: "呼んでも起きません" (does not wake when called) is not responding', () => {
    expect(parseText('祖父が倒れて呼んでも起きません', 'ja').present.has('unconscious')).toBe(true);
    expect(parseText('子どもが朝なかなか起きません', 'ja').present.has('unconscious')).toBe(false);
  });
  it('a mouth hanging open in sleep is no drooping face', () => {
    expect(parseText('der Mund hängt ihm offen beim Schlafen', 'de').present.has('face_droop')).toBe(false);
  });
});

describe('colloquial emergencies: a reported wish to die, a stove at home, a glass test, worst pain of my life, the 7th month', () => {
  it.each<[Language, string]>([
    ['tr', 'kızım yaşamak istemediğini yazdı, telefonu açmıyor'],
    ['tr', 'sobadan sonra evdekilerin hepsinin başı ağrıyor, annem bayıldı'],
    ['de', 'Blut im Stuhl, ganz viel, mir ist schwindelig'],
    ['de', 'mein Kind hat Fieber und Punkte auf der Haut, die nicht weggehen wenn man drückt'],
    ['de', 'Servus, mei Bua hat Fieber und is ganz deppert, kennt mi ned'],
    ['ar', 'راسي بيفرقع وجع، اسوء وجع بحياتي، جاني فجأة'],
    ['ar', 'نزلت مني مية كتير وانا بالشهر السابع'],
  ])('[%s] %s → urgency ≤ 2', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
  });
  it('a little blood on the paper after a hard stool is no emergency', () => {
    expect(assessWithoutNet('ein bisschen Blut am Klopapier nach hartem Stuhlgang, sonst gut', 'de').urgency).toBeGreaterThanOrEqual(3);
  });
});

describe('lost consciousness and snoring now is unresponsive with a noisy airway (Resus Council UK)', () => {
  it.each<[Language, string]>([
    ['en', 'mum lost consciousness and is snoring strangely'],
    ['pl', 'mama straciła przytomność i dziwnie chrapie'],
    ['is', 'mamma missti meðvitund og hrýtur undarlega'],
  ])('[%s] %s → 1', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBe(1);
  });
  it('a faint last week and snoring at night are apart', () => {
    expect(parseText('he fainted last week. He snores at night.', 'en').present.has('unconscious')).toBe(false);
  });
  it('Russian "наглотался таблеток" (swallowed a lot of tablets) is a harmful ingestion', () => {
    expect(assessWithoutNet('ребёнок наглотался таблеток бабушки от давления', 'ru').urgency).toBeLessThanOrEqual(2);
  });
});
