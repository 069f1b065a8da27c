/**
 * A local OpenAI-compatible chat-completions server for the speed benchmarks: a streamed reply is
 * `chunks` chunks ("tok0 ", "tok1 ", …) written at once, no delay; a structured-output call (the
 * assessment) answers the self-care assessment. Whatever time a request takes over it is ours.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { selfCareAssessment } from './self-care-llm.ts';

export const FIRST_CHUNK = 'tok0 ';

export async function startChunkedLlm(chunks = 20): Promise<{ baseUrl: string; port: number; requests: () => number; close(): Promise<void> }> {
  let count = 0;
  const assessment = JSON.stringify(selfCareAssessment());
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (part: string) => (raw += part));
    req.on('end', () => {
      if (req.method !== 'POST' || !req.url?.endsWith('/chat/completions')) {
        res.writeHead(404).end();
        return;
      }
      count += 1;
      const body = JSON.parse(raw) as { model: string; stream?: boolean };
      const base = { id: `chatcmpl-${count}`, created: Math.floor(Date.now() / 1000), model: body.model };
      if (!body.stream) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify({
            ...base,
            object: 'chat.completion',
            choices: [{ index: 0, message: { role: 'assistant', content: assessment }, finish_reason: 'stop' }],
            usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
          }),
        );
        return;
      }
      const frame = (delta: object, finish: string | null = null) =>
        `data: ${JSON.stringify({ ...base, object: 'chat.completion.chunk', choices: [{ index: 0, delta, finish_reason: finish }] })}\n\n`;
      res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
      res.write(frame({ role: 'assistant', content: '' }));
      for (let i = 0; i < chunks; i += 1) res.write(frame({ content: `tok${i} ` }));
      res.write(frame({}, 'stop'));
      res.end('data: [DONE]\n\n');
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    port,
    requests: () => count,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The baseline server: raw `node:http`, no framework, no database. Each POST is relayed to the
 * provider and its SSE bytes piped back as they come — the least any chat server must do.
 */
export async function startRawRelay(providerPort: number): Promise<{ url: string; close(): Promise<void> }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
  const server = http.createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (part: string) => (raw += part));
    req.on('end', () => {
      const upstream = http.request(
        { host: '127.0.0.1', port: providerPort, path: '/v1/chat/completions', method: 'POST', agent, headers: { 'content-type': 'application/json' } },
        (providerRes) => {
          res.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache' });
          providerRes.pipe(res);
        },
      );
      upstream.on('error', () => res.destroy());
      upstream.end(raw);
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
