/**
 * Fixed-window counters in PostgreSQL, so a limit holds across every app instance. One statement per
 * request, whatever the number of rules: a row's window restarts when it has passed.
 */
import { and, gt, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { rateLimits } from '../db/schema';
import { HttpError } from './http-error';

export interface RateLimitRule {
  /** What is counted, e.g. `orders:<restaurant id>:phone:5511999998888`. */
  key: string;
  limit: number;
  windowMs: number;
  /** The Portuguese message of the 429. */
  message: string;
}

/** One row per key: the same key twice in one upsert is an error, and counting it once is right. */
const distinct = (rules: RateLimitRule[]) => [...new Map(rules.map((rule) => [rule.key, rule])).values()];

/**
 * The upsert that counts one hit for each rule (a row's window restarts when it has passed), to run
 * alone or inside another statement (the order's write, order-placement.repository.ts).
 */
export function countHits(db: Db | Tx, rules: RateLimitRule[]) {
  return db
    .insert(rateLimits)
    .values(
      distinct(rules).map((rule) => ({
        key: rule.key,
        count: 1,
        resetAt: sql`now() + make_interval(secs => ${rule.windowMs / 1000})`,
      })),
    )
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.resetAt} <= now() then 1 else ${rateLimits.count} + 1 end`,
        resetAt: sql`case when ${rateLimits.resetAt} <= now() then excluded.reset_at else ${rateLimits.resetAt} end`,
      },
    });
}

/** The 429 of a rule over its limit, with the seconds until its window restarts. */
export function tooManyRequests(rule: RateLimitRule, resetAt: Date): HttpError {
  const seconds = Math.max(1, Math.ceil((resetAt.getTime() - Date.now()) / 1000));
  return new HttpError(429, rule.message, undefined, { 'retry-after': String(seconds) });
}

/** Counts one hit for each rule, in one statement; throws 429 (with Retry-After) when any is over its limit. */
export async function enforceRateLimits(db: Db, rules: RateLimitRule[]): Promise<void> {
  if (rules.length === 0) return;
  const rows = await countHits(db, rules).returning();
  // The first rule over its limit, in the caller's order, names the refusal.
  for (const rule of distinct(rules)) {
    const row = rows.find((candidate) => candidate.key === rule.key);
    if (row && row.count > rule.limit) throw tooManyRequests(rule, row.resetAt);
  }
}

/**
 * Throws the 429 of the first rule already at its limit, counting nothing: with `countHits` after a
 * failure, only failures are counted (PIN tries), so a person who types right is never held back.
 */
export async function assertUnderLimits(db: Db, rules: RateLimitRule[]): Promise<void> {
  if (rules.length === 0) return;
  const rows = await db
    .select()
    .from(rateLimits)
    .where(
      and(
        inArray(
          rateLimits.key,
          rules.map((rule) => rule.key),
        ),
        gt(rateLimits.resetAt, sql`now()`),
      ),
    );
  for (const rule of distinct(rules)) {
    const row = rows.find((candidate) => candidate.key === rule.key);
    if (row && row.count >= rule.limit) throw tooManyRequests(rule, row.resetAt);
  }
}
