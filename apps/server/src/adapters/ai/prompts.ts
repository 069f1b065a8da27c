import { LANGUAGE_NAMES, type Language } from '@asa/domain';
import { CONVERSATION_POLICY } from '@asa/triage';

/**
 * System prompt of LLM providers: the conversation policy the offline engine follows in code
 * (@asa/triage), plus the patient's interface language.
 */
export function replySystemPrompt(language: Language): string {
  return `${CONVERSATION_POLICY}

Always write your reply in ${LANGUAGE_NAMES[language]} (language code "${language}"), the language the person uses in this app, even if they write in another language. The emergency number is 112.`;
}
