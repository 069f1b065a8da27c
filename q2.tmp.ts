import { assessTranscript } from './packages/triage/src/index.ts';
const [t, l] = JSON.parse(process.argv[2]!);
const a: any = assessTranscript([{ role: 'user' as const, content: t }], { patientLanguage: l });
console.log(JSON.stringify(a, null, 1).slice(0, 3000));
