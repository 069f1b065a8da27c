import { createHmac } from 'node:crypto';
import { type Kysely, sql } from 'kysely';
import { newId } from '../../db/ids.ts';
import type { Database } from '../../db/schema.ts';

/**
 * Fixed-window counters in the `rateLimit` table (better-auth's own limiter is off), so every
 * server instance counts against the same numbers. Keys are HMACs: the table holds no phone
 * numbers or addresses.
 */
export interface Limit {
  /** What is counted, e.g. "otp-phone". */
  name: string;
  max: number;
  windowMs: number;
}

export class RateLimiter {
  private hits = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly secret: string,
  ) {}

  private key(name: string, subject: string): string {
    return `asa:${name}:${createHmac('sha256', this.secret).update(subject).digest('base64url').slice(0, 32)}`;
  }

  /** Counts one attempt; true while the subject is within the limit (the attempt is allowed). */
  async consume(limit: Limit, subject: string): Promise<boolean> {
    const now = Date.now();
    const windowStart = now - limit.windowMs;
    const { rows } = await sql<{ count: number | string }>`
      insert into "rateLimit" ("id", "key", "count", "lastRequest")
      values (${newId()}, ${this.key(limit.name, subject)}, 1, ${now})
      on conflict ("key") do update set
        "count" = case when "rateLimit"."lastRequest" <= ${windowStart} then 1 else "rateLimit"."count" + 1 end,
        "lastRequest" = case when "rateLimit"."lastRequest" <= ${windowStart} then ${now} else "rateLimit"."lastRequest" end
      returning "count"`.execute(this.db);
    this.hits += 1;
    if (this.hits % 500 === 0) await this.prune(now - 86_400_000);
    return Number(rows[0]?.count ?? 1) <= limit.max;
  }

  /** Drops windows that ended long ago (the longest window allowed by config is a day). */
  private async prune(before: number): Promise<void> {
    await sql`delete from "rateLimit" where "key" like 'asa:%' and "lastRequest" < ${before}`.execute(this.db);
  }
}
