/**
 * Creates a clinic (company) and its first admin, so a real installation can start without demo data:
 *   npm run create-admin -- --email E --password P --company "Name" --slug s [--name "Full Name"]
 *     [--report-language xx]   language staff read assessments in (default en; one of the 15)
 */
import { parseArgs } from 'node:util';
import { companySlugSchema, emailSchema, isLanguage, LANGUAGES } from '@asa/domain';
import { ConfigError, loadConfig } from '../config.ts';
import { ensureCompany, findCompanyBySlug } from '../modules/companies/repo.ts';
import { staffPasswordProblem } from '../modules/identity/passwords.ts';

const USAGE =
  'Usage: npm run create-admin -- --email E --password P --company "Name" --slug s [--name "Full Name"] [--report-language xx]';

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

async function main() {
  let args;
  try {
    args = parseArgs({
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        company: { type: 'string' },
        slug: { type: 'string' },
        name: { type: 'string' },
        'report-language': { type: 'string' },
      },
      strict: true,
    }).values;
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(`Invalid configuration: ${error.message}`);
    throw error;
  }
  const problems: string[] = [];
  const email = emailSchema.safeParse(args.email?.trim().toLowerCase());
  if (!email.success) problems.push('--email must be an e-mail address');
  const passwordProblem = args.password
    ? staffPasswordProblem(args.password, config, [args.email ?? '', args.name ?? ''])
    : 'is required';
  if (passwordProblem) problems.push(`--password: ${passwordProblem}`);
  const companyName = args.company?.trim();
  if (!companyName) problems.push('--company is required');
  const slug = companySlugSchema.safeParse(args.slug);
  if (!slug.success) problems.push('--slug must be lowercase letters, digits and hyphens');
  const reportLanguage = args['report-language'] ?? 'en';
  if (!isLanguage(reportLanguage)) problems.push(`--report-language must be one of ${LANGUAGES.join(', ')}`);
  if (!email.success || passwordProblem || !args.password || !companyName || !slug.success || !isLanguage(reportLanguage)) {
    fail(`${problems.join('\n')}\n${USAGE}`);
  }

  // The application (and the triage engine it loads) only once the arguments are known to be good.
  const [{ buildApp }, { createStaffAccount }] = await Promise.all([import('../app.ts'), import('../db/seed.ts')]);
  const app = await buildApp({ config });
  try {
    const { db } = app.database;
    const taken = await db.selectFrom('user').select('id').where('email', '=', email.data).executeTakeFirst();
    if (taken) fail(`An account with ${email.data} exists already.`);
    const existing = await findCompanyBySlug(db, slug.data);
    if (existing && existing.name !== companyName) {
      fail(`The slug "${slug.data}" belongs to "${existing.name}" already; choose another slug.`);
    }
    const company = await ensureCompany(db, { slug: slug.data, name: companyName });
    await db.updateTable('company').set({ reportLanguage }).where('id', '=', company.id).execute();
    await createStaffAccount(app, {
      email: email.data,
      password: args.password,
      name: args.name?.trim() || companyName,
      role: 'admin',
      companyId: company.id,
    });
    console.log(`Created admin ${email.data} for "${company.name}" (sign-in: ${config.publicUrl}/landing → Staff sign-in;`);
    console.log(`patients of this clinic sign up at ${config.publicUrl}/${company.slug}/landing).`);
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(`create-admin failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
