import { isLanguage, type Language, LANGUAGES } from '@asa/domain';
import { eld } from 'eld/medium';

/**
 * Whose language a reply is in (DESIGN D13): the patient's message's, when it is clearly one of the
 * 15, else the interface language. eld restricted to the 15 gets short English and accent-less
 * Icelandic right (franc-all reads short English as French; see STACK.md).
 */
const detector = eld.newInstance();
detector.setLanguageSubset([...LANGUAGES]);

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
