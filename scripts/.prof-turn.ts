import fs from 'node:fs';
import { Session } from 'node:inspector/promises';
import { createPatients, exchange, patientMessage, startBenchServer } from './lib/bench-server.ts';
import { FIRST_CHUNK, startChunkedLlm } from './lib/chunked-llm.ts';

const provider = await startChunkedLlm(20);
const server = await startBenchServer('sqlite', { AI_PROVIDER: 'openai-compatible', AI_BASE_URL: provider.baseUrl, AI_MODEL: 'bench-model' });
const [token] = await createPatients(server, 1);
const auth = { authorization: `Bearer ${token!}` };
let n = 0;
const firsts: number[] = [];
async function turn(wait = true) {
  const created = await exchange(`${server.url}/api/asa/chat/new`, { body: '{}', headers: auth, firstMarker: 'chatId' });
  const { chatId } = JSON.parse(created.body) as { chatId: string };
  const r = await exchange(`${server.url}/api/asa/chat/${chatId}`, { body: JSON.stringify({ chat: [{ role: 'user', content: patientMessage((n += 1)) }] }), headers: auth, firstMarker: FIRST_CHUNK });
  firstHook?.();
  if (wait) await server.app.chat.idle();
  firsts.push(r.first!);
}
let firstHook: (() => void) | undefined;
for (let i = 0; i < 30; i += 1) await turn();
firsts.length = 0;
const session = new Session();
session.connect();
await session.post('Profiler.enable');
await session.post('Profiler.setSamplingInterval', { interval: 100 });
const mode = process.argv[2] ?? 'send';
// 'send': profile only from the send to the first chunk (assessment excluded)
for (let i = 0; i < 100; i += 1) {
  if (mode === 'send') {
    await session.post('Profiler.start');
    firstHook = () => { firstHook = undefined; };
    const created = await exchange(`${server.url}/api/asa/chat/new`, { body: '{}', headers: auth, firstMarker: 'chatId' });
    const { chatId } = JSON.parse(created.body) as { chatId: string };
    const t0 = performance.now();
    const r = await exchange(`${server.url}/api/asa/chat/${chatId}`, { body: JSON.stringify({ chat: [{ role: 'user', content: patientMessage((n += 1)) }] }), headers: auth, firstMarker: FIRST_CHUNK });
    const { profile } = await session.post('Profiler.stop');
    firsts.push(r.first!);
    void t0;
    fs.writeFileSync(`/tmp/speed/turn-prof/${i}.cpuprofile`, JSON.stringify(profile));
    await server.app.chat.idle();
  }
}
firsts.sort((a, b) => a - b);
console.log('first chunk p50', firsts[50], 'p95', firsts[95]);
await server.close();
await provider.close();
process.exit(0);
