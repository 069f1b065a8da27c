import { readFileSync } from 'node:fs';
import { isLanguage, type Language, LANGUAGES } from '@asa/domain';
import type { eld } from 'eld';

/**
 * Whose language a reply is in (DESIGN D13): the patient's message's, when it is clearly one of the
 * 15, else the interface language. eld restricted to the 15 gets short English and accent-less
 * Icelandic right (franc-all reads short English as French; see STACK.md).
 *
 * eld's 'medium' database with only the 15 languages' n-grams (language-ngrams.json, written by
 * scripts/build-language-subset.ts): ≈ 11 MiB of the heap instead of the 60 languages' ≈ 58 MiB
 * (issue 16). A language's score is a sum over its own n-grams, so the answers are those of
 * `eld/medium` with `setLanguageSubset(LANGUAGES)` (test/chat-language-subset.test.ts compares them).
 * eld 2.1.0 has no public way to load such a file: `load(name)` imports only from its own
 * src/ngrams/ folder (names with a path are refused) and the package exports only its entry points.
 * So this does what its entry src/entries/static.medium.js does — `createEld()`, then the entry
 * files' hook `loadData()` — importing src/languageDetector.js from beside the public entry. eld is
 * pinned exactly; an upgrade that moves these fails here at start, not silently.
 */
interface EldDetectorModule {
  createEld(): { instance: Pick<typeof eld, 'detect' | 'info'>; loadData(data: unknown): string };
}
const { createEld } = (await import(new URL('../languageDetector.js', import.meta.resolve('eld')).href)) as EldDetectorModule;
// JSON.parse, not a module: the same n-grams as a module's object literal took 21 MiB of heap and
// 51 MiB of RSS at start against 11 and 21 parsed. The bundle carries the file (scripts/lib/server-bundle.mjs).
const NGRAMS = new URL('./language-ngrams.json', import.meta.url);
const { instance: detector, loadData } = createEld();
if (!loadData(JSON.parse(readFileSync(NGRAMS, 'utf8')))) throw new Error(`eld loaded no database from ${NGRAMS.href}`);
const loaded = Object.values(detector.info().Languages);
if (loaded.length !== LANGUAGES.length || !LANGUAGES.every((language) => loaded.includes(language))) {
  throw new Error(`${NGRAMS.href} holds ${loaded.join(', ')}, not the 15 languages: run npx tsx scripts/build-language-subset.ts`);
}

/** The detector itself, for the test that compares it with eld/medium's. */
export const languageDetector: Pick<typeof eld, 'detect'> = detector;

/** Fewer letters than this is too little to go by ("ok", "já", "112"). */
const MIN_WEIGHT = 12;
/** The best language must beat the runner-up by this much (eld scores are 0…1). */
const MIN_MARGIN = 0.08;

/** Letters (and vowel signs, as in Devanagari) count once; a Han, kana or Hangul character carries about a word, so it counts three. */
function weightOf(text: string): number {
  let weight = 0;
  for (const char of text) {
    if (/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u.test(char)) weight += 3;
    else if (/[\p{L}\p{M}]/u.test(char)) weight += 1;
  }
  return weight;
}

/** The language a text is clearly written in, or null when it is short, unreliable or close. */
export function clearLanguageOf(text: string): Language | null {
  if (weightOf(text) < MIN_WEIGHT) return null;
  const result = detector.detect(text);
  if (!isLanguage(result.language) || !result.isReliable()) return null;
  const scores = Object.values(result.getScores()).sort((a, b) => b - a);
  const [best = 0, second = 0] = scores;
  return best - second >= MIN_MARGIN ? result.language : null;
}

export interface ReplyLanguageInput {
  /** The newest patient message. */
  message: string;
  /** The patient's earlier messages in this chat, oldest first. */
  earlier: readonly string[];
  /** The interface language the patient is using now. */
  interfaceLanguage: Language;
}

/**
 * The newest message decides when it is clear. A short answer ("نعم", "yes") in a conversation that
 * is clearly in one language stays in that language rather than flipping to the interface's; with
 * nothing clear to go by, the interface language stands.
 */
export function replyLanguage({ message, earlier, interfaceLanguage }: ReplyLanguageInput): Language {
  const own = clearLanguageOf(message);
  if (own) return own;
  if (earlier.length > 0) {
    const recent = [...earlier, message].join('\n').slice(-1000);
    const conversation = clearLanguageOf(recent);
    if (conversation) return conversation;
  }
  return interfaceLanguage;
}
