import { ConfigError, loadConfig } from './config.ts';

/** Time after the grace time for cut replies to be stored and the database to close. */
const SHUTDOWN_MARGIN_SECONDS = 8;

async function main() {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Invalid configuration: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
  // The application (and the triage engine it loads) only once the configuration is known to be good:
  // a bad variable stops the process at once, before seconds of loading.
  const [{ buildApp }, { DEMO_STAFF, ensureDefaultCompany, seedDemo }, { releaseOrphanedReplies }] =
    await Promise.all([import('./app.ts'), import('./db/seed.ts'), import('./modules/chat/repo.ts')]);
  const app = await buildApp({ config });
  await ensureDefaultCompany(app);
  // Several instances share one PostgreSQL: spare replies that may still be streaming elsewhere.
  const orphanedBefore = app.database.engine === 'sqlite' ? Date.now() + 1 : Date.now() - config.AI_TIMEOUT_MS - 30_000;
  const released = await releaseOrphanedReplies(app.database.db, orphanedBefore);
  if (released > 0) app.log.warn({ released }, 'replies left streaming by an earlier process marked incomplete');
  // Demo data on the embedded default only; production needs an explicit --demo.
  const wantsDemo = process.argv.includes('--demo') || config.DEMO;
  const demo = wantsDemo || (!config.isProduction && !config.DATABASE_URL);
  if (demo) await seedDemo(app);

  // Graceful shutdown (issue 17): stop accepting, let replies finish for SHUTDOWN_GRACE_SECONDS, store
  // the rest as incomplete, end the staff event streams with a retry hint, close the database. If
  // anything hangs, the process still exits a little after the grace time.
  let stopping = false;
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.on(signal, () => {
      if (stopping) return;
      stopping = true;
      app.log.info({ signal, graceSeconds: config.SHUTDOWN_GRACE_SECONDS }, 'shutting down');
      const deadline = setTimeout(() => {
        app.log.error('shutdown did not finish in time; exiting');
        process.exit(1);
      }, (config.SHUTDOWN_GRACE_SECONDS + SHUTDOWN_MARGIN_SECONDS) * 1000);
      deadline.unref();
      app.close().then(
        () => {
          app.log.info('shut down');
          process.exit(0);
        },
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
    });
  }
  // The triage engine compiles each language's terms on first use; do it before the first patient
  // (about a second of CPU), so no reply waits for it — in its worker threads, or here at size 0.
  await app.triage.warm();
  await app.listen({ port: config.PORT, host: config.HOST, backlog: config.LISTEN_BACKLOG });
  const url = `http://localhost:${config.PORT}`;
  console.log(`\n  Asa is running on ${url}`);
  if (demo) {
    console.log('  Demo staff accounts (password: %s):', config.DEMO_PASSWORD === 'demo1234' ? 'demo1234' : 'DEMO_PASSWORD');
    for (const staff of DEMO_STAFF) console.log(`    ${staff.role.padEnd(6)} ${staff.email}  → ${url}/landing (Staff sign-in)`);
    console.log('  Patients sign in with any +354 number; the SMS code is in the log and data/outbox/sms.jsonl.\n');
  }
}

main().catch((error: unknown) => {
  console.error(`Asa failed to start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
