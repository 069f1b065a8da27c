/**
 * How much of each evaluation set's score rests on lexicon entries that match only that set:
 *   npm run triage:provenance [-- --json OUT] [-- --list SET]
 * An entry is one term of one concept in one language (packages/triage/src/lexicon, protocols).
 * For every data set in packages/triage/data it reports the entries that match a text of that set
 * and no text of any other set ("set-specific"), and re-scores the set with those entries removed:
 * the vignettes whose disposition then changes are the ones decided by set-specific entries, and the
 * accuracy without them is the score that does not rest on them. An entry that earns its place by
 * its concept matches texts of several sets, or the same concept is covered by other entries.
 * `--list SET` prints that set's specific entries with the texts they match (to find verbatim copies).
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { LANGUAGES, type Language } from '@asa/domain';
import {
  applySafetyFloor,
  assessTranscript,
  scoreVignette,
  type TranscriptMessage,
  type Vignette,
  type VignetteSet,
} from '@asa/triage';
import { ALL_CONCEPTS } from '../packages/triage/src/nlp/concept-terms.ts';
import { restrictLexicon } from '../packages/triage/src/nlp/parser.ts';
import { compileTerms, matchAll } from '../packages/triage/src/nlp/matcher.ts';
import { normalize } from '../packages/triage/src/nlp/normalize.ts';

const DATA = new URL('../packages/triage/data/', import.meta.url);

function args(argv: string[]) {
  const out: { json?: string; list?: string } = {};
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === '--json') out.json = argv[++i];
    else if (argv[i] === '--list') out.list = argv[++i];
  }
  return out;
}

interface Entry {
  key: string;
  concept: string;
  language: Language;
  term: string;
}

const keyOf = (concept: string, language: Language, term: string) => `${concept}\u0000${language}\u0000${term}`;

function entries(): Entry[] {
  const out: Entry[] = [];
  for (const c of ALL_CONCEPTS)
    for (const language of LANGUAGES)
      for (const term of new Set(c.terms[language] ?? []))
        out.push({ key: keyOf(c.id, language, term), concept: c.id, language, term });
  return out;
}

function assess(v: Vignette) {
  const messages: TranscriptMessage[] = [{ role: 'user', content: v.text }];
  const language = (v.language ?? 'en') as Language;
  const a = assessTranscript(messages, { patientLanguage: language, reportLanguage: 'en' });
  return applySafetyFloor(a, messages).assessment.urgency;
}

function main() {
  const opts = args(process.argv.slice(2));
  const sets = readdirSync(DATA)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((file) => ({
      name: file.replace(/\.json$/, ''),
      vignettes: (JSON.parse(readFileSync(new URL(file, DATA), 'utf8')) as VignetteSet).vignettes,
    }));
  const texts = sets.map((s) => s.vignettes.map((v) => normalize(v.text)));
  // one string per set (texts apart by a sentence end no term crosses), so each entry is tried once
  // per set; the texts an entry matches are looked up only for --list
  const SEPARATOR = '\n.\n';
  const joined = texts.map((list) => list.join(SEPARATOR));

  // which sets each entry matches (and which texts, for --list)
  const all = entries();
  const matchedSets = new Map<string, Set<number>>();
  const matchedTexts = new Map<string, string[]>();
  for (const e of all) {
    const re = compileTerms([e.term], e.language);
    if (!re) continue;
    const hits = new Set<number>();
    joined.forEach((text, si) => {
      if (matchAll(re, text).length > 0) hits.add(si);
    });
    if (hits.size === 1 && opts.list !== undefined) {
      const si = [...hits][0]!;
      if (sets[si]!.name === opts.list)
        texts[si]!.forEach((t, vi) => {
          if (matchAll(re, t).length > 0)
            matchedTexts.set(e.key, [...(matchedTexts.get(e.key) ?? []), sets[si]!.vignettes[vi]!.id]);
        });
    }
    if (hits.size > 0) matchedSets.set(e.key, hits);
  }

  const report: Record<string, unknown>[] = [];
  console.log(`lexicon entries: ${all.length}; matching any set: ${matchedSets.size}\n`);
  console.log('set                 n   specific  accuracy  without specific  changed  lost (correct → wrong)');
  sets.forEach((set, si) => {
    const specific = new Set(
      [...matchedSets].filter(([, hits]) => hits.size === 1 && hits.has(si)).map(([key]) => key),
    );
    const score = () => set.vignettes.map((v) => scoreVignette(v, assess(v), 0));
    restrictLexicon();
    const before = score();
    restrictLexicon((concept, language, term) => !specific.has(keyOf(concept, language, term)));
    const after = score();
    restrictLexicon();
    const gold = before.filter((r) => r.gold !== undefined || set.vignettes.find((v) => v.id === r.id)?.acceptableUrgency);
    const acc = (rs: typeof before) => (gold.length ? (100 * rs.filter((r) => r.correct).length) / gold.length : 0);
    const changed = before.filter((r, i) => r.urgency !== after[i]!.urgency).map((r) => r.id);
    const lost = before.filter((r, i) => r.correct && !after[i]!.correct).map((r) => r.id);
    console.log(
      `${set.name.padEnd(18)} ${String(set.vignettes.length).padStart(3)} ${String(specific.size).padStart(9)}  ${acc(before).toFixed(1).padStart(7)}%  ${acc(after).toFixed(1).padStart(15)}%  ${String(changed.length).padStart(7)}  ${lost.length}`,
    );
    report.push({
      set: set.name,
      vignettes: set.vignettes.length,
      specificEntries: specific.size,
      accuracy: acc(before),
      accuracyWithoutSpecific: acc(after),
      changed,
      lost,
    });
    if (opts.list === set.name)
      for (const key of specific) {
        const [concept, language, term] = key.split('\u0000');
        console.log(`   ${concept} [${language}] ${JSON.stringify(term)} ← ${(matchedTexts.get(key) ?? []).join(', ')}`);
      }
  });
  if (opts.json) {
    writeFileSync(opts.json, JSON.stringify(report, null, 2));
    console.log(`\nwrote ${opts.json}`);
  }
}

main();
