// The public face of the package. The modules without zod (languages, phone, roles, text, time)
// are also entry points of their own (package.json "exports"), so the web's first paint can use
// them without bringing the schemas along.
export * from './assessment.ts';
export * from './cases.ts';
export * from './chat.ts';
export * from './errors.ts';
export * from './languages.ts';
export * from './phone.ts';
export * from './queue.ts';
export * from './text.ts';
export * from './time.ts';
export * from './urgency.ts';
export * from './roles.ts';
export * from './auth.ts';
export * from './voice.ts';
export * from './workflow.ts';
export * from './patient.ts';
