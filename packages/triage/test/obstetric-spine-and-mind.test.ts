import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assessWithoutNet, flags, present } from './support/protocol.ts';

/**
 * Emergencies of pregnancy, birth, the spine and the mind in everyday words of the 15 languages:
 * umbilical cord prolapse (RCOG Green-top 50) → 1; preterm labour and preterm waters (NICE NG25) → 2;
 * postpartum psychosis (NICE CG192; NHS: "a medical emergency"; RCPsych) → 1; metastatic spinal cord
 * compression (NICE NG234) → 2; cauda equina (NICE CKS sciatica; GIRFT) → 2; priapism (BAUS; EAU) → 2.
 * Written for this file as patients and partners write them (no diacritics, slang, romanised Arabic and
 * Hindi); none comes from an evaluation set. The red-flag floor and the engine's own urgency decide
 * (statistical safety net off). Look-alikes: Braxton Hicks and clear waters at term, water from an ear
 * or a nose, baby blues, chronic back pain without a neurological sign, erectile dysfunction, a rope
 * that is only a rope.
 */
type Case = readonly [Language, string];
const urgencyOf = (text: string, lang: Language) => assessWithoutNet(text, lang).urgency;
const codesOf = (text: string, lang: Language) =>
  assessWithoutNet(text, lang).diagnosisData.differentialDiagnoses.map((d) => d.icd10Code);

const CORD_PROLAPSE: readonly Case[] = [
  ['en', "my waters broke and now there's something like a rope hanging out of my vagina"],
  ['en', "waters went 10 min ago and I can feel a loop of something coming out down there, it's pulsing"],
  ['en', 'im 38 weeks my water broke and theres a string thing coming out of me'],
  ['is', 'vatnið fór og það hangir strengur út úr leggöngunum'],
  ['is', 'vatnid for og naflastrengurinn kemur ut ur leggongunum'],
  ['is', 'legvatnid farid og eitthvad eins og snura kemur ut'],
  ['pl', 'odeszły mi wody i coś jak sznurek wychodzi z pochwy'],
  ['pl', 'odeszly wody i cos wisi z pochwy jak sznur, pulsuje'],
  ['es', 'se me rompió la fuente y me sale algo como una cuerda por la vagina'],
  ['es', 'rompi aguas y siento como un cordon que cuelga abajo y late'],
  ['fr', "j'ai perdu les eaux et il y a comme une corde qui sort du vagin"],
  ['de', 'fruchtblase geplatzt und jetzt hängt so was wie eine schnur aus der scheide'],
  ['de', 'blasensprung und ich fühle eine schlinge unten raus, die pulsiert'],
  ['it', 'mi si sono rotte le acque e esce qualcosa come una corda dalla vagina'],
  ['pt', 'a bolsa estourou e tem uma coisa tipo uma corda saindo da vagina'],
  ['pt', 'rompeu a bolsa e saiu um cordao pra fora, ta pulsando'],
  ['ru', 'отошли воды и из влагалища торчит что-то вроде верёвки'],
  ['ru', 'воды отошли, что то висит как шнур и пульсирует'],
  ['tr', 'suyum geldi ve vajinadan ip gibi bir şey sarkıyor'],
  ['tr', 'suyum geldi kordon disari cikti'],
  ['zh', '羊水破了，下面有一根像绳子一样的东西掉出来'],
  ['ja', '破水して、ひものようなものが膣から出てきた'],
  ['ko', '양수가 터졌는데 질에서 끈 같은 게 나와요'],
  ['ar', 'نزل ماء الراس وفي شي زي الحبل طالع من المهبل'],
  ['ar', 'el maya nezlet w fi 7abl tale3 mn ta7t'],
  ['hi', 'paani ki thaili fat gayi aur neeche se rassi jaisa kuch bahar aa raha hai'],
  ['hi', 'पानी की थैली फट गई और योनि से रस्सी जैसा कुछ बाहर लटक रहा है'],
];

const NOT_CORD_PROLAPSE: readonly Case[] = [
  ['en', "my baby's cord stump is a bit smelly, he is 6 days old"],
  ['en', 'the rope is hanging out of the car boot, how do I tie it'],
  ['es', 'al bebé se le cayó el cordón umbilical hoy'],
  ['es', 'se me salió el hilo del botón de la camisa'],
  ['de', 'ich habe eine schnur am finger eingeklemmt, tut weh'],
  ['ar', 'أنا حبلى في الشهر الخامس وعندي زكام'],
];

const PRETERM_LABOUR: readonly Case[] = [
  ['en', "I'm 32 weeks pregnant and having tightenings every 5 minutes"],
  ['en', '33 weeks and I keep getting regular contractions every 10 minutes, getting stronger'],
  ['is', 'ég er komin 32 vikur og fæ samdrætti á 5 mínútna fresti'],
  ['pl', 'jestem w 32 tygodniu ciąży i mam skurcze co 5 minut'],
  ['es', 'estoy de 32 semanas y tengo contracciones cada 5 minutos'],
  ['fr', "enceinte de 32 semaines et j'ai des contractions toutes les 5 minutes"],
  ['de', 'ich bin in der 32. SSW und habe alle 5 minuten wehen'],
  ['it', 'sono alla 32esima settimana e ho contrazioni ogni 5 minuti'],
  ['pt', 'estou com 32 semanas e com contrações a cada 5 minutos'],
  ['ru', '32 недели беременности, схватки каждые 5 минут'],
  ['tr', '32 haftalık hamileyim ve 5 dakikada bir kasılmalarım var'],
  ['zh', '怀孕32周，每5分钟宫缩一次'],
  ['ja', '妊娠32週で5分おきにお腹が張ります'],
  ['ko', '임신 32주인데 5분마다 배가 뭉쳐요'],
  ['ar', 'حامل في الأسبوع 32 وعندي انقباضات كل 5 دقايق'],
  ['hi', '32 hafte ki pregnant hoon aur har 5 minute mein contraction ho rahe hain'],
];

const PRETERM_WATERS: readonly Case[] = [
  ['en', 'im 30 weeks and some water just came out, it keeps trickling'],
  ['is', 'er gengin 31 viku og vatn lak ut'],
  ['pl', '33 tydzien ciazy i wyleciala mi woda'],
  ['es', 'tengo 30 semanas de embarazo y me salió agua'],
  ['fr', "je suis à 31 semaines et j'ai perdu du liquide"],
  ['de', '32. woche schwanger, es kam wasser raus'],
  ['it', 'sono incinta di 30 settimane e mi è uscito del liquido'],
  ['pt', 'to gravida de 31 semanas e saiu um liquido'],
  ['ru', 'беременность 30 недель, подтекает вода'],
  ['tr', '30 haftalık hamileyim suyum geldi'],
  ['zh', '怀孕30周，下面流出水来了'],
  ['ja', '妊娠31週で水っぽいものが出てきた'],
  ['ko', '임신 30주인데 물이 흘러나왔어요'],
  ['ar', 'حامل في الأسبوع 30 ونزل مني ماء'],
  ['hi', 'मैं 32 हफ्ते की गर्भवती हूँ और पानी निकल गया'],
];

const TERM_NOT_EMERGENCY: readonly Case[] = [
  ['en', "I'm 39 weeks and having Braxton Hicks on and off, not regular"],
  ['de', 'SSW 39, ab und zu Übungswehen, unregelmäßig'],
  ['fr', 'enceinte de 39 semaines, quelques contractions de Braxton Hicks de temps en temps, pas régulières'],
  ['pt', 'estou com 39 semanas e tenho umas contrações de treinamento de vez em quando, sem ritmo'],
  ['en', '40 weeks my waters broke, clear, baby moving, no contractions'],
  ['es', 'tengo 40 semanas, se me rompió la fuente, el líquido es claro y el bebé se mueve'],
  ['de', '40. SSW, Fruchtblase geplatzt, Wasser klar, Baby bewegt sich, keine Wehen'],
  // water from somewhere else, pregnant or not
  ['en', 'water came out of my ear after swimming, a bit muffled'],
  ['es', 'me sale agua de la nariz todo el día, estornudos'],
  ['ko', '임신 30주인데 콧물이 나와요'],
  ['ja', '妊娠30週で鼻水が出てきた'],
];

const POSTPARTUM_PSYCHOSIS: readonly Case[] = [
  ['en', "my wife had our baby 2 weeks ago and now she says a voice tells her the baby is evil, she hasn't slept in 3 days"],
  ['en', 'gave birth 10 days ago, she says the neighbours are listening and someone wants to take the baby'],
  ['en', 'had my baby 3 weeks ago, I keep thinking my family would be better off without me'],
  ['ru', 'жена родила три недели назад, говорит что голос ей говорит что-то про ребенка, и совсем не спит'],
  ['pl', 'żona urodziła 2 tygodnie temu, słyszy głosy i mówi że sąsiedzi chcą zabrać dziecko'],
  ['es', 'mi esposa dio a luz hace 2 semanas y dice que escucha voces y que los vecinos la espían'],
  ['fr', 'ma femme a accouché il y a 2 semaines, elle entend des voix et ne dort plus du tout'],
  ['de', 'meine frau hat vor 2 wochen entbunden, sie hört stimmen und glaubt jemand will das baby wegnehmen'],
  ['it', 'mia moglie ha partorito 2 settimane fa, sente delle voci e dice che i vicini la spiano'],
  ['pt', 'minha esposa teve bebê há 2 semanas e está ouvindo vozes, não dorme nada'],
  ['tr', 'eşim 2 hafta önce doğum yaptı, sesler duyuyor ve bebeği elinden alacaklarını söylüyor'],
  ['zh', '我老婆生完孩子两周，说听到有声音跟她说话，完全不睡觉'],
  ['ja', '妻が2週間前に出産してから、誰かの声が聞こえると言う。近所の人に盗聴されていると言っている'],
  ['ko', '아내가 2주 전에 출산했는데 목소리가 들린다고 하고 잠을 전혀 못 자요'],
  ['ar', 'زوجتي ولدت من أسبوعين وصارت تسمع أصوات وما تنام أبداً'],
  ['hi', 'biwi ne 2 hafte pehle bachcha paida kiya, ab kehti hai awaaz sunai deti hai aur bilkul soti nahi'],
  ['is', 'konan mín átti barn fyrir 2 vikum, hún heyrir raddir og segir að nágrannarnir hlusti á okkur'],
  ['is', 'konan min atti barn fyrir 10 dogum og segir ad rodd segi henni ad barnid se vont'],
];

const BABY_BLUES: readonly Case[] = [
  ['en', 'had my baby 2 weeks ago, I cry a lot and feel a bit low, baby blues, sleeping when baby sleeps'],
  ['es', 'di a luz hace 10 días y lloro por todo, tristeza posparto, pero duermo bien'],
  ['de', 'vor einer woche entbunden, bin weinerlich und traurig, babyblues'],
  ['ru', 'родила неделю назад, плачу без причины, наверное послеродовая хандра'],
  ['fr', 'accouché il y a 10 jours, baby blues, je pleure facilement'],
];

const METASTATIC_CORD_COMPRESSION: readonly Case[] = [
  ['en', 'I have breast cancer that spread to my bones and now new back pain and my legs feel weak'],
  ['en', "my dad has prostate cancer, now his back hurts and he can't walk properly, legs numb"],
  ['is', 'ég er með krabbamein með meinvörp í beinum og bakverk og máttleysi í fótum'],
  ['pl', 'mam raka z przerzutami do kości, boli mnie plecy i słabną mi nogi'],
  ['es', 'tengo cancer con metastasis en los huesos y ahora dolor de espalda y las piernas debiles'],
  ['fr', "j'ai un cancer avec des métastases osseuses, mal au dos et les jambes engourdies"],
  ['de', 'ich habe krebs mit knochenmetastasen, neue rückenschmerzen und schwache beine'],
  ['it', 'ho un tumore con metastasi alle ossa, mal di schiena e le gambe deboli'],
  ['pt', 'tenho câncer com metástase nos ossos e agora dor nas costas e as pernas fracas'],
  ['ru', 'у меня рак с метастазами в кости, болит спина и слабеют ноги'],
  ['tr', 'kemiğe yayılmış kanserim var, belim ağrıyor ve bacaklarım güçsüz'],
  ['zh', '我有癌症骨转移，现在背痛，腿没力气'],
  ['ja', 'がんが骨に転移していて、腰が痛くて足に力が入らない'],
  ['ko', '암이 뼈로 전이됐는데 허리가 아프고 다리에 힘이 없어요'],
  ['ar', 'عندي سرطان منتشر بالعظام وصار عندي ألم بالظهر ورجلي ضعيفة'],
  ['hi', 'mujhe cancer hai jo haddiyon mein fail gaya hai, kamar mein dard aur pair kamzor ho rahe hain'],
];

const BACK_PAIN_NO_NEURO: readonly Case[] = [
  ['en', 'I had breast cancer 10 years ago, now lower back ache after gardening, no numbness or weakness'],
  ['en', 'chronic lower back pain for years, no leg weakness, no numbness'],
  ['de', 'seit jahren rückenschmerzen, keine taubheit, keine schwäche in den beinen'],
  ['es', 'dolor de espalda crónico desde hace años, sin hormigueo ni debilidad'],
  ['en', 'chronic back pain for years, same as always, no numbness, peeing fine'],
];

/** Words that only look like cancer: a pounding head, "it was before", a swelling in lay Russian. */
const NOT_CANCER: readonly Case[] = [
  ['ja', '頭ががんがんして、腰も痛いし足がしびれる'],
  ['ko', '3일 전이었어요, 허리가 아프고 다리가 저려요'],
  ['ru', 'опухоль на ноге и болит спина, немеет нога'],
];

const CAUDA_EQUINA: readonly Case[] = [
  ['en', "sciatica and now I can't feel properly when I wipe"],
  ['en', "bad back pain and I can't pee properly, only a little comes out"],
  ['en', 'sciatica and I have to strain to pee, only dribbles'],
  ['is', 'bakverkur og ég finn ekki almennilega þegar ég skeini mig'],
  ['is', 'ég er með bakverk og settaugabólgu og get ekki pissað almennilega, bara smá kemur'],
  ['pl', 'ból pleców i nie czuję dobrze jak się podcieram'],
  ['pl', 'rwa kulszowa i nie mogę normalnie się wysikać, leci po kropli'],
  ['es', 'dolor de espalda y no siento bien al limpiarme'],
  ['es', 'ciática y me cuesta orinar, sale muy poquito'],
  ['fr', "mal au dos et je ne sens plus bien quand je m'essuie"],
  ['fr', "mal au dos avec sciatique et je n'arrive pas à bien uriner, ça vient goutte à goutte"],
  ['de', 'rückenschmerzen und ich spüre beim abwischen nichts richtig'],
  ['de', 'ischias und ich kann nicht richtig pinkeln, kommt nur wenig'],
  ['it', 'mal di schiena e non sento bene quando mi pulisco'],
  ['it', 'sciatica e non riesco a fare pipì bene, esce poco'],
  ['pt', 'dor nas costas e não sinto direito a região da bunda'],
  ['ru', 'болит спина и не чувствую когда подтираюсь'],
  ['ru', 'болит поясница, отдает в ногу, и не могу нормально помочиться, выходит по капле'],
  ['tr', 'bel ağrısı var ve tuvalette silerken hissetmiyorum'],
  ['tr', 'siyatik ağrım var ve düzgün işeyemiyorum, çok az geliyor'],
  ['zh', '腰痛，擦屁股的时候没感觉'],
  ['zh', '腰痛放射到腿，小便解不出来，只有一点点'],
  ['ja', '腰痛があって、お尻を拭いても感覚がない'],
  ['ko', '허리 아프고 뒤처리할 때 감각이 없어요'],
  ['ko', '허리 디스크 통증이 있는데 소변이 잘 안 나오고 조금씩만 나와요'],
  ['ar', 'ألم في الظهر وما أحس لما أمسح'],
  ['ar', 'عندي ألم ظهر نازل على رجلي وما أقدر أبول زين، بس شوي يطلع'],
  ['hi', 'kamar dard hai aur ponchte waqt mehsoos nahi hota'],
  ['hi', 'kamar dard aur sciatica hai, peshab theek se nahi ho raha, thoda thoda aata hai'],
];

const PRIAPISM: readonly Case[] = [
  ['en', "stiffy won't go down after taking a blue pill, 5 hours now"],
  ['de', 'hab seit 5 stunden ne dauerlatte die nicht weggeht, tut weh'],
  ['es', 'se me quedó parada desde hace 5 horas después de tomar una pastilla azul'],
  ['pt', 'to de pau duro a 5 horas e não abaixa, doi'],
  ['fr', 'je bande depuis 5 heures ça ne redescend pas après un viagra'],
  ['it', "ce l'ho duro da 5 ore e non scende, fa male"],
  ['pl', 'stoi mi od 5 godzin po viagrze i nie opada, boli'],
  ['ru', 'стояк уже 5 часов не проходит после виагры, больно'],
  ['tr', 'viagra aldım 5 saattir kalkık duruyor inmiyor'],
  ['ar', 'zebbi wa2ef men 5 sa3at ma binzal'],
  ['hi', 'ling 5 ghante se khada hai baith nahi raha, dard ho raha'],
  ['is', 'hann hefur verið með standpínu í 5 tíma sem fer ekki niður'],
  ['ja', 'バイアグラを飲んでから5時間たっても勃ったままで痛い'],
  ['ko', '비아그라 먹고 5시간째 발기가 안 죽어요'],
  ['zh', '吃了伟哥5个小时还硬着下不去，很疼'],
];

const NOT_PRIAPISM: readonly Case[] = [
  ['en', "can't get a stiffy, need a prescription"],
  ['en', "I can't keep an erection, is there anything I can take"],
  ['de', 'ich habe Erektionsstörungen, brauche ein Rezept'],
  ['pt', 'não consigo manter o pau duro, tem remédio?'],
];

const languagesOf = (cases: readonly Case[]) => new Set(cases.map(([l]) => l)).size;

describe('umbilical cord prolapse in everyday words (RCOG Green-top 50)', () => {
  it('covers all 15 languages', () => expect(languagesOf(CORD_PROLAPSE)).toBe(15));
  it.each(CORD_PROLAPSE)('[%s] %s → 1, cord prolapse', (lang, text) => {
    expect(urgencyOf(text, lang)).toBe(1);
    expect([...present(text, lang)]).toContain('cord_prolapse');
  });
  it.each(NOT_CORD_PROLAPSE)('[%s] %s is not a cord prolapse', (lang, text) => {
    expect(urgencyOf(text, lang)).toBeGreaterThan(2);
    expect(flags(text)).not.toContain('cord_prolapse');
  });
});

describe('preterm labour and preterm waters (NICE NG25)', () => {
  it('covers all 15 languages', () => {
    expect(languagesOf(PRETERM_LABOUR)).toBe(15);
    expect(languagesOf(PRETERM_WATERS)).toBe(15);
  });
  it.each(PRETERM_LABOUR)('[%s] %s → 2, labour', (lang, text) => {
    expect(urgencyOf(text, lang)).toBe(2);
    expect(codesOf(text, lang)).toContain('O80');
  });
  it.each(PRETERM_WATERS)('[%s] %s → 2, waters broken before 37 weeks', (lang, text) => {
    expect(urgencyOf(text, lang)).toBe(2);
    expect(codesOf(text, lang)).toContain('O42.9');
  });
  it.each(TERM_NOT_EMERGENCY)('[%s] %s stays below an emergency', (lang, text) => {
    expect(urgencyOf(text, lang)).toBeGreaterThan(2);
  });
  it('water from an ear is not the waters, and is not read as a pregnancy', () => {
    const text = 'water came out of my ear after swimming, a bit muffled';
    expect([...present(text, 'en')]).not.toContain('pregnant');
    expect(codesOf(text, 'en')).not.toContain('O42.9');
  });
});

describe('postpartum psychosis (NICE CG192; NHS; RCPsych)', () => {
  it('covers all 15 languages', () => expect(languagesOf(POSTPARTUM_PSYCHOSIS)).toBe(15));
  it.each(POSTPARTUM_PSYCHOSIS)('[%s] %s → 1', (lang, text) => {
    expect(urgencyOf(text, lang)).toBe(1);
  });
  it('voices after a birth are named as postpartum psychosis', () => {
    expect(codesOf(POSTPARTUM_PSYCHOSIS[0]![1], 'en')).toContain('F53.1');
    expect(codesOf('zona urodziła 2 tygodnie temu, słyszy głosy', 'pl')).toContain('F53.1');
  });
  it.each(BABY_BLUES)('[%s] %s (baby blues) is not an emergency', (lang, text) => {
    expect(urgencyOf(text, lang)).toBeGreaterThan(2);
  });
  it("German 'wegnehmen' does not read the finding before it as gone (resolved cue 'weg' is a whole word)", () => {
    expect([...present('sie hört stimmen und glaubt jemand will das baby wegnehmen', 'de')]).toContain('psychosis');
    expect([...present('die kopfschmerzen sind weg', 'de')]).not.toContain('headache');
  });
});

describe('metastatic spinal cord compression (NICE NG234)', () => {
  it('covers all 15 languages', () => expect(languagesOf(METASTATIC_CORD_COMPRESSION)).toBe(15));
  it.each(METASTATIC_CORD_COMPRESSION)('[%s] %s → 2', (lang, text) => {
    expect(urgencyOf(text, lang)).toBe(2);
    expect([...present(text, lang)]).toContain('cancer_history');
  });
  it('names the red flag', () => {
    expect(flags(METASTATIC_CORD_COMPRESSION[0]![1])).toContain('metastatic_cord_compression');
  });
  it.each(NOT_CANCER)('[%s] %s is not read as cancer', (lang, text) => {
    expect([...present(text, lang)]).not.toContain('cancer_history');
    expect(urgencyOf(text, lang)).toBeGreaterThan(2);
  });
  it.each(BACK_PAIN_NO_NEURO)('[%s] %s (no neurological sign) is not an emergency', (lang, text) => {
    expect(urgencyOf(text, lang)).toBeGreaterThan(2);
  });
});

describe('cauda equina in everyday words (NICE CKS sciatica; GIRFT)', () => {
  it('covers all 15 languages', () => expect(languagesOf(CAUDA_EQUINA)).toBe(15));
  it.each(CAUDA_EQUINA)('[%s] %s → 2', (lang, text) => {
    expect(urgencyOf(text, lang)).toBe(2);
  });
});

describe('priapism in everyday words and slang (BAUS; EAU)', () => {
  it('covers all 15 languages', () => expect(languagesOf(PRIAPISM)).toBe(15));
  it.each(PRIAPISM)('[%s] %s → 2', (lang, text) => {
    expect(urgencyOf(text, lang)).toBe(2);
    expect([...present(text, lang)]).toContain('priapism');
  });
  it.each(NOT_PRIAPISM)('[%s] %s (erectile dysfunction) is not priapism', (lang, text) => {
    expect(urgencyOf(text, lang)).toBeGreaterThan(2);
    expect([...present(text, lang)]).not.toContain('priapism');
  });
});
