/** Spec §5: list-mode summary is cut at 200 characters (Show more / Show less). */
export const LIST_SUMMARY_LIMIT = 200;
/** Spec §5: doctor-card summary is the first sentence, capped at 120 characters. */
export const CARD_SUMMARY_LIMIT = 120;
/** DESIGN §4: a chat message holds at most 4,000 characters. */
export const MESSAGE_MAX_LENGTH = 4000;
/**
 * Text typed on the landing chat input before sign-in; the chat screen sends it after sign-in
 * (sessionStorage, so it never outlives the tab).
 */
export const PENDING_MESSAGE_STORAGE_KEY = 'asa.pendingMessage';

export interface Truncated {
  text: string;
  truncated: boolean;
}

export function truncateSummary(text: string, limit = LIST_SUMMARY_LIMIT): Truncated {
  if (text.length <= limit) return { text, truncated: false };
  return { text: `${text.slice(0, limit).trimEnd()}…`, truncated: true };
}

/** First sentence of a diagnosis, without a leading "Diagnosis:", at most 120 characters. */
export function cardSummary(text: string, limit = CARD_SUMMARY_LIMIT): string {
  const withoutLabel = text.replace(/^\s*Diagnosis:\s*/i, '').trim();
  const match = /^.*?[.!?](?=\s|$)/s.exec(withoutLabel);
  const sentence = (match ? match[0] : withoutLabel).trim();
  return sentence.length <= limit ? sentence : `${sentence.slice(0, limit - 1).trimEnd()}…`;
}

/** Spec §5 confidence colour bands. */
export type ConfidenceBand = 'green' | 'yellow' | 'orange' | 'red';
export function confidenceBand(confidence: number): ConfidenceBand {
  if (confidence >= 80) return 'green';
  if (confidence >= 60) return 'yellow';
  if (confidence >= 40) return 'orange';
  return 'red';
}

/** Nurse hub name: the local part of the e-mail, or null (the UI shows "Nurse"). */
export function emailLocalPart(email: string | null | undefined): string | null {
  if (!email) return null;
  const local = email.split('@')[0]?.trim();
  return local ? local : null;
}
