import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createHash } from 'node:crypto';
import zlib from 'node:zlib';
import { decodeReplyStream } from '@asa/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { type Config, loadConfig } from '../src/config.ts';
import { ensureCompany } from '../src/modules/companies/repo.ts';
import { newChat, replyText, userMessage } from './chat-support.ts';
import { createTestDatabase, loginAs, type TestApp, type TestDatabase } from './helpers.ts';

/**
 * Issue 16, Deliver 4: how the SPA and the API travel. A build directory laid out as Vite writes
 * it (hashed files under assets/, each text file with .br and .gz beside it) is served by the
 * real app: the pre-compressed copy the client accepts, long-lived caching for hashed files,
 * revalidation for index.html; JSON compressed on the fly; the chat's event stream left alone.
 */

const SCRIPT = `export const greeting = ${JSON.stringify('Halló '.repeat(400))};\n`;
const HTML = `<!doctype html><html lang="is"><head><title>Asa</title><script type="module" src="/assets/index-Bq3xY9zA.js"></script></head><body><div id="root"></div></body></html>\n`;

// The landing as the web build prerenders it (apps/web/vite.config.ts): one page per language, a
// placeholder for the visitor's country, one inline script.
const INLINE_SCRIPT = 'document.documentElement.dataset.checked="1";';
const landingPage = (language: string, prompt: string) =>
  `<!doctype html><html lang="${language}" dir="ltr"><head><meta name="asa-country" content="" />` +
  `<script>${INLINE_SCRIPT}</script></head><body><div id="root" data-prerendered="${language}"><h1>${prompt}</h1></div></body></html>\n`;
const ICELAND_IP = '130.208.165.1';
const US_IP = '8.8.8.8';

function writeWithCompressedCopies(file: string, content: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(content));
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(content));
}

let dataDir: string;
let database: TestDatabase;
let app: FastifyInstance;
let config: Config;
let companyId: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-web-delivery-'));
  const webDist = path.join(dataDir, 'dist');
  writeWithCompressedCopies(path.join(webDist, 'index.html'), HTML);
  writeWithCompressedCopies(path.join(webDist, 'assets/index-Bq3xY9zA.js'), SCRIPT);
  fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  database = await createTestDatabase();
  config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000' });
  companyId = (await ensureCompany(database.db, { slug: config.DEFAULT_COMPANY_SLUG, name: 'Demo Clinic' })).id;
  app = await buildApp({ config, database, webDist });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the built SPA', () => {
  it('sends the Brotli copy of a hashed file to a client that takes it, cached for a year', async () => {
    const response = await app.inject({ url: '/assets/index-Bq3xY9zA.js', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(response.rawPayload).toString()).toBe(SCRIPT);
    expect(response.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
  });

  it('sends gzip to a client without Brotli, and the file itself to one that takes neither', async () => {
    const gzip = await app.inject({ url: '/assets/index-Bq3xY9zA.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);

    const plain = await app.inject({ url: '/assets/index-Bq3xY9zA.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('has every page revalidate index.html (a new build shows at once), compressed too', async () => {
    for (const url of ['/landing', '/chat/some-chat', '/index.html']) {
      const response = await app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type'], url).toMatch(/^text\/html/);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(zlib.brotliDecompressSync(response.rawPayload).toString(), url).toBe(HTML);
    }
  });

  it('revalidates the files that are not hashed', async () => {
    const response = await app.inject({ url: '/favicon.svg' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
  });
});

describe('the prerendered landing (issue 16: it paints before any script runs)', () => {
  // A build with the landing prerendered in two languages, served by an app of its own.
  let withLanding: FastifyInstance;
  beforeAll(async () => {
    const webDist = path.join(dataDir, 'dist-prerendered');
    writeWithCompressedCopies(path.join(webDist, 'index.html'), HTML);
    writeWithCompressedCopies(path.join(webDist, 'prerendered/landing.is.html'), landingPage('is', 'Hvernig get ég aðstoðað þig?'));
    writeWithCompressedCopies(path.join(webDist, 'prerendered/landing.en.html'), landingPage('en', 'How can I assist you?'));
    withLanding = await buildApp({ config, database, webDist });
    await withLanding.ready();
  });
  afterAll(async () => {
    await withLanding?.close();
  });
  const landing = (url: string, remoteAddress = '127.0.0.1') => withLanding.inject({ url, remoteAddress });

  it("sends the page in the language of the visitor's country, with the country written in", async () => {
    const fromIceland = await landing('/landing', ICELAND_IP);
    expect(fromIceland.statusCode).toBe(200);
    expect(fromIceland.headers['content-type']).toContain('text/html');
    expect(fromIceland.body).toContain('<html lang="is"');
    expect(fromIceland.body).toContain('Hvernig get ég aðstoðað þig?');
    expect(fromIceland.body).toContain('<meta name="asa-country" content="IS" />');

    const fromAbroad = await landing('/landing', US_IP);
    expect(fromAbroad.body).toContain('<html lang="en"');
    expect(fromAbroad.body).toContain('<meta name="asa-country" content="US" />');
    // It depends on who asks: no shared cache may keep it, and the browser revalidates it.
    expect(fromAbroad.headers['cache-control']).toBe('private, no-cache');
  });

  it('follows ?lang= when that language was prerendered, and an unknown address gets Icelandic', async () => {
    expect((await landing('/landing?lang=en', ICELAND_IP)).body).toContain('How can I assist you?');
    expect((await landing('/landing?lang=xx', US_IP)).body).toContain('How can I assist you?');
    const unknown = await landing('/demo/landing');
    expect(unknown.body).toContain('Hvernig get ég aðstoðað þig?');
    expect(unknown.body).toContain('<meta name="asa-country" content="" />');
  });

  it('compresses the page for a client that takes it (Brotli first, then gzip)', async () => {
    const plain = await withLanding.inject({ url: '/landing?lang=en' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const brotli = await withLanding.inject({ url: '/landing?lang=en', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.brotliDecompressSync(brotli.rawPayload).toString()).toBe(plain.body);
    const gzip = await withLanding.inject({ url: '/landing?lang=en', headers: { 'accept-encoding': 'gzip, br;q=0' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(plain.body);
  });

  it("allows the page's inline script by its hash, and no other inline script", async () => {
    const response = await landing('/landing');
    const policy = String(response.headers['content-security-policy']);
    const scriptSrc = policy.split(';').find((directive) => directive.startsWith('script-src '));
    const hash = createHash('sha256').update(INLINE_SCRIPT).digest('base64');
    expect(scriptSrc).toBe(`script-src 'self' 'sha256-${hash}'`);
  });

  it('sends the plain shell to every other page', async () => {
    for (const url of ['/chat', '/terms', '/landing/more', '/a/b/landing']) {
      const response = await landing(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toBe(HTML);
    }
  });
});

describe('API answers', () => {
  it('compresses JSON for a client that takes it, and still says no-store', async () => {
    const plain = await app.inject({ url: '/api/openapi.json' });
    const response = await app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['cache-control']).toBe('no-store');
    const decoded = zlib.brotliDecompressSync(response.rawPayload).toString();
    expect(JSON.parse(decoded)).toEqual(plain.json());
    expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 3);

    const gzip = await app.inject({ url: '/api/openapi.json', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves the chat reply stream uncompressed, so each chunk goes out as it is written', async () => {
    const t: TestApp = { app, config, database, companyId, close: async () => {} };
    const patient = await loginAs(t, 'user');
    const chatId = await newChat(patient);
    const response = await patient.inject({
      method: 'POST',
      url: `/api/asa/chat/${chatId}`,
      headers: { 'accept-encoding': 'br, gzip' },
      payload: { chat: [userMessage('I have had a sore throat for two days.')] },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.headers['content-encoding']).toBeUndefined();
    const events = decodeReplyStream(response.body);
    expect(replyText(events).length).toBeGreaterThan(0);
    expect(events.at(-1)?.type).toBe('done');
  });
});
