import type { Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { parseText } from '../src/nlp/parser.ts';
import { assessWithoutNet } from './support/protocol.ts';

/**
 * Readings of everyday Chinese (Mandarin, Cantonese, both scripts), Japanese, Korean and Icelandic,
 * each beside look-alikes that must not change:
 * - a post-posed denial closing a list whose item is a nominal form (Japanese 息苦しさ, かゆみ, 痛さ);
 * - the written negative -ず (吐いたりもせず, 熱も出ず), and "not breathing" said with it, which stays a finding;
 * - Icelandic verb-second denial of a symptom verb ("ég slefa ekki", "hann hóstar ekki");
 * - pressing as one's own act (the glass test on a rash) is not chest pressure (Icelandic);
 * - ぶつぶつ as muttering, not spots;
 * - everyday words of an emergency: a suicide attempt by charcoal told with an aspect word and a
 *   goodbye apology, a caller not answering (NICE NG225, Samaritans); persecutory beliefs and ideas of
 *   reference with a knife (NICE CG178); neck stiffness, light hurting the eyes and not following what is
 *   said, with fever (NICE NG240); fluid that will not stop in pregnancy (NICE NG25); a sudden stabbing
 *   chest pain with breathlessness at rest (BTS pleural disease).
 * Written for this file; none comes from an evaluation set.
 */
type Case = readonly [Language, string];

const negated = (lang: Language, text: string) => parseText(text, lang).negated;
const presentOf = (lang: Language, text: string) => parseText(text, lang).present;

describe('a post-posed denial closes a list of nominal forms (ja)', () => {
  const cases: readonly (readonly [string, string])[] = [
    ['熱はないし、息苦しさや咳もないです', 'dyspnoea'],
    ['かゆみや発疹はありません', 'itch'],
    ['胸苦しさとか動悸はないです', 'chest_pain'],
    ['痛さや熱はないです', 'complaint_unspecified'],
  ];
  it.each(cases)('%s → %s denied', (text, concept) => {
    expect(negated('ja', text).has(concept)).toBe(true);
    expect(presentOf('ja', text).has(concept)).toBe(false);
  });
  it('the same nouns said as present stay present', () => {
    expect(presentOf('ja', '息苦しさがあります').has('dyspnoea')).toBe(true);
    expect(presentOf('ja', 'かゆみがひどいです').has('itch')).toBe(true);
    expect(presentOf('ja', '胸の痛みがあって熱はないです').has('chest_pain')).toBe(true);
  });
  it('a bite with breathlessness and swollen lips denied is no anaphylaxis', () => {
    expect(assessWithoutNet('蜂に刺されて赤く腫れています。息苦しさや唇の腫れはないです。', 'ja').urgency).toBeGreaterThanOrEqual(3);
  });
});

describe('the written negative -ず (ja)', () => {
  it.each([
    ['嘔吐もせず元気です', 'vomiting'],
    ['熱も出ずに過ごしています', 'fever'],
    ['意識を失っておらず会話もできます', 'fainting'],
  ] as const)('%s → %s denied', (text, concept) => {
    expect(negated('ja', text).has(concept)).toBe(true);
  });
  it('not breathing said with -ず is a finding', () => {
    expect(assessWithoutNet('父が倒れて息をせず、ぐったりしています', 'ja').urgency).toBe(1);
  });
  it('まず, ずっと are no denial', () => {
    expect(presentOf('ja', 'まず熱が出て、ずっと吐いています').has('vomiting')).toBe(true);
  });
});

describe('Icelandic verb-second denial of a symptom verb (is)', () => {
  it.each([
    ['ég slefa ekki og get kyngt', 'upper_airway_signs'],
    ['hann hóstar ekki', 'cough'],
    ['mér blæðir ekki', 'bleeding'],
  ] as const)('%s → %s denied', (text, concept) => {
    expect(negated('is', text).has(concept)).toBe(true);
  });
  it('the verb without ekki, and "andar ekki", stay findings', () => {
    expect(presentOf('is', 'barnið slefar og getur ekki kyngt').has('upper_airway_signs')).toBe(true);
    expect(presentOf('is', 'hún er með hita og hóstar ekki').has('fever')).toBe(true);
    expect(assessWithoutNet('maðurinn minn andar ekki', 'is').urgency).toBe(1);
    // ice cold and not shivering is a sign of its own (severe hypothermia), not a denial
    expect(presentOf('is', 'hann er ískaldur og skelfur ekki').has('chills')).toBe(true);
  });
});

describe('pressing as an act is not chest pressure (is)', () => {
  it('the glass test on a rash on the chest', () => {
    expect(presentOf('is', 'útbrot á bringunni sem hverfa þegar ég þrýsti glasi á þau').has('cardiac_quality')).toBe(false);
  });
  it('pressure felt on the chest stays', () => {
    expect(presentOf('is', 'það er eins og þrýstingur á bringunni').has('cardiac_quality')).toBe(true);
  });
});

describe('ぶつぶつ: muttering or spots (ja)', () => {
  it('muttering is no rash', () => {
    expect(presentOf('ja', '夜中にぶつぶつ話しています').has('rash')).toBe(false);
    expect(presentOf('ja', 'ずっとぶつぶつ言っている').has('rash')).toBe(false);
  });
  it('spots are', () => {
    expect(presentOf('ja', '顔にぶつぶつができた').has('rash')).toBe(true);
  });
});

describe('a suicide attempt, a goodbye and a caller not answering (NICE NG225)', () => {
  const EMERGENCY: readonly Case[] = [
    ['zh', '我朋友发消息说在家里烧了炭，说对不起所有人，打给他也不接'],
    ['zh', '佢話對唔住所有人，喺屋企燒咗炭，之後打俾佢都唔聽'],
    ['zh', '他发微信说对不起大家，之后打他电话一直没人接'],
    ['zh', '我弟弟留言话对唔住大家，而家打佢电话都冇人听'],
    ['ja', '友達から「みんなごめんね」と送ってきて、何度電話しても出ません'],
    ['ko', '친구한테서 모두에게 미안하다고 문자가 왔는데 전화해도 안 받아요'],
  ];
  it.each(EMERGENCY)('[%s] %s → 112', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBe(1);
  });
  const LOOK_ALIKE: readonly Case[] = [
    ['zh', '对不起大家，我的问题有点长，孩子咳嗽三天了'],
    ['zh', '我们冬天在院子里烧炭烤肉'],
    ['ja', '家族みんなに申し訳ないです。腰が痛くて家事ができません'],
    ['ko', '다들 미안해요, 질문이 길어요. 기침이 사흘째예요'],
  ];
  it.each(LOOK_ALIKE)('[%s] %s → not an emergency', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBeGreaterThanOrEqual(3);
  });
});

describe('psychotic beliefs in everyday words with a threat (NICE CG178)', () => {
  const EMERGENCY: readonly Case[] = [
    ['ja', '息子が「隣の人が盗聴器を仕掛けている」と言って包丁を持って部屋にこもっています'],
    ['ja', '夫がテレビが自分のことを話していると言い、ナイフを持ち出しました'],
    ['zh', '我哥说邻居装了窃听器，电视在说他，现在拿着刀不出来'],
    ['ko', '아들이 TV에서 자기 얘기를 한다면서 칼을 들고 방에 있어요'],
  ];
  it.each(EMERGENCY)('[%s] %s → 112', (lang, text) => {
    expect(assessWithoutNet(text, lang).urgency).toBe(1);
  });
  it.each([
    ['ja', 'テレビでニュースを見ていたら頭痛がしてきました'],
    ['zh', '我在看电视的时候头有点痛'],
  ] as const)('[%s] %s → no psychosis', (lang, text) => {
    expect(presentOf(lang, text).has('psychosis')).toBe(false);
  });
});

describe('signs of meningitis in everyday Korean (NICE NG240)', () => {
  it('fever, a stiff back of the neck, the chin not reaching the chest, light hurting the eyes', () => {
    const text = '어제부터 열이 39도이고 오늘 아침에는 목 뒤가 뻣뻣해서 턱이 가슴에 안 닿아요. 불빛을 보면 눈이 너무 아파요.';
    expect(assessWithoutNet(text, 'ko').urgency).toBeLessThanOrEqual(2);
  });
  it('not following what is said is new confusion', () => {
    expect(presentOf('ko', '남편이 말을 걸어도 무슨 말인지 이해를 못 해요').has('confusion')).toBe(true);
  });
  it('morning stiffness of the fingers stays the joints, a neck stiffness denied is denied', () => {
    expect(presentOf('ko', '아침에 일어나면 손가락이 뻣뻣해요').has('morning_stiffness')).toBe(true);
    expect(negated('ko', '목 뒤가 뻣뻣하지 않아요').has('neck_stiffness')).toBe(true);
  });
});

describe('fluid that will not stop in pregnancy (NICE NG25)', () => {
  it('at 28 weeks → maternity unit now', () => {
    expect(assessWithoutNet('妊娠28週です。朝から透明でサラサラした水みたいなのがチョロチョロと止まらず', 'ja').urgency).toBeLessThanOrEqual(2);
    expect(assessWithoutNet('妊娠30週です。透明な水が止まらない', 'ja').urgency).toBeLessThanOrEqual(2);
  });
  it('a runny nose that will not stop is no waters', () => {
    expect(presentOf('ja', '妊娠20週です。鼻水が止まらない').has('fluid_leaking')).toBe(false);
  });
});

describe('a sudden stabbing chest pain with breathlessness at rest (zh)', () => {
  it.each([
    '突然右边胸口像被针扎了一下，吸气更疼，根本吸不了深气，现在坐着也有点喘',
    '胸口突然好似俾刀插咁痛，而家坐住都氣促，索唔到氣',
  ])('%s → emergency', (text) => {
    expect(assessWithoutNet(text, 'zh').urgency).toBeLessThanOrEqual(2);
  });
  it('fresh air is no breathlessness, a denied stabbing pain is denied', () => {
    expect(presentOf('zh', '这里空气很好').has('dyspnoea')).toBe(false);
    expect(negated('zh', '我没有胸口刺痛').has('chest_pain')).toBe(true);
  });
});
