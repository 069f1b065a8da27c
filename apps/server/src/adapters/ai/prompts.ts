import { LANGUAGE_NAMES, type Language } from '@asa/domain';
import { CONVERSATION_POLICY } from '@asa/triage';

/**
 * System prompt of LLM providers: the conversation policy the offline engine follows in code
 * (@asa/triage), plus the patient's interface language, the fallback of the policy's language rule
 * (DESIGN D13: the language of the patient's message when it is clearly one of the 15, else this one).
 */
export function replySystemPrompt(language: Language): string {
  return `${CONVERSATION_POLICY}

The language the patient chose in this app is ${LANGUAGE_NAMES[language]} (language code "${language}"): reply in it unless their latest message is clearly written in another of the 15 languages, then reply in that one (rule 4). The emergency number is 112.`;
}
