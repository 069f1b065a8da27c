/**
 * Triage evaluation harness (issue 7):
 *   npm run eval:triage -- --set FILE [--provider offline|openai|openai-compatible] [--json OUT]
 * Each vignette goes through the same path as a real chat: the first patient message is the
 * vignette text, and the assessment after that turn is scored (urgency 1–2 emergency,
 * 3–4 non-emergency, 5 self-care).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Language } from '@asa/domain';
import {
  byLanguage,
  formatSummary,
  scoreVignette,
  summarise,
  type TranscriptMessage,
  type VignetteResult,
  type VignetteSet,
} from '@asa/triage';
import { ConfigError, loadConfig } from '../apps/server/src/config.ts';
import { createAssessor } from '../apps/server/src/modules/chat/assessor.ts';

const PROVIDERS = ['offline', 'openai', 'openai-compatible'] as const;
type Provider = (typeof PROVIDERS)[number];

function args(argv: string[]) {
  const out: { set?: string; provider: string; json?: string } = { provider: 'offline' };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--set') out.set = argv[++i];
    else if (a === '--json') out.json = argv[++i];
    else if (a === '--provider') out.provider = argv[++i] ?? '';
  }
  return out;
}

/** The chat's own assessor (model output validated, offline fallback, red-flag floor last). */
function assessorFor(provider: Provider) {
  try {
    return createAssessor(loadConfig({ ...process.env, AI_PROVIDER: provider }));
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Invalid configuration for --provider ${provider}: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
}

async function main() {
  const opts = args(process.argv.slice(2));
  if (!opts.set) {
    console.error('usage: npm run eval:triage -- --set FILE [--provider offline|openai|openai-compatible] [--json OUT]');
    process.exit(2);
  }
  if (!(PROVIDERS as readonly string[]).includes(opts.provider)) {
    console.error(`unknown provider ${opts.provider} (offline, openai or openai-compatible)`);
    process.exit(2);
  }
  const provider = opts.provider as Provider;
  const set = JSON.parse(readFileSync(opts.set, 'utf8')) as VignetteSet;
  const assessor = assessorFor(provider);
  const assess = (text: string, language: Language) => {
    const messages: TranscriptMessage[] = [{ role: 'user', content: text }];
    // The clinic's report language does not change urgency; English keeps runs comparable.
    return assessor.assess(messages, { patientLanguage: language, reportLanguage: 'en' });
  };
  // Warm-up pass (regular expressions are compiled and optimised on first use), so the timings
  // show the steady-state cost of an assessment in a running server.
  if (provider === 'offline') for (const v of set.vignettes) await assess(v.text, (v.language ?? 'en') as Language);

  const results: VignetteResult[] = [];
  for (const v of set.vignettes) {
    const t0 = performance.now();
    const assessment = await assess(v.text, (v.language ?? 'en') as Language);
    const ms = performance.now() - t0;
    results.push(scoreVignette(v, assessment.urgency, ms, assessment.diagnosisData.differentialDiagnoses.map((d) => d.icd10Code)));
  }

  console.log(`set: ${set.name ?? opts.set}   provider: ${opts.provider}`);
  const groups = byLanguage(results);
  if (groups.size > 1) for (const [lang, rs] of groups) console.log('\n' + formatSummary(`language ${lang}`, summarise(rs)));
  console.log('\n' + formatSummary('all vignettes', summarise(results), set.reference_results));
  const wrong = results.filter((r) => r.gold && !r.correct);
  if (wrong.length) console.log(`\nmisclassified: ${wrong.map((r) => `${r.id} (${r.gold} → ${r.level}, u${r.urgency})`).join(', ')}`);
  const dxMiss = results.filter((r) => r.top3 === false);
  if (dxMiss.length) console.log(`\nexpected diagnosis not in the top 3: ${dxMiss.map((r) => r.id).join(', ')}`);
  if (opts.json) {
    writeFileSync(opts.json, JSON.stringify(results.map(({ id, urgency, level, correct }) => ({ id, urgency, level, correct })), null, 2));
    console.log(`\nwrote ${opts.json}`);
  }
}

await main();
