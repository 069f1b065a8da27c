import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { childAgeMonths, weeksSinceBirth } from '../src/nlp/quantities.ts';
import { parseText } from '../src/nlp/parser.ts';
import { assessWithoutNet } from './support/protocol.ts';

/**
 * After birth, newborns and young infants (issue 13): puerperal sepsis within 6 weeks of giving birth
 * (NICE NG51, RCOG Green-top 64b), postpartum psychosis (NICE CG192), a newborn's age said as the time
 * since birth (NICE NG143: under 3 months with 38 °C or more), projectile vomiting in a young infant
 * (NICE CKS, pyloric stenosis). Positives in the patients' and relatives' own words, written for this
 * file; each failed before these concepts existed (urgency 3–5). Urgency through the red-flag floor
 * alone (statistical safety net off), as `concept-recall-everyday.test.ts` does.
 */
type Row = readonly [Language, string];

const PUERPERAL_SEPSIS: Row[] = [
  ['en', "had my baby 9 days ago, tonight I'm shivering like mad and the thermometer says 38.4"],
  ['en', 'my wife gave birth last week and she has a fever and the bleeding smells really bad'],
  ['is', 'ég eignaðist barn fyrir 8 dögum og er með 38,6 stiga hita og skjálfta'],
  ['pl', 'urodziłam 10 dni temu, mam gorączkę 38,5 i dreszcze'],
  ['es', 'di a luz hace una semana y ahora tengo fiebre de 38.7 y escalofrios'],
  ['fr', "j'ai accouché il y a 12 jours et j'ai 38,8 de fièvre avec des frissons"],
  ['de', 'ich habe vor 10 Tagen entbunden und habe jetzt 38,7 Fieber und Schüttelfrost'],
  ['it', 'ho partorito 9 giorni fa e ho la febbre a 38,5 con brividi'],
  ['pt', 'dei a luz há 10 dias e estou com febre de 38,6 e calafrios'],
  ['ru', 'я родила 10 дней назад, температура 38,5 и озноб'],
  ['tr', '10 gün önce doğum yaptım, ateşim 38.5 ve titreme var'],
  ['ar', 'ولدت من 10 ايام وعندي حرارة 38.5 ورعشة'],
  ['hi', 'meri delivery 10 din pehle hui thi, ab bukhar 38.5 hai aur kapkapi'],
  ['zh', '我在坐月子，发烧38.6度，发冷'],
  ['ja', '出産して10日です。38.5度の熱と悪寒があります'],
  ['ko', '출산한 지 10일 됐는데 열이 38.5도이고 오한이 있어요'],
];
const POSTPARTUM_PSYCHOSIS: Row[] = [
  [
    'en',
    "my sister had her baby 2 weeks ago and now she's convinced the nurses are poisoning her, hasn't slept in 3 nights",
  ],
  [
    'en',
    "since the birth of our daughter my wife keeps saying the baby isn't hers and was swapped at the hospital",
  ],
  [
    'is',
    'konan mín átti barnið fyrir 10 dögum og heldur að nágrannarnir séu að eitra fyrir sér, hún hlær og grætur',
  ],
  [
    'es',
    'mi esposa dio a luz hace 10 dias y ahora dice que el bebe no es suyo, que se lo cambiaron, y habla puras incoherencias',
  ],
  ['it', 'mia moglie ha partorito 10 giorni fa e ora è convinta che la vogliano avvelenare, ride e piange'],
  ['ar', 'زوجتي ولدت من اسبوعين وصارت تقول انهم بيراقبوها وتضحك وتبكي'],
  ['ja', '妻が出産して2週間ですが、監視されていると言い、支離滅裂なことを言います'],
  ['pl', 'żona urodziła 2 tygodnie temu, teraz mówi że dziecko zostało podmienione w szpitalu'],
  ['fr', "ma femme a accouché il y a 10 jours, elle croit qu'on la surveille par la fenêtre"],
  ['de', 'meine Frau hat vor 2 Wochen entbunden und fühlt sich seitdem verfolgt'],
  ['pt', 'minha mulher deu à luz há 10 dias e agora acha que estão envenenando ela'],
  ['ru', 'жена родила 10 дней назад, теперь уверена, что за ней следят соседи'],
  ['tr', 'eşim 10 gün önce doğum yaptı, şimdi bebeği değiştirdiler diyor'],
  ['hi', 'meri biwi ki delivery 10 din pehle hui, ab kehti hai koi peecha kar raha hai'],
  ['zh', '我老婆生完孩子两周，现在总觉得有人监视她'],
  ['ko', '아내가 출산한 지 2주 됐는데 누가 감시한다고 해요'],
  [
    'de',
    'meine Frau hat vor 10 Tagen entbunden, sie lacht und weint gleichzeitig und sagt, das Baby sei vertauscht',
  ],
];
const NEWBORN_FEVER: Row[] = [
  ['en', 'our son was born 9 days ago and he feels hot, 38.2 under the arm'],
  ['is', 'hann fæddist fyrir 10 dögum og er með 38,3 stiga hita'],
  ['pl', 'synek urodził się 2 tygodnie temu i ma 38,2 gorączki'],
  ['es', 'mi bebe nacio hace 10 dias y tiene 38.3 de temperatura'],
  ['fr', 'il est né il y a 3 semaines et il a 38,2 de fièvre'],
  ['de', 'er ist vor 10 Tagen geboren und hat 38,4 Fieber'],
  ['it', 'è nato 12 giorni fa e ha la febbre a 38,2'],
  ['pt', 'o bebê nasceu há 8 dias e está com 38,3 de febre'],
  ['ru', 'сын родился неделю назад, температура 38,3'],
  ['tr', 'bebeğim 10 gün önce doğdu, ateşi 38.2'],
  ['hi', 'बच्चा 10 दिन पहले पैदा हुआ, बुखार 38.3 है'],
];
const PROJECTILE_VOMITING: Row[] = [
  ['en', 'my 5 week old is projectile vomiting after every feed and wants feeding again straight away'],
  ['en', 'baby is 4 weeks old, the milk shoots out across the room after each bottle'],
  ['is', '5 vikna gamall sonur minn ælir í boga eftir hverja gjöf'],
  ['pl', '4-tygodniowy synek wymiotuje fontanną po każdym karmieniu'],
  ['es', 'mi bebe de 5 semanas vomita en chorro despues de cada toma'],
  ['fr', 'mon bébé de 3 semaines vomit en jet après chaque biberon'],
  ['de', 'unser Baby ist 4 Wochen alt und erbricht nach jedem Trinken im Schwall'],
  ['it', 'il mio bimbo di 5 settimane vomita a getto dopo ogni poppata'],
  ['pt', 'meu bebê de 4 semanas vomita em jato depois de toda mamada'],
  ['ru', 'малышу 5 недель, после каждого кормления рвет фонтаном'],
  ['tr', '5 haftalık bebeğim her beslenmeden sonra fışkırır gibi kusuyor'],
  ['ar', 'ابني عمره ٥ أسابيع يرجع بقوة زي النافورة بعد كل رضعة'],
  ['zh', '宝宝5周大，每次喝完奶都喷射性呕吐'],
  ['ja', '生後5週の赤ちゃんが毎回ミルクの後に噴水のように吐きます'],
  ['ko', '생후 5주 아기가 먹을 때마다 분수토를 해요'],
];

describe('fever or rigors within 6 weeks of giving birth: puerperal sepsis (NICE NG51, RCOG GTG 64b)', () => {
  it.each(PUERPERAL_SEPSIS)('[%s] %s → 2', (lang, text) => {
    const a = assessWithoutNet(text, lang);
    expect(a.urgency).toBeLessThanOrEqual(2);
    expect(a.diagnosisData?.primaryDiagnosis).toMatch(/puerperal sepsis/i);
  });
});

describe('strange beliefs or hallucinations after birth: postpartum psychosis (NICE CG192)', () => {
  it.each(POSTPARTUM_PSYCHOSIS)('[%s] %s → 2', (lang, text) => {
    const a = assessWithoutNet(text, lang);
    expect(a.urgency).toBeLessThanOrEqual(2);
    expect(a.diagnosisData?.primaryDiagnosis).toMatch(/postpartum/i);
  });
});

describe("a newborn's age said as time since birth, with 38 °C or more (NICE NG143 red)", () => {
  it.each(NEWBORN_FEVER)('[%s] %s → 2', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
  });
});

describe('projectile vomiting in a young infant (NICE CKS: pyloric stenosis)', () => {
  it.each(PROJECTILE_VOMITING)('[%s] %s → 2', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
  });
});

describe('look-alikes stay below an emergency', () => {
  it.each([
    ['en', 'I gave birth 10 days ago, no fever, no chills, just tired and sore'],
    ['en', 'I gave birth 5 months ago and now I have a fever of 38.5 with a sore throat and runny nose'],
    ['en', 'I had a c-section years ago and now I have a fever of 38.5 with a runny nose'],
    ['de', 'ich habe letztes Jahr entbunden und habe jetzt 38,6 Fieber mit Schnupfen'],
    ['fr', "j'ai accouché il y a 2 ans et j'ai 38,5 de fièvre avec le nez qui coule"],
    ['de', 'vor 2 Wochen entbunden, kein Fieber, kein Schüttelfrost, nur etwas müde'],
    [
      'es',
      'di a luz hace 3 semanas, tuve fiebre la semana pasada pero ya se me quitó, el médico me revisó y estoy bien',
    ],
    ['it', "ho partorito 2 settimane fa, niente febbre, solo un po' stanca"],
    ['pl', 'urodziłam 10 dni temu, nie mam gorączki ani dreszczy, tylko jestem zmęczona'],
  ] as Row[])('after birth, no fever, or a fever long after the birth: [%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThan(2);
  });
  it.each([
    ['en', "I had my baby 2 weeks ago and I'm teary and tired, no strange thoughts, not hearing voices"],
    ['es', 'di a luz hace 10 días, lloro un poco y estoy cansada pero duermo bien'],
    ['de', 'Babyblues nach der Geburt vor 5 Tagen, ich weine viel, sonst alles gut'],
  ] as Row[])('baby blues, no strange beliefs: [%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThan(2);
  });
  it.each([
    ['en', 'my 5 week old brings up a little milk after feeds, not projectile, gaining weight well'],
    ['es', 'mi bebé de 6 semanas regurgita un poquito de leche después de las tomas, sube bien de peso'],
    ['de', 'ich habe mich nach der Party im Schwall übergeben, jetzt geht es wieder'],
    ['en', 'my husband has been projectile vomiting since eating bad seafood last night'],
    [
      'fr',
      "il vomissait en jet à 5 semaines, opéré d'une sténose du pylore, maintenant il a 8 mois et va très bien",
    ],
  ] as Row[])('posseting, an adult, or an episode long over and operated: [%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThan(2);
  });
  it.each([
    ['en', 'my daughter was born 6 weeks early, she is 2 years old now and has a temperature of 38.2'],
    ['ru', 'сын родился 3 недели назад, температура 36,8, все хорошо, просто спрашиваю про прививки'],
  ] as Row[])('born early, or a newborn without fever: [%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThan(2);
  });
});

describe("time since birth: the baby's age, never the mother's", () => {
  it.each([
    ['my son was born 9 days ago', 0.3],
    ['nació hace 10 días', 0.33],
    ['è nato 12 giorni fa', 0.4],
    ['il est né il y a 3 semaines', 0.69],
    ['er ist vor 10 Tagen geboren', 0.33],
    ['urodził się 2 tygodnie temu', 0.46],
    ['hún fæddist fyrir 10 dögum', 0.33],
    ['родился неделю назад', 0.23],
    ['10 gün önce doğdu', 0.33],
    ['10 दिन पहले पैदा हुआ', 0.33],
    ['宝宝出生10天了', 0.33],
    ['生まれて10日', 0.33],
    ['태어난 지 10일', 0.33],
    ['ابني ولد من أسبوعين', 0.46],
  ] as const)('%s → %s months', (text, months) => {
    expect(childAgeMonths(parseText(text, 'en').text)).toBeCloseTo(months, 1);
  });
  it.each([
    'he was born 6 weeks early',
    'she was born 6 weeks premature',
    'I gave birth 10 days ago',
    'di a luz hace 10 días',
    '10 gün önce doğum yaptım',
    'fæddist 6 vikum fyrir tímann',
    'I had the baby 10 days ago',
  ])('%s → no age', (text) => {
    const f = parseText(text, 'en');
    expect(childAgeMonths(f.text)).toBeUndefined();
    expect(f.ageYears).toBeUndefined();
  });
  it.each([
    ['I gave birth 10 days ago', 1.4],
    ['c-section 3 months ago', 13],
    ['hace 2 semanas di a luz', 2],
    ['10 gün önce doğum yaptım', 1.4],
    ['产后10天', 1.4],
    ['출산한 지 2주', 2],
    ['c-section years ago', 52],
    ['di a luz hace años', 52],
  ] as const)('weeks since birth: %s → %s', (text, weeks) => {
    expect(weeksSinceBirth(parseText(text, 'en'))).toBeCloseTo(weeks, 0);
  });
  it("the mother's own age is not the time since birth", () => {
    expect(weeksSinceBirth(parseText('I am 34 years old and gave birth', 'en'))).toBeUndefined();
  });
  it.each([
    ['I had a c-section. My older one is 3 years old and wild. It was 9 days ago', undefined],
    ['初めての帝王切開でした。上の子は3歳です', undefined],
    ['I gave birth 3 weeks ago. My toddler is 2', 3],
  ] as const)("an age in the next sentence is someone else's: %s", (text, weeks) => {
    const w = weeksSinceBirth(parseText(text, 'en'));
    if (weeks === undefined) expect(w).toBeUndefined();
    else expect(w).toBeCloseTo(weeks, 1);
  });
  it('so a mother with an older child is still in the weeks after birth (NICE NG51)', () => {
    expect(assessWithoutNet('帝王切開で出産して退院しました。上の子が2歳です。昨日から39度の熱と寒気があります', 'ja').urgency).toBeLessThanOrEqual(2);
  });
});

describe('the birth told as a baby had N days ago is postpartum (NICE CG192)', () => {
  it.each([
    ['is', 'við eignuðumst strák fyrir níu dögum og hún heyrir raddir sem segja að barnið sé ekki okkar'],
    ['de', 'wir haben vor 10 Tagen einen Buben bekommen, meine Frau fühlt sich seitdem verfolgt'],
    ['fr', "on a eu un petit garçon il y a 10 jours et ma femme entend des voix"],
    ['it', 'abbiamo avuto un bambino 10 giorni fa e ora mia moglie è convinta che la vogliano avvelenare'],
    ['ru', 'у нас родился сын 10 дней назад, жена слышит голоса'],
    ['tr', '10 gün önce oğlumuz oldu, eşim sesler duyuyor'],
    ['en', 'we had a baby boy 10 days ago and since then my wife hears voices telling her he is not hers'],
    ['es', 'tuvimos un bebé hace 10 días y mi mujer oye voces'],
    ['zh', '我们10天前生了个儿子，我老婆说她听到声音'],
    ['ja', '10日前に息子が生まれました。妻が声が聞こえると言っています'],
    ['de', 'vor zehn Tagen haben wir ein Baby bekommen, seitdem hört meine Frau Stimmen'],
    ['it', 'abbiamo avuto una bambina 10 giorni fa e mia moglie sente le voci'],
  ] as Row[])('[%s] %s → 1–2', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeLessThanOrEqual(2);
  });
  it.each([
    ['de', 'wir haben vor 10 Tagen ein Mädchen bekommen, meine Frau ist einfach müde und weint manchmal'],
    ['it', 'abbiamo avuto una bambina 10 giorni fa, sento le voci dei vicini di notte e non dormo'],
    ['is', 'við eignuðumst stelpu fyrir 12 dögum og hún er þreytt en sefur þegar barnið sefur'],
    ['en', 'we had a baby 3 weeks ago, my wife is tired and a bit weepy some days'],
  ] as Row[])('postnatal tiredness without psychotic features [%s] %s', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThanOrEqual(3);
    expect(parseText(text, lang).present.has('postpartum')).toBe(true);
  });
});
