import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { detectRedFlags } from '../src/index.ts';
import { assessWithoutNet, present } from './support/protocol.ts';

/**
 * Injuries, limbs, bleeding and poisoning in everyday words of the 15 languages: acute limb
 * ischaemia (NICE CG147), compartment syndrome under a cast or after a crush (BOA; NICE NG38), a
 * hip fracture and a long lie in an older person (NICE CG124, CG161), bleeding after a
 * tonsillectomy (ENT UK), a child's large scald (British Burn Association), a high-velocity eye
 * injury (RCOphth), symptoms after going under water (Resuscitation Council UK) and an overdose by
 * a count of tablets or a whole packet (TOXBASE; NICE NG225). Every message was written for this
 * file in the voice of patients and relatives (no accents, typos, dialect, mixed languages), not
 * taken from any evaluation set. Each urgency is reached by the engine and its red-flag floor with
 * the statistical safety net off.
 */
type Case = readonly [Language, string];
const urgency = (text: string, lang: Language): number => assessWithoutNet(text, lang).urgency;
const flagsOf = (text: string, lang: Language) => detectRedFlags(text, lang).map((f) => f.id);

function expectUrgency(cases: readonly Case[], lo: number, hi: number) {
  for (const [lang, t] of cases) {
    const u = urgency(t, lang);
    expect(u, `${lang}: ${t}`).toBeGreaterThanOrEqual(lo);
    expect(u, `${lang}: ${t}`).toBeLessThanOrEqual(hi);
  }
}
const expectNotUrgent = (cases: readonly Case[]) => expectUrgency(cases, 3, 5);

// ---------------------------------------------------------------- 1. acute limb ischaemia → 1

const LIMB_ISCHAEMIA: Case[] = [
  ['en', 'my dads leg suddenly went cold and white and he cant feel it, really painful'],
  ['en', 'her foot is ice cold and pale, no pulse in it, and she cant move her toes'],
  ['is', 'fóturinn varð allt í einu ískaldur og hvítur og hann finnur ekki fyrir honum'],
  ['pl', 'noga nagle zrobiła się zimna i blada, nie czuje jej i bardzo boli'],
  ['pl', 'stopa lodowata i biała, nie mozna wyczuc tetna'],
  ['es', 'de repente la pierna se le puso fria y blanca, no la siente y le duele mucho'],
  ['es', 'tiene el pie helado y palido, no le encuentro el pulso'],
  ['fr', "sa jambe est devenue froide et toute blanche d'un coup, il ne la sent plus"],
  ['fr', 'le pied est glacé et pâle, on ne sent pas le pouls'],
  ['de', 'das Bein ist plötzlich eiskalt und weiß geworden und tut höllisch weh'],
  ['de', 'der Fuß ist kalt und blass, man spürt keinen Puls'],
  ['it', "la gamba all'improvviso è diventata fredda e bianca, non la sente e fa malissimo"],
  ['pt', 'a perna ficou gelada e branca de repente, ele nao sente e doi muito'],
  ['ru', 'нога внезапно стала холодной и белой, он её не чувствует, сильно болит'],
  ['ru', 'стопа ледяная и бледная, пульс не прощупывается'],
  ['tr', 'bacağı birden buz gibi soğudu ve bembeyaz oldu, hissetmiyor, çok ağrıyor'],
  ['zh', '他的腿突然冰冷,白白的,摸不到脉搏'],
  ['zh', '腳突然冰冷發白,摸不到脈搏,很痛'],
  ['ja', '急に足が冷たくなって真っ白になり、感覚がなくて激痛です'],
  ['ko', '갑자기 다리가 차갑고 하얗게 변했어요 너무 아파요'],
  ['ar', 'رجله فجأة صارت باردة وبيضاء وما يحس فيها وتوجعه كثير'],
  ['ar', 'rijlo faj2a saret barde w bayda w ma 3am yhes fiha'],
  ['hi', 'अचानक पैर ठंडा और सफेद हो गया, सुन्न है और बहुत दर्द है'],
  ['hi', 'achanak pair thanda aur safed ho gaya, sunn hai, nabz nahi mil rahi'],
];
const LIMB_PULSELESS: Case[] = [
  ['en', 'cant feel a pulse in his foot'],
  ['pl', 'stopa lodowata i biała, nie mozna wyczuc tetna'],
  ['es', 'tiene el pie helado y palido, no le encuentro el pulso'],
  ['fr', 'le pied est glacé et pâle, on ne sent pas le pouls'],
  ['de', 'der Fuß ist kalt und blass, man spürt keinen Puls'],
  ['it', 'il piede è freddo e non si sente il polso'],
  ['pt', 'o pé está gelado e não se sente o pulso'],
  ['ru', 'стопа ледяная и бледная, пульс не прощупывается'],
  ['tr', 'ayağı buz gibi, nabız alınamıyor'],
  ['zh', '脚背摸不到脉搏'],
  ['ja', '足の脈が触れない'],
  ['ko', '발에서 맥박이 안 잡혀요'],
];
const COLD_FEET: Case[] = [
  ['en', 'my feet get cold in winter but they warm up when I put socks on'],
  ['de', 'meine Füße sind abends kalt, werden aber mit Socken wieder warm'],
  ['es', 'tengo los pies frios pero se calientan con calcetines'],
  ['zh', '冬天脚冰冷,穿上袜子就暖和了'],
  ['ru', 'ноги мёрзнут зимой, в носках согреваются'],
  ['fr', "j'ai souvent les pieds froids le soir, ils se réchauffent sous la couette"],
];

describe('1. acute limb ischaemia (NICE CG147; ESVS)', () => {
  it('a limb suddenly cold, white, numb or painful, or with no pulse felt → 1', () => {
    expectUrgency(LIMB_ISCHAEMIA, 1, 1);
  });
  it('no pulse felt in a foot, leg or arm is read in 12 languages', () => {
    for (const [lang, t] of LIMB_PULSELESS)
      expect([...present(t, lang)], `${lang}: ${t}`).toContain('limb_pulseless');
  });
  it('cold feet that warm up are not an emergency', () => expectNotUrgent(COLD_FEET));
});

// ---------------------------------------------------------------- 2. compartment syndrome → 2

const COMPARTMENT: Case[] = [
  [
    'en',
    "he has a cast on his leg and the pain is unbearable, much worse when I move his toes, they're cold and numb",
  ],
  [
    'en',
    'plaster on her arm since yesterday, agony, fingers gone dusky and numb, screams when I straighten them',
  ],
  [
    'en',
    'his leg was crushed under a car, now the calf is rock hard and the pain is way out of proportion, worse stretching the toes',
  ],
  ['is', 'hann er í gifsi og verkurinn er óbærilegur, tærnar kaldar og dofnar'],
  ['pl', 'ma gips na nodze, ból nie do wytrzymania, palce zimne i drętwe, boli przy ruszaniu palcami'],
  ['es', 'tiene yeso en el brazo, un dolor insoportable, los dedos frios y morados, no los siente'],
  ['fr', 'il a un plâtre au bras, douleur insupportable, les doigts sont froids et engourdis'],
  ['de', 'er hat einen Gips am Bein, unerträgliche Schmerzen, die Zehen sind kalt und taub'],
  ['it', 'ha il gesso alla gamba, dolore insopportabile, le dita dei piedi fredde e intorpidite'],
  ['pt', 'está com gesso no braço, dor insuportável, os dedos gelados e dormentes'],
  ['ru', 'у него гипс на ноге, боль невыносимая, пальцы холодные и онемели'],
  ['tr', 'kolunda alçı var, dayanılmaz ağrı, parmakları soğuk ve uyuşmuş'],
  ['zh', '打了石膏以后疼得受不了,手指冰凉发麻发紫'],
  ['ja', 'ギプスをしてから痛みが我慢できない、指が冷たくてしびれている'],
  ['ko', '깁스한 후로 통증이 너무 심하고 손가락이 차갑고 저려요'],
  ['ar', 'عنده جبس على رجله والوجع ما يتحمل، أصابعه باردة ومخدرة'],
  ['hi', 'हाथ पर प्लास्टर है, असहनीय दर्द, उंगलियां ठंडी और सुन्न हैं'],
];
const ITCHY_CAST: Case[] = [
  ['en', 'the cast on my wrist is really itchy underneath, no pain'],
  ['de', 'der Gips juckt, sonst alles gut'],
  ['es', 'el yeso me pica mucho pero no me duele'],
  ['fr', 'le plâtre gratte, pas de douleur'],
  ['pl', 'gips swędzi, nic nie boli'],
  ['it', 'il gesso prude ma non fa male'],
  ['ru', 'под гипсом чешется, не болит'],
];

describe('2. compartment syndrome under a cast or after a crush (BOA; NICE NG38)', () => {
  it('unbearable pain with numb, cold or dusky fingers or toes, or pain out of proportion → 2', () => {
    expectUrgency(COMPARTMENT, 1, 2);
    for (const [lang, t] of COMPARTMENT)
      expect(flagsOf(t, lang), `${lang}: ${t}`).toContain('compartment_syndrome');
  });
  it('a sticking plaster on a cut or a finger caught in a door is not a cast or a crushed limb', () => {
    for (const [lang, t] of [
      ['en', 'cut my finger, put a plaster on it, really severe pain and its numb'],
      ['de', 'Finger in der Tür eingequetscht, starke Schmerzen, taub'],
      ['ru', 'прищемил палец дверью, сильная боль, онемел'],
      ['zh', '手指被门夹了,很痛,有点麻'],
    ] as const)
      expect(flagsOf(t, lang), `${lang}: ${t}`).not.toContain('compartment_syndrome');
  });
  it('an itchy cast without pain is not raised', () => {
    expectNotUrgent(ITCHY_CAST);
    for (const [lang, t] of ITCHY_CAST)
      expect(flagsOf(t, lang), `${lang}: ${t}`).not.toContain('compartment_syndrome');
  });
});

// ---------------------------------------------------------------- 3. hip fracture in an older person → 2, long lie → 1

const HIP_FRACTURE: Case[] = [
  ['en', 'my 82 year old mum fell and she cant get up, her leg is turned outwards and looks shorter'],
  ['en', 'grandad slipped in the bathroom, cant stand or put weight on his leg'],
  ['is', 'amma datt og getur ekki staðið upp, fóturinn snýr út'],
  ['pl', 'babcia (85 lat) upadła i nie może wstać, noga skręcona na zewnątrz i krótsza'],
  ['es', 'mi abuela de 80 años se cayo y no se puede levantar, la pierna la tiene girada hacia afuera'],
  [
    'fr',
    "ma grand-mère de 84 ans est tombée, elle ne peut plus se relever, la jambe est tournée vers l'extérieur",
  ],
  ['de', 'meine Oma (86) ist gestürzt und kann nicht mehr aufstehen, das Bein ist nach außen gedreht'],
  ['de', 'd Grosi isch gstürzt und cha nüm ufstah, s Bei isch verdreht'],
  ['de', 'da Opa is higfoin und kann nimma aufstehn, 80 Jahr'],
  ['it', 'mia nonna di 83 anni è caduta e non riesce ad alzarsi, la gamba è girata in fuori'],
  ['pt', 'minha avó de 85 anos caiu e não consegue levantar, a perna ficou virada para fora'],
  ['ru', 'бабушка 80 лет упала и не может встать, нога вывернута наружу'],
  ['tr', '80 yaşındaki annem düştü, ayağa kalkamıyor, bacağı dışa dönük'],
  ['zh', '80岁的奶奶摔倒了,站不起来,腿向外翻'],
  ['ja', '80歳の祖母が転んで立ち上がれない、足が外側に向いている'],
  ['ko', '80세 할머니가 넘어져서 일어나지 못해요 다리가 바깥으로 돌아갔어요'],
  ['ar', 'جدتي عمرها 80 وقعت وما تقدر توقف، رجلها ملفوفة لبرا'],
  ['hi', '80 साल की दादी गिर गईं, उठ नहीं पा रहीं, पैर बाहर की तरफ मुड़ा है'],
];
const LONG_LIE: Case[] = [
  ['en', 'my 88 year old dad fell in the night and was on the floor for hours until morning, he is cold'],
  ['de', 'meine Mutter (84) ist gestürzt und lag die ganze Nacht auf dem Boden, sie ist ganz kalt'],
  ['es', 'mi abuelo de 85 años se cayo y estuvo toda la noche en el suelo'],
  ['fr', 'ma grand-mère de 90 ans est tombée et est restée par terre toute la nuit'],
  ['pl', 'dziadek (87 lat) upadł i leżał na podłodze całą noc'],
  ['it', 'mio nonno di 85 anni è caduto ed è rimasto a terra tutta la notte'],
  ['pt', 'meu avô de 86 anos caiu e ficou no chão a noite toda'],
  ['ru', 'бабушка 85 лет упала и пролежала на полу всю ночь'],
  ['tr', '85 yaşındaki babaannem düştü, bütün gece yerde kaldı'],
  ['zh', '85岁的爷爷摔倒了,在地上躺了一整夜'],
  ['ar', 'جدي عمره 85 وقع وبقي على الأرض طول الليل'],
  ['hi', '85 साल के दादा गिर गए और पूरी रात ज़मीन पर पड़े रहे'],
];
const SLIPPED_WALKS: Case[] = [
  ['en', 'my 80 year old mum slipped but got straight up and is walking fine'],
  ['de', 'meine Oma ist ausgerutscht, ist aber gleich aufgestanden und läuft normal'],
  ['es', 'mi abuela se resbalo pero se levanto sola y camina bien'],
  ['fr', "ma grand-mère a glissé mais s'est relevée tout de suite et marche normalement"],
  ['pl', 'babcia się poślizgnęła, ale od razu wstała i chodzi normalnie'],
];

describe('3. hip fracture and a long lie in an older person (NICE CG124, CG161)', () => {
  it('a fall, cannot get up or bear weight, or the leg turned out → 2 (Swiss and Austrian German too)', () =>
    expectUrgency(HIP_FRACTURE, 1, 2));
  it('lay on the floor for hours after the fall → 1', () => expectUrgency(LONG_LIE, 1, 1));
  it('slipped, got up and walks normally is not an emergency', () => expectNotUrgent(SLIPPED_WALKS));
});

describe('core emergencies written in Swiss German read as in standard German', () => {
  it.each([
    ['de', 'es bluetet und hört nöd uf', 'es blutet und hört nicht auf'],
    ['de', 'mis Chind bechunnt kei Luft', 'mein Kind bekommt keine Luft'],
    [
      'de',
      'de Grosvatter isch bewusstlos und reagiert nüme',
      'der Großvater ist bewusstlos und reagiert nicht mehr',
    ],
    ['de', 's Chind schnuufet schnell und isch ganz blass', 'das Kind atmet schnell und ist ganz blass'],
  ] as const)('[%s] %s', (lang, swiss, standard) => {
    expect(urgency(swiss, lang)).toBe(urgency(standard, lang));
  });
});

// ---------------------------------------------------------------- 4. bleeding after a tonsillectomy → 1–2

const TONSIL_BLEED: Case[] = [
  ['en', 'she had her tonsils out 6 days ago and now is spitting out fresh red blood'],
  ['is', 'hálskirtlar teknir fyrir viku og hann er að hrækja blóði'],
  ['pl', 'tydzień temu wycięto migdałki, teraz pluje świeżą krwią'],
  ['es', 'le quitaron las amigdalas hace 5 dias y esta escupiendo sangre'],
  ['fr', 'opéré des amygdales il y a une semaine, il crache du sang rouge'],
  ['de', 'vor 6 Tagen Mandeln raus, jetzt spuckt er frisches Blut'],
  ['it', 'tolte le tonsille 7 giorni fa, sputa sangue'],
  ['pt', 'tirou as amígdalas há 6 dias e está cuspindo sangue'],
  ['ru', 'неделю назад удалили миндалины, сейчас плюётся кровью'],
  ['tr', 'bademcik ameliyatı oldu 5 gün önce, ağzından kan geliyor'],
  ['zh', '扁桃体切除后第六天,吐出鲜血'],
  ['ja', '扁桃腺の手術から5日目、口から血を吐いている'],
  ['ko', '편도 수술 5일째인데 피를 뱉어요'],
  ['ar', 'شالوا له اللوز قبل اسبوع وهلأ عم يبزق دم'],
  ['hi', 'टॉन्सिल का ऑपरेशन 6 दिन पहले हुआ, अब खून थूक रहा है'],
];
const TONSIL_BLEED_PALE: Case[] = [
  ['en', 'my son had a tonsillectomy last week, hes swallowing blood and looks really pale'],
  ['de', 'meine Tochter hatte vor einer Woche eine Mandel-OP, sie schluckt Blut und ist ganz blass'],
  ['es', 'a mi hijo le quitaron las amigdalas hace una semana, traga sangre y esta muy palido'],
  ['fr', 'mon fils a été opéré des amygdales, il avale du sang et il est tout pâle'],
];
const SMALL_BLEED: Case[] = [
  ['en', 'had a tooth out at the dentist, a little bit of blood on the gauze, stopped now'],
  ['de', 'Zahn gezogen, blutet ein bisschen, hat aufgehört'],
  ['en', 'my tonsils are swollen and sore, no blood'],
];

describe('4. bleeding after a tonsillectomy (ENT UK)', () => {
  it('spitting or swallowing blood days after the tonsils came out → 1–2', () => {
    expectUrgency(TONSIL_BLEED, 1, 2);
    for (const [lang, t] of TONSIL_BLEED)
      expect(flagsOf(t, lang), `${lang}: ${t}`).toContain('post_tonsillectomy_bleed');
  });
  it('with a pale child → 1', () => expectUrgency(TONSIL_BLEED_PALE, 1, 1));
  it('bleeding after another recent operation that will not stop → 1–2', () =>
    expectUrgency(
      [
        [
          'en',
          'had a knee operation three days ago and the wound is bleeding through the dressing and wont stop',
        ],
        ['de', 'vor zwei Tagen operiert worden und die Wunde blutet stark durch den Verband'],
      ],
      1,
      2,
    ));
  it("a dentist's small bleed that stopped, or sore tonsils, are not raised", () =>
    expectNotUrgent(SMALL_BLEED));
});

// ---------------------------------------------------------------- 5. a child's large scald → 2

const CHILD_SCALD: Case[] = [
  [
    'en',
    'my toddler pulled a kettle onto himself, his chest and tummy are scalded and the skin is peeling off',
  ],
  ['en', 'my daughter burnt her whole arm with boiling water, big blisters all over'],
  ['ar', "ibni t7ra9 bl ma skhoun, la peau s'enlève, c'est grand, sdro w kerch"],
  ['fr', "mon fils s'est brûlé avec de l'eau bouillante, la peau s'enlève sur tout le bras"],
  ['es', 'mi hijo se quemo con agua hirviendo el pecho y la barriga, se le esta cayendo la piel'],
  ['de', 'mein Kind hat sich mit heißem Wasser verbrüht, Brust und Bauch, die Haut löst sich ab'],
  ['pl', 'dziecko oparzyło się wrzątkiem, cała klatka i brzuch, skóra schodzi'],
  ['it', "mio figlio si è ustionato con l'acqua bollente tutto il braccio, la pelle si stacca"],
  ['pt', 'meu filho se queimou com água fervendo no peito e barriga, a pele está saindo'],
  ['ru', 'ребёнок обварился кипятком, грудь и живот, кожа слезает'],
  ['tr', 'çocuğum kaynar su döktü üstüne, göğsü ve karnı yandı, deri soyuluyor'],
  ['zh', '孩子被开水烫伤了胸口和肚子,皮都掉了,起了大水泡'],
  ['ja', '子供が熱湯をかぶって胸とお腹をやけど、皮がむけている'],
  ['ko', '아이가 뜨거운 물에 가슴과 배를 데었어요 피부가 벗겨져요'],
  ['hi', 'बच्चा गरम पानी से जल गया, पूरी बांह पर छाले, खाल उतर रही है'],
  ['is', 'barnið brenndist á heitu vatni á bringu og maga, húðin flagnar af'],
];
const SMALL_BURN: Case[] = [
  ['en', 'burnt my finger on the oven, a coin sized red patch, ran it under the cold tap, fine now'],
  ['de', 'hab mir am Bügeleisen den Finger verbrannt, kleine Stelle, gekühlt, gut'],
  ['fr', "petite brûlure sur le doigt, passée sous l'eau froide, ça va"],
  ['es', 'me queme un poco el dedo con la sarten, lo puse bajo el agua fria y ya esta bien'],
];

describe("5. a child's scald with the skin coming off or blisters over a large area (British Burn Association)", () => {
  it('→ 2, in 15 languages and Moroccan Arabic mixed with French', () => expectUrgency(CHILD_SCALD, 1, 2));
  it('a coin-sized burn cooled under the tap is not raised', () => expectNotUrgent(SMALL_BURN));
});

// ---------------------------------------------------------------- 6. high-velocity eye injury → 2

const GRINDER_EYE: Case[] = [
  ['en', 'was using an angle grinder and something flew into my eye, it hurts and vision is blurry'],
  ['en', 'hammering metal and a bit jumped into my eye, watering loads'],
  ['is', 'var að slípa með slípirokk og eitthvað flaug í augað, sé óskýrt'],
  ['pl', 'szlifowałem szlifierką i coś wpadło mi do oka, łzawi i boli'],
  ['es', 'estaba con la esmeriladora y me salto algo al ojo, me duele y veo borroso'],
  ['es', 'trabajando con la amoladora me entro una esquirla en el ojo'],
  ['fr', "en meulant avec la disqueuse un éclat m'a sauté dans l'œil, ça pleure"],
  ['de', 'beim Flexen ist mir was ins Auge geflogen, tränt und ich sehe verschwommen'],
  ['it', "usando il flessibile mi è schizzato qualcosa nell'occhio, lacrima e fa male"],
  ['pt', 'usando a esmerilhadeira saltou uma lasca no olho, dói e vejo embaçado'],
  ['ru', 'работал болгаркой, что-то отлетело в глаз, болит и слезится'],
  ['tr', 'taşlama yaparken gözüme bir şey kaçtı, sulanıyor ve bulanık görüyorum'],
  ['zh', '用砂轮机的时候有东西飞进眼睛,很痛,看不清'],
  ['ja', 'グラインダーを使っていたら目に何か飛んできて痛い、かすんで見える'],
  ['ko', '그라인더 작업하다가 눈에 뭐가 튀어 들어갔어요 눈물이 나고 아파요'],
  ['ar', 'كنت أشتغل على الصاروخ وطار شي بعيني، تدمع وتوجعني'],
  ['hi', 'ग्राइंडर चला रहा था और आंख में कुछ उड़कर चला गया, दर्द और धुंधला दिख रहा है'],
  ['hi', 'grinder chala raha tha aur aankh mein kuch ud ke chala gaya'],
];
const GRIT_WASHED: Case[] = [
  ['en', 'got some grit in my eye in the wind, washed it out, vision clear, no pain now'],
  ['de', 'Staub im Auge, ausgespült, sehe wieder klar'],
  ['es', 'me entro tierra en el ojo, lo lave y ya veo bien'],
];

describe('6. a high-velocity eye injury (RCOphth)', () => {
  it('grinder, hammering metal, a fragment flew into the eye → 2', () => {
    expectUrgency(GRINDER_EYE, 2, 2);
    for (const [lang, t] of GRINDER_EYE)
      expect([...present(t, lang)], `${lang}: ${t}`).toContain('high_velocity_eye');
  });
  it('grit washed out with clear vision is not raised', () => expectNotUrgent(GRIT_WASHED));
  it("a Hindi pain that 'went away' ('दर्द चला गया') is still read as resolved", () =>
    expect(urgency('कल सिर में दर्द था, अब दर्द चला गया', 'hi')).toBeGreaterThan(2));
});

// ---------------------------------------------------------------- 7. symptoms after going under water → 1

const AFTER_DROWNING: Case[] = [
  ['en', 'my son went under water at the pool this afternoon, now hes breathing fast and coughing non stop'],
  ['en', 'she was pulled out of the lake an hour ago and now she is drowsy and pale'],
  ['is', 'hann fór í kaf í sundlauginni og núna andar hann hratt og hóstar stanslaust'],
  ['pl', 'syn podtopił się na basenie, teraz szybko oddycha i ciągle kaszle'],
  ['es', 'mi hijo se estaba ahogando en la piscina, ahora respira rapido y tose sin parar'],
  [
    'fr',
    'il a bu la tasse à la piscine et a failli se noyer, maintenant il respire vite et tousse sans arrêt',
  ],
  ['de', 'er war unter Wasser im Schwimmbad, jetzt atmet er schnell und hustet die ganze Zeit'],
  ['it', "è andato sott'acqua in piscina, adesso respira veloce e tossisce continuamente"],
  ['pt', 'ele quase se afogou na piscina, agora está respirando rápido e tossindo sem parar'],
  ['ru', 'он чуть не утонул в бассейне, теперь часто дышит и постоянно кашляет'],
  ['tr', 'havuzda boğuluyordu, şimdi hızlı nefes alıyor ve sürekli öksürüyor'],
  ['zh', '孩子在泳池溺水,救上来几个小时后呼吸很快,一直咳嗽'],
  ['ja', 'プールで溺れかけて、数時間後に呼吸が速くて咳が止まらない'],
  ['ko', '수영장에서 물에 빠졌었는데 몇 시간 후 숨을 빨리 쉬고 계속 기침해요'],
  ['ar', 'ابني كان رح يغرق بالمسبح وهلق عم يتنفس بسرعة ويسعل كل الوقت'],
  ['hi', 'बेटा पूल में डूबते डूबते बचा, अब तेज सांस ले रहा है और लगातार खांसी'],
];
const WELL_AFTER_WATER: Case[] = [
  ['en', 'he went under for a second at the pool, came up laughing, no cough, fine all day'],
  ['de', 'sie ist im Schwimmbad kurz untergetaucht, hat nicht gehustet und ist seitdem ganz normal'],
];

describe('7. symptoms in the hours after going under water (Resuscitation Council UK)', () => {
  it('fast breathing, a constant cough, drowsy or pale → 1', () => {
    expectUrgency(AFTER_DROWNING, 1, 1);
    for (const [lang, t] of AFTER_DROWNING)
      expect(flagsOf(t, lang), `${lang}: ${t}`).toContain('drowning_symptoms');
  });
  it('a child who went under, came up well and has nothing since is not an emergency', () =>
    expectNotUrgent(WELL_AFTER_WATER));
  it('a swim, a water birth or a drink of water is not drowning', () =>
    expectNotUrgent([
      ['en', 'went swimming this morning, now I have a cough and a runny nose'],
      ['de', 'er hat viel Wasser getrunken und hustet ein bisschen'],
    ]));
});

// ---------------------------------------------------------------- 8. overdose by a count or a whole packet → 1

const LARGE_OVERDOSE: Case[] = [
  ['en', 'she took 30 paracetamol tablets an hour ago'],
  ['en', 'he swallowed a whole packet of co-codamol'],
  ['en', 'swallowed a packet of Solpadeine'],
  ['en', 'took 20 Panodil'],
  ['is', 'hún tók 20 parkódín töflur'],
  ['pl', 'połknęła całe opakowanie paracetamolu'],
  ['es', 'se tomo 20 pastillas de paracetamol'],
  ['es', 'se tomo una caja entera de pastillas para dormir'],
  ['fr', 'elle a avalé 20 Doliprane'],
  ['fr', "il a pris toute la boîte d'Efferalgan"],
  ['de', 'sie hat 30 Tabletten Ibuprofen geschluckt'],
  ['de', 'er hat eine ganze Packung Schlaftabletten geschluckt'],
  ['it', 'ha preso 20 tachipirina'],
  ['pt', 'ela tomou 30 comprimidos de paracetamol'],
  ['ru', 'она выпила 20 таблеток парацетамола'],
  ['ru', 'он проглотил целую пачку снотворного'],
  ['tr', '20 tane parol içti'],
  ['tr', 'bütün bir kutu ilaç içti'],
  ['zh', '她吃了30片扑热息痛'],
  ['zh', '他吞了一整盒安眠药'],
  ['ja', 'カロナールを30錠飲んだ'],
  ['ko', '타이레놀 30알을 먹었어요'],
  ['ar', 'بلعت علبة بنادول كاملة'],
  ['hi', 'उसने 30 पेरासिटामोल की गोलियां खा लीं'],
  ['hi', 'usne poora patta crocin kha liya'],
];
const ORDINARY_DOSE: Case[] = [
  ['en', 'took two paracetamol for a headache'],
  ['de', 'zwei Paracetamol gegen Kopfschmerzen genommen'],
  ['fr', "j'ai pris deux doliprane pour le mal de tête"],
  ['es', 'me tome dos paracetamol para el dolor de cabeza'],
  ['en', 'I take 20 mg of citalopram a day'],
];

describe('8. an overdose by a count of tablets or a whole packet (TOXBASE; NICE NG225)', () => {
  it('twenty or more tablets, or a whole packet, with a medicine or brand name → 1', () => {
    expectUrgency(LARGE_OVERDOSE, 1, 1);
    for (const [lang, t] of LARGE_OVERDOSE)
      expect([...present(t, lang)], `${lang}: ${t}`).toContain('overdose');
  });
  it('ten tablets taken at once is an overdose for A&E (2), not yet a large one', () => {
    expect(urgency('she took 12 paracetamol', 'en')).toBe(2);
    expect([...present('she took 12 paracetamol', 'en')]).not.toContain('overdose_large');
  });
  it('two paracetamol for a headache, a daily dose or a packet bought are not raised', () =>
    expectNotUrgent(ORDINARY_DOSE));
});

// ---------------------------------------------------------------- 8b. paracetamol above the daily maximum for days → 2

const STAGGERED: Case[] = [
  [
    'en',
    'been taking 8g of paracetamol a day for 4 days for toothache, now feel sick with pain under right ribs',
  ],
  ['en', 'taking 6000mg of paracetamol daily for my back, now vomiting'],
  ['de', 'nehme seit 3 Tagen 6 g Paracetamol am Tag gegen Zahnschmerzen, jetzt Übelkeit'],
  [
    'es',
    'llevo 4 dias tomando 8 gramos de paracetamol al dia, tengo nauseas y dolor bajo las costillas derechas',
  ],
  ['fr', "je prends 6 g de doliprane par jour depuis 3 jours, j'ai la nausée"],
  ['pl', 'od 4 dni biorę 8 g paracetamolu dziennie, mam mdłości'],
  ['it', 'prendo 6 grammi di tachipirina al giorno da 3 giorni, ho nausea'],
  ['pt', 'há 4 dias tomo 8 g de paracetamol por dia, estou enjoado'],
  ['ru', '4 дня пью по 8 г парацетамола в день, тошнит'],
  ['tr', '4 gündür günde 8 gram parol alıyorum, midem bulanıyor'],
  ['zh', '这几天每天吃8克扑热息痛,现在恶心'],
  ['ja', '4日間カロナールを1日8グラム飲んでいて、吐き気がする'],
  ['ko', '4일 동안 하루에 타이레놀 8그램씩 먹었는데 메스꺼워요'],
  ['ar', 'صرلي 4 ايام باخد 8 غرام بنادول يوميا وعندي غثيان'],
  ['hi', '4 दिन से रोज 8 ग्राम पेरासिटामोल ले रहा हूँ, जी मिचला रहा है'],
  // tablets a day of a named strength: six of 1 g are 6 g
  ['en', "I've been taking paracetamol 1000mg, about 6 a day for a week for toothache, now I feel sick"],
  ['fr', "je prends du Doliprane 1000, 6 par jour depuis 4 jours pour une rage de dents, j'ai des nausées"],
  ['es', 'tomo paracetamol 1 g, 6 al día desde hace 5 días por la muela, ahora tengo náuseas'],
  ['de', 'ich nehme Paracetamol 1000, 6 am Tag seit 4 Tagen wegen Zahnschmerzen, jetzt ist mir übel'],
];
const USUAL_DAILY_DOSE: Case[] = [
  ['en', 'I take 1g of paracetamol four times a day for my knee'],
  ['de', 'nehme 1 g Paracetamol am Tag gegen Kopfweh'],
  ['fr', 'je prends 3 g de doliprane par jour comme prescrit, ça va'],
  ['fr', 'je prends du Doliprane 1000, 3 par jour pour mon dos'],
  ['en', 'I take paracetamol 500 mg, 8 a day, for my back'],
];

describe('8b. a staggered paracetamol overdose (TOXBASE; NICE CKS)', () => {
  it('more than the daily maximum for days, with nausea, vomiting or pain under the ribs → 2 (or 1)', () => {
    expectUrgency(STAGGERED, 1, 2);
    for (const [lang, t] of STAGGERED)
      expect(flagsOf(t, lang), `${lang}: ${t}`).toContain('paracetamol_staggered');
  });
  it('the usual daily dose is not raised', () => {
    expectNotUrgent(USUAL_DAILY_DOSE);
    for (const [lang, t] of USUAL_DAILY_DOSE)
      expect([...present(t, lang)], `${lang}: ${t}`).not.toContain('paracetamol_excess');
  });
});
