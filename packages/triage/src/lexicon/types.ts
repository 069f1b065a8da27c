import type { Language } from '@asa/domain';

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
