import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { assessWithoutNet, present } from './support/protocol.ts';

/**
 * Eye emergencies and the yellow newborn: a retinal tear or detachment (new floaters, flashes, a shadow
 * or curtain over the vision — NICE CKS retinal detachment, RCOphth), a high-velocity eye injury
 * (NICE CKS red eye / corneal foreign body) and jaundice in a newborn baby (NICE CG98). Every message
 * was written for this file in the voice of patients and parents (no accents, typos, transliteration),
 * not taken from any evaluation set. Urgencies are what the assessment and the red-flag floor reach
 * alone (statistical safety net off).
 */
const urgency = (text: string, lang: Language): number => assessWithoutNet(text, lang).urgency;
type Case = readonly [Language, string];

const RETINAL: Case[] = [
  ['en', 'suddenly seeing flashes of light and loads of new floaters in my right eye, and now a dark shadow across the side'],
  ['en', 'new floaters in my left eye since this morning, like a swarm of black dots'],
  ['is', 'ég sé ljósblossa og svartir blettir fljóta í auganu, eins og tjald fyrir augað'],
  ['pl', 'widze blyski swiatla i nagle mnostwo metow w oku, jakby zaslona zachodzi od dolu'],
  ['pl', 'latajace muszki przed oczami od wczoraj i cien na pol oka'],
  ['es', 'veo destellos de luz y muchas moscas volantes nuevas, y como una cortina negra que tapa parte de la vista'],
  ['fr', 'je vois des eclairs lumineux et plein de mouches volantes, et un voile noir qui descend sur mon oeil'],
  ['de', 'ich sehe Lichtblitze und ploetzlich Russregen im Auge, von unten schiebt sich ein Schatten ins Sichtfeld'],
  ['it', "vedo lampi di luce e tante mosche volanti nuove, e come una tenda nera che scende sull'occhio"],
  ['pt', 'estou vendo flashes de luz e muitas moscas volantes, e uma sombra que cobre parte da vista'],
  ['ru', 'вспышки света в глазу и много мушек, и как будто шторка закрывает часть зрения'],
  ['tr', 'ışık çakmaları, siyah sinek gibi şeyler uçuşuyor, gözün üstünden perde iniyor'],
  ['tr', 'isik cakmalari var gozumde, sinekler ucusuyor, perde indi'],
  ['zh', '眼睛突然看到闪光，还有很多飞蚊，视野有一块像帘子一样挡住了'],
  ['ja', '目の前に光が走って、飛蚊症が急に増えて、視野の一部にカーテンがかかったみたい'],
  ['ko', '눈에 번쩍이는 빛이 보이고 날파리 같은 게 많이 떠다니고 커튼이 내려오는 것처럼 가려요'],
  ['ar', 'أرى ومضات ضوء في عيني وذباب طائر كثير وكأن ستارة تنزل على نظري'],
  ['ar', 'shayef wamadat nour f 3eni w dabbaan ketir w ka2en setara nazla'],
  ['hi', 'आँख में रोशनी की चमक दिख रही है और बहुत सारे काले धब्बे तैर रहे हैं'],
  ['hi', 'aankh mein chamak dikh rahi hai aur machhar jaise dhabbe ud rahe hain, parda sa aa gaya'],
];

const OLD_FLOATERS: Case[] = [
  ['en', "i've had a few floaters for years, no change, no flashes, no shadow"],
  ['de', 'ich habe seit Jahren Mouches volantes, unverändert, keine Blitze'],
  ['es', 'tengo moscas volantes desde hace años, siempre iguales'],
  ['fr', 'j’ai des corps flottants depuis des années, rien de nouveau'],
  ['pl', 'mam męty od wielu lat, bez zmian'],
  ['tr', 'yıllardır gözümde uçuşma var, değişmedi'],
];

const NOT_FLOATERS: Case[] = [
  ['en', 'no floaters, no flashes, no shadow in my vision, just an itchy eye'],
  ['ru', 'на кухне летают мушки, как от них избавиться'],
  ['ar', 'في ذباب كتير في المطبخ'],
  ['en', 'we bought new blackout curtains and the baby sleeps better now'],
];

/** Spots before the eyes on standing up or with dizziness: that complaint's sign, not new floaters. */
const SPOTS_ON_STANDING: Case[] = [
  ['de', 'ich sehe schwarze Punkte vor den Augen wenn ich schnell aufstehe'],
  ['en', 'i see spots when i stand up too fast'],
  ['ru', 'когда резко встаю, кружится голова и мушки перед глазами'],
];

const HIGH_VELOCITY: Case[] = [
  ['en', 'using an angle grinder without goggles and a bit of metal flew into my eye'],
  ['ar', '7aga tayret fi 3eni men el grinder w mesh shayef kwayes'],
  ['ar', 'طارت حاجة في عيني من الصاروخ وانا بقطع حديد ومش شايف كويس'],
  ['ru', 'работал болгаркой без очков, стружка попала в глаз, болит'],
  ['pl', 'szlifierką ciąłem metal i coś wpadło mi do oka'],
  ['tr', 'taslama ile keserken gozume bir sey kacti'],
  ['zh', '用砂轮打磨的时候有东西飞进眼睛里了，看不清'],
  ['ja', 'グラインダーで削っていたら目に何か入って見えにくい'],
  ['ko', '그라인더 작업하다가 눈에 쇳가루가 튀었어요'],
  ['hi', 'grinder chalate waqt aankh me kuch chala gaya, dhundhla dikh raha hai'],
  ['it', "con il flex mi è entrato qualcosa nell'occhio, vedo male"],
  ['es', 'con la radial me salto una esquirla al ojo'],
  ['de', 'beim Bohren ist mir ein Metallsplitter ins Auge geflogen'],
];

const GRIT_WASHED_OUT: Case[] = [
  ['en', 'got some grit in my eye while gardening, washed it out with water and can see fine now'],
  ['de', 'beim Gärtnern Sand ins Auge bekommen, ausgespült, sehe wieder normal'],
  ['es', 'me entró tierra en el ojo en el jardín, lo lavé con agua y ya veo bien'],
];

const NEWBORN_URGENT: Case[] = [
  [
    'it',
    'la bimba di due settimane è più gialla, anche il bianco degli occhi, feci chiare color crema, si attacca poco, dorme sempre',
  ],
  ['en', 'my baby is 3 weeks old and still yellow, his poo is pale'],
  ['en', 'newborn went yellow on the first day, she was born yesterday'],
  ['en', 'baby is yellow and very sleepy, not feeding well'],
  ['es', 'mi bebé de 2 semanas sigue amarillo y las heces son blancas'],
  ['fr', 'mon bébé de 15 jours est encore jaune, les selles sont très claires'],
  ['de', 'unser Baby ist 3 Wochen alt und immer noch gelb, Stuhl ganz hell'],
  ['ru', 'новорожденному 2 недели, все еще желтый, кал светлый'],
  ['tr', 'bebeğim 15 günlük hala sarı, kakası açık renk'],
  ['pt', 'meu bebê de 3 semanas ainda está amarelo, cocô branco'],
  ['zh', '宝宝出生两周了还是很黄，大便颜色很浅'],
  ['ja', '生後2週間の赤ちゃんがまだ黄色くて、うんちが白っぽい'],
  ['ko', '신생아가 2주 됐는데 아직 노랗고 변 색깔이 하얘요'],
  ['ar', 'بيبي عمره أسبوعين لسه أصفر وبرازه فاتح'],
  ['hi', 'baby 2 hafte ka hai abhi bhi peela hai'],
  ['pl', 'noworodek ma 3 tygodnie, nadal jest żółty i ma jasne kupki'],
  ['is', 'barnið er 3 vikna og enn gult, hægðirnar eru ljósar'],
];

const NEWBORN_WELL: Case[] = [
  ['en', 'my 4 day old looks a bit yellow but feeding well and lots of wet nappies'],
  ['es', 'mi bebé de 4 días está un poco amarillo pero come bien'],
  ['de', 'unser Baby ist 4 Tage alt und etwas gelb, trinkt aber gut'],
  ['fr', 'mon bébé de 4 jours est un peu jaune mais il tète bien'],
];

const NOT_NEWBORN_JAUNDICE: Case[] = [
  ['en', 'my toddler’s skin looks orange-yellow, he eats loads of carrots, happy and playing'],
  ['en', 'baby skin a bit yellow after loads of carrot puree, 9 months old, happy and eating'],
  ['en', 'my 5 day old baby is not yellow at all, feeding well'],
  ['en', 'my fingers are stained yellow from cooking with turmeric'],
  ['pt', 'meu filho está com catarro amarelo'],
  ['fr', 'mon fils de 5 ans a le nez qui coule, la morve est très jaune, pas de fièvre'],
  ['en', "my baby's poo is yellow and seedy, feeding well"],
  ['it', 'il pupo ha la cacca gialla e mangia bene'],
];

describe('retinal tear or detachment (NICE CKS retinal detachment; RCOphth)', () => {
  it.each(RETINAL)('[%s] %s → 2', (lang, text) => {
    expect(urgency(text, lang)).toBe(2);
  });
  it('reads the floaters concept in every language of the list', () => {
    for (const [lang, text] of RETINAL.filter(([l]) => l !== 'en'))
      expect(present(text, lang).has('floaters') || present(text, lang).has('vision_loss'), `${lang}: ${text}`).toBe(
        true,
      );
  });
  it('names the floaters condition', () => {
    const a = assessWithoutNet('new floaters and flashes in my left eye since this morning', 'en');
    expect(a.diagnosisData.differentialDiagnoses[0]?.icd10Code).toBe('H43.3');
  });
  it.each(OLD_FLOATERS)('floaters unchanged for years stay routine: [%s] %s', (lang, text) => {
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(4);
  });
  it.each(SPOTS_ON_STANDING)('spots on standing up: [%s] %s → not 2', (lang, text) => {
    expect(urgency(text, lang)).toBeGreaterThan(2);
  });
  it.each(NOT_FLOATERS)('no floaters read: [%s] %s', (lang, text) => {
    expect(present(text, lang).has('floaters')).toBe(false);
    expect(urgency(text, lang)).toBeGreaterThan(2);
  });
});

describe('high-velocity eye injury (NICE CKS red eye; RCOphth)', () => {
  it.each(HIGH_VELOCITY)('[%s] %s → 2', (lang, text) => {
    expect(urgency(text, lang)).toBe(2);
  });
  it.each(GRIT_WASHED_OUT)('grit washed out, seeing fine: [%s] %s → 4/5', (lang, text) => {
    expect(urgency(text, lang)).toBeGreaterThanOrEqual(4);
  });
});

describe('jaundice in a newborn baby (NICE CG98)', () => {
  it.each(NEWBORN_URGENT)('[%s] %s → 2', (lang, text) => {
    const a = assessWithoutNet(text, lang);
    expect(a.urgency).toBe(2);
    expect(a.diagnosisData.differentialDiagnoses.map((d) => d.icd10Code)).toContain('P59.9');
  });
  it.each(NEWBORN_WELL)('a well, feeding baby a little yellow on day 4: [%s] %s → 3–4', (lang, text) => {
    const u = urgency(text, lang);
    expect(u).toBeGreaterThanOrEqual(3);
    expect(u).toBeLessThanOrEqual(4);
  });
  it.each(NOT_NEWBORN_JAUNDICE)('not an urgent newborn jaundice: [%s] %s', (lang, text) => {
    expect(urgency(text, lang)).toBeGreaterThan(2);
  });
  it('a yellow baby poo is not a yellow baby', () => {
    expect(present('my 5 day old baby has yellow seedy poo, is that normal?', 'en').has('looks_yellow')).toBe(false);
  });
});
