/**
 * Triage evaluation harness (issue 7):
 *   npm run eval:triage -- --set FILE [--provider offline|openai|openai-compatible] [--json OUT]
 * Each vignette goes through the same path as a real chat: the first patient message is the
 * vignette text, and the assessment after that turn is scored (urgency 1–2 emergency,
 * 3–4 non-emergency, 5 self-care).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Assessment, Language } from '@asa/domain';
import {
  applySafetyFloor,
  assessTranscript,
  byLanguage,
  formatSummary,
  scoreVignette,
  summarise,
  type TranscriptMessage,
  type VignetteResult,
  type VignetteSet,
} from '@asa/triage';

type Provider = 'offline' | 'openai' | 'openai-compatible';
type Assessor = (messages: TranscriptMessage[], language: Language) => Promise<Assessment>;

function args(argv: string[]) {
  const out: { set?: string; provider: Provider; json?: string } = { provider: 'offline' };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--set') out.set = argv[++i];
    else if (a === '--json') out.json = argv[++i];
    else if (a === '--provider') out.provider = argv[++i] as Provider;
  }
  return out;
}

async function llmAssessor(provider: Provider): Promise<Assessor> {
  const path = resolve(import.meta.dirname, '../apps/server/src/modules/chat/assessor.ts');
  let mod: Record<string, unknown>;
  try {
    mod = (await import(pathToFileURL(path).href)) as Record<string, unknown>;
  } catch (err) {
    console.error(`The ${provider} provider needs the server's assessor (${path}), which is not available yet: ${(err as Error).message}`);
    process.exit(2);
  }
  const fn = (mod.assessWithProvider ?? mod.assessTranscriptWithProvider ?? mod.assess ?? mod.default) as
    | ((messages: TranscriptMessage[], options: { provider: Provider; patientLanguage: Language }) => Promise<Assessment>)
    | undefined;
  if (typeof fn !== 'function') {
    console.error(`${path} does not export an assessor function (expected assessWithProvider(messages, {provider, patientLanguage})).`);
    process.exit(2);
  }
  return (messages, language) => fn(messages, { provider, patientLanguage: language });
}

async function main() {
  const opts = args(process.argv.slice(2));
  if (!opts.set) {
    console.error('usage: npm run eval:triage -- --set FILE [--provider offline|openai|openai-compatible] [--json OUT]');
    process.exit(2);
  }
  if (!['offline', 'openai', 'openai-compatible'].includes(opts.provider)) {
    console.error(`unknown provider ${opts.provider}`);
    process.exit(2);
  }
  const set = JSON.parse(readFileSync(opts.set, 'utf8')) as VignetteSet;
  const llm = opts.provider === 'offline' ? undefined : await llmAssessor(opts.provider);
  // Warm-up pass (regular expressions are compiled and optimised on first use), so the timings
  // show the steady-state cost of an assessment in a running server.
  if (!llm) {
    for (const v of set.vignettes) {
      const messages: TranscriptMessage[] = [{ role: 'user', content: v.text }];
      applySafetyFloor(assessTranscript(messages, { patientLanguage: (v.language ?? 'en') as Language }), messages);
    }
  }

  const results: VignetteResult[] = [];
  for (const v of set.vignettes) {
    const language = (v.language ?? 'en') as Language;
    const messages: TranscriptMessage[] = [{ role: 'user', content: v.text }];
    const t0 = performance.now();
    const base = llm ? await llm(messages, language) : assessTranscript(messages, { patientLanguage: language });
    const { assessment } = applySafetyFloor(base, messages);
    const ms = performance.now() - t0;
    results.push(scoreVignette(v, assessment.urgency, ms));
  }

  console.log(`set: ${set.name ?? opts.set}   provider: ${opts.provider}`);
  const groups = byLanguage(results);
  if (groups.size > 1) for (const [lang, rs] of groups) console.log('\n' + formatSummary(`language ${lang}`, summarise(rs)));
  console.log('\n' + formatSummary('all vignettes', summarise(results), set.reference_results));
  const wrong = results.filter((r) => r.gold && !r.correct);
  if (wrong.length) console.log(`\nmisclassified: ${wrong.map((r) => `${r.id} (${r.gold} → ${r.level}, u${r.urgency})`).join(', ')}`);
  if (opts.json) {
    writeFileSync(opts.json, JSON.stringify(results.map(({ id, urgency, level, correct }) => ({ id, urgency, level, correct })), null, 2));
    console.log(`\nwrote ${opts.json}`);
  }
}

await main();
