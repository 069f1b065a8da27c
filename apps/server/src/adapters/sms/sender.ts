export interface SmsSender {
  send(to: string, code: string): Promise<void>;
}

/** The text of the code SMS, Icelandic first; short enough for two GSM segments at most. */
export function codeMessage(code: string): string {
  return `Asa: ${code} er staðfestingarkóðinn þinn. / Your verification code is ${code}.`;
}
