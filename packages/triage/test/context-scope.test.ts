import { type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { applySafetyFloor, assessTranscript, type TranscriptMessage } from '../src/index.ts';
import { AnalysedText } from '../src/nlp/matcher.ts';
import { parseText } from '../src/nlp/parser.ts';

/**
 * ConText scope (src/nlp/matcher.ts, cues in src/lexicon/<lang>/cues.ts) and age-appropriate vital
 * signs: the defects found in issue 13 ("Fix what was found"). Each case failed before its fix;
 * the sentences are our own.
 */
const user = (content: string): TranscriptMessage => ({ role: 'user', content });
function assess(text: string, lang: Language = 'en') {
  const m = [user(text)];
  return applySafetyFloor(assessTranscript(m, { patientLanguage: lang }), m).assessment;
}
const urgency = (text: string, lang: Language = 'en') => assess(text, lang).urgency;
const parse = (text: string, lang: Language = 'en') => parseText(text, lang);

describe('a change of state is not a resolution ("has gone hard")', () => {
  it('late pregnancy with a hardening tummy and bleeding is an emergency (RCOG GTG 63)', () => {
    const t = 'I am 33 weeks pregnant, my tummy has gone hard and there is some bleeding';
    expect(parse(t).present.has('pregnant')).toBe(true);
    expect(urgency(t)).toBeLessThanOrEqual(2);
  });
  it('"has stopped breathing" does not resolve what came before it', () => {
    expect(parse('his lips went blue and he has stopped breathing').present.has('cyanosis')).toBe(true);
  });
  it('a real resolution still reads as resolved', () => {
    const f = parse('the headache has gone now');
    expect(f.present.has('headache')).toBe(false);
    expect(parse('my sore throat has settled and I feel fine').present.has('sore_throat')).toBe(false);
  });
});

describe('"no other complaint" denies the others, not the one named', () => {
  it.each([
    ['Göğsüm ağrıyor, başka şikayetim yok', 'tr', 'chest_pain'],
    ['Göğsümde baskı var başka bir sorunum yok', 'tr', 'chest_pain'],
    ['Болит живот, других жалоб нет', 'ru', 'abdominal_pain'],
    ['가슴이 아파요 다른 증상은 없어요', 'ko', 'chest_pain'],
  ] as [string, Language, string][])('%s → %s present', (text, lang, concept) => {
    expect(parse(text, lang).present.has(concept)).toBe(true);
  });
  it('a plain post-posed negation still negates ("ateşim yok")', () => {
    expect(parse('Ateşim yok', 'tr').present.has('fever')).toBe(false);
  });
});

describe('a post-posed negation does not reach back across a comma', () => {
  it.each([
    ['Сильно болит грудь, температуры нет', 'ru', 'chest_pain'],
    ['Göğsüm ağrıyor, ateş yok', 'tr', 'chest_pain'],
    ['सीने में दर्द है, बुखार नहीं', 'hi', 'chest_pain'],
    ['가슴이 아파요, 열은 없어요', 'ko', 'chest_pain'],
  ] as [string, Language, string][])('%s → %s present', (text, lang, concept) => {
    expect(parse(text, lang).present.has(concept)).toBe(true);
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it('nor a negation forward across a comma into a new clause (pt, en)', () => {
    expect(
      parse('Não tenho febre, dor no peito muito forte desde hoje', 'pt').present.has('chest_pain'),
    ).toBe(true);
    expect(parse("I don't have a temperature, chest pain since lunch").present.has('chest_pain')).toBe(true);
  });
  it('a clause after the comma is not an item of a list, even with "and" in it', () => {
    expect(
      parse("she doesn't sleep, says her chest hurts a lot and she feels sick").present.has('chest_pain'),
    ).toBe(true);
    expect(
      parse('Nie jem od wczoraj, boli mnie w klatce piersiowej i mam mdłości', 'pl').present.has(
        'chest_pain',
      ),
    ).toBe(true);
  });
  it('a negated list still negates every item ("no fever, cough or rash")', () => {
    const f = parse('no fever, cough or rash, just tired');
    for (const c of ['fever', 'cough', 'rash']) expect(f.present.has(c)).toBe(false);
    const p = parse('Não tenho febre, tosse ou dor de garganta', 'pt');
    for (const c of ['fever', 'cough', 'sore_throat']) expect(p.present.has(c)).toBe(false);
  });
});

describe('a negation inside a phrase\'s gap negates it ("tut nicht weh")', () => {
  it.each([
    ['Die Brust tut nicht weh, ich habe nur Schnupfen', 'de', 'chest_pain'],
    ['Der Rücken tut mir nicht weh', 'de', 'back_pain'],
  ] as [string, Language, string][])('%s → no %s', (text, lang, concept) => {
    expect(parse(text, lang).present.has(concept)).toBe(false);
  });
  it('the same phrase without the negation is pain', () => {
    expect(parse('Die Brust tut mir weh', 'de').present.has('chest_pain')).toBe(true);
    expect(parse('Der Rücken tut mir weh', 'de').present.has('back_pain')).toBe(true);
  });
});

describe('respiratory rate by age (NICE NG143 traffic lights; APLS)', () => {
  it('a rate normal for a baby is not an adult danger-zone value', () => {
    expect(
      urgency('my 9 month old has a runny nose, breathing rate 38 breaths a minute'),
    ).toBeGreaterThanOrEqual(4);
  });
  it('amber for age → within 24 hours', () => {
    expect(urgency('my 2 year old has a cough and is taking 48 breaths a minute')).toBe(3);
    expect(urgency('my 8 month old has a cold and takes 56 breaths a minute')).toBe(3);
  });
  it('red (> 60/min under 5) → emergency', () => {
    expect(urgency('my baby is breathing 66 breaths a minute')).toBeLessThanOrEqual(2);
  });
  it('adults keep the adult threshold (≥ 30)', () => {
    expect(urgency('I am 45 with a cough and my respiratory rate is 31')).toBeLessThanOrEqual(2);
  });
});

describe("the cues' reach (AnalysedText.scopeReach, read by the safety net)", () => {
  it('holds every word that a cue scopes as negated, hypothetical, resolved or past, in several languages', () => {
    const texts: [string, Language[]][] = [
      ['I have no chest pain and no fever, but my arm is numb and worried it might be a stroke', ['en']],
      ['the bleeding has stopped now. he had a heart attack five years ago, now fine', ['en']],
      ['没有发烧，但是胸口很痛', ['zh']],
      ['熱はありません。胸が痛いです', ['ja']],
      ['열은 없어요. 가슴이 아파요', ['ko']],
      ['У меня нет температуры, но болит грудь', ['ru']],
      ['Ateşim yok ama göğsüm ağrıyor', ['tr']],
      ['nie mam gorączki, ale boli mnie w klatce', ['pl']],
    ];
    let scoped = 0;
    for (const [text, languages] of texts) {
      const at = new AnalysedText(text, languages);
      const reach = at.scopeReach();
      for (let i = 0; i < at.text.length; i++) {
        if (at.polarity(i, i + 1) === 'present') continue;
        scoped++;
        expect(reach.some((r) => i < r.end && i + 1 > r.start), `${text} at ${i}`).toBe(true);
      }
    }
    expect(scoped).toBeGreaterThan(20);
    // A text without cues has no reach: every word in it is present.
    expect(new AnalysedText('crushing chest pain spreading to my left arm', ['en']).scopeReach()).toEqual([]);
  });
});

describe('not wearing protective equipment tells how an injury happened; it denies nothing', () => {
  it.each([
    ['I fell off my bike without a helmet and hit my head, now I keep being sick', 'en'],
    ['Ich bin ohne Helm vom Fahrrad gestürzt und mit dem Kopf aufgeschlagen, jetzt muss ich mich ständig übergeben', 'de'],
    ['Me caí de la bici sin casco y me golpeé la cabeza, ahora no paro de vomitar', 'es'],
    ['Sono caduto dalla bici senza casco e ho battuto la testa, adesso continuo a vomitare', 'it'],
    ['Caí da bicicleta sem capacete e bati a cabeça, agora não paro de vomitar', 'pt'],
    ['Spadłem z roweru bez kasku i uderzyłem się w głowę, teraz ciągle wymiotuję', 'pl'],
    ['Упал с велосипеда без шлема и ударился головой, теперь постоянно рвёт', 'ru'],
    ['وقعت من الدراجة بدون خوذة وضربت راسي، والحين أستفرغ كل شوي', 'ar'],
    ['मैं बिना हेलमेट के बाइक से गिर गया और सिर पर चोट लगी, अब बार बार उल्टी हो रही है', 'hi'],
    ['헬멧을 안 쓰고 자전거 타다가 넘어져서 머리를 부딪혔어요. 지금 계속 토해요', 'ko'],
  ] as [string, Language][])('a head injury after a fall without a helmet, then vomiting (NICE NG232) — %s', (text, lang) => {
    expect(parse(text, lang).present.has('head_injury')).toBe(true);
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it.each([
    ['Ich habe ohne Schutzbrille Metall geschliffen, mit der Flex, und mir ist was ins Auge geflogen, es tut weh', 'de'],
    ['Estaba con la amoladora sin gafas cortando metal y me saltó algo al ojo, me duele y veo borroso', 'es'],
    ["J'utilisais la meuleuse sans lunettes et un éclat est entré dans l'oeil, ça fait mal", 'fr'],
    ["Stavo usando la smerigliatrice senza occhiali e mi è entrato qualcosa nell'occhio, fa male e vedo sfocato", 'it'],
    ['Estava usando a esmerilhadeira sem óculos e entrou alguma coisa no olho, dói e vejo embaçado', 'pt'],
    ['Szlifowałem szlifierką bez okularów i coś mi wpadło do oka, boli i widzę niewyraźnie', 'pl'],
    ['Работал болгаркой без очков, и что-то попало в глаз, болит и всё расплывается', 'ru'],
    ['그라인더로 쇠를 갈다가 보안경을 안 써서 뭔가 눈에 튀었어요. 아프고 뿌옇게 보여요', 'ko'],
    ['我没戴护目镜用砂轮机磨铁，有东西飞进眼睛里了，很痛，看东西模糊', 'zh'],
  ] as [string, Language][])('something flew into the eye while grinding without eye protection (NICE CKS) — %s', (text, lang) => {
    expect(parse(text, lang).present.has('high_velocity_eye')).toBe(true);
    expect(urgency(text, lang)).toBeLessThanOrEqual(2);
  });
  it.each([
    ['I was grinding with goggles on and nothing got in my eye', 'en', 'high_velocity_eye'],
    ['I fell off my bike without hitting my head', 'en', 'head_injury'],
    ['no helmet, but I did not hit my head', 'en', 'head_injury'],
    ['Ich bin ohne Helm gestürzt, habe mir aber nicht den Kopf angeschlagen', 'de', 'head_injury'],
    ['Me caí sin casco pero no me golpeé la cabeza', 'es', 'head_injury'],
    ['Spadłem z roweru bez kasku, ale nie uderzyłem się w głowę', 'pl', 'head_injury'],
    ['Упал без шлема, но головой не ударился', 'ru', 'head_injury'],
    ['Je suis tombé sans casque mais je ne me suis pas cogné la tête', 'fr', 'head_injury'],
    ['헬멧을 안 쓰고 넘어졌는데 머리는 안 부딪혔어요', 'ko', 'head_injury'],
  ] as [string, Language, string][])('look-alike: a finding denied beside missing equipment stays denied — %s', (text, lang, concept) => {
    expect(parse(text, lang).present.has(concept)).toBe(false);
  });
});

describe('an Arabic negator with the conjunction written onto it ("ولا", "ومو") holds in a term\'s gap', () => {
  it('"مو أحمر ولا حار" (neither red nor hot) is no red hot skin; "حمرا وحارة" still is', () => {
    expect(parse('والجلد حواليه مو أحمر ولا حار', 'ar').present.has('skin_red_hot')).toBe(false);
    expect(parse('رجله حمرا وحارة ومنتفخة', 'ar').present.has('skin_red_hot')).toBe(true);
  });
});

describe('a negated list ends with its last joined item', () => {
  it('"no tingling or weakness, bladder and bowels normal, I walk normally": the walking is not denied', () => {
    const f = parse('ما فيه تنميل بالرجلين ولا ضعف، الحمام والبول طبيعي، امشي عادي', 'ar');
    expect(f.present.has('walks_normally')).toBe(true);
    expect(f.present.has('limb_tingling')).toBe(false);
    expect(f.present.has('leg_weakness')).toBe(false);
    expect(parse('no fever, cough or rash').present.has('rash')).toBe(false);
  });
});
