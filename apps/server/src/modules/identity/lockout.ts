import { createHmac } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';

/**
 * Per-account sign-in throttle (OWASP ASVS 2.2.1): consecutive wrong passwords for one e-mail
 * address, whichever addresses they come from, lock its password sign-in for 1, 2, 4 … minutes
 * (up to a cap). A correct password clears the count. Counters live in the shared `rateLimit`
 * table under HMAC keys, so every instance sees them and the table holds no e-mail addresses.
 */
export class AccountLockout {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly secret: string,
    private readonly threshold: number,
    private readonly maxMinutes: number,
  ) {}

  private key(account: string): string {
    const subject = account.trim().toLowerCase();
    return `asa:lockout:${createHmac('sha256', this.secret).update(subject).digest('base64url').slice(0, 32)}`;
  }

  /** How long the account must wait before the next attempt, in ms; 0 when it may try now. */
  async waitMs(account: string, now = Date.now()): Promise<number> {
    // `rateLimit` belongs to the identity library's schema, not to our Kysely types.
    const { rows } = await sql<{ count: number | string; lastRequest: number | string }>`
      select "count", "lastRequest" from "rateLimit" where "key" = ${this.key(account)}`.execute(this.db);
    const row = rows[0];
    if (!row) return 0;
    const failures = Number(row.count);
    if (failures < this.threshold) return 0;
    const minutes = Math.min(this.maxMinutes, 2 ** (failures - this.threshold));
    return Math.max(0, Number(row.lastRequest) + minutes * 60_000 - now);
  }

  async recordFailure(account: string, now = Date.now()): Promise<void> {
    await sql`
      insert into "rateLimit" ("id", "key", "count", "lastRequest")
      values (${newId()}, ${this.key(account)}, 1, ${now})
      on conflict ("key") do update set "count" = "rateLimit"."count" + 1, "lastRequest" = ${now}`.execute(this.db);
  }

  async recordSuccess(account: string): Promise<void> {
    await sql`delete from "rateLimit" where "key" = ${this.key(account)}`.execute(this.db);
  }
}
