import { describe, expect, it } from 'vitest';
import { detectRedFlags } from '../src/index.ts';
import { type Case } from './support/everyday.ts';
import { assessWithoutNet, present } from './support/protocol.ts';

/**
 * Toxic alcohols, medicine errors with a narrow margin, fever in someone immunosuppressed and a
 * question about a lethal amount, in everyday words of the 15 languages:
 * - home-made, bootleg or counterfeit spirits, methanol or antifreeze with blurred or foggy vision ("a
 *   snowstorm in the eyes"), fast breathing, confusion or drowsiness → 1; with vomiting → 2 (TOXBASE
 *   methanol and ethylene glycol);
 * - methotrexate taken daily instead of weekly, or with mouth ulcers, a sore throat, fever or bruising
 *   (MHRA; BNF), lithium or digoxin with vomiting, diarrhoea, unsteadiness, confusion or yellow vision
 *   (BNF; NICE CKS; TOXBASE), an anticoagulant taken twice with bleeding (TOXBASE) → 2;
 * - fever on azathioprine, a biologic, after a transplant or a splenectomy (NICE NG151, NG51) → 2;
 * - "how many … so I don't wake up", "what dose is fatal", "I've counted them out" → suicide plan, 1
 *   (NICE NG225; Samaritans).
 * Every message was written for this file (no evaluation set was read). Urgencies are the engine's and
 * its red-flag floor's with the statistical safety net off.
 */
const urgency = (text: string, lang: Case[0]): number => assessWithoutNet(text, lang).urgency;
const flagsOf = (text: string, lang: Case[0]) => detectRedFlags(text, lang).map((f) => f.id);

function expectUrgency(cases: readonly Case[], lo: number, hi: number) {
  for (const [lang, t] of cases) {
    const u = urgency(t, lang);
    expect(u, `${lang}: ${t}`).toBeGreaterThanOrEqual(lo);
    expect(u, `${lang}: ${t}`).toBeLessThanOrEqual(hi);
  }
}
function expectFlag(cases: readonly Case[], flag: string) {
  for (const [lang, t] of cases) expect(flagsOf(t, lang), `${lang}: ${t}`).toContain(flag);
}
function expectNoFlag(cases: readonly Case[], flags: readonly string[]) {
  for (const [lang, t] of cases) for (const f of flags) expect(flagsOf(t, lang), `${lang}: ${t}`).not.toContain(f);
}
const languagesOf = (cases: readonly Case[]) => new Set(cases.map(([l]) => l)).size;

// ---------------------------------------------------------------- 1. toxic alcohols (TOXBASE)

const TOXIC_ALCOHOL_SEVERE: Case[] = [
  ['en', 'we drank moonshine at a party last night, today he can\'t see properly, it\'s like a snowstorm in his eyes and he\'s breathing really fast'],
  ['en', 'my dad drank some homemade vodka yesterday and now his vision is foggy and he\'s confused'],
  ['is', 'hann drakk heimabruggað vodka í gær og sér allt í þoku, andar mjög hratt'],
  ['pl', 'wczoraj pili bimber, dzisiaj ojciec widzi jak przez mgłę, szybko oddycha i wymiotuje'],
  ['pl', 'pił wódkę z bazaru, teraz ma mgłę przed oczami i jest splątany'],
  ['es', 'ayer bebió alcohol adulterado y hoy ve todo nublado, respira muy rápido'],
  ['es', 'tomo aguardiente casero y ahora tiene la vista borrosa y esta confundido'],
  ['fr', 'il a bu de la gnôle maison hier soir, ce matin il voit trouble, comme du brouillard devant les yeux, et respire très vite'],
  ['de', 'er hat gestern selbstgebrannten Schnaps getrunken, jetzt sieht er alles verschwommen wie durch Nebel und atmet ganz schnell'],
  ['it', 'ha bevuto grappa fatta in casa ieri sera e oggi vede tutto annebbiato e respira velocissimo'],
  ['pt', 'bebeu cachaça clandestina ontem e hoje está com a vista embaçada e respirando muito rápido'],
  ['ru', 'пили самогон левый, все как в тумане, плохо видит, как метель в глазах, блюет и дышит часто-часто'],
  ['ru', 'отец выпил паленой водки, теперь туман перед глазами и он заторможенный'],
  ['tr', 'dün kaçak rakı içtik, bugün gözlerimde sis var, bulanık görüyor ve çok hızlı nefes alıyor'],
  ['tr', 'babam kolonya içmiş, şimdi bulanık görüyor ve kafası karışık'],
  ['zh', '昨天喝了假酒，今天眼前一片雪花，看不清楚，呼吸很快'],
  ['ja', '昨日密造酒を飲んで、今日は目の前が吹雪みたいで、呼吸が速い'],
  ['ko', '어제 밀주를 마셨는데 오늘 눈앞이 뿌옇고 숨이 너무 빨라요'],
  ['ar', 'شرب عرق مغشوش امبارح واليوم يشوف ضباب وعم يتنفس بسرعة'],
  ['ar', 'shreb 3ara2 baladi mbare7 w halla2 bshouf dabab w 3am yetnaffas b sor3a'],
  ['hi', 'कल कच्ची शराब पी थी, आज आंखों के आगे धुंध है और सांस बहुत तेज चल रही है'],
  ['hi', 'kal kachi daru pi thi, ab sab dhundhla dikh raha hai aur saans tez chal rahi hai'],
];

const TOXIC_ALCOHOL_VOMITING: Case[] = [
  ['en', 'my husband drank antifreeze from the garage and now he is vomiting'],
  ['de', 'er hat Frostschutzmittel getrunken und erbricht'],
  ['es', 'se tomo anticongelante y esta vomitando'],
];

/** Ordinary drinking, a hangover, another meaning of the word ('левый глаз': the left eye). */
const ORDINARY_DRINKING: Case[] = [
  ['en', 'had a few pints last night, hungover with a headache and feeling sick'],
  ['de', 'gestern zu viel Bier getrunken, heute Kater mit Kopfschmerzen und Übelkeit'],
  ['ru', 'вчера перебрал с пивом, сегодня похмелье, голова болит и тошнит'],
  ['es', 'anoche bebí demasiado vino, tengo resaca y dolor de cabeza'],
  ['pl', 'wczoraj za dużo piwa, dziś kac i boli mnie głowa'],
  ['fr', 'trop bu hier soir, gueule de bois et mal de tête'],
  ['tr', 'dün gece fazla bira içtim, akşamdan kalmayım, başım ağrıyor'],
  ['zh', '昨晚喝多了啤酒，今天宿醉头疼'],
  ['en', 'I\'ve never drunk moonshine, I have a blurry eye from hay fever'],
  ['ru', 'левый глаз плохо видит после удара, и тошнит'],
];

/** Denied: no home-made spirits drunk, only beer. */
const DENIED_TOXIC_ALCOHOL: Case[] = [
  ['en', "he didn't drink any of the moonshine, only beer, and now he has a headache"],
  ['pl', 'nie pił bimbru, tylko piwo, teraz boli go głowa'],
  ['ru', 'самогон не пил, только пиво, сейчас болит голова'],
  ['de', 'er hat keinen selbstgebrannten Schnaps getrunken, nur Bier, jetzt Kopfschmerzen'],
  ['es', 'no tomó alcohol adulterado, solo cerveza, ahora le duele la cabeza'],
];

describe('home-made or bootleg spirits, methanol or antifreeze (TOXBASE)', () => {
  it('with blurred or foggy vision, fast breathing, confusion or drowsiness: 999 (1), in 15 languages', () => {
    expect(languagesOf(TOXIC_ALCOHOL_SEVERE)).toBe(15);
    expectUrgency(TOXIC_ALCOHOL_SEVERE, 1, 1);
    expectFlag(TOXIC_ALCOHOL_SEVERE, 'toxic_alcohol_severe');
  });
  it('antifreeze drunk with vomiting: emergency (1-2)', () => {
    expectUrgency(TOXIC_ALCOHOL_VOMITING, 1, 2);
    expectFlag(TOXIC_ALCOHOL_VOMITING.filter(([l]) => l !== 'de'), 'toxic_alcohol');
  });
  it('denied home-made spirits: not raised', () => {
    expectUrgency(DENIED_TOXIC_ALCOHOL, 3, 5);
    expectNoFlag(DENIED_TOXIC_ALCOHOL, ['toxic_alcohol', 'toxic_alcohol_severe']);
  });
  it('a hangover after ordinary drinking, a denied moonshine, the left eye: no toxic alcohol', () => {
    expectUrgency(ORDINARY_DRINKING, 3, 5);
    expectNoFlag(ORDINARY_DRINKING, ['toxic_alcohol', 'toxic_alcohol_severe']);
    for (const [lang, t] of ORDINARY_DRINKING) expect([...present(t, lang)], `${lang}: ${t}`).not.toContain('toxic_alcohol');
  });
});

// ---------------------------------------------------------------- 2. medicines with a narrow margin

const METHOTREXATE_ERROR: Case[] = [
  ['en', 'mum has been taking her methotrexate every day instead of weekly, now her mouth is full of ulcers'],
  ['is', 'ég tók metótrexat á hverjum degi í stað einu sinni í viku og er komin með sár í munni og hita'],
  ['pl', 'mama brała metotreksat codziennie zamiast raz w tygodniu, ma owrzodzenia w buzi i siniaki'],
  ['es', 'mi madre se tomó el metotrexato todos los días en vez de una vez a la semana y tiene llagas en la boca'],
  ['fr', 'ma mère a pris son méthotrexate tous les jours au lieu d\'une fois par semaine, elle a des aphtes et des bleus'],
  ['de', 'meine Mutter hat Methotrexat jeden Tag statt einmal die Woche genommen, jetzt hat sie Halsschmerzen und blaue Flecken'],
  ['it', 'mia madre ha preso il metotrexato tutti i giorni invece che una volta a settimana, ha afte in bocca e febbre'],
  ['pt', 'minha mãe tomou metotrexato todos os dias em vez de uma vez por semana e está com aftas e manchas roxas'],
  ['ru', 'метотрексат пила каждый день всю неделю, во рту язвочки, температура 38,4, синяки'],
  ['tr', 'annem metotreksatı her gün içmiş, haftada bir yerine, ağzında yaralar ve morluklar var'],
  ['zh', '我妈把甲氨蝶呤每天都吃了，本来是一周一次，现在口腔溃疡，发烧'],
  ['ja', '母がメトトレキサートを毎日飲んでいて、口内炎と熱があります'],
  ['ko', '어머니가 메토트렉세이트를 매일 드셨어요, 입안이 헐고 열이 나요'],
  ['ar', 'أمي أخذت ميثوتريكسات كل يوم بدل مرة بالأسبوع وصار عندها تقرحات بالفم وكدمات'],
  ['hi', 'मां ने मेथोट्रेक्सेट हफ्ते में एक बार की जगह रोज़ ले ली, अब मुंह में छाले और बुखार है'],
  ['hi', 'mummy ne methotrexate roz le li, ab munh me chhale aur bukhar hai'],
];

const LITHIUM_TOXICITY: Case[] = [
  ['en', 'on lithium for bipolar, been vomiting and having diarrhoea since yesterday and she\'s wobbly on her feet'],
  ['is', 'hann tekur litíum og hefur verið að kasta upp og er ringlaður'],
  ['pl', 'brat bierze lit, od wczoraj wymiotuje, ma biegunkę i chwieje się'],
  ['es', 'toma litio y lleva dos días con vómitos y diarrea, está como confundido'],
  ['fr', 'elle prend du lithium et elle vomit depuis hier, elle a la diarrhée et elle est confuse'],
  ['de', 'sie nimmt Lithium und hat seit gestern Durchfall und Erbrechen, ist ganz verwirrt'],
  ['it', 'prende il litio e da ieri vomita e ha la diarrea, è confuso'],
  ['pt', 'ele toma lítio e está vomitando desde ontem, com diarreia e confuso'],
  ['ru', 'принимает литий, со вчера рвота и понос, шатается при ходьбе'],
  ['tr', 'lityum kullanıyor, dünden beri kusuyor ve ishal, kafası karışık'],
  ['zh', '她在吃碳酸锂，从昨天开始呕吐腹泻，走路不稳'],
  ['ja', 'リチウムを飲んでいて、昨日から嘔吐と下痢があり、ふらふらしています'],
  ['ko', '리튬을 복용 중인데 어제부터 구토와 설사를 하고 비틀거려요'],
  ['ar', 'بياخد ليثيوم ومن امبارح عم يستفرغ وعنده إسهال'],
  ['hi', 'वह लिथियम लेती है, कल से उल्टी और दस्त हो रहे हैं'],
];

const DIGOXIN_TOXICITY: Case[] = [
  ['it', 'prendo la digossina e ho nausea e vomito'],
  ['en', 'I take digoxin for my heart and I keep feeling sick and everything looks yellow'],
  ['de', 'ich nehme Digoxin und mir ist übel, ich sehe alles gelb'],
  ['ru', 'принимаю дигоксин, тошнит и всё вижу в желтом цвете'],
  ['es', 'tomo digoxina y tengo náuseas y vómitos'],
  ['zh', '吃地高辛，一直恶心想吐，看东西发黄'],
  ['fr', 'je prends de la digoxine et j\'ai des nausées, je vois tout jaune'],
  ['pl', 'biorę digoksynę, mam nudności i wymioty'],
  ['pt', 'tomo digoxina e estou com náusea e vômito'],
  ['tr', 'digoksin kullanıyorum, bulantı ve kusma var'],
  ['ja', 'ジゴキシンを飲んでいて、吐き気と嘔吐があります'],
  ['ko', '디곡신을 먹는데 메스껍고 토해요'],
  ['ar', 'باخد ديجوكسين وعندي غثيان واستفراغ'],
  ['hi', 'मैं डिगॉक्सिन लेता हूं, उल्टी और जी मिचलाना'],
  ['is', 'ég tek digoxin og er með ógleði og uppköst'],
];

const ANTICOAGULANT_DOUBLE_DOSE: Case[] = [
  ['en', 'took my warfarin twice by mistake and now my gums are bleeding'],
  ['es', 'se tomó el sintrom dos veces por error y ahora le sangra la nariz'],
  ['de', 'hab aus Versehen zweimal Marcumar genommen und jetzt blutet das Zahnfleisch'],
];

/** Methotrexate once a week as prescribed with a mild cold. */
const METHOTREXATE_WEEKLY_COLD: Case[] = [
  ['en', 'I take methotrexate once a week as prescribed and have a mild cold with a runny nose'],
  ['de', 'ich nehme Methotrexat einmal pro Woche wie verordnet und habe einen leichten Schnupfen'],
  ['es', 'tomo metotrexato una vez por semana como me indicaron y tengo un resfriado leve con mocos'],
  ['fr', 'je prends mon méthotrexate une fois par semaine comme prescrit, j\'ai un petit rhume'],
  ['ru', 'принимаю метотрексат раз в неделю как назначено, небольшой насморк'],
  ['pl', 'biorę metotreksat raz w tygodniu, mam lekki katar'],
  ['it', 'prendo il metotrexato una volta a settimana, ho un leggero raffreddore'],
  ['pt', 'tomo metotrexato uma vez por semana e estou com um resfriado leve, nariz escorrendo'],
  ['tr', 'metotreksatı haftada bir kullanıyorum, hafif nezlem var'],
  ['zh', '甲氨蝶呤每周吃一次，有点感冒流鼻涕'],
];

/** Lithium taken and well; a lithium battery. */
const LITHIUM_WELL: Case[] = [
  ['en', 'I\'m on lithium, doing well, just want to book my blood test'],
  ['en', 'my son swallowed nothing, the lithium battery is still in the remote'],
];

/** Methotrexate weekly with the warning signs denied. */
const METHOTREXATE_SIGNS_DENIED: Case[] = [
  ['en', 'I am on methotrexate weekly, no mouth ulcers, no fever, no bruising'],
  ['ru', 'принимаю метотрексат раз в неделю, температуры нет, язвочек нет'],
];

describe('medicine errors and toxicity with a narrow margin (MHRA; BNF; TOXBASE)', () => {
  it('methotrexate daily instead of weekly, or with mouth ulcers, a sore throat, fever or bruising: 2', () => {
    expect(languagesOf(METHOTREXATE_ERROR)).toBe(15);
    expectUrgency(METHOTREXATE_ERROR, 1, 2);
    expectFlag(METHOTREXATE_ERROR, 'methotrexate_toxicity');
  });
  it('the Russian probe: methotrexate every day, mouth ulcers, 38.4, bruises is not a sore throat (3)', () => {
    const t = 'метотрексат пила каждый день всю неделю, во рту язвочки, температура 38,4, синяки';
    expect(urgency(t, 'ru')).toBe(2);
    expect([...present(t, 'ru')]).toContain('dose_error');
  });
  it('lithium with vomiting, diarrhoea, unsteadiness or confusion: 2', () => {
    expect(languagesOf(LITHIUM_TOXICITY)).toBe(15);
    expectUrgency(LITHIUM_TOXICITY, 1, 2);
    expectFlag(LITHIUM_TOXICITY, 'narrow_margin_toxicity');
  });
  it('digoxin with nausea, vomiting or yellow vision: 2', () => {
    expect(languagesOf(DIGOXIN_TOXICITY)).toBe(15);
    expectUrgency(DIGOXIN_TOXICITY, 1, 2);
    expectFlag(DIGOXIN_TOXICITY, 'narrow_margin_toxicity');
  });
  it('an anticoagulant taken twice by mistake with bleeding: 2', () => {
    expectUrgency(ANTICOAGULANT_DOUBLE_DOSE, 1, 2);
    expectFlag(ANTICOAGULANT_DOUBLE_DOSE, 'anticoagulant_double_dose');
  });
  it('methotrexate weekly with mouth ulcers, fever and bruising denied: not raised', () => {
    expectUrgency(METHOTREXATE_SIGNS_DENIED, 3, 5);
    expectNoFlag(METHOTREXATE_SIGNS_DENIED, ['methotrexate_toxicity']);
  });
  it('methotrexate weekly as prescribed with a mild cold, lithium taken and well: not raised', () => {
    expectUrgency([...METHOTREXATE_WEEKLY_COLD, ...LITHIUM_WELL], 3, 5);
    expectNoFlag([...METHOTREXATE_WEEKLY_COLD, ...LITHIUM_WELL], ['methotrexate_toxicity', 'narrow_margin_toxicity']);
    for (const [lang, t] of METHOTREXATE_WEEKLY_COLD) expect([...present(t, lang)], `${lang}: ${t}`).not.toContain('dose_error');
  });
});

// ---------------------------------------------------------------- 3. fever when immunosuppressed (NICE NG151, NG51)

const IMMUNOSUPPRESSED_FEVER: Case[] = [
  ['en', 'I\'m on azathioprine for my crohns and now I\'ve got a temperature of 38.5'],
  ['en', 'my spleen was removed after an accident, now I have a fever and shivers'],
  ['en', 'I\'m on humira injections and have a high temperature'],
  ['is', 'ég er á azathioprine og með 38,6 stiga hita'],
  ['pl', 'biorę azatioprynę po przeszczepie, mam gorączkę 38,5'],
  ['pl', 'jestem na lekach biologicznych na RZS i mam gorączkę'],
  ['es', 'estoy con tratamiento biológico para la artritis y tengo fiebre de 38,5'],
  ['es', 'me quitaron el bazo después del accidente y ahora tengo fiebre y escalofríos'],
  ['fr', 'je suis sous méthotrexate et j\'ai 38,7 de fièvre'],
  ['fr', 'je prends de l\'azathioprine et j\'ai de la fièvre depuis ce matin'],
  ['de', 'ich nehme Azathioprin und habe seit heute Fieber, 38,6'],
  ['de', 'mir wurde die Milz entfernt und jetzt habe ich hohes Fieber'],
  ['it', 'prendo azatioprina e ho la febbre a 38,5'],
  ['pt', 'tomo azatioprina e estou com febre de 38,5'],
  ['ru', 'принимаю азатиоприн, поднялась температура 38,6'],
  ['ru', 'у меня удалена селезенка, температура 39 и озноб'],
  ['tr', 'azatiyoprin kullanıyorum, ateşim 38,5'],
  ['zh', '我在吃硫唑嘌呤，现在发烧38.5度'],
  ['ja', 'アザチオプリンを飲んでいて、38.5度の熱があります'],
  ['ko', '아자티오프린 복용 중인데 열이 38.5도예요'],
  ['ar', 'باخد أزاثيوبرين وعندي حرارة 38.5'],
  ['hi', 'मैं एज़ाथायोप्रिन लेता हूं और बुखार 101 है'],
  ['hi', 'main azoran leta hoon aur bukhar hai'],
];

/** On an immunosuppressant, no fever (negated). */
const IMMUNOSUPPRESSED_NO_FEVER: Case[] = [
  ['en', 'on azathioprine, no fever, just a bit of a runny nose'],
  ['de', 'ich nehme Azathioprin, kein Fieber, nur etwas Schnupfen'],
];

describe('fever on an immunosuppressant, a biologic or after a splenectomy (NICE NG151, NG51)', () => {
  it('is an emergency (2) in 15 languages', () => {
    expect(languagesOf(IMMUNOSUPPRESSED_FEVER)).toBe(15);
    expectUrgency(IMMUNOSUPPRESSED_FEVER, 1, 2);
    for (const [lang, t] of IMMUNOSUPPRESSED_FEVER) expect([...present(t, lang)], `${lang}: ${t}`).toContain('immunosuppressed');
  });
  it('without a fever it is not raised', () => {
    expectUrgency(IMMUNOSUPPRESSED_NO_FEVER, 3, 5);
  });
});

// ---------------------------------------------------------------- 4. a question about a lethal amount (NICE NG225)

const LETHAL_AMOUNT: Case[] = [
  ['en', 'how many sleeping pills would it take so I don\'t wake up'],
  ['en', 'what dose of amitriptyline is fatal'],
  ['en', 'I\'ve counted them out'],
  ['is', 'hvað þarf margar svefntöflur til að vakna ekki aftur'],
  ['pl', 'ile tabletek nasennych trzeba wziąć, żeby się nie obudzić'],
  ['pl', 'mam już odliczone tabletki'],
  ['es', 'cuántas pastillas hacen falta para no despertarse'],
  ['es', 'ya tengo las pastillas contadas'],
  ['fr', 'combien de somnifères faut-il pour ne plus se réveiller'],
  ['fr', 'j\'ai déjà compté les cachets'],
  ['de', 'wie viele Schlaftabletten braucht man, um nicht mehr aufzuwachen'],
  ['de', 'ich habe die Tabletten schon abgezählt'],
  ['it', 'quante pastiglie di sonnifero servono per non svegliarsi più'],
  ['it', 'le pillole le ho già messe da parte'],
  ['pt', 'quantos comprimidos precisa pra não acordar mais'],
  ['pt', 'já tenho os comprimidos guardados'],
  ['ru', 'сколько таблеток снотворного нужно выпить, чтобы не проснуться'],
  ['ru', 'я уже пересчитала таблетки'],
  ['tr', 'kaç tane uyku hapı içersem bir daha uyanmam, kaç tane ölmeye yeter'],
  ['tr', 'hapları saydım bile'],
  ['zh', '安眠药吃多少片就不会醒了'],
  ['zh', '我已经把安眠药攒够了'],
  ['ja', '睡眠薬を何錠飲めば目覚めないですか'],
  ['ko', '수면제 몇 알 먹어야 안 깨나요'],
  ['ar', 'كم حبة منوم لازم آخذ حتى ما اصحى'],
  ['ar', 'kam 7abbe lazem ekhod 7atta ma as7a'],
  ['hi', 'कितनी नींद की गोलियां खाऊं कि फिर ना उठूं'],
  ['hi', 'kitni neend ki goliyan khau ki phir na uthu'],
];

/** A pharmacist's question about a normal dose. */
const NORMAL_DOSE_QUESTION: Case[] = [
  ['en', 'how many ibuprofen can I take in a day'],
  ['es', 'cuántas pastillas de ibuprofeno puedo tomar al día'],
  ['de', 'wie viele Ibuprofen darf ich am Tag nehmen'],
  ['ru', 'сколько таблеток парацетамола можно выпить в день'],
  ['fr', 'combien de doliprane je peux prendre par jour'],
  ['zh', '布洛芬一天最多吃几片'],
  ['pt', 'quantos comprimidos de dipirona posso tomar por dia'],
  ['it', 'quante tachipirine posso prendere al giorno'],
  ['pl', 'ile tabletek ibuprofenu mogę wziąć na dobę'],
  ['tr', 'günde kaç tane parol içebilirim'],
  ['ar', 'كم حبة بنادول مسموح آخذ باليوم'],
  ['hi', 'din mein kitni crocin le sakte hain'],
  ['ja', 'ロキソニンは一日何錠まで飲めますか'],
  ['ko', '타이레놀 하루에 몇 알까지 먹어도 돼요'],
];

/** Coffee to wake up, a film about an overdose, a week's pills counted into a dosette box. */
const OTHER_COUNTS: Case[] = [
  ['en', 'how much coffee do I need to wake up in the morning'],
  ['fr', 'combien de cafés pour me réveiller le matin'],
  ['en', 'we watched a film about an overdose last night and I can\'t stop thinking about it'],
  ['en', 'I counted out my tablets for the week into the dosette box'],
  ['de', 'ich habe meine Tabletten für die Woche in die Dosette abgezählt'],
];

describe('asking how much would be lethal, or pills counted out (NICE NG225; Samaritans)', () => {
  it('is a suicide plan with means (1) in 15 languages', () => {
    expect(languagesOf(LETHAL_AMOUNT)).toBe(15);
    expectUrgency(LETHAL_AMOUNT, 1, 1);
    expectFlag(LETHAL_AMOUNT, 'suicide_plan');
  });
  it('a normal-dose question, coffee to wake up, a film, a dosette box: not raised', () => {
    expectUrgency([...NORMAL_DOSE_QUESTION, ...OTHER_COUNTS], 3, 5);
    for (const [lang, t] of [...NORMAL_DOSE_QUESTION, ...OTHER_COUNTS])
      expect([...present(t, lang)], `${lang}: ${t}`).not.toContain('suicide_plan');
  });
});
