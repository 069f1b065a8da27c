import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { applySafetyFloor, assessTranscript, detectRedFlags } from '../src/index.ts';
import { assessWithoutNet, present, user } from './support/protocol.ts';

/**
 * Dialects and mixed languages as people write them in chat: Moroccan Darija and Egyptian, Levantine
 * and Gulf Arabic in Latin letters with digits (Arabizi: 2 = ء, 3 = ع, 5 / kh = خ, 7 = ح, 9 = ق, 6 = ط)
 * with French words inside; Cantonese in Traditional characters (唔, 冇, 咗, 嘅, 佢, 睇, 喺, 啲); Swiss
 * and Austrian German (Buch / Ranzen, Chopfweh, Füdli, chratze, schnuufe, nöd / ned). Every message
 * was written for this file from the guidance named in its block (NICE CKS appendicitis, NICE NG143
 * fever in under 5s, NICE NG240 meningitis and meningococcal disease, NICE CKS red eye / chemical
 * eye injury and TOXBASE, NICE CKS threadworm, NICE CG95 chest pain); none comes from a corpus or an
 * evaluation set. Urgency 1 = 112, 2 = emergency department, 3 = same day, 4 = GP, 5 = self-care,
 * read by the engine and its red-flag floor without the statistical net.
 */
type Row = readonly [Language, number, number, string];

/** A conversation of several messages, the way the probes were told. */
function conversationUrgency(lang: Language, ...contents: string[]) {
  const messages = contents.map(user);
  return applySafetyFloor(assessTranscript(messages, { patientLanguage: lang }), messages, {
    safetyNet: false,
  }).assessment;
}

function block(title: string, rows: readonly Row[]) {
  describe(title, () => {
    it.each(rows)('%s [%i–%i] %s', (lang, lo, hi, text) => {
      const u = assessWithoutNet(text, lang).urgency;
      expect(u).toBeGreaterThanOrEqual(lo);
      expect(u).toBeLessThanOrEqual(hi);
    });
  });
}

const reads = (concept: string, rows: readonly (readonly [Language, string])[]) =>
  it.each(rows)(`%s: %s reads ${concept}`, (lang, text) => {
    expect([...present(text, lang)]).toContain(concept);
  });
const readsNot = (concept: string, rows: readonly (readonly [Language, string])[]) =>
  it.each(rows)(`%s: %s does not read ${concept}`, (lang, text) => {
    expect([...present(text, lang)]).not.toContain(concept);
  });

// ---------------------------------------------------------------- (a) Arabizi and Arabic–French

describe('(a) Arabizi: the probes, whatever language the patient chose', () => {
  it.each(['ar', 'fr', 'en'] as const)(
    'Moroccan belly pain that moved to the lower right, worse walking, with vomiting and fever is appendicitis (NICE CKS) — chosen %s',
    (lang) => {
      const a = conversationUrgency(
        lang,
        '3ndi wjee3 f kerchi',
        'bda lbareh 3chiya hda sorra, w daba tnaqal l limen lte7t, ila mchit kayzid. jani 3ya w tqiyit',
        'skhana 38.6',
      );
      expect(a.urgency).toBe(2);
      expect(a.diagnosisData.differentialDiagnoses.map((d) => d.icd10Code)).toContain('K35.8');
    },
  );

  it('a Moroccan baby of 6 weeks (French "semaines" in Arabizi) with 38.4 is a febrile infant under 3 months (NICE NG143)', () => {
    expect(
      conversationUrgency('ar', 'bent dyali mrida chwiya', '3ndha 6 semaines, skhouna 38.4 f thermomètre')
        .urgency,
    ).toBeLessThanOrEqual(2);
    expect(conversationUrgency('fr', 'weldi 3ndo 3 semaines w skhana 38.2').urgency).toBeLessThanOrEqual(2);
  });

  it('Egyptian fever, bad headache, light she cannot bear and spots that do not fade under the glass is meningococcal disease (NICE NG240) → 112', () => {
    const text =
      '3andha 7arara 3alya w rasha bywaga3ha gamed w mesh 3ayza tefta7 3enha 3al nour, w fi bo2a3 7amra 3ala regleha ma betrou7sh lama 3amalt test el kobaya';
    for (const lang of ['ar', 'en'] as const) expect(assessWithoutNet(text, lang).urgency, lang).toBe(1);
    expect(detectRedFlags(text).map((f) => f.id)).toContain('purpuric_rash');
    const p = [...present(text, 'ar')];
    for (const c of ['fever', 'headache', 'photophobia', 'nonblanching_rash']) expect(p).toContain(c);
  });
});

block('(a) Arabizi emergencies in Moroccan, Egyptian, Levantine and Gulf words', [
  ['ar', 1, 1, '3ando 7abbat 7amra ma bitrou7 ma3 el kesse, w 7ararto 39'],
  ['ar', 1, 1, '3ndha 7bob 7mr f rjlha ma kaymchiwch mli kanbrek 3lihom b lkas'],
  ['ar', 1, 1, '3ndi l7ri9 f sdri w kaytzad l dra3 lisr'],
  ['ar', 2, 2, '3andi alam fe baTni men ta7t 3al yemin w bazeed lama bamshi'],
  ['ar', 2, 2, 'dkhal liya javel f 3ini w katgharrad'],
  ['ar', 2, 2, 'weldi t rachat lih eau de javel f 3inih'],
  ['ar', 1, 2, 'kan ydir l crise w ma bghach iw9f'],
  ['ar', 1, 2, 'el baby 3omro 3 asabee3 w 7arart 38.1'],
  ['ar', 1, 2, 'bent dyali 3ndha 2 chhor w skhouna 38.7'],
  ['ar', 1, 1, 'nafasi ma yitla3, mesh 2ader atkalam'],
  ['ar', 1, 2, '3ndi wjee3 f kerchi, bda hda sorra w daba tnaqal l limen lte7t, ila mchit kayzid, tqiyit'],
]);

block('(a) Arabizi that is not an emergency: diarrhoea, a mild headache, a red eye', [
  ['ar', 4, 5, '3andi es-hal w tarash min embare7'],
  ['ar', 4, 5, "3ndi l'ishal w kantqiya men lbareh"],
  ['ar', 4, 5, 'rasi bywja3ni shwaya mn el sobh'],
  ['ar', 4, 5, 'rassi kaydrrni chwiya'],
  ['ar', 4, 5, 'ibni 3ando es-hal w bitraga3 bas byeshrab mniha'],
  ['ar', 3, 5, '3eni 7amra w bt2lmni'],
]);

describe('(a) Arabizi words of symptoms and body parts', () => {
  reads('abdominal_pain', [
    ['ar', '3ndi wjee3 f kerchi'],
    ['ar', 'kerchi katdrrni bzaf'],
    ['ar', 'ba6ni y3awerni wayed'],
    ['ar', '3ndi mal au ventre w 3ndi la fièvre'],
  ]);
  reads('headache', [
    ['ar', 'rasha bywaga3ha gamed'],
    ['ar', 'rassi kaydrrni chwiya'],
  ]);
  reads('photophobia', [
    ['ar', 'mesh 3ayza tefta7 3enha 3al nour'],
    ['ar', 'ma kan9derch nchouf do'],
    ['ar', '3andi waja3 ras w 7asasiya mn el daw'],
  ]);
  reads('nonblanching_rash', [
    ['ar', 'fi bo2a3 7amra 3ala regleha ma betrou7sh lama 3amalt test el kobaya'],
    ['ar', '7abbat 7amra ma bitrou7 ma3 el kesse'],
  ]);
  reads('rlq', [
    ['ar', 'tnaqal l limen lte7t'],
    ['ar', 'men ta7t 3al yemin'],
  ]);
  reads('worse_moving', [['ar', 'ila mchit kayzid']]);
  reads('vomiting', [
    ['ar', 'jani 3ya w tqiyit'],
    ['ar', 'zawa3t marteen'],
  ]);
  reads('diarrhoea', [
    ['ar', '3andi es-hal'],
    ['ar', "3ndi l'ishal"],
  ]);
  reads('blood_in_stool', [
    ['ar', '3ando dam fel baraz'],
    ['ar', 'kaykhrej liya dem m3a lbraz'],
  ]);
  reads('fainting', [
    ['ar', 'ghma 3liha f lhammam'],
    ['ar', 'oghmiya 3aleh fel shari3'],
  ]);
  reads('chest_pain', [['ar', '3ndi l7ri9 f sdri']]);
  reads('eye_red', [['ar', '3eni 7amra']]);
  reads('chemical_eye', [['ar', 'dkhal liya javel f 3ini']]);
  reads('photophobia', [
    ['ar', 'ma t7mmal el dhaw w rasha yoj3ha'],
    ['ar', 'mish 2adra ab2a bel daw'],
  ]);
  reads('severe_dyspnoea', [['ar', 'sadri m7roo9 w nafasi ma yitla3']]);
  reads('not_drinking', [
    ['ar', 'weldi 3ndo ishal w kaytqiya, ma kaychrebch'],
    ['ar', 'ibni 3ando es-hal w byetraga3, mesh 3ayez yeshrab'],
  ]);
  reads('vomiting', [['ar', 'ibni 3ando es-hal w byetraga3']]);
});

describe('(a) Arabizi look-alikes: love, "normal", a new year, words that are not symptoms, and negations', () => {
  block('nothing urgent', [
    ['ar', 4, 5, 'ana mabsout 7amdellah, 3adi'],
    ['ar', 4, 5, 'b7ebak ya 7abibi, 7ob'],
    ['ar', 4, 5, '3andi 7ob kbir liha, 3adi'],
    ['ar', 4, 5, 'ras l3am jay w ana fer7ana'],
    ['ar', 4, 5, 'ana rayha el souq demain'],
  ]);
  readsNot('rash', [
    ['ar', '3andha 7arara w rasha bywaga3ha'],
    ['ar', 'b7ebak ya 7abibi, 7ob'],
    ['ar', 'tffa7 w 7lib l weldi'],
  ]);
  readsNot('headache', [
    ['ar', 'ras l3am jay w ana fer7ana'],
    ['ar', 'rasi mzyan daba, ma bqach kaydrrni'],
  ]);
  readsNot('abdominal_pain', [['ar', 'kerchi ma bqatch katdrrni, lhamdulillah']]);
  readsNot('vomiting', [['ar', 'ma tqiyitch w ma 3ndich skhana']]);
  readsNot('fever', [
    ['ar', 'ma tqiyitch w ma 3ndich skhana'],
    ['ar', 'ma 3andish 7arara, 3adi'],
    ['ar', '3ando es-hal bas mafi dam w mafi 7arara'],
  ]);
  readsNot('blood_in_stool', [
    ['ar', '3ando es-hal bas mafi dam w mafi 7arara'],
    ['ar', 'ana rayha el souq demain'],
  ]);
  readsNot('nonblanching_rash', [['ar', 'bo2a3 7amra betrou7 lama bados 3aleha bel kobaya']]);
});

// ---------------------------------------------------------------- (b) Cantonese and Traditional Chinese

describe('(b) Cantonese: the probe', () => {
  it('oven-cleaner spray into the left eye, too painful to open, is a chemical eye injury (NICE CKS, TOXBASE) → 2', () => {
    const text = '清焗爐的噴劑噴進左眼，好痛睜不開';
    expect(assessWithoutNet(text, 'zh').urgency).toBe(2);
    expect(assessWithoutNet(text, 'en').urgency).toBe(2);
    expect(detectRedFlags(text).map((f) => f.id)).toContain('chemical_eye');
  });
});

block('(b) Cantonese emergencies', [
  ['zh', 2, 2, '漂白水彈咗入佢隻眼，好痛'],
  ['zh', 2, 2, '個仔肚痛，右下邊好痛，行路都痛，嘔咗兩次，發燒38.5'],
  ['zh', 1, 2, '我個BB得6個禮拜大，發燒38.3'],
  ['zh', 1, 1, '佢發高燒，頭好痛，怕光，身上有紅點，用玻璃杯壓唔褪色'],
  ['zh', 1, 1, '我心口好痛，痛到左手，出晒冷汗'],
  ['zh', 1, 1, '我唞唔到氣，講唔到嘢'],
  ['zh', 1, 1, '佢暈咗，叫極都唔醒'],
  ['zh', 1, 2, '屙血，啲屎好黑'],
  ['zh', 1, 2, '頭暈，眼花，睇唔到嘢'],
  ['zh', 1, 2, '佢抽筋，成身震'],
  ['zh', 1, 2, '食咗成排藥，食咗二十粒必理痛'],
]);

block('(b) Cantonese: bleach drunk, a head knock then vomiting, a baby with fever who will not feed', [
  ['zh', 1, 2, '佢飲咗漂白水'],
  ['zh', 1, 2, '佢跌親個頭，之後一直嘔'],
  ['zh', 2, 3, '個BB發燒，好奄尖，唔肯食奶'],
  ['zh', 1, 1, '我塊面腫晒，喉嚨好緊，唞唔到氣'],
]);

block('(b) Cantonese that is not an emergency', [
  ['zh', 4, 5, '屙咗好多次，屙水'],
  ['zh', 4, 5, '我冇發燒，只係有啲咳'],
  ['zh', 4, 5, '我喉嚨痛，流鼻水，冇發燒'],
  ['zh', 5, 5, '我個仔屎忽好痕，夜晚抓屁股，見到啲白色小蟲'],
  ['zh', 4, 5, '唔該醫生，我想問下'],
  ['zh', 4, 5, '隻腳抽筋，好痛'],
]);

describe('(b) Cantonese words and grammar', () => {
  reads('abdominal_pain', [['zh', '個仔肚痛']]);
  reads('rlq', [['zh', '右下邊好痛']]);
  reads('worse_moving', [['zh', '行路都痛']]);
  reads('chest_pain', [['zh', '我心口好痛']]);
  reads('severe_dyspnoea', [['zh', '我唞唔到氣']]);
  reads('diarrhoea', [['zh', '屙咗好多次，屙水']]);
  reads('cough', [['zh', '只係有啲咳']]);
  reads('threadworms', [['zh', '我個女屁股好痕，夜晚成日抓']]);
  reads('seizure', [['zh', '佢抽筋，成身震']]);
  reads('overdose', [['zh', '食咗二十粒必理痛']]);
  reads('unconscious', [
    ['zh', '佢暈咗，叫極都唔醒'],
    // read through the Mandarin terms once 佢 and 唔 are folded (nlp/normalize.ts)
    ['zh', '阿爸跌低咗，叫佢唔醒'],
    ['zh', '阿媽瞓喺度，叫佢唔應'],
  ]);
  readsNot('unconscious', [['zh', '我叫佢唔應該食咁多糖']]);
  reads('vision_loss', [['zh', '睇唔到嘢']]);
  readsNot('fever', [
    ['zh', '我冇發燒，只係有啲咳'],
    ['zh', '我喉嚨痛，流鼻水，冇發燒'],
  ]);
  readsNot('abdominal_pain', [
    ['zh', '佢唔肚痛，冇嘔'],
    ['zh', '我冇肚痛，亦冇嘔'],
  ]);
  readsNot('vomiting', [['zh', '我冇肚痛，亦冇嘔']]);
  readsNot('fainting', [['zh', '頭暈咗一陣']]);
  readsNot('seizure', [['zh', '隻腳抽筋，好痛']]);
  readsNot('overdose', [['zh', '食咗飯，好飽']]);
  readsNot('infant', [['en', 'I watched the BBC news about fevers']]);
  reads('infant', [['zh', '個BB發燒']]);
  it('"唔該" (please, thanks) is no "不該", and Mandarin reads as before', () => {
    expect([...present('唔該醫生，我頭痛', 'zh')]).toContain('headache');
    expect([...present('我没发烧，只是有点咳嗽', 'zh')]).not.toContain('fever');
    expect([...present('我没发烧，只是有点咳嗽', 'zh')]).toContain('cough');
  });
});

// ---------------------------------------------------------------- (c) Swiss and Austrian German

describe('(c) Swiss German: the probe', () => {
  it.each(['de', 'en'] as const)(
    'a child scratching his bottom at night with small white worms is threadworm, self-care (NICE CKS) — chosen %s',
    (lang) => {
      const text = 'Mis Chind chratzt sich znacht am Füdli und ich ha chlini wiissi Würmli gseh';
      expect(assessWithoutNet(text, lang).urgency).toBe(5);
      expect([...present(text, lang)]).toContain('threadworms');
    },
  );
});

block('(c) Swiss and Austrian emergencies', [
  [
    'de',
    2,
    2,
    'Mis Buch tuet sit geschter weh, rächts unde, bim laufe wirds schlimmer, ha erbroche und ha Fieber 38.5',
  ],
  ['de', 1, 1, 'Mini Bruscht tuet so weh, es strahlt in linke Arm, i schwitz'],
  ['de', 1, 1, 'I cha nöd schnuufe, überchume kei Luft'],
  ['de', 1, 2, 'Mis Buscheli isch 5 Wuche alt und het 38.4 Fieber'],
  ['de', 1, 1, 'Es bluetet wie verruckt und hört nöd uf'],
]);

block('(c) Swiss German: a packet swallowed, cleaner drunk, a rash under the glass, a swollen leg', [
  ['de', 1, 2, 'Er het e ganzi Packig Dafalgan gschluckt'],
  ['de', 1, 2, 'Mis Chind het Putzmittel trunke'],
  ['de', 1, 1, 'Sie het Fieber und en usschlag wo nöd weggaht wenn mer es Glas drufdrückt'],
  ['de', 2, 4, 'S Bei isch gschwolle und tuet weh'],
]);

block('(c) Swiss and Austrian words that are not an emergency', [
  ['de', 5, 5, 'chratzt sich znacht am Füdli, chlini wiissi Würmli'],
  ['de', 4, 5, 'Da Bua hot Bauchweh und speibt die ganze Zeit'],
  ['de', 4, 5, 'I ha Durchfall und Buchweh sit zwei Täg, trinke gnueg'],
  ['de', 3, 5, 'Mei Kopf tuat so weh und i hob Fiaba'],
  ['de', 4, 5, 'S Aug isch ganz rot und tränet'],
]);

describe('(c) Swiss and Austrian words', () => {
  reads('abdominal_pain', [
    ['de', 'Mis Buch tuet weh'],
    ['de', 'Bauchi tuat weh, nix gessn'],
    ['de', 'I ha Buchweh'],
  ]);
  reads('headache', [
    ['de', 'I ha Chopfweh'],
    ['de', 'Mei Kopf tuat so weh'],
    ['de', 'Mi Chopf tuet nume chli weh'],
  ]);
  reads('photophobia', [['de', 's Liecht tuet mer weh i de Auge']]);
  reads('rlq', [['de', 'rächts unde']]);
  reads('worse_moving', [['de', 'bim laufe wirds schlimmer']]);
  reads('fever', [['de', 'i hob Fiaba']]);
  reads('dizziness', [['de', 'Mir isch trümmlig']]);
  reads('fainting', [['de', 'Er isch umkheit und isch wäg gsi']]);
  reads('severe_dyspnoea', [['de', 'I cha nöd schnuufe']]);
  reads('eye_red', [['de', 'S Aug isch ganz rot']]);
  readsNot('abdominal_pain', [
    ['de', 'Buch tuet nöd weh, kei Fieber'],
    ['de', 'I ha es Buch gläse über Würmer im Garte'],
  ]);
  readsNot('fever', [['de', 'Buch tuet nöd weh, kei Fieber']]);
  readsNot('headache', [['de', 'Mi Chopf tuet nüme weh, isch besser']]);
  readsNot('threadworms', [['de', 'I ha es Buch gläse über Würmer im Garte']]);
});

// ---------------------------------------------------------------- the probes' concepts in every language

describe('the concepts the probes turn on are read in the standard languages too', () => {
  reads('chemical_eye', [
    ['en', 'oven cleaner spray went in my eye'],
    ['pl', 'wybielacz prysnął mi do oka'],
    ['es', 'me salpicó lejía en el ojo'],
    ['fr', 'de la javel a giclé dans mon oeil'],
    ['de', 'Backofenreiniger ist mir ins Auge gespritzt'],
    ['it', "mi è schizzata la candeggina nell'occhio"],
    ['pt', 'espirrou lixívia no meu olho'],
    ['ru', 'отбеливатель попал в глаз'],
    ['tr', 'gözüme çamaşır suyu sıçradı'],
    ['ja', '目に漂白剤が入った'],
    ['ko', '눈에 락스가 튀었어요'],
    ['hi', 'aankh mein bleach chala gaya'],
    ['is', 'klór fór í augað á mér'],
  ]);
  reads('threadworms', [
    ['en', 'my son has threadworms'],
    ['pl', 'córka ma owsiki'],
    ['es', 'mi hijo tiene oxiuros'],
    ['fr', 'mon fils a des oxyures'],
    ['it', 'mio figlio ha gli ossiuri'],
    ['pt', 'meu filho tem oxiúros'],
    ['ru', 'у сына острицы'],
    ['tr', 'oğlumda kıl kurdu var'],
    ['ja', '子供にぎょう虫がいる'],
    ['ko', '아이가 요충이 있어요'],
    ['hi', 'bete ko pet ke keede hain, raat ko gudaa mein khujli'],
    ['is', 'njálgur hjá syni mínum'],
    ['ar', 'ابني عنده ديدان دبوسية'],
  ]);
  reads('nonblanching_rash', [
    ['en', 'spots that do not fade when I press a glass on them'],
    ['pl', 'wysypka nie znika pod szklanką'],
    ['es', 'manchas que no desaparecen al presionar con un vaso'],
    ['fr', "des taches qui ne s'effacent pas sous un verre"],
    ['de', 'Flecken, die beim Glastest nicht verschwinden'],
    ['it', 'macchie che non scompaiono premendo un bicchiere'],
    ['pt', 'manchas que não desaparecem com o copo'],
    ['ru', 'сыпь не исчезает при надавливании стаканом'],
    ['tr', 'bardak testinde kaybolmayan döküntü'],
    ['zh', '红点用玻璃杯压不褪色'],
    ['ja', 'コップで押しても消えない発疹'],
    ['ko', '유리컵으로 눌러도 안 없어지는 발진'],
    ['hi', 'glass se dabane par bhi daane nahi mit rahe'],
  ]);
  reads('photophobia', [
    ['en', 'the light hurts my eyes'],
    ['pl', 'światło razi mnie w oczy'],
    ['es', 'me molesta mucho la luz'],
    ['fr', 'la lumière me fait mal aux yeux'],
    ['it', 'la luce mi dà fastidio agli occhi'],
    ['pt', 'a luz incomoda os olhos'],
    ['ru', 'свет режет глаза'],
    ['tr', 'ışık gözümü rahatsız ediyor'],
    ['ja', '光がまぶしくて目が痛い'],
    ['ko', '빛을 보면 눈이 아파요'],
    ['hi', 'roshni se aankhon mein dard hota hai'],
  ]);
  reads('rlq', [
    ['en', 'pain low on the right side of my belly'],
    ['pl', 'boli mnie prawy dół brzucha'],
    ['es', 'dolor en la parte baja derecha de la barriga'],
    ['fr', 'douleur en bas à droite du ventre'],
    ['it', 'dolore in basso a destra della pancia'],
    ['pt', 'dor na parte de baixo do lado direito da barriga'],
    ['ru', 'болит справа внизу живота'],
    ['tr', 'karnımın sağ alt tarafı ağrıyor'],
    ['ja', 'お腹の右下が痛い'],
    ['ko', '오른쪽 아랫배가 아파요'],
    ['hi', 'pet mein daayin taraf neeche dard'],
  ]);
});

describe("the red-flag check reads the patient's own language in Latin letters, as the assessment does", () => {
  it.each([
    ['ar', 'nefsi amoot', 'suicide_risk'],
    ['ar', 'baddi moot', 'suicide_risk'],
    ['ar', 'ebni bytnafas b ktafo', 'work_of_breathing'],
    ['ar', 'jozi daba kaytshanj', 'status_epilepticus'],
  ] as const)('%s: %s → %s', (lang, text, flag) => {
    expect(detectRedFlags(text, lang).map((f) => f.id)).toContain(flag);
  });

  it('an English message of a patient who chose English is not read as Arabizi', () => {
    expect(detectRedFlags('my wesh is fine, I have a cold', 'en')).toEqual([]);
  });
});
