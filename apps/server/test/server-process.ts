import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { serverBundlePlugins } from '../../../scripts/lib/server-bundle.mjs';

/** Helpers for suites that run the real server process (`src/main.ts`), as production starts it. */
export const SERVER_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const REPO_ROOT = path.resolve(SERVER_DIR, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (or signal name) when the process ends. */
  exited: Promise<number | string>;
  kill(): Promise<void>;
}

/**
 * Starts `node <entry>` the way an image or `npm start` would, waiting until /api/health answers.
 * `command` defaults to node with tsx's loader on src/main.ts — one process, so a signal reaches the
 * server itself (the `tsx` command runs the server as its child and, when that child's event loop is
 * busy for 30 ms as the signal comes, kills it with SIGKILL); pass another entry (e.g. the
 * container's) to test it.
 */
export async function startServerProcess(options: {
  env: Record<string, string>;
  port: number;
  command?: { file: string; args: string[]; cwd?: string };
  startTimeoutMs?: number;
}): Promise<ServerProcess> {
  const command = options.command ?? {
    file: process.execPath,
    args: ['--import', 'tsx', path.join(SERVER_DIR, 'src', 'main.ts')],
    cwd: REPO_ROOT,
  };
  const child = spawn(command.file, command.args, {
    cwd: command.cwd ?? REPO_ROOT,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (part: Buffer) => (output += part.toString()));
  child.stderr?.on('data', (part: Buffer) => (output += part.toString()));
  const exited = new Promise<number | string>((resolve) => {
    child.once('exit', (code, signal) => resolve(code ?? signal ?? -1));
  });
  let gone = false;
  void exited.then(() => (gone = true));
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + (options.startTimeoutMs ?? 60_000);
  for (;;) {
    if (gone) throw new Error(`the server exited while starting:\n${output}`);
    try {
      const response = await fetch(`${baseUrl}/api/health`);
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start in time:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    child,
    baseUrl,
    output: () => output,
    exited,
    async kill() {
      if (!gone) child.kill('SIGKILL');
      await exited;
    },
  };
}

/** Signs a patient in by phone over HTTP, the code read from the SMS outbox of `dataDir`. */
export async function phoneSignInOverHttp(baseUrl: string, dataDir: string, phoneNumber: string): Promise<string> {
  const post = (url: string, body: object) =>
    fetch(`${baseUrl}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: baseUrl },
      body: JSON.stringify(body),
    });
  const sent = await post('/api/identity/phone-number/send-otp', { phoneNumber });
  if (sent.status !== 200) throw new Error(`send-otp: ${sent.status} ${await sent.text()}`);
  const outbox = path.join(dataDir, 'outbox', 'sms.jsonl');
  const code = fs
    .readFileSync(outbox, 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as { to: string; code: string })
    .filter((entry) => entry.to === phoneNumber)
    .at(-1)?.code;
  if (!code) throw new Error('no SMS code in the outbox');
  const verified = await post('/api/identity/phone-number/verify', { phoneNumber, code });
  if (verified.status !== 200) throw new Error(`verify: ${verified.status} ${await verified.text()}`);
  return verified.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/**
 * Bundles `source` (TypeScript lines, importing from `../src/…` or the workspace packages) the way
 * the server is bundled, runs it with node and returns what it printed, and which files the bundle
 * carried beside it. Built inside the repository, so its external packages resolve as the server's do.
 */
export async function runFromServerBundle(source: readonly string[]): Promise<{ stdout: string; files: string[] }> {
  const dir = fs.mkdtempSync(path.join(SERVER_DIR, '.bundle-check-'));
  try {
    const entry = path.join(dir, 'entry.ts');
    fs.writeFileSync(entry, source.join('\n'));
    const outfile = path.join(dir, 'entry.mjs');
    await build({
      entryPoints: [entry],
      outfile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      logLevel: 'silent',
      plugins: serverBundlePlugins(dir),
    });
    const stdout = execFileSync(process.execPath, [outfile], { cwd: dir, encoding: 'utf8' });
    const files = fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }).map((f) => f.split(path.sep).join('/'));
    return { stdout, files };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
