import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { codes, flags, present, urgency } from '../../../test/support/protocol.ts';
import { parseText } from '../../nlp/parser.ts';
import { childAgeMonths } from '../../nlp/quantities.ts';

/**
 * The infant-and-child protocol: red flags and urgent rules. Every message here was written for
 * this test, in phrasings of our own (not blind-set texts); each mechanism has examples in several
 * languages and at least one benign look-alike that must not fire.
 */
type Case = [string, Language];

describe('NICE NG143 red / NG9: grunting and chest recession (severe respiratory distress)', () => {
  it.each([
    [
      'my 3 month old is making a grunting noise every time she breathes out and her nostrils are flaring',
      'en',
    ],
    ['litli strákurinn minn stynur við hverja öndun og húðin sogast inn milli rifjanna', 'is'],
    ['niemowlę stęka przy każdym oddechu, skóra zapada się pod żebrami', 'pl'],
    ['mi bebé de cuatro meses tiene quejido al respirar y se le hunden las costillas', 'es'],
    ['mon bébé de 5 mois fait du tirage et geint à chaque respiration', 'fr'],
    ['unser Säugling stöhnt beim Ausatmen und man sieht Einziehungen zwischen den Rippen', 'de'],
    ['minha filha de 7 meses está com tiragem e gemência', 'pt'],
    ['il mio bimbo di 3 mesi ha rientramenti tra le costole e geme ogni volta che respira', 'it'],
    ['у грудничка втяжение межреберий и он кряхтит при дыхании', 'ru'],
    ['bebeğimin kaburga araları çekiliyor, her nefeste inliyor', 'tr'],
    ['ابني الرضيع صدره يدخل تحت الضلوع وهو يتنفس ويئن مع كل نفس', 'ar'],
    ['mere bachche ki pasliyan chal rahi hain aur saans lete karah raha hai', 'hi'],
    ['宝宝呼吸的时候有呻吟，吸气时肋骨凹陷', 'zh'],
    ['赤ちゃんが陥没呼吸をしていて、息をするたびにうなっています', 'ja'],
    ['아기가 숨 쉴 때마다 갈비뼈 사이가 쑥 들어가요', 'ko'],
  ] as Case[])('%s', (text, lang) => {
    expect(flags(text)).toContain('child_respiratory_distress');
    expect(urgency(text, lang)).toBe(1);
  });
  it('bronchiolitis (J21) leads the differential', () => {
    expect(
      codes(
        'our 5 month old has a cold and now grunts with every breath and the skin pulls in under his ribs',
      )[0],
    ).toMatch(/^J21/);
  });
  it('look-alikes: a recession in the economy, grunting at the gym', () => {
    for (const t of [
      'the economic recession is stressing me out and I cannot sleep',
      'my husband grunts when he lifts weights at the gym',
    ])
      expect(flags(t), t).not.toContain('child_respiratory_distress');
  });
});
describe('NICE NG143 red: floppy, weak or high-pitched cry, bulging fontanelle', () => {
  it.each([
    ['my six-week-old is really floppy and has a weak, high-pitched cry', 'en', 'floppy_child'],
    ['el bebé está flojito, como un trapo', 'es', 'floppy_child'],
    ['mon nourrisson est tout mou depuis ce matin', 'fr', 'floppy_child'],
    ['niemowlę jest wiotkie i przelewa się przez ręce', 'pl', 'floppy_child'],
    ['赤ちゃんが熱でぐったりしています', 'ja', 'floppy_child'],
    ['아기가 축 처져 있어요', 'ko', 'floppy_child'],
    ['宝宝浑身软绵绵的', 'zh', 'floppy_child'],
    ['ребёнок обмяк и не держит голову', 'ru', 'floppy_child'],
    ['bebeğim bez bebek gibi', 'tr', 'floppy_child'],
    ['il piccolo piange in modo strano, un pianto acuto', 'it', 'abnormal_cry'],
    ['o bebê está com choro fraco e estridente', 'pt', 'abnormal_cry'],
    ['the soft spot on my baby’s head is bulging and she has a temperature', 'en', 'bulging_fontanelle'],
    ['die Fontanelle ist vorgewölbt und er hat Fieber', 'de', 'bulging_fontanelle'],
    ['اليافوخ منتفخ عند البيبي وعنده حرارة', 'ar', 'bulging_fontanelle'],
  ] as [string, Language, string][])('%s → %s', (text, lang, id) => {
    expect(flags(text)).toContain(id);
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it('fever with a red feature in a child: sepsis is in the differential (NICE NG51)', () => {
    expect(codes('our 7 month old has a high temperature and has gone floppy').slice(0, 3)).toContain(
      'A41.9',
    );
  });
  it('look-alikes: a limp from a sprained ankle, floppy ears, a baby crying for a feed', () => {
    for (const t of [
      'I twisted my ankle and walk with a limp',
      'our puppy has floppy ears',
      'my baby cries loudly when she is hungry',
    ]) {
      const ids = flags(t);
      for (const id of ['floppy_child', 'abnormal_cry', 'bulging_fontanelle'])
        expect(ids, t).not.toContain(id);
    }
  });
});
describe('NICE NG143 / NG240: the glass test in parents’ words (non-blanching rash)', () => {
  it.each([
    ['my son has a fever and red spots on his legs that do not fade when I press a glass on them', 'en'],
    ['córka ma gorączkę, czerwone kropki na brzuchu nie bledną pod szklanką', 'pl'],
    ['hann er með hita og blettirnir dofna ekki þegar ég þrýsti glasi á þá', 'is'],
    ['tiene fiebre y unos puntitos morados que no se quitan con el vaso', 'es'],
    ['il a de la fièvre et des petites taches violettes qui ne disparaissent pas sous le verre', 'fr'],
    ['Fieber und kleine Punkte, die unter dem Glas nicht verschwinden', 'de'],
    ['febre e manchinhas que não somem com o copo', 'pt'],
    ['ha la febbre e puntini rossi che non scompaiono con il bicchiere', 'it'],
    ['температура и сыпь, которая не исчезает под стаканом', 'ru'],
    ['ateşi var, bardakla bastırınca lekeler solmuyor', 'tr'],
    ['عنده حرارة وبقع حمراء ما تختفي لما اضغط عليها بالكاس', 'ar'],
    ['bukhar hai aur daane glass se dabane par nahi mit rahe', 'hi'],
    ['发烧，身上的红点用玻璃杯压也不褪色', 'zh'],
    ['熱があって、コップを押し当てても消えない発疹があります', 'ja'],
    ['열이 나고 유리컵으로 눌러도 없어지지 않는 반점이 있어요', 'ko'],
  ] as Case[])('%s', (text, lang) => {
    expect(flags(text)).toContain('purpuric_rash');
    expect(urgency(text, lang)).toBe(1);
  });
  it('look-alike: a rash that fades under the glass', () => {
    expect(flags('a spotty rash on my arm that fades when I press a glass on it')).not.toContain(
      'purpuric_rash',
    );
    expect(flags('wysypka blednie pod szklanką, dziecko jest wesołe')).not.toContain('purpuric_rash');
  });
});
describe('NICE CKS croup: barking cough, stridor at rest', () => {
  it.each([
    ['my toddler has a barking cough like a seal and noisy breathing in even when he is asleep', 'en'],
    ['sonur minn er með geltandi hósta og hvæsandi innöndun, jafnvel þegar hann sefur', 'is'],
    ['synek kaszle jak pies i świszczy na wdechu nawet przez sen', 'pl'],
    ['mi hijo tiene tos perruna y hace ruido al coger aire incluso cuando está tranquilo', 'es'],
    ['ma fille a une toux aboyante et un bruit en inspirant même quand elle dort', 'fr'],
    [
      'mein Sohn hat bellenden Husten und ein pfeifendes Geräusch beim Einatmen, selbst wenn er ruhig liegt',
      'de',
    ],
    ['meu filho está com tosse de cachorro e chiado ao puxar o ar mesmo quando está calmo', 'pt'],
    ['mio figlio ha la tosse abbaiante e un fischio quando inspira anche a riposo', 'it'],
    ['у сына лающий кашель и свист на вдохе даже во сне', 'ru'],
    ['oğlum köpek gibi öksürüyor ve uyurken bile nefes alırken ıslık sesi çıkıyor', 'tr'],
    ['ابني عنده كحة زي نباح الكلب وصوت مع الشهيق حتى وهو نايم', 'ar'],
    ['bete ko kutte jaisi khansi hai aur saans lete waqt seeti ki awaaz, sote hue bhi', 'hi'],
    ['孩子咳嗽像狗叫，安静的时候也有吸气性喉鸣', 'zh'],
    ['息子がケンケンという咳をして、寝ている時も息を吸うときにヒューヒュー音がします', 'ja'],
    ['아이가 개 짖는 소리 같은 기침을 하고 자는 동안에도 숨을 들이쉴 때 쌕쌕 소리가 나요', 'ko'],
  ] as Case[])('stridor at rest → emergency: %s', (text, lang) => {
    expect(flags(text)).toContain('stridor_at_rest');
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
    expect(codes(text, lang)[0]).toMatch(/^J05/);
  });
  it('barking cough without stridor at rest → same-day GP, not an emergency', () => {
    expect(urgency('my 2 year old has a croupy cough, no noisy breathing, eating fine')).toBe(3);
    expect(urgency('córeczka (3 lata) ma szczekający kaszel, oddycha spokojnie', 'pl')).toBe(3);
  });
  it('look-alike: an adult with a barking cough and wheeze on cold air is not croup', () => {
    expect(urgency("I've got a cough that sounds like a bark, I'm 40")).toBeGreaterThanOrEqual(4);
    expect(flags('my chest whistles a bit when I breathe in cold air, I have asthma, inhaler helps')).toEqual(
      [],
    );
  });
});
describe('NICE CG84 / NHS: diarrhoea and vomiting in babies, dehydration', () => {
  it.each([
    [
      'dóttir mín er 9 mánaða, með niðurgang og uppköst síðan í gær, engin blaut bleyja í 12 tíma og hún er sinnulaus',
      'is',
    ],
    ['8-miesięczny synek ma biegunkę, sucha pielucha od rana, ciemiączko zapadnięte', 'pl'],
    [
      'mi bebé de 10 meses tiene diarrea y vómitos, el pañal está seco desde hace horas y tiene los ojos hundidos',
      'es',
    ],
    ['mon bébé de 9 mois a la diarrhée depuis hier, couche sèche depuis ce matin et il est tout mou', 'fr'],
    [
      'unser Baby (7 Monate) hat Durchfall, die Windel ist seit Stunden trocken und es ist ganz schlaff',
      'de',
    ],
    ['meu bebê de 6 meses está com diarreia, a fralda está seca e ele está molinho', 'pt'],
    ['la mia bambina di 11 mesi ha diarrea, il pannolino è asciutto da stamattina ed è abbattuta', 'it'],
    ['ребёнку 9 месяцев, понос и рвота, подгузник сухой с утра, вялый', 'ru'],
    ['9 aylık bebeğim ishal, bezi sabahtan beri kuru ve çok halsiz', 'tr'],
    ['بنتي عمرها ٨ شهور عندها إسهال والحفاض ناشف من الصبح وهي مرتخية', 'ar'],
    ['मेरा 7 महीने का बेटा दस्त कर रहा है, डायपर सुबह से सूखा है और बहुत सुस्त है', 'hi'],
    ['宝宝8个月，拉肚子，尿不湿一整天都是干的，精神很差', 'zh'],
    ['生後9ヶ月の赤ちゃんが下痢をしていて、おむつがずっと乾いていて、ぐったりしています', 'ja'],
    ['11개월 아기가 토하고 설사해요. 기저귀가 아침부터 말라 있고 기운이 없어요', 'ko'],
    [
      "my 9 month old has been vomiting since last night, no wet nappy since breakfast and he's really listless",
      'en',
    ],
  ] as Case[])('dehydration with red flags → emergency: %s', (text, lang) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
    expect(
      codes(text, lang)
        .slice(0, 3)
        .some((c) => /^(E86|A09)/.test(c)),
    ).toBe(true);
  });
  it.each([
    ['my 8 month old has had diarrhoea for 2 days but is feeding well', 'en'],
    ['synek 10 miesięcy, od wczoraj biegunka, pije normalnie', 'pl'],
    ['mi bebé de 7 meses tiene diarrea desde ayer pero come bien', 'es'],
    ['unser Baby ist 8 Monate alt und hat seit zwei Tagen Durchfall, trinkt gut', 'de'],
    ['生後8ヶ月の赤ちゃんが2日前から下痢です', 'ja'],
    ['8개월 아기가 이틀째 설사를 해요', 'ko'],
    ['宝宝9个月，拉肚子两天了', 'zh'],
    ['طفلي عمره ١٠ شهور عنده إسهال من يومين', 'ar'],
    ['10 aylık oğlum iki gündür ishal', 'tr'],
    ['mera 9 mahine ka beta 2 din se dast kar raha hai', 'hi'],
    ['сыну 8 месяцев, понос второй день', 'ru'],
    ['il mio bimbo ha 8 mesi e ha la diarrea da due giorni', 'it'],
    ['minha filha de 9 meses está com diarreia há dois dias', 'pt'],
    ['mon bébé de 8 mois a la diarrhée depuis deux jours', 'fr'],
    ['sonur minn er 8 mánaða og með niðurgang í tvo daga', 'is'],
  ] as Case[])('a baby under 1 with diarrhoea → same-day GP (NHS), never self-care: %s', (text, lang) => {
    expect(urgency(text, lang)).toBe(3);
  });
  it('a baby who brings up every feed, with one wet nappy and really sleepy → emergency', () => {
    expect(
      urgency(
        '6 month old, vomited all his feeds today, only one wet nappy since this morning and he seems really sleepy',
      ),
    ).toBeLessThanOrEqual(2);
  });
  it('under 5 with signs of dehydration (fewer wet nappies) → same day', () => {
    expect(urgency('my 3 year old has been sick all day and has hardly had a wee since lunch')).toBe(3);
  });
  it('look-alikes: posseting, a single vomit, an adult son', () => {
    expect(urgency('my baby spits up a little milk after every feed, gaining weight well')).toBe(5);
    expect(urgency('my 7 month old threw up once after her bottle, otherwise fine')).toBeGreaterThanOrEqual(
      4,
    );
    expect(urgency('my son is 20 and has had diarrhoea for 2 days')).toBeGreaterThanOrEqual(4);
  });
});
describe('NICE NG143 amber: not feeding, dry nappies, nasal flaring, reduced activity', () => {
  it.each([
    ['my 4 month old has a cold and is only taking half her usual feeds', 'en'],
    ['barnið er 5 mánaða með hita og drekkur miklu minna en venjulega', 'is'],
    ['mój 6-miesięczny synek ma gorączkę i nie chce ssać piersi', 'pl'],
    ['mi bebé de 3 meses rechaza el biberón desde esta mañana', 'es'],
    ['赤ちゃん（4ヶ月）がミルクを飲まない', 'ja'],
    ['아기가 열이 나고 분유를 안 먹어요', 'ko'],
  ] as Case[])('%s → same day', (text, lang) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(3);
  });
  it('look-alike: a baby with a mild cold who feeds normally stays self-care', () => {
    for (const [t, l] of [
      ['my baby has a mild cold and is feeding normally', 'en'],
      ['barnið mitt er með kvef en drekkur vel og leikur sér', 'is'],
      ['孩子有点流鼻涕，精神很好，吃奶正常', 'zh'],
      ['ابني عنده رشح خفيف بس يلعب ويرضع عادي', 'ar'],
      ['Unser Baby (8 Monate) hat einen wunden Po, ist sonst fit und trinkt gut', 'de'],
    ] as Case[])
      expect(urgency(t, l), t).toBe(5);
  });
});
describe('NICE NG143 red: fever under 3 months (≥ 38 °C), ages in any language; amber at 3–6 months (≥ 39 °C)', () => {
  it('3–6 months with 39 °C or more is amber (NG143 table 1): seen face to face the same day', () => {
    expect(urgency('la mia bambina di 4 mesi ha la febbre a 39,2', 'it')).toBe(3);
  });
  it.each([
    ['mein 3 Wochen altes Baby hat 38,2 Fieber', 'de'],
    ['mon bébé de 2 mois a 38,5 de fièvre', 'fr'],
    ['طفلي عمره شهرين وحرارته ٣٨٫٥', 'ar'],
    ['mera 2 mahine ka baccha, bukhar 38.5', 'hi'],
    ['宝宝两个月，发烧38.5度', 'zh'],
    ['생후 2개월 아기가 열이 38.5도예요', 'ko'],
  ] as Case[])('%s', (text, lang) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it.each([
    // Arabic dialects: a possessive between the child and the age, "he has" written عندو, and the
    // French loanword for weeks (سيمانة / سيمانات) in Maghrebi Arabic
    ['ولدي عندو 6 سيمانات والسخانة 38.6', 'ar'],
    ['بنتي عندها 7 سيمانات وسخونة 38.3', 'ar'],
    ['ابني تاعي عندو 5 سمانات وسخون 38.2', 'ar'],
    ['البيبي بتاعي عنده 8 اسابيع وسخن 38.3', 'ar'],
  ] as Case[])('the age said in dialect: %s', (text, lang) => {
    expect(childAgeMonths(parseText(text, lang).text)).toBeLessThan(3);
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it.each([
    ['ولدي عندو 6 سيمانات، سخون شوية 37.5', 'ar'],
    ['ولدي عندو 6 سنين والسخانة 38.6', 'ar'],
  ] as Case[])('look-alike in dialect (no fever, or not a young baby): %s', (text, lang) => {
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(3);
  });
  it('look-alike: a 10-month-old with 38.2 °C who is feeding and playing is not an emergency', () => {
    expect(
      urgency('my 10 month old has a temperature of 38.2 but is feeding and playing normally'),
    ).toBeGreaterThanOrEqual(3);
  });
});
describe('ages of children in words and numbers, in every script', () => {
  it.each([
    ['my eight-month-old has a cough', 8],
    ['Baby is 6 months, had a cold for 3 days', 6],
    ['mi bebé de ocho meses tiene fiebre', 8],
    ['synek ma 10 miesięcy', 10],
    ['ребёнку восемь месяцев', 8],
    ['10개월 아기가 열이 나요', 10],
    ['宝宝八个月大', 8],
    ['生後3ヶ月の赤ちゃん', 3],
    ['ابني عمره ٤ سنين', 48],
    ['मेरा 7 महीने का बेटा', 7],
    ['dóttir mín er átta mánaða', 8],
    ['a 6-week-old baby', 1.38],
  ] as [string, number][])('%s → %d months', (text, months) => {
    expect(childAgeMonths(parseText(text, 'en').text)).toBeCloseTo(months, 1);
  });
  it('durations are not ages', () => {
    for (const t of [
      'my son has had diarrhoea for 2 months',
      'córka ma kaszel od 2 miesięcy',
      'oğlum 2 aydır öksürüyor',
      '孩子咳嗽两周了',
      'meu bebê está com febre há 2 dias',
    ])
      expect(childAgeMonths(parseText(t, 'en').text), t).toBeUndefined();
  });
});
describe('more everyday phrasings of the red features (word order, idiom, dialect)', () => {
  it.each([
    ['il neonato respira male, sento un lamento a ogni respiro e gli si vedono le costole', 'it'],
    ['o bebê está gemendo para respirar e afundando embaixo das costelas', 'pt'],
    ['bebeğim hırıltılı nefes alıyor, göğsü içeri çekiliyor', 'tr'],
    ['بنتي الصغيرة تتنفس بصعوبة وبطنها يدخل تحت الضلوع', 'ar'],
    ['아기가 숨을 헐떡이고 갈비뼈 밑이 쑥쑥 들어가요', 'ko'],
    ['孩子喘得厉害，吸气的时候肋骨下面往里陷', 'zh'],
    ['meu filho de 1 ano está prostrado e com febre alta', 'pt'],
    ['ابني عنده حرارة وجسمه مرتخي ومو على بعضه', 'ar'],
    ['baccha bilkul nidhaal pada hai aur bukhar hai', 'hi'],
    ['ребёнок с температурой, вялый, всё время спит', 'ru'],
    ['criança de 3 anos com tosse de cachorro, faz barulho ao puxar o ar mesmo dormindo', 'pt'],
    ['sono incinta di 7 settimane, ho un dolore forte a destra in basso e mi sono sentita svenire', 'it'],
    ['estou grávida de 6 semanas com dor forte de um lado só e tontura', 'pt'],
    ['6 haftalık hamileyim, sağ kasığımda şiddetli ağrı var ve bayılacak gibiyim', 'tr'],
    ['main 7 hafte pregnant hoon, pet ke neeche ek taraf tez dard hai aur chakkar aa raha hai', 'hi'],
  ] as Case[])('%s → emergency', (text, lang) => {
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
});
describe('context concepts are not complaints', () => {
  it('"my baby" or "my son" alone is not a symptom', () => {
    expect(present('my baby').has('infant')).toBe(true);
    expect(urgency('my baby and I are moving house next week, can I register with the clinic?')).toBe(5);
  });
  it('a parent who mentions their children is not a child patient (NICE NG143 applies to the child)', () => {
    expect(
      urgency('my son has had diarrhoea and vomiting since yesterday and is very sleepy'),
    ).toBeLessThanOrEqual(2);
    expect(
      urgency(
        'I have two children at home, I have had diarrhoea and vomiting since yesterday and feel very sleepy',
      ),
    ).toBeGreaterThan(2);
  });
  it('the baby in the womb is not an infant patient', () => {
    // reduced fetal movements, not "a baby under 1 with …"
    expect(
      urgency("I'm 33 weeks pregnant and had diarrhoea once today, baby moving normally"),
    ).toBeGreaterThanOrEqual(3);
  });
});
