import fs from 'node:fs';
import path from 'node:path';
import { LANGUAGES } from '@asa/domain';
import { eld } from 'eld/medium';
import { describe, expect, it } from 'vitest';
import { languageDetector } from '../src/modules/chat/language.ts';
import { REPO_ROOT, runFromServerBundle } from './server-process.ts';

/**
 * Issue 16: the detector loads only the 15 languages' n-grams (language-ngrams.json, from
 * scripts/build-language-subset.ts) instead of eld/medium's 60, and must answer exactly as
 * eld/medium restricted to the 15 did — on every message of the triage sets, in 15 languages.
 */
interface Vignette {
  text: string;
  answers?: string[];
}
const DATA = path.join(REPO_ROOT, 'packages/triage/data');
const texts = fs
  .readdirSync(DATA)
  .filter((file) => file.endsWith('.json'))
  .flatMap((file) => (JSON.parse(fs.readFileSync(path.join(DATA, file), 'utf8')) as { vignettes: Vignette[] }).vignettes)
  .flatMap((vignette) => [vignette.text, ...(vignette.answers ?? [])]);

describe('the language detector on the 15 languages’ n-grams', () => {
  it('answers as eld/medium restricted to the 15: language, every score in order, reliability', () => {
    const full = eld.newInstance();
    full.setLanguageSubset([...LANGUAGES]);
    const answer = (result: ReturnType<typeof full.detect>) => [result.language, Object.entries(result.getScores()), result.isReliable()];
    expect(texts.length).toBeGreaterThan(5000);
    const differing = texts.filter((text) => JSON.stringify(answer(languageDetector.detect(text))) !== JSON.stringify(answer(full.detect(text))));
    expect(differing).toEqual([]);
  });

  it('runs from the server bundle, which carries the n-grams beside it', async () => {
    const { stdout, files } = await runFromServerBundle([
      "import { clearLanguageOf } from '../src/modules/chat/language.ts';",
      "console.log(JSON.stringify(clearLanguageOf('Eg er med mikinn verk i brjostinu og get ekki andad')));",
    ]);
    expect(files).toContain('language-ngrams.json');
    expect(JSON.parse(stdout)).toBe('is');
  }, 60_000);
});
