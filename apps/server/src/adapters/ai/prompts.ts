import { LANGUAGE_NAMES, type Language } from '@asa/domain';
// The policy alone, not the package's index: the main thread then does not load the engine's code and
// data, which the triage workers hold (issue 16).
import { CONVERSATION_POLICY } from '@asa/triage/policy';

/**
 * System prompt of LLM providers: the conversation policy the offline engine follows in code
 * (@asa/triage), plus the patient's language (DESIGN D13: their message's when it is clearly one of
 * the 15, else the interface language).
 */
export function replySystemPrompt(language: Language): string {
  return `${CONVERSATION_POLICY}

Always write your reply in ${LANGUAGE_NAMES[language]} (language code "${language}"), the patient's language, even if a message is written in another language. The emergency number is 112.`;
}
