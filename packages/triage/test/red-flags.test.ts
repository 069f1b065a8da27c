import { LANGUAGES, type Language } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { detectRedFlags } from '../src/index.ts';
import { RED_FLAGS } from '../src/protocols/index.ts';
import { CONCEPT_BY_ID } from '../src/nlp/concept-terms.ts';

/** The first term of each language is a plain phrase; used as a minimal patient sentence. */
function example(concept: string, lang: Language): string {
  const terms = CONCEPT_BY_ID.get(concept)?.terms[lang];
  const t = terms?.[0];
  if (!t || /[\\()[\]?*+|$]/.test(t)) throw new Error(`${concept}/${lang}: first term must be a plain phrase, got ${t}`);
  return t;
}

describe('red flags in every language', () => {
  for (const rule of RED_FLAGS) {
    for (const lang of LANGUAGES) {
      it(`${rule.id} / ${lang}`, () => {
        const text = rule.all.map((group) => example(group[0]!, lang)).join(lang === 'zh' || lang === 'ja' ? '，' : ', ');
        const found = detectRedFlags(text);
        expect(found.map((f) => f.id)).toContain(rule.id);
        const f = found.find((x) => x.id === rule.id)!;
        expect(f.urgency).toBe(rule.urgency);
        expect(f.label).toBe(rule.label);
        expect(f.matched.length).toBeGreaterThan(0);
      });
    }
  }
});

describe('red flags are negation-aware', () => {
  it.each([
    ['No chest pain and no shortness of breath.', 'cardiac_chest_pain'],
    ['I do not have a stiff neck, no fever.', 'meningitis'],
    ["I don't want to hurt myself.", 'suicide_risk'],
    ['Nie mam bólu w klatce piersiowej ani duszności.', 'cardiac_chest_pain'],
    ['Enginn brjóstverkur og engin mæði.', 'cardiac_chest_pain'],
    ['No tengo dolor de pecho ni falta de aire.', 'cardiac_chest_pain'],
    ['胸の痛みはありません。', 'cardiac_chest_pain'],
  ])('%s', (text, id) => {
    expect(detectRedFlags(text).map((f) => f.id)).not.toContain(id);
  });
  it('finds natural sentences', () => {
    expect(detectRedFlags('My dad has crushing chest pain going into his left arm and he is sweating').map((f) => f.id)).toContain('cardiac_chest_pain');
    expect(detectRedFlags('Ég vaknaði og andlitið er sigið og ég er þvoglumæltur').map((f) => f.id)).toContain('stroke');
    expect(detectRedFlags('Od rana wymiotuję krwią').map((f) => f.id)).toContain('gi_bleed');
    expect(detectRedFlags('')).toEqual([]);
  });
});
