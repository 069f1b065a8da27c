export interface SmsSender {
  send(to: string, code: string): Promise<void>;
  /** A short notice that is not a code (issue 14: "Your clinic has replied — open Asa"). */
  notify(to: string, text: string): Promise<void>;
}

/** The text of the code SMS, Icelandic first; short enough for two GSM segments at most. */
export function codeMessage(code: string): string {
  return `Asa: ${code} er staðfestingarkóðinn þinn. / Your verification code is ${code}.`;
}
