import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net, { type AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/database.ts';
import { migrateToLatest } from '../src/db/migrate.ts';
import { ensureCompany } from '../src/modules/companies/repo.ts';
import { phoneSignIn, uniquePhone } from './auth-support.ts';
import { messagesOf, newChat, send, startFakeOpenAi, waitFor } from './chat-support.ts';
import { buildTestApp, ORIGIN, TEST_DATABASE_URL } from './helpers.ts';
import { freePort } from './server-process.ts';

/**
 * Fault tests (issue 12): the provider failing or hanging, the process killed mid-reply, and
 * PostgreSQL connections dropping. Whatever happens, no patient message is lost, the process
 * stays up, and the health check tells the truth.
 */

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

describe('provider failures', () => {
  it('keeps the patient’s message when the provider times out or errors, and stays healthy', async () => {
    const provider = await startFakeOpenAi();
    const t = await buildTestApp({ AI_PROVIDER: 'openai-compatible', AI_BASE_URL: provider.baseUrl, AI_MODEL: 'test-model', AI_TIMEOUT_MS: '1000' });
    try {
      const patient = { ...(await phoneSignIn(t)), email: '' };
      const chatId = await newChat(patient);
      provider.replies.push({ chunks: ['Let me', ' think'], hang: true }, { chunks: [], status: 500 });
      await send(patient, chatId, 'I have a headache since this morning.');
      await send(patient, chatId, 'It is a bit worse now.');
      const { messages } = await messagesOf(patient, chatId);
      const users = messages.filter((m) => m.role === 'user').map((m) => m.content);
      expect(users).toEqual(['I have a headache since this morning.', 'It is a bit worse now.']);
      expect((await t.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      await t.close();
      await provider.close();
    }
  }, 60_000);
});

/** Starts the real server as production would run it (node + the source through tsx). */
async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; base: string }> {
  // a port the system has just handed out, not a random one (a random pick can be a port in use)
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: { ...process.env, NODE_ENV: 'development', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: '', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  // what the server said before it exited, so a failed start names its cause
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-2000);
  });
  const base = `http://127.0.0.1:${port}`;
  await waitFor(async () => {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    return fetch(`${base}/api/health`).then((r) => r.ok, () => false);
  }, 120_000);
  return { child, base };
}

describe('kill -9 mid-reply', () => {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) child.kill('SIGKILL');
  });

  it('loses no patient message and takes the next one at once after a restart', async () => {
    const provider = await startFakeOpenAi({ reply: () => ({ chunks: Array.from({ length: 60 }, (_, i) => `word${i} `), delayMs: 200 }) });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-crash-'));
    const env = { DATA_DIR: dataDir, AI_PROVIDER: 'openai-compatible', AI_BASE_URL: provider.baseUrl, AI_MODEL: 'test-model', PUBLIC_URL: 'http://localhost' };
    try {
      const first = await startServer(env);
      children.push(first.child);
      const headers = { origin: 'http://localhost', 'content-type': 'application/json' };
      const phone = uniquePhone();
      await fetch(`${first.base}/api/identity/phone-number/send-otp`, { method: 'POST', headers, body: JSON.stringify({ phoneNumber: phone }) });
      const outbox = fs.readFileSync(path.join(dataDir, 'outbox', 'sms.jsonl'), 'utf8').trim().split('\n').map((l) => JSON.parse(l) as { to: string; code: string });
      const code = outbox.filter((m) => m.to === phone).at(-1)!.code;
      const verified = await fetch(`${first.base}/api/identity/phone-number/verify`, { method: 'POST', headers, body: JSON.stringify({ phoneNumber: phone, code }) });
      const cookie = verified.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
      const authed = { ...headers, cookie };
      const chatId = ((await (await fetch(`${first.base}/api/asa/chat/new`, { method: 'POST', headers: authed, body: '{"language":"en"}' })).json()) as { chatId: string }).chatId;
      const reply = await fetch(`${first.base}/api/asa/chat/${chatId}`, {
        method: 'POST',
        headers: authed,
        body: JSON.stringify({ chat: [{ role: 'user', content: 'My knee has been sore since a football match.' }] }),
      });
      const reader = reply.body!.getReader();
      let seen = '';
      while (!seen.includes('word3')) seen += new TextDecoder().decode((await reader.read()).value);
      // Let a progress save happen, then kill the process without warning.
      await new Promise((r) => setTimeout(r, 1_500));
      first.child.kill('SIGKILL');
      await new Promise((r) => first.child.once('exit', r));

      const second = await startServer(env);
      children.push(second.child);
      const messages = (await (await fetch(`${second.base}/api/asa/chat/${chatId}/messages`, { headers: authed })).json()) as {
        messages: Array<{ role: string; content: string; state: string }>;
      };
      expect(messages.messages[0]).toMatchObject({ role: 'user', content: 'My knee has been sore since a football match.' });
      expect(messages.messages[1]).toMatchObject({ role: 'assistant', state: 'incomplete' });
      expect(messages.messages[1]!.content).toMatch(/^word0 /);
      // The chat is not held by the dead reply: the next message is taken at once.
      const next = await fetch(`${second.base}/api/asa/chat/${chatId}`, {
        method: 'POST',
        headers: authed,
        body: JSON.stringify({ chat: [{ role: 'user', content: 'Are you still there?' }] }),
      });
      expect(next.status).toBe(200);
      await next.body?.cancel();
    } finally {
      await provider.close();
    }
  }, 300_000);
});

/** A TCP proxy in front of PostgreSQL that the test can cut and restore (the shared server is never stopped). */
async function startProxy(target: { host: string; port: number }) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | null = null;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target.port, target.host);
        for (const s of [client, upstream]) {
          sockets.add(s);
          s.on('close', () => sockets.delete(s));
          s.on('error', () => s.destroy());
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', () => {
        port = (server!.address() as AddressInfo).port;
        resolve();
      });
    });
  await listen();
  return {
    get port() {
      return port;
    },
    /** Drops every connection and refuses new ones. */
    async cut() {
      const closed = new Promise<void>((resolve) => server!.close(() => resolve()));
      for (const s of sockets) s.destroy();
      await closed;
    },
    restore: listen,
    async close() {
      const closed = new Promise<void>((resolve) => (server?.listening ? server.close(() => resolve()) : resolve()));
      for (const s of sockets) s.destroy();
      await closed;
    },
  };
}

// Only where a PostgreSQL server is configured for the suites (CI runs them on both engines).
const pgUrl = TEST_DATABASE_URL;
if (pgUrl) {
  describe('PostgreSQL connections drop', () => {
    it('keeps the process up, answers 503 while the database is gone, and recovers by itself', async () => {
      const target = new URL(pgUrl);
      const proxy = await startProxy({ host: target.hostname, port: Number(target.port || 5432) });
      const schema = `t_${randomBytes(6).toString('hex')}`;
      const direct = createDatabase({ url: pgUrl, schema });
      await sql.raw(`CREATE SCHEMA ${schema}`).execute(direct.db);
      await migrateToLatest(direct.db);
      const proxied = new URL(pgUrl);
      proxied.host = `127.0.0.1:${proxy.port}`;
      const lost: Error[] = [];
      const database = createDatabase({ url: proxied.toString(), schema, onConnectionError: (error) => lost.push(error) });
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'asa-pgfault-'));
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: ORIGIN });
      await ensureCompany(database.db, { slug: config.DEFAULT_COMPANY_SLUG, name: 'Demo Clinic' });
      const app = await buildApp({ config, database, webDist: path.join(dataDir, 'none') });
      await app.ready();
      const t = { app, config, database: { ...database, drop: async () => undefined }, companyId: '', close: async () => undefined };
      try {
        const patient = { ...(await phoneSignIn(t as never)), email: '' };
        const chatId = await newChat(patient);
        // Several idle connections in the pool.
        await Promise.all(Array.from({ length: 6 }, () => app.inject({ method: 'GET', url: '/api/health' })));

        await proxy.cut();
        await new Promise((r) => setTimeout(r, 300));
        expect(lost.length).toBeGreaterThan(0); // the pool saw its idle connections die, and we are still here
        const down = await app.inject({ method: 'GET', url: '/api/health' });
        expect(down.statusCode).toBe(503);
        const refused = await patient.inject({
          method: 'POST',
          url: `/api/asa/chat/${chatId}`,
          payload: { chat: [{ role: 'user', content: 'Written while the database was away.' }] },
        });
        expect(refused.statusCode).toBe(503);
        expect(refused.json().error.code).toBe('service_unavailable');

        await proxy.restore();
        await waitFor(async () => (await app.inject({ method: 'GET', url: '/api/health' })).statusCode === 200, 20_000);
        const again = await patient.inject({
          method: 'POST',
          url: `/api/asa/chat/${chatId}`,
          payload: { chat: [{ role: 'user', content: 'Written after it came back.' }] },
        });
        expect(again.statusCode).toBe(200);
        const stored = await direct.db.selectFrom('message').select(['role', 'content']).where('chatId', '=', chatId).where('role', '=', 'user').execute();
        // The refused message was clearly refused (503), the accepted one is stored: nothing lost silently.
        expect(stored.map((m) => m.content)).toEqual(['Written after it came back.']);
      } finally {
        await app.close();
        await database.destroy();
        await sql.raw(`DROP SCHEMA ${schema} CASCADE`).execute(direct.db);
        await direct.destroy();
        await proxy.close();
      }
    }, 90_000);
  });
}
