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

/** An emergency red flag: fires when every group in `all` has at least one present concept. */
export interface RedFlagRule {
  id: string;
  label: string;
  urgency: 1 | 2;
  all: string[][];
  /**
   * A benign explanation the patient stated that removes the flag: any concept of `explained`
   * present and none of `butNot` (features that keep the emergency reading) present.
   */
  unless?: { explained: string[]; butNot: string[] };
}
