import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { LANGUAGES } from '@asa/domain';
import { describe, expect, it } from 'vitest';
import { NAMESPACES } from './namespaces.ts';

/**
 * Missing translations fail the build (issue 6): every locale has exactly the keys of `en`, no
 * empty value, the same {{variables}}, and the plural forms its language needs. At run time a
 * forgotten key would fall back to Icelandic (spec §4); this test keeps that from happening.
 */

const LOCALES_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'locales');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };

function readLocale(language: string, namespace: string): Record<string, Json> | undefined {
  const file = path.join(LOCALES_DIR, language, `${namespace}.json`);
  if (!fs.existsSync(file)) return undefined;
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, Json>;
}

/** Nested keys joined with dots, as i18next reads them: { a: { b: 'x' } } → { 'a.b': 'x' }. */
function flatten(value: Json, prefix = '', out = new Map<string, Json>()): Map<string, Json> {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

/** {{name}}, {{count, number}}, {{- raw}} → name, count, raw */
function variables(text: Json): Set<string> {
  const names = new Set<string>();
  if (typeof text !== 'string') return names;
  for (const match of text.matchAll(/\{\{\s*-?\s*([\w.]+)\s*(?:,[^}]*)?\}\}/g)) names.add(match[1]!);
  return names;
}

interface Shape {
  /** Keys that are not plural forms, with their value. */
  plain: Map<string, Json>;
  /** Plural base key → category → value (i18next JSON v4 suffixes). */
  plurals: Map<string, Map<string, Json>>;
}

function shapeOf(entries: Map<string, Json>): Shape {
  const plain = new Map<string, Json>();
  const plurals = new Map<string, Map<string, Json>>();
  for (const [key, value] of entries) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match) {
      plain.set(key, value);
      continue;
    }
    const base = key.slice(0, match.index);
    if (!plurals.has(base)) plurals.set(base, new Map());
    plurals.get(base)!.set(match[1]!, value);
  }
  return { plain, plurals };
}

/** The namespaces the app preloads, and any other one a screen loads on demand (files in en/). */
const namespaces = [
  ...new Set([
    ...NAMESPACES,
    ...fs
      .readdirSync(path.join(LOCALES_DIR, 'en'))
      .filter((file) => file.endsWith('.json'))
      .map((file) => file.replace(/\.json$/, '')),
  ]),
];

const sorted = (values: Iterable<string>) => [...values].sort();
const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((x) => b.has(x));

/** Every problem of one locale file against en, as readable lines (empty when it is right). */
function problems(language: string, namespace: string): string[] {
  const reference = readLocale('en', namespace);
  if (!reference) return [`en/${namespace}.json is missing`];
  const locale = readLocale(language, namespace);
  if (!locale) return [`${language}/${namespace}.json is missing`];
  return compare(language, reference, locale);
}

function compare(language: string, reference: Record<string, Json>, locale: Record<string, Json>): string[] {
  const en = shapeOf(flatten(reference));
  const it = shapeOf(flatten(locale));
  const found: string[] = [];
  const categories = new Set(new Intl.PluralRules(language).resolvedOptions().pluralCategories as string[]);

  for (const [key, value] of en.plain) {
    if (!it.plain.has(key)) {
      found.push(it.plurals.has(key) ? `${key}: plural here, plain in en` : `missing key ${key}`);
      continue;
    }
    const translated = it.plain.get(key)!;
    if (typeof translated !== 'string' || translated.trim() === '') found.push(`empty value ${key}`);
    else if (!sameSet(variables(value), variables(translated))) {
      found.push(`${key}: variables {${sorted(variables(translated))}} but en has {${sorted(variables(value))}}`);
    }
  }
  for (const key of it.plain.keys()) {
    if (!en.plain.has(key) && !en.plurals.has(key)) found.push(`extra key ${key}`);
  }

  for (const [base, enForms] of en.plurals) {
    const forms = it.plurals.get(base);
    if (!forms) {
      if (!it.plain.has(base)) found.push(`missing plural key ${base}_*`);
      else found.push(`${base}: plain here, plural in en`);
      continue;
    }
    // The categories this language's plural rules use, plus an optional _zero when en has one.
    const allowed = new Set(categories);
    if (enForms.has('zero')) allowed.add('zero');
    const missing = [...categories].filter((c) => !forms.has(c));
    const extra = [...forms.keys()].filter((c) => !allowed.has(c));
    if (missing.length) found.push(`${base}: missing plural forms ${missing.map((c) => `_${c}`).join(', ')}`);
    if (extra.length) found.push(`${base}: plural forms ${extra.map((c) => `_${c}`).join(', ')} not used in ${language}`);

    const enVars = new Set([...enForms.values()].flatMap((v) => [...variables(v)]));
    const enVarsButCount = new Set([...enVars].filter((v) => v !== 'count'));
    const itVars = new Set<string>();
    for (const [category, value] of forms) {
      if (typeof value !== 'string' || value.trim() === '') {
        found.push(`empty value ${base}_${category}`);
        continue;
      }
      const vars = variables(value);
      vars.forEach((v) => itVars.add(v));
      // A form may spell the number out ("one case", "حالتان"), but every other variable stays.
      const butCount = new Set([...vars].filter((v) => v !== 'count'));
      if (!sameSet(butCount, enVarsButCount)) {
        found.push(`${base}_${category}: variables {${sorted(vars)}} but en has {${sorted(enVars)}}`);
      }
    }
    if (enVars.has('count') && forms.size > 0 && !itVars.has('count') && categories.size > 1) {
      found.push(`${base}: no form shows {{count}}`);
    }
  }
  for (const base of it.plurals.keys()) {
    if (!en.plurals.has(base) && !en.plain.has(base)) found.push(`extra plural key ${base}_*`);
  }
  return found;
}

describe('locale files', () => {
  for (const namespace of namespaces) {
    describe(`namespace ${namespace}`, () => {
      for (const language of LANGUAGES) {
        it(`${language} has exactly the keys, variables and plural forms of en`, () => {
          expect(problems(language, namespace)).toEqual([]);
        });
      }
    });
  }

  it('has no locale folder or namespace file that en does not have', () => {
    const folders = fs.readdirSync(LOCALES_DIR).sort();
    expect(folders).toEqual([...LANGUAGES].sort());
    for (const folder of folders) {
      const files = fs.readdirSync(path.join(LOCALES_DIR, folder)).map((f) => f.replace(/\.json$/, ''));
      expect(files.filter((f) => !namespaces.includes(f)), folder).toEqual([]);
    }
  });
});

describe('the parity check itself', () => {
  it('sees the plural forms each language needs', () => {
    expect(new Intl.PluralRules('pl').resolvedOptions().pluralCategories).toEqual(
      expect.arrayContaining(['one', 'few', 'many', 'other']),
    );
    expect(new Intl.PluralRules('ja').resolvedOptions().pluralCategories).toEqual(['other']);
  });

  it('reports missing, extra and empty keys, changed variables and wrong plural forms', () => {
    const en = { a: 'A {{name}}', b: { c: 'C' }, n_one: '{{count}} case', n_other: '{{count}} cases' };
    expect(compare('pl', en, { a: 'A {{imie}}', b: { c: ' ', d: 'D' }, n_one: 'jeden', n_few: '{{count}} przypadki', n_other: '{{count}} przypadku' })).toEqual([
      'a: variables {imie} but en has {name}',
      'empty value b.c',
      'extra key b.d',
      'n: missing plural forms _many',
    ]);
    expect(compare('ja', en, { a: '{{name}}', b: { c: 'C' }, n_one: '{{count}}件', n_other: '{{count}}件' })).toEqual([
      'n: plural forms _one not used in ja',
    ]);
    expect(compare('en', en, { a: 'A {{name}}', b: { c: 'C' }, n: 'cases' })).toEqual(['n: plain here, plural in en']);
    expect(compare('is', en, { a: 'A {{name}}', b: { c: 'C' }, n_one: '{{count}} mál', n_other: '{{count}} mál' })).toEqual([]);
  });

  it('reads variables with formats and unescaped markers', () => {
    expect(sorted(variables('{{count, number}} of {{- name}} on {{date}}'))).toEqual(['count', 'date', 'name']);
  });
});
