/**
 * Disables (or enables again) an account, for the operator: the library's global admin API is not
 * exposed (DESIGN D11), so this is the way to stop an account at once. Its sessions end, it cannot
 * sign in again, and the change is audited.
 *   npm run disable-account -- --phone +3545551234 | --email someone@clinic.is [--enable]
 */
import { parseArgs } from 'node:util';
import { emailSchema, normalisePhone } from '@asa/domain';
import { ConfigError, loadConfig } from '../config.ts';
import { recordAudit } from '../modules/audit/repo.ts';

const USAGE = 'Usage: npm run disable-account -- --phone +354XXXXXXX | --email E [--enable]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  let args;
  try {
    args = parseArgs({ options: { phone: { type: 'string' }, email: { type: 'string' }, enable: { type: 'boolean' } }, strict: true }).values;
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const phone = args.phone ? normalisePhone(args.phone) : null;
  const email = args.email ? emailSchema.safeParse(args.email.trim().toLowerCase()) : null;
  if (Boolean(args.phone) === Boolean(args.email)) fail(`Give either --phone or --email.\n${USAGE}`);
  if (args.phone && !phone) fail('--phone must be +354 followed by 7 digits');
  if (email && !email.success) fail('--email must be an e-mail address');

  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(`Invalid configuration: ${error.message}`);
    throw error;
  }
  // The application (and the triage engine it loads) only once the arguments are known to be good.
  const { buildApp } = await import('../app.ts');
  const app = await buildApp({ config });
  try {
    const { db } = app.database;
    const query = db.selectFrom('user').select(['id', 'role', 'companyId']);
    const user = await (phone ? query.where('phoneNumber', '=', phone) : query.where('email', '=', email!.data!)).executeTakeFirst();
    if (!user) fail('No such account.');
    const disable = !args.enable;
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('user').set({ banned: app.database.engine === 'postgres' ? disable : Number(disable) }).where('id', '=', user.id).execute();
      if (disable) await trx.deleteFrom('session').where('userId', '=', user.id).execute();
      await recordAudit(trx, {
        action: disable ? 'account.disabled' : 'account.enabled',
        actorId: null,
        actorRole: 'operator',
        companyId: user.companyId,
        details: { userId: user.id },
      });
    });
    console.log(`${disable ? 'Disabled' : 'Enabled'} account ${user.id}.`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(`disable-account failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
