import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assessWithoutNet } from './support/protocol.ts';

/**
 * Conditions a clinician expects to read named, with the disposition their guidance gives: metastatic
 * spinal cord compression (NICE NG234), acute compartment syndrome (BOA / BOAST), bleeding after a
 * tonsillectomy (ENT UK), an operation or a tooth extraction (NHS), a staggered paracetamol overdose
 * by tablets a day or two paracetamol products over days (TOXBASE; NICE CKS), and severe
 * breathlessness named as such until a cause's own features are told (NHS 111; Resuscitation Council
 * UK). Every message was written for this file in the voice of patients and relatives, not taken from
 * any evaluation set. The engine and its red-flag floor are read with the statistical safety net off.
 */
type Case = readonly [Language, string];
const assess = (text: string, lang: Language) => assessWithoutNet(text, lang);
const codes = (text: string, lang: Language) =>
  assess(text, lang).diagnosisData.differentialDiagnoses.map((d) => d.icd10Code);
const primary = (text: string, lang: Language) =>
  assess(text, lang).diagnosisData.differentialDiagnoses[0]?.icd10Code ?? '';

function expectNamed(cases: readonly Case[], code: string, lo: number, hi: number) {
  for (const [lang, t] of cases) {
    const a = assess(t, lang);
    expect(a.urgency, `${lang}: ${t}`).toBeGreaterThanOrEqual(lo);
    expect(a.urgency, `${lang}: ${t}`).toBeLessThanOrEqual(hi);
    expect(a.diagnosisData.differentialDiagnoses[0]?.icd10Code, `${lang}: ${t}`).toBe(code);
  }
}
function expectUrgency(cases: readonly Case[], lo: number, hi: number) {
  for (const [lang, t] of cases) {
    const u = assess(t, lang).urgency;
    expect(u, `${lang}: ${t}`).toBeGreaterThanOrEqual(lo);
    expect(u, `${lang}: ${t}`).toBeLessThanOrEqual(hi);
  }
}

// ---------------------------------------------------------------- metastatic spinal cord compression → 2

const MSCC: Case[] = [
  ['pl', 'mam raka piersi, teraz boli mnie kręgosłup i słabną mi nogi'],
  ['ar', 'عندي سرطان في الرئة والحين ظهري يوجعني ورجليني ضعاف'],
  ['en', 'I have lung cancer and now back pain and my legs feel weak'],
  ['is', 'ég er með krabbamein og nú bakverk og fæturnir eru máttlausir'],
  ['es', 'tengo cáncer de próstata y ahora dolor de espalda y las piernas débiles'],
  ['fr', "j'ai un cancer du sein et maintenant mal au dos et les jambes faibles"],
  ['de', 'ich habe Lungenkrebs und jetzt Rückenschmerzen und meine Beine sind schwach'],
  ['it', 'ho un tumore al polmone e ora mal di schiena e le gambe deboli'],
  ['pt', 'tenho câncer de mama e agora dor nas costas e as pernas fracas'],
  ['ru', 'у меня рак лёгких, теперь болит спина и слабость в ногах'],
  ['tr', 'akciğer kanserim var, şimdi sırtım ağrıyor ve bacaklarım güçsüz'],
  ['zh', '我有肺癌，现在腰痛，腿没力气'],
  ['ja', '肺がんがあって、今は腰が痛くて足に力が入らない'],
  ['ko', '폐암이 있는데 요즘 허리가 아프고 다리에 힘이 없어요'],
  ['hi', 'mujhe cancer hai aur ab kamar dard hai aur pairon mein kamzori hai'],
];

describe('metastatic spinal cord compression (NICE NG234)', () => {
  it('cancer with new back pain and weak legs is named G95.2 at 2, in 15 languages', () => {
    expectNamed(MSCC, 'G95.2', 2, 2);
  });
  it('back pain without cancer or without neurology is not named so', () => {
    for (const [lang, t] of [
      ['en', 'I have back pain after lifting boxes, my legs are fine'],
      ['en', 'I had breast cancer ten years ago, now my back aches after gardening'],
      ['de', 'Rückenschmerzen nach dem Umzug, sonst nichts'],
      ['es', 'me duele la espalda de estar sentado todo el día'],
    ] as const)
      expect(primary(t, lang), `${lang}: ${t}`).not.toBe('G95.2');
  });
});

// ---------------------------------------------------------------- acute compartment syndrome → 2

const COMPARTMENT: Case[] = [
  ['pl', 'mam nogę w gipsie i nieznośny ból, palce mi zdrętwiały'],
  ['ko', '다리에 깁스를 했는데 참을 수 없이 아프고 발가락이 저려요'],
  ['zh', '腿打了石膏，疼得受不了，脚趾麻木'],
  ['hi', 'pair pe plaster chadha hai aur dard bardasht se bahar hai, ungliyan sunn hain'],
  ['en', 'my calf is rock hard and agony after a crush injury at work, pain worse when I move my toes'],
  ['de', 'mein Bein ist seit gestern eingegipst und die Schmerzen sind unerträglich, die Zehen sind taub'],
  ['es', 'tengo la pierna escayolada y un dolor insoportable, no siento los dedos del pie'],
  ['fr', "j'ai un plâtre au bras et une douleur atroce, les doigts sont engourdis"],
  ['it', 'ho il braccio ingessato e un dolore insopportabile, le dita sono intorpidite'],
  ['pt', 'estou com a perna engessada e uma dor insuportável, os dedos estão dormentes'],
  ['ru', 'нога в гипсе, боль невыносимая, пальцы онемели'],
  ['tr', 'bacağım alçıda ve dayanılmaz bir ağrı var, parmaklarım uyuştu'],
  ['ja', '足をギプスで固定していて激痛で、足の指がしびれている'],
  ['ar', 'رجلي في الجبس والألم لا يطاق وأصابعي منملة'],
  ['is', 'ég er í gifsi á fætinum og verkurinn er óbærilegur, tærnar dofnar'],
];

describe('acute compartment syndrome (BOA / BOAST; NICE NG38)', () => {
  it('a crushed limb or one in a cast with pain out of proportion is named T79.6 at 2', () => {
    expectNamed(COMPARTMENT, 'T79.6', 2, 2);
  });
  it('a sprain one can walk on after a twist stays a sprain, not compartment syndrome', () => {
    for (const [lang, t] of [
      ['en', "I twisted my ankle, it's swollen but I can walk on it"],
      ['de', 'ich bin umgeknickt, der Knöchel ist geschwollen, aber ich kann laufen'],
      ['en', 'my arm is in a cast and it itches a bit, no pain'],
    ] as const) {
      expect(primary(t, lang), `${lang}: ${t}`).not.toBe('T79.6');
      expect(assess(t, lang).urgency, `${lang}: ${t}`).toBeGreaterThanOrEqual(4);
    }
  });
});

// ---------------------------------------------------------------- bleeding after an operation → 2 (1 if heavy)

const TONSILS: Case[] = [
  ['en', 'my son had his tonsils out 6 days ago and is spitting blood'],
  ['de', 'meiner Tochter wurden vor 5 Tagen die Mandeln entfernt und sie spuckt Blut'],
  ['es', 'a mi hijo le quitaron las amígdalas hace una semana y está escupiendo sangre'],
  ['fr', 'mon fils a été opéré des amygdales il y a 6 jours et il crache du sang'],
  ['it', 'a mia figlia hanno tolto le tonsille 5 giorni fa e sputa sangue'],
  ['pt', 'meu filho tirou as amígdalas há 6 dias e está cuspindo sangue'],
  ['pl', 'synowi wycięto migdałki tydzień temu i pluje krwią'],
  ['ru', 'сыну неделю назад удалили миндалины, и он сплёвывает кровь'],
  ['tr', 'oğlumun 6 gün önce bademcikleri alındı ve kan tükürüyor'],
  ['zh', '孩子6天前做了扁桃体切除，现在吐血'],
  ['ja', '息子が6日前に扁桃腺の手術をして、血を吐いています'],
  ['ko', '아들이 6일 전에 편도 수술을 했는데 피를 뱉어요'],
  ['ar', 'ابني شالوا له اللوزتين من ستة أيام وهو يبصق دم'],
  ['hi', 'bete ka 6 din pehle tonsil ka operation hua tha aur wo khoon thook raha hai'],
];
const AFTER_OPERATION: Case[] = [
  ['en', 'I had my wisdom tooth out yesterday and the socket keeps bleeding'],
  ['en', 'I had an operation on my knee 3 days ago and the wound keeps bleeding'],
  ['is', 'endajaxlinn var dreginn í gær og það blæðir enn'],
  ['pl', 'wczoraj miałem wyrwany ząb i cały czas krwawi, nie przestaje'],
  ['es', 'ayer me sacaron una muela y no para de sangrar'],
  ['fr', "on m'a arraché une dent de sagesse hier et ça saigne encore, ça ne s'arrête pas"],
  ['de', 'mir wurde gestern ein weisheitszahn gezogen und es blutet immer noch'],
  ['it', 'ieri mi hanno tolto un dente e continua a sanguinare'],
  ['pt', 'tirei um dente ontem e não para de sangrar'],
  ['ru', 'вчера удалили зуб и до сих пор идёт кровь, не останавливается'],
  ['tr', 'dün diş çektirdim ve kanama durmuyor'],
  ['zh', '昨天拔了牙，一直在流血，止不住'],
  ['ja', '昨日親知らずを抜いたら血が止まらない'],
  ['ko', '어제 사랑니를 뽑았는데 피가 계속 나요'],
  ['ar', 'قلعت ضرس امبارح وما وقف النزيف'],
  ['hi', 'kal daant nikalwaya tha aur khoon band nahi ho raha'],
  ['de', 'nach meiner OP blutet die Wunde immer noch'],
  ['es', 'me operaron hace 3 días y la herida sigue sangrando'],
];

describe('bleeding after a tonsillectomy, an operation or a tooth extraction (ENT UK; NHS)', () => {
  it('bleeding after tonsils were taken out is named T81.0 at 2, not haemoptysis', () => {
    expectNamed(TONSILS, 'T81.0', 1, 2);
  });
  it('a socket or an operation wound that keeps bleeding is named T81.0 at 1–2', () => {
    expectNamed(AFTER_OPERATION, 'T81.0', 1, 2);
  });
  it('bleeding that stopped after a tooth extraction, or an operation long ago, is not raised', () => {
    expectUrgency(
      [
        ['en', 'I had a tooth out yesterday, it bled a bit but it has stopped now'],
        ['fr', "je me suis fait arracher une dent hier, ça a saigné un peu mais c'est arrêté"],
        ['en', 'I had a tooth out last week and it feels fine now'],
        ['de', 'mir wurde gestern ein Zahn gezogen, es blutet nicht mehr'],
      ],
      3,
      5,
    );
    expect(primary('I had a tooth out yesterday, it bled a bit but it has stopped now', 'en')).not.toBe(
      'T81.0',
    );
  });
});

// ---------------------------------------------------------------- staggered paracetamol overdose → 2

const PARACETAMOL: Case[] = [
  ['en', "I've been taking 8 paracetamol a day plus Lemsip for 4 days"],
  ['en', "I've been taking 10 paracetamol a day for 3 days"],
  ['de', 'ich nehme seit 4 tagen 3 mal täglich paracetamol und dazu grippostad'],
  ['es', 'llevo 3 días tomando paracetamol y frenadol'],
  ['fr', 'je prends du doliprane et du fervex depuis 3 jours'],
  ['zh', '这4天每天吃对乙酰氨基酚,还吃了感冒灵'],
  ['zh', '每天吃10片扑热息痛,已经3天了'],
  ['ja', '3日前からカロナールとパブロンを毎日飲んでいます'],
  ['ko', '3일째 타이레놀이랑 판피린을 같이 먹고 있어요'],
  ['ar', 'باخذ بنادول وكولدريكس من 4 أيام'],
  ['hi', '4 din se crocin aur sinarest dono le raha hoon'],
  ['ru', '4 дня пью парацетамол и терафлю'],
  ['tr', '4 gündür parol ve tylol hot içiyorum'],
  ['pl', 'od 3 dni biorę apap i gripex'],
  ['it', 'da 3 giorni prendo tachipirina e zerinol'],
  ['pt', 'há 4 dias tomo paracetamol e cimegripe'],
  ['is', 'ég hef tekið 10 paracetamol á dag í 3 daga'],
];

describe('staggered paracetamol overdose (TOXBASE; NICE CKS)', () => {
  it('nine or more tablets a day, or paracetamol with a product that contains it over days, → 2', () => {
    expectUrgency(PARACETAMOL, 2, 2);
  });
  it('a normal dose, a question, or a cold remedy alone is not an overdose', () => {
    expectUrgency(
      [
        ['en', 'I take 2 paracetamol 4 times a day for my back'],
        ['en', 'can I take paracetamol with lemsip for 3 days?'],
        ['en', 'I take paracetamol for 10 days now, 2 tablets 4 times a day'],
        ['en', "i've had lemsip for 2 days for my cold"],
        ['es', 'tengo dolor y tomo frenadol 3 veces al día'],
        ['es', 'tengo dolor de cabeza desde hace 3 días y tomo paracetamol'],
        ['en', 'took 2 paracetamol this morning and a lemsip last night for my cold'],
        ['es', 'tengo dolor de espalda desde hace 3 dias, tomo frenadol para el resfriado'],
        ['it', 'da 3 giorni ho mal di gola, prendo la tachipirina, ne parlo con il medico'],
      ],
      3,
      5,
    );
  });
});

// ---------------------------------------------------------------- severe breathlessness → 1, named as such

const CANT_BREATHE: Case[] = [
  ['en', "I can't breathe"],
  ['is', 'ég næ ekki andanum'],
  ['pl', 'nie mogę oddychać'],
  ['es', 'no puedo respirar'],
  ['fr', "je n'arrive pas à respirer"],
  ['de', 'Ich bekomme keine Luft'],
  ['it', 'non riesco a respirare'],
  ['pt', 'não consigo respirar'],
  ['ru', 'не могу дышать'],
  ['tr', 'nefes alamıyorum'],
  ['zh', '我喘不上气'],
  ['ja', '息ができない'],
  ['ko', '숨을 못 쉬겠어요'],
  ['ar', 'مش قادر اتنفس'],
];

describe('acute breathlessness, cause to be found (NHS 111; Resuscitation Council UK)', () => {
  it('"I can\'t breathe" alone is an emergency named R06.0, not heart failure', () => {
    expectNamed(CANT_BREATHE, 'R06.0', 1, 1);
  });
  it('a specific cause ranks above it on its own features', () => {
    expect(primary('I cant breathe, my asthma is really bad and my inhaler is not helping', 'en')).toBe(
      'J45.9',
    );
  });
});

// ---------------------------------------------------------------- memory decline over months → GP (4)

const MEMORY: Case[] = [
  ['en', 'mum is getting more forgetful over the last few months and keeps repeating herself'],
  ['de', 'meine Mutter wird seit Monaten immer vergesslicher und wiederholt sich ständig'],
  ['es', 'mi madre está cada vez más olvidadiza desde hace meses'],
  ['fr', 'ma mère oublie de plus en plus de choses depuis quelques mois'],
  ['ja', '母がここ数ヶ月物忘れがひどくなってきた'],
  ['is', 'mamma er orðin gleymnari síðustu mánuði og endurtekur sig'],
  ['pl', 'mama od kilku miesięcy coraz więcej zapomina i powtarza to samo'],
  ['it', 'mia mamma da qualche mese è sempre più smemorata e ripete le stesse cose'],
  ['pt', 'minha mãe está cada vez mais esquecida há meses e repete as mesmas coisas'],
  ['ru', 'мама последние месяцы стала всё забывать и повторяет одно и то же'],
  ['tr', 'annem son aylarda giderek unutkan oldu, hep aynı şeyleri tekrarlıyor'],
  ['zh', '妈妈这几个月越来越健忘，总是重复说同样的话'],
  ['ko', '엄마가 몇 달째 점점 깜빡깜빡하고 같은 말을 반복하세요'],
  ['ar', 'أمي صارت تنسى كثير من كم شهر وتعيد نفس الكلام'],
  ['hi', 'mummy pichhle kuch mahino se bahut bhoolne lagi hain aur ek hi baat dohrati hain'],
];

describe('memory decline over months (NICE NG97) is not delirium', () => {
  it('gradual forgetfulness in an older relative is memory decline (F03) at 4, in 15 languages', () => {
    expectNamed(MEMORY, 'F03', 4, 4);
  });
  it('sudden confusion since yesterday stays urgent', () => {
    expect(assess('my dad suddenly became confused since yesterday', 'en').urgency).toBeLessThanOrEqual(2);
  });
});

// ---------------------------------------------------------------- chilblains → self-care (5)

const CHILBLAINS: Case[] = [
  ['en', 'my toes are itchy and purple-red after being out in the cold'],
  ['en', 'since the cold snap my fingers are swollen, red and itch like mad'],
  ['is', 'tærnar eru rauðar og bólgnar og klæjar eftir kuldann'],
  ['pl', 'po mrozie palce u stóp są czerwono-fioletowe i swędzą'],
  ['de', 'meine Zehen sind nach der Kälte rotviolett geschwollen und jucken'],
  ['es', 'tengo los dedos de los pies rojos y morados y me pican después del frío'],
  ['fr', 'mes orteils sont rouges violacés et me démangent depuis le froid'],
  ['it', 'con il freddo le dita dei piedi sono gonfie, rosso viola e prudono'],
  ['pt', 'com o frio os dedos dos pés ficaram vermelhos e roxos e coçam muito'],
  ['ru', 'после мороза пальцы на ногах красно-фиолетовые, опухли и чешутся'],
  ['tr', 'soğuktan sonra ayak parmaklarım mor kırmızı oldu ve kaşınıyor'],
  ['zh', '天冷以后脚趾红肿发紫，很痒'],
  ['ja', '寒さで足の指が赤紫に腫れてかゆい'],
  ['ko', '추위에 발가락이 붉고 보라색으로 붓고 가려워요'],
  ['ar', 'من البرد أصابع رجلي صارت حمرا وبنفسجية وبتحكني'],
  ['hi', 'thand se pair ki ungliyan laal baingani ho gayi aur khujli ho rahi hai'],
];

describe('chilblains (NICE CKS chilblains; NHS)', () => {
  it('itchy red-purple toes or fingers after the cold are chilblains (T69.1) at 5, not cyanosis or Raynaud', () => {
    expectNamed(CHILBLAINS, 'T69.1', 5, 5);
  });
  it('blue lips with breathlessness stay an emergency; white-then-blue fingers stay Raynaud; itchy toes without cold are not chilblains', () => {
    expect(assess('my lips went blue and I cant breathe', 'en').urgency).toBe(1);
    expect(
      assess('my toes are purple and itchy after the cold and now my lips are blue and I cant breathe', 'en')
        .urgency,
    ).toBe(1);
    expect(primary('my fingers go white then blue in the cold and hurt when they warm up', 'en')).toBe(
      'I73.0',
    );
    expect(primary('my toes are itchy between them and the skin is peeling', 'en')).not.toBe('T69.1');
    expect(primary('das Jucken zwischen den Zehen ist schlimm, die Haut schält sich', 'de')).not.toBe(
      'T69.1',
    );
    expect(codes('I have had a cold for 3 days and my fingers itch', 'en')).not.toContain('T69.1');
  });
});
