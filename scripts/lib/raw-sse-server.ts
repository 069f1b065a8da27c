/**
 * The baseline of bench:load: a bare `node:http` SSE server, no framework, no database, answering
 * every POST with <chunks> chunks and the offline engine's pause (<delay ms>) before each.
 * Prints `{"port": N}` on one line when it listens; ends on SIGTERM.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

async function startRaw(chunks: number, delayMs: number): Promise<{ port: number; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    req.resume();
    req.on('end', () => {
      res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
      let sent = 0;
      const next = () => {
        if (res.destroyed) return;
        if (sent === chunks) {
          res.end('data: [DONE]\n\n');
          return;
        }
        res.write(`data: ${JSON.stringify(`word${sent} `)}\n\n`);
        sent += 1;
        setTimeout(next, delayMs);
      };
      setTimeout(next, delayMs);
    });
  });
  server.listen({ port: 0, host: '127.0.0.1', backlog: 4096 });
  await new Promise<void>((resolve) => server.once('listening', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const raw = await startRaw(Number(process.argv[2]), Number(process.argv[3]));
process.on('SIGTERM', () => {
  raw.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
process.stdout.write(`${JSON.stringify({ port: raw.port })}\n`);
