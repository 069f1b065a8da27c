import type { Language, Urgency } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assessWithoutNet, present } from './support/protocol.ts';

/**
 * Assault (protocols/assault-and-abuse): non-fatal strangulation (RCEM / Institute for Addressing
 * Strangulation 2022), sexual assault and drink spiking (NHS; BASHH; FSRH: SARC within 72 hours,
 * forensic options within 7 days) and injuries from violence by another person (NICE PH50; NICE
 * NG232). Written for this file in the words people use — they rarely say "assault" — in the 15
 * languages; none comes from an evaluation set.
 */
type Case = readonly [Language, string];

const urgencyOf = (text: string, lang: Language): Urgency => assessWithoutNet(text, lang).urgency;
const primaryCode = (text: string, lang: Language) =>
  assessWithoutNet(text, lang).diagnosisData.differentialDiagnoses[0]?.icd10Code;

const STRANGLED: readonly Case[] = [
  ['en', 'he strangled me last night and I passed out'],
  ['en', 'my ex grabbed me by the throat and i blacked out for a bit'],
  ['en', 'boyfriend put his hands round my neck and squeezed, voice is croaky now'],
  ['en', 'my partner choked me during a row yesterday'],
  ['is', 'maðurinn minn kyrkti mig í gærkvöldi'],
  ['pl', 'mąż dusił mnie rękami wczoraj wieczorem, straciłam przytomność'],
  ['pl', 'chłopak złapał mnie za szyję i ściskał'],
  ['es', 'mi pareja me agarró del cuello y me desmayé'],
  ['es', 'mi novio me quiso estrangular anoche'],
  ['es', 'mi marido me ahorcó con las manos'],
  ['fr', "mon copain m'a serré le cou avec ses mains et j'ai perdu connaissance"],
  ['fr', "mon mari a essayé de m'étrangler"],
  ['de', 'mein Freund hat mich gestern gewürgt, meine Stimme ist heiser'],
  ['de', 'er hatte seine Hände um meinen Hals'],
  ['it', 'il mio compagno mi ha stretto il collo con le mani ieri sera'],
  ['it', 'mio marito ha cercato di strangolarmi'],
  ['pt', 'ele apertou meu pescoço com as duas mãos e desmaiei'],
  ['pt', 'meu namorado tentou me estrangular'],
  ['ru', 'муж душил меня вчера, теперь больно глотать'],
  ['ru', 'парень схватил меня за горло'],
  ['tr', 'kocam dün gece boğazımı sıktı, bayıldım'],
  ['zh', '昨晚他掐我脖子，我晕过去了'],
  ['ja', '昨日彼氏に首を絞められて気を失った'],
  ['ko', '남편이 어제 목을 졸랐어요'],
  ['ar', 'زوجي خنقني امبارح وأغمي علي'],
  ['ar', 'jouzi 5na2ni embare7'],
  ['hi', 'पति ने कल रात मेरा गला दबाया'],
  ['hi', 'pati ne kal raat mera gala dabaya'],
];

const STRANGLED_CANNOT_BREATHE: readonly Case[] = [
  ['en', "he strangled me and now I can't breathe"],
  ['es', 'mi marido me estaba ahorcando y ahora no puedo respirar'],
  ['fr', "il m'a étranglé et je n'arrive pas à respirer"],
  ['de', 'mein Mann hat mich gewürgt und ich bekomme keine Luft'],
  ['pt', 'ele tentou me estrangular e agora não consigo respirar'],
];

const NOT_STRANGLED: readonly Case[] = [
  ['en', 'my neck is stiff'],
  ['en', 'he choked on a grape but coughed it out and is fine'],
  ['en', 'I got choked up at the funeral'],
  ['en', 'the cat scratched my neck'],
  ['en', 'I have a strangulated hernia'],
  ['en', "he didn't strangle me, he just shouted"],
  ['de', 'mein Hals ist steif'],
  ['de', 'ich muss würgen, mir ist übel'],
  ['fr', 'mon col de chemise me serre le cou'],
  ['it', "ho la voce strozzata dall'emozione"],
  ['pl', 'kaszel mnie dusił całą noc'],
  ['ru', 'кашель душил меня всю ночь'],
  ['pt', 'a gravata está apertando meu pescoço'],
  ['es', 'tengo una hernia estrangulada'],
  ['ar', 'الكحة خنقتني طول الليل'],
  ['en', 'the throttle stuck on my motorbike and I came off, my neck hurts'],
  ['hi', 'गर्दन दबाने से दर्द होता है'],
  ['hi', 'gardan me dard hai, dabane se badhta hai'],
];

const RAPED_RECENTLY: readonly Case[] = [
  ['en', 'I was raped last night'],
  ['en', "he didn't stop when I said no, it was on saturday"],
  ['en', 'I think I was drugged at a party, woke up in a strange flat without my underwear and sore down there'],
  ['is', 'mér var nauðgað um helgina'],
  ['pl', 'zostałam zgwałcona wczoraj'],
  ['es', 'me violaron anoche'],
  ['es', 'creo que me drogaron en una fiesta y desperté sin ropa interior'],
  ['fr', "j'ai été violée hier soir"],
  ['de', 'ich wurde gestern vergewaltigt'],
  ['de', 'ich glaube, ich hatte K.O.-Tropfen im Getränk und bin ohne Unterhose aufgewacht'],
  ['it', 'sono stata violentata ieri sera'],
  ['pt', 'fui estuprada ontem à noite'],
  ['ru', 'меня изнасиловали вчера'],
  ['tr', 'dün gece tecavüze uğradım'],
  ['zh', '我昨晚被强奸了'],
  ['ja', '昨夜レイプされました'],
  ['ko', '어젯밤 성폭행을 당했어요'],
  ['ar', 'تعرضت للاغتصاب امبارح'],
  ['hi', 'kal raat mera balatkar hua'],
];

const RAPED_LONG_AGO: readonly Case[] = [
  ['en', 'I was raped 3 weeks ago and keep thinking about it'],
  ['es', 'me violaron hace un mes'],
  ['fr', "j'ai été violée il y a 3 semaines"],
  ['de', 'ich wurde vor 3 Wochen vergewaltigt'],
  ['en', 'I was raped 3 years ago'],
];

const SPIKED_AND_UNWELL: readonly Case[] = [
  ['en', 'I think my drink was spiked, I feel really drowsy and confused'],
  ['fr', "je crois qu'on a mis quelque chose dans mon verre, je suis très somnolente et confuse"],
  ['pl', 'ktoś mi coś dosypał do drinka, jestem senna i otępiała'],
  ['ru', 'мне что-то подсыпали в напиток, очень сонливость и путаница'],
  ['it', 'qualcuno ha messo qualcosa nel mio drink, sono confusa e ho sonno'],
  ['ja', '飲み物に何か入れられたみたいで、すごく眠くて混乱している'],
  ['zh', '我觉得我的饮料被下药了，现在昏昏沉沉'],
  ['tr', 'içkime bir şey kattılar, çok uykulu ve kafası karışık gibiyim'],
  ['ar', 'حطوا لي شي في مشروبي وأنا نعسانة جدا'],
  ['hi', 'kisi ne meri drink me kuch milaya, bahut sust lag raha hai'],
  ['ko', '누가 술에 약을 탔어요, 너무 졸리고 정신이 없어요'],
  ['pt', 'colocaram alguma coisa na minha bebida, estou muito sonolenta e confusa'],
];

const HIT_WITH_HEAD_INJURY_OR_PREGNANT: readonly Case[] = [
  ['en', 'my husband hit me and I hit my head on the wall'],
  ['es', 'mi marido me pegó y me golpeé la cabeza'],
  ['de', 'mein Mann hat mich geschlagen, ich bin schwanger'],
  ['pl', 'mąż mnie pobił i uderzyłam się w głowę'],
  ['ru', 'муж избил меня, я беременна'],
  ['tr', 'kocam beni dövdü, hamileyim'],
  ['zh', '老公打了我，我怀孕了'],
  ['ja', '夫に殴られました、妊娠中です'],
  ['ko', '남편이 때렸어요, 임신 중이에요'],
  ['ar', 'زوجي ضربني وأنا حامل'],
  ['hi', 'pati ne mujhe mara, main pregnant hoon'],
];

const HIT_AND_THREATENED: readonly Case[] = [
  ['en', 'my husband punched me and said he would kill me'],
  ['en', 'my boyfriend beat me up and he has a knife'],
  ['pt', 'meu marido me bateu e disse que vai me matar'],
  ['it', 'mio marito mi ha picchiata e mi ha minacciato di uccidermi'],
  ['is', 'maðurinn minn barði mig og hótaði að drepa mig'],
  ['es', 'mi pareja me golpeó y me amenazó con matarme'],
  ['fr', "mon mari m'a frappée et m'a menacée de me tuer"],
  ['de', 'mein Mann hat mich verprügelt und droht mich umzubringen'],
  ['pl', 'mąż mnie pobił i groził, że mnie zabije'],
  ['ru', 'муж избил меня и угрожал убить'],
  ['tr', 'kocam beni dövdü ve öldürmekle tehdit etti'],
];

const NOT_VIOLENCE: readonly Case[] = [
  ['en', 'my son was hit by a ball at football'],
  ['en', 'my back is killing me'],
  ['en', 'my husband never hit me'],
  ['en', 'my temperature spiked to 39'],
  ['es', 'mi marido no me pegó'],
  ['es', 'la ropa se me pega por el sudor'],
  ['tr', 'top kafama vurdu maçta'],
  ['zh', '他打我电话好几次'],
  ['ru', 'он ударился головой о дверь'],
  ['pl', 'mam gwałtowny ból brzucha'],
  ['hi', 'meri peeth mein dard hai'],
  ['de', 'meine Mutter bringt mich um, wenn sie das erfährt'],
  ['fr', 'mon mal de dos me tue'],
  ['en', 'my mum fell and she hit her head'],
  ['en', 'my husband pushed me to see a doctor about my cough'],
  ['en', 'my son knocked me over by accident while playing'],
  ['fr', "il m'a poussé à consulter"],
  ['pt', 'ele me empurrou pra ir ao médico'],
  ['it', 'mio marito mi ha spinto ad andare dal medico'],
  ['zh', '他推我去看医生'],
  ['ar', 'زوجي دفعني اروح للدكتور'],
];

const ASSAULT_CONCEPTS = ['strangulation', 'sexual_assault', 'drink_spiked', 'assaulted', 'threat_to_kill'];

describe('non-fatal strangulation (RCEM / IFAS 2022)', () => {
  it.each(STRANGLED)('%s: "%s" → same-day emergency (2)', (lang, text) => {
    expect(present(text, lang).has('strangulation')).toBe(true);
    expect(urgencyOf(text, lang)).toBeLessThanOrEqual(2);
    expect(primaryCode(text, lang)).toBe('T71');
  });

  it('the languages of the positives are at least 10', () => {
    expect(new Set(STRANGLED.map(([l]) => l)).size).toBeGreaterThanOrEqual(10);
  });

  it.each(STRANGLED_CANNOT_BREATHE)('%s: "%s" → call 112 (1)', (lang, text) => {
    expect(urgencyOf(text, lang)).toBe(1);
  });

  it.each(NOT_STRANGLED)('%s: "%s" is no strangulation', (lang, text) => {
    expect(present(text, lang).has('strangulation')).toBe(false);
    expect(primaryCode(text, lang)).not.toBe('T71');
  });

  it('a child choking on food stays the choking concept, not an assault', () => {
    const found = present('my toddler is choking on a grape', 'en');
    expect(found.has('choking')).toBe(true);
    expect(found.has('strangulation')).toBe(false);
  });
});

describe('sexual assault (NHS; BASHH; FSRH)', () => {
  it.each(RAPED_RECENTLY)('%s: "%s" → same day (2), confidential help', (lang, text) => {
    expect(present(text, lang).has('sexual_assault')).toBe(true);
    const a = assessWithoutNet(text, lang);
    expect(a.urgency).toBe(2);
    expect(a.diagnosisData.differentialDiagnoses[0]?.icd10Code).toBe('T74.2');
  });

  it('the English reason says the help is confidential and names the 72 hours', () => {
    const plan = assessWithoutNet('I was raped last night', 'en').diagnosisData.soap.plan;
    expect(plan).toMatch(/confidential/);
    expect(plan).toMatch(/72 hours/);
  });

  it.each(RAPED_LONG_AGO)('%s: "%s" (more than 7 days, no injury) → urgent (3)', (lang, text) => {
    expect(urgencyOf(text, lang)).toBe(3);
    expect(primaryCode(text, lang)).toBe('T74.2');
  });

  it('consensual sex with a split condom stays emergency contraception', () => {
    const text = 'we had consensual sex last night and the condom split';
    expect(present(text, 'en').has('sexual_assault')).toBe(false);
    expect(primaryCode(text, 'en')).toBe('Z30.0');
  });

  it.each([
    ['en', 'he did not rape me, we broke up'],
    ['en', 'rapeseed oil made my eczema worse'],
    ['pl', 'mam gwałtowny ból brzucha'],
    ['fr', 'mon doigt est violet'],
    ['es', 'mi hermano es violento cuando bebe'],
    ['es', 'la luz del sol me molesta por la conjuntivitis'],
    ['fr', 'je mange du fromage râpé tous les soirs'],
  ] as const)('%s: "%s" is no sexual assault', (lang, text) => {
    expect(present(text, lang).has('sexual_assault')).toBe(false);
  });
});

describe('drink spiking (NHS; TOXBASE)', () => {
  it.each(SPIKED_AND_UNWELL)('%s: "%s" → drowsy or confused now: same day (2)', (lang, text) => {
    expect(present(text, lang).has('drink_spiked')).toBe(true);
    expect(urgencyOf(text, lang)).toBeLessThanOrEqual(2);
  });

  it('a spiked drink without sexual contact is no sexual assault', () => {
    const text = 'my drink was spiked last night, I feel OK now';
    expect(present(text, 'en').has('drink_spiked')).toBe(true);
    expect(present(text, 'en').has('sexual_assault')).toBe(false);
    expect(primaryCode(text, 'en')).toBe('T50.9');
  });

  it.each([
    ['en', 'my fever spiked last night'],
    ['en', 'my blood sugar spiked after dinner'],
    ['en', 'they drugged me up with morphine after the operation'],
  ] as const)('%s: "%s" is no spiked drink', (lang, text) => {
    expect(present(text, lang).has('drink_spiked')).toBe(false);
  });
});

describe('injury from violence by another person (NICE PH50; NICE NG232)', () => {
  it.each(HIT_WITH_HEAD_INJURY_OR_PREGNANT)('%s: "%s" → same-day emergency (2)', (lang, text) => {
    expect(present(text, lang).has('assaulted')).toBe(true);
    expect(urgencyOf(text, lang)).toBeLessThanOrEqual(2);
  });

  it('names the safeguarding concern in the plan', () => {
    const plan = assessWithoutNet('my boyfriend hit me and I hit my head', 'en').diagnosisData.soap.plan;
    expect(plan).toMatch(/safeguarding/);
  });

  it('a push with a bruise only is seen the same day (3), not lowered to self-care', () => {
    expect(urgencyOf('my partner pushed me and I have a bruise on my arm', 'en')).toBe(3);
  });

  it.each(HIT_AND_THREATENED)('%s: "%s" → call 112 (1)', (lang, text) => {
    expect(present(text, lang).has('threat_to_kill')).toBe(true);
    expect(urgencyOf(text, lang)).toBe(1);
  });

  it.each([
    ['en', 'my husband says he will kill me tonight and he has a knife'],
    ['en', 'my ex threatened to kill me'],
    ['es', 'mi pareja me amenazó con un cuchillo'],
    ['de', 'mein Mann hat mich mit einem Messer bedroht'],
    ['tr', 'kocam beni bıçakla tehdit etti'],
  ] as const)('%s: "%s" (a threat to kill or a weapon, no injury said) → call 112 (1)', (lang, text) => {
    expect(urgencyOf(text, lang)).toBe(1);
  });

  it.each([
    ['en', 'I cut my finger with a knife while cooking'],
    ['es', 'me corté el dedo con un cuchillo'],
    ['fr', "je me suis coupé avec un couteau"],
    ['pt', 'cortei o dedo com uma faca'],
    ['it', 'mi sono tagliato con un coltello'],
    ['pl', 'skaleczyłem się nożem'],
    ['ru', 'порезал палец ножом'],
    ['tr', 'parmağımı bıçakla kestim'],
    ['zh', '切菜时拿刀切到手指'],
    ['ja', '包丁で指を切った'],
    ['ar', 'جرحت إصبعي بالسكين'],
    ['hi', 'chaku se ungli kat gayi'],
  ] as const)('%s: "%s" (a knife of the kitchen) is no threat', (lang, text) => {
    expect(present(text, lang).has('threat_to_kill')).toBe(false);
    expect(urgencyOf(text, lang)).toBeGreaterThan(1);
  });

  it.each(NOT_VIOLENCE)('%s: "%s" reads no assault', (lang, text) => {
    const found = present(text, lang);
    for (const c of ASSAULT_CONCEPTS) expect(found.has(c), c).toBe(false);
  });
});

const THREATENED: readonly Case[] = [
  ['en', 'my husband threatened me, he said he is going to kill me, I am scared'],
  ['pt', 'meu marido disse que vai me matar, estou com medo'],
  ['is', 'maðurinn minn sagðist ætla að drepa mig, ég er hrædd'],
  ['es', 'mi pareja me dijo que me va a matar, tengo miedo'],
  ['fr', "mon mari a dit qu'il allait me tuer, j'ai peur"],
  ['ru', 'муж сказал, что убьёт меня, мне страшно'],
  ['pl', 'mąż powiedział, że mnie zabije, boję się'],
  ['it', 'mio marito ha detto che mi ammazza, ho paura'],
  ['de', 'mein Mann hat gedroht, mich umzubringen, ich habe Angst'],
  ['hi', 'मेरे पति ने कहा कि वह मुझे जान से मार देगा, मुझे डर लग रहा है'],
  ['ko', '남편이 나를 죽이겠다고 했어요. 무서워요'],
  ['zh', '我老公说要杀了我，我很害怕'],
];

describe('a threat to kill from someone else is a danger to the patient, not suicidal thoughts (NICE PH50; DASH)', () => {
  it.each(THREATENED)('[%s] %s → threat to kill, urgency ≤ 2, no suicidal reading', (lang, text) => {
    const found = present(text, lang);
    expect(found).toContain('threat_to_kill');
    expect(found).not.toContain('suicidal');
    expect(found).not.toContain('suicide_plan');
    expect(urgencyOf(text, lang)).toBeLessThanOrEqual(2);
  });
  it("the patient's own suicidal words beside a threat are still read", () => {
    expect(present('my ex said he will kill me and I want to kill myself', 'en')).toContain('suicidal');
    expect(present('I am going to kill myself tonight', 'en')).toContain('suicide_plan');
  });
});
