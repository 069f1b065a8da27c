import type { Language } from '@asa/domain';
import { CONCEPTS, type ConceptId } from '../concepts/registry.ts';
import { TERMS as ar } from '../lexicon/ar/index.ts';
import { TERMS as de } from '../lexicon/de/index.ts';
import { TERMS as en } from '../lexicon/en/index.ts';
import { TERMS as es } from '../lexicon/es/index.ts';
import { TERMS as fr } from '../lexicon/fr/index.ts';
import { TERMS as hi } from '../lexicon/hi/index.ts';
import { TERMS as is } from '../lexicon/is/index.ts';
import { TERMS as it } from '../lexicon/it/index.ts';
import { TERMS as ja } from '../lexicon/ja/index.ts';
import { TERMS as ko } from '../lexicon/ko/index.ts';
import { TERMS as pl } from '../lexicon/pl/index.ts';
import { TERMS as pt } from '../lexicon/pt/index.ts';
import { TERMS as ru } from '../lexicon/ru/index.ts';
import { TERMS as tr } from '../lexicon/tr/index.ts';
import { TERMS as zh } from '../lexicon/zh/index.ts';

/** A clinical concept recognised in free text. */
export interface ConceptDef {
  id: string;
  /** English, staff-facing. */
  label: string;
  /** Terms per language (see termSource for the syntax). */
  terms: Partial<Record<Language, string[]>>;
  /** Phrases that state the concept is absent ("afebrile", "temperature is normal"). */
  absent?: Partial<Record<Language, string[]>>;
}

/** Each language's terms, by concept (lexicon/<language>/index.ts: data only). */
export const LEXICON: Record<Language, Partial<Record<ConceptId, readonly string[]>>> = {
  en,
  is,
  pl,
  es,
  fr,
  de,
  pt,
  it,
  ru,
  tr,
  ar,
  hi,
  zh,
  ja,
  ko,
};

/**
 * Every concept of the registry with its terms in each language, assembled once at load, in the
 * registry's order (the order concepts are matched in).
 */
export const ALL_CONCEPTS: ConceptDef[] = CONCEPTS.map((c) => {
  const terms: ConceptDef['terms'] = {};
  for (const [lang, lexicon] of Object.entries(LEXICON) as [Language, (typeof LEXICON)[Language]][]) {
    const list = lexicon[c.id];
    if (list) terms[lang] = [...list];
  }
  return c.absent
    ? { id: c.id, label: c.label, terms, absent: c.absent }
    : { id: c.id, label: c.label, terms };
});
export const CONCEPT_BY_ID = new Map(ALL_CONCEPTS.map((c) => [c.id, c]));
