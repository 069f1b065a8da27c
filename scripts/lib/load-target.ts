/**
 * The Asa process bench:load puts under load, bundled like the production server and started once
 * per measurement so its peak RSS is its own:
 *   <sqlite|postgres> <patients> <tokens file> — a production-mode Asa server (offline engine) with
 *   that many signed-in patients, each with a fresh chat; writes `token chatId` lines.
 * Prints `{"port": N}` on one line when it listens; ends on SIGTERM.
 */
import fs from 'node:fs';
import type { Engine } from '../../apps/server/src/db/database.ts';
import { createPatients, exchange, startBenchServer } from './bench-server.ts';

async function main() {
  const rest = process.argv.slice(2);
  const engine = rest[0] as Engine;
  const patients = Number(rest[1]);
  const server = await startBenchServer(engine, { LISTEN_BACKLOG: '4096' });
  const tokens = await createPatients(server, patients);
  const lines: string[] = [];
  for (let i = 0; i < tokens.length; i += 50) {
    const batch = await Promise.all(
      tokens.slice(i, i + 50).map(async (token) => {
        const r = await exchange(`${server.url}/api/asa/chat/new`, { body: '{}', headers: { authorization: `Bearer ${token}` }, firstMarker: 'chatId' });
        return `${token} ${(JSON.parse(r.body) as { chatId: string }).chatId}`;
      }),
    );
    lines.push(...batch);
  }
  fs.writeFileSync(rest[2]!, `${lines.join('\n')}\n`);
  const { port } = server;
  process.on('SIGTERM', () => {
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
  process.stdout.write(`${JSON.stringify({ port })}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
