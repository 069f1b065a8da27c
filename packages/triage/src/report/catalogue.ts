import type { Language } from '@asa/domain';
import { CONVERSATION_EN, type ConversationTexts } from '../conversation/templates.ts';
import { CONDITIONS, RED_FLAGS, RULE_TEXTS } from '../protocols/index.ts';
import { ALL_CONCEPTS } from '../nlp/concept-terms.ts';
import { placeholders } from './message.ts';
import { REPORT_PHRASES, type ReportPhrase } from './phrases.ts';
import ar from '../locales/ar.json' with { type: 'json' };
import de from '../locales/de.json' with { type: 'json' };
import es from '../locales/es.json' with { type: 'json' };
import fr from '../locales/fr.json' with { type: 'json' };
import hi from '../locales/hi.json' with { type: 'json' };
import is from '../locales/is.json' with { type: 'json' };
import it from '../locales/it.json' with { type: 'json' };
import ja from '../locales/ja.json' with { type: 'json' };
import ko from '../locales/ko.json' with { type: 'json' };
import pl from '../locales/pl.json' with { type: 'json' };
import pt from '../locales/pt.json' with { type: 'json' };
import ru from '../locales/ru.json' with { type: 'json' };
import tr from '../locales/tr.json' with { type: 'json' };
import zh from '../locales/zh.json' with { type: 'json' };

/**
 * Every clinical text the engine writes, in one language: what the offline assistant says to the
 * patient (`conversation`) and the staff-facing assessment (`report`, condition names and their
 * "see a doctor if…" thresholds, red-flag labels, finding labels, rule reasons).
 */
export interface ClinicalCatalogue {
  conversation: ConversationTexts;
  report: Record<ReportPhrase, string>;
  conditions: Record<string, { name: string; watch: string[] }>;
  redFlags: Record<string, string>;
  concepts: Record<string, string>;
  rules: Record<string, string>;
}

/** English, the source: taken from the knowledge base and lexicons themselves. */
export const CATALOGUE_EN: ClinicalCatalogue = {
  conversation: CONVERSATION_EN,
  report: REPORT_PHRASES,
  conditions: Object.fromEntries(CONDITIONS.map((c) => [c.id, { name: c.name, watch: c.watch }])),
  redFlags: Object.fromEntries(RED_FLAGS.map((r) => [r.id, r.label])),
  concepts: Object.fromEntries(ALL_CONCEPTS.map((c) => [c.id, c.label])),
  rules: RULE_TEXTS,
};

/** The other 14 languages, translated from CATALOGUE_EN (test/catalogue.test.ts keeps them complete). */
export const TRANSLATED_CATALOGUES: Record<Exclude<Language, 'en'>, ClinicalCatalogue> = {
  ar,
  de,
  es,
  fr,
  hi,
  is,
  it,
  ja,
  ko,
  pl,
  pt,
  ru,
  tr,
  zh,
} as unknown as Record<Exclude<Language, 'en'>, ClinicalCatalogue>;

export function catalogueFor(language: Language): ClinicalCatalogue {
  return language === 'en' ? CATALOGUE_EN : TRANSLATED_CATALOGUES[language];
}

/** A catalogue as `section.key[.index]` → text, for comparing languages. */
export function flattenCatalogue(catalogue: unknown, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (catalogue !== null && typeof catalogue === 'object') {
    for (const [k, v] of Object.entries(catalogue)) {
      for (const [path, text] of flattenCatalogue(v, prefix ? `${prefix}.${k}` : k)) out.set(path, text);
    }
  } else out.set(prefix, catalogue);
  return out;
}

export interface CatalogueProblem {
  path: string;
  problem: 'missing' | 'extra' | 'empty' | 'placeholders';
  /** The English text to translate (missing, empty, placeholders). */
  english?: string;
}

/** What a translated catalogue lacks or gets wrong compared with English. */
export function catalogueProblems(language: Exclude<Language, 'en'>): CatalogueProblem[] {
  const english = flattenCatalogue(CATALOGUE_EN);
  const own = flattenCatalogue(TRANSLATED_CATALOGUES[language]);
  const problems: CatalogueProblem[] = [];
  for (const [path, text] of english) {
    const en = String(text);
    const tr = own.get(path);
    if (tr === undefined) problems.push({ path, problem: 'missing', english: en });
    else if (typeof tr !== 'string' || tr.trim() === '')
      problems.push({ path, problem: 'empty', english: en });
    else if (placeholders(tr).join() !== placeholders(en).join())
      problems.push({ path, problem: 'placeholders', english: en });
  }
  for (const path of own.keys()) if (!english.has(path)) problems.push({ path, problem: 'extra' });
  return problems;
}
