export type MessageVars = Record<string, string | number>;

/** A text to be written in some language: its key in a table of templates and the values it takes. */
export interface Message {
  key: string;
  vars: MessageVars;
}

/** Fills `{{name}}` placeholders; a placeholder without a value is left as it is, so it shows. */
export function fill(template: string, vars: MessageVars = {}): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) =>
    vars[name] === undefined ? whole : String(vars[name]),
  );
}

export function renderMessage(table: Readonly<Record<string, string>>, m: Message): string {
  return fill(table[m.key] ?? m.key, m.vars);
}

/** The placeholder names of a template, sorted (for the catalogue parity test). */
export function placeholders(template: string): string[] {
  return [...template.matchAll(/\{\{(\w+)\}\}/g)].map((x) => x[1]!).sort();
}
