import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assessWithoutNet } from './support/protocol.ts';

/**
 * Eyes, bites and stings, wounds (issue 13): orbital and periorbital cellulitis, a high-velocity eye
 * injury, animal and human bites, scorpion and other venomous stings, wounds that need closing or
 * more. Every message was written for this file in the voice of patients and relatives (no accents,
 * typos, indirect wording), not taken from any evaluation set. Each urgency is reached through the
 * assessment and the red-flag floor alone (statistical safety net off), as the chat does.
 */
const urgency = (text: string, lang: Language): number => assessWithoutNet(text, lang).urgency;
type Case = readonly [Language, string];

const ORBITAL: Case[] = [
  ['en', "my 6 year old's eyelid is red and puffed up and he's got a temperature of 38.7"],
  ['en', 'swelling around her eye since yesterday and now it hurts when she moves her eye'],
  ['en', 'my eye lid is swollen and hot and im seeing double'],
  ['is', 'augnlokið á stráknum er bólgið og rautt og hann er með hita'],
  ['pl', 'córce spuchło oko, powieka czerwona i ma gorączkę 38,5'],
  ['pl', 'mam spuchniętą powiekę i boli przy ruszaniu okiem'],
  ['es', 'a mi hijo se le hincho el ojo, el parpado esta rojo y tiene fiebre'],
  ['es', 'tengo el parpado hinchado y me duele al mover el ojo'],
  ['fr', 'ma fille a la paupiere gonflee et rouge et elle a de la fievre'],
  ['de', 'das Augenlid meines Sohnes ist dick geschwollen und er hat Fieber'],
  ['de', 'mein Auge ist zugeschwollen und es tut weh wenn ich das Auge bewege'],
  ['it', 'mio figlio ha la palpebra gonfia e rossa e ha la febbre a 38'],
  ['pt', 'o olho do meu filho ta inchado e vermelho e ele ta com febre'],
  ['ru', 'у ребенка опухло веко и температура 38,6'],
  ['tr', 'oğlumun göz kapağı şişti ve ateşi var'],
  ['ar', 'جفن ابني منتفخ واحمر وعنده حرارة'],
  ['hi', 'बेटे की आँख सूज गई है और उसे बुखार है'],
  ['hi', 'beti ki aankh sooj gayi hai aur bukhar bhi hai'],
  ['zh', '孩子眼皮肿了还发烧'],
  ['zh', '孩子眼皮腫了還發燒'],
  ['ja', '子どものまぶたが腫れて熱があります'],
  ['ko', '아이 눈꺼풀이 부었고 열이 나요'],
];
const STYE: Case[] = [
  ['en', 'got a stye on my upper eyelid again. no fever, eye moves fine, vision normal'],
  ['es', 'tengo un orzuelo en el parpado, sin fiebre y veo bien'],
  ['de', 'ich habe ein Gerstenkorn am Augenlid, kein Fieber'],
  ['pl', 'mam jęczmień na powiece, nie mam gorączki i widzę normalnie'],
  ['fr', "j'ai un orgelet sur la paupiere, pas de fievre"],
  ['ja', 'ものもらいができました。熱はありません'],
  ['en', 'eyelid a bit puffy this morning, no fever, no pain moving my eye, vision fine'],
  ['es', 'el parpado un poco hinchado, sin fiebre, veo bien y muevo el ojo sin dolor'],
];

const HIGH_VELOCITY: Case[] = [
  [
    'en',
    'was using an angle grinder without goggles and something flew into my eye, it hurts and keeps watering',
  ],
  ['en', 'hubby was hammering a chisel and a bit of metal went in his eye, now his vision is blurry'],
  ['is', 'ég var að slípa með slípirokk og eitthvað fór í augað, mjög vont í auganu'],
  ['pl', 'szlifowałem flexem i coś wpadło mi do oka, oko boli i łzawi'],
  ['es', 'estaba con la amoladora y me salto algo al ojo, me duele mucho el ojo'],
  ['fr', "en meulant du metal un eclat est rentre dans l'oeil, j'ai mal a l'oeil"],
  ['de', 'beim Flexen ist mir was ins Auge geflogen, das Auge tut weh und tränt'],
  ['it', "stavo usando la smerigliatrice e mi è entrato qualcosa nell'occhio, mi fa male l'occhio"],
  ['pt', 'tava usando a esmerilhadeira e voou um pedaço no olho, ta doendo muito o olho'],
  ['ru', 'работал болгаркой и что-то отлетело в глаз, глаз болит и слезится'],
  ['tr', 'taşlama yaparken gözüme bir şey kaçtı, gözüm çok ağrıyor'],
  ['ar', 'كنت اشتغل على الصاروخ وطار شي في عيني وعيني توجعني'],
  ['zh', '用砂轮打磨的时候有东西飞进眼睛里了,眼睛很痛'],
  ['ja', 'グラインダーで削っていたら目に何か入って、目が痛いです'],
  ['ko', '그라인더 작업하다가 눈에 뭐가 튀었는데 눈이 너무 아파요'],
];
const EYE_DUST: Case[] = [
  ['en', 'got some dust in my eye on the bus, bit red and itchy'],
  ['en', 'an eyelash is stuck in my eye and it feels scratchy'],
  ['de', 'ich habe Staub ins Auge bekommen, es juckt etwas'],
  ['es', 'me entro polvo en el ojo y lo tengo un poco rojo'],
  ['en', 'was grinding with goggles on, nothing got in my eye, just a headache'],
];

const BITE_URGENT: Case[] = [
  ['en', 'our neighbours dog bit my daughter on the face, its a deep puncture'],
  ['en', 'got bitten by a stray dog in thailand on my leg'],
  ['en', 'a bat bit me while i was asleep in the cabin'],
  ['en', 'punched a guy in the mouth last night and now my knuckle has a cut from his teeth'],
  ['is', 'flækingshundur beit mig í fótinn í fríinu'],
  ['pl', 'pies sąsiada ugryzł syna w rękę, rana jest głęboka'],
  ['es', 'un perro callejero me mordio la pierna'],
  ['fr', "un chien errant m'a mordu au mollet pendant les vacances"],
  ['de', 'ein Straßenhund hat mich im Urlaub ins Bein gebissen'],
  ['it', 'un cane randagio mi ha morso la gamba'],
  ['pt', 'um macaco mordeu minha mão no passeio'],
  ['ru', 'бродячая собака укусила меня за ногу'],
  ['tr', 'sokak köpeği bacağımı ısırdı'],
  ['ar', 'كلب ضال عضني في رجلي'],
  ['hi', 'awara kutte ne pair pe kaat liya'],
  ['zh', '被流浪狗咬了一口'],
  ['ja', '野良犬に足を噛まれました'],
  ['ko', '유기견한테 다리를 물렸어요'],
];
const BITE_SAME_DAY: Case[] = [
  ['en', 'my dog bit my leg when i stepped on him, small wound'],
  ['es', 'mi perro me mordio la pierna, sangro un poco'],
  ['de', 'unser Hund hat mich ins Bein gebissen'],
  ['fr', "mon chat m'a mordu le bras"],
  ['pt', 'meu gato me mordeu no braço'],
  ['it', 'il mio gatto mi ha morso il braccio'],
  ['ru', 'наша собака укусила меня за ногу'],
  ['pl', 'nasz pies ugryzł mnie w nogę'],
  ['tr', 'kendi köpeğim bacağımı ısırdı'],
  ['ja', '飼い猫に腕を噛まれました'],
];
const NOT_A_BITE: Case[] = [
  ['en', 'mosquito bites on my legs, very itchy'],
  ['en', 'bitten by a dog 5 years ago, healed fine, just asking about a rash on my arm'],
  ['es', 'me pico un mosquito y me pica mucho'],
  ['de', 'Mückenstich am Arm, juckt'],
  ['ru', 'укус комара чешется'],
  ['ko', '모기에 물렸는데 가려워요'],
  [
    'en',
    'my sister was bitten by a stray dog in india years ago, had all the rabies jabs. i have a sore throat',
  ],
  ['ru', 'отец много лет назад был укушен бродячей собакой, сейчас у меня насморк'],
  ['fr', "mon fils a eu une morsure de chien l'an dernier, tout est cicatrisé, il tousse depuis hier"],
];

const SCORPION_URGENT: Case[] = [
  ['en', 'my 4 year old got stung by a scorpion on holiday'],
  ['en', 'stung by a scorpion an hour ago, now sweating a lot and vomiting'],
  ['is', 'sporðdreki stakk barnið mitt'],
  ['pl', 'dziecko ukąsił skorpion, wymiotuje'],
  ['es', 'a mi hijo le pico un alacran'],
  ['es', 'me pico un alacran y estoy sudando mucho y vomitando'],
  ['fr', "mon enfant s'est fait piquer par un scorpion"],
  ['de', 'mein Kind wurde von einem Skorpion gestochen'],
  ['it', 'mio figlio è stato punto da uno scorpione'],
  ['pt', 'meu filho foi picado por um escorpião'],
  ['ru', 'ребенка ужалил скорпион, его рвет'],
  ['tr', 'çocuğumu akrep soktu'],
  ['ar', 'عقرب لدغ ابني'],
  ['hi', 'bachhe ko bichhu ne kaat liya'],
  ['zh', '孩子被蝎子蜇了'],
  ['ja', '子どもがサソリに刺されました'],
  ['ko', '아이가 전갈에 쏘였어요'],
];
const SCORPION_SAME_DAY: Case[] = [
  ['en', "stung by a scorpion on my foot, it's painful but otherwise i feel ok"],
  ['es', 'me pico un alacran en el pie, me duele pero estoy bien'],
  ['tr', 'ayağımı akrep soktu, acıyor'],
];
const SCORPION_LONG_AGO: Case[] = [
  ['en', 'my grandad was stung by a scorpion in the army years ago, today I just have a cough'],
];

const WOUND_GAPING: Case[] = [
  ['en', 'cut my hand on a broken glass, the edges are gaping and I think it needs stitches'],
  ['en', 'sliced my thumb with a knife, deep cut, bleeding has slowed'],
  ['is', 'ég skar mig á hníf og sárið er gapandi'],
  ['pl', 'rozciąłem rękę, rana jest głęboka, chyba trzeba szyć'],
  ['es', 'me corte con un cuchillo y la herida esta muy abierta, creo que necesita puntos'],
  ['fr', 'je me suis coupé, la plaie est béante, faut recoudre je pense'],
  ['de', 'habe mich geschnitten, die Wunde klafft, muss wohl genäht werden'],
  ['it', 'mi sono tagliato e la ferita è aperta, servono punti'],
  ['pt', 'me cortei na faca e o corte ta fundo, acho que precisa de pontos'],
  ['ru', 'порезался ножом, глубокий порез, края расходятся'],
  ['tr', 'bıçakla elimi kestim, derin kesik, dikiş lazım'],
  ['zh', '手被刀割伤了,伤口很深,需要缝针吗'],
  ['ja', '包丁で指を切って傷がぱっくり開いています'],
  ['ko', '칼에 베였는데 상처가 벌어졌어요'],
];
const WOUND_DEEP: Case[] = [
  ['en', 'my husband cut his arm with a chainsaw and you can see the fat and something white'],
  ['en', 'i cut myself too deep this time, i can see yellow fat'],
  ['en', 'cut my palm deep on glass and now two fingers are numb'],
  ['is', 'skar mig í lófann og það sést í fitu'],
  ['pl', 'rozciąłem nogę, widać tłuszcz'],
  ['es', 'me corte la pierna y se ve la grasa'],
  ['fr', 'je me suis coupé profondément, on voit la graisse'],
  ['de', 'tiefe Schnittwunde an der Hand, man sieht Fett'],
  ['it', 'mi sono tagliato, si vede il grasso'],
  ['pt', 'cortei o pé e dá pra ver a gordura'],
  ['ru', 'порезал ногу, видно жир'],
  ['tr', 'bacağımı kestim, yağ görünüyor'],
  ['ar', 'جرحت ايدي والدهن باين'],
  ['hi', 'gehra cut laga hai, haddi dikh rahi hai'],
  ['zh', '腿割了个口子,看到脂肪了'],
  ['ja', '足を切って脂肪が見えています'],
  ['ko', '다리를 베였는데 지방이 보여요'],
];
const WOUND_MINOR: Case[] = [
  ['en', 'small cut on my finger from paper, stopped bleeding, no need for stitches'],
  ['en', 'had stitches in my hand 2 weeks ago, healed well, when can I swim'],
  ['es', 'me hice un corte pequeño en el dedo, ya no sangra'],
  ['de', 'kleiner Kratzer am Arm, blutet nicht mehr'],
  ['en', 'my eyes are wide open all night, I cannot sleep'],
];

describe('orbital and periorbital cellulitis (NICE CKS cellulitis)', () => {
  it.each(ORBITAL)('[%s] %s → 2', (lang, text) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it.each(STYE)('stye stays self-care: [%s] %s', (lang, text) => {
    expect(urgency(text, lang)).toBe(5);
  });
});

describe('high-velocity eye injury (NICE CKS red eye)', () => {
  it.each(HIGH_VELOCITY)('[%s] %s → 2', (lang, text) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it.each(EYE_DUST)('dust or an eyelash without a high-velocity mechanism: [%s] %s', (lang, text) => {
    expect(urgency(text, lang)).toBeGreaterThan(2);
  });
});

describe('animal and human bites (NICE CKS bites; UKHSA rabies)', () => {
  it.each(BITE_URGENT)('[%s] %s → 2', (lang, text) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it.each(BITE_SAME_DAY)('bite that broke the skin, no high-risk feature: [%s] %s → 3', (lang, text) => {
    expect(urgency(text, lang)).toBe(3);
  });
  it.each(NOT_A_BITE)(
    'insect bites, an old healed bite, a relative bitten long ago: [%s] %s',
    (lang, text) => {
      expect(urgency(text, lang)).toBeGreaterThan(3);
    },
  );
});

describe('scorpion and other venomous stings (TOXBASE; WHO)', () => {
  it.each(SCORPION_URGENT)('[%s] %s → 2', (lang, text) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it.each(SCORPION_SAME_DAY)('an adult without systemic features: [%s] %s → 3', (lang, text) => {
    expect(urgency(text, lang)).toBe(3);
  });
  it.each(SCORPION_LONG_AGO)('a relative stung long ago: [%s] %s', (lang, text) => {
    expect(urgency(text, lang)).toBeGreaterThan(3);
  });
});

describe('wounds that need closing or more (NHS cuts and grazes)', () => {
  it.each(WOUND_GAPING)('gaping or deep: [%s] %s → same day', (lang, text) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(3);
  });
  it.each(WOUND_DEEP)('fat, bone or tendon visible, or numb beyond a deep cut: [%s] %s → 2', (lang, text) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it.each(WOUND_MINOR)('a small or healed cut stays routine: [%s] %s', (lang, text) => {
    expect(urgency(text, lang)).toBeGreaterThan(3);
  });
});
