/**
 * Development figures per language over every set in packages/triage/data/*.json (issue 13):
 *   npx tsx scripts/eval-triage-by-language.ts [--ids OUT.json]
 *
 * Each set is read in a process of its own (`--set FILE --out PART.json`, which this script starts
 * itself): one process reading all 5,000 messages in 15 languages compiles every language's term lists
 * as native regular-expression code and outgrows V8's code space.
 *
 * First turn only, through the chat's own offline assessor (engine, red-flag floor, safety net), as
 * `npm run eval:triage` scores it. Arabic is split by how it is typed: in Arabic script ("ar") or in
 * Latin letters (Arabizi, "ar-latin": no Arabic letter in the text). Per group: emergencies missed,
 * non-emergencies raised to urgency 1–2, exact four-level. These sets were tuned on: the figures are
 * development figures, not sealed ones. `--ids` writes each vignette's assessed urgency, to compare
 * two runs vignette by vignette.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isLanguage, type Language } from '@asa/domain';
import { runInterview, scoreVignette, type VignetteResult, type VignetteSet } from '@asa/triage';
import { looksArabizi } from '../packages/triage/src/nlp/arabizi.ts';
import { createAiProvider, type ConversationTurn } from '../apps/server/src/adapters/ai/index.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { createAssessor } from '../apps/server/src/modules/chat/assessor.ts';

const DATA = fileURLToPath(new URL('../packages/triage/data/', import.meta.url));
const arg = (name: string) => (process.argv.includes(name) ? process.argv[process.argv.indexOf(name) + 1] : undefined);
const idsOut = arg('--ids');
const oneSet = arg('--set');
/**
 * `--touched`: only the vignettes an Arabizi reading can change (Arabic, or a text the Arabizi check
 * accepts), to compare with a full run's `--ids` vignette by vignette.
 */
const touched = process.argv.includes('--touched');
const partOut = arg('--out');

const config = loadConfig({ ...process.env, AI_PROVIDER: 'offline' });
const assessor = createAssessor(config);
const replies = createAiProvider(config, { offlineChunkDelayMs: 0 });
async function replyText(messages: ConversationTurn[], language: Language): Promise<string> {
  let text = '';
  for await (const chunk of replies.streamReply({ messages, language, signal: new AbortController().signal })) text += chunk;
  return text;
}
const assess = async (messages: ConversationTurn[], language: Language) =>
  (await assessor.assessDetailed(messages, { patientLanguage: language, reportLanguage: 'en' })).assessment.urgency;
/** Per group: first turn of every vignette, first turn of the single-turn ones, after the interview. */
const groups = new Map<string, VignetteResult[]>();
const single = new Map<string, VignetteResult[]>();
const after = new Map<string, VignetteResult[]>();
const add = (m: Map<string, VignetteResult[]>, k: string, r: VignetteResult) => {
  if (!m.has(k)) m.set(k, []);
  m.get(k)!.push(r);
};
const urgencies: Record<string, number> = {};
const files = oneSet ? [oneSet] : readdirSync(DATA).filter((f) => f.endsWith('.json')).sort();
if (!oneSet) {
  const dir = mkdtempSync(join(tmpdir(), 'eval-by-language-'));
  for (const file of files) {
    const out = join(dir, `${file}.part.json`);
    const extra = touched ? ['--touched'] : [];
    execFileSync(process.execPath, [...process.execArgv, fileURLToPath(import.meta.url), '--set', file, '--out', out, ...extra], {
      stdio: 'inherit',
    });
    const part = JSON.parse(readFileSync(out, 'utf8')) as Part;
    for (const [m, k] of [
      [groups, 'groups'],
      [single, 'single'],
      [after, 'after'],
    ] as const)
      for (const [g, rs] of Object.entries(part[k])) for (const r of rs) add(m, g, r);
    Object.assign(urgencies, part.urgencies);
  }
}
type Part = Record<'groups' | 'single' | 'after', Record<string, VignetteResult[]>> & { urgencies: Record<string, number> };
for (const file of oneSet ? files : []) {
  const set = JSON.parse(readFileSync(DATA + file, 'utf8')) as VignetteSet;
  for (const v of set.vignettes) {
    const language: Language = isLanguage(v.language) ? v.language : 'en';
    if (touched && language !== 'ar' && !looksArabizi(v.text)) continue;
    const urgency = await assess([{ role: 'user', content: v.text }], language);
    const r = scoreVignette(v, urgency, 0);
    const group = language === 'ar' && !/[\u0600-\u06ff]/u.test(v.text) ? 'ar-latin' : language;
    add(groups, group, r);
    urgencies[`${file}:${v.id}`] = urgency;
    if (!v.answers?.length) {
      add(single, group, r);
      add(after, group, r);
      continue;
    }
    const turns = await runInterview(v, (messages) => replyText(messages, language));
    const last = turns.length > 1 ? scoreVignette(v, await assess(turns[turns.length - 1]!, language), 0) : r;
    add(after, group, last);
    urgencies[`${file}:${v.id}:after`] = last.urgency;
  }
}

if (oneSet) {
  const part: Part = {
    groups: Object.fromEntries(groups),
    single: Object.fromEntries(single),
    after: Object.fromEntries(after),
    urgencies,
  };
  writeFileSync(partOut!, JSON.stringify(part));
  process.exit(0);
}

const pct = (a: number, b: number) => (b ? `${((100 * a) / b).toFixed(1)}%` : '—');
const line = (name: string, rs: VignetteResult[]) => {
  const em = rs.filter((r) => r.emergency);
  const missed = em.filter((r) => r.missedEmergency);
  const non = rs.filter((r) => r.gold && !r.emergency);
  const raised = non.filter((r) => r.urgency <= 2);
  const four = rs.filter((r) => r.gold4 !== undefined);
  const exact = four.filter((r) => r.correct4);
  console.log(
    `${name.padEnd(9)} ${String(rs.length).padStart(4)}   ${`${missed.length} of ${em.length}`.padEnd(18)}   ${`${raised.length} of ${non.length}`.padEnd(29)}   ${pct(exact.length, four.length)} (${exact.length} of ${four.length})`,
  );
};
for (const [title, m] of [
  ['first turn, every vignette', groups],
  ['single-turn vignettes only', single],
  ['after the interview (multi-turn vignettes interviewed)', after],
] as const) {
  console.log(`\n== ${title}`);
  console.log('group      n    emergencies missed   non-emergencies raised to 1–2   exact four-level');
  for (const name of [...m.keys()].sort()) line(name, m.get(name)!);
  line('all', [...m.values()].flat());
}
if (idsOut) writeFileSync(idsOut, JSON.stringify(urgencies, null, 1));
