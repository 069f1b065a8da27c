/**
 * What a language's clinical text catalogue (packages/triage/src/locales/<lang>.json) lacks:
 *   npm run catalogue:triage -- [LANG ...]
 * prints, per language, each missing / empty / extra text or placeholder mismatch with the English
 * to translate, as JSON, and exits 1 when there is any. Without LANG, all 14 translated languages.
 */
import { LANGUAGES, type Language } from '@asa/domain';
import { catalogueProblems } from '../packages/triage/src/report/catalogue.ts';

const asked = process.argv.slice(2).filter((a) => a !== '--');
const unknown = asked.filter((a) => !LANGUAGES.includes(a as Language) || a === 'en');
if (unknown.length) {
  console.error(
    `Unknown or untranslated language: ${unknown.join(', ')} (one of ${LANGUAGES.filter((l) => l !== 'en').join(', ')})`,
  );
  process.exit(2);
}
const languages = (asked.length ? asked : LANGUAGES.filter((l) => l !== 'en')) as Exclude<Language, 'en'>[];
let total = 0;
const report: Record<string, unknown> = {};
for (const lang of languages) {
  const problems = catalogueProblems(lang);
  total += problems.length;
  report[lang] = problems.length === 0 ? 'complete' : problems;
}
console.log(JSON.stringify(report, null, 2));
process.exitCode = total > 0 ? 1 : 0;
