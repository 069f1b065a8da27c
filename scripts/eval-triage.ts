/**
 * Triage evaluation harness (issues 7, 13, 18):
 *   npm run eval:triage -- --set FILE [--provider offline|openai|openai-compatible|self-care-llm]
 *                          [--floor-only] [--published] [--json OUT]
 * Each vignette goes through the same path as a real chat: the first patient message is the
 * vignette text and the assessment after that turn is scored. A vignette with `answers` is then
 * interviewed: the assistant's reply (the chat's own provider) and the patient's next answer, until
 * the answers run out or the assistant stops asking; the assessment after the interview is scored
 * apart from the first turn's.
 *
 * Figures come from the urgency table in @asa/domain: four dispositions (emergency now 1–2,
 * within 24 h 3, days to weeks 4, self-care 5) where the set gives a 1–5 gold, beside the three
 * levels (1–2 emergency, 3–4 non-emergency, 5 self-care); emergencies missed = gold 1–2 assessed 3–5.
 *
 * --published sets the set's published reference results beside this run's; only honest on a set
 * the engine was never tuned on (issue 13), so it is off by default.
 *
 * A sealed set (packages/triage/data/sealed/*.sealed, see its README) is opened in memory with the
 * passphrase in ASA_SEALED_KEY; the harness prints identifiers and figures, never a message text.
 *
 * --floor-only (= --provider self-care-llm) measures the red-flag floor alone: the assessor runs
 * against a local OpenAI-compatible server that calls everything self-care (urgency 5), so every
 * emergency that still reaches urgency ≤ 2 was caught by the floor. Its interviews use the offline
 * conversation, so the floor hears the answers as it would in an offline chat.
 */
import { writeFileSync, readFileSync } from 'node:fs';
import { isLanguage, type Language } from '@asa/domain';
import {
  byLanguage,
  formatLanguageTable,
  formatSummary,
  isSealed,
  openSealedSet,
  runInterview,
  scoreVignette,
  summarise,
  type Summary,
  type Vignette,
  type VignetteResult,
  type VignetteSet,
} from '@asa/triage';
import { createAiProvider, type AiProvider, type ConversationTurn } from '../apps/server/src/adapters/ai/index.ts';
import { ConfigError, loadConfig } from '../apps/server/src/config.ts';
import { createAssessor } from '../apps/server/src/modules/chat/assessor.ts';
import { startSelfCareLlm } from './lib/self-care-llm.ts';

const PROVIDERS = ['offline', 'openai', 'openai-compatible', 'self-care-llm'] as const;
type Provider = (typeof PROVIDERS)[number];
const USAGE =
  'usage: npm run eval:triage -- --set FILE [--provider offline|openai|openai-compatible|self-care-llm] [--floor-only] [--published] [--json OUT]';

function args(argv: string[]) {
  const out: { set?: string; provider: string; json?: string; published: boolean } = { provider: 'offline', published: false };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--set') out.set = argv[++i];
    else if (a === '--json') out.json = argv[++i];
    else if (a === '--provider') out.provider = argv[++i] ?? '';
    else if (a === '--floor-only') out.provider = 'self-care-llm';
    else if (a === '--published') out.published = true;
    else {
      console.error(`unknown argument ${a}\n${USAGE}`);
      process.exit(2);
    }
  }
  return out;
}

function configFor(env: NodeJS.ProcessEnv, label: string) {
  try {
    return loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Invalid configuration for --provider ${label}: ${error.message}`);
      process.exit(2);
    }
    throw error;
  }
}

async function replyText(provider: AiProvider, messages: ConversationTurn[], language: Language): Promise<string> {
  let text = '';
  for await (const chunk of provider.streamReply({ messages, language, signal: new AbortController().signal })) text += chunk;
  return text;
}

interface Run {
  results: VignetteResult[];
  summary: Summary;
  perLanguage: Record<string, Summary>;
}
function run(results: VignetteResult[]): Run {
  const groups = byLanguage(results);
  return {
    results,
    summary: summarise(results),
    perLanguage: Object.fromEntries([...groups].map(([lang, rs]) => [lang, summarise(rs)])),
  };
}

function print(title: string, r: Run, reference?: VignetteSet['reference_results'], details = true) {
  console.log('\n' + formatSummary(title, r.summary, reference));
  const groups = byLanguage(r.results);
  if (groups.size > 1) console.log('\n' + formatLanguageTable(groups));
  if (!details) return;
  const wrong = r.results.filter((x) => x.gold && !x.correct);
  if (wrong.length) console.log(`\nmisclassified (three levels): ${wrong.map((x) => `${x.id} (${x.gold} → ${x.level}, u${x.urgency})`).join(', ')}`);
  const missed = r.results.filter((x) => x.missedEmergency);
  if (missed.length) console.log(`\nemergencies missed: ${missed.map((x) => `${x.id} (u${x.urgency})`).join(', ')}`);
}

function readSet(file: string): VignetteSet {
  const text = readFileSync(file, 'utf8');
  if (!isSealed(text)) return JSON.parse(text) as VignetteSet;
  const passphrase = process.env.ASA_SEALED_KEY;
  if (!passphrase) {
    console.error(`${file} is a sealed set: set ASA_SEALED_KEY to its passphrase`);
    process.exit(2);
  }
  return JSON.parse(openSealedSet(text, passphrase)) as VignetteSet;
}

async function main() {
  const opts = args(process.argv.slice(2));
  if (!opts.set) {
    console.error(USAGE);
    process.exit(2);
  }
  if (!(PROVIDERS as readonly string[]).includes(opts.provider)) {
    console.error(`unknown provider ${opts.provider} (${PROVIDERS.join(', ')})`);
    process.exit(2);
  }
  const provider = opts.provider as Provider;
  const floorOnly = provider === 'self-care-llm';
  const set = readSet(opts.set);

  const selfCare = floorOnly ? await startSelfCareLlm() : null;
  const env = selfCare
    ? { ...process.env, AI_PROVIDER: 'openai-compatible', AI_BASE_URL: selfCare.baseUrl, AI_MODEL: 'self-care-llm' }
    : { ...process.env, AI_PROVIDER: provider };
  const config = configFor(env, provider);
  // The chat's own assessor (model output validated, offline fallback, red-flag floor last) and
  // the chat's own reply path for interviews.
  const assessor = createAssessor(config);
  const replies = createAiProvider(floorOnly ? { ...config, AI_PROVIDER: 'offline' } : config, { offlineChunkDelayMs: 0 });

  const languageOf = (v: Vignette): Language => (isLanguage(v.language) ? v.language : 'en');
  const fallbacks = { n: 0 };
  const assess = async (messages: ConversationTurn[], language: Language) => {
    // The clinic's report language does not change urgency; English keeps runs comparable.
    const detailed = await assessor.assessDetailed(messages, { patientLanguage: language, reportLanguage: 'en' });
    if (detailed.source === 'llm-fallback') fallbacks.n += 1;
    return detailed.assessment;
  };
  // Warm-up pass (regular expressions are compiled and optimised on first use), so the timings
  // show the steady-state cost of an assessment in a running server.
  if (provider === 'offline') for (const v of set.vignettes) await assess([{ role: 'user', content: v.text }], languageOf(v));

  const first: VignetteResult[] = [];
  const after: VignetteResult[] = [];
  const interviewed: { id: string; turns: number }[] = [];
  for (const v of set.vignettes) {
    const language = languageOf(v);
    const score = async (messages: ConversationTurn[]) => {
      const t0 = performance.now();
      const assessment = await assess(messages, language);
      const ms = performance.now() - t0;
      // The self-care model's differential is a placeholder: no diagnosis hit rate for the floor alone.
      const codes = floorOnly ? undefined : assessment.diagnosisData.differentialDiagnoses.map((d) => d.icd10Code);
      return scoreVignette(v, assessment.urgency, ms, codes);
    };
    const firstResult = await score([{ role: 'user', content: v.text }]);
    first.push(firstResult);
    if (v.answers?.length) {
      const turns = await runInterview(v, (messages) => replyText(replies, messages, language));
      interviewed.push({ id: v.id, turns: turns.length - 1 });
      after.push(turns.length > 1 ? await score(turns[turns.length - 1]!) : firstResult);
    } else {
      after.push(firstResult);
    }
  }
  await selfCare?.close();

  console.log(`set: ${set.name ?? opts.set}   provider: ${floorOnly ? 'self-care-llm (red-flag floor only)' : provider}`);
  if (floorOnly && fallbacks.n > 0)
    console.log(`WARNING: the self-care model's answer was refused ${fallbacks.n} times; the offline engine stood in, so those figures are not the floor's alone.`);
  const firstRun = run(first);
  const afterRun = interviewed.length ? run(after) : null;
  const reference = opts.published ? set.reference_results : undefined;
  print(interviewed.length ? 'first turn, all vignettes' : 'all vignettes', firstRun, reference, !floorOnly);
  if (afterRun) {
    print(`after the interview (${interviewed.length} multi-turn vignettes interviewed, others as first turn)`, afterRun, undefined, !floorOnly);
    const ids = new Set(interviewed.map((x) => x.id));
    const only = (rs: VignetteResult[]) => summarise(rs.filter((r) => ids.has(r.id)));
    const [a, b] = [only(first), only(after)];
    const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
    console.log(
      `\nmulti-turn vignettes only (n=${ids.size}, mean ${(interviewed.reduce((s, x) => s + x.turns, 0) / ids.size).toFixed(1)} answers heard):` +
        `\n  first turn       four-level ${b.four.n ? pct(a.four.accuracy) : '—'}  three-level ${pct(a.accuracy)}  emergencies missed ${a.emergenciesUnderTriaged}/${a.emergencies}` +
        `\n  after interview  four-level ${b.four.n ? pct(b.four.accuracy) : '—'}  three-level ${pct(b.accuracy)}  emergencies missed ${b.emergenciesUnderTriaged}/${b.emergencies}`,
    );
  }
  const floorOf = (r: Run) => {
    const emergencies = r.results.filter((x) => x.emergency);
    const caught = emergencies.filter((x) => x.urgency <= 2);
    const others = r.results.filter((x) => x.gold && !x.emergency);
    return {
      emergencies: emergencies.length,
      reachedUrgency1to2: caught.length,
      recall: emergencies.length ? caught.length / emergencies.length : 0,
      notReached: emergencies.filter((x) => x.urgency > 2).map((x) => x.id),
      nonEmergenciesRaisedTo1to2: others.filter((x) => x.urgency <= 2).length,
      nonEmergencies: others.length,
    };
  };
  const floor = floorOnly
    ? { fallbacks: fallbacks.n, firstTurn: floorOf(firstRun), ...(afterRun ? { afterInterview: floorOf(afterRun) } : {}) }
    : null;
  if (floor) {
    console.log('\n== red-flag floor alone (the model calls everything self-care)');
    for (const [title, f] of [['first turn', floor.firstTurn], ['after the interview', floor.afterInterview]] as const) {
      if (!f) continue;
      console.log(
        `${title}: emergencies that still reach urgency ≤ 2: ${f.reachedUrgency1to2} of ${f.emergencies} (${(f.recall * 100).toFixed(1)}%); ` +
          `non-emergencies raised to ≤ 2: ${f.nonEmergenciesRaisedTo1to2} of ${f.nonEmergencies}` +
          (f.notReached.length ? `\n  emergencies the floor left at self-care: ${f.notReached.join(', ')}` : ''),
      );
    }
  }
  const dxMiss = first.filter((r) => r.top3 === false);
  if (dxMiss.length && !floorOnly) console.log(`\nexpected diagnosis not in the top 3: ${dxMiss.map((r) => r.id).join(', ')}`);
  if (opts.json) {
    writeFileSync(
      opts.json,
      JSON.stringify(
        {
          set: set.name ?? opts.set,
          provider: floorOnly ? 'self-care-llm' : provider,
          n: set.vignettes.length,
          firstTurn: firstRun,
          ...(afterRun ? { afterInterview: afterRun, interviewed } : {}),
          ...(floor ? { floor } : {}),
        },
        null,
        2,
      ),
    );
    console.log(`\nwrote ${opts.json}`);
  }
}

await main();
