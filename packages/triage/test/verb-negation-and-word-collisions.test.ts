import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { urgency } from './fixtures/urgency.ts';
import { parseText } from '../src/nlp/parser.ts';

/**
 * Readings that sent self-care messages to an emergency: French verbal negation ("ne … pas") not
 * read, so "ça ne saigne pas" was bleeding; words that fold into another word once diacritics and
 * case are dropped or that name something else in context (Polish "lek", a medicine, read as "lęk",
 * fear; Icelandic "kæla eða hita", to warm, as a fever; Russian "лекарств не пьёт", takes no medicine,
 * as not drinking); a coin-sized scald of a forearm as a major burn; a calf swollen round a sting as a
 * DVT. And one that kept an emergency at self-care: lips swelling after a sting (NHS insect bites and
 * stings: swollen lips, mouth or tongue → emergency). The sentences are our own.
 */
const present = (lang: Language, text: string) => parseText(text, lang).present;

type Case = [Language, string];

describe('French "ne … pas" denies the verb it wraps', () => {
  it.each([
    ['fr', 'ça ne saigne pas', 'bleeding'],
    ['fr', "la rougeur ne s'étend pas", 'spreading'],
    ['fr', 'ça ne gonfle pas', 'swelling_local'],
    ['fr', 'je ne vomis pas', 'vomiting'],
  ] as [Language, string, string][])('%s: %s → no %s', (lang, text, concept) => {
    expect(present(lang, text).has(concept)).toBe(false);
  });
  it('"ne … que" is "nothing but", not a negation', () => {
    expect(present('fr', 'je ne fais que vomir depuis ce matin').has('vomiting')).toBe(true);
  });
  it.each([
    ['fr', 'il ne respire plus'],
    ['fr', 'elle ne respire pas, elle est toute bleue'],
    ['fr', 'il ne se réveille pas'],
    ['fr', 'je ne peux pas respirer'],
    ['fr', 'je ne sens plus mon bras'],
    ['fr', 'il ne répond pas quand je le secoue'],
    ["fr", "je n'arrive pas à respirer"],
    ['fr', 'elle ne bouge plus'],
    ['fr', "le saignement ne s'arrête pas"],
    ['fr', 'je ne vois plus rien d’un œil depuis ce matin'],
    ['fr', 'il ne peut plus avaler sa salive'],
    ['fr', 'je ne sens plus mes jambes après la chute'],
    ['fr', "il n'urine plus depuis hier et a très mal au bas du ventre"],
  ] as Case[])('emergencies worded with "ne" stay emergencies — %s: %s', (lang, text) => {
    expect(urgency(lang, text)).toBeLessThanOrEqual(2);
  });
});

describe('words that mean something else once folded or in context', () => {
  it.each([
    ['pl', 'biorę ten lek z niebieskim opakowaniem na kolana', 'anxiety'],
    ['pl', 'czy ten lek mogę brać z ibuprofenem', 'anxiety'],
    ['is', 'snéri ökklann í gær, get gengið á honum, á ég að kæla eða hita?', 'fever'],
    ['is', 'er betra að hita eða kæla vöðvann?', 'fever'],
    ['ru', 'сыну 3 года, ничем не болеет и лекарств не пьёт', 'not_drinking'],
    ['ru', 'мама таблеток не пьёт, только витамины', 'poor_feeding'],
    ['ru', 'обжёг руку кипятком, на предплечье пятно с монету, кожа просто красная', 'large_burn'],
  ] as [Language, string, string][])('%s: %s → no %s', (lang, text, concept) => {
    expect(present(lang, text).has(concept)).toBe(false);
  });
  it.each([
    ['pl', 'mam napady lęku w nocy', 'anxiety'],
    ['pl', 'czuję lęk i niepokój od tygodnia', 'anxiety'],
    ['is', 'ég er með hita og hósta', 'fever'],
    ['is', 'fékk hita í nótt', 'fever'],
    ['ru', 'ребёнок ничего не пьёт с утра', 'not_drinking'],
    ['ru', 'малыш не пьёт и не ест второй день', 'poor_feeding'],
    ['ru', 'обварила кипятком грудь и живот', 'large_burn'],
  ] as [Language, string, string][])('the meaning itself is still read — %s: %s → %s', (lang, text, concept) => {
    expect(present(lang, text).has(concept)).toBe(true);
  });
  it('a calf swollen round a bite or sting is a local reaction, not a DVT; after a flight it is', () => {
    expect(
      urgency('fr', 'je me suis fait piquer au mollet hier soir, ça a gonflé rouge sur 3 cm et ça gratte, pas de fièvre, je respire bien'),
    ).toBeGreaterThanOrEqual(3);
    expect(urgency('en', 'stung on the calf by a wasp, the calf is a bit swollen and itchy')).toBeGreaterThanOrEqual(3);
    expect(urgency('en', 'my calf is swollen and painful since the long flight yesterday')).toBeLessThanOrEqual(2);
  });
});

describe('lips swelling after a sting (NHS insect bites and stings: severe allergic reaction)', () => {
  it.each([
    ['en', 'stung by a wasp and my lips are swelling'],
    ['de', 'von einer Wespe gestochen und jetzt schwellen meine Lippen an'],
    ['fr', 'piqué par une guêpe et mes lèvres gonflent'],
    ['es', 'me picó una avispa y se me están hinchando los labios'],
    ['it', 'punto da una vespa e mi si gonfiano le labbra'],
    ['pt', 'fui picado por uma vespa e os lábios estão a inchar'],
    ['pl', 'użądliła mnie osa i puchną mi usta'],
    ['ru', 'ужалила оса и опухают губы'],
    ['tr', 'arı soktu ve dudaklarım şişiyor'],
    ['is', 'geitungur stakk mig og varirnar eru að bólgna'],
    ['ja', 'ハチに刺されて唇が腫れてきた'],
    ['ko', '벌에 쏘였는데 입술이 부어요'],
    ['zh', '被马蜂蛰了，嘴唇肿起来了'],
    ['ar', 'قرصتني دبورة وشفايفي بتورم'],
    ['hi', 'madhumakkhi ne kaata aur hont sooj rahe hain'],
  ] as Case[])('%s: %s → emergency', (lang, text) => {
    expect(urgency(lang, text)).toBeLessThanOrEqual(2);
  });
  it.each([
    ['en', 'stung by a wasp on my arm, red and itchy, lips and breathing fine'],
    ['de', 'Wespenstich am Arm, etwas rot und juckt, sonst geht es mir gut'],
  ] as Case[])('a local reaction with the lips said to be fine stays at home — %s: %s', (lang, text) => {
    expect(urgency(lang, text)).toBeGreaterThanOrEqual(4);
  });
});

describe('a burning in the chest is heartburn; with sweating, breathlessness or an arm, at 50 or more, it is cardiac (NICE CG95)', () => {
  it.each([
    ['hi', 'raat se acidity, seene me jalan aur khatti dakar, 26 saal'],
    ['en', 'burning in my chest after a spicy meal and acid coming up, I am 26'],
    ['es', 'ardor en el pecho después de comer, con acidez, tengo 30 años'],
    ['de', 'Sodbrennen nach dem Essen, saures Aufstoßen, ich bin 30 Jahre alt'],
  ] as Case[])('heartburn alone stays at home — %s: %s', (lang, text) => {
    expect(urgency(lang, text)).toBeGreaterThanOrEqual(4);
  });
  it.each([
    ['hi', 'seene me jalan aur baayen haath me dard, pasina aa raha hai'],
    ['en', "heartburn and I feel sweaty and sick, I'm 60"],
    ['fr', "brûlures d'estomac et sueurs froides, j'ai 70 ans"],
    ['es', 'acidez y sudor frío, tengo 65 años'],
    ['it', 'bruciore di stomaco e sudore freddo, ho 68 anni'],
    ['pt', 'azia e suores frios, tenho 66 anos'],
    ['pl', 'mam zgagę i zimne poty, mam 70 lat'],
    ['ru', 'изжога и холодный пот, мне 64 года'],
    ['en', 'heartburn and short of breath, I am 58 and diabetic'],
    ['de', 'Sodbrennen und Schmerzen im linken Arm, kalter Schweiß, 61 Jahre alt'],
  ] as Case[])('%s: %s → emergency', (lang, text) => {
    expect(urgency(lang, text)).toBeLessThanOrEqual(2);
  });
});

describe('Arabic negators with the conjunction written onto them (ولا، ومش، ومو)', () => {
  it.each([
    ['ar', 'عندي اسهال من امبارح، ما في دم ولا حرارة', 'fever'],
    ['ar', 'عمري ٣٠ ومش حامل', 'pregnant'],
    ['ar', 'ما عندي كحة ولا ضيق نفس', 'dyspnoea'],
    ['ar', 'عندي زكام ومو عندي حرارة', 'fever'],
  ] as [Language, string, string][])('%s: %s → no %s', (lang, text, concept) => {
    expect(present(lang, text).has(concept)).toBe(false);
  });
  it.each([
    ['ar', 'ولا يوم ارتحت من الم الصدر'],
    ['ar', 'عنده حرارة ومش قادر يتنفس'],
    ['ar', 'ابني وقع ومش بيرد علي'],
  ] as Case[])('"not a single day", "and can\'t", "and isn\'t responding" stay findings — %s: %s', (lang, text) => {
    expect(urgency(lang, text)).toBeLessThanOrEqual(2);
  });
});

describe('"I can\'t say how long" is not "I can\'t speak"', () => {
  it.each([
    ['ru', 'я не могу сказать, сколько дней болит спина'],
    ['pl', 'nie mogę powiedzieć, od kiedy boli mnie plecy'],
    ['fr', "je ne peux pas dire depuis combien de temps j'ai mal au dos"],
    ['es', 'no puedo decir cuánto tiempo llevo con dolor de espalda'],
    ['en', "I can't say how long my back has hurt"],
  ] as Case[])('%s: %s → not an emergency', (lang, text) => {
    expect(urgency(lang, text)).toBeGreaterThanOrEqual(3);
  });
  it.each([
    ['ru', 'он не может ничего сказать, лицо перекосило'],
    ['ru', 'папа не может сказать ни слова'],
    ['pl', 'tata nie może nic powiedzieć, opadł mu kącik ust'],
  ] as Case[])('losing speech stays a stroke sign — %s: %s', (lang, text) => {
    expect(urgency(lang, text)).toBe(1);
  });
});

describe('a skin infection that makes the patient unwell (NICE NG141 cellulitis; NICE NG51)', () => {
  it.each([
    ['en', "my leg is red, hot and swollen, I'm shivering and my heart is racing"],
    ['en', 'my arm is red hot and swollen and I have a fever of 39 and feel faint'],
    ['de', 'mein Bein ist rot, heiß und geschwollen, ich habe Schüttelfrost und Herzrasen'],
    ['es', 'tengo la pierna roja, caliente e hinchada, con escalofríos y mareo'],
    ['fr', "ma jambe est rouge, chaude et gonflée, j'ai des frissons et le cœur qui bat vite"],
    ['it', 'ho la gamba rossa, calda e gonfia, con brividi e capogiri'],
    ['pt', 'a perna está vermelha, quente e inchada, tenho calafrios e tonturas'],
    ['pl', 'noga czerwona, gorąca i spuchnięta, mam dreszcze i kołatanie serca'],
  ] as Case[])('%s: %s → emergency', (lang, text) => {
    expect(urgency(lang, text)).toBeLessThanOrEqual(2);
  });
  it.each([
    ['en', 'my leg is red, hot and swollen but no fever, I feel well'],
    ['en', 'sunburnt shoulders, red and hot, I feel a bit dizzy'],
  ] as Case[])('without fever or a sign of being unwell it is not — %s: %s', (lang, text) => {
    expect(urgency(lang, text)).toBeGreaterThanOrEqual(3);
  });
  it('French "le cœur bat vite" (beats) is no bat, and no rabies risk', () => {
    expect(present('fr', 'le cœur qui bat vite').has('rabies_risk')).toBe(false);
    expect(present('en', 'I was bitten by a bat last night').has('rabies_risk')).toBe(true);
  });
});

describe('French "je ne peux plus parler" is losing speech; "parler de ça" is not', () => {
  it.each([
    ['fr', 'je ne peux plus parler'],
    ['fr', "il n'arrive plus à parler depuis ce matin"],
    ['fr', 'il ne peut plus parler correctement'],
  ] as Case[])('%s: %s → 1', (lang, text) => {
    expect(urgency(lang, text)).toBe(1);
  });
  it('talking about something is not speech', () => {
    expect(urgency('fr', 'je ne peux pas parler de ça à ma mère')).toBeGreaterThanOrEqual(3);
  });
});
