import { applySafetyFloor, assessTranscript } from './packages/triage/src/index.ts';
const cases: [string, any][] = JSON.parse(process.argv[2]!);
for (const [t, l] of cases) {
  const messages = [{ role: 'user' as const, content: t }];
  const a = assessTranscript(messages, { patientLanguage: l });
  const f = applySafetyFloor(a, messages, { safetyNet: false }).assessment;
  console.log(a.urgency, f.urgency, '|', t, '|', (f.redFlags ?? []).map((r: any) => r.id ?? r).join(','), '|', a.differentials?.slice(0, 2).map((d: any) => d.condition ?? d.id ?? d.name).join(','));
}
