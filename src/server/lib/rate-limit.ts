/**
 * Fixed-window counters in PostgreSQL, so a limit holds across every app instance. One statement per
 * hit: the row's window restarts when it has passed.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { HttpError } from './http-error';

export interface RateLimitRule {
  /** What is counted, e.g. `orders:phone:5511999998888`. */
  key: string;
  limit: number;
  windowMs: number;
  /** The Portuguese message of the 429. */
  message: string;
}

/** Counts one hit for each rule; throws 429 (with Retry-After) when any is over its limit. */
export async function enforceRateLimits(db: Db, rules: RateLimitRule[]): Promise<void> {
  for (const rule of rules) {
    const windowSql = sql`now() + make_interval(secs => ${rule.windowMs / 1000})`;
    const [row] = await db
      .insert(rateLimits)
      .values({ key: rule.key, count: 1, resetAt: sql`${windowSql}` })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= now() then ${windowSql} else ${rateLimits.resetAt} end`,
        },
      })
      .returning();
    if (row && row.count > rule.limit) {
      const seconds = Math.max(1, Math.ceil((row.resetAt.getTime() - Date.now()) / 1000));
      throw new HttpError(429, rule.message, undefined, { 'retry-after': String(seconds) });
    }
  }
}
