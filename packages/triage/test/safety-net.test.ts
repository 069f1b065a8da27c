import { readdirSync, readFileSync } from 'node:fs';
import { assessmentSchema, type Assessment, type Urgency } from '@asa/domain';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applySafetyFloor, assessTranscript, type TranscriptMessage } from '../src/index.ts';
import { scopedWords } from '../src/safety-net/context.ts';
import { featuresOf, MAX_FEATURES, readFeatures, SCRIPTS } from '../src/safety-net/features.ts';
import { decodeModel, encodeModel, probability, type SafetyNetModel } from '../src/safety-net/model.ts';
import { applySafetyNet, safetyNetVerdict, shippedSafetyNet } from '../src/safety-net/net.ts';
import { writerFor } from '../src/report/writer.ts';

// Written for this test, not taken from the training corpus (checked below): a stroke in everyday
// words that the red-flag lexicon does not list.
const EMERGENCY = 'my dad suddenly went quiet, his mouth hangs on the right and his right hand just drops whatever he holds';
const BENIGN = 'what is a good moisturiser for dry skin in winter?';

const said = (text: string): TranscriptMessage[] => [{ role: 'user', content: text }];

/** An assessor's verdict on `text` with the urgency it chose (an LLM that under-triaged, say). */
function assessedAs(text: string, urgency: Urgency): Assessment {
  return { ...assessTranscript(said(text), { patientLanguage: 'en' }), urgency };
}

const logit = (p: number) => Math.log(p / (1 - p));

/**
 * A model whose heads answer `emergency` and `care` whatever the text (all weights zero, the bias
 * sets the probability), with the policy's three thresholds: to test the policy apart from the weights.
 */
function constantModel(emergency: number, care: number): SafetyNetModel {
  const head = (p: number) => ({ weights: new Int8Array(16), scale: 1, bias: logit(p) });
  return { bits: 4, lengthFloors: [0, 0, 0, 0, 0], context: false, emergency: head(emergency), care: head(care), thresholds: { emergency: 0.9, sameDay: 0.7, care: 0.8 } };
}

/** Every run of five words of `text`, lower-cased: two texts sharing one are too alike to call unseen. */
function wordRuns(text: string): Set<string> {
  const words = text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? [];
  return new Set(words.slice(4).map((_, i) => words.slice(i, i + 5).join(' ')));
}

function corpusTexts(): string[] {
  const root = new URL('../data/safety-net/corpus/', import.meta.url);
  return readdirSync(root, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .flatMap((d) =>
      readdirSync(new URL(`${d.name}/`, root))
        .filter((f) => f.endsWith('.jsonl'))
        .flatMap((f) => readFileSync(new URL(`${d.name}/${f}`, root), 'utf8').split('\n')),
    )
    .filter(Boolean)
    .map((line) => (JSON.parse(line) as { text: string }).text.toLowerCase());
}

describe('safety net', () => {
  it('loads the shipped weights: the emergency head and its two thresholds in order', () => {
    const model = shippedSafetyNet();
    expect(model.emergency.weights.length).toBe(2 ** model.bits);
    expect(model.emergency.weights.some((w) => w !== 0)).toBe(true);
    const { emergency, sameDay } = model.thresholds;
    expect(sameDay).toBeGreaterThan(0);
    expect(emergency).toBeGreaterThan(sameDay);
    expect(emergency).toBeLessThan(1);
    // The care head is trained and measured but not shipped (SHIP_CARE in the training script).
    expect(model.care).toBeUndefined();
    // The format round-trips (compared as bytes: a deep comparison of two 2^20-weight arrays is slow).
    const bytes = encodeModel(model);
    const decoded = decodeModel(bytes);
    expect(decoded.thresholds).toEqual(model.thresholds);
    expect(Buffer.from(encodeModel(decoded)).equals(Buffer.from(bytes))).toBe(true);
  });

  it('keeps an under-triaged emergency it was not trained on from being routine, and says so', () => {
    const runs = wordRuns(EMERGENCY);
    expect(corpusTexts().filter((t) => [...wordRuns(t)].some((r) => runs.has(r)))).toEqual([]);
    const result = applySafetyFloor(assessedAs(EMERGENCY, 4), said(EMERGENCY), { reportLanguage: 'de' });
    expect(result.findings).toEqual([]);
    expect(result.emergency).toBe(false);
    expect(result.safetyNet?.raised).toBe(true);
    expect([2, 3]).toContain(result.assessment.urgency);
    expect(result.assessment.urgency).toBe(result.safetyNet?.asks);
    const line = result.assessment.diagnosisData.redFlagsAssessment.presentRedFlags.at(-1);
    expect(line).toMatch(/^Sicherheitsnetz: die Formulierung ähnelt Notfällen \(p=0\.\d\d\)$/);
    expect(result.assessment.diagnosis).toContain(line);
    expect(assessmentSchema.safeParse(result.assessment).success).toBe(true);
  });

  it('raises to 2 past the strict threshold and to 3 past the lower one, never to 1', () => {
    const writer = writerFor('en');
    const atFour = assessedAs(EMERGENCY, 4);
    expect(applySafetyNet(atFour, [EMERGENCY], writer, constantModel(0.95, 0)).assessment.urgency).toBe(2);
    expect(applySafetyNet(atFour, [EMERGENCY], writer, constantModel(0.8, 0)).assessment.urgency).toBe(3);
    expect(applySafetyNet(atFour, [EMERGENCY], writer, constantModel(0.6, 0)).assessment.urgency).toBe(4);
    // Already as urgent or more: left exactly as it was.
    const atOne = assessedAs(EMERGENCY, 1);
    expect(applySafetyNet(atOne, [EMERGENCY], writer, constantModel(0.99, 0.99)).assessment).toEqual(atOne);
    const atTwo = assessedAs(EMERGENCY, 2);
    expect(applySafetyNet(atTwo, [EMERGENCY], writer, constantModel(0.8, 0.99)).assessment).toEqual(atTwo);
  });

  it("turns self-care into a doctor within days when the second head reads a doctor's case, and only self-care", () => {
    const writer = writerFor('fr');
    const model = constantModel(0.1, 0.85);
    const raised = applySafetyNet(assessedAs(BENIGN, 5), [BENIGN], writer, model);
    expect(raised.assessment.urgency).toBe(4);
    expect(raised.safetyNet.raised).toBe(true);
    expect(raised.assessment.diagnosisData.redFlagsAssessment.presentRedFlags.at(-1)).toMatch(/^Filet de sécurité : .*médecin \(p=0\.85\)$/);
    const atFour = assessedAs(BENIGN, 4);
    expect(applySafetyNet(atFour, [BENIGN], writer, model).assessment).toEqual(atFour);
    expect(applySafetyNet(assessedAs(BENIGN, 5), [BENIGN], writer, constantModel(0.1, 0.7)).assessment.urgency).toBe(5);
  });

  it('leaves an obviously benign message alone', () => {
    const before = assessedAs(BENIGN, 5);
    const result = applySafetyFloor(before, said(BENIGN));
    expect(result.safetyNet?.fires).toBe(false);
    expect(result.assessment).toEqual(before);
  });

  it('reads a conversation: a new alarming turn counts after a long benign start', () => {
    const start = 'I have had a runny nose and a sore throat since yesterday, nothing else really. '.repeat(6);
    expect(safetyNetVerdict([start]).fires).toBe(false);
    expect(safetyNetVerdict([start, EMERGENCY]).fires).toBe(true);
  });

  it('reads a conversation: answers that deny red flags do not alarm', () => {
    const turns = ['My knee hurts after football yesterday.', 'No, no numbness, no chest pain, no fainting. I can walk on it fine.'];
    expect(safetyNetVerdict(turns).fires).toBe(false);
  });

  it('can be switched off, and then the assessment is the red-flag floor alone', () => {
    const result = applySafetyFloor(assessedAs(EMERGENCY, 4), said(EMERGENCY), { safetyNet: false });
    expect(result.safetyNet).toBeUndefined();
    expect(result.assessment.diagnosisData.redFlagsAssessment.presentRedFlags.join()).not.toMatch(/Safety net/);
  });

  it('never lowers urgency, never raises to 1, never calls 112', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<Urgency>(1, 2, 3, 4, 5),
        fc.oneof(fc.constantFrom(EMERGENCY, BENIGN, ''), fc.string({ maxLength: 200 })),
        (urgency, text) => {
          const before = assessedAs(text || 'x', urgency);
          const floorOnly = applySafetyFloor(before, said(text), { safetyNet: false });
          const floorAndNet = applySafetyFloor(before, said(text));
          const after = floorOnly.assessment.urgency;
          const withNet = floorAndNet.assessment.urgency;
          // The 112 call stays with the red flags.
          expect(floorAndNet.emergency).toBe(floorOnly.emergency);
          expect(withNet).toBeLessThanOrEqual(after);
          if (withNet < after) expect([2, 3, 4]).toContain(withNet);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('reads empty, huge and any unicode input without failing', () => {
    const model = shippedSafetyNet();
    const inputs = [
      '',
      '   \n\t ',
      '🙂🙂🙂 😷',
      '\ud800 lone surrogate \udfff',
      'e\u0301\u0301\u0301 combining marks',
      'أشعر بألم شديد في صدري',
      'सीने में तेज दर्द हो रहा है',
      '胸が痛くて息ができない',
      '가슴이 너무 아파요',
      'ＦＵＬＬＷＩＤＴＨ ｔｅｘｔ １２３',
      'a'.repeat(1_000_000),
      'chest pain '.repeat(100_000),
    ];
    for (const text of inputs) {
      const p = probability(model, text);
      expect(p).toBeGreaterThanOrEqual(0);
      expect(p).toBeLessThanOrEqual(1);
    }
    // The longest message the product accepts, through the whole floor.
    const longest = applySafetyFloor(assessedAs('x', 4), said('my back aches. '.repeat(267)));
    expect(longest.assessment.urgency).toBeLessThanOrEqual(4);
  });

  it('reads a word the same with or without accents and apostrophes', () => {
    const features = (text: string) => {
      const out = new Int32Array(MAX_FEATURES);
      return [...out.subarray(0, featuresOf(text, 18, out))];
    };
    expect(features('não consigo respirar')).toEqual(features('NAO consigo respirar'));
    expect(features("I can't breathe")).toEqual(features('i cant breathe'));
    expect(features('胸が痛い')).not.toEqual([]);
  });

  it('counts a repeated word once, and reads which script a message is written in', () => {
    const read = (text: string) => {
      const out = new Int32Array(MAX_FEATURES);
      const { n, script } = readFeatures(text, 18, out);
      return { features: [...out.subarray(0, n)], script: SCRIPTS[script] };
    };
    // Presence, not frequency: a writer who repeats a word does not sound more urgent.
    expect(read('pain pain pain').features).toEqual(read('pain pain').features);
    expect(read('chest pain').script).toBe('latin');
    expect(read('сильная боль в груди').script).toBe('latin');
    expect(read('أشعر بألم شديد في صدري').script).toBe('arabic');
    expect(read('सीने में तेज दर्द हो रहा है').script).toBe('devanagari');
    expect(read('胸が痛くて息ができない').script).toBe('han');
    expect(read('胸口很痛，喘不过气').script).toBe('han');
    expect(read('가슴이 너무 아파요').script).toBe('hangul');
    // The script most of the letters are in, whatever else is mixed in.
    expect(read('가슴이 너무 아파요 ok').script).toBe('hangul');
  });

  it("reads the words inside the engine's ConText scopes as features of their own, in every script", () => {
    const words = (text: string) => scopedWords(text).map((s) => `${s.polarity}:${s.word}`);
    expect(words('I have no chest pain, but my arm is numb')).toEqual(['negated:chest', 'negated:pain']);
    expect(words('she vomited blood this morning and feels faint')).toEqual([]);
    expect(words('没有发烧，但是胸口很痛')).toEqual(['negated:发烧']);
    expect(words('У меня нет температуры, но болит грудь')).toContain('negated:температуры');
    expect(words('У меня нет температуры, но болит грудь')).not.toContain('negated:грудь');
    expect(words('Ateşim yok ama göğsüm ağrıyor')).toEqual(['negated:atesim']);
    expect(words('he had a stroke five years ago, now fine')).toContain('past:stroke');
    const read = (text: string, context: boolean) => {
      const out = new Int32Array(MAX_FEATURES);
      return [...out.subarray(0, readFeatures(text, 18, out, context).n)];
    };
    // The plain features, one more for each scoped word and one for each pair of them.
    const plain = read('no blood in the vomit', false);
    const scoped = read('no blood in the vomit', true);
    expect(scoped).toEqual(expect.arrayContaining(plain));
    expect(scoped.length).toBe(plain.length + 4 + 3);
    expect(read('blood in the vomit', true)).toEqual(read('blood in the vomit', false));
    // The model file says whether its features include them.
    const model = { ...constantModel(0.5, 0.5), context: true };
    expect(decodeModel(encodeModel(model)).context).toBe(true);
    expect(decodeModel(encodeModel(constantModel(0.5, 0.5))).context).toBe(false);
  });
});
