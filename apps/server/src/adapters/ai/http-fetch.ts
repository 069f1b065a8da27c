import http from 'node:http';
import https from 'node:https';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';

/**
 * The `fetch` the AI SDK's provider clients are given: one request over `node:http` (keep-alive),
 * its answer a `Response` whose body streams the socket's bytes. Node's own `fetch` (undici) ran
 * its whole Fetch algorithm around every call — a `Request`, header lists, a fetch controller,
 * several web streams and abort listeners — the largest part of the SDK's request path in a
 * provider turn's profile (issue 16). The SDK still builds the request and parses the answer.
 *
 * What the SDK asks of it: a POST (or GET) with string headers and a string body, an abort signal
 * that rejects with the signal's reason before the answer and errors the body after it, and no
 * content encoding (none is asked for, so the answer comes as it is).
 */
export function createHttpFetch(): typeof fetch {
  const agents = {
    'http:': new http.Agent({ keepAlive: true }),
    'https:': new https.Agent({ keepAlive: true }),
  };

  return (input, init = {}) =>
    new Promise<Response>((resolve, reject) => {
      const url = new URL(input instanceof Request ? input.url : String(input));
      const protocol = url.protocol === 'https:' ? 'https:' : url.protocol === 'http:' ? 'http:' : null;
      if (!protocol) {
        reject(new TypeError(`fetch: unsupported protocol ${url.protocol}`));
        return;
      }
      const { signal } = init;
      if (signal?.aborted) {
        reject(signal.reason);
        return;
      }
      const headers: Record<string, string> = {};
      new Headers(init.headers).forEach((value, name) => {
        headers[name] = value;
      });
      const body = init.body;
      if (body !== undefined && body !== null && typeof body !== 'string') {
        reject(new TypeError('fetch: only a string body is supported'));
        return;
      }
      if (body) headers['content-length'] ??= String(Buffer.byteLength(body));

      const request = (protocol === 'https:' ? https : http).request(url, {
        method: init.method ?? 'GET',
        headers,
        agent: agents[protocol],
      });
      const onAbort = () => request.destroy(signal!.reason instanceof Error ? signal!.reason : new DOMException('The operation was aborted.', 'AbortError'));
      signal?.addEventListener('abort', onAbort, { once: true });
      const done = () => signal?.removeEventListener('abort', onAbort);

      request.on('error', (error) => {
        done();
        // Before the answer: the promise; after it, the body's stream carries the error.
        reject(error);
      });
      request.on('response', (response) => {
        response.on('close', done);
        const responseHeaders = new Headers();
        const raw = response.rawHeaders;
        for (let i = 0; i < raw.length; i += 2) responseHeaders.append(raw[i]!, raw[i + 1]!);
        const status = response.statusCode ?? 502;
        const empty = status === 204 || status === 304 || init.method === 'HEAD';
        if (empty) response.resume();
        // The client request's abort destroys this response too, which errors the web stream.
        request.on('error', (error) => response.destroy(error));
        try {
          resolve(
            new Response(empty ? null : (Readable.toWeb(response) as NodeReadableStream<Uint8Array> as ReadableStream<Uint8Array>), {
              status,
              statusText: response.statusMessage ?? '',
              headers: responseHeaders,
            }),
          );
        } catch (error) {
          // A status a Response cannot carry (outside 200–599): a failed call, not a thrown handler.
          response.destroy();
          reject(error);
        }
      });
      request.end(body ?? undefined);
    });
}
