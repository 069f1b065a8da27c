/** Nothing: what bench:triage imports to measure starting Node and the TypeScript loader alone. */
export {};
